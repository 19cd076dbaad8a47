import { ActionIcon, Drawer, Group } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { registerStaffStrings } from '../locales/staff';
import { useMe } from '../../lib/session';
import { usePanelUrl } from './panel-url';
import { PanelMenu } from './PanelMenu';
import { SectionBody } from './SectionBody';

// This module loads only for editors (AppLayout imports it lazily): the panel's words come with it.
registerStaffStrings();

/** Spec 000 §2: the edit drawer, max width 484px. */
const PANEL_WIDTH = 484;

/**
 * The edit panel (spec 000 §2 edit drawer, spec 002 §1): a right-side drawer on the menu of
 * sections; a section opens in place with a back button. Its state lives in `?painel=`.
 * Only users with canEdit get it; for anyone else the parameter is ignored.
 */
/**
 * Whether an Escape is the panel's to take: not one a dialog over the panel answers (a section's
 * modal, the preview, a popover portaled out of the panel: any other `role="dialog"`), not one a
 * control inside took for itself (an open dropdown marks its input, CodeMirror prevents the default).
 * Mantine's own Escape would close the drawer beside the modal, and with it the unsaved form.
 */
function escapeIsPanels(event: KeyboardEvent, content: HTMLElement | null): boolean {
  if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return false;
  if (event.target instanceof Element && event.target.getAttribute('data-mantine-stop-propagation') === 'true') return false;
  return ![...document.querySelectorAll('[role="dialog"]')].some((dialog) => dialog !== content && !content?.contains(dialog));
}

export function EditPanel() {
  const { t } = useTranslation();
  const canEdit = useMe().data?.canEdit ?? false;
  const panel = usePanelUrl();
  const section = panel.section;
  const backRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const lastSection = useRef<string | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  // In the bubbling phase: a modal's own Escape (Mantine listens while capturing) has run first.
  useWindowEvent('keydown', (event) => {
    if (panel.opened && escapeIsPanels(event, contentRef.current)) panel.close();
  });

  // Keyboard users keep their place: into a section focus lands on Back; back on the menu, on the entry they left.
  useEffect(() => {
    if (!panel.opened) return;
    if (section) {
      lastSection.current = section.key;
      backRef.current?.focus();
    } else if (lastSection.current) {
      bodyRef.current?.querySelector<HTMLElement>(`[data-section="${lastSection.current}"]`)?.focus();
    }
  }, [section, panel.opened]);

  if (!canEdit) return null;
  return (
    <Drawer.Root opened={panel.opened} onClose={panel.close} closeOnEscape={false} position="right" size={PANEL_WIDTH}>
      <Drawer.Overlay />
      <Drawer.Content ref={contentRef} data-testid="edit-panel">
        <Drawer.Header>
          <Group gap="xs" wrap="nowrap" miw={0}>
            {section && (
              <ActionIcon ref={backRef} variant="subtle" color="gray" size="lg" onClick={panel.openMenu} aria-label={t('editPanel.back')}>
                <IconArrowLeft size={20} aria-hidden />
              </ActionIcon>
            )}
            <Drawer.Title fw={700} fz="lg">
              {section ? t(section.label) : t('editPanel.title')}
            </Drawer.Title>
          </Group>
          <Drawer.CloseButton aria-label={t('editPanel.close')} />
        </Drawer.Header>
        <Drawer.Body ref={bodyRef}>{section ? <SectionBody section={section} /> : <PanelMenu onOpen={panel.openSection} />}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
