import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "Esqueci minha senha" for the login page: students reset their password without staff help. */
export function ForgotPasswordLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/esqueci-senha" size="sm" c="school.3">
      {t('auth.forgot.link')}
    </Anchor>
  );
}
