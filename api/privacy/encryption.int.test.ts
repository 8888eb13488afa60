import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStream } from '@vitrina/domain/accounts/user';
import { newUser, startTestVitrina, type TestVitrina } from '@vitrina/testkit/api/vitrina';

let vitrina: TestVitrina;
beforeAll(async () => {
  vitrina = await startTestVitrina();
});
afterAll(() => vitrina.close());

/** Every byte of the event log's files (the database and its write-ahead log), as text. */
const logBytes = () =>
  readdirSync(vitrina.dataDir)
    .filter((name) => name.startsWith('events.sqlite'))
    .map((name) => readFileSync(path.join(vitrina.dataDir, name)).toString('latin1'))
    .join('\n');

describe('personal data in the event log', () => {
  it('is stored encrypted: the log’s files hold no registered email, username, name or date of birth in clear', async () => {
    const person = newUser({ firstName: 'Eulalia', lastName: 'Quintanilla', dateOfBirth: '1987-03-29' });
    const client = vitrina.client();
    expect((await client.post('/auth/register', { ...person, token: await client.captcha() })).status).toBe(201);
    const login = await client.post('/auth/login', { email: person.email, password: person.password });
    expect(login.status).toBe(200);
    expect((await client.put('/profile/settings', { firstName: 'Eulalina', lastName: 'Quintanilla', preferenceGender: null, language: 'es' })).status).toBe(
      200,
    );

    const bytes = logBytes();
    for (const value of [person.email, person.username, 'Eulalia', 'Eulalina', 'Quintanilla', '1987-03-29']) {
      expect(bytes.includes(value), `${value} in the log's bytes`).toBe(false);
    }
    expect(bytes.includes('$personal')).toBe(true);

    // Read through the store, the same events are whole again.
    const userId = (await client.get<{ userId: string }>('/auth/me')).body.userId;
    const registered = (await vitrina.vitrina.runtime.eventStore.readStream(userStream(userId))).find((event) => event.type === 'UserRegistered');
    expect(registered?.data).toMatchObject({
      email: person.email,
      username: person.username,
      firstName: 'Eulalia',
      lastName: 'Quintanilla',
      dateOfBirth: '1987-03-29',
    });
  });
});
