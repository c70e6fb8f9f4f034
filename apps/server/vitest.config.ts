import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // one database per worker, shared by the files that worker runs (see test/support/app.ts)
    isolate: false,
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 20000,
    hookTimeout: 60000,
    // its own group (after core/contracts/web), since vitest refuses projects with different
    // maxWorkers in one group
    sequence: { hooks: 'list', groupOrder: 1 },
  },
});
