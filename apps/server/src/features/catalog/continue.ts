import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';

export type LessonToContinue = { lessonId: number; slug: string; title: string; courseId: number; courseTitle: string };

/**
 * The lesson a student would pick up now (a study reminder's link, docs/reminders.md), among the
 * courses a live enrolment opens to them: the lesson they touched last while unfinished; else the
 * first unfinished lesson, in the course's order, of the course they touched last; else the first
 * lesson of their first open course. Null when nothing is open to them. One statement.
 */
export async function lessonToContinue(
  db: Db,
  { tenantId, userId }: { tenantId: number; userId: number },
): Promise<LessonToContinue | null> {
  const result = await db.execute(sql`
    with open_courses as (
      select distinct pc.course_id
        from enrollments e
        join product_courses pc on pc.tenant_id = e.tenant_id and pc.product_id = e.product_id
       where e.tenant_id = ${tenantId} and e.user_id = ${userId} and (e.expires_at is null or e.expires_at > now())
    ),
    ordered as (
      select l.id, l.slug, l.title, l.course_id, c.title as course_title, c."order" as course_order,
             row_number() over (order by c."order", c.id, m."order", m.id, l."order", l.id) as position,
             p.finished_at, p.updated_at
        from lessons l
        join open_courses oc on oc.course_id = l.course_id
        join courses c on c.tenant_id = l.tenant_id and c.id = l.course_id
        join modules m on m.tenant_id = l.tenant_id and m.id = l.module_id
        left join lesson_progress p on p.tenant_id = l.tenant_id and p.user_id = ${userId} and p.lesson_id = l.id
       where l.tenant_id = ${tenantId}
    ),
    last_touched as (select course_id from ordered where updated_at is not null order by updated_at desc limit 1)
    select id, slug, title, course_id, course_title from (
      (select *, 1 as rank from ordered where updated_at is not null and finished_at is null order by updated_at desc limit 1)
      union all
      (select *, 2 from ordered where finished_at is null and course_id = (select course_id from last_touched) order by position limit 1)
      union all
      (select *, 3 from ordered order by position limit 1)
    ) candidates order by rank limit 1`);
  const row = (result as { rows: { id: number; slug: string; title: string; course_id: number; course_title: string }[] }).rows[0];
  return row ? { lessonId: row.id, slug: row.slug, title: row.title, courseId: row.course_id, courseTitle: row.course_title } : null;
}
