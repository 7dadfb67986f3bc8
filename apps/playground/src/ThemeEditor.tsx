import { useState } from 'react';
import {
  DEFAULT_STRINGS,
  STRING_KEYS,
  THEME_KEYS,
  THEME_TABLE,
  resolveTheme,
  type ColorScheme,
  type StringKey,
} from '@pulse/core';
import { setKey, snippetOf, type Applied, type EditorState, type ThemeKey } from './editor-state';

/** A theme key in words, as the editor labels it: `pageBackgroundColor` → "Page background color". */
const labelOf = (key: ThemeKey) => {
  const words = key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
  return words[0]!.toUpperCase() + words.slice(1);
};

const STRING_LABELS: Record<StringKey, string> = {
  title: 'Title',
  subtitle: 'Subtitle',
  heroLabel: 'Amount label',
  successTitle: 'Success title',
  successSubtitle: 'Success subtitle',
  expiredTitle: 'Expired title',
  expiredSubtitle: 'Expired subtitle',
  refreshButton: 'Refresh button',
  copyButton: 'Copy button',
  copiedButton: 'Copied button',
};

/** Hints for the font field: font lists of installed fonts. */
const FONTS = ['system-ui, sans-serif', 'Georgia, serif', '"Courier New", monospace', 'Verdana, sans-serif'];
const HEX6 = /^#[0-9a-f]{6}$/i;

interface Props {
  value: EditorState;
  onChange: (next: EditorState) => void;
  applied: Applied;
  scheme: ColorScheme;
}

/** Every theme key and string key, each with an Unset button that hands the key back to the SDK default. */
export function ThemeEditor({ value, onChange, applied, scheme }: Props) {
  const defaults = resolveTheme({}, scheme);
  const [copied, setCopied] = useState<string | null>(null);
  const theme = (key: ThemeKey, v: string | boolean | undefined) =>
    onChange({ ...value, theme: setKey(value.theme, key, v) });
  const text = (key: ThemeKey) => {
    const v = value.theme[key];
    return typeof v === 'string' ? v : '';
  };
  const unset = (label: string, isSet: boolean, clear: () => void) => (
    <button
      type="button"
      className="pg-unset"
      aria-label={`Unset ${label}`}
      title="Unset: use the SDK default"
      disabled={!isSet}
      onClick={clear}
    >
      ×
    </button>
  );
  /** A theme key as a text field, with a colour picker beside it for a colour, and its Unset button. */
  const textField = (key: ThemeKey, label: string, extra?: { hint?: string; picker?: boolean }) => (
    <label className="pg-field" key={key}>
      <span>{label}</span>
      <span className="pg-inline">
        {extra?.picker ? (
          <input
            type="color"
            value={HEX6.test(text(key)) ? text(key) : String(defaults[key]).slice(0, 7)}
            onChange={(e) => theme(key, e.target.value)}
            aria-label={`${label} picker`}
          />
        ) : null}
        <input
          value={text(key)}
          placeholder={String(defaults[key])}
          onChange={(e) => theme(key, e.target.value)}
          spellCheck={false}
          aria-label={label}
          {...(extra?.hint ? { list: extra.hint } : {})}
        />
        {unset(label, value.theme[key] !== undefined, () => theme(key, undefined))}
      </span>
    </label>
  );
  const select = (key: ThemeKey, label: string, options: readonly string[]) => (
    <label className="pg-field" key={key}>
      <span>{label}</span>
      <select
        value={value.theme[key] === undefined ? '' : String(value.theme[key])}
        onChange={(e) =>
          theme(
            key,
            key === 'attribution' && e.target.value !== '' ? e.target.value === 'true' : e.target.value,
          )
        }
      >
        <option value="">default ({String(defaults[key])})</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );

  const snippet = snippetOf(applied);
  return (
    <aside className="pg-editor" aria-label="Theme editor">
      <h2>Theme</h2>
      <div className="pg-editor-grid">
        {THEME_KEYS.map((key) => {
          // Each field follows the key's kind in core's theme table: a new key shows up here by itself.
          const kind = THEME_TABLE[key].kind;
          const label = labelOf(key);
          if (kind === 'color') return textField(key, label, { picker: true });
          if (kind === 'boolean') return select(key, label, ['true', 'false']);
          if (typeof kind !== 'string') return select(key, label, kind);
          return textField(key, label, kind === 'font' ? { hint: 'pg-fonts' } : undefined);
        })}
        <datalist id="pg-fonts">
          {FONTS.map((f) => (
            <option key={f} value={f} />
          ))}
        </datalist>
      </div>
      <h2>Copy</h2>
      <div className="pg-editor-grid">
        {STRING_KEYS.map((key) => (
          <label className="pg-field" key={key}>
            <span>{STRING_LABELS[key]}</span>
            <span className="pg-inline">
              <input
                value={value.strings[key] ?? ''}
                placeholder={DEFAULT_STRINGS[key]}
                onChange={(e) => onChange({ ...value, strings: setKey(value.strings, key, e.target.value) })}
                aria-label={STRING_LABELS[key]}
              />
              {unset(STRING_LABELS[key], value.strings[key] !== undefined, () =>
                onChange({ ...value, strings: setKey(value.strings, key, undefined) }),
              )}
            </span>
          </label>
        ))}
      </div>
      <p role="status" className={applied.error ? 'pg-error' : 'pg-ok'}>
        {applied.error ?? 'Valid: applied to all three integrations.'}
      </p>
      <div className="pg-snippet">
        <div className="pg-snippet-head">
          <h2>Options</h2>
          <button
            type="button"
            className="pg-button pg-small"
            onClick={() =>
              void navigator.clipboard.writeText(snippet).then(
                () => setCopied(snippet),
                () => setCopied(null),
              )
            }
          >
            {copied === snippet ? 'Copied' : 'Copy snippet'}
          </button>
        </div>
        <pre aria-label="Options snippet">
          <code>{snippet}</code>
        </pre>
      </div>
    </aside>
  );
}
