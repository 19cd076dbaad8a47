import { ActionIcon, Anchor, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { REWARD_LINKS_MAX } from '@trilha/shared/gamification/constants';
import { isRewardLink } from '@trilha/shared/gamification/reward-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rewardText } from './reward-messages';

type Props = { value: string[]; onChange: (links: string[]) => void; error?: string };

/** Spec 001 §5 "Link add: must be a valid URL, otherwise 'Valor inválido, corrija e tente novamente'". */
export function LinksField({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const full = value.length >= REWARD_LINKS_MAX;

  const add = () => {
    const link = draft.trim();
    if (!isRewardLink(link)) {
      setInvalid(rewardText('linkInvalid'));
      return;
    }
    setInvalid(null);
    setDraft('');
    if (!value.includes(link)) onChange([...value, link]);
  };

  return (
    <Input.Wrapper label={t('rewards.links')} error={error} withAsterisk>
      <Stack gap="xs" mt={4}>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            flex={1}
            type="url"
            aria-label={t('rewards.linkInput')}
            placeholder="https://"
            value={draft}
            disabled={full}
            error={invalid}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
              if (invalid) setInvalid(null);
            }}
            onKeyDown={(e) => {
              // Enter adds the link rather than submitting the whole form.
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button variant="light" onClick={add} disabled={full}>
            {t('rewards.linkAdd')}
          </Button>
        </Group>
        {value.length > 0 && (
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {value.map((link) => (
              <Group component="li" key={link} gap="xs" wrap="nowrap" justify="space-between">
                <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm" truncate="end" miw={0}>
                  {link}
                </Anchor>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('rewards.linkRemove', { url: link })}
                  onClick={() => onChange(value.filter((l) => l !== link))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        {full && (
          <Text size="xs" c="dimmed">
            {rewardText('linksTooMany')}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
