import { z } from 'zod';
import { HttpError } from './errors';

/**
 * Parses input from outside (body, query, params) with a zod schema; refused input is a 400 VALIDATION_FAILED
 * naming each field and why. Schemas should be `.strict()` so unknown fields are refused, not ignored.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const result = schema.safeParse(value);
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
