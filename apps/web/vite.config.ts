import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Pinned so `vite build apps/web` from the repo root and `npm run build -w apps/web` agree.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    // changeOrigin stays off: the server compares Origin with Host on state-changing requests,
    // and both must keep naming the dev server for that same-origin check to pass.
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000' },
      '/functions': { target: 'http://127.0.0.1:3000' },
    },
  },
});
