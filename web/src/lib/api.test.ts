import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../test/fakeApi';
import { ApiError, api, requestWithHeaders, setApiNavigator } from './api';

afterEach(() => setApiNavigator((to) => window.location.assign(to)));

describe('api client', () => {
  it('reads under /api/ with the session cookie, the stored language and no write header', async () => {
    window.localStorage.setItem('user-lang', 'fr');
    const { requests } = fakeApi({ 'GET /api/categories/types/': () => json(200, [{ id: 1 }]) });

    expect(await api.get('categories/types/')).toEqual([{ id: 1 }]);

    const [request] = requests;
    expect(request?.url.pathname).toBe('/api/categories/types/');
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('Accept-Language')).toBe('fr');
    expect(request?.headers.get('X-Requested-With')).toBeNull();
  });

  it('speaks Spanish when no language is stored', async () => {
    const { requests } = fakeApi({ 'GET /api/auth/me': () => json(200, {}) });
    await api.get('/auth/me');
    expect(requests[0]?.headers.get('Accept-Language')).toBe('es');
  });

  it('sends writes as JSON with the custom header the server requires', async () => {
    const { requests } = fakeApi({
      'POST /api/auth/login': () => json(200, { user: 'ana', type: 'USER' }),
      'DELETE /api/favorites/': () => new Response(null, { status: 204 }),
    });

    expect(await api.post('auth/login', { email: 'ana@example.com', password: 'secret1' })).toEqual({
      user: 'ana',
      type: 'USER',
    });
    expect(await api.delete('favorites/', { id: 'c1', type: 'cloth' })).toBeUndefined();

    for (const request of requests) {
      expect(request.credentials).toBe('include');
      expect(request.headers.get('Content-Type')).toBe('application/json');
      expect(request.headers.get('X-Requested-With')).toBe('vitrina');
    }
    expect(requests.map((request) => [request.method, request.body])).toEqual([
      ['POST', { email: 'ana@example.com', password: 'secret1' }],
      ['DELETE', { id: 'c1', type: 'cloth' }],
    ]);
  });

  it('throws an ApiError with the status, code and message of an error body', async () => {
    fakeApi({
      'POST /api/auth/register': () => json(409, { code: 'USERNAME_EXISTS', message: 'Username already exists.' }),
    });
    const error = await api.post('auth/register', { username: 'ana' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'USERNAME_EXISTS',
      message: 'Username already exists.',
      fromServer: true,
    });
    expect((error as ApiError).isClientError).toBe(true);
  });

  it('keeps the fields an error body carries beside its code and message as details', async () => {
    fakeApi({
      'DELETE /api/admin/taxonomy/type/1': () =>
        json(409, { code: 'TERM_IN_USE', message: 'This is still used by 2 categories; move them first.', uses: 2, usedBy: 'categories' }),
      'POST /api/auth/login': () => json(401, { code: 'INVALID_CREDENTIALS', message: 'Username or password is incorrect' }),
    });
    await expect(api.delete('admin/taxonomy/type/1')).rejects.toMatchObject({ code: 'TERM_IN_USE', details: { uses: 2, usedBy: 'categories' } });
    const plain = await api.post('auth/login', {}).catch((caught: unknown) => caught);
    expect((plain as ApiError).details).toEqual({});
  });

  it('names errors without a JSON body by their status', async () => {
    fakeApi({ 'GET /api/health': () => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }) });
    await expect(api.get('health')).rejects.toMatchObject({ status: 502, code: 'HTTP_502', fromServer: false });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('health')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('sends a guest over the free search limit to the login page, to come back here', async () => {
    const navigate = vi.fn();
    setApiNavigator(navigate);
    window.history.pushState({}, '', '/search?q=vestido&type=1');
    fakeApi({
      'GET /api/search': () => json(401, { code: 'UNAUTHENTICATED', message: 'FREE_SEARCH_LIMIT_EXCEEDED' }),
    });

    await expect(api.get('search')).rejects.toMatchObject({ status: 401, message: 'FREE_SEARCH_LIMIT_EXCEEDED' });

    expect(navigate).toHaveBeenCalledTimes(1);
    const target = new URL(String(navigate.mock.calls[0]?.[0]), window.location.origin);
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('next')).toBe('/search?q=vestido&type=1');
    expect(target.searchParams.get('reason')).toBe('search_limit');
  });

  it('does not redirect on other 401s', async () => {
    const navigate = vi.fn();
    setApiNavigator(navigate);
    fakeApi({ 'GET /api/favorites/': () => json(401, { code: 'UNAUTHENTICATED', message: 'Login required' }) });
    await expect(api.get('favorites/')).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a file as its own bytes and type, extra headers, and reads the answer ETag', async () => {
    const { requests } = fakeApi({
      'POST /api/admin/images': () => json(201, { name: 'a.webp' }),
      'PUT /api/admin/clothes/c1': () => new Response('{"id":"c1"}', { status: 200, headers: { 'Content-Type': 'application/json', ETag: '"8"' } }),
    });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'dress.jpg', { type: 'image/jpeg' });

    expect(await api.post('admin/images', file)).toEqual({ name: 'a.webp' });
    expect(await requestWithHeaders('PUT', 'admin/clothes/c1', { body: {}, headers: { 'If-Match': '"7"' } })).toEqual({
      body: { id: 'c1' },
      etag: '"8"',
    });

    const [upload, edit] = requests;
    expect(upload?.headers.get('Content-Type')).toBe('image/jpeg');
    expect(upload?.headers.get('X-Requested-With')).toBe('vitrina');
    expect(upload?.body).toBe(file);
    expect(edit?.headers.get('If-Match')).toBe('"7"');
  });
});
