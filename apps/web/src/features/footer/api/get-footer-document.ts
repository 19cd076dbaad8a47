import { footerPaths } from '@trilha/shared/footer/paths';
import type { FooterDocumentReply, FooterDocumentSlug } from '@trilha/shared/footer/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { CACHE } from '../../../lib/api/query-client';

const getFooterDocument = (doc: FooterDocumentSlug) => api<FooterDocumentReply>(footerPaths.document({ doc }));

/** A 404 is "this school has not written it": the page says so instead of a toast. */
const footerDocumentQuery = (doc: FooterDocumentSlug) =>
  queryOptions({
    queryKey: ['footer', 'document', doc],
    queryFn: () => getFooterDocument(doc),
    staleTime: CACHE.thirtyMinutes,
    meta: { silent: true },
  });

export const useFooterDocument = (doc: FooterDocumentSlug) => useQuery(footerDocumentQuery(doc));
