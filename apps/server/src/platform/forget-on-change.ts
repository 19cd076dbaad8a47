import { forgetAllSessions, forgetSession, forgetUserSessions } from './auth/session';
import { forgetAllVersions, forgetVersions } from './content-versions';
import type { ChangeFeed } from './db/changes';
import type { Db } from './db/client';
import type { createTenantResolver } from './tenancy';

/**
 * The platform's caches let go of what the database reports changed (db/changes.ts), whichever
 * process made the change: sessions (sign-out, a user's roles or name), the school's versions (so
 * the home's and the catalog's caches follow), and the host-to-school entries that GET /api/tenant
 * and the page head hang off. Features forget their own (catalog's viewer) the same way.
 */
export function forgetOnChange(changes: ChangeFeed, db: Db, tenants: ReturnType<typeof createTenantResolver>) {
  changes.on((change) => {
    switch (change.kind) {
      case 'session':
        forgetSession(db, change);
        return;
      case 'user':
        forgetUserSessions(db, change);
        return;
      case 'school':
        forgetVersions(change.tenantId);
        tenants.forget();
        return;
      case 'hosts':
        tenants.forget();
        return;
      case 'all':
        forgetAllSessions(db);
        forgetAllVersions();
        tenants.forget();
        return;
      case 'learner':
      case 'access':
        return;
    }
  });
}
