import { useState } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Reading } from '@starlit/contracts';
import { tarotApi } from '../../api/tarot';
import { useApi } from '../../api/useApi';
import { toast } from '../../components/Toast/toast';
import { useAppStore } from '../../state/app';
import { CardSheet } from './CardSheet';
import { FullReading } from './FullReading';
import { findSpread, useTarotInfo } from './info';
import { toBlocks } from '../../components/ReadingText/blocks';
import { shareReading } from './share';
import { SpreadLayout } from './SpreadLayout';

/** The brief: one line per card, under the layout. */
function Brief({ readingId }: { readingId: string }) {
  const { t } = useTranslation('tarot');
  const lang = useAppStore((s) => s.lang);
  const brief = useApi(`tarot-brief:${readingId}:${lang}`, () => tarotApi.brief(readingId));
  return (
    <section className="sl-card sl-tarot-panel" aria-labelledby="sl-tarot-brief">
      <h2 id="sl-tarot-brief" className="sl-tarot-panel-title">
        {t('reading.briefTitle')}
      </h2>
      {brief.data ? (
        <ul className="sl-brief">
          {brief.data.lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : brief.loading ? (
        <Skeleton.Paragraph lineCount={3} animated />
      ) : (
        <button type="button" className="sl-tarot-link" onClick={brief.reload}>
          {t('reading.briefRetry')}
        </button>
      )}
    </section>
  );
}

/**
 * A drawn reading: the question, the cards in the spread's shape (tap one for its meaning),
 * the brief, the full reading, and sharing as a picture.
 */
export function ReadingView({
  reading,
  reveal,
  onNew,
}: {
  reading: Reading;
  /** a fresh draw: the cards fly in and turn over */
  reveal: boolean;
  onNew(): void;
}) {
  const { t } = useTranslation('tarot');
  const { info } = useTarotInfo();
  const lang = useAppStore((s) => s.lang);
  const [open, setOpen] = useState<number | null>(null);
  const [analysis, setAnalysis] = useState(reading.analysis);
  const [sharing, setSharing] = useState(false);
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
            text: `${c.positionName} · ${c.name}: ${c.keywords.join(', ')}`,
          }));
      const outcome = await shareReading(
        { ...reading, analysis },
        {
          lang,
          appName: t('common:appName'),
          tagline: t('share.tagline'),
          reversed: t('card.reversed'),
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
        <h2 id="sl-tarot-spread" className="sl-tarot-panel-title">
          {reading.spreadName}
        </h2>
        <blockquote className="sl-tarot-question">{reading.question}</blockquote>
        <SpreadLayout
          spreadId={reading.spreadId}
          positions={reading.cards.map((c) => c.positionName)}
          cards={reading.cards}
          reveal={reveal}
          onOpen={setOpen}
        />
        <p className="sl-tarot-panel-hint sl-tarot-tap">{t('reading.tapHint')}</p>
      </section>
      <Brief readingId={reading.id} />
      <FullReading readingId={reading.id} analysis={reading.analysis} onDone={setAnalysis} />
      <div className="sl-tarot-actions">
        <Button shape="rounded" loading={sharing} onClick={() => void share()}>
          {t('share.action')}
        </Button>
        <Button shape="rounded" color="primary" fill="outline" onClick={onNew}>
          {t('reading.again')}
        </Button>
      </div>
      <CardSheet card={openCard} positionMeaning={positionMeaning} onClose={() => setOpen(null)} />
    </>
  );
}
