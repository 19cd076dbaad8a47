import { z } from 'zod';
import { roleSlugs } from './roles';

export const emailField = z
  .string({ error: 'Informe o e-mail' })
  .trim()
  .toLowerCase()
  .max(254, 'E-mail inválido')
  .pipe(z.email('E-mail inválido'));

export const loginBody = z.object({
  email: emailField,
  password: z.string({ error: 'Informe a senha' }).min(1, 'Informe a senha').max(256, 'Senha inválida'),
  tenant_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const userRole = z.object({ role: z.object({ slug: z.enum(roleSlugs), name: z.string() }) });

export const user = z
  .object({
    id: z.number().int(),
    tenant_id: z.number().int(),
    name: z.string(),
    email: z.string(),
    photo_url: z.string().nullable(),
    roles: z.array(userRole),
    review_account: z.boolean(),
    /** Decided on the server only (contract): admin or owner. */
    canEdit: z.boolean(),
    /** Any role other than student (spec 000 §6). */
    staff: z.boolean(),
    /** The server's operator (docs/schools.md): only `GET /api/me` says so, and only when true. */
    operator: z.literal(true).optional(),
    /**
     * What the member's screens offer besides the profile and the courses, decided on the server
     * (the review account's reduced menu, spec 000 §2): the web app shows nothing that is false here.
     */
    features: z.object({
      /** The profile drawer's full list; false: "My profile" alone. */
      full_menu: z.boolean(),
      favorites: z.boolean(),
      communities: z.boolean(),
      reviews: z.boolean(),
      notifications: z.boolean(),
      reminders: z.boolean(),
      custom_links: z.boolean(),
      language: z.boolean(),
    }),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof user>;

export const userReply = z.object({ user });
export type UserReply = z.infer<typeof userReply>;

export const profileName = z
  .string({ error: 'Informe seu nome' })
  .trim()
  .min(2, 'O nome deve ter pelo menos 2 caracteres')
  .max(120, 'O nome deve ter no máximo 120 caracteres');

export const profileUpdateBody = z.object({ name: profileName });
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

/** Profile photos are cropped in the browser; the server still checks bytes and size. */
export const PROFILE_PHOTO_MAX_BYTES = 15 * 1048576;
