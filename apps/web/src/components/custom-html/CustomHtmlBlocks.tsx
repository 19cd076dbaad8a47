import type { MantineSpacing, StyleProp } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CUSTOM_HTML_CACHE_MS, CUSTOM_HTML_SELECTOR_NAMES, type CustomHtmlPage } from '@trilha/shared/custom-html/constants';
import { customHtmlPaths } from '@trilha/shared/custom-html/paths';
import type { CustomHtmlListReply, CustomHtmlScreen } from '@trilha/shared/custom-html/schemas';
import type { QueryValues } from '@trilha/shared/platform/api-path';
import { lazy, Suspense } from 'react';
import { useAfterPaint } from '../../lib/after-paint';
import { api } from '../../lib/api/client';
import { customHtmlScreenKey } from '../../lib/query-keys';
import { useMe } from '../../lib/session';

// The frames and their height protocol load only for a screen that has blocks.
const BlockList = lazy(() => import('./BlockList'));

/** The screen's items as the query of CONTRACT "Custom HTML" (`?course_id=&module_id=&lesson_id=&community_id=`), in a fixed order. */
export const screenQuery = (screen: CustomHtmlScreen): QueryValues =>
  Object.fromEntries(CUSTOM_HTML_SELECTOR_NAMES.map((name) => [name, screen[name]]));

type Props = {
  page: CustomHtmlPage;
  /** The item the screen shows (a course, a module and lesson, a community); the server picks the blocks for it. */
  screen?: CustomHtmlScreen;
  /** Space above the blocks, for pages that lay out with margins; nothing is drawn (nor spaced) without blocks. */
  mt?: StyleProp<MantineSpacing>;
};

/**
 * The school's custom HTML blocks placed on this screen (spec 002 "HTML personalizado",
 * docs/custom-html.md), each in its sandboxed frame. Pages put it after their own content. Asked
 * only once the page has painted, so a school's blocks never hold up the student's first screen;
 * kept 30 minutes (spec 002 §9). Nothing shows while loading, on failure (the blocks are the
 * school's extras, the page stands without them, so no toast either) or without blocks. Visitors
 * of the open showcase have no blocks: the call is for members.
 */
export function CustomHtmlBlocks({ page, screen = {}, mt }: Props) {
  const painted = useAfterPaint();
  const member = Boolean(useMe().data);
  const blocks = useQuery({
    queryKey: customHtmlScreenKey(page, screen),
    queryFn: ({ signal }) => api<CustomHtmlListReply>(customHtmlPaths.blocks({ page }, screenQuery(screen)), { signal }),
    staleTime: CUSTOM_HTML_CACHE_MS,
    enabled: painted && member,
    meta: { silent: true },
  });
  const list = blocks.data?.data ?? [];
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BlockList blocks={list} mt={mt} />
    </Suspense>
  );
}
