import { useRef, useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DiceRoll } from '@starlit/contracts';
import { ErrorCode } from '@starlit/contracts/constants';
import { endpoints } from '@starlit/contracts/endpoints';
import { isOk } from '../../api/http';
import { useEndpointMutation } from '../../api/mutation';
import { tarotApi } from '../../api/tarot';
import { toastError } from '../../i18n/errors';
import { useSessionStore } from '../../state/session';
import { DiceReading } from './DiceReading';
import { DiceTray, FaceDetail, type DieKind } from './DiceTray';
import { QuestionForm } from './QuestionForm';
import { useDiceReading } from './useDiceReading';
import './dice.css';

/**
 * Zodiac dice: a question, a server roll of three dice (planet, sign, house), each face's
 * meaning on tap, then the charged reading, streamed. Visitors are sent to sign in.
 */
export function ZodiacDice({
  note,
}: {
  /** what the screen puts below a roll (the journal's note) */
  note?: (roll: DiceRoll) => ReactNode;
} = {}) {
  const { t } = useTranslation(['dice', 'errors']);
  const navigate = useNavigate();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const rollWrite = useEndpointMutation(endpoints.dice.roll, tarotApi.rollDice);
  const [question, setQuestion] = useState('');
  const [error, setError] = useState('');
  const [rolling, setRolling] = useState(false);
  const [roll, setRoll] = useState<DiceRoll | null>(null);
  const [selected, setSelected] = useState<DieKind | null>(null);
  const reading = useDiceReading();
  const field = useRef<HTMLTextAreaElement>(null);

  const onQuestion = (value: string) => {
    setQuestion(value);
    if (error) setError('');
  };

  const rollDice = async () => {
    if (rolling) return;
    if (!loginStatus) {
      void navigate('/login');
      return;
    }
    const text = question.trim();
    if (!text) {
      setError(t('question.required'));
      field.current?.focus();
      return;
    }
    setError('');
    setSelected(null);
    reading.reset();
    setRolling(true);
    const result = await rollWrite.run(text);
    setRolling(false);
    if (isOk(result)) {
      setRoll(result.data);
      return;
    }
    // (isOk narrows a failure to ApiError; the server's envelopes carry the positive codes)
    if (result.code === ErrorCode.SENSITIVE_QUESTION) setError(t('errors:1205'));
    else if (result.code === ErrorCode.PARAM) setError(t('question.required'));
    else {
      toastError(result);
      return;
    }
    setRoll(null);
    field.current?.focus();
  };

  const another = () => {
    reading.reset();
    setRoll(null);
    setSelected(null);
    setQuestion('');
    window.scrollTo({ top: 0 });
    field.current?.focus();
  };

  const readingOfRoll = roll && reading.state?.id === roll.id ? reading.state : null;

  return (
    <div className="sl-dice">
      <h1 className="sl-dice-title">{t('title')}</h1>
      <p className="sl-dice-intro">{t('intro')}</p>
      <QuestionForm
        question={question}
        onQuestion={onQuestion}
        error={error}
        busy={rolling}
        rolled={roll !== null}
        signedIn={loginStatus}
        onRoll={() => void rollDice()}
        fieldRef={field}
      />
      <DiceTray
        roll={roll}
        rolling={rolling}
        selected={selected}
        onSelect={(kind) => setSelected((current) => (current === kind ? null : kind))}
      />
      {roll && !rolling ? (
        <>
          <p className="sl-dice-asked">{t('asked', { question: roll.question })}</p>
          {selected ? (
            <FaceDetail kind={selected} face={roll[selected]} />
          ) : (
            <p className="sl-dice-hint">{t('tapHint')}</p>
          )}
          {readingOfRoll ? (
            <DiceReading
              text={readingOfRoll.text}
              streaming={readingOfRoll.status === 'streaming'}
            />
          ) : (
            <Button
              block
              color="primary"
              shape="rounded"
              size="large"
              className="sl-dice-read"
              loading={reading.asking}
              onClick={() => void reading.read(roll.id)}
            >
              {t('read')}
            </Button>
          )}
          {readingOfRoll?.status === 'done' ? (
            <Button block shape="rounded" size="large" className="sl-dice-read" onClick={another}>
              {t('another')}
            </Button>
          ) : null}
          {note?.(roll)}
        </>
      ) : null}
    </div>
  );
}
