import { and, eq, inArray } from 'drizzle-orm';
import { files, platformSettings } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

const appearanceColumns = {
  tenantId: platformSettings.tenantId,
  primaryColor: platformSettings.primaryColor,
  textColor: platformSettings.textColor,
  fontPrimary: platformSettings.fontPrimary,
  backgroundColorPrimary: platformSettings.backgroundColorPrimary,
  logoSquare: platformSettings.logoSquare,
  logoHorizontal: platformSettings.logoHorizontal,
  favicon: platformSettings.favicon,
  sidebar: platformSettings.sidebar,
  showcase: platformSettings.showcase,
  coursePageIndicator: platformSettings.coursePageIndicator,
  modulePageIndicator: platformSettings.modulePageIndicator,
  themeClasses: platformSettings.themeClasses,
  lessonComments: platformSettings.lessonComments,
  showContinueClass: platformSettings.showContinueClass,
  showContinueModule: platformSettings.showContinueModule,
  showContinueCourse: platformSettings.showContinueCourse,
  showHighlight: platformSettings.showHighlight,
};

/** The school's appearance row, locked for the caller's transaction when `forUpdate`. */
export async function findAppearance(db: Db, props: { tenantId: number; forUpdate?: boolean }) {
  const query = db.select(appearanceColumns).from(platformSettings).where(eq(platformSettings.tenantId, props.tenantId)).limit(1);
  const [row] = props.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}
export type AppearanceRow = NonNullable<Awaited<ReturnType<typeof findAppearance>>>;

export type AppearancePatch = Partial<Omit<AppearanceRow, 'tenantId'>>;

export async function updateAppearance(db: Db, props: { tenantId: number; patch: AppearancePatch }) {
  const [row] = await db
    .update(platformSettings)
    .set({ ...props.patch, updatedAt: new Date() })
    .where(eq(platformSettings.tenantId, props.tenantId))
    .returning(appearanceColumns);
  return row ?? null;
}

/** Which of these storage keys are files this school uploaded (the files table records each upload). */
export async function findSchoolFileKeys(db: Db, props: { tenantId: number; keys: string[] }): Promise<Set<string>> {
  if (props.keys.length === 0) return new Set();
  const rows = await db
    .select({ key: files.key })
    .from(files)
    .where(and(eq(files.tenantId, props.tenantId), inArray(files.key, props.keys)));
  return new Set(rows.map((r) => r.key));
}
