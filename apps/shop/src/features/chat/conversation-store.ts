import { uploadImage } from '../../shared/transport/uploads';
import { chatConnection } from './chat-client';
import { createChatConversation } from './chat-conversation';

/** A message's own id: random, and within the server's `[A-Za-z0-9_-]{1,64}`. */
const newClientId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/**
 * The buyer's conversation with customer service, over the shared connection. It loads with
 * the chat page and stays: what the buyer queued still goes out after they leave the page.
 */
export const conversation = createChatConversation({
  connection: chatConnection,
  upload: (file) => uploadImage(file, 'chat'),
  newClientId,
});
