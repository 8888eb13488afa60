import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';

/**
 * Reads the outbox back, for tests and operators: the e2e tests open verification and reset links with it.
 * Uses mailparser, a devDependency: production code never imports this file.
 */
export interface OutboxMail {
  file: string;
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the message, html first, each once, in order of appearance. */
  links: string[];
  headers: Record<string, string>;
}

export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.eml') && !name.startsWith('.')).sort();
  return Promise.all(files.map(async (file) => parseMail(file, await readFile(path.join(dir, file)))));
}

/** Waits until a mail matching `match` is in the outbox (the worker sends after the api answers). */
export async function waitForMail(dir: string, match: (mail: OutboxMail) => boolean, timeoutMs = 30_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(dir)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail in ${dir} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function parseMail(file: string, source: Buffer): Promise<OutboxMail> {
  const parsed = await simpleParser(source);
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  const text = parsed.text ?? '';
  const headers: Record<string, string> = {};
  for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
  return {
    file,
    messageId: parsed.messageId ?? '',
    from: addresses(parsed.from),
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    text,
    html,
    links: extractLinks(html, text),
    headers,
  };
}

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  const objects = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return objects.flatMap((object) => object.value.map((address) => address.address ?? '')).join(', ');
}

export function extractLinks(html: string, text: string): string[] {
  const fromHtml = [...html.matchAll(/href\s*=\s*(["'])(.*?)\1/gi)].map((match) => decodeEntities(match[2]!));
  const fromText = [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((match) => match[0]);
  return [...new Set([...fromHtml, ...fromText].filter((link) => /^https?:\/\//i.test(link)))];
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
