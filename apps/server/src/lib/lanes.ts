/**
 * At most `perKey` concurrent runs per key; the others wait in a first-come queue of their own
 * key. Used to keep one practice's burst of submissions from taking every pooled database
 * connection: another practice's submission then waits for at most `perKey` of them, not for
 * the whole burst (bench/noisyTenant.ts). Per process, holding nothing but waiting callers.
 */
export class Lanes {
  private readonly lanes = new Map<string, { active: number; waiting: (() => void)[] }>();

  constructor(private readonly perKey: number) {}

  async run<T>(key: string, fn: () => Promise<T>): Promise<T> {
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
      if (next)
        next(); // the slot passes to the next in line
      else if (--lane.active === 0) this.lanes.delete(key);
    }
  }
}
