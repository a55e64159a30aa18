// The play room's New game dialog, loaded when it is first opened (PlayShell: the page budget):
// the game's options (the current game's choices; a typed value such as Chakart's seed empty,
// for a fresh one), a start position pasted if wanted, and, where the computer can play, who
// plays it and at what level. The game starts only once the session accepts the options and the
// position; an error stays in the dialog.
//
// Test hooks: dialog.rb-newgame, its fields by the options' names, textarea[name="position"],
// select[name="opponent"] and select[name="level"], the error .rb-error[role=alert].
import { DEFAULT_LEVEL, MAX_LEVEL, MIN_LEVEL } from '@rulebook/engine';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Session, SessionGame } from '../../lib/session.ts';
import OptionFields from './OptionFields.tsx';
import type { Opponent } from './store.ts';

export interface NewGameProps {
  game: SessionGame;
  /** The game in progress. */
  session: Session;
  /** The computer's side and level now, when the computer can be chosen (the game has an engine); null: it cannot. */
  opponent: Opponent | undefined | null;
  /** A new game accepted: its first session, the position it starts from when one was given, the opponent chosen. */
  onStart: (session: Session, position: string | undefined, opponent: Opponent | undefined) => void;
  onClose: () => void;
}

export default function NewGame({ game, session, opponent, onStart, onClose }: NewGameProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The current game's choices, a typed value (a seed) empty: a fresh one.
  const [choices, setChoices] = useState<Record<string, string>>(() => Object.fromEntries(game.options.map((o) => [o.name, o.typed ? '' : (session.options[o.name] ?? o.default)])));
  const [pasted, setPasted] = useState('');
  const [side, setSide] = useState<string>(opponent?.computer ?? '');
  const [level, setLevel] = useState(opponent?.level ?? DEFAULT_LEVEL);
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  const start = () => {
    const position = pasted.trim() === '' ? undefined : pasted.trim();
    const started = game.newGame(choices, position);
    if (!started.ok) {
      setError(position === undefined ? started.error : `The position: ${started.error}`);
      return;
    }
    onStart(started.value, position, side === 'white' || side === 'black' ? { computer: side, level } : undefined);
    dialog.current?.close();
  };
  const levels: number[] = [];
  for (let l = MIN_LEVEL; l <= MAX_LEVEL; l++) levels.push(l);

  return (
    <dialog ref={dialog} class="rb-dialog rb-newgame" aria-labelledby={`${game.id}-newgame`} onClose={onClose}>
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <h2 id={`${game.id}-newgame`}>New game</h2>
        {session.moves.length > 0 && session.end === undefined && <p class="rb-quiet">The game in progress ends; it stays only in the log you downloaded.</p>}
        <OptionFields options={game.options} choices={choices} onChoices={setChoices} />
        {opponent !== null && (
          <div class="rb-field-row">
            <label class="rb-field">
              <span>Opponent</span>
              <select name="opponent" value={side} onChange={(e) => setSide((e.target as HTMLSelectElement).value)}>
                <option value="">Another player at this screen</option>
                <option value="black">The computer (you play White)</option>
                <option value="white">The computer (you play Black)</option>
              </select>
            </label>
            {side !== '' && (
              <label class="rb-field">
                <span>Level</span>
                <select name="level" value={String(level)} onChange={(e) => setLevel(Number((e.target as HTMLSelectElement).value))}>
                  {levels.map((l) => (
                    <option key={l} value={String(l)}>
                      {l}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
        )}
        <label class="rb-field">
          <span>
            Start from a position <span class="rb-quiet">(optional: a position string)</span>
          </span>
          <textarea name="position" rows={2} spellcheck={false} value={pasted} onInput={(e) => setPasted((e.target as HTMLTextAreaElement).value)} />
        </label>
        {error && (
          <p class="rb-error" role="alert">
            {error}
          </p>
        )}
        <div class="rb-actions">
          <button type="submit" class="rb-primary">
            Start the game
          </button>
          <button type="button" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
