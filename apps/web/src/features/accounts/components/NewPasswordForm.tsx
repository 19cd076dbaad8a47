import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { resetPasswordForm } from '@trilha/shared/accounts/auth-flows';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorKey } from './auth-field-errors';

/**
 * A new password typed twice, checked by the shared schema (length, both the same) before anything is
 * sent: the reset page's and the first password a welcome link asks for.
 */
export function NewPasswordForm({ submitLabel, busy, onSave }: { submitLabel: string; busy: boolean; onSave: (password: string) => void }) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', password_confirmation: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const fieldError = (message: string | undefined) => (message ? t(fieldErrorKey(message)) : undefined);
  const onSubmit = form.handleSubmit(({ password }) => onSave(password));

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        <PasswordInput
          {...form.register('password')}
          label={t('auth.reset.password')}
          autoComplete="new-password"
          autoFocus
          size="md"
          leftSection={<IconLock size={18} aria-hidden />}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.reset.showPassword') }}
          error={fieldError(errors.password?.message)}
        />
        <PasswordInput
          {...form.register('password_confirmation')}
          label={t('auth.reset.confirmation')}
          autoComplete="new-password"
          size="md"
          leftSection={<IconLock size={18} aria-hidden />}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.reset.showPassword') }}
          error={fieldError(errors.password_confirmation?.message)}
        />
        <Button type="submit" size="md" fullWidth loading={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
