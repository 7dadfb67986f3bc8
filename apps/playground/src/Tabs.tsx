import { useRef, type ReactNode } from 'react';

interface Props<T extends string> {
  label: string;
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  /** Every panel stays mounted (a running embed session survives a tab switch); inactive ones are hidden. */
  panels: Record<T, ReactNode>;
}

const id = (tab: string) => tab.toLowerCase().replace(/[^a-z]+/g, '-');

/**
 * The WAI-ARIA tabs pattern: one tab stop (the selected tab), ArrowLeft/ArrowRight move and select with
 * wrap-around, Home and End jump to the ends.
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, panels }: Props<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const move = (from: T, key: string) => {
    const i = tabs.indexOf(from);
    const n = tabs.length;
    const to =
      key === 'ArrowRight'
        ? tabs[(i + 1) % n]
        : key === 'ArrowLeft'
          ? tabs[(i - 1 + n) % n]
          : key === 'Home'
            ? tabs[0]
            : key === 'End'
              ? tabs[n - 1]
              : undefined;
    if (to === undefined) return false;
    onSelect(to);
    refs.current.get(to)?.focus();
    return true;
  };
  return (
    <>
      <div role="tablist" aria-label={label} className="pg-tabs">
        {tabs.map((t) => (
          <button
            key={t}
            ref={(el) => {
              if (el) refs.current.set(t, el);
              else refs.current.delete(t);
            }}
            type="button"
            role="tab"
            id={`tab-${id(t)}`}
            aria-selected={selected === t}
            aria-controls={`panel-${id(t)}`}
            tabIndex={selected === t ? 0 : -1}
            className="pg-tab"
            onClick={() => onSelect(t)}
            onKeyDown={(e) => {
              if (move(t, e.key)) e.preventDefault();
            }}
          >
            {t}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <section
          key={t}
          id={`panel-${id(t)}`}
          role="tabpanel"
          aria-labelledby={`tab-${id(t)}`}
          hidden={selected !== t}
          tabIndex={0}
          className="pg-panel"
        >
          {panels[t]}
        </section>
      ))}
    </>
  );
}
