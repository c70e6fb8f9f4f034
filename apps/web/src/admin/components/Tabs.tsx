import type { ReactNode } from 'react';

/**
 * A tab list over one panel: each tab a button with its label, the chosen one selected; the
 * arrow keys move between tabs (wrapping) and focus the new one. `id` names the panel the tabs
 * control; the panel is labelled by the chosen tab.
 */
export function Tabs<T extends string>({
  id,
  label,
  tabs,
  value,
  onChange,
  tabLabel,
  children,
}: {
  id: string;
  label: string;
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  tabLabel: (tab: T) => string;
  children: ReactNode;
}) {
  const choose = (tab: T, focus: boolean) => {
    onChange(tab);
    if (focus) document.getElementById(`tab-${tab}`)?.focus();
  };
  return (
    <>
      <div className="ad-tabs" role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`tab-${tab}`}
            aria-selected={value === tab}
            aria-controls={id}
            tabIndex={value === tab ? 0 : -1}
            onClick={() => choose(tab, false)}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              choose(tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length]!, true);
            }}
          >
            {tabLabel(tab)}
          </button>
        ))}
      </div>
      <div id={id} role="tabpanel" aria-labelledby={`tab-${value}`}>
        {children}
      </div>
    </>
  );
}
