import { useTranslation } from 'react-i18next';
import type { BaziPairReport } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { relationsApi } from '../../api/relations';
import { useApiQuery } from '../../api/query';
import { LoadFailed } from '../../components/Paid/LoadFailed';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import type { Pair } from './usePair';
import './bazi.css';

type Side = BaziPairReport['people'][number];
type Contact = BaziPairReport['contacts'][number];
const METHODS = ['zodiac', 'mansions', 'synastry', 'bazi'] as const;

/** One person's pillars (year to hour) and day master: 「日主 甲木（阳）」, "Day Master 甲 Wood (yang)". */
function PersonPillars({ side }: { side: Side }) {
  const { t } = useTranslation('relations');
  const dm = side.dayMaster;
  return (
    <div className="sl-bazi-person">
      <p className="sl-bazi-name">{side.nickname}</p>
      <ol className="sl-bazi-pillars">
        {side.pillars.map((p) => (
          <li key={p.key} className={p.key === 'day' ? 'is-day' : undefined}>
            <span className="sl-bazi-pillar-key">{t(`bazi.pillars.${p.key}`)}</span>
            <span className="sl-bazi-pillar-name">{p.name}</span>
          </li>
        ))}
      </ol>
      <p className={`sl-bazi-dm is-${dm.element}`}>
        {t('bazi.dayMaster', {
          glyph: dm.glyph,
          element: t(`bazi.elements.${dm.element}`),
          polarity: t(dm.yang ? 'bazi.yang' : 'bazi.yin'),
        })}
      </p>
      {side.timeUnknown ? <p className="sl-weak sl-bazi-small">{t('bazi.noHour')}</p> : null}
    </div>
  );
}

/** A contact between a pillar of A and one of B, each relation named (and glossed in English). */
function ContactRow({ c, names }: { c: Contact; names: { a: string; b: string } }) {
  const { t } = useTranslation('relations');
  const kinds = [
    ...c.stems.map((r) => t(`bazi.stems.${r}`, { glyph: r })),
    ...c.branches.map((r) => t(`bazi.branches.${r}`, { glyph: r })),
  ];
  return (
    <li>
      <span className="sl-bazi-between">
        {t('bazi.between', {
          a: names.a,
          b: names.b,
          pa: t(`bazi.pillars.${c.a}`),
          pb: t(`bazi.pillars.${c.b}`),
        })}
      </span>
      <span className="sl-bazi-kinds">{kinds.join(t('bazi.listSep'))}</span>
    </li>
  );
}

/** The four methods' tones for the pair, and the sentence on how they agree. */
function Methods({ report }: { report: BaziPairReport }) {
  const { t } = useTranslation('relations');
  return (
    <section className="sl-card sl-bazi-methods" aria-labelledby="sl-bazi-methods">
      <h2 id="sl-bazi-methods">{t('bazi.methodsTitle')}</h2>
      <ul className="sl-bazi-tones">
        {METHODS.map((m) => (
          <li key={m} className={`is-${report.methods[m]}`}>
            <span>{t(`bazi.methods.${m}`)}</span>
            <b>{t(`bazi.tones.${report.methods[m]}`)}</b>
          </li>
        ))}
      </ul>
      <p data-testid="methods-agreement">{report.methods.text}</p>
    </section>
  );
}

/** Tab 4 of /stellarTies: the pair's 八字, both day masters, their pillars' contacts, and the four methods. */
export function BaziPairTab({ pair }: { pair: Pair }) {
  const { t } = useTranslation('relations');
  const { a, b } = pair;
  const { data, result, loading, reload } = useApiQuery(
    endpoints.relations.baziPair,
    [a?.id, b?.id],
    () => relationsApi.baziPair(a?.id ?? 0, b?.id ?? 0),
    { enabled: Boolean(pair.complete && a && b) },
  );
  if (!pair.complete) return null;
  const report =
    data && data.people[0].archiveId === a?.id && data.people[1].archiveId === b?.id ? data : null;
  if (!report && !loading && result)
    return <LoadFailed title={t('loadFailed')} result={result} onRetry={reload} />;
  if (!report) return <TextSkeleton lines={6} />;
  const names = { a: report.people[0].nickname, b: report.people[1].nickname };
  return (
    <div className="sl-rel-tab sl-bazi" data-testid="bazi-pair">
      <p className="sl-rel-intro">{t('bazi.intro')}</p>
      <section className="sl-card sl-bazi-people" aria-label={t('bazi.pillarsTitle')}>
        <PersonPillars side={report.people[0]} />
        <PersonPillars side={report.people[1]} />
      </section>
      <section className="sl-card sl-bazi-reading" aria-labelledby="sl-bazi-reading">
        <h2 id="sl-bazi-reading">{t('bazi.readingTitle')}</h2>
        {report.sentences.map((s) => (
          <p key={s}>{s}</p>
        ))}
        <h3>{t('bazi.contactsTitle')}</h3>
        {report.contacts.length ? (
          <ul className="sl-bazi-contacts">
            {report.contacts.map((c) => (
              <ContactRow key={`${c.a}-${c.b}`} c={c} names={names} />
            ))}
          </ul>
        ) : (
          <p className="sl-weak">{t('bazi.noContacts')}</p>
        )}
        <p className="sl-weak sl-bazi-small">{t('bazi.solarTime')}</p>
      </section>
      <Methods report={report} />
    </div>
  );
}
