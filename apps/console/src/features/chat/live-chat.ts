import type { QueryClient } from '@tanstack/react-query';
import {
  isMessageKey,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  type ChatMessage,
  type ChatSide,
  type Inbox,
  type Locale,
  type ServerFrame,
  type Uploaded,
} from '@facet/contract';
import { chatKeys, type HistoryPages } from './api';
import { textOf } from '../../i18n/catalogue';
import {
  historyWithMessage,
  historyWithRead,
  inboxWithMessage,
  inboxWithRead,
  newestIdOf,
} from './chat-cache';
import { ImSocket, type ImCredentials, type ImStatus, type SocketLike } from './im-socket';
import { awaitingSend, newClientId, outboxAfter, type Outbox, type OutboxEvent } from './outbox';

export interface LiveChatDeps {
  queryClient: QueryClient;
  /** The clerk's chat credentials, fetched again (`fresh`) when the server refused them. */
  credentials: (fresh: boolean) => Promise<ImCredentials>;
  locale: () => Locale;
  upload: (file: File) => Promise<Uploaded>;
  createSocket?: (url: string) => SocketLike;
}

const isPicture = (file: File) => (UPLOAD_MIME_TYPES as readonly string[]).includes(file.type);

const isVisible = () => document.visibilityState === 'visible';

/** Whether a buyer message loaded here is still unread by customer service. */
const hasUnreadFromBuyer = (history: HistoryPages | undefined) =>
  history?.pages.some((page) => page.Messages.some((m) => m.From === 'buyer' && !m.Read)) ?? false;

/**
 * The console's one chat connection for the signed-in clerk, and what it keeps current: each
 * stored message and read mark goes straight into the loaded inbox and conversations, and the
 * clerk's own messages wait in an outbox until the server has stored them.
 */
export class LiveChat {
  private status: ImStatus = { state: 'connecting' };
  private outbox: Outbox = [];
  private readonly listeners = new Set<() => void>();
  private readonly problemListeners = new Set<(text: string) => void>();
  private readonly socket: ImSocket;
  /** The conversation on the clerk's screen: its buyer messages are read as they come. */
  private reading: number | null = null;
  /** The locale the connection opened with: the server's error texts are in it. */
  private socketLocale: Locale;
  /** What the clerk was typing in each conversation, kept while they look at another. */
  readonly drafts = new Map<number, string>();

  constructor(private readonly deps: LiveChatDeps) {
    this.socketLocale = deps.locale();
    this.socket = new ImSocket({
      url: ({ ImUserId, Sign }) => {
        this.socketLocale = deps.locale();
        const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
        const query = new URLSearchParams({ ImUserId, Sign, locale: this.socketLocale });
        return `${scheme}//${location.host}/im?${query}`;
      },
      credentials: deps.credentials,
      onFrame: (frame) => this.receive(frame),
      onReady: (again) => this.ready(again),
      onStatus: (status) => {
        this.status = status;
        this.notify();
      },
      createSocket: deps.createSocket,
    });
  }

  // ---- for React (useSyncExternalStore) ----

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getStatus = () => this.status;
  getOutbox = () => this.outbox;

  /** Refusals the clerk should hear about that belong to no message on screen. */
  onProblem(listener: (text: string) => void) {
    this.problemListeners.add(listener);
    return () => {
      this.problemListeners.delete(listener);
    };
  }

  private notify() {
    this.listeners.forEach((listener) => listener());
  }

  private problem(text: string) {
    this.problemListeners.forEach((listener) => listener(text));
  }

  // ---- life cycle ----

  start() {
    this.socket.start();
    window.addEventListener('online', this.reconnectNow);
    document.addEventListener('visibilitychange', this.readIfVisible);
  }

  stop() {
    window.removeEventListener('online', this.reconnectNow);
    document.removeEventListener('visibilitychange', this.readIfVisible);
    this.socket.stop();
  }

  reconnectNow = () => this.socket.reconnectNow();

  private ready(again: boolean) {
    // Whatever happened while the connection was down, the server has it: load it afresh.
    if (again) void this.deps.queryClient.invalidateQueries({ queryKey: chatKeys.all });
    for (const message of awaitingSend(this.outbox)) this.transmit(message.ClientId);
    this.readIfVisible();
  }

  // ---- reading ----

  /** The clerk opened a conversation (or left them all, with null). */
  setReading(conversationId: number | null) {
    this.reading = conversationId;
    this.readIfVisible();
  }

  private readIfVisible = () => {
    if (this.reading === null || !isVisible()) return;
    const history = this.history(this.reading);
    const newest = newestIdOf(history);
    if (newest !== undefined) this.markRead(this.reading, newest);
  };

  /** Everything up to `upTo` in the conversation is read, if the clerk is looking at it. */
  markRead(conversationId: number, upTo: number) {
    if (conversationId !== this.reading || !isVisible()) return;
    if (!hasUnreadFromBuyer(this.history(conversationId))) {
      // The inbox may still count messages older than the pages loaded.
      const unread = this.inboxItems(conversationId).some(({ Unread }) => Unread > 0);
      if (!unread) return;
    }
    if (!this.socket.send({ Type: 'read', UpTo: upTo, ConversationId: conversationId })) return;
    this.applyRead(conversationId, upTo, 'staff');
  }

  // ---- sending ----

  sendText(conversationId: number, text: string) {
    if (!text.trim()) return;
    const ClientId = newClientId();
    this.change({
      type: 'add',
      message: {
        ClientId,
        ConversationId: conversationId,
        Text: text,
        picture: null,
        CreatedAt: new Date().toISOString(),
      },
    });
    this.transmit(ClientId);
  }

  /** Checks, uploads and sends a picture; `false` when the file is not one the server takes. */
  sendPicture(conversationId: number, file: File): boolean {
    const locale = this.deps.locale();
    if (!isPicture(file)) {
      this.problem(textOf(locale, 'FILE_TYPE'));
      return false;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      this.problem(textOf(locale, 'FILE_TOO_LARGE'));
      return false;
    }
    const ClientId = newClientId();
    this.change({
      type: 'add',
      message: {
        ClientId,
        ConversationId: conversationId,
        Text: '',
        picture: { file, preview: URL.createObjectURL(file) },
        CreatedAt: new Date().toISOString(),
      },
    });
    void this.upload(ClientId);
    return true;
  }

  retry(clientId: string) {
    const message = this.outbox.find(({ ClientId }) => ClientId === clientId);
    if (!message) return;
    this.change({ type: 'retry', ClientId: clientId });
    if (message.picture && !message.picture.FileId) void this.upload(clientId);
    else this.transmit(clientId);
  }

  discard(clientId: string) {
    this.change({ type: 'discard', ClientId: clientId });
  }

  private async upload(clientId: string) {
    const message = this.outbox.find(({ ClientId }) => ClientId === clientId);
    if (!message?.picture) return;
    try {
      const { FileId } = await this.deps.upload(message.picture.file);
      this.change({ type: 'uploaded', ClientId: clientId, FileId });
      this.transmit(clientId);
    } catch (error) {
      this.change({
        type: 'fail',
        ClientId: clientId,
        error: error instanceof Error ? error.message : textOf(this.deps.locale(), 'UNKNOWN'),
      });
    }
  }

  /** Sends now if the connection is ready; otherwise `ready` sends it later. */
  private transmit(clientId: string) {
    const message = this.outbox.find(({ ClientId }) => ClientId === clientId);
    if (!message || message.Id !== undefined || message.error) return;
    if (message.picture && !message.picture.FileId) return;
    this.socket.send({
      Type: 'send',
      ClientId: message.ClientId,
      ConversationId: message.ConversationId,
      ...(message.Text.trim() ? { Text: message.Text } : {}),
      ...(message.picture?.FileId ? { FileId: message.picture.FileId } : {}),
    });
  }

  private change(event: OutboxEvent) {
    const before = this.outbox;
    this.outbox = outboxAfter(before, event);
    if (this.outbox === before) return;
    // A local preview is dropped with its message.
    for (const gone of before) {
      if (gone.picture && !this.outbox.some(({ ClientId }) => ClientId === gone.ClientId)) {
        URL.revokeObjectURL(gone.picture.preview);
      }
    }
    this.notify();
  }

  // ---- frames ----

  private receive(frame: ServerFrame) {
    switch (frame.Type) {
      case 'message':
        return this.stored(frame.Message);
      case 'ack':
        return this.change({ type: 'ack', ClientId: frame.ClientId, Id: frame.Id });
      case 'read':
        return this.applyRead(frame.ConversationId, frame.UpTo, frame.By);
      case 'error':
        return this.refused(frame.Code, frame.Message, frame.ClientId);
    }
  }

  private stored(message: ChatMessage) {
    const { queryClient } = this.deps;
    this.change({ type: 'stored', message });
    queryClient.setQueryData<HistoryPages>(chatKeys.history(message.ConversationId), (history) =>
      historyWithMessage(history, message),
    );
    const reading = this.reading !== null && isVisible() ? this.reading : null;
    this.updateInboxes((inbox) => inboxWithMessage(inbox, message, reading));
    if (message.From !== 'buyer') return;
    if (message.ConversationId === reading) this.markRead(reading, message.Id);
    else void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
  }

  private applyRead(conversationId: number, upTo: number, by: ChatSide) {
    this.deps.queryClient.setQueryData<HistoryPages>(chatKeys.history(conversationId), (history) =>
      historyWithRead(history, upTo, by),
    );
    this.updateInboxes((inbox) => inboxWithRead(inbox, conversationId, upTo, by));
    if (by === 'staff') {
      void this.deps.queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
    }
  }

  private refused(code: string, serverText: string, clientId?: string) {
    const locale = this.deps.locale();
    // The server wrote in the connection's language; the clerk may have switched since.
    const text =
      locale === this.socketLocale
        ? serverText
        : textOf(locale, isMessageKey(code) ? code : 'UNKNOWN');
    if (clientId && this.outbox.some(({ ClientId }) => ClientId === clientId)) {
      this.change({ type: 'fail', ClientId: clientId, error: text });
    } else {
      this.problem(text);
    }
  }

  // ---- the cache ----

  private history(conversationId: number) {
    return this.deps.queryClient.getQueryData<HistoryPages>(chatKeys.history(conversationId));
  }

  private inboxItems(conversationId: number) {
    return this.deps.queryClient
      .getQueriesData<Inbox>({ queryKey: chatKeys.inboxes() })
      .flatMap(([, inbox]) => inbox?.List ?? [])
      .filter(({ ConversationId }) => ConversationId === conversationId);
  }

  /** Every loaded inbox (one per search); one the change cannot place is fetched again. */
  private updateInboxes(update: (inbox: Inbox) => Inbox | undefined) {
    const { queryClient } = this.deps;
    for (const [key, inbox] of queryClient.getQueriesData<Inbox>({
      queryKey: chatKeys.inboxes(),
    })) {
      if (!inbox) continue;
      const next = update(inbox);
      if (next) queryClient.setQueryData(key, next);
      else void queryClient.invalidateQueries({ queryKey: key, exact: true });
    }
  }
}
