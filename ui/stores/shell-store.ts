import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ShellContent } from '../../core/content';

/** Reads a path's shell content (BrowserServices.loadShellContent); absent: the shell stays as rendered. */
export type ShellLoader = (path: string) => Promise<ShellContent>;

/**
 * The header's content (the page state's `shell`: banner, messaging bar, carousel, menus, secondary navigation;
 * shell-account §2 Header, §4 CMS content loading "Fetched on mount or prefetched; an error clears the content", §7
 * user attributes incl. urlPath). Starts from what the server rendered the page with; `pathChanged` reads it again
 * for a new path after an in-app navigation, since content may target the path. The latest path wins (an earlier
 * answer arriving late is dropped); a failed read clears the content (the header then shows its defaults). No cache
 * here: the server's content store caches each model, so a read is cheap.
 */
export class ShellStore {
  content: ShellContent | undefined;
  private path: string | undefined;
  private request = 0;

  constructor(
    private readonly load: ShellLoader | undefined,
    initial: ShellContent | undefined,
    initialPath?: string,
  ) {
    this.content = initial;
    this.path = initialPath;
    makeAutoObservable<ShellStore, 'load' | 'path' | 'request'>(this, {
      load: false,
      path: false,
      request: false,
      content: observableRef,
    });
  }

  /** Reads the shell content of `path` (a pathname) unless it is the path the content is of; resolves when applied. */
  async pathChanged(path: string): Promise<void> {
    if (!this.load || path === this.path) return;
    this.path = path;
    const request = ++this.request;
    const content = await this.load(path).catch(() => undefined);
    if (request !== this.request) return;
    runInAction(() => {
      this.content = content && Object.keys(content).length > 0 ? content : undefined;
    });
  }
}
