import type { Alias } from 'vite';

/**
 * The app runs on Preact through its React compatibility layer (decision 0021): our code,
 * React Router and TanStack Query keep importing `react` and get `preact/compat`. react-dom
 * alone was about 60 % of the old framework chunk. Build, dev server and unit tests use the same
 * list, so the tests exercise what ships. Going back to React is removing these aliases.
 */
export const preactCompat: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // @testing-library/react takes act() from here when React has none.
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
