import { act, screen, waitFor } from '@testing-library/react';
import type { CustomHtmlBlock } from '@trilha/shared/custom-html/schemas';
import { queryString } from '@trilha/shared/platform/api-path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { renderShell } from '../../test/render-app';
import { showError } from '../../lib/toast';
import { CustomHtmlBlocks, screenQuery } from './CustomHtmlBlocks';

vi.mock('../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const FILTERS = '/api/platform/auth/custom-html/filters';
const block = (over: Partial<CustomHtmlBlock>): CustomHtmlBlock => ({
  id: 1,
  title: 'Boas-vindas',
  page: 'lesson',
  community_id: null,
  course_id: null,
  module_id: null,
  lesson_id: null,
  frame_url: '/api/platform/auth/custom-html/frame/1?v=1700000000000',
  updated_at: '2026-11-26T12:00:00.000Z',
  ...over,
});
const LESSON = `${FILTERS}/lesson?course_id=11&module_id=21&lesson_id=31`;
const lessonScreen = { course_id: 11, module_id: 21, lesson_id: 31 };
const blocksCalls = (fetch: ReturnType<typeof stubFetchRoutes>['fetch']) => fetch.mock.calls.filter(([url]) => url.startsWith(FILTERS));

describe('CustomHtmlBlocks (spec 002 "HTML personalizado" on the student pages)', () => {
  it("asks for the screen's blocks only after the page has painted, then shows each in its sandboxed frame", async () => {
    const { fetch } = stubFetchRoutes({
      [`GET ${LESSON}`]: [
        200,
        {
          data: [
            block({ id: 1, title: 'Boas-vindas', lesson_id: 31 }),
            block({ id: 2, title: 'Pesquisa', frame_url: '/api/platform/auth/custom-html/frame/2?v=1' }),
          ],
        },
      ],
    });
    renderShell(<CustomHtmlBlocks page="lesson" screen={lessonScreen} />);
    // Rendered and its effects run: the browser has not painted yet, so nothing was asked.
    expect(blocksCalls(fetch)).toHaveLength(0);

    const first = await screen.findByTitle('Boas-vindas');
    expect(blocksCalls(fetch).map(([url]) => url)).toEqual([LESSON]);
    const section = screen.getByRole('region', { name: 'Conteúdo da escola' });
    const frames = section.querySelectorAll('iframe');
    expect([...frames].map((f) => f.title)).toEqual(['Boas-vindas', 'Pesquisa']);
    expect(first).toHaveAttribute('src', '/api/platform/auth/custom-html/frame/1?v=1700000000000');
    // The server's sandbox, never allow-same-origin: the block cannot reach the student's session.
    expect(first.getAttribute('sandbox')).toBe(
      'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation',
    );
    // Eager: an analytics block below the fold runs whether or not the student scrolls to it.
    expect(first).not.toHaveAttribute('loading');
  });

  it("grows each frame to the height its own document reports, and only that frame's", async () => {
    stubFetchRoutes({
      [`GET ${FILTERS}/homepage`]: [
        200,
        { data: [block({ id: 1, title: 'Um', page: 'homepage' }), block({ id: 2, title: 'Dois', page: 'homepage' })] },
      ],
    });
    renderShell(<CustomHtmlBlocks page="homepage" />);
    const one = await screen.findByTitle<HTMLIFrameElement>('Um');
    const two = screen.getByTitle<HTMLIFrameElement>('Dois');
    expect(one.style.height).toBe('0px');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'trilha-block-height', height: 180 }, origin: 'null', source: one.contentWindow }),
      );
    });
    expect(one.style.height).toBe('180px');
    expect(two.style.height).toBe('0px');
  });

  it('draws nothing for a screen without blocks', async () => {
    const { fetch } = stubFetchRoutes({ [`GET ${FILTERS}/search`]: [200, { data: [] }] });
    const view = renderShell(<CustomHtmlBlocks page="search" mt="xl" />);
    await waitFor(() => expect(blocksCalls(fetch)).toHaveLength(1));
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Conteúdo da escola' })).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('draws nothing, and says nothing, when the call fails: the page stands without its extras', async () => {
    const { fetch } = stubFetchRoutes({ [`GET ${FILTERS}/favorite`]: [500, { error: 'Erro interno.' }] });
    const view = renderShell(<CustomHtmlBlocks page="favorite" />);
    await waitFor(() => expect(blocksCalls(fetch)).toHaveLength(1));
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    expect(document.querySelector('iframe')).toBeNull();
    expect(showError).not.toHaveBeenCalled();
  });

  it('asks nothing for a visitor of the open showcase (the call is for members)', async () => {
    const { fetch } = stubFetchRoutes({});
    renderShell(<CustomHtmlBlocks page="course" screen={{ course_id: 11 }} />, { user: null });
    // Two frames on: past the paint the component waits for.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20))));
    expect(blocksCalls(fetch)).toHaveLength(0);
  });

  it('names the screen in the CONTRACT’s query string, in one order, leaving out what the screen has not', () => {
    expect(queryString(screenQuery({}))).toBe('');
    expect(queryString(screenQuery({ module_id: 21, course_id: 11 }))).toBe('?course_id=11&module_id=21');
    expect(queryString(screenQuery({ community_id: 5 }))).toBe('?community_id=5');
  });
});
