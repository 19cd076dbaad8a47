import type { ImportStatus } from '@trilha/shared/students/import-schemas';
import type { Enrollment, StudentDetail, StudentRow } from '@trilha/shared/students/schemas';
import type { ImportRecord } from './import-repo';
import type { DirectoryPerson } from './directory-repo';
import type { CourseProgress, EnrollmentRow, Person, QuizResult } from './repo';

/** A timestamp as the wire carries it: raw SQL rows come back as Date or text depending on the driver. */
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function presentStudentRows(page: DirectoryPerson[], progress: Map<number, number>): StudentRow[] {
  return page.map((person) => ({
    id: person.id,
    name: person.name,
    email: person.email,
    active: person.active,
    products: person.products.map((p) => ({ id: p.id, title: p.title, expires_at: iso(p.expiresAt) })),
    last_seen_at: iso(person.lastSeenAt),
    progress_percent: progress.get(person.id) ?? 0,
  }));
}

export const presentEnrollment = (row: EnrollmentRow): Enrollment => ({
  id: row.id,
  product_id: row.productId,
  product_title: row.productTitle,
  source: row.source,
  granted_at: new Date(row.grantedAt).toISOString(),
  expires_at: iso(row.expiresAt),
});

export function presentStudent(student: {
  person: Person;
  enrollments: EnrollmentRow[];
  courses: CourseProgress[];
  quizzes: QuizResult[];
}): StudentDetail {
  const { person } = student;
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    active: person.active,
    staff: person.staff,
    last_seen_at: iso(person.lastSeenAt),
    enrollments: student.enrollments.map(presentEnrollment),
    courses: student.courses.map((c) => ({
      course_id: c.courseId,
      title: c.title,
      percent: c.percent,
      last_activity_at: iso(c.lastActivityAt),
    })),
    quizzes: student.quizzes.map((q) => ({ quiz_id: q.quizId, name: q.name, best_score: q.bestScore, passed: q.passed })),
  };
}

export const presentImport = (record: ImportRecord): ImportStatus => ({
  id: record.id,
  state: record.state as ImportStatus['state'],
  dry_run: record.dryRun,
  send_invite: record.sendInvite,
  total: record.total,
  done: record.done,
  created: record.created,
  enrolled: record.enrolled,
  unchanged: record.unchanged,
  errors: record.errors,
  rows: record.rows.map((r) => ({ ...r, outcome: r.outcome as ImportStatus['rows'][number]['outcome'] })),
  failure: record.failure,
  created_at: new Date(record.createdAt).toISOString(),
  finished_at: iso(record.finishedAt),
});
