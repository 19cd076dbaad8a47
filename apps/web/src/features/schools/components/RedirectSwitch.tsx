import { Alert, Stack, Switch, Text } from '@mantine/core';
import type { SchoolDomain } from '@trilha/shared/schools/schemas';
import { useTranslation } from 'react-i18next';
import { useSetRedirectToPrimary } from '../api/set-redirect-to-primary';
import { failureOf } from './school-messages';

type Props = { tenantId: number; domains: SchoolDomain[]; on: boolean };

/**
 * "Redirecionar os outros endereços para o domínio principal" (docs/schools.md): pages asked on
 * the school's other hosts answer 301 on its primary. Without a verified primary there is nowhere
 * to send them, so the switch is off and says why (unless it is on, so it can still be turned off).
 */
export function RedirectSwitch({ tenantId, domains, on }: Props) {
  const { t } = useTranslation();
  const save = useSetRedirectToPrimary(tenantId);
  const primary = domains.find((domain) => domain.primary && domain.status === 'verified');
  const description = primary ? t('schools.domains.redirectHint', { host: primary.host }) : t('schools.domains.redirectNoPrimary');

  return (
    <Stack gap="xs">
      <Switch
        label={t('schools.domains.redirect')}
        // Mantine's label wraps the description too: the name is the label alone, the hint its description.
        aria-label={t('schools.domains.redirect')}
        description={description}
        checked={save.isPending ? save.variables : on}
        disabled={(!primary && !on) || save.isPending}
        onChange={(event) => {
          save.reset();
          save.mutate(event.currentTarget.checked);
        }}
      />
      {save.isError && (
        <Alert color="red" role="alert">
          <Text size="sm">{failureOf(save.error)}</Text>
        </Alert>
      )}
    </Stack>
  );
}
