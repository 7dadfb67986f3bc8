import { formatString } from '@pulse/core';
import { useEffect, useState } from 'preact/hooks';
import { copyText } from '../copy.js';
import { Grouped } from './Grouped.js';
import { useController, useFrame } from '../use-frame.js';

export interface CopyButtonProps {
  text: string;
  /** What is copied: named in words by the catalogue ("address", "amount", "order number"). */
  what: 'address' | 'amount' | 'order';
}

const WHAT = { address: 'copyWhatAddress', amount: 'copyWhatAmount', order: 'copyWhatOrder' } as const;

/** A copy button whose label switches to the copied string for two seconds. */
export function CopyButton({ text, what }: CopyButtonProps) {
  const strings = useFrame((s) => s.strings);
  const controller = useController();
  const [copied, setCopied] = useState(false);
  const label = formatString(strings.copyLabel, {
    action: copied ? strings.copiedButton : strings.copyButton,
    what: strings[WHAT[what]],
  });
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const onClick = async () => {
    if (await copyText(text)) {
      setCopied(true);
      // Telemetry knows only these two; an order number copy is not worth an event of its own.
      if (what === 'address' || what === 'amount') controller.copied(what);
    }
  };
  return (
    <>
      <button
        type="button"
        class="copy"
        data-copied={copied ? 'true' : 'false'}
        aria-label={label}
        onClick={onClick}
      >
        {copied ? strings.copiedButton : strings.copyButton}
      </button>
      {/* A changed button label is not announced everywhere; this polite region says it once. */}
      <span class="offscreen" role="status">
        {copied ? label : ''}
      </span>
    </>
  );
}

/** The order number, copyable: what a customer quotes to the merchant whenever money is involved. */
export function OrderId({ id }: { id: string }) {
  const strings = useFrame((s) => s.strings);
  return (
    <p class="order-row" data-testid="order-id">
      <span class="label">{strings.orderNumber}</span>
      <span class="value-row">
        <Grouped class="order-id" value={id} />
        <CopyButton text={id} what="order" />
      </span>
    </p>
  );
}
