import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { drawsInSlices } from './app/first-view-in-slices.tsx';
import { rememberTimeZoneOnLeave } from './app/reader-time-zone.ts';
import './app/theme.css';

const root = createRoot(document.getElementById('root')!);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The shell (the router, the layout) is drawn in slices too where the view is.
if (drawsInSlices()) startTransition(() => root.render(app));
else root.render(app);

rememberTimeZoneOnLeave();
