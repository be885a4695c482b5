import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshTestDatabase, type TestDatabase } from '../support/test-database';
import { freePort, killHard, spawnWatched, type Watched } from './auto-delivery-support';

/**
 * Several ordinary server processes on one PostgreSQL database, as a cluster's workers are (each runs
 * crash-server.ts: server-main's startServer without the UI build), each on its own port so a test can address
 * "process 1" and "process 2" separately. The scheduler is off unless `env` turns it on.
 */
export interface ServerProcess extends Watched {
  /** e.g. 'http://127.0.0.1:40123' */
  readonly baseUrl: string;
}

/** Processes started by `startServerProcesses`, and the temporary data directory they were given. */
export class ServerProcesses {
  readonly all: ServerProcess[] = [];
  private dataDir: string | undefined;

  constructor(private readonly databaseUrl: string) {}

  /** Starts one more server process on the database and waits until it is ready. */
  async start(env: Record<string, string> = {}): Promise<ServerProcess> {
    this.dataDir ??= mkdtempSync(join(tmpdir(), 'nutshell-processes-'));
    const port = await freePort();
    const watched = spawnWatched('test/reliability/crash-server.ts', {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: this.databaseUrl,
      NUTSHELL_DATA_DIR: this.dataDir,
      NUTSHELL_SCHEDULER_INTERVAL_MS: '0',
      LOG_LEVEL: 'silent',
      ...env,
    });
    const server: ServerProcess = Object.assign(watched, { baseUrl: `http://127.0.0.1:${port}` });
    this.all.push(server);
    await server.waitFor((line) => line.startsWith('ready '));
    return server;
  }

  /** SIGKILLs every process still running and removes the data directory. */
  async stopAll(): Promise<void> {
    for (const s of this.all) await killHard(s);
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** Server processes on a fresh PostgreSQL database of their own (`startOnFreshDatabase`). */
export interface ProcessesOnDatabase {
  readonly database: TestDatabase;
  /** The database's postgres:// URL. */
  readonly databaseUrl: string;
  readonly processes: ServerProcesses;
  /** SIGKILLs the processes, removes their data directory and drops the database. */
  stop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database and `count` server processes started on it at once, each with `env` (the suites on
 * several processes). Throws outside the postgres vitest project: several processes need PostgreSQL.
 */
export async function startOnFreshDatabase(
  count: number,
  env: Record<string, string> = {},
): Promise<ProcessesOnDatabase> {
  const database = await freshTestDatabase();
  if (database.location.kind !== 'postgres') throw new Error('this test runs on PostgreSQL (the postgres project)');
  const processes = new ServerProcesses(database.location.url);
  const stop = async () => {
    await processes.stopAll();
    await database.drop();
  };
  try {
    await Promise.all(Array.from({ length: count }, () => processes.start(env)));
  } catch (e) {
    await stop();
    throw e;
  }
  return { database, databaseUrl: database.location.url, processes, stop };
}
