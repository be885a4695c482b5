import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';
import { bootShellHtml } from './ui/app/boot-shell';

/**
 * Builds the storefront SPA from ui/ into dist/ui (DESIGN §2).
 * Routes for product, cart and checkout are split with React.lazy, so the home page loads only the shell.
 * Text files are pre-compressed (brotli and gzip) for the server to send as they are.
 * In development `/api` and the backend's POST routes are proxied to the local server (PORT, default 3000).
 */
const backend = `http://127.0.0.1:${process.env.NUTSHELL_API_PORT ?? process.env.PORT ?? '3000'}`;

export default defineConfig({
  root: 'ui',
  base: '/',
  plugins: [
    react(),
    // The first paint before the app runs (ui/app/boot-shell.tsx): the store header inside #root, and the
    // checkout's header as focused-shell.html, which the server puts there for checkout pages.
    {
      name: 'nutshell-boot-shell',
      transformIndexHtml: (html: string) =>
        html.replace(
          '<div id="root"></div>',
          `<div id="root"><!--boot-shell-->${bootShellHtml('store')}<!--/boot-shell--></div>`,
        ),
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'focused-shell.html', source: bootShellHtml('focused') });
      },
    },
    // Each text file of 1 KB or more also as .br (quality 11) and .gz (level 9): the server sends them as they are.
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
  build: {
    outDir: '../dist/ui',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
    target: 'es2022',
    // The server reads it to tell the browser which chunks a route will need (modulepreload hints).
    manifest: true,
  },
  server: {
    proxy: {
      '/api': backend,
      // POST /cart is the add-to-cart call; GET /cart stays the SPA's cart page.
      '/cart': { target: backend, bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
    },
  },
});
