import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [react()],
  // Workspace packages resolve to their TypeScript sources: one build, no stale dist.
  resolve: { conditions: ['@elearning/source'] },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/elearning': { target: apiTarget, changeOrigin: false } },
  },
  build: { sourcemap: true, target: 'es2022' },
});
