import { Select, Switch } from '@mantine/core';
import { LESSON_TEMPLATES, lessonTemplate, type TemplateSettings } from '@trilha/shared/lesson-page/schemas';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SectionForm, useSectionForm } from '../../../../components/SectionForm';
import { SectionLoader } from '../../../../components/SectionLoader';
import { showError, showSuccess } from '../../../../lib/toast';
import { useTemplateSettings } from '../api/get-template-settings';
import { useToggleComments } from '../api/toggle-comments';
import { useUpdateTemplate } from '../api/update-template';
import { lessonMessage, lessonText } from './lesson-messages';
import { TemplatePreview } from './TemplatePreview';

const templateForm = z.object({ theme_classes: lessonTemplate });

/** Spec 001 §2 "General lesson settings": the template select with its preview, the comments switch, Save. */
export function GeneralSettings({ tenantId }: { tenantId: number }) {
  const settings = useTemplateSettings(tenantId);
  const failed = settings.isError;
  useEffect(() => {
    // Spec 001 §8: 'Erro ao carregar o status'.
    if (failed) showError(null, lessonText('statusLoadFailed'));
  }, [failed]);
  return (
    <SectionLoader query={settings} failed={lessonText('statusLoadFailed')}>
      {(loaded) => <GeneralForm tenantId={tenantId} settings={loaded} />}
    </SectionLoader>
  );
}

function GeneralForm({ tenantId, settings }: { tenantId: number; settings: TemplateSettings }) {
  const { t } = useTranslation();
  const form = useSectionForm(templateForm, { theme_classes: settings.theme_classes });
  const template = useWatch({ control: form.control, name: 'theme_classes' });
  const save = useUpdateTemplate(tenantId);
  const comments = useToggleComments(tenantId);

  const submit = (values: z.output<typeof templateForm>) =>
    save.mutate(values.theme_classes, {
      onSuccess: () => {
        showSuccess(lessonText('templateChanged'));
        form.reset(values);
      },
      onError: () => showError(null, lessonText('templateFailed')),
    });

  const toggle = (on: boolean) =>
    comments.mutate(on, {
      onSuccess: () => showSuccess(lessonText('commentsUpdated')),
      onError: () => showError(null, lessonText('actionFailed')),
    });
  // While the switch saves it shows the value being sent.
  const commentsOn = comments.isPending ? comments.variables : settings.comment === 1;

  return (
    <SectionForm form={form} onSubmit={submit} saving={save.isPending}>
      <Controller
        control={form.control}
        name="theme_classes"
        render={({ field, fieldState }) => (
          <Select
            label={t('lessonPage.general.template')}
            description={t('lessonPage.general.templateHint')}
            data={LESSON_TEMPLATES.map((n) => ({ value: String(n), label: t(`lessonPage.general.templates.${n}`) }))}
            value={String(field.value)}
            onChange={(next) => next && field.onChange(Number(next))}
            onBlur={field.onBlur}
            allowDeselect={false}
            checkIconPosition="right"
            comboboxProps={{ zIndex: 300 }}
            error={lessonMessage(fieldState.error?.message)}
          />
        )}
      />
      <TemplatePreview template={template} />
      <Switch
        label={t('lessonPage.general.comments')}
        description={t('lessonPage.general.commentsHint')}
        checked={commentsOn}
        disabled={comments.isPending}
        onChange={(e) => toggle(e.currentTarget.checked)}
      />
    </SectionForm>
  );
}
