import { communitiesKey } from '../../../lib/query-keys';

/** One community's reads hang under the list's key, so a list refresh refreshes them too. */
export const communityKey = (tenantId: number, id: number, part: 'details' | 'config') => [...communitiesKey(tenantId), id, part] as const;
