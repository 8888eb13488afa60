import { describe, expect, it } from 'vitest';
import { lastPeriod } from './period';

const TZ = 'America/Argentina/Buenos_Aires';

describe('digest periods', () => {
  it('ends the daily one at eight in the morning site time, covering the day before', () => {
    expect(lastPeriod('daily', new Date('2026-11-28T12:00:00.000Z'), TZ)).toEqual({
      kind: 'daily',
      key: 'daily:2026-11-28',
      from: '2026-11-27T11:00:00.000Z',
      to: '2026-11-28T11:00:00.000Z',
    });
    // Before eight: still yesterday's.
    expect(lastPeriod('daily', new Date('2026-11-28T10:59:00.000Z'), TZ).key).toBe('daily:2026-11-27');
    expect(lastPeriod('daily', new Date('2026-11-28T11:00:00.000Z'), TZ).key).toBe('daily:2026-11-28');
  });

  it('ends the weekly one on Monday mornings, covering the week before', () => {
    // Saturday 28 November 2026: the last Monday was the 23rd.
    expect(lastPeriod('weekly', new Date('2026-11-28T12:00:00.000Z'), TZ)).toEqual({
      kind: 'weekly',
      key: 'weekly:2026-11-23',
      from: '2026-11-16T11:00:00.000Z',
      to: '2026-11-23T11:00:00.000Z',
    });
  });
});
