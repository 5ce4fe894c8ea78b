import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { initialLanguage, switchLanguage } from './i18n/i18n.ts';
import './index.css';

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </StrictMode>,
  );

// A Hindi reader's first screen is drawn in Hindi: its catalog (one small chunk) comes first. If it
// cannot be fetched, the app still opens, in English.
const language = initialLanguage();
if (language === 'en') render();
else void switchLanguage(language).catch(() => undefined).finally(render);
