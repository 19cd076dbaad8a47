import type { AdminProduct } from '@trilha/shared/products/schemas';
import type { ProductRow } from './repo';

/** A product as CONTRACT "Products, students and access" writes it. */
export const presentProduct = (row: ProductRow): AdminProduct => ({
  id: row.id,
  title: row.title,
  status: row.status === 'inactive' ? 'inactive' : 'active',
  course_ids: row.courseIds,
  community_ids: row.communityIds,
  access_days: row.accessDays,
  sales_url: row.salesUrl,
  students_count: row.studentsCount,
});
