import type { Language } from '@trilha/shared/platform/http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireEditor, requireFeature, requireMember, requireStaff, requireUser } from './auth/guards';
import type { MemberFeature } from './auth/policy';
import type { SessionUser } from './auth/session';
import type { Clock } from './clock';
import type { AppContext } from './context';
import type { Db } from './db/client';
import { HttpError } from './errors';
import type { EventBus } from './events';
import type { Storage } from './storage';

/**
 * What a service needs of the request it serves, the same shape in every feature: the database, the
 * school, who acts (null for a visitor), the language of the messages, the event bus, the file
 * storage and the clock. Built once per request by the hook below; services take the parts they use
 * (`Pick<RequestScope, 'db' | 'tenantId' | 'lang'>`) so a test can hand them a small object.
 */
export type RequestScope = {
  db: Db;
  tenantId: number;
  actor: SessionUser | null;
  lang: Language;
  events: EventBus;
  storage: Storage;
  clock: Clock;
};

/** A scope whose actor passed a guard: the guards below hand it out. */
export type ActorScope = RequestScope & { actor: SessionUser };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface FastifyRequest {
    /** The request's scope (platform/request-scope.ts); reading it without a school answers 404. */
    readonly scope: RequestScope;
  }
}

const built = new WeakMap<FastifyRequest, RequestScope>();

/**
 * Decorates every request with its scope, made on first read: a request for a static file never
 * pays for it. The school is the signed-in user's (the session was looked up in the host's school,
 * platform/auth/plugin.ts), else the host's.
 */
export function registerRequestScope(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('scope', {
    getter(this: FastifyRequest): RequestScope {
      let scope = built.get(this);
      if (scope) return scope;
      const actor = this.auth?.user ?? null;
      const tenantId = actor?.tenantId ?? this.tenant?.id;
      if (tenantId === undefined) throw new HttpError(404, 'tenantNotFound');
      scope = { db: ctx.db, tenantId, actor, lang: this.lang, events: ctx.events, storage: ctx.storage, clock: ctx.clock };
      built.set(this, scope);
      return scope;
    },
  });
}

const withActor = (request: FastifyRequest, actor: SessionUser): ActorScope => ({ ...request.scope, actor });

/** The scope of a signed-in user, or 401 (guards.ts requireUser). */
export const userScope = (request: FastifyRequest): ActorScope => withActor(request, requireUser(request));
/** The scope of a member acting inside `tenantId`, or 401/403 (guards.ts requireMember). */
export const memberScope = (request: FastifyRequest, tenantId?: number): ActorScope => withActor(request, requireMember(request, tenantId));
/** The scope of an editor of the school, or 401/403 (guards.ts requireEditor). */
export const editorScope = (request: FastifyRequest, tenantId?: number): ActorScope => withActor(request, requireEditor(request, tenantId));
/** The scope of a staff member of the school, or 401/403 (guards.ts requireStaff). */
export const staffScope = (request: FastifyRequest, tenantId?: number): ActorScope => withActor(request, requireStaff(request, tenantId));
/** The scope of a member whose experience offers `feature`, or 401/403 (guards.ts requireFeature). */
export const featureScope = (request: FastifyRequest, feature: MemberFeature, tenantId?: number): ActorScope =>
  withActor(request, requireFeature(request, feature, tenantId));
