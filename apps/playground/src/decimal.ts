/**
 * Multiplies a decimal string by a fraction without floats: the playground's "send half" and "send 1.5×"
 * controls. The result keeps the input's decimal places and rounds down.
 */
export function scaleDecimal(amount: string, numerator: bigint, denominator: bigint): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) throw new Error(`"${amount}" is not a decimal amount.`);
  const places = match[2]?.length ?? 0;
  const units = (BigInt(`${match[1]}${match[2] ?? ''}`) * numerator) / denominator;
  const digits = units.toString().padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}
