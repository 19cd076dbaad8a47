import { Group, Radio, Stack, Text } from '@mantine/core';
import type { CarouselBodyInput } from '@trilha/shared/carousels/schemas';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PickedItem } from './carousel-form';
import { useCarouselMessages } from './carousel-messages';
import { CoursePicker, ModulePicker } from './CourseModulePickers';
import { LessonPicker } from './LessonPickers';
import { SelectedItems } from './SelectedItems';

type Props = { tenantId: number; picked: PickedItem[]; onPickedChange: (next: PickedItem[]) => void };

/**
 * Tab 1 (spec 002 §4): type 1 picks courses; type 2 modules of one course or any modules; type 3
 * lessons of one module or any lessons. `custom` 0 + `type_content` record the course or module.
 */
export function ContentTab({ tenantId, picked, onPickedChange }: Props) {
  const { t } = useTranslation();
  const messages = useCarouselMessages();
  const form = useFormContext<CarouselBodyInput>();
  const [type, custom, source, cardType] = useWatch({ control: form.control, name: ['type', 'custom', 'type_content', 'card_type'] });
  const contentType = Number(type);
  const bySource = custom === 0;
  const sourceId = source === null || source === undefined ? null : Number(source);

  const setMode = (value: string) => {
    form.setValue('custom', value === 'custom' ? 1 : 0, { shouldDirty: true });
    form.setValue('type_content', null, { shouldDirty: true });
    // Items picked from anywhere may not belong to one course or module: that mode starts empty.
    if (value === 'source') onPickedChange([]);
  };
  const setSource = (id: number | null) => {
    if (id === sourceId) return;
    form.setValue('type_content', id, { shouldDirty: true });
    onPickedChange([]);
  };

  const modeRadios = (sourceLabel: string) => (
    <Radio.Group label={t('vitrine.modal.mode')} value={bySource ? 'source' : 'custom'} onChange={setMode}>
      <Group gap="lg" mt={6}>
        {/* Spec 002 §4: the choices stay off until the carousel has a card type. */}
        <Radio value="source" label={sourceLabel} disabled={!cardType} />
        <Radio value="custom" label={t('vitrine.modal.custom')} disabled={!cardType} />
      </Group>
    </Radio.Group>
  );

  return (
    <Stack gap="md">
      {contentType === 1 && <CoursePicker tenantId={tenantId} picked={picked} onPickedChange={onPickedChange} />}
      {contentType === 2 && (
        <>
          {modeRadios(t('vitrine.modal.byCourse'))}
          <ModulePicker
            tenantId={tenantId}
            courseId={bySource ? sourceId : undefined}
            onCourseChange={setSource}
            picked={picked}
            onPickedChange={onPickedChange}
          />
        </>
      )}
      {contentType === 3 && (
        <>
          {modeRadios(t('vitrine.modal.byModule'))}
          <LessonPicker
            tenantId={tenantId}
            moduleId={bySource ? sourceId : undefined}
            onModuleChange={setSource}
            picked={picked}
            onPickedChange={onPickedChange}
          />
        </>
      )}
      {![1, 2, 3].includes(contentType) && (
        <Text size="sm" c="dimmed">
          {t('vitrine.modal.pickTypeFirst')}
        </Text>
      )}
      <SelectedItems picked={picked} onPickedChange={onPickedChange} error={messages.translate(form.formState.errors.content?.message)} />
    </Stack>
  );
}
