import { Group, Stack, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import type { QuizReportSort } from '@trilha/shared/reports/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { SectionFailed, SectionLoading } from '../../../components/SectionLoader';
import { quizReportCsvUrl } from '../api/export-quiz-report';
import { useQuizReport } from '../api/get-quiz-report';
import { CsvLink } from './CsvLink';
import { QuizReportTable } from './QuizReportTable';
import { ReportFigures } from './ReportFigures';
import { ReportPager } from './ReportPager';
import { reportFailure } from './report-failure';
import { percentOf, useReportView } from './report-view';

type Props = { tenantId: number; quizId: number };

/**
 * A quiz's report: how many students submitted it and how many passed, then each of them a page at
 * a time, sorted by a column header; "Baixar CSV" has them all. The panel gives each quiz its own
 * instance, so a quiz picked starts on its first page.
 */
export function QuizReport({ tenantId, quizId }: Props) {
  const { t } = useTranslation();
  const { view, sortBy, goTo } = useReportView<QuizReportSort>('best_score');
  const report = useQuizReport(tenantId, quizId, view);
  const tableId = useId();

  if (report.isPending) return <SectionLoading />;
  if (!report.data) return <SectionFailed text={reportFailure(report.error, t)} onRetry={() => void report.refetch()} />;
  const data = report.data;

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <CsvLink href={quizReportCsvUrl(quizId)} />
      </Group>
      {data.total === 0 ? (
        <EmptyState icon={<IconClipboardList size={24} />} title={t('reports.quiz.empty')} text={t('reports.quiz.emptyText')} />
      ) : (
        <>
          <ReportFigures
            figures={[
              { label: t('reports.quiz.students'), value: data.total },
              {
                label: t('reports.quiz.passed'),
                value: data.passed,
                hint: t('reports.common.ofTotal', { percent: percentOf(data.passed, data.total) }),
              },
            ]}
          />
          {/* Dimmed while another sort or page loads over the last one's rows. */}
          <Stack gap="sm" aria-busy={report.isPlaceholderData} style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
            <Title order={3} fz="md" id={tableId}>
              {t('reports.quiz.table')}
            </Title>
            {report.isError && <SectionFailed text={reportFailure(report.error, t)} onRetry={() => void report.refetch()} />}
            <QuizReportTable report={data} view={view} onSort={sortBy} labelledBy={tableId} />
            <ReportPager page={view.page} pageCount={data.page_count} onChange={goTo} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
