import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Builds the storefront SPA from ui/ into dist/ui (DESIGN §2).
 * Routes for product, cart and checkout are split with React.lazy, so the home page loads only the shell.
 * In development `/api` and the backend's POST routes are proxied to the local server (PORT, default 3000).
 */
const backend = `http://127.0.0.1:${process.env.NUTSHELL_API_PORT ?? process.env.PORT ?? '3000'}`;

export default defineConfig({
  root: 'ui',
  base: '/',
  plugins: [react()],
  build: {
    outDir: '../dist/ui',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': backend,
      // POST /cart is the add-to-cart call; GET /cart stays the SPA's cart page.
      '/cart': { target: backend, bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
    },
  },
});
