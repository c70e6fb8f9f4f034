import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingScreen from '../src/screens/Setting';
import { queryClient } from '../src/api/query';
import { changeLanguage } from '../src/i18n';
import { toast } from '../src/components/Toast/toast';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';
import { fakeFetch, ok, pathOf, type FakeCall } from './support';
import { renderRoutes } from './routes-fixture';

/** The settings answer, changed by each accepted write; `refuse` answers writes with 1001. */
function settingsServer(refuse = false) {
  const state: Record<string, unknown> = {
    pointsDeductionPrompt: true,
    music: false,
    lang: 'en',
    houseSystem: 'placidus',
    zodiac: 'tropical',
    ayanamsa: 'lahiri',
    nodeKind: 'mean',
  };
  const server = fakeFetch((call: FakeCall) => {
    if (pathOf(call) !== 'userConfig') return { code: 404, msg: 'not in this test', data: null };
    if (call.method === 'POST') {
      if (refuse) return { code: 1001, msg: 'bad value', data: null };
      const { lang: _lang, ...change } = call.body as Record<string, unknown>;
      Object.assign(state, change);
    }
    return ok({ ...state });
  });
  vi.stubGlobal('fetch', server.fetch);
  return { ...server, state };
}

const writes = (calls: FakeCall[]) =>
  calls.filter((c) => c.method === 'POST' && pathOf(c) === 'userConfig').map((c) => c.body);

function renderSettings() {
  renderRoutes([{ path: '/setting', element: <SettingScreen /> }], '/setting');
}

beforeEach(async () => {
  await changeLanguage('en');
  useAppStore.getState().setLang('en');
  useSessionStore.setState({ token: 'tok', loginStatus: true });
});

afterEach(() => {
  toast.clear();
  queryClient.clear();
  useSessionStore.getState().signOut();
  vi.unstubAllGlobals();
});

describe('Settings → Chart', () => {
  it('shows the stored options with a plain line about each choice', async () => {
    settingsServer();
    renderSettings();
    expect(await screen.findByText('Chart')).toBeInTheDocument();
    expect(await screen.findByTestId('chart-house-hint')).toHaveTextContent(/most common choice/);
    expect(screen.getByTestId('chart-zodiac-hint')).toHaveTextContent(/follow the seasons/);
    expect(screen.getByTestId('chart-node-hint')).toHaveTextContent(/smooth average/);
    // the ayanamsa matters only for the sidereal zodiac
    expect(screen.queryByText('Ayanamsa')).toBeNull();
  });

  it('saves a house system and the sidereal zodiac, then offers the ayanamsa', async () => {
    const { calls, state } = settingsServer();
    const user = userEvent.setup();
    renderSettings();
    await screen.findByTestId('chart-house-hint');
    await user.click(screen.getByText('Whole Sign'));
    await waitFor(() =>
      expect(writes(calls)).toContainEqual({ houseSystem: 'wholeSign', lang: 'en' }),
    );
    expect(screen.getByTestId('chart-house-hint')).toHaveTextContent(/one whole sign/);
    await user.click(screen.getByText('Sidereal'));
    await waitFor(() => expect(state.zodiac).toBe('sidereal'));
    expect(screen.getByTestId('chart-zodiac-hint')).toHaveTextContent(/stars in the sky/);
    const ayanamsa = await screen.findByTestId('chart-ayanamsa-hint');
    expect(ayanamsa).toHaveTextContent(/standard in India/);
    await user.click(screen.getByText('Fagan–Bradley'));
    await waitFor(() => expect(state.ayanamsa).toBe('faganBradley'));
    await user.click(screen.getByText('True node'));
    await waitFor(() => expect(state.nodeKind).toBe('true'));
    expect(screen.getByTestId('chart-node-hint')).toHaveTextContent(/really is/);
  });

  it('goes back to the stored choice when the server refuses it', async () => {
    const { calls } = settingsServer(true);
    const user = userEvent.setup();
    renderSettings();
    await screen.findByTestId('chart-house-hint');
    await user.click(screen.getByText('Koch'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByTestId('chart-house-hint')).toHaveTextContent(/most common choice/),
    );
  });

  it('reads in Chinese', async () => {
    await changeLanguage('zh');
    settingsServer();
    renderSettings();
    const section = (await screen.findByText('星盘')).closest('.sl-chart-options') as HTMLElement;
    expect(within(section).getByText('宫位制')).toBeInTheDocument();
    expect(await within(section).findByText('整宫制')).toBeInTheDocument();
    expect(within(section).getByTestId('chart-zodiac-hint')).toHaveTextContent(/春分/);
  });
});
