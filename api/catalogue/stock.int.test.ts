import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsAfter, withoutAppend } from '@vitrina/testkit/api/security/harness';
import type { Client, TestVitrina } from '@vitrina/testkit/api/vitrina';
import { clothBody, startWithBrand } from '@vitrina/testkit/api/catalogue';

/** Stock through the api: what a brand marks sold out, what readers see, and the back-in-stock event (issue 29, item 4). */
let vitrina: TestVitrina;
let brand: Client;
beforeAll(async () => void ({ vitrina, client: brand } = await startWithBrand('PRO')));
afterAll(() => vitrina?.close());

type Stock = { soldOut: boolean; soldOutSizes: string[] };
type Cloth = { id: string; sizes: string[]; stock: Stock; inStock: boolean; revision: number };
const sized = (stock?: Stock) => clothBody({ sizes: ['S', 'M', 'L'], ...(stock ? { stock } : {}) });

/** The catalogue events appended by `act`, as type and data. */
async function appendedBy(act: () => Promise<unknown>): Promise<Array<{ type: string; data: Record<string, unknown> }>> {
  const before = await vitrina.head();
  await act();
  return (await eventsAfter(vitrina, before))
    .filter((event) => event.streamId.startsWith('catalogue-'))
    .map((event) => ({ type: event.type, data: event.data as Record<string, unknown> }));
}

describe('stock per size', () => {
  it('keeps the sizes a brand marks sold out, shown to readers on the cloth page and in its lists', async () => {
    const added = await brand.post<Cloth>('/admin/clothes', sized({ soldOut: false, soldOutSizes: ['M'] }));
    expect(added).toMatchObject({ status: 201, body: { sizes: ['S', 'M', 'L'], stock: { soldOut: false, soldOutSizes: ['M'] }, inStock: true } });
    const page = await vitrina.client().get<Cloth>(`/clothes/${added.body.id}`);
    expect(page.body).toMatchObject({ stock: { soldOut: false, soldOutSizes: ['M'] }, inStock: true });
    const list = await brand.get<{ items: Cloth[] }>('/admin/clothes');
    expect(list.body.items.find((cloth) => cloth.id === added.body.id)).toMatchObject({ stock: { soldOutSizes: ['M'] } });
  });

  it('reads a cloth sent without stock as in stock in every size', async () => {
    const added = await brand.post<Cloth>('/admin/clothes', sized());
    expect(added.body).toMatchObject({ stock: { soldOut: false, soldOutSizes: [] }, inStock: true });
  });

  it('marks a whole cloth sold out, and one whose every size is sold out, without hiding it', async () => {
    const whole = await brand.post<Cloth>('/admin/clothes', sized({ soldOut: true, soldOutSizes: [] }));
    expect(whole.body).toMatchObject({ stock: { soldOut: true }, inStock: false });
    const every = await brand.post<Cloth>('/admin/clothes', sized({ soldOut: false, soldOutSizes: ['S', 'M', 'L'] }));
    expect(every.body).toMatchObject({ stock: { soldOut: false }, inStock: false });
    expect(await vitrina.client().get<Cloth>(`/clothes/${every.body.id}`)).toMatchObject({ status: 200, body: { inStock: false } });
  });

  it('refuses a sold-out size the cloth does not list, and appends nothing', async () => {
    const refused = await withoutAppend(vitrina, () => brand.post('/admin/clothes', sized({ soldOut: false, soldOutSizes: ['XL'] })));
    expect(refused).toMatchObject({ status: 400, body: { code: 'INVALID_STOCK', size: 'XL' } });
    const added = await brand.post<Cloth>('/admin/clothes', sized());
    const update = await withoutAppend(vitrina, () =>
      brand.put(`/admin/clothes/${added.body.id}`, clothBody({ sizes: ['S'], stock: { soldOut: false, soldOutSizes: ['M'] } })),
    );
    expect(update).toMatchObject({ status: 400, body: { code: 'INVALID_STOCK' } });
  });
});

describe('back in stock', () => {
  it('follows the update that makes a size purchasable again, once: the same update again appends nothing', async () => {
    const added = await brand.post<Cloth>('/admin/clothes', sized({ soldOut: false, soldOutSizes: ['M', 'L'] }));
    const restock = sized({ soldOut: false, soldOutSizes: ['L'] });
    let answer: { body: Cloth } | undefined;
    const events = await appendedBy(async () => (answer = await brand.put<Cloth>(`/admin/clothes/${added.body.id}`, restock)));
    expect(events.map((event) => event.type)).toEqual(['ClothUpdated', 'ClothBackInStock']);
    expect(events[1]!.data).toEqual({ brandId: expect.any(String), clothId: added.body.id, sizes: ['M'], wholeCloth: false, at: expect.any(String) });
    expect(answer!.body).toMatchObject({ stock: { soldOutSizes: ['L'] }, inStock: true });
    const again = await withoutAppend(vitrina, () => brand.put<Cloth>(`/admin/clothes/${added.body.id}`, restock));
    expect(again).toMatchObject({ status: 200, body: { revision: answer!.body.revision, stock: { soldOutSizes: ['L'] } } });
  });

  it('says the whole cloth is back when a sold-out cloth can be bought again', async () => {
    const added = await brand.post<Cloth>('/admin/clothes', sized({ soldOut: true, soldOutSizes: ['L'] }));
    const events = await appendedBy(() => brand.put(`/admin/clothes/${added.body.id}`, sized({ soldOut: false, soldOutSizes: ['L'] })));
    expect(events.map((event) => [event.type, event.data.sizes, event.data.wholeCloth])).toEqual([
      ['ClothUpdated', ['S', 'M', 'L'], undefined],
      ['ClothBackInStock', ['S', 'M'], true],
    ]);
    // Sold out again is an update alone.
    const soldOut = await appendedBy(() => brand.put(`/admin/clothes/${added.body.id}`, sized({ soldOut: true, soldOutSizes: ['L'] })));
    expect(soldOut.map((event) => event.type)).toEqual(['ClothUpdated']);
  });
});
