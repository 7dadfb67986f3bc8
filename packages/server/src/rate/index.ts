/** The backend route behind `useRate`, and the parts of it an integrator may reuse. */
export { createRateHandler, type RateHandlerOptions } from './handler.js';
export { priceBucket } from './bucket.js';
export { bestIndicativeRate, INDICATIVE_RATE_SECONDS } from './indicative.js';
export { parseRateQuery, type RateQuery } from './query.js';
