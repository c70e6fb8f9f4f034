import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { MbtiLevelId } from '../../api/mbti';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import { Scale } from './Scale';
import { useTestRun } from './useTestRun';
import './test.css';
import { LoadFailed } from '../../components/Paid/LoadFailed';

/**
 * /mbti: the test, one statement at a time: the progress ("12 / 48" and a bar of the
 * answered share), the statement, the 7-point scale, Back and Next, and on the last
 * statement Submit, enabled once every statement has its answer.
 */
export function TestRunner({ level, userId }: { level: MbtiLevelId; userId: string }) {
  const { t } = useTranslation('mbti');
  const run = useTestRun(level, userId);
  const { list, total, index, current, questions } = run;

  if (!list && !questions.loading && questions.result)
    return (
      <LoadFailed
        title={t('test.loadFailed')}
        result={questions.result}
        onRetry={questions.reload}
      />
    );
  if (!list || !current) return <TextSkeleton lines={4} />;

  const last = index === total - 1;
  const showMissing = last && run.answer !== undefined && !run.complete && run.firstMissing >= 0;
  return (
    <div className="sl-mbti-test">
      <div className="sl-mbti-progress">
        <span className="sl-mbti-progress-count">
          {t('test.progress', { n: index + 1, total })}
        </span>
        <div
          className="sl-mbti-progress-track"
          role="progressbar"
          aria-label={t('test.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={run.answered}
        >
          <span style={{ width: `${(run.answered / total) * 100}%` }} />
        </div>
      </div>

      <section className="sl-card sl-mbti-statement">
        <p className="sl-mbti-prompt">{t('test.prompt')}</p>
        <h2 id="sl-mbti-statement" key={current.id}>
          {current.text}
        </h2>
      </section>

      <Scale
        value={run.answer}
        labelledBy="sl-mbti-statement"
        disabled={run.submitting}
        onChoose={run.choose}
      />

      <div className="sl-mbti-nav">
        <Button shape="rounded" disabled={index === 0 || run.submitting} onClick={run.back}>
          {t('test.back')}
        </Button>
        {last ? (
          <Button
            shape="rounded"
            color="primary"
            disabled={!run.complete}
            loading={run.submitting}
            onClick={() => void run.submit()}
          >
            {t('test.submit')}
          </Button>
        ) : (
          <Button
            shape="rounded"
            color="primary"
            fill="outline"
            disabled={run.answer === undefined}
            onClick={run.next}
          >
            {t('test.next')}
          </Button>
        )}
      </div>
      {showMissing ? (
        <p className="sl-mbti-missing" role="alert">
          {t('test.missing', { n: run.firstMissing + 1 })}{' '}
          <button type="button" onClick={() => run.goTo(run.firstMissing)}>
            {t('test.toMissing', { n: run.firstMissing + 1 })}
          </button>
        </p>
      ) : null}
      <p className="sl-mbti-test-hint">{t('test.hint')}</p>
    </div>
  );
}
