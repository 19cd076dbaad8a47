import type { CustomHtmlFields, CustomHtmlPage, CustomHtmlScreen } from '@trilha/shared/custom-html/schemas';
import { CUSTOM_HTML_MAX_BLOCKS } from '@trilha/shared/custom-html/schemas';
import type { Language } from '@trilha/shared/platform/http';
import type { SessionUser } from '../../platform/auth/session';
import { FOREIGN_KEY_VIOLATION, violates } from '../../platform/db/constraint';
import type { Db } from '../../platform/db/client';
import { badRequest, HttpError } from '../../platform/errors';
import type { ActorScope, RequestScope } from '../../platform/request-scope';
import { placeAccess, placeOfBlock, placeOfScreen } from './access';
import { customHtmlText } from './messages';
import { showsOn } from './policy';
import {
  countBlocks,
  deleteBlock,
  findBlock,
  insertBlock,
  listBlocks as listBlockRows,
  lockTenant,
  placeHolds,
  updateBlock as updateBlockRow,
  type BlockRow,
} from './repo';
import { forgetSchoolBlocks, schoolBlocks } from './view-cache';

type Scope = Pick<RequestScope, 'db' | 'tenantId' | 'lang'>;

const notFound = (lang: Language) => new HttpError(404, null, customHtmlText(lang, 'notFound'));

/** Every block of the school with its HTML, oldest first (the edit panel). */
export const listBlocks = ({ db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>) => listBlockRows(db, { tenantId });

/**
 * The blocks a member sees on one screen (CONTRACT "Custom HTML": a page, narrowed by the screen's items): none on
 * a screen closed to them, and each block only where its own place is open to them (access.ts).
 * The school's blocks come from memory when warm, and are filtered for this viewer after.
 */
export async function listScreenBlocks(db: Db, user: SessionUser, page: CustomHtmlPage, screen: CustomHtmlScreen) {
  const maySee = placeAccess(db, user);
  const [blocks, screenOpen] = await Promise.all([schoolBlocks(db, user.tenantId), maySee(placeOfScreen(page, screen))]);
  if (!screenOpen) return [];
  const placed = blocks.filter((block) => block.page === page && showsOn(block, screen));
  const open = await Promise.all(placed.map((block) => maySee(placeOfBlock(block))));
  return placed.filter((_, i) => open[i]);
}

/** The selectors' foreign keys (an item of the school) as the field they name, written as the schema's issues are (`body.…`). */
const FOREIGN_KEYS = [
  ['custom_html_blocks_tenant_id_community_id_communities_tenant_id_id_fk', 'community_id'],
  ['custom_html_blocks_tenant_id_course_id_courses_tenant_id_id_fk', 'course_id'],
  ['custom_html_blocks_tenant_id_module_id_modules_tenant_id_id_fk', 'module_id'],
  ['custom_html_blocks_tenant_id_lesson_id_lessons_tenant_id_id_fk', 'lesson_id'],
] as const;

/** An item of another school, or none: 400 on its field, nothing written (the database decides). */
function constraintReply(error: unknown, lang: Language): unknown {
  const hit = FOREIGN_KEYS.find(([name]) => violates(error, FOREIGN_KEY_VIOLATION, name));
  return hit ? badRequest(customHtmlText(lang, 'itemNotFound'), `body.customHtml.${hit[1]}`) : error;
}

/** A module of another course, or a lesson of another module, is not one place of the catalogue: 400 on its field. */
async function checkPlace({ db, tenantId, lang }: Scope, fields: CustomHtmlFields) {
  const holds = await placeHolds(db, { tenantId, fields });
  if (!holds.module) throw badRequest(customHtmlText(lang, 'itemNotFound'), 'body.customHtml.module_id');
  if (!holds.lesson) throw badRequest(customHtmlText(lang, 'itemNotFound'), 'body.customHtml.lesson_id');
}

/** At most CUSTOM_HTML_MAX_BLOCKS a school: the school row lock keeps two creates at once from making one more. */
export async function createBlock(scope: Scope, fields: CustomHtmlFields): Promise<BlockRow> {
  const { db, tenantId, lang } = scope;
  await checkPlace(scope, fields);
  const row = await db
    .transaction(async (tx) => {
      await lockTenant(tx, { tenantId });
      if ((await countBlocks(tx, { tenantId })) >= CUSTOM_HTML_MAX_BLOCKS) throw new HttpError(409, null, customHtmlText(lang, 'tooMany'));
      return insertBlock(tx, { tenantId, fields });
    })
    .catch((error: unknown) => {
      throw constraintReply(error, lang);
    });
  forgetSchoolBlocks(db, tenantId);
  return row;
}

/** Another school's block, or none: 404. */
export async function updateBlock(scope: Scope, props: { id: number; fields: CustomHtmlFields }): Promise<BlockRow> {
  const { db, tenantId, lang } = scope;
  await checkPlace(scope, props.fields);
  const row = await updateBlockRow(db, { tenantId, ...props }).catch((error: unknown) => {
    throw constraintReply(error, lang);
  });
  if (!row) throw notFound(lang);
  forgetSchoolBlocks(db, tenantId);
  return row;
}

export async function removeBlock({ db, tenantId, lang }: Scope, props: { id: number }): Promise<void> {
  if (!(await deleteBlock(db, { tenantId, ...props }))) throw notFound(lang);
  forgetSchoolBlocks(db, tenantId);
}

/**
 * A block to run in its frame, for a member who may see the screen it is placed on (access.ts, the
 * rule its list follows); another school's, none, or one on a screen closed to them: 404 alike, so
 * walking the ids tells nothing.
 */
export async function readBlockToRun(
  { db, tenantId, lang, actor }: Pick<ActorScope, 'db' | 'tenantId' | 'lang' | 'actor'>,
  props: { id: number },
): Promise<BlockRow> {
  const row = await findBlock(db, { tenantId, id: props.id });
  if (!row || !(await placeAccess(db, actor)(placeOfBlock(row)))) throw notFound(lang);
  return row;
}
