import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import { ApiError } from './api/client';

/** The one toast helper: success and error, with the spec's default 3 s duration. */
export function showSuccess(message: string, autoClose = 3000) {
  notifications.show({ message, color: 'green', autoClose, withCloseButton: true, closeButtonProps: closeLabel() });
}

export function showError(error: unknown, fallback?: string, autoClose = 3000) {
  const message = error instanceof ApiError || error instanceof Error ? error.message : (fallback ?? String(error));
  notifications.show({ message: message || fallback, color: 'red', autoClose, withCloseButton: true, closeButtonProps: closeLabel() });
}

/** The close button is an icon: it needs a name for screen readers (axe: button-name). */
const closeLabel = () => ({ 'aria-label': i18n.t('common.close') });

/** An error toast with a title and a hint under it (spec 000 §8: 'Erro ao salvar as alterações' / 'Tente novamente mais tarde'). */
export function showErrorWithHint(title: string, hint: string, autoClose = 3000) {
  notifications.show({ title, message: hint, color: 'red', autoClose, withCloseButton: true, closeButtonProps: closeLabel() });
}
