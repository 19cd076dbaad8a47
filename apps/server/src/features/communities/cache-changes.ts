import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { forgetSchool } from './access-cache';

/**
 * The staff routes (routes.ts, config-routes.ts) change communities, their products and switches:
 * once such a write has answered well, this process forgets the school's access rows before the
 * reply leaves, so the staff member's next look (and any student's) sees it without waiting for the
 * change notification, which only reaches the other processes.
 */
export function forgetSchoolAfterStaffWrites(app: FastifyInstance, db: Db) {
  // oxlint-disable-next-line typescript/require-await -- Fastify's promise form of a hook, which takes no done callback
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 300 && request.auth) {
      forgetSchool(db, request.auth.user.tenantId);
    }
    return payload;
  });
}
