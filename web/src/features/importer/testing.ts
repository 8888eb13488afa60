import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { RecordedRequest } from '../../test/fakeApi';
import type { Run } from './api/importer';

type RunFields = Omit<Partial<Run>, 'counts'> & { counts?: Partial<Run['counts']> };

/** A run as GET /importer lists it: a manual one, finished, that found nothing, unless told (`counts` are merged). */
export function importRun({ counts, ...fields }: RunFields = {}): Run {
  return {
    runId: 'r1',
    brandId: 'b1',
    version: 1,
    trigger: 'manual',
    dueAt: '2026-11-20T10:00:00.000Z',
    status: 'completed',
    cancelRequested: false,
    requestedAt: '2026-11-20T10:00:00.000Z',
    startedAt: '2026-11-20T10:00:01.000Z',
    finishedAt: '2026-11-20T10:00:05.000Z',
    durationMs: 4_000,
    counts: { pages: 1, found: 0, created: 0, updated: 0, unchanged: 0, failed: 0, hidden: 0, shown: 0, ...counts },
    problems: [],
    reason: null,
    limited: null,
    ...fields,
  };
}

/** A cloth as a shop's Shopify catalogue gives it to the importer's reading: Sur's plain T-shirt, unless told. */
export const shopItem = (fields: Record<string, unknown> = {}) => ({
  key: 'shopify:1',
  name: 'Remera lisa',
  description: null,
  price: 12000,
  salePrice: null,
  currency: 'ARS',
  url: 'https://sur.example/products/remera-lisa',
  images: ['https://sur.example/i/1.jpg'],
  tags: [],
  sizes: ['S'],
  colors: [],
  materials: [],
  sku: null,
  available: true,
  variants: [],
  ...fields,
});

/** GET /importer for Casa Luna on the Pro plan: nothing set up yet, unless told. */
export const importerView = (fields: Record<string, unknown> = {}) => ({
  brandId: 'b1',
  inGoodStanding: true,
  tier: 'PRO',
  version: 0,
  config: null,
  configuredAt: null,
  runs: [],
  ...fields,
});

/** Chooses, in the importer tab, the defaults for what the shop's pages do not say (clothing, shirts, women unless told). */
export async function chooseDefaults(user: UserEvent, defaults: { type?: string; category?: string; gender?: string } = {}): Promise<void> {
  const group = within(screen.getByRole('group', { name: 'For what the page does not say' }));
  await user.selectOptions(group.getByLabelText('Type'), defaults.type ?? '1');
  await user.selectOptions(group.getByLabelText('Category'), defaults.category ?? 'camisas');
  await user.selectOptions(group.getByLabelText('Gender'), defaults.gender ?? 'mujer');
}

/** Saves the importer's settings, waits for the tab to say so, and answers the body the api was sent. */
export async function saveSettings(user: UserEvent, requests: readonly RecordedRequest[]): Promise<{ config: Record<string, unknown> }> {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText("The importer's settings are saved.")).toBeTruthy();
  return requests.find((request) => request.method === 'PUT')?.body as { config: Record<string, unknown> };
}
