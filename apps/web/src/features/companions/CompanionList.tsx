import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Companion } from '@starlit/contracts';
import { ListSkeleton } from '../../components/Skeletons/Skeletons';
import { useSessionStore } from '../../state/session';
import { chatPath, useCompanions } from './companions';
import './chat.css';
import './companions.css';
import { LoadFailed } from '../../components/Paid/LoadFailed';

/** One companion: portrait, name, what it does, today's tip, the price, and Chat. */
function CompanionCard({
  companion,
  tip,
  onOpen,
}: {
  companion: Companion;
  tip?: string;
  onOpen(): void;
}) {
  const { t } = useTranslation('chat');
  return (
    <li className={`sl-card sl-companion sl-companion-${companion.id}`}>
      <div className="sl-companion-top">
        <img className="sl-companion-portrait" src={companion.avatar} alt="" />
        <div className="sl-companion-text">
          <span className="sl-companion-head">
            <strong>{companion.name}</strong>
            <span className="sl-ai-tag">{t('aiTag')}</span>
          </span>
          <span className="sl-companion-tagline">{companion.title}</span>
        </div>
        <Button
          size="small"
          shape="rounded"
          color="primary"
          onClick={onOpen}
          aria-label={t('index.chatWith', { name: companion.name })}
        >
          {t('index.chat')}
        </Button>
      </div>
      <p className="sl-companion-description">{companion.intro}</p>
      {tip ? (
        <p className="sl-companion-tip">
          <span>{t('index.tip')}</span>
          {tip}
        </p>
      ) : null}
      <p className="sl-companion-price">
        {t('index.price', { count: companion.price })}
        {' · '}
        {t('index.vipFree')}
      </p>
    </li>
  );
}

/** The companions (`healers`), each with today's tip (`healersTips`). */
export function CompanionList() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const { companions, tips, failed, reload } = useCompanions();

  if (!companions && failed) return <LoadFailed title={t('loadFailed')} onRetry={reload} />;
  if (!companions) return <ListSkeleton rows={3} />;
  return (
    <ul className="sl-companions">
      {companions.map((companion) => (
        <CompanionCard
          key={companion.id}
          companion={companion}
          tip={tips[companion.id]}
          onOpen={() => void navigate(loginStatus ? chatPath(companion) : '/login')}
        />
      ))}
    </ul>
  );
}
