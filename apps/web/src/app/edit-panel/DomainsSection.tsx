import { SectionLoading } from '../../components/SectionLoader';
import { DomainsPanel } from '../../features/schools/components/DomainsPanel';
import { useTenant } from '../../lib/tenant';

/** "Domínios": the schools feature's host names of this school, once the school is known. */
export function DomainsSection() {
  const tenantId = useTenant().data?.id;
  if (tenantId === undefined) return <SectionLoading />;
  return <DomainsPanel tenantId={tenantId} />;
}
