import { Center, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { page: number; pageCount: number; onChange: (page: number) => void };

/** A report's pages (50 students each), when there is more than one: small enough for a phone's width. */
export function ReportPager({ page, pageCount, onChange }: Props) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <Center component="nav" aria-label={t('reports.common.pages')}>
      <Pagination
        total={pageCount}
        value={page}
        onChange={onChange}
        size="sm"
        gap={4}
        getItemProps={(item) => ({ 'aria-label': t('reports.common.page', { page: item }) })}
        getControlProps={(control) => ({ 'aria-label': t(control === 'previous' ? 'reports.common.previous' : 'reports.common.next') })}
      />
    </Center>
  );
}
