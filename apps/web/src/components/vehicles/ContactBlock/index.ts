export { ContactBlock } from './ContactBlock';
