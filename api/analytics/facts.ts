import { createHash, randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { isbot } from 'isbot';
import { isAdmin } from '@vitrina/domain/accounts/roles';
import { engagementStream, searchesStream, type AnalyticsEvent } from '@vitrina/domain/analytics/events';
import { metadataFor } from '@vitrina/infra/eventstore/commands';
import type { ClothDoc } from '@vitrina/projector/catalogue';
import { readCookie } from '../auth/cookies';
import { ownedBrandId } from '../catalogue/acting-brand';
import type { ApiContext } from '../context';

/**
 * Whether a user agent is a known bot, each distinct one tested once: a site sees a few hundred browsers' strings
 * over and over, and isbot's pattern is long. Bounded (the oldest dropped first) so made-up strings cannot grow it.
 */
const botVerdicts = new Map<string, boolean>();
const BOT_VERDICTS_KEPT = 2_048;
function isBot(req: Request): boolean {
  const agent = req.get('user-agent') ?? '';
  let verdict = botVerdicts.get(agent);
  if (verdict === undefined) {
    verdict = isbot(agent);
    if (botVerdicts.size >= BOT_VERDICTS_KEPT) botVerdicts.delete(botVerdicts.keys().next().value!);
    botVerdicts.set(agent, verdict);
  }
  return verdict;
}

/** A client's views of one cloth count once in this window; its click-outs a few times (a second tab, a back button). */
const VIEW_WINDOW = { limit: 1, windowMs: 30 * 60_000 };
const CLICK_OUTS_PER_CLIENT = { limit: 5, windowMs: 10 * 60_000 };

function append(context: ApiContext, req: Request, streamId: string, event: AnalyticsEvent): void {
  const now = context.now();
  // No actor: the dashboard counts, it never names a shopper.
  context.facts.record(streamId, { id: randomUUID(), type: event.type, data: event.data, metadata: metadataFor({ correlationId: String(req.id), now }) });
}

/** Counted for the brand: not a known bot, not the brand itself or an admin looking at it. */
async function countable(context: ApiContext, req: Request, cloth: ClothDoc): Promise<boolean> {
  if (isBot(req)) return false;
  const caller = req.caller;
  if (!caller) return true;
  return !isAdmin(caller.type) && (await ownedBrandId(context, caller.userId)) !== cloth.brandId;
}

/** A public cloth's page was opened: one view per client and cloth in a while, guests included. */
export async function recordPageView(context: ApiContext, req: Request, cloth: ClothDoc): Promise<void> {
  if (!(await countable(context, req, cloth))) return;
  if (!(await context.limiter.consume(`pageview:${cloth._id}:${req.ip}`, VIEW_WINDOW)).allowed) return;
  const at = context.now().toISOString();
  append(context, req, engagementStream(cloth.brandId), { type: 'ClothPageViewed', data: { brandId: cloth.brandId, clothId: cloth._id, at } });
}

/** The link out to the brand's shop was followed (capped per client, so reloading a redirect inflates nothing). */
export async function recordClickOut(context: ApiContext, req: Request, cloth: ClothDoc): Promise<void> {
  if (!(await countable(context, req, cloth))) return;
  if (!(await context.limiter.consume(`clickout:${cloth._id}:${req.ip}`, CLICK_OUTS_PER_CLIENT)).allowed) return;
  const at = context.now().toISOString();
  append(context, req, engagementStream(cloth.brandId), { type: 'ClothClickedOut', data: { brandId: cloth.brandId, clothId: cloth._id, at } });
}

export interface SearchFact {
  text: string | undefined;
  filters: {
    type?: string[];
    categories?: string[];
    events?: string[];
    weather?: string[];
    season?: string[];
    gender?: string[];
    priceMin?: number;
    priceMax?: number;
  };
  resultCount: number;
}

/** A search's first page (what people look for, and whether anyone sells it): anonymous, bots left out. */
export function recordSearch(context: ApiContext, req: Request, search: SearchFact): void {
  if (isBot(req)) return;
  const at = context.now().toISOString();
  const f = search.filters;
  const filters = {
    type: f.type ?? [],
    categories: f.categories ?? [],
    events: f.events ?? [],
    weather: f.weather ?? [],
    season: f.season ?? [],
    gender: f.gender ?? [],
    priceMin: f.priceMin ?? null,
    priceMax: f.priceMax ?? null,
  };
  const data = { text: (search.text ?? '').toLowerCase(), language: req.language, filters, resultCount: search.resultCount, at };
  // Appended once the limiter says whether the client repeats it; a limiter that fails counts the search as new.
  void repeatedToday(context, req, data.text)
    .catch(() => false)
    .then((repeated) => append(context, req, searchesStream(at), { type: 'SearchPerformed', data: repeated ? { ...data, repeated } : data }));
}

const SAME_SEARCH_WINDOW = { limit: 1, windowMs: 24 * 3600_000 };

/**
 * Whether this client (a person, else a guest's cookie, else an address) searched these words already today, by a
 * limiter key of digests (no one's words are kept with them): popular searches count each client's search once a day.
 */
async function repeatedToday(context: ApiContext, req: Request, text: string): Promise<boolean> {
  const client = req.caller?.userId ?? readCookie(req, 'vitrina_guest') ?? req.ip ?? '';
  const key = createHash('sha256')
    .update(`${client}\n${text.trim().replace(/\s+/g, ' ')}`)
    .digest('base64url');
  return !(await context.limiter.consume(`searchfact:${key}`, SAME_SEARCH_WINDOW)).allowed;
}
