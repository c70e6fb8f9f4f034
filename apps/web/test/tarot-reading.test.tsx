import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeductionInfo } from '@starlit/contracts';
import { FullReading } from '../src/features/tarot/FullReading';
import { toBlocks } from '../src/components/ReadingText/blocks';
import { useSessionStore } from '../src/state/session';
import { useWalletStore } from '../src/state/wallet';
import { ok } from './support';
import { renderAt } from './tarot-fixtures';
import { userAccount } from './wallet-fixtures';
import { signedInInEnglish } from './session-fixture';

const ID = '7d1f2c3a-0000-4000-8000-000000000001';

const FREE: DeductionInfo = {
  type: 'analysis4Tarot',
  cost: 45,
  days: null,
  mode: 'free',
  balance: 10,
  sufficient: true,
  prompt: false,
};

/** A server whose reading stream the test writes to, event by event. */
function streamingServer(refusal?: { code: number; msg: string }) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  const paths: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input)
      .replace(/^\/api\/v2\//, '')
      .split('?')[0]!;
    paths.push(path);
    const json = (data: unknown) =>
      new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } });
    if (path === 'deductionInfo') return json(ok(FREE));
    if (path === 'userAccount') return json(ok(userAccount()));
    if (path === 'tarot/predictionAnalysis') {
      if (refusal) return json({ ...refusal, data: null });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }
    return json({ code: 404, msg: '', data: null });
  });
  const send = (event: string, data: unknown) =>
    controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  return {
    fetch,
    paths,
    chunk: (text: string) => send('chunk', { text }),
    done: () => {
      send('done', { charged: 'free' });
      controller.close();
    },
  };
}

const caret = () => document.querySelector('.sl-caret');

signedInInEnglish();

afterEach(() => {
  useWalletStore.getState().reset();
  useSessionStore.getState().signOut();
});

describe('reading text', () => {
  it('turns "## " lines into headings and the rest into paragraphs', () => {
    expect(toBlocks('## One\n\nFirst line\ncontinues.\n\nSecond.\n## Two\nLast')).toEqual([
      { kind: 'heading', text: 'One' },
      { kind: 'paragraph', text: 'First line continues.' },
      { kind: 'paragraph', text: 'Second.' },
      { kind: 'heading', text: 'Two' },
      { kind: 'paragraph', text: 'Last' },
    ]);
    // a bulleted line (the crisis reply's hotlines) stands on its own
    expect(toBlocks('Call now:\n• China: 12356\n• US: 988\nYou matter.')).toEqual([
      { kind: 'paragraph', text: 'Call now:' },
      { kind: 'paragraph', text: '• China: 12356' },
      { kind: 'paragraph', text: '• US: 988' },
      { kind: 'paragraph', text: 'You matter.' },
    ]);
  });
});

describe('the full reading', () => {
  it('streams in piece by piece, with headings, a caret while it lasts, then reloads the account', async () => {
    const server = streamingServer();
    vi.stubGlobal('fetch', server.fetch);
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderAt(<FullReading readingId={ID} analysis={null} onDone={onDone} />);

    await user.click(await screen.findByRole('button', { name: 'Read it in full' }));
    await waitFor(() => expect(server.paths).toContain('tarot/predictionAnalysis'));
    expect(server.paths.indexOf('deductionInfo')).toBeLessThan(
      server.paths.indexOf('tarot/predictionAnalysis'),
    );

    server.chunk('## Your question\n\nYou asked about ');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Your question' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You asked about')).toBeInTheDocument();
    expect(caret()).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 3, name: 'The cards' })).toBeNull();

    server.chunk('your work.\n\n## The cards\n\nThe Fool opens the way.');
    expect(await screen.findByRole('heading', { level: 3, name: 'The cards' })).toBeInTheDocument();
    expect(screen.getByText('You asked about your work.')).toBeInTheDocument();
    expect(screen.getByText('The Fool opens the way.')).toContainElement(caret() as HTMLElement);

    server.done();
    await waitFor(() => expect(caret()).toBeNull());
    expect(onDone).toHaveBeenCalledWith(
      '## Your question\n\nYou asked about your work.\n\n## The cards\n\nThe Fool opens the way.',
    );
    await waitFor(() => expect(server.paths).toContain('userAccount'));
    expect(screen.queryByRole('button', { name: 'Read it in full' })).toBeNull();
  });

  it('opens the recharge popup when the points do not suffice (1201)', async () => {
    const server = streamingServer({
      code: 1201,
      msg: 'Not enough points. Buy points to continue.',
    });
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    renderAt(<FullReading readingId={ID} analysis={null} onDone={() => {}} />);

    await user.click(await screen.findByRole('button', { name: 'Read it in full' }));
    await waitFor(() => expect(useWalletStore.getState().overlay).toBe('recharge'));
    expect(document.querySelector('.sl-toast-host')).toHaveTextContent(
      'Not enough points. Buy points to continue.',
    );
    expect(screen.getByRole('button', { name: 'Read it in full' })).toBeInTheDocument();
  });

  it('shows a reading that was already produced at once, without asking again', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAt(
      <FullReading readingId={ID} analysis={'## Saved\n\nKept from before.'} onDone={() => {}} />,
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Saved' })).toBeInTheDocument();
    expect(screen.getByText('Kept from before.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read it in full' })).toBeNull();
    expect(caret()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
