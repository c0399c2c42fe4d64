import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app is served by the API server from dist/ (same origin, under /).
// `npm run dev -w packages/web` proxies /api to a server on DEFCOMP_API (default :3000).
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: {
    proxy: { '/api': process.env.DEFCOMP_API ?? 'http://localhost:3000' },
  },
});
