import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PANEL_PARAM } from '../../lib/edit-panel';
import { PANEL_SECTIONS, type PanelSection } from './sections';
const PANEL_MENU = 'menu';

/** A built section named by the URL, or null for the menu (unknown or unbuilt keys show the menu). */
function sectionFromParam(value: string | null): PanelSection | null {
  return PANEL_SECTIONS.find((s) => s.key === value && s.load) ?? null;
}

/** Reads and writes `?painel=`: absent = closed, `menu` = the menu, a section key = that section. */
export function usePanelUrl() {
  const [params, setParams] = useSearchParams();
  const value = params.get(PANEL_PARAM);
  const go = useCallback(
    (next: string | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === null) updated.delete(PANEL_PARAM);
          else updated.set(PANEL_PARAM, next);
          return updated;
        },
        // Moving inside the panel should not fill the history with one entry per click.
        { replace: value !== null, preventScrollReset: true },
      ),
    [setParams, value],
  );
  return {
    opened: value !== null,
    section: sectionFromParam(value),
    openMenu: () => go(PANEL_MENU),
    openSection: (key: string) => go(key),
    close: () => go(null),
  };
}
