import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-26T15:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relative time (spec 000 §9 "Relative time")', () => {
  it('under 60 minutes: minutes (now under one)', () => {
    expect(relativeTime(ago(20), now, 'pt-BR')).toBe('agora');
    expect(relativeTime(ago(5 * 60), now, 'pt-BR')).toBe('há 5 minutos');
    expect(relativeTime(ago(59 * 60 + 59), now, 'en')).toBe('59 minutes ago');
  });

  it('under 24 hours: hours; under 2 days: 1 day', () => {
    expect(relativeTime(ago(2 * 3600 + 10), now, 'pt-BR')).toBe('há 2 horas');
    expect(relativeTime(ago(23 * 3600), now, 'es')).toBe('hace 23 horas');
    expect(relativeTime(ago(24 * 3600), now, 'pt-BR')).toBe('há 1 dia');
    expect(relativeTime(ago(47 * 3600), now, 'en')).toBe('1 day ago');
  });

  it('under 365 days: day and month; after that day, month and year', () => {
    const march = new Date(2026, 2, 12, 12);
    expect(relativeTime(march, now, 'pt-BR')).toBe(march.toLocaleDateString('pt-BR', { day: 'numeric', month: 'short' }));
    expect(relativeTime(march, now, 'pt-BR')).toMatch(/^12 de mar/);
    const older = new Date(2024, 2, 12, 12);
    expect(relativeTime(older, now, 'pt-BR')).toMatch(/^12 de mar.* 2024$/);
  });

  it('a time a little ahead of this clock reads as now', () => {
    expect(relativeTime(ago(-30), now, 'pt-BR')).toBe('agora');
  });
});
