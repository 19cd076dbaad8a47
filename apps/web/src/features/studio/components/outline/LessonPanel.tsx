import { Anchor, Group } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { lessonUpdateBody, type StudioLesson } from '@trilha/shared/studio/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { studentLessonPath } from '../studio-routes';
import { MaterialsField } from './MaterialsField';
import type { OutlineSaves } from './use-outline-saves';
import { DescriptionField, EmbedField, ItemDrawer, PublishedSwitch } from './PanelFields';
import { ReleaseFields } from './ReleaseFields';
import { TitleInput } from './TitleInput';
import { VideoField } from './VideoField';

type Props = {
  tenantId: number;
  courseId: number;
  lesson: StudioLesson | undefined;
  saves: OutlineSaves;
  onClose: () => void;
  onDelete: (lesson: StudioLesson) => void;
};

/** A lesson's panel: every field saved as it changes (lessonUpdateBody checks each before it goes). */
export function LessonPanel({ tenantId, courseId, lesson, saves, onClose, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <ItemDrawer
      opened={lesson !== undefined}
      title={lesson ? t('studio.lesson.panelTitle', { title: lesson.title }) : ''}
      onClose={onClose}
      deleteLabel={t('studio.outline.deleteLesson')}
      onDelete={() => lesson && onDelete(lesson)}
    >
      {/* Keyed by lesson: another lesson's panel starts from its own values, the rich text included. */}
      {lesson && <LessonFields key={lesson.id} tenantId={tenantId} courseId={courseId} lesson={lesson} saves={saves} />}
    </ItemDrawer>
  );
}

type FieldsProps = { tenantId: number; courseId: number; lesson: StudioLesson; saves: OutlineSaves };

function LessonFields({ tenantId, courseId, lesson, saves }: FieldsProps) {
  const { t } = useTranslation();
  const save = (part: string, fields: Parameters<OutlineSaves['lesson']>[2]) => void saves.lesson(lesson.id, part, fields);
  return (
    <>
      {/* The student's page, in this tab: staff see a draft there too. */}
      <Anchor component={Link} to={studentLessonPath(courseId, lesson.id)} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconEye size={16} aria-hidden />
          {t('studio.preview.lesson')}
        </Group>
      </Anchor>
      <TitleInput
        value={lesson.title}
        label={t('studio.lesson.title')}
        schema={lessonUpdateBody}
        onSave={(title) => save('title', { title })}
      />
      <PublishedSwitch
        label={t('studio.lesson.published')}
        hint={t('studio.lesson.publishedHint')}
        checked={lesson.published}
        onSave={(published) => save('published', { published })}
      />
      <EmbedField value={lesson.embed_url} schema={lessonUpdateBody} onSave={(embed_url) => save('embed', { embed_url })} />
      <VideoField tenantId={tenantId} courseId={courseId} lessonId={lesson.id} />
      <MaterialsField tenantId={tenantId} courseId={courseId} lessonId={lesson.id} />
      <DescriptionField
        label={t('studio.lesson.description')}
        hint={t('studio.lesson.descriptionHint')}
        html={lesson.description}
        schema={lessonUpdateBody}
        onSave={(description) => save('description', { description })}
      />
      <ReleaseFields
        label={t('studio.lesson.whose')}
        value={{ release_after_days: lesson.release_after_days, release_at: lesson.release_at }}
        schema={lessonUpdateBody}
        onSave={(release) => save('release', release)}
      />
    </>
  );
}
