import { Suspense, type ReactNode } from 'react';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { useAppStore } from '../state/app';
import { ScreenSkeleton } from '../components/Skeletons/Skeletons';
import { ErrorBoundary } from './ErrorBoundary';

/** App-wide context: error boundary, antd-mobile's language, the first-load placeholder. */
export function Providers({ children }: { children: ReactNode }) {
  const lang = useAppStore((s) => s.lang);
  return (
    <ConfigProvider locale={lang === 'zh' ? zhCN : enUS}>
      <Suspense fallback={<ScreenSkeleton />}>
        <ErrorBoundary>{children}</ErrorBoundary>
      </Suspense>
    </ConfigProvider>
  );
}
