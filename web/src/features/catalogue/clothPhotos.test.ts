import { describe, expect, it } from 'vitest';
import { emptyDraft, validateImages } from './clothForm';

const IMAGE = { name: 'a1.webp', thumb: 'a1-t.webp', url: '/images/a1.webp', thumbUrl: '/images/a1-t.webp' };

describe('a cloth’s photos in the form', () => {
  it('are needed to show the cloth, not to keep it hidden (one imported from a shop without a photo)', () => {
    expect(validateImages({ ...emptyDraft(), visible: true, images: [] })).toEqual({ images: 'clothes.error.imagesRequired' });
    expect(validateImages({ ...emptyDraft(), visible: false, images: [] })).toEqual({});
    expect(validateImages({ ...emptyDraft(), visible: true, images: [IMAGE] })).toEqual({});
  });
});
