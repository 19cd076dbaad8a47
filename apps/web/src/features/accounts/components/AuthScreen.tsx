import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSelector } from '../../../components/language/LanguageSelector';
import { useTenant } from '../../../lib/tenant';
import classes from './AuthScreen.module.css';

/**
 * The frame of the public account pages (magic-link confirmation, forgot and reset password): the
 * school's logo or name, an icon, a heading and the page's own content, themed with the school colour.
 */
export function AuthScreen({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const tenant = useTenant().data;
  return (
    <div className={classes.page}>
      <div className={classes.topBar}>
        <LanguageSelector />
      </div>
      <main className={classes.center}>
        <Paper className={classes.card} radius="lg" shadow="xl" p={{ base: 'lg', sm: 32 }}>
          <Stack gap="lg">
            <Stack gap="sm" align="center" ta="center">
              {tenant?.logo ? (
                <img src={tenant.logo} alt={tenant.name} className={classes.logo} />
              ) : (
                <Text fw={800} fz={22} c="white">
                  {tenant?.name}
                </Text>
              )}
              <div className={classes.icon} aria-hidden>
                {icon}
              </div>
              <Title order={1} fz={24} c="white">
                {title}
              </Title>
            </Stack>
            {children}
          </Stack>
        </Paper>
      </main>
    </div>
  );
}
