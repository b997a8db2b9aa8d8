/**
 * Group commit for the intake's store statement (bench/README.md, "Intake CPU, fourth round"):
 * a submission that arrives while an earlier store is still in flight waits for it, and then
 * goes out together with every other one that arrived meanwhile, as one statement — one round
 * trip, one plan execution, one run of the statement-level counter trigger and one commit (one
 * WAL flush) for all of them. With no store in flight a submission goes out at once, alone, so
 * a quiet practice waits for nobody.
 *
 * Every caller still waits for the commit of the statement that holds its row: nothing is
 * answered before it is durable. A batch that fails is run again one submission at a time (it
 * stored nothing: one statement is atomic), so one bad row — a practice deleted meanwhile, a
 * value the database refuses — fails only its own request, with its own error.
 */
export class GroupCommit<I, R> {
  private queue: { item: I; resolve: (r: R) => void; reject: (err: unknown) => void }[] = [];
  private inFlight = 0;

  /**
   * `run` stores the items it is given in one statement and answers one result per item, in
   * order. `maxBatch` bounds a statement's size; `maxInFlight` how many run at once (each holds
   * a pooled connection).
   */
  constructor(
    private readonly run: (items: I[]) => Promise<R[]>,
    private readonly maxBatch = 64,
    private readonly maxInFlight = 1,
  ) {}

  /** Stores `item` with the next batch; resolves after that batch's commit. */
  submit(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.pump();
    });
  }

  private pump() {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight++;
      void this.flush(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async flush(batch: typeof this.queue) {
    let results: R[];
    try {
      results = await this.run(batch.map((b) => b.item));
    } catch (err) {
      if (batch.length === 1) {
        batch[0]?.reject(err);
        return;
      }
      // Nothing of the batch was stored (one statement). Should the answer have been lost after
      // a commit, the ids are taken: each retry then fails on the primary key, stores nothing twice.
      await Promise.all(
        batch.map(async (b) => {
          try {
            const [r] = await this.run([b.item]);
            b.resolve(r as R);
          } catch (e) {
            b.reject(e);
          }
        }),
      );
      return;
    }
    for (const [i, b] of batch.entries()) b.resolve(results[i] as R);
  }
}
