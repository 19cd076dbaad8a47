import { Badge, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import type { AttemptQuestion, QuizType } from '@trilha/shared/quizzes/schemas';
import { useTranslation } from 'react-i18next';
import classes from './QuizScreen.module.css';

type Props = {
  question: AttemptQuestion;
  quizType: QuizType;
  index: number;
  total: number;
  selected: number[];
  onChange: (optionIds: number[]) => void;
};

/**
 * One question: its text is the group's name, the options are large cards (a phone's thumb), one
 * choice for single and true/false, several for multiple; arrow keys move between radio options.
 */
export function QuestionView({ question, quizType, index, total, selected, onChange }: Props) {
  const { t } = useTranslation();
  const graded = quizType === 'comun';
  const hint =
    question.type === 'multiple' ? t(graded ? 'quizzes.screen.multiple' : 'quizzes.screen.multipleProfile') : t('quizzes.screen.single');
  const label = (
    <Text component="span" size="lg" fw={600} style={{ whiteSpace: 'pre-wrap' }}>
      {question.text}
    </Text>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" fw={600}>
          {t('quizzes.screen.question', { n: index + 1, total })}
        </Text>
        {graded && (
          <Badge variant="light" color="gray">
            {t('quizzes.screen.points', { count: question.points })}
          </Badge>
        )}
      </Group>
      {question.type === 'multiple' ? (
        <Checkbox.Group
          label={label}
          description={hint}
          value={selected.map(String)}
          onChange={(values) => onChange(values.map(Number))}
          descriptionProps={{ mt: 4, mb: 'sm' }}
        >
          <Stack gap="sm">
            {question.options.map((option) => (
              <Checkbox.Card key={option.id} value={String(option.id)} className={classes.option} radius="md">
                <Checkbox.Indicator />
                <Text component="span">{option.label}</Text>
              </Checkbox.Card>
            ))}
          </Stack>
        </Checkbox.Group>
      ) : (
        <Radio.Group
          label={label}
          description={hint}
          name={`questao-${question.id}`}
          value={selected[0] === undefined ? null : String(selected[0])}
          onChange={(value) => onChange([Number(value)])}
          descriptionProps={{ mt: 4, mb: 'sm' }}
        >
          <Stack gap="sm">
            {question.options.map((option) => (
              <Radio.Card key={option.id} value={String(option.id)} className={classes.option} radius="md">
                <Radio.Indicator />
                <Text component="span">{option.label}</Text>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}
