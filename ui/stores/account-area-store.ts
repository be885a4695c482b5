import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AccountAreaData } from '../../ports/account-area';
import type { RootStore } from './root-store';

/** Where the account area's data stands for the page shown: loaded, loading, gone wrong, or no such page. */
export type AccountAreaStatus = 'ready' | 'loading' | 'failed' | 'not-found';

/**
 * The account area's data (ports/account-area.ts AccountAreaData) for the page shown, started from what the server
 * rendered (the page state's `account`) and loaded from GET /api/account/page when the shopper navigates to another
 * account page (spec: shell-account §2 Account area: "Account screens are loaded on demand"). Pages change their own
 * part after a change they make (`update`). Without a signed-in customer the load sends the shopper to /sign/in with
 * the page as the destination.
 */
export class AccountAreaStore {
  data: AccountAreaData | undefined;
  status: AccountAreaStatus;
  private requested: string | undefined;

  /** @param initial the page the server rendered: its data, or the path it answered with the 404 page. */
  constructor(
    private readonly root: RootStore,
    initial: { readonly data?: AccountAreaData; readonly notFoundPath?: string },
  ) {
    this.data = initial.data;
    this.status = initial.data ? 'ready' : initial.notFoundPath ? 'not-found' : 'loading';
    this.requested = initial.data?.path ?? initial.notFoundPath;
    makeAutoObservable<AccountAreaStore, 'root' | 'requested'>(this, {
      root: false,
      requested: false,
      data: observableRef,
    });
  }

  /** The data of `path` when it is the page's (undefined while another page's data is shown). */
  dataFor(path: string): AccountAreaData | undefined {
    return this.data?.path === path ? this.data : undefined;
  }

  /** Whether `path` is the one the store last showed or asked for (its status is that page's). */
  isAbout(path: string): boolean {
    return this.requested === path;
  }

  /** Loads the data of the account page at `path` unless it is shown or asked for already. */
  async show(path: string): Promise<void> {
    if (this.requested === path && this.status !== 'failed') return;
    this.requested = path;
    this.status = 'loading';
    try {
      const account = await this.root.services.loadAccount();
      const answer = await account.accountPage(path);
      if (this.requested !== path) return;
      const key = answer.errors?.[0]?.key;
      const moved = answer.redirect_to?.url;
      if (moved && !answer.data) {
        // A page that answers elsewhere (an auto-delivery page with the autoDeliveryPortal flag, a detail id that
        // names no delivery): as the server's 302 does.
        this.root.navigator.go(moved, { replace: true });
        return;
      }
      if (key === 'account/not-signed-in') {
        this.root.navigator.go(`/sign/in?redirect=${encodeURIComponent(path)}`, { replace: true });
        return;
      }
      runInAction(() => {
        if (answer.data) {
          this.data = answer.data;
          this.status = 'ready';
        } else {
          this.status = key === 'route/not-found' ? 'not-found' : 'failed';
        }
      });
    } catch {
      runInAction(() => {
        if (this.requested === path) this.status = 'failed';
      });
    }
  }

  /** Replaces part of the shown page's data after a change the page made (e.g. the address book after a save). */
  update(part: Partial<Omit<AccountAreaData, 'path' | 'page'>>): void {
    if (this.data) this.data = { ...this.data, ...part };
  }
}
