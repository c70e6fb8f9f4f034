import type { BaziChartData, BaziSettings } from '@starlit/contracts';
import { SegmentTabs } from '../../components/Form/SegmentTabs';
import { locale } from '../../i18n/format';
import type { BaziWords } from './words';

/** A local wall-clock reading (YYYY-MM-DDTHH:mm) as the birth date and time. */
const wall = (value: string) => value.replace('T', ' ');

/** An instant as date and time in a zone. */
function inZone(utc: string, zone: string, lang: BaziWords['lang']) {
  return new Intl.DateTimeFormat(locale(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  }).format(new Date(utc));
}

/**
 * Both clocks of the birth (the zone's standard time and true solar time), which one the chart
 * follows, a note when true solar time changed a pillar, and the 节 that opened the birth month.
 */
export function Clocks({ data, words }: { data: BaziChartData; words: BaziWords }) {
  const { t } = words;
  const c = data.clocks;
  const names = c.changed.map((k) => t(`pillars.${k}`));
  const pillars =
    names.length > 1
      ? t('clocks.pillarsMany', { names: names.join(t('clocks.and')) })
      : t('clocks.pillarsOne', { name: names[0] });
  const used = <span className="sl-bz-used">{t('clocks.used')}</span>;
  return (
    <section className="sl-card sl-bz-clocks" aria-labelledby="sl-bz-clocks">
      <h2 id="sl-bz-clocks">{t('clocks.title')}</h2>
      <dl>
        <div className={c.used === 'standard' ? 'is-used' : undefined}>
          <dt>{t('clocks.standard', { zone: c.zone })}</dt>
          <dd>
            {wall(c.standard)} {c.used === 'standard' ? used : null}
          </dd>
        </div>
        <div className={c.used === 'trueSolar' ? 'is-used' : undefined}>
          <dt>{t('clocks.trueSolar')}</dt>
          <dd>
            {wall(c.trueSolar)} {c.used === 'trueSolar' ? used : null}
          </dd>
        </div>
      </dl>
      <p
        className={names.length > 0 ? 'sl-bz-alert' : 'sl-bz-note'}
        role={names.length > 0 ? 'note' : undefined}
      >
        {names.length === 0
          ? t('clocks.same')
          : t(c.used === 'trueSolar' ? 'clocks.changedSolar' : 'clocks.changedClock', { pillars })}
      </p>
      <p>
        {t('clocks.term', {
          term: words.term(data.monthTerm.name),
          time: inZone(data.monthTerm.utc, c.zone, words.lang),
          zone: c.zone,
        })}
      </p>
    </section>
  );
}

/** The member's 八字 settings: which clock the hour follows, when the day turns. */
export function Settings({
  settings,
  words,
  onChange,
}: {
  settings: BaziSettings;
  words: BaziWords;
  onChange(patch: Partial<BaziSettings>): void;
}) {
  const { t } = words;
  return (
    <section className="sl-card sl-bz-settings" aria-labelledby="sl-bz-settings">
      <h2 id="sl-bz-settings">{t('settings.title')}</h2>
      <p className="sl-bz-setting-label">{t('settings.clock')}</p>
      <SegmentTabs
        label={t('settings.clock')}
        value={settings.trueSolarTime ? 'trueSolar' : 'standard'}
        options={[
          { value: 'trueSolar', label: t('settings.trueSolar') },
          { value: 'standard', label: t('settings.standard') },
        ]}
        onChange={(v) => onChange({ trueSolarTime: v === 'trueSolar' })}
      />
      <p className="sl-bz-setting-label">{t('settings.dayChange')}</p>
      <SegmentTabs
        label={t('settings.dayChange')}
        value={settings.dayChange}
        options={[
          { value: 'ziHour', label: t('settings.ziHour') },
          { value: 'midnight', label: t('settings.midnight') },
        ]}
        onChange={(v) => onChange({ dayChange: v })}
      />
      <p className="sl-bz-note">{t('settings.note')}</p>
    </section>
  );
}
