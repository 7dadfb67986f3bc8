/**
 * The script-tag builds' channel id: 128 random bits as four 10-digit numbers (40 digits, within core's
 * channel pattern), shorter to write than core's hex.
 */
export const randomId = () => Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n + 4e9).join('');
