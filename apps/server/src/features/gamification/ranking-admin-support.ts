import { GAMIFICATION_ADMIN_TRANSLATIONS } from '@trilha/shared/gamification/admin-messages';
import type { Language } from '@trilha/shared/platform/languages';
import { FOREIGN_KEY_VIOLATION, violates } from '../../platform/db/constraint';
import { badRequest } from '../../platform/errors';

export type AdminMessageKey = keyof typeof GAMIFICATION_ADMIN_TRANSLATIONS;
/** A message of these drawers in the `lang` cookie's language (docs/decisions/0005). */
export const adminText = (lang: Language, key: AdminMessageKey) => GAMIFICATION_ADMIN_TRANSLATIONS[key][lang];

/**
 * The database decides that a product is the school's (the foreign key on (tenant_id, product_id)),
 * with no read before the write: another school's product, or none, is 400 'Produto não encontrado'.
 */
export function productRefusal(error: unknown, lang: Language, constraint: string): unknown {
  if (violates(error, FOREIGN_KEY_VIOLATION, constraint)) return badRequest(adminText(lang, 'productUnknown'), 'array_plans_id');
  return error;
}
