/**
 * The screens a customer reaches only later (the receipt, the price-expired screen, a final error): one chunk
 * loaded after the first screen is drawn (see lazy.tsx), so they weigh nothing on the first load.
 */
export { Expired } from './Expired.js';
export { Fatal } from './Fatal.js';
export { Receipt } from './Receipt.js';
