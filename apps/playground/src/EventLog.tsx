import type { LogEntry } from './events';

/** Newest first; numbered rather than timed, so a run reads the same every time. */
export function EventLog({ entries, onClear }: { entries: LogEntry[]; onClear: () => void }) {
  return (
    <section className="pg-card pg-log-card" aria-labelledby="pg-log-title">
      <div className="pg-snippet-head">
        <h2 id="pg-log-title">Event log</h2>
        <button type="button" className="pg-button pg-small pg-quiet" onClick={onClear}>
          Clear
        </button>
      </div>
      {entries.length === 0 ? (
        <p className="pg-muted">Callbacks and sandbox actions appear here as they happen.</p>
      ) : (
        <ol className="pg-log" aria-label="Events" aria-live="polite">
          {entries.map((e) => (
            <li key={e.seq} data-source={e.source}>
              <span className="pg-log-source">{e.source}</span> {e.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
