import { vitePlugin as remix } from '@remix-run/dev';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

// Every v3 future flag on (STACK-NOTES.md), so that a move to React Router 7 stays mechanical.
export default defineConfig({
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
  // The workspace domain library is TypeScript compiled to ESM; bundle it into the server build
  // so the backend can import build/server/index.js without resolving it again.
  ssr: { noExternal: ['@gr/domain'] },
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // Pre-bundle the grid at dev start: optimising it later reloads the page with a second React copy.
  optimizeDeps: { include: ['ag-grid-community', 'ag-grid-react', '@ag-grid-community/locale'] },
  server: { port: 5173 },
});
