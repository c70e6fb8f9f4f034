import { useTranslation } from 'react-i18next';
import type { SynastryAspect } from '@starlit/contracts';
import { POINT_GLYPHS, type PointId, contactNature } from './model';

/** The Ascendant's "AC" is letters, set smaller than the planets' symbols. */
const glyphClass = (point: PointId) =>
  point === 'asc' ? 'sl-pair-contact-glyph is-letters' : 'sl-pair-contact-glyph';

/**
 * The strongest contacts between the two charts: A's planet (left), the aspect, B's planet
 * (right), each planet with its glyph and name, the orb below; the row's colour is its nature.
 */
export function ContactList({
  aspects,
  a,
  b,
}: {
  aspects: readonly SynastryAspect[];
  a: string;
  b: string;
}) {
  const { t } = useTranslation('pairing');
  return (
    <>
      <h2 className="sl-section-title">{t('detail.contacts')}</h2>
      <section className="sl-card sl-pair-contacts">
        <p className="sl-pair-contacts-note">{t('detail.contactsNote', { a, b })}</p>
        <ul>
          {aspects.map((x) => {
            const orb = Math.abs(x.orb).toFixed(1);
            const label = t('detail.contact', {
              a,
              b,
              pointA: t(`points.${x.a}`),
              pointB: t(`points.${x.b}`),
              kind: t(`aspects.${x.kind}`),
              orb,
            });
            return (
              <li
                key={`${x.a}-${x.kind}-${x.b}`}
                className={`is-${contactNature(x)}`}
                aria-label={label}
              >
                <span className="sl-pair-contact-point" aria-hidden="true">
                  <span className={glyphClass(x.a)}>{POINT_GLYPHS[x.a]}</span>
                  <span>{t(`points.${x.a}`)}</span>
                </span>
                <span className="sl-pair-contact-kind" aria-hidden="true">
                  <span>{t(`aspects.${x.kind}`)}</span>
                  <span className="sl-pair-contact-orb">{t('detail.orb', { orb })}</span>
                </span>
                <span className="sl-pair-contact-point is-b" aria-hidden="true">
                  <span>{t(`points.${x.b}`)}</span>
                  <span className={glyphClass(x.b)}>{POINT_GLYPHS[x.b]}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
