import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeApi';
import { ADMIN, openAs } from '../../../test/signedIn';

const counts = (failed: number) => ({ waiting: 2, delayed: 1, active: 0, failed });
const failedJob = {
  id: 'evt-9:verify',
  name: 'verify',
  state: 'failed',
  attemptsMade: 5,
  failedReason: 'smtp down',
  at: '2026-11-20T10:00:00.000Z',
  data: '{"userId":"u9"}',
};

async function openJobs(board: string | null = null) {
  let failed = [failedJob];
  return openAs(ADMIN, '/admin/jobs', {
    heading: 'Jobs',
    routes: {
      'GET /api/admin/jobs': () =>
        json(200, {
          queues: [
            { name: 'email', counts: counts(failed.length) },
            { name: 'imports', counts: counts(0) },
          ],
          board,
        }),
      'GET /api/admin/jobs/email': (request) =>
        json(200, { queue: 'email', state: request.url.searchParams.get('state'), jobs: request.url.searchParams.get('state') === 'failed' ? failed : [] }),
      'POST /api/admin/jobs/email/evt-9%3Averify/retry': () => {
        failed = [];
        return new Response(null, { status: 204 });
      },
    },
  });
}

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('admin jobs', () => {
  it('counts each queue by state, shows the failed jobs with their error, and runs one again', async () => {
    const { user, api } = await openJobs();
    const queues = await screen.findByRole('region', { name: 'Queues' });
    expect(within(queues).getByRole('row', { name: /Account emails/ }).textContent).toContain('1');
    const list = await screen.findByRole('region', { name: 'Account emails: Failed' });
    const row = within(list).getByRole('row', { name: /verify/ });
    expect(row.textContent).toContain('smtp down');
    expect(row.textContent).toContain('{"userId":"u9"}');
    await user.click(within(row).getByRole('button', { name: 'Run evt-9:verify again' }));
    expect(await screen.findByText('evt-9:verify will run again.')).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'POST' && request.url.pathname === '/api/admin/jobs/email/evt-9%3Averify/retry')).toBe(true);
    expect(await screen.findByText('No jobs in this state.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open Bull Board' })).toBeNull();
  });

  it('shows a queue’s jobs in another state from the address, and links Bull Board when jobs run on Redis', async () => {
    const { user, router } = await openJobs('/admin/queues');
    expect((await screen.findByRole('link', { name: 'Open Bull Board' })).getAttribute('href')).toBe('/admin/queues');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'State' }), 'waiting');
    expect(router.state.location.search).toContain('state=waiting');
    expect(await screen.findByRole('heading', { level: 2, name: 'Account emails' })).toBeTruthy();
  });

  it('names each job and queue in the admin’s language, the worker’s own name beside it', async () => {
    window.localStorage.setItem('user-lang', 'es');
    const job = (id: string, name: string) => ({ ...failedJob, id, name });
    await openAs(ADMIN, '/admin/jobs?queue=alerts&state=failed', {
      routes: {
        'GET /api/admin/jobs': () =>
          json(200, {
            queues: [
              { name: 'alerts', counts: counts(2) },
              { name: 'digest-builds', counts: counts(0) },
            ],
            board: null,
          }),
        'GET /api/admin/jobs/alerts': () =>
          json(200, { queue: 'alerts', state: 'failed', jobs: [job('c1:u1:price-drop:2026-11-20', 'priceDrop'), job('x-1', 'mystery')] }),
      },
    });
    const queues = await screen.findByRole('region', { name: 'Colas' });
    expect(within(queues).getByRole('row', { name: /Preparación de resúmenes/ })).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'Avisos de bajada de precio: Fallidos' });
    const [drop, unknown] = within(list).getAllByRole('row').slice(1);
    expect(within(drop!).getByRole('rowheader').textContent).toBe('Aviso de bajada de preciopriceDrop · c1:u1:price-drop:2026-11-20');
    // A job the page has no words for yet shows as the worker named it.
    expect(within(unknown!).getByRole('rowheader').textContent).toBe('mysterymystery · x-1');
  });
});
