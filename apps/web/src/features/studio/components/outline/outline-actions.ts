import type { StudioLesson, StudioModule } from '@trilha/shared/studio/schemas';
import type { OutlineSaves } from './use-outline-saves';

/** What a row of the outline may ask of the editor around it. */
export type OutlineActions = {
  saves: OutlineSaves;
  /** The course's modules in order (a lesson's "Mover para"). */
  modules: readonly StudioModule[];
  /** Whether a save under this key prefix failed and waits for another try. */
  failed: (prefix: string) => boolean;
  openModule: (moduleId: number) => void;
  openLesson: (lessonId: number) => void;
  askDeleteModule: (module: StudioModule) => void;
  askDeleteLesson: (lesson: StudioLesson) => void;
  /** The lesson to the end of another module (the row's menu; a drag places it anywhere). */
  moveToEnd: (lesson: StudioLesson, moduleId: number) => void;
};
