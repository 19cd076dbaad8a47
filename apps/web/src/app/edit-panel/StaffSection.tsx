import { SectionLoading } from '../../components/SectionLoader';
import { StaffPanel } from '../../features/staff/components/StaffPanel';
import { useTenant } from '../../lib/tenant';

/** "Equipe": the staff feature's list of the school's owner, administrators and moderators, once the school is known. */
export function StaffSection() {
  const tenantId = useTenant().data?.id;
  if (tenantId === undefined) return <SectionLoading />;
  return <StaffPanel tenantId={tenantId} />;
}
