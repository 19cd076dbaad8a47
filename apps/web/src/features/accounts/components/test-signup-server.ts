import type { SignupSetting } from '@trilha/shared/accounts/signup';
import i18n from 'i18next';
import { stubFetchRoutes, type Handler } from '../../../test/fetch-routes';
import { tenant } from '../../../test/render-app';
import signupAdminStrings from '../signup-admin-locales';
import signupStrings from '../signup-locales';
import type { SignupProductChoices } from './SignupSettings';

/** The contract's paths, by hand (CONTRACT "Products, students and access"): a drift in accountPaths fails these tests. */
export const PATHS = { signup: '/api/signup', setting: '/api/admin/signup' };

/**
 * Open sign-up's strings in the running i18next, as app/locales registers them in the app (the
 * public ones at start-up, the panel's with the panel); a feature's test may not import app/.
 */
export function addSignupStrings() {
  const add = () => {
    for (const lang of ['pt', 'en', 'es'] as const) {
      for (const part of [signupStrings, signupAdminStrings]) i18n.addResourceBundle(lang, 'translation', part[lang], true, true);
    }
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}

/** The school of render-app with its sign-up open or closed (the login settings' `signup_open`). */
export const schoolWithSignup = (open: boolean) => ({ ...tenant, login: { ...tenant.login, signup_open: open } });

/** The school's products, as the edit panel hands them to the section. */
export const products: SignupProductChoices = {
  options: [
    { value: 1, label: 'Plano Anual' },
    { value: 2, label: 'Mentoria' },
    { value: 3, label: 'Degustação' },
  ],
  loading: false,
  failed: false,
};

/**
 * A fetch that answers like the sign-up routes: POST /api/signup 202 with the server's message; the
 * setting read from and written to `state.setting`. `routes` replace any route.
 */
export function serveSignup(options: { setting?: SignupSetting; routes?: Record<string, Handler> } = {}) {
  const state: { setting: SignupSetting } = { setting: options.setting ?? { mode: 'closed', product_ids: [] } };
  const defaults: Record<string, Handler> = {
    'GET /api/tenant': { status: 200, body: tenant },
    [`POST ${PATHS.signup}`]: [202, { message: 'Enviamos um link de confirmação para o seu e-mail. Abra-o para começar.' }],
    [`GET ${PATHS.setting}`]: () => [200, { data: state.setting }],
    [`PUT ${PATHS.setting}`]: (call) => {
      state.setting = call.body as SignupSetting;
      return [200, { data: state.setting }];
    },
  };
  return { ...stubFetchRoutes({ ...defaults, ...options.routes }), state };
}
