/**
 * Damerau–Levenshtein distance in its optimal-string-alignment form: an insertion, a deletion, a substitution or
 * a swap of two neighbouring letters each cost one. Both functions stop as soon as the distance must exceed
 * `max` and then return `max + 1`, which is what makes scanning a vocabulary affordable.
 */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  return alignment(a, b, max, false);
}

/** The distance from `a` to the closest prefix of `b` (how far a half-typed word is from `b`). */
export function prefixDistance(a: string, b: string, max: number): number {
  if (b.length < a.length - max) return max + 1;
  return alignment(a, b, max, true);
}

// Rows follow b, columns follow a. With `prefix`, any row's last column is an answer, so the best of them is.
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

function alignment(a: string, b: string, max: number, prefix: boolean): number {
  const width = a.length + 1;
  if (rows[0].length < width) rows = [new Int32Array(width * 2), new Int32Array(width * 2), new Int32Array(width * 2)];
  let [before, previous, current] = rows;
  for (let i = 0; i < width; i++) previous[i] = i;
  let best = prefix ? a.length : max + 1;
  const lastRow = prefix ? Math.min(b.length, a.length + max) : b.length;
  for (let j = 1; j <= lastRow; j++) {
    const bj = b.charCodeAt(j - 1);
    current[0] = j;
    let rowMin = j;
    for (let i = 1; i < width; i++) {
      const ai = a.charCodeAt(i - 1);
      let value = Math.min(previous[i]! + 1, current[i - 1]! + 1, previous[i - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, before[i - 2]! + 1);
      }
      current[i] = value;
      if (value < rowMin) rowMin = value;
    }
    if (prefix && current[a.length]! < best) best = current[a.length]!;
    if (rowMin > max) return prefix ? Math.min(best, max + 1) : max + 1;
    [before, previous, current] = [previous, current, before];
  }
  if (!prefix) best = previous[a.length]!;
  return best > max ? max + 1 : best;
}
