import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../src/i18n';
import { useAppStore } from '../src/state/app';
import { seedProfiles } from './profiles-cache';
import { ok, recordingCanvas } from './support';
import { drawPairingCard } from '../src/features/pairing/share';
import { stubServer } from './astro-fixtures';
import {
  CHARTS,
  SIGNS,
  answers,
  pairingBodies,
  renderPairing,
  setUpPairing,
} from './pairing-fixtures';

setUpPairing();

describe('zodiac pairing: the result', () => {
  it('shows the score, the four sides, strengths, frictions and advice; no contacts for signs', async () => {
    stubServer(answers());
    renderPairing('/zodiacPairingDetail');

    expect(await screen.findByRole('img', { name: 'Overall match 64 out of 100' })).toBeVisible();
    expect(document.querySelector('.sl-score-ring-number')).toHaveTextContent('64');
    expect(screen.getByText('Based on Sun and Moon signs')).toBeVisible();
    expect(screen.getByText('Luna')).toBeVisible();
    expect(screen.getByText('Moon in Leo')).toBeVisible();
    const scores = document.querySelector<HTMLElement>('.sl-pair-scores')!;
    for (const [name, value] of [
      ['Affection', 58],
      ['Friendship', 71],
      ['Communication', 66],
      ['Long term', 49],
    ] as const) {
      const row = within(scores).getByText(name).closest('li')!;
      expect(row).toHaveTextContent(String(value));
    }
    const strengths = screen.getByRole('region', { name: 'What flows' });
    expect(within(strengths).getAllByRole('listitem')).toHaveLength(2);
    expect(within(strengths).getByText('Sol brings the care.')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Where it rubs' })).getByText('Different speeds.'),
    ).toBeVisible();
    expect(screen.getByText(SIGNS.advice)).toBeVisible();
    expect(screen.queryByText('Strongest contacts')).toBeNull();
  });

  it('lists the strongest contacts for two full charts, in words', async () => {
    const store = useAppStore.getState();
    useAppStore.setState({
      pairingProfiles: [
        { ...store.pairingProfiles[0]!, profileId: 7 },
        { ...store.pairingProfiles[1]!, profileId: 8 },
      ],
    });
    stubServer(answers());
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const router = renderPairing('/zodiacPairingDetail');

    expect(await screen.findByText('Strongest contacts')).toBeVisible();
    expect(screen.getByText('Based on both birth charts')).toBeVisible();
    const rows = document.querySelectorAll('.sl-pair-contacts li');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAccessibleName('Mei’s Sun trine Jun’s Venus, orb 0.8°');
    expect(rows[0]).toHaveClass('is-harmonious');
    expect(rows[1]).toHaveAccessibleName('Mei’s Mars square Jun’s Ascendant, orb 1.6°');
    expect(rows[1]).toHaveClass('is-challenging');

    await user.click(screen.getByRole('button', { name: 'Change the pair' }));
    expect(router.state.location.pathname).toBe('/zodiacPairing');
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    const calls = stubServer(
      answers({
        'constellation/pairing': () =>
          fail ? { code: 1602, msg: 'That profile is gone', data: null } : ok(SIGNS),
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPairing('/zodiacPairingDetail');
    expect(
      await screen.findByRole('heading', { name: 'The pairing could not be read' }),
    ).toBeVisible();
    expect(screen.getByText('That profile is gone')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(SIGNS.summary)).toBeVisible();
    expect(pairingBodies(calls)).toHaveLength(2);
  });

  it('renders in Chinese and reads again when the language changes', async () => {
    const calls = stubServer(answers());
    renderPairing('/zodiacPairingDetail');
    await screen.findByText(SIGNS.summary);

    await act(() => changeLanguage('zh'));
    expect(await screen.findByRole('img', { name: '综合契合度 64 分（满分 100）' })).toBeVisible();
    await waitFor(() => expect(pairingBodies(calls)).toHaveLength(2));
    expect(pairingBodies(calls)[1]).toMatchObject({ lang: 'zh' });
    expect(screen.getByText('依据太阳与月亮星座')).toBeVisible();
    expect(screen.getByText('月亮狮子座')).toBeVisible();
    for (const name of ['情感', '友情', '沟通', '长久', '顺畅之处', '摩擦之处', '建议'])
      expect(screen.getByText(name)).toBeVisible();
  });

  it('renders the chooser in Chinese, its sample people named in Chinese', async () => {
    await changeLanguage('zh');
    useAppStore.setState({ lang: 'zh' });
    seedProfiles([], null);
    stubServer(answers());
    renderPairing();
    expect(await screen.findByRole('button', { name: /^第一位：小林，白羊座/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /^第二位：小安，处女座/ })).toBeVisible();
    expect(screen.getByRole('button', { name: '开始配对' })).toBeVisible();
    expect(screen.getByText('结果依据什么')).toBeVisible();
  });
});

describe('the pairing picture', () => {
  it('draws the two signs and the scores at 1080 px, without names, birthdays or the summary', () => {
    const texts = recordingCanvas();
    const [a, b] = CHARTS.people;
    const named = { ...CHARTS, summary: `${a.nickname} and ${b.nickname} meet halfway.` };
    const canvas = drawPairingCard(named, {
      lang: 'en',
      appName: 'Starlit',
      title: 'Zodiac pairing',
      signs: ['Leo', 'Pisces'],
      overall: 'Overall match',
      level: 'Based on both birth charts',
      scores: {
        love: 'Affection',
        friendship: 'Friendship',
        communication: 'Communication',
        longTerm: 'Long term',
      },
      footer: 'Paired under the stars with Starlit',
    });
    expect(canvas.width).toBe(1080);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Starlit',
        'Leo',
        'Pisces',
        String(CHARTS.overall),
        'Affection',
        String(CHARTS.scores.longTerm),
        '✦ Paired under the stars with Starlit ✦',
      ]),
    );
    const drawn = texts.join(' ');
    expect(drawn).not.toContain('meet halfway');
    for (const side of CHARTS.people) {
      expect(drawn).not.toContain(side.nickname);
      expect(drawn).not.toContain(side.birthDate);
    }
  });
});
