import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(root, 'src') } },
  server: {
    port: 5173,
    // The API runs on its own port in development; in production the server serves this build.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: path.resolve(root, 'dist'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and the router, which every page needs, change less often than the app: their own
        // chunk stays cached across releases. The other libraries are not grouped: a group is one
        // chunk whatever route asks for it, and the landing page's first paint would fetch every
        // Radix primitive, react-hook-form and zod with it (issue 14; `npm run bench --
        // first-paint`). Left alone, each lands with the lazy pages that use it.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
