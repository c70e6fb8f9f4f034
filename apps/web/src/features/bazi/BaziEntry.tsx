import { useTranslation } from 'react-i18next';
import { EntryCard } from '../../components/EntryCard';
import { useAppStore } from '../../state/app';
import { useSessionStore } from '../../state/session';

/** Home's way to the 八字 screen, on the first screenful for members reading in Chinese. */
export function HomeBaziEntry() {
  const { t } = useTranslation('bazi');
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const lang = useAppStore((s) => s.lang);
  if (!loginStatus || lang !== 'zh') return null;
  return <EntryCard path="/bazi" glyph="chart" title={t('entry.title')} body={t('entry.body')} />;
}
