'use client';
import { useEffect, useState } from 'react';
import { keepTrying, loadOnce } from '@pulse/core/internal/retry-later';

const encoder = loadOnce(() => import('uqr'));

/** A QR code drawn as one SVG path; the encoder loads only when a code is first shown. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [qr, setQr] = useState<{ d: string; size: number } | null>(null);
  useEffect(() => {
    setQr(null);
    // Without the encoder the address is still shown and copyable; a failed download is asked for again
    // when the browser is back online or after 2 to 30 s.
    return keepTrying(encoder, ({ encode }) => {
      const { data } = encode(value, { border: 2, ecc: 'M' });
      let d = '';
      data.forEach((row, y) =>
        row.forEach((on, x) => {
          if (on) d += `M${x} ${y}h1v1h-1z`;
        }),
      );
      setQr({ d, size: data.length });
    });
  }, [value]);
  return (
    <svg
      className="pulse-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr?.size ?? 29} ${qr?.size ?? 29}`}
    >
      {qr ? <path d={qr.d} fill="currentColor" /> : null}
    </svg>
  );
}
