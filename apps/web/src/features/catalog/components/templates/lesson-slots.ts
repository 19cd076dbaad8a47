import type { CourseDetailReply, LessonDetailReply } from '@trilha/shared/catalog/schemas';
import type { ReactNode } from 'react';

type Lesson = LessonDetailReply['lesson'];

/**
 * What the composition root (app/pages/LessonScreen.tsx) places into the lesson page, since the
 * catalog may not import the lesson-page feature: each template puts every slot in its own place.
 */
export type LessonSlots = {
  /** A full-width strip right above the player (the lesson marquee). */
  strip?: (lesson: Lesson) => ReactNode;
  /** More actions beside the favourite (the like button). */
  actions?: (lesson: Lesson) => ReactNode;
  /** Under the lesson's text (the comments). */
  after?: (lesson: Lesson) => ReactNode;
};

/** What every template receives from LessonPage. */
export type TemplateProps = {
  lessonId: number;
  /** Undefined while the lesson loads. */
  detail: LessonDetailReply | undefined;
  /** Undefined while the course loads; the lesson still plays without it. */
  course: CourseDetailReply | undefined;
  courseFailed: boolean;
  slots: LessonSlots;
};
