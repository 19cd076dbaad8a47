import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An edit panel section while what it edits loads (the school, its list): one named spinner. */
export function SectionLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
