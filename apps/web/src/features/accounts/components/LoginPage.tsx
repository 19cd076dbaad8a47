import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Center, Divider, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconLock, IconMail, IconMailFast } from '@tabler/icons-react';
import { loginBody } from '@trilha/shared/accounts/schemas';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LanguageSelector } from '../../../components/language/LanguageSelector';
import { safeNextPath } from '../../../lib/safe-next';
import { DEFAULT_LOGIN_SETTINGS, LoginLayout, loginButtonProps, type LoginSettings } from '../../../components/LoginLayout';
import { useTenant } from '../../../lib/tenant';
import { useReleasePrepaint } from '../../../lib/prepaint';
import { useMe } from '../../../lib/session';
import { useLogin } from '../api/login';
import { afterSignIn } from './after-sign-in';
import { ForgotPasswordLink } from './ForgotPasswordLink';
import { MagicLinkForm } from './MagicLinkForm';

/** The shared schema's Portuguese messages, mapped to keys so the three languages show them. */
const FIELD_MESSAGES: Record<string, string> = {
  'Informe o e-mail': 'login.errors.emailRequired',
  'E-mail inválido': 'login.errors.emailInvalid',
  'Informe a senha': 'login.errors.passwordRequired',
  'Senha inválida': 'login.errors.passwordInvalid',
};

/** Long labels (Spanish on a phone) wrap instead of being cut off. */
const WRAPPING_BUTTON = { root: { paddingBlock: 8 }, label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } } as const;

/** Where the router goes, or a whole other site the browser opens. */
export type SignInTarget = { path: string } | { href: string };

/**
 * After a password sign-in: the same-site `next` the user was heading to, else the school's
 * "redirect after login" when it is on (spec 002 §3), else the home page.
 */
export function signInTarget(next: string | null, login: LoginSettings): SignInTarget {
  const nextPath = safeNextPath(next, '');
  if (nextPath) return { path: nextPath };
  return afterSignIn(login.enable_redirect_login ? login.redirect_url : null);
}

/**
 * The card's content: e-mail and password, "Esqueci minha senha" and, when on, the e-mail link.
 * A successful sign-in sets the session in the cache and tells the page, which moves on from there.
 */
export function LoginCardBody({ settings, onSignedIn }: { settings: LoginSettings; onSignedIn?: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [mode, setMode] = useState<'password' | 'link'>('password');
  const form = useForm({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' }, mode: 'onTouched' });
  const { errors } = form.formState;
  const fieldError = (message: string | undefined) => (message ? t(FIELD_MESSAGES[message] ?? message) : undefined);

  if (mode === 'link' && settings.magic_link_enabled) {
    return (
      <Stack gap="md">
        <MagicLinkForm />
        <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => setMode('password')}>
          {t('loginPage.screen.usePassword')}
        </Button>
      </Stack>
    );
  }

  const onSubmit = form.handleSubmit(({ email, password }) => login.mutate({ email, password }, { onSuccess: () => onSignedIn?.() }));
  return (
    <Stack gap="md">
      {login.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} title={t('login.failed')} role="alert">
          {login.error.message}
        </Alert>
      )}
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="md">
          <TextInput
            {...form.register('email')}
            label={t('login.email')}
            placeholder={t('login.emailPlaceholder')}
            type="email"
            autoComplete="username"
            inputMode="email"
            autoFocus
            size="md"
            leftSection={<IconMail size={18} aria-hidden />}
            error={fieldError(errors.email?.message)}
          />
          <PasswordInput
            {...form.register('password')}
            label={t('login.password')}
            placeholder={t('login.passwordPlaceholder')}
            autoComplete="current-password"
            size="md"
            leftSection={<IconLock size={18} aria-hidden />}
            visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
            error={fieldError(errors.password?.message)}
          />
          <Group justify="flex-end" mt={-6}>
            <ForgotPasswordLink />
          </Group>
          <Button type="submit" size="md" fullWidth loading={login.isPending} {...loginButtonProps(settings.login_theme)}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      {settings.magic_link_enabled && (
        <>
          <Divider
            label={t('loginPage.screen.or')}
            labelPosition="center"
            color="rgba(255,255,255,0.2)"
            styles={{ label: { color: 'rgba(255,255,255,0.75)' } }}
          />
          <Button
            variant="default"
            size="sm"
            h="auto"
            mih={40}
            fullWidth
            leftSection={<IconMailFast size={18} aria-hidden />}
            onClick={() => setMode('link')}
            styles={WRAPPING_BUTTON}
          >
            {t('loginPage.screen.magicLink')}
          </Button>
        </>
      )}
    </Stack>
  );
}

/** /login: the school's own login page, exactly as the "Página de login" section saved it. */
export function LoginPage() {
  const [params] = useSearchParams();
  const tenant = useTenant();
  const me = useMe();
  const next = params.get('next');
  // Signing in replaces the whole cache; this re-render picks up the new session and school queries.
  const [, setSignedIn] = useState(false);
  // The server drew this card over the page (lib/prepaint.ts): it goes once the app's card is drawn.
  useReleasePrepaint(!me.isPending && !tenant.isPending && !me.data);

  if (me.isPending || tenant.isPending) {
    return (
      <Center h="100vh">
        <LoadingMark />
      </Center>
    );
  }
  const settings = tenant.data?.login ?? DEFAULT_LOGIN_SETTINGS;
  // The move happens here, once both the session and the school's settings are back.
  if (me.data) return <SignedInRedirect target={signInTarget(next, settings)} />;

  const school = {
    name: tenant.data?.name ?? '',
    logo: tenant.data?.logo ?? null,
    primaryColor: tenant.data?.theme.primary_color ?? '#7C3AED',
  };
  return (
    <LoginLayout settings={settings} school={school} corner={<LanguageSelector />}>
      <LoginCardBody settings={settings} onSignedIn={() => setSignedIn(true)} />
      {settings.signup_open && <CreateAccount />}
      {tenant.data?.theme.showcase && <BrowseCourses />}
    </LoginLayout>
  );
}

/** The open showcase (Aparência "vitrine aberta", docs/appearance.md): visitors may look at the catalogue first. */
function BrowseCourses() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/courses" ta="center" size="sm" mt="md" display="block">
      {t('auth.browseCourses')}
    </Anchor>
  );
}

/** Open sign-up (docs/people-and-access.md "Open sign-up"): shown only while the school keeps it open. */
function CreateAccount() {
  const { t } = useTranslation();
  return (
    <Text ta="center" size="sm" mt="md">
      {t('signup.noAccount')}{' '}
      <Anchor component={Link} to="/cadastro" fw={600}>
        {t('signup.loginLink')}
      </Anchor>
    </Text>
  );
}

function SignedInRedirect({ target }: { target: SignInTarget }) {
  const href = 'href' in target ? target.href : null;
  useEffect(() => {
    if (href) window.location.assign(href);
  }, [href]);
  if ('path' in target) return <Navigate to={target.path} replace />;
  return (
    <Center h="100vh">
      <LoadingMark />
    </Center>
  );
}

function LoadingMark() {
  const { t } = useTranslation();
  return <Loader aria-label={t('common.loading')} />;
}
