import { Alert, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/OptionSelect';
import { CourseReport } from './CourseReport';
import { QuizReport } from './QuizReport';
import type { ReportChoices } from './report-choices';

type Kind = 'courses' | 'quizzes';
type Props = { tenantId: number; courses: ReportChoices; quizzes: ReportChoices };

/**
 * The edit panel's "Relatórios": Cursos or Avaliações, then the course or quiz to report on (the
 * lists come from the studio and the quiz authoring, handed in by the panel), then its report. Each
 * kind keeps the one last picked, so switching back shows it again.
 */
export function ReportsPanel({ tenantId, courses, quizzes }: Props) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('courses');
  const [courseId, setCourseId] = useState<number | null>(null);
  const [quizId, setQuizId] = useState<number | null>(null);
  const onCourses = kind === 'courses';
  const choices = onCourses ? courses : quizzes;
  const chosen = onCourses ? courseId : quizId;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('reports.panel.intro')}
      </Text>
      <SegmentedControl
        fullWidth
        value={kind}
        onChange={setKind}
        aria-label={t('reports.panel.kind')}
        data={[
          { value: 'courses', label: t('reports.panel.courses') },
          { value: 'quizzes', label: t('reports.panel.quizzes') },
        ]}
      />
      {choices.failed ? (
        <Alert color="red" role="alert">
          {t(onCourses ? 'reports.panel.coursesFailed' : 'reports.panel.quizzesFailed')}
        </Alert>
      ) : (
        <OptionSelect
          key={kind}
          label={t(onCourses ? 'reports.panel.course' : 'reports.panel.quiz')}
          options={choices.options}
          loading={choices.loading}
          value={chosen}
          onChange={onCourses ? setCourseId : setQuizId}
        />
      )}
      {chosen === null ? (
        <Text size="sm" c="dimmed">
          {t(onCourses ? 'reports.panel.pickCourse' : 'reports.panel.pickQuiz')}
        </Text>
      ) : onCourses ? (
        <CourseReport key={chosen} tenantId={tenantId} courseId={chosen} />
      ) : (
        <QuizReport key={chosen} tenantId={tenantId} quizId={chosen} />
      )}
    </Stack>
  );
}
