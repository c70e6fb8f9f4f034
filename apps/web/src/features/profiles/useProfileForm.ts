import { useState, type FormEvent } from 'react';
import type { ProfileInput } from '@starlit/contracts';
import { type FieldName, type FormErrors, type FormValues, toInput, validate } from './formValues';

/** What the server said about a submission: field errors and/or one for the whole form. */
export interface SubmitProblems {
  fields?: FormErrors;
  form?: string;
}

/**
 * A profile form's state: the values, the errors to show (the form's own checks after the
 * first submit, and the server's until their field changes), and the submission.
 */
export function useProfileForm(
  initial: FormValues,
  onSubmit: (input: ProfileInput) => Promise<SubmitProblems | null>,
) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [server, setServer] = useState<SubmitProblems>({});

  const update = (patch: Partial<FormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    // a server complaint about a field goes once the field changes
    setServer((s) => {
      const fields = { ...s.fields };
      for (const key of Object.keys(patch)) {
        delete fields[key as FieldName];
        if (key === 'birthPlace' || key === 'utcOffsetMinutes') delete fields.timeZone;
      }
      return { fields };
    });
  };
  const errors: FormErrors = { ...(submitted ? validate(values) : {}), ...server.fields };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const input = toInput(values);
    if (busy || Object.keys(validate(values)).length > 0 || !input) return;
    setBusy(true);
    const problems = await onSubmit(input);
    setBusy(false);
    if (problems) setServer(problems);
  };

  return { values, update, errors, formError: server.form, busy, submit };
}

export type ProfileFormState = ReturnType<typeof useProfileForm>;
