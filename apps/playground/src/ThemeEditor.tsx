import { DENSITIES, THEME_MODES, type Density, type ThemeMode } from '@pulse/core';

export interface EditorState {
  theme: {
    primaryColor: string;
    backgroundColor: string;
    inkColor: string;
    borderRadius: string;
    mode: ThemeMode;
    density: Density;
    fontFamily: string;
    attribution: boolean;
  };
  strings: { title: string; heroLabel: string };
}

export const INITIAL_EDITOR: EditorState = {
  theme: {
    primaryColor: '#4f46e5',
    backgroundColor: '#ffffff',
    inkColor: '#111827',
    borderRadius: '12px',
    mode: 'light',
    density: 'comfortable',
    fontFamily: 'system-ui, sans-serif',
    attribution: true,
  },
  strings: { title: 'Pay with crypto', heroLabel: 'Amount due' },
};

const FONTS = ['system-ui, sans-serif', 'Georgia, serif', '"Courier New", monospace', 'Verdana, sans-serif'];

interface Props {
  value: EditorState;
  onChange: (next: EditorState) => void;
  error: string | null;
}

export function ThemeEditor({ value, onChange, error }: Props) {
  const theme = <K extends keyof EditorState['theme']>(key: K, v: EditorState['theme'][K]) =>
    onChange({ ...value, theme: { ...value.theme, [key]: v } });
  const strings = (key: keyof EditorState['strings'], v: string) =>
    onChange({ ...value, strings: { ...value.strings, [key]: v } });
  const color = (key: 'primaryColor' | 'backgroundColor' | 'inkColor', label: string) => (
    <label className="pg-field">
      <span>{label}</span>
      <span className="pg-color">
        <input
          type="color"
          value={value.theme[key]}
          onChange={(e) => theme(key, e.target.value)}
          aria-label={`${label} picker`}
        />
        <input
          value={value.theme[key]}
          onChange={(e) => theme(key, e.target.value)}
          spellCheck={false}
          aria-label={label}
        />
      </span>
    </label>
  );

  return (
    <aside className="pg-editor" aria-label="Theme editor">
      <h2>Theme</h2>
      {color('primaryColor', 'Primary colour')}
      {color('backgroundColor', 'Background')}
      {color('inkColor', 'Text')}
      <label className="pg-field">
        <span>Corner radius ({value.theme.borderRadius})</span>
        <input
          type="range"
          min={0}
          max={24}
          value={parseInt(value.theme.borderRadius, 10)}
          onChange={(e) => theme('borderRadius', `${e.target.value}px`)}
        />
      </label>
      <label className="pg-field">
        <span>Mode</span>
        <select value={value.theme.mode} onChange={(e) => theme('mode', e.target.value as ThemeMode)}>
          {THEME_MODES.map((m) => (
            <option key={m}>{m}</option>
          ))}
        </select>
      </label>
      <label className="pg-field">
        <span>Density</span>
        <select value={value.theme.density} onChange={(e) => theme('density', e.target.value as Density)}>
          {DENSITIES.map((d) => (
            <option key={d}>{d}</option>
          ))}
        </select>
      </label>
      <label className="pg-field">
        <span>Font</span>
        <select value={value.theme.fontFamily} onChange={(e) => theme('fontFamily', e.target.value)}>
          {FONTS.map((f) => (
            <option key={f}>{f}</option>
          ))}
        </select>
      </label>
      <label className="pg-check">
        <input
          type="checkbox"
          checked={value.theme.attribution}
          onChange={(e) => theme('attribution', e.target.checked)}
        />
        <span>Attribution</span>
      </label>
      <h2>Copy</h2>
      <label className="pg-field">
        <span>Title</span>
        <input value={value.strings.title} onChange={(e) => strings('title', e.target.value)} />
      </label>
      <label className="pg-field">
        <span>Amount label</span>
        <input value={value.strings.heroLabel} onChange={(e) => strings('heroLabel', e.target.value)} />
      </label>
      <p role="status" className={error ? 'pg-error' : 'pg-ok'}>
        {error ?? 'Theme valid: applied to all three integrations.'}
      </p>
    </aside>
  );
}
