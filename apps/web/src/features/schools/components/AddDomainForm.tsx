import { Button, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { addDomainBody, SCHOOL_DOMAINS_MAX } from '@trilha/shared/schools/schemas';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSectionForm } from '../../../components/SectionForm';
import { applyServerIssues } from '../../../lib/server-issues';
import { showSuccess } from '../../../lib/toast';
import { useAddDomain } from '../api/add-domain';
import { failureOf, schoolMessage } from './school-messages';

type Props = { tenantId: number; count: number };

/**
 * A new host name for the school, checked by the schema the route checks with. Every refusal
 * (a host taken, this server's own, the eleventh) is said under the field, in the server's words.
 */
export function AddDomainForm({ tenantId, count }: Props) {
  const { t } = useTranslation();
  const add = useAddDomain(tenantId);
  const form = useSectionForm(addDomainBody, { host: '' });

  const submit = ({ host }: z.output<typeof addDomainBody>) =>
    add.mutate(host, {
      onSuccess: () => {
        form.reset({ host: '' });
        showSuccess(t('schools.domains.added'));
      },
      onError: (error) => {
        const { placed } = applyServerIssues(form, error, {
          fields: ['host'],
          message: (text) => schoolMessage(text) ?? text,
          shouldFocus: true,
        });
        if (placed.length === 0) form.setError('host', { type: 'server', message: failureOf(error) }, { shouldFocus: true });
      },
    });

  return (
    <form onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate>
      <Stack gap="xs">
        <TextInput
          label={t('schools.domains.host')}
          description={t('schools.domains.hostHint', { max: SCHOOL_DOMAINS_MAX, count })}
          placeholder={t('schools.domains.hostPlaceholder')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={schoolMessage(form.formState.errors.host?.message)}
          {...form.register('host')}
        />
        <Button type="submit" variant="light" loading={add.isPending} leftSection={<IconPlus size={18} aria-hidden />} w="fit-content">
          {t('schools.domains.add')}
        </Button>
      </Stack>
    </form>
  );
}
