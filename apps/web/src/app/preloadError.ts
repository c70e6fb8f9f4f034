/**
 * Failed lazy loads. When a screen's chunk or its CSS cannot be fetched
 * (offline, or a deployment removed the old hashed files), Vite's preload helper
 * dispatches a cancelable `vite:preloadError` on window and, unless a listener called
 * preventDefault, rethrows the error: the screen's React.lazy rejects and the shell's error
 * boundary shows the error screen, which offers a reload.
 *
 * Our listener never prevents the default: it leaves the rethrow to happen and, when no
 * other listener handled the event, marks the error as a load failure so the error
 * screen can say so. If another listener did prevent it, the import resolves without a
 * module; the route registry turns that into a `ScreenLoadError` (see routes.ts), so the
 * reload screen appears either way.
 */
export interface PreloadErrorEvent extends Event {
  payload?: unknown;
}

export class ScreenLoadError extends Error {
  constructor(screen: string, cause?: unknown) {
    super(`The ${screen} screen could not be loaded`, { cause });
    this.name = 'ScreenLoadError';
  }
}

const loadFailures = new WeakSet<object>();

export function createPreloadErrorListener(onUnhandled: (error: unknown) => void) {
  return (event: Event): void => {
    // listeners registered after ours run later in the same dispatch; read the final
    // state once the dispatch is over
    queueMicrotask(() => {
      if (!event.defaultPrevented) onUnhandled((event as PreloadErrorEvent).payload);
    });
  };
}

const CHUNK_ERROR_PATTERN =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk/i;

/** Whether an error means a piece of the app failed to download (reload helps). */
export function isLoadFailure(error: unknown): boolean {
  if (error instanceof ScreenLoadError) return true;
  if (typeof error === 'object' && error !== null && loadFailures.has(error)) return true;
  return error instanceof Error && CHUNK_ERROR_PATTERN.test(error.message);
}

export function installPreloadErrorHandling(win: Window = window): () => void {
  const listener = createPreloadErrorListener((error) => {
    if (typeof error === 'object' && error !== null) loadFailures.add(error);
    console.warn('a part of the app failed to load', error);
  });
  win.addEventListener('vite:preloadError', listener);
  return () => win.removeEventListener('vite:preloadError', listener);
}
