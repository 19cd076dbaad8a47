import type { FastifyRequest } from 'fastify';
import { requireMember } from '../../platform/auth/guards';
import type { Db } from '../../platform/db/client';
import { cachedVersions } from '../../platform/content-versions';
import { HttpError } from '../../platform/errors';
import { readSchool } from '../tenancy/public';
import type { CourseAccess } from './policy';
import type { SessionUser } from '../../platform/auth/session';
import { readViewer, type ProgressEntry, type Viewer } from './viewer';

/**
 * Who reads the catalogue's pages: a member of the school (their viewer: access, finished lessons,
 * recent progress), or, when the host's school opened its showcase ("vitrine aberta",
 * docs/appearance.md), a visitor without a session, who sees every course locked and has no progress.
 */
export type CatalogReader = {
  tenantId: number;
  visitor: boolean;
  access: CourseAccess;
  /** Drip counts from these (viewer.ts); empty for visitors and staff. */
  accessSince: ReadonlyMap<number, number>;
  finished: ReadonlySet<number>;
  progress: readonly ProgressEntry[];
  catalogVersion: number;
};

export const NOTHING_OPEN: CourseAccess = { everything: false, courseIds: new Set() };
export const NONE: ReadonlySet<number> = new Set();

/** A member as the catalogue's pages read them: their viewer's sets. */
export const memberReader = (user: SessionUser, viewer: Viewer): CatalogReader => ({
  tenantId: user.tenantId,
  visitor: false,
  access: viewer.access,
  accessSince: viewer.accessSince,
  finished: viewer.finished,
  progress: viewer.progress,
  catalogVersion: viewer.versions.catalog,
});

/** The member, else a visitor of a school whose showcase is on, else 401 as every member route. */
export async function readCatalogReader(db: Db, request: FastifyRequest): Promise<CatalogReader> {
  if (request.auth) {
    const user = requireMember(request);
    return memberReader(user, await readViewer(db, user));
  }
  const tenant = request.tenant;
  // The switch is read from the school as /api/tenant presents it (kept per school, tenancy/reply.ts).
  if (!tenant || !(await readSchool(db, tenant)).theme.showcase) throw new HttpError(401, 'unauthenticated');
  const versions = await cachedVersions(db, tenant.id);
  return {
    tenantId: tenant.id,
    visitor: true,
    access: NOTHING_OPEN,
    accessSince: new Map(),
    finished: NONE,
    progress: [],
    catalogVersion: versions.catalog,
  };
}
