import { eq } from 'drizzle-orm';
import { communities, communityComments, communityPostLikes, communityPostMedia, communityPosts, users } from '../db/schema/index';
import type { Db } from '../platform/db/client';
import type { Storage } from '../platform/storage';
import { POST_MEDIA_FOLDERS } from '../features/communities/post-media';
import { must } from './must';
import { postImage, prng, type Scene } from './post-images';
import type { DemoSchool } from './schools/types';

/** A reply: who wrote it (the local part of a demo account of the school) and what. */
export type DemoReply = readonly [by: string, text: string];
/** A comment and its replies (one level, oldest first). */
export type DemoComment = readonly [by: string, text: string, replies?: readonly DemoReply[]];
export type DemoPost = {
  /** The author: the local part of a demo account of the school (`aluna` is aluna@aurora.test). */
  by: string;
  /** How long ago it was posted, in days (a fraction is part of a day). */
  daysAgo: number;
  title?: string;
  text: string;
  /** Pictures drawn for the post (post-images.ts), 1 to 3. */
  images?: Scene[];
  /** How many members like it: drawn from those who may enter the community, never the author. */
  likes: number;
  pinned?: boolean;
  comments?: readonly DemoComment[];
};
/** A school's feeds, by community title (schools/*-feed.ts). */
export type DemoFeed = Record<string, DemoPost[]>;

type Person = DemoSchool['users'][number];

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const STAFF = new Set<Person['roles'][number]>(['moderator', 'admin', 'owner']);

/** Who may enter a demo community (docs/communities.md "Who sees what"); the review account has no communities. */
function mayEnter(person: Person, community: DemoSchool['communities'][number]) {
  if (person.review) return false;
  if (person.roles.some((r) => STAFF.has(r)) || community.products.length === 0) return true;
  return community.products.some((p) => person.products.includes(p));
}

/** `count` of `pool` in an order fixed by `seed` (Fisher-Yates on the seeded generator). */
function pick<T>(pool: T[], count: number, seed: number): T[] {
  const r = prng(seed);
  const out = [...pool];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    const kept = out[i] as T;
    out[i] = out[j] as T;
    out[j] = kept;
  }
  return out.slice(0, count);
}

type Planned = {
  index: number;
  communityId: number;
  userId: number;
  post: DemoPost;
  at: Date;
  thread: { userId: number; content: string; at: Date; replies: { userId: number; content: string; at: Date }[] }[];
  likers: { userId: number; at: Date }[];
};

/**
 * Each demo community's feed (docs/communities.md): the posts of schools/*-feed.ts by the school's members,
 * their pictures drawn and stored where members' pictures are (private), comments, replies and likes, and
 * the counts on the rows matching them. Rows go straight in, a statement per table, and no domain
 * event is written: the seed is history, not news to notify. Times are counted back from now, so
 * the feed always looks recent; ids follow time, as the feed orders by id.
 */
export async function seedCommunityPosts(db: Db, props: { school: DemoSchool; feed: DemoFeed; storage: Storage; now?: number }) {
  const { school, feed, storage } = props;
  const t = school.id;
  // Idempotent like the rest of the seed: a school whose feeds already have posts keeps them.
  const [existing] = await db.select({ id: communityPosts.id }).from(communityPosts).where(eq(communityPosts.tenantId, t)).limit(1);
  if (existing) return;
  const ids = new Map(
    (await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.tenantId, t))).map((u) => [u.email, u.id]),
  );
  const rooms = new Map(
    (await db.select({ id: communities.id, title: communities.title }).from(communities).where(eq(communities.tenantId, t))).map((c) => [
      c.title,
      c.id,
    ]),
  );
  const now = Math.floor((props.now ?? Date.now()) / SECOND) * SECOND;

  const planned: Planned[] = [];
  for (const [title, posts] of Object.entries(feed)) {
    const community = must(
      school.communities.find((c) => c.title === title),
      `community ${title} of ${school.name}`,
    );
    const communityId = must(rooms.get(title), `row of community ${title}`);
    const members = school.users.filter((p) => mayEnter(p, community)).map((p) => p.email);
    const member = (by: string, what: string) => {
      const email = `${by}@${school.slug}.test`;
      if (!members.includes(email)) throw new Error(`seed: ${email} (${what} in ${title}) may not enter that community`);
      return must(ids.get(email), `user ${email}`);
    };
    for (const post of posts) {
      const index = planned.length;
      // Whole seconds, and a second apart per post: no two posts of a school share a time.
      const at = now - Math.round((post.daysAgo * 24 * HOUR) / SECOND) * SECOND - index * SECOND;
      // Comments and replies follow the post in thread order, at most three hours apart, all before now.
      const events = (post.comments ?? []).reduce((n, [, , replies]) => n + 1 + (replies?.length ?? 0), 0);
      const step = Math.floor(Math.min(3 * HOUR, (now - at - 60 * SECOND) / (events + 1)) / SECOND) * SECOND;
      let k = 0;
      const next = () => new Date(at + ++k * step);
      const thread = (post.comments ?? []).map(([by, content, replies]) => ({
        userId: member(by, 'a comment'),
        content,
        at: next(),
        replies: (replies ?? []).map(([rby, rcontent]) => ({ userId: member(rby, 'a reply'), content: rcontent, at: next() })),
      }));
      const userId = member(post.by, 'a post');
      const pool = members.map((e) => must(ids.get(e), `user ${e}`)).filter((id) => id !== userId);
      const likers = pick(pool, Math.min(post.likes, pool.length), t * 7919 + index).map((id, i) => ({
        userId: id,
        at: new Date(at + Math.round(((i + 1) * (now - at)) / (post.likes + 2) / SECOND) * SECOND),
      }));
      planned.push({ index, communityId, userId, post, at: new Date(at), thread, likers });
    }
  }
  // Oldest first, so ids follow time (the feed is newest first by id).
  planned.sort((a, b) => a.at.getTime() - b.at.getTime());

  // The pictures are drawn (sharp's threads) while the rows go in.
  const pictures = Promise.all(
    planned.flatMap((p) =>
      (p.post.images ?? []).map(async (scene, k) => {
        const body = await postImage(scene, t * 1000 + p.index * 10 + k);
        // Where members' pictures live: private, read through the access route like theirs.
        const key = `tenants/${t}/${POST_MEDIA_FOLDERS.image}/seed-${p.index + 1}-${k + 1}.webp`;
        await storage.put(key, body, 'image/webp');
        return { p, k, key, size: body.length };
      }),
    ),
  );
  // Awaited below; marked handled now, so a failed insert first does not leave it unhandled as well.
  pictures.catch(() => undefined);

  const keyOf = (communityId: number, at: Date) => `${communityId}@${at.getTime()}`;
  const postRows = await db
    .insert(communityPosts)
    .values(
      planned.map((p) => ({
        tenantId: t,
        communityId: p.communityId,
        userId: p.userId,
        title: p.post.title ?? '',
        text: p.post.text,
        pinned: p.post.pinned ?? false,
        likesCount: p.likers.length,
        // Every comment of the post, replies included.
        commentsCount: p.thread.reduce((n, c) => n + 1 + c.replies.length, 0),
        createdAt: p.at,
      })),
    )
    .returning({ id: communityPosts.id, communityId: communityPosts.communityId, createdAt: communityPosts.createdAt });
  const postIds = new Map(postRows.map((r) => [keyOf(r.communityId, r.createdAt), r.id]));
  if (postIds.size !== planned.length) throw new Error(`seed: two posts of ${school.name} share a community and a time`);
  const postIdOf = (p: Planned) => must(postIds.get(keyOf(p.communityId, p.at)), `post ${p.index} of ${school.name}`);

  const threads = planned.flatMap((p) => p.thread.map((c) => ({ postId: postIdOf(p), c })));
  const commentRows = threads.length
    ? await db
        .insert(communityComments)
        .values(
          threads.map(({ postId, c }) => ({
            tenantId: t,
            postId,
            userId: c.userId,
            content: c.content,
            repliesCount: c.replies.length,
            createdAt: c.at,
          })),
        )
        .returning({ id: communityComments.id, postId: communityComments.postId, createdAt: communityComments.createdAt })
    : [];
  const commentIds = new Map(commentRows.map((r) => [keyOf(r.postId, r.createdAt), r.id]));
  if (commentIds.size !== threads.length) throw new Error(`seed: two comments of a post of ${school.name} share a time`);
  const replies = threads.flatMap(({ postId, c }) =>
    c.replies.map((r) => ({
      tenantId: t,
      postId,
      parentId: must(commentIds.get(keyOf(postId, c.at)), `comment of post ${postId}`),
      userId: r.userId,
      content: r.content,
      createdAt: r.at,
    })),
  );
  if (replies.length) await db.insert(communityComments).values(replies);

  const likes = planned.flatMap((p) => p.likers.map((l) => ({ tenantId: t, postId: postIdOf(p), userId: l.userId, createdAt: l.at })));
  if (likes.length) await db.insert(communityPostLikes).values(likes);

  const media = (await pictures).map(({ p, k, key, size }) => ({
    tenantId: t,
    postId: postIdOf(p),
    kind: 'image' as const,
    key,
    name: `foto-${k + 1}.webp`,
    contentType: 'image/webp',
    sizeBytes: size,
    order: k + 1,
  }));
  if (media.length) await db.insert(communityPostMedia).values(media);
}
