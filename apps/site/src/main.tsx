import '@elearning/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initialLocale } from './app/preferences';
import { preloadUiMessages } from './app/uiMessages';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// A French visitor's first render is already French: the catalogue (its own chunk) arrives first. English
// needs none and renders at once; if the French chunk cannot be fetched, the page still renders, in English.
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
preloadUiMessages(initialLocale()).then(render, (error: unknown) => {
  console.error('The ui texts could not be loaded', error);
  render();
});
