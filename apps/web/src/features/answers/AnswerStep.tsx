import { type ReactNode, type Ref } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { BookAnswer } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { useApiQuery } from '../../api/query';
import { tarotApi } from '../../api/tarot';
import { toast } from '../../components/Toast/toast';
import { OpenBook } from './BookArt';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'done'; answer: BookAnswer };

/** The answer, from the server (it picks the page), in the current language; a new one each visit. */
function useBookAnswer() {
  const { data, loading, reload } = useApiQuery(
    endpoints.answers.bookAnswer,
    null,
    tarotApi.bookAnswer,
    {
      staleTime: 0,
      gcTime: 0,
    },
  );
  const load: Load = data
    ? { status: 'done', answer: data }
    : loading
      ? { status: 'loading' }
      : { status: 'failed' };
  return { load, retry: reload };
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Step 3: the book opens on the answer; ask again, copy it, or share it. */
export function AnswerStep({
  question,
  onAgain,
  headingRef,
  note,
}: {
  question: string;
  onAgain(): void;
  headingRef: Ref<HTMLHeadingElement>;
  note?: (answer: BookAnswer, question: string) => ReactNode;
}) {
  const { t } = useTranslation(['answers', 'common']);
  const { load, retry } = useBookAnswer();
  const answer = load.status === 'done' ? load.answer : null;

  const copy = async () => {
    if (!answer) return;
    const copied = await copyText(answer.answer);
    toast.show(
      copied
        ? { icon: 'success', content: t('answer.copied') }
        : { icon: 'fail', content: t('answer.copyFailed') },
    );
  };
  /** the system share sheet where there is one, else the text and a link to the clipboard */
  const share = async () => {
    if (!answer) return;
    const text = t('answer.shareText', { answer: answer.answer });
    const url = `${location.origin}${location.pathname}#/answersBook`;
    if (typeof navigator.share === 'function') {
      // a dismissed share sheet rejects: nothing to tell the user
      await navigator.share({ title: t('title'), text, url }).catch(() => {});
      return;
    }
    const copied = await copyText(`${text} ${url}`);
    toast.show(
      copied
        ? { icon: 'success', content: t('answer.shareCopied') }
        : { icon: 'fail', content: t('answer.copyFailed') },
    );
  };

  let rightPage = <p className="sl-book-waiting">{t('answer.loading')}</p>;
  if (answer) rightPage = <p className="sl-book-answer">{answer.answer}</p>;
  else if (load.status === 'failed')
    rightPage = <p className="sl-book-waiting">{t('answer.failed')}</p>;

  return (
    <section className="sl-answers-step" aria-labelledby="sl-answers-heading">
      <h2 id="sl-answers-heading" ref={headingRef} tabIndex={-1} className="sl-answers-heading">
        {t('answer.heading')}
      </h2>
      {question.trim() ? (
        <p className="sl-answers-asked">{t('answer.asked', { question: question.trim() })}</p>
      ) : null}
      <div aria-live="polite" aria-busy={load.status === 'loading'}>
        <OpenBook
          left={
            <span className="sl-book-folio">
              {answer ? t('answer.page', { page: answer.index + 1 }) : null}
            </span>
          }
          right={rightPage}
        />
      </div>
      <div className="sl-answers-actions">
        {load.status === 'failed' ? (
          <Button block shape="rounded" size="large" onClick={retry}>
            {t('common:actions.retry')}
          </Button>
        ) : null}
        <Button block color="primary" shape="rounded" size="large" onClick={onAgain}>
          {t('answer.again')}
        </Button>
        {answer ? (
          <div className="sl-answers-share">
            <Button shape="rounded" onClick={() => void copy()}>
              {t('answer.copy')}
            </Button>
            <Button shape="rounded" onClick={() => void share()}>
              {t('answer.share')}
            </Button>
          </div>
        ) : null}
      </div>
      {answer ? note?.(answer, question.trim()) : null}
    </section>
  );
}
