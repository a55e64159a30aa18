// One online game's WebSocket, kept open: it says hello with the seat's token and the last
// sequence number held, hands every server message to the room, and when the socket drops it
// opens a new one by itself after a growing pause (0.5 s, doubled up to 8 s, back to 0.5 s once
// welcomed), saying hello again from the last line held: nothing is missed, nothing doubled.
import type { ClientMessage, ServerMessage } from './wire.ts';

export type LinkState = 'connecting' | 'open' | 'reconnecting';

export interface ConnectionEvents {
  onMessage(message: ServerMessage): void;
  onState(state: LinkState): void;
}

const FIRST_PAUSE_MS = 500;
const LONGEST_PAUSE_MS = 8_000;

export class Connection {
  private socket: WebSocket | undefined;
  private pause = FIRST_PAUSE_MS;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    /** The last sequence number held now (-1: none). */
    private readonly after: () => number,
    private readonly events: ConnectionEvents,
  ) {
    this.open();
  }

  private open(): void {
    if (this.closed) return;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ t: 'hello', ...(this.token ? { token: this.token } : {}), after: this.after() } satisfies ClientMessage));
    socket.onmessage = (e) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(e.data)) as ServerMessage;
      } catch {
        return;
      }
      if (message.t === 'welcome') {
        this.pause = FIRST_PAUSE_MS;
        this.events.onState('open');
      }
      this.events.onMessage(message);
    };
    socket.onclose = () => {
      if (this.socket !== socket || this.closed) return;
      this.socket = undefined;
      this.events.onState('reconnecting');
      this.timer = setTimeout(() => this.open(), this.pause);
      this.pause = Math.min(LONGEST_PAUSE_MS, this.pause * 2);
    };
  }

  /** Sends an action; false when the socket is not open (the room says so). */
  send(message: ClientMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Starts again from the lines held (after a gap in the sequence numbers). */
  restart(): void {
    this.socket?.close();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.socket?.close();
  }
}
