import Table from 'cli-table3';
import type { BundleBenchResult } from './bundle-bench';
import { INITIAL_JS_BUDGETS, HYDROGEN_REFERENCE } from './bundle-bench';
import type { LighthouseResult } from './lighthouse-bench';
import type { SsrBenchResult } from './ssr-bench';
import { CART_UPDATE_BUDGET, type ThroughputCell } from './throughput-bench';
import { LIGHTHOUSE_BUDGET, SSR_BUDGET } from './budgets';
import { AUTO_DELIVERY_TARGET_S, type AutoDeliveryBenchResult } from './auto-delivery-bench';
import type { OpenLoopBenchResult } from './open-loop-bench';
import { LATE_MS } from './open-loop';

/**
 * The tables `npm run bench` prints for the page weight, throughput, Lighthouse, server-render and auto-delivery sections. Each
 * printer writes its table to stdout and appends a line to `failures` per budget missed (a budget is reported,
 * never thrown).
 */

/** Milliseconds with two, one or no decimals by size; '—' when not a number. */
export const ms = (n: number): string => (Number.isFinite(n) ? (n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0)) : '—');
/** Bytes as KiB (1,024 B), one decimal. */
export const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
/** 'PASS' or 'FAIL'. */
export const verdict = (pass: boolean): string => (pass ? 'PASS' : 'FAIL');
/** Plain tables when not on a terminal (no colour codes in logs). */
export const tableStyle = process.stdout.isTTY ? {} : { style: { head: [], border: [] } };

/** The page weight table: initial JS and CSS per route, the JS budgets and where InstantSearch loads. */
export function printBundle(bundle: BundleBenchResult, failures: string[]): void {
  const b = INITIAL_JS_BUDGETS;
  console.log(`PAGE WEIGHT: INITIAL JS AND CSS (gzip level 9; every size in KiB = 1,024 B; budget of the JS ≤ ${kib(b.home)} KiB on home and listing (${HYDROGEN_REFERENCE}), ≤ ${kib(b.product)} KiB on product; vite build ${ms(bundle.buildMs)} ms)`);
  const t = new Table({ ...tableStyle, head: ['route', 'JS files', 'JS raw KiB', 'JS gzip KiB', 'CSS gzip KiB', 'JS + CSS gzip KiB', 'budget (JS gzip KiB)', 'InstantSearch in initial JS'] });
  for (const r of bundle.routes) {
    const pass = r.budgetBytes === undefined || r.gzipBytes <= r.budgetBytes;
    if (!pass) failures.push(`initial JS of ${r.route}: ${kib(r.gzipBytes)} KiB > ${kib(r.budgetBytes!)} KiB`);
    const instant = r.instantSearch.length > 0 ? r.instantSearch.join(', ') : 'none';
    if (r.budgetBytes !== undefined && r.instantSearch.length > 0) failures.push(`InstantSearch in the initial JS of ${r.route}: ${instant}`);
    t.push([r.route, r.files.length, kib(r.rawBytes), kib(r.gzipBytes), kib(r.cssGzipBytes), kib(r.gzipBytes + r.cssGzipBytes), r.budgetBytes === undefined ? '(info)' : `≤ ${kib(r.budgetBytes)}: ${verdict(pass)}`, r.budgetBytes === undefined ? `${instant} (allowed)` : r.instantSearch.length > 0 ? `FAIL: ${instant}` : 'none (PASS)']);
  }
  console.log(t.toString());
  console.log('Counted per route: the entry chunk and its static imports, plus the chunks the server-rendered page preloads for its kind (html-shell.ts ON_DEMAND_MODULES) and their static imports.');
  for (const e of bundle.errors) failures.push(`bundle: ${e}`);
  console.log('');
}

/** The throughput table: req/s (pages/s for the HTML page), latency and the ratio to the bare route. */
export function printThroughput(cells: readonly ThroughputCell[], failures: string[]): void {
  console.log(`SERVER THROUGHPUT (autocannon, 10 s after 2 s of warm-up, 50 connections, against the npm start server in its own process; budget cart update ≥ ${CART_UPDATE_BUDGET.requestsPerSecond} req/s with p99 ≤ ${CART_UPDATE_BUDGET.p99Ms} ms)`);
  const t = new Table({ ...tableStyle, head: ['route', 'req/s (HTML: pages/s)', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', '× bare', 'budget'] });
  for (const c of cells) {
    const budgeted = c.route.startsWith('cart update');
    const pass = c.requestsPerSecond >= CART_UPDATE_BUDGET.requestsPerSecond && c.p99Ms <= CART_UPDATE_BUDGET.p99Ms;
    if (budgeted && !pass) failures.push(`cart update: ${c.requestsPerSecond.toFixed(0)} req/s, p99 ${c.p99Ms} ms (budget ≥ ${CART_UPDATE_BUDGET.requestsPerSecond} req/s, p99 ≤ ${CART_UPDATE_BUDGET.p99Ms} ms)`);
    t.push([c.route, c.requestsPerSecond.toFixed(0), c.p50Ms, c.p99Ms, c.non2xx, c.errors, c.ratioToBare.toFixed(3), budgeted ? verdict(pass) : '(info)']);
  }
  console.log(t.toString());
  console.log('');
}

/** One budgeted Lighthouse figure with its verdict, e.g. '99 PASS'. */
const judged = (text: string, pass: boolean): string => `${text} ${verdict(pass)}`;

/** The Lighthouse table: per page, each budgeted figure with PASS/FAIL, and the overall verdict. */
export function printLighthouse(result: LighthouseResult | undefined, error: string | undefined, failures: string[]): void {
  const b = LIGHTHOUSE_BUDGET;
  console.log(`LIGHTHOUSE (performance and SEO, mobile defaults: simulated slow 4G and 4× CPU; the median of each page's runs; budget on each page: performance ≥ ${b.score}, SEO = ${b.seo}, CLS < ${b.cls}, TBT ≤ ${b.tbtMs} ms, LCP ≤ ${b.lcpMs} ms)`);
  const t = new Table({ ...tableStyle, head: ['page', 'path', `perf. (≥ ${b.score})`, `SEO (= ${b.seo})`, 'FCP ms', `LCP ms (≤ ${b.lcpMs})`, `TBT ms (≤ ${b.tbtMs})`, `CLS (< ${b.cls})`, 'TBT range of the runs ms', 'KiB transferred', 'budget'] });
  for (const c of result?.cells ?? []) {
    const checks = { score: c.score >= b.score, seo: c.seoScore >= b.seo, lcp: c.lcpMs <= b.lcpMs, tbt: c.tbtMs <= b.tbtMs, cls: c.cls < b.cls };
    const pass = Object.values(checks).every(Boolean);
    if (!pass) failures.push(`lighthouse ${c.page}: performance ${c.score}, SEO ${c.seoScore}, LCP ${c.lcpMs.toFixed(0)} ms, TBT ${c.tbtMs.toFixed(0)} ms, CLS ${c.cls.toFixed(3)} (budget ≥ ${b.score}, = ${b.seo}, ≤ ${b.lcpMs} ms, ≤ ${b.tbtMs} ms, < ${b.cls})${c.seoFailures.length ? `; SEO audits failed: ${c.seoFailures.join(', ')}` : ''}`);
    t.push([c.page, c.path.length > 28 ? `${c.path.slice(0, 27)}…` : c.path, judged(String(c.score), checks.score), judged(String(c.seoScore), checks.seo), c.fcpMs.toFixed(0),
      judged(c.lcpMs.toFixed(0), checks.lcp), judged(c.tbtMs.toFixed(0), checks.tbt), judged(c.cls.toFixed(3), checks.cls), `${c.tbtRangeMs[0].toFixed(0)}–${c.tbtRangeMs[1].toFixed(0)}`, kib(c.transferBytes), verdict(pass)]);
  }
  console.log(t.toString());
  for (const e of result?.errors ?? []) failures.push(`lighthouse ${e}`);
  if (error) failures.push(`lighthouse: ${error}`);
  console.log('');
}

/** The server render table: p50/p99 per page and mode; the budget on the product page's full response. */
export function printSsr(ssr: SsrBenchResult | undefined, error: string | undefined, failures: string[]): void {
  console.log(`SERVER RENDER TIME (ms, sequential, in this process: app.inject GET to the whole response, and the renderer alone; React build: ${ssr?.nodeEnv ?? '—'}; budget product page p99 ≤ ${SSR_BUDGET.productP99Ms} ms, full response)`);
  const t = new Table({ ...tableStyle, head: ['page', 'path', 'measured', 'renders', 'p50', 'p99', 'mean', 'max', 'KiB (raw)', 'budget'] });
  for (const c of ssr?.cells ?? []) {
    const budgeted = c.page === 'product' && c.mode.startsWith('app.inject');
    const pass = c.stats.p99 <= SSR_BUDGET.productP99Ms;
    if (budgeted && !pass) failures.push(`server render of ${c.path}: p99 ${ms(c.stats.p99)} ms > ${SSR_BUDGET.productP99Ms} ms`);
    t.push([c.page, c.path, c.mode, c.stats.samples, ms(c.stats.p50), ms(c.stats.p99), ms(c.stats.mean), ms(c.stats.max), kib(c.bytes), budgeted ? verdict(pass) : '(info)']);
  }
  console.log(t.toString());
  if (ssr?.built) console.log('(dist/ui and dist/server were missing or older than ui/: the section built them first.)');
  if (error) failures.push(`server render: ${error}`);
  console.log('');
}

/** The auto-delivery table: one run-due call over a day of due subscriptions (no budget; errors count as failures). */
export function printAutoDelivery(r: AutoDeliveryBenchResult, failures: string[]): void {
  console.log(`AUTO-DELIVERY RUN-DUE (one runDue call on PGlite in memory, ${r.subscriptions.toLocaleString('en-US')} subscriptions due today, ${r.customers.toLocaleString('en-US')} customers, one delivery each; no budget, target ≤ ${AUTO_DELIVERY_TARGET_S} s for 10,000 subscriptions)`);
  const t = new Table({ ...tableStyle, head: ['measure', 'value'] });
  t.push(['open + migrate + seed catalogue, ms', r.openMs.toFixed(0)]);
  t.push(['bulk seed (customers, addresses, cards, subscriptions), ms', r.seedMs.toFixed(0)]);
  t.push(['run-due total, s', (r.runMs / 1000).toFixed(1)]);
  t.push(['orders placed / declined / failed', `${r.ordered} / ${r.declined} / ${r.failed}`]);
  t.push(['subscriptions/s', r.subscriptionsPerSecond.toFixed(1)]);
  t.push(['orders/s', r.ordersPerSecond.toFixed(1)]);
  t.push(['ms per order (claim, place, finish)', ms(r.msPerOrder)]);
  t.push(['target', r.subscriptions >= 10_000 ? `${r.runMs / 1000 <= AUTO_DELIVERY_TARGET_S ? 'met' : 'MISSED'} (≤ ${AUTO_DELIVERY_TARGET_S} s)` : '(info: fewer than 10,000)']);
  console.log(t.toString());
  for (const e of r.errors) failures.push(`auto-delivery: ${e}`);
  console.log('');
}

/** Error kinds of an open-loop cell, e.g. '503 ×3, timeout ×2' ('0' when none). */
const errorList = (kinds: Readonly<Record<string, number>>): string =>
  Object.entries(kinds).map(([k, n]) => `${k} ×${n}`).join(', ') || '0';

/**
 * The open-loop table: per deployment the closed-loop maximum of the cart update, then each cell's achieved rate,
 * p50/p99/p99.9/max from the scheduled send time, errors, conflicts retried, whether the client fell behind, and the
 * budget (p99 within it and no errors) where there is one; a deployment that did not run, with why.
 */
export function printOpenLoop(r: OpenLoopBenchResult, failures: string[]): void {
  console.log(`LATENCY AT A FIXED OFFERED LOAD (open loop: ms from each request's scheduled send time, no coordinated omission; ${r.warmupS} s warm-up + ${r.measuredS} s measured per cell; cart updates over 50 carts; a request > 2 s is an error; budget: p99 within it and no errors)`);
  const t = new Table({ ...tableStyle, head: ['deployment', 'route', 'offered/s', 'achieved/s', 'p50', 'p99', 'p99.9', 'max', 'errors', '409 retried', `client behind (sends > ${LATE_MS} ms late; worst lag ms; max queued)`, 'budget'] });
  for (const d of r.deployments) {
    if (d.notRun) t.push([d.name, d.notRun, '', '', '', '', '', '', '', '', '', '(not run)']);
    const c = d.closedLoop;
    if (c) t.push([d.name, 'closed-loop maximum: cart update /me (autocannon, 50 connections)', '—', c.requestsPerSecond.toFixed(0), c.p50Ms, c.p99Ms, '—', '—', c.non2xx + c.errors, '—', '—', '(info)']);
    for (const cell of d.cells) {
      const x = cell.result;
      const budgeted = cell.budgetP99Ms !== undefined;
      const pass = budgeted && x.p99Ms <= cell.budgetP99Ms! && x.errors === 0;
      if (budgeted && !pass) failures.push(`open loop ${d.name}, ${cell.route} at ${cell.offered}/s: p99 ${ms(x.p99Ms)} ms, ${x.errors} errors (budget p99 ≤ ${cell.budgetP99Ms} ms, no errors)`);
      t.push([d.name, cell.route, cell.offered, x.achievedRate.toFixed(0), ms(x.p50Ms), ms(x.p99Ms), ms(x.p999Ms), ms(x.maxMs), errorList(x.errorKinds), x.conflicts, `${x.lateSends}; ${ms(x.maxSendLagMs)}; ${x.maxPending}`, budgeted ? `≤ ${cell.budgetP99Ms} ms: ${verdict(pass)}` : '(info)']);
    }
    for (const e of d.errors) failures.push(`open loop: ${e}`);
  }
  console.log(t.toString());
  console.log('');
}
