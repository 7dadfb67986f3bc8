'use client';
import { checkout } from '@pulse/core/locales/en/checkout';
import { useText } from '../i18n/speech.js';

/** Placeholder rows at a screen's height while its data loads, so nothing jumps when it arrives. */
export function Skeleton() {
  const { t } = useText(checkout);
  return (
    <div className="pulse-skeleton" aria-busy="true" data-testid="skeleton">
      <span className="pulse-sr-only">{t.loadingStep}</span>
      <span className="pulse-bone" />
      <span className="pulse-bone" />
      <span className="pulse-bone" />
      <span className="pulse-bone pulse-bone-button" />
    </div>
  );
}
