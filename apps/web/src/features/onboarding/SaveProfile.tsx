import { useEffect, useRef, useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/Toast/toast';
import { formatDate } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { useProfiles } from '../../api/profileList';
import { clearDraft, readDraft, saveDraft, type BirthDraft } from '../../state/onboarding';
import { useSessionStore } from '../../state/session';
import { GenderChoice } from './GenderChoice';
import { PlaceField } from './PlaceField';
import { missingOf, useSaveDraft } from './useSaveDraft';
import './onboarding.css';
import { useUserInfo } from '../../api/userInfo';

/**
 * After signing in from the preview: the birth data typed before becomes the own profile.
 * A complete draft is saved at once and Home opens; otherwise only what the profile still
 * needs (name, gender, birthplace) is asked. An account that has its own profile keeps it.
 */
export function SaveProfile() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const lang = useAppStore((s) => s.lang);
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const infoName = useUserInfo()?.nickname;
  const checkedName = useSessionStore((s) => s.check?.profile.nickname);
  const accountName = infoName ?? checkedName ?? '';
  const { list, loaded } = useProfiles();
  const hasOwn = list.some((a) => a.relationship === 'A');
  const [draft, setDraft] = useState<BirthDraft | null>(readDraft);
  const [typedName, setTypedName] = useState('');
  const name = draft?.name || accountName || typedName;
  const { busy, save } = useSaveDraft(accountName);
  const started = useRef(false);
  // a draft complete on arrival is saved without asking; one that is not shows the form
  const [autoSave] = useState(() => draft !== null && missingOf(draft, name).length === 0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!loginStatus || !loaded || !draft || started.current) return;
    if (hasOwn) {
      started.current = true;
      clearDraft();
      toast.show({ content: t('save.exists') });
      void navigate('/', { replace: true });
    } else if (autoSave) {
      started.current = true;
      void save(draft, name).then((saved) => {
        if (saved) void navigate('/', { replace: true });
        else setFailed(true);
      });
    }
  }, [loginStatus, loaded, draft, hasOwn, autoSave, name, save, navigate, t]);

  if (!draft) return <Navigate to="/" replace />;
  if (!loginStatus) return <Navigate to="/login?mode=register" replace />;
  if (!loaded || hasOwn || (autoSave && !failed)) {
    return (
      <div className="sl-ob sl-ob-saving" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }

  const update = (patch: Partial<BirthDraft>) => {
    const next = { ...draft, ...patch };
    saveDraft(next);
    setDraft(next);
  };
  const missing = missingOf(draft, name);
  const submit = () => {
    const first = missing[0];
    if (first) {
      toast.show({ content: t(`save.${first}Required`) });
      return;
    }
    void save(draft, name).then((saved) => {
      if (saved) void navigate('/', { replace: true });
    });
  };
  const born = formatDate(draft.birthDate, lang);
  return (
    <div className="sl-ob sl-ob-save">
      <header className="sl-ob-head">
        <h1>{t('save.title')}</h1>
        <p>{t('save.lead')}</p>
      </header>
      <div className="sl-card sl-ob-fields">
        <p className="sl-ob-summary">
          {draft.birthTime
            ? t('save.summaryTime', { date: born, time: draft.birthTime })
            : t('save.summary', { date: born })}
        </p>
        {!draft.name && !accountName ? (
          <div className="sl-ob-row">
            <span className="sl-ob-label">{t('form.name')}</span>
            <input
              className="sl-ob-input"
              aria-label={t('form.name')}
              maxLength={16}
              placeholder={t('form.namePlaceholder')}
              value={typedName}
              onChange={(e) => setTypedName(e.target.value)}
            />
          </div>
        ) : null}
        <div className="sl-ob-row">
          <span className="sl-ob-label">{t('form.gender')}</span>
          <GenderChoice value={draft.gender} onChange={(gender) => update({ gender })} />
        </div>
        <div className="sl-ob-row">
          <span className="sl-ob-label">{t('form.place')}</span>
          <PlaceField value={draft.birthPlace} onChange={(birthPlace) => update({ birthPlace })} />
        </div>
      </div>
      <footer className="sl-ob-actions">
        <Button block color="primary" shape="rounded" size="large" loading={busy} onClick={submit}>
          {t('save.submit')}
        </Button>
        <div className="sl-ob-links">
          <button
            type="button"
            onClick={() => {
              clearDraft();
              void navigate('/', { replace: true });
            }}
          >
            {t('save.discard')}
          </button>
        </div>
      </footer>
    </div>
  );
}
