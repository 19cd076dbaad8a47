import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Every table of school data starts with these: the tenant leads every key (docs/decisions/0001). */
export const tenantId = () => integer('tenant_id').notNull();
export const identityId = () => integer('id').generatedAlwaysAsIdentity().notNull();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).defaultNow().notNull();
