import { Stack, Text } from '@mantine/core';
import type { SchoolDomain } from '@trilha/shared/schools/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { SectionLoader } from '../../../components/SectionLoader';
import { showError, showSuccess } from '../../../lib/toast';
import { useDomains } from '../api/get-domains';
import { useRemoveDomain } from '../api/remove-domain';
import { AddDomainForm } from './AddDomainForm';
import { DomainCard } from './DomainCard';
import { RedirectSwitch } from './RedirectSwitch';
import { failureOf } from './school-messages';

/**
 * The edit panel's "Domínios" (docs/schools.md), for the owner and administrators: the host names
 * the school answers on, a new one with the DNS records that prove and route it, its check, and
 * removal (the server keeps the last verified one and says so), and moving every page to the primary.
 */
export function DomainsPanel({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const domains = useDomains(tenantId);
  const remove = useRemoveDomain(tenantId);
  const [removing, setRemoving] = useState<SchoolDomain | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => showSuccess(t('schools.domains.removed')),
      // A 409 (the last verified host) says why in the server's words.
      onError: (error) => showError(null, failureOf(error)),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('schools.domains.intro')}
      </Text>
      <SectionLoader query={domains} failed={t('schools.domains.loadFailed')}>
        {({ data, target, redirect_to_primary }) => (
          <Stack gap="lg">
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('schools.domains.listLabel')}>
              {data.map((domain) => (
                <DomainCard key={domain.id} tenantId={tenantId} domain={domain} target={target} onRemove={() => setRemoving(domain)} />
              ))}
            </Stack>
            <AddDomainForm tenantId={tenantId} count={data.length} />
            <RedirectSwitch tenantId={tenantId} domains={data} on={redirect_to_primary} />
          </Stack>
        )}
      </SectionLoader>
      <ConfirmModal
        opened={removing !== null}
        title={t('schools.domains.removeTitle')}
        text={removing && t('schools.domains.removeText', { host: removing.host })}
        confirm={t('schools.domains.remove')}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
