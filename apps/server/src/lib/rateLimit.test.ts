import { describe, expect, it } from 'vitest';
import { RefusalMemo } from './rateLimit.js';

describe('RefusalMemo', () => {
  it('refuses a remembered key until its window ends, with the seconds left, then forgets it', () => {
    const memo = new RefusalMemo();
    const now = 1_000_000;
    memo.remember('intake:tenant:a', now + 90_500, now);
    expect(memo.retryAfter('intake:tenant:a', now)).toBe(91);
    expect(memo.retryAfter('intake:tenant:a', now + 90_000)).toBe(1);
    expect(memo.retryAfter('intake:tenant:b', now)).toBeNull();
    expect(memo.retryAfter('intake:tenant:a', now + 90_500)).toBeNull();
    // Forgotten: a later window of the same key is decided by the database again.
    expect(memo.retryAfter('intake:tenant:a', now)).toBeNull();
  });

  it('stays within its size, forgetting the oldest keys first', () => {
    const memo = new RefusalMemo(3);
    const now = 1_000_000;
    for (const k of ['a', 'b', 'c', 'd']) memo.remember(k, now + 60_000, now);
    expect(memo.retryAfter('a', now)).toBeNull();
    expect(['b', 'c', 'd'].map((k) => memo.retryAfter(k, now))).toEqual([60, 60, 60]);
  });
});
