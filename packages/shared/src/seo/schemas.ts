import { z } from 'zod';
import { SEO_MESSAGES } from './messages';

/** Spec 002 §5, §9: name and description fit the 191-character columns; 192 blocks saving. */
export const SEO_MAX_LENGTH = 191;

/** POST /api/auth/config/plataforma/update-seo body: used by the route and by the SEO form. */
export const updateSeoBody = z.object({
  name: z
    .string({ error: SEO_MESSAGES.nameRequired })
    .trim()
    .min(1, SEO_MESSAGES.nameRequired)
    .max(SEO_MAX_LENGTH, SEO_MESSAGES.nameTooLong),
  description: z
    .string({ error: SEO_MESSAGES.descriptionTooLong })
    .trim()
    .max(SEO_MAX_LENGTH, SEO_MESSAGES.descriptionTooLong)
    .nullish()
    .transform((value) => value ?? ''),
});
export type UpdateSeoBody = z.input<typeof updateSeoBody>;
export type UpdateSeoValues = z.output<typeof updateSeoBody>;

/** The spec sends the school in a `tenantId` header (the editor's own school); loose: the other headers stay. */
export const updateSeoHeaders = z.looseObject({ tenantid: z.string().max(20).optional() });

export const updateSeoReply = z.object({
  message: z.string(),
  data: z.object({ name: z.string(), description: z.string() }),
});
export type UpdateSeoReply = z.infer<typeof updateSeoReply>;

// Defined beside its translations (messages.ts imports no Zod: see there); kept importable from here.
export { SEO_MESSAGES };
