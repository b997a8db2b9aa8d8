/**
 * At most `perKey` concurrent runs per key; the others wait in a first-come queue of their own
 * key. Used to keep one practice's burst of submissions from taking every pooled database
 * connection: another practice's submission then waits for at most `perKey` of them, not for
 * the whole burst (bench/noisyTenant.ts). Per process, holding nothing but waiting callers.
 */
export class Lanes {
  private readonly lanes = new Map<string, { active: number; waiting: (() => void)[] }>();

  /** `maxWaiting`: a caller that finds this many already waiting for its key gets LaneFull at once. */
  constructor(
    private readonly perKey: number,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {}

  /** Whether run(key) would throw LaneFull now. */
  isFull(key: string): boolean {
    const lane = this.lanes.get(key);
    return !!lane && lane.active >= this.perKey && lane.waiting.length >= this.maxWaiting;
  }

  async run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    if (this.isFull(key)) throw new LaneFull(key);
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { active: 0, waiting: [] };
      this.lanes.set(key, lane);
    }
    if (lane.active >= this.perKey) {
      const l = lane;
      await new Promise<void>((resolve) => l.waiting.push(resolve));
    } else {
      lane.active++;
    }
    try {
      return await fn();
    } finally {
      const next = lane.waiting.shift();
      // The slot passes to the next in line, one event-loop turn later: handed on at once, a
      // queue whose callers all fail fast (a limit that just tripped) would run to its end in
      // one go, and no other request would be read meanwhile.
      if (next) setImmediate(next);
      else if (--lane.active === 0) this.lanes.delete(key);
    }
  }
}

/** The key's queue is full: the caller was not run (Lanes' maxWaiting). */
export class LaneFull extends Error {
  constructor(readonly key: string) {
    super(`lane full: ${key}`);
  }
}
