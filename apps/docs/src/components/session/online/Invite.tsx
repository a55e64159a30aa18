// "Invite a friend": a new online game on the game server with the current game's options, the
// creator's side (white, black or drawn by the server) and a clock. Create posts it
// (POST /api/games); the page then goes online at the creator's own link (`?online=<id>#seat=
// <token>`, put in the address with history.replaceState so that a reload resumes it), and the
// room shows the invitation to pass on. Without the game server (the site served alone) the
// dialog says how to start it.
//
// Test hooks: dialog.rb-invite, select[name="side"], select[name="clock"], the game's options by
// their names, button "Create", the error .rb-error[role=alert].
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SessionGame } from '../../../lib/session.ts';
import OptionFields from '../OptionFields.tsx';
import { keepLinks } from './held.ts';
import type { NewGameRequest, NewGameResponse } from './wire.ts';

/** The clocks offered: minutes for the game + seconds added per move. */
const CLOCKS = [
  ['', 'No clock'],
  ['5+3', '5 minutes + 3 seconds'],
  ['10+5', '10 minutes + 5 seconds'],
  ['15+10', '15 minutes + 10 seconds'],
] as const;

const NO_SERVER = 'Online play needs the game server: run npm start';

/** A page option's value as the server's options name it (the CLI's flags): numbers and switches typed. */
function optionValue(value: string): unknown {
  if (value === 'on' || value === 'true') return true;
  if (value === 'off' || value === 'false') return false;
  return /^-?\d+$/.test(value) ? Number(value) : value;
}

export interface InviteProps {
  game: SessionGame;
  /** The options of the game on the page, offered as they are. */
  options: Readonly<Record<string, string>>;
  /** 'room': the game exists and the page is at its link (the room opens); undefined: closed. */
  onDone: (next: 'room' | undefined) => void;
}

export default function Invite({ game, options, onDone }: InviteProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [side, setSide] = useState<'white' | 'black' | 'random'>('random');
  const [clock, setClock] = useState('');
  // The page's choices; not a typed one (Chakart's seed: the server draws its own secret one, G4).
  const offered = game.options.filter((o) => !o.typed);
  const [choices, setChoices] = useState<Record<string, string>>(() => Object.fromEntries(offered.map((o) => [o.name, options[o.name] ?? o.default])));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const created = useRef(false);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  const create = async () => {
    setBusy(true);
    setError(undefined);
    const [minutes, increment] = clock.split('+').map(Number);
    const chosen = Object.fromEntries(Object.entries(choices).filter(([, v]) => v !== '').map(([k, v]) => [k, optionValue(v)]));
    const request: NewGameRequest = { game: game.id, side, options: chosen, ...(minutes !== undefined && increment !== undefined ? { clock: { minutes, increment } } : {}) };
    try {
      const response = await fetch('/api/games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
      const type = response.headers.get('content-type') ?? '';
      if (!type.includes('json')) throw new Error(NO_SERVER);
      const body = (await response.json()) as NewGameResponse | { error: string };
      if ('error' in body) throw new Error(response.status === 404 ? NO_SERVER : `The server refused the game: ${body.error}`);
      keepLinks(body.id, { watch: body.links.watch, ...(body.links.invite ? { invite: body.links.invite } : {}) });
      const you = new URL(body.links.you);
      window.history.replaceState(null, '', you.pathname + you.search + you.hash);
      created.current = true;
      dialog.current?.close();
    } catch (e) {
      setError(e instanceof TypeError ? NO_SERVER : e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog ref={dialog} class="rb-dialog rb-invite" aria-labelledby={`${game.id}-invite`} onClose={() => onDone(created.current ? 'room' : undefined)}>
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <h2 id={`${game.id}-invite`}>Invite a friend</h2>
        <p class="rb-quiet">A game on the game server: you get a link to send; whoever opens it plays the other side.</p>
        <label class="rb-field">
          <span>You play</span>
          <select name="side" value={side} onChange={(e) => setSide((e.target as HTMLSelectElement).value as typeof side)}>
            <option value="random">White or Black, drawn at random</option>
            <option value="white">White</option>
            <option value="black">Black</option>
          </select>
        </label>
        <label class="rb-field">
          <span>Clock</span>
          <select name="clock" value={clock} onChange={(e) => setClock((e.target as HTMLSelectElement).value)}>
            {CLOCKS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <OptionFields options={offered} choices={choices} onChoices={setChoices} />
        {error && (
          <p class="rb-error" role="alert">
            {error}
          </p>
        )}
        <div class="rb-actions">
          <button type="submit" class="rb-primary" disabled={busy}>
            Create
          </button>
          <button type="button" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
