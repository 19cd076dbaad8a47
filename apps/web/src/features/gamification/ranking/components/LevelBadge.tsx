import { Badge } from '@mantine/core';
import type { StudentLevel } from '@trilha/shared/gamification/student-schemas';
import { useTranslation } from 'react-i18next';
import { textOn } from '../level-colors';

/** A level's name in the colour the school gave it (Níveis: colour), in black or white, whichever reads on it. */
export function LevelBadge({ level, size = 'md' }: { level: StudentLevel; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const text = textOn(level.color);
  return (
    <Badge
      color={level.color}
      autoContrast={text === null}
      size={size}
      variant="filled"
      radius="sm"
      styles={text ? { root: { color: text } } : undefined}
      data-testid="level-badge"
    >
      {t('ranking.level', { name: level.name })}
    </Badge>
  );
}
