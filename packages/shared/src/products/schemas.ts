import { z } from 'zod';
import { idParam } from '../platform/http';
import { isHttpUrl } from '../platform/urls';
import {
  PRODUCT_ACCESS_DAYS_MAX,
  PRODUCT_COMMUNITIES_MAX,
  PRODUCT_COURSES_MAX,
  PRODUCT_MESSAGES as M,
  PRODUCT_SALES_URL_MAX,
  PRODUCT_TITLE_MAX,
} from './constants';

export * from './constants';

// ---- Params and bodies (CONTRACT "Products, students and access") ----

export const productIdParams = z.object({ id: idParam });

export const PRODUCT_STATUSES = ['active', 'inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

const title = z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(PRODUCT_TITLE_MAX, M.titleTooLong);
const status = z.enum(PRODUCT_STATUSES, { error: M.statusInvalid });
/** Ids sent once each: a repeated id is the same course or community. */
const ids = (max: number) =>
  z
    .array(idParam)
    .max(max)
    .transform((list) => [...new Set(list)]);
/** Days of access from each grant; null is for life. */
const accessDays = z
  .number({ error: M.accessDaysInvalid })
  .int(M.accessDaysInvalid)
  .min(1, M.accessDaysInvalid)
  .max(PRODUCT_ACCESS_DAYS_MAX, M.accessDaysInvalid)
  .nullable();
/** Where the locked dialog sends a student who wants this product; empty or null for none. */
const salesUrl = z
  .string({ error: M.salesUrlInvalid })
  .trim()
  .max(PRODUCT_SALES_URL_MAX, M.salesUrlInvalid)
  .refine((value) => value === '' || isHttpUrl(value), M.salesUrlInvalid)
  .nullable()
  .transform((value) => (value === '' ? null : value));

const productFields = z.object({
  title,
  status,
  course_ids: ids(PRODUCT_COURSES_MAX),
  community_ids: ids(PRODUCT_COMMUNITIES_MAX),
  access_days: accessDays,
  sales_url: salesUrl,
});

/** A new product: only the title is required; it starts active, opens nothing and gives access for life. */
export const productCreateBody = productFields.partial().required({ title: true });
export type ProductCreateBody = z.infer<typeof productCreateBody>;
/** The product form: every field, as the editor holds them. */
export const productFormSchema = productFields;
export type ProductFormInput = z.input<typeof productFormSchema>;
const somethingToChange = (body: object) => Object.values(body).some((value) => value !== undefined);
export const productUpdateBody = productFields.partial().refine(somethingToChange, { message: M.nothingToChange });
export type ProductUpdateBody = z.infer<typeof productUpdateBody>;

// ---- Replies ----

export const adminProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  status: status,
  course_ids: z.array(z.number().int()),
  community_ids: z.array(z.number().int()),
  access_days: z.number().int().nullable(),
  sales_url: z.string().nullable(),
  /** Students whose access to it is live now (no expiry, or one still ahead). */
  students_count: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProduct>;
export const adminProductsReply = z.object({ data: z.array(adminProduct) });
export const adminProductReply = z.object({ data: adminProduct });
