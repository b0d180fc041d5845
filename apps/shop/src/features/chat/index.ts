export { startChatWithSession } from './chat-launch';
