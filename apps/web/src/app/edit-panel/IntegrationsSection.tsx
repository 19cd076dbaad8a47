import { useMemo } from 'react';
import { SectionLoading } from '../../components/SectionLoader';
import { useAdminProducts } from '../../features/products/api/get-products';
import { IntegrationsPanel } from '../../features/sales/components/IntegrationsPanel';
import { useTenant } from '../../lib/tenant';

/**
 * "Integrações": the sales feature's platforms and their log, given the products feature's list of
 * the school's products (inactive ones too: a sale may still name one) to map the platforms' codes onto.
 */
export function IntegrationsSection() {
  const tenantId = useTenant().data?.id;
  if (tenantId === undefined) return <SectionLoading />;
  return <SchoolIntegrations tenantId={tenantId} />;
}

function SchoolIntegrations({ tenantId }: { tenantId: number }) {
  const products = useAdminProducts(tenantId);
  const options = useMemo(() => products.data?.map((p) => ({ value: p.id, label: p.title })), [products.data]);
  return <IntegrationsPanel tenantId={tenantId} products={{ options, loading: products.isPending, failed: products.isError }} />;
}
