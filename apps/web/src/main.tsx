import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
// The DOM build of RouterProvider (react-dom specific; the same package's browser entry).
import { RouterProvider } from 'react-router/dom';
import './index.css';
import { routes } from './router';

const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    {/* TanStack Query comes with the pages that use it (api/queryRoot.tsx), not with /login. */}
    <RouterProvider router={router} />
  </StrictMode>,
);
