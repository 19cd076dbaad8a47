import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../../test/render-app';
import { nextPageUrl, uniqueById } from '../../api/feed-posts';
import { postRules } from '../post/post-rules';
import { FeedList } from './FeedList';
import { controlIntersection, postOf, serveFeed, viewOf } from './test-feed';

const FIRST = 'GET /api/auth/community/posts/1/1';
const page = (ids: number[], next: string | null) => [200, { data: ids.map((id) => postOf(id)), next_page_url: next }] as [number, unknown];
const shownIds = () =>
  within(screen.getByTestId('feed'))
    .getAllByTestId('post')
    .map((article) => Number(article.getAttribute('data-post-id')));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('feed paging rules (spec 000 §4)', () => {
  it('follows next_page_url, and stops at a null one or an empty page', () => {
    expect(nextPageUrl({ data: [postOf(1)], next_page_url: '/next' })).toBe('/next');
    expect(nextPageUrl({ data: [postOf(1)], next_page_url: null })).toBeUndefined();
    expect(nextPageUrl({ data: [], next_page_url: '/next' })).toBeUndefined();
  });

  it('keeps each post once, where it first showed', () => {
    const pages = [
      { data: [postOf(9), postOf(8)], next_page_url: 'a' },
      { data: [postOf(8), postOf(7)], next_page_url: null },
    ];
    expect(uniqueById(pages).map((p) => p.id)).toEqual([9, 8, 7]);
  });
});

describe('FeedList', () => {
  it('loads the next page when the sentinel shows, shows each post once and stops at an empty page', async () => {
    const sentinel = controlIntersection();
    const server = serveFeed({
      [FIRST]: () => page([30, 29, 28], '/api/auth/community/posts/1/1?cursor=28'),
      // The second page repeats 28 (a post written meanwhile shifted the pages): it shows once.
      'GET /api/auth/community/posts/1/1?cursor=28': () => page([28, 27, 26], '/api/auth/community/posts/1/1?cursor=26'),
      // An empty page that still names a next one: paging stops anyway.
      'GET /api/auth/community/posts/1/1?cursor=26': () => page([], '/api/auth/community/posts/1/1?cursor=1'),
    });
    renderShell(<FeedList rules={postRules(1, viewOf())} canPost />);

    await screen.findByText('Publicação 30');
    expect(shownIds()).toEqual([30, 29, 28]);
    expect(server.made('GET /api/auth/community/posts/1/1?cursor=28')).toHaveLength(0);

    act(() => sentinel.show(true));
    await screen.findByText('Publicação 26');
    expect(shownIds()).toEqual([30, 29, 28, 27, 26]);

    // Still in view once page two is in: the third page loads without another scroll.
    await waitFor(() => expect(server.made('GET /api/auth/community/posts/1/1?cursor=26')).toHaveLength(1));
    await screen.findByText('Você viu todas as publicações.');
    act(() => sentinel.show(false));
    act(() => sentinel.show(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.made('GET /api/auth/community/posts/1/1?cursor=1')).toHaveLength(0);
    expect(shownIds()).toEqual([30, 29, 28, 27, 26]);
  });

  it('asks for nothing more when the first page has no next_page_url', async () => {
    const sentinel = controlIntersection();
    const server = serveFeed({ [FIRST]: () => page([3, 2, 1], null) });
    renderShell(<FeedList rules={postRules(1, viewOf())} canPost />);
    await screen.findByText('Publicação 1');
    act(() => sentinel.show(true));
    await screen.findByText('Você viu todas as publicações.');
    expect(server.calls).toHaveLength(1);
  });

  it('invites the first post when the community has none', async () => {
    controlIntersection();
    serveFeed({ [FIRST]: () => page([], null) });
    renderShell(<FeedList rules={postRules(1, viewOf())} canPost />);
    expect(await screen.findByText('Ainda não há publicações. Que tal começar a conversa?')).toBeInTheDocument();
  });
});
