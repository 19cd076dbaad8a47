import { Button, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { DEFAULT_LOGIN_TEXT } from '@trilha/shared/login-page/constants';
import type { TenantReply } from '@trilha/shared/tenancy/schemas';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './LoginLayout.module.css';

export type LoginSettings = TenantReply['login'];
export type LoginSchool = { name: string; logo: string | null; primaryColor: string };

type Props = {
  settings: LoginSettings;
  school: LoginSchool;
  /** The card's form area: the password form, or the e-mail link form. */
  children: ReactNode;
  /** Top-right corner of the page (the language selector). */
  corner?: ReactNode;
  /** The panel's preview fills its frame instead of the window. */
  fillParent?: boolean;
  /**
   * Another page in the login page's look (/cadastro): its own heading instead of the login text, and
   * no custom button (that one belongs to the login page).
   */
  heading?: { title: string; subtitle?: string };
};

/** What a school starts with (the columns' defaults), shown when its settings cannot be read. */
export const DEFAULT_LOGIN_SETTINGS: LoginSettings = {
  login_theme: 1,
  login_theme_placement: 'center',
  login_text: DEFAULT_LOGIN_TEXT,
  overlay_banner_login: 0,
  login_banner: null,
  login_banner_vertical: null,
  magic_link_enabled: false,
  cta_login: false,
  title_cta_login: null,
  link_cta_login: null,
  enable_redirect_login: false,
  redirect_url: null,
  signup_open: false,
};

/** The colour the card's main button takes in each theme: the school's, or white in monochrome. */
export function loginButtonProps(theme: number) {
  if (theme === 2) return { color: 'gray.0', variant: 'filled' as const };
  if (theme === 1) return { variant: 'gradient' as const, gradient: { from: 'school.4', to: 'school.8', deg: 135 } };
  return { color: 'school', variant: 'filled' as const };
}

/** Joins the class names that apply (a direct dependency for one line is not worth it). */
const clsx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

const cssUrl = (url: string) => `url(${JSON.stringify(url)})`;

/**
 * The school's login page around its form, exactly as saved: theme (1 gradient of the school's
 * colour, 2 monochrome, 3 frosted glass), card placement, desktop/mobile backgrounds under the
 * overlay, title and custom button. The real /login and the panel's preview both render this.
 * Widths are container queries, so the scaled-down phone preview lays out like a real phone.
 */
export function LoginLayout({ settings, school, children, corner, fillParent, heading }: Props) {
  const { t } = useTranslation();
  const theme = [1, 2, 3].includes(settings.login_theme) ? settings.login_theme : 1;
  const loginTitle =
    settings.login_text.trim() && settings.login_text.trim() !== DEFAULT_LOGIN_TEXT ? settings.login_text : t('login.title');
  const title = heading?.title ?? loginTitle;
  const subtitle = heading ? heading.subtitle : t('login.subtitle');
  const desktop = settings.login_banner;
  const mobile = settings.login_banner_vertical ?? desktop;
  const style = {
    '--login-bg': desktop ? cssUrl(desktop) : 'none',
    '--login-bg-mobile': mobile ? cssUrl(mobile) : 'none',
    '--login-overlay': String(Math.min(Math.max(settings.overlay_banner_login, 0), 100) / 100),
    '--login-school': school.primaryColor,
  } as CSSProperties;
  // The button's link, once the button is on and has both a text and a link.
  const cta = !heading && settings.cta_login && settings.title_cta_login && settings.link_cta_login;
  const titleId = useId();
  // The preview sits inside the app's own page: one <main> landmark per page.
  const Main = fillParent ? 'div' : 'main';

  return (
    <div
      className={clsx(classes.root, fillParent && classes.fill)}
      style={style}
      data-login-theme={theme}
      data-placement={settings.login_theme_placement}
    >
      <div className={clsx(classes.stage, classes[`theme${theme}`], desktop && classes.withImage)}>
        <div className={classes.backdrop} aria-hidden />
        <div className={classes.overlay} aria-hidden data-testid="login-overlay" />
        {corner && <div className={classes.corner}>{corner}</div>}
        <Main className={clsx(classes.main, classes[settings.login_theme_placement] ?? classes.center)}>
          <section className={classes.card} aria-labelledby={titleId}>
            <Stack gap="lg">
              <Stack gap={6} align="center" ta="center">
                {school.logo ? (
                  <img src={school.logo} alt={school.name} className={classes.logo} />
                ) : (
                  <Text fw={800} fz={24} className={classes.schoolName}>
                    {school.name}
                  </Text>
                )}
                <Title id={titleId} order={1} fz={26} mt="sm" className={classes.title}>
                  {title}
                </Title>
                {subtitle && (
                  <Text size="sm" className={classes.subtitle}>
                    {subtitle}
                  </Text>
                )}
              </Stack>
              {children}
              {cta && (
                <Button
                  component="a"
                  href={cta}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="default"
                  size="md"
                  fullWidth
                  className={classes.cta}
                  rightSection={<IconExternalLink size={16} aria-hidden />}
                >
                  {settings.title_cta_login}
                  <VisuallyHidden>{t('loginPage.screen.newTab')}</VisuallyHidden>
                </Button>
              )}
            </Stack>
          </section>
        </Main>
      </div>
    </div>
  );
}
