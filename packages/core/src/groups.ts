/**
 * The groups a long value is shown in, for a customer who compares it character by character on a phone: an
 * id with dashes (an order's UUID) in its own groups, each ending in its dash, so that the embed and the
 * checkout show an order number alike and as it is written everywhere else; anything else (a deposit address,
 * an account number) in groups of four characters. Joined, the groups are the value unchanged: they are
 * spacing only, so what is selected or copied is the value.
 */
export function valueGroups(value: string): string[] {
  if (value.includes('-')) return value.split(/(?<=-)/u);
  return value.match(/.{1,4}/gsu) ?? [];
}
