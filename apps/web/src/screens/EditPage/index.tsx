import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { ProfileEditor } from '../../features/profiles/ProfileEditor';

/** /editPage: add a profile, or edit one with `?id=`. */
export default function EditPageScreen() {
  const { t } = useTranslation('archives');
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  return (
    <SignedInPage
      title={t(id ? 'titles.edit' : 'titles.add')}
      fallback="/archives"
      signIn={{
        title: t('signIn.title'),
        description: t('signIn.body'),
        action: t('signIn.action'),
      }}
    >
      <ProfileEditor key={id ?? 'new'} id={id} />
    </SignedInPage>
  );
}
