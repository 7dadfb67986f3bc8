'use client';
import { useEffect, useState } from 'react';

/** A QR code drawn as one SVG path; the encoder loads only when a code is first shown. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [qr, setQr] = useState<{ d: string; size: number } | null>(null);
  useEffect(() => {
    let live = true;
    import('uqr').then(
      ({ encode }) => {
        if (!live) return;
        const { data } = encode(value, { border: 2, ecc: 'M' });
        let d = '';
        data.forEach((row, y) =>
          row.forEach((on, x) => {
            if (on) d += `M${x} ${y}h1v1h-1z`;
          }),
        );
        setQr({ d, size: data.length });
      },
      () => {
        // Without the encoder the address is still shown and copyable; the code is an extra.
      },
    );
    return () => {
      live = false;
    };
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
