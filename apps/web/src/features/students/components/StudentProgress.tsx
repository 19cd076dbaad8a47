import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { StudentDetail } from '@trilha/shared/students/schemas';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../../components/RelativeTime';
import { PercentBar } from './PercentBar';

const listStyle = { listStyle: 'none' } as const;

/** How far the student has come: each course's finished lessons, and each quiz's best score and whether it passed. */
export function StudentProgress({ student }: { student: StudentDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('students.detail.courses')}
        </Title>
        {student.courses.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('students.detail.noCourses')}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={listStyle} aria-label={t('students.detail.courses')}>
            {student.courses.map((course) => (
              <Stack component="li" key={course.course_id} gap={4}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {course.title}
                </Text>
                <PercentBar value={course.percent} label={t('students.detail.courseProgress', { title: course.title })} />
                <Text size="xs" c="dimmed">
                  {t('students.detail.lastActivity')}{' '}
                  {course.last_activity_at ? <RelativeTime iso={course.last_activity_at} /> : t('students.detail.noActivity')}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('students.detail.quizzes')}
        </Title>
        {student.quizzes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('students.detail.noQuizzes')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={listStyle} aria-label={t('students.detail.quizzes')}>
            {student.quizzes.map((quiz) => (
              <Group component="li" key={quiz.quiz_id} gap="xs" wrap="wrap" justify="space-between">
                <Stack gap={0} miw={0} style={{ flex: '1 1 160px' }}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {quiz.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {quiz.best_score === null
                      ? t('students.detail.noScore')
                      : t('students.detail.bestScore', { score: Math.round(quiz.best_score) })}
                  </Text>
                </Stack>
                {quiz.best_score !== null && (
                  <Badge size="sm" variant="light" color={quiz.passed ? 'green' : 'gray'}>
                    {quiz.passed ? t('students.detail.passed') : t('students.detail.notPassed')}
                  </Badge>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
