import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/client';
import { configQuery, CONFIG_RETRY_DELAY_MS, retryConfig } from './config';

describe('the config query (spec 000 §8 "Retry behaviour", §9)', () => {
  it('does not retry a network error (status 0), a 404 or a 500', () => {
    for (const status of [0, 404, 500]) expect(retryConfig(0, new ApiError(status, 'x'))).toBe(false);
  });

  it('retries any other failure', () => {
    for (const status of [400, 401, 403, 409, 502, 503]) expect(retryConfig(0, new ApiError(status, 'x'))).toBe(true);
    expect(retryConfig(0, new Error('parse'))).toBe(true);
  });

  it('waits 3 seconds between tries and keeps the record an hour', () => {
    expect(CONFIG_RETRY_DELAY_MS).toBe(3000);
    const options = configQuery(1, 2);
    expect(options.retry).toBe(retryConfig);
    expect(options.retryDelay).toBe(3000);
    expect(options.staleTime).toBe(3_600_000);
    expect(options.queryKey).toEqual(['communities', 1, 2, 'config']);
  });
});
