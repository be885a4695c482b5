/**
 * Recording and replaying HTTP exchanges of the outside services (commerce, storefront backend, payments)
 * as the HTTP adapters make them (DESIGN §4: the HTTP adapter replaying fixtures/recorded). An exchange is
 * matched by its order, method, path with query, and JSON body; headers are not compared.
 */
export interface Exchange {
  readonly request: { readonly method: string; readonly path: string; readonly body?: unknown };
  readonly response: { readonly status: number; readonly body?: unknown };
}

/** A recorded scenario: its exchanges and the summary the scenario computed from them. */
export interface Recording {
  readonly scenario: string;
  readonly exchanges: readonly Exchange[];
  readonly summary: unknown;
}

function parseBody(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function pathOf(url: string): string {
  const u = new URL(url, 'http://replay.invalid');
  return `${u.pathname}${u.search}`;
}

const bodyText = (init?: RequestInit): string | undefined => (typeof init?.body === 'string' ? init.body : undefined);

/** A fetch that keeps cookies like a browser (one jar, any host): for driving the session-scoped adapters from Node. */
export function cookieJarFetch(base: typeof fetch): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await base(input, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return res;
  };
}

/** A fetch that records every exchange it passes on into `sink`. */
export function recordingFetch(base: typeof fetch, sink: Exchange[]): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const res = await base(input, init);
    const text = await res.text();
    sink.push({
      request: { method: init?.method ?? 'GET', path: pathOf(url), body: parseBody(bodyText(init)) },
      response: { status: res.status, body: parseBody(text) },
    });
    return new Response(text === '' ? null : text, {
      status: res.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/**
 * A fetch that answers from `exchanges` without any server. In order by default: a request that differs from
 * the next recorded one throws (a test failure). With `anyOrder`, a request takes the first unused recorded
 * exchange equal to it (concurrent requests, such as reference look-ups, may arrive in either order); one with
 * no such exchange throws.
 */
export function replayFetch(
  exchanges: readonly Exchange[],
  options: { readonly anyOrder?: boolean } = {},
): typeof fetch & { readonly remaining: () => number } {
  const used = new Array<boolean>(exchanges.length).fill(false);
  let next = 0;
  const f = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const actual = { method: init?.method ?? 'GET', path: pathOf(url), body: parseBody(bodyText(init)) };
    const same = (e: Exchange) =>
      e.request.method === actual.method &&
      e.request.path === actual.path &&
      JSON.stringify(e.request.body) === JSON.stringify(actual.body);
    const index = options.anyOrder ? exchanges.findIndex((e, i) => !used[i] && same(e)) : next;
    const recorded = index >= 0 ? exchanges[index] : undefined;
    if (!recorded) throw new Error(`replay: no recorded exchange left for ${actual.method} ${actual.path}`);
    if (!same(recorded)) {
      throw new Error(
        `replay: exchange ${index} differs.\nrecorded: ${JSON.stringify(recorded.request)}\nactual:   ${JSON.stringify(actual)}`,
      );
    }
    used[index] = true;
    next = index + 1;
    const body = recorded.response.body === undefined ? null : JSON.stringify(recorded.response.body);
    return new Response(body, { status: recorded.response.status, headers: { 'content-type': 'application/json' } });
  };
  return Object.assign(f as typeof fetch, { remaining: () => used.filter((u) => !u).length });
}
