import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compileMessages } from './build/compileMessages';
import { hashLangScript } from './build/hashLangScript';
import { precompress } from './build/compress';
import { preloadSpanish } from './build/preloadSpanish';
import { serverEntry } from './build/serverEntry';

// `vite build` makes the browser's app in dist, then (build/serverEntry.ts) the server's render of it in dist-server.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), compileMessages(), hashLangScript(), preloadSpanish(), precompress(), serverEntry()],
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod's sources carry comments Rollup cannot place; harmless, and not ours to change.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
        warn(warning);
      },
      // React and the router change less often than the app, so browsers keep them cached across deploys.
      output: isSsrBuild
        ? {}
        : {
            manualChunks: { react: ['react', 'react-dom', 'react-dom/client', 'react-router', 'react-router-dom'] },
            // A dictionary's admin part is admin-es-….js, so that es-….js names the shop's part alone (api/web.ts preloads it by name).
            chunkFileNames: (chunk) => (chunk.facadeModuleId?.endsWith('.json?admin') ? 'assets/admin-[name]-[hash].js' : 'assets/[name]-[hash].js'),
          },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // jsdom and React rendering are the cost here; two workers match the two cores.
    pool: 'threads',
    poolOptions: { threads: { maxThreads: 2, minThreads: 1 } },
    // A page journey with user-event in jsdom takes 1–3 s alone; on two cores shared with other work it can pass 5 s.
    testTimeout: 15_000,
  },
}));
