export { Flag } from './Flag';
export { LanguageSwitcher } from './LanguageSwitcher';
