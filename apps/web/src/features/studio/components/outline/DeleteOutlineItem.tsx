import { DELETE_CONFIRM_WORD } from '@trilha/shared/platform/confirm';
import type { StudioLesson, StudioModule } from '@trilha/shared/studio/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../components/ConfirmModal';
import { showSuccess } from '../../../../lib/toast';
import { useDeleteLesson } from '../../api/delete-lesson';
import { useDeleteModule } from '../../api/delete-module';
import { RefusalText } from '../RefusalText';
import { failureOf } from '../studio-messages';

export type OutlineDeletion = { kind: 'module'; item: StudioModule } | { kind: 'lesson'; item: StudioLesson };

type Props = {
  tenantId: number;
  courseId: number;
  deleting: OutlineDeletion | null;
  onClose: () => void;
  onDeleted: (gone: OutlineDeletion) => void;
};

/**
 * The confirmation before a module or lesson goes, naming what goes with it (docs/course-studio.md
 * "Deleting": lessons, materials, comments, likes, the students' progress); EXCLUIR typed first.
 * A refusal stays in the dialog, in the server's words.
 */
export function DeleteOutlineItem({ tenantId, courseId, deleting, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const removeModule = useDeleteModule(tenantId, courseId);
  const removeLesson = useDeleteLesson(tenantId, courseId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };

  const confirm = () => {
    if (!deleting) return;
    setRefusal(null);
    const outcome = {
      onSuccess: () => {
        showSuccess(t(`studio.outline.deleted.${deleting.kind}`, { title: deleting.item.title }));
        close();
        onDeleted(deleting);
      },
      onError: (error: unknown) => setRefusal(failureOf(error)),
    };
    if (deleting.kind === 'module') removeModule.mutate(deleting.item.id, outcome);
    else removeLesson.mutate(deleting.item.id, outcome);
  };

  const text =
    deleting?.kind === 'module'
      ? t('studio.outline.deleteModuleText', {
          title: deleting.item.title,
          lessons: t('studio.courses.lessonsCount', { count: deleting.item.lessons.length }),
        })
      : deleting
        ? t('studio.outline.deleteLessonText', { title: deleting.item.title })
        : null;

  return (
    <ConfirmModal
      opened={deleting !== null}
      title={deleting?.kind === 'module' ? t('studio.outline.deleteModule') : t('studio.outline.deleteLesson')}
      text={
        // Inside the dialog's paragraph: spans only.
        <>
          {text}
          <RefusalText refusal={refusal} />
        </>
      }
      prompt={t('studio.deletePrompt', { word: DELETE_CONFIRM_WORD })}
      confirm={deleting?.kind === 'module' ? t('studio.outline.deleteModule') : t('studio.outline.deleteLesson')}
      pending={removeModule.isPending || removeLesson.isPending}
      onConfirm={confirm}
      onClose={close}
      // Above the module's or lesson's panel it may open from.
      zIndex={400}
    />
  );
}
