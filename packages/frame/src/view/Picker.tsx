import { networkName, type Asset, type Network } from '@pulse/core';
import { useState } from 'preact/hooks';
import { formatNaira, groupDigits, less } from '@pulse/core/internal';
import { useController, useFrame } from './use-frame.js';
import { Fill } from './Fill.js';
import { Notice } from './Notice.js';

/** Asset and network choice (flow `select`), limited to the session's options narrowed by the host's. */
export function Picker() {
  const choices = useFrame((s) => s.choices);
  const due = useFrame((s) => s.session?.due);
  const busy = useFrame((s) => s.busy);
  const prices = useFrame((s) => s.session?.options.prices);
  const controller = useController();
  const strings = useFrame((s) => s.strings);
  const intl = useFrame((s) => s.intl);
  // The amount to send on each network of an asset, when the service gives it. Where it prices the pairs, a
  // pair it leaves out cannot be chosen (the asset is not carried there, USDC on Plasma; an amount too small
  // for its cost), nor an asset with no pair priced: neither is offered, rather than a Continue that fails.
  // Without prices every choice stays.
  const priced = !!prices?.length;
  const rowsOf = (a: Asset | undefined) =>
    (choices?.networks ?? [])
      .map((n) => [n, prices?.find((p) => p.asset === a && p.network === n)?.amount] as const)
      .filter(([, amount]) => !priced || amount);
  const assets = choices?.assets.filter((a) => rowsOf(a).length) ?? [];
  const [asset, setAsset] = useState<Asset | undefined>(assets[0]);
  const [picked, setNetwork] = useState<Network | undefined>();
  // Continue tapped before a network was picked: the sentence that asks for one says so again, as an alert.
  const [unpicked, setUnpicked] = useState(false);
  if (!choices) return null;
  const rows = rowsOf(asset);
  const amounts = rows.map(([, a]) => a);
  // No network is chosen for the customer: the one their wallet or exchange sends on is theirs to say, and a
  // preset one would take a single tap on Continue to an address on a network they may not use. Only an asset
  // offered on one network comes with it chosen; a network it is not offered on is no choice.
  const network = rows.length === 1 ? rows[0]![0] : rows.some(([n]) => n === picked) ? picked : undefined;
  // The lowest is marked, once there is more than one network to compare, and only when one network has it: a
  // tie marks none, rather than one network as cheaper when it is not.
  const lowest = amounts.reduce<string | undefined>((m, a) => (a && (!m || less(a, m)) ? a : m), undefined);
  const mark =
    amounts.length > 1 && lowest && amounts.filter((a) => a && !less(lowest, a)).length < 2
      ? amounts.indexOf(lowest)
      : -1;
  // A button, not a form submit: the iframe is sandboxed without allow-forms, which blocks submit events.
  // Continue stays a button that answers (a disabled one says nothing when tapped): without a network it
  // points the customer to the networks, their first option focused, and the sentence read out.
  const onContinue = () => {
    if (asset && network) return void controller.select(asset, network);
    setUnpicked(true);
    document.querySelector<HTMLElement>('[name=network]')?.focus();
  };
  const asking = unpicked && !network;
  return (
    <div class="picker">
      {due?.fiat_amount && (
        <p class="muted">
          <Fill
            text={strings.pickerYouPay}
            values={{ amount: formatNaira(due.fiat_amount, intl) }}
            strong={['amount']}
          />
        </p>
      )}
      <fieldset>
        <legend>{strings.pickerAsset}</legend>
        <div class="options">
          {assets.map((a) => (
            <label key={a} class="option">
              <input type="radio" name="asset" value={a} checked={asset === a} onChange={() => setAsset(a)} />
              <span>{a}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend id="network-legend">{strings.pickerNetwork}</legend>
        {/* Above the list, read before a choice is made; Continue waits for one and points here. */}
        <p
          class={asking ? 'small unpicked' : 'muted small'}
          id="network-help"
          role={asking ? 'alert' : undefined}
        >
          {strings.pickerHelp}
        </p>
        {/* One network a row, its amount at the row's end: the amounts line up to be compared. */}
        <div class="options rows">
          {rows.map(([n], i) => (
            <label key={n} class="option">
              {/* The network alone names the choice; the amount and the mark describe it. */}
              <input
                type="radio"
                name="network"
                value={n}
                checked={network === n}
                onChange={() => setNetwork(n)}
                aria-label={networkName(n)}
                aria-describedby={amounts[i] && `price-${n}`}
              />
              <span>{networkName(n)}</span>
              {amounts[i] && (
                <span class="muted small price" id={`price-${n}`}>
                  {groupDigits(amounts[i])} {asset}
                  {/* Under the amount on screen; read after it, with a pause. */}
                  {i === mark && (
                    <>
                      <span class="offscreen">, </span>
                      <strong>{strings.pickerLowest}</strong>
                    </>
                  )}
                </span>
              )}
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="button"
        class="primary"
        aria-disabled={busy || undefined}
        aria-describedby={network ? undefined : 'network-help'}
        onClick={onContinue}
      >
        {busy ? strings.preparing : strings.continue}
      </button>
      <Notice />
    </div>
  );
}
