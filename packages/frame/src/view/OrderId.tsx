import { CopyButton } from './CopyButton.js';
import { Grouped } from './Grouped.js';
import { useFrame } from './use-frame.js';

/**
 * The order number, copyable: what a customer quotes to the merchant whenever money is involved. Shown only
 * by the later screens (status, receipt, expired, final error), so it and its rules (later.css) load with them.
 */
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
