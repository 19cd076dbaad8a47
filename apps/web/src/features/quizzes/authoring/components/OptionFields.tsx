import { ActionIcon, Alert, Button, Checkbox, Fieldset, Group, NumberInput, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { OPTION_LABEL_MAX, OPTIONS_MAX, OPTIONS_MIN, WEIGHT_POINTS_MAX, type QuestionType } from '@trilha/shared/quizzes/constants';
import type { Profile } from '@trilha/shared/quizzes/schemas';
import { useId } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newOption, type QuestionFormApi } from './question-values';
import { quizMessage } from './quiz-messages';

type Props = { form: QuestionFormApi; type: QuestionType; behavioural: boolean; profiles: Profile[] };

/** Options are named by letter (A, B, C…), as a printed test names them. */
const optionLetter = (index: number) => String.fromCharCode(65 + index);

/**
 * The question's options. Graded: one right option ticked (a radio) for single choice and true or
 * false, one or more (checkboxes) for multiple choice. Behavioural: no right answer; each option
 * gives points to one or more result profiles. True or false has exactly its two options.
 */
export function OptionFields({ form, type, behavioural, profiles }: Props) {
  const { t } = useTranslation();
  const groupName = useId();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'options' });
  const options = useWatch({ control: form.control, name: 'options' });
  const fixed = type === 'true_false';
  const errors = form.formState.errors.options;
  // The schema's issue about the options as a whole (how many, how many right) sits at the array's root.
  const listError = quizMessage(errors?.root?.message ?? errors?.message);

  const tick = (index: number, checked: boolean) => {
    const validate = form.formState.isSubmitted;
    if (type === 'multiple') {
      form.setValue(`options.${index}.is_correct`, checked, { shouldDirty: true, shouldValidate: validate });
      return;
    }
    fields.forEach((_, i) => form.setValue(`options.${i}.is_correct`, i === index, { shouldDirty: true }));
    if (validate) void form.trigger('options');
  };

  return (
    <Fieldset legend={t('quizAuthoring.options')} radius="md" variant="filled" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {behavioural ? t('quizAuthoring.optionsHintBehavioural') : t(`quizAuthoring.optionsHint.${type}`)}
        </Text>
        {behavioural && profiles.length === 0 && (
          <Alert color="yellow" variant="light">
            {t('quizAuthoring.needProfiles')}
          </Alert>
        )}
        {fields.map((field, index) => {
          const letter = optionLetter(index);
          const correct = options[index]?.is_correct ?? false;
          return (
            <Paper key={field.id} withBorder radius="md" p="xs" data-option={letter}>
              <Stack gap="xs">
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  {!behavioural &&
                    (type === 'multiple' ? (
                      <Checkbox
                        mt={32}
                        checked={correct}
                        onChange={(event) => tick(index, event.currentTarget.checked)}
                        aria-label={t('quizAuthoring.markCorrect', { letter })}
                      />
                    ) : (
                      <Radio
                        mt={32}
                        name={groupName}
                        checked={correct}
                        onChange={() => tick(index, true)}
                        aria-label={t('quizAuthoring.markCorrect', { letter })}
                      />
                    ))}
                  <TextInput
                    style={{ flex: 1 }}
                    label={t('quizAuthoring.option', { letter })}
                    withAsterisk
                    maxLength={OPTION_LABEL_MAX}
                    error={quizMessage(errors?.[index]?.label?.message)}
                    {...form.register(`options.${index}.label`)}
                  />
                  {!fixed && (
                    <ActionIcon
                      mt={28}
                      variant="subtle"
                      color="red"
                      size="lg"
                      disabled={fields.length <= OPTIONS_MIN}
                      aria-label={t('quizAuthoring.removeOption', { letter })}
                      onClick={() => remove(index)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
                {behavioural && profiles.length > 0 && <WeightFields form={form} index={index} letter={letter} profiles={profiles} />}
              </Stack>
            </Paper>
          );
        })}
        {listError && (
          <Text size="sm" c="red" role="alert" data-testid="options-error">
            {listError}
          </Text>
        )}
        {!fixed && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={fields.length >= OPTIONS_MAX}
            onClick={() => append(newOption(profiles))}
            w="fit-content"
          >
            {t('quizAuthoring.addOption')}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}

/** The points one behavioural option gives each profile (0: none), one small number input a profile. */
function WeightFields({ form, index, letter, profiles }: { form: QuestionFormApi; index: number; letter: string; profiles: Profile[] }) {
  const { t } = useTranslation();
  const errors = form.formState.errors.options?.[index]?.weights;
  return (
    <Group gap="xs" align="flex-start" role="group" aria-label={t('quizAuthoring.weightsOf', { letter })}>
      {profiles.map((profile, p) => (
        <Controller
          key={profile.id}
          control={form.control}
          name={`options.${index}.weights.${p}.points`}
          render={({ field }) => (
            <NumberInput
              ref={field.ref}
              size="xs"
              w={{ base: 'calc(50% - 6px)', xs: 150 }}
              label={t('quizAuthoring.weightFor', { profile: profile.title })}
              aria-label={t('quizAuthoring.weightLabel', { letter, profile: profile.title })}
              min={0}
              max={WEIGHT_POINTS_MAX}
              allowDecimal={false}
              allowNegative={false}
              // No points shows as an empty box (placeholder 0), so typing does not start after a zero.
              placeholder="0"
              value={field.value === 0 ? '' : field.value}
              onChange={(value) => field.onChange(value === '' ? 0 : Number(value) || 0)}
              onBlur={field.onBlur}
              error={quizMessage(errors?.[p]?.points?.message)}
            />
          )}
        />
      ))}
    </Group>
  );
}
