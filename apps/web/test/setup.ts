import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { installAntdRender } from '../src/app/antd';
import { initI18n } from '../src/i18n';

// jsdom has no scrolling; the router's scroll restoration calls it
window.scrollTo = () => {};

beforeAll(async () => {
  installAntdRender();
  await initI18n();
});

afterEach(() => {
  cleanup();
});
