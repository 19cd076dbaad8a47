import { moduleUpdateBody, type StudioModule } from '@trilha/shared/studio/schemas';
import { useTranslation } from 'react-i18next';
import { CoverField } from '../CoverField';
import type { OutlineSaves } from './use-outline-saves';
import { DescriptionField, ItemDrawer, PublishedSwitch } from './PanelFields';
import { ReleaseFields } from './ReleaseFields';
import { TitleInput } from './TitleInput';

type Props = {
  tenantId: number;
  courseId: number;
  module: StudioModule | undefined;
  saves: OutlineSaves;
  onClose: () => void;
  onDelete: (module: StudioModule) => void;
};

/** A module's panel: title, published, cover, description and drip release, each saved as it changes. */
export function ModulePanel({ tenantId, courseId, module, saves, onClose, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <ItemDrawer
      opened={module !== undefined}
      title={module ? t('studio.module.panelTitle', { title: module.title }) : ''}
      onClose={onClose}
      deleteLabel={t('studio.outline.deleteModule')}
      onDelete={() => module && onDelete(module)}
    >
      {/* Keyed by module: another module's panel starts from its own values, the rich text included. */}
      {module && <ModuleFields key={module.id} tenantId={tenantId} courseId={courseId} module={module} saves={saves} />}
    </ItemDrawer>
  );
}

function ModuleFields({
  tenantId,
  courseId,
  module,
  saves,
}: {
  tenantId: number;
  courseId: number;
  module: StudioModule;
  saves: OutlineSaves;
}) {
  const { t } = useTranslation();
  const save = (part: string, fields: Parameters<OutlineSaves['module']>[2]) => void saves.module(module.id, part, fields);
  return (
    <>
      <TitleInput
        value={module.title}
        label={t('studio.module.title')}
        schema={moduleUpdateBody}
        onSave={(title) => save('title', { title })}
      />
      <PublishedSwitch
        label={t('studio.module.published')}
        hint={t('studio.module.publishedHint')}
        checked={module.published}
        onSave={(published) => save('published', { published })}
      />
      <CoverField
        tenantId={tenantId}
        courseId={courseId}
        owner={{ kind: 'module', moduleId: module.id }}
        url={module.cover_url}
        label={t('studio.module.cover')}
        testId="module-cover"
      />
      <DescriptionField
        label={t('studio.module.description')}
        hint={t('studio.module.descriptionHint')}
        html={module.description}
        schema={moduleUpdateBody}
        onSave={(description) => save('description', { description })}
      />
      <ReleaseFields
        label={t('studio.module.whose')}
        value={{ release_after_days: module.release_after_days, release_at: module.release_at }}
        schema={moduleUpdateBody}
        onSave={(release) => save('release', release)}
      />
    </>
  );
}
