import { Badge, Table, Text } from '@mantine/core';
import type { Language } from '@trilha/shared/platform/languages';
import type { QuizReport, QuizReportSort } from '@trilha/shared/reports/schemas';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../../components/RelativeTime';
import { htmlLang } from '../../../lib/language';
import type { ReportView } from './report-view';
import classes from './ReportTable.module.css';
import { SortHeader } from './SortHeader';
import { StudentCell } from './StudentCell';

type Props = {
  report: QuizReport;
  view: ReportView<QuizReportSort>;
  onSort: (column: QuizReportSort) => void;
  labelledBy: string;
};

/** A score as the reader writes numbers, to one decimal at most: "87,5%". */
const scoreText = (score: number, language: string) =>
  `${score.toLocaleString(htmlLang(language as Language), { maximumFractionDigits: 1 })}%`;

/**
 * One page of the quiz's students: who, how many attempts, the best score with passed or not, and
 * the last attempt (a column a phone's width leaves out).
 */
export function QuizReportTable({ report, view, onSort, labelledBy }: Props) {
  const { t, i18n } = useTranslation();
  const header = { view, onSort };
  return (
    <div className={classes.frame}>
      <Table layout="fixed" verticalSpacing={8} horizontalSpacing={6} aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="name" label={t('reports.common.student')} {...header} />
            <SortHeader column="attempts" label={t('reports.quiz.attempts')} className={classes.attempts} {...header} />
            <SortHeader column="best_score" label={t('reports.quiz.bestScore')} className={classes.score} {...header} />
            <SortHeader
              column="last_attempt"
              label={t('reports.quiz.lastAttempt')}
              className={`${classes.lastAttempt} ${classes.optional}`}
              {...header}
            />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Table.Tr key={row.user_id} data-user-id={row.user_id}>
              <StudentCell name={row.name} email={row.email} />
              <Table.Td fz="sm">{row.attempts}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {row.best_score === null ? t('reports.quiz.noScore') : scoreText(row.best_score, i18n.language)}
                </Text>
                {/* A quiz that gives no score (a behavioural one) is neither passed nor failed. */}
                {(row.passed || row.best_score !== null) && (
                  <Badge size="xs" tt="none" variant={row.passed ? 'light' : 'outline'} color={row.passed ? 'green' : 'gray'} maw="100%">
                    {row.passed ? t('reports.quiz.passedBadge') : t('reports.quiz.notPassed')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td fz="xs" className={classes.optional}>
                {row.last_attempt_at ? <RelativeTime iso={row.last_attempt_at} /> : t('reports.common.none')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
