import { useState } from 'react';
import { isOk, type Result } from '../api';
import { useT } from '../i18n';
import { ErrorLine, Field } from './ui';

type Change = { before: unknown; after: unknown };

/**
 * An edit of JSON (a product's fields, a rule's value): Preview asks the server what would
 * change (nothing written) and shows before and after; Apply then writes exactly that.
 */
export function PreviewEdit({
  label,
  start,
  send,
  onApplied,
}: {
  label: string;
  start: unknown;
  send: (value: unknown, apply: boolean, note: string) => Promise<Result<Change>>;
  onApplied: () => void;
}) {
  const { t } = useT();
  const [text, setText] = useState(() => JSON.stringify(start, null, 2));
  const [note, setNote] = useState('');
  const [preview, setPreview] = useState<Change | null>(null);
  const [failure, setFailure] = useState<Result<unknown> | null>(null);
  const [badJson, setBadJson] = useState(false);
  const run = async (apply: boolean) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      setBadJson(true);
      return;
    }
    setBadJson(false);
    const result = await send(value, apply, note.trim());
    if (!isOk(result)) {
      setFailure(result);
      return;
    }
    setFailure(null);
    if (apply) {
      setPreview(null);
      onApplied();
    } else setPreview(result.data);
  };
  return (
    <div className="ad-card">
      <Field label={label}>
        {(id) => (
          <textarea
            id={id}
            className="ad-code"
            rows={8}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPreview(null);
            }}
          />
        )}
      </Field>
      <Field label={t('common.note')}>
        {(id) => (
          <input id={id} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
        )}
      </Field>
      {badJson && (
        <p className="ad-error" role="alert">
          {t('economy.badJson')}
        </p>
      )}
      <ErrorLine result={failure} />
      {preview && (
        <div className="ad-compare">
          <div>
            <h3>{t('economy.before')}</h3>
            <pre>{JSON.stringify(preview.before, null, 2)}</pre>
          </div>
          <div>
            <h3>{t('economy.after')}</h3>
            <pre>{JSON.stringify(preview.after, null, 2)}</pre>
          </div>
        </div>
      )}
      <div className="ad-row">
        <button type="button" className="ad-button" onClick={() => void run(false)}>
          {t('economy.preview')}
        </button>
        <button
          type="button"
          className="ad-button ad-primary"
          disabled={!preview || !note.trim()}
          onClick={() => void run(true)}
        >
          {t('economy.apply')}
        </button>
      </div>
    </div>
  );
}
