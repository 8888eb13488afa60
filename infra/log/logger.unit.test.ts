import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { logTransport, prettyLogs } from './logger';

describe('the log format', () => {
  it('is pretty only for a terminal outside production', () => {
    expect(prettyLogs({ isTTY: true, nodeEnv: 'development' })).toBe(true);
    expect(prettyLogs({ isTTY: true, nodeEnv: undefined })).toBe(true);
    expect(prettyLogs({ isTTY: true, nodeEnv: 'production' })).toBe(false);
    expect(prettyLogs({ isTTY: false, nodeEnv: 'development' })).toBe(false);
    expect(prettyLogs({ isTTY: undefined, nodeEnv: 'development' })).toBe(false);
  });

  it('goes through pino-pretty when pretty and straight to stdout as JSON otherwise', () => {
    expect(logTransport(true)?.target).toBe('pino-pretty');
    expect(logTransport(false)).toBeUndefined();
    // The transport's target is loaded by name in a worker thread: it must resolve from here.
    expect(() => createRequire(import.meta.url).resolve('pino-pretty')).not.toThrow();
  });
});
