import type { Integration, integrationBody } from '@trilha/shared/sales/schemas';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** One provider's form: what the fields hold (a product not chosen yet is null) and what the schema gives on submit. */
export type IntegrationInput = z.input<typeof integrationBody>;
export type IntegrationForm = UseFormReturn<IntegrationInput, unknown, z.output<typeof integrationBody>>;

/** The form as saved: the secret field starts empty, since the server never sends the secret back. */
export const valuesOf = (integration: Integration): IntegrationInput => ({
  enabled: integration.enabled,
  secret: '',
  mappings: integration.mappings.map((m) => ({ external_id: m.external_id, product_id: m.product_id })),
});

/** A new mapping row: no code typed, no product chosen. */
export const blankMapping = (): IntegrationInput['mappings'][number] => ({ external_id: '', product_id: null });

const FIELD_PATH = /^(enabled|secret|mappings(\.\d+\.(external_id|product_id))?)$/;

/** The field a server issue's path names (`body.` already taken off), e.g. `mappings.2.product_id`; null for anything else. */
export const fieldOfIssue = (path: string): FieldPath<IntegrationInput> | null =>
  FIELD_PATH.test(path) ? (path as FieldPath<IntegrationInput>) : null;

/** 32 random bytes as 64 hex digits: the webhook's secret, made in the browser so it never travels but on save. */
export function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
