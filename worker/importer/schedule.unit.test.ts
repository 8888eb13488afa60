import { describe, expect, it } from 'vitest';
import { lastDue } from './schedule';

const zone = 'America/Argentina/Buenos_Aires';

describe('when an importer’s schedule last came due', () => {
  it('daily at six in the morning and weekly on Mondays, in the site’s time zone', () => {
    expect(lastDue({ kind: 'daily' }, new Date('2026-11-25T11:00:00.000Z'), zone)?.toISOString()).toBe('2026-11-25T09:00:00.000Z');
    expect(lastDue({ kind: 'daily' }, new Date('2026-11-25T08:59:00.000Z'), zone)?.toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(lastDue({ kind: 'daily' }, new Date('2026-11-25T09:00:00.000Z'), zone)?.toISOString()).toBe('2026-11-25T09:00:00.000Z');
    // 25 November 2026 is a Wednesday: the last Monday was the 23rd.
    expect(lastDue({ kind: 'weekly' }, new Date('2026-11-25T11:00:00.000Z'), zone)?.toISOString()).toBe('2026-11-23T09:00:00.000Z');
  });

  it('by a cron expression, and never when off', () => {
    expect(lastDue({ kind: 'cron', expression: '30 */4 * * *' }, new Date('2026-11-25T11:00:00.000Z'), zone)?.toISOString()).toBe('2026-11-25T07:30:00.000Z');
    expect(lastDue({ kind: 'off' }, new Date(), zone)).toBeNull();
  });
});
