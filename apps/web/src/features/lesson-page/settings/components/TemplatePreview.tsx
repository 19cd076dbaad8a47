import { Text } from '@mantine/core';
import type { LessonTemplate } from '@trilha/shared/lesson-page/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './TemplatePreview.module.css';

/** Spec 001 §2: a preview image per template (screenshots of our own templates, made by a script). */
export function TemplatePreview({ template }: { template: LessonTemplate }) {
  const { t } = useTranslation();
  // Remembered per template, so choosing another one tries its picture again.
  const [missing, setMissing] = useState<Partial<Record<LessonTemplate, boolean>>>({});
  const name = t(`lessonPage.general.templates.${template}`);
  const about = t(`lessonPage.general.about.${template}`);
  return (
    <figure className={classes.frame} style={{ margin: 0 }} data-testid="template-preview">
      {missing[template] ? (
        <div className={classes.fallback}>
          <Text size="sm">{about}</Text>
        </div>
      ) : (
        <img
          key={template}
          className={classes.image}
          src={`/lesson-templates/${template}.webp`}
          alt={t('lessonPage.general.previewAlt', { name, about })}
          width={1280}
          height={800}
          onError={() => setMissing((m) => ({ ...m, [template]: true }))}
        />
      )}
    </figure>
  );
}
