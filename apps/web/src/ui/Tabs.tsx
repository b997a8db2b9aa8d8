import { type KeyboardEvent, useId } from 'react';
import { cx } from './cx';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; the panel is labelled by its tab. */
export function Tabs<K extends string>({
  label,
  tabs,
  active,
  onChange,
  children,
}: {
  label: string;
  tabs: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  children: React.ReactNode;
}) {
  const base = useId();
  const tabId = (k: K) => `${base}-tab-${k}`;
  const panelId = `${base}-panel`;
  const onKeyDown = (event: KeyboardEvent) => {
    const i = tabs.findIndex((t) => t.key === active);
    const next =
      event.key === 'ArrowRight'
        ? (i + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (i - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.key);
    document.getElementById(tabId(tab.key))?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="mb-6 flex flex-wrap gap-1 border-b border-slate-200">
        {tabs.map((t) => (
          <button
            key={t.key}
            id={tabId(t.key)}
            type="button"
            role="tab"
            aria-selected={t.key === active}
            aria-controls={panelId}
            tabIndex={t.key === active ? 0 : -1}
            onClick={() => onChange(t.key)}
            onKeyDown={onKeyDown}
            className={cx(
              '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
              t.key === active
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)}>
        {children}
      </div>
    </div>
  );
}
