export { ReplyModal } from './ReplyModal';
export { RequestWork } from './RequestWork';
