import { describe, expect, it } from 'vitest';
import { heldOutFigures } from './held-out';

/**
 * Auto-detect on listing pages written from public shops' markup, not from the fixtures it was built on (held-out.ts):
 * each gets a proposal, and the page read with it gives every product's name, price, link and first image.
 */
describe('auto-detect on held-out listing pages', () => {
  const figures = heldOutFigures();

  it('holds at least eight pages, each with the truth of five products or more', () => {
    expect(figures.length).toBeGreaterThanOrEqual(8);
    for (const figure of figures) expect(figure.held, figure.page).toBeGreaterThanOrEqual(5);
  });

  it.each(figures.map((figure) => [figure.page, figure] as const))('%s: proposes a config that reads every product right', (_, figure) => {
    expect(figure.proposed).toBe(true);
    expect(figure.fields).toEqual({ name: figure.held, price: figure.held, link: figure.held, image: figure.held });
    expect(figure.right).toBe(figure.held);
  });
});
