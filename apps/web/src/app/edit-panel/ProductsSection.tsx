import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SectionLoading } from '../../components/SectionLoader';
import { ProductsPanel } from '../../features/products/components/ProductsPanel';
import { useStudioCourses } from '../../features/studio/api/get-courses';
import { studioKeys } from '../../features/studio/api/keys';
import { useTenant } from '../../lib/tenant';

/**
 * "Produtos": the products feature's panel, given the course studio's list of the school's courses
 * to choose from; a product saved or deleted changes which products open each course, which the
 * studio shows, so its reads are marked out of date (read again where next shown, not now).
 */
export function ProductsSection() {
  const tenantId = useTenant().data?.id;
  if (tenantId === undefined) return <SectionLoading />;
  return <SchoolProducts tenantId={tenantId} />;
}

function SchoolProducts({ tenantId }: { tenantId: number }) {
  const queryClient = useQueryClient();
  const courses = useStudioCourses(tenantId);
  const options = useMemo(() => courses.data?.map((c) => ({ value: c.id, label: c.title })), [courses.data]);
  return (
    <ProductsPanel
      tenantId={tenantId}
      courses={{ options, loading: courses.isPending, failed: courses.isError }}
      onProductsChanged={() => void queryClient.invalidateQueries({ queryKey: studioKeys.all(tenantId), refetchType: 'none' })}
    />
  );
}
