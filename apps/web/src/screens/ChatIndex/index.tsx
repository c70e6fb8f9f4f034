import { useTranslation } from 'react-i18next';
import { LogoHeader } from '../../components/Header/LogoHeader';
import { CompanionList } from '../../features/companions/CompanionList';
import { RecentChats } from '../../features/companions/RecentChats';

/** /chatIndex (route name ChatIndex): the AI companions and the recent conversations. */
export default function ChatIndexScreen() {
  const { t } = useTranslation('chat');
  return (
    <>
      <LogoHeader />
      <div className="sl-page">
        <h1 className="sl-section-title">{t('title')}</h1>
        <p className="sl-chat-intro">{t('intro')}</p>
        <RecentChats />
        <CompanionList />
      </div>
    </>
  );
}
