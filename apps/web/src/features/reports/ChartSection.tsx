import { useTranslation } from 'react-i18next';
import type { ChartData } from '@starlit/contracts';
import { AspectGrid, HousesTable, PlanetsTable } from './ChartTables';
import { PointsTable } from './PointsTable';
import { AspectGlyph } from '../../components/ChartWheel/AspectGlyph';
import { ChartWheel } from '../../components/ChartWheel/ChartWheel';
import { formatDegree } from '../../components/ChartWheel/geometry';
import { ASPECTS } from '../../components/ChartWheel/symbols';

/**
 * Which house system drew the chart (and why when it is not the one asked for), the zodiac
 * with its ayanamsa when sidereal, and the kind of lunar node.
 */
function ChartNotes({ chart, timeUnknown }: { chart: ChartData; timeUnknown: boolean }) {
  const { t } = useTranslation('reports');
  return (
    <div className="sl-chart-notes">
      <p className="sl-weak">
        {t('notes.houseSystem', { system: t(`notes.systems.${chart.houseSystem}`) })}
      </p>
      <p className="sl-weak">{t(`notes.node.${chart.nodeKind ?? 'mean'}`)}</p>
      {chart.ayanamsa ? (
        <p className="sl-weak" data-testid="chart-zodiac-note">
          {t('notes.sidereal', {
            ayanamsa: t(`notes.ayanamsas.${chart.ayanamsa.kind}`),
            degrees: formatDegree(chart.ayanamsa.degrees),
          })}
        </p>
      ) : null}
      {timeUnknown ? (
        <p className="sl-chart-note" role="note">
          {t('notes.timeUnknown')}
        </p>
      ) : null}
      {chart.fallbackFrom ? (
        <p className="sl-chart-note" role="note">
          {t('notes.fallback', {
            asked: t(`notes.systems.${chart.fallbackFrom}`),
            used: t(`notes.systems.${chart.houseSystem}`),
          })}
        </p>
      ) : null}
    </div>
  );
}

/** The five aspects' glyphs and names. */
function AspectLegend() {
  const { t } = useTranslation('astrology');
  return (
    <ul className="sl-aspect-legend">
      {ASPECTS.map((kind) => (
        <li key={kind}>
          <AspectGlyph kind={kind} size={13} />
          <span>{t(`aspects.${kind}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A chart: the wheel, notes on its houses, and (unless `wheelOnly`) its tables and aspect grid. */
export function ChartSection({
  chart,
  name,
  timeUnknown = false,
  wheelOnly = false,
}: {
  chart: ChartData;
  name: string;
  timeUnknown?: boolean;
  wheelOnly?: boolean;
}) {
  const { t } = useTranslation('reports');
  return (
    <>
      <section className="sl-card sl-wheel-card">
        <ChartWheel chart={chart} label={t('wheel.label', { name })} />
        <ChartNotes chart={chart} timeUnknown={timeUnknown} />
      </section>
      {wheelOnly ? null : (
        <>
          <h2 className="sl-section-title">{t('tables.planets')}</h2>
          <div className="sl-card sl-table-card">
            <PlanetsTable chart={chart} />
          </div>
          <h2 className="sl-section-title">{t('tables.points')}</h2>
          <div className="sl-card sl-table-card">
            <PointsTable chart={chart} />
          </div>
          <h2 className="sl-section-title">{t('tables.houses')}</h2>
          <div className="sl-card sl-table-card">
            <HousesTable chart={chart} />
          </div>
          <h2 className="sl-section-title">{t('tables.aspects')}</h2>
          <div className="sl-card sl-table-card sl-aspect-card">
            <AspectGrid chart={chart} />
            <AspectLegend />
          </div>
        </>
      )}
    </>
  );
}
