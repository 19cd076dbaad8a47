import { useMemo } from 'react';
import { SectionLoading } from '../../components/SectionLoader';
import { useAdminProducts } from '../../features/products/api/get-products';
import { StudentsPanel } from '../../features/students/components/StudentsPanel';
import { useTenant } from '../../lib/tenant';

/**
 * "Alunos": the students feature's directory, given the products feature's list of the school's
 * products (inactive ones too: students keep them) to filter by and to grant.
 */
export function StudentsSection() {
  const tenantId = useTenant().data?.id;
  if (tenantId === undefined) return <SectionLoading />;
  return <SchoolStudents tenantId={tenantId} />;
}

function SchoolStudents({ tenantId }: { tenantId: number }) {
  const products = useAdminProducts(tenantId);
  const options = useMemo(() => products.data?.map((p) => ({ value: p.id, label: p.title })), [products.data]);
  return <StudentsPanel tenantId={tenantId} products={{ options, loading: products.isPending, failed: products.isError }} />;
}
