import { z } from 'zod';
import { emailField } from '../accounts/schemas';
import { idParam } from '../platform/http';
import { ENROLLMENT_SOURCES, STUDENT_MESSAGES as M, STUDENT_NAME_MAX, STUDENT_PRODUCTS_MAX, STUDENT_QUERY_MAX } from './constants';

export * from './constants';

// ---- Params, queries and bodies (CONTRACT "Products, students and access") ----

export const studentIdParams = z.object({ id: idParam });
export const enrollmentIdParams = z.object({ id: idParam });

export const STUDENT_STATUSES = ['active', 'inactive'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

/** The directory's filters: words of a name or e-mail, a product held, active or not; `cursor` is the last id seen. */
export const studentsQuery = z.object({
  query: z.string().trim().max(STUDENT_QUERY_MAX, M.queryTooLong).optional(),
  product_id: idParam.optional(),
  status: z.enum(STUDENT_STATUSES, { error: M.statusInvalid }).optional(),
  cursor: idParam.optional(),
});
export type StudentsQuery = z.infer<typeof studentsQuery>;
/** The export takes the directory's filters, without paging. */
export const studentsExportQuery = studentsQuery.omit({ cursor: true });

const name = z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(STUDENT_NAME_MAX, M.nameTooLong);
/** When access ends; null or absent: the product's own rule (for life, or its days from the grant). */
const expiresAt = z.iso
  .datetime({ offset: true, error: M.expiresInvalid })
  .refine((value) => Date.parse(value) > Date.now(), M.expiresInvalid)
  .nullable();
const productIds = z
  .array(idParam)
  .max(STUDENT_PRODUCTS_MAX, M.productsTooMany)
  .transform((list) => [...new Set(list)]);

/** Add a student: the account is created, or the school's existing one enrolled. */
export const studentCreateBody = z.object({
  name,
  email: emailField,
  product_ids: productIds.default([]),
  expires_at: expiresAt.optional(),
  send_invite: z.boolean().default(false),
});
export type StudentCreateBody = z.infer<typeof studentCreateBody>;
export type StudentCreateInput = z.input<typeof studentCreateBody>;

const somethingToChange = (body: object) => Object.values(body).some((value) => value !== undefined);
export const studentUpdateBody = z
  .object({ name: name.optional(), active: z.boolean().optional() })
  .refine(somethingToChange, { message: M.nothingToChange });
export type StudentUpdateBody = z.infer<typeof studentUpdateBody>;

export const enrollmentCreateBody = z.object({ product_id: idParam, expires_at: expiresAt.optional() });
export type EnrollmentCreateBody = z.infer<typeof enrollmentCreateBody>;

// ---- Replies ----

const when = z.string().nullable();

export const studentRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  /** Every product the student holds, an expired one too (its `expires_at` in the past). */
  products: z.array(z.object({ id: z.number().int(), title: z.string(), expires_at: when })),
  last_seen_at: when,
  /** Finished lessons of every published lesson the student's live products open, 0-100. */
  progress_percent: z.number().int(),
});
export type StudentRow = z.infer<typeof studentRow>;
export const studentsReply = z.object({ data: z.array(studentRow), next_page_url: z.string().nullable() });
export type StudentsReply = z.infer<typeof studentsReply>;

export const enrollment = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_title: z.string(),
  source: z.enum(ENROLLMENT_SOURCES),
  granted_at: z.string(),
  expires_at: when,
});
export type Enrollment = z.infer<typeof enrollment>;

export const studentDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  /** Staff accounts hold products too; they are deactivated and removed in the staff list. */
  staff: z.boolean(),
  last_seen_at: when,
  enrollments: z.array(enrollment),
  courses: z.array(z.object({ course_id: z.number().int(), title: z.string(), percent: z.number().int(), last_activity_at: when })),
  quizzes: z.array(z.object({ quiz_id: z.number().int(), name: z.string(), best_score: z.number().nullable(), passed: z.boolean() })),
});
export type StudentDetail = z.infer<typeof studentDetail>;
export const studentReply = z.object({ data: studentDetail });
export const enrollmentReply = z.object({ data: enrollment });
