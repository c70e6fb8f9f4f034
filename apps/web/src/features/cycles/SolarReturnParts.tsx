import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Lang, PlaceSnapshot, SolarReturnView } from '@starlit/contracts';
import { ChartWheel } from '../../components/ChartWheel/ChartWheel';
import { LockedCard } from '../../components/Paid/LockedCard';
import { PlaceSheet } from '../../components/PlaceSheet/PlaceSheet';
import { locale } from '../../i18n/format';
import { formatZone } from '../../i18n/zones';
import { useAppStore } from '../../state/app';

/** An instant as a date and clock time in a zone. */
export function momentIn(at: Date, zone: string, lang: Lang): string {
  try {
    return new Intl.DateTimeFormat(locale(lang), {
      timeZone: zone,
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(at);
  } catch {
    return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'long', timeStyle: 'short' }).format(
      at,
    );
  }
}

/** The exact return in the member's zone, and at the place when its clock differs. */
export function MomentCard({ view }: { view: SolarReturnView }) {
  const { t } = useTranslation('cycles');
  const lang = useAppStore((s) => s.lang);
  const at = new Date(view.utc);
  const mine = momentIn(at, view.zone, lang);
  const there = momentIn(at, view.place.tz, lang);
  return (
    <section className="sl-card sl-sr-moment" aria-labelledby="sl-sr-moment">
      <h2 id="sl-sr-moment" className="sl-sr-label">
        {t('moment.label')}
      </h2>
      <p className="sl-sr-time" data-testid="solar-return-moment">
        {mine}
      </p>
      <p className="sl-sr-note">
        {t('moment.zone', { zone: formatZone(view.zone, lang, { at }) })}
      </p>
      {there !== mine ? (
        <p className="sl-sr-note">{t('moment.there', { time: there, place: view.place.name })}</p>
      ) : null}
    </section>
  );
}

/** Where the return is cast, the quick choices (home, birthplace) and a search for any other. */
export function PlaceCard({
  view,
  choosing,
  onChoose,
}: {
  view: SolarReturnView;
  choosing: boolean;
  onChoose(placeId: string): void;
}) {
  const { t } = useTranslation('cycles');
  const [open, setOpen] = useState(false);
  const quick: { key: 'residence' | 'birthPlace'; place: PlaceSnapshot }[] = [];
  for (const [key, place] of [
    ['residence', view.residence],
    ['birthPlace', view.birthPlace],
  ] as const)
    if (place.id !== view.place.id && !quick.some((q) => q.place.id === place.id))
      quick.push({ key, place });
  return (
    <section className="sl-card sl-sr-place" aria-labelledby="sl-sr-place">
      <h2 id="sl-sr-place" className="sl-sr-label">
        {t('place.label')}
      </h2>
      <p className="sl-sr-place-name" data-testid="solar-return-place">
        {view.place.fullName}
      </p>
      <p className="sl-sr-note">{t(`place.source.${view.placeSource}`)}</p>
      <div className="sl-sr-place-actions">
        {quick.map((q) => (
          <Button
            key={q.key}
            size="small"
            shape="rounded"
            fill="outline"
            disabled={choosing}
            onClick={() => onChoose(q.place.id)}
          >
            {t(`place.${q.key}`, { name: q.place.name })}
          </Button>
        ))}
        <Button
          size="small"
          shape="rounded"
          color="primary"
          fill="outline"
          disabled={choosing}
          onClick={() => setOpen(true)}
        >
          {t('place.change')}
        </Button>
      </div>
      <p className="sl-sr-note">{t('place.hint')}</p>
      <PlaceSheet
        visible={open}
        title={t('place.sheetTitle', { year: view.year })}
        onClose={() => setOpen(false)}
        onChoose={(place) => onChoose(place.id)}
      />
    </section>
  );
}

/** The return chart's wheel. */
export function ReturnWheel({ view }: { view: SolarReturnView }) {
  const { t } = useTranslation('cycles');
  if (!view.chart) return null;
  return (
    <section className="sl-card sl-sr-wheel">
      <ChartWheel chart={view.chart} label={t('wheel', { name: view.nickname, year: view.year })} />
    </section>
  );
}

/** The year's title, when and where, and its tone (free); then its themes or the unlock. */
export function ReturnReading({
  view,
  unlocking,
  onUnlock,
}: {
  view: SolarReturnView;
  unlocking: boolean;
  onUnlock(): void;
}) {
  const { t } = useTranslation('cycles');
  if (!view.headline) return null;
  const { headline, themes } = view;
  return (
    <>
      <section className="sl-card sl-sr-reading" aria-labelledby="sl-sr-title">
        <h2 id="sl-sr-title" className="sl-sr-title">
          {headline.title}
        </h2>
        <p className="sl-sr-note">{headline.when}</p>
        <h3>{t('tone')}</h3>
        <p>{headline.tone}</p>
      </section>
      {themes ? (
        <section className="sl-card sl-sr-reading sl-sr-themes" aria-labelledby="sl-sr-themes">
          <h2 id="sl-sr-themes" className="sl-sr-title">
            {t('themes.title')}
          </h2>
          <h3>{t('themes.arena')}</h3>
          <p>{themes.arena}</p>
          <h3>{t('themes.needs')}</h3>
          <p>{themes.needs}</p>
          {themes.angular.length > 0 ? (
            <>
              <h3>{t('themes.angular')}</h3>
              {themes.angular.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </>
          ) : null}
        </section>
      ) : (
        <LockedCard
          className="sl-sr-lock"
          title={t('themes.lockedTitle')}
          body={t('themes.lockedBody')}
          unlockLabel={
            view.price > 0 ? t('themes.unlockPrice', { price: view.price }) : t('themes.unlock')
          }
          unlocking={unlocking}
          onUnlock={onUnlock}
        />
      )}
    </>
  );
}
