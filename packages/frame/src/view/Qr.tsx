import { useEffect, useRef } from 'preact/hooks';
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
  const box = useRef<HTMLDivElement>(null);
  const code = useRef<SVGSVGElement>(null);
  // The code replaces a Try again that has the focus: the focus goes to the code (its label says what it is)
  // rather than falling to the page's body.
  const refocus = !!qr && !!box.current?.contains(document.activeElement);
  useEffect(() => {
    if (refocus) code.current?.focus();
  }, [refocus]);
  if (!qr)
    return again ? (
      <div class="qr qr-failed" data-testid="qr-failed" ref={box}>
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
      ref={code}
      tabindex={-1}
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
