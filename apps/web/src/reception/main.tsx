/**
 * Entry of the public online reception (reception.html). Only React, the router and the
 * reception's own code: no back-office screens, no query cache, no zod (budget: bench/README.md).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import '../index.css';
import { receptionRoutes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('reception.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(receptionRoutes)} />
  </StrictMode>,
);
