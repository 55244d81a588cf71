export { ShareBlock } from './ShareBlock';
export { whatsappChatUrl } from './share-links';
