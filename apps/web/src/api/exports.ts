import { useQuery } from '@tanstack/react-query';
import type { ExportStatus } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { useAppStore } from '../state/app';
import { call } from './call';
import { ApiError, http, isOk, type ApiResult } from './http';
import { apiKey, queryClient, queryFn, QueryFailure } from './query';

const exports = endpoints.exports;

/** How often a file being prepared is asked about. */
export const EXPORT_POLL_MS = 3000;

/** A downloaded file, or why there is none (the server's envelope or the client's failure). */
export type ExportDownload =
  { ok: true; blob: Blob; filename: string } | { ok: false; result: ApiResult<never> };

/** The file name in a Content-Disposition header (attachment; filename="…"), else a default. */
export function filenameOf(disposition: string | null): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? 'starlit-data.zip';
}

/**
 * "Download my data" (/api/v2/myData/export): the latest file's status, asking for a new one
 * (its answer, the status, replaces the cached one) and the zip itself, fetched with the
 * member's session.
 */
export const exportsApi = {
  status: () => call(exports.status),
  request: async () => {
    const result = await call(exports.request, {});
    if (isOk(result)) {
      queryClient.setQueriesData({ queryKey: [exports.status.path] }, () => result.data);
    }
    return result;
  },
  download: async (): Promise<ExportDownload> => {
    const { url, init } = http.prepare('GET', exports.download.path, {}, 'application/zip');
    try {
      const response = await http.fetch(url, init);
      if ((response.headers.get('content-type') ?? '').startsWith('application/zip')) {
        const filename = filenameOf(response.headers.get('content-disposition'));
        return { ok: true, blob: await response.blob(), filename };
      }
      const envelope = (await response.json()) as ApiResult<never>;
      if (!(envelope instanceof ApiError)) http.received(envelope);
      return { ok: false, result: envelope };
    } catch (error) {
      return { ok: false, result: new ApiError('network', error) };
    }
  },
};

/** The member's export status, asked again every few seconds while a file is being prepared. */
export function useExportStatus(enabled: boolean) {
  const lang = useAppStore((s) => s.lang);
  const query = useQuery<ExportStatus>(
    {
      queryKey: apiKey(exports.status, lang),
      queryFn: queryFn<ExportStatus>(exportsApi.status),
      enabled,
      staleTime: 0,
      refetchInterval: (q) => (q.state.data?.status === 'queued' ? EXPORT_POLL_MS : false),
    },
    queryClient,
  );
  const failure = query.error instanceof QueryFailure ? query.error.result : undefined;
  return {
    data: query.data,
    failure,
    loading: query.isPending && enabled,
    reload: () => void query.refetch(),
  };
}
