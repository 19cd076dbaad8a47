import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { courseCreateBody, STUDIO_TITLE_MAX, type CourseCreateBody } from '@trilha/shared/studio/schemas';
import { useMergedRef } from '@mantine/hooks';
import { forwardRef, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSectionForm } from '../../../components/SectionForm';
import { applyServerIssues } from '../../../lib/server-issues';
import { showError } from '../../../lib/toast';
import { useCreateCourse } from '../api/create-course';
import { courseEditorPath } from './studio-routes';
import { failureOf, studioMessage } from './studio-messages';

/**
 * "Novo curso": a title is all it takes; the course is made as a draft (CONTRACT) and its editor
 * opens, where the rest is filled in. The button is the panel's place to come back to (after a delete).
 */
export const NewCourseForm = forwardRef<HTMLButtonElement, { tenantId: number }>(function NewCourseForm({ tenantId }, buttonRef) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ownRef = useRef<HTMLButtonElement>(null);
  const ref = useMergedRef(buttonRef, ownRef);
  const wasOpen = useRef(false);
  // Cancelled: the keyboard's place is the button again, not the top of the page.
  useEffect(() => {
    if (wasOpen.current && !open) ownRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  if (!open) {
    return (
      <Button ref={ref} leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
        {t('studio.courses.new')}
      </Button>
    );
  }
  return <TitleForm tenantId={tenantId} onCancel={() => setOpen(false)} />;
});

function TitleForm({ tenantId, onCancel }: { tenantId: number; onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCourse(tenantId);
  const form = useSectionForm(courseCreateBody, { title: '' });
  const error = form.formState.errors.title?.message;

  const submit = (values: CourseCreateBody) =>
    create.mutate(values, {
      onSuccess: (course) => void navigate(courseEditorPath(course.id)),
      onError: (failure) => {
        const { placed } = applyServerIssues(form, failure, { fields: ['title'], shouldFocus: true });
        if (placed.length === 0) showError(null, failureOf(failure));
      },
    });

  return (
    <Paper withBorder radius="md" p="sm">
      <form onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate aria-label={t('studio.courses.newTitle')}>
        <Stack gap="sm">
          <TextInput
            label={t('studio.courses.newLabel')}
            description={t('studio.courses.newHint')}
            maxLength={STUDIO_TITLE_MAX}
            error={studioMessage(error)}
            // Opened by a click meant to type here at once.
            autoFocus
            {...form.register('title')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={create.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('studio.courses.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
