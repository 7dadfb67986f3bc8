import { qrPath } from './qr-lazy.js';
import { useFrame } from './use-frame.js';
import { useLoaded } from './use-loaded.js';

/**
 * The deposit address as a QR code, drawn once the encoder chunk has loaded (tried again while it cannot:
 * the address and its copy button stand meanwhile, and no code is ever drawn for another text). While a
 * download of the encoder has failed, the square says so, points to the copy button, and offers Try again.
 */
export function Qr({ text, label }: { text: string; label: string }) {
  const strings = useFrame((s) => s.strings);
  const [qr, again] = useLoaded(() => qrPath(text), [text]);
  if (!qr)
    return again ? (
      <div class="qr qr-failed" data-testid="qr-failed">
        <p class="small">{strings.qrFailed}</p>
        <button type="button" class="copy" onClick={again}>
          {strings.retry}
        </button>
      </div>
    ) : (
      <div class="qr qr-pending" aria-hidden="true" />
    );
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
