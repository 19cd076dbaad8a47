import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Center, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLock, IconUser } from '@tabler/icons-react';
import { AUTH_FLOW_MESSAGES } from '@trilha/shared/accounts/messages';
import { signupBody } from '@trilha/shared/accounts/signup';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../lib/api/client';
import { applyServerIssues } from '../../../lib/server-issues';
import { useTenant } from '../../../lib/tenant';
import { useSignup } from '../api/signup';
import { DEFAULT_LOGIN_SETTINGS, LoginLayout, loginButtonProps } from '../../../components/LoginLayout';
import { LanguageSelector } from '../../../components/language/LanguageSelector';
import { fieldErrorKey } from './auth-field-errors';
import { EmailField } from './EmailField';

/** The body plus a confirmation that must match (checked in the browser only), as the reset form does. */
const signupForm = signupBody.extend({ password_confirmation: z.string() }).refine((v) => v.password === v.password_confirmation, {
  message: AUTH_FLOW_MESSAGES.passwordsDiffer,
  path: ['password_confirmation'],
});

const FIELDS = ['name', 'email', 'password'] as const;

/** The name's messages (accounts/schemas' profileName), which the profile page already translates. */
const NAME_KEYS: Record<string, string> = {
  'Informe seu nome': 'profile.nameRequired',
  'O nome deve ter pelo menos 2 caracteres': 'profile.nameTooShort',
  'O nome deve ter no máximo 120 caracteres': 'profile.nameTooLong',
};
const signupErrorKey = (message: string) => NAME_KEYS[message] ?? fieldErrorKey(message);

const isClosedReply = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * /cadastro: open sign-up (CONTRACT "Products, students and access"). Name, e-mail and a password
 * typed twice; the reply is the same for every e-mail, and the account starts once its e-mailed link
 * is opened. While the school keeps sign-up closed the page says so instead of showing the form.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const signup = useSignup();

  if (tenant.isPending) {
    return (
      <Center h="100vh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  // The school unread (a failed request) leaves the decision to the server's 403.
  if (tenant.data?.login.signup_open === false || isClosedReply(signup.error)) return <SignupClosed />;
  if (signup.isSuccess) return <SignupSent message={signup.data.message} />;
  return <SignupForm school={tenant.data?.name ?? ''} signup={signup} />;
}

/** The page in the login page's look: the school's theme, banner, overlay and card placement, with the page's own heading. */
function SignupScreen({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const tenant = useTenant().data;
  const settings = tenant?.login ?? DEFAULT_LOGIN_SETTINGS;
  const school = { name: tenant?.name ?? '', logo: tenant?.logo ?? null, primaryColor: tenant?.theme.primary_color ?? '#7C3AED' };
  return (
    <LoginLayout settings={settings} school={school} corner={<LanguageSelector />} heading={{ title, subtitle }}>
      {children}
    </LoginLayout>
  );
}

function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/login" size="md" fullWidth>
      {t('auth.backToLogin')}
    </Button>
  );
}

function SignupClosed() {
  const { t } = useTranslation();
  return (
    <SignupScreen title={t('signup.closedTitle')}>
      <Alert color="yellow" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="status">
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t('signup.closed')}
          </Text>
          <Text size="sm">{t('signup.closedNote')}</Text>
        </Stack>
      </Alert>
      <BackToLogin />
    </SignupScreen>
  );
}

/** The form gives way to the server's confirmation: the same words whether or not the e-mail had an account. */
function SignupSent({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <SignupScreen title={t('signup.sentTitle')}>
      <Alert variant="light" color="school" role="status">
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {message || t('signup.sent')}
          </Text>
          <Text size="sm">{t('signup.sentNote')}</Text>
        </Stack>
      </Alert>
      <BackToLogin />
    </SignupScreen>
  );
}

function SignupForm({ school, signup }: { school: string; signup: ReturnType<typeof useSignup> }) {
  const { t } = useTranslation();
  const theme = useTenant().data?.login.login_theme ?? 1;
  const form = useForm({
    resolver: zodResolver(signupForm),
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
    // Checked on submit, not on leaving a field: an error appearing as the confirmation loses focus
    // pushed the button down under the pointer, and the click that left the field was lost.
    mode: 'onSubmit',
  });
  const { errors } = form.formState;
  // A refusal no field holds (too many tries, the server down) is said above the form.
  const [alert, setAlert] = useState<string | null>(null);
  const fieldError = (message: string | undefined) => (message ? t(signupErrorKey(message)) : undefined);

  const onSubmit = form.handleSubmit(({ name, email, password }) => {
    setAlert(null);
    signup.mutate(
      { name, email, password },
      {
        onError: (error) => {
          if (isClosedReply(error)) return;
          // The server's words go under the fields as sent; the fields translate the schema's own.
          const { placed } = applyServerIssues(form, error, { fields: FIELDS, shouldFocus: true });
          if (placed.length === 0) setAlert(error.message);
        },
      },
    );
  });

  return (
    <SignupScreen title={t('signup.title')} subtitle={t('signup.intro', { school })}>
      {alert && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
          {alert}
        </Alert>
      )}
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="md">
          <TextInput
            {...form.register('name')}
            label={t('signup.name')}
            placeholder={t('signup.namePlaceholder')}
            autoComplete="name"
            autoFocus
            size="md"
            leftSection={<IconUser size={18} aria-hidden />}
            error={fieldError(errors.name?.message)}
          />
          <EmailField {...form.register('email')} errorMessage={errors.email?.message} />
          <PasswordInput
            {...form.register('password')}
            label={t('signup.password')}
            description={t('signup.passwordHint')}
            autoComplete="new-password"
            size="md"
            leftSection={<IconLock size={18} aria-hidden />}
            visibilityToggleButtonProps={{ 'aria-label': t('signup.showPassword') }}
            error={fieldError(errors.password?.message)}
          />
          <PasswordInput
            {...form.register('password_confirmation')}
            label={t('signup.confirmation')}
            autoComplete="new-password"
            size="md"
            leftSection={<IconLock size={18} aria-hidden />}
            visibilityToggleButtonProps={{ 'aria-label': t('signup.showPassword') }}
            error={fieldError(errors.password_confirmation?.message)}
          />
          <Button type="submit" size="md" fullWidth loading={signup.isPending} {...loginButtonProps(theme)}>
            {t('signup.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('signup.haveAccount')}{' '}
        <Anchor component={Link} to="/login" fw={600}>
          {t('signup.signIn')}
        </Anchor>
      </Text>
    </SignupScreen>
  );
}
