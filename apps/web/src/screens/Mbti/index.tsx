import { useSearchParams } from 'react-router';
import { SignedInPage } from '../../components/SignedInPage';
import { DEFAULT_LEVEL, isLevel } from '../../features/mbti/model';
import { TestRunner } from '../../features/mbti/TestRunner';
import { useSessionStore } from '../../state/session';

/**
 * /mbti?level=simplified|standard|full (standard when absent): the test, for a signed-in
 * user; the run is kept per user and level, so a new key starts from what was saved.
 */
export default function MbtiScreen() {
  const [params] = useSearchParams();
  const userId = useSessionStore((s) => s.userId);
  const asked = params.get('level');
  const level = isLevel(asked) ? asked : DEFAULT_LEVEL;
  return (
    <SignedInPage title="mbti:screens.test" fallback="/mbtiHome" signIn="mbti">
      <TestRunner key={`${userId}:${level}`} level={level} userId={userId} />
    </SignedInPage>
  );
}
