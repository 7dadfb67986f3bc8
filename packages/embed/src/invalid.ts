import { PulseError } from '@pulse/core/internal/errors';

/** The one error mount throws for bad input; the message names the option. script-tag/invalid.ts stands in for it. */
export const invalid = (message: string, cause?: unknown): PulseError =>
  new PulseError('invalid_options', message, cause === undefined ? {} : { cause });
