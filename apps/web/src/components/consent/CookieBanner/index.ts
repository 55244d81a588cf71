export { CookieBanner } from './CookieBanner';
