import { Group, Stack, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { CourseReportSort } from '@trilha/shared/reports/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { SectionFailed, SectionLoading } from '../../../components/SectionLoader';
import { courseReportCsvUrl } from '../api/export-course-report';
import { useCourseReport } from '../api/get-course-report';
import { CompletionFunnel } from './CompletionFunnel';
import { CourseReportTable } from './CourseReportTable';
import { CsvLink } from './CsvLink';
import { ReportFigures } from './ReportFigures';
import { ReportPager } from './ReportPager';
import { reportFailure } from './report-failure';
import { percentOf, useReportView } from './report-view';

type Props = { tenantId: number; courseId: number };

/**
 * A course's report: how many students it has and how many started, the completion funnel by
 * module, then its students a page at a time, sorted by a column header; "Baixar CSV" has them all.
 * The panel gives each course its own instance, so a course picked starts on its first page.
 */
export function CourseReport({ tenantId, courseId }: Props) {
  const { t } = useTranslation();
  const { view, sortBy, goTo } = useReportView<CourseReportSort>('progress');
  const report = useCourseReport(tenantId, courseId, view);
  const tableId = useId();

  if (report.isPending) return <SectionLoading />;
  if (!report.data) return <SectionFailed text={reportFailure(report.error, t)} onRetry={() => void report.refetch()} />;
  const data = report.data;

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <CsvLink href={courseReportCsvUrl(courseId)} />
      </Group>
      {data.total === 0 ? (
        <EmptyState icon={<IconUsers size={24} />} title={t('reports.course.empty')} text={t('reports.course.emptyText')} />
      ) : (
        <>
          <ReportFigures
            figures={[
              { label: t('reports.course.students'), value: data.total },
              {
                label: t('reports.course.started'),
                value: data.started,
                hint: t('reports.common.ofTotal', { percent: percentOf(data.started, data.total) }),
              },
              {
                label: t('reports.course.finished'),
                value: data.finished,
                hint: t('reports.common.ofTotal', { percent: percentOf(data.finished, data.total) }),
              },
            ]}
          />
          <CompletionFunnel steps={data.funnel} total={data.total} />
          {/* Dimmed while another sort or page loads over the last one's rows. */}
          <Stack gap="sm" aria-busy={report.isPlaceholderData} style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
            <Title order={3} fz="md" id={tableId}>
              {t('reports.course.table')}
            </Title>
            {report.isError && <SectionFailed text={reportFailure(report.error, t)} onRetry={() => void report.refetch()} />}
            <CourseReportTable report={data} view={view} onSort={sortBy} labelledBy={tableId} />
            <ReportPager page={view.page} pageCount={data.page_count} onChange={goTo} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
