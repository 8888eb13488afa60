import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import { fold } from '@vitrina/domain/search/fold';
import { figures, type Figures } from './figures';
import { random, resetRandom, WORDS } from './search-engine';
import { BROWSER, child, untilLine, type Ready } from './search-http';
import { sized } from './size';
import { drive } from './load';

/**
 * `npm run bench` (suggestions over HTTP, issue 45): GET /api/search/suggest on the search bench's server (its
 * BENCH_SEARCH_DOCS generated clothes, ingested by a process of their own and served by one started on its files),
 * as shoppers type: each of BENCH_SUGGEST_PHRASES phrases ("vestido largo", "silk dress") in the four languages,
 * asked at every letter from the second, the phrases' requests interleaved among BENCH_SUGGEST_CLIENTS keep-alive
 * clients (default 50), each request from an address of its own (the route limits each address, as a shopper's
 * typing never reaches). Flat out, then paced at half that rate, where the p95 is what a shopper waits (target
 * ≤ 10 ms); `first asked` is the p95 of the words no one asked before in the run (their answers made, not kept).
 */
const PHRASES = sized('BENCH_SUGGEST_PHRASES', 600, 16);
const CLIENTS = sized('BENCH_SUGGEST_CLIENTS', sized('BENCH_SEARCH_CLIENTS', 50, 4), 4);

interface Typed {
  q: string;
  language: string;
}

/** Every prefix from the second letter of `count` phrases, phrase by phrase, the way shoppers' keystrokes come. */
function typing(count: number): Typed[] {
  const typed: Typed[] = [];
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  for (let i = 0; i < count; i++) {
    const language = LANGUAGES[i % LANGUAGES.length]!;
    const words = WORDS[language];
    const phrase = `${pick(words.nouns)} ${random() < 0.5 ? pick(words.adjectives) : pick(words.materials)}`;
    for (let end = 2; end <= phrase.length; end++) if (phrase[end - 1] !== ' ') typed.push({ q: phrase.slice(0, end), language });
  }
  return typed;
}

const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

interface Reading {
  ms: number;
  /** The server's event-loop delay since the last reading: how long it held every request waiting, whatever the machine. */
  loopP99Ms: number;
  loopMaxMs: number;
}

async function load(base: string, cpuUrl: string, requests: Typed[], offset: number, perClientPerSecond?: number) {
  const serverBefore = ((await (await fetch(cpuUrl)).json()) as Reading).ms;
  // Which requests ask a text first (in its language): those the server cannot have answered before.
  const asked = new Set<string>();
  const first = requests.map(({ q, language }) => !asked.has(`${language} ${fold(q)}`) && Boolean(asked.add(`${language} ${fold(q)}`)));
  const { latencies, seconds, cpu } = await drive(requests.length, CLIENTS, perClientPerSecond, async (i) => {
    const { q, language } = requests[i]!;
    const response = await fetch(`${base}?${new URLSearchParams({ q, lang: language }).toString()}`, {
      headers: { 'Accept-Language': language, 'User-Agent': BROWSER, 'Accept-Encoding': 'br, gzip', 'X-Forwarded-For': address(offset + i) },
    });
    await response.arrayBuffer();
    return response.ok;
  });
  const fresh = latencies.filter((_, i) => first[i]);
  const after = (await (await fetch(cpuUrl)).json()) as Reading;
  const serverMs = after.ms - serverBefore;
  const p95 = (list: number[]) => Number([...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(0.95 * list.length))]!.toFixed(3));
  return {
    ...figures(latencies, seconds, cpu),
    firstAskedP95: p95(fresh),
    firstAsked: fresh.length,
    serverCpuMs: Number((serverMs / latencies.length).toFixed(3)),
    loopP99Ms: after.loopP99Ms,
    loopMaxMs: after.loopMaxMs,
  };
}

export async function suggestHttpBench(): Promise<void> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'vitrina-suggest-bench-'));
  try {
    const ingested = await untilLine<{ indexedPerSecond: number }>(child(['--ingest', folder]), 'INGESTED ');
    const server = child(['--serve', '--data', folder]);
    try {
      const ready = await untilLine<Ready>(server, 'READY ');
      const base = `${ready.searchUrl}/suggest`;
      resetRandom();
      const flat = typing(PHRASES);
      const paced = typing(PHRASES);
      // The names and every facet's counts are read once per change: asked once here, as the site's first shopper would.
      for (const language of LANGUAGES) await fetch(`${base}?q=ab&lang=${language}`, { headers: { 'X-Forwarded-For': '10.255.255.1' } });
      const rows: Record<string, Figures & { firstAskedP95: number; firstAsked: number; serverCpuMs: number; loopP99Ms: number; loopMaxMs: number }> = {};
      const saturated = await load(base, ready.cpuUrl, flat, 0);
      rows[`GET /api/search/suggest, ${CLIENTS} clients flat out (${flat.length.toLocaleString('en')} keystrokes)`] = saturated;
      const rate = Math.max(1, Math.floor(saturated.perSecond / 2 / CLIENTS));
      const atHalf = await load(base, ready.cpuUrl, paced, flat.length, rate);
      rows[`GET /api/search/suggest, ${CLIENTS} clients × ${rate}/s (${rate * CLIENTS}/s)`] = atHalf;
      const docs = Number(process.env.BENCH_SEARCH_DOCS ?? (process.env.BENCH_SMOKE === '1' ? 1_000 : 100_000));
      console.log(
        `\nSuggestions as you type over HTTP (${docs.toLocaleString('en')} clothes indexed at ${ingested.indexedPerSecond.toLocaleString('en')}/s, served after a restart; ms)`,
      );
      console.table(rows);
      const met = atHalf.p95 <= 10;
      console.log(
        `suggestions p95 at half the saturation rate ${atHalf.p95} ms, words first asked ${atHalf.firstAskedP95} ms (target ≤ 10: ${met ? 'met' : 'NOT MET'}); the server's CPU ${atHalf.serverCpuMs} ms a request, its event loop held up to ${atHalf.loopMaxMs} ms (p99 ${atHalf.loopP99Ms})`,
      );
    } finally {
      server.stdin!.end();
      await new Promise((resolve) => server.once('exit', resolve));
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void suggestHttpBench();
