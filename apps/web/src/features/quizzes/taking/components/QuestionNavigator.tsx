import { Button } from '@mantine/core';
import type { AttemptQuestion } from '@trilha/shared/quizzes/schemas';
import { useTranslation } from 'react-i18next';
import type { AnswerMap } from './use-answer-saver';
import classes from './QuizScreen.module.css';

type Props = {
  questions: AttemptQuestion[];
  answers: AnswerMap;
  current: number;
  onGo: (index: number) => void;
};

export const isAnswered = (answers: AnswerMap, questionId: number) => (answers[questionId]?.length ?? 0) > 0;

/** A numbered button per question: answered ones filled, the current one marked (for the eye and for screen readers). */
export function QuestionNavigator({ questions, answers, current, onGo }: Props) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('quizzes.screen.navigator')}>
      <ul className={classes.navigator}>
        {questions.map((question, i) => {
          const answered = isAnswered(answers, question.id);
          return (
            <li key={question.id}>
              <Button
                className={classes.navButton}
                px={0}
                variant={i === current ? 'filled' : answered ? 'light' : 'default'}
                aria-current={i === current ? 'step' : undefined}
                aria-label={t(answered ? 'quizzes.screen.navAnswered' : 'quizzes.screen.navItem', { n: i + 1 })}
                onClick={() => onGo(i)}
              >
                {i + 1}
              </Button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
