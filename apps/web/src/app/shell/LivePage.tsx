import { useLocation } from 'react-router';
import { LiveWatch, watchId } from '../../features/lives/components/LiveWatch';
import { useTenant } from '../../lib/tenant';

/** /live?watch={id}: the live feature's player page; the header applies the live-page rules (spec 000 §2). */
export function LivePage() {
  const { search } = useLocation();
  return <LiveWatch tenantId={useTenant().data?.id} liveId={watchId(search)} />;
}
