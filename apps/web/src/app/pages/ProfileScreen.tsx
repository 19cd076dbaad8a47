import { ProfilePage } from '../../features/accounts/components/ProfilePage';
import { LevelProgress } from '../../features/gamification/ranking/components/LevelProgress';
import { MyRewards } from '../../features/gamification/ranking/components/MyRewards';
import { useMe } from '../../lib/session';
import { useTenant } from '../../lib/tenant';

/**
 * /dashboard/profile: accounts' name and photo with the gamification around them (docs/gamification.md
 * "Student screens"): the level and the way to the next one on top, "Minhas recompensas" below. Staff
 * never score, so their profile is the form alone.
 */
export function ProfileScreen() {
  const tenantId = useTenant().data?.id;
  const student = useMe().data?.staff === false;
  if (tenantId === undefined || !student) return <ProfilePage />;
  return <ProfilePage slots={{ summary: <LevelProgress tenantId={tenantId} />, after: <MyRewards tenantId={tenantId} /> }} />;
}
