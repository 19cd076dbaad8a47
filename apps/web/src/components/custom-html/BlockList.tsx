import { Stack, type MantineSpacing, type StyleProp } from '@mantine/core';
import type { CustomHtmlBlock } from '@trilha/shared/custom-html/schemas';
import { useTranslation } from 'react-i18next';
import { BlockFrame } from './BlockFrame';

type Props = { blocks: Pick<CustomHtmlBlock, 'id' | 'title' | 'frame_url'>[]; mt?: StyleProp<MantineSpacing> };

/**
 * A screen's blocks, each in its sandboxed frame, in the order the school made them. Loaded on its
 * own (CustomHtmlBlocks.tsx) only when a screen has blocks: most screens have none.
 */
export default function BlockList({ blocks, mt }: Props) {
  const { t } = useTranslation();
  return (
    <Stack component="section" gap="lg" mt={mt} aria-label={t('customHtmlBlocks.label')} data-testid="custom-html-blocks">
      {blocks.map((block) => (
        <BlockFrame key={block.id} title={block.title} src={block.frame_url} />
      ))}
    </Stack>
  );
}
