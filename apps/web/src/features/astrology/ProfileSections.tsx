import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { astrologyApi } from '../../api/astrology';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import { useProfileData } from '../../api/currentProfile';
import { TRAIT_ORDER } from './charts/palette';
import { TraitRadar } from './charts/TraitRadar';
import { useSingleReading } from './useSingleReading';
import { signKey } from '../../i18n/keys';

export const SINGLE_SECTIONS = [
  'summarize',
  'character',
  'career',
  'wealth',
  'love',
  'scholastic',
] as const;

/** The six-trait radar of the current profile's chart (constellation/relation). */
export function TraitsSection() {
  const { t } = useTranslation('astrology');
  const { data } = useProfileData(endpoints.astrology.relation, (id) => astrologyApi.relation(id));
  const names = useMemo(
    () => Object.fromEntries(TRAIT_ORDER.map((k) => [k, t(`traits.${k}`)])),
    [t],
  ) as Record<(typeof TRAIT_ORDER)[number], string>;
  const traits = data?.constellation_traits;
  const values = useMemo(
    () => (traits ? Object.fromEntries(TRAIT_ORDER.map((k) => [k, traits[`${k}_score`]])) : null),
    [traits],
  ) as Record<(typeof TRAIT_ORDER)[number], number> | null;
  if (!traits || !values) return null;
  const label = t('traits.chart', {
    list: TRAIT_ORDER.map((k) => `${names[k]} ${traits[`${k}_score`]}`).join(', '),
  });
  return (
    <>
      <h2 className="sl-section-title">{t('traits.title')}</h2>
      <section className="sl-card sl-fortune-chart">
        <TraitRadar values={values} names={names} height={250} label={label} />
      </section>
    </>
  );
}

/** The single stellar reading of the profile's Sun sign, in its six sections. */
export function SingleReadingSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['astrology', 'common']);
  const { data } = useSingleReading(profile);
  const sign = t(signKey(profile.star.sun));
  return (
    <>
      <h2 className="sl-section-title">{t('single.title', { sign })}</h2>
      <section className="sl-card sl-single" aria-busy={!data}>
        {data ? (
          SINGLE_SECTIONS.map((key) => (
            <div key={key} className="sl-single-part">
              <h3>{t(`single.sections.${key}`)}</h3>
              <p>{data[key]}</p>
            </div>
          ))
        ) : (
          <TextSkeleton lines={5} />
        )}
      </section>
    </>
  );
}
