import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { imageError, isInactivePlan, referenceRefusal, saveErrorId, withoutGoneTerms } from './clothErrors';
import { emptyDraft } from './clothForm';

const image = (name: string) => ({ name: `${name}.webp`, thumb: `${name}-t.webp`, url: `/images/${name}.webp`, thumbUrl: `/images/${name}-t.webp` });
const sent = {
  ...emptyDraft(),
  typeId: '1',
  categoryId: 'vestidos',
  gender: 'mujer',
  seasons: ['verano', 'invierno'],
  eventIds: ['boda'],
  weather: ['calido', 'frio'],
  images: [image('a1'), image('a2'), image('a3')],
};
/** A refusal as the client hands it over: code, the server's message, and `fields` among its details. */
const refused = (code: string, fields: unknown) => new ApiError(400, code, 'refused', true, { fields });
const issue = (path: string, code = 'unknown_term') => ({ path, code, message: 'No term with this id.' });

describe('a save refused for unknown terms', () => {
  it('marks each field the server names and lists the ids that went, by field', () => {
    const refusal = referenceRefusal(refused('UNKNOWN_TERM', [issue('typeId'), issue('gender'), issue('weather.1'), issue('eventIds.0')]), sent);
    expect(refusal).toEqual({
      step: 0,
      errors: {
        typeId: 'clothes.error.typeGone',
        gender: 'clothes.error.genderGone',
        weather: 'clothes.error.weatherGone',
        eventIds: 'clothes.error.eventsGone',
      },
      gone: { typeId: ['1'], gender: ['mujer'], weather: ['frio'], eventIds: ['boda'] },
    });
    if (refusal?.step !== 0) throw new Error('expected the information step');
    // A type that went takes its category: categories belong to a type.
    expect(withoutGoneTerms(sent, refusal.gone)).toMatchObject({
      typeId: '',
      categoryId: '',
      gender: '',
      weather: ['calido'],
      eventIds: [],
      seasons: ['verano', 'invierno'],
    });
  });

  it('tells a category of another type from one that went', () => {
    const other = referenceRefusal(refused('UNKNOWN_TERM', [issue('categoryId', 'category_of_other_type')]), sent);
    const gone = referenceRefusal(refused('UNKNOWN_TERM', [issue('categoryId')]), sent);
    expect(other).toMatchObject({ errors: { categoryId: 'clothes.error.categoryOfOtherType' } });
    expect(gone).toMatchObject({ errors: { categoryId: 'clothes.error.categoryGone' } });
  });

  it('leaves a choice the editor changed while the save was under way', () => {
    const edited = { ...sent, typeId: '2', categoryId: 'botas' };
    expect(withoutGoneTerms(edited, { typeId: ['1'], categoryId: ['vestidos'] })).toMatchObject({ typeId: '2', categoryId: 'botas' });
  });

  it('ignores paths it does not know or cannot read, and answers null when none is left', () => {
    const odd = [
      issue('brandId'),
      issue('seasons'),
      issue('seasons.x'),
      issue('seasons.9'),
      issue('typeId.0'),
      issue('toString'),
      issue('constructor.0'),
      { code: 'unknown_term' },
      'typeId',
      null,
    ];
    expect(referenceRefusal(refused('UNKNOWN_TERM', odd), sent)).toBeNull();
    expect(referenceRefusal(refused('UNKNOWN_TERM', undefined), sent)).toBeNull();
    expect(referenceRefusal(new ApiError(400, 'VALIDATION_FAILED', 'bad', true, { fields: [issue('typeId')] }), sent)).toBeNull();
    expect(referenceRefusal(new Error('typeId'), sent)).toBeNull();
  });
});

describe('a save refused for images no longer stored', () => {
  it('names the images by either of their files, once each', () => {
    const refusal = referenceRefusal(
      refused('MEDIA_NOT_FOUND', [issue('images.0.thumb'), issue('images.2.name'), issue('images.2.thumb'), issue('images.7.name')]),
      sent,
    );
    expect(refusal).toEqual({ step: 1, missingImages: new Set(['a1.webp', 'a3.webp']) });
  });
});

describe('the alerts', () => {
  it('has words for each refusal, a general one for the rest', () => {
    expect(saveErrorId(refused('UNKNOWN_TERM', []))).toBe('clothes.error.unknownTerms');
    expect(saveErrorId(refused('MEDIA_NOT_FOUND', []))).toBe('clothes.error.mediaNotFound');
    expect(saveErrorId(new ApiError(500, 'INTERNAL', 'boom'))).toBe('clothes.error.save');
    const inactive = new ApiError(403, 'SUBSCRIPTION_INACTIVE', 'Your plan is not active.', true);
    expect(saveErrorId(inactive)).toBe('clothes.error.inactive');
    expect([isInactivePlan(inactive), isInactivePlan(new ApiError(403, 'UPLOAD_LIMIT_REACHED', 'x', true))]).toEqual([true, false]);
    expect(imageError(new ApiError(429, 'RATE_LIMITED', 'Too many uploads.', true))).toEqual({ id: 'clothes.images.error.rateLimited' });
    expect(imageError(new ApiError(429, 'RATE_LIMITED', 'Too many uploads.', true, {}, 3_541))).toEqual({
      id: 'clothes.images.error.rateLimitedFor',
      values: { minutes: 60 },
    });
    expect(imageError(new ApiError(429, 'RATE_LIMITED', 'Too many uploads.', true, {}, 5))).toEqual({
      id: 'clothes.images.error.rateLimitedFor',
      values: { minutes: 1 },
    });
    expect(imageError(new ApiError(400, 'IMAGE_URL_FAILED', 'x', true))).toEqual({ id: 'clothes.images.error.url' });
    expect(imageError(inactive)).toEqual({ id: 'admin.planInactive.images' });
    expect(imageError(new TypeError('offline'))).toEqual({ id: 'clothes.images.error.upload' });
  });
});
