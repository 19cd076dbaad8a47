import { courseCreateBody, STUDIO_TITLE_MAX, type CourseCreateBody } from '@trilha/shared/studio/schemas';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NewItemButton, NewTitleForm } from '../../../components/NewTitleForm';
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
  return (
    <NewItemButton ref={buttonRef} label={t('studio.courses.new')}>
      {(close) => <TitleForm tenantId={tenantId} onCancel={close} />}
    </NewItemButton>
  );
});

function TitleForm({ tenantId, onCancel }: { tenantId: number; onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCourse(tenantId);
  const form = useSectionForm(courseCreateBody, { title: '' });

  const submit = (values: CourseCreateBody) =>
    create.mutate(values, {
      onSuccess: (course) => void navigate(courseEditorPath(course.id)),
      onError: (failure) => {
        const { placed } = applyServerIssues(form, failure, { fields: ['title'], shouldFocus: true });
        if (placed.length === 0) showError(null, failureOf(failure));
      },
    });

  return (
    <NewTitleForm
      labels={{
        form: t('studio.courses.newTitle'),
        field: t('studio.courses.newLabel'),
        hint: t('studio.courses.newHint'),
        submit: t('studio.courses.create'),
      }}
      maxLength={STUDIO_TITLE_MAX}
      error={studioMessage(form.formState.errors.title?.message)}
      title={form.register('title')}
      pending={create.isPending}
      onSubmit={(e) => void form.handleSubmit(submit)(e)}
      onCancel={onCancel}
    />
  );
}
