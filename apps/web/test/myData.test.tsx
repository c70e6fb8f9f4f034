import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExportStatus } from '@starlit/contracts';
import MyDataScreen from '../src/screens/MyData';
import SettingScreen from '../src/screens/Setting';
import { queryClient } from '../src/api/query';
import { changeLanguage } from '../src/i18n';
import { toast } from '../src/components/Toast/toast';
import { useSessionStore } from '../src/state/session';
import { fakeFetch, ok, pathOf } from './support';
import { renderRoutes } from './routes-fixture';

const ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
const HOUR = 3600_000;

/**
 * A data-export server: `state.status` is what status answers; a request queues a file (or
 * answers `limit` with 1005); the download answers the zip while ready, else 404.
 */
function exportServer(initial: ExportStatus, opts: { limitSeconds?: number } = {}) {
  const state = { status: { ...initial } };
  const server = fakeFetch((call) => {
    switch (`${call.method} ${pathOf(call)}`) {
      case 'GET myData/export':
        return ok(state.status);
      case 'POST myData/export':
        if (opts.limitSeconds)
          return {
            code: 1005,
            msg: 'Too many requests',
            data: { retryAfter: opts.limitSeconds },
          };
        state.status = { status: 'queued', requestedAt: new Date().toISOString() };
        return ok(state.status);
      case 'GET myData/export/file':
        if (state.status.status !== 'ready') return { code: 404, msg: 'Not found', data: null };
        return new Response(ZIP, {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="starlit-data-2026-03-01.zip"',
          },
        });
      default:
        return { code: 404, msg: 'not in this test', data: null };
    }
  });
  vi.stubGlobal('fetch', server.fetch);
  return { state, calls: server.calls };
}

function renderMyData() {
  renderRoutes(
    [
      { path: '/myData', element: <MyDataScreen /> },
      { path: '/login', element: <p>login page</p> },
    ],
    '/myData',
  );
}

const ready = (): ExportStatus => ({
  status: 'ready',
  requestedAt: new Date(Date.now() - 60_000).toISOString(),
  readyAt: new Date(Date.now() - 50_000).toISOString(),
  expiresAt: new Date(Date.now() + 24 * HOUR).toISOString(),
  bytes: 2_500_000,
  nextAt: new Date(Date.now() + 24 * HOUR).toISOString(),
});

beforeEach(async () => {
  await changeLanguage('en');
  useSessionStore.setState({ token: 'tok', loginStatus: true });
});

afterEach(() => {
  toast.clear();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  localStorage.clear();
});

describe('/myData', () => {
  it('asks a visitor to sign in', async () => {
    useSessionStore.getState().signOut();
    const server = exportServer({ status: 'none' });
    renderMyData();
    expect(await screen.findByText('Sign in to download your data')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('says what the file holds, prepares it, and follows it until it is ready', async () => {
    const server = exportServer({ status: 'none' });
    renderMyData();
    expect(
      await screen.findByText('Everything we keep about you, in one file'),
    ).toBeInTheDocument();
    expect(screen.getByText(/kept for 24 hours/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Prepare my file' }));
    expect(await screen.findByText('Preparing your file…')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    // the build finishes: the next poll shows the file
    server.state.status = ready();
    expect(
      await screen.findByText('Your file is ready', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/2\.4 MB · available until/)).toBeInTheDocument();
  }, 10_000);

  it('downloads the zip with the member’s session under the server’s file name', async () => {
    const server = exportServer(ready());
    const created: Blob[] = [];
    const names: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          created.push(blob);
          return 'blob:zip';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderMyData();
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(names).toEqual(['starlit-data-2026-03-01.zip']));
    const download = server.calls.find((c) => pathOf(c) === 'myData/export/file')!;
    expect(download.headers.Authorization).toBe('Bearer tok');
    expect(created[0]!.size).toBe(ZIP.length);
    expect(await screen.findByText('File saved')).toBeInTheDocument();
    click.mockRestore();
  });

  it('shows when a new file may be asked for, after the limit answer', async () => {
    exportServer(
      { status: 'expired', requestedAt: new Date(Date.now() - 30 * HOUR).toISOString() },
      {
        limitSeconds: 3600,
      },
    );
    renderMyData();
    expect(
      await screen.findByText('Your last file was deleted after 24 hours.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prepare my file' }));
    expect(await screen.findByText(/You can ask for a new file after/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prepare my file' })).toBeNull();
  });

  it('offers a retry when the build failed, in Chinese', async () => {
    await changeLanguage('zh');
    const server = exportServer({ status: 'failed', requestedAt: new Date().toISOString() });
    renderMyData();
    expect(await screen.findByText('文件准备失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('正在准备你的文件……')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('is reached from My → Settings', async () => {
    exportServer({ status: 'none' });
    const { router } = renderRoutes(
      [
        { path: '/setting', element: <SettingScreen /> },
        { path: '/myData', element: <MyDataScreen /> },
      ],
      '/setting',
    );
    await userEvent.click(await screen.findByText('Download my data'));
    expect(await screen.findByRole('button', { name: 'Prepare my file' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/myData');
  });
});
