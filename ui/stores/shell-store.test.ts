import type { ShellContent } from '../../core/content';
import { ShellStore } from './shell-store';

// spec: shell-account §4 CMS content loading ("Fetched on mount or prefetched; an error clears the content"), §7
// user attributes (urlPath).

const banner = (content: string): ShellContent => ({ sitewideBanner: { content } });

/** A loader whose answers the test settles by hand, recording the paths asked. */
function manualLoader() {
  const asked: string[] = [];
  const pending = new Map<string, { resolve(v: ShellContent): void; reject(e: Error): void }>();
  const load = (path: string) =>
    new Promise<ShellContent>((resolve, reject) => {
      asked.push(path);
      pending.set(path, { resolve, reject });
    });
  return { load, asked, settle: (path: string) => pending.get(path)! };
}

describe('ShellStore', () => {
  it('starts from the server-rendered shell and reads nothing for the same path', async () => {
    const { load, asked } = manualLoader();
    const shell = new ShellStore(load, banner('home'), '/');
    await shell.pathChanged('/');
    expect(shell.content).toEqual(banner('home'));
    expect(asked).toEqual([]);
  });

  it("reads the new path's shell and replaces the content; an empty answer is no content", async () => {
    const { load, settle } = manualLoader();
    const shell = new ShellStore(load, undefined, '/');
    const toHelp = shell.pathChanged('/help');
    settle('/help').resolve(banner('help'));
    await toHelp;
    expect(shell.content).toEqual(banner('help'));
    const back = shell.pathChanged('/');
    settle('/').resolve({});
    await back;
    expect(shell.content).toBeUndefined();
  });

  it('keeps the latest path: an earlier answer arriving late is dropped', async () => {
    const { load, settle } = manualLoader();
    const shell = new ShellStore(load, undefined, '/');
    const first = shell.pathChanged('/help');
    const second = shell.pathChanged('/about-us');
    settle('/about-us').resolve(banner('about'));
    await second;
    settle('/help').resolve(banner('help'));
    await first;
    expect(shell.content).toEqual(banner('about'));
  });

  it('clears the content when the read fails', async () => {
    const { load, settle } = manualLoader();
    const shell = new ShellStore(load, banner('home'), '/');
    const nav = shell.pathChanged('/help');
    settle('/help').reject(new Error('content: unreachable'));
    await nav;
    expect(shell.content).toBeUndefined();
  });

  it('without a loader (the server renderer) keeps what the server rendered', async () => {
    const shell = new ShellStore(undefined, banner('home'), '/');
    await shell.pathChanged('/help');
    expect(shell.content).toEqual(banner('home'));
  });
});
