import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidEventError, UnknownEventTypeError } from '@vitrina/domain/core/events';
import type { EventStore } from '@vitrina/infra/eventstore/port';
import { appendContract } from './contract-append';
import { readContract } from './contract-read';
import { subscriptionContract } from './contract-subscribe';
import { testMetadata, thingHappened, thingRegistry, uniqueStream, type ContractContext, type OpenedStore } from '@vitrina/infra/eventstore/fixtures';
import { ValidatingEventStore } from '@vitrina/infra/eventstore/validating';

/**
 * The behaviour every event store adapter shares. Tests never assume an empty store: they use their own
 * streams and read $all from the head they found, so one server can serve the whole suite.
 */
export function eventStoreContract(name: string, open: () => Promise<OpenedStore>): void {
  describe(`${name} event store contract`, () => {
    let opened: OpenedStore | undefined;
    let validated: EventStore | undefined;
    const context: ContractContext = {
      store: () => validated ?? fail(),
      raw: () => opened?.store ?? fail(),
    };

    beforeEach(async () => {
      opened = await open();
      validated = new ValidatingEventStore(opened.store, thingRegistry);
    });

    afterEach(async () => {
      await opened?.store.close();
      await opened?.cleanup();
      opened = undefined;
      validated = undefined;
    });

    appendContract(context);
    readContract(context);
    subscriptionContract(context);

    describe('validation', () => {
      it('refuses an unknown event type and appends nothing of the batch', async () => {
        const stream = uniqueStream();
        const mystery = { ...thingHappened('x'), type: 'ThingVanished' };
        await expect(context.store().append(stream, [thingHappened('a'), mystery], 'any')).rejects.toBeInstanceOf(UnknownEventTypeError);
        expect(await context.raw().readStream(stream)).toEqual([]);
      });

      it('refuses invalid data, invalid metadata and an id that is not a UUID, appending nothing', async () => {
        const stream = uniqueStream();
        const badData = { ...thingHappened('x'), data: { name: '' } };
        const extraField = { ...thingHappened('x'), data: { name: 'x', colour: 'red' } };
        const badMetadata = { ...thingHappened('x'), metadata: { ...testMetadata(), at: 'yesterday' } };
        const badId = { ...thingHappened('x'), id: 'not-a-uuid' };
        for (const bad of [badData, extraField, badMetadata, badId]) {
          await expect(context.store().append(stream, [thingHappened('ok'), bad], 'any')).rejects.toBeInstanceOf(InvalidEventError);
        }
        expect(await context.raw().readStream(stream)).toEqual([]);
      });

      it('parses what it reads: defaults are filled in on readStream, readAll and subscribeToAll', async () => {
        const stream = uniqueStream();
        const head = await context.store().headPosition();
        await context.raw().append(stream, [{ ...thingHappened('x'), data: { name: 'x' } }], 'no_stream');

        const [fromStream] = await context.store().readStream(stream);
        expect(fromStream?.data).toEqual({ name: 'x', count: 1 });
        const [fromAll] = await context.store().readAll({ from: { after: head }, maxCount: 10, filter: { streamPrefixes: [stream] } });
        expect(fromAll?.data).toEqual({ name: 'x', count: 1 });
        const filter = { streamPrefixes: [stream] };
        let delivered = 0;
        for await (const event of context.store().subscribeToAll({ from: { after: head }, filter, signal: AbortSignal.timeout(5000) })) {
          delivered += 1;
          expect(event.data).toEqual({ name: 'x', count: 1 });
          expect(event.metadata).toEqual(testMetadata());
          break;
        }
        expect(delivered).toBe(1);
      });

      it('refuses to hand out a stored event that no longer matches its schema', async () => {
        const stream = uniqueStream();
        const head = await context.store().headPosition();
        await context.raw().append(stream, [{ ...thingHappened('x'), data: { name: 42 } }], 'no_stream');
        await context.raw().append(stream, [{ ...thingHappened('y'), type: 'ThingVanished' }], 0n);

        await expect(context.store().readStream(stream)).rejects.toBeInstanceOf(InvalidEventError);
        await expect(context.store().readStream(stream, { fromRevision: 1n })).rejects.toBeInstanceOf(UnknownEventTypeError);
        const filter = { streamPrefixes: [stream] };
        await expect(context.store().readAll({ from: { after: head }, maxCount: 10, filter })).rejects.toBeInstanceOf(InvalidEventError);
        const consume = async () => {
          for await (const _ of context.store().subscribeToAll({ from: { after: head }, filter, signal: AbortSignal.timeout(5000) })) break;
        };
        await expect(consume()).rejects.toBeInstanceOf(InvalidEventError);
      });
    });
  });
}

function fail(): never {
  throw new Error('the store is opened in beforeEach');
}
