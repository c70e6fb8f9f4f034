import { useEffect, useState, type ReactNode } from 'react';
import { UnorderedListOutline } from 'antd-mobile-icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Reading, SpreadIdValue } from '@starlit/contracts';
import { SegmentTabs } from '../../components/Form/SegmentTabs';
import { BackHeader } from '../../components/Header/BackHeader';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import { EXPLORE_PATH } from '../../components/TabBar/tabs';
import { useSessionStore } from '../../state/session';
import { QuestionForm, SpreadIntro } from './AskStep';
import { CardFan } from './CardFan';
import { HistorySheet } from './HistorySheet';
import { findSpread, useTarotInfo } from './info';
import { ReadingView } from './ReadingView';
import { ShuffleDeck } from './ShuffleDeck';
import { type Phase, useDrawFlow } from './useDrawFlow';
import './tarot.css';
import { LoadFailed } from '../../components/Paid/LoadFailed';

/** The question asked, and the shuffle or the fan to pick from. */
function DeckStep({
  spreadName,
  phase,
  question,
  onShuffled,
  onPicked,
}: {
  spreadName: string;
  phase: Extract<Phase, { step: 'shuffle' | 'pick' }>;
  question: string;
  onShuffled(): void;
  onPicked(picks: number[]): void;
}) {
  const { t } = useTranslation('tarot');
  return (
    <section className="sl-card sl-tarot-panel sl-tarot-deck" aria-labelledby="sl-tarot-deck">
      <h1 id="sl-tarot-deck" className="sl-tarot-name">
        {spreadName}
      </h1>
      <p className="sl-tarot-panel-hint">{t('ask.yourQuestion')}</p>
      <blockquote className="sl-tarot-question">{question}</blockquote>
      {phase.step === 'shuffle' ? (
        <ShuffleDeck onDone={onShuffled} />
      ) : (
        <CardFan
          key={phase.round}
          deckSize={phase.deck.deckSize}
          picks={phase.deck.picks}
          disabled={phase.sending}
          onComplete={onPicked}
        />
      )}
    </section>
  );
}

/**
 * A spread screen: choose the spread (when the route hosts several), ask, shuffle, pick,
 * read. `spreads` are the route's spreads, chosen by `?spread=` (`initial` by default).
 */
export function TarotDrawing({
  spreads,
  initial = spreads[0],
  note,
}: {
  spreads: readonly [SpreadIdValue, ...SpreadIdValue[]];
  initial?: SpreadIdValue;
  /** what the screen puts below a reading once its cards are face up (the journal's note) */
  note?: (reading: Reading) => ReactNode;
}) {
  const { t } = useTranslation('tarot');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const { info, failed, reload } = useTarotInfo();
  const flow = useDrawFlow();
  const [question, setQuestion] = useState('');
  const [historyOpen, setHistoryOpen] = useState(false);
  const { phase } = flow;

  // each step starts at the top of the screen
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [phase.step]);

  const requested = params.get('spread');
  const chosen = spreads.find((id) => id === requested) ?? initial;
  const spread = findSpread(info, chosen);

  const choose = (id: SpreadIdValue) =>
    setParams(
      (p) => {
        p.set('spread', id);
        return p;
      },
      { replace: true },
    );
  const shuffle = () => {
    if (!loginStatus) void navigate('/login');
    else void flow.shuffle(chosen);
  };
  const openHistory = () => {
    if (!loginStatus) void navigate('/login');
    else setHistoryOpen(true);
  };
  const again = () => {
    setQuestion('');
    flow.again();
  };

  let body;
  if (failed && !info) {
    body = <LoadFailed title={t('loadFailed')} onRetry={reload} />;
  } else if (!spread || phase.step === 'opening') {
    body = <TextSkeleton lines={8} />;
  } else if (phase.step === 'reading') {
    body = (
      <ReadingView
        key={phase.reading.id}
        reading={phase.reading}
        reveal={phase.fresh}
        onNew={again}
        note={note}
      />
    );
  } else if (phase.step === 'ask') {
    body = (
      <>
        {spreads.length > 1 ? (
          <SegmentTabs
            value={chosen}
            label={t('spread.choose')}
            options={spreads.map((id) => ({
              value: id,
              label: findSpread(info, id)?.name ?? id,
            }))}
            onChange={choose}
          />
        ) : null}
        <SpreadIntro spread={spread} />
        <QuestionForm
          spread={spread}
          question={question}
          onQuestion={setQuestion}
          onShuffle={shuffle}
          visitor={!loginStatus}
        />
      </>
    );
  } else {
    body = (
      <DeckStep
        spreadName={spread.name}
        phase={phase}
        question={question}
        onShuffled={flow.shuffled}
        onPicked={(picks) => void flow.draw(question, picks)}
      />
    );
  }

  return (
    <>
      <BackHeader
        title={t('title')}
        fallback={EXPLORE_PATH}
        right={
          <button type="button" className="sl-tarot-history-link" onClick={openHistory}>
            <UnorderedListOutline aria-hidden="true" />
            <span>{t('history.short')}</span>
          </button>
        }
      />
      <div className="sl-page sl-tarot">{body}</div>
      <HistorySheet visible={historyOpen} onClose={() => setHistoryOpen(false)} />
    </>
  );
}
