import type { ComponentType } from 'react';

/** The edit panel's sections in spec 002 §1 order; `load` is absent while a section is not built ("Em breve!"). */
export type PanelSection = {
  key: string;
  /** i18n key of the menu label. */
  label: string;
  load?: () => Promise<ComponentType>;
};

export const PANEL_SECTIONS: PanelSection[] = [
  // The school's courses, first: what the rest of the panel arranges.
  {
    key: 'cursos',
    label: 'editPanel.sections.cursos',
    load: () => import('../../features/studio/components/CoursesSection').then((m) => m.CoursesSection),
  },
  // What the school sells, and which courses and communities each product opens.
  { key: 'produtos', label: 'editPanel.sections.produtos', load: () => import('./ProductsSection').then((m) => m.ProductsSection) },
  // Who holds those products: the school's students, their access and progress.
  { key: 'alunos', label: 'editPanel.sections.alunos', load: () => import('./StudentsSection').then((m) => m.StudentsSection) },
  // Who runs the school with the owner: administrators and moderators.
  { key: 'equipe', label: 'editPanel.sections.equipe', load: () => import('./StaffSection').then((m) => m.StaffSection) },
  // Whether anyone may create an account from the login page, and what they receive.
  { key: 'cadastro', label: 'editPanel.sections.cadastro', load: () => import('./SignupSection').then((m) => m.SignupSection) },
  // How the students move through each course and quiz.
  { key: 'relatorios', label: 'editPanel.sections.relatorios', load: () => import('./ReportsSection').then((m) => m.ReportsSection) },
  // Selling through Hotmart, Stripe or a signed webhook: each sale grants the product it is mapped to.
  {
    key: 'integracoes',
    label: 'editPanel.sections.integracoes',
    load: () => import('./IntegrationsSection').then((m) => m.IntegrationsSection),
  },
  // The host names the school answers on: a domain of its own, proved by a TXT record.
  { key: 'dominios', label: 'editPanel.sections.dominios', load: () => import('./DomainsSection').then((m) => m.DomainsSection) },
  // The whole school in one archive, to move it to another server: the owner's alone.
  { key: 'exportar', label: 'editPanel.sections.exportar', load: () => import('./ExportSection').then((m) => m.ExportSection) },
  {
    key: 'vitrine',
    label: 'editPanel.sections.vitrine',
    load: () => import('../../features/carousels/components/VitrineSection').then((m) => m.VitrineSection),
  },
  {
    key: 'aparencia',
    label: 'editPanel.sections.aparencia',
    load: () => import('../../features/appearance/components/AppearanceSection').then((m) => m.AppearanceSection),
  },
  {
    key: 'banner',
    label: 'editPanel.sections.banner',
    load: () => import('../../features/banners/components/BannerSection').then((m) => m.BannerSection),
  },
  {
    key: 'avaliacoes',
    label: 'editPanel.sections.avaliacoes',
    load: () => import('../../features/quizzes/authoring/components/QuizSection').then((m) => m.QuizSection),
  },
  { key: 'login', label: 'editPanel.sections.login', load: () => import('./LoginSection').then((m) => m.LoginSection) },
  {
    key: 'aula',
    label: 'editPanel.sections.aula',
    load: () => import('../../features/lesson-page/settings/components/LessonPageSection').then((m) => m.LessonPageSection),
  },
  {
    key: 'header',
    label: 'editPanel.sections.header',
    load: () => import('../../features/links/components/LinksSection').then((m) => m.LinksSection),
  },
  {
    key: 'footer',
    label: 'editPanel.sections.footer',
    load: () => import('../../features/footer/components/FooterSection').then((m) => m.FooterSection),
  },
  { key: 'seo', label: 'editPanel.sections.seo', load: () => import('../../features/seo/components/SeoSection').then((m) => m.SeoSection) },
  {
    key: 'comunidade',
    label: 'editPanel.sections.comunidade',
    load: () => import('../../features/communities/components/CommunitySection').then((m) => m.CommunitySection),
  },
  {
    key: 'gamificacao',
    label: 'editPanel.sections.gamificacao',
    load: () => import('./GamificationSection').then((m) => m.GamificationSection),
  },
  {
    key: 'html',
    label: 'editPanel.sections.html',
    load: () => import('../../features/custom-html/components/CustomHtmlSection').then((m) => m.CustomHtmlSection),
  },
];
