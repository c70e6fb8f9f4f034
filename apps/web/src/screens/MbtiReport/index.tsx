import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { SignedInPage } from '../../components/SignedInPage';
import { ReportView } from '../../features/mbti/ReportView';
import { ShareView } from '../../features/mbti/ShareView';

/**
 * /mbtiReport?id=<result id>: a result of the signed-in user and its report;
 * /mbtiReport?share=<token>: the public summary behind a share link (no sign-in needed).
 */
export default function MbtiReportScreen() {
  const { t } = useTranslation('mbti');
  const [params] = useSearchParams();
  const token = params.get('share');
  if (token)
    return (
      <>
        {/* a shared link is often the first page opened: with nowhere to go back to, Back goes home */}
        <BackHeader title={t('screens.shared')} fallback="/" />
        <div className="sl-page">
          <ShareView token={token} />
        </div>
      </>
    );
  return (
    <SignedInPage
      title="mbti:screens.report"
      fallback="/mbtiHome"
      signIn={{
        title: t('signIn.resultTitle'),
        description: t('signIn.body'),
        action: t('signIn.action'),
      }}
    >
      <ReportView id={params.get('id')} />
    </SignedInPage>
  );
}
