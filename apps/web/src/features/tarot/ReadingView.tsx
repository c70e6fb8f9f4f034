import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Reading } from '@starlit/contracts';
import { toast } from '../../components/Toast/toast';
import { useAppStore } from '../../state/app';
import { Brief } from './Brief';
import { CardSheet } from './CardSheet';
import { FullReading } from './FullReading';
import { findSpread, useTarotInfo } from './info';
import { toBlocks } from '../../components/ReadingText/blocks';
import { shareReading } from './share';
import { SpreadLayout } from './SpreadLayout';
import { TurnedList } from './TurnedList';

/**
 * A drawn reading: the question and the cards in the spread's shape. A fresh draw lies face
 * down: each card is turned by a tap (or all at once); the brief, the full reading and
 * sharing come once every card is face up. A face-up card opens its meaning.
 */
export function ReadingView({
  reading,
  reveal,
  onNew,
  note,
}: {
  reading: Reading;
  /** a fresh draw: the cards fly in face down, to be turned over */
  reveal: boolean;
  onNew(): void;
  /** shown below the reading once every card is face up */
  note?: (reading: Reading) => ReactNode;
}) {
  const { t } = useTranslation(['tarot', 'common']);
  const { info } = useTarotInfo();
  const lang = useAppStore((s) => s.lang);
  const [open, setOpen] = useState<number | null>(null);
  const [analysis, setAnalysis] = useState(reading.analysis);
  const [sharing, setSharing] = useState(false);
  const [faceUp, setFaceUp] = useState<boolean[]>(() => reading.cards.map(() => !reveal));
  const [cascade, setCascade] = useState(false);
  const revealed = faceUp.every(Boolean);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // the picked card's fan and then the reveal-all button leave the page: focus that was on them
  // goes to the spread's heading instead of back to the top of the page
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) headingRef.current?.focus();
  }, [revealed]);
  const turn = (index: number) => {
    setCascade(false);
    setFaceUp((up) => up.map((u, i) => u || i === index));
  };
  const turnAll = () => {
    setCascade(true);
    setFaceUp((up) => up.map(() => true));
  };
  const spread = findSpread(info, reading.spreadId);
  const openCard = open === null ? null : (reading.cards[open] ?? null);
  const positionMeaning = spread?.positions.find((p) => p.id === openCard?.position)?.meaning;

  const share = async () => {
    setSharing(true);
    try {
      const blocks = analysis
        ? toBlocks(analysis)
        : reading.cards.map((c) => ({
            kind: 'paragraph' as const,
            text: `${c.positionName} · ${t(c.reversed ? 'card.nameReversed' : 'card.nameUpright', { name: c.name })}${t('card.keywordsLead')}${c.keywords.join(t('card.keywordSep'))}`,
          }));
      const outcome = await shareReading(
        { ...reading, analysis },
        {
          lang,
          appName: t('common:appName'),
          tagline: t('share.tagline'),
          cardName: (name: string, reversed: boolean) =>
            t(reversed ? 'card.nameReversed' : 'card.nameUpright', { name }),
          blocks,
        },
      );
      if (outcome === 'downloaded') toast.show({ icon: 'success', content: t('share.saved') });
    } catch {
      toast.show({ icon: 'fail', content: t('share.failed') });
    } finally {
      setSharing(false);
    }
  };

  return (
    <>
      <section className="sl-card sl-tarot-panel sl-tarot-drawn" aria-labelledby="sl-tarot-spread">
        <h2 id="sl-tarot-spread" ref={headingRef} tabIndex={-1} className="sl-tarot-panel-title">
          {reading.spreadName}
        </h2>
        <blockquote className="sl-tarot-question">{reading.question}</blockquote>
        <SpreadLayout
          spreadId={reading.spreadId}
          positions={reading.cards.map((c) => c.positionName)}
          cards={reading.cards}
          reveal={reveal}
          faceUp={faceUp}
          cascade={cascade}
          onTurn={turn}
          onOpen={setOpen}
        />
        <p className="sl-tarot-panel-hint sl-tarot-tap" aria-live="polite">
          {revealed ? t('reading.tapHint') : t('reading.turnHint')}
        </p>
        {revealed ? null : (
          <Button block shape="rounded" color="primary" fill="outline" onClick={turnAll}>
            {t('reading.revealAll')}
          </Button>
        )}
        <TurnedList cards={reading.cards} faceUp={faceUp} onOpen={setOpen} />
      </section>
      {revealed ? (
        <>
          <Brief readingId={reading.id} />
          <FullReading readingId={reading.id} analysis={reading.analysis} onDone={setAnalysis} />
          {note?.(reading)}
        </>
      ) : null}
      <div className={revealed ? 'sl-tarot-actions' : 'sl-tarot-actions is-single'}>
        {revealed ? (
          <Button shape="rounded" loading={sharing} onClick={() => void share()}>
            {t('share.action')}
          </Button>
        ) : null}
        <Button shape="rounded" color="primary" fill="outline" onClick={onNew}>
          {t('reading.again')}
        </Button>
      </div>
      <CardSheet card={openCard} positionMeaning={positionMeaning} onClose={() => setOpen(null)} />
    </>
  );
}
