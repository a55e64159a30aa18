// The move list of the game room, play and replay alike: the game in numbered turns, White's
// decisions then Black's (`1. e2e3 d7d6`); a side's further decisions in the same turn
// (Chakart's bonus move, swap, drop, promotion) stay in its cell. Each decision is a button
// that shows the position after it; the one shown is marked (aria-current="step", and not by
// colour alone). The list keeps a fixed height and scrolls within itself, following the game.
//
// Test hooks: ol.rb-movelist > li.rb-turn-row[data-turn]; each decision button[data-ply]
// [data-player], its move text in .rb-move-text, its effects (Chakart) in .rb-move-effects;
// what the replay's analysis adds (`note`: a mark, a score) follows the move text.
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { Colour } from '../../lib/session.ts';

export interface ListedMove {
  readonly ply: number;
  readonly player?: Colour;
  readonly text: string;
  /** Shown under the move text (what followed a Chakart decision). */
  readonly effects?: string;
  /** The tooltip: what the move text does not say. */
  readonly words?: string;
}

interface Turn {
  readonly number: number;
  readonly white: ListedMove[];
  readonly black: ListedMove[];
}

/** The decisions in turns: a turn opens with White's first decision after Black's. */
export function turnsOf(moves: readonly ListedMove[]): Turn[] {
  const turns: Turn[] = [];
  let previous: Colour | undefined;
  for (const m of moves) {
    const player = m.player ?? previous ?? 'white';
    const current = turns[turns.length - 1];
    if (!current || (player === 'white' && previous === 'black')) turns.push({ number: turns.length + 1, white: [], black: [] });
    turns[turns.length - 1]![player].push(m);
    previous = player;
  }
  return turns;
}

/** A decision as a reader says it: `12. e2e3`, `12… d7d6` (Black's), with its turn's number. */
export function moveLabel(moves: readonly ListedMove[], ply: number): string {
  for (const t of turnsOf(moves)) {
    const white = t.white.find((m) => m.ply === ply);
    if (white) return `${t.number}. ${white.text}`;
    const black = t.black.find((m) => m.ply === ply);
    if (black) return `${t.number}… ${black.text}`;
  }
  return '';
}

export default function MoveList(props: {
  moves: readonly ListedMove[];
  current: number;
  onSelect: (ply: number) => void;
  label: string;
  empty?: string;
  /** Shown after a decision's text (the analysis: its mark and score). */
  note?: (ply: number) => ComponentChildren;
}) {
  const { moves, current, onSelect, label, empty = 'No move yet.', note } = props;
  const box = useRef<HTMLOListElement>(null);
  // Keep the decision shown in sight, scrolling the list only (never the page).
  useLayoutEffect(() => {
    const list = box.current;
    if (!list) return;
    const shown = list.querySelector<HTMLElement>(`[data-ply="${current}"]`);
    if (!shown || current === moves.length) {
      list.scrollTop = current === 0 ? 0 : list.scrollHeight;
      return;
    }
    const top = shown.offsetTop; // the list is positioned: offsets are from its top
    if (top < list.scrollTop) list.scrollTop = top - 4;
    else if (top + shown.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + shown.offsetHeight - list.clientHeight + 4;
  }, [current, moves.length]);
  const cell = (side: Colour, list: ListedMove[], number: number) => (
    <span class={`rb-turn-${side}`}>
      {list.length === 0 && side === 'white' && number === 1 ? <span class="rb-quiet">…</span> : null}
      {list.map((m) => (
        <button
          type="button"
          key={m.ply}
          class="rb-move"
          data-ply={String(m.ply)}
          data-player={m.player}
          aria-current={m.ply === current ? 'step' : undefined}
          title={m.words}
          onClick={() => onSelect(m.ply)}
        >
          <span class="rb-move-text">{m.text}</span>
          {note?.(m.ply)}
          {m.effects && <span class="rb-move-effects">{m.effects}</span>}
        </button>
      ))}
    </span>
  );
  return (
    <ol ref={box} class="rb-movelist" aria-label={label} tabIndex={-1}>
      {moves.length === 0 && <li class="rb-quiet rb-movelist-empty">{empty}</li>}
      {turnsOf(moves).map((t) => (
        <li key={t.number} class="rb-turn-row" data-turn={String(t.number)}>
          <span class="rb-turn-no">{t.number}.</span>
          {cell('white', t.white, t.number)}
          {cell('black', t.black, t.number)}
        </li>
      ))}
    </ol>
  );
}
