import { SimpleGrid, Switch } from '@mantine/core';
import { CONTENT_FLAGS, type ContentFlag } from '@trilha/shared/communities/constants';
import { useTranslation } from 'react-i18next';
import type { ContentFlags } from './legacy-form';

type Props = { values: ContentFlags; onToggle: (flag: ContentFlag, on: boolean) => void };

/** The eight content toggles (spec 000 §3): what members may post. The form decides when they are saved. */
export function ContentSwitches({ values, onToggle }: Props) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
      {CONTENT_FLAGS.map((flag) => (
        <Switch
          key={flag}
          label={t(`communities.legacy.flags.${flag}`)}
          checked={values[flag]}
          onChange={(e) => onToggle(flag, e.currentTarget.checked)}
        />
      ))}
    </SimpleGrid>
  );
}
