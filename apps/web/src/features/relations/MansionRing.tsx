import { useTranslation } from 'react-i18next';
import type { Mansion, MansionChart, MansionRelation, StellarTies } from '@starlit/contracts';
import { polar, r2, sectorPath } from '../../components/ChartWheel/geometry';
import { useAppStore } from '../../state/app';
import { MANSIONS, RELATIONS, RELATION_COLORS, mansionLabel, stepsFrom } from './meta';
import './ring.css';

/** Radii in the 320×320 view box, outside in. */
const RING = { size: 320, c: 160, outer: 152, glyph: 137, mid: 121, relation: 107, inner: 93 };
const STEP = 360 / MANSIONS;

/** The screen angle (counter-clockwise from three o'clock) of a clockwise angle from the top. */
const fromTop = (deg: number) => 90 - deg;

/** A mansion in a round badge: its Chinese character in zh, its romanised name in en; its name below. */
export function MansionBadge({ mansion, caption }: { mansion: Mansion; caption?: string }) {
  const lang = useAppStore((s) => s.lang);
  const label = mansionLabel(mansion, lang);
  return (
    <span className="sl-rel-mansion">
      {caption ? <span className="sl-rel-mansion-caption">{caption}</span> : null}
      <span
        className={lang === 'zh' ? 'sl-rel-mansion-glyph' : 'sl-rel-mansion-glyph sl-rel-latin'}
        lang={lang === 'zh' ? 'zh-CN' : 'en'}
      >
        {label.short}
      </span>
      <span className="sl-rel-mansion-name">
        {lang === 'zh' ? mansion.name : label.gloss || mansion.name}
      </span>
    </span>
  );
}

/** A relation's character in its colour: 荣, 亲… */
export function RelationMark({ relation }: { relation: MansionRelation }) {
  const { t } = useTranslation('relations');
  const lang = useAppStore((s) => s.lang);
  return (
    <span
      className="sl-rel-mark"
      style={{ color: RELATION_COLORS[relation], borderColor: RELATION_COLORS[relation] }}
      lang={lang === 'zh' ? 'zh-CN' : 'en'}
      title={t(`relation.${relation}.name`)}
    >
      {t(`relation.${relation}.glyph`)}
    </span>
  );
}

/**
 * The pair's two mansions side by side, and between them how each reads the other: A's
 * relation to B above (→), B's to A below (←).
 */
export function TiesRow({ ties }: { ties: StellarTies }) {
  const { t } = useTranslation('relations');
  const line = (from: string, to: string, relation: MansionRelation) =>
    t('detail.viewLine', { from, to, relation: t(`relation.${relation}.name`) });
  const { a, b } = ties;
  return (
    <div className="sl-rel-ties-row">
      <MansionBadge mansion={a.mansion} caption={a.nickname} />
      <span className="sl-rel-ties-views">
        <span
          className="sl-rel-dir is-ab"
          role="img"
          aria-label={line(a.nickname, b.nickname, ties.aToB.relation)}
        >
          <RelationMark relation={ties.aToB.relation} />
        </span>
        <span
          className="sl-rel-dir is-ba"
          role="img"
          aria-label={line(b.nickname, a.nickname, ties.bToA.relation)}
        >
          <RelationMark relation={ties.bToA.relation} />
        </span>
      </span>
      <MansionBadge mansion={b.mansion} caption={b.nickname} />
    </div>
  );
}

/** The eleven relations, each with its colour, mark (a character, or letters in English) and name. */
export function RelationLegend() {
  const { t } = useTranslation('relations');
  const lang = useAppStore((s) => s.lang);
  return (
    <ul className="sl-rel-legend" aria-label={t('mine.legend')}>
      {RELATIONS.map((relation) => (
        <li key={relation}>
          <span
            className="sl-rel-legend-dot"
            style={{ background: RELATION_COLORS[relation] }}
            aria-hidden="true"
          />
          <span className="sl-rel-legend-glyph" lang={lang === 'zh' ? 'zh-CN' : 'en'}>
            {t(`relation.${relation}.glyph`)}
          </span>
          <span>{t(`relation.${relation}.name`)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The 27 mansions as a ring with one's own at the top and the rest clockwise in their order,
 * each coloured by what it is to oneself (its relation's mark on the inner band); one's own
 * mansion large in the middle. Labelled in the reader's language: characters in Chinese,
 * romanised names (read outwards along the radius) and letter marks in English.
 */
export function MansionRing({ chart, label }: { chart: MansionChart; label: string }) {
  const { t } = useTranslation('relations');
  const lang = useAppStore((s) => s.lang);
  const latin = lang !== 'zh';
  const self = chart.self.mansion;
  const selfLabel = mansionLabel(self, lang);
  const { c } = RING;
  return (
    <svg
      lang={latin ? 'en' : 'zh-CN'}
      className={latin ? 'sl-rel-ring is-latin' : 'sl-rel-ring'}
      viewBox={`0 0 ${RING.size} ${RING.size}`}
      role="img"
      aria-label={label}
    >
      <circle cx={c} cy={c} r={RING.outer} className="sl-rel-ring-ground" />
      {chart.ring.map(({ mansion, relation }) => {
        const k = stepsFrom(self.index, mansion.index);
        const centre = k * STEP;
        const a0 = fromTop(centre + STEP / 2);
        const a1 = fromTop(centre - STEP / 2);
        const color = RELATION_COLORS[relation];
        const glyph = polar(c, RING.glyph, fromTop(centre));
        const mark = polar(c, RING.relation, fromTop(centre));
        // a Latin name runs along the radius, upright on either side of the ring
        const along = centre <= 180 ? centre - 90 : centre + 90;
        const name = mansionLabel(mansion, lang);
        return (
          <g
            key={mansion.index}
            className={k === 0 ? 'sl-rel-seg is-self' : 'sl-rel-seg'}
            data-relation={relation}
          >
            <title>
              {t('mine.segment', {
                glyph: mansion.glyph,
                name: mansion.name,
                relation: t(`relation.${relation}.name`),
              })}
            </title>
            <path
              d={sectorPath(c, RING.mid, RING.outer, a0, a1)}
              fill={color}
              fillOpacity={k === 0 ? 0.5 : 0.2}
              className="sl-rel-seg-outer"
            />
            <path
              d={sectorPath(c, RING.inner, RING.mid, a0, a1)}
              fill={color}
              fillOpacity={0.08}
              className="sl-rel-seg-inner"
            />
            <text
              x={r2(glyph.x)}
              y={r2(glyph.y)}
              className="sl-rel-seg-glyph"
              transform={latin ? `rotate(${r2(along)} ${r2(glyph.x)} ${r2(glyph.y)})` : undefined}
            >
              {name.short}
            </text>
            <text
              x={r2(mark.x)}
              y={r2(mark.y)}
              fill={color}
              className="sl-rel-seg-mark"
              transform={latin ? `rotate(${r2(along)} ${r2(mark.x)} ${r2(mark.y)})` : undefined}
            >
              {t(`relation.${relation}.glyph`)}
            </text>
          </g>
        );
      })}
      <circle cx={c} cy={c} r={RING.inner - 6} className="sl-rel-ring-core" />
      <text x={c} y={c - 12} className="sl-rel-ring-self">
        {selfLabel.short}
      </text>
      <text x={c} y={c + 30} className="sl-rel-ring-name">
        {selfLabel.gloss}
      </text>
    </svg>
  );
}
