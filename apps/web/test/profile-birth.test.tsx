import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOURS, MINUTES } from '../src/components/Form/TimePicker';
import { pickWheelItem, renderEditor, server, setUpEditor, wheels } from './profile-editor-support';
import { FRIEND, OWN } from './profiles-fixtures';
import { ok, pathOf } from './support';

setUpEditor();

/** The birth fields of the profile form: the time to the minute, its UTC reading, the zone. */
describe('the profile form: time and zone of birth', () => {
  it('picks the time to the minute, 12:00 first, with advice; "I don\'t know" sets 12:00', async () => {
    vi.stubGlobal('fetch', server().fetch);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderEditor();

    const time = await screen.findByRole('button', { name: /Time of birth/ });
    expect(time).toHaveTextContent('Choose a time');
    expect(screen.getByText(/To the minute if you can/)).toBeInTheDocument();
    await user.click(time);
    // every minute of the day: 24 hours by 60 minutes
    const [hours, minutes] = await waitFor(() => {
      const found = wheels();
      expect(found).toHaveLength(2);
      return found;
    });
    expect(hours?.labels).toEqual(HOURS);
    expect(hours?.labels).toHaveLength(24);
    expect(minutes?.labels).toEqual(MINUTES);
    expect(minutes?.labels).toHaveLength(60);
    expect([hours?.selected, minutes?.selected]).toEqual(['12', '00']);
    await pickWheelItem('07', 0);
    await pickWheelItem('15', 1);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(time).toHaveTextContent('07:15'));
    // opened again, the wheels stand on the chosen minute
    await user.click(time);
    await waitFor(() => expect(wheels().map((w) => w.selected)).toEqual(['07', '15']));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('switch', { name: 'I don’t know my birth time' }));
    expect(time).toHaveTextContent('12:00');
    expect(time).toHaveTextContent('Unknown: noon is used');
    expect(time).toBeDisabled();
    expect(screen.queryByText(/To the minute if you can/)).toBeNull();
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

  it('shows time zones in words, with the offset at the birth moment', async () => {
    const { fetch, calls } = server({ 'personal/add/relation': () => ok(FRIEND) });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderEditor(2);

    const zone = await screen.findByRole('button', { name: /Time zone/ });
    // the birth moment (the server's answer: 1 January 1995) is in winter
    await waitFor(() => expect(zone).toHaveTextContent('China Standard Time (Shanghai) UTC+08:00'));
    await user.click(zone);
    const sheet = await screen.findByRole('heading', { name: 'Time zone' });
    const list = sheet.parentElement as HTMLElement;
    const rows = () => [...list.querySelectorAll('.sl-place-main')].map((r) => r.textContent);
    // the birthplace's zone first, then west to east, never an IANA id
    expect(rows()[0]).toBe('China Standard Time (Shanghai)place of birthUTC+08:00');
    expect(rows().join(' ')).not.toMatch(/\w+\/\w+/);
    await user.type(
      screen.getByPlaceholderText('City, country or zone name, e.g. New York'),
      'New York',
    );
    await waitFor(() => expect(rows()).toEqual(['Eastern Time (New York)UTC\u221205:00']));
    await user.click(screen.getByRole('button', { name: /Eastern Time \(New York\)/ }));
    await waitFor(() => expect(zone).toHaveTextContent('Eastern Time (New York) UTC\u221205:00'));
    expect(zone).not.toHaveTextContent('From the place of birth');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((c) => pathOf(c) === 'personal/add/relation')?.body).toMatchObject({
        timeZone: 'America/New_York',
      }),
    );
  });
});
