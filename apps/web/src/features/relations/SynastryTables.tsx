import { useTranslation } from 'react-i18next';
import type { SynastryReport } from '@starlit/contracts';
import { AspectGlyph } from '../../components/ChartWheel/AspectGlyph';
import { PLANET_GLYPHS, type PlanetId } from '../../components/ChartWheel/symbols';

type Point = SynastryReport['aspects'][number]['a'];
type Overlay = NonNullable<SynastryReport['overlays']['aInB']>[number];

export const SCORE_KEYS = ['love', 'friendship', 'communication', 'longTerm'] as const;

/** The overall match large, and the four scores as bars. */
export function SynastryScores({ report }: { report: SynastryReport }) {
  const { t } = useTranslation('relations');
  return (
    <section className="sl-card sl-rel-scores" aria-label={t('synastry.scoresLabel')}>
      <div className="sl-rel-overall">
        <span className="sl-rel-overall-value">{report.overall}</span>
        <span className="sl-rel-overall-label">{t('synastry.overall')}</span>
      </div>
      <ul className="sl-rel-bars">
        {SCORE_KEYS.map((key) => (
          <li key={key} data-score={key}>
            <span className="sl-rel-bar-label">{t(`scores.${key}`)}</span>
            <span
              className="sl-rel-bar"
              role="meter"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={report.scores[key]}
              aria-label={t(`scores.${key}`)}
            >
              <span style={{ width: `${report.scores[key]}%` }} />
            </span>
            <span className="sl-rel-bar-value">{report.scores[key]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A planet or the Ascendant: its glyph (or AC) and name. */
function PointName({ point }: { point: Point }) {
  const { t } = useTranslation(['relations', 'astrology']);
  const name = point === 'asc' ? t('points.asc') : t(`astrology:planets.${point}`);
  return (
    <>
      <span className="sl-rel-glyph" aria-hidden="true">
        {point === 'asc' ? t('points.ascShort') : PLANET_GLYPHS[point as PlanetId]}
      </span>{' '}
      {name}
    </>
  );
}

/**
 * The contacts between the two charts: A's point, the aspect, B's point and the orb, green
 * when it flows and red when it strains (by the sign of its weight).
 */
export function SynastryAspects({ report }: { report: SynastryReport }) {
  const { t } = useTranslation(['relations', 'astrology']);
  const [a, b] = report.people;
  if (report.aspects.length === 0) return <p className="sl-weak">{t('aspects.none')}</p>;
  return (
    <table className="sl-rel-aspects">
      <caption className="sl-visually-hidden">{t('aspects.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{a.nickname}</th>
          <th scope="col">{t('aspects.aspect')}</th>
          <th scope="col">{b.nickname}</th>
          <th scope="col">{t('aspects.orb')}</th>
        </tr>
      </thead>
      <tbody>
        {report.aspects.map((aspect) => {
          const nature = aspect.weight >= 0 ? 'harmonious' : 'tense';
          return (
            <tr
              key={`${aspect.a}-${aspect.kind}-${aspect.b}`}
              className={`is-${nature}`}
              data-aspect={aspect.kind}
            >
              <td>
                <PointName point={aspect.a} />
              </td>
              <td
                className="sl-rel-aspect-kind"
                title={t(`astrology:aspects.${aspect.kind}`)}
                aria-label={t('aspects.kind', {
                  kind: t(`astrology:aspects.${aspect.kind}`),
                  nature: t(`aspects.${nature}`),
                })}
              >
                <AspectGlyph kind={aspect.kind} size={15} />
              </td>
              <td>
                <PointName point={aspect.b} />
              </td>
              <td className="sl-rel-orb">{`${Math.abs(aspect.orb).toFixed(1)}°`}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** One person's planets in the other's houses, or why they cannot be placed. */
function OverlayList({
  title,
  owner,
  overlays,
}: {
  title: string;
  owner: string;
  overlays: readonly Overlay[] | null;
}) {
  const { t } = useTranslation(['relations', 'astrology']);
  return (
    <section className="sl-card sl-rel-overlay">
      <h3>{title}</h3>
      {overlays ? (
        <ul>
          {overlays.map((o) => (
            <li key={o.planet}>
              <span>
                <PointName point={o.planet} />
              </span>
              <span className="sl-rel-overlay-house">{t('overlays.house', { n: o.house })}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="sl-rel-note" role="note">
          {t('overlays.unknown', { name: owner })}
        </p>
      )}
    </section>
  );
}

/** A's planets in B's houses and B's in A's. */
export function SynastryOverlays({ report }: { report: SynastryReport }) {
  const { t } = useTranslation('relations');
  const [a, b] = report.people;
  return (
    <div className="sl-rel-overlays">
      <OverlayList
        title={t('overlays.in', { a: a.nickname, b: b.nickname })}
        owner={b.nickname}
        overlays={report.overlays.aInB}
      />
      <OverlayList
        title={t('overlays.in', { a: b.nickname, b: a.nickname })}
        owner={a.nickname}
        overlays={report.overlays.bInA}
      />
    </div>
  );
}
