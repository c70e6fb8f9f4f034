import { CheckList } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@starlit/contracts';
import { changeLanguage } from '../../i18n';
import { isLang, useAppStore } from '../../state/app';

const LANGS: readonly Lang[] = ['zh', 'en'];

/** The language list; the current one carries the check mark. */
export function LanguageList() {
  const { t } = useTranslation();
  const lang = useAppStore((s) => s.lang);
  return (
    <CheckList
      className="sl-card sl-menu"
      value={[lang]}
      onChange={(values) => {
        const picked = values[0];
        if (isLang(picked) && picked !== lang) void changeLanguage(picked);
      }}
    >
      {LANGS.map((code) => (
        <CheckList.Item key={code} value={code}>
          <span lang={code === 'zh' ? 'zh-CN' : 'en'}>{t(`languages.${code}`)}</span>
        </CheckList.Item>
      ))}
    </CheckList>
  );
}
