/**
 * How the local server reads requests and answers what they throw: JSON and form bodies (text PostgreSQL cannot
 * store refused with 400), URLs holding NUL refused, and thrown errors answered in the envelope's shape.
 */

import type { FastifyInstance } from 'fastify';
import { isClientErrorStatus, statusFor } from './error-status';

/**
 * Text PostgreSQL (PGlite included) cannot store, which no field of ours takes: U+0000, and UTF-16 surrogates
 * without their pair (JSON allows `"\ud800"`; jsonb refuses it). Requests carrying either are refused (400).
 */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_MESSAGE = 'The request must not contain NUL characters (U+0000) or unpaired UTF-16 surrogates.';
/** A body the parsers refuse, thrown with the status of 'validation/invalid' (answerThrownErrors keeps it). */
function badRequest(message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode: statusFor('validation/invalid') });
}

/**
 * Replaces fastify's JSON parser and adds a form (application/x-www-form-urlencoded) parser: an empty JSON body is no
 * body, an unparsable one or one holding unstorable text is refused with the status of 'validation/invalid' (400).
 */
export function registerBodyParsers(app: FastifyInstance): void {
  // An empty JSON body is no body: the commercetools SDK sends DELETE with a JSON content type and nothing else.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    // Decoded strings can hold NUL or a lone surrogate only if the text does, raw or as a \u escape.
    let unstorable = UNSTORABLE.test(text);
    try {
      const parsed =
        unstorable || !text.includes('\\u')
          ? (JSON.parse(text) as unknown)
          : (JSON.parse(text, (key, value: unknown) => {
              unstorable ||= UNSTORABLE.test(key) || (typeof value === 'string' && UNSTORABLE.test(value));
              return value;
            }) as unknown);
      done(unstorable ? badRequest(UNSTORABLE_MESSAGE) : null, unstorable ? undefined : parsed);
    } catch {
      done(badRequest('Request body does not contain valid JSON.'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const form = Object.fromEntries(new URLSearchParams(String(body)));
    const unstorable = Object.entries(form).some(([k, v]) => UNSTORABLE.test(k) || UNSTORABLE.test(v));
    done(unstorable ? badRequest(UNSTORABLE_MESSAGE) : null, unstorable ? undefined : form);
  });
}

/**
 * Refuses a URL holding NUL (raw or %00) with the status of 'validation/invalid' (400): path parameters and queries
 * reach SQL too, which cannot store it. Percent-decoding turns %ED%A0%80 into U+FFFD, so surrogates cannot come in.
 */
export function refuseUnstorableUrls(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!/%00|\0/i.test(req.url)) return undefined;
    const statusCode = statusFor('validation/invalid');
    const errors = [{ message: UNSTORABLE_MESSAGE, key: 'validation/invalid' }];
    return reply.code(statusCode).send({ statusCode, message: UNSTORABLE_MESSAGE, errors });
  });
}

/**
 * Answers what a route or parser throws, in the envelope's shape: a 4xx (fastify's own: an unparsable or unstorable
 * body, 413, 415, ...) keeps its status with the key 'validation/invalid'; anything else is a logged 'server/error'.
 */
export function answerThrownErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: { statusCode?: number; message: string }, req, reply) => {
    const { statusCode } = error;
    if (isClientErrorStatus(statusCode)) {
      const errors = [{ message: error.message, key: 'validation/invalid' }];
      void reply.code(statusCode).send({ statusCode, message: error.message, errors });
      return;
    }
    req.log.error({ err: error }, 'unhandled error');
    const status = statusFor('server/error');
    const errors = [{ message: 'Something went wrong on our side. Please try again.', key: 'server/error' }];
    void reply.code(status).send({ statusCode: status, message: 'Internal server error', errors });
  });
}
