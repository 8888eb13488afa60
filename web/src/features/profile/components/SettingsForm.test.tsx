import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fakeApi';
import type { Handler } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { Profile } from '../api/getProfile';
import { PROFILE, TAXONOMY, savedSettings } from '../testing';
import { SettingsForm } from './SettingsForm';

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

async function setup(answer: Handler = (request) => savedSettings(request), profile: Profile = PROFILE) {
  const onSaved = vi.fn();
  const view = await renderWithProviders(<SettingsForm profile={profile} onSaved={onSaved} />, {
    path: '/profile',
    routes: { 'GET /api/categories/data/': () => json(200, TAXONOMY), 'PUT /api/profile/settings': answer },
  });
  const sent = () => view.api.requests.filter((request) => request.url.pathname === '/api/profile/settings').map((request) => request.body);
  return { ...view, onSaved, sent, user: userEvent.setup({ delay: null }) };
}

describe('the settings form', () => {
  it('starts from the profile and offers the taxonomy’s genders and the four languages', async () => {
    await setup();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Lucía');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('');
    const gender = screen.getByLabelText('Preferred gender') as HTMLSelectElement;
    await waitFor(() => expect(Array.from(gender.options, (option) => option.textContent)).toEqual(['No preference', 'Women', 'Men']));
    expect(gender.value).toBe('');
    const language = screen.getByLabelText('Preferred language') as HTMLSelectElement;
    expect(Array.from(language.options, (option) => option.value)).toEqual(['es', 'en', 'it', 'fr']);
    expect(language.value).toBe('en');
  });

  it('saves every setting, tells the page, and says so', async () => {
    const { user, sent, onSaved } = await setup();
    await user.type(screen.getByLabelText('Last name'), ' Fernández ');
    await waitFor(() => expect((screen.getByLabelText('Preferred gender') as HTMLSelectElement).options).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Preferred gender'), 'mujer');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Settings saved.'));
    const settings = { firstName: 'Lucía', lastName: 'Fernández', preferenceGender: 'mujer', language: 'en' };
    expect(sent()).toEqual([settings]);
    expect(onSaved).toHaveBeenCalledWith(settings);
  });

  it('switches the whole site to the language saved, as the footer does', async () => {
    const { user } = await setup();
    await user.selectOptions(screen.getByLabelText('Preferred language'), 'it');
    // Nothing changes before the save.
    expect(document.documentElement.lang).toBe('en');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('button', { name: 'Salva impostazioni' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Impostazioni salvate.'));
    expect(document.documentElement.lang).toBe('it');
    expect(window.localStorage.getItem('user-lang')).toBe('it');
    expect((screen.getByLabelText('Lingua preferita') as HTMLSelectElement).value).toBe('it');
  });

  it('names a gender the taxonomy lost, and other failures in the reader’s words or the server’s', async () => {
    const first = await setup(() => json(400, { code: 'UNKNOWN_GENDER', message: 'preferenceGender: No gender with this id.' }));
    await first.user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a gender from the list.');
    first.unmount();

    const second = await setup(() => new Response(null, { status: 503 }));
    await second.user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not save your settings.');
    expect(second.onSaved).not.toHaveBeenCalled();
  });

  it('keeps a preference that is not among the genders, so saving other fields does not drop it', async () => {
    const { user, sent } = await setup((request) => savedSettings(request), { ...PROFILE, preferenceGender: 'antiguo' });
    await waitFor(() => expect((screen.getByLabelText('Preferred gender') as HTMLSelectElement).options).toHaveLength(4));
    expect((screen.getByLabelText('Preferred gender') as HTMLSelectElement).value).toBe('antiguo');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent()).toEqual([{ firstName: 'Lucía', lastName: '', preferenceGender: 'antiguo', language: 'en' }]));
  });
});
