import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../src/app/ErrorBoundary';
import { ScreenLoadError } from '../src/app/preloadError';
import { SCREENS, loadScreen, screenAt, screensLoading, type ScreenEntry } from '../src/app/routes';
import { EXPLORE_PATH, TABS } from '../src/components/TabBar/tabs';

const entry = (load: ScreenEntry['load']): ScreenEntry => ({ path: '/x', name: 'X', load });

describe('the screen registry', () => {
  it('finds the screen of a path as the router does', () => {
    expect(screenAt('/')?.name).toBe('Index');
    expect(screenAt('/expore')?.name).toBe('Explore');
    expect(screenAt('/Expore/')?.name).toBe('Explore');
    expect(screenAt('/chat/junior/3/7')?.name).toBe('Chat');
    expect(screenAt('/chat/junior')?.name).toBe('NotFound');
    expect(screenAt('/no-such-page')?.name).toBe('NotFound');
    // every registered path finds its own screen
    for (const screen of SCREENS.filter((s) => s.path !== '*'))
      expect(screenAt(screen.path.replace(/:\w+/g, 'p'))).toBe(screen);
  });

  it('routes each tab to its screen, Explore under the spec’s spelling', () => {
    expect(EXPLORE_PATH).toBe('/expore');
    for (const tab of TABS) expect(screenAt(tab.path)?.name).toBe(tab.name);
  });

  it('fetches a screen once, and says while it is on its way', async () => {
    let finish!: (module: { default: () => null }) => void;
    const load = vi.fn(() => new Promise<{ default: () => null }>((r) => (finish = r)));
    const screen = entry(load);
    const first = loadScreen(screen);
    expect(loadScreen(screen)).toBe(first);
    expect(screensLoading.get()).toBe(true);
    finish({ default: () => null });
    await first;
    expect(screensLoading.get()).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('turns an import without a module into a load error, and tries again next time', async () => {
    const load = vi
      .fn<ScreenEntry['load']>()
      .mockResolvedValueOnce(undefined as never)
      .mockResolvedValueOnce({ default: () => null });
    const screen = entry(load);
    await expect(loadScreen(screen)).rejects.toBeInstanceOf(ScreenLoadError);
    await expect(loadScreen(screen)).resolves.toHaveProperty('default');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screensLoading.get()).toBe(false);
  });
});

describe('the screen error boundary', () => {
  it('clears a caught error when its reset key changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('broken screen');
    }
    let go!: (path: string) => void;
    function Host() {
      const [path, setPath] = useState('/broken');
      go = setPath;
      return (
        <ErrorBoundary resetKey={path}>
          {path === '/broken' ? <Broken /> : <p>fine</p>}
        </ErrorBoundary>
      );
    }
    render(<Host />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    act(() => go('/fine'));
    expect(screen.getByText('fine')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    vi.mocked(console.error).mockRestore();
  });
});
