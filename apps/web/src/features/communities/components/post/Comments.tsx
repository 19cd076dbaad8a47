import { Stack, Text } from '@mantine/core';
import { feedText } from '../feed/feed-text';
import { CommentBox } from './CommentBox';
import { CommentThread } from './CommentThread';
import type { PostRules } from './post-rules';

/** The comments under a post, and the box to write one (or the note that comments are off here). */
export function Comments({ rules, postId }: { rules: PostRules; postId: number }) {
  return (
    <Stack gap="sm" data-testid="comments">
      <CommentThread rules={rules} postId={postId} />
      {rules.comments ? (
        <CommentBox tenant={rules.tenant} postId={postId} />
      ) : (
        <Text size="sm" c="dimmed">
          {feedText('commentsOff')}
        </Text>
      )}
    </Stack>
  );
}
