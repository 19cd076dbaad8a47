import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

export const OUTBOX_PAGE = 100;

const columns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  html: mailOutbox.html,
  text: mailOutbox.text,
  createdAt: mailOutbox.createdAt,
};

export type OutboxMail = { id: number; to: string; subject: string; html: string; text: string; createdAt: Date };

/** The school's latest mails, newest first (mail_outbox_recent serves the order). */
export async function listOutbox(db: Db, props: { tenantId: number; limit?: number }): Promise<OutboxMail[]> {
  return db
    .select(columns)
    .from(mailOutbox)
    .where(eq(mailOutbox.tenantId, props.tenantId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(props.limit ?? OUTBOX_PAGE);
}

export async function findOutboxMail(db: Db, props: { tenantId: number; id: number }): Promise<OutboxMail | null> {
  const [row] = await db
    .select(columns)
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, props.tenantId), eq(mailOutbox.id, props.id)))
    .limit(1);
  return row ?? null;
}
