import { SYSTEM_CAROUSELS } from '@trilha/shared/carousels/schemas';
import { SYSTEM_CAROUSEL_LIMIT, type HomeItem } from '@trilha/shared/home/schemas';
import { isCourseLocked, type Viewer } from '../catalog/public';
import type { CardNode, CourseNode, LessonNode } from './catalog-index';
import type { HomeSnapshot } from './snapshot';

const courseIdOf = (node: CardNode) => (node.kind === 'course' ? node.id : node.courseId);

/**
 * One user's view of the school's shared cards: locks from their access and percentages
 * from their progress. Cards of the snapshot are reused as they are whenever nothing of the user
 * changes them, so a request allocates little beyond its own progress.
 */
export class CardView {
  private readonly finishedInModule = new Map<number, number>();
  private readonly finishedInCourse = new Map<number, number>();

  constructor(
    private readonly snapshot: HomeSnapshot,
    private readonly viewer: Viewer,
    /** Carousels leave locked cards out when the school chose so; the favourites page never does. */
    private readonly hideLocked: boolean,
  ) {
    for (const entry of viewer.progress) {
      if (!entry.finished) continue;
      const lesson = snapshot.catalogIndex.lessons.get(entry.lessonId);
      if (!lesson) continue;
      increment(this.finishedInModule, lesson.moduleId);
      increment(this.finishedInCourse, lesson.courseId);
    }
  }

  /** The card as this user sees it, or null when it is locked and locked content is hidden. */
  card(node: CardNode, progress: number | null = null): HomeItem | null {
    const locked = isCourseLocked(this.viewer.access, courseIdOf(node));
    if (locked && this.hideLocked) return null;
    const base = locked ? node.lockedCard : node.card;
    // Courses and modules open their own page (docs/catalog.md "Where cards go"), the same for everyone.
    return progress === null ? base : { ...base, progress };
  }

  /** How many of `nodes` this user sees, without building their cards. */
  count(nodes: readonly CardNode[]): number {
    if (!this.hideLocked) return nodes.length;
    let total = 0;
    for (const node of nodes) if (!isCourseLocked(this.viewer.access, courseIdOf(node))) total += 1;
    return total;
  }

  /** Up to `limit` visible cards of `nodes`, and how many of them are visible in all. */
  collect(nodes: readonly CardNode[], limit: number): { items: HomeItem[]; total: number } {
    const items: HomeItem[] = [];
    let total = 0;
    for (const node of nodes) {
      if (!this.hideLocked && items.length >= limit) return { items, total: nodes.length };
      const card = this.card(node);
      if (!card) continue;
      total += 1;
      if (items.length < limit) items.push(card);
    }
    return { items, total };
  }

  /** A system carousel's cards (docs/home.md), at most SYSTEM_CAROUSEL_LIMIT. */
  system(type: number, trending: readonly number[]): HomeItem[] {
    switch (type) {
      case SYSTEM_CAROUSELS.continueLessons:
        return this.continueLessons();
      case SYSTEM_CAROUSELS.continueModules:
        return this.inProgress('module');
      case SYSTEM_CAROUSELS.continueCourses:
        return this.inProgress('course');
      case SYSTEM_CAROUSELS.trending:
        return this.fill(trending.map((id) => this.snapshot.catalogIndex.courses.get(id)));
      case SYSTEM_CAROUSELS.myList:
        return this.fill(this.viewer.favorites.map((f) => this.favoriteNode(f)));
      default:
        return [];
    }
  }

  favoriteNode(favorite: { kind: 'course' | 'lesson'; id: number }): CourseNode | LessonNode | undefined {
    const index = this.snapshot.catalogIndex;
    return favorite.kind === 'course' ? index.courses.get(favorite.id) : index.lessons.get(favorite.id);
  }

  /**
   * Lessons started and not finished, most recently watched first, with the percent watched; only
   * those of `courseIds` when given (a community's strip: the courses its products open).
   */
  continueLessons(courseIds: ReadonlySet<number> | null = null): HomeItem[] {
    const items: HomeItem[] = [];
    for (const entry of this.viewer.progress) {
      if (items.length >= SYSTEM_CAROUSEL_LIMIT) break;
      if (entry.finished) continue;
      const lesson = this.snapshot.catalogIndex.lessons.get(entry.lessonId);
      if (!lesson || (courseIds && !courseIds.has(lesson.courseId))) continue;
      const card = this.card(lesson, percentWatched(lesson, entry.watchedSeconds));
      if (card) items.push(card);
    }
    return items;
  }

  /**
   * Courses in the school's order with the percent finished once one lesson is: those of
   * `courseIds` when given (locked ones as the school shows them), else the ones the user can open.
   */
  courseCards(courseIds: ReadonlySet<number> | null): HomeItem[] {
    const items: HomeItem[] = [];
    for (const node of this.snapshot.catalogIndex.courses.values()) {
      if (items.length >= SYSTEM_CAROUSEL_LIMIT) break;
      if (courseIds ? !courseIds.has(node.id) : isCourseLocked(this.viewer.access, node.id)) continue;
      const done = this.finishedInCourse.get(node.id) ?? 0;
      const card = this.card(node, done > 0 ? Math.floor((done * 100) / node.lessons.length) : null);
      if (card) items.push(card);
    }
    return items;
  }

  /** Modules or courses with any progress and some lesson left, latest activity first, percent finished. */
  private inProgress(kind: 'module' | 'course'): HomeItem[] {
    const index = this.snapshot.catalogIndex;
    const seen = new Set<number>();
    const items: HomeItem[] = [];
    for (const entry of this.viewer.progress) {
      if (items.length >= SYSTEM_CAROUSEL_LIMIT) break;
      const lesson = index.lessons.get(entry.lessonId);
      if (!lesson) continue;
      const id = kind === 'module' ? lesson.moduleId : lesson.courseId;
      if (seen.has(id)) continue;
      seen.add(id);
      const node = kind === 'module' ? index.modules.get(id) : index.courses.get(id);
      if (!node) continue;
      const done = (kind === 'module' ? this.finishedInModule : this.finishedInCourse).get(id) ?? 0;
      if (done >= node.lessons.length) continue;
      const card = this.card(node, Math.floor((done * 100) / node.lessons.length));
      if (card) items.push(card);
    }
    return items;
  }

  private fill(nodes: readonly (CardNode | undefined)[]): HomeItem[] {
    const items: HomeItem[] = [];
    for (const node of nodes) {
      if (items.length >= SYSTEM_CAROUSEL_LIMIT) break;
      const card = node ? this.card(node) : null;
      if (card) items.push(card);
    }
    return items;
  }
}

/** Percent of the duration watched, 0 to 100; 0 when the duration is unknown. */
const percentWatched = (lesson: LessonNode, watchedSeconds: number) =>
  lesson.durationSeconds > 0 ? Math.min(100, Math.floor((watchedSeconds * 100) / lesson.durationSeconds)) : 0;

function increment(map: Map<number, number>, key: number) {
  map.set(key, (map.get(key) ?? 0) + 1);
}
