import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { queryClient } from '../src/api/query';
import { installAntdRender } from '../src/app/antd';
import { initI18n } from '../src/i18n';

// lazy screens are imported on first use, which takes seconds on a busy machine: findBy* and
// waitFor wait this long (under vitest's testTimeout, so a miss still names what was missing)
configure({ asyncUtilTimeout: 20_000 });

// jsdom has no scrolling; the router's scroll restoration calls it
window.scrollTo = () => {};

beforeAll(async () => {
  installAntdRender();
  await initI18n();
});

afterEach(() => {
  cleanup();
  // each test starts without the answers an earlier one cached
  queryClient.clear();
});
