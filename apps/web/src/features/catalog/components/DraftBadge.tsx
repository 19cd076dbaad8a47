import { Badge, Tooltip } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * What staff see on a draft they preview (docs/course-studio.md "Preview"): students never get a
 * draft, so the mark says this page is the team's alone. The hint is its accessible description too.
 */
export function DraftBadge({ draft }: { draft: boolean | undefined }) {
  const { t } = useTranslation();
  if (!draft) return null;
  return (
    <Tooltip label={t('course.draftHint')}>
      <Badge
        w="fit-content"
        color="yellow"
        variant="filled"
        leftSection={<IconEyeOff size={14} aria-hidden />}
        aria-label={`${t('course.draft')}. ${t('course.draftHint')}`}
      >
        {t('course.draft')}
      </Badge>
    </Tooltip>
  );
}
