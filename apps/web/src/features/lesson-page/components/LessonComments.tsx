import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tenantQuery } from '../../../lib/tenant';
import { showError } from '../../../lib/toast';
import { uniqueById, useLessonComments } from '../api/get-lesson-comments';
import { LessonCommentForm } from './LessonCommentForm';
import { LessonCommentItem, type ThreadContext } from './LessonCommentItem';
import { isCommentsOff, lessonPageError } from './lesson-page-text';
import classes from './LessonComments.module.css';

type Props = { tenant: number; lessonId: number; staff: boolean };

/**
 * The lesson's comments (CONTRACT "Lessons and the lesson screen"; shown only while the school has
 * lesson_comments on): the box on top, newest first, "Carregar mais" for older ones. When the school
 * turns comments off meanwhile, the server's 403 hides the whole section and the school is read again.
 */
export function LessonComments({ tenant, lessonId, staff }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const comments = useLessonComments(tenant, lessonId);
  const [switchedOff, setSwitchedOff] = useState(false);
  const readOff = isCommentsOff(comments.error);
  const off = switchedOff || readOff;

  useEffect(() => {
    if (off) void queryClient.invalidateQueries({ queryKey: tenantQuery().queryKey });
  }, [off, queryClient]);

  if (off) return null;

  const ctx: ThreadContext = {
    tenant,
    lessonId,
    staff,
    onRefused: (error) => {
      if (isCommentsOff(error)) setSwitchedOff(true);
      else showError(null, lessonPageError(error));
    },
  };
  const list = uniqueById(comments.data?.pages.map((page) => page.data) ?? []);

  return (
    <Stack component="section" gap="md" aria-labelledby={headingId} className={classes.section} data-testid="lesson-comments">
      <Title order={2} size="h3" id={headingId}>
        {t('lessonPage.comments.heading')}
      </Title>
      <LessonCommentForm tenant={tenant} lessonId={lessonId} onRefused={ctx.onRefused} />
      {comments.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      ) : comments.isError && list.length === 0 ? (
        <Text size="sm" c="red.4" role="alert">
          {t('lessonPage.comments.error')}{' '}
          <Button variant="subtle" size="compact-xs" onClick={() => void comments.refetch()}>
            {t('common.retry')}
          </Button>
        </Text>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('lessonPage.comments.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="lg" m={0} p={0} className={classes.list} aria-label={t('lessonPage.comments.list')}>
          {list.map((comment) => (
            <li key={comment.id}>
              <LessonCommentItem comment={comment} ctx={ctx} />
            </li>
          ))}
        </Stack>
      )}
      {comments.hasNextPage && (
        <Button
          variant="default"
          className={classes.more}
          loading={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {t('lessonPage.comments.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
