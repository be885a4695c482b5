import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import { join } from 'node:path';

/** Who holds a data directory: the server (with its URL) or an in-process CLI. */
export interface LockInfo {
  readonly pid: number;
  readonly kind: 'server' | 'cli';
  readonly url?: string;
}

const LOCK = 'nutshell.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live holder of the data directory, or undefined (a stale lock of a dead process is ignored). */
export function readLock(dataDir: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(join(dataDir, LOCK), 'utf8')) as LockInfo;
    return typeof info.pid === 'number' && alive(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the data directory for this process so that two processes never open one PGlite directory at once.
 * Returns a release function, or the live holder when another process has it.
 */
export function acquireLock(dataDir: string, info: LockInfo): { release: () => void } | { heldBy: LockInfo } {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeFileSync(fd, JSON.stringify(info));
      closeSync(fd);
      return { release: () => rmSync(path, { force: true }) };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = readLock(dataDir);
      if (holder) return { heldBy: holder };
      rmSync(path, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}

/** Rewrites the lock's info (the server adds its URL once it listens). */
export function updateLock(dataDir: string, info: LockInfo): void {
  writeFileSync(join(dataDir, LOCK), JSON.stringify(info));
}
