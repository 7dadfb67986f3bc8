import { describe, expect, it } from 'vitest';
import {
  EMBED_STATUSES,
  EMBED_STATUS_INFO,
  ORDER_STATUSES,
  isEmbedStatus,
  isFinalEmbedStatus,
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
    for (const s of EMBED_STATUSES) expect(EMBED_STATUS_INFO[s].final).toBe(isFinalEmbedStatus(s));
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
