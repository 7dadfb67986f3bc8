'use client';

import { gapsBetweenGroups, valueGroups } from '@pulse/core/internal';

/**
 * A long value in core's groups (`valueGroups`, as the embed shows it: an order's UUID in its own
 * dash-separated groups, anything else in fours), which wrap between groups: read and compared group by
 * group. The groups are spacing only (no characters added), so the text selected or copied is the value
 * unchanged.
 */
export function Grouped({ value }: { value: string }) {
  const groups = valueGroups(value);
  // An id's groups have no gap: its dashes separate them, and it reads as it is written.
  const className = gapsBetweenGroups(value) ? 'pulse-group' : 'pulse-group pulse-joined';
  return (
    <>
      {groups.map((group, i) => (
        <span key={i} className={className}>
          {group}
        </span>
      ))}
    </>
  );
}
