import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../errors';
import { hostnameOf, LOOPBACK_HOSTS, parsePublicUrl } from '../origins';
import type { SessionUser } from './session';

type OperatorRule = { emails: ReadonlySet<string>; hosts: readonly string[] };
const rules = new WeakMap<Config, OperatorRule>();

function ruleOf(config: Config): OperatorRule {
  let rule = rules.get(config);
  if (!rule) {
    const publicHost = parsePublicUrl(config.publicUrl).hostname;
    rule = {
      emails: new Set(config.operatorEmails),
      hosts: LOOPBACK_HOSTS.includes(publicHost) ? LOOPBACK_HOSTS : [publicHost],
    };
    rules.set(config, rule);
  }
  return rule;
}

/**
 * The server's operator (docs/schools.md): an account listed in OPERATOR_EMAILS, signed in on
 * PUBLIC_URL's host, so the same e-mail at another school (or the school on another of its hosts)
 * is nobody special. Decided on every request: editing OPERATOR_EMAILS and restarting takes effect.
 */
export function isOperator(config: Config, request: FastifyRequest): request is FastifyRequest & { auth: { user: SessionUser } } {
  const user = request.auth?.user;
  if (!user || !request.tenant || user.tenantId !== request.tenant.id) return false;
  const rule = ruleOf(config);
  const host = hostnameOf(request.headers.host);
  return host !== null && rule.hosts.includes(host) && rule.emails.has(user.email.toLowerCase());
}

/** The operator, or 401 without a session and 403 for anyone else. */
export function requireOperator(config: Config, request: FastifyRequest, message: string): SessionUser {
  if (!request.auth) throw new HttpError(401, 'unauthenticated');
  if (!isOperator(config, request)) throw new HttpError(403, null, message);
  return request.auth.user;
}
