import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ChatRecords } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { chatApi } from '../../api/chat';
import { usePagedList, type PagedListSource } from '../../api/list';
import { deleteLabels, ManagedList } from '../../components/History/ManagedList';
import { chatPath, useCompanions } from './companions';
import { RecordSummary } from './RecordRow';
import './records.css';
import { NavButton } from '../../components/NavButton';
import { useEndpointMutation } from '../../api/mutation';

const RECORDS: PagedListSource<ChatRecords, string> = {
  endpoint: endpoints.chat.records,
  fetchPage: (page) => chatApi.records(page),
  more: (last) => last.hasMore,
  idOf: (record) => record.msgGroup,
};

/** The user's conversations, latest first, 20 a page with Show more: tap one to continue it. */
export function RecordList() {
  const { t } = useTranslation('chat');
  const remove = useEndpointMutation(endpoints.chat.deleteRecords, chatApi.deleteRecords);
  const navigate = useNavigate();
  const { companions } = useCompanions();
  const list = usePagedList(RECORDS, { staleTime: 0 });
  const companionOf = (id: string) => companions?.find((c) => c.id === id);
  return (
    <ManagedList
      variant="page"
      className="sl-records"
      list={list}
      labels={{
        hint: t('records.hint'),
        manage: t('records.manage'),
        ...deleteLabels(t, 'records'),
        failed: t('records.loadFailed'),
        empty: t('records.emptyTitle'),
        emptyBody: t('records.emptyBody'),
        more: t('records.more'),
      }}
      emptyAction={
        <NavButton color="primary" shape="rounded" to="/chatIndex">
          {t('chat.toCompanions')}
        </NavButton>
      }
      row={(record) => {
        const companion = companionOf(record.healerId);
        return {
          className: 'sl-record',
          selectLabel: t('records.select', {
            name: companion?.name ?? '',
            preview: record.preview,
          }),
          arrow: false,
          content: <RecordSummary record={record} companion={companion} />,
        };
      }}
      onOpen={(record) => {
        const companion = companionOf(record.healerId);
        if (companion) void navigate(chatPath(companion, record.msgGroup));
      }}
      onDelete={remove.run}
    />
  );
}
