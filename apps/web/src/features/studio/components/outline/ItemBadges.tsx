import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  published: boolean;
  releaseAfterDays: number | null;
  releaseAt: string | null;
  /** A save of this item failed and waits for "Tentar de novo". */
  unsaved: boolean;
};

/** What a module's or lesson's row says about it at a glance: a draft, when it opens (drip), a save still owed. */
export function ItemBadges({ published, releaseAfterDays, releaseAt, unsaved }: Props) {
  const { t, i18n } = useTranslation();
  const date = releaseAt ? new Date(releaseAt) : null;
  return (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
      {!published && (
        <Badge size="xs" variant="light" color="gray">
          {t('studio.draft')}
        </Badge>
      )}
      {releaseAfterDays !== null && (
        <Badge size="xs" variant="light" color="blue">
          {t('studio.release.afterDaysShort', { count: releaseAfterDays })}
        </Badge>
      )}
      {date && !Number.isNaN(date.getTime()) && (
        <Badge size="xs" variant="light" color="blue">
          {t('studio.release.atShort', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' }).format(date) })}
        </Badge>
      )}
      {unsaved && (
        <Badge size="xs" variant="light" color="red">
          {t('studio.save.unsaved')}
        </Badge>
      )}
    </Group>
  );
}
