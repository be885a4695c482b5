import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { registerHealthRoutes, type HealthDeps } from './health-routes';

/** A database whose `select 1` answers after `delayMs`, or fails. */
function fakeDb(behaviour: { delayMs?: number; fails?: boolean } = {}): Database {
  return {
    kind: 'postgres',
    exclusive: false,
    async query<T>() {
      await new Promise((r) => setTimeout(r, behaviour.delayMs ?? 0));
      if (behaviour.fails) throw new Error('connection refused');
      return [] as T[];
    },
    exec: async () => undefined,
    transaction: () => Promise.reject(new Error('unused')),
    close: async () => undefined,
  };
}

async function get(deps: HealthDeps, url: string) {
  const app = Fastify();
  registerHealthRoutes(app, deps);
  const res = await app.inject({ url });
  await app.close();
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

describe('GET /health (liveness)', () => {
  it('answers 200 with ok, the database kind and the process id', async () => {
    expect(await get({ db: fakeDb() }, '/health')).toEqual({
      status: 200,
      body: { ok: true, database: 'postgres', pid: process.pid },
    });
  });

  it('stays 200 while the database is down (the process is alive)', async () => {
    expect((await get({ db: fakeDb({ fails: true }) }, '/health')).status).toBe(200);
  });
});

describe('GET /ready (readiness)', () => {
  it('answers 200 when select 1 answers and the search index is built', async () => {
    expect(await get({ db: fakeDb(), searchReady: () => true }, '/ready')).toEqual({
      status: 200,
      body: { ready: true, database: 'ok', search: 'ok' },
    });
  });

  it('answers 503 database unreachable when select 1 fails', async () => {
    expect(await get({ db: fakeDb({ fails: true }) }, '/ready')).toEqual({
      status: 503,
      body: { ready: false, database: 'unreachable', search: 'ok' },
    });
  });

  it('answers 503 database timeout when select 1 takes longer than the timeout', async () => {
    const r = await get({ db: fakeDb({ delayMs: 300 }), databaseTimeoutMs: 50 }, '/ready');
    expect(r).toEqual({ status: 503, body: { ready: false, database: 'timeout', search: 'ok' } });
  });

  it('answers 503 search building while the index is not built', async () => {
    expect(await get({ db: fakeDb(), searchReady: () => false }, '/ready')).toEqual({
      status: 503,
      body: { ready: false, database: 'ok', search: 'building' },
    });
  });

  it('answers 503 draining once shutdown has begun', async () => {
    expect(await get({ db: fakeDb(), drain: { draining: true } }, '/ready')).toEqual({
      status: 503,
      body: { ready: false, database: 'ok', search: 'ok', draining: true },
    });
  });
});
