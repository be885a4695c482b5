/**
 * A browser driven by hand for the social sign-in flow against a listening test server: fetch with redirects
 * followed one by one, a cookie jar (name → value, any path), and the site's public origin mapped to the server's
 * listening address (as a reverse proxy would).
 */
export class HandBrowser {
  readonly jar = new Map<string, string>();
  /** Every URL requested, in order (public-origin URLs as the browser saw them). */
  readonly visited: string[] = [];

  constructor(
    readonly baseUrl: string,
    readonly publicOrigin: string,
  ) {}

  private target(url: string): string {
    const u = new URL(url, this.publicOrigin);
    return u.origin === this.publicOrigin ? `${this.baseUrl}${u.pathname}${u.search}` : u.href;
  }

  /** One request, no redirect followed; cookies kept. */
  async request(url: string, init: { method?: string; form?: Record<string, string>; json?: object } = {}) {
    this.visited.push(url);
    const headers: Record<string, string> = {};
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json) {
      headers['content-type'] = 'application/json';
      headers['x-nutshell-csrf'] = '1';
      body = JSON.stringify(init.json);
    }
    const res = await fetch(this.target(url), {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (expired || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return {
      status: res.status,
      location: res.headers.get('location'),
      text: await res.text(),
      url,
      headers: res.headers,
    };
  }

  /** Follows redirects from `url` until an answer that is not one; every answer on the way. */
  async follow(url: string, init: { form?: Record<string, string> } = {}) {
    const answers = [await this.request(url, init)];
    while (answers.at(-1)!.location && answers.length < 12) {
      const last = answers.at(-1)!;
      answers.push(await this.request(new URL(last.location!, new URL(last.url, this.publicOrigin)).href));
    }
    return answers;
  }
}

/** The forms of an HTML page: action and hidden inputs, and the text of its submit button. */
export function formsOf(html: string): { action: string; fields: Record<string, string>; button: string }[] {
  const unescape = (s: string) =>
    s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).replace(/&amp;/g, '&');
  return [...html.matchAll(/<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)].map((m) => ({
    action: unescape(m[1]!),
    fields: Object.fromEntries(
      [...m[2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\/?>/g)].map((i) => [
        i[1]!,
        unescape(i[2]!),
      ]),
    ),
    button: unescape(/<button[^>]*>([\s\S]*?)<\/button>/.exec(m[2]!)?.[1]?.trim() ?? ''),
  }));
}

/**
 * The whole social sign-in in `browser`: start (with `query`), the provider's page, the button of the user whose
 * text contains `user`, back to the site (Apple's form_post page submitted as a browser would). The last answer.
 */
export async function socialSignIn(
  browser: HandBrowser,
  provider: 'google' | 'apple' | 'facebook',
  user: string,
  query = 'redirectPath=%2Fcart',
) {
  const toPage = await browser.follow(`/api/sign/${provider}/start?${query}`);
  const page = toPage.at(-1)!;
  if (page.status !== 200) throw new Error(`no provider page: ${page.status} ${page.url} ${page.text}`);
  const form = formsOf(page.text).find((f) => f.button.includes(user));
  if (!form) throw new Error(`no button for ${user}`);
  const back = await browser.follow(form.action, { form: form.fields });
  const last = back.at(-1)!;
  const posted = formsOf(last.text)[0];
  if (last.status === 200 && last.text.includes('Submitting Callback') && posted)
    return { answers: [...toPage, ...back, ...(await browser.follow(posted.action, { form: posted.fields }))], page };
  return { answers: [...toPage, ...back], page };
}
