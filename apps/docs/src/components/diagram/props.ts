// What Diagram.astro gives each game's diagram board (diagram/<Game>Diagram.astro): the
// scenario's position and moves, and the options a game takes (each game reads its own).
import type { Ruleset } from '../../lib/chakra.ts';
import type { WarriorJump } from '../../lib/shakti.ts';
import type { ScriptedDecision } from '../ChakartBoard.tsx';

export interface DiagramBoardProps {
  position: string;
  select?: string;
  marks?: string[];
  label?: string;
  interactive: boolean;
  /** The scenario's moves, in move text (Chakart: `decisions`). */
  moves: string[];
  /** Chakart: the decisions played, with their outcomes. */
  decisions: ScriptedDecision[];
  /** Chakart: the one decision whose effect chain the diagram steps through. */
  chain?: ScriptedDecision;
  /** Chakra (C3). */
  ruleset: Ruleset;
  /** Shakti (S4). */
  warriorJump: WarriorJump;
}
