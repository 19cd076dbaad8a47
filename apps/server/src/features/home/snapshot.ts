import { CONTENT_TYPES, SYSTEM_CAROUSELS } from '@trilha/shared/carousels/schemas';
import { eq } from 'drizzle-orm';
import { platformSettings } from '../../db/schema/index';
import { defineCache } from '../../platform/caches';
import type { Db } from '../../platform/db/client';
import { readShowcase } from '../carousels/public';
import { readCatalogIndex, type CardNode, type CatalogIndex } from './catalog-index';
import { presentCarouselHeader, type CarouselHeader } from './presenter';
import { serializedOnce } from './serialize';

/** A carousel as every member of the school shares it: settings and its resolved cards in item order. */
export type SchoolCarousel = {
  id: number;
  type: number;
  published: boolean;
  /** On for every carousel but a system one whose platform flag is off (spec 002 §3 Vitrine tabs). */
  flagOn: boolean;
  header: CarouselHeader;
  nodes: CardNode[];
};

/** Everything of the home view that is the same for all students of a school. */
export type HomeSnapshot = {
  home: number;
  catalog: number;
  /** Descending carousel order: the reply's order (spec 000 §7, the client reverses). */
  carousels: SchoolCarousel[];
  byId: Map<number, SchoolCarousel>;
  showBlocked: boolean;
  catalogIndex: CatalogIndex;
};

type Versions = { home: number; catalog: number };
type Entry = Versions & { snapshot: Promise<HomeSnapshot> };

/**
 * Checked against both versions on every read (docs/home.md): every write to carousels, their
 * items, the showcase flags (home_version) or to courses, modules and lessons (catalog_version)
 * makes the next read rebuild. The entry holds the build's promise, so requests arriving during a
 * rebuild share one build.
 */
export const snapshotCache = defineCache<number, Entry>({
  name: 'home-snapshots',
  what: "the school's home: carousels and their shared cards",
  where: 'features/home/snapshot.ts',
  keyedBy: 'school',
  checkedAgainst: 'home and catalog versions',
  max: 1_000,
});

export function loadSnapshot(db: Db, tenantId: number, versions: Versions): Promise<HomeSnapshot> {
  const schools = snapshotCache.of(db);
  const hit = schools.get(tenantId);
  if (hit?.home === versions.home && hit.catalog === versions.catalog) return hit.snapshot;
  // Built after the versions were read: a write landing in between makes the next read rebuild.
  const snapshot = buildSnapshot(db, tenantId, versions);
  const entry: Entry = { ...versions, snapshot };
  schools.set(tenantId, entry);
  // A failed build is not kept: the next request tries again.
  snapshot.catch(() => {
    if (schools.get(tenantId) === entry) schools.delete(tenantId);
  });
  return snapshot;
}

const SYSTEM_FLAGS: Record<number, keyof Flags> = {
  [SYSTEM_CAROUSELS.continueLessons]: 'showContinueClass',
  [SYSTEM_CAROUSELS.continueModules]: 'showContinueModule',
  [SYSTEM_CAROUSELS.continueCourses]: 'showContinueCourse',
  [SYSTEM_CAROUSELS.trending]: 'showHighlight',
};
type Flags = {
  showContinueClass: boolean;
  showContinueModule: boolean;
  showContinueCourse: boolean;
  showHighlight: boolean;
  showBlockedContent: boolean;
};
const DEFAULT_FLAGS: Flags = {
  showContinueClass: true,
  showContinueModule: false,
  showContinueCourse: false,
  showHighlight: true,
  showBlockedContent: true,
};

async function buildSnapshot(db: Db, tenantId: number, versions: Versions): Promise<HomeSnapshot> {
  const [flags] = await db
    .select({
      showContinueClass: platformSettings.showContinueClass,
      showContinueModule: platformSettings.showContinueModule,
      showContinueCourse: platformSettings.showContinueCourse,
      showHighlight: platformSettings.showHighlight,
      showBlockedContent: platformSettings.showBlockedContent,
    })
    .from(platformSettings)
    .where(eq(platformSettings.tenantId, tenantId));
  const settings = flags ?? DEFAULT_FLAGS;
  const { rows, items: itemRows } = await readShowcase(db, tenantId);
  const catalogIndex = await readCatalogIndex(db, tenantId);

  const typeOf = new Map(rows.map((r) => [r.id, r.type]));
  const nodesOf = new Map<number, CardNode[]>();
  for (const item of itemRows) {
    const node = resolveItem(catalogIndex, typeOf.get(item.carouselId) ?? 0, item);
    if (!node) continue;
    const list = nodesOf.get(item.carouselId);
    if (list) list.push(node);
    else nodesOf.set(item.carouselId, [node]);
  }
  const list: SchoolCarousel[] = rows.map((row) => {
    const flagName = SYSTEM_FLAGS[row.type];
    return {
      id: row.id,
      type: row.type,
      published: row.published,
      flagOn: flagName ? settings[flagName] : true,
      header: serializedOnce(presentCarouselHeader(row)),
      nodes: nodesOf.get(row.id) ?? [],
    };
  });
  return {
    ...versions,
    carousels: list,
    byId: new Map(list.map((c) => [c.id, c])),
    showBlocked: settings.showBlockedContent,
    catalogIndex,
  };
}

type ItemRow = { courseId: number | null; moduleId: number | null; lessonId: number | null };

/** The carousel's type names the column that holds its item (spec 002 §3: 1 courses, 2 modules, 3 lessons). */
function resolveItem(index: CatalogIndex, type: number, item: ItemRow): CardNode | undefined {
  if (type === CONTENT_TYPES.courses) return item.courseId === null ? undefined : index.courses.get(item.courseId);
  if (type === CONTENT_TYPES.modules) return item.moduleId === null ? undefined : index.modules.get(item.moduleId);
  if (type === CONTENT_TYPES.lessons) return item.lessonId === null ? undefined : index.lessons.get(item.lessonId);
  return undefined;
}
