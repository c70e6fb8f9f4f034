import { adminCall, adminEndpoints } from '../api';
import { useT } from '../i18n';
import { useIsAdmin } from '../session';
import { useLoad } from '../components/load';
import { Action } from '../components/Action';
import { Empty, ErrorLine, Loading, When } from '../components/ui';

const e = adminEndpoints.economy;
const num = (value: string | undefined) => (value?.trim() ? Number(value) : undefined);
const text = (value: string | undefined) => value?.trim() || undefined;

/** Redeem and discount codes with their use; admins create new ones. */
export function Codes() {
  const { t } = useT();
  const isAdmin = useIsAdmin();
  const { data, failure, loading, reload } = useLoad('codes', () => adminCall(e.codes));
  const common = [
    { name: 'code', label: t('codes.codeOptional') },
    { name: 'expires', label: t('codes.expires'), type: 'date' as const },
    { name: 'maxUses', label: t('codes.maxUses'), type: 'number' as const },
  ];
  const uses = (row: { usedCount: number; maxUses: number | null }) =>
    row.maxUses === null ? String(row.usedCount) : `${row.usedCount} / ${row.maxUses}`;
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
                optionLabel: (v) => t(`codes.types.${v}`),
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
          <Empty when={data.redeem.length === 0} />
          {data.redeem.length > 0 && (
            <table className="ad-table">
              <thead>
                <tr>
                  <th scope="col">{t('codes.code')}</th>
                  <th scope="col">{t('codes.type')}</th>
                  <th scope="col">{t('codes.benefits')}</th>
                  <th scope="col">{t('codes.used')}</th>
                  <th scope="col">{t('codes.expires')}</th>
                  <th scope="col">{t('common.noteShort')}</th>
                </tr>
              </thead>
              <tbody>
                {data.redeem.map((row) => (
                  <tr key={row.code}>
                    <td>{row.code}</td>
                    <td>{t(`codes.types.${row.type}`)}</td>
                    <td className="ad-num">{row.benefits}</td>
                    <td className="ad-num">{uses(row)}</td>
                    <td>
                      <When at={row.expiresAt} />
                    </td>
                    <td>{row.note}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h2>{t('codes.discount')}</h2>
          <Empty when={data.discount.length === 0} />
          {data.discount.length > 0 && (
            <table className="ad-table">
              <thead>
                <tr>
                  <th scope="col">{t('codes.code')}</th>
                  <th scope="col">{t('codes.tenths')}</th>
                  <th scope="col">{t('codes.bonusDays')}</th>
                  <th scope="col">{t('codes.bonusPoints')}</th>
                  <th scope="col">{t('codes.used')}</th>
                  <th scope="col">{t('codes.expires')}</th>
                  <th scope="col">{t('common.noteShort')}</th>
                </tr>
              </thead>
              <tbody>
                {data.discount.map((row) => (
                  <tr key={row.code}>
                    <td>{row.code}</td>
                    <td className="ad-num">{row.tenths}</td>
                    <td className="ad-num">{row.bonusDays}</td>
                    <td className="ad-num">{row.bonusPoints}</td>
                    <td className="ad-num">{uses(row)}</td>
                    <td>
                      <When at={row.expiresAt} />
                    </td>
                    <td>{row.note}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
