import appearance from '../../features/appearance/locales';
import banners from '../../features/banners/admin-locales';
import communities from '../../features/communities/admin-locales';
import customHtml from '../../features/custom-html/locales';
import footer from '../../features/footer/admin-locales';
import gamificationAdmin from '../../features/gamification/admin/locales';
import lessonPage from '../../features/lesson-page/settings/locales';
import links from '../../features/links/admin-locales';
import loginPage from '../../features/login-page/admin-locales';
import products from '../../features/products/locales';
import quizAuthoring from '../../features/quizzes/authoring/locales';
import quizPage from '../../features/quizzes/authoring/page-locales';
import rewards from '../../features/gamification/rewards/locales';
import richText from '../../components/rich-text/locales';
import seo from '../../features/seo/locales';
import students from '../../features/students/locales';
import studentsImport from '../../features/students/import-locales';
import staff from '../../features/staff/locales';
import reports from '../../features/reports/locales';
import sales from '../../features/sales/locales';
import schools from '../../features/schools/locales';
import signupAdmin from '../../features/accounts/signup-admin-locales';
import studio from '../../features/studio/locales';
import studioPage from '../../features/studio/page-locales';
import vitrine from '../../features/carousels/locales';
import { registerStrings } from './register';

const parts = [
  appearance,
  seo,
  links,
  footer,
  loginPage,
  banners,
  vitrine,
  communities,
  lessonPage,
  customHtml,
  quizAuthoring,
  quizPage,
  gamificationAdmin,
  rewards,
  richText,
  studio,
  studioPage,
  products,
  students,
  studentsImport,
  staff,
  reports,
  sales,
  schools,
  signupAdmin,
];

/** The edit panel's strings, merged into the running i18next when the panel's code loads. */
export const registerStaffStrings = () => registerStrings(parts);
