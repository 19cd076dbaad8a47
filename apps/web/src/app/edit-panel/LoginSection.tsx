import { LoginCardBody } from '../../features/accounts/components/LoginPage';
import { LoginPageSection } from '../../features/login-page/components/LoginPageSection';

/** The Login section previews the real sign-in card, which belongs to accounts: joined here. */
export function LoginSection() {
  return <LoginPageSection loginCard={(settings) => <LoginCardBody settings={settings} />} />;
}
