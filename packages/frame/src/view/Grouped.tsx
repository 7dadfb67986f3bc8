import { Fragment } from 'preact';

/**
 * A long value a customer compares character by character (a deposit address, an order number), shown in
 * groups of four (or an id's own dash-separated groups) that wrap between groups, never inside one, at full reading size. The groups are spans
 * with a gap made by CSS, not spaces, so selecting or long-pressing the value copies it unchanged.
 */
export function Grouped({ value, class: className }: { value: string; class: string }) {
  // An id with dashes (an order's UUID) keeps its own groups, each ending in its dash.
  const groups: string[] = value.includes('-') ? value.split(/(?<=-)/) : [];
  if (!groups.length) for (let i = 0; i < value.length; i += 4) groups.push(value.slice(i, i + 4));
  return (
    <code class={`${className} grouped`}>
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
