import { Group, Progress, Table, Text } from '@mantine/core';
import type { CourseReport, CourseReportSort } from '@trilha/shared/reports/schemas';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../../components/RelativeTime';
import type { ReportView } from './report-view';
import classes from './ReportTable.module.css';
import { SortHeader } from './SortHeader';
import { StudentCell } from './StudentCell';

type Props = {
  report: CourseReport;
  view: ReportView<CourseReportSort>;
  onSort: (column: CourseReportSort) => void;
  labelledBy: string;
};

/** One page of the course's students: who, how far along (a bar, the percent and the lessons finished), when last active. */
export function CourseReportTable({ report, view, onSort, labelledBy }: Props) {
  const { t } = useTranslation();
  const header = { view, onSort };
  return (
    <div className={classes.frame}>
      <Table layout="fixed" verticalSpacing={8} horizontalSpacing={6} aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="name" label={t('reports.common.student')} {...header} />
            <SortHeader column="progress" label={t('reports.course.progress')} w="32%" {...header} />
            <SortHeader column="last_activity" label={t('reports.course.lastActivity')} w="27%" {...header} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Table.Tr key={row.user_id} data-user-id={row.user_id}>
              <StudentCell name={row.name} email={row.email} />
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Progress
                    value={row.percent}
                    size="sm"
                    style={{ flex: 1 }}
                    aria-label={t('reports.course.rowProgress', { name: row.name })}
                  />
                  <Text size="xs" fw={500}>
                    {row.percent}%
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {t('reports.course.lessons', { done: row.finished_lessons, count: report.lessons })}
                </Text>
              </Table.Td>
              <Table.Td fz="xs">{row.last_activity_at ? <RelativeTime iso={row.last_activity_at} /> : t('reports.common.none')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
