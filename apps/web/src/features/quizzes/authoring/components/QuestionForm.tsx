import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, SegmentedControl, Stack, Input, Textarea } from '@mantine/core';
import { QUESTION_FEEDBACK_MAX, QUESTION_POINTS_MAX, QUESTION_TEXT_MAX, QUESTION_TYPES } from '@trilha/shared/quizzes/constants';
import { questionBodyFor, type Profile, type Question, type Quiz } from '@trilha/shared/quizzes/schemas';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerIssues } from '../../../../lib/server-issues';
import { showError, showSuccess } from '../../../../lib/toast';
import { useSaveQuestion } from '../api/save-question';
import { OptionFields } from './OptionFields';
import { optionsForType, toQuestionBody, toQuestionValues, type CheckedQuestion, type QuestionValues } from './question-values';
import { failureText, quizMessage, quizText } from './quiz-messages';

type Props = { tenantId: number; quiz: Quiz; profiles: Profile[]; question: Question | null; onDone: () => void };

/**
 * A question (CONTRACT "Quizzes"; docs/quizzes.md "Questions and profiles"): its text, type (single,
 * multiple, true or false), options with the right ones ticked (graded) or the points each gives to the
 * result profiles (behavioural), points and the explanation students read after submitting (graded).
 */
export function QuestionForm({ tenantId, quiz, profiles, question, onDone }: Props) {
  const { t } = useTranslation();
  const behavioural = quiz.type === 'comportamental';
  const schema = useMemo(() => questionBodyFor(quiz.type), [quiz.type]);
  // The form holds a narrower shape than the schema reads (every option keeps its tick and its
  // weights), so the schema's resolver is typed for it.
  const resolver = useMemo(() => zodResolver(schema) as unknown as Resolver<QuestionValues, unknown, CheckedQuestion>, [schema]);
  const form = useForm<QuestionValues, unknown, CheckedQuestion>({
    resolver,
    defaultValues: toQuestionValues(question, profiles),
  });
  const { errors } = form.formState;
  const save = useSaveQuestion(tenantId, quiz.id, question?.id ?? null);
  const type = useWatch({ control: form.control, name: 'type' });

  const changeType = (next: QuestionValues['type']) => {
    const names: [string, string] = [t('quizAuthoring.trueLabel'), t('quizAuthoring.falseLabel')];
    form.setValue('type', next, { shouldDirty: true });
    form.setValue('options', optionsForType(next, form.getValues('options'), profiles, names), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  };

  const submit = form.handleSubmit((values) =>
    save.mutate(toQuestionBody(values, behavioural), {
      onSuccess: (reply) => {
        showSuccess(quizMessage(reply.message) || quizText(question ? 'questionUpdated' : 'questionCreated'));
        onDone();
      },
      onError: (error) => {
        // An option's issue (options.2.text) shows on the options as a whole.
        applyServerIssues(form, error, { fields: ['text', 'points', 'feedback', 'options'] });
        showError(null, failureText(error, t('quizAuthoring.questionSaveFailed')));
      },
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Textarea
          label={t('quizAuthoring.questionText')}
          withAsterisk
          autosize
          minRows={2}
          maxRows={8}
          maxLength={QUESTION_TEXT_MAX}
          data-autofocus
          error={quizMessage(errors.text?.message)}
          {...form.register('text')}
        />
        <Input.Wrapper label={t('quizAuthoring.questionType')} labelElement="div" id="question-type-label">
          <SegmentedControl
            mt={4}
            fullWidth
            aria-labelledby="question-type-label"
            // At 390 px a long label (es) wraps instead of being cut.
            styles={{ label: { whiteSpace: 'normal' } }}
            value={type}
            onChange={(value) => changeType(QUESTION_TYPES.find((q) => q === value) ?? type)}
            data={QUESTION_TYPES.map((value) => ({ value, label: t(`quizAuthoring.questionTypes.${value}`) }))}
          />
        </Input.Wrapper>
        {!behavioural && (
          <Controller
            control={form.control}
            name="points"
            render={({ field }) => (
              <NumberInput
                ref={field.ref}
                label={t('quizAuthoring.questionPoints')}
                description={t('quizAuthoring.questionPointsHint')}
                withAsterisk
                min={0}
                max={QUESTION_POINTS_MAX}
                allowDecimal={false}
                allowNegative={false}
                // The box stays short; its hint keeps the form's width.
                styles={{ wrapper: { maxWidth: 220 } }}
                value={field.value}
                // Empty stays empty: the schema then says points are missing.
                onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                onBlur={field.onBlur}
                error={quizMessage(errors.points?.message)}
              />
            )}
          />
        )}
        <OptionFields form={form} type={type} behavioural={behavioural} profiles={profiles} />
        {!behavioural && (
          <Textarea
            label={t('quizAuthoring.feedback')}
            description={t('quizAuthoring.feedbackHint')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={QUESTION_FEEDBACK_MAX}
            error={quizMessage(errors.feedback?.message)}
            {...form.register('feedback')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('quizAuthoring.saveQuestion')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
