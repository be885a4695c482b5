/**
 * Latency sampling for the benchmark: a warm-up, then sequential measured runs timed with
 * performance.now(), stopped at the wanted sample count or at a wall-clock cap, whichever comes first.
 */

/** Summary of one measured cell (all times in milliseconds). */
export interface LatencyStats {
  /** Measured runs (after warm-up). */
  readonly samples: number;
  /** Runs wanted; `samples < wanted` means the time cap stopped the cell early. */
  readonly wanted: number;
  readonly warmup: number;
  readonly p50: number;
  readonly p99: number;
  readonly mean: number;
  readonly min: number;
  readonly max: number;
  /** Wall-clock time of the measured runs. */
  readonly wallMs: number;
  /** true when the time cap cut the cell short of `wanted` samples. */
  readonly capped: boolean;
}

/** Options of one measured cell. */
export interface MeasureOptions {
  /** Measured runs wanted. */
  readonly samples: number;
  /** Most warm-up runs; warm-up also stops after `warmupCapMs`, but never before `minWarmup` runs. */
  readonly warmup: number;
  readonly minWarmup: number;
  readonly warmupCapMs: number;
  /** Stop measuring after this many ms even below `samples` (0: no cap). At least 20 runs are always taken. */
  readonly capMs: number;
}

/** The nearest-rank percentile `p` (0..1) of ascending `sorted`; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return sorted[rank - 1]!;
}

/**
 * Runs `run(i)` sequentially: warm-up runs first (i continues across warm-up and measurement, so request
 * rotations keep going), then measured runs until `samples` are taken or `capMs` has elapsed.
 */
export async function measure(run: (i: number) => Promise<void>, options: MeasureOptions): Promise<LatencyStats> {
  let i = 0;
  const warmStart = performance.now();
  let warmup = 0;
  while (warmup < options.warmup && (warmup < options.minWarmup || performance.now() - warmStart < options.warmupCapMs)) {
    await run(i++);
    warmup++;
  }
  const times: number[] = [];
  const start = performance.now();
  let capped = false;
  while (times.length < options.samples) {
    if (options.capMs > 0 && times.length >= 20 && performance.now() - start >= options.capMs) {
      capped = true;
      break;
    }
    const t0 = performance.now();
    await run(i++);
    times.push(performance.now() - t0);
  }
  const wallMs = performance.now() - start;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    samples: times.length,
    wanted: options.samples,
    warmup,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    mean: times.reduce((a, b) => a + b, 0) / Math.max(1, times.length),
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
    wallMs,
    capped,
  };
}
