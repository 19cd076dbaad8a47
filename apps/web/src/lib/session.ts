import { accountPaths } from '@trilha/shared/accounts/paths';
import type { UserReply } from '@trilha/shared/accounts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from './api/client';

/** The signed-in user, or null when there is no session (401 is an answer here, not an error). */
async function getMe(): Promise<UserReply['user'] | null> {
  try {
    return (await api<UserReply>(accountPaths.me())).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQuery = () => queryOptions({ queryKey: ['me'], queryFn: getMe, staleTime: 5 * 60_000 });

export const useMe = () => useQuery(meQuery());
