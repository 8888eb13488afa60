import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { RecordedRequest } from '../../test/fakeApi';

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
