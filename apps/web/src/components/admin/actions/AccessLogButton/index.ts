export { AccessLogButton } from './AccessLogButton';
