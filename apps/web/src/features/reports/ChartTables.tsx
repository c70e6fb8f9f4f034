import { useTranslation } from 'react-i18next';
import { signKey } from '../../i18n/keys';
import type { ChartData } from '@starlit/contracts';
import { AspectGlyph } from '../../components/ChartWheel/AspectGlyph';
import { formatDegree, signPosition } from '../../components/ChartWheel/geometry';
import {
  PLANET_GLYPHS,
  PLANETS,
  SIGN_GLYPHS,
  type PlanetId,
} from '../../components/ChartWheel/symbols';

/** A sign with its glyph and the degree within it: ♉ Taurus 7°05′. */
export function SignDegree({ lon }: { lon: number }) {
  const { t } = useTranslation(['common']);
  const { sign } = signPosition(lon);
  return (
    <>
      <span className="sl-glyph" aria-hidden="true">
        {SIGN_GLYPHS[sign]}
      </span>{' '}
      {t(signKey(sign))} <span className="sl-deg">{formatDegree(lon)}</span>
    </>
  );
}

/** Planet, sign and degree, house, and ℞ for a retrograde planet. */
export function PlanetsTable({ chart }: { chart: ChartData }) {
  const { t } = useTranslation(['reports', 'astrology']);
  return (
    <table className="sl-astro-table">
      <caption className="sl-visually-hidden">{t('tables.planets')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tables.planet')}</th>
          <th scope="col">{t('tables.sign')}</th>
          <th scope="col">{t('tables.house')}</th>
          <th scope="col">
            <abbr title={t('tables.retrograde')}>{t('astrology:retrogradeMark')}</abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {chart.planets.map((p) => (
          <tr key={p.id} data-planet={p.id}>
            <th scope="row">
              <span className="sl-glyph" aria-hidden="true">
                {PLANET_GLYPHS[p.id]}
              </span>{' '}
              {t(`astrology:planets.${p.id}`)}
            </th>
            <td>
              <SignDegree lon={p.lon} />
            </td>
            <td>{p.house}</td>
            <td className="sl-retro">
              {p.retrograde ? (
                <span title={t('tables.retrograde')}>{t('astrology:retrogradeMark')}</span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The twelve cusps: house (with its angle) and the sign and degree it starts in. */
export function HousesTable({ chart }: { chart: ChartData }) {
  const { t } = useTranslation('reports');
  const angles = ['asc', null, null, 'ic', null, null, 'dsc', null, null, 'mc'] as const;
  return (
    <table className="sl-astro-table sl-houses-table">
      <caption className="sl-visually-hidden">{t('tables.houses')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tables.house')}</th>
          <th scope="col">{t('tables.cusp')}</th>
        </tr>
      </thead>
      <tbody>
        {chart.houses.map((lon, house) => {
          const angle = angles[house];
          return (
            <tr key={house}>
              <th scope="row">
                {angle ? `${house + 1} ` : house + 1}
                {angle ? <span className="sl-weak">{t(`wheel.axes.${angle}`)}</span> : null}
              </th>
              <td>
                <SignDegree lon={lon} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The aspects as a triangle: a row per planet, a column per earlier planet, glyphs where they meet. */
export function AspectGrid({ chart }: { chart: ChartData }) {
  const { t } = useTranslation(['reports', 'astrology']);
  const present = PLANETS.filter((id) => chart.planets.some((p) => p.id === id));
  const find = (a: PlanetId, b: PlanetId) =>
    chart.aspects.find((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a));
  return (
    <table className="sl-aspect-grid">
      <caption className="sl-visually-hidden">{t('tables.aspects')}</caption>
      <tbody>
        {present.map((row, r) => (
          <tr key={row}>
            {present.slice(0, r).map((col) => {
              const aspect = find(row, col);
              const label = aspect
                ? t('tables.aspectCell', {
                    a: t(`astrology:planets.${row}`),
                    kind: t(`astrology:aspects.${aspect.kind}`),
                    b: t(`astrology:planets.${col}`),
                    orb: Math.abs(aspect.orb).toFixed(1),
                  })
                : undefined;
              return (
                <td key={col} title={label} aria-label={label} data-aspect={aspect?.kind}>
                  {aspect ? <AspectGlyph kind={aspect.kind} size={13} /> : null}
                </td>
              );
            })}
            <th scope="row" title={t(`astrology:planets.${row}`)}>
              <span aria-hidden="true">{PLANET_GLYPHS[row]}</span>
              <span className="sl-visually-hidden">{t(`astrology:planets.${row}`)}</span>
            </th>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
