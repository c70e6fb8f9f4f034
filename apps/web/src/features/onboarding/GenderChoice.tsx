import { useTranslation } from 'react-i18next';

/** Female (2) or male (1), as the profile keeps it; null until one is chosen. */
export function GenderChoice({
  value,
  onChange,
}: {
  value: 1 | 2 | null;
  onChange: (gender: 1 | 2) => void;
}) {
  const { t } = useTranslation('onboarding');
  const options = [
    { id: 2, label: t('form.female') },
    { id: 1, label: t('form.male') },
  ] as const;
  return (
    <div className="sl-ob-chips" role="radiogroup" aria-label={t('form.gender')}>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          role="radio"
          aria-checked={value === option.id}
          className={value === option.id ? 'sl-ob-chip is-on' : 'sl-ob-chip'}
          onClick={() => onChange(option.id)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
