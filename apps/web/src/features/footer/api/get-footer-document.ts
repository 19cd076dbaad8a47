import type { FooterDocumentReply, FooterDocumentSlug } from '@trilha/shared/footer/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { CACHE } from '../../../lib/api/query-client';

export const getFooterDocument = (doc: FooterDocumentSlug) => api<FooterDocumentReply>(`/api/footer/documents/${doc}`);

/** A 404 is "this school has not written it": the page says so instead of a toast. */
export const footerDocumentQuery = (doc: FooterDocumentSlug) =>
  queryOptions({
    queryKey: ['footer', 'document', doc],
    queryFn: () => getFooterDocument(doc),
    staleTime: CACHE.thirtyMinutes,
    meta: { silent: true },
  });

export const useFooterDocument = (doc: FooterDocumentSlug) => useQuery(footerDocumentQuery(doc));
