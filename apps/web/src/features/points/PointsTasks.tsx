import { Button } from 'antd-mobile';
import { StarOutline, UserAddOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PointsTasks as Tasks } from '@starlit/contracts';
import { ErrorCode } from '@starlit/contracts/constants';
import { endpoints } from '@starlit/contracts/endpoints';
import { economyApi } from '../../api/economy';
import { isOk } from '../../api/http';
import { useEndpointMutation } from '../../api/mutation';
import { useApiQuery } from '../../api/query';
import { ListSkeleton } from '../../components/Skeletons/Skeletons';
import { toast } from '../../components/Toast/toast';
import { toastError } from '../../i18n/errors';
import { refreshAccount } from './account';
import './points.css';

type Task = Tasks[number];

const ICONS = { invite: UserAddOutline, follow: StarOutline } as const;

/** Earning tasks: invite a friend (repeatable), follow the official account (once). */
export function PointsTasks() {
  const { t } = useTranslation(['points', 'common']);
  const navigate = useNavigate();
  const tasks = useApiQuery(endpoints.points.pointsTasks, null, economyApi.pointsTasks);
  const claim = useEndpointMutation(endpoints.points.claimTask, economyApi.claimFollow);

  /** opens the official account (the server's configured link), then claims the reward */
  const follow = async (url: string | null) => {
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
    const result = await claim.run(undefined);
    if (isOk(result)) {
      toast.show({ icon: 'success', content: t('tasks.followed', { points: result.data.points }) });
      void refreshAccount();
    } else if (result.code !== ErrorCode.TASK_ALREADY_DONE) {
      toastError(result);
    }
    tasks.reload();
  };

  const reward = ({ reward }: Task) =>
    reward.kind === 'points'
      ? t('tasks.rewardPoints', { amount: reward.amount })
      : t('tasks.rewardVip', { amount: reward.amount });

  return (
    <section className="sl-card sl-points-card" aria-labelledby="sl-tasks-title">
      <div className="sl-points-card-head">
        <h2 id="sl-tasks-title">{t('tasks.title')}</h2>
      </div>
      {tasks.data ? (
        <ul className="sl-task-list">
          {tasks.data.map((task) => {
            const Icon = ICONS[task.task];
            const done = task.task === 'follow' && task.done;
            return (
              <li key={task.task} className="sl-task">
                <span className="sl-task-icon" aria-hidden="true">
                  <Icon />
                </span>
                <div className="sl-task-text">
                  <p className="sl-task-title">
                    {t(`tasks.${task.task}.title`)}
                    <span className="sl-task-reward">{reward(task)}</span>
                  </p>
                  <p className="sl-weak">{t(`tasks.${task.task}.body`)}</p>
                </div>
                <Button
                  size="small"
                  shape="rounded"
                  color={done ? 'default' : 'primary'}
                  fill={done ? 'none' : 'outline'}
                  disabled={done}
                  loading={task.task === 'follow' && claim.pending}
                  onClick={() =>
                    task.task === 'invite' ? void navigate('/inviteFriends') : void follow(task.url)
                  }
                >
                  {done ? t('tasks.completed') : t('tasks.go')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : tasks.loading ? (
        <ListSkeleton rows={2} />
      ) : (
        <div className="sl-points-retry">
          <span className="sl-weak">{t('loadFailed')}</span>
          <Button size="small" shape="rounded" onClick={tasks.reload}>
            {t('common:actions.retry')}
          </Button>
        </div>
      )}
    </section>
  );
}
