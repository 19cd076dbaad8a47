import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router/dom';
import { setSchoolTitle } from '../lib/page-title';
import { tenantQuery } from '../lib/tenant';
import { createQueryClient } from '../lib/api/query-client';
import { getStyleNonce, shareNonceWithScrollLock } from '../lib/csp-nonce';
import { prepaintPath, releasePrepaint } from '../lib/prepaint';
import { router } from './router';
import { Toasts } from './Toasts';
import { applyFavicon, applyTheme, buildTheme, readRememberedTheme, rememberTheme, themeCssVariables, themeOf } from '../lib/theme';

const queryClient = createQueryClient();
shareNonceWithScrollLock();

// The server's drawing of a page's first screen (lib/prepaint.ts) is that page's to release; on any
// other path (a redirect to /login, a link) or a routing error it goes at once.
const leftPrepaint = () => {
  const { location, errors } = router.state;
  if (prepaintPath() !== null && (prepaintPath() !== location.pathname || errors)) releasePrepaint();
};
leftPrepaint();
const stopWatchingPrepaint = router.subscribe(() => {
  leftPrepaint();
  if (prepaintPath() === null) stopWatchingPrepaint();
});
/**
 * Resolves once the router has loaded the first page's lazy module. RouterProvider reads the
 * router's state as it first renders and subscribes in a layout effect: when the page's chunk is
 * already preloaded, the module resolves in between (the first render is a yielding transition),
 * the update is missed and the page stays empty. main.tsx renders the app after this.
 */
export const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) {
    resolve();
    return;
  }
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});

// A last guard against a page that never releases it (a render error it does not catch): ten
// seconds after the app started, its first screen is long drawn.
window.setTimeout(releasePrepaint, 10_000);

function ThemedApp() {
  const tenant = useQuery(tenantQuery());
  // The first render, before /api/tenant answers, already uses the theme remembered for this host.
  const remembered = useMemo(() => readRememberedTheme(), []);
  const theme = useMemo(() => buildTheme(tenant.data, remembered), [tenant.data, remembered]);
  const textColor = tenant.data?.theme.text_color ?? remembered?.text_color;
  const primaryColor = tenant.data?.theme.primary_color ?? remembered?.primary_color;
  const cssVariables = useMemo(() => themeCssVariables(textColor, primaryColor), [textColor, primaryColor]);
  useEffect(() => {
    if (!tenant.data) return;
    applyTheme(themeOf(tenant.data));
    rememberTheme(tenant.data);
    applyFavicon(tenant.data);
    setSchoolTitle(tenant.data.name);
  }, [tenant.data]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="dark" cssVariablesResolver={cssVariables} getStyleNonce={getStyleNonce}>
      <Toasts />
      <RouterProvider router={router} />
    </MantineProvider>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedApp />
    </QueryClientProvider>
  );
}
