import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconFileImport, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { SEARCH_DEBOUNCE_MS } from '@trilha/shared/platform/search';
import type { StudentStatus } from '@trilha/shared/students/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { SectionLoader } from '../../../components/SectionLoader';
import { studentsExportUrl } from '../api/export-students';
import { useStudents } from '../api/get-students';
import type { StudentFilters as Filters } from '../api/keys';
import { AddStudentDrawer } from './AddStudentDrawer';
import { ImportBanner } from './ImportBanner';
import { ImportDrawer } from './ImportDrawer';
import { useImportTracker } from './import-tracker';
import type { ProductChoices } from './product-choices';
import { StudentDrawer } from './StudentDrawer';
import { StudentFilters } from './StudentFilters';
import { StudentRow } from './StudentRow';

type Props = { tenantId: number; products: ProductChoices };

/**
 * The edit panel's "Alunos": the school's students, searched and filtered on the server a page at a
 * time; a student opens in a drawer with their access and progress, "Adicionar aluno" in another,
 * and "Importar CSV" in a third (an import left running shows its progress here, after a reload too).
 */
export function StudentsPanel({ tenantId, products }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [productId, setProductId] = useState<number | null>(null);
  const [status, setStatus] = useState<StudentStatus | null>(null);
  const filters: Filters = { query, productId, status };
  const filtered = Boolean(query) || productId !== null || status !== null;
  const list = useStudents(tenantId, filters);
  const [openId, setOpenId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const tracker = useImportTracker(tenantId);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('students.section.intro')}
      </Text>
      <Group gap="xs">
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)} aria-haspopup="dialog">
          {t('students.section.add')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileImport size={18} aria-hidden />}
          onClick={() => setImporting(true)}
          aria-haspopup="dialog"
        >
          {t('students.import.open')}
        </Button>
        <Button
          component="a"
          href={studentsExportUrl(filters)}
          download
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          {t('students.section.export')}
        </Button>
      </Group>
      {!importing && <ImportBanner tracker={tracker} onOpen={() => setImporting(true)} />}
      <StudentFilters
        search={search}
        onSearch={setSearch}
        productId={productId}
        onProduct={setProductId}
        status={status}
        onStatus={setStatus}
        products={products}
      />
      <SectionLoader query={list} failed={t('students.section.loadFailed')}>
        {(data) => {
          const students = data.pages.flatMap((page) => page.data);
          if (students.length === 0) {
            return filtered ? (
              <EmptyState icon={<IconUsers size={24} />} title={t('students.section.noMatch')} text={t('students.section.noMatchText')} />
            ) : (
              <EmptyState icon={<IconUsers size={24} />} title={t('students.section.empty')} text={t('students.section.emptyText')} />
            );
          }
          return (
            // Dimmed while a new search loads over the last one's rows.
            <Stack gap="sm" aria-busy={list.isPlaceholderData} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('students.section.listLabel')}>
                {students.map((student) => (
                  <StudentRow key={student.id} student={student} onOpen={() => setOpenId(student.id)} />
                ))}
              </Stack>
              {list.isFetchNextPageError && (
                <Alert color="red" role="alert">
                  {t('students.section.loadMoreFailed')}
                </Alert>
              )}
              {list.hasNextPage && !list.isPlaceholderData && (
                <Button
                  variant="light"
                  onClick={() => void list.fetchNextPage()}
                  loading={list.isFetchingNextPage}
                  style={{ alignSelf: 'center' }}
                >
                  {t('students.section.loadMore')}
                </Button>
              )}
            </Stack>
          );
        }}
      </SectionLoader>
      <AddStudentDrawer
        tenantId={tenantId}
        opened={adding}
        products={products}
        onClose={() => setAdding(false)}
        onAdded={(student) => {
          setAdding(false);
          setOpenId(student.id);
        }}
      />
      <ImportDrawer opened={importing} onClose={() => setImporting(false)} tracker={tracker} />
      <StudentDrawer tenantId={tenantId} studentId={openId} products={products} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
