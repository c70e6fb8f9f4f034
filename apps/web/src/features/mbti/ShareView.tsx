import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@starlit/contracts/constants';
import { endpoints } from '@starlit/contracts/endpoints';
import { ApiError } from '../../api/http';
import { mbtiApi } from '../../api/mbti';
import { useApiQuery } from '../../api/query';
import { EmptyState } from '../../components/EmptyState';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import { typePath } from './model';
import { DimensionBars, ResultHead } from './ResultParts';
import { useTakenLine } from './useMbti';
import { LoadFailed } from '../../components/Paid/LoadFailed';
import { NavButton } from '../../components/NavButton';

/**
 * /mbtiReport?share=<token>: what a share link shows anyone, signed in or not: the type, its
 * nickname and group (not the tagline, which speaks to the one who took the test), the length and day of the test and the four bars, read-only,
 * with a way to take the test oneself. Nothing about the person who shared it, and it speaks
 * of them in the third person ("Their type"): the reader is not the one who took the test.
 */
export function ShareView({ token }: { token: string }) {
  const { t } = useTranslation('mbti');
  const navigate = useNavigate();
  const taken = useTakenLine();
  const { data, result, loading, reload } = useApiQuery(endpoints.mbti.shared, { token }, () =>
    mbtiApi.shared(token),
  );
  const cta = (
    <NavButton block shape="rounded" color="primary" size="large" to="/mbtiHome">
      {t('shared.cta')}
    </NavButton>
  );

  if (!data && !loading && result) {
    const gone = !(result instanceof ApiError) && result.code === ErrorCode.REPORT_UNAVAILABLE;
    if (gone || result.code === ErrorCode.PARAM)
      return (
        <EmptyState title={t('shared.goneTitle')} description={t('shared.goneBody')}>
          {cta}
        </EmptyState>
      );
    return <LoadFailed title={t('result.loadFailed')} result={result} onRetry={reload} />;
  }
  if (!data) return <TextSkeleton lines={6} />;

  return (
    <div className="sl-mbti-report sl-mbti-shared">
      <p className="sl-mbti-shared-intro">{t('shared.intro')}</p>
      <ResultHead
        type={data.type}
        nickname={data.nickname}
        group={data.group}
        line={taken('shared.taken', data.level, data.date)}
        caption={t('shared.typeLabel')}
      />
      <DimensionBars bars={data.dimensions} title={t('shared.barsTitle')} />
      <div className="sl-mbti-shared-actions">
        {cta}
        <Button block shape="rounded" onClick={() => void navigate(typePath(data.type))}>
          {t('result.typeLink', { type: data.type })}
        </Button>
      </div>
    </div>
  );
}
