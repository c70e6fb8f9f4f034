/**
 * Root font scaling: 1rem is one tenth of the viewport width, with the
 * width capped at 540 px, recalculated 300 ms after the last resize. At 768 px and wider
 * the app is a centred phone-width column (the `sl-desktop` class on <html>).
 */
export const MAX_LAYOUT_WIDTH = 540;
export const MOBILE_BREAKPOINT = 768;
export const RESIZE_DEBOUNCE_MS = 300;

export function rootFontSize(viewportWidth: number): number {
  return Math.min(Math.max(viewportWidth, 0), MAX_LAYOUT_WIDTH) / 10;
}

export function isMobileWidth(viewportWidth: number): boolean {
  return viewportWidth < MOBILE_BREAKPOINT;
}

/** The window parts layout needs; tests pass jsdom's window. */
export type LayoutWindow = Pick<
  Window,
  | 'innerWidth'
  | 'document'
  | 'addEventListener'
  | 'removeEventListener'
  | 'setTimeout'
  | 'clearTimeout'
>;

function viewportWidth(win: LayoutWindow): number {
  return win.document.documentElement.clientWidth || win.innerWidth;
}

export function applyLayout(win: LayoutWindow): void {
  const width = viewportWidth(win);
  const root = win.document.documentElement;
  root.style.fontSize = `${rootFontSize(width)}px`;
  root.classList.toggle('sl-desktop', !isMobileWidth(width));
}

/** Applies the layout now and after every resize (debounced). Returns the uninstaller. */
export function installLayout(win: LayoutWindow = window): () => void {
  applyLayout(win);
  let timer: number | undefined;
  const onResize = () => {
    if (timer !== undefined) win.clearTimeout(timer);
    timer = win.setTimeout(() => {
      timer = undefined;
      applyLayout(win);
    }, RESIZE_DEBOUNCE_MS);
  };
  win.addEventListener('resize', onResize);
  win.addEventListener('orientationchange', onResize);
  return () => {
    if (timer !== undefined) win.clearTimeout(timer);
    win.removeEventListener('resize', onResize);
    win.removeEventListener('orientationchange', onResize);
  };
}
