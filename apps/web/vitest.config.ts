import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // lazy screens are compiled on first import, which takes seconds on a busy machine: these
    // only stop a hung test (Testing Library's own wait is set in test/setup.ts)
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
