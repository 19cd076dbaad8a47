import { Component, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionFailed, SectionLoading } from '../../components/SectionLoader';
import { PANEL_SECTIONS, type PanelSection } from './sections';

// One lazy component per built section, made once at module level: a new lazy() per render would
// reload and remount it. lazy() fetches nothing until the section first renders.
const SECTION_BODIES: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {};
for (const { key, load } of PANEL_SECTIONS) {
  if (load) SECTION_BODIES[key] = lazy(() => load().then((Loaded) => ({ default: Loaded })));
}

function CodeLoading() {
  const { t } = useTranslation();
  return <SectionLoading label={t('editPanel.loading')} />;
}

function LoadFailed() {
  const { t } = useTranslation();
  return <SectionFailed text={t('editPanel.loadFailed')} />;
}

/** A failed chunk download (offline, new deploy) shows a message instead of emptying the panel. */
class SectionBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

/** The body of a built section, lazy-loaded with a loader while its code arrives. */
export function SectionBody({ section }: { section: PanelSection }) {
  const Body = SECTION_BODIES[section.key];
  if (!Body) return null;
  return (
    <SectionBoundary key={section.key}>
      <Suspense fallback={<CodeLoading />}>
        <Body />
      </Suspense>
    </SectionBoundary>
  );
}
