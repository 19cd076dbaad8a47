import type { User } from '@trilha/shared/accounts/schemas';
import { languages } from '@trilha/shared/platform/languages';
import type { StaffMember, StaffRole } from '@trilha/shared/staff/schemas';
import i18n from 'i18next';
import { stubFetchRoutes, toasts, type Call, type Handler, type Reply } from '../../../test/fetch-routes';
import { owner, tenant } from '../../../test/render-app';
import strings from '../locales';
export { owner } from '../../../test/render-app';
export { resetToasts, toasts } from '../../../test/fetch-routes';

/** The contract's paths, by hand (CONTRACT "Products, students and access", staff): a drift in staffPaths fails these tests. */
export const PATHS = {
  staff: '/api/admin/staff',
  member: (id: number) => `/api/admin/staff/${id}`,
  owner: (id: number) => `/api/admin/staff/${id}/owner`,
  me: '/api/me',
};

/**
 * The feature's strings in the running i18next, as the edit panel loads them with its code
 * (app/locales/staff.ts); here, before the first render, so the file needs nothing from app/.
 */
export function loadStaffStrings() {
  const add = () => {
    for (const lang of languages) i18n.addResourceBundle(lang, 'translation', strings[lang], true, true);
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** The owner, signed in as `owner` (render-app's user 1). */
export const olga: StaffMember = { id: owner.id, name: 'Olga Dona', email: owner.email, role: 'owner', last_seen_at: minutesAgo(5) };
/** An administrator who has come in. */
export const bia: StaffMember = { id: 2, name: 'Bia Costa', email: 'bia@aurora.test', role: 'admin', last_seen_at: minutesAgo(90) };
/** A moderator invited who has not come in yet. */
export const caio: StaffMember = { id: 3, name: 'Caio Mendes', email: 'caio@aurora.test', role: 'moderator', last_seen_at: null };
/** A moderator who has come in. */
export const davi: StaffMember = {
  id: 4,
  name: 'Davi Rocha',
  email: 'davi@aurora.test',
  role: 'moderator',
  last_seen_at: minutesAgo(60 * 30),
};

/** Bia signed in: an administrator. */
export const admin: User = {
  ...owner,
  id: bia.id,
  name: bia.name,
  email: bia.email,
  roles: [{ role: { slug: 'admin', name: 'Administrador' } }],
};

/** lib/toast as these tests see it: each toast's words land in `toasts` (the file's vi.mock hands it in). */
export const recordedToasts = () => ({
  showSuccess: (message: string) => toasts.success.push(message),
  showError: (_error: unknown, fallback?: string) => toasts.error.push(fallback ?? ''),
});

type Options = {
  members?: StaffMember[];
  /** Who is signed in, as GET /api/me answers after a write that changes them. */
  viewer?: User;
  listStatus?: number;
  routes?: Record<string, Handler>;
};

const ok = (data: unknown, status = 200): Reply => ({ status, body: { data } });
const notOnStaff: Reply = { status: 404, body: { error: 'Pessoa não encontrada na equipe' } };
const ORDER: Record<StaffRole, number> = { owner: 0, admin: 1, moderator: 2 };

/**
 * A fetch that answers like the staff list's server from `state` (owner first, then administrators
 * and moderators by name, as the contract's reply is ordered); `routes` replace any route.
 */
export function serveStaff(options: Options = {}) {
  const state = {
    members: options.members ?? [olga, bia, caio, davi],
    viewer: options.viewer ?? owner,
    listStatus: options.listStatus ?? 200,
    nextId: 90,
  };
  const sorted = () => [...state.members].sort((a, b) => ORDER[a.role] - ORDER[b.role] || a.name.localeCompare(b.name));
  const find = (call: Call) => state.members.find((m) => m.id === Number(call.params.id));
  const setRole = (id: number, role: StaffRole) => {
    state.members = state.members.map((m) => (m.id === id ? { ...m, role } : m));
  };

  const defaults: Record<string, Handler> = {
    'GET /api/tenant': { status: 200, body: tenant },
    [`GET ${PATHS.me}`]: () => ({ status: 200, body: { user: state.viewer } }),
    [`GET ${PATHS.staff}`]: () => (state.listStatus === 200 ? ok(sorted()) : { status: state.listStatus, body: { error: 'Erro' } }),
    [`POST ${PATHS.staff}`]: (call) => {
      const body = call.body as { email: string; name?: string; role: StaffRole };
      const member: StaffMember = {
        id: state.nextId++,
        name: body.name ?? body.email,
        email: body.email,
        role: body.role,
        last_seen_at: null,
      };
      state.members = [...state.members, member];
      return ok(member, 201);
    },
    'PATCH /api/admin/staff/:id': (call) => {
      const found = find(call);
      if (!found) return notOnStaff;
      setRole(found.id, (call.body as { role: StaffRole }).role);
      return ok(find(call));
    },
    'DELETE /api/admin/staff/:id': (call) => {
      const found = find(call);
      if (!found) return notOnStaff;
      state.members = state.members.filter((m) => m.id !== found.id);
      return { status: 204 };
    },
    'POST /api/admin/staff/:id/owner': (call) => {
      const found = find(call);
      if (!found) return notOnStaff;
      // The owner steps down to administrator; the signed-in user's roles say so on the next read.
      for (const m of state.members) if (m.role === 'owner') setRole(m.id, 'admin');
      setRole(found.id, 'owner');
      if (state.viewer.roles.some((r) => r.role.slug === 'owner')) {
        state.viewer = { ...state.viewer, roles: [{ role: { slug: 'admin', name: 'Administrador' } }] };
      }
      return ok(sorted());
    },
  };
  const server = stubFetchRoutes({ ...defaults, ...options.routes });
  /** The writes made, as "METHOD path", in order (reads left out). */
  const writes = () => server.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
  return { ...server, state, writes };
}
