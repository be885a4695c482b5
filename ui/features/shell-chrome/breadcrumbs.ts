/** How many breadcrumbs an error report carries: the last 5 (spec: shell-account §9 breadcrumbs limit 5). */
export const BREADCRUMB_LIMIT = 5;

/**
 * One thing the shopper did before an error, as the error-reporting service's breadcrumb: a navigation (`message`
 * the new path, without its query) or a click (`message` the element as a CSS-like selector, never its text), at
 * `timestamp` (seconds since the epoch, as Sentry's breadcrumbs count).
 */
export interface Breadcrumb {
  readonly category: 'navigation' | 'ui.click';
  readonly message: string;
  readonly timestamp: number;
}

/** The last BREADCRUMB_LIMIT breadcrumbs, oldest first. */
export class Breadcrumbs {
  private readonly crumbs: Breadcrumb[] = [];

  /** Adds one; the oldest goes once there are more than BREADCRUMB_LIMIT. */
  add(crumb: Breadcrumb): void {
    this.crumbs.push(crumb);
    if (this.crumbs.length > BREADCRUMB_LIMIT) this.crumbs.splice(0, this.crumbs.length - BREADCRUMB_LIMIT);
  }

  /** The breadcrumbs kept, oldest first. */
  list(): readonly Breadcrumb[] {
    return [...this.crumbs];
  }
}

/** An element as a short selector: tag, id and up to two classes ('button.button.button--primary'); no text. */
export function selectorOf(el: Element): string {
  const id = el.id ? `#${el.id}` : '';
  const classes = [...el.classList]
    .slice(0, 2)
    .map((c) => `.${c}`)
    .join('');
  return `${el.tagName.toLowerCase()}${id}${classes}`.slice(0, 120);
}

/** A URL or path without its query and fragment, where tokens and e-mails travel. */
export function pathOnly(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

/**
 * Records navigations and clicks on `win` into `crumbs` (clicks on the nearest button, link or input of the target).
 * Navigations are seen through the Navigation API where the browser has it, and 'popstate' otherwise.
 */
export function collectBreadcrumbs(win: Window, crumbs: Breadcrumbs, nowMs: () => number = Date.now): void {
  const at = () => nowMs() / 1000;
  win.document.addEventListener(
    'click',
    (e) => {
      const target = e.target instanceof Element ? e.target : undefined;
      const el = target?.closest('a, button, input, select, textarea, summary, [role]') ?? target;
      if (el) crumbs.add({ category: 'ui.click', message: selectorOf(el), timestamp: at() });
    },
    { capture: true, passive: true },
  );
  const navigated = (url: string) => crumbs.add({ category: 'navigation', message: pathOnly(url), timestamp: at() });
  const nav = (win as { navigation?: EventTarget }).navigation;
  if (nav) {
    nav.addEventListener('navigate', (e) => {
      const destination = (e as Event & { destination?: { url?: string } }).destination?.url;
      if (destination) navigated(new URL(destination).pathname);
    });
  } else {
    win.addEventListener('popstate', () => navigated(win.location.pathname));
  }
}
