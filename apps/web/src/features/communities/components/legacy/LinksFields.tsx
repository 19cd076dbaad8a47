import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { COMMUNITY_LINK_TITLE_MAX, COMMUNITY_URL_MAX, MAX_COMMUNITY_LINKS } from '@trilha/shared/communities/constants';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError, tooLong } from './field-errors';
import type { RecordValues } from './legacy-form';

/** The community's links (at most 10), each a title and an address. */
export function LinksFields() {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<RecordValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'links' });
  const errors = formState.errors.links;
  const full = fields.length >= MAX_COMMUNITY_LINKS;

  return (
    <>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('communities.legacy.links.empty')}
        </Text>
      )}
      {fields.map((field, index) => {
        const n = index + 1;
        const headingId = `legacy-link-${field.id}`;
        const rowErrors = errors?.[index];
        return (
          <Paper key={field.id} withBorder p="sm" radius="md" role="group" aria-labelledby={headingId}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text id={headingId} size="sm" fw={600}>
                  {t('communities.legacy.links.label', { n })}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => remove(index)}
                  aria-label={t('communities.legacy.links.remove', { n })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
              <TextInput
                label={t('communities.legacy.links.title')}
                withAsterisk
                autoComplete="off"
                error={fieldError(rowErrors?.title, t('communities.legacy.errors.linkTitle', { max: COMMUNITY_LINK_TITLE_MAX }))}
                {...register(`links.${index}.title`)}
              />
              <TextInput
                label={t('communities.legacy.links.url')}
                withAsterisk
                inputMode="url"
                autoComplete="off"
                placeholder="https://"
                error={fieldError(
                  rowErrors?.url,
                  rowErrors?.url?.type === 'too_big' ? tooLong(COMMUNITY_URL_MAX) : t('communities.legacy.errors.linkUrl'),
                )}
                {...register(`links.${index}.url`)}
              />
            </Stack>
          </Paper>
        );
      })}
      {errors?.root?.message || errors?.message ? (
        <Text size="sm" c="red" role="alert">
          {fieldError(errors.root ?? errors)}
        </Text>
      ) : null}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('communities.legacy.links.count', { count: fields.length, max: MAX_COMMUNITY_LINKS })}
        </Text>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={full}
          onClick={() => append({ title: '', url: '' })}
        >
          {t('communities.legacy.links.add')}
        </Button>
      </Group>
    </>
  );
}
