import { Group, Input, NumberInput, Stack, Switch } from '@mantine/core';
import { QUIZ_TIME_LIMIT_MAX_HOURS } from '@trilha/shared/quizzes/constants';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { QuizFormApi } from './quiz-form-types';
import { quizMessage } from './quiz-messages';

const PARTS = [
  { name: 'hours', max: QUIZ_TIME_LIMIT_MAX_HOURS },
  { name: 'minutes', max: 59 },
  { name: 'seconds', max: 59 },
] as const;

/**
 * Spec 002 §4: with the stopwatch on, a "Tempo limite" switch; on, it reveals hours, minutes and
 * seconds. All of them empty is "Adicione um tempo limite valido!" (§5), shown under the three.
 */
export function TimeLimitFields({ form }: { form: QuizFormApi }) {
  const { t } = useTranslation();
  const errorId = useId();
  const limited = useWatch({ control: form.control, name: 'has_time_limit' });
  const error = quizMessage(form.formState.errors.hours?.message);
  return (
    <Stack gap="xs" pl="md" style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
      <Controller
        control={form.control}
        name="has_time_limit"
        render={({ field }) => (
          <Switch
            ref={field.ref}
            label={t('quizAuthoring.timeLimit')}
            description={t('quizAuthoring.timeLimitHint')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
          />
        )}
      />
      {limited && (
        <Input.Wrapper
          label={t('quizAuthoring.timeLimitValue')}
          withAsterisk
          error={error}
          errorProps={{ id: errorId, role: 'alert' }}
          // The three inputs carry their own labels; the wrapper's label names the group.
          labelElement="div"
        >
          <Group gap="xs" wrap="nowrap" mt={4} role="group" aria-label={t('quizAuthoring.timeLimitValue')}>
            {PARTS.map(({ name, max }) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <NumberInput
                    ref={field.ref}
                    label={t(`quizAuthoring.timeParts.${name}`)}
                    placeholder="00"
                    min={0}
                    max={max}
                    allowDecimal={false}
                    allowNegative={false}
                    inputMode="numeric"
                    w="33%"
                    value={field.value ?? ''}
                    onChange={(value) => {
                      field.onChange(typeof value === 'number' ? value : '');
                      // The message goes as soon as any part holds time again.
                      if (form.formState.isSubmitted) void form.trigger('hours');
                    }}
                    onBlur={field.onBlur}
                    // Red and invalid all three; the one message sits under them.
                    error={Boolean(error)}
                    aria-describedby={error ? errorId : undefined}
                  />
                )}
              />
            ))}
          </Group>
        </Input.Wrapper>
      )}
    </Stack>
  );
}
