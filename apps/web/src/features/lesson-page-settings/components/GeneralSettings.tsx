import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Loader, Select, Stack, Switch, Text } from '@mantine/core';
import { LESSON_TEMPLATES, lessonTemplate, type TemplateSettings } from '@trilha/shared/lesson-page/schemas';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SaveBar } from '../../../components/SaveBar';
import { showError, showSuccess } from '../../../lib/toast';
import { useTemplateSettings } from '../api/get-template-settings';
import { useToggleComments } from '../api/toggle-comments';
import { useUpdateTemplate } from '../api/update-template';
import { lessonMessage, lessonText } from './lesson-messages';
import { TemplatePreview } from './TemplatePreview';

const templateForm = z.object({ theme_classes: lessonTemplate });
type TemplateForm = z.infer<typeof templateForm>;

/** Spec 001 §2 "General lesson settings": the template select with its preview, the comments switch, Save. */
export function GeneralSettings({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const settings = useTemplateSettings(tenantId);
  const failed = settings.isError;
  useEffect(() => {
    // Spec 001 §8: 'Erro ao carregar o status'.
    if (failed) showError(null, lessonText('statusLoadFailed'));
  }, [failed]);
  if (settings.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!settings.data) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{lessonText('statusLoadFailed')}</Text>
          <Button size="xs" variant="default" onClick={() => void settings.refetch()}>
            {t('lessonPage.general.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <GeneralForm tenantId={tenantId} settings={settings.data} />;
}

function GeneralForm({ tenantId, settings }: { tenantId: number; settings: TemplateSettings }) {
  const { t } = useTranslation();
  const form = useForm<TemplateForm>({ resolver: zodResolver(templateForm), defaultValues: { theme_classes: settings.theme_classes } });
  const template = useWatch({ control: form.control, name: 'theme_classes' });
  const save = useUpdateTemplate(tenantId);
  const comments = useToggleComments(tenantId);

  const submit = form.handleSubmit((values) =>
    save.mutate(values.theme_classes, {
      onSuccess: () => {
        showSuccess(lessonText('templateChanged'));
        form.reset(values);
      },
      onError: () => showError(null, lessonText('templateFailed')),
    }),
  );

  const toggle = (on: boolean) =>
    comments.mutate(on, {
      onSuccess: () => showSuccess(lessonText('commentsUpdated')),
      onError: () => showError(null, lessonText('actionFailed')),
    });
  // While the switch saves it shows the value being sent.
  const commentsOn = comments.isPending ? comments.variables : settings.comment === 1;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="lg">
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
        <SaveBar dirty={form.formState.isDirty} saving={save.isPending} />
      </Stack>
    </form>
  );
}
