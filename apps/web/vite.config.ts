import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { preactCompat } from './preactCompat.ts';

// Pinned so `vite build apps/web` from the repo root and `npm run build -w apps/web` agree.
const root = fileURLToPath(new URL('.', import.meta.url));

// The public reception has its own page (reception.html) and bundle: patients never download
// back-office code. The server sends reception.html for these paths (plugins/errors.ts).
const RECEPTION_PATH =
  /^\/(?:online-rezeption(?:\/[^?]*)?|success(?:\.html)?|error(?:\.html)?|impressum|datenschutz|kontakt)\/?(?:\?.*)?$/;

/** The same rule for the dev server, whose own fallback would always answer index.html. */
const receptionFallback = (): Plugin => ({
  name: 'reception-fallback',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && RECEPTION_PATH.test(req.url)) {
        const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
        req.url = `/reception.html${query}`;
      }
      next();
    });
  },
});

/**
 * Writes .br and .gz beside every text asset; the server sends them to browsers that accept
 * them (@fastify/static preCompressed). Patients on a phone download a third of the bytes.
 */
const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    const dir = options.dir ?? join(root, 'dist');
    for (const [fileName, out] of Object.entries(bundle)) {
      if (!/\.(js|css|html|svg)$/.test(fileName)) continue;
      const data = Buffer.from(out.type === 'chunk' ? out.code : out.source);
      if (data.length < 1024) continue;
      writeFileSync(join(dir, `${fileName}.gz`), gzipSync(data, { level: 9 }));
      writeFileSync(
        join(dir, `${fileName}.br`),
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  },
});

export default defineConfig({
  root,
  plugins: [tailwindcss(), receptionFallback(), precompress()],
  resolve: { alias: preactCompat },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      input: { main: `${root}index.html`, reception: `${root}reception.html` },
      onwarn(warning, warn) {
        // React Router looks React 19's useOptimistic up by name and uses its React 18 path when
        // it is missing, as it is in preact/compat: expected, so not printed on every build.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`')) return;
        // TanStack Query marks its hooks "use client" for server components; a browser-only app
        // has nothing to preserve (the React plugin used to drop these warnings the same way).
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        warn(warning);
      },
      // Shared code in chunks named after what they hold (otherwise a shared chunk takes the
      // name of its first module, e.g. the framework as "preload-helper"). Only libraries are
      // grouped; each group is used by every page that loads it, so no page gets more code.
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|preact)[\\/]/ },
            { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'styles', test: /\.css$/ },
          ],
        },
      },
    },
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
