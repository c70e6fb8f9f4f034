import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Node resolves the packages' index to their CommonJS build: files the app imports by their
  // ES path (the boot chunk's antd-mobile pieces) must be the same copies, or antd-mobile's
  // render adapter and language would be set on a copy the other components never read
  resolve: {
    alias: [
      { find: /^antd-mobile\/es\//, replacement: 'antd-mobile/cjs/' },
      { find: /^antd-mobile-icons\/es\//, replacement: 'antd-mobile-icons/cjs/' },
    ],
  },
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
