import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** IPC message types between a worker asking for the cluster's metrics and the primary answering. */
const ASK = 'nutshell:cluster-metrics?';
const ANSWER = 'nutshell:cluster-metrics';
/** How long (ms) a worker waits for the primary's aggregate before GET /metrics fails. */
const ANSWER_TIMEOUT_MS = 5_000;

type Answer = { readonly type: typeof ANSWER; readonly id: number; readonly text?: string; readonly error?: string };
const isAnswer = (m: unknown): m is Answer => typeof m === 'object' && m !== null && (m as Answer).type === ANSWER;
const isAsk = (m: unknown): m is { type: typeof ASK; id: number } =>
  typeof m === 'object' && m !== null && (m as { type?: unknown }).type === ASK;

/**
 * What GET /metrics serves (metrics.ts), as Prometheus text: in a single process, `registry`'s own metrics; in a
 * worker of the cluster (NUTSHELL_WORKERS > 1, adapters/wiring/cluster-main.ts), the whole cluster's, so that one
 * scrape of the shared port sees every worker: the worker asks the primary over IPC, and the primary's
 * AggregatorRegistry (`serveClusterMetrics`) collects each worker's `registry` and sums them (counters and histograms
 * add up; prom-client's default process metrics carry their own aggregation). Rejects when the primary has not
 * answered within 5 s.
 */
export function clusterMetricsReader(registry: Registry): () => Promise<string> {
  if (!cluster.isWorker || !process.send) return () => registry.metrics();
  // Constructing one installs prom-client's worker side, which answers the primary's collection with `registry`.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  const waiting = new Map<number, { resolve: (text: string) => void; reject: (e: Error) => void }>();
  let next = 0;
  process.on('message', (m: unknown) => {
    if (!isAnswer(m)) return;
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.text !== undefined) w?.resolve(m.text);
    else w?.reject(new Error(`cluster metrics: ${m.error ?? 'no answer'}`));
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = ++next;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('cluster metrics: the primary did not answer in 5 s'));
      }, ANSWER_TIMEOUT_MS);
      const done = (fn: () => void) => {
        clearTimeout(timer);
        fn();
      };
      waiting.set(id, { resolve: (t) => done(() => resolve(t)), reject: (e) => done(() => reject(e)) });
      process.send?.({ type: ASK, id });
    });
}

/**
 * In the cluster's primary (cluster-main.ts, when NUTSHELL_METRICS=1): answers each worker's ASK with the metrics of
 * every worker, summed by prom-client's AggregatorRegistry.
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, m: unknown) => {
    if (!isAsk(m)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: m.id, text }),
      (e: unknown) => worker.send({ type: ANSWER, id: m.id, error: e instanceof Error ? e.message : String(e) }),
    );
  });
}
