import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "Baixar CSV": the whole report, every page, downloaded by the browser itself (the session cookie goes with it). */
export function CsvLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <Button component="a" href={href} download variant="default" size="xs" leftSection={<IconDownload size={16} aria-hidden />}>
      {t('reports.common.csv')}
    </Button>
  );
}
