import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { createSchoolBody, SCHOOL_NAME_MAX, type CreateSchoolBody } from '@trilha/shared/schools/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionForm } from '../../../components/SectionForm';
import { applyServerIssues } from '../../../lib/server-issues';
import { showError, showSuccess } from '../../../lib/toast';
import { useCreateSchool } from '../api/create-school';
import { failureOf, schoolMessage } from './school-messages';

const FIELDS = ['name', 'host', 'owner_email'] as const;
const BLANK: CreateSchoolBody = { name: '', host: '', owner_email: '' };

/**
 * "Nova escola": its name, the first host it answers on and its owner's e-mail, checked by the
 * schema the route checks with. Once made, the owner has been e-mailed a sign-in link, and the
 * fields are blank again for the next one.
 */
export function NewSchoolForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const create = useCreateSchool();
  const form = useSectionForm(createSchoolBody, BLANK);
  const { errors } = form.formState;
  const message = (field: (typeof FIELDS)[number]) => schoolMessage(errors[field]?.message);

  const submit = (values: CreateSchoolBody) =>
    create.mutate(values, {
      onSuccess: () => {
        showSuccess(t('schools.messages.created'));
        form.reset(BLANK);
      },
      onError: (error) => {
        const { placed } = applyServerIssues(form, error, {
          fields: FIELDS,
          message: (text) => schoolMessage(text) ?? text,
          shouldFocus: true,
        });
        if (placed.length === 0) showError(null, failureOf(error));
      },
    });

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={titleId}>
      <form onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {t('schools.create.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('schools.create.hint')}
          </Text>
          <TextInput
            label={t('schools.create.name')}
            withAsterisk
            maxLength={SCHOOL_NAME_MAX}
            autoComplete="off"
            error={message('name')}
            {...form.register('name')}
          />
          <TextInput
            label={t('schools.create.host')}
            description={t('schools.create.hostHint')}
            placeholder={t('schools.create.hostPlaceholder')}
            withAsterisk
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            error={message('host')}
            {...form.register('host')}
          />
          <TextInput
            type="email"
            inputMode="email"
            label={t('schools.create.ownerEmail')}
            placeholder={t('schools.create.ownerEmailPlaceholder')}
            withAsterisk
            autoComplete="off"
            error={message('owner_email')}
            {...form.register('owner_email')}
          />
          <Button
            type="submit"
            loading={create.isPending}
            leftSection={<IconPlus size={18} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('schools.create.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
