import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
// The DOM build of RouterProvider (react-dom specific; the same package's browser entry).
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './api/queryClient';
import './index.css';
import { routes } from './router';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
