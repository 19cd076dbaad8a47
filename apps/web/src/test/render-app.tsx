import { DEFAULT_LOGIN_SETTINGS } from '../components/LoginLayout';
import { LockedContentProvider } from '../components/locked/LockedContentProvider';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { User } from '@trilha/shared/accounts/schemas';
import type { TenantReply } from '@trilha/shared/tenancy/schemas';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { initI18n } from '../app/i18n';
import { registerQuizStrings } from '../app/locales/quizzes';
import { registerRankingStrings } from '../app/locales/ranking';
import { registerStaffStrings } from '../app/locales/staff';
import { buildTheme } from '../lib/theme';

export const student: User = {
  id: 7,
  tenant_id: 1,
  name: 'Ana Souza',
  email: 'aluno@aurora.test',
  photo_url: null,
  roles: [{ role: { slug: 'student', name: 'Aluno' } }],
  review_account: false,
  canEdit: false,
  staff: false,
  features: {
    full_menu: true,
    favorites: true,
    communities: true,
    reviews: true,
    notifications: true,
    reminders: true,
    custom_links: true,
    language: true,
  },
};

/** A school owner: the edit panel's drawers in tests. */
export const owner: User = {
  ...student,
  id: 1,
  email: 'owner@aurora.test',
  roles: [{ role: { slug: 'owner', name: 'Dono' } }],
  canEdit: true,
  staff: true,
};

/** The App Store review account as the server presents it: the reduced experience (spec 000 §2). */
export const reviewer: User = {
  ...student,
  review_account: true,
  features: {
    full_menu: false,
    favorites: false,
    communities: false,
    reviews: false,
    notifications: false,
    reminders: false,
    custom_links: false,
    language: false,
  },
};

export const tenant: TenantReply = {
  id: 1,
  slug: 'aurora',
  name: 'Escola Aurora',
  description: null,
  logo: null,
  theme: {
    primary_color: '#7C3AED',
    text_color: '#FFFFFF',
    font_primary: 'Inter',
    background_color_primary: null,
    logo_square: null,
    logo_horizontal: null,
    favicon: null,
    sidebar: false,
    showcase: false,
    course_page_indicator: true,
    module_page_indicator: true,
    theme_classes: 1,
    lesson_comments: true,
  },
  login: { ...DEFAULT_LOGIN_SETTINGS, signup_open: false },

  show_communities_page: false,
  community_form: 'config',
  footer_visible: false,
};

/** jsdom's window is 1024px wide; the drawer and header rules read it through matchMedia. */
export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

/** Shows where the router is, so tests can assert navigation as a user would see the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

type Options = { path?: string; user?: User | null; tenant?: TenantReply; routes?: { path: string; element: ReactNode }[] };

/** Renders `ui` at `path` with the app's providers, a signed-in user and the school already loaded. */
export function renderShell(ui: ReactNode, { path = '/homepage', user = student, tenant: school = tenant, routes = [] }: Options = {}) {
  if (!i18n.isInitialized) {
    initI18n();
    registerStaffStrings();
    registerQuizStrings();
    registerRankingStrings();
  }
  void i18n.changeLanguage('pt');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(['me'], user);
  queryClient.setQueryData(['tenant'], school);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          // As AppLayout does: the pages' locked cards open the one locked-content dialog.
          <LockedContentProvider>
            {ui}
            <LocationProbe />
          </LockedContentProvider>
        ),
        children: [{ path: '*', element: null }, ...routes],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      {/* env="test": no transitions and no portals (Mantine's testing guide). A menu or modal then opens in
          the same tick, so a loaded machine cannot leave it half-open while a query looks for its items. */}
      <MantineProvider theme={buildTheme(school)} defaultColorScheme="dark" env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
