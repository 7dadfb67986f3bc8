// The rate route behind useRate, made at module scope as the docs show: `next build` loads this module with no
// secret key in its environment, so the options are checked on the first request, not here.
import { createRateHandler } from '@pulse/server';

export const GET = createRateHandler({
  apiKey: process.env.PULSE_SECRET_KEY ?? '',
  baseUrl: process.env.PULSE_BASE_URL ?? '',
});
