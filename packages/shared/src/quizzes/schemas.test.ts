import { describe, expect, it } from 'vitest';
import { languages } from '../platform/languages';
import { QUIZ_MESSAGES, formatTimeLimit, timeLimitSeconds } from './constants';
import { QUIZ_TRANSLATIONS } from './messages';
import {
  answersBody,
  emptyQuizForm,
  orderBody,
  profileBody,
  questionBody,
  questionBodyFor,
  quizBody,
  quizForm,
  quizToForm,
  toQuizBody,
  type Quiz,
  type QuizForm,
} from './schemas';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

const form = (over: Partial<QuizForm>): QuizForm => ({ ...emptyQuizForm, name: 'Prova 1', ...over });

describe('quizForm (spec 002 §5)', () => {
  it('asks for the name with "Campo obrigatório"', () => {
    expect(messagesOf(quizForm.safeParse(form({ name: '   ' })))).toEqual([QUIZ_MESSAGES.nameRequired]);
  });

  it('refuses a time limit with hours, minutes and seconds all empty or zero', () => {
    const empty = quizForm.safeParse(form({ stopwatch: true, has_time_limit: true }));
    expect(messagesOf(empty)).toEqual(['Adicione um tempo limite valido!']);
    expect(empty.error?.issues[0]?.path).toEqual(['hours']);
    const zeros = quizForm.safeParse(form({ stopwatch: true, has_time_limit: true, hours: 0, minutes: 0, seconds: 0 }));
    expect(messagesOf(zeros)).toEqual(['Adicione um tempo limite valido!']);
    expect(quizForm.safeParse(form({ stopwatch: true, has_time_limit: true, seconds: 30 })).success).toBe(true);
    // The switch hidden (stopwatch off) asks nothing.
    expect(quizForm.safeParse(form({ stopwatch: false, has_time_limit: true })).success).toBe(true);
  });

  it('asks a goal of 0–100 for comun only', () => {
    expect(messagesOf(quizForm.safeParse(form({ goal: '' })))).toEqual([QUIZ_MESSAGES.goalInvalid]);
    expect(messagesOf(quizForm.safeParse(form({ goal: 101 })))).toEqual([QUIZ_MESSAGES.goalInvalid]);
    expect(quizForm.safeParse(form({ type: 'comportamental', goal: '' })).success).toBe(true);
  });

  it('toQuizBody sends 0/1 flags and time_limit as hh:mm:ss, which quizBody accepts', () => {
    const body = toQuizBody(form({ stopwatch: true, has_time_limit: true, hours: 1, minutes: 5, seconds: '', published: true }), 7);
    expect(body).toMatchObject({ tenant_id: 7, time_limit: '01:05:00', published: 1, repeat: 0, stopwatch: 1, goal: 70 });
    expect(quizBody.parse(body)).toMatchObject({ time_limit: '01:05:00', published: true, stopwatch: true, goal: 70 });
    expect(toQuizBody(form({ stopwatch: true, has_time_limit: false, hours: 2 }), 7).time_limit).toBeNull();
    expect(toQuizBody(form({ type: 'comportamental', goal: 50 }), 7).goal).toBeNull();
  });

  it('quizToForm reads a quiz back into the modal', () => {
    const q: Quiz = {
      id: 1,
      name: 'Prova',
      tenant_id: 1,
      type: 'comun',
      goal: 60,
      published: 1,
      repeat: 0,
      show_answers: 1,
      stopwatch: 1,
      time_limit: '00:10:30',
      course_id: null,
      module_id: null,
      lesson_id: null,
      created_at: '2026-01-01T00:00:00Z',
      questions_count: 0,
      profiles_count: 0,
      attempts_count: 0,
    };
    const back = quizToForm(q);
    expect(back).toMatchObject({
      has_time_limit: true,
      hours: 0,
      minutes: 10,
      seconds: 30,
      published: true,
      repeat: false,
      show_answers: true,
    });
    expect(toQuizBody(back, 1).time_limit).toBe('00:10:30');
  });
});

describe('quizBody (spec 002 §7 on the wire)', () => {
  const base = { name: 'Prova', tenant_id: 1, type: 'comun', goal: 70 };

  it('takes the legacy text goal and 0/1 flags', () => {
    expect(quizBody.parse({ ...base, goal: '80', published: '1', repeat: 0, stopwatch: true, time_limit: '00:30:00' })).toMatchObject({
      goal: 80,
      published: true,
      repeat: false,
      time_limit: '00:30:00',
    });
  });

  it('refuses a malformed or zero time limit and keeps a limit only with the stopwatch', () => {
    for (const time_limit of ['1:00:00', '00:60:00', '00:00:00', 'abc', 5])
      expect(messagesOf(quizBody.safeParse({ ...base, stopwatch: 1, time_limit }))).toContain('Adicione um tempo limite valido!');
    expect(quizBody.parse({ ...base, stopwatch: 0, time_limit: '00:10:00' }).time_limit).toBeNull();
  });

  it('show_answers (finding 4): off unless sent, 0/1 both ways, and kept only for a graded quiz', () => {
    expect(quizBody.parse(base).show_answers).toBe(false);
    expect(quizBody.parse({ ...base, show_answers: 1 }).show_answers).toBe(true);
    expect(quizBody.safeParse({ ...base, show_answers: 'sempre' }).success).toBe(false);
    expect(quizBody.parse({ ...base, type: 'comportamental', show_answers: 1 }).show_answers).toBe(false);
    expect(toQuizBody(form({ show_answers: true }), 1).show_answers).toBe(1);
    expect(toQuizBody(form({ type: 'comportamental', show_answers: true }), 1).show_answers).toBe(0);
  });

  it('needs a goal of 0–100 for comun and drops it for comportamental', () => {
    expect(messagesOf(quizBody.safeParse({ ...base, goal: null }))).toEqual([QUIZ_MESSAGES.goalInvalid]);
    expect(messagesOf(quizBody.safeParse({ ...base, goal: 150 }))).toEqual([QUIZ_MESSAGES.goalInvalid]);
    expect(quizBody.parse({ ...base, type: 'comportamental', goal: 40 }).goal).toBeNull();
  });
});

describe('questions', () => {
  const single = {
    text: 'Quanto é 2 + 2?',
    type: 'single',
    points: 10,
    options: [{ label: '3' }, { label: '4', is_correct: true }, { label: '5' }],
  };

  it('comun single and true_false need exactly one right option; multiple at least one', () => {
    const comun = questionBodyFor('comun');
    expect(comun.safeParse(single).success).toBe(true);
    const two = { ...single, options: single.options.map((o) => ({ ...o, is_correct: true })) };
    expect(messagesOf(comun.safeParse(two))).toEqual([QUIZ_MESSAGES.oneCorrect]);
    const none = { ...single, type: 'multiple', options: single.options.map((o) => ({ label: o.label })) };
    expect(messagesOf(comun.safeParse(none))).toEqual([QUIZ_MESSAGES.someCorrect]);
    const tf = {
      ...single,
      type: 'true_false',
      options: [
        { label: 'V', is_correct: true },
        { label: 'F', is_correct: true },
      ],
    };
    expect(messagesOf(comun.safeParse(tf))).toEqual([QUIZ_MESSAGES.oneCorrect]);
  });

  it('true_false has exactly two options; any question 2 to 10', () => {
    expect(messagesOf(questionBody.safeParse({ ...single, type: 'true_false' }))).toEqual([QUIZ_MESSAGES.trueFalseOptions]);
    expect(messagesOf(questionBody.safeParse({ ...single, options: [{ label: 'a' }] }))).toEqual([QUIZ_MESSAGES.optionsCount]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ label: String(i) }));
    expect(messagesOf(questionBody.safeParse({ ...single, options: eleven }))).toEqual([QUIZ_MESSAGES.optionsCount]);
  });

  it('weights only on comportamental, each profile once; comportamental drops is_correct', () => {
    const weighted = { ...single, options: single.options.map((o) => ({ ...o, weights: [{ profile_id: 1, points: 2 }] })) };
    expect(messagesOf(questionBodyFor('comun').safeParse(weighted))).toContain(QUIZ_MESSAGES.weightsOnlyBehavioural);
    const parsed = questionBodyFor('comportamental').parse(weighted);
    expect(parsed.options.every((o) => !o.is_correct && o.weights.length === 1)).toBe(true);
    const dup = {
      ...single,
      options: [
        {
          label: 'a',
          weights: [
            { profile_id: 1, points: 1 },
            { profile_id: 1, points: 2 },
          ],
        },
        { label: 'b' },
      ],
    };
    expect(messagesOf(questionBodyFor('comportamental').safeParse(dup))).toEqual([QUIZ_MESSAGES.weightDuplicated]);
  });

  it('points are a whole number 0–1000; text and labels are required', () => {
    expect(messagesOf(questionBody.safeParse({ ...single, points: 1.5 }))).toEqual([QUIZ_MESSAGES.pointsInvalid]);
    expect(messagesOf(questionBody.safeParse({ ...single, points: 1001 }))).toEqual([QUIZ_MESSAGES.pointsInvalid]);
    expect(messagesOf(questionBody.safeParse({ ...single, text: ' ' }))).toEqual([QUIZ_MESSAGES.questionTextRequired]);
    expect(messagesOf(questionBody.safeParse({ ...single, options: [{ label: '' }, { label: 'b' }] }))).toEqual([
      QUIZ_MESSAGES.optionLabelRequired,
    ]);
  });
});

describe('profiles, order, answers', () => {
  it("profile: title 1–100, an image uploaded to the school's storage (/files/… or its https URL) or null", () => {
    expect(profileBody.parse({ title: 'Analista', image: '' })).toEqual({ title: 'Analista', description: '', image: null });
    expect(profileBody.parse({ title: 'A', image: '/files/tenants/1/branding/quiz_profile/a.webp' }).image).toBe(
      '/files/tenants/1/branding/quiz_profile/a.webp',
    );
    expect(messagesOf(profileBody.safeParse({ title: 'A', image: '/etc/passwd' }))).toEqual([QUIZ_MESSAGES.profileImageInvalid]);
    expect(messagesOf(profileBody.safeParse({ title: 'A', image: 'javascript:alert(1)' }))).toEqual([QUIZ_MESSAGES.profileImageInvalid]);
    expect(messagesOf(profileBody.safeParse({ title: 'x'.repeat(101) }))).toEqual([QUIZ_MESSAGES.profileTitleTooLong]);
  });

  it('order lists each id once', () => {
    expect(messagesOf(orderBody.safeParse({ ids: [1, 2, 1] }))).toEqual([QUIZ_MESSAGES.orderInvalid]);
    expect(orderBody.parse({ ids: [3, 1] }).ids).toEqual([3, 1]);
  });

  it('answers name positive ids', () => {
    expect(answersBody.safeParse({ answers: [{ question_id: 0, option_ids: [] }] }).success).toBe(false);
    expect(answersBody.parse({ answers: [{ question_id: 4, option_ids: [9] }] }).answers[0]?.option_ids).toEqual([9]);
  });
});

describe('time limit helpers and messages', () => {
  it('formats and reads hh:mm:ss', () => {
    expect(formatTimeLimit(3725)).toBe('01:02:05');
    expect(timeLimitSeconds('01:02:05')).toBe(3725);
    expect(timeLimitSeconds(null)).toBeNull();
  });

  it('every message has pt (the constant, word for word), en and es', () => {
    expect(Object.keys(QUIZ_TRANSLATIONS).sort()).toEqual(Object.keys(QUIZ_MESSAGES).sort());
    for (const [key, texts] of Object.entries(QUIZ_TRANSLATIONS)) {
      expect(texts.pt, key).toBe(QUIZ_MESSAGES[key as keyof typeof QUIZ_MESSAGES]);
      for (const lang of languages) expect(texts[lang].trim(), `${key}.${lang}`).not.toBe('');
    }
    expect(QUIZ_MESSAGES.created).toBe('Avaliação criada com sucesso');
    expect(QUIZ_MESSAGES.deleteFailed).toBe('Não foi possivel excluir avaliação');
  });
});
