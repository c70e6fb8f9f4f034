import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contracts',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // stops a hung test only: on a busy machine a test may take many times its usual time
    testTimeout: 30_000,
  },
});
