import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/core', 'packages/contracts', 'apps/server', 'apps/web'],
  },
});
