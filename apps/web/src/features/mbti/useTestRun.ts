import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { endpoints } from '@starlit/contracts/endpoints';
import { isOk } from '../../api/http';
import { useEndpointMutation } from '../../api/mutation';
import { type MbtiLevelId, mbtiApi } from '../../api/mbti';
import { STATIC_STALE_MS, useApiQuery } from '../../api/query';
import { toastError } from '../../i18n/errors';
import { reportPath } from './model';
import { clearRun, loadRun, saveRun, type SavedRun } from './progress';

/** How long a choice stays on screen before the next statement comes. */
export const ADVANCE_MS = 280;

/**
 * One sitting of the test at a level: the statements (in the current language), the answers
 * and the statement on screen, saved on every change for this user and level so a reload
 * resumes. A choice moves on to the next statement by itself; Back and Next move by hand
 * (Next only past an answered statement). Submit needs every statement answered, the last one
 * included; it scores the test, forgets the saved run and opens the result.
 *
 * Mount it with a key of user and level: the saved run is read once, when it mounts.
 */
export function useTestRun(level: MbtiLevelId, userId: string) {
  const navigate = useNavigate();
  const calculate = useEndpointMutation(
    endpoints.mbti.calculate,
    (answers: Record<string, number>) => mbtiApi.calculate(level, answers),
  );
  const questions = useApiQuery(
    endpoints.mbti.questions,
    { level },
    () => mbtiApi.questions(level),
    {
      staleTime: STATIC_STALE_MS,
    },
  );
  const [run, setRun] = useState<SavedRun>(
    () => loadRun(userId, level) ?? { answers: {}, index: 0 },
  );
  const [submitting, setSubmitting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const list = questions.data?.level === level ? questions.data.questions : null;
  const total = list?.length ?? 0;
  const index = Math.max(0, Math.min(run.index, total - 1));
  const current = list?.[index] ?? null;
  const answered = list ? list.filter((q) => run.answers[q.id] !== undefined).length : 0;
  const complete = list !== null && total > 0 && answered === total;
  const firstMissing = list ? list.findIndex((q) => run.answers[q.id] === undefined) : -1;

  const update = (next: SavedRun) => {
    setRun(next);
    saveRun(userId, level, next);
  };
  const move = (to: number) => {
    clearTimeout(timer.current);
    if (!list) return;
    update({ answers: run.answers, index: Math.max(0, Math.min(to, total - 1)) });
  };

  const choose = (value: number) => {
    if (!current || submitting) return;
    clearTimeout(timer.current);
    const answers = { ...run.answers, [current.id]: value };
    update({ answers, index });
    if (index < total - 1) {
      const nextIndex = index + 1;
      timer.current = setTimeout(() => update({ answers, index: nextIndex }), ADVANCE_MS);
    }
  };

  const submit = async () => {
    if (!list || !complete || submitting) return;
    clearTimeout(timer.current);
    // exactly the statements of this level, each with its answer
    const answers = Object.fromEntries(list.map((q) => [q.id, run.answers[q.id] ?? 0]));
    setSubmitting(true);
    const result = await calculate.run(answers);
    if (isOk(result)) {
      clearRun(userId, level);
      void navigate(reportPath(result.data.id), { replace: true });
      return;
    }
    setSubmitting(false);
    toastError(result);
  };

  return {
    questions,
    list,
    total,
    index,
    current,
    answer: current ? run.answers[current.id] : undefined,
    answered,
    complete,
    firstMissing,
    submitting,
    choose,
    back: () => move(index - 1),
    next: () => move(index + 1),
    goTo: move,
    submit,
  };
}
