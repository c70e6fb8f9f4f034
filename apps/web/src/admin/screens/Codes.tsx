import { adminCall, adminEndpoints } from '../api';
import { useT } from '../i18n';
import { useIsAdmin } from '../session';
import { useLoad } from '../components/load';
import { Action } from '../components/Action';
import { ErrorLine, Loading, When } from '../components/ui';
import { Table, type Column } from '../components/Table';

const e = adminEndpoints.economy;
const num = (value: string | undefined) => (value?.trim() ? Number(value) : undefined);
const text = (value: string | undefined) => value?.trim() || undefined;

/** Redeem and discount codes with their use; admins create new ones. */
export function Codes() {
  const { t, tCode } = useT();
  const isAdmin = useIsAdmin();
  const { data, failure, loading, reload } = useLoad(e.codes, null, () => adminCall(e.codes));
  const common = [
    { name: 'code', label: t('codes.codeOptional') },
    { name: 'expires', label: t('codes.expires'), type: 'date' as const },
    { name: 'maxUses', label: t('codes.maxUses'), type: 'number' as const },
  ];
  type CodeRow = {
    usedCount: number;
    maxUses: number | null;
    expiresAt: string | null;
    note: string;
  };
  // the columns both kinds of code have
  const shared: Column<CodeRow>[] = [
    {
      head: t('codes.used'),
      num: true,
      cell: (row) =>
        row.maxUses === null ? String(row.usedCount) : `${row.usedCount} / ${row.maxUses}`,
    },
    { head: t('codes.expires'), cell: (row) => <When at={row.expiresAt} /> },
    { head: t('common.noteShort'), cell: (row) => row.note },
  ];
  return (
    <section aria-labelledby="codes-title">
      <h1 id="codes-title">{t('nav.codes')}</h1>
      {isAdmin && (
        <div className="ad-actions">
          <Action
            label={t('codes.createRedeem')}
            note={false}
            fields={[
              {
                name: 'type',
                label: t('codes.type'),
                value: 'POINTS',
                options: ['POINTS', 'VIP'],
                optionLabel: (v) => tCode('codes.types', v),
              },
              { name: 'benefits', label: t('codes.benefits'), type: 'number', required: true },
              ...common,
              { name: 'note', label: t('common.note') },
            ]}
            run={(v) =>
              adminCall(e.createRedeem, {
                type: v.type === 'VIP' ? 'VIP' : 'POINTS',
                benefits: Number(v.benefits),
                code: text(v.code),
                expires: text(v.expires),
                maxUses: num(v.maxUses),
                note: text(v.note),
              })
            }
            onDone={reload}
          />
          <Action
            label={t('codes.createDiscount')}
            note={false}
            fields={[
              {
                name: 'tenths',
                label: t('codes.tenths'),
                type: 'number',
                required: true,
                hint: '8.5',
              },
              { name: 'bonusDays', label: t('codes.bonusDays'), type: 'number' },
              { name: 'bonusPoints', label: t('codes.bonusPoints'), type: 'number' },
              ...common,
              { name: 'note', label: t('common.note') },
            ]}
            run={(v) =>
              adminCall(e.createDiscount, {
                tenths: Number(v.tenths),
                bonusDays: num(v.bonusDays),
                bonusPoints: num(v.bonusPoints),
                code: text(v.code),
                expires: text(v.expires),
                maxUses: num(v.maxUses),
                note: text(v.note),
              })
            }
            onDone={reload}
          />
        </div>
      )}
      <Loading on={loading && !data} />
      <ErrorLine result={failure} />
      {data && (
        <>
          <h2>{t('codes.redeem')}</h2>
          <Table
            rows={data.redeem}
            rowKey={(row) => row.code}
            columns={[
              { head: t('codes.code'), cell: (row) => row.code },
              { head: t('codes.type'), cell: (row) => tCode('codes.types', row.type) },
              { head: t('codes.benefits'), num: true, cell: (row) => row.benefits },
              ...shared,
            ]}
          />
          <h2>{t('codes.discount')}</h2>
          <Table
            rows={data.discount}
            rowKey={(row) => row.code}
            columns={[
              { head: t('codes.code'), cell: (row) => row.code },
              { head: t('codes.tenths'), num: true, cell: (row) => row.tenths },
              { head: t('codes.bonusDays'), num: true, cell: (row) => row.bonusDays },
              { head: t('codes.bonusPoints'), num: true, cell: (row) => row.bonusPoints },
              ...shared,
            ]}
          />
        </>
      )}
    </section>
  );
}
