import { liveProducts, lives } from '../db/schema/index';
import type { Db } from '../platform/db/client';
import { must } from './must';
import type { DemoSchool } from './schools/types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Aurora's lives (docs/lives.md "Demo data"): fixed times cannot be on air whenever the demo starts, so one comes
 * two days after the seed (for the whole school) and one ended a week before it (for Plano
 * Completo): the staff list shows both; the e2e schedules one for "now" itself.
 */
export async function seedLives(db: Db, school: DemoSchool, productIds: number[]) {
  if (school.slug !== 'aurora') return;
  const now = Date.now();
  await db.insert(lives).values({
    tenantId: school.id,
    title: 'Aula ao vivo: tire suas dúvidas de portfólio',
    streamUrl: 'https://www.youtube-nocookie.com/embed/live_stream?channel=UCaurora-demo',
    startsAt: new Date(now + 2 * DAY),
    endsAt: new Date(now + 2 * DAY + HOUR),
  });
  const [past] = await db
    .insert(lives)
    .values({
      tenantId: school.id,
      title: 'Live de boas-vindas do Plano Completo',
      streamUrl: 'https://player.vimeo.com/video/76979871',
      startsAt: new Date(now - 7 * DAY),
      endsAt: new Date(now - 7 * DAY + HOUR),
    })
    .returning({ id: lives.id });
  await db
    .insert(liveProducts)
    .values({ tenantId: school.id, liveId: must(past, 'past live').id, productId: must(productIds[1], 'Plano Completo') });
}
