import { SimpleGrid } from '@mantine/core';
import { memo } from 'react';
import type { CourseCard as Course } from '@trilha/shared/catalog/schemas';
import { CourseCard, CourseCardSkeleton } from './CourseCard';

const columns = { base: 1, xs: 2, md: 3, lg: 4 };

/** Courses as a list of cards: one column on phones, up to four on wide screens. */
export const CourseGrid = memo(function CourseGrid({ courses, label }: { courses: Course[]; label: string }) {
  return (
    <SimpleGrid
      component="ul"
      cols={columns}
      spacing="lg"
      verticalSpacing="xl"
      p={0}
      m={0}
      aria-label={label}
      style={{ listStyle: 'none' }}
    >
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </SimpleGrid>
  );
});

export function CourseGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <SimpleGrid cols={columns} spacing="lg" verticalSpacing="xl">
      {Array.from({ length: count }, (_, i) => (
        <CourseCardSkeleton key={i} />
      ))}
    </SimpleGrid>
  );
}
