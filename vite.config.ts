import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/**
 * Builds the storefront from ui/: the browser build into dist/ui and, with `--ssr` (`isSsrBuild`), the server-rendering
 * entry into dist/server (DESIGN §2).
 * Routes for product, cart and checkout are split with React.lazy, so the home page loads only the shell.
 * Text files are pre-compressed (brotli and gzip) for the server to send as they are.
 * In development `/api` and the backend's POST routes are proxied to the local server (PORT, default 3000).
 */
const backend = `http://127.0.0.1:${process.env.NUTSHELL_API_PORT ?? process.env.PORT ?? '3000'}`;

/** The server-rendering entry (`vite build --ssr`, or `ssr: true` in a build call): ui/server/render-page.tsx. */
export const SSR_ENTRY = 'server/render-page.tsx';

/** The browser build's output as Vite's preload step sees it (captured by `captureBundle`), by file name. */
let browserBundle: Record<string, { type: string; imports?: readonly string[] }> = {};

/** Records the browser bundle before Vite's preload step rewrites the dynamic imports' dependency lists. */
const captureBundle: Plugin = {
  name: 'nutshell:capture-bundle',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      browserBundle = bundle as typeof browserBundle;
    },
  },
};

/** `file` and every chunk it imports statically, directly or not: what is loaded once `file` runs. */
function staticClosure(file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = browserBundle[name];
    if (chunk?.type === 'chunk') chunk.imports?.forEach(visit);
  };
  visit(file);
  return seen;
}

/** What the 'shared' chunk holds: the packages every page loads and the app modules entry and on-demand code share. */
const SHARED_MODULES = new RegExp(
  [
    String.raw`node_modules[\\/](react-router|mobx|mobx-react-lite)[\\/]`,
    'jsx-runtime',
    String.raw`ui[\\/]app[\\/]stores-context`,
    String.raw`core[\\/]shared[\\/]money`,
    String.raw`ui[\\/]copy[\\/]copy\.`,
  ].join('|'),
);

/** The browser build: dist/ui (index.html, assets, manifest), each text file also pre-compressed. */
const browserBuild: BuildEnvironmentOptions = {
  outDir: '../dist/ui',
  emptyOutDir: true,
  assetsDir: 'assets',
  sourcemap: true,
  target: 'es2022',
  // The server reads it to tell the browser which chunks and styles a route will need (modulepreload hints).
  manifest: true,
  // A dynamic import preloads its chunk's dependencies, except those its importer has already loaded (the entry's
  // React, MobX, router and shared chunks): listing them again in the entry only costs initial bytes. No
  // modulepreload polyfill: every browser of the es2022 target but Safari < 17 has modulepreload, and there the
  // preload is only lost, not the import.
  modulePreload: {
    polyfill: false,
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType !== 'js') return deps;
      const loaded = staticClosure(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  },
  // React DOM in a chunk of its own: the page evaluates the app's chunks one task each (html-shell.ts), and React
  // DOM is the largest part of what the app evaluates at start. The other packages every page loads (React Router,
  // MobX, the JSX runtime) in one chunk with the few app modules that both the entry and on-demand chunks import:
  // left alone, the bundler gives each of those a small chunk of its own, and every file costs the entry its name in
  // the preload lists and its own gzip stream (about 0.9 KiB of initial JS in all).
  rollupOptions: {
    output: {
      codeSplitting: {
        groups: [
          { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
          {
            name: 'shared',
            test: SHARED_MODULES,
          },
        ],
      },
      // Chunks named by their hash alone: the entry lists every chunk's file name for its preloads, and module
      // names there cost the initial JS bytes (the build manifest still maps each source to its chunk).
      chunkFileNames: 'assets/[hash].js',
      // Style sheets too: dynamic imports list theirs in the entry's preload map.
      assetFileNames: (asset) =>
        asset.names.some((n) => n.endsWith('.css')) ? 'assets/[hash][extname]' : 'assets/[name]-[hash][extname]',
    },
  },
};

/** The server build: dist/server/render-page.js, an ES module for Node; packages stay imports of node_modules. */
const serverBuild = {
  outDir: '../dist/server',
  emptyOutDir: true,
  sourcemap: true,
  target: 'node20',
  ssr: SSR_ENTRY,
  rollupOptions: { output: { entryFileNames: 'render-page.js' } },
} as const;

/**
 * React Router's production build. Its package exports only its development build (dev-only warnings and checks on
 * every render); the production one, beside it, is what a production build should carry.
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: 'ui',
  base: '/',
  // Both builds bundle React Router's production build (the server's too: it is not left to Node's resolution).
  ...(mode === 'production'
    ? { resolve: { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] } }
    : {}),
  ...(isSsrBuild && mode === 'production' ? { ssr: { noExternal: ['react-router'] } } : {}),
  plugins: [
    react(),
    !isSsrBuild && captureBundle,
    // Each text file of 1 KB or more also as .br (quality 11) and .gz (level 9): the server sends them as they are.
    !isSsrBuild &&
      compression({
        threshold: 1024,
        include: /\.(js|css|html|svg|json)$/,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        logLevel: 'silent',
      }),
  ],
  build: isSsrBuild ? serverBuild : browserBuild,
  server: {
    proxy: {
      '/api': backend,
      // POST /cart is the add-to-cart call; GET /cart stays the SPA's cart page.
      '/cart': { target: backend, bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
    },
  },
}));
