import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
// antd-mobile and its icons by their own files, not the package index: the boot chunk
// (scripts/boot-chunk.ts) takes what boot.tsx reaches, and the index reaches every component
import 'antd-mobile/es/global';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { queryClient } from '../api/query';
import { initI18n } from '../i18n';
import { useAppStore } from '../state/app';
import { installAntdRender } from './antd';
import { AppRouter } from './router';

/**
 * The app behind the entry's first paint (a skeleton): the router and the shell,
 * antd-mobile's language and its React 19 render adapter, i18next with the language's words.
 * The entry fetches this chunk alongside the first screen's code and translations.
 */
export async function boot(): Promise<void> {
  installAntdRender();
  await initI18n();
}

/** antd-mobile's own texts (pickers, dialogs) in the app's language. */
function AntdLocale({ children }: { children: ReactNode }) {
  const lang = useAppStore((s) => s.lang);
  return <ConfigProvider locale={lang === 'zh' ? zhCN : enUS}>{children}</ConfigProvider>;
}

/** The whole app once booted; `children` render inside the router (tests navigate there). */
export function AppRoot({ children }: { children?: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdLocale>
        <AppRouter>{children}</AppRouter>
      </AntdLocale>
    </QueryClientProvider>
  );
}
