import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { Run } from '../api/importer';
import { importRun } from '../testing';
import { RunHistory } from './RunHistory';

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

const failed = (runId: string, reason: string) => importRun({ runId, status: 'failed', reason });
/** A run that read the shop whole and created every item it found, with what it found to tell. */
const completed = (runId: string, found: number, problems: Run['problems']) => importRun({ runId, counts: { found, created: found }, problems });
const showRun = (run: Run) => renderWithProviders(<RunHistory runs={[run]} />, { path: '/admin/importer' });

describe('the runs', () => {
  it('say in words why a run stopped and what to try, the code kept small for support: a slow shop, a page too complex', async () => {
    await renderWithProviders(<RunHistory runs={[failed('r1', 'IMPORT_SHOP_TOO_SLOW'), failed('r2', 'IMPORT_PAGE_TOO_COMPLEX:TOO_DEEP')]} />, {
      path: '/admin/importer',
    });
    expect(
      await screen.findByText(
        /^Your shop answers so slowly that we stopped reading it before the end\. Try again later, or type the address of a single category/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^Your shop's page is too large or complex to read whole\. Try the address of a category/)).toBeTruthy();
    expect(screen.getByText('Code: IMPORT_SHOP_TOO_SLOW')).toBeTruthy();
    expect(screen.getByText('Code: TOO_DEEP')).toBeTruthy();
    // The code alone is never what is said.
    expect(screen.queryByText(/^IMPORT_/)).toBeNull();
  });

  it('show a partial run as such, with the address it could not read and why, apart from the items that failed', async () => {
    const partial: Run = {
      ...failed('r3', 'SOURCE_PAGE_FAILED'),
      status: 'partial',
      counts: { pages: 2, found: 24, created: 0, updated: 0, unchanged: 23, failed: 1, hidden: 0, shown: 0 },
      problems: [
        { page: 'https://amapola.example/productos/?page=3', index: 0, name: null, field: null, code: 'SOURCE_PAGE_FAILED', found: '500' },
        { page: 'https://amapola.example/productos/?page=4', index: 0, name: null, field: null, code: 'SOURCE_PAGE_FAILED', found: 'TIMEOUT' },
        { page: 'https://amapola.example/productos/', index: 4, name: 'Blusa Lino', field: 'price', code: 'MISSING', found: null },
      ],
    };
    await showRun(partial);
    expect(await screen.findByText('Partial')).toBeTruthy();
    expect(screen.getByText(/Part of the shop could not be read, even after trying again/)).toBeTruthy();
    const unread = screen.getByText('Not read').parentElement!;
    expect(within(unread).getByText('https://amapola.example/productos/?page=3').closest('li')?.textContent).toBe(
      'https://amapola.example/productos/?page=3 — the shop answered with error 500',
    );
    expect(within(unread).getByText('https://amapola.example/productos/?page=4').closest('li')?.textContent).toContain('the shop did not answer in time');
    expect(within(unread).queryByText(/Blusa Lino/)).toBeNull();
    expect(screen.getByText('1 item failed')).toBeTruthy();
    expect(screen.queryByText(/SOURCE_PAGE_FAILED/)).toBeNull();
  });

  it('list the clothes imported hidden for want of a photo, with their pages, apart from the items that failed', async () => {
    await showRun(
      completed('r4', 3, [
        { page: 'https://lua.example/products/remera', index: 1, name: 'Remera lisa', field: 'image', code: 'NEEDS_PHOTO', found: null },
        { page: 'https://lua.example/products/saco', index: 2, name: 'Saco de paño', field: 'image', code: 'NEEDS_PHOTO', found: null },
      ]),
    );
    const listed = (await screen.findByText('2 clothes need a photo')).parentElement!;
    expect(within(listed).getByText(/Imported hidden, since the shop shows no photo of them/)).toBeTruthy();
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Remera lisa — https://lua.example/products/remera', 'Saco de paño — https://lua.example/products/saco']);
    expect(screen.queryByText(/failed/)).toBeNull();
    expect(screen.queryByText(/NEEDS_PHOTO/)).toBeNull();
  });

  it('lists the clothes whose shop does not tell their category or gender, to review, apart from the items that failed', async () => {
    await showRun(
      completed('r5', 2, [
        { page: 'https://lua.example/products/modelo-roma', index: 0, name: 'Modelo Roma', field: 'category,gender', code: 'TO_REVIEW', found: null },
        { page: 'https://lua.example/products/pollera', index: 1, name: 'Pollera Tableada', field: 'gender', code: 'TO_REVIEW', found: null },
      ]),
    );
    const listed = (await screen.findByText('2 clothes to review')).closest('details')!;
    expect(within(listed).getByText(/Your shop does not say what they are: they took your settings' defaults/)).toBeTruthy();
    expect(
      within(listed)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Modelo Roma — category, gender', 'Pollera Tableada — gender']);
    expect(screen.queryByText(/failed/)).toBeNull();
    expect(screen.queryByText(/TO_REVIEW/)).toBeNull();
  });
});
