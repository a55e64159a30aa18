// The online room of a play page (`?online=<id>`, with `#seat=<token>` for a player): the game
// as the server stored it, one line at a time. The server is the authority: the board shows only
// what its lines say (each replayed by the game's session, the rules checking it again); a move
// made on the board is sent, and shown when its line comes back. The lines received are kept in
// the browser per game (held.ts), so a reload or a reconnection (connection.ts) asks only for
// the lines after the last one held.
//
// A seat plays its side (the board turned to it) and may resign (confirmed), offer, accept or
// decline a draw, and after the end offer or accept a rematch, whose link the page then follows.
// A spectator sees the board read-only and "Watching" (once, in the status line). Both players' bars say whether each is
// here and count their clocks down. Refusals are said in the status line, in the server's words.
//
// Test hooks: the root .rb-online carries data-game, data-id, data-seat (white, black or
// watch), data-link (connecting, open, reconnecting), data-version (the last sequence number
// held), data-ply (decisions), data-position, data-over and data-turn; the lines held are in
// localStorage `rulebook:online:<id>`; the refusal .rb-refused[role=alert]; the invitation
// input[name="invite"] and input[name="watch"]; the log link a.rb-log.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Session, SessionGame } from '../../../lib/session.ts';
import MoveList from '../MoveList.tsx';
import PlayerBar from '../PlayerBar.tsx';
import type { PlayShellProps } from '../PlayShell.tsx';
import { Connection, type LinkState } from './connection.ts';
import { heldLines, holdLines, keptLinks } from './held.ts';
import { playLine, startOf } from './lines.ts';
import OnlineBar from './OnlineBar.tsx';
import type { ClientMessage, RoomState, ServerMessage, Side } from './wire.ts';
import './online.css';

const other = (s: Side): Side => (s === 'white' ? 'black' : 'white');
const word = (s: Side): string => (s === 'white' ? 'White' : 'Black');

/** The sessions after each decision of the lines held (index 0: the start), and the first line that did not replay. */
interface Replayed {
  readonly lines: readonly string[];
  readonly history: readonly Session[];
  readonly error?: string;
}

/** Extends `from` with the lines it lacks (the lines only ever grow). */
function replayLines(game: SessionGame, lines: readonly string[], from: Replayed | undefined): Replayed {
  if (lines.length === 0) return { lines, history: [] };
  if (from === undefined || from.error !== undefined || from.history.length === 0 || from.lines.length > lines.length) {
    const first = startOf(game, lines[0]!);
    if (!first.ok) return { lines, history: [], error: `line 1: ${first.error}` };
    from = { lines: lines.slice(0, 1), history: [first.value] };
  }
  const history = [...from.history];
  let session = history[history.length - 1]!;
  for (let i = from.lines.length; i < lines.length; i++) {
    const next = playLine(game, session, lines[i]!);
    if (!next.ok) return { lines, history, error: `line ${i + 1}: ${next.error}` };
    if (next.value !== session) history.push(next.value);
    session = next.value;
  }
  return { lines, history };
}

const copy = (text: string, done: () => void) => void navigator.clipboard?.writeText(text).then(done, () => undefined);

/** The game's id and the seat's token, from the page's address (`?online=<id>#seat=<token>`). */
function addressed(): { id: string; token: string | undefined } {
  const id = new URLSearchParams(window.location.search).get('online') ?? '';
  return { id, token: new URLSearchParams(window.location.hash.slice(1)).get('seat') ?? undefined };
}

export default function OnlineRoom({ game, renderBoard, pieceIcon }: Pick<PlayShellProps, 'game' | 'renderBoard' | 'pieceIcon'>) {
  const [{ id, token }] = useState(addressed);
  const [lines, setLines] = useState<string[]>(() => heldLines(id));
  const held = useRef(lines);
  const [seat, setSeat] = useState<Side | null | undefined>(undefined);
  const [room, setRoom] = useState<RoomState & { received: number }>();
  const [link, setLink] = useState<LinkState>('connecting');
  const [refused, setRefused] = useState<string>();
  const [status, setStatus] = useState('');
  const [notice, setNotice] = useState<string>();
  const [waiting, setWaiting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [view, setView] = useState<number>();
  const [now, setNow] = useState(() => Date.now());
  const [copied, setCopied] = useState<string>();
  const connection = useRef<Connection>();
  const nextId = useRef(1);
  const links = useMemo(() => keptLinks(id), [id]);

  useEffect(() => {
    const take = (message: ServerMessage) => {
      if (message.t === 'welcome') setSeat(message.seat);
      else if (message.t === 'events') {
        let mine = held.current;
        for (const { seq, line } of message.events) {
          if (seq < mine.length) continue;
          // A gap (a line missed): start again from the last line held.
          if (seq > mine.length) return connection.current?.restart();
          mine = [...mine, line];
        }
        if (mine !== held.current) {
          held.current = mine;
          holdLines(id, mine);
          setLines(mine);
          setWaiting(false);
          setRefused(undefined);
          setNotice(undefined);
        }
      } else if (message.t === 'room') setRoom({ ...message, received: Date.now() });
      else if (message.t === 'refused') {
        setRefused(message.error);
        setWaiting(false);
      } else if (message.t === 'ok') setWaiting(false);
      else if (message.t === 'rematch') {
        window.location.assign(`${window.location.pathname}?online=${encodeURIComponent(message.game)}${message.token ? `#seat=${message.token}` : ''}`);
      }
    };
    const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const url = `${scheme}//${window.location.host}/api/games/${encodeURIComponent(id)}/socket`;
    connection.current = new Connection(url, token, () => held.current.length - 1, { onMessage: take, onState: setLink });
    return () => connection.current?.close();
  }, [id, token]);

  // The clocks count down here between the room's messages.
  const running = room?.clock?.running;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, [running]);

  const replayed = useRef<Replayed>();
  replayed.current = useMemo(() => replayLines(game, lines, replayed.current), [lines]);
  const { history, error } = replayed.current;
  const live = history.length - 1;
  const session = history[live];

  // Lines kept that do not replay (another version of the site, a damaged store): ask for them all again.
  useEffect(() => {
    if (error !== undefined && held.current.length > 0 && link === 'open') {
      held.current = [];
      holdLines(id, []);
      setLines([]);
      connection.current?.restart();
    }
  }, [error, link]);

  const send = (message: ClientMessage) => {
    setRefused(undefined);
    if (!connection.current?.send(message)) setRefused('Not connected to the game server: reconnecting…');
  };
  const version = lines.length - 1;
  const act = (t: 'resign' | 'draw') => {
    setConfirming(false);
    send({ t, id: nextId.current++, version });
  };

  if (!session) {
    return (
      <div class="not-content rb-room rb-online" data-game={game.id} data-id={id} data-link={link}>
        <p class="rb-status-line">{error ? `This game could not be shown: ${error}.` : link === 'reconnecting' ? 'The game server does not answer: reconnecting…' : 'Connecting to the game…'}</p>
      </div>
    );
  }

  const shownAt = view === undefined ? live : Math.min(view, live);
  const shown = history[shownAt]!;
  const browsing = shownAt !== live;
  const over = session.end !== undefined;
  const player = seat ?? null;
  const bottom: Side = player ?? 'white';
  const canMove = player !== null && !over && !browsing && !waiting && link === 'open' && session.turn === player;
  const taken = shown.moves.flatMap((m) => m.taken ?? []);
  const bar = (side: Side) => (
    <PlayerBar
      colour={side}
      name={player === side ? 'You' : ''}
      taken={taken.filter((t) => t.colour === other(side))}
      icon={pieceIcon}
      toMove={!over && session.turn === side}
      {...(session.result ? { score: session.result === 'draw' ? '½' : session.result === side ? '1' : '0' } : {})}
    >
      <OnlineBar side={side} present={room?.presence[side] ?? false} clock={room?.clock ?? null} received={room?.received ?? now} now={now} />
    </PlayerBar>
  );
  const onPlay = (decision: string) => {
    if (!canMove) return;
    setWaiting(true);
    send({ t: 'move', id: nextId.current++, version, move: decision });
  };
  const offer = room?.drawOffer ?? null;
  const rematch = room?.rematchOffer ?? null;
  const spectators = room?.spectators ?? 0;

  return (
    <div
      class="not-content rb-room rb-online"
      data-game={game.id}
      data-id={id}
      data-seat={seat === undefined ? undefined : (seat ?? 'watch')}
      data-link={link}
      data-version={String(version)}
      data-ply={String(session.moves.length)}
      data-position={session.positionText}
      data-turn={session.turn}
      data-over={over ? 'true' : undefined}
    >
      <div class="rb-room-top">{bar(other(bottom))}</div>
      <div class={`rb-room-board${browsing ? ' rb-browsing' : ''}`} onClick={browsing ? () => setView(undefined) : undefined}>
        {renderBoard({ position: shown.positionText, options: session.options, onPlay, ...(shown.last ? { last: shown.last } : {}), interactive: canMove, flipped: bottom === 'black', onNotice: setNotice, onStatus: setStatus })}
      </div>
      <div class="rb-room-bottom">{bar(bottom)}</div>
      <div class="rb-room-status" aria-live="polite">
        {link !== 'open' && <p class="rb-link-state">{link === 'connecting' ? 'Connecting…' : 'reconnecting…'}</p>}
        {refused && (
          <p class="rb-error rb-refused" role="alert">
            {refused}
          </p>
        )}
        {error && <p class="rb-error">This game's line could not be shown: {error}.</p>}
        {over ? (
          <p class="rb-end" role="status">
            {session.end}
          </p>
        ) : (
          <p class="rb-status-line">
            {/* Who this page is first (the board's status names the side to move; said once). */}
            <strong>{player === null ? 'Watching. ' : session.turn === player ? 'Your move. ' : ''}</strong>
            <span class="rb-quiet">{status}</span>
          </p>
        )}
        {notice && canMove && <p class="rb-notice">{notice}</p>}
        {player !== null && !over && offer === other(player) && (
          <div class="rb-confirm" role="group" aria-label="A draw is offered">
            <span>{word(offer)} offers a draw.</span>
            <button type="button" onClick={() => act('draw')}>
              Accept draw
            </button>
            <button type="button" onClick={() => send({ t: 'decline', id: nextId.current++ })}>
              Decline draw
            </button>
          </div>
        )}
        {player !== null && !over && offer === player && <p class="rb-quiet">You offered a draw; waiting for the answer.</p>}
      </div>
      <div class="rb-room-side">
        {links?.invite && !over && session.moves.length === 0 && (
          <div class="rb-invitation">
            <label class="rb-field">
              <span>Send this link to your opponent</span>
              <span class="rb-copy-row">
                <input name="invite" readOnly value={links.invite} onFocus={(e) => (e.target as HTMLInputElement).select()} />
                <button type="button" onClick={() => copy(links.invite!, () => setCopied('invite'))}>
                  {copied === 'invite' ? 'Copied' : 'Copy'}
                </button>
              </span>
            </label>
            <label class="rb-field">
              <span>Spectators' link</span>
              <input name="watch" readOnly value={links.watch} onFocus={(e) => (e.target as HTMLInputElement).select()} />
            </label>
          </div>
        )}
        {/* A spectator is told so in the status line; here only how many watch. */}
        {(player !== null || spectators > 1) && (
          <p class="rb-quiet rb-watchers">{[player !== null && `You play ${word(player)}`, spectators > (player === null ? 1 : 0) && `${spectators} spectator${spectators > 1 ? 's' : ''}`].filter(Boolean).join(' · ')}</p>
        )}
        <MoveList moves={session.moves} current={shownAt} onSelect={(ply) => setView(ply === live ? undefined : ply)} label={`${game.name} moves`} />
        <div class="rb-actions" role="group" aria-label="Game">
          {player !== null && !over && offer === null && (
            <button type="button" onClick={() => act('draw')}>
              Offer draw
            </button>
          )}
          {player !== null && !over && (
            <button type="button" onClick={() => setConfirming(!confirming)} aria-expanded={confirming}>
              Resign
            </button>
          )}
          {player !== null && over && (
            <button type="button" class="rb-primary" onClick={() => send({ t: 'rematch', id: nextId.current++ })} disabled={rematch === player}>
              {rematch === other(player) ? 'Accept rematch' : rematch === player ? 'Rematch offered' : 'Rematch'}
            </button>
          )}
          <a class="rb-log" href={`/api/games/${encodeURIComponent(id)}/log`} download>
            Download log
          </a>
          <a href={`../replay/?online=${encodeURIComponent(id)}`}>Replay</a>
        </div>
        {confirming && player !== null && !over && (
          <div class="rb-confirm" role="group" aria-label="Resign?">
            <span>Resign this game?</span>
            <button type="button" onClick={() => act('resign')}>
              {word(player)} resigns
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
