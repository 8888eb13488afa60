import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magazineStream, type MagazineEntryFields } from '@vitrina/domain/magazine/events';
import { magazineDecider, type MagazineCommand } from '@vitrina/domain/magazine/magazine';
import { catalogueFixture } from '@vitrina/testkit/api/catalogue';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { entryBody, storedImage } from '@vitrina/testkit/api/magazine';
import type { MagazineItem } from './views';

/** GET /magazine: newest first in keyset pages, with no repeats and no gaps, even while entries come and go. */
let vitrina: TestVitrina;
let guest: Client;
let brandId: string;
let fields: MagazineEntryFields;
beforeAll(async () => {
  vitrina = await startTestVitrina();
  guest = vitrina.client();
  brandId = (await catalogueFixture(vitrina)).brandId;
  fields = { ...entryBody(await storedImage(vitrina)), posterName: null } as MagazineEntryFields;
});
afterAll(() => vitrina?.close());

type Page = { items: MagazineItem[]; nextCursor: string | null };
const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;

/** Runs a command straight through the decider at a chosen time, so several entries can share one instant. */
async function decide(minute: number, command: MagazineCommand): Promise<void> {
  const { position } = await runCommand(vitrina.vitrina.runtime.eventStore, magazineStream(brandId), magazineDecider, command, {
    correlationId: 'test',
    now: new Date(at(minute)),
  });
  await vitrina.vitrina.runner!.waitFor(position!, ['magazine']);
}

async function publish(minute: number): Promise<string> {
  const entryId = randomUUID();
  await decide(minute, { type: 'PublishEntry', brandId, entryId, fields, now: at(minute) });
  return entryId;
}

async function walk(limit: number, between?: (page: number) => Promise<void>): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = '';
  let pages = 0;
  while (cursor !== null) {
    const answer: { status: number; body: Page } = await guest.get<Page>(`/magazine?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(answer.status).toBe(200);
    expect(answer.body.items.length).toBeLessThanOrEqual(limit);
    ids.push(...answer.body.items.map((item) => item.id));
    cursor = answer.body.nextCursor;
    pages += 1;
    await between?.(pages);
  }
  return { ids, pages };
}

describe('GET /magazine pages', () => {
  const published: Array<{ id: string; minute: number }> = [];

  beforeAll(async () => {
    // Eleven entries over three instants: ties on publishedAt are the case a naive cursor gets wrong.
    for (const minute of [1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]) published.push({ id: await publish(minute), minute });
  });

  const newestFirst = () => [...published].sort((a, b) => b.minute - a.minute || (a.id < b.id ? 1 : -1)).map((entry) => entry.id);

  it('walks every entry once, newest first, in pages of the asked size', async () => {
    const { ids, pages } = await walk(3);
    expect(ids).toEqual(newestFirst());
    expect(pages).toBe(4);
    const first = await guest.get<Page>('/magazine');
    expect(first.body.items).toHaveLength(11);
    expect(first.body.nextCursor).toBeNull();
    const exact = await guest.get<Page>('/magazine?limit=11');
    expect(exact.body.nextCursor).toBeNull();
  });

  it('neither repeats nor skips an entry when entries are published or deleted between pages', async () => {
    const before = newestFirst();
    const victim = before[7]!;
    const { ids } = await walk(4, async (page) => {
      if (page === 1) {
        await publish(9);
        await decide(9, { type: 'DeleteEntry', brandId, entryId: victim, now: at(9) });
      }
    });
    // Newer entries belong to a fresh walk; the deleted one is gone; the rest come exactly once, in order.
    expect(ids).toEqual(before.filter((id) => id !== victim));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses a bad cursor, a limit out of 1..48 and unknown parameters with 400', async () => {
    const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of ['nonsense', cursorOf(['yesterday', randomUUID()]), cursorOf({ a: 1 }), cursorOf([at(1), '1 OR 1=1']), 'x'.repeat(201)]) {
      const answer = await guest.get(`/magazine?cursor=${encodeURIComponent(cursor)}`);
      expect(answer.status, cursor).toBe(400);
      expect(answer.body.code, cursor).toMatch(/^(INVALID_CURSOR|VALIDATION_FAILED)$/);
    }
    for (const query of ['limit=0', 'limit=49', 'limit=abc', 'limit=2.5', 'page=2', 'cursor=a&cursor=b']) {
      expect((await guest.get(`/magazine?${query}`)).body, query).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});
