import { useState } from 'react';
import { adminCall, adminEndpoints } from '../api';
import { useT } from '../i18n';
import { useIsAdmin } from '../session';
import { useLoad } from '../components/load';
import { PreviewEdit } from '../components/PreviewEdit';
import { ErrorLine, Loading } from '../components/ui';

const e = adminEndpoints.economy;
type Editing =
  { kind: 'vip' | 'points'; productId: string; fields: object } | { key: string; value: unknown };

/** Products and the economy rules; admins edit one at a time: Preview, then Apply. */
export function Economy() {
  const { t } = useT();
  const isAdmin = useIsAdmin();
  const products = useLoad(e.products, null, () => adminCall(e.products));
  const config = useLoad(e.config, null, () => adminCall(e.config));
  const [editing, setEditing] = useState<Editing | null>(null);
  const applied = () => {
    setEditing(null);
    products.reload();
    config.reload();
  };
  const edit = (target: Editing, name: string) =>
    isAdmin && (
      <button type="button" className="ad-button" onClick={() => setEditing(target)}>
        {t('economy.edit', { name })}
      </button>
    );
  return (
    <section aria-labelledby="economy-title">
      <h1 id="economy-title">{t('nav.economy')}</h1>
      {editing && (
        <PreviewEdit
          key={'key' in editing ? editing.key : editing.productId}
          label={
            'key' in editing
              ? t('economy.value', { name: editing.key })
              : t('economy.fields', { name: editing.productId })
          }
          start={'key' in editing ? editing.value : editing.fields}
          send={(value, apply, note) =>
            'key' in editing
              ? adminCall(e.setConfig, { key: editing.key, value, apply, note: note || undefined })
              : adminCall(e.setProduct, {
                  kind: editing.kind,
                  productId: editing.productId,
                  fields: value as Record<string, string | number | boolean>,
                  apply,
                  note: note || undefined,
                })
          }
          onApplied={applied}
        />
      )}
      <h2>{t('economy.products')}</h2>
      <Loading on={products.loading && !products.data} />
      <ErrorLine result={products.failure} />
      {products.data && (
        <table className="ad-table">
          <thead>
            <tr>
              <th scope="col">{t('economy.product')}</th>
              <th scope="col">{t('economy.gives')}</th>
              <th scope="col">{t('economy.price')}</th>
              <th scope="col">{t('economy.active')}</th>
              {isAdmin && <th scope="col">{t('economy.change')}</th>}
            </tr>
          </thead>
          <tbody>
            {products.data.vip.map(({ productId, ...fields }) => (
              <tr key={productId}>
                <td>{productId}</td>
                <td>{t('economy.months', { n: fields.months })}</td>
                <td className="ad-num">
                  {`¥${fields.price}${fields.priceUsd ? ` · $${fields.priceUsd}` : ''}`}
                  {fields.saleTenths !== null && fields.saleEndsAt
                    ? ` (${t('economy.sale', { tenths: fields.saleTenths, ends: fields.saleEndsAt.slice(0, 16).replace('T', ' ') })} UTC)`
                    : ''}
                </td>
                <td>{fields.active ? t('common.yes') : t('common.no')}</td>
                {isAdmin && <td>{edit({ kind: 'vip', productId, fields }, productId)}</td>}
              </tr>
            ))}
            {products.data.points.map(({ productId, ...fields }) => (
              <tr key={productId}>
                <td>{productId}</td>
                <td>{t('economy.points', { n: fields.points, extra: fields.extraPoints })}</td>
                <td className="ad-num">{`¥${fields.price}${fields.priceUsd ? ` · $${fields.priceUsd}` : ''}`}</td>
                <td>{fields.active ? t('common.yes') : t('common.no')}</td>
                {isAdmin && <td>{edit({ kind: 'points', productId, fields }, productId)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{t('economy.rules')}</h2>
      <Loading on={config.loading && !config.data} />
      <ErrorLine result={config.failure} />
      {config.data && (
        <table className="ad-table">
          <thead>
            <tr>
              <th scope="col">{t('economy.key')}</th>
              <th scope="col">{t('economy.valueLabel')}</th>
              {isAdmin && <th scope="col">{t('economy.change')}</th>}
            </tr>
          </thead>
          <tbody>
            {Object.entries(config.data).map(([key, value]) => (
              <tr key={key}>
                <th scope="row">{key}</th>
                <td>
                  <pre className="ad-inline-json">{JSON.stringify(value)}</pre>
                </td>
                {isAdmin && <td>{edit({ key, value }, key)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
