import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `npm run test:cluster`: three instances, PostgreSQL, Redis and nginx, one file, in order. */
export default defineConfig({
  test: {
    name: 'cluster',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['cluster/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
