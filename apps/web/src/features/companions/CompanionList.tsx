import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Healer } from '@starlit/contracts';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton } from '../../components/Skeletons/Skeletons';
import { useSessionStore } from '../../state/session';
import { chatPath, useHealers } from './healers';
import './chat.css';
import './companions.css';

/** One companion: portrait, name, what it does, today's tip, the price, and Chat. */
function CompanionCard({ healer, tip, onOpen }: { healer: Healer; tip?: string; onOpen(): void }) {
  const { t } = useTranslation('chat');
  return (
    <li className={`sl-card sl-companion sl-companion-${healer.id}`}>
      <div className="sl-companion-top">
        <img className="sl-companion-portrait" src={healer.avatar} alt="" />
        <div className="sl-companion-text">
          <span className="sl-companion-head">
            <strong>{healer.name}</strong>
            <span className="sl-ai-tag">{t('aiTag')}</span>
          </span>
          <span className="sl-companion-tagline">{healer.title}</span>
        </div>
        <Button
          size="small"
          shape="rounded"
          color="primary"
          onClick={onOpen}
          aria-label={t('index.chatWith', { name: healer.name })}
        >
          {t('index.chat')}
        </Button>
      </div>
      <p className="sl-companion-description">{healer.intro}</p>
      {tip ? (
        <p className="sl-companion-tip">
          <span>{t('index.tip')}</span>
          {tip}
        </p>
      ) : null}
      <p className="sl-companion-price">
        {t('index.price', { count: healer.price })}
        {' · '}
        {t('index.vipFree')}
      </p>
    </li>
  );
}

/** The companions from `healers`, each with today's tip (`healersTips`). */
export function CompanionList() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const { healers, tips, failed, reload } = useHealers();

  if (!healers && failed)
    return (
      <EmptyState title={t('loadFailed')}>
        <Button shape="rounded" onClick={reload}>
          {t('common:actions.retry')}
        </Button>
      </EmptyState>
    );
  if (!healers) return <ListSkeleton rows={3} />;
  return (
    <ul className="sl-companions">
      {healers.map((healer) => (
        <CompanionCard
          key={healer.id}
          healer={healer}
          tip={tips[healer.id]}
          onOpen={() => void navigate(loginStatus ? chatPath(healer) : '/login')}
        />
      ))}
    </ul>
  );
}
