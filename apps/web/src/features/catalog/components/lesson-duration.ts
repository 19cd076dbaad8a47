/**
 * A lesson's length as the outline shows it: seconds under a minute (a 12-second clip said "1 min"
 * A lesson's length as the outline shows it: seconds under a minute (so a short clip never reads
 * "1 min"), whole minutes under an hour, then hours and minutes; nothing when unknown (0).
 */
export type DurationParts = { key: 'seconds' | 'minutes' | 'hours'; values: { count: number; minutes?: string } } | null;

export function lessonDuration(seconds: number): DurationParts {
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  if (seconds < 60) return { key: 'seconds', values: { count: Math.round(seconds) } };
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return { key: 'minutes', values: { count: minutes } };
  return { key: 'hours', values: { count: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') } };
}
