import { customHtmlBlocks } from '../db/schema/index';
import type { Db } from '../platform/db/client';
import type { DemoSchool } from './schools/types';

/**
 * Aurora's "HTML personalizado" (spec 002): one block on the home page, the kind a school pastes
 * in (its own card, styles and a script), so a newcomer sees a block run in its frame at once and
 * finds it listed in the edit panel's section. The script writes the date of the next Thursday
 * session: the card is alive, not a picture. Boreal has none, the section's empty state.
 */
export const DEMO_BLOCK_TITLE = 'Plantão de dúvidas ao vivo';

const DEMO_BLOCK_HTML = `<section style="display: flex; flex-wrap: wrap; align-items: center; gap: 12px 24px; padding: 20px 24px; border-radius: 14px; background: linear-gradient(120deg, #4c1d95, #7c3aed 60%, #a855f7); color: #fff; font-family: Poppins, system-ui, sans-serif;">
  <div style="flex: 1 1 260px;">
    <strong style="display: block; font-size: 18px;">Plantão de dúvidas ao vivo</strong>
    <p style="margin: 6px 0 0; line-height: 1.5; opacity: 0.92;">Traga suas perguntas sobre as aulas: a equipe responde ao vivo, toda quinta, às 19h.</p>
  </div>
  <p id="proximo" style="margin: 0; padding: 8px 14px; border-radius: 12px; background: rgba(255, 255, 255, 0.16); font-weight: 600;">Toda quinta, às 19h</p>
</section>
<script>
  // The next Thursday at 19:00, in the student's own calendar.
  var next = new Date();
  next.setDate(next.getDate() + ((4 - next.getDay() + 7) % 7 || (next.getHours() >= 20 ? 7 : 0)));
  next.setHours(19, 0, 0, 0);
  var day = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long' }).format(next);
  document.getElementById('proximo').textContent = 'Próximo: ' + day + ', às 19h';
</script>`;

export async function seedCustomHtml(db: Db, school: DemoSchool) {
  if (school.slug !== 'aurora') return;
  await db.insert(customHtmlBlocks).values({ tenantId: school.id, title: DEMO_BLOCK_TITLE, html: DEMO_BLOCK_HTML, page: 'homepage' });
}
