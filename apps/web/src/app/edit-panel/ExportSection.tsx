import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionLoading } from '../../components/SectionLoader';
import { ExportPanel } from '../../features/schools/components/ExportPanel';
import { useMe } from '../../lib/session';

/**
 * "Exportar escola": the schools feature's archive of the whole school. Only the owner may export
 * (the server answers 403 to anyone else), so an administrator reads why instead of a button.
 */
export function ExportSection() {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <SectionLoading />;
  const owner = me.data?.roles.some(({ role }) => role.slug === 'owner') ?? false;
  if (!owner) {
    return (
      <Text size="sm" role="note">
        {t('schools.messages.exportOwnerOnly')}
      </Text>
    );
  }
  return <ExportPanel />;
}
