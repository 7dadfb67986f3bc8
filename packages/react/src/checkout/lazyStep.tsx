'use client';
import { useEffect, useState, type ComponentType } from 'react';
import { keepTrying, loadOnce } from '@pulse/core/internal/retry-later';
import { checkout } from '@pulse/core/locales/en/checkout';
import { useText } from '../i18n/speech.js';
import { Skeleton } from '../ui/Skeleton.js';

/**
 * A step of the checkout in a chunk of its own, loaded when first drawn (or ahead with `preload`). Not
 * React's `lazy`: a lazy component that fails to download throws to the nearest error boundary, which blanked
 * the merchant's whole page, and keeps that failure for the life of the page. Here a failed download shows a
 * sentence that money already sent is safe, with Try again, and is asked for again by itself when the browser
 * is back online or after 2 to 30 s; a skeleton stands in while it downloads.
 */
export function lazyStep<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  const get = loadOnce(() => load().then((c) => (Loaded = c)));
  function Step(props: P) {
    const [, setIn] = useState(0);
    const [retry, setRetry] = useState<(() => void) | null>(null);
    useEffect(
      () =>
        Loaded
          ? undefined
          : keepTrying(
              get,
              () => setIn(1),
              (again) => setRetry(() => again),
            ),
      [],
    );
    if (Loaded) return <Loaded {...props} />;
    return retry ? <StepFailed retry={retry} /> : <Skeleton />;
  }
  /** Starts the download now (a failure is left for the step to show when drawn). */
  Step.preload = () => void get().catch(() => undefined);
  return Step;
}

function StepFailed({ retry }: { retry: () => void }) {
  const { t } = useText(checkout);
  return (
    <div className="pulse-error pulse-recoverable" role="alert" data-testid="step-failed">
      <p>{t.laterFailed}</p>
      <button type="button" className="pulse-button pulse-secondary" onClick={retry}>
        {t.retry}
      </button>
    </div>
  );
}
