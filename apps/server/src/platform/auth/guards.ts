import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { canEdit, isStaff, memberFeatures, type MemberFeature } from './policy';
import type { SessionUser } from './session';

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.auth) throw new HttpError(401, 'unauthenticated');
  return request.auth.user;
}

/**
 * The signed-in user acting inside `tenantId` (a path segment or the `tenantId` header), or 403:
 * a user acts only inside the school where they hold a role (contract).
 */
export function requireMember(request: FastifyRequest, tenantId?: number): SessionUser {
  const user = requireUser(request);
  const headerTenant = request.headers.tenantid;
  if (tenantId !== undefined && tenantId !== user.tenantId) throw new HttpError(403, 'forbidden');
  if (headerTenant !== undefined && String(headerTenant) !== String(user.tenantId)) throw new HttpError(403, 'forbidden');
  if (user.roles.length === 0) throw new HttpError(403, 'forbidden');
  return user;
}

export function requireEditor(request: FastifyRequest, tenantId?: number): SessionUser {
  const user = requireMember(request, tenantId);
  if (!canEdit(user.roles)) throw new HttpError(403, 'forbidden');
  return user;
}

export function requireStaff(request: FastifyRequest, tenantId?: number): SessionUser {
  const user = requireMember(request, tenantId);
  if (!isStaff(user.roles)) throw new HttpError(403, 'forbidden');
  return user;
}

/** A member whose experience offers `feature` (policy.ts memberFeatures), or 403: the review account's reduced menu holds on the server too. */
export function requireFeature(request: FastifyRequest, feature: MemberFeature, tenantId?: number): SessionUser {
  const user = requireMember(request, tenantId);
  if (!memberFeatures(user)[feature]) throw new HttpError(403, 'forbidden');
  return user;
}
