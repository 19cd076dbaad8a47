import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { BADGE_MAX_BYTES, BADGE_SIZE } from '@trilha/shared/gamification/constants';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageCropper } from '../../../../components/ImageCropper';
import { rewardText } from './reward-messages';

const BADGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

type Props = {
  /** The badge the reward holds (its URL), shown until a new one is cropped. */
  stored: string | null;
  value: Blob | null;
  onChange: (badge: Blob | null) => void;
  error?: string;
};

/**
 * Spec 001 §2, §5: the badge is png, jpeg, webp or gif up to 1 MB, cropped square in the browser
 * (400 x 400 recommended), then shown as the result; it travels with the form as `img`.
 */
export function BadgeField({ stored, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  // Object URLs live only while shown.
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );

  const choose = (file: File | null) => {
    if (!file) return;
    if (!BADGE_TYPES.includes(file.type)) {
      setRefused(rewardText('badgeType'));
      return;
    }
    if (file.size > BADGE_MAX_BYTES) {
      setRefused(rewardText('badgeTooLarge'));
      return;
    }
    setRefused(null);
    setSource(URL.createObjectURL(file));
  };

  const shown = preview ?? stored;
  return (
    <Input.Wrapper label={t('rewards.badge')} description={t('rewards.badgeHint')} error={refused ?? error} withAsterisk>
      <Stack gap="xs" mt={6}>
        {source ? (
          <ImageCropper
            src={source}
            aspect={1}
            output={{ width: BADGE_SIZE, height: BADGE_SIZE, type: 'image/png' }}
            confirmLabel={t('rewards.cropConfirm')}
            onCancel={() => setSource(null)}
            onCropped={(image) => {
              onChange(image);
              setSource(null);
            }}
          />
        ) : (
          <Group gap="md" align="center">
            {shown ? (
              <Image src={shown} alt={t('rewards.badgeAlt')} w={96} h={96} radius="md" />
            ) : (
              <Text size="sm" c="dimmed">
                —
              </Text>
            )}
            <FileButton onChange={choose} accept={BADGE_TYPES.join(',')}>
              {(props) => (
                <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />}>
                  {shown ? t('rewards.badgeReplace') : t('rewards.badgeChoose')}
                </Button>
              )}
            </FileButton>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
