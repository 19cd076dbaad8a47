import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { linkBody, stripScheme, type CustomLink, type LinkBody, type LinkBodyInput } from '@trilha/shared/links/schemas';
import { useState, type SubmitEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../../../components/OptionSelect';
import { ApiError } from '../../../lib/api/client';
import { applyServerIssues } from '../../../lib/server-issues';
import { showError, showSuccess } from '../../../lib/toast';
import { useCreateLink } from '../api/create-link';
import { useCommunityOptions } from '../api/get-communities';
import { useUpdateLink } from '../api/update-link';
import { CommunityLinkPicker, communityIdIn, communityLink, LINK_MODES, type LinkMode } from './CommunityLinkPicker';
import { linkMessageKey } from './link-messages';

type Props = {
  tenantId: number;
  /** The link being edited; absent when creating. */
  link: CustomLink | null;
  opened: boolean;
  onClose: () => void;
};

/**
 * Spec 002 "Custom link": title and url, blank fields refused, a leading http(s):// stripped. Spec 002 §4:
 * in custom mode both are free; in community mode picking a community fills them and they turn read-only.
 */
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

  // A link to one of the school's communities opens in community mode with it picked; until the list
  // answers, a link that looks like one is taken for one (a failed or missing one falls back to custom).
  const candidate = link ? communityIdIn(link.url, tenantId) : null;
  const [chosenMode, setChosenMode] = useState<LinkMode | null>(null);
  const [picked, setPicked] = useState<number | null>(candidate);
  const [pickError, setPickError] = useState(false);
  const communities = useCommunityOptions(tenantId, chosenMode === 'community' || (chosenMode === null && candidate !== null));
  const listed = (id: number | null) => communities.data?.find((c) => c.value === id);
  const mode: LinkMode = chosenMode ?? (candidate !== null && (communities.isPending || listed(candidate)) ? 'community' : 'custom');
  const fromCommunity = mode === 'community';

  const fill = (community: SelectOption) => {
    const { title, url: communityUrl } = communityLink(tenantId, community);
    form.setValue('link_title', title, { shouldDirty: true });
    form.setValue('link_url', communityUrl, { shouldDirty: true });
    form.clearErrors();
  };
  const pick = (id: number | null) => {
    setPicked(id);
    setPickError(false);
    const community = listed(id);
    if (community) fill(community);
  };
  const switchMode = (next: LinkMode) => {
    setChosenMode(next);
    setPickError(false);
    // Back in community mode the fields show the picked community again; custom mode keeps what they hold.
    const community = listed(picked);
    if (next === 'community' && community) fill(community);
  };

  const save = form.handleSubmit((body) => {
    const done = (text: string) => () => {
      showSuccess(t(text));
      onDone();
    };
    const failed = (error: Error) => {
      applyServerIssues(form, error, { fields: ['link_title', 'link_url'] });
      // Spec 002 §8: the server's message, else "Falha ao criar novo link".
      const known = error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : '';
      showError(known ? t(linkMessageKey(known) ?? known) : t('links.createFailed'));
    };
    if (link) update.mutate({ id: link.id, body }, { onSuccess: done('links.updated'), onError: failed });
    else create.mutate(body, { onSuccess: done('links.created'), onError: failed });
  });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    // Community mode sends nothing until a listed community is picked.
    if (fromCommunity && !listed(picked)) {
      event.preventDefault();
      setPickError(true);
      return;
    }
    void save(event);
  };
  // Read-only fields look it: filled, with a lock, and saying where their value comes from.
  const locked = fromCommunity
    ? {
        readOnly: true,
        variant: 'filled' as const,
        rightSection: <IconLock size={16} aria-hidden />,
        description: t('links.fromCommunity'),
      }
    : {};

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          aria-label={t('links.mode')}
          // At 390 px a long label (es) wraps instead of being cut with an ellipsis.
          styles={{ label: { whiteSpace: 'normal' } }}
          value={mode}
          onChange={(value) => switchMode(value)}
          data={LINK_MODES.map((m) => ({ value: m, label: t(`links.modes.${m}`) }))}
        />
        {fromCommunity && (
          <CommunityLinkPicker
            options={communities.data}
            loading={communities.isLoading}
            failed={communities.isError}
            value={picked}
            onChange={pick}
            error={pickError ? t('links.pickCommunity') : undefined}
          />
        )}
        <TextInput
          label={t('links.title')}
          placeholder={t('links.titlePlaceholder')}
          withAsterisk
          data-autofocus
          error={message(errors.link_title?.message)}
          {...form.register('link_title')}
          {...locked}
        />
        <TextInput
          label={t('links.url')}
          placeholder={t('links.urlPlaceholder')}
          withAsterisk
          description={t('links.urlHint')}
          inputMode="url"
          error={message(errors.link_url?.message)}
          {...form.register('link_url')}
          {...locked}
        />
        {!fromCommunity && stripped !== url.trim() && stripped !== '' && (
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
