export { TextLogo, Wordmark } from './Logo';
