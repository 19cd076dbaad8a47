import { useMemo } from 'react';
import { SectionLoading } from '../../components/SectionLoader';
import { SignupSettings } from '../../features/accounts/components/SignupSettings';
import { useAdminProducts } from '../../features/products/api/get-products';
import { useTenant } from '../../lib/tenant';

/**
 * "Cadastro": accounts' open sign-up setting, given the products feature's list of the school's
 * products to choose what each new account receives.
 */
export function SignupSection() {
  const tenantId = useTenant().data?.id;
  if (tenantId === undefined) return <SectionLoading />;
  return <SchoolSignup tenantId={tenantId} />;
}

function SchoolSignup({ tenantId }: { tenantId: number }) {
  const products = useAdminProducts(tenantId);
  const options = useMemo(() => products.data?.map((p) => ({ value: p.id, label: p.title })), [products.data]);
  return <SignupSettings tenantId={tenantId} products={{ options, loading: products.isPending, failed: products.isError }} />;
}
