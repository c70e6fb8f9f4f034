import { useTranslation } from 'react-i18next';
import { LogoHeader } from '../../components/Header/LogoHeader';
import { CompanionList } from '../../features/companions/CompanionList';

/** /chatIndex (route name ChatIndex): the AI companions. */
export default function ChatIndexScreen() {
  const { t } = useTranslation('chat');
  return (
    <>
      <LogoHeader />
      <div className="sl-page">
        <h1 className="sl-section-title">{t('title')}</h1>
        <p className="sl-chat-intro">{t('intro')}</p>
        <CompanionList />
      </div>
    </>
  );
}
