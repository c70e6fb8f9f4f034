import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { RELATIONSHIPS as CONTRACT_RELATIONSHIPS, type Archive } from '@starlit/contracts';
import { ArchiveEditor } from '../src/features/archives/ArchiveEditor';
import { HALF_HOURS, RELATIONSHIPS } from '../src/features/archives/model';
import { useAppStore } from '../src/state/app';
import { useArchivesStore } from '../src/state/archives';
import { useSessionStore } from '../src/state/session';
import { FRIEND, OWN, SHANGHAI } from './archives-fixtures';
import { type FakeCall, fakeFetch, ok, pathOf } from './support';

type Answer = (call: FakeCall) => unknown;

function server(answers: Record<string, Answer> = {}) {
  return fakeFetch((call) => {
    const path = pathOf(call);
    if (answers[path]) return answers[path](call);
    switch (path) {
      case 'personal/list':
        return ok({ list: useArchivesStore.getState().list, currentId: 1 });
      case 'personal/info':
        return ok(FRIEND);
      case 'personal/subRegion':
        return ok({ list: [SHANGHAI] });
      case 'personal/birthInstant':
        return ok({ ...OWN.birth, utc: '1995-01-01T04:00:00.000Z' });
      default:
        return { code: 404, msg: '', data: null };
    }
  });
}

function renderEditor(id?: number) {
  const router = createMemoryRouter(
    [
      { path: '/editPage', element: <ArchiveEditor id={id} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/', '/editPage'], initialIndex: 1 },
  );
  render(
    <ConfigProvider locale={enUS}>
      <Suspense fallback={<p>loading</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </ConfigProvider>,
  );
  return router;
}

/** Taps a wheel item (a plain click: a pointer gesture would be read as a drag) and waits for
 * the picker to take it (antd-mobile passes it on after a zero-delay timer). */
async function pickWheelItem(label: string) {
  fireEvent.click(screen.getByText(label));
  await waitFor(() =>
    expect(screen.getByText(label).closest('.adm-picker-view-column-item')).toHaveAttribute(
      'data-selected',
      'true',
    ),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

const saveButton = () => screen.findByRole('button', { name: 'Save profile' });

beforeAll(() => {
  // the picker wheels capture the pointer; jsdom has no pointer capture
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
});

beforeEach(() => {
  useAppStore.setState({ lang: 'en' });
  useSessionStore.setState({ loginStatus: true, token: 't' });
  useArchivesStore.setState({ list: [OWN], currentId: 1, loaded: true });
});

afterEach(() => {
  useSessionStore.getState().signOut();
  useArchivesStore.getState().clear();
  vi.unstubAllGlobals();
});

describe('the profile form', () => {
  it('offers the relationships of the contracts, in their order', () => {
    expect(RELATIONSHIPS).toEqual(CONTRACT_RELATIONSHIPS);
  });

  it('requires every field and sends nothing until they are all there', async () => {
    const { fetch, calls } = server();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderEditor();

    await user.click(await saveButton());
    for (const message of [
      'Please enter a nickname.',
      'Please choose a relationship.',
      'Please choose a gender.',
      'Please choose the date of birth.',
      "Please choose the time of birth, or switch on “I don't know my birth time”.",
      'Please choose the place of birth.',
      'Please choose the current residence.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    // the zone follows the birthplace: no second complaint while that is missing
    expect(screen.queryByText('Please choose a time zone.')).toBeNull();
    expect(calls.map(pathOf)).not.toContain('personal/add/relation');

    // the errors follow the edits
    await user.click(screen.getByRole('option', { name: 'Female' }));
    expect(screen.queryByText('Please choose a gender.')).toBeNull();
  });

  it('limits the nickname to 10 characters', async () => {
    vi.stubGlobal('fetch', server().fetch);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderEditor();

    const nickname = await screen.findByRole('textbox', { name: 'Nickname' });
    await user.type(nickname, '星星星星星星星星星星星');
    await user.click(await saveButton());
    expect(screen.getByText('The nickname can be at most 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('11/10')).toBeInTheDocument();
    await user.type(nickname, '{Backspace}');
    expect(screen.queryByText('The nickname can be at most 10 characters.')).toBeNull();
  });

  it('offers Self only while the user has no own profile', async () => {
    vi.stubGlobal('fetch', server().fetch);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderEditor();
    await user.click(await screen.findByRole('button', { name: /Relationship/ }));
    const chips = await screen.findAllByRole('button', { pressed: false });
    const labels = chips.map((c) => c.textContent);
    expect(labels).toContain('Friend');
    expect(labels).not.toContain('Self');
    await user.click(screen.getByRole('button', { name: 'Friend' }));
    expect(screen.getByRole('button', { name: /Relationship/ })).toHaveTextContent('Friend');
  });

  it('picks the time to the half hour, 12:00 first; "I don\'t know" sets 12:00', async () => {
    vi.stubGlobal('fetch', server().fetch);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderEditor();

    const time = await screen.findByRole('button', { name: /Time of birth/ });
    expect(time).toHaveTextContent('Choose a time');
    await user.click(time);
    const items = await waitFor(() => {
      const found = document.querySelectorAll('.adm-picker-view-column-item');
      expect(found).toHaveLength(48);
      return [...found];
    });
    expect(items.map((i) => i.textContent)).toEqual(HALF_HOURS);
    expect(items.find((i) => i.getAttribute('data-selected') === 'true')).toHaveTextContent(
      '12:00',
    );
    await pickWheelItem('08:30');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(time).toHaveTextContent('08:30'));

    await user.click(screen.getByRole('switch', { name: "I don't know my birth time" }));
    expect(time).toHaveTextContent('12:00');
    expect(time).toHaveTextContent('Unknown: noon is used');
    expect(time).toBeDisabled();
  });

  it('shows what the time becomes in UTC and lets the offset be set by hand', async () => {
    const { fetch, calls } = server({
      'personal/birthInstant': (call) => {
        const body = call.body as { utcOffsetMinutes?: number | null };
        const manual = typeof body.utcOffsetMinutes === 'number';
        return ok({
          ...OWN.birth,
          utc: '1994-08-03T04:00:00.000Z',
          utcOffsetMinutes: manual ? body.utcOffsetMinutes : 540,
          dst: !manual,
          overridden: manual,
        });
      },
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderEditor(2);

    expect(await screen.findByText('UTC+09:00 · summer time')).toBeInTheDocument();
    expect(screen.getByText('1994-08-03 04:00 UTC')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adjust offset' }));
    await screen.findByText('UTC+08:00');
    await pickWheelItem('UTC+08:00');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('UTC+08:00 · standard time · set by hand')).toBeInTheDocument();
    const last = calls.filter((c) => pathOf(c) === 'personal/birthInstant').at(-1);
    expect(last?.body).toMatchObject({ birthPlaceId: 'cn-31', utcOffsetMinutes: 480 });
    await user.click(screen.getByRole('button', { name: 'Back to automatic' }));
    expect(await screen.findByText('UTC+09:00 · summer time')).toBeInTheDocument();
  });

  it('chooses a place by search; the time zone follows the birthplace', async () => {
    vi.stubGlobal('fetch', server().fetch);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderEditor();

    await user.click(await screen.findByRole('button', { name: /Place of birth/ }));
    await user.type(
      screen.getByPlaceholderText('City or region, in Chinese or English'),
      'Shanghai',
    );
    await user.click(await screen.findByText('Shanghai, China'));
    expect(screen.getByRole('button', { name: /Place of birth/ })).toHaveTextContent(
      'Shanghai, China',
    );
    expect(screen.getByRole('button', { name: /Time zone/ })).toHaveTextContent(
      'Asia/ShanghaiFrom the place of birth',
    );
  });

  it('edits a profile and shows what the server refuses next to the field', async () => {
    let answer: unknown = { code: 1603, msg: 'Nickname is not valid', data: null };
    const { fetch, calls } = server({ 'personal/add/relation': () => answer });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const router = renderEditor(2);

    const nickname = await screen.findByRole('textbox', { name: 'Nickname' });
    expect(nickname).toHaveValue('Kai');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('This nickname cannot be used. Please try another.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => pathOf(c) === 'personal/add/relation')?.body).toMatchObject({
      id: 2,
      nickname: 'Kai',
      relationship: 'H',
      gender: 1,
      birthDate: '1994-08-03',
      birthTime: '12:00',
      timeUnknown: true,
      birthPlaceId: 'cn-31',
      residencePlaceId: 'cn-31',
      timeZone: 'Asia/Shanghai',
      utcOffsetMinutes: null,
    });

    const saved: Archive = { ...FRIEND, nickname: 'Kaia' };
    answer = ok(saved);
    await user.clear(nickname);
    await user.type(nickname, 'Kaia');
    expect(screen.queryByText('This nickname cannot be used. Please try another.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/archives'));
    expect(useArchivesStore.getState().list.map((a) => a.nickname)).toEqual(['Mei', 'Kaia']);
  });

  it('asks for the own profile first when the server says so', async () => {
    useArchivesStore.setState({ list: [], currentId: null, loaded: true });
    const { fetch } = server({
      'personal/add/relation': () => ({ code: 1602, msg: '', data: null }),
      'personal/info': () => ok({ ...FRIEND, relationship: 'B' }),
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderEditor(2);
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    const relationship = screen.getByRole('button', { name: /Relationship/ });
    expect(relationship).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(relationship.parentElement as HTMLElement).getByText(
        'Please add your own profile (relationship “Self”) first.',
      ),
    ).toBeInTheDocument();
  });
});
