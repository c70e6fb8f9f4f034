import { useTranslation } from 'react-i18next';
import { LogoHeader } from '../../components/Header/LogoHeader';
import { ExploreCards } from '../../features/explore/ExploreCards';
import { SpreadChooser } from '../../features/tarot/SpreadChooser';

/** The Explore tab, EXPLORE_PATH (`/expore`, the spec's spelling; route name Explore). */
export default function ExploreScreen() {
  const { t } = useTranslation('explore');
  return (
    <>
      <LogoHeader />
      <div className="sl-page">
        <h1 className="sl-section-title">{t('title')}</h1>
        <p className="sl-explore-intro">{t('intro')}</p>
        <SpreadChooser />
        <ExploreCards />
      </div>
    </>
  );
}
