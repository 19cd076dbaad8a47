import '@mantine/dropzone/styles.css';
import { Avatar, Button, Container, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE, type FileWithPath } from '@mantine/dropzone';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { profileUpdateBody, type User } from '@trilha/shared/accounts/schemas';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerIssues } from '../../../lib/server-issues';
import { ImageCropper } from '../../../components/ImageCropper';
import { showError, showSuccess } from '../../../lib/toast';
import { UPLOAD_TOO_LARGE_KEY, isWithinUploadLimit } from '../../../components/upload-limit';
import { UploadProgress } from '../../../components/UploadProgress';
import { CustomHtmlBlocks } from '../../../components/custom-html/CustomHtmlBlocks';
import { useDeletePhoto } from '../api/delete-photo';
import { useMe } from '../../../lib/session';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadPhoto } from '../api/upload-photo';

/** Profile photos are stored square at this size (the header and drawer show them small). */
const PHOTO_SIZE = 400;

/** The shared schema's messages are Portuguese; the form shows the user's language by issue type. */
function nameErrorKey(error: FieldError, value: string): string {
  if (error.type === 'too_big') return 'profile.nameTooLong';
  if (error.type === 'too_small' && value.trim() !== '') return 'profile.nameTooShort';
  return 'profile.nameRequired';
}

function NameForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm({ resolver: zodResolver(profileUpdateBody), defaultValues: { name: user.name } });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: ({ user: saved }) => {
        form.reset({ name: saved.name });
        showSuccess(t('profile.saved'));
      },
      onError: (error) => {
        if (applyServerIssues(form, error, { fields: ['name'] }).placed.length === 0) showError(error);
      },
    }),
  );

  const nameError = errors.name
    ? errors.name.type === 'server'
      ? errors.name.message
      : t(nameErrorKey(errors.name, form.getValues('name')))
    : undefined;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <TextInput label={t('profile.nameLabel')} autoComplete="name" maxLength={200} {...form.register('name')} error={nameError} />
        <TextInput label={t('profile.emailLabel')} value={user.email} readOnly description={t('profile.emailHint')} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PhotoSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const [source, setSource] = useState<string | null>(null);
  const [sizeError, setSizeError] = useState<string | null>(null);
  const openPicker = useRef<() => void>(null);

  // The object URL holds the whole original file in memory: release it when the crop step ends.
  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );

  const choose = ([file]: FileWithPath[]) => {
    if (!file) return;
    // Spec 000 §5: checked in the browser before anything is sent.
    if (!isWithinUploadLimit(file.size)) {
      setSizeError(t(UPLOAD_TOO_LARGE_KEY));
      showError(t(UPLOAD_TOO_LARGE_KEY));
      return;
    }
    setSizeError(null);
    setSource(URL.createObjectURL(file));
  };

  const send = (photo: Blob) =>
    upload.mutate(photo, {
      onSuccess: () => {
        setSource(null);
        showSuccess(t('profile.photoUpdated'));
      },
    });

  const removePhoto = () => remove.mutate(undefined, { onSuccess: () => showSuccess(t('profile.photoRemoved')) });

  return (
    <Group align="center" gap="xl" wrap="wrap">
      <Avatar
        src={user.photo_url}
        name={user.name}
        alt={t('profile.avatarAlt', { name: user.name })}
        size={112}
        // The header's and the drawer's colour: one person, one avatar.
        color="school"
        variant="filled"
        data-testid="profile-avatar"
      />
      <Stack gap="sm" style={{ flex: '1 1 260px' }}>
        {/* Drop target for a mouse; the real button inside opens the file picker for everyone else. */}
        <Dropzone
          onDrop={choose}
          onReject={() => showError(t('profile.photoRejected'))}
          accept={IMAGE_MIME_TYPE}
          multiple={false}
          openRef={openPicker}
          activateOnClick={false}
          activateOnKeyboard={false}
          enablePointerEvents
          disabled={upload.isPending}
          radius="md"
          p="md"
        >
          <Group gap="md" wrap="wrap">
            <IconPhotoUp size={28} aria-hidden />
            <Text size="sm" c="dimmed" id="photo-hint" style={{ flex: '1 1 180px' }}>
              {t('profile.photoHint')}
            </Text>
            <Button variant="light" onClick={() => openPicker.current?.()} aria-describedby="photo-hint" disabled={upload.isPending}>
              {t('profile.choosePhoto')}
            </Button>
          </Group>
        </Dropzone>
        {sizeError && (
          <Text c="red.4" size="sm" role="alert">
            {sizeError}
          </Text>
        )}
        {user.photo_url && (
          <Group>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={removePhoto}
              loading={remove.isPending}
            >
              {t('profile.removePhoto')}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal
        opened={source !== null}
        onClose={() => !upload.isPending && setSource(null)}
        title={t('profile.cropTitle')}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {source && (
          <Stack gap="md">
            <ImageCropper
              src={source}
              aspect={1}
              output={{ width: PHOTO_SIZE, height: PHOTO_SIZE }}
              zoomRange={[1, 3]}
              cropShape="round"
              confirmLabel={t('profile.savePhoto')}
              busy={upload.isPending}
              onCancel={() => setSource(null)}
              onCropped={send}
            />
            {upload.progress !== null && <UploadProgress value={upload.progress} />}
          </Stack>
        )}
      </Modal>
    </Group>
  );
}

/** What app/ adds to the profile (features do not import each other): the gamification's level and rewards. */
export type ProfileSlots = { summary?: ReactNode; after?: ReactNode };

/** /dashboard/profile: the student's name and photo, and what the composition root adds around them. */
export function ProfilePage({ slots = {} }: { slots?: ProfileSlots }) {
  const { t } = useTranslation();
  const me = useMe();
  // RequireSession renders this page only with a user; the guard keeps the types honest.
  if (!me.data) return null;
  return (
    <Container size="sm" px={{ base: 'md', md: 'xl' }} py="xl">
      <Title order={1} size="h2">
        {t('profile.title')}
      </Title>
      <Text c="dimmed" mb="xl">
        {t('profile.subtitle')}
      </Text>
      <Stack gap="lg">
        {slots.summary}
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="profile-photo">
          <Title order={2} size="h4" id="profile-photo" mb="md">
            {t('profile.photoTitle')}
          </Title>
          <PhotoSection user={me.data} />
        </Paper>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="profile-details">
          <Title order={2} size="h4" id="profile-details" mb="md">
            {t('profile.detailsTitle')}
          </Title>
          <NameForm key={me.data.id} user={me.data} />
        </Paper>
        {slots.after}
        <CustomHtmlBlocks page="profile" />
      </Stack>
    </Container>
  );
}
