import { SIGNUP_TRANSLATIONS, type SignupBody, type SignupMessageKey, type SignupSettingBody } from '@trilha/shared/accounts/signup';
import type { Language } from '@trilha/shared/platform/languages';
import { HttpError } from '../../platform/errors';
import type { RequestScope } from '../../platform/request-scope';
import type { MailFrom } from '../../platform/tenancy';
import { queueLinkMail } from './auth-links';
import { hashPassword } from './passwords';
import { findOrCreateAccount, renamePendingAccount } from './repo';
import { readSignupSetting, saveSignupSetting, schoolProductIds } from './signup-repo';
import { spendAllTokens } from './tokens';

/**
 * Open sign-up (CONTRACT "Products, students and access", docs/people-and-access.md "Open sign-up"):
 * the school's setting, and the sign-up itself. The account made holds no role until its e-mailed
 * link is opened (auth-links.ts confirmMagicLink starts it), so it can neither sign in nor appear
 * among the students before.
 */
type Scope = Pick<RequestScope, 'db' | 'tenantId' | 'lang'>;

export const signupText = (lang: Language, key: SignupMessageKey) => SIGNUP_TRANSLATIONS[key][lang];

export async function readSetting(scope: Scope) {
  const setting = await readSignupSetting(scope.db, scope);
  return { mode: setting.open ? ('open' as const) : ('closed' as const), product_ids: setting.productIds };
}

/** Saves the setting; a product not the school's is refused (400) with nothing changed. */
export async function saveSetting(scope: Scope, body: SignupSettingBody) {
  const known = await schoolProductIds(scope.db, { tenantId: scope.tenantId, ids: body.product_ids });
  if (known.length !== body.product_ids.length) {
    const message = signupText(scope.lang, 'productUnknown');
    throw new HttpError(400, null, message, [{ path: 'body.product_ids', message }]);
  }
  await scope.db.transaction((tx) =>
    saveSignupSetting(tx, { tenantId: scope.tenantId, open: body.mode === 'open', productIds: body.product_ids }),
  );
  return readSetting(scope);
}

/**
 * A sign-up: 403 while the school keeps it closed; otherwise the same outcome for the caller whatever
 * the e-mail (the route answers 202), and the mailbox decides:
 * - a new e-mail: the account is made, without a role, and the confirmation link mailed;
 * - an account still waiting for its confirmation: the latest name and password replace the earlier
 *   ones, the earlier links stop working, and a new one is mailed;
 * - an existing member: a password reset link, which tells them they already have an account;
 * - a deactivated account: nothing.
 * The password is hashed every time, so the reply takes as long whichever case it is.
 */
export async function signUp(scope: Scope, body: SignupBody, from: MailFrom) {
  const setting = await readSignupSetting(scope.db, scope);
  if (!setting.open) throw new HttpError(403, null, signupText(scope.lang, 'closed'));
  const passwordHash = await hashPassword(body.password);
  const tenantId = scope.tenantId;
  await scope.db.transaction(async (tx) => {
    const account = await findOrCreateAccount(tx, { tenantId, name: body.name, email: body.email, passwordHash });
    if (!account || !account.active) return;
    const mail = { tenantId, lang: scope.lang, ...from };
    if (account.created) return queueLinkMail(tx, { ...mail, purpose: 'signup', user: account });
    if (account.roleless) {
      await renamePendingAccount(tx, { tenantId, userId: account.id, name: body.name, passwordHash });
      await spendAllTokens(tx, { tenantId, userId: account.id });
      return queueLinkMail(tx, { ...mail, purpose: 'signup', user: { ...account, name: body.name } });
    }
    return queueLinkMail(tx, { ...mail, purpose: 'reset', user: account });
  });
}
