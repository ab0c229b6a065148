import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { rememberTimeZoneOnLeave } from './app/reader-time-zone.ts';
import './app/theme.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

rememberTimeZoneOnLeave();
