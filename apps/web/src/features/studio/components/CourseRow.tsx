import { ActionIcon, Badge, Box, Group, Image, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconPencil, IconPhotoOff, IconTrash } from '@tabler/icons-react';
import type { StudioCourse } from '@trilha/shared/studio/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowMenu } from '../../../components/RowMenu';
import { courseEditorPath } from './studio-routes';

type Props = {
  course: StudioCourse;
  /** The titles of the products that open it, in the school's words. */
  products: string[];
  onDuplicate: () => void;
  onDelete: () => void;
};

/** What one course of the "Cursos" list says: cover, title, draft or published, counts, the products that open it, and its actions. */
export function CourseRowContent({ course, products, onDuplicate, onDelete }: Props) {
  const { t } = useTranslation();
  const { title } = course;
  const edit = t('studio.courses.edit', { title });
  return (
    <>
      <CourseThumb url={course.cover_url} />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
        <Group gap={6}>
          <PublishedBadge published={course.published} />
          <Text size="xs" c="dimmed">
            {t('studio.courses.modulesCount', { count: course.modules_count })} ·{' '}
            {t('studio.courses.lessonsCount', { count: course.lessons_count })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {products.length > 0 ? t('studio.courses.openedBy', { products: products.join(', ') }) : t('studio.courses.openedByNone')}
        </Text>
      </Stack>
      <Tooltip label={edit} withArrow zIndex={400} events={{ hover: true, focus: true, touch: false }}>
        <ActionIcon component={Link} to={courseEditorPath(course.id)} variant="subtle" color="gray" size="lg" aria-label={edit}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <RowMenu label={t('studio.courses.more', { title })}>
        <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={onDuplicate}>
          {t('studio.courses.duplicate')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          {t('studio.courses.delete')}
        </Menu.Item>
      </RowMenu>
    </>
  );
}

export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge size="xs" variant="light" color={published ? 'green' : 'gray'}>
      {published ? t('studio.published') : t('studio.draft')}
    </Badge>
  );
}

/** The course card's picture in small, at the card's ratio (16:9); decorative, the title names the course. */
function CourseThumb({ url }: { url: string | null }) {
  return (
    <Box
      w={64}
      style={{
        flexShrink: 0,
        aspectRatio: '16 / 9',
        borderRadius: 'var(--mantine-radius-sm)',
        background: 'var(--mantine-color-dark-7)',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      {url ? <Image src={url} alt="" w="100%" h="100%" fit="cover" /> : <IconPhotoOff size={16} aria-hidden />}
    </Box>
  );
}
