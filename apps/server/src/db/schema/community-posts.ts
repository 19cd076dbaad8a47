import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { communities } from './communities';
import { createdAt, identityId, tenantId } from './columns';

/**
 * A post in a community (CONTRACT "Community, student side"). The counts are kept on the row,
 * moved in the same statement as the like or comment that changes them, so a feed page reads
 * them without counting.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    tenantId: tenantId(),
    id: identityId(),
    communityId: integer('community_id').notNull(),
    userId: integer('user_id').notNull(),
    title: varchar('title', { length: 150 }).notNull().default(''),
    text: varchar('text', { length: 5000 }).notNull().default(''),
    pinned: boolean('pinned').notNull().default(false),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.communityId], foreignColumns: [communities.tenantId, communities.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    // The feed: newest first by id (keyset), the pinned ones apart (few, bounded).
    index('community_posts_feed').on(t.tenantId, t.communityId, t.id.desc()),
    index('community_posts_pinned')
      .on(t.tenantId, t.communityId)
      .where(sql`${t.pinned}`),
    // A user's posts of the last minute (the posting limit) and their own posts.
    index('community_posts_user').on(t.tenantId, t.userId, t.createdAt),
  ],
);

/**
 * A post's images, video and files, in the order they were sent; the bytes are rows of `files`,
 * stored under a private key and read through the access route (features/communities/media-routes.ts),
 * whose URL the presenter builds from the row's id: the storage key never leaves the server.
 */
export const communityPostMedia = pgTable(
  'community_post_media',
  {
    tenantId: tenantId(),
    id: identityId(),
    postId: integer('post_id').notNull(),
    kind: varchar('kind', { length: 8 }).$type<'image' | 'video' | 'file'>().notNull(),
    key: varchar('key', { length: 1024 }).notNull(),
    name: varchar('name', { length: 255 }).notNull().default(''),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    order: integer('order').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.postId], foreignColumns: [communityPosts.tenantId, communityPosts.id] }).onDelete('cascade'),
    index('community_post_media_post').on(t.tenantId, t.postId, t.order),
    // The video sweep asks whether a post still shows a stored file.
    index('community_post_media_key').on(t.tenantId, t.key),
    // Files a post kept from before their area was private (public keys): the move job's list, empty once it is done.
    index('community_post_media_unmoved')
      .on(t.tenantId, t.id)
      .where(sql`${t.key} like 'tenants/%/community-posts/%' and ${t.key} not like 'tenants/%/community-posts/private/%'`),
  ],
);

/** A comment, or a reply to one (one level: a reply's parent is a comment without a parent). */
export const communityComments = pgTable(
  'community_comments',
  {
    tenantId: tenantId(),
    id: identityId(),
    postId: integer('post_id').notNull(),
    userId: integer('user_id').notNull(),
    parentId: integer('parent_id'),
    content: varchar('content', { length: 2000 }).notNull(),
    repliesCount: integer('replies_count').notNull().default(0),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.postId], foreignColumns: [communityPosts.tenantId, communityPosts.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }).onDelete('cascade'),
    // Oldest first per post and level (keyset on id).
    index('community_comments_thread').on(t.tenantId, t.postId, t.parentId, t.id),
    index('community_comments_parent').on(t.tenantId, t.parentId, t.id),
    // A user's comments of the last minute (the commenting limit).
    index('community_comments_user').on(t.tenantId, t.userId, t.createdAt),
  ],
);

/** One like per user and post: the primary key is the rule, not a read before the write. */
export const communityPostLikes = pgTable(
  'community_post_likes',
  {
    tenantId: tenantId(),
    postId: integer('post_id').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.postId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.postId], foreignColumns: [communityPosts.tenantId, communityPosts.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);
