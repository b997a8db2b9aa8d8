import { cleanup, configure } from '@testing-library/react';
import { createElement as preactCreateElement } from 'preact';
import { createElement } from 'react';
import { afterEach, vi } from 'vitest';

// The app ships on Preact (decision 0021): the tests must render with it, not with React.
if (createElement !== preactCreateElement) throw new Error('react is not aliased to preact/compat');

// findBy*/waitFor wait on a condition; their default bound (1 s) failed on a busy machine where
// rendering a lazy route took longer. Generous but finite: a passing wait returns at once.
configure({ asyncUtilTimeout: 15_000 });

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
