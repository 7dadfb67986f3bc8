/** How often one visitor may ask the rate route. */

/**
 * The per-visitor limit: `admit(id)` is true when this visitor has asked fewer than `perClient` times in the
 * last minute (and counts this one). Remembers at most 10,000 visitors, forgetting the longest unseen first.
 */
export function createVisitorLimit(perClient: number, now: () => number): (id: string) => boolean {
  const visitors = new Map<string, number[]>();
  return function admit(id: string): boolean {
    const at = now();
    const times = (visitors.get(id) ?? []).filter((t) => t > at - 60_000);
    if (times.length >= perClient) {
      visitors.set(id, times);
      return false;
    }
    times.push(at);
    visitors.delete(id);
    // Bounded: the visitor seen longest ago is forgotten first.
    if (visitors.size >= 10_000) visitors.delete(visitors.keys().next().value as string);
    visitors.set(id, times);
    return true;
  };
}
