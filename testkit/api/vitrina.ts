import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AltchaChallenge } from '@vitrina/infra/captcha/port';
import { solveAltcha } from '../infra/captcha/altcha-solver';
import { loadConfig } from '@vitrina/infra/config/config';
import { createLogger, type Logger } from '@vitrina/infra/log/logger';
import { waitForMail, type OutboxMail } from '../infra/mail/outbox-reader';
import type { RoleType } from '@vitrina/domain/accounts/roles';
import { userIdByEmail } from '@vitrina/api/accounts/lookup';
import { setTypeAsOperator, verifyEmailWithServerSecret } from '@vitrina/api/accounts/operator';
import { storeFixtureImages } from './fixture-images';
import { imageStoreFor } from '@vitrina/api/catalogue/images';
import type { RuntimeOptions } from '@vitrina/api/runtime';
import { startVitrina, type Vitrina } from '@vitrina/api/server';

/**
 * The whole system as `npm start` runs it (api, projector and worker in one process, SQLite in a temporary
 * folder), for api tests that drive it over HTTP like the browser does.
 */
export async function startTestVitrina(env: Record<string, string> = {}, options: RuntimeOptions & { logger?: Logger } = {}): Promise<TestVitrina> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-api-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    CAPTCHA_MAX_NUMBER: '1000',
    PROJECTOR_BATCH_MS: '2',
    DEMO_DATA: 'false',
    // A thread per test server would buy the suites nothing: their writes are few.
    SQLITE_CHECKPOINTS: 'inline',
    PROJECTOR_PLACE: 'inline',
    ...env,
  });
  const vitrina = await startVitrina(config, options.logger ?? createLogger('silent'), options);
  // Clothes may only name stored images: the fixtures' (a first start serves once the seeded taxonomy is projected).
  await storeFixtureImages(imageStoreFor(config));
  return new TestVitrina(vitrina, dataDir);
}

export class TestVitrina {
  readonly url: string;

  constructor(
    readonly vitrina: Vitrina,
    readonly dataDir: string,
  ) {
    this.url = vitrina.url!;
  }

  get outbox(): string {
    return path.join(this.dataDir, 'outbox');
  }

  client(ip?: string): Client {
    return new Client(this.url, ip);
  }

  mail(to: string, subjectPart?: RegExp): Promise<OutboxMail> {
    return waitForMail(this.outbox, (mail) => mail.to.includes(to) && (!subjectPart || subjectPart.test(mail.subject)));
  }

  /**
   * Registers an account of the given type, verifies its email (unless `verified: false`), logs it in and returns
   * its client. An unverified account may log in but not favourite or recommend (EMAIL_NOT_VERIFIED).
   */
  async signedIn(
    type: RoleType = 'USER',
    ip?: string,
    options: { verified?: boolean } = {},
  ): Promise<{ client: Client; user: ReturnType<typeof newUser>; userId: string }> {
    const client = this.client(ip);
    const user = newUser();
    const registered = await client.post('/auth/register', { ...user, token: await client.captcha() });
    if (registered.status !== 201) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
    const { eventStore, secret } = this.vitrina.runtime;
    const userId = (await userIdByEmail(this.vitrina.runtime, user.email))!;
    if (options.verified !== false) {
      const position = await verifyEmailWithServerSecret(eventStore, secret, userId, {
        correlationId: `test-verify-${userId}`,
        now: this.vitrina.runtime.now(),
      });
      await this.vitrina.runner!.waitFor(position!, ['users']);
    }
    if (type !== 'USER') {
      const { position } = await setTypeAsOperator(this.vitrina.runtime, user.email, type);
      await this.vitrina.runner!.waitFor(position!, ['users']);
    }
    const login = await client.post('/auth/login', { email: user.email, password: user.password });
    if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
    return { client, user, userId };
  }

  /** The position of the newest event: unchanged across a refused request means nothing was appended. */
  head(): Promise<bigint> {
    return this.vitrina.runtime.eventStore.headPosition();
  }

  async close(): Promise<void> {
    await this.vitrina.close();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like client: keeps its cookies, sends the write header, and can pose as a client IP via X-Forwarded-For. */
export class Client {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    private readonly ip?: string,
  ) {}

  async call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const cookie = this.cookieHeader();
    const response = await fetch(`${this.base}/api${path}`, {
      method,
      headers: {
        ...(method === 'GET' ? {} : { 'Content-Type': 'application/json', 'X-Requested-With': 'vitrina' }),
        ...(cookie ? { Cookie: cookie } : {}),
        ...(this.ip ? { 'X-Forwarded-For': this.ip } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.call<T>('GET', path);
  }

  post<T = Record<string, unknown>>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.call<T>('POST', path, body ?? {}, headers);
  }

  put<T = Record<string, unknown>>(path: string, body?: unknown) {
    return this.call<T>('PUT', path, body ?? {});
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Every cookie it holds, as a Cookie header, for requests outside /api (pages the api serves beside it). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Solves a fresh captcha as the browser would and returns the token for a registration. */
  async captcha(): Promise<string> {
    const answer = await this.get<{ provider: string; challenge: AltchaChallenge }>('/auth/captcha');
    return solveAltcha(answer.body.challenge);
  }
}

let counter = 0;
/** A valid user registration with unique username and email. */
export function newUser(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    type: 'USER',
    username: `ana${id}`,
    email: `ana.${id}@example.com`,
    password: 'paseo-largo-42',
    firstName: 'Ana',
    lastName: 'García',
    dateOfBirth: '1990-04-07',
    acceptedTerms: true,
    acceptedPrivacy: true,
    ...overrides,
  };
}

export function newBrand(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    type: 'BRAND',
    username: `marca${id}`,
    email: `hola.${id}@marca.example`,
    password: 'telas-del-sur-77',
    acceptedTerms: true,
    brand: { name: `Textiles del Sur ${id} S.A.`, brand: `Sur ${id}`, description: 'Lino y algodón', location: 'Buenos Aires' },
    subscription: { tier: 'PRO', billingCycle: 'YEARLY' },
    ...overrides,
  };
}
