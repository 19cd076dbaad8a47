import { createBrowserRouter, Navigate } from 'react-router';
import { RequireSession } from './RequireSession';

const page =
  <T,>(load: () => Promise<T>, pick: (m: T) => React.ComponentType) =>
  async () => ({ Component: pick(await load()) });

/** A page with the gamification's student strings, which load with it rather than on every first visit. */
const withRankingStrings = <T,>(load: () => Promise<T>) =>
  Promise.all([load(), import('./locales/ranking')]).then(([pageModule, ranking]) => {
    ranking.registerRankingStrings();
    return pageModule;
  });

/** Routes as the spec writes them (spec 000 §2); each screen loads on demand. */
export const router = createBrowserRouter([
  {
    path: '/login',
    lazy: page(
      () => import('../features/accounts/components/LoginPage'),
      (m) => m.LoginPage,
    ),
  },
  // Opened from e-mailed links: public, and opening them spends nothing (only the page's button does).
  {
    path: '/login/magic',
    lazy: page(
      () => import('../features/accounts/components/MagicLinkConfirmPage'),
      (m) => m.MagicLinkConfirmPage,
    ),
  },
  {
    path: '/esqueci-senha',
    lazy: page(
      () => import('../features/accounts/components/ForgotPasswordPage'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: '/redefinir-senha',
    lazy: page(
      () => import('../features/accounts/components/ResetPasswordPage'),
      (m) => m.ResetPasswordPage,
    ),
  },
  // Open sign-up: public; the page says so when the school keeps it closed.
  {
    path: '/cadastro',
    lazy: page(
      () => import('../features/accounts/components/SignupPage'),
      (m) => m.SignupPage,
    ),
  },
  // The mails' ways out work signed out: the signed token is the authority (docs/reminders.md, docs/notifications.md).
  {
    path: '/lembretes/cancelar',
    lazy: page(
      () => import('../features/reminders/components/CancelRemindersPage'),
      (m) => m.CancelRemindersPage,
    ),
  },
  {
    path: '/notificacoes/cancelar',
    lazy: page(
      () => import('../features/notifications/components/CancelNotificationMailPage'),
      (m) => m.CancelNotificationMailPage,
    ),
  },
  // The school's documents are public: readable before sign-in (spec 002 Footer).
  {
    path: '/termos-de-uso',
    lazy: page(
      () => import('../features/footer/components/FooterDocumentPage'),
      (m) => m.TermsOfUsePage,
    ),
  },
  {
    path: '/politicas-de-privacidade',
    lazy: page(
      () => import('../features/footer/components/FooterDocumentPage'),
      (m) => m.PrivacyPolicyPage,
    ),
  },
  {
    element: <RequireSession />,
    children: [
      { path: '/', element: <Navigate to="/homepage" replace /> },
      {
        path: '/homepage',
        lazy: page(
          () => import('./pages/HomePage'),
          (m) => m.HomePage,
        ),
      },
      {
        path: '/search',
        lazy: page(
          () => import('../features/catalog/components/SearchPage'),
          (m) => m.SearchPage,
        ),
      },
      // The catalogue, a course and a module: a visitor may open them when the showcase is on (RequireSession).
      {
        path: '/courses',
        lazy: page(
          () => import('../features/catalog/components/CatalogPage'),
          (m) => m.CatalogPage,
        ),
      },
      {
        path: '/courses/:courseId',
        // With the quizzes placed on the course (docs/quizzes.md "Web"), so their strings come along.
        lazy: page(
          () =>
            Promise.all([import('./pages/CoursePage'), import('./locales/quizzes')]).then(([pageModule, quizzes]) => {
              quizzes.registerQuizStrings();
              return pageModule;
            }),
          (m) => m.CourseScreen,
        ),
      },
      {
        path: '/modulos/:moduleId',
        lazy: page(
          () =>
            Promise.all([import('./pages/ModulePage'), import('./locales/quizzes')]).then(([pageModule, quizzes]) => {
              quizzes.registerQuizStrings();
              return pageModule;
            }),
          (m) => m.ModuleScreen,
        ),
      },
      {
        path: '/curso/:course/:slug/:lessonId',
        lazy: page(
          () =>
            Promise.all([import('./pages/LessonScreen'), import('./locales/quizzes')]).then(([pageModule, quizzes]) => {
              quizzes.registerQuizStrings();
              return pageModule;
            }),
          (m) => m.LessonScreen,
        ),
      },
      {
        path: '/dashboard/profile',
        // With the level and "Minhas recompensas", so the ranking's strings come along.
        lazy: page(
          () => withRankingStrings(() => import('./pages/ProfileScreen')),
          (m) => m.ProfileScreen,
        ),
      },
      {
        path: '/ranking',
        lazy: page(
          () => withRankingStrings(() => import('./pages/RankingPage')),
          (m) => m.RankingPage,
        ),
      },
      {
        path: '/live',
        lazy: page(
          () => import('./shell/LivePage'),
          (m) => m.LivePage,
        ),
      },
      {
        path: '/favoritos',
        lazy: page(
          () => import('../features/favorites/components/FavoritesPage'),
          (m) => m.FavoritesPage,
        ),
      },
      {
        path: '/comunidade/explorer',
        lazy: page(
          () => import('../features/communities/components/explorer/ExplorerPage'),
          (m) => m.ExplorerPage,
        ),
      },
      {
        path: '/comunidade/:tenant/:communityId',
        // With the ranking strip where the community's ranking is on.
        lazy: page(
          () => withRankingStrings(() => import('./pages/CommunityScreen')),
          (m) => m.CommunityScreen,
        ),
      },
      {
        path: '/comunidade/post/:postId/:courseOrTenant/:communityId',
        lazy: page(
          () => import('../features/communities/components/post/PostPage'),
          (m) => m.PostPage,
        ),
      },
      {
        path: '/notifications',
        lazy: page(
          () => import('../features/notifications/components/NotificationsPage'),
          (m) => m.NotificationsPage,
        ),
      },
      {
        path: '/lembretes',
        lazy: page(
          () => import('../features/reminders/components/RemindersPage'),
          (m) => m.RemindersPage,
        ),
      },
      {
        path: '/avaliacoes',
        lazy: page(
          () =>
            Promise.all([import('../features/quizzes/taking/components/QuizzesPage'), import('./locales/quizzes')]).then(
              ([pageModule, quizzes]) => {
                quizzes.registerQuizStrings();
                return pageModule;
              },
            ),
          (m) => m.QuizzesPage,
        ),
      },
      {
        path: '/avaliacoes/:quizId',
        lazy: page(
          () =>
            Promise.all([import('../features/quizzes/taking/components/QuizPage'), import('./locales/quizzes')]).then(
              ([pageModule, quizzes]) => {
                quizzes.registerQuizStrings();
                return pageModule;
              },
            ),
          (m) => m.QuizPage,
        ),
      },
      // Spec 002 §2 "Configurar": the quiz's questions (editors only). Its words are the panel's, loaded with it.
      {
        path: '/quiz',
        lazy: page(
          () =>
            Promise.all([import('../features/quizzes/authoring/components/QuizAuthoringPage'), import('./locales/staff')]).then(
              ([pageModule, staff]) => {
                staff.registerStaffStrings();
                return pageModule;
              },
            ),
          (m) => m.QuizAuthoringPage,
        ),
      },
      // docs/course-studio.md: a course's editor (editors only), from the panel's "Cursos". Its words are the panel's, loaded with it.
      {
        path: '/gestao/cursos/:courseId',
        lazy: page(
          () =>
            Promise.all([import('../features/studio/components/CourseEditorPage'), import('./locales/staff')]).then(
              ([pageModule, staff]) => {
                staff.registerStaffStrings();
                return pageModule;
              },
            ),
          (m) => m.CourseEditorPage,
        ),
      },
      // docs/schools.md: the server operator's console of every school. Its words are the panel's, loaded with it.
      {
        path: '/operador',
        lazy: page(
          () =>
            Promise.all([import('./pages/OperatorPage'), import('./locales/staff')]).then(([pageModule, staff]) => {
              staff.registerStaffStrings();
              return pageModule;
            }),
          (m) => m.OperatorPage,
        ),
      },
      {
        path: '*',
        lazy: page(
          () => import('./shell/NotFoundPage'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
]);
