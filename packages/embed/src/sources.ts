/**
 * Whether a CSP source list allows `origin`: 'self' (the policy's own origin, `self`), `*`, a scheme, or a
 * host with `*.` and `:*` wildcards; paths are not read, 'none' and keywords match nothing.
 */
export const sourcesAllow = (sources: string[], origin: string, self: string): boolean =>
  sources.some((s) =>
    s == "'self'"
      ? origin == self
      : s == '*' ||
        RegExp(
          `^${/:\/\/|:$/.test(s) ? '' : 'https?://'}${s
            .replace(/[.+?^$()|[\]\\]/g, '\\$&')
            .replace(':*', '(:\\d+)?')
            .replace(/\*/g, '[^/:]+')}${s.endsWith(':') ? '' : '$'}`,
          'i',
        ).test(origin),
  );

/** The sources of directive `name` in one policy, or undefined when the policy does not have it. */
export const directive = (policy: string, name: string): string[] | undefined =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find((d) => d[0]!.toLowerCase() == name)
    ?.slice(1);
