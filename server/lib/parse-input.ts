import type { z } from 'zod';
import { AppError } from './app-error';

/** Validates request input with a shared schema; the first problem becomes a 400 message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  // No parsed body at all: the request was not sent as JSON (queries are always an object).
  if (input === undefined) throw new AppError(400, 'The request needs a JSON body (Content-Type: application/json).');
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new AppError(400, issue?.message ?? 'The request is not valid.');
}
