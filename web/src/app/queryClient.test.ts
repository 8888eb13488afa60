import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { shouldRetry, shouldRetryOnServer } from './queryClient';

describe('retries', () => {
  it('in the browser: a network fault or a 5xx twice, a 4xx never', () => {
    expect(shouldRetry(0, new ApiError(0, 'NETWORK_ERROR', 'fetch failed'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'UNAVAILABLE', 'down'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'UNAVAILABLE', 'down'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'gone'))).toBe(false);
  });

  it("in a server render: only a lost connection, once; whatever the api answered is the browser's to ask again", () => {
    expect(shouldRetryOnServer(0, new ApiError(0, 'NETWORK_ERROR', 'fetch failed'))).toBe(true);
    expect(shouldRetryOnServer(1, new ApiError(0, 'NETWORK_ERROR', 'fetch failed'))).toBe(false);
    expect(shouldRetryOnServer(0, new ApiError(500, 'INTERNAL', 'boom'))).toBe(false);
    expect(shouldRetryOnServer(0, new Error('not the api'))).toBe(false);
  });
});
