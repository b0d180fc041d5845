// One load process of bench:chat (forked by chat.ts): its share of the buyers and clerks, each
// a chat socket that behaves like the shop's and the console's (packages/web-client). When its
// instance goes, a socket waits the clients' back-off and reconnects to the next instance, as
// a balancer would send it, and sends again, under the same ClientId, every message not yet
// acknowledged. Messages carry the moment they were sent, on a clock every process shares, so
// whichever process holds the clerk times the delivery.
import WebSocket from 'ws';
import type { ServerFrame } from '@facet/contract';
import { reconnectDelay } from '../packages/web-client/src/chat-socket';
import { sleep } from './server';

export type Person = {
  userId: number;
  role: 'buyer' | 'clerk';
  /** The chat credentials login would hand out. */
  imUserId: string;
  sign: string;
  /** The instance the socket opens on first. */
  home: number;
};

export type Setup = {
  people: Person[];
  /** `ws://…/im` of every instance. */
  urls: string[];
  /** Message numbers run from 0 to this, over every phase and process. */
  capacity: number;
};

export type Command =
  | { Type: 'connect' }
  /** Buyers send message numbers `first`, `first + step`, … at `rate` a second. */
  | { Type: 'ask'; rate: number; seconds: number; first: number; step: number }
  /** Clerks answer the conversations they have seen, `rate` messages a second. */
  | { Type: 'answer'; rate: number; seconds: number; first: number; step: number }
  /** Waits until every message sent has been acknowledged, or `timeoutMs` has passed. */
  | { Type: 'settle'; timeoutMs: number }
  | { Type: 'report' }
  | { Type: 'close' };

export type Reconnect = {
  role: Person['role'];
  droppedAt: number;
  /** When the WebSocket handshake was answered, and when the server said `ready`. */
  openAt: number;
  readyAt: number;
  /** Attempts it took, and why each failed one did (`refused`, `closed 1013`, …). */
  attempts: number;
  failures: string[];
};

/** What a process measured since its last report. */
export type Report = {
  connectMs?: number;
  ackMs: number[];
  staffAckMs: number[];
  /** Send → at a clerk on the instance the buyer sent through, and on another instance. */
  toClerkSameMs: number[];
  toClerkCrossMs: number[];
  toBuyerMs: number[];
  /** By message number: sent, and acknowledged, by this process's buyers. */
  sent: Uint8Array;
  acked: Uint8Array;
  /** By clerk: how often each buyer message arrived, and whether the clerk's socket dropped. */
  atClerks: { userId: number; dropped: boolean; arrivals: Uint8Array }[];
  reconnects: Reconnect[];
  /** Sockets still not open again when the report was asked for. */
  offline: number;
  unacknowledged: number;
  /** Error frames by code. */
  errors: Record<string, number>;
};

/** Milliseconds on the system's monotonic clock: the same in every process of the machine. */
export const clock = () => Number(process.hrtime.bigint()) / 1e6;

const STAMP = / \(sent at ([\d.]+) through (\d+)\)$/;
const stamped = (text: string, instance: number) =>
  `${text} (sent at ${clock().toFixed(3)} through ${instance})`;

/** A buyer's message is `b<n>`, a clerk's `c<n>`: the number indexes the per-message tallies. */
const numberOf = (clientId: string) => Number(clientId.slice(1));

type Handlers = {
  onFrame: (client: ChatClient, frame: ServerFrame) => void;
  onReconnect: (client: ChatClient, reconnect: Reconnect) => void;
};

/** One person's chat connection, reconnecting and resending the way the web clients do. */
class ChatClient {
  socket: WebSocket | null = null;
  ready = false;
  instance: number;
  droppedAt: number | null = null;
  /** Frames sent and not yet acknowledged, by ClientId, oldest first. */
  readonly unacked = new Map<string, string>();
  private attempt = 0;
  private closing = false;
  private failures: string[] = [];
  private lastError = '';
  private openAt = 0;

  constructor(
    readonly person: Person,
    private readonly urls: string[],
    private readonly handlers: Handlers,
  ) {
    this.instance = person.home;
  }

  /** Resolves once the server said `ready`; rejects if the socket closed before. */
  open(): Promise<void> {
    const address = new URL(this.urls[this.instance]!);
    address.searchParams.set('ImUserId', this.person.imUserId);
    address.searchParams.set('Sign', this.person.sign);
    const socket = new WebSocket(address);
    this.socket = socket;
    socket.on('open', () => (this.openAt = clock()));
    return new Promise((resolve, reject) => {
      socket.on('message', (data) => {
        const frame = JSON.parse(String(data)) as ServerFrame;
        if (frame.Type !== 'ready') return this.handlers.onFrame(this, frame);
        this.ready = true;
        this.attempt = 0;
        if (this.droppedAt !== null) {
          const reconnect = { role: this.person.role, droppedAt: this.droppedAt, openAt: this.openAt, readyAt: clock(), attempts: this.failures.length + 1, failures: this.failures }; // prettier-ignore
          this.handlers.onReconnect(this, reconnect);
          this.droppedAt = null;
          this.failures = [];
        }
        for (const frameText of this.unacked.values()) socket.send(frameText);
        resolve();
      });
      socket.on('error', (error: NodeJS.ErrnoException) => {
        this.lastError = error.code ?? error.message;
      });
      socket.on('close', (code) => {
        const wasReady = this.ready;
        this.ready = false;
        if (!wasReady) {
          if (this.droppedAt !== null) this.failures.push(this.lastError || `closed ${code}`);
          reject(new Error(`socket to instance ${this.instance} closed`));
        }
        this.lastError = '';
        if (!this.closing) this.reconnectLater();
      });
    });
  }

  /** Sends now, or once the connection is back; kept until acknowledged. */
  send(clientId: string, frameText: string) {
    this.unacked.set(clientId, frameText);
    if (this.ready) this.socket!.send(frameText);
  }

  acknowledged(clientId: string) {
    return this.unacked.delete(clientId);
  }

  close() {
    this.closing = true;
    this.socket?.terminate();
  }

  private reconnectLater() {
    this.droppedAt ??= clock();
    // The balancer sends the next attempt elsewhere: here, the next instance in turn.
    this.instance = (this.instance + 1) % this.urls.length;
    setTimeout(() => void this.open().catch(() => {}), reconnectDelay(this.attempt++));
  }
}

function loadProcess({ people, urls, capacity }: Setup) {
  const sentAt = new Float64Array(capacity);
  const conversations = new Set<number>();
  const handlers: Handlers = {
    onReconnect(client, reconnect) {
      report.reconnects.push(reconnect);
      if (client.person.role === 'clerk') report.atClerks[clerkIndex.get(client)!]!.dropped = true;
    },
    onFrame(client, frame) {
      if (frame.Type === 'error') report.errors[frame.Code] = (report.errors[frame.Code] ?? 0) + 1;
      if (frame.Type === 'ack' && client.acknowledged(frame.ClientId)) {
        const n = numberOf(frame.ClientId);
        const latency = clock() - sentAt[n]!;
        if (client.person.role === 'buyer') {
          report.ackMs.push(latency);
          report.acked[n] = 1;
        } else report.staffAckMs.push(latency);
      }
      if (frame.Type !== 'message') return;
      const { Message } = frame;
      const stamp = STAMP.exec(Message.Text);
      if (!stamp) return;
      const latency = clock() - Number(stamp[1]);
      if (client.person.role === 'clerk' && Message.From === 'buyer') {
        const sameInstance = Number(stamp[2]) === client.instance;
        (sameInstance ? report.toClerkSameMs : report.toClerkCrossMs).push(latency);
        const arrivals = report.atClerks[clerkIndex.get(client)!]!.arrivals;
        const n = numberOf(Message.ClientId);
        arrivals[n] = Math.min(255, arrivals[n]! + 1);
        conversations.add(Message.ConversationId);
      }
      if (client.person.role === 'buyer' && Message.From === 'staff')
        report.toBuyerMs.push(latency);
    },
  };

  const clients = people.map((person) => new ChatClient(person, urls, handlers));
  const buyers = clients.filter((client) => client.person.role === 'buyer');
  const clerks = clients.filter((client) => client.person.role === 'clerk');
  const clerkIndex = new Map(clerks.map((clerk, i) => [clerk, i]));
  const freshReport = (): Report => ({
    ackMs: [],
    staffAckMs: [],
    toClerkSameMs: [],
    toClerkCrossMs: [],
    toBuyerMs: [],
    sent: new Uint8Array(capacity),
    acked: new Uint8Array(capacity),
    // A clerk still away counts as dropped.
    atClerks: clerks.map((clerk) => ({ userId: clerk.person.userId, dropped: clerk.droppedAt !== null, arrivals: new Uint8Array(capacity) })), // prettier-ignore
    reconnects: [],
    offline: 0,
    unacknowledged: 0,
    errors: {},
  });
  let report = freshReport();

  /** Sends `rate` messages a second for `seconds`, spread evenly, numbered `first + k * step`. */
  async function drive(
    { rate, seconds, first, step }: { rate: number; seconds: number; first: number; step: number },
    message: (k: number, n: number) => { client: ChatClient; clientId: string; frame: object } | null, // prettier-ignore
  ) {
    const total = Math.round(rate * seconds);
    const started = clock();
    for (let k = 0; k < total; k++) {
      const wait = started + (k * 1000) / rate - clock();
      if (wait > 1) await sleep(wait);
      const n = first + k * step;
      const next = message(k, n);
      if (!next) continue;
      sentAt[n] = clock();
      next.client.send(next.clientId, JSON.stringify({ Type: 'send', ClientId: next.clientId, ...next.frame })); // prettier-ignore
    }
  }

  const handle = {
    async connect() {
      const started = clock();
      for (let i = 0; i < clients.length; i += 100) {
        await Promise.all(clients.slice(i, i + 100).map((client) => client.open()));
      }
      return (report.connectMs = clock() - started);
    },
    async ask(command: Extract<Command, { Type: 'ask' }>) {
      await drive(command, (k, n) => {
        const client = buyers[k % buyers.length]!;
        report.sent[n] = 1;
        const Text = stamped(`Is stone ${n} still available?`, client.instance);
        return { client, clientId: `b${n}`, frame: { Text } };
      });
    },
    async answer(command: Extract<Command, { Type: 'answer' }>) {
      const asked = [...conversations];
      await drive(command, (k, n) => {
        if (!clerks.length || !asked.length) return null;
        const client = clerks[k % clerks.length]!;
        const Text = stamped(`Yes, stone ${n} is available.`, client.instance);
        return { client, clientId: `c${n}`, frame: { Text, ConversationId: asked[k % asked.length] } }; // prettier-ignore
      });
    },
    async settle({ timeoutMs }: Extract<Command, { Type: 'settle' }>) {
      const deadline = clock() + timeoutMs;
      while (clients.some((client) => client.unacked.size > 0) && clock() < deadline) {
        await sleep(100);
      }
    },
    async report() {
      const done = report;
      done.offline = clients.filter((client) => !client.ready).length;
      done.unacknowledged = clients.reduce((sum, client) => sum + client.unacked.size, 0);
      report = freshReport();
      return done;
    },
    async close() {
      for (const client of clients) client.close();
    },
  };
  return handle;
}

// Forked by chat.ts: the setup first, then one command at a time, each answered when done.
if (process.send) {
  process.once('message', (setup: Setup) => {
    const handle = loadProcess(setup);
    process.on('message', (command: Command) => {
      void (handle[command.Type] as (command: Command) => Promise<unknown>)(command).then(
        (result) => {
          process.send!({ Type: command.Type, result });
          if (command.Type === 'close') process.disconnect();
        },
      );
    });
  });
}
