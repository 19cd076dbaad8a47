import { QueryClient } from '@tanstack/react-query';
import type { User } from '@trilha/shared/accounts/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../test/fetch-routes';
import { owner } from '../test/render-app';
import { meQuery, replaceMe, startSession } from './session';

afterEach(() => vi.unstubAllGlobals());

const operator: User = { ...owner, operator: true };

// Only GET /api/me says a user is the server's operator (docs/schools.md); the sign-in and profile replies do not.
describe('the session’s user, and what only /api/me says', () => {
  it('a new session shows the reply’s user at once, and the next read of it asks /api/me for the operator’s flag', async () => {
    const server = stubFetchRoutes({ 'GET /api/me': { status: 200, body: { user: operator } } });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['someone-else'], 'cached');
    startSession(queryClient, owner);
    expect(queryClient.getQueryData(['someone-else'])).toBeUndefined();
    expect(queryClient.getQueryData(meQuery().queryKey)).toEqual(owner);
    // meQuery's own 5 minutes do not keep the reply's user: it is stale already.
    expect(await queryClient.query(meQuery())).toEqual(operator);
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/me']);
  });

  it('a profile write keeps the operator’s flag the reply does not carry', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(meQuery().queryKey, operator);
    replaceMe(queryClient, { ...owner, name: 'Helena D.' });
    expect(queryClient.getQueryData(meQuery().queryKey)).toEqual({ ...owner, name: 'Helena D.', operator: true });

    queryClient.setQueryData(meQuery().queryKey, owner);
    replaceMe(queryClient, { ...owner, name: 'Helena D.' });
    expect(queryClient.getQueryData(meQuery().queryKey)).toEqual({ ...owner, name: 'Helena D.' });
  });
});
