import { useEffect, useState } from 'preact/hooks';
import { copyText } from '../copy.js';
import { useController, useFrame } from '../use-frame.js';

export interface CopyButtonProps {
  text: string;
  what: 'address' | 'amount';
}

/** A copy button whose label switches to the copied string for two seconds. */
export function CopyButton({ text, what }: CopyButtonProps) {
  const strings = useFrame((s) => s.strings);
  const controller = useController();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const onClick = async () => {
    if (await copyText(text)) {
      setCopied(true);
      controller.copied(what);
    }
  };
  return (
    <>
      <button
        type="button"
        class="copy"
        data-copied={copied ? 'true' : 'false'}
        aria-label={`${copied ? strings.copiedButton : strings.copyButton} ${what}`}
        onClick={onClick}
      >
        {copied ? strings.copiedButton : strings.copyButton}
      </button>
      {/* A changed button label is not announced everywhere; this polite region says it once. */}
      <span class="offscreen" role="status">
        {copied ? `${strings.copiedButton}: ${what}` : ''}
      </span>
    </>
  );
}
