import { ModulePage } from '../../features/catalog/components/ModulePage';
import { PlacedQuizzes } from '../../features/quizzes/taking/components/PlacedQuizzes';
import { useTenant } from '../../lib/tenant';

/**
 * /modulos/:moduleId: the catalog's module page with the quizzes placed on the module or on its
 * course under its lessons (docs/quizzes.md "Web"). A locked course lists none.
 */
export function ModuleScreen() {
  const tenantId = useTenant().data?.id;
  return (
    <ModulePage
      after={({ course, module }) =>
        tenantId !== undefined &&
        !course.locked && <PlacedQuizzes tenantId={tenantId} screen={{ course_id: course.id, module_id: module.id }} />
      }
    />
  );
}
