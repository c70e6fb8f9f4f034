import { useSearchParams } from 'react-router';
import { SignedInPage } from '../../components/SignedInPage';
import { ProfileEditor } from '../../features/profiles/ProfileEditor';

/** /editPage: add a profile, or edit one with `?id=`. */
export default function EditPageScreen() {
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  return (
    <SignedInPage
      title={id ? 'archives:titles.edit' : 'archives:titles.add'}
      fallback="/archives"
      signIn="archives"
    >
      <ProfileEditor key={id ?? 'new'} id={id} />
    </SignedInPage>
  );
}
