/**
 * The script-tag build's `invalid`: a plain Error with the same `name` and `code` as PulseError. Script-tag
 * pages cannot import PulseError to test `instanceof` anyway; they read `error.code`.
 */
export const invalid = (message: string): Error =>
  Object.assign(Error(message), { name: 'PulseError', code: 'invalid_options' });
