import type { WebSocket } from 'ws';
import type { ChatMessage, ChatSide, ServerFrame } from '@facet/contract';
import type { PubSub } from '../../platform/pubsub';

/** What one instance tells every instance (itself included) after storing something. */
export type ChatEvent =
  | { Type: 'message'; BuyerId: number; Message: ChatMessage }
  | { Type: 'read'; BuyerId: number; ConversationId: number; UpTo: number; By: ChatSide };

const CHANNEL = 'im';

/**
 * This instance's open chat sockets, and delivery of chat events to them. Events travel
 * through the pub/sub even on one instance, so one path delivers in every deployment.
 */
export async function chatHub(pubsub: PubSub) {
  const buyers = new Map<number, Set<WebSocket>>();
  const staff = new Set<WebSocket>();

  const send = (socket: WebSocket, frame: ServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };

  const deliver = (event: ChatEvent) => {
    const frame: ServerFrame =
      event.Type === 'message'
        ? { Type: 'message', Message: event.Message }
        : { Type: 'read', ConversationId: event.ConversationId, UpTo: event.UpTo, By: event.By };
    const payload = JSON.stringify(frame);
    for (const socket of buyers.get(event.BuyerId) ?? []) {
      if (socket.readyState === socket.OPEN) socket.send(payload);
    }
    for (const socket of staff) {
      if (socket.readyState === socket.OPEN) socket.send(payload);
    }
  };

  const unsubscribe = await pubsub.subscribe(CHANNEL, (event) => deliver(event as ChatEvent));

  return {
    send,
    join(side: ChatSide, userId: number, socket: WebSocket) {
      if (side === 'staff') {
        staff.add(socket);
        return () => void staff.delete(socket);
      }
      let set = buyers.get(userId);
      if (!set) buyers.set(userId, (set = new Set()));
      set.add(socket);
      return () => {
        set.delete(socket);
        if (set.size === 0) buyers.delete(userId);
      };
    },
    publish: (event: ChatEvent) => pubsub.publish(CHANNEL, event),
    connections: () => staff.size + [...buyers.values()].reduce((n, set) => n + set.size, 0),
    async close() {
      await unsubscribe();
    },
  };
}

export type ChatHub = Awaited<ReturnType<typeof chatHub>>;
