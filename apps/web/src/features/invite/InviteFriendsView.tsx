import { Button } from 'antd-mobile';
import { LinkOutline, RightOutline, TeamOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyInviteInfo } from '@starlit/contracts';
import { toast } from '../../components/Toast/toast';
import { Glyph } from '../../components/Glyphs';
import { InviteRecords } from './InviteRecords';
import { copyText, inviteLink, rewardText } from './inviteLink';
import { useInviteRecords } from './useInviteRecords';
import './invite.css';

/** Invite friends: the code and link to share, what it earns, and who joined. */
export function InviteFriendsView({ info }: { info: MyInviteInfo }) {
  const { t } = useTranslation('invite');
  const navigate = useNavigate();
  const records = useInviteRecords();
  const link = inviteLink(info.inviteCode);
  const friendReward = rewardText(info.friendReward, t);
  const capReached = info.rewardedThisMonth >= info.monthlyCap;

  const copy = async (text: string) => {
    const copied = await copyText(text);
    toast.show(
      copied ? { icon: 'success', content: t('code.copied') } : { content: t('code.copyFailed') },
    );
  };

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: t('link.shareTitle'),
          text: t('link.shareText', { code: info.inviteCode, reward: friendReward }),
          url: link,
        });
        return;
      } catch (error) {
        // the user closed the share sheet: nothing to do
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(link);
  };

  return (
    <>
      <section className="sl-card sl-invite-hero">
        <span className="sl-invite-hero-icon" aria-hidden="true">
          <Glyph name="gift" size="0.8rem" />
        </span>
        <h2>{t('hero.title')}</h2>
        <p>
          {t('hero.explain', {
            friend: friendReward,
            mine: rewardText(info.reward, t),
          })}
        </p>
        <div className="sl-invite-code">
          <span className="sl-weak">{t('code.label')}</span>
          <strong>{info.inviteCode}</strong>
          <Button
            size="small"
            shape="rounded"
            fill="outline"
            color="primary"
            onClick={() => void copy(info.inviteCode)}
          >
            {t('code.copy')}
          </Button>
        </div>
        <div className="sl-invite-link">
          <span className="sl-weak">{t('link.label')}</span>
          <p className="sl-invite-url">
            <LinkOutline aria-hidden="true" />
            <span>{link}</span>
          </p>
          <div className="sl-invite-link-actions">
            <Button shape="rounded" onClick={() => void copy(link)}>
              {t('link.copy')}
            </Button>
            <Button color="primary" shape="rounded" onClick={() => void share()}>
              {t('link.share')}
            </Button>
          </div>
        </div>
      </section>

      <section className="sl-card sl-invite-stats" aria-label={t('records.title')}>
        <div>
          <strong>{info.invitedCount}</strong>
          <span>{t('stats.invited')}</span>
        </div>
        <div>
          <strong>{info.earnedPoints}</strong>
          <span>{t('stats.points')}</span>
        </div>
        <div>
          <strong>{info.earnedVipDays}</strong>
          <span>{t('stats.vipDays')}</span>
        </div>
      </section>

      <section className="sl-card sl-invite-steps">
        <h2>{t('steps.title')}</h2>
        <ol>
          <li>{t('steps.share')}</li>
          <li>{t('steps.join')}</li>
          <li>{t('steps.reward')}</li>
        </ol>
        <p className="sl-weak sl-invite-cap">
          {capReached
            ? t('cap.reached', { cap: info.monthlyCap })
            : t('cap.note', { cap: info.monthlyCap, rewarded: info.rewardedThisMonth })}
        </p>
      </section>

      <div className="sl-invite-records-head">
        <h2 className="sl-section-title">{t('records.title')}</h2>
        <button
          type="button"
          className="sl-invite-tree-link"
          onClick={() => void navigate('/inviteRelationship')}
        >
          <TeamOutline aria-hidden="true" />
          {t('records.relationship')}
          <RightOutline aria-hidden="true" />
        </button>
      </div>
      <InviteRecords records={records} />
    </>
  );
}
