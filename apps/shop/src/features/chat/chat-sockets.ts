import type { ServerFrame } from '@facet/contract';
import { vi } from 'vitest';
import { createChatConnection, type ChatCredentials, type ChatSocket } from './chat-connection';

/** A WebSocket the test plays the server of. */
export class FakeSocket implements ChatSocket {
  readyState = 1;
  sent: unknown[] = [];
  closed: number | undefined | null = null;
  onmessage: ChatSocket['onmessage'] = null;
  onclose: ChatSocket['onclose'] = null;
  onerror: ChatSocket['onerror'] = null;

  constructor(readonly credentials: ChatCredentials) {}

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closed = code;
    this.readyState = 3;
  }
  /** The server sends a frame. */
  frame(frame: ServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  /** The connection drops (or the server closes it with `code`). */
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

/** A chat connection over fake sockets, with credentials the test can renew or remove. */
export function fakeConnection() {
  const sockets: FakeSocket[] = [];
  let credentials: ChatCredentials | null = { ImUserId: 'im-7', Sign: 'old' };
  const refreshCredentials = vi.fn(async () => {
    credentials = { ImUserId: 'im-7', Sign: 'fresh' };
  });
  const connection = createChatConnection({
    connect: (given) => {
      const socket = new FakeSocket(given);
      sockets.push(socket);
      return socket;
    },
    credentials: () => credentials,
    refreshCredentials,
    // No jitter: the back-off's steps are exact.
    random: () => 0,
  });
  return {
    connection,
    sockets,
    refreshCredentials,
    last: () => sockets[sockets.length - 1]!,
    signOut: () => (credentials = null),
  };
}
