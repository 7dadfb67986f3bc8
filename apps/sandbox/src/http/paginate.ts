/**
 * Cursor pagination, newest first. A cursor names the last item's insertion number, so items inserted
 * while a caller pages never shift what the next page holds.
 */
import { z } from 'zod';
import { ApiError } from '../errors.js';

export const perPage = () =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return 20;
      const n = Number(v);
      if (!/^\d+$/.test(v) || n < 1 || n > 100) {
        ctx.addIssue({ code: 'custom', message: 'must be a whole number from 1 to 100' });
        return z.NEVER;
      }
      return n;
    });

const encode = (seq: number) => Buffer.from(`s:${seq}`).toString('base64url');

function decode(cursor: string): number {
  const m = /^s:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!m) throw new ApiError('invalid_cursor', 'cursor is not a next_cursor this list returned.');
  return Number(m[1]);
}

export interface Page<T> {
  items: T[];
  nextCursor: string | undefined;
}

/** `items` in insertion order (oldest first); returns newest first after the cursor. */
export function paginate<T extends { seq: number }>(
  items: readonly T[],
  filter: (item: T) => boolean,
  size: number,
  cursor: string | undefined,
): Page<T> {
  const after = cursor ? decode(cursor) : Infinity;
  const out: T[] = [];
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!;
    if (item.seq >= after || !filter(item)) continue;
    if (out.length === size) return { items: out, nextCursor: encode(out[out.length - 1]!.seq) };
    out.push(item);
  }
  return { items: out, nextCursor: undefined };
}

/** `meta` of a list answer: per_page, and next_cursor while more pages follow. */
export const pageMeta = (size: number, page: Page<unknown>) =>
  page.nextCursor ? { per_page: size, next_cursor: page.nextCursor } : { per_page: size };
