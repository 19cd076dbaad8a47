import { accountPaths } from '@trilha/shared/accounts/paths';
import type { User, UserReply } from '@trilha/shared/accounts/schemas';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
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

/**
 * A new session (signed in, a mailed link spent, a new password): nothing cached for the previous
 * person may show, the reply's user shows at once, and /api/me is read again for what only it says
 * (that this is the server's operator, docs/schools.md).
 */
export function startSession(queryClient: QueryClient, user: User) {
  queryClient.clear();
  queryClient.setQueryData(meQuery().queryKey, user);
  void queryClient.invalidateQueries({ queryKey: meQuery().queryKey });
}

/** The user a profile write answers with, keeping what only /api/me says (the operator's flag). */
export function replaceMe(queryClient: QueryClient, user: User) {
  queryClient.setQueryData<User | null>(meQuery().queryKey, (cached) => (cached?.operator ? { ...user, operator: cached.operator } : user));
}
