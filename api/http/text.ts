import { z } from 'zod';

/**
 * Text fields people fill in (names, descriptions): refused when they hold what no such text needs and what
 * breaks or spoofs what others see (SECURITY.md 15): lone surrogates (not Unicode at all), control characters
 * (NUL and friends; multi-line text keeps tab and line breaks) and bidirectional overrides and isolates, which
 * make a name read backwards.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

export function isWellFormed(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_BUT_LINES : CONTROL).test(value);
}

/** A trimmed text of `min` to `max` characters with none of the characters above. */
export function plainText(options: { max: number; min?: number; multiline?: boolean }) {
  return z
    .string()
    .trim()
    .min(options.min ?? 1)
    .max(options.max)
    .refine((value) => isWellFormed(value) && !hasControlCharacters(value, options) && !BIDI_CONTROL.test(value), {
      message: 'Contains characters that are not allowed',
    });
}
