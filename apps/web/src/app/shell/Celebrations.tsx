import type { Celebration } from '@trilha/shared/gamification/student-schemas';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useCelebrations } from '../../features/gamification/ranking/api/get-celebrations';
import { useAfterPaint } from '../../lib/after-paint';
import { useMe } from '../../lib/session';
import { useTenant } from '../../lib/tenant';

// Loaded only when there is something to celebrate: the first load carries the question, not the party.
const CelebrationOverlay = lazy(() =>
  Promise.all([import('../../features/gamification/ranking/components/CelebrationOverlay'), import('../locales/ranking')]).then(
    ([overlay, strings]) => {
      strings.registerRankingStrings();
      return { default: overlay.CelebrationOverlay };
    },
  ),
);

/**
 * docs/shell.md "Celebrations": on each page a student opens, ask for the celebrations not yet shown, and show each
 * once. Staff never score, so they never ask. An id shown here is never queued again in this tab,
 * even if marking it seen failed and the server still lists it.
 */
export function Celebrations() {
  const me = useMe().data;
  const tenantId = useTenant().data?.id;
  const { pathname } = useLocation();
  // Asked once the page has painted, like the bell: it never competes with the first screen.
  const painted = useAfterPaint();
  const enabled = me !== null && me !== undefined && !me.staff && painted;
  const { data, refetch } = useCelebrations(tenantId, enabled);
  const [queue, setQueue] = useState<Celebration[]>([]);
  const queued = useRef(new Set<number>());

  // The first page's ask is the query's own; each page opened after it asks again.
  const firstPage = useRef(pathname);
  useEffect(() => {
    if (!enabled || pathname === firstPage.current) return;
    firstPage.current = '';
    void refetch();
  }, [pathname, enabled, refetch]);

  useEffect(() => {
    const fresh = (data ?? []).filter((c) => !queued.current.has(c.id));
    if (fresh.length === 0) return;
    for (const c of fresh) queued.current.add(c.id);
    setQueue((shown) => [...shown, ...fresh]);
  }, [data]);

  if (queue.length === 0 || tenantId === undefined) return null;
  return (
    <Suspense fallback={null}>
      <CelebrationOverlay tenantId={tenantId} celebrations={queue} onDone={() => setQueue([])} />
    </Suspense>
  );
}
