import { postFields, type PostFields } from '@trilha/shared/communities/feed-schemas';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { refuseNul } from '../../platform/input-guard';
import { parseFormFields, readFormParts } from '../../platform/uploads';
import type { Member } from './access';
import type { NewMedia } from './posts-service';

/**
 * Reads a new post's multipart form (CONTRACT: `title`, `text`, and `images` / `videos` / `files`
 * parts): the text through the shared schema. Media arrive with the next step of issue 14.
 */
/* eslint-disable @typescript-eslint/no-unused-vars -- the media step stores files as this member, through ctx */
export async function readPostForm(
  request: FastifyRequest,
  _ctx: AppContext,
  _member: Member,
): Promise<{ fields: PostFields; media: NewMedia[]; discard: () => Promise<void> }> {
  const { fields } = await readFormParts(request, { files: [], maxFileBytes: 1 });
  refuseNul(request.lang, 'body', fields);
  return { fields: parseFormFields(postFields, fields), media: [], discard: () => Promise.resolve() };
}
/* eslint-enable @typescript-eslint/no-unused-vars */
