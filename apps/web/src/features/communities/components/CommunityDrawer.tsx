import type { CommunityForm } from '@trilha/shared/communities/constants';
import { ConfigCommunityDrawer } from './config/ConfigCommunityDrawer';
import { LegacyCommunityDrawer } from './legacy/LegacyCommunityDrawer';

type Props = { form: CommunityForm; tenantId: number; communityId: number | null; opened: boolean; onClose: () => void };

/** Spec 002 §1: which form a school's staff get is the school's `community_form` (docs/communities.md). */
export function CommunityDrawer({ form, ...props }: Props) {
  return form === 'legacy' ? <LegacyCommunityDrawer {...props} /> : <ConfigCommunityDrawer {...props} />;
}
