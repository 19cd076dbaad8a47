import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../lib/session';
import { useTenant } from '../lib/tenant';
import { isShowcasePath } from './showcase';
import { AppLayout } from './shell/AppLayout';

/**
 * Student pages need a session: without one, go to /login and come back after. The exception is
 * the open showcase: a school that turned it on lets visitors see its catalogue, a course and a
 * module (locked, the server sends no media), so those paths open for them.
 */
export function RequireSession() {
  const me = useMe();
  const { t } = useTranslation();
  const location = useLocation();
  const showcasePage = isShowcasePath(location.pathname);
  // The school's switch is read only when a visitor asks for a showcase page.
  const tenant = useTenant();
  const waitForSchool = !me.isPending && !me.data && showcasePage && tenant.isPending;
  if (me.isPending || waitForSchool) {
    return (
      <Center h="100vh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!me.data && !(showcasePage && tenant.data?.theme.showcase)) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return <AppLayout />;
}
