import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import common from '../lib/locales/common';
import catalog from '../features/catalog/locales';
import { LockedContentProvider } from '../components/locked/LockedContentProvider';

/** jsdom has no matchMedia; Mantine asks it for the colour scheme and breakpoints. */
function ensureMatchMedia() {
  if (typeof window.matchMedia === 'function') return;
  // A MediaQueryList stand-in has to provide the legacy listener methods too.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      // oxlint-disable-next-line typescript/no-deprecated -- legacy method a stand-in must still have
      addListener() {},
      // oxlint-disable-next-line typescript/no-deprecated -- legacy method a stand-in must still have
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Renders catalog UI the way the app does: Mantine, Portuguese strings, a router and a query client. */
export function renderWithApp(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  ensureMatchMedia();
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'pt',
    resources: { pt: { translation: { ...common.pt, ...catalog.pt } } },
    interpolation: { escapeValue: false },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <MemoryRouter initialEntries={[route]}>
            {/* As AppLayout does: locked content opens the one locked-content dialog. */}
            <LockedContentProvider>{ui}</LockedContentProvider>
          </MemoryRouter>
        </MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
