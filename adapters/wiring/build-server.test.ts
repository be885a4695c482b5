import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server';

/**
 * The production start (`npm run build`, `npm run start:prod`): the server compiled by the same function into a
 * folder of its own inside the repository, started with plain `node` (no tsx), serves the home page and /ready, has
 * /metrics off by default, and stops on SIGTERM with exit 0 within 10 s.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  // A failed assertion leaves the server running: end it (SIGKILL; SIGTERM was the test's own step).
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

/**
 * The UI's two Vite builds as `npm run build` makes them (nothing when dist/ is fresh: ensureUiBuild), in a process
 * of its own with NODE_ENV=production: under vitest (NODE_ENV=test) Vite would build React's development JSX.
 */
async function buildUiForProduction(): Promise<void> {
  const script =
    "import { ensureUiBuild } from './adapters/embedded/server/ui-build.ts'; await ensureUiBuild(() => undefined);";
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr.on('data', (d: Buffer) => stderr.push(d.toString()));
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`the UI build failed (${code}): ${stderr.join('')}`);
}

describe('production build', () => {
  it('the bundled server starts without tsx, serves / and /ready, and stops on SIGTERM', async () => {
    await buildUiForProduction();
    mkdirSync(join(ROOT, '.tmp'), { recursive: true });
    const outDir = mkdtempSync(join(ROOT, '.tmp', 'server-build-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'nutshell-prod-'));
    dirs.push(outDir, dataDir);
    const { files } = await buildServer(outDir);
    expect(files.some((f) => f.endsWith('server-main.js'))).toBe(true);
    const bundle = readFileSync(join(outDir, 'server-main.js'), 'utf8');
    expect(bundle).not.toMatch(/from ["']tsx|import\(["']tsx/);

    const port = await freePort();
    const env: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      NUTSHELL_DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    };
    for (const name of ['DATABASE_URL', 'NUTSHELL_METRICS', 'NODE_OPTIONS']) delete env[name];
    const child = spawn(process.execPath, [join(outDir, 'server-main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    const stderr: string[] = [];
    child.stderr.on('data', (d: Buffer) => stderr.push(d.toString()));
    child.stdout.on('data', (d: Buffer) => stderr.push(d.toString()));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    await new Promise<void>((resolve, reject) => {
      void exited.then((code) => reject(new Error(`server exited with ${code}: ${stderr.join('')}`)));
      child.stdout.on('data', (d: Buffer) => {
        if (d.toString().includes('Nutshell is ready')) resolve();
      });
    });
    const base = `http://127.0.0.1:${port}`;
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html');
    const ready = await fetch(`${base}/ready`);
    expect(await ready.json()).toEqual({ ready: true, database: 'ok', search: 'ok' });
    // Its body left unread: the keep-alive connection must not hold the shutdown open.
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    const signalled = Date.now();
    child.kill('SIGTERM');
    const code = await exited;
    expect(code, stderr.join('')).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
  }, 180_000);
});
