export { CookieSettingsModal } from './CookieSettingsModal';
