import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../../lib/toast';
import { useToggleActive } from '../../api/config';
import { communityText } from '../community-messages';

type Props = {
  tenantId: number;
  communityId: number;
  checked: boolean;
  onChange: (on: boolean) => void;
  /** While the form saves, so the two calls do not cross. */
  disabled?: boolean;
  onPending: (pending: boolean) => void;
};

/** Spec 000 §9: config-form toasts last 4 s. */
const TOAST_MS = 4000;

/**
 * Spec 000 §4: on edit, 'Ativa' is saved at once through toggle-active (not with the form). The
 * switch moves first; a failure puts it back and says which change failed (§8).
 */
export function ActiveSwitch({ tenantId, communityId, checked, onChange, disabled = false, onPending }: Props) {
  const { t } = useTranslation();
  const toggle = useToggleActive(tenantId);

  const change = (on: boolean) => {
    onChange(on);
    onPending(true);
    toggle.mutate(
      { id: communityId, on },
      {
        onSuccess: () => showSuccess(communityText(on ? 'activated' : 'deactivated'), TOAST_MS),
        onError: () => {
          onChange(!on);
          showError(null, communityText(on ? 'activeReverted' : 'inactiveReverted'), TOAST_MS);
        },
        onSettled: () => onPending(false),
      },
    );
  };

  return (
    <Switch
      label={t('communities.config.isActive')}
      // Mantine puts the description inside the label; the name stays the label alone (it is described by it).
      aria-label={t('communities.config.isActive')}
      description={t('communities.config.isActiveNow')}
      checked={checked}
      disabled={disabled || toggle.isPending}
      onChange={(e) => change(e.currentTarget.checked)}
    />
  );
}
