import { GAMIFICATION_ADMIN_TRANSLATIONS } from '@trilha/shared/gamification/admin-messages';
import type { Language } from '@trilha/shared/platform/languages';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import { FOREIGN_KEY_VIOLATION, violates } from '../../platform/db/constraint';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import type { EventBus } from '../../platform/events';

/** What the Níveis, Pontuação and Ranking commands need: the school, the caller's language, the event bus. */
export type AdminScope = { db: Db; tenantId: number; lang: Language; events: EventBus };

export type AdminMessageKey = keyof typeof GAMIFICATION_ADMIN_TRANSLATIONS;
/** A message of these drawers in the `lang` cookie's language (docs/decisions/0005). */
export const adminText = (lang: Language, key: AdminMessageKey) => GAMIFICATION_ADMIN_TRANSLATIONS[key][lang];

export const adminScope = (ctx: AppContext, request: FastifyRequest, user: SessionUser): AdminScope => ({
  db: ctx.db,
  tenantId: user.tenantId,
  lang: request.lang,
  events: ctx.events,
});

/**
 * The database decides that a product is the school's (the foreign key on (tenant_id, product_id)),
 * with no read before the write: another school's product, or none, is 400 'Produto não encontrado'.
 */
export function productRefusal(error: unknown, lang: Language, constraint: string): unknown {
  if (violates(error, FOREIGN_KEY_VIOLATION, constraint)) return badRequest(adminText(lang, 'productUnknown'), 'array_plans_id');
  return error;
}
