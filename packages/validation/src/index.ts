export * from './admin-users.js';
export * from './auth.js';
export * from './common.js';
export * from './company.js';
export * from './contact.js';
export * from './offices.js';
export * from './pages.js';
export * from './vehicles.js';
