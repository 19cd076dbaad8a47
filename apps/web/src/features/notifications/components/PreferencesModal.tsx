import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Switch, Table, Text, Title } from '@mantine/core';
import {
  PREFERENCE_KINDS,
  PREFERENCES_TOAST_MS,
  preferencesForm,
  toPreferencesBody,
  type Preferences,
  type PreferencesForm,
} from '@trilha/shared/notifications/schemas';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/toast';
import { useTenant } from '../../../lib/tenant';
import { usePreferences } from '../api/get-preferences';
import { useSubscribed } from '../api/get-subscribed';
import { useSavePreferences } from '../api/save-preferences';

type Community = { id: number; title: string };
const CHANNELS = ['platform', 'email'] as const;

/** Spec 000 §2 "Notification preferences modal", opened by the profile drawer's Notificações entry. */
export function PreferencesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const tenantId = useTenant().data?.id;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('notifications.preferences.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {tenantId !== undefined && opened && <PreferencesLoader tenantId={tenantId} onClose={onClose} />}
    </Modal>
  );
}

function PreferencesLoader({ tenantId, onClose }: { tenantId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const preferences = usePreferences(tenantId);
  const subscribed = useSubscribed(tenantId);
  if (preferences.isPending || subscribed.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!preferences.data || !subscribed.data) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('notifications.preferences.loadFailed')}</Text>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              if (preferences.isError) void preferences.refetch();
              if (subscribed.isError) void subscribed.refetch();
            }}
          >
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <PreferencesFields tenantId={tenantId} preferences={preferences.data} communities={subscribed.data} onClose={onClose} />;
}

/** Spec 000 §3: each followed community with its switch, on when its id is among the preferences' communities. */
const toForm = (preferences: Preferences, communities: Community[]): PreferencesForm => ({
  like: preferences.like,
  comment: preferences.comment,
  reply: preferences.reply,
  post: preferences.post,
  communities: communities.map((c) => ({ id: c.id, title: c.title, activeNotify: preferences.communities.includes(c.id) })),
});

type FieldsProps = { tenantId: number; preferences: Preferences; communities: Community[]; onClose: () => void };

function PreferencesFields({ tenantId, preferences, communities, onClose }: FieldsProps) {
  const { t } = useTranslation();
  const communitiesHeading = useId();
  const form = useForm<PreferencesForm>({ resolver: zodResolver(preferencesForm), defaultValues: toForm(preferences, communities) });
  const save = useSavePreferences(tenantId);
  const submit = form.handleSubmit((values) =>
    save.mutate(toPreferencesBody(values), {
      onSuccess: () => {
        showSuccess(t('notifications.messages.preferencesSaved'), PREFERENCES_TOAST_MS);
        onClose();
      },
      onError: () => showError(null, t('notifications.messages.preferencesFailed'), PREFERENCES_TOAST_MS),
    }),
  );
  const channelName = { platform: t('notifications.preferences.platform'), email: t('notifications.preferences.email') };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('notifications.preferences.intro')}
        </Text>
        <Table verticalSpacing="sm" horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('notifications.preferences.kind')}</Table.Th>
              {CHANNELS.map((channel) => (
                <Table.Th key={channel} scope="col" ta="center" w={84}>
                  {channelName[channel]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PREFERENCE_KINDS.map((kind) => {
              const kindName = t(`notifications.preferences.kinds.${kind}`);
              return (
                <Table.Tr key={kind}>
                  <Table.Th scope="row" fw={400}>
                    {kindName}
                  </Table.Th>
                  {CHANNELS.map((channel) => (
                    <Table.Td key={channel}>
                      <Center>
                        <Controller
                          control={form.control}
                          name={`${kind}.${channel}`}
                          render={({ field }) => (
                            <Switch
                              checked={field.value}
                              onChange={(e) => field.onChange(e.currentTarget.checked)}
                              onBlur={field.onBlur}
                              aria-label={t('notifications.preferences.switchLabel', { kind: kindName, channel: channelName[channel] })}
                            />
                          )}
                        />
                      </Center>
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>

        <Stack gap="xs" component="section" aria-labelledby={communitiesHeading}>
          <Title order={3} size="h5" id={communitiesHeading}>
            {t('notifications.preferences.communities')}
          </Title>
          {communities.length === 0 ? (
            <Text size="sm" c="dimmed" role="status">
              {t('notifications.messages.noCommunities')}
            </Text>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t('notifications.preferences.communitiesHint')}
              </Text>
              {communities.map((community, index) => (
                <Controller
                  key={community.id}
                  control={form.control}
                  name={`communities.${index}.activeNotify`}
                  render={({ field }) => (
                    <Switch
                      label={community.title}
                      checked={field.value !== false}
                      onChange={(e) => field.onChange(e.currentTarget.checked)}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              ))}
            </>
          )}
        </Stack>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          {/* Spec 000 §2: saving needs a community to save, and waits for the one under way. */}
          <Button type="submit" loading={save.isPending} disabled={communities.length === 0 || save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
