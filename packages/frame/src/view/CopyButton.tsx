import { formatString } from '@pulse/core';
import type { CopyOutcome } from '@pulse/core/internal';
import { preloadLater } from './lazy.js';
import { useEffect, useState } from 'preact/hooks';
import { useController, useFrame } from './use-frame.js';

export interface CopyButtonProps {
  text: string;
  /** What is copied: named in words by the catalogue ("address", "amount", "order number"). */
  what: 'address' | 'amount' | 'order';
}

const WHAT = { address: 'copyWhatAddress', amount: 'copyWhatAmount', order: 'copyWhatOrder' } as const;

/**
 * A copy button whose label switches to the copied string for two seconds. Copying goes through core's one
 * helper (the Clipboard API, then a selection and execCommand); when both fail, as in some in-app browsers,
 * the value's own text is selected and the customer is told to press and hold: "Copied" only when it was.
 */
export function CopyButton({ text, what }: CopyButtonProps) {
  const strings = useFrame((s) => s.strings);
  const controller = useController();
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const copied = outcome === 'copied';
  const label = formatString(strings.copyLabel, {
    action: copied ? strings.copiedButton : strings.copyButton,
    what: strings[WHAT[what]],
  });
  useEffect(() => {
    if (outcome !== 'copied') return undefined;
    const timer = setTimeout(() => setOutcome(null), 2000);
    return () => clearTimeout(timer);
  }, [outcome]);
  const onClick = async (e: Event) => {
    // The value shown beside the button (an address, an amount, an order number): selected when copying fails.
    const shown = (e.currentTarget as HTMLElement).parentElement?.querySelector('.grouped, .amount-value');
    // core's copy helper comes with the later chunk, loaded once the first screen is drawn: by the time a
    // customer taps Copy it is in, and the tap's user activation still holds. When that chunk cannot be
    // downloaded the tap still answers: "Couldn't copy. Press and hold to copy.", never nothing at all.
    const result = await preloadLater().then(
      ({ copyText }) => copyText(text, { select: shown }),
      (): CopyOutcome => 'failed',
    );
    setOutcome(result);
    if (result === 'copied') {
      // Telemetry knows only these two; an order number copy is not worth an event of its own.
      if (what === 'address' || what === 'amount') controller.copied(what);
    }
  };
  return (
    <>
      {/* The other label stands invisible in the same place (styles.css, data-alt), so the button is as wide
          as its longer label and nothing moves under the finger when it turns to "Copied". */}
      <button
        type="button"
        class="copy"
        data-copied={copied ? 'true' : 'false'}
        data-alt={copied ? strings.copyButton : strings.copiedButton}
        aria-label={label}
        onClick={onClick}
      >
        <span>{copied ? strings.copiedButton : strings.copyButton}</span>
      </button>
      {/* A changed button label is not announced everywhere; this polite region says it once. */}
      <span class="offscreen" role="status">
        {copied ? label : ''}
      </span>
      {outcome && outcome !== 'copied' && (
        <span class="copy-failed small" role="alert" data-testid="copy-failed">
          {strings.copyFailed}
        </span>
      )}
    </>
  );
}
