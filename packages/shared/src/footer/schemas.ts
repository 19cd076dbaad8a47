import { z } from 'zod';
import { isHttpUrl } from '../platform/urls';
import { idParam } from '../platform/http';

/** Each footer document (rich-text HTML) is capped, before sanitising, at this many characters. */
export const FOOTER_DOCUMENT_MAX_CHARS = 100_000;
export const SOCIAL_URL_MAX_CHARS = 2_048;

/** The two public document pages, by their route slug. */
export const footerDocumentSlugs = ['termos-de-uso', 'politicas-de-privacidade'] as const;
export type FooterDocumentSlug = (typeof footerDocumentSlugs)[number];

export const FOOTER_MESSAGES = {
  saved: 'Dados salvos com sucesso.',
  failed: 'Falha ao atualizar os dados do footer.',
  invalidSocialUrl: 'Informe um link válido, começando com http:// ou https://',
  useTermsTooLong: 'Os termos de uso podem ter no máximo 100.000 caracteres',
  privacyTermsTooLong: 'As políticas de privacidade podem ter no máximo 100.000 caracteres',
  invalidVisibility: 'footer_visible deve ser 0, 1, true ou false',
} as const;

/** Empty means "no link" (stored as null); anything else must be an absolute http(s) URL. */
export const socialUrl = z
  .string({ error: FOOTER_MESSAGES.invalidSocialUrl })
  .trim()
  .max(SOCIAL_URL_MAX_CHARS, FOOTER_MESSAGES.invalidSocialUrl)
  .refine((value) => value === '' || isHttpUrl(value), FOOTER_MESSAGES.invalidSocialUrl)
  .transform((value) => (value === '' ? null : value));

const documentField = (message: string) => z.string({ error: message }).max(FOOTER_DOCUMENT_MAX_CHARS, message);

/** The footer form's fields: the React Hook Form resolver and the route's body share them. */
export const footerSettingsFields = z.object({
  use_terms: documentField(FOOTER_MESSAGES.useTermsTooLong),
  privacy_terms: documentField(FOOTER_MESSAGES.privacyTermsTooLong),
  url_facebook: socialUrl,
  url_instagram: socialUrl,
  url_youtube: socialUrl,
});
export type FooterSettingsValues = z.output<typeof footerSettingsFields>;

/** The section's social-links form; the documents are edited and saved from their own modals. */
export const footerSocialFields = footerSettingsFields.pick({ url_youtube: true, url_instagram: true, url_facebook: true });
export type FooterSocialInput = z.input<typeof footerSocialFields>;
export type FooterSocialValues = z.output<typeof footerSocialFields>;

/** POST /api/auth/config/plataforma/extraSettings/update (spec 002 §7 Footer). */
export const footerSettingsBody = footerSettingsFields.extend({ tenant_id: idParam });
export type FooterSettingsBody = z.input<typeof footerSettingsBody>;

export const footerSettings = z
  .object({
    use_terms: z.string(),
    privacy_terms: z.string(),
    url_facebook: z.string().nullable(),
    url_instagram: z.string().nullable(),
    url_youtube: z.string().nullable(),
    footer_visible: z.boolean(),
  })
  .meta({ id: 'FooterSettings' });
export type FooterSettings = z.infer<typeof footerSettings>;

export const footerSettingsReply = z.object({ data: footerSettings });
export type FooterSettingsReply = z.infer<typeof footerSettingsReply>;
export const footerSettingsSaveReply = z.object({ message: z.string(), data: footerSettings });

export const footerTenantParams = z.object({ tenant: idParam });

/** The spec's switch sends 0/1; a boolean is accepted too. */
export const footerVisibleField = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: FOOTER_MESSAGES.invalidVisibility })
  .transform((value) => value === true || value === 1 || value === '1');

/** POST /api/auth/config/plataforma/updateCustomBasic/footerToogle (spelling as the spec's path). */
export const footerToggleBody = z.object({ footer_visible: footerVisibleField, tenant_id: idParam });
export const footerToggleReply = z.object({ message: z.string(), data: z.object({ footer_visible: z.boolean() }) });

/** GET /api/footer: what the student footer needs, for the host's school, without a session. */
export const publicFooterReply = z
  .object({
    footer_visible: z.boolean(),
    url_facebook: z.string().nullable(),
    url_instagram: z.string().nullable(),
    url_youtube: z.string().nullable(),
    has_use_terms: z.boolean(),
    has_privacy_terms: z.boolean(),
  })
  .meta({ id: 'PublicFooter' });
export type PublicFooterReply = z.infer<typeof publicFooterReply>;

export const footerDocumentParams = z.object({ doc: z.enum(footerDocumentSlugs, { error: 'Documento inválido' }) });
export const footerDocumentReply = z.object({ title: z.string(), html: z.string() }).meta({ id: 'FooterDocument' });
export type FooterDocumentReply = z.infer<typeof footerDocumentReply>;
