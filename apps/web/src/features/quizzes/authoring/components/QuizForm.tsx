import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, NumberInput, Radio, Stack, Switch, TextInput } from '@mantine/core';
import { QUIZ_GOAL_MAX, QUIZ_NAME_MAX, QUIZ_TYPES } from '@trilha/shared/quizzes/constants';
import {
  emptyQuizForm,
  quizForm,
  quizToForm,
  toQuizBody,
  type Quiz,
  type QuizForm as QuizFormValues,
} from '@trilha/shared/quizzes/schemas';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerIssues } from '../../../../lib/server-issues';
import { showError, showSuccess } from '../../../../lib/toast';
import { useSaveQuiz } from '../api/save-quiz';
import { PlaceFields } from './PlaceFields';
import { failureText, quizMessage, quizText } from './quiz-messages';
import type { QuizFormApi, QuizFormInput } from './quiz-form-types';
import { TimeLimitFields } from './TimeLimitFields';

type Props = {
  tenantId: number;
  /** The quiz being edited; null when creating. */
  quiz: Quiz | null;
  onDone: () => void;
};

/** The server's `time_limit` issue belongs to the hours, minutes and seconds (the error shows under them). */
const FIELD_OF: Record<string, FieldPath<QuizFormInput>> = {
  name: 'name',
  type: 'type',
  goal: 'goal',
  time_limit: 'hours',
  course_id: 'course_id',
  module_id: 'module_id',
  lesson_id: 'lesson_id',
};

/**
 * Spec 002 §3, §4, §5: name (required), type, goal (comun only), published, repeat, stopwatch, which
 * reveals "Tempo limite", which reveals hours, minutes and seconds; plus where students find it and,
 * for a graded quiz, whether the review names the right answers after every attempt (show_answers).
 * Saved as a create or an update (§7) with the §8 messages.
 */
export function QuizForm({ tenantId, quiz, onDone }: Props) {
  const { t } = useTranslation();
  const form = useForm<QuizFormInput, unknown, QuizFormValues>({
    resolver: zodResolver(quizForm),
    defaultValues: quiz ? quizToForm(quiz) : emptyQuizForm,
  });
  const { errors } = form.formState;
  const save = useSaveQuiz(tenantId, quiz?.id ?? null);
  const [type, stopwatch] = useWatch({ control: form.control, name: ['type', 'stopwatch'] });
  // The server refuses a new type once questions exist (their answers were written for the old one).
  const typeLocked = quiz !== null && quiz.questions_count > 0;

  const submit = form.handleSubmit((values) =>
    save.mutate(toQuizBody(values, tenantId), {
      onSuccess: (reply) => {
        showSuccess(quizMessage(reply.message) || quizText(quiz ? 'updated' : 'created'));
        onDone();
      },
      onError: (error) => {
        applyServerIssues(form, error, { fields: (path) => FIELD_OF[path], shouldFocus: true });
        // Spec 002 §8 names one failure for the modal, "Ocorreu um erro ao criar avaliação"; a refusal says why.
        showError(null, failureText(error, quizText('createFailed')));
      },
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('quizAuthoring.name')}
          placeholder={t('quizAuthoring.namePlaceholder')}
          withAsterisk
          maxLength={QUIZ_NAME_MAX}
          data-autofocus
          error={quizMessage(errors.name?.message)}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Radio.Group
              label={t('quizAuthoring.type')}
              description={typeLocked ? quizText('typeLocked') : undefined}
              value={field.value}
              onChange={(value) => field.onChange(QUIZ_TYPES.find((type) => type === value) ?? field.value)}
              error={quizMessage(errors.type?.message)}
            >
              <Stack gap="xs" mt={6}>
                {QUIZ_TYPES.map((value) => (
                  <Radio
                    key={value}
                    value={value}
                    label={t(`quizAuthoring.types.${value}`)}
                    description={t(`quizAuthoring.typeHints.${value}`)}
                    disabled={typeLocked}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {type === 'comun' && (
          <Controller
            control={form.control}
            name="goal"
            render={({ field }) => (
              <NumberInput
                ref={field.ref}
                label={t('quizAuthoring.goal')}
                description={t('quizAuthoring.goalHint')}
                withAsterisk
                min={0}
                max={QUIZ_GOAL_MAX}
                allowDecimal={false}
                allowNegative={false}
                suffix="%"
                // The box stays short; its hint keeps the form's width.
                styles={{ wrapper: { maxWidth: 220 } }}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                onBlur={field.onBlur}
                error={quizMessage(errors.goal?.message)}
              />
            )}
          />
        )}
        <FlagSwitch form={form} name="published" />
        <FlagSwitch form={form} name="repeat" />
        {type === 'comun' && <FlagSwitch form={form} name="show_answers" />}
        <FlagSwitch form={form} name="stopwatch" />
        {stopwatch && <TimeLimitFields form={form} />}
        <Fieldset legend={t('quizAuthoring.place')} variant="filled" radius="md" p={{ base: 'xs', sm: 'md' }}>
          <PlaceFields form={form} tenantId={tenantId} />
        </Fieldset>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One of the quiz's on/off settings (spec 002 §3 published, repeat, stopwatch, and show_answers: 0/1 on the wire), with what it does. */
function FlagSwitch({ form, name }: { form: QuizFormApi; name: 'published' | 'repeat' | 'show_answers' | 'stopwatch' }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch
          ref={field.ref}
          label={t(`quizAuthoring.flags.${name}`)}
          description={t(`quizAuthoring.flagHints.${name}`)}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
