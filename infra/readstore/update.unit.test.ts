import { describe, expect, it } from 'vitest';
import type { Update } from './port';
import { parseUpdate } from './update';

/**
 * parseUpdate remembers the shapes it has parsed; these check that an update of a known shape parses exactly as
 * it did the first time, with this call's operands, and that shapes that only look alike are told apart.
 */
describe('parseUpdate on shapes seen before', () => {
  it('takes each operand from this call, in name order, as a first parse does', () => {
    const first = parseUpdate({ $inc: { count: 1, total: 5 }, $set: { removed: false, lastPosition: '7' } });
    const again = parseUpdate({ $inc: { count: 2, total: 9 }, $set: { removed: true, lastPosition: '8' } });
    expect(first.map((op) => op.path)).toEqual(['count', 'lastPosition', 'removed', 'total']);
    expect(again).toEqual([
      { op: '$inc', path: 'count', segments: ['count'], amount: 2 },
      { op: '$set', path: 'lastPosition', segments: ['lastPosition'], value: '8' },
      { op: '$set', path: 'removed', segments: ['removed'], value: true },
      { op: '$inc', path: 'total', segments: ['total'], amount: 9 },
    ]);
  });

  it.each<[string, Update]>([
    ['dotted paths and every operator', { $set: { 'a.b': 1 }, $unset: { c: 1 }, $addToSet: { t: { $each: ['x', 'y'] } }, $pull: { u: { $in: [1] } } }],
    ['a $pull by object', { $pull: { items: { id: 2 } } }],
    ['$setOnInsert beside $inc', { $setOnInsert: { createdAt: 't' }, $inc: { n: 1 } }],
    ['an operator with no paths', { $set: {} }],
  ])('parses %s the same way twice', (_title, update) => {
    expect(parseUpdate(structuredClone(update))).toEqual(parseUpdate(structuredClone(update)));
  });

  it('tells apart shapes that share a beginning, or the same paths in another order', () => {
    parseUpdate({ $set: { a: 1 } });
    expect(parseUpdate({ $set: { a: 1 }, $unset: { b: 1 } }).map((op) => op.op)).toEqual(['$set', '$unset']);
    expect(parseUpdate({ $set: { a: 1, b: 2 } }).map((op) => op.path)).toEqual(['a', 'b']);
    expect(parseUpdate({ $set: { b: 2, a: 1 } })).toEqual(parseUpdate({ $set: { a: 1, b: 2 } }));
    expect(parseUpdate({ $set: { a: 1 } })).toHaveLength(1);
  });

  it('skips undefined operators and paths as a first parse does', () => {
    parseUpdate({ $set: { a: 1 } });
    expect(parseUpdate({ $set: { a: 2, b: undefined }, $inc: undefined } as unknown as Update)).toEqual([{ op: '$set', path: 'a', segments: ['a'], value: 2 }]);
  });

  it.each<[string, Update, object, RegExp]>([
    ['$inc with a string', { $inc: { n: 1 } }, { $inc: { n: 'x' } }, /\$inc on "n" needs a number/],
    ['$addToSet with a bad $each', { $addToSet: { t: { $each: [1] } } }, { $addToSet: { t: { $each: 1 } } }, /takes \{ \$each/],
    ['$pull with another operator', { $pull: { t: { $in: [1] } } }, { $pull: { t: { $gt: 1 } } }, /supports only \$in/],
    ['an array for an operator', { $set: {} }, { $set: [] }, /needs an object of paths/],
    ['an update with no operator', { $set: {} }, { $set: undefined }, /at least one operator/],
  ])('still refuses %s in a known shape', (_title, known, bad, message) => {
    parseUpdate(known);
    expect(() => parseUpdate(bad as Update)).toThrow(message);
    expect(() => parseUpdate(bad as Update)).toThrow(message);
  });
});
