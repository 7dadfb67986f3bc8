import type { Note } from './events';

interface Props {
  sessionToken: string | null;
  orderId: string | null;
  note: Note;
}

async function control(path: string, body: unknown): Promise<{ ok: boolean; body: Record<string, unknown> }> {
  const response = await fetch(`/api/controls/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { ok: response.ok, body: (await response.json()) as Record<string, unknown> };
}

/** What the sandbox answered, in one line: the error, or the data's order status and reason. */
function summary(result: { ok: boolean; body: Record<string, unknown> }): string {
  if (!result.ok) return `refused: ${String(result.body.error ?? result.body.code ?? 'unknown')}`;
  const data = (result.body.data ?? {}) as Record<string, unknown>;
  const parts = [
    data.order_status && `order ${String(data.order_status)}`,
    data.reason && `reason ${String(data.reason)}`,
    data.amount && `amount ${String(data.amount)}`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'done';
}

const CLOCK: [number, string][] = [
  [30, '+30 s (a processing step)'],
  [120, '+2 min (a quote’s lifetime)'],
  [600, '+10 min (the embed’s price lock)'],
  [1800, '+30 min (a funding window)'],
];

/** The sandbox control panel: pays, misroutes and fails payments, and moves the sandbox's test clock. */
export function ControlPanel({ sessionToken, orderId, note }: Props) {
  const run = async (what: string, path: string, body: unknown) => {
    note('sandbox', `${what}: ${summary(await control(path, body))}`);
  };
  const deposit = (kind: string, label: string) => (
    <button
      type="button"
      className="pg-button pg-small"
      disabled={!sessionToken}
      onClick={() => void run(label, 'session-deposit', { token: sessionToken, kind })}
    >
      {label}
    </button>
  );
  return (
    <section className="pg-card" aria-labelledby="pg-controls-title">
      <h2 id="pg-controls-title">Sandbox controls</h2>
      <h3>Hosted embed session</h3>
      <div className="pg-controls">
        {deposit('exact', 'Deposit exact')}
        {deposit('under', 'Deposit half')}
        {deposit('over', 'Deposit 1.5×')}
        {deposit('wrong_network', 'Deposit on another network')}
        {deposit('failed', 'Deposit, conversion fails')}
      </div>
      <h3>Checkout order</h3>
      <div className="pg-controls">
        <button
          type="button"
          className="pg-button pg-small"
          disabled={!orderId}
          onClick={() => void run('Pay order in full', 'order-payment', { orderId, kind: 'exact' })}
        >
          Pay order in full
        </button>
        <button
          type="button"
          className="pg-button pg-small"
          disabled={!orderId}
          onClick={() => void run('Pay half of order', 'order-payment', { orderId, kind: 'under' })}
        >
          Pay half
        </button>
      </div>
      <p className="pg-muted">
        Onramp orders are paid by bank transfer to their virtual account, offramp orders by a deposit to their
        address. An unpaid order expires after its funding window.
      </p>
      <h3>Test clock</h3>
      <div className="pg-controls">
        {CLOCK.map(([seconds, label]) => (
          <button
            key={seconds}
            type="button"
            className="pg-button pg-small pg-quiet"
            onClick={() => void run(`Clock ${label}`, 'clock', { seconds })}
          >
            {label}
          </button>
        ))}
      </div>
    </section>
  );
}
