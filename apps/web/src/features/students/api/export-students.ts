import { studentPaths } from '@trilha/shared/students/paths';
import { filterQuery } from './get-students';
import type { StudentFilters } from './keys';

/** GET /api/admin/students.csv: the directory as the filters narrow it, every page, downloaded by the browser itself. */
export const studentsExportUrl = (filters: StudentFilters) => studentPaths.export({}, filterQuery(filters));
