import type { FooterDocumentSlug } from '@trilha/shared/footer/schemas';
import type { Db } from '../../platform/db/client';
import { findFooter } from './repo';

/** What other features may ask of the footer: which of the school's public documents have text (the sitemap lists them). */
export async function listPublishedDocuments(db: Db, tenantId: number): Promise<FooterDocumentSlug[]> {
  const row = await findFooter(db, { tenantId });
  const documents: FooterDocumentSlug[] = [];
  if (row?.useTerms) documents.push('termos-de-uso');
  if (row?.privacyTerms) documents.push('politicas-de-privacidade');
  return documents;
}
