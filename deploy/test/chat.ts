/**
 * A chat client as the shop and the console keep one: it reconnects with back-off when its
 * socket closes, resends what was not acknowledged under the same ClientId, and remembers what
 * it received. Each connection carries an X-Request-ID of its own, so the instance that took
 * it can be found in the instances' logs.
 */
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';

type Frame = { Type: string; [key: string]: unknown };
type Message = { Id: number; ClientId: string; Text: string; From: 'buyer' | 'staff' };

export type Credentials = { ImUserId: string; Sign: string };

export function chatClient({
  name,
  base,
  credentials,
  conversationId,
}: {
  name: string;
  /** http://… of the proxy or an instance. */
  base: string;
  /** Fresh ones (`renew`) after the server closed the socket with 4401. */
  credentials: (renew: boolean) => Promise<Credentials>;
  /** A clerk writes to this buyer's conversation. */
  conversationId?: number;
}) {
  let socket: WebSocket | null = null;
  let open = false;
  let closed = false;
  let attempt = 0;
  const pending = new Map<string, { text: string; sentAt: number }>();
  const acked = new Map<string, { id: number; ms: number }>();
  const received = new Map<string, Message>();
  const closes: { at: number; code: number }[] = [];
  const readies: number[] = [];
  const requestIds: string[] = [];
  let sequence = 0;
  let renew = false;

  const sendFrame = (clientId: string, text: string) =>
    socket?.send(
      JSON.stringify({
        Type: 'send',
        ClientId: clientId,
        Text: text,
        ...(conversationId ? { ConversationId: conversationId } : {}),
      }),
    );

  function reconnect() {
    if (closed) return;
    // The apps' back-off: 250 ms, doubling to 2 s.
    const delay = Math.min(250 * 2 ** attempt++, 2_000);
    setTimeout(() => void connect().catch(reconnect), delay);
  }

  async function connect() {
    if (closed) return;
    const { ImUserId, Sign } = await credentials(renew);
    renew = false;
    const url = `${base.replace(/^http/, 'ws')}/im?ImUserId=${encodeURIComponent(ImUserId)}&Sign=${encodeURIComponent(Sign)}`; // prettier-ignore
    const requestId = `chat-${name}-${randomUUID()}`;
    requestIds.push(requestId);
    const ws = new WebSocket(url, { headers: { 'x-request-id': requestId } });
    socket = ws;
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      if (frame.Type === 'ready') {
        open = true;
        attempt = 0;
        readies.push(Date.now());
        for (const [clientId, { text }] of pending) sendFrame(clientId, text);
      } else if (frame.Type === 'ack') {
        const clientId = String(frame.ClientId);
        const sent = pending.get(clientId);
        if (sent) {
          pending.delete(clientId);
          acked.set(clientId, { id: Number(frame.Id), ms: Date.now() - sent.sentAt });
        }
      } else if (frame.Type === 'error' && typeof frame.ClientId === 'string') {
        // Not stored (the database away, too many sends at once): sent again after the
        // Retry-After of a 503, as a person tapping "resend" would.
        const clientId = frame.ClientId;
        setTimeout(() => {
          const sent = pending.get(clientId);
          if (sent && open) sendFrame(clientId, sent.text);
        }, 5_000);
      } else if (frame.Type === 'message') {
        const message = frame.Message as Message;
        received.set(message.ClientId, message);
      }
    });
    ws.on('error', () => {});
    ws.on('close', (code) => {
      open = false;
      closes.push({ at: Date.now(), code });
      if (socket === ws) socket = null;
      if (code === 4401) renew = true;
      reconnect();
    });
  }

  return {
    name,
    connect,
    /** Sends a message; it is resent after every reconnection until acknowledged. */
    send(text: string) {
      const clientId = `${name}-${++sequence}-${Date.now()}`;
      pending.set(clientId, { text, sentAt: Date.now() });
      if (open) sendFrame(clientId, text);
      return clientId;
    },
    isOpen: () => open,
    pending,
    acked,
    received,
    closes,
    readies,
    requestIds,
    close() {
      closed = true;
      socket?.close();
    },
  };
}

export type ChatClient = ReturnType<typeof chatClient>;
