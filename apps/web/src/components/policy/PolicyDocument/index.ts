export { PolicyDocument } from './PolicyDocument';
