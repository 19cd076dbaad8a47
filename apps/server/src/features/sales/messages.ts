import type { Language } from '@trilha/shared/platform/languages';
import { SALE_TRANSLATIONS, type SaleMessageKey } from '@trilha/shared/sales/messages';
import { HttpError } from '../../platform/errors';

/** A payment-platform message in the reader's language, from the one shared table (docs/decisions/0005). */
export const saleText = (lang: Language, key: SaleMessageKey) => SALE_TRANSLATIONS[key][lang];

export const isSaleMessageKey = (key: string): key is SaleMessageKey => Object.hasOwn(SALE_TRANSLATIONS, key);

export const saleError = (status: 400 | 401 | 404 | 409, lang: Language, key: SaleMessageKey, path?: string) =>
  new HttpError(status, null, saleText(lang, key), path ? [{ path, message: saleText(lang, key) }] : undefined);
