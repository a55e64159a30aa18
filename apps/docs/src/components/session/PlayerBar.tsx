// One side of the game room: its colour, the player's name (editable in the play room, from the
// record's tags in the replay room), the pieces it has taken (the captured material, in the
// game's own glyphs), and whether it is to move.
//
// Test hooks: .rb-player[data-colour][data-to-move], input[name="white-name"|"black-name"],
// .rb-captured > [data-kind].
import type { ComponentChildren, VNode } from 'preact';
import type { Colour, Taken } from '../../lib/session.ts';

const colourWord = (c: Colour): string => (c === 'white' ? 'White' : 'Black');

/** The pieces taken, one icon per piece, the same kinds together. */
function Captured({ taken, icon }: { taken: readonly Taken[]; icon: (piece: Taken) => VNode }) {
  const sorted = [...taken].sort((a, b) => a.kind.localeCompare(b.kind));
  return (
    <span class="rb-captured" aria-label={taken.length === 0 ? 'nothing taken' : `took ${sorted.map((t) => t.kind).join(', ')}`}>
      {sorted.map((t, i) => (
        <span key={i} data-kind={t.kind} data-colour={t.colour}>
          {icon(t)}
        </span>
      ))}
    </span>
  );
}

export default function PlayerBar(props: {
  colour: Colour;
  name: string;
  /** Editable names (the play room); absent: the name as text. */
  onName?: (name: string) => void;
  /** The other side's pieces this side took. */
  taken: readonly Taken[];
  icon: (piece: Taken) => VNode;
  toMove: boolean;
  /** The result beside the name once the game is over: 1, 0 or ½. */
  score?: string;
  /** What a room adds at the end (the online room: presence and clock). */
  children?: ComponentChildren;
}) {
  const { colour, name, onName, taken, icon, toMove, score, children } = props;
  const word = colourWord(colour);
  return (
    <div class={`rb-player rb-player-${colour}`} data-colour={colour} data-to-move={toMove ? 'true' : undefined}>
      <span class={`rb-disc rb-disc-${colour}`} aria-hidden="true" />
      {onName ? (
        <input
          class="rb-name"
          name={`${colour}-name`}
          value={name}
          placeholder={word}
          maxLength={40}
          autocomplete="off"
          spellcheck={false}
          aria-label={`${word} player's name`}
          onInput={(e) => onName((e.target as HTMLInputElement).value)}
        />
      ) : (
        <span class="rb-name">{name || word}</span>
      )}
      {name && <span class="rb-quiet rb-side-word">{word}</span>}
      <Captured taken={taken} icon={icon} />
      {score !== undefined && <span class="rb-score">{score}</span>}
      {toMove && (
        <span class="rb-to-move" title={`${word} to move`}>
          to move
        </span>
      )}
      {children}
    </div>
  );
}
