export * from './tenancy';
export * from './accounts';
export * from './catalog';
export * from './platform';
export * from './home';
export * from './communities';
export * from './community-posts';
export * from './lesson-page';
