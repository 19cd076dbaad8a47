import type { Language } from '@trilha/shared/platform/languages';
import { PRODUCT_TRANSLATIONS, type ProductMessageKey } from '@trilha/shared/products/messages';
import { HttpError } from '../../platform/errors';

/** A product message in the reader's language, from the one shared table (docs/decisions/0005). */
export const productText = (lang: Language, key: ProductMessageKey) => PRODUCT_TRANSLATIONS[key][lang];

export const productNotFound = (lang: Language) => new HttpError(404, null, productText(lang, 'productNotFound'));

export const productBadRequest = (lang: Language, key: ProductMessageKey, path: string) =>
  new HttpError(400, null, productText(lang, key), [{ path, message: productText(lang, key) }]);

export const productConflict = (lang: Language, key: ProductMessageKey) => new HttpError(409, null, productText(lang, key));
