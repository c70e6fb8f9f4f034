import { defineConfig } from 'tsdown';

/**
 * The compiled server: dist/server.mjs and dist/admin.mjs (run with plain `node`). The workspace
 * packages (@starlit/*, TypeScript sources) are bundled in; every npm package stays an import
 * resolved from node_modules at run time, so native modules (@node-rs/argon2) and packages that
 * read their own files (PGlite's wasm and data) work unchanged. Run-time files (drizzle/,
 * data/, package.json) are read from the server's folder (src/paths.ts), not copied.
 */
export default defineConfig({
  entry: { server: 'src/server.ts', admin: 'src/admin/cli.ts' },
  outDir: 'dist',
  platform: 'node',
  target: 'node20',
  format: 'esm',
  fixedExtension: true,
  clean: true,
  dts: false,
  sourcemap: true,
  hash: false,
  tsconfig: 'tsconfig.json',
  deps: {
    neverBundle: (id) => /^[^./]/.test(id) && !id.startsWith('@starlit/') && !id.startsWith('\0'),
    alwaysBundle: [/^@starlit\//],
  },
});
