import { errorBody, idParam } from '@trilha/shared/platform/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { outboxListPage, outboxMailPage } from './pages';
import { findOutboxMail, listOutbox, type OutboxMail } from './repo';

/** Server-only development tool: its wire shape stays here, not in packages/shared. */
const outboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  created_at: z.string(),
});
const outboxReply = z.object({ data: z.array(outboxMail) });

const presentOutboxMail = (mail: OutboxMail): z.infer<typeof outboxMail> => ({
  id: mail.id,
  to: mail.to,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  created_at: mail.createdAt.toISOString(),
});

/**
 * The local outbox, only while mail is not sent for real (no SMTP_URL): the host school's staff
 * read what the server would have sent, magic links included.
 */
export const outboxRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  if (ctx.mailer.kind !== 'outbox') return;

  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: "The host school's latest 100 mails kept locally (only without SMTP_URL; staff)",
        response: { 200: outboxReply, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const mails = await listOutbox(ctx.db, { tenantId: staff.tenantId });
      return { data: mails.map(presentOutboxMail) };
    },
  );

  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    const staff = staffOrLogin(request, reply, '/dev/outbox');
    if (!staff) return reply;
    const [mails, tenant] = await Promise.all([listOutbox(ctx.db, { tenantId: staff.tenantId }), ctx.tenants.byId(staff.tenantId)]);
    return sendPage(reply, outboxListPage(tenant?.name ?? '', mails));
  });

  app.get('/dev/outbox/:id', { schema: { hide: true, params: z.object({ id: idParam }) } }, async (request, reply) => {
    const staff = staffOrLogin(request, reply, `/dev/outbox/${request.params.id}`);
    if (!staff) return reply;
    const mail = await findOutboxMail(ctx.db, { tenantId: staff.tenantId, id: request.params.id });
    if (!mail) throw notFound();
    return sendPage(reply, outboxMailPage(mail));
  });
};

/** A person opening the page without a session goes to the login page and comes back; others get 403. */
function staffOrLogin(request: FastifyRequest, reply: FastifyReply, path: string) {
  if (!request.auth) {
    void reply.redirect(`/login?next=${path}`, 302);
    return null;
  }
  return requireStaff(request);
}

// The pages show magic links: never cached, never indexed.
const sendPage = (reply: FastifyReply, html: string) =>
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
