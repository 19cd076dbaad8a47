import { Alert, Button, Grid, Stack, Text, Title } from '@mantine/core';
import type { Language } from '@trilha/shared/platform/languages';
import type { OperatorSchool } from '@trilha/shared/schools/schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { SectionLoader } from '../../../components/SectionLoader';
import { StaffPageFrame } from '../../../components/StaffPage';
import { htmlLang } from '../../../lib/language';
import { useTenant } from '../../../lib/tenant';
import { showError, showSuccess } from '../../../lib/toast';
import { useSchools } from '../api/get-schools';
import { useSetSchoolActive } from '../api/set-school-active';
import { ImportSchoolForm } from './ImportSchoolForm';
import { NewSchoolForm } from './NewSchoolForm';
import { failureOf } from './school-messages';
import { SchoolRow } from './SchoolRow';
import { storageSize } from './storage-size';

/**
 * The server operator's console (/operador, docs/schools.md): every school on the server with its
 * hosts, students, storage and state; a new school; suspending (after a confirmation: the school
 * goes offline for everyone) and reactivating; a school imported from another server's export.
 * The page decides who may open it.
 */
export function OperatorConsole() {
  const { t, i18n } = useTranslation();
  const consoleSchoolId = useTenant().data?.id;
  const list = useSchools();
  const setActive = useSetSchoolActive();
  const [suspending, setSuspending] = useState<OperatorSchool | null>(null);
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.data), [list.data]);
  const format = useMemo(() => {
    const locale = htmlLang(i18n.language as Language);
    const number = new Intl.NumberFormat(locale);
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return {
      number: (value: number) => number.format(value),
      size: (bytes: number) => storageSize(bytes, locale),
      date: (iso: string) => {
        const when = new Date(iso);
        return Number.isNaN(when.getTime()) ? '—' : date.format(when);
      },
    };
  }, [i18n.language]);

  const change = (school: OperatorSchool, active: boolean) =>
    setActive.mutate(
      { id: school.id, active },
      {
        onSuccess: () => showSuccess(t(active ? 'schools.messages.reactivated' : 'schools.messages.suspended')),
        // A 409 (the console's own school) says why in the server's words.
        onError: (error) => showError(null, failureOf(error)),
        onSettled: () => setSuspending(null),
      },
    );

  return (
    <StaffPageFrame>
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('schools.console.title')}
        </Title>
        <Text size="sm" c="dimmed" maw="48rem">
          {t('schools.console.intro')}
        </Text>
      </Stack>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <NewSchoolForm />
            <ImportSchoolForm />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <SectionLoader query={{ data: rows, isPending: list.isPending, refetch: list.refetch }} failed={t('schools.console.loadFailed')}>
            {(schools) =>
              schools.length === 0 ? (
                <Text size="sm" fs="italic">
                  {t('schools.console.empty')}
                </Text>
              ) : (
                <Stack gap="sm">
                  <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('schools.console.listLabel')}>
                    {schools.map((school) => (
                      <SchoolRow
                        key={school.id}
                        school={school}
                        consoleSchool={school.id === consoleSchoolId}
                        format={format}
                        busy={setActive.isPending && setActive.variables.id === school.id}
                        onSuspend={() => setSuspending(school)}
                        onReactivate={() => change(school, true)}
                      />
                    ))}
                  </Stack>
                  {list.isFetchNextPageError && (
                    <Alert color="red" role="alert">
                      {t('schools.console.loadMoreFailed')}
                    </Alert>
                  )}
                  {list.hasNextPage && (
                    <Button
                      variant="light"
                      onClick={() => void list.fetchNextPage()}
                      loading={list.isFetchingNextPage}
                      style={{ alignSelf: 'center' }}
                    >
                      {t('schools.console.loadMore')}
                    </Button>
                  )}
                </Stack>
              )
            }
          </SectionLoader>
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={suspending !== null}
        title={t('schools.suspend.title')}
        text={suspending && t('schools.suspend.text', { name: suspending.name })}
        confirm={t('schools.suspend.confirm')}
        pending={setActive.isPending}
        onConfirm={() => suspending && change(suspending, false)}
        onClose={() => setSuspending(null)}
      />
    </StaffPageFrame>
  );
}
