import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The header that carries a request's id, in and out. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id the server keeps: 1 to 128 letters, digits, '_', '.' or '-' (safe in logs and headers). */
const SAFE_REQUEST_ID = /^[\w.-]{1,128}$/;

/**
 * fastify's `genReqId`: the incoming `x-request-id` when it is a safe token (a proxy or load balancer in front set
 * it), otherwise a random UUID. The id is the `reqId` field of every log line of the request.
 */
export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const context = new AsyncLocalStorage<{ readonly reqId: string }>();

/**
 * The id of the request whose work is running now, or undefined outside a request (the scheduler, start-up): loggers
 * that are not the request's own (the mail logger, a pino `mixin`) add it as `reqId`.
 */
export function currentRequestId(): string | undefined {
  return context.getStore()?.reqId;
}

/** The fields a logger outside fastify adds to a line written during a request: `{ reqId }`, or none. */
export function requestLogFields(): { reqId?: string } {
  const reqId = currentRequestId();
  return reqId === undefined ? {} : { reqId };
}

/** Each request's async scope, entered again after its body is read (a stream's events run outside it). */
const scopes = new WeakMap<FastifyRequest, AsyncResource>();

/**
 * Every response carries `x-request-id` (errors and 404s too), and the request's work runs with its id in an async
 * context (currentRequestId). Register first, before any other hook, so that even early refusals carry the header.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    context.run({ reqId: req.id }, () => {
      scopes.set(req, new AsyncResource('nutshell-request'));
      done();
    });
  });
  app.addHook('preValidation', (req, _reply, done) => {
    const scope = scopes.get(req);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
}
