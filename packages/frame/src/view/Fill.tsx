/**
 * A catalogue sentence with its `{placeholders}` filled, as text nodes (never HTML); the placeholders named
 * in `strong` are set in bold, so a translation keeps its emphasis wherever its grammar puts the value.
 */
export function Fill({
  text,
  values,
  strong = [],
}: {
  text: string;
  values: Record<string, string>;
  strong?: readonly string[];
}) {
  return (
    <>
      {text.split(/(\{\w+\})/).map((part, i) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (name === undefined || !Object.hasOwn(values, name)) return part;
        return strong.includes(name) ? <strong key={i}>{values[name]}</strong> : values[name];
      })}
    </>
  );
}
