// First: no schema may be created before Zod is told not to compile (lib/zod-jitless.ts).
import './lib/zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, routerReady } from './app/App';
import { initI18n } from './app/i18n';

initI18n();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const reactRoot = createRoot(root);
// A transition lets React draw the first screen in short slices that yield to the browser (input,
// paint) instead of one long task of the whole tree: a phone stays responsive while the app starts.
void routerReady.then(() => {
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
