import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeApi';
import type { RecordedRequest } from '../../../test/fakeApi';
import type { SignedIn } from '../../../test/renderApp';
import { ADMIN, BRAND, openAs } from '../../../test/signedIn';
import { dashboardAnswer } from '../testing';

/** The dashboard's figures on /admin/dashboard; the subscription card above them is not these tests' concern. */
async function openFigures(path = '/admin/dashboard', who: SignedIn = BRAND, answer = dashboardAnswer()) {
  const app = await openAs(who, path, { heading: 'Dashboard', routes: { 'GET /api/dashboard': () => json(200, answer) } });
  const dashboardRequests = () => app.api.requests.filter((request) => request.url.pathname === '/api/dashboard');
  return { ...app, dashboardRequests };
}

const lastQuery = (requests: RecordedRequest[]) => requests.at(-1)?.url.searchParams;
const region = (name: string) => screen.findByRole('region', { name });
/** Numbers read with a no-break space in some locales; compared as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe("the brand's figures", () => {
  it('shows the three figures and each series with its total and change', async () => {
    const { dashboardRequests } = await openFigures();
    const figures = await region('Brand figures');
    // The region is there while the figures still load (aria-busy): wait for them, not only for it.
    const favourites = await within(figures).findByText('Clothes in favourites');
    expect(plain(favourites.nextElementSibling?.textContent)).toBe('1,234');
    // Each tile says what time it counts: clicks on the name over the period shown, the chart's sum (all time beside
    // it); what stands (favourites, clothes, followers, searchers) now.
    const captions = (label: string) => {
      const parts: string[] = [];
      for (let node = within(figures).getByText(label).nextElementSibling; node; node = node.nextElementSibling) parts.push(plain(node.textContent));
      return parts;
    };
    const range = plain(within(figures).getByText(/^From .+ to .+$/, { selector: 'p' }).textContent);
    expect(captions('Clicks on the brand name')).toEqual(['5', range, '56 all time']);
    expect(within(within(figures).getByRole('region', { name: 'Brand-name clicks' })).getAllByText('5').length).toBeGreaterThan(0);
    expect(captions('Clothes in favourites')).toEqual(['1,234', 'Now']);
    expect(captions('Total clothes')).toEqual(['8', 'Now']);
    expect(captions('Shoppers searching for you')).toEqual(['47', 'Now', 'People whose saved searches match your clothes, counted each morning.']);

    const views = within(figures).getByRole('region', { name: 'Views' });
    expect(within(views).getByText('2,000')).toBeTruthy();
    expect(plain(views.textContent)).toContain('Previous period: 1,780 · +12.4% vs the previous period');
    expect(plain(within(figures).getByRole('region', { name: 'Click-outs' }).textContent)).toContain('-25% vs the previous period');
    expect(within(figures).getByRole('region', { name: 'Favourites (net)' }).textContent).toContain('No previous data');
    expect(within(figures).getByRole('region', { name: 'Brand-name clicks' })).toBeTruthy();
    expect(within(figures).getByRole('region', { name: 'Recommendations' })).toBeTruthy();

    expect(lastQuery(dashboardRequests())?.toString()).toBe('period=30d&sort=views');
  });

  it('gives every chart a table of its days and values, beside the previous period’s', async () => {
    await openFigures();
    const table = await screen.findByRole('table', { name: 'Views, day by day' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Views', 'Same day of the previous period']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Nov 1, 2026', '1,200', '1,780'],
      ['Nov 2, 2026', '300', '0'],
      ['Nov 3, 2026', '500', '0'],
    ]);
    expect(screen.getByRole('table', { name: 'Recommendations, day by day' })).toBeTruthy();
  });

  it('asks for the period chosen and keeps it in the address', async () => {
    // A parameter the figures do not own stays (not ?checkout=, which the dashboard takes out on arrival).
    const { user, dashboardRequests, location } = await openFigures('/admin/dashboard?ref=newsletter');
    await region('Brand figures');
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    await waitFor(() => expect(lastQuery(dashboardRequests())?.get('period')).toBe('7d'));
    expect(location()).toContain('period=7d');
    expect(location()).toContain('ref=newsletter');
  });

  it('sends the "as of" day as as_of, and forgets it when emptied', async () => {
    const { dashboardRequests, location } = await openFigures();
    await region('Brand figures');
    const asOf = screen.getByLabelText('As of');
    expect(asOf.getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.change(asOf, { target: { value: '2025-03-15' } });
    await waitFor(() => expect(lastQuery(dashboardRequests())?.get('as_of')).toBe('2025-03-15'));
    expect(location()).toContain('as_of=2025-03-15');
    fireEvent.change(asOf, { target: { value: '' } });
    await waitFor(() => expect(location()).not.toContain('as_of'));
  });

  it('sorts the top clothes by the column clicked', async () => {
    const { user, dashboardRequests } = await openFigures();
    const table = await screen.findByRole('table', { name: 'Top clothes' });
    expect(within(table).getByRole('columnheader', { name: /Views/ }).getAttribute('aria-sort')).toBe('descending');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => plain(row.textContent))).toEqual(['Silk dress1,50012453%', 'Linen shirt50031512.5%']);

    await user.click(within(table).getByRole('button', { name: 'Click-outs' }));
    await waitFor(() => expect(lastQuery(dashboardRequests())?.get('sort')).toBe('clickOuts'));
    expect(
      within(table)
        .getByRole('columnheader', { name: /Click-outs$/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(within(table).getByRole('columnheader', { name: /Views/ }).getAttribute('aria-sort')).toBe('none');
    // On a phone the table scrolls inside its own frame rather than widening the page.
    expect(table.parentElement?.className).toContain('overflow-x-auto');
  });

  it('shows what influencers say and what people look for', async () => {
    await openFigures();
    const influencers = await region('What influencers say');
    expect(await within(influencers).findByText('“Falls beautifully.”')).toBeTruthy();
    expect(within(influencers).getByText('Sol Rivas, on Silk dress · Nov 2, 2026')).toBeTruthy();
    const demand = await region('What people look for');
    expect(demand.textContent).toContain('Searches in your categories that found few or no clothes');
    const row = within(demand).getByRole('row', { name: /linen trousers/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['42', '7']);
  });

  it('exports the figures for the query on screen', async () => {
    const { user } = await openFigures('/admin/dashboard?period=90d&as_of=2025-03-15');
    const table = await screen.findByRole('table', { name: 'Top clothes' });
    await user.click(within(table).getByRole('button', { name: 'Favourites' }));
    const series = screen.getByRole('link', { name: 'Download series (CSV)' });
    const clothes = screen.getByRole('link', { name: 'Download top clothes (CSV)' });
    expect(series.getAttribute('href')).toBe('/api/dashboard/export?what=series&period=90d&as_of=2025-03-15&sort=favourites');
    expect(clothes.getAttribute('href')).toBe('/api/dashboard/export?what=clothes&period=90d&as_of=2025-03-15&sort=favourites');
    expect(series.hasAttribute('download')).toBe(true);
  });
});

describe('an admin', () => {
  it('sees no figures until a brand is chosen', async () => {
    const { dashboardRequests } = await openFigures('/admin/dashboard', ADMIN);
    expect(await screen.findByText('Choose a brand to see its dashboard.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Brand figures' })).toBeNull();
    expect(dashboardRequests()).toEqual([]);
  });

  it("sees the chosen brand's figures, and exports them", async () => {
    const { dashboardRequests } = await openFigures('/admin/dashboard?brand=b-casa-luna', ADMIN);
    await region('Brand figures');
    expect(lastQuery(dashboardRequests())?.get('brandId')).toBe('b-casa-luna');
    expect(screen.getByRole('link', { name: 'Download series (CSV)' }).getAttribute('href')).toContain('brandId=b-casa-luna');
  });
});

describe('a new brand’s first steps', () => {
  it('lists the steps left with the way to each, ticks those done, and is gone once all are', async () => {
    const { unmount } = await openFigures(
      '/admin/dashboard',
      BRAND,
      dashboardAnswer({ firstSteps: { cloth: true, importer: false, story: false, shared: false } }),
    );
    const steps = await region('Your first steps');
    expect(within(steps).getByText('1 of 4 done')).toBeTruthy();
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => plain(item.textContent)),
    ).toEqual([
      '✓Add your first cloth — done',
      'Import your shop — to doRead my shop',
      'Write a story for the magazine — to doWrite a story',
      'Share your page so people come to see it — to doShare',
    ]);
    expect(within(steps).getByRole('link', { name: 'Read my shop' }).getAttribute('href')).toBe('/admin/importer');
    expect(within(steps).getByRole('link', { name: 'Write a story' }).getAttribute('href')).toBe('/admin/magazine');
    expect(within(steps).queryByRole('link', { name: 'Add a cloth' })).toBeNull();
    unmount();

    await openFigures('/admin/dashboard', BRAND, dashboardAnswer({ firstSteps: { cloth: true, importer: true, story: true, shared: true } }));
    await region('Brand figures');
    await screen.findByText('Clothes in favourites');
    expect(screen.queryByRole('region', { name: 'Your first steps' })).toBeNull();
  });
});
