'use client';

/** The heading each screen starts with; focus moves to it when the screen replaces the control used. */
export function StepHeading({ children }: { children: string }) {
  return (
    <h3 className="pulse-step-title" tabIndex={-1} data-pulse-focus="">
      {children}
    </h3>
  );
}
