import { useId, type ReactNode } from 'react';
import { RightOutline } from 'antd-mobile-icons';

/** A field's inline error, tied to its control by id. */
function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="sl-arch-error" role="alert">
      {error}
    </p>
  );
}

/** A labelled form row around an inline control (an input, a selector). */
export function FieldRow({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  /** ids: `control` for an input (its <label> points there), `label` for aria-labelledby */
  children: (ids: { control: string; label: string }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={error ? 'sl-arch-field has-error' : 'sl-arch-field'}>
      <div className="sl-arch-row">
        <label className="sl-arch-label" id={`${id}-label`} htmlFor={`${id}-control`}>
          {label}
        </label>
        <div className="sl-arch-control">
          {children({ control: `${id}-control`, label: `${id}-label` })}
        </div>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled row that opens a picker or sheet; shows the value, or a placeholder. */
export function FieldButton({
  label,
  value,
  placeholder,
  hint,
  disabled,
  error,
  onClick,
}: {
  label: string;
  value?: string;
  placeholder: string;
  hint?: string;
  disabled?: boolean;
  error?: string;
  onClick(): void;
}) {
  const id = useId();
  return (
    <div className={error ? 'sl-arch-field has-error' : 'sl-arch-field'}>
      <button
        type="button"
        className="sl-arch-row sl-arch-button"
        disabled={disabled}
        onClick={onClick}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
      >
        <span className="sl-arch-label">{label}</span>
        <span className="sl-arch-value">
          {value ? (
            <span className="sl-arch-chosen">{value}</span>
          ) : (
            <span className="sl-arch-placeholder">{placeholder}</span>
          )}
          {hint ? <span className="sl-arch-hint">{hint}</span> : null}
        </span>
        {disabled ? null : <RightOutline className="sl-arch-chevron" />}
      </button>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
