'use client';

/**
 * A long value in groups of four characters, which wrap between groups: read and compared group by group.
 * The groups are spacing only (no characters added), so the text selected or copied is the value unchanged.
 */
export function Grouped({ value }: { value: string }) {
  const groups = value.match(/.{1,4}/gsu) ?? [value];
  return (
    <>
      {groups.map((group, i) => (
        <span key={i} className="pulse-group">
          {group}
        </span>
      ))}
    </>
  );
}
