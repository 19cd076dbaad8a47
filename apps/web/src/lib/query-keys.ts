/**
 * Query keys that more than one feature reads or invalidates. A feature's own keys stay in its
 * api/ files; these live here so no feature imports another to refresh a shared cache.
 */

/** The student home's carousels: favourites ("Minha lista") and the Vitrine change what they show. */
export const homeCarouselsKey = (tenantId: number) => ['home', 'carousels', tenantId] as const;

/**
 * The school's whole showcase, system rows and unpublished ones included, in its order: the panel's
 * Vitrine and the home's order mode list it alike, so both screens show one order.
 */
export const showcaseCarouselsKey = (tenantId: number) => ['vitrine', tenantId, 'carousels'] as const;

/** The Aparência settings: the Aparência and Vitrine sections both read and write them. */
export const appearanceKey = (tenantId: number) => ['appearance', tenantId] as const;

/** The school's communities in order: the Comunidade section edits them, the header link modal picks one. */
export const communitiesKey = (tenantId: number) => ['communities', tenantId] as const;

/** The school's products (id, title, status): the Página de aula and Comunidade forms offer the active ones. */
export const productsKey = (tenantId: number) => ['products', tenantId] as const;

/**
 * A student screen's custom HTML blocks (components/custom-html): every screen's key starts with
 * CUSTOM_HTML_SCREENS_KEY, so the edit panel's writes refresh whichever screens were seen.
 */
export const CUSTOM_HTML_SCREENS_KEY = ['custom-html', 'screen'] as const;
export const customHtmlScreenKey = (page: string, screen: Record<string, number | undefined>) =>
  [...CUSTOM_HTML_SCREENS_KEY, page, screen] as const;
