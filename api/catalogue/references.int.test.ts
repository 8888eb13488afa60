import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, rawRequest, sessionCookie, withoutAppend } from '@vitrina/testkit/api/security/harness';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { FIXTURE_IMAGE } from '@vitrina/testkit/api/fixture-images';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';

/** A cloth names only what exists: terms of the taxonomy read model and images in the store. */
let vitrina: TestVitrina;
let admin: Client;
let brand: Client;
let brandUserId: string;
let clothId: string;
beforeAll(async () => {
  vitrina = await startTestVitrina();
  const [signedAdmin, signedBrand] = await Promise.all([vitrina.signedIn('ADMIN', freshIp()), signedInBrand(vitrina, 'PRO')]);
  admin = signedAdmin.client;
  brand = signedBrand.client;
  const owner = await vitrina.vitrina.runtime.readModels.collection('users').findOne({ owner: signedBrand.brandId });
  brandUserId = String(owner!._id);
  const added = await brand.post<{ id: string }>('/admin/clothes', clothBody());
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  clothId = added.body.id;
});
afterAll(() => vitrina?.close());

type Refusal = { code: string; message: string; fields: Array<{ path: string; code: string; message: string }> };

/** POST and PUT alike refuse the body with 400, append nothing, and name exactly these fields. */
async function expectRefused(body: Record<string, unknown>, code: string, paths: string[]) {
  for (const [label, send] of [
    ['POST', () => brand.post<Refusal>('/admin/clothes', body)],
    ['PUT', () => brand.put<Refusal>(`/admin/clothes/${clothId}`, body)],
  ] as const) {
    const answer = await withoutAppend(vitrina, send, `${label} ${JSON.stringify(body)}`);
    expect(answer.status, `${label} ${JSON.stringify(answer.body)}`).toBe(400);
    expect(answer.body.code).toBe(code);
    expect(answer.body.fields.map((field) => field.path)).toEqual(paths);
  }
}

describe('taxonomy terms', () => {
  it.each([
    ['type', { typeId: '99' }, 'typeId'],
    ['category', { categoryId: 'capas-invisibles' }, 'categoryId'],
    ['gender', { gender: 'marciano' }, 'gender'],
    ['season', { seasons: ['verano', 'monzon'] }, 'seasons.1'],
    ['event', { eventIds: ['eclipse'] }, 'eventIds.0'],
    ['weather', { weather: ['frio', 'ventisca'] }, 'weather.1'],
    ['colour', { colors: ['rojo', 'fucsia-neon'] }, 'colors.1'],
    ['style', { style: 'gotico' }, 'style'],
    ['material', { materials: ['lino', 'kevlar'] }, 'materials.1'],
  ])('refuses an unknown %s with UNKNOWN_TERM naming its field', async (_kind, override, path) => {
    await expectRefused(clothBody(override), 'UNKNOWN_TERM', [path]);
  });

  it('refuses an id of another kind: a category is not a gender, a season not an event', async () => {
    await expectRefused(clothBody({ gender: 'camisas', eventIds: ['invierno'] }), 'UNKNOWN_TERM', ['gender', 'eventIds.0']);
    await expectRefused(clothBody({ colors: ['casual'], style: 'rojo' }), 'UNKNOWN_TERM', ['colors.0', 'style']);
    await expectRefused(clothBody({ materials: ['marron'] }), 'UNKNOWN_TERM', ['materials.0']);
  });

  it('takes material term ids, at most five, and gives them back; a cloth without them has none', async () => {
    const added = await brand.post<Record<string, unknown>>('/admin/clothes', clothBody({ materials: ['lino', 'algodon', 'lino'] }));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ materials: ['lino', 'algodon'] });
    expect((await brand.post<Record<string, unknown>>('/admin/clothes', clothBody())).body).toMatchObject({ materials: [] });
    const tooMany = await withoutAppend(vitrina, () =>
      brand.post<Refusal>('/admin/clothes', clothBody({ materials: ['lana', 'seda', 'lino', 'algodon', 'cuero', 'ante'] })),
    );
    expect(tooMany.body.code).toBe('VALIDATION_FAILED');
  });

  it('takes colour and style term ids and a description, and gives them back as they are', async () => {
    const body = clothBody({ colors: ['azul-marino', 'crudo'], style: 'minimalista', description: { es: 'Abrigo recto.', en: 'A straight coat.', it: '' } });
    const added = await brand.post<Record<string, unknown>>('/admin/clothes', body);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ colors: ['azul-marino', 'crudo'], style: 'minimalista', description: { es: 'Abrigo recto.', en: 'A straight coat.' } });
    const refused = await withoutAppend(vitrina, () => brand.post<Refusal>('/admin/clothes', clothBody({ colors: ['Rojo oscuro'] })));
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    const tooMany = await withoutAppend(vitrina, () => brand.post<Refusal>('/admin/clothes', clothBody({ description: { es: 'x'.repeat(2001) } })));
    expect(tooMany.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a category of another type, and takes one of the chosen type', async () => {
    await expectRefused(clothBody({ typeId: '2', categoryId: 'camisas' }), 'UNKNOWN_TERM', ['categoryId']);
    const refused = await brand.post<Refusal>('/admin/clothes', clothBody({ typeId: '2', categoryId: 'camisas' }));
    expect(refused.body.fields[0]).toMatchObject({ code: 'category_of_other_type' });
    const boots = await brand.post(
      '/admin/clothes',
      clothBody({ typeId: '2', categoryId: 'botas', seasons: ['invierno'], eventIds: ['viaje'], weather: ['lluvioso'], gender: 'unisex' }),
    );
    expect(boots.status, JSON.stringify(boots.body)).toBe(201);
  });

  it('follows the taxonomy read model: a term an admin adds is usable, one removed is not', async () => {
    expect((await brand.post('/admin/clothes', clothBody({ seasons: ['monzon'] }))).status).toBe(400);
    const added = await admin.post('/admin/taxonomy/season', { id: 'monzon', names: { es: 'Monzón', en: 'Monsoon' } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((await brand.post('/admin/clothes', clothBody({ seasons: ['monzon'] }))).status).toBe(201);
    const party = await admin.post('/admin/taxonomy/event', { id: 'verbena', names: { es: 'Verbena' } });
    expect(party.status).toBe(201);
    expect((await admin.call('DELETE', '/admin/taxonomy/event/verbena', {})).status).toBe(204);
    await expectRefused(clothBody({ eventIds: ['verbena'] }), 'UNKNOWN_TERM', ['eventIds.0']);
  });
});

describe('images', () => {
  const missing = `${'0'.repeat(32)}.webp`;

  it('refuses an image, middle size or thumbnail that is not in the store with MEDIA_NOT_FOUND naming it', async () => {
    await expectRefused(clothBody({ images: [{ name: missing, thumb: FIXTURE_IMAGE.thumb }] }), 'MEDIA_NOT_FOUND', ['images.0.name']);
    await expectRefused(clothBody({ images: [FIXTURE_IMAGE, { name: FIXTURE_IMAGE.name, thumb: `${'1'.repeat(32)}.webp` }] }), 'MEDIA_NOT_FOUND', [
      'images.1.thumb',
    ]);
    await expectRefused(clothBody({ images: [{ ...FIXTURE_IMAGE, middle: `${'2'.repeat(32)}.webp` }] }), 'MEDIA_NOT_FOUND', ['images.0.middle']);
  });

  it('takes the names an upload just made', async () => {
    const png = await sharp({ create: { width: 300, height: 480, channels: 3, background: { r: 20, g: 120, b: 90 } } })
      .png()
      .toBuffer();
    const session = (await vitrina.vitrina.runtime.sessions.create(brandUserId)).id;
    const headers = {
      'Content-Type': 'image/png',
      'X-Requested-With': 'vitrina',
      'X-Forwarded-For': freshIp(),
      Cookie: `${sessionCookie(vitrina)}=${session}`,
    };
    const uploaded = await rawRequest(vitrina, 'POST', '/admin/images', headers, png);
    expect(uploaded.status, uploaded.text).toBe(201);
    const { name, middle, thumb } = JSON.parse(uploaded.text) as { name: string; middle: string; thumb: string };
    const edited = await brand.put<{ images: Array<Record<string, string>> }>(
      `/admin/clothes/${clothId}`,
      clothBody({ images: [{ name, middle, thumb }, FIXTURE_IMAGE] }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // An image stored before middle sizes were made (the fixture's) has no middle size to answer.
    expect(edited.body.images).toEqual([
      { name, middle, thumb, url: `/images/${name}`, middleUrl: `/images/${middle}`, thumbUrl: `/images/${thumb}` },
      { ...FIXTURE_IMAGE, url: `/images/${FIXTURE_IMAGE.name}`, thumbUrl: `/images/${FIXTURE_IMAGE.thumb}` },
    ]);
  });
});
