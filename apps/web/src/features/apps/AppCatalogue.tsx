import { RightOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { systemApi } from '../../api/system';
import type { AppItem } from '../../api/types';
import { useApiQuery } from '../../api/query';
import { Glyph } from '../../components/Glyphs';
import { ListSkeleton } from '../../components/Skeletons/Skeletons';
import './apps.css';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailed } from '../../components/Paid/LoadFailed';

/** Where an app entry leads: an in-app route (`#/route`) or an https page; anything else is ignored. */
export function appTarget(
  link: string,
): { kind: 'route'; path: string } | { kind: 'web'; url: string } | null {
  if (link.startsWith('#/')) return { kind: 'route', path: link.slice(1) };
  if (/^https:\/\//i.test(link)) return { kind: 'web', url: link };
  return null;
}

/** More applications: the server's catalogue, grouped by category. */
export function AppCatalogue() {
  const { t } = useTranslation('apps');
  const navigate = useNavigate();
  const catalogue = useApiQuery(endpoints.apps.appCategory, null, systemApi.appCategory);

  const open = (app: AppItem) => {
    const target = appTarget(app.link);
    if (target?.kind === 'route') void navigate(target.path);
    else if (target?.kind === 'web') window.open(target.url, '_blank', 'noopener,noreferrer');
  };

  if (catalogue.loading && !catalogue.data) return <ListSkeleton rows={5} />;
  if (!catalogue.data) {
    return (
      <LoadFailed title={t('loadFailed')} result={catalogue.result} onRetry={catalogue.reload} />
    );
  }
  const categories = catalogue.data.filter((category) => category.apps.length > 0);
  if (categories.length === 0) {
    return <EmptyState title={t('emptyTitle')} description={t('emptyBody')} />;
  }
  return (
    <div className="sl-apps">
      {categories.map((category) => (
        <section key={category.id}>
          <h2 className="sl-section-title">{category.name}</h2>
          <ul className="sl-apps-list">
            {category.apps.map((app) => (
              <li key={app.id}>
                <button type="button" className="sl-card sl-app-row" onClick={() => open(app)}>
                  <span className="sl-app-icon">
                    <Glyph name={app.icon} />
                  </span>
                  <span className="sl-app-text">
                    <strong>{app.name}</strong>
                    <span>{app.description}</span>
                  </span>
                  <RightOutline className="sl-app-chevron" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
