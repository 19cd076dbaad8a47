/** Custom links' limits, messages and URL rules, zod-free: the header reads them on every page. */

/** Spec 002 §3, §9: a school has at most three custom header links. */
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
 * A path of the school's own site (`/comunidade/1/3`, what the community picker saves): kept
 * relative, it opens on whatever origin the student is on, http or https. A second slash or a
 * backslash (which browsers read as one), or a tab or newline before it (which they drop), would
 * make it another site's address, so those are not paths.
 */
export const isSchoolPath = (url: string) => /^\/(?![/\\\t\n\r])/.test(url);

/** Spec 000 §2: `custom-links=true` marks the visit as coming from the header's links. */
const MARK = 'custom-links';

/** The path as stored, marked; not resolved, so a `..` segment can never turn it into another host's address. */
function markedPath(path: string): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const beforeHash = hashAt < 0 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt < 0 ? '' : beforeHash.slice(queryAt + 1));
  params.set(MARK, 'true');
  return `${pathname}?${params.toString()}${hash}`;
}

/**
 * Where a stored link opens (docs/seo-and-links.md): a path of the school stays relative; any other
 * stored URL carries no scheme (spec 002 §5 strips it), so https:// is put back. Either way spec 000
 * §2's `custom-links=true` is added.
 */
export function customLinkHref(stored: string): string {
  if (isSchoolPath(stored)) return markedPath(stored);
  const withScheme = /^https?:\/\//i.test(stored) ? stored : `https://${stored}`;
  try {
    const url = new URL(withScheme);
    url.searchParams.set(MARK, 'true');
    return url.toString();
  } catch {
    return withScheme;
  }
}
