import { useQueryClient } from '@tanstack/react-query';
import type { ContentFlag } from '@trilha/shared/communities/constants';
import type { CommunityDetails } from '@trilha/shared/communities/schemas';
import { useEffect, useRef, useState } from 'react';
import { showError, showSuccess } from '../../../../lib/toast';
import type { useLegacyCalls } from '../../api/legacy';
import { communityKey } from '../../api/keys';
import { communityText, failureText } from '../community-messages';
import { ADD_PLANS_CALLBACK_MS, detailFlags, planChanges, type ContentFlags } from './legacy-form';

type Calls = ReturnType<typeof useLegacyCalls>;

/**
 * The edit form's controls that save at once (spec 000 §4): 'Ativa', the content toggles and the
 * products. Each shows the new value straight away and goes back to the old one if the call fails.
 * The calls use mutateAsync: mutate's own callbacks fire for the latest call only, and two quick
 * toggles must each be answered.
 */
export function useLiveChanges(calls: Calls, details: CommunityDetails) {
  const { id, tenant_id: tenantId } = details;
  const queryClient = useQueryClient();
  const [active, setActive] = useState(details.active);
  const [flags, setFlags] = useState<ContentFlags>(() => detailFlags(details));
  const [products, setProducts] = useState(() => details.plans_with_access.map((p) => p.plan_id));
  const timers = useRef(new Set<number>());

  // A closed drawer says nothing more: the pending add-plans callbacks go with it.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const toggleActive = (on: boolean) => {
    setActive(on);
    void calls.toggleStatus.mutateAsync({ id, on }).then(
      () => showSuccess(communityText('statusUpdated')),
      (error: unknown) => {
        setActive(!on);
        showError(failureText(error, 'statusFailed'));
      },
    );
  };

  const toggleFlag = (flag: ContentFlag, on: boolean) => {
    // edit-content-media takes every flag, so the call carries the others as they stand.
    const next = { ...flags, [flag]: on };
    setFlags(next);
    void calls.contentMedia.mutateAsync({ id, tenant_id: tenantId, ...next }).then(
      () => showSuccess(communityText('contentUpdated')),
      (error: unknown) => {
        setFlags((current) => ({ ...current, [flag]: !on }));
        showError(failureText(error, 'contentFailed'));
      },
    );
  };

  const addPlans = (added: number[]) =>
    calls.addPlans.mutateAsync({ community_id: id, tenant_id: tenantId, permissions_array: added }).then(
      () => {
        // Spec 000 §4: add-plans' success is answered after a 1-second delay.
        const timer = window.setTimeout(() => {
          timers.current.delete(timer);
          void queryClient.invalidateQueries({ queryKey: communityKey(tenantId, id, 'details') });
          showSuccess(communityText('updated'));
        }, ADD_PLANS_CALLBACK_MS);
        timers.current.add(timer);
      },
      (error: unknown) => {
        setProducts((current) => current.filter((p) => !added.includes(p)));
        showError(failureText(error, 'updateFailed'));
      },
    );

  // The server keeps a community's last product ("Selecione ao menos um produto!"); its refusal is shown as is.
  const removePlans = (removed: number[]) =>
    calls.removePlans.mutateAsync({ community_id: id, tenant_id: tenantId, permissions_array: removed }).then(
      () => showSuccess(communityText('updated')),
      (error: unknown) => {
        setProducts((current) => [...current, ...removed.filter((p) => !current.includes(p))]);
        showError(failureText(error, 'updateFailed'));
      },
    );

  const changeProducts = (next: number[]) => {
    const { added, removed } = planChanges(products, next);
    setProducts(next);
    if (added.length > 0) void addPlans(added);
    if (removed.length > 0) void removePlans(removed);
  };

  return { active, toggleActive, flags, toggleFlag, products, changeProducts };
}
