import { Box, SegmentedControl, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelector } from '../../../components/language/LanguageSelector';
import { LoginLayout, type LoginSchool, type LoginSettings } from '../../../components/LoginLayout';

/** The student's sign-in card (accounts' area), handed in by the edit panel so the preview shows the real one. */
export type LoginCard = (settings: LoginSettings) => ReactNode;

/** The virtual screens the preview lays the page out on before scaling it to the panel's width. */
const DEVICES = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 780 },
} as const;
type Device = keyof typeof DEVICES;

/**
 * The real login page (LoginLayout with the real card) laid out at a real screen size and scaled
 * down; `inert` keeps its form out of the tab order and the accessibility tree of the panel.
 */
export function LoginPreview({ settings, school, loginCard }: { settings: LoginSettings; school: LoginSchool; loginCard: LoginCard }) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<Device>('desktop');
  const { ref, width } = useElementSize();
  const labelId = useId();
  const screen = DEVICES[device];
  // The phone is shown at the same height as the desktop, centred.
  const desktopScale = (width || 420) / DEVICES.desktop.width;
  const scale = device === 'desktop' ? desktopScale : (DEVICES.desktop.height * desktopScale) / screen.height;
  const deviceName = t(`loginPage.section.devices.${device}`);

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id={labelId}>
        {t('loginPage.section.preview')}
      </Text>
      <SegmentedControl
        size="xs"
        value={device}
        onChange={(value) => setDevice(value)}
        aria-labelledby={labelId}
        data={(Object.keys(DEVICES) as Device[]).map((key) => ({ value: key, label: t(`loginPage.section.devices.${key}`) }))}
      />
      <Box
        ref={ref}
        title={t('loginPage.section.previewFrame', { device: deviceName })}
        data-testid="login-preview"
        data-device={device}
        style={{
          position: 'relative',
          height: DEVICES.desktop.height * desktopScale,
          overflow: 'hidden',
          borderRadius: 10,
          border: '1px solid var(--mantine-color-dark-4)',
          background: '#0b0b0f',
        }}
      >
        <div
          inert
          aria-hidden
          style={{
            position: 'absolute',
            top: 0,
            left: '50%',
            width: screen.width,
            height: screen.height,
            transform: `translateX(-50%) scale(${scale})`,
            transformOrigin: 'top center',
            pointerEvents: 'none',
          }}
        >
          <LoginLayout settings={settings} school={school} corner={<LanguageSelector />} fillParent>
            {loginCard(settings)}
          </LoginLayout>
        </div>
      </Box>
    </Stack>
  );
}
