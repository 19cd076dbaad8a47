import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router/dom';
import { tenantQuery } from '../lib/tenant';
import { createQueryClient } from '../lib/api/query-client';
import { getStyleNonce, shareNonceWithScrollLock } from '../lib/csp-nonce';
import { router } from './router';
import { Toasts } from './Toasts';
import { applyFavicon, applyTheme, buildTheme, readRememberedTheme, rememberTheme, themeCssVariables, themeOf } from '../lib/theme';

const queryClient = createQueryClient();
shareNonceWithScrollLock();

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
    document.title = tenant.data.name;
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
