import react from '@vitejs/plugin-react';
import { defaultServerConditions, defineConfig } from 'vite';
import { minifiedPublicScripts } from './build/minifiedPublicScripts';
import { precompiledMessages } from './build/precompiledMessages';
import { prerenderPages } from './build/prerenderPages';
import { prunedRadixStylesheet } from './build/prunedStylesheet';
import { radixIconModules } from './build/radixIconModules';
import { themeWithoutTooltipProvider } from './build/themeWithoutTooltipProvider';

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [
    react(),
    radixIconModules(),
    precompiledMessages(),
    themeWithoutTooltipProvider(),
    prunedRadixStylesheet(),
    minifiedPublicScripts(['preferences.js']),
    prerenderPages(),
  ],
  // Workspace packages resolve to their TypeScript sources: one build, no stale dist.
  resolve: { conditions: ['@elearning/source'] },
  // The pre-render bundle (build/prerenderPages.ts) carries everything it imports: it runs once, in Node.
  ssr: { noExternal: true, resolve: { conditions: ['@elearning/source', ...defaultServerConditions] } },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/elearning': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    sourcemap: true,
    // Read by build/prerenderPages.ts: each pre-rendered page preloads the chunks its route needs.
    manifest: true,
    target: 'es2022',
    // Font subsets stay files: a browser fetches only those whose unicode-range a page uses, while an inlined
    // one (Cyrillic, Greek…) would ride in every visitor's CSS.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  },
});
