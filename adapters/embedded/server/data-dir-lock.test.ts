import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireLock, readLock, updateLock } from './data-dir-lock';

/** One process per PGlite data directory: the lock file names its live holder. */
describe('data directory lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'nutshell-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is taken once; a second taker learns the live holder', () => {
    const first = acquireLock(dir, { pid: process.pid, kind: 'cli' });
    expect('release' in first).toBe(true);
    const second = acquireLock(dir, { pid: process.pid, kind: 'server' });
    expect(second).toEqual({ heldBy: { pid: process.pid, kind: 'cli' } });
    if ('release' in first) first.release();
    expect(readLock(dir)).toBeUndefined();
  });

  it('tells the CLI where the server listens', () => {
    const lock = acquireLock(dir, { pid: process.pid, kind: 'server' });
    updateLock(dir, { pid: process.pid, kind: 'server', url: 'http://localhost:3999' });
    expect(readLock(dir)?.url).toBe('http://localhost:3999');
    if ('release' in lock) lock.release();
  });

  it('ignores and replaces the lock of a dead process', () => {
    writeFileSync(
      join(dir, 'nutshell.lock'),
      JSON.stringify({ pid: 2_147_483_000, kind: 'server', url: 'http://localhost:1' }),
    );
    expect(readLock(dir)).toBeUndefined();
    const lock = acquireLock(dir, { pid: process.pid, kind: 'cli' });
    expect('release' in lock).toBe(true);
    expect(readLock(dir)?.kind).toBe('cli');
  });

  it('treats an unreadable lock file as stale', () => {
    writeFileSync(join(dir, 'nutshell.lock'), 'not json');
    expect('release' in acquireLock(dir, { pid: process.pid, kind: 'cli' })).toBe(true);
  });
});
