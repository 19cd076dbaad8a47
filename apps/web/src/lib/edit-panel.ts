import { useSearchParams } from 'react-router';

/** The URL parameter that holds the edit panel's state, so it survives a reload (docs/appearance.md "Edit panel"). */
export const PANEL_PARAM = 'painel';

/**
 * Whether the edit panel is open on this page. Screens behind it read it to hold still while staff
 * edit beside them (the home's slideshow stops turning); app/edit-panel owns the panel itself.
 */
export function useEditPanelOpen(): boolean {
  const [params] = useSearchParams();
  return params.has(PANEL_PARAM);
}
