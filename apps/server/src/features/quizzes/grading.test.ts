import { describe, expect, it } from 'vitest';
import { earnedOn, grade, winningProfile, type Snapshot, type SnapshotQuestion } from './grading';

// docs/quizzes.md "Grading", on snapshots alone (no database).

const option = (id: number, is_correct = false, weights: { profile_id: number; points: number }[] = []) => ({
  id,
  label: `o${id}`,
  is_correct,
  weights,
});
const multiple: SnapshotQuestion = {
  id: 1,
  text: 'Quais?',
  type: 'multiple',
  points: 9,
  feedback: null,
  options: [option(1, true), option(2, true), option(3, true), option(4), option(5)],
};
const single: SnapshotQuestion = {
  id: 2,
  text: 'Qual?',
  type: 'single',
  points: 3,
  feedback: 'porque sim',
  options: [option(6), option(7, true)],
};

const settings = {
  id: 1,
  name: 'Q',
  type: 'comun' as const,
  goal: 60,
  repeat: 0 as const,
  stopwatch: 0 as const,
  time_limit: null,
  questions_count: 2,
};

describe('grading', () => {
  it('multiple choice: each right tick adds, each wrong tick takes away, never below zero', () => {
    expect(earnedOn(multiple, [1, 2, 3])).toBe(9);
    expect(earnedOn(multiple, [1, 2])).toBe(6);
    expect(earnedOn(multiple, [1, 2, 4])).toBe(3);
    expect(earnedOn(multiple, [1, 2, 3, 4, 5])).toBe(3);
    expect(earnedOn(multiple, [4, 5])).toBe(0);
    expect(earnedOn({ ...multiple, options: [option(1, true), option(2)] }, [1, 2])).toBe(0);
  });

  it('single choice: all or nothing', () => {
    expect(earnedOn(single, [7])).toBe(3);
    expect(earnedOn(single, [6])).toBe(0);
    expect(earnedOn(single, [])).toBe(0);
  });

  it('score is earned / total as a percentage with 2 decimals; passed = score >= goal', () => {
    const snapshot: Snapshot = { settings, questions: [multiple, single], profiles: [] };
    const { score, passed, result } = grade(snapshot, { '1': [1, 2], '2': [7] });
    // (6 + 3) / 12 = 75%.
    expect([score, passed]).toEqual([75, true]);
    expect(result.review.map((r) => [r.earned, r.your_option_ids, r.correct_option_ids])).toEqual([
      [6, [1, 2], [1, 2, 3]],
      [3, [7], [7]],
    ]);
    expect(grade(snapshot, { '1': [1] }).score).toBe(25);
    expect(grade({ ...snapshot, settings: { ...settings, goal: 25 } }, { '1': [1] }).passed).toBe(true);
    expect(grade({ settings, questions: [multiple, { ...single, points: 2 }], profiles: [] }, { '1': [1] }).score).toBe(27.27);
  });

  it('behavioural: the most points wins; a tie goes to the first profile in order', () => {
    const profiles = [
      { id: 10, title: 'A', description: '', image: null },
      { id: 20, title: 'B', description: '', image: null },
    ];
    const q: SnapshotQuestion = {
      ...multiple,
      options: [
        option(1, false, [{ profile_id: 10, points: 2 }]),
        option(2, false, [{ profile_id: 20, points: 2 }]),
        option(3, false, [{ profile_id: 20, points: 1 }]),
      ],
    };
    const snapshot: Snapshot = { settings: { ...settings, type: 'comportamental', goal: null }, questions: [q], profiles };
    expect(winningProfile(snapshot, { '1': [2, 3] })?.id).toBe(20);
    expect(winningProfile(snapshot, { '1': [1, 2] })?.id).toBe(10);
    expect(winningProfile({ ...snapshot, profiles: [...profiles].reverse() }, { '1': [1, 2] })?.id).toBe(20);
    expect(winningProfile(snapshot, {})?.id).toBe(10);
    expect(grade(snapshot, { '1': [2] })).toMatchObject({ score: null, passed: null, profileId: 20, result: { review: [] } });
  });
});
