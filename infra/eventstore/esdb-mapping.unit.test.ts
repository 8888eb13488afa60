import { ANY, NO_STREAM, STREAM_EXISTS, type RecordedEvent as EsdbRecordedEvent } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { testMetadata } from './fixtures';
import { escapeRegex, positionOf, toEsdbExpectedRevision, toEventData, toReadPosition, toRecordedEvent, toServerFilter } from './esdb-mapping';

describe('EventStoreDB mapping', () => {
  it('maps every expected revision to the client’s', () => {
    expect(toEsdbExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toEsdbExpectedRevision('stream_exists')).toBe(STREAM_EXISTS);
    expect(toEsdbExpectedRevision('any')).toBe(ANY);
    expect(toEsdbExpectedRevision(41n)).toBe(41n);
  });

  it('uses the commit position, falling back to the prepare position where the server has none', () => {
    expect(positionOf({ commit: 1234n, prepare: 1234n })).toBe(1234n);
    expect(positionOf({ commit: 2n ** 64n - 1n, prepare: 987n })).toBe(987n);
    expect(toReadPosition('start')).toBe('start');
    expect(toReadPosition({ after: 55n })).toEqual({ commit: 55n, prepare: 55n });
  });

  it('filters event types on the server with an anchored regex that matches exactly the listed types', () => {
    const filter = toServerFilter({ eventTypes: ['ThingHappened', 'Thing.Renamed(V2)'] });
    expect(filter.filterOn).toBe('eventType');
    const regex = new RegExp((filter as { regex: string }).regex);
    expect(regex.test('ThingHappened')).toBe(true);
    expect(regex.test('Thing.Renamed(V2)')).toBe(true);
    expect(regex.test('ThingXRenamedV2')).toBe(false);
    expect(regex.test('ThingHappenedV2')).toBe(false);
    expect(regex.test('$metadata')).toBe(false);
    expect(escapeRegex('a.b*c')).toBe('a\\.b\\*c');
  });

  it('filters stream prefixes on the server, and excludes system events when there is nothing else to filter', () => {
    expect(toServerFilter({ streamPrefixes: ['user-', 'brand-'] })).toMatchObject({
      filterOn: 'streamName',
      prefixes: ['user-', 'brand-'],
    });
    const none = toServerFilter(undefined) as { filterOn: string; regex: string };
    expect(none.filterOn).toBe('eventType');
    expect(new RegExp(none.regex).test('$statsCollected')).toBe(false);
    expect(new RegExp(none.regex).test('ThingHappened')).toBe(true);
    expect(toServerFilter({ eventTypes: [] })).toMatchObject({ filterOn: 'eventType', regex: '^$' });
  });

  it('turns our events into JSON events and recorded events back into ours', () => {
    const metadata = testMetadata();
    const data = toEventData({ id: 'c7b1b3c4-8f7e-4a7e-9d0c-2f6f3b4b5a6c', type: 'ThingHappened', data: { name: 'x' }, metadata });
    expect(data).toEqual({
      id: 'c7b1b3c4-8f7e-4a7e-9d0c-2f6f3b4b5a6c',
      contentType: 'application/json',
      type: 'ThingHappened',
      data: { name: 'x' },
      metadata,
    });
    const recorded = {
      streamId: 'thing-1',
      id: 'c7b1b3c4-8f7e-4a7e-9d0c-2f6f3b4b5a6c',
      isJson: true,
      revision: 3n,
      type: 'ThingHappened',
      created: new Date('2025-02-03T04:05:06.789Z'),
      data: { name: 'x' },
      metadata,
      position: { commit: 100n, prepare: 100n },
    } as EsdbRecordedEvent;
    expect(toRecordedEvent(recorded)).toEqual({
      id: recorded.id,
      streamId: 'thing-1',
      revision: 3n,
      position: 100n,
      type: 'ThingHappened',
      data: { name: 'x' },
      metadata,
      recordedAt: '2025-02-03T04:05:06.789Z',
    });
  });
});
