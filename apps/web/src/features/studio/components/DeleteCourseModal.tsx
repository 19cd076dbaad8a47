import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DELETE_CONFIRM_WORD } from '@trilha/shared/platform/confirm';
import type { StudioCourse } from '@trilha/shared/studio/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { showSuccess } from '../../../lib/toast';
import { useDeleteCourse } from '../api/delete-course';
import { RefusalText } from './RefusalText';
import { courseEditorPath } from './studio-routes';
import { failureOf } from './studio-messages';

type Props = {
  tenantId: number;
  /** The course asked to go, or null while nothing is asked. */
  course: StudioCourse | null;
  onClose: () => void;
  /** After the course went: the panel puts the focus back somewhere that still exists. */
  onDeleted: () => void;
};

/**
 * Deleting a course (docs/course-studio.md "Deleting"): a draft goes with its modules, lessons,
 * materials and the students' progress, once EXCLUIR is typed; a published course cannot go (the
 * server answers 409), and the dialog says why and where to unpublish it instead.
 */
export function DeleteCourseModal({ tenantId, course, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const remove = useDeleteCourse(tenantId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };

  if (course?.published) return <PublishedCourse course={course} onClose={close} />;

  const confirm = () => {
    if (!course) return;
    setRefusal(null);
    remove.mutate(course.id, {
      onSuccess: () => {
        showSuccess(t('studio.courses.deleted', { title: course.title }));
        close();
        onDeleted();
      },
      // A 409 (published meanwhile) or any other refusal stays in the dialog, in the server's words.
      onError: (error) => setRefusal(failureOf(error)),
    });
  };

  return (
    <ConfirmModal
      opened={course !== null}
      title={t('studio.courses.deleteTitle')}
      text={
        course && (
          // Inside the dialog's paragraph: spans only.
          <>
            {t('studio.courses.deleteText', {
              title: course.title,
              modules: t('studio.courses.modulesCount', { count: course.modules_count }),
              lessons: t('studio.courses.lessonsCount', { count: course.lessons_count }),
            })}
            <RefusalText refusal={refusal} />
          </>
        )
      }
      prompt={t('studio.deletePrompt', { word: DELETE_CONFIRM_WORD })}
      confirm={t('studio.courses.deleteConfirm')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={close}
    />
  );
}

function PublishedCourse({ course, onClose }: { course: StudioCourse; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('studio.courses.deleteTitle')}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('studio.courses.publishedNoDelete', { title: course.title })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button component={Link} to={courseEditorPath(course.id)} data-autofocus>
            {t('studio.courses.openToUnpublish')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
