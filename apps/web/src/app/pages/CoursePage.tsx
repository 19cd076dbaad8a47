import { CoursePage } from '../../features/catalog/components/CoursePage';
import { PlacedQuizzes } from '../../features/quizzes/taking/components/PlacedQuizzes';
import { useTenant } from '../../lib/tenant';

/**
 * /courses/:courseId: the catalog's course page with the quizzes placed on the course or on its
 * modules under the modules (docs/quizzes.md "Web"), composed here because the
 * catalog does not import the quizzes. A locked course lists none, and asks for none.
 */
export function CourseScreen() {
  const tenantId = useTenant().data?.id;
  return (
    <CoursePage
      after={(course) =>
        tenantId !== undefined && !course.locked && <PlacedQuizzes tenantId={tenantId} screen={{ course_id: course.id }} mt="xl" />
      }
    />
  );
}
