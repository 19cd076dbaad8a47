import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../lib/session';
import { AppLayout } from './shell/AppLayout';

/** Student pages need a session: without one, go to /login and come back after. */
export function RequireSession() {
  const me = useMe();
  const { t } = useTranslation();
  const location = useLocation();
  if (me.isPending) {
    return (
      <Center h="100vh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!me.data) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return <AppLayout />;
}
