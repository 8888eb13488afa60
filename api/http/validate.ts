import { z } from 'zod';
import { HttpError } from './errors';

/**
 * Parses input from outside (body, query, params) with a zod schema; refused input is a 400 VALIDATION_FAILED
 * naming each field and why. Schemas should be `.strict()` so unknown fields are refused, not ignored.
 */
export function parseInput<Schema extends z.core.$ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const fields = result.error.issues.slice(0, 20).map((issue) => ({
    path: issue.path.map(String).join('.'),
    code: issue.code,
    message: issue.message,
  }));
  const first = fields[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid input.';
  throw new HttpError(400, 'VALIDATION_FAILED', message, { fields });
}

/** The body of a write that takes none: absent or `{}`. Anything else is refused, like any unknown field. */
export const NoBody = z.object({}).strict().optional();

/** A query parameter listing `item`s separated by commas (blanks around them and empty ones dropped), at most `max`. */
export const commaList = <Item extends z.ZodType<unknown, string>>(item: Item, max: number) =>
  z
    .string()
    .max(1_000)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max));

/**
 * `parseInput` for a query string asked again and again (a search): each distinct raw query string is parsed once
 * (`query` reads the parsed parameters only then) and its result kept (up to `size` of them, the oldest dropped
 * first), so a repeated search skips the schema. The result is shared between requests and must not be changed;
 * refused input is not kept and refuses each time.
 */
export function queryParser<Schema extends z.ZodType>(schema: Schema, size = 4_096): (raw: string, query: () => unknown) => Readonly<z.infer<Schema>> {
  const kept = new Map<string, z.infer<Schema>>();
  return (raw, query) => {
    const found = kept.get(raw);
    if (found !== undefined) return found;
    const parsed = parseInput(schema, query());
    if (kept.size >= size) kept.delete(kept.keys().next().value!);
    kept.set(raw, parsed);
    return parsed;
  };
}

/** The query string of a request's address, as sent (the key `queryParser` keeps parsed queries by). */
export function rawQuery(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at + 1);
}
