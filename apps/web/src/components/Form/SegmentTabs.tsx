import './segment.css';

interface SegmentTabsProps<T extends string> {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** names the group for assistive tech */
  label?: string;
}

/** A row of mutually exclusive choices (a light, dependency-free segmented control). */
export function SegmentTabs<T extends string>({
  value,
  options,
  onChange,
  label,
}: SegmentTabsProps<T>) {
  return (
    <div className="sl-segment" role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          className={option.value === value ? 'sl-segment-item is-active' : 'sl-segment-item'}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
