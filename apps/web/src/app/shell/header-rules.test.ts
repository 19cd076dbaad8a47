import { describe, expect, it } from 'vitest';
import { drawerEntries } from './drawer-entries';
import { headerBackdropBlur, headerControls, headerGradientOpacity, isLivePage, usesGradientHeader } from './header-rules';
import { safeNextPath } from '../../lib/safe-next';
import { reviewer, student } from '../../test/render-app';

describe('header gradient (spec 000 §9: opacity 0 to 0.9 over 300px of scroll)', () => {
  it.each([
    [0, 0],
    [150, 0.45],
    [300, 0.9],
    [600, 0.9],
  ])('scrollY %i gives opacity %f', (scrollY, opacity) => {
    expect(headerGradientOpacity(scrollY)).toBeCloseTo(opacity, 10);
  });

  it('blurs what scrolls under it in step with the colour: none at the top, 16px at full opacity', () => {
    expect(headerBackdropBlur(0)).toBeUndefined();
    expect(headerBackdropBlur(0.45)).toBe('blur(8px) saturate(1.1)');
    expect(headerBackdropBlur(0.9)).toBe('blur(16px) saturate(1.1)');
  });

  it('never goes below 0 on an overscroll bounce', () => {
    expect(headerGradientOpacity(-40)).toBe(0);
  });

  it('applies on /homepage and on paths containing /courses/ or /modulos/ only (spec 000 §2 Header)', () => {
    expect(usesGradientHeader('/homepage')).toBe(true);
    expect(usesGradientHeader('/x/courses/12')).toBe(true);
    expect(usesGradientHeader('/curso/modulos/3')).toBe(true);
    expect(usesGradientHeader('/search')).toBe(false);
    expect(usesGradientHeader('/dashboard/profile')).toBe(false);
    expect(usesGradientHeader('/courses')).toBe(false);
  });
});

describe('header controls (spec 000 §2 live page, §6 review account)', () => {
  it('hides search, selector and the live alert on the live page and sends the avatar home', () => {
    expect(isLivePage('/live')).toBe(true);
    expect(headerControls({ live: true, language: true, notifications: true })).toEqual({
      search: false,
      language: false,
      notifications: false,
      avatarOpensDrawer: false,
      liveAlert: false,
    });
  });

  it('hides the language selector and the bell when the experience has none (the review account)', () => {
    expect(headerControls({ live: false, language: reviewer.features.language, notifications: reviewer.features.notifications })).toEqual({
      search: true,
      language: false,
      notifications: false,
      avatarOpensDrawer: true,
      liveAlert: true,
    });
  });

  it('shows everything elsewhere', () => {
    expect(isLivePage('/homepage')).toBe(false);
    expect(headerControls({ live: false, language: true, notifications: true })).toEqual({
      search: true,
      language: true,
      notifications: true,
      avatarOpensDrawer: true,
      liveAlert: true,
    });
  });
});

describe('drawer entries (spec 000 §2 Profile drawer)', () => {
  const base = { features: student.features, communities: false, inApp: false };
  it('narrow screens (< 768px): Reviews, Notifications, Study reminder, plus the header links (Home, Favorites, Communities)', () => {
    expect(drawerEntries({ ...base, wide: false, desktop: false })).toEqual(['home', 'favorites', 'reviews', 'notifications', 'reminders']);
    expect(drawerEntries({ ...base, wide: false, desktop: false, communities: true })).toEqual([
      'home',
      'favorites',
      'communities',
      'reviews',
      'notifications',
      'reminders',
    ]);
    expect(drawerEntries({ ...base, wide: true, desktop: true, communities: true })).not.toContain('communities');
  });
  it('wide screens below the desktop breakpoint add Home to My profile, Favorites, Reviews, Notifications', () => {
    expect(drawerEntries({ ...base, wide: true, desktop: false })).toEqual(['home', 'profile', 'favorites', 'reviews', 'notifications']);
  });
  it('desktop: My profile, Favorites, Reviews, Notifications', () => {
    expect(drawerEntries({ ...base, wide: true, desktop: true })).toEqual(['profile', 'favorites', 'reviews', 'notifications']);
  });
  it('Ranking after Reviews at every width while the school’s ranking is on (issue 19), never for the review account', () => {
    expect(drawerEntries({ ...base, ranking: true, wide: false, desktop: false })).toEqual([
      'home',
      'favorites',
      'reviews',
      'ranking',
      'notifications',
      'reminders',
    ]);
    expect(drawerEntries({ ...base, ranking: true, wide: true, desktop: true })).toEqual([
      'profile',
      'favorites',
      'reviews',
      'ranking',
      'notifications',
    ]);
    expect(drawerEntries({ ...base, ranking: false, wide: true, desktop: true })).not.toContain('ranking');
    expect(drawerEntries({ ...base, features: reviewer.features, ranking: true, wide: true, desktop: true })).toEqual(['profile']);
  });
  it('Downloads only inside the app wrapper', () => {
    expect(drawerEntries({ ...base, inApp: true, wide: false, desktop: false })).toContain('downloads');
    expect(drawerEntries({ ...base, inApp: true, wide: true, desktop: true })).toContain('downloads');
  });
  it('the review account sees only My profile, at any width and even in the app', () => {
    for (const wide of [false, true]) {
      expect(drawerEntries({ wide, desktop: wide, features: reviewer.features, communities: true, inApp: true })).toEqual(['profile']);
    }
  });
  it('never lists an entry whose feature the server turned off', () => {
    const noFavorites = { ...student.features, favorites: false, communities: false };
    expect(drawerEntries({ ...base, features: noFavorites, wide: false, desktop: false, communities: true })).toEqual([
      'home',
      'reviews',
      'notifications',
      'reminders',
    ]);
  });
});

describe('login redirect target', () => {
  it.each([
    ['/search?search=x', '/search?search=x'],
    ['/curso/1/aula/2#t', '/curso/1/aula/2#t'],
    [null, '/homepage'],
    ['', '/homepage'],
    ['https://evil.test/', '/homepage'],
    ['//evil.test/x', '/homepage'],
    ['/\\evil.test', '/homepage'],
    ['javascript:alert(1)', '/homepage'],
    ['/login', '/homepage'],
  ])('next=%s goes to %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});
