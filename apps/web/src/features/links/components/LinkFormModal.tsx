import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { linkBody, stripScheme, type CustomLink, type LinkBody, type LinkBodyInput } from '@trilha/shared/links/schemas';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/client';
import { showError, showSuccess } from '../../../lib/toast';
import { useCreateLink } from '../api/create-link';
import { useUpdateLink } from '../api/update-link';
import { linkMessageKey } from './link-messages';

type Props = {
  tenantId: number;
  /** The link being edited; absent when creating. */
  link: CustomLink | null;
  opened: boolean;
  onClose: () => void;
};

/** Spec 002 "Custom link": title and url, blank fields refused, a leading http(s):// stripped. */
export function LinkFormModal({ tenantId, link, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(link ? 'links.editTitle' : 'links.createTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted per opening, so the fields start from the link (or empty) each time. */}
      {opened && <LinkForm tenantId={tenantId} link={link} onDone={onClose} />}
    </Modal>
  );
}

function LinkForm({ tenantId, link, onDone }: { tenantId: number; link: CustomLink | null; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateLink(tenantId);
  const update = useUpdateLink(tenantId);
  const saving = create.isPending || update.isPending;
  const form = useForm<LinkBodyInput, unknown, LinkBody>({
    resolver: zodResolver(linkBody),
    defaultValues: { link_title: link?.title ?? '', link_url: link?.url ?? '', tenant_id: tenantId },
  });
  const url = useWatch({ control: form.control, name: 'link_url' }) ?? '';
  const stripped = stripScheme(url);
  const { errors } = form.formState;
  const message = (text: string | undefined) => (text ? t(linkMessageKey(text) ?? text) : undefined);

  const submit = form.handleSubmit((body) => {
    const done = (text: string) => () => {
      showSuccess(t(text));
      onDone();
    };
    const failed = (error: Error) => {
      for (const issue of error instanceof ApiError ? (error.issues ?? []) : []) {
        const field = issue.path.replace(/^body\./, '') as FieldPath<LinkBodyInput>;
        if (field === 'link_title' || field === 'link_url') form.setError(field, { type: 'server', message: issue.message });
      }
      // Spec 002 §8: the server's message, else "Falha ao criar novo link".
      const known = error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : '';
      showError(known ? t(linkMessageKey(known) ?? known) : t('links.createFailed'));
    };
    if (link) update.mutate({ id: link.id, body }, { onSuccess: done('links.updated'), onError: failed });
    else create.mutate(body, { onSuccess: done('links.created'), onError: failed });
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('links.title')}
          placeholder={t('links.titlePlaceholder')}
          withAsterisk
          data-autofocus
          error={message(errors.link_title?.message)}
          {...form.register('link_title')}
        />
        <TextInput
          label={t('links.url')}
          placeholder={t('links.urlPlaceholder')}
          withAsterisk
          description={t('links.urlHint')}
          inputMode="url"
          error={message(errors.link_url?.message)}
          {...form.register('link_url')}
        />
        {stripped !== url.trim() && stripped !== '' && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('links.savedAs', { url: stripped })}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('links.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('links.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
