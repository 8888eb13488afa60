import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { errorTextFor } from './errorText';

describe('error text', () => {
  it("prefers the form's own text, then the common one, then the server's message, then the fallback", () => {
    const limited = new ApiError(429, 'RATE_LIMITED', 'Too many requests. Please try again later.', true);
    expect(errorTextFor(limited, { RATE_LIMITED: 'clothes.error.limit' }, 'error.generic')).toEqual({ id: 'clothes.error.limit' });
    // Any form, the magazine's or the news tab's, says the same translated thing about a limit.
    expect(errorTextFor(limited, {}, 'error.generic')).toEqual({ id: 'error.rateLimited' });
    expect(errorTextFor(new ApiError(429, 'TOO_MANY_ATTEMPTS', 'x', true), {}, 'error.generic')).toEqual({ id: 'error.rateLimited' });
    expect(errorTextFor(new ApiError(409, 'ORDER_MISMATCH', 'The slides changed.', true), {}, 'error.generic')).toEqual({ text: 'The slides changed.' });
    expect(errorTextFor(new TypeError('offline'), {}, 'error.generic')).toEqual({ id: 'error.generic' });
  });
});
