import type { AppContext } from '../../platform/context';
import { FANOUT_BATCH, onComment, onLessonReply, onLike, onPost, onReply, runPostBatch, setFanoutBatchSize } from './fanout';

/** The subscribers' stable name: each events.deliver job names it (platform/events.ts). */
const SUBSCRIBER = 'notifications';

/**
 * Notifications are made from the domain events alone (docs/notifications.md): each event type
 * that notifies someone has a subscriber here, and a post's fan-out continues in its own jobs.
 */
export function registerNotificationSubscribers(ctx: AppContext) {
  const { db, events, jobs } = ctx;
  setFanoutBatchSize(FANOUT_BATCH[ctx.database.kind]);
  events.subscribe('community.post.created', SUBSCRIBER, (event) => onPost(db, event));
  events.subscribe('community.comment.created', SUBSCRIBER, (event) => onComment(db, event));
  events.subscribe('community.reply.created', SUBSCRIBER, (event) => onReply(db, event));
  events.subscribe('community.post.liked', SUBSCRIBER, (event) => onLike(db, event));
  events.subscribe('lesson.reply.created', SUBSCRIBER, (event) => onLessonReply(db, event));
  jobs.handle('notifications.post-batch', (job) => runPostBatch(db, job));
}
