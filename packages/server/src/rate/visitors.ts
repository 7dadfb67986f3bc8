/** How often one visitor may ask the rate route, and who counts as one visitor. */

/**
 * The visitor an id stands for. An IPv6 address counts by its /64 (one home or phone connection is given a
 * whole /64 and can ask from a new address each time); an IPv4 address written as IPv6 (`::ffff:1.2.3.4`,
 * as a dual-stack server reports it) as that IPv4 address. Any other id is its own visitor.
 */
export function visitorKey(id: string): string {
  const v4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(id);
  if (v4) return v4[1]!;
  // An address with its zone (`fe80::1%eth0`) counts without it.
  const halves = id.replace(/%.*/, '').toLowerCase().split('::');
  if (halves.length > 2) return id;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves[1] ? halves[1].split(':') : [];
  // `::` stands for one group of zeros at least; without it, all eight groups are written.
  const zeros = halves.length === 2 ? 8 - head.length - tail.length : 0;
  if (zeros < (halves.length === 2 ? 1 : 0)) return id;
  const groups = [...head, ...Array<string>(zeros).fill('0'), ...tail];
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return id;
  // An IPv4 address in IPv6's clothes, written in hex (`::ffff:c633:6407`) or through NAT64 (`64:ff9b::…`):
  // that IPv4 address, each its own visitor.
  const prefix = groups
    .slice(0, 6)
    .map((g) => parseInt(g, 16))
    .join(':');
  if (prefix === '0:0:0:0:0:65535' || prefix === '100:65435:0:0:0:0') {
    const [hi, lo] = groups.slice(6).map((g) => parseInt(g, 16)) as [number, number];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

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
