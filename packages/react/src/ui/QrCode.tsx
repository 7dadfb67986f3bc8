'use client';
import { useEffect, useRef, useState } from 'react';
import { keepTrying, loadOnce } from '@pulse/core/internal/retry-later';

const encoder = loadOnce(() => import('uqr'));

/**
 * A QR code drawn as one SVG path; the encoder loads only when a code is first shown. While a download of the
 * encoder has failed, the square says so (`failed`: to copy the address instead) with a `retry` button.
 */
export function QrCode({
  value,
  label,
  failed,
  retry,
}: {
  value: string;
  label: string;
  failed: string;
  retry: string;
}) {
  const [qr, setQr] = useState<{ d: string; size: number } | null>(null);
  const [again, setAgain] = useState<(() => void) | null>(null);
  useEffect(() => {
    setQr(null);
    setAgain(null);
    // Without the encoder the address is still shown and copyable; a failed download is asked for again
    // when the browser is back online, after 2 to 30 s, or at once with Try again.
    return keepTrying(
      encoder,
      ({ encode }) => {
        const { data } = encode(value, { border: 2, ecc: 'M' });
        let d = '';
        data.forEach((row, y) =>
          row.forEach((on, x) => {
            if (on) d += `M${x} ${y}h1v1h-1z`;
          }),
        );
        setAgain(null);
        setQr({ d, size: data.length });
      },
      // The Try again it hands over stays while its try runs, so a focused button keeps the focus.
      (next) => setAgain(() => next),
    );
  }, [value]);
  const box = useRef<HTMLDivElement>(null);
  const code = useRef<SVGSVGElement>(null);
  // The code replaces a Try again that has the focus: the focus goes to the code (its label says what it is)
  // rather than falling to the page's body.
  const refocus = !!qr && !!box.current?.contains(document.activeElement);
  useEffect(() => {
    if (refocus) code.current?.focus();
  }, [refocus]);
  if (!qr && again)
    return (
      <div className="pulse-qr pulse-qr-failed" data-testid="qr-failed" ref={box}>
        <p>{failed}</p>
        <button type="button" className="pulse-button pulse-secondary" onClick={again}>
          {retry}
        </button>
      </div>
    );
  return (
    <svg
      ref={code}
      tabIndex={-1}
      className="pulse-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr?.size ?? 29} ${qr?.size ?? 29}`}
    >
      {qr ? <path d={qr.d} fill="currentColor" /> : null}
    </svg>
  );
}
