import { useTranslation } from 'react-i18next';
import type { ChartData } from '@starlit/contracts';
import { AspectGlyph } from '../../components/ChartWheel/AspectGlyph';
import { PLANET_GLYPHS, POINT_GLYPHS, WHEEL_POINTS } from '../../components/ChartWheel/symbols';
import { SignDegree } from './ChartTables';

/**
 * The chart's points (nodes, Lilith, Part of Fortune, Vertex): sign and degree, house; then
 * their conjunctions and oppositions to the planets, the only contacts counted for them.
 */
export function PointsTable({ chart }: { chart: ChartData }) {
  const { t } = useTranslation(['reports', 'astrology']);
  const points = (chart.points ?? []).filter((p) => WHEEL_POINTS.includes(p.id));
  const contacts = (chart.pointAspects ?? []).filter((a) => WHEEL_POINTS.includes(a.point));
  return (
    <>
      <table className="sl-astro-table sl-points-table">
        <caption className="sl-visually-hidden">{t('tables.points')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tables.point')}</th>
            <th scope="col">{t('tables.sign')}</th>
            <th scope="col">{t('tables.house')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.id} data-point={p.id}>
              <th scope="row">
                <span className="sl-glyph" aria-hidden="true">
                  {POINT_GLYPHS[p.id]}
                </span>{' '}
                {t(`astrology:points.${p.id}`)}
              </th>
              <td>
                <SignDegree lon={p.lon} />
              </td>
              <td>{p.house}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="sl-points-contacts-title">{t('tables.contacts')}</h3>
      {contacts.length === 0 ? (
        <p className="sl-weak">{t('tables.noContacts')}</p>
      ) : (
        <ul className="sl-points-contacts">
          {contacts.map((c) => (
            <li key={`${c.point}-${c.planet}`} data-contact={`${c.point}-${c.kind}-${c.planet}`}>
              <span className="sl-glyph" aria-hidden="true">
                {POINT_GLYPHS[c.point]}
              </span>
              <AspectGlyph kind={c.kind} size={12} />
              <span className="sl-glyph" aria-hidden="true">
                {PLANET_GLYPHS[c.planet]}
              </span>{' '}
              {t('tables.contactRow', {
                point: t(`astrology:points.${c.point}`),
                kind: t(`astrology:aspects.${c.kind}`),
                planet: t(`astrology:planets.${c.planet}`),
                orb: c.orb.toFixed(1),
              })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
