import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Google's siteverify, for tests: a local HTTP server that answers for the tokens it is told
 * about, refuses a wrong secret, and answers a token's second use with "timeout-or-duplicate", as Google does.
 */
export interface FakeAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
}

export interface FakeSiteVerify {
  url: string;
  /** Every form the server received, in order. */
  requests: Record<string, string>[];
  /** Registers a token and what Google would say about it; returns the token. */
  token(answer?: FakeAnswer): string;
  /** Makes the next request fail with this HTTP status, or hang (for timeouts). */
  failNext(how: number | 'hang' | 'not-json'): void;
  close(): Promise<void>;
}

export async function startFakeSiteVerify(secret: string): Promise<FakeSiteVerify> {
  const answers = new Map<string, FakeAnswer>();
  const used = new Set<string>();
  const requests: Record<string, string>[] = [];
  let failure: number | 'hang' | 'not-json' | undefined;
  let tokens = 0;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push(form);
      const how = failure;
      failure = undefined;
      if (how === 'hang') return;
      if (typeof how === 'number') return void response.writeHead(how).end('error');
      if (how === 'not-json') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
      const reply = (value: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (request.method !== 'POST' || request.headers['content-type'] !== 'application/x-www-form-urlencoded') {
        return reply({ success: false, 'error-codes': ['bad-request'] });
      }
      if (form.secret !== secret) return reply({ success: false, 'error-codes': ['invalid-input-secret'] });
      const token = form.response ?? '';
      const answer = answers.get(token);
      if (!answer) return reply({ success: false, 'error-codes': ['invalid-input-response'] });
      if (used.has(token)) return reply({ success: false, 'error-codes': ['timeout-or-duplicate'] });
      used.add(token);
      const challengeTs = new Date().toISOString();
      const accepted = {
        success: true,
        score: 0.9,
        action: 'submit',
        hostname: 'vitrina.test',
        challenge_ts: challengeTs,
      };
      reply({ ...accepted, ...answer });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    token: (answer = {}) => {
      const token = `token-${(tokens += 1)}-${'x'.repeat(40)}`;
      answers.set(token, answer);
      return token;
    },
    failNext: (how) => void (failure = how),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
