import { setLang, useT } from '../i18n';

/** Switches the console between English and Chinese, named in the other language. */
export function LangSwitch() {
  const { t, lang } = useT();
  return (
    <button
      type="button"
      className="ad-button ad-ghost"
      lang={lang === 'zh' ? 'en' : 'zh-CN'}
      onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')}
    >
      {t('common.otherLanguage')}
    </button>
  );
}
