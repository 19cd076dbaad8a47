import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { Component, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelSection } from '../sections';

// One lazy component per section, made once: a new lazy() per render would reload and remount it.
const lazySections = new Map<string, LazyExoticComponent<ComponentType>>();
function lazySection(section: PanelSection & { load: NonNullable<PanelSection['load']> }) {
  let component = lazySections.get(section.key);
  if (!component) {
    component = lazy(() => section.load().then((Loaded) => ({ default: Loaded })));
    lazySections.set(section.key, component);
  }
  return component;
}

function SectionLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" role="status">
        <Loader size="md" />
        <Text size="sm">{t('editPanel.loading')}</Text>
      </Stack>
    </Center>
  );
}

function LoadFailed() {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      {t('editPanel.loadFailed')}
    </Alert>
  );
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
  if (!section.load) return null;
  const Section = lazySection({ ...section, load: section.load });
  return (
    <SectionBoundary key={section.key}>
      <Suspense fallback={<SectionLoader />}>
        <Section />
      </Suspense>
    </SectionBoundary>
  );
}
