/**
 * The groups a long value is shown in, for a customer who compares it character by character on a phone: an
 * id with dashes (an order's UUID) in its own groups, each ending in its dash and with no gap after it (see
 * `gapsBetweenGroups`), so that the embed and the checkout show an order number alike and as it is written
 * everywhere else; anything else (a deposit address, an account number) in groups of four characters.
 * Joined, the groups are the value unchanged: they are spacing only, so what is selected or copied is the
 * value.
 */
export function valueGroups(value: string): string[] {
  if (!gapsBetweenGroups(value)) return value.split(/(?<=-)/u);
  return value.match(/.{1,4}/gsu) ?? [];
}

/**
 * Whether `value`'s groups are shown with a gap between them: yes for groups of four, which nothing else
 * separates; no for an id, whose dashes separate its groups already, so that it reads as it is written
 * (`6400d9d5-cd99-…`, not `6400d9d5- cd99- …`) and a line may still break after any dash.
 */
export function gapsBetweenGroups(value: string): boolean {
  return !value.includes('-');
}
