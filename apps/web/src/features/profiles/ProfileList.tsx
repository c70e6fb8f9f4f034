import { useCallback, useEffect, useState } from 'react';
import { Button, Dialog } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { isOk } from '../../api/http';
import { useEndpointMutation } from '../../api/mutation';
import { profilesApi } from '../../api/profiles';
import { EmptyState } from '../../components/EmptyState';
import { canGoBack } from '../../components/Header/BackHeader';
import { ListSkeleton } from '../../components/Skeletons/Skeletons';
import { toast } from '../../components/Toast/toast';
import { toastError } from '../../i18n/errors';
import { useProfiles } from '../../api/profileList';
import { ProfileRow } from './ProfileRow';
import { sortProfiles } from './model';
import './profiles.css';
import { SelectionActions } from '../../components/SelectionBar';
import { LoadFailed } from '../../components/Paid/LoadFailed';
import { NavButton } from '../../components/NavButton';

/**
 * The user's profiles, their own first. Tap one to make it current and go back; the pen edits
 * it. Manage mode ticks profiles; Delete stays disabled until one is ticked, then confirms.
 */
export function ProfileList() {
  const { t } = useTranslation(['archives', 'common']);
  const navigate = useNavigate();
  const { list, currentId, loaded, load, setCurrent } = useProfiles();
  const [failed, setFailed] = useState(false);
  const removeProfiles = useEndpointMutation(endpoints.profiles.remove, profilesApi.remove);
  const [managing, setManaging] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);

  // the query keeps its list on a failure; still not loaded afterwards means it failed
  const fetchList = useCallback(() => load().then((there) => setFailed(!there)), [load]);
  useEffect(() => {
    void fetchList();
  }, [fetchList]);
  const reload = () => {
    setFailed(false);
    void fetchList();
  };

  const stopManaging = () => {
    setManaging(false);
    setSelected([]);
  };
  const back = () => {
    if (canGoBack()) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  const tap = (id: number) => {
    if (managing) {
      setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
      return;
    }
    void setCurrent(id);
    back();
  };
  const remove = () => {
    const ids = [...selected];
    Dialog.confirm({
      title: t('manage.deleteTitle'),
      content: t('manage.deleteBody', { count: ids.length }),
      confirmText: t('manage.delete'),
      cancelText: t('common:actions.cancel'),
      onConfirm: async () => {
        const result = await removeProfiles.run(ids);
        if (!isOk(result)) {
          toastError(result);
          return;
        }
        stopManaging();
        await load();
        toast.show({
          icon: 'success',
          content: t('manage.deleted', { count: result.data.deleted }),
        });
      },
    });
  };

  if (!loaded && failed) return <LoadFailed title={t('list.loadFailed')} onRetry={reload} />;
  if (!loaded) return <ListSkeleton rows={3} />;
  if (list.length === 0)
    return (
      <EmptyState title={t('list.emptyTitle')} description={t('list.emptyBody')}>
        <NavButton color="primary" shape="rounded" to="/editPage">
          {t('list.addOwn')}
        </NavButton>
      </EmptyState>
    );

  return (
    <div className="sl-arch-list-page">
      <div className="sl-arch-bar">
        {managing ? (
          <>
            <SelectionActions
              selectedLabel={t('manage.selected', { count: selected.length })}
              deleteLabel={t('manage.delete')}
              count={selected.length}
              actionsClassName="sl-arch-bar-actions"
              onCancel={stopManaging}
              onDelete={remove}
            />
          </>
        ) : (
          <>
            <span className="sl-weak">{t('list.hint')}</span>
            <Button size="small" shape="rounded" onClick={() => setManaging(true)}>
              {t('manage.start')}
            </Button>
          </>
        )}
      </div>
      <ul className="sl-arch-list">
        {sortProfiles(list).map((profile) => (
          <ProfileRow
            key={profile.id}
            profile={profile}
            current={profile.id === currentId}
            managing={managing}
            selected={selected.includes(profile.id)}
            onTap={() => tap(profile.id)}
            onEdit={() => void navigate(`/editPage?id=${profile.id}`)}
          />
        ))}
      </ul>
      {managing ? null : (
        <NavButton
          block
          shape="rounded"
          color="primary"
          fill="outline"
          size="large"
          className="sl-arch-add"
          to="/editPage"
        >
          <AddOutline /> {t('list.add')}
        </NavButton>
      )}
    </div>
  );
}
