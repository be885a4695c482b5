import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Graceful shutdown: the server process (shutdown-server.ts, as server-main runs it) on a temporary data
 * directory (or a fresh PostgreSQL database) gets SIGTERM while sign-ups (argon2 hashing, tens of ms each) are in
 * flight and a keep-alive connection sits idle: every in-flight request completes with 2xx, a new connection is
 * refused, the process exits 0 within 10 s, and the data directory's lock is released (a new server starts on it).
 */
let dataDir = '';
let database: TestDatabase;
let port = 0;
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const p = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return p;
}

/** Starts the server process and resolves once it prints 'ready' (first start migrates and seeds). */
async function start(): Promise<{
  child: ChildProcess;
  exited: Promise<number | null>;
  stderr: string[];
  stdout: string[];
}> {
  port = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NUTSHELL_DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ACCOUNT_RATE_PER_ADDRESS: '1000',
    DATABASE_URL: database.location.kind === 'postgres' ? database.location.url : undefined,
  };
  if (!env.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/reliability/shutdown-server.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const stderr: string[] = [];
  const stdout: string[] = [];
  child.stderr!.on('data', (d: Buffer) => stderr.push(d.toString()));
  child.stdout!.on('data', (d: Buffer) => stdout.push(d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  await new Promise<void>((resolve, reject) => {
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${stderr.join('')}`)));
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) resolve();
    });
  });
  return { child, exited, stderr, stdout };
}

/** One HTTP request on its own connection (or `agent`'s); resolves with status and the time it finished. */
function httpCall(
  path: string,
  options: { method?: string; body?: object; agent?: Agent } = {},
): { connected: Promise<void>; done: Promise<{ status: number; at: number }> } {
  let onConnect: () => void = () => undefined;
  const connected = new Promise<void>((r) => (onConnect = r));
  const payload = options.body ? JSON.stringify(options.body) : undefined;
  const done = new Promise<{ status: number; at: number }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        agent: options.agent ?? false,
        headers: payload
          ? { 'content-type': 'application/json', 'x-nutshell-csrf': '1', 'content-length': Buffer.byteLength(payload) }
          : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, at: Date.now() }));
      },
    );
    req.on('error', reject);
    req.on('socket', (s) => (s.connecting ? s.once('connect', onConnect) : onConnect()));
    req.end(payload);
  });
  return { connected, done };
}

/** Whether a new TCP connection to the server's port is refused. */
function refused(): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect({ host: '127.0.0.1', port });
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED'));
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nutshell-shutdown-'));
  database = await freshTestDatabase();
}, 120_000);
afterAll(async () => {
  // A failed assertion leaves a server running: end it before its database is dropped.
  for (const c of children) {
    if (c.exitCode !== null || c.signalCode !== null) continue;
    const gone = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await gone;
  }
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown on SIGTERM', () => {
  it('finishes in-flight requests, refuses new connections, exits 0 within 10 s, releases the data directory', async () => {
    const server = await start();
    // An idle keep-alive connection: it must not hold the shutdown open for its 72 s timeout.
    const keepAlive = new Agent({ keepAlive: true });
    expect((await httpCall('/health', { agent: keepAlive }).done).status).toBe(200);
    const run = Date.now().toString(36);
    const calls = Array.from({ length: 12 }, (_, i) =>
      httpCall('/api/sign/up', {
        method: 'POST',
        body: { email: `drain-${run}-${i}@example.com`, name: 'Ann Lee', password: 'Walnut.Tree7', isB2b: false },
      }),
    );
    // In flight: the server has logged each as an incoming request (its log is on stdout at LOG_LEVEL info).
    const received = () => server.stdout.join('').split('"url":"/api/sign/up"').length - 1;
    while (received() < calls.length) await new Promise((r) => setTimeout(r, 2));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    // The listener closes when the process handles the signal, which a loaded machine may do after every answer.
    while (!server.stderr.join('').includes('draining requests')) await new Promise((r) => setTimeout(r, 2));
    const answers = await Promise.all(calls.map((c) => c.done));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    // Argon2 takes tens of ms per sign-up: some were still being hashed when the signal came.
    expect(answers.filter((a) => a.at > signalled).length).toBeGreaterThan(0);
    expect(await refused()).toBe(true);
    const code = await server.exited;
    const tookMs = Date.now() - signalled;
    keepAlive.destroy();
    expect(code, server.stderr.join('')).toBe(0);
    expect(tookMs).toBeLessThan(10_000);
    expect(server.stderr.join('')).toContain('nutshell server: stopped');
    console.info(
      `shutdown: ${answers.filter((a) => a.at > signalled).length} of ${answers.length} requests answered after ` +
        `SIGTERM; exit 0 after ${tookMs} ms`,
    );
    if (database.kind === 'pglite') expect(existsSync(join(dataDir, 'nutshell.lock'))).toBe(false);
    // The lock is released: a new server starts on the same data, and stops the same way.
    const again = await start();
    expect((await httpCall('/ready').done).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 180_000);
});
