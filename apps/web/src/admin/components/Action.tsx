import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isOk, type Result } from '../api';
import { useT } from '../i18n';
import { ErrorLine, Field } from './ui';

export interface ActionField {
  name: string;
  label: string;
  type?: 'text' | 'number' | 'date' | 'checkbox';
  /** a choice among these values (their words from `optionLabel`) */
  options?: readonly string[];
  optionLabel?: (value: string) => string;
  /** a starting value */
  value?: string;
  required?: boolean;
  hint?: string;
}

interface ActionProps {
  /** the button's text and the dialog's title */
  label: string;
  /** what the action will do, said before it is done (destructive ones: what is lost) */
  warning?: string | ((values: Record<string, string>) => string);
  fields?: ActionField[];
  /** a note is required on every change; false only for a reply (its text is the record) */
  note?: boolean;
  danger?: boolean;
  run: (values: Record<string, string>) => Promise<Result<unknown>>;
  onDone?: () => void;
}

/**
 * A change an operator makes: a button that opens a modal dialog with the change's fields,
 * the required note and, for destructive ones, what will happen; Confirm sends it, the
 * server's refusal shows in the dialog. Escape or Cancel closes it and focus returns.
 */
export function Action({
  label,
  warning,
  fields = [],
  note = true,
  danger,
  run,
  onDone,
}: ActionProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={danger ? 'ad-button ad-danger' : 'ad-button'}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open && (
        <ActionDialog
          title={label}
          warning={warning}
          fields={
            note ? [...fields, { name: 'note', label: t('common.note'), required: true }] : fields
          }
          danger={danger}
          run={run}
          onClose={(done) => {
            setOpen(false);
            opener.current?.focus();
            if (done) onDone?.();
          }}
        />
      )}
    </>
  );
}

function ActionDialog({
  title,
  warning,
  fields,
  danger,
  run,
  onClose,
}: {
  title: string;
  warning: ActionProps['warning'];
  fields: ActionField[];
  danger?: boolean;
  run: ActionProps['run'];
  onClose: (done: boolean) => void;
}) {
  const { t } = useT();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, field.value ?? ''])),
  );
  const [failure, setFailure] = useState<Result<unknown> | null>(null);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLFormElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('input, textarea, button')?.focus();
  }, []);
  const missing = fields.some((field) => field.required && !values[field.name]?.trim());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (missing || busy) return;
    setBusy(true);
    const result = await run(values);
    setBusy(false);
    if (isOk(result)) onClose(true);
    else setFailure(result);
  };
  const said = typeof warning === 'function' ? warning(values) : warning;
  return (
    <div className="ad-overlay">
      <form
        ref={box}
        className="ad-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        onSubmit={(event) => void submit(event)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose(false);
        }}
      >
        <h2>{title}</h2>
        {fields.map((field) => (
          <Field key={field.name} label={field.label}>
            {(id) =>
              field.type === 'checkbox' ? (
                <input
                  id={id}
                  type="checkbox"
                  checked={values[field.name] === 'true'}
                  onChange={(e) => setValues({ ...values, [field.name]: String(e.target.checked) })}
                />
              ) : field.options ? (
                <select
                  id={id}
                  value={values[field.name]}
                  onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
                >
                  {field.options.map((option) => (
                    <option key={option} value={option}>
                      {field.optionLabel ? field.optionLabel(option) : option}
                    </option>
                  ))}
                </select>
              ) : field.name === 'note' || field.name === 'reply' ? (
                <textarea
                  id={id}
                  required={field.required}
                  maxLength={field.name === 'reply' ? 2000 : 200}
                  value={values[field.name]}
                  onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
                />
              ) : (
                <input
                  id={id}
                  type={field.type ?? 'text'}
                  required={field.required}
                  placeholder={field.hint}
                  value={values[field.name]}
                  onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
                />
              )
            }
          </Field>
        ))}
        {said && <p className={danger ? 'ad-warning' : 'ad-muted'}>{said}</p>}
        <ErrorLine result={failure} />
        <div className="ad-row">
          <button type="button" className="ad-button" onClick={() => onClose(false)}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className={danger ? 'ad-button ad-danger' : 'ad-button ad-primary'}
            disabled={missing || busy}
          >
            {t('common.confirm')}
          </button>
        </div>
      </form>
    </div>
  );
}
