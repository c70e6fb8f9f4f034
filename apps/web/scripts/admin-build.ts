import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/** The prefix of every file the operator console's build writes under dist/. */
export const ADMIN_ASSETS = 'assets/admin-';

/**
 * Builds the operator console (admin.html, src/admin/) into the same dist/ once the member
 * app's build is written, as a build of its own: one module graph for both would move the
 * modules they share (React, the router) into chunks the member app's first load would then
 * fetch, so the console shares no chunk with it. Its files are named `assets/admin-*`, left
 * out of the member app's precache; the precompress step that follows compresses them too.
 */
export function adminBuild(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'starlit-admin-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler(error) {
        if (error) return;
        await build({
          configFile: false,
          root,
          publicDir: false,
          logLevel: 'warn',
          plugins: [react()],
          build: {
            outDir,
            emptyOutDir: false,
            manifest: false,
            target: 'es2022',
            rolldownOptions: {
              input: path.resolve(root, 'admin.html'),
              output: {
                entryFileNames: `${ADMIN_ASSETS}[hash].js`,
                chunkFileNames: `${ADMIN_ASSETS}[name]-[hash].js`,
                assetFileNames: `${ADMIN_ASSETS}[name]-[hash][extname]`,
                // React apart from the console's own code: no chunk over 80 KB gzip
                codeSplitting: {
                  groups: [
                    { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                  ],
                },
              },
            },
          },
        });
        this.info('built the operator console (admin.html)');
      },
    },
  };
}
