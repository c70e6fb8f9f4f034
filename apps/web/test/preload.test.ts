import { describe, expect, it, vi } from 'vitest';
import {
  ScreenLoadError,
  createPreloadErrorListener,
  isLoadFailure,
} from '../src/app/preloadError';

function preloadEvent(payload: unknown): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  Object.assign(event, { payload });
  return event;
}

describe('vite:preloadError handling', () => {
  it('reports an error nobody handled, after the dispatch is over', async () => {
    const onUnhandled = vi.fn();
    const target = new EventTarget();
    target.addEventListener('vite:preloadError', createPreloadErrorListener(onUnhandled));
    const error = new Error('Failed to fetch dynamically imported module: /assets/Login-x.js');
    const event = preloadEvent(error);
    target.dispatchEvent(event);
    // the default was left alone, so Vite's helper rethrows to the router
    expect(event.defaultPrevented).toBe(false);
    await Promise.resolve();
    expect(onUnhandled).toHaveBeenCalledWith(error);
  });

  it('stays out of the way when a later listener handled it', async () => {
    const onUnhandled = vi.fn();
    const target = new EventTarget();
    target.addEventListener('vite:preloadError', createPreloadErrorListener(onUnhandled));
    target.addEventListener('vite:preloadError', (event) => event.preventDefault());
    target.dispatchEvent(preloadEvent(new Error('x')));
    await Promise.resolve();
    expect(onUnhandled).not.toHaveBeenCalled();
  });

  it('recognises load failures', () => {
    expect(isLoadFailure(new ScreenLoadError('Login'))).toBe(true);
    expect(isLoadFailure(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(
      true,
    );
    expect(isLoadFailure(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isLoadFailure('nope')).toBe(false);
  });
});
