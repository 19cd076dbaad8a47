import { ActionIcon, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { STUDIO_MATERIAL_MAX_BYTES, STUDIO_MATERIALS_MAX } from '@trilha/shared/studio/constants';
import type { StudioMaterial } from '@trilha/shared/studio/media-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../components/ConfirmModal';
import { MaterialIcon } from '../../../../components/MaterialIcon';
import { SectionLoader } from '../../../../components/SectionLoader';
import { UploadField } from '../../../../components/UploadField';
import { useAddMaterial } from '../../api/add-material';
import { useLessonDetail } from '../../api/get-lesson';
import { useRemoveMaterial } from '../../api/remove-material';
import { failureOf } from '../studio-messages';
import { formatBytes } from './media-format';

type Props = { tenantId: number; courseId: number; lessonId: number };

/** What the server takes (docs/course-studio.md "Materials"; it tells the type from the bytes): offered by the picker, checked before sending. */
const ACCEPTED = ['pdf', 'doc', 'docx', 'txt', 'xls', 'xlsx', 'ppt', 'pptx', 'zip'];
const ACCEPT = ACCEPTED.map((ext) => `.${ext}`).join(',');
const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** A lesson's materials (docs/course-studio.md "Materials"): the list with downloads, add with progress, remove after a confirmation. */
export function MaterialsField({ tenantId, courseId, lessonId }: Props) {
  const { t } = useTranslation();
  const query = useLessonDetail(tenantId, lessonId);
  return (
    <SectionLoader query={query} failed={t('studio.materials.loadFailed')} placeholder={<Skeleton height={96} radius="md" />}>
      {(lesson) => <Materials tenantId={tenantId} courseId={courseId} lessonId={lessonId} materials={lesson.materials} />}
    </SectionLoader>
  );
}

function Materials({ tenantId, courseId, lessonId, materials }: Props & { materials: StudioMaterial[] }) {
  const { t, i18n } = useTranslation();
  const add = useAddMaterial(tenantId, courseId, lessonId);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<StudioMaterial | null>(null);
  const full = materials.length >= STUDIO_MATERIALS_MAX;

  // Checked here first so a 50 MB refusal costs no upload; the server checks again, from the bytes.
  const choose = (file: File): string | null => {
    setError(null);
    if (full) return t('studio.messages.materialsFull');
    if (!ACCEPTED.includes(extensionOf(file.name))) return t('studio.messages.materialType');
    if (file.size > STUDIO_MATERIAL_MAX_BYTES) return t('studio.messages.materialTooLarge');
    add.mutate(file, { onError: (failure) => setError(failureOf(failure)) });
    return null;
  };

  return (
    <>
      <UploadField
        label={t('studio.materials.label')}
        testId="lesson-materials"
        preview={
          <Stack gap={6}>
            <Text size="xs" c={full ? 'yellow.4' : 'dimmed'} data-testid="materials-count">
              {t('studio.materials.count', { count: materials.length, max: STUDIO_MATERIALS_MAX })}
              {full && ` · ${t('studio.messages.materialsFull')}`}
            </Text>
            {materials.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('studio.materials.empty')}
              </Text>
            ) : (
              <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('studio.materials.listLabel')}>
                {materials.map((material) => (
                  <MaterialRow key={material.id} material={material} onRemove={() => setRemoving(material)} />
                ))}
              </Stack>
            )}
          </Stack>
        }
        progress={
          add.progress === null ? null : { value: add.progress, label: t('studio.materials.sending', { name: add.variables?.name ?? '' }) }
        }
        hint={t('studio.materials.hint', { max: formatBytes(STUDIO_MATERIAL_MAX_BYTES, i18n.language) })}
        accept={ACCEPT}
        action={t('studio.materials.add')}
        onFile={choose}
        error={error}
        busy={add.isPending || full}
      />
      <RemoveMaterial tenantId={tenantId} courseId={courseId} lessonId={lessonId} material={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

function MaterialRow({ material, onRemove }: { material: StudioMaterial; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Group component="li" gap="xs" wrap="nowrap" data-material-id={material.id}>
      <MaterialIcon name={material.name} size={18} style={{ flexShrink: 0 }} />
      <Text size="sm" truncate="end" miw={0} style={{ flex: 1 }}>
        {material.name}
      </Text>
      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
        {formatBytes(material.size, i18n.language)}
      </Text>
      <ActionIcon
        component="a"
        href={material.url}
        download={material.name}
        variant="subtle"
        aria-label={t('studio.materials.download', { name: material.name })}
      >
        <IconDownload size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={t('studio.materials.remove', { name: material.name })}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

type RemoveProps = Props & { material: StudioMaterial | null; onClose: () => void };

/** One click more, no word to type: a material is put back as easily. A refusal stays in the dialog. */
function RemoveMaterial({ tenantId, courseId, lessonId, material, onClose }: RemoveProps) {
  const { t } = useTranslation();
  const remove = useRemoveMaterial(tenantId, courseId, lessonId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = () => {
    if (!material) return;
    setRefusal(null);
    remove.mutate(material.id, { onSuccess: close, onError: (failure) => setRefusal(failureOf(failure)) });
  };
  return (
    <ConfirmModal
      opened={material !== null}
      title={t('studio.materials.removeTitle')}
      text={
        // Inside the dialog's paragraph: spans only.
        <>
          {material && t('studio.materials.removeText', { name: material.name })}
          {refusal && (
            <Text component="span" display="block" mt="sm" size="sm" c="red.4" fw={600} role="alert">
              {refusal}
            </Text>
          )}
        </>
      }
      confirm={t('studio.materials.removeConfirm')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={close}
      // Above the lesson's panel it opens from.
      zIndex={400}
    />
  );
}
