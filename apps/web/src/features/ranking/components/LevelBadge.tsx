import { Badge } from '@mantine/core';
import type { StudentLevel } from '@trilha/shared/gamification/student-schemas';
import { useTranslation } from 'react-i18next';

/** A level's name in the colour the school gave it (Níveis: colour), readable on it by autoContrast. */
export function LevelBadge({ level, size = 'md' }: { level: StudentLevel; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge color={level.color} autoContrast size={size} variant="filled" radius="sm" data-testid="level-badge">
      {t('ranking.level', { name: level.name })}
    </Badge>
  );
}
