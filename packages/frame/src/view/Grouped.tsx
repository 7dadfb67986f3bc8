import { Fragment } from 'preact';
import { gapsBetweenGroups, valueGroups } from '@pulse/core/internal';

/**
 * A long value a customer compares character by character (a deposit address, an order number), shown in
 * core's groups (`valueGroups`: an id's own dash-separated groups, anything else in fours) that wrap between
 * groups, never inside one, at full reading size. The groups are spans
 * with a gap made by CSS, not spaces, so selecting or long-pressing the value copies it unchanged.
 */
export function Grouped({ value, class: className }: { value: string; class: string }) {
  // core's groups, shared with the checkout: an order's UUID in its own groups, anything else in fours.
  const groups = valueGroups(value);
  return (
    <code class={`${className} grouped${gapsBetweenGroups(value) ? '' : ' joined'}`}>
      {/* A <wbr> between groups lets a line break there without adding a character to what is copied. */}
      {groups.map((g, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span>{g}</span>
        </Fragment>
      ))}
    </code>
  );
}
