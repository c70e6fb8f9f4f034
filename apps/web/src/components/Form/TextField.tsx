import { useId, useState, type ReactNode } from 'react';
import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import './form.css';

export interface TextFieldProps {
  /** the input's id (one is made up when absent) */
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  autoComplete?: string;
  maxLength?: number;
  /** shown before the input (an icon, an area-code button) */
  prefix?: ReactNode;
  /** shown after the input (a send-code button, a captcha) */
  extra?: ReactNode;
  /** password fields get a show/hide toggle labelled with these */
  revealLabels?: { show: string; hide: string };
  onEnterPress?: () => void;
}

/** One labelled input row of the app's forms. The label is for assistive tech; the placeholder shows. */
export function TextField({
  id: givenId,
  label,
  value,
  onChange,
  placeholder,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
  prefix,
  extra,
  revealLabels,
  onEnterPress,
}: TextFieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const [revealed, setRevealed] = useState(false);
  const inputType = type === 'password' && revealed ? 'text' : type;
  return (
    <div className="sl-field">
      <label htmlFor={id} className="sl-visually-hidden">
        {label}
      </label>
      {prefix ? <div className="sl-field-prefix">{prefix}</div> : null}
      <Input
        id={id}
        className="sl-field-input"
        value={value}
        onChange={onChange}
        placeholder={placeholder ?? label}
        type={inputType}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        clearable={type !== 'password'}
        onlyShowClearWhenFocus
        onEnterPress={onEnterPress ? () => onEnterPress() : undefined}
      />
      {type === 'password' && revealLabels ? (
        <button
          type="button"
          className="sl-field-icon-button"
          aria-label={revealed ? revealLabels.hide : revealLabels.show}
          aria-pressed={revealed}
          onClick={() => setRevealed((r) => !r)}
        >
          {revealed ? <EyeOutline /> : <EyeInvisibleOutline />}
        </button>
      ) : null}
      {extra ? <div className="sl-field-extra">{extra}</div> : null}
    </div>
  );
}
