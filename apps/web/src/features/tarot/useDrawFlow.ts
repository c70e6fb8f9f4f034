import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Reading, ShuffleResult, SpreadIdValue } from '@starlit/contracts';
import { ErrorCode } from '@starlit/contracts/constants';
import { endpoints } from '@starlit/contracts/endpoints';
import { ApiError, isOk } from '../../api/http';
import { useEndpointMutation } from '../../api/mutation';
import { tarotApi } from '../../api/tarot';
import { toastError } from '../../i18n/errors';
import { useSessionStore } from '../../state/session';

export type Phase =
  | { step: 'ask' }
  /** the animation and the shuffle call run together; picking starts when both are done */
  | { step: 'shuffle'; deck: ShuffleResult | null; animated: boolean }
  /** `round` renews the fan after a failed draw */
  | { step: 'pick'; deck: ShuffleResult; sending: boolean; round: number }
  | { step: 'opening'; id: string }
  | { step: 'reading'; reading: Reading; fresh: boolean };

const READING = 'reading';

/**
 * A spread screen's steps: ask → shuffle → pick → reading. The reading on screen is kept in
 * the address (`?reading=`), so history links, reloads and the back button open it again.
 */
export function useDrawFlow() {
  const [phase, setPhase] = useState<Phase>({ step: 'ask' });
  const [params, setParams] = useSearchParams();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const readingParam = params.get(READING);
  // each run of the flow; answers for an older run change nothing
  const run = useRef(0);
  const shown = useRef<string | null>(null);
  const shuffleDeck = useEndpointMutation(endpoints.tarot.shuffle, tarotApi.shuffle);
  const predict = useEndpointMutation(
    endpoints.tarot.prediction,
    (draw: { shuffleId: string; question: string; picks: number[] }) =>
      tarotApi.predict(draw.shuffleId, draw.question, draw.picks),
  );

  const reset = useCallback(() => {
    run.current += 1;
    shown.current = null;
    setPhase({ step: 'ask' });
  }, []);

  const open = useCallback(async (id: string) => {
    const token = ++run.current;
    shown.current = id;
    setPhase({ step: 'opening', id });
    const result = await tarotApi.open(id);
    if (token !== run.current || (result instanceof ApiError && result.cancelled)) return;
    if (isOk(result)) {
      setPhase({ step: 'reading', reading: result.data, fresh: false });
    } else {
      toastError(result);
      shown.current = null;
      setPhase({ step: 'ask' });
    }
  }, []);

  useEffect(() => {
    if (!readingParam) {
      if (shown.current) reset();
    } else if (readingParam !== shown.current && loginStatus) {
      void open(readingParam);
    }
  }, [readingParam, loginStatus, open, reset]);

  const shuffle = async (spreadId: SpreadIdValue) => {
    const token = ++run.current;
    setPhase({ step: 'shuffle', deck: null, animated: false });
    const result = await shuffleDeck.run(spreadId);
    if (token !== run.current) return;
    if (!isOk(result)) {
      toastError(result);
      setPhase({ step: 'ask' });
      return;
    }
    const deck = result.data;
    setPhase((p) =>
      p.step !== 'shuffle'
        ? p
        : p.animated
          ? { step: 'pick', deck, sending: false, round: 0 }
          : { ...p, deck },
    );
  };

  const shuffled = () =>
    setPhase((p) =>
      p.step !== 'shuffle'
        ? p
        : p.deck
          ? { step: 'pick', deck: p.deck, sending: false, round: 0 }
          : { ...p, animated: true },
    );

  const draw = async (question: string, picks: number[]) => {
    if (phase.step !== 'pick') return;
    const { deck, round } = phase;
    const token = run.current;
    setPhase({ step: 'pick', deck, sending: true, round });
    const result = await predict.run({
      shuffleId: deck.shuffleId,
      question: question.trim(),
      picks,
    });
    if (token !== run.current) return;
    if (!isOk(result)) {
      toastError(result);
      // a shuffle the server no longer knows cannot be drawn from: start again
      const stale = result.code === ErrorCode.PARAM;
      setPhase(stale ? { step: 'ask' } : { step: 'pick', deck, sending: false, round: round + 1 });
      return;
    }
    shown.current = result.data.id;
    setPhase({ step: 'reading', reading: result.data, fresh: true });
    setParams(
      (p) => {
        p.set(READING, result.data.id);
        return p;
      },
      { replace: true },
    );
  };

  /** Back to the question, for a new draw. */
  const again = () => {
    reset();
    setParams(
      (p) => {
        p.delete(READING);
        return p;
      },
      { replace: true },
    );
  };

  return { phase, shuffle, shuffled, draw, again, reset };
}
