import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT } from './support/env';
import { introductionSeen } from './support/onboarding';

const baseURL = `http://127.0.0.1:${E2E_PORT}`;

/** End-to-end tests: the built app served by the real server, in Debian's Chromium at 390×844. */
export default defineConfig({
  testDir: './tests',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './support/global-setup.ts',
  use: {
    ...devices['Pixel 5'],
    baseURL,
    // every spec but the introduction's opens the app as a device that has seen it
    storageState: introductionSeen(baseURL),
    viewport: { width: 390, height: 844 },
    // 1, not the Pixel 5's 2.75: Chromium renders in software here (--disable-gpu), and every
    // extra device pixel is paid on each frame and each screenshot (a screenshot took 2-10x
    // longer at 2); layout, tap targets and text are in CSS pixels and do not change
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
