export { COPIED_RESET_MS, ShareBlock, type ShareBlockProps } from './ShareBlock';
export { shareLinks, type ShareLinks, whatsappChatUrl } from './share-links';
