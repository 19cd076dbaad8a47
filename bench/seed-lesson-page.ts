import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/platform/db/client';

const TENANT = 1;
/** A popular lesson: 1,000 comments, two replies each, liked by every bench student but the 50 who sign in. */
export const LARGE_LESSON = { comments: 1_000, repliesPerComment: 2 };

/**
 * The lesson page's data on the large school's first lesson: comments and replies written by its
 * students (the replies by the school's moderator, as answers), likes from members 51 and after,
 * a marquee on the product every bench student holds (its `$nome_aluno` drawn from 1,000 holders)
 * and a live on air for the whole run, so the header's has-live call finds one. INSERT … SELECT,
 * one statement per table, as the community's load.
 */
export async function seedLargeLessonPage(db: Db, props: { lessonId: number; productId: number; memberIds: number[] }) {
  const members = sql.raw(`(array[${props.memberIds.join(',')}]::int[])`);
  const n = props.memberIds.length;
  const L = LARGE_LESSON;
  const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as { rows: Record<string, unknown>[] }).rows;
  const [staff] = await rows(
    sql`select u.id from users u join user_roles ur on ur.tenant_id = u.tenant_id and ur.user_id = u.id join roles r on r.id = ur.role_id
        where u.tenant_id = ${TENANT} and r.slug = 'moderator' order by u.id limit 1`,
  );
  await db.execute(
    sql`insert into lesson_comments (tenant_id, lesson_id, user_id, content, replies_count, answered, created_at)
    select ${TENANT}, ${props.lessonId}, ${members}[1 + (g * 13) % ${n}],
      'Dúvida ' || g || ' sobre esta aula: como aplico isso no meu projeto?', ${L.repliesPerComment}, true,
      now() - make_interval(mins => ${L.comments} - g)
    from generate_series(1, ${L.comments}) g order by g`,
  );
  await db.execute(
    sql`insert into lesson_comments (tenant_id, lesson_id, user_id, author_is_staff, parent_id, content, created_at)
    select ${TENANT}, ${props.lessonId}, case when k = 1 then ${Number(staff!.id)} else ${members}[1 + (c.id * 7) % ${n}] end, k = 1, c.id,
      'Resposta ' || k || ' ao comentário ' || c.id || '.', c.created_at + make_interval(secs => k)
    from lesson_comments c cross join generate_series(1, ${L.repliesPerComment}) k
    where c.tenant_id = ${TENANT} and c.lesson_id = ${props.lessonId} and c.parent_id is null order by c.id, k`,
  );
  await db.execute(
    sql`insert into lesson_likes (tenant_id, lesson_id, user_id)
    select ${TENANT}, ${props.lessonId}, ${members}[g] from generate_series(51, ${n}) g`,
  );
  await db.execute(
    sql`insert into marquees (tenant_id, product_id, text, timer) values
      (${TENANT}, ${props.productId}, 'Bem-vindos, $nome_aluno e $nome_aluno! Aula ao vivo toda quinta.', 40)`,
  );
  await db.execute(
    sql`insert into lives (tenant_id, title, stream_url, starts_at, ends_at)
      values (${TENANT}, 'Live de carga', 'https://www.youtube.com/embed/bench', now() - interval '1 hour', now() + interval '11 hours')`,
  );
  const [count] = await rows(
    sql`select count(*)::int as n from lesson_comments where tenant_id = ${TENANT} and lesson_id = ${props.lessonId}`,
  );
  return { lessonId: props.lessonId, comments: Number(count!.n), likes: n - 50 };
}
