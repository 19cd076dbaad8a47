import type { CustomHtmlFields, CustomHtmlPage, CustomHtmlScreen } from '@trilha/shared/custom-html/schemas';
import { CUSTOM_HTML_MAX_BLOCKS } from '@trilha/shared/custom-html/schemas';
import type { Language } from '@trilha/shared/platform/http';
import { FOREIGN_KEY_VIOLATION, violates } from '../../platform/db/constraint';
import type { Db } from '../../platform/db/client';
import { badRequest, HttpError } from '../../platform/errors';
import { customHtmlText } from './messages';
import { showsOn } from './policy';
import { countBlocks, deleteBlock, findBlock, insertBlock, listBlocks, lockTenant, placeHolds, updateBlock, type BlockRow } from './repo';
import { forgetSchoolBlocks, schoolBlocks } from './view-cache';

type Scope = { db: Db; tenantId: number; lang: Language };

const notFound = (lang: Language) => new HttpError(404, null, customHtmlText(lang, 'notFound'));

/** Every block of the school with its HTML, oldest first (the edit panel). */
export const blockList = ({ db, tenantId }: Scope) => listBlocks(db, { tenantId });

/** The blocks a member sees on one screen (CONTRACT: a page, narrowed by the screen's items): from memory when warm. */
export async function screenBlocks(db: Db, tenantId: number, page: CustomHtmlPage, screen: CustomHtmlScreen) {
  return (await schoolBlocks(db, tenantId)).filter((block) => block.page === page && showsOn(block, screen));
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
export async function blockCreator(scope: Scope, fields: CustomHtmlFields): Promise<BlockRow> {
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
export async function blockUpdater(scope: Scope, props: { id: number; fields: CustomHtmlFields }): Promise<BlockRow> {
  const { db, tenantId, lang } = scope;
  await checkPlace(scope, props.fields);
  const row = await updateBlock(db, { tenantId, ...props }).catch((error: unknown) => {
    throw constraintReply(error, lang);
  });
  if (!row) throw notFound(lang);
  forgetSchoolBlocks(db, tenantId);
  return row;
}

export async function blockRemover({ db, tenantId, lang }: Scope, props: { id: number }): Promise<void> {
  if (!(await deleteBlock(db, { tenantId, ...props }))) throw notFound(lang);
  forgetSchoolBlocks(db, tenantId);
}

/** A block of the school to run in its frame; another school's or none: 404. */
export async function blockToRun({ db, tenantId, lang }: Scope, props: { id: number }): Promise<BlockRow> {
  const row = await findBlock(db, { tenantId, ...props });
  if (!row) throw notFound(lang);
  return row;
}
