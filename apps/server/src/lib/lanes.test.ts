import { describe, expect, it } from 'vitest';
import { LaneFull, Lanes } from './lanes.js';

// Two event-loop turns: a finished run hands its slot on one turn later.
const tick = () => new Promise((r) => setImmediate(() => setImmediate(r)));

describe('Lanes', () => {
  it('runs at most n per key at once, the rest in arrival order, and other keys alongside', async () => {
    const lanes = new Lanes(2);
    const running = new Map<string, number>();
    let most = 0;
    const order: string[] = [];
    const releases: (() => void)[] = [];
    const job = (key: string, name: string) =>
      lanes.run(key, async () => {
        running.set(key, (running.get(key) ?? 0) + 1);
        most = Math.max(most, running.get('a') ?? 0);
        order.push(name);
        await new Promise<void>((r) => releases.push(r));
        running.set(key, (running.get(key) ?? 0) - 1);
        return name;
      });
    const all = Promise.all([job('a', 'a1'), job('a', 'a2'), job('a', 'a3'), job('a', 'a4'), job('b', 'b1')]);
    await tick();
    // a1 and a2 run, a3 and a4 wait; b1 does not wait behind them.
    expect(order).toEqual(['a1', 'a2', 'b1']);
    while (releases.length > 0) {
      releases.shift()?.();
      await tick();
    }
    expect(await all).toEqual(['a1', 'a2', 'a3', 'a4', 'b1']);
    expect(order).toEqual(['a1', 'a2', 'b1', 'a3', 'a4']);
    expect(most).toBe(2);
  });

  it('passes the slot on when a run fails', async () => {
    const lanes = new Lanes(1);
    const failed = lanes.run('a', async () => {
      throw new Error('kaputt');
    });
    const next = lanes.run('a', async () => 'weiter');
    await expect(failed).rejects.toThrow('kaputt');
    expect(await next).toBe('weiter');
  });

  it('refuses at once when the key already has maxWaiting callers waiting, other keys unaffected', async () => {
    const lanes = new Lanes(1, 2);
    const releases: (() => void)[] = [];
    const job = (key: string) => lanes.run(key, () => new Promise<string>((r) => releases.push(() => r(key))));
    const running = [job('a'), job('a'), job('a')]; // one runs, two wait
    await expect(job('a')).rejects.toBeInstanceOf(LaneFull);
    const other = job('b');
    await tick();
    while (releases.length > 0) {
      releases.shift()?.();
      await tick();
    }
    expect(await Promise.all(running)).toEqual(['a', 'a', 'a']);
    expect(await other).toBe('b');
    // Room again once the queue has drained.
    const later = job('a');
    await tick();
    releases.shift()?.();
    expect(await later).toBe('a');
  });

  it('hands the slot on one event-loop turn later, so a queue failing fast does not block the loop', async () => {
    const lanes = new Lanes(1);
    let release = () => {};
    const first = lanes.run('a', () => new Promise<void>((r) => (release = r)));
    let settled = 0;
    const queued = Array.from({ length: 50 }, () =>
      lanes
        .run('a', async () => {
          throw new Error('abgelehnt');
        })
        .catch(() => settled++),
    );
    release();
    await first;
    await new Promise((r) => setImmediate(r));
    expect(settled).toBeLessThanOrEqual(2); // the rest wait for later turns; other I/O runs between
    await Promise.all(queued);
    expect(settled).toBe(50);
  });
});
