import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor wait on a condition; their default bound (1 s) failed on a busy machine where
// rendering a lazy route took longer. Generous but finite: a passing wait returns at once.
configure({ asyncUtilTimeout: 15_000 });

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
