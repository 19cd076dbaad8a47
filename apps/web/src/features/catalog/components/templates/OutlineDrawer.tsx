import { Button, Drawer } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import type { CourseDetailReply } from '@trilha/shared/catalog/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LessonOutline } from '../LessonOutline';

type Props = { course: CourseDetailReply | undefined; currentLessonId: number; fullWidth?: boolean };

/** Templates 2 and 3 keep the course outline in a drawer, opened by "Conteúdo do curso"; picking a lesson closes it. */
export function OutlineDrawer({ course, currentLessonId, fullWidth }: Props) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconListDetails size={18} aria-hidden />}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={() => setOpened(true)}
        fullWidth={fullWidth}
      >
        {t('lesson.outline')}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('lesson.outline')}
        position="right"
        size="md"
        closeButtonProps={{ 'aria-label': t('common.close') }}
        styles={{ title: { fontWeight: 700 } }}
      >
        <LessonOutline course={course} currentLessonId={currentLessonId} framed={false} onNavigate={() => setOpened(false)} />
      </Drawer>
    </>
  );
}
