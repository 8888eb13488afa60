import { describe, expect, it } from 'vitest';
import { backoffDelay, checkRepeatSpec, resolveJobOptions } from '@vitrina/infra/jobs/options';

describe('job options', () => {
  it("apply the port's defaults: five tries, 1 s base backoff, no delay", () => {
    expect(resolveJobOptions({ jobId: 'evt-1:mail' })).toEqual({
      jobId: 'evt-1:mail',
      attempts: 5,
      backoffMs: 1000,
      delayMs: 0,
    });
  });

  it('refuse options no queue could honour', () => {
    expect(() => resolveJobOptions({ jobId: '' })).toThrow(/jobId/);
    expect(() => resolveJobOptions({ jobId: 'a', attempts: 0 })).toThrow(/attempts/);
    expect(() => resolveJobOptions({ jobId: 'a', attempts: 1.5 })).toThrow(/attempts/);
    expect(() => resolveJobOptions({ jobId: 'a', backoffMs: -1 })).toThrow(/backoffMs/);
    expect(() => resolveJobOptions({ jobId: 'a', delayMs: Number.NaN })).toThrow(/delayMs/);
    expect(() => checkRepeatSpec({ schedulerId: 's', everyMs: 0, name: 'n', data: null })).toThrow(/everyMs/);
    expect(() => checkRepeatSpec({ schedulerId: '', everyMs: 10, name: 'n', data: null })).toThrow(/schedulerId/);
  });

  it('double the backoff on every try: base, 2 x base, 4 x base', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffDelay(1000, attempt))).toEqual([1000, 2000, 4000, 8000]);
  });
});
