/** Custom links' limits, messages and URL rules, zod-free: the header reads them on every page. */

/** Spec 002 §3/§9: a school has at most three custom header links. */
export const MAX_CUSTOM_LINKS = 3;
export const LINK_TITLE_MAX = 191;
export const LINK_URL_MAX = 2048;

export const LINK_MESSAGES = {
  limit: 'Você pode criar no máximo 3 (três) links',
  blankField: 'Valor do campo inválido',
  blankFields: 'Valores dos campos inválidos',
  titleTooLong: 'O título deve ter no máximo 191 caracteres.',
  urlTooLong: 'A URL deve ter no máximo 2048 caracteres.',
  created: 'Link criado com sucesso',
  updated: 'Link atualizado com sucesso',
  deleted: 'Link excluído com sucesso',
  ordered: 'Ordem dos links salva com sucesso',
  orderMismatch: 'A nova ordem deve conter exatamente os links da plataforma',
  createFailed: 'Falha ao criar novo link',
} as const;

/** Spec 002 §5: a leading http:// or https:// is stripped before saving. */
export function stripScheme(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, '')
    .trim();
}

/**
 * Where a stored link opens (docs/seo-and-links.md): stored URLs carry no scheme, so https:// is
 * put back, and spec 000 §2's `custom-links=true` marks the visit as coming from the header.
 */
export function customLinkHref(stored: string): string {
  const withScheme = /^https?:\/\//i.test(stored) ? stored : `https://${stored}`;
  try {
    const url = new URL(withScheme);
    url.searchParams.set('custom-links', 'true');
    return url.toString();
  } catch {
    return withScheme;
  }
}
