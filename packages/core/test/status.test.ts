import { describe, expect, it } from 'vitest';
import {
  EMBED_STATUSES,
  EMBED_STATUS_INFO,
  ORDER_STATUSES,
  isEmbedStatus,
  EMBED_STATUS_TABLE,
  isFinalEmbedStatus,
  isOpenEmbedStatus,
  isFinalOrderStatus,
  isOrderStatus,
} from '../src/status.js';

describe('status model', () => {
  it('has the eleven embed statuses of the spec, each described', () => {
    expect(EMBED_STATUSES).toHaveLength(11);
    for (const s of EMBED_STATUSES) expect(EMBED_STATUS_INFO[s].meaning.length).toBeGreaterThan(5);
  });

  it('marks completed, wrong_chain and failed final, and nothing else', () => {
    expect(EMBED_STATUSES.filter(isFinalEmbedStatus)).toEqual(['completed', 'wrong_chain', 'failed']);
    for (const s of EMBED_STATUSES) {
      // The integrators' description and the table Pulse's packages read say the same.
      expect(EMBED_STATUS_INFO[s].final).toBe(EMBED_STATUS_TABLE[s] === 'final');
    }
  });

  it('marks open exactly the statuses that wait on the customer', () => {
    expect(EMBED_STATUSES.filter(isOpenEmbedStatus)).toEqual([
      'loading',
      'awaiting_payment',
      'underpaid',
      'expired',
    ]);
    // An open status never is final: the customer can still act.
    for (const s of EMBED_STATUSES) expect(isOpenEmbedStatus(s) && isFinalEmbedStatus(s)).toBe(false);
  });

  it('guards statuses', () => {
    expect(isEmbedStatus('underpaid')).toBe(true);
    expect(isEmbedStatus('paid')).toBe(false);
    expect(isOrderStatus('processing')).toBe(true);
    expect(isOrderStatus('loading')).toBe(false);
    for (const x of [undefined, null, 0, ['completed'], { status: 'completed' }]) {
      expect(isEmbedStatus(x)).toBe(false);
      expect(isOrderStatus(x)).toBe(false);
    }
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(['completed', 'expired']);
  });
});
