import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Table from 'cli-table3';
import { z } from 'zod';
import { inStockAlmonds, processTree, rssKiB, startNpmServer, stopServer, type SpawnedServer } from './bench-server';
import { SOAK_BUDGET } from './budgets';
import { CARTS, cartUpdateSender } from './open-loop-bench';
import { LATE_MS, runOpenLoop, type OpenLoopResult } from './open-loop';
import { ms, tableStyle, verdict } from './report';
import { closedLoopCartUpdate, sessionCart, type ThroughputCell } from './throughput-bench';

/**
 * The soak (`npm run bench -- --soak 30m`; not in CI): on the embedded default (PGlite, `npm start`'s server in its own
 * process), the closed-loop peak of the cart update on the `/me` path first (autocannon, 50 connections, 5 s), then half
 * of it offered open loop over 50 carts for the duration (after a 10 s warm-up at that rate), the server's RSS (VmRSS of
 * its node process and any children, /proc) sampled every 10 s. Reports RSS in the first and the last 5 minutes (the
 * lowest sample of each window: rssGrowth), its growth in %, errors, and latency percentiles per 5-minute window. Budget SOAK_BUDGET: RSS growth ≤ 10 %,
 * zero errors. Writes bench/soak-results.json (bench/results.json stays the full run's).
 */

const UNITS = { s: 1, m: 60, h: 3600 } as const;

/** A duration such as '30s', '10m', '1h' or '1.5h', in seconds (> 0); zod-checked. */
export const durationSchema = z
  .string()
  .regex(/^\d+(\.\d+)?[smh]$/, 'a duration is a number followed by s, m or h, e.g. 30s, 10m, 1h')
  .transform((v) => Number(v.slice(0, -1)) * UNITS[v.slice(-1) as keyof typeof UNITS])
  .refine((seconds) => seconds > 0, 'a duration must be more than 0');

/** The soak's duration in seconds when `argv` has `--soak <duration>` or `--soak=<duration>`; undefined without. */
export function soakSeconds(argv: readonly string[]): number | undefined {
  const i = argv.findIndex((a) => a === '--soak' || a.startsWith('--soak='));
  if (i < 0) return undefined;
  const raw = argv[i]!.startsWith('--soak=') ? argv[i]!.slice('--soak='.length) : argv[i + 1];
  const parsed = durationSchema.safeParse(raw ?? '');
  if (!parsed.success) throw new Error(`--soak ${raw ?? ''}: ${parsed.error.issues[0]?.message ?? 'invalid duration'}`);
  return parsed.data;
}

/** Seconds between RSS samples. */
const RSS_EVERY_S = 10;
/** Latency window, seconds of scheduled time. */
const WINDOW_S = 300;
/** Warm-up at the soak's rate before the measured run, seconds. */
const WARMUP_S = 10;
/** Closed-loop peak measurement, seconds (after autocannon's 2 s warm-up). */
const PEAK_S = 5;

/** One RSS sample: seconds since the measured start, KiB. */
export interface RssSample {
  readonly atS: number;
  readonly rssKiB: number;
}

/** The soak's result. */
export interface SoakResult {
  readonly durationS: number;
  readonly peak: ThroughputCell;
  readonly rate: number;
  readonly result: OpenLoopResult;
  readonly rss: readonly RssSample[];
  /** The lowest RSS sample of the first and of the last WINDOW_S seconds (rssGrowth), KiB. */
  readonly rssStartKiB: number;
  readonly rssEndKiB: number;
  readonly rssGrowthPercent: number;
}

/** The server's RSS: its node process and any children (a cluster's workers), KiB. */
function serverRss(server: SpawnedServer): number {
  return processTree(server.child.pid!).reduce((sum, pid) => sum + rssKiB(pid), 0);
}

/** Runs the soak for `durationS` seconds on a fresh PGlite data directory. */
export async function runSoak(repoRoot: string, durationS: number, log: (line: string) => void): Promise<SoakResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nutshell-bench-soak-'));
  let server: SpawnedServer | undefined;
  try {
    server = await startNpmServer(repoRoot, dataDir);
    const base = server.url;
    const [product] = await inStockAlmonds(base, 1);
    const peak = await closedLoopCartUpdate(base, product!.sku, PEAK_S);
    const rate = Math.max(1, Math.floor(peak.requestsPerSecond / 2));
    log(`soak: closed-loop peak ${peak.requestsPerSecond.toFixed(0)} req/s; offering ${rate}/s for ${durationS} s`);
    const carts = await Promise.all(Array.from({ length: CARTS }, () => sessionCart(base, product!.sku)));
    const send = cartUpdateSender(carts, 'me');
    await runOpenLoop({ origin: base, rate, durationS: WARMUP_S, send });
    const started = performance.now();
    const running = server;
    const rss: RssSample[] = [{ atS: 0, rssKiB: serverRss(running) }];
    const sampler = setInterval(() => {
      const atS = Math.round((performance.now() - started) / 1000);
      rss.push({ atS, rssKiB: serverRss(running) });
      if (atS % 60 === 0) log(`soak: ${atS} s, RSS ${(rss.at(-1)!.rssKiB / 1024).toFixed(0)} MiB`);
    }, RSS_EVERY_S * 1000);
    let result: OpenLoopResult;
    try {
      result = await runOpenLoop({ origin: base, rate, durationS, send, windowS: WINDOW_S });
    } finally {
      clearInterval(sampler);
    }
    rss.push({ atS: Math.round((performance.now() - started) / 1000), rssKiB: serverRss(running) });
    const growth = rssGrowth(rss, WINDOW_S);
    const [rssStartKiB, rssEndKiB, rssGrowthPercent] = [growth.startKiB, growth.endKiB, growth.percent];
    return { durationS, peak, rate, result, rss, rssStartKiB, rssEndKiB, rssGrowthPercent };
  } finally {
    await stopServer(server?.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * RSS growth over a soak: the lowest sample of its first `windowS` seconds against the lowest of its last `windowS`
 * seconds (KiB), and the change in %. The lowest, not the first and last samples: under load the heap grows and
 * shrinks by hundreds of MiB between collections, so two single samples would decide the verdict by where each fell
 * in that cycle, while the floor after collections is what a leak raises.
 */
export function rssGrowth(samples: readonly RssSample[], windowS: number): { startKiB: number; endKiB: number; percent: number } {
  const lastS = Math.max(...samples.map((s) => s.atS));
  const startKiB = Math.min(...samples.filter((s) => s.atS <= windowS).map((s) => s.rssKiB));
  const endKiB = Math.min(...samples.filter((s) => s.atS >= lastS - windowS).map((s) => s.rssKiB));
  return { startKiB, endKiB, percent: ((endKiB - startKiB) / startKiB) * 100 };
}

/** Prints the soak's tables; appends a line to `failures` per budget missed. */
export function printSoak(r: SoakResult, failures: string[]): void {
  const b = SOAK_BUDGET;
  const x = r.result;
  const mib = (kib: number) => (kib / 1024).toFixed(1);
  console.log(`SOAK (embedded default, PGlite, 1 process: cart updates /me over ${CARTS} carts at half the closed-loop peak, open loop, ${r.durationS} s after ${WARMUP_S} s of warm-up; budget RSS growth ≤ ${b.rssGrowthPercent} %, ${b.errors} errors)`);
  const t = new Table({ ...tableStyle, head: ['measure', 'value'] });
  const growthPass = r.rssGrowthPercent <= b.rssGrowthPercent;
  const errorsPass = x.errors <= b.errors;
  t.push(['closed-loop peak (autocannon, 50 connections, 5 s)', `${r.peak.requestsPerSecond.toFixed(0)} req/s, p99 ${r.peak.p99Ms} ms`]);
  t.push(['offered / achieved', `${r.rate}/s / ${x.achievedRate.toFixed(0)}/s (${x.requests} requests)`]);
  t.push(['p50 / p99 / p99.9 / max, ms', `${ms(x.p50Ms)} / ${ms(x.p99Ms)} / ${ms(x.p999Ms)} / ${ms(x.maxMs)}`]);
  const behind = `${x.lateSends} sends > ${LATE_MS} ms late, worst ${ms(x.maxSendLagMs)} ms; max queued ${x.maxPending}`;
  t.push(['409 retried; client behind', `${x.conflicts}; ${behind}`]);
  t.push(['errors', `${x.errors}${x.errors ? ` (${JSON.stringify(x.errorKinds)})` : ''}: ${verdict(errorsPass)}`]);
  t.push([`server RSS, lowest in the first → last ${WINDOW_S / 60} minutes, MiB`, `${mib(r.rssStartKiB)} → ${mib(r.rssEndKiB)} (max ${mib(Math.max(...r.rss.map((s) => s.rssKiB)))})`]);
  t.push(['RSS growth', `${r.rssGrowthPercent.toFixed(1)} %: ${verdict(growthPass)}`]);
  console.log(t.toString());
  const w = new Table({ ...tableStyle, head: ['window (s)', 'requests', 'errors', 'p50', 'p99', 'p99.9', 'max'] });
  for (const win of x.windows) {
    const end = Math.min(win.startS + WINDOW_S, r.durationS);
    w.push([`${win.startS}–${end}`, win.requests, win.errors, ms(win.p50Ms), ms(win.p99Ms), ms(win.p999Ms), ms(win.maxMs)]);
  }
  console.log(w.toString());
  if (!growthPass) failures.push(`soak: RSS grew ${r.rssGrowthPercent.toFixed(1)} % > ${b.rssGrowthPercent} %`);
  if (!errorsPass) failures.push(`soak: ${x.errors} errors (${JSON.stringify(x.errorKinds)})`);
  console.log('');
}

/** `npm run bench -- --soak <duration>`: runs only the soak, prints it and writes bench/soak-results.json. */
export async function runSoakSection(repoRoot: string, durationS: number): Promise<void> {
  const started = performance.now();
  const log = (line: string): void => console.log(`[soak ${((performance.now() - started) / 1000).toFixed(0)}s] ${line}`);
  const result = await runSoak(repoRoot, durationS, log);
  const failures: string[] = [];
  console.log('');
  printSoak(result, failures);
  const out = join(repoRoot, 'bench', 'soak-results.json');
  mkdirSync(dirname(out), { recursive: true });
  const summary = { generatedAt: new Date().toISOString(), node: process.version, budget: SOAK_BUDGET, soak: result, failures };
  writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);
  if (failures.length > 0) for (const f of failures) console.log(`  ✗ ${f}`);
  else console.log('Soak budgets PASS.');
  console.log(`Wrote ${out}.`);
}
