import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Loader, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconLock, IconMail } from '@tabler/icons-react';
import { loginBody } from '@trilha/shared/accounts/schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LanguageSelector } from '../../../app/shell/LanguageSelector';
import { safeNextPath } from '../../../app/shell/safe-next';
import { useTenant } from '../../tenancy/api/get-tenant';
import { useMe } from '../api/get-me';
import { useLogin } from '../api/login';
import classes from './LoginPage.module.css';

/** The shared schema's Portuguese messages, mapped to keys so the three languages show them. */
const FIELD_MESSAGES: Record<string, string> = {
  'Informe o e-mail': 'login.errors.emailRequired',
  'E-mail inválido': 'login.errors.emailInvalid',
  'Informe a senha': 'login.errors.passwordRequired',
  'Senha inválida': 'login.errors.passwordInvalid',
};

/** The tenant's default title is the product's own text, so it follows the chosen language. */
const DEFAULT_LOGIN_TEXT = 'Faça login';

export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tenant = useTenant().data;
  const me = useMe();
  const login = useLogin();
  const target = safeNextPath(params.get('next'));
  const form = useForm({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' }, mode: 'onTouched' });
  const { errors } = form.formState;
  const fieldError = (message: string | undefined) => (message ? t(FIELD_MESSAGES[message] ?? message) : undefined);

  if (me.isPending) {
    return (
      <Center h="100vh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (me.data) return <Navigate to={target} replace />;

  const onSubmit = form.handleSubmit(({ email, password }) =>
    login.mutate({ email, password }, { onSuccess: () => void navigate(target, { replace: true }) }),
  );
  const customText = tenant?.login.login_text.trim();
  const title = customText && customText !== DEFAULT_LOGIN_TEXT ? customText : t('login.title');

  return (
    <div className={classes.page}>
      <div className={classes.topBar}>
        <LanguageSelector />
      </div>
      <main className={classes.center}>
        <Paper className={classes.card} radius="lg" shadow="xl" p={{ base: 'lg', sm: 32 }}>
          <Stack gap="lg">
            <Stack gap={6} align="center" ta="center">
              {tenant?.logo ? (
                <img src={tenant.logo} alt={tenant.name} className={classes.logo} />
              ) : (
                <Text fw={800} fz={24}>
                  {tenant?.name}
                </Text>
              )}
              <Title order={1} fz={26} mt="sm" c="white">
                {title}
              </Title>
              <Text c="dimmed" size="sm">
                {t('login.subtitle')}
              </Text>
            </Stack>

            {login.error && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} title={t('login.failed')} role="alert">
                {login.error.message}
              </Alert>
            )}

            <form onSubmit={onSubmit} noValidate>
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
                <Button type="submit" size="md" fullWidth loading={login.isPending} mt="xs">
                  {t('login.submit')}
                </Button>
              </Stack>
            </form>
          </Stack>
        </Paper>
      </main>
    </div>
  );
}
