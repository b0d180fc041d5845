import type { ChatMessage, ChatPicture, ClientFrame, Uploaded } from '@facet/contract';
import type { ChatConnection, ChatStatus } from './chat-connection';
import type { OutgoingMessage } from './chat-messages';

export type ConversationState = {
  status: ChatStatus;
  /** Messages that arrived over the connection, stored (they carry their Id). */
  live: ChatMessage[];
  /** The buyer's own messages not yet sent back as stored. */
  outbox: OutgoingMessage[];
  /** Customer service has read the buyer's messages up to this id. */
  staffReadUpTo: number;
};

export type ConversationDeps = {
  connection: ChatConnection;
  upload: (file: File) => Promise<Uploaded>;
  newClientId: () => string;
  now?: () => Date;
};

/** A sent message the server has not acknowledged in this time counts as failed. */
export const ACK_TIMEOUT_MS = 15_000;

/**
 * The buyer's side of the conversation over the shared connection: what arrived live, what the
 * buyer sent until the server stored it (queued while offline, failed when the connection
 * dropped before the ack, sent again under the same ClientId), and the read marks.
 */
export function createChatConversation({ connection, upload, newClientId, now }: ConversationDeps) {
  const clock = now ?? (() => new Date());
  const initial = (): ConversationState => ({
    status: connection.getStatus(),
    live: [],
    outbox: [],
    staffReadUpTo: 0,
  });
  let state = initial();
  const listeners = new Set<() => void>();
  const ackTimers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Read marks: what the page asked for and what this connection was told. */
  let readWanted = 0;
  let readSent = 0;

  function setState(patch: Partial<ConversationState>) {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  }

  function update(clientId: string, patch: Partial<OutgoingMessage>) {
    setState({
      outbox: state.outbox.map((message) =>
        message.ClientId === clientId ? { ...message, ...patch } : message,
      ),
    });
  }

  function stopWaiting(clientId: string) {
    clearTimeout(ackTimers.get(clientId));
    ackTimers.delete(clientId);
  }

  function transmit(message: OutgoingMessage) {
    const frame: ClientFrame = { Type: 'send', ClientId: message.ClientId };
    if (message.Text) frame.Text = message.Text;
    if (message.FileId) frame.FileId = message.FileId;
    if (!connection.send(frame)) return;
    update(message.ClientId, { state: 'sending', error: null });
    stopWaiting(message.ClientId);
    ackTimers.set(
      message.ClientId,
      setTimeout(() => {
        ackTimers.delete(message.ClientId);
        const current = state.outbox.find((m) => m.ClientId === message.ClientId);
        if (current?.state === 'sending') update(message.ClientId, { state: 'failed' });
      }, ACK_TIMEOUT_MS),
    );
  }

  /** Sends what waited for the connection: queued messages and the latest read mark. */
  function flush() {
    for (const message of state.outbox) if (message.state === 'queued') transmit(message);
    if (readWanted > readSent && connection.send({ Type: 'read', UpTo: readWanted })) {
      readSent = readWanted;
    }
  }

  async function uploadThenSend(message: OutgoingMessage) {
    if (!message.file) return;
    try {
      const uploaded = await upload(message.file);
      if (!state.outbox.some((m) => m.ClientId === message.ClientId)) return;
      update(message.ClientId, { FileId: uploaded.FileId, state: 'queued', file: null });
      const queued = state.outbox.find((m) => m.ClientId === message.ClientId);
      if (queued) transmit(queued);
    } catch (error) {
      update(message.ClientId, {
        state: 'failed',
        error: error instanceof Error ? error.message : null,
      });
    }
  }

  function add(message: Pick<OutgoingMessage, 'Text' | 'Picture' | 'file' | 'state'>) {
    const outgoing: OutgoingMessage = {
      ClientId: newClientId(),
      FileId: null,
      CreatedAt: clock().toISOString(),
      Id: null,
      error: null,
      ...message,
    };
    setState({ outbox: [...state.outbox, outgoing] });
    return outgoing;
  }

  connection.listen((event) => {
    if (event.kind === 'stopped') {
      ackTimers.forEach((timer) => clearTimeout(timer));
      ackTimers.clear();
      state.outbox.forEach((message) => {
        if (message.Picture?.Url.startsWith('blob:')) URL.revokeObjectURL(message.Picture.Url);
      });
      readWanted = 0;
      readSent = 0;
      setState(initial());
      return;
    }
    if (event.kind === 'status') {
      if (event.status === 'ready') {
        setState({ status: 'ready' });
        flush();
      } else if (event.status === 'offline') {
        // What was in flight may not have arrived: it failed, and the buyer can send it again.
        ackTimers.forEach((timer) => clearTimeout(timer));
        ackTimers.clear();
        readSent = 0;
        setState({
          status: 'offline',
          outbox: state.outbox.map((message) =>
            message.state === 'sending' ? { ...message, state: 'failed' } : message,
          ),
        });
      } else {
        setState({ status: event.status });
      }
      return;
    }
    const { frame } = event;
    switch (frame.Type) {
      case 'message': {
        const { Message } = frame;
        const known = state.live.some((m) => m.Id === Message.Id);
        stopWaiting(Message.ClientId);
        setState({
          live: known ? state.live : [...state.live, Message],
          outbox: state.outbox.filter((m) => m.ClientId !== Message.ClientId),
        });
        return;
      }
      case 'ack':
        stopWaiting(frame.ClientId);
        update(frame.ClientId, { state: 'sent', Id: frame.Id, error: null });
        return;
      case 'read':
        if (frame.By === 'staff' && frame.UpTo > state.staffReadUpTo) {
          setState({ staffReadUpTo: frame.UpTo });
        }
        return;
      case 'error':
        if (frame.ClientId) {
          stopWaiting(frame.ClientId);
          update(frame.ClientId, { state: 'failed', error: frame.Message });
        }
        return;
    }
  });

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    sendText(text: string) {
      transmit(add({ Text: text, Picture: null, file: null, state: 'queued' }));
      if (state.status !== 'ready') connection.reconnectNow();
    },

    /** Uploads the picture, then sends it; `preview` is the picture as chosen, shown meanwhile. */
    sendPicture(file: File, preview: ChatPicture) {
      void uploadThenSend(add({ Text: '', Picture: preview, file, state: 'uploading' }));
    },

    /** Sends a failed message again under the same ClientId, so it is stored only once. */
    retry(clientId: string) {
      const message = state.outbox.find((m) => m.ClientId === clientId);
      if (message?.state !== 'failed') return;
      if (message.FileId === null && message.file) {
        update(clientId, { state: 'uploading', error: null });
        void uploadThenSend(message);
        return;
      }
      update(clientId, { state: 'queued', error: null });
      transmit({ ...message, state: 'queued' });
      if (state.status !== 'ready') connection.reconnectNow();
    },

    /** Tells customer service the buyer has read everything up to `upTo`. */
    markRead(upTo: number) {
      if (upTo <= readWanted) return;
      readWanted = upTo;
      flush();
    },
  };
}

export type ChatConversation = ReturnType<typeof createChatConversation>;
