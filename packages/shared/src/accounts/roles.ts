export const roleSlugs = ['student', 'moderator', 'admin', 'owner'] as const;
export type RoleSlug = (typeof roleSlugs)[number];
