import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { productEventRegistry } from '@vitrina/domain/registry';
import { hashPassword } from '@vitrina/infra/crypto/passwords';
import { resolveDataKey, resolveServerSecret } from '@vitrina/infra/crypto/secrets';
import { openDataKeyStore } from '@vitrina/infra/datakeys/factory';
import { PersonalDataCipher } from '@vitrina/infra/eventstore/personal-data';
import { SqliteEventStore } from '@vitrina/infra/eventstore/sqlite';
import { createLogger } from '@vitrina/infra/log/logger';
import type { Doc } from '@vitrina/infra/readstore/port';
import { replayProjections } from '@vitrina/projector/replay';
import { dumpServing } from '@vitrina/testkit/projector/fixtures';
import { newUser, startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { migratePersonalData } from './migrate';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const eventsFile = path.join(dir, 'events.sqlite');
const at = '2026-01-10T10:00:00.000Z';
const meta = { correlationId: 'legacy', at };
const PASSWORD = 'paseo-largo-42';

/** An embedded log as a site wrote it before personal data was encrypted: clear fields, clear reservation ids, no versions. */
async function legacyLog(people: Array<{ userId: string; username: string; email: string; firstName: string }>): Promise<void> {
  const raw = new SqliteEventStore(eventsFile);
  const event = (type: string, data: unknown) => ({ id: randomUUID(), type, data, metadata: meta });
  const passwordHash = await hashPassword(PASSWORD);
  for (const person of people) {
    const { userId } = person;
    await raw.append(`username-${person.username}`, [event('UsernameReserved', { userId, username: person.username })], 'no_stream');
    await raw.append(
      `email-${createHash('sha256').update(person.email).digest('hex').slice(0, 40)}`,
      [event('EmailReserved', { userId, email: person.email })],
      'no_stream',
    );
    await raw.append(
      `user-${userId}`,
      [
        event('UserRegistered', {
          userId,
          username: person.username,
          email: person.email,
          passwordHash,
          type: 'USER',
          firstName: person.firstName,
          lastName: 'Legado',
          dateOfBirth: '1990-01-01',
          language: 'es',
          acceptedTermsAt: at,
          acceptedPrivacyAt: at,
          registeredAt: at,
        }),
        event('EmailVerificationRequested', { userId, nonce: 'bm9uY2Utbm9uY2Utbm9uY2U', tokenHash: 'a'.repeat(64), expiresAt: '2026-01-12T10:00:00.000Z' }),
        event('EmailVerified', { userId, verifiedAt: at }),
        event('EmailPreferencesChanged', { userId, promotions: true, news: false, specialOffers: true, at }),
        event('ProfileUpdated', { userId, firstName: `${person.firstName}a`, lastName: 'Legado', preferenceGender: null, language: 'es', at }),
      ],
      'no_stream',
    );
    const cloth = randomUUID();
    await raw.append(
      `favourites-${userId}`,
      [
        event('FavouriteAdded', { userId, itemId: cloth, type: 'cloth', at }),
        event('ClothRecommended', { userId, clothId: cloth, review: { es: `Reseña de ${person.firstName}` }, at }),
      ],
      'no_stream',
    );
  }
  await raw.close();
}

const dump = async (vitrina: TestVitrina) => {
  const dumps: Record<string, Record<string, Doc[]>> = {};
  for (const projection of vitrina.vitrina.runtime.projections) dumps[projection.name] = await dumpServing(vitrina.vitrina.runtime.readStore, projection);
  return dumps;
};
const logBytes = () =>
  readdirSync(dir)
    .filter((name) => name === 'events.sqlite' || name === 'events.sqlite-wal')
    .map((name) => readFileSync(path.join(dir, name)).toString('latin1'))
    .join('\n');
const login = (vitrina: TestVitrina, email: string) => vitrina.client().post('/auth/login', { email, password: PASSWORD });

describe('npm run migrate:personal-data', () => {
  it('turns a log from before encryption into an encrypted one that a replay reads into the same read models, accounts and all', async () => {
    const people = [
      { userId: randomUUID(), username: 'anamigra', email: 'ana.migra@example.com', firstName: 'Anastasia' },
      { userId: randomUUID(), username: 'beamigra', email: 'bea.migra@example.com', firstName: 'Beatriz' },
    ];
    await legacyLog(people);

    // Before: the upgraded site reads the old log and still logs its people in.
    let vitrina = await startTestVitrina({ DATA_DIR: dir });
    await vitrina.vitrina.runner!.waitFor(await vitrina.head(), undefined);
    expect((await login(vitrina, people[0]!.email)).status).toBe(200);
    const before = await dump(vitrina);
    await vitrina.close();
    expect(logBytes()).toContain(people[0]!.email);

    const registry = productEventRegistry();
    const keys = await openDataKeyStore({ kind: 'sqlite', file: path.join(dir, 'read.sqlite') }, resolveDataKey({ file: path.join(dir, 'data.key') }));
    const run = (dryRun: boolean) =>
      migratePersonalData({
        file: eventsFile,
        registry,
        cipher: new PersonalDataCipher(registry, keys),
        secret: resolveServerSecret({ file: path.join(dir, 'secret.key') }),
        dryRun,
      });
    const bytes = readFileSync(eventsFile);
    const dry = await run(true);
    // The two people's 18 events and the taxonomy the first start seeded: 10 of them with personal data, 4 reservations.
    expect(dry).toMatchObject({ sealed: 10, renamedStreams: 4, dryRun: true });
    expect(dry.events).toBeGreaterThan(18);
    expect(readFileSync(eventsFile).equals(bytes)).toBe(true);

    expect(await run(false)).toEqual({ ...dry, dryRun: false });
    expect(existsSync(`${eventsFile}.pre-migration`)).toBe(true);
    for (const value of [...people.flatMap((person) => [person.email, person.username, person.firstName]), 'Legado', '1990-01-01', 'Reseña']) {
      expect(logBytes().includes(value), `${value} in the migrated log`).toBe(false);
    }
    // Again: nothing left to do.
    expect(await run(false)).toMatchObject({ sealed: 0, renamedStreams: 0 });
    await keys.close();

    // After: replayed from the migrated log, the read models are what they were, and the keyed streams hold the accounts.
    vitrina = await startTestVitrina({ DATA_DIR: dir });
    await replayProjections({ ...vitrina.vitrina.runtime, logger: createLogger('silent'), targets: 'all', graceMs: 0 });
    await (vitrina.vitrina.runtime.readModels as { refresh(): Promise<void> }).refresh();
    const after = await dump(vitrina);
    for (const name of Object.keys(before)) expect(Object.values(after[name]!), name).toEqual(Object.values(before[name]!));
    expect((await login(vitrina, people[1]!.email)).status).toBe(200);
    const again = vitrina.client();
    const taken = await again.post('/auth/register', newUser({ username: people[0]!.username, email: 'otra@example.com', token: await again.captcha() }));
    expect(taken.body).toMatchObject({ code: 'USERNAME_EXISTS' });
    await vitrina.close();
  });
});
