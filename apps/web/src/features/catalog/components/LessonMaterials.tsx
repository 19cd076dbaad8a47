import { Text, ThemeIcon, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { LessonDetailReply } from '@trilha/shared/catalog/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSize } from '../../../lib/file-size';
import { MaterialIcon } from '../../../components/MaterialIcon';
import classes from './LessonPage.module.css';

/**
 * The lesson's documents to download, under its description: each a link to the catalog's route,
 * which checks the reader and sends it as an attachment. Nothing while locked (the server sends none).
 */
export function LessonMaterials({ lesson }: { lesson: LessonDetailReply['lesson'] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  if (lesson.locked || lesson.materials.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {t('lesson.materials.title')}
      </Title>
      <ul className={classes.materials}>
        {lesson.materials.map((material) => {
          const size = fileSize(material.size, i18n.language);
          return (
            <li key={material.id}>
              <a
                className={classes.material}
                href={material.url}
                download={material.name}
                aria-label={t('lesson.materials.downloadLabel', { name: material.name, size })}
                title={material.name}
              >
                <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                  <MaterialIcon name={material.name} size={22} />
                </ThemeIcon>
                <span className={classes.materialText}>
                  <Text component="span" size="sm" fw={600} lineClamp={2} className={classes.materialName}>
                    {material.name}
                  </Text>
                  <Text component="span" size="xs" c="dimmed">
                    {size}
                  </Text>
                </span>
                <span className={classes.materialAction} aria-hidden>
                  <IconDownload size={18} />
                  <span className={classes.materialActionText}>{t('lesson.materials.download')}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
