import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The fault scenarios (apps/server/test/faults.test.ts) take minutes of mostly waiting (an SMTP
 * outage of a minute, server restarts in child processes). Started first, they overlap with the
 * other files instead of adding their minutes at the end.
 */
class WaitingFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const waiting = (f: TestSpecification) => f.moduleId.endsWith('/test/faults.test.ts');
    return [...sorted.filter(waiting), ...sorted.filter((f) => !waiting(f))];
  }
}

/** One run over every workspace's unit and integration tests (e2e runs under Playwright). */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/spam', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than cores: a single worker on a 2-core machine, so
    // every file (and every second a test spends waiting on a child process, PostgreSQL or a
    // timer) ran one after another. One worker per core, at least two.
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: WaitingFirst },
  },
});
