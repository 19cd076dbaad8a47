import { ProfilePage } from '../../features/accounts/components/ProfilePage';
import { LevelProgress } from '../../features/ranking/components/LevelProgress';
import { MyRewards } from '../../features/ranking/components/MyRewards';
import { useMe } from '../../lib/session';
import { useTenant } from '../../lib/tenant';

/**
 * /dashboard/profile: accounts' name and photo with the gamification around them (issue 19
 * "Students"): the level and the way to the next one on top, "Minhas recompensas" below. Staff
 * never score, so their profile is the form alone.
 */
export function ProfileScreen() {
  const tenantId = useTenant().data?.id;
  const student = useMe().data?.staff === false;
  if (tenantId === undefined || !student) return <ProfilePage />;
  return <ProfilePage slots={{ summary: <LevelProgress tenantId={tenantId} />, after: <MyRewards tenantId={tenantId} /> }} />;
}
