import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_LAYOUT_WIDTH,
  RESIZE_DEBOUNCE_MS,
  installLayout,
  isMobileWidth,
  rootFontSize,
} from '../src/app/layout';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('rem scaling', () => {
  it('is one tenth of the viewport width, capped at 540', () => {
    expect(rootFontSize(375)).toBe(37.5);
    expect(rootFontSize(390)).toBe(39);
    expect(rootFontSize(MAX_LAYOUT_WIDTH)).toBe(54);
    expect(rootFontSize(1440)).toBe(54);
  });

  it('uses 768 px as the mobile threshold', () => {
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
  });

  describe('installed on a window', () => {
    let uninstall: () => void = () => {};
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => {
      uninstall();
      vi.useRealTimers();
    });

    it('applies at once, then 300 ms after the last resize', () => {
      setWidth(390);
      uninstall = installLayout(window);
      const root = document.documentElement;
      expect(root.style.fontSize).toBe('39px');
      expect(root.classList.contains('sl-desktop')).toBe(false);

      setWidth(320);
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(200);
      setWidth(1280);
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
      expect(root.style.fontSize).toBe('39px');
      vi.advanceTimersByTime(1);
      expect(root.style.fontSize).toBe('54px');
      expect(root.classList.contains('sl-desktop')).toBe(true);
    });

    it('stops listening once uninstalled', () => {
      setWidth(400);
      uninstall = installLayout(window);
      uninstall();
      setWidth(300);
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(1000);
      expect(document.documentElement.style.fontSize).toBe('40px');
    });
  });
});
