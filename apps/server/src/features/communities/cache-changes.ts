import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../../platform/db/changes';
import { clientOf } from '../../platform/caches';
import type { Db } from '../../platform/db/client';
import { forgetAllAccess, forgetMember, forgetSchool } from './access-cache';
import { forgetAllPages, forgetAuthor, forgetPost, forgetPostMedia } from './feed-cache';

const listening = new WeakMap<ChangeFeed, WeakSet<object>>();

/**
 * What the database reports changed, by any process (docs/caching.md), and what the communities'
 * caches forget: a community or its products, the school's access rows; a member's enrolments
 * (`learner`) or user row, their enrolments and the pages showing their posts (name, photo); a post,
 * the pages it moves; a post's media, the pages showing it; `all`, everything. Registered once per
 * database however many times the routes are.
 */
export function forgetCommunitiesOnChange(changes: ChangeFeed, db: Db) {
  const key = clientOf(db);
  let dbs = listening.get(changes);
  if (!dbs) listening.set(changes, (dbs = new WeakSet()));
  if (dbs.has(key)) return;
  dbs.add(key);
  changes.on((change) => {
    if (change.kind === 'communities') forgetSchool(db, change.tenantId);
    else if (change.kind === 'learner') forgetMember(db, change.tenantId, change.userId);
    else if (change.kind === 'user') {
      forgetMember(db, change.tenantId, change.userId);
      forgetAuthor(db, change.tenantId, change.userId);
    } else if (change.kind === 'post') forgetPost(db, change);
    else if (change.kind === 'postMedia') forgetPostMedia(db, change.tenantId, change.postId);
    else if (change.kind === 'all') {
      forgetAllAccess(db);
      forgetAllPages(db);
    }
  });
}

/**
 * The staff routes (routes.ts, config-routes.ts) change communities, their products and switches:
 * once such a write has answered well, this process forgets the school's access rows before the
 * reply leaves, so the staff member's next look (and any student's) sees it without waiting for the
 * change notification, which only reaches the other processes.
 */
export function forgetSchoolAfterStaffWrites(app: FastifyInstance, db: Db) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 300 && request.auth) {
      forgetSchool(db, request.auth.user.tenantId);
    }
    return payload;
  });
}
