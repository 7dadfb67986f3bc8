import { useEffect, useState } from 'preact/hooks';
import { qrPath, type QrPath } from './qr-lazy.js';

/** The deposit address as a QR code, drawn once the encoder chunk has loaded. */
export function Qr({ text, label }: { text: string; label: string }) {
  const [qr, setQr] = useState<QrPath | null>(null);
  useEffect(() => {
    let live = true;
    qrPath(text).then(
      (q) => live && setQr(q),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [text]);
  if (!qr) return <div class="qr qr-pending" aria-hidden="true" />;
  return (
    <svg
      class="qr"
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shape-rendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#ffffff" />
      <path d={qr.d} fill="#000000" />
    </svg>
  );
}
