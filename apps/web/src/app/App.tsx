import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router/dom';
import { tenantQuery } from '../features/tenancy/api/get-tenant';
import { createQueryClient } from './api/query-client';
import { router } from './router';
import { buildTheme, rememberTheme } from './theme';

const queryClient = createQueryClient();

function ThemedApp() {
  const tenant = useQuery(tenantQuery());
  const theme = useMemo(() => buildTheme(tenant.data), [tenant.data]);
  useEffect(() => {
    if (!tenant.data) return;
    rememberTheme(tenant.data);
    document.title = tenant.data.name;
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (icon && tenant.data.theme.favicon) icon.href = tenant.data.theme.favicon;
  }, [tenant.data]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="dark">
      <Notifications position="top-right" />
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
