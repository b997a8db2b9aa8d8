/**
 * Entry of the public online reception (reception.html). Only Preact (as React, decision
 * 0021), the router and the reception's own code: no back-office screens, no query cache, no
 * zod (budget: bench/README.md).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import '../index.css';
import { languageInfo } from '@praxisdesk/domain/receptionLanguages';
import { initialLanguage, LanguageProvider } from './i18n';
import { receptionRoutes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('reception.html has no #root element');

const router = createBrowserRouter(receptionRoutes);

// The patient's language is known before the first paint (German needs no chunk).
void initialLanguage().then((lang) => {
  document.documentElement.lang = lang;
  document.documentElement.dir = languageInfo[lang].dir;
  createRoot(container).render(
    <StrictMode>
      <LanguageProvider initial={lang}>
        <RouterProvider router={router} />
      </LanguageProvider>
    </StrictMode>,
  );
});
