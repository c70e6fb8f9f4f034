import { type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../src/i18n';
import { useAppStore } from '../src/state/app';
import { useRelationsPairStore } from '../src/state/relationsPair';
import { useWalletStore } from '../src/state/wallet';
import { ExploreCards } from '../src/features/explore/ExploreCards';
import { RelationsEntries } from '../src/features/relations/RelationsEntries';
import { resolvePair } from '../src/features/relations/usePair';
import { stubServer } from './astro-fixtures';
import {
  ANN,
  LEI,
  MEI,
  OVERVIEW,
  PROFILES,
  deduction,
  relationsAnswers,
  relationsEachTest,
  renderRelations,
} from './relations-fixtures';
import { ok } from './support';
import { formatDate } from '../src/i18n/format';
import { renderRoutes } from './routes-fixture';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

relationsEachTest('1', { clearStorage: true });

describe('the pair', () => {
  it('defaults to the current profile and the next one, and swaps when one side is picked', () => {
    expect(resolvePair(PROFILES, 7, { a: null, b: null })).toMatchObject({
      a: { id: 7 },
      b: { id: 8 },
    });
    expect(resolvePair(PROFILES, 9, { a: null, b: null })).toMatchObject({
      a: { id: 9 },
      b: { id: 7 },
    });
    expect(resolvePair([MEI], 7, { a: null, b: null }).b).toBeNull();
    // a chosen profile that was deleted falls back
    expect(resolvePair(PROFILES, 7, { a: 7, b: 42 }).b).toMatchObject({ id: 8 });
  });

  it('sends the chosen ids: A the current profile, B the next, then the one picked', async () => {
    const calls = stubServer(relationsAnswers());
    const u = user();
    renderRelations();
    expect(await screen.findByText('Prosperity and intimacy')).toBeVisible();
    // how each reads the other, A to B first
    expect(
      screen.getByRole('img', { name: 'For Mei, Lei’s mansion is one of Prosperity' }),
    ).toHaveTextContent('Pr');
    expect(
      screen.getByRole('img', { name: 'For Lei, Mei’s mansion is one of Intimacy' }),
    ).toHaveTextContent('In');
    expect(calls.find((c) => c.path === 'stellarTies')?.body).toMatchObject({
      archive_a: 7,
      archive_b: 8,
    });
    // my mansion: the current profile's ring of 27, with its legend
    const ring = await screen.findByRole('img', {
      name: 'The 27 mansions and what each is to Mei',
    });
    expect(ring.querySelectorAll('.sl-rel-seg')).toHaveLength(27);
    expect(ring.querySelector('.sl-rel-seg.is-self')).toHaveAttribute('data-relation', 'life');
    expect(screen.getByRole('list', { name: 'Relations' }).children).toHaveLength(11);
    // labelled in English: romanised names and letter marks, no Chinese characters
    expect(ring.querySelector('.sl-rel-ring-self')).toHaveTextContent('M3');
    expect(ring.textContent).not.toMatch(/[\u2e80-\u9fff]/);
    expect(screen.getByRole('list', { name: 'Relations' }).textContent).not.toMatch(
      /[\u2e80-\u9fff]/,
    );
    // and so are the two people's mansion badges above it
    const badges = document.querySelectorAll('.sl-rel-mansion-glyph');
    expect(badges.length).toBeGreaterThan(1);
    for (const badge of badges) expect(badge.textContent).not.toMatch(/[\u2e80-\u9fff]/);
    expect(calls.find((c) => c.path === 'stellarTies/chart')?.body).toMatchObject({
      archive_id: 7,
    });

    await u.click(screen.getByRole('button', { name: 'Change Person B: Lei' }));
    const sheet = await screen.findByRole('heading', { name: 'Choose person B' });
    const list = sheet.parentElement!;
    await u.click(within(list).getByRole('button', { name: /Ann/ }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'stellarTies').at(-1)?.body).toMatchObject({
        archive_a: 7,
        archive_b: 9,
      }),
    );
    expect(useRelationsPairStore.getState()).toMatchObject({ a: 7, b: 9 });

    // picking B's profile for A swaps them
    await u.click(screen.getByRole('button', { name: 'Change Person A: Mei' }));
    const sheetA = (await screen.findByRole('heading', { name: 'Choose person A' })).parentElement!;
    await u.click(within(sheetA).getByRole('button', { name: /Ann/ }));
    await waitFor(() => expect(useRelationsPairStore.getState()).toMatchObject({ a: 9, b: 7 }));
  });

  it('invites to add a second profile when there is only one', async () => {
    stubServer(relationsAnswers({ 'personal/list': () => ok({ list: [MEI], currentId: 7 }) }));
    const u = user();
    const router = renderRelations();
    expect(await screen.findByRole('heading', { name: 'Add a second profile' })).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Add a profile' }));
    expect(router.state.location.pathname).toBe('/editPage');
  });
});

describe('the tabs', () => {
  it('open on the global stellarTiesTab and keep the chosen one there', async () => {
    useAppStore.getState().setStellarTiesTab('2');
    stubServer(relationsAnswers());
    const u = user();
    renderRelations();
    expect(await screen.findByRole('tab', { name: 'Synastry', selected: true })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'The synastry chart' })).toBeVisible();
    await u.click(screen.getByRole('tab', { name: 'Deep report' }));
    expect(useAppStore.getState().stellarTiesTab).toBe('3');
    expect(await screen.findByRole('heading', { name: 'My deep reports' })).toBeVisible();
  });

  it('leads from the stellar ties tab to both sides of the ties', async () => {
    stubServer(relationsAnswers());
    const u = user();
    const router = renderRelations();
    await u.click(await screen.findByRole('button', { name: 'Read your stellar ties' }));
    expect(router.state.location.pathname).toBe('/stellarTiesDetail');
    expect(await screen.findByRole('heading', { name: 'How Mei sees Lei' })).toBeVisible();
    expect(screen.getByText('For Mei, Lei’s mansion is one of Prosperity')).toBeVisible();
    expect(screen.getByText('Mei flourishes.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'How Lei sees Mei' })).toBeVisible();
    expect(screen.getAllByText('Near distance')).toHaveLength(2);
    expect(screen.getByText('4 steps round the ring')).toBeVisible();
    expect(screen.getAllByText('Lunar birthday: 1992, month 4, day 13')).toHaveLength(2);
    expect(screen.getByText('Keep talking.')).toBeVisible();
  });
});

describe('synastry', () => {
  it('reads any two profiles: two women open the synastry like any pair', async () => {
    // Mei and Ann are both entered as women
    useRelationsPairStore.getState().setPair(7, 9);
    useAppStore.getState().setStellarTiesTab('2');
    const calls = stubServer(relationsAnswers());
    const u = user();
    renderRelations();
    // the four readings measure different things, said where they are offered together
    expect(await screen.findByText(/^Four readings, four yardsticks: stellar ties/)).toBeVisible();
    // each side is told by its sign and birth date, never by sex
    const slot = screen.getByRole('button', { name: 'Change Person A: Mei' });
    expect(slot).toHaveTextContent(formatDate(MEI.birthDate, 'en'));
    expect(slot.textContent).not.toMatch(/male|female/i);
    await u.click(await screen.findByRole('button', { name: 'Open the synastry' }));
    expect(
      await screen.findByRole('img', { name: 'Synastry chart of Mei (inside) and Ann (outside)' }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.some((c) => c.path === 'serendipity/together')).toBe(true);
  });

  it('shows the bi-wheel, scores, contacts and overlays; unlocks through the deduction dialog', async () => {
    useAppStore.getState().setStellarTiesTab('2');
    const calls = stubServer(
      relationsAnswers({ deductionInfo: () => ok(deduction('unlockSerendipityTogether')) }),
    );
    const u = user();
    renderRelations();
    await u.click(await screen.findByRole('button', { name: 'Open the synastry' }));
    const wheel = await screen.findByRole('img', {
      name: 'Synastry chart of Mei (inside) and Lei (outside)',
    });
    expect(wheel.querySelectorAll('.sl-wheel-planet-glyph')).toHaveLength(10);
    expect(wheel.querySelectorAll('.sl-wheel-outer-glyph')).toHaveLength(10);
    expect(wheel.querySelectorAll('.sl-wheel-aspect')).toHaveLength(3);
    expect(screen.getByRole('meter', { name: 'Affection' })).toHaveAttribute('aria-valuenow', '84');
    const table = screen.getByRole('table', { name: 'Contacts between your charts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveClass('is-harmonious');
    expect(rows[0]).toHaveTextContent('Venus');
    expect(rows[0]).toHaveTextContent('Mars');
    expect(rows[0]).toHaveTextContent('1.2°');
    expect(rows[1]).toHaveClass('is-tense');
    expect(rows[2]).toHaveTextContent('Ascendant');
    expect(
      screen.getByText('Lei’s birth time is unknown, so their houses cannot be read.'),
    ).toBeVisible();
    expect(screen.getByText('House 7')).toBeVisible();

    expect(screen.getByText(OVERVIEW.text)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Attraction' })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Unlock for 120 points' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Unlocking this report costs 120 points'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'unlock/serendipity/together')).toBe(false);
    await u.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Attraction' })).toBeVisible();
    expect(screen.getByText('Saturn steadies you.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unlock for 120 points' })).toBeNull();
    expect(calls.find((c) => c.path === 'unlock/serendipity/together')?.body).toMatchObject({
      archive_a: 7,
      archive_b: 8,
    });
  });

  it('opens the recharge popup when the points do not suffice', async () => {
    useAppStore.getState().setStellarTiesTab('2');
    stubServer(
      relationsAnswers({
        deductionInfo: () =>
          ok({ ...deduction('unlockSerendipityTogether'), prompt: false, sufficient: true }),
        'unlock/serendipity/together': () => ({ code: 1201, msg: '', data: null }),
      }),
    );
    const u = user();
    renderRelations('/stellarTiesDetail');
    await u.click(await screen.findByRole('button', { name: 'Unlock for 120 points' }));
    await waitFor(() => expect(useWalletStore.getState().overlay).toBe('recharge'));
    expect(
      await screen.findByText('Not enough points. Buy points to continue.'),
    ).toBeInTheDocument();
  });
});

describe('in Chinese', () => {
  it('labels the tabs and the pair, with no rule on who the two are', async () => {
    await act(() => changeLanguage('zh'));
    useRelationsPairStore.getState().setPair(LEI.id, ANN.id);
    stubServer(relationsAnswers());
    const u = user();
    renderRelations();
    expect(await screen.findByRole('tab', { name: '宿曜缘分', selected: true })).toBeVisible();
    expect(screen.getByRole('button', { name: '更换甲方：Lei' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: '我的本命宿' })).toBeVisible();
    expect(screen.getByText('Mei的本命宿是M3')).toBeVisible();
    // the ring in Chinese: each mansion's character, one's own in the middle
    const ring = screen.getByRole('img', { name: '二十七宿与Mei的关系' });
    expect(ring.querySelector('.sl-rel-ring-self')).toHaveTextContent('氐');
    expect(ring.querySelector('.sl-rel-seg.is-self .sl-rel-seg-glyph')).toHaveTextContent('氐');
    await u.click(screen.getByRole('tab', { name: '合盘' }));
    expect(await screen.findByRole('button', { name: '查看合盘' })).toBeVisible();
    // any two profiles: no message, whoever they are
    useRelationsPairStore.getState().setPair(MEI.id, ANN.id);
    expect(await screen.findByRole('button', { name: '查看合盘' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
    await u.click(screen.getByRole('tab', { name: '深度报告' }));
    expect(await screen.findByRole('heading', { name: '我的深度报告' })).toBeVisible();
    expect(screen.getByRole('button', { name: '管理' })).toBeVisible();
  });
});

/** A card list at / and a stand-in /stellarTies to land on. */
function renderEntry(node: ReactNode) {
  return renderRoutes(
    [
      { path: '/', element: node },
      { path: '/stellarTies', element: <p>stellar ties page</p> },
    ],
    '/',
  ).router;
}

describe('the ways in', () => {
  it('opens /stellarTies from Home on the tab of the card', async () => {
    const u = user();
    const router = renderEntry(<RelationsEntries />);
    await u.click(await screen.findByRole('button', { name: /^Synastry/ }));
    expect(useAppStore.getState().stellarTiesTab).toBe('2');
    expect(router.state.location.pathname).toBe('/stellarTies');
  });

  it('opens /stellarTies from Explore on the tab of the card', async () => {
    const u = user();
    const router = renderEntry(<ExploreCards />);
    await u.click(await screen.findByRole('button', { name: /^Deep report/ }));
    expect(useAppStore.getState().stellarTiesTab).toBe('3');
    expect(router.state.location.pathname).toBe('/stellarTies');
  });
});
