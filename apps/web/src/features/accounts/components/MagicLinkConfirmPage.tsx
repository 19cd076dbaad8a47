import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLogin2, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api/client';
import { useTenant } from '../../../lib/tenant';
import { useConfirmMagicLink } from '../api/confirm-magic-link';
import { afterSignIn } from './after-sign-in';
import { AuthScreen } from './AuthScreen';
import { ChoosePasswordStep } from './ChoosePasswordStep';

/**
 * /login/magic?token=…: the page an e-mailed sign-in link opens (a requested magic link, or the
 * welcome mail's). Opening it spends nothing (mail scanners fetch links); only pressing the button
 * does, once. An account with no password yet chooses one before going on.
 */
export function MagicLinkConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const school = useTenant().data?.name ?? '';
  const confirm = useConfirmMagicLink();
  const [choosing, setChoosing] = useState<string | null | undefined>(undefined);

  const goOn = (redirectUrl: string | null) => {
    const target = afterSignIn(redirectUrl);
    if ('href' in target) window.location.assign(target.href);
    else void navigate(target.path, { replace: true });
  };
  const onConfirm = () =>
    confirm.mutate(
      { token },
      {
        onSuccess: ({ redirect_url, password_required }) => {
          if (password_required) setChoosing(redirect_url);
          else goOn(redirect_url);
        },
      },
    );

  // `choosing` holds where to go once the password is saved (undefined: not asked).
  if (choosing !== undefined) return <ChoosePasswordStep school={school} onDone={() => goOn(choosing)} />;

  // A 400 means the link itself is no good (used, expired, another school's): say so in the reader's language.
  const invalid = !token || (confirm.error instanceof ApiError && confirm.error.status === 400);
  if (invalid) {
    return (
      <AuthScreen icon={<IconAlertCircle size={28} />} title={t('auth.magicConfirm.invalidTitle')}>
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
          {t('auth.errors.invalidLink')}
        </Alert>
        <Text size="sm" c="dimmed" ta="center">
          {t('auth.magicConfirm.newLink')}
        </Text>
        <Button component={Link} to="/login" size="md" fullWidth>
          {t('auth.backToLogin')}
        </Button>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen icon={<IconSparkles size={28} />} title={t('auth.magicConfirm.title')}>
      <Stack gap={6} ta="center">
        <Text c="gray.3">{t('auth.magicConfirm.text', { school })}</Text>
        <Text size="sm" c="dimmed">
          {t('auth.magicConfirm.note')}
        </Text>
      </Stack>
      {confirm.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
          {confirm.error.message}
        </Alert>
      )}
      <Button
        size="md"
        fullWidth
        onClick={onConfirm}
        loading={confirm.isPending || confirm.isSuccess}
        leftSection={<IconLogin2 size={18} aria-hidden />}
      >
        {t('auth.magicConfirm.submit')}
      </Button>
      <Button component={Link} to="/login" variant="subtle" color="gray" size="sm">
        {t('auth.backToLogin')}
      </Button>
    </AuthScreen>
  );
}
