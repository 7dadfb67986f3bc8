'use client';
import { COPY } from './copy.js';

/** Placeholder rows at a screen's height while its data loads, so nothing jumps when it arrives. */
export function Skeleton() {
  return (
    <div className="pulse-skeleton" aria-busy="true" data-testid="skeleton">
      <span className="pulse-sr-only">{COPY.loading}</span>
      <span className="pulse-bone" />
      <span className="pulse-bone" />
      <span className="pulse-bone" />
      <span className="pulse-bone pulse-bone-button" />
    </div>
  );
}
