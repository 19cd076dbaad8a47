import { Alert, Badge, Button, Fieldset, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh, IconTrash } from '@tabler/icons-react';
import type { SchoolDomain } from '@trilha/shared/schools/schemas';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/CopyField';
import { showSuccess } from '../../../lib/toast';
import { useVerifyDomain } from '../api/verify-domain';
import { failureOf } from './school-messages';

type Props = {
  tenantId: number;
  domain: SchoolDomain;
  /** This server's host name, where the domain's CNAME points. */
  target: string;
  onRemove: () => void;
};

/**
 * One host name: its state, and while it is pending the two DNS records to create and "Verificar".
 * A failed check says in place what DNS had (nothing, another value, no answer), as the server wrote it.
 */
export function DomainCard({ tenantId, domain, target, onRemove }: Props) {
  const { t } = useTranslation();
  const verify = useVerifyDomain(tenantId);
  const pending = domain.status === 'pending';

  const check = () => verify.mutate(domain.id, { onSuccess: () => showSuccess(t('schools.messages.verified')) });

  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-domain={domain.host}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={6} miw={0}>
            <Text fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {domain.host}
            </Text>
            <Group gap={6}>
              <Badge color={pending ? 'yellow' : 'green'} variant="light" style={{ textTransform: 'none' }} data-field="status">
                {t(pending ? 'schools.domains.pending' : 'schools.domains.verified')}
              </Badge>
              {domain.primary && (
                <Badge color="blue" variant="light" style={{ textTransform: 'none' }} data-field="primary">
                  {t('schools.domains.primary')}
                </Badge>
              )}
            </Group>
          </Stack>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            style={{ flexShrink: 0 }}
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onRemove}
            aria-haspopup="dialog"
            aria-label={t('schools.domains.removeLabel', { host: domain.host })}
          >
            {t('schools.domains.remove')}
          </Button>
        </Group>
        {domain.primary && (
          <Text size="xs" c="dimmed">
            {t('schools.domains.primaryHint')}
          </Text>
        )}
        {pending && (
          <>
            <DnsRecords domain={domain} target={target} />
            {verify.isError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {failureOf(verify.error)}
                </Text>
              </Alert>
            )}
            <Button
              onClick={check}
              loading={verify.isPending}
              leftSection={<IconRefresh size={18} aria-hidden />}
              w="fit-content"
              aria-label={t('schools.domains.verifyLabel', { host: domain.host })}
            >
              {t('schools.domains.verify')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The TXT record that proves the domain is the school's, and the CNAME that brings it to this server. */
function DnsRecords({ domain, target }: { domain: SchoolDomain; target: string }) {
  const { t } = useTranslation();
  const copy = (what: string) => t('schools.domains.copy', { what });
  return (
    <Stack gap="sm">
      <Text size="sm">{t('schools.domains.records')}</Text>
      <Fieldset legend={t('schools.domains.txt')} variant="filled" radius="sm" p="sm">
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {t('schools.domains.txtHint')}
          </Text>
          <CopyField
            label={t('schools.domains.txtName')}
            value={domain.verification.name}
            copyLabel={copy(t('schools.domains.txtName'))}
            wrap
          />
          <CopyField
            label={t('schools.domains.txtValue')}
            value={domain.verification.value}
            copyLabel={copy(t('schools.domains.txtValue'))}
            wrap
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('schools.domains.cname')} variant="filled" radius="sm" p="sm">
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {t('schools.domains.cnameHint')}
          </Text>
          <CopyField label={t('schools.domains.cnameName')} value={domain.host} copyLabel={copy(t('schools.domains.cnameName'))} wrap />
          <CopyField label={t('schools.domains.cnameTarget')} value={target} copyLabel={copy(t('schools.domains.cnameTarget'))} wrap />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
