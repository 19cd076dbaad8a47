import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { LESSON_COMMENT_MAX, lessonCommentBody, type LessonCommentInput } from '@trilha/shared/lesson-page/schemas';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAddLessonComment } from '../api/add-lesson-comment';
import { lessonPageMessage } from './lesson-page-text';

type Props = {
  tenant: number;
  lessonId: number;
  /** A reply names the comment it answers (one level deep). */
  parent?: { id: number; name: string };
  autoFocus?: boolean;
  onSent?: () => void;
  onCancel?: () => void;
  /** A refusal from the server (the section decides: a toast, or hiding itself when comments were turned off). */
  onRefused: (error: Error) => void;
};

/** A comment or a reply: the shared lessonCommentBody rules (required, 2,000 characters at most), with the count. */
export function LessonCommentForm({ tenant, lessonId, parent, autoFocus, onSent, onCancel, onRefused }: Props) {
  const { t } = useTranslation();
  const counterId = useId();
  const add = useAddLessonComment(tenant, lessonId);
  const form = useForm<LessonCommentInput, unknown, z.output<typeof lessonCommentBody>>({
    resolver: zodResolver(lessonCommentBody),
    defaultValues: { content: '', parent_id: parent?.id },
  });
  const content = useWatch({ control: form.control, name: 'content' });
  const error = form.formState.errors.content?.message;

  const submit = form.handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => {
        form.reset({ content: '', parent_id: parent?.id });
        onSent?.();
      },
      onError: onRefused,
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid={parent ? 'lesson-reply-form' : 'lesson-comment-form'}>
      <Stack gap={6}>
        <Textarea
          {...form.register('content')}
          aria-label={parent ? t('lessonPage.comments.replyLabel', { name: parent.name }) : t('lessonPage.comments.label')}
          placeholder={t(parent ? 'lessonPage.comments.replyPlaceholder' : 'lessonPage.comments.placeholder')}
          maxLength={LESSON_COMMENT_MAX}
          autosize
          minRows={parent ? 1 : 2}
          maxRows={10}
          autoFocus={autoFocus}
          aria-describedby={counterId}
          error={error ? lessonPageMessage(error) : undefined}
          disabled={add.isPending}
        />
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text
            id={counterId}
            size="xs"
            c="dimmed"
            aria-label={t('lessonPage.comments.counter', { count: content.length, max: LESSON_COMMENT_MAX })}
          >
            {content.length}/{LESSON_COMMENT_MAX}
          </Text>
          <Group gap="xs" wrap="nowrap">
            {onCancel && (
              <Button variant="default" size="compact-sm" onClick={onCancel} disabled={add.isPending}>
                {t('common.cancel')}
              </Button>
            )}
            <Button type="submit" size={parent ? 'compact-sm' : 'sm'} loading={add.isPending}>
              {t(parent ? 'lessonPage.comments.submitReply' : 'lessonPage.comments.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
