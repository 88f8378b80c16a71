import express from 'express';
import { describe, expect, it } from 'vitest';
import { AppError, asAppError } from './app-error';

/** What express.json() passes on for a body, as the error middleware receives it. */
async function parserError(body: string, contentType = 'application/json', encoding?: string): Promise<unknown> {
  const parse = express.json({ limit: '16kb' });
  const { Readable } = await import('node:stream');
  const req = Object.assign(Readable.from([Buffer.from(body)]), {
    headers: {
      'content-type': contentType,
      'content-length': String(Buffer.byteLength(body)),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    },
  });
  return new Promise((resolve) => parse(req as never, {} as never, (error?: unknown) => resolve(error)));
}

describe('asAppError', () => {
  it('keeps an AppError as it is', () => {
    const error = new AppError(404, 'No such alert.');
    expect(asAppError(error)).toBe(error);
  });

  it('says what was wrong with a body in its own words, never the parser’s, which quote what was sent', async () => {
    const malformed = asAppError(await parserError('{"a": "quoted-bytes'));
    expect({ status: malformed.status, message: malformed.message }).toEqual({
      status: 400,
      message: 'The request body is not valid JSON.',
    });
    const large = asAppError(await parserError(JSON.stringify({ a: 'x'.repeat(20_000) })));
    expect({ status: large.status, message: large.message }).toEqual({ status: 413, message: 'The request body is too large.' });
    const charset = asAppError(await parserError('{}', 'application/json; charset=quoted-charset'));
    expect(charset.status).toBe(415);
    expect(charset.message).not.toMatch(/quoted/i);
    const encoding = asAppError(await parserError('{}', 'application/json', 'quoted-encoding'));
    expect(encoding.status).toBe(415);
    expect(encoding.message).not.toMatch(/quoted/i);
  });

  it('shows no other client error’s message either, even one marked to be shown', () => {
    const exposed = Object.assign(new Error("Failed to decode param '%E0'"), { status: 400, expose: true });
    expect(asAppError(exposed).message).toBe('The request could not be read.');
    expect(asAppError(Object.assign(new Error('quoted'), { status: 413, expose: true })).message).toBe('The request body is too large.');
  });

  it('hides a fault of ours behind a 500', () => {
    const error = asAppError(new Error('ECONNREFUSED 10.0.0.7:6379'));
    expect({ status: error.status, message: error.message }).toEqual({
      status: 500,
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});
