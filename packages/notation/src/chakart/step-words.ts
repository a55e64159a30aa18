// Chakart's steps in words: one step (`stepWords`) and a decision's steps (`describeSteps`), as
// the site shows a decision and as the replay says a step a log records wrongly (facts.ts). Apart
// from the facts' declaration and codec, so that a page that only says steps loads neither.

import { squareName } from '../rules.ts';
import type { ChakartPieceOn, ChakartStep, Square } from '../rules.ts';
import { aWord, PIECE_LETTERS, EGG_WORDS, pieceWords } from './letters.ts';

const name = (square: Square): string => squareName(square);

const letter = (kind: keyof typeof PIECE_LETTERS): string => PIECE_LETTERS[kind];

/** What a landing found: `, takes the white rook`, `, the marker goes`. */
function found(step: { readonly captured?: ChakartPieceOn; readonly marker?: true }): string {
  return `${step.captured !== undefined ? `, takes ${pieceWords(step.captured)}` : ''}${step.marker ? ', the marker goes' : ''}`;
}

/** One step in words; the landing steps say the object they found when nothing follows from it. */
export function stepWords(step: ChakartStep): string {
  switch (step.step) {
    case 'move': {
      const mark = step.invisible ? '~' : step.captured !== undefined || step.object !== undefined ? 'x' : '-';
      return `${letter(step.piece)}${name(step.from)}${mark}${name(step.to)}${found(step)}`;
    }
    case 'leave':
      return `leaves ${aWord(step.object)} on ${name(step.square)}`;
    case 'promote':
      return `the pawn on ${name(step.square)} becomes ${aWord(step.piece)}`;
    case 'mushroom':
      return `mushroom, on to ${name(step.to)}${found(step)}`;
    case 'push':
      return `${step.by}, pushed ${step.direction} to ${name(step.to)}${found(step)}`;
    case 'egg':
      return `egg, ${EGG_WORDS[step.outcome]}`;
    case 'koopa':
      return `back to ${name(step.to)}`;
    case 'chomp':
      return `${pieceWords(step.piece)} on ${name(step.square)} is eaten`;
    case 'bowser':
      return `the piece on ${name(step.square)} is immobilized`;
    case 'colour':
      return `the ${step.piece} on ${name(step.square)} turns ${step.to}`;
    case 'toadette':
      return `Toadette brings ${aWord(step.piece)}`;
    case 'lay':
      return `${aWord(step.object)} laid on ${name(step.square)}`;
    case 'shell': {
      const hit = step.hit === 'marker' ? 'the marker' : typeof step.hit === 'string' ? `the ${step.hit}` : pieceWords(step.hit);
      return `K${name(step.from)}^${name(step.to)}, hits ${hit}`;
    }
    case 'swap':
      return `${name(step.a)}<>${name(step.b)}`;
    case 'drop':
      return `${letter(step.piece)}@${name(step.to)}`;
    case 'pass':
      return 'pass';
    case 'freed':
      return `the piece on ${name(step.square)} may move again`;
    case 'revealed':
      return `the queen on ${name(step.square)} is seen again`;
  }
}

/** The square a landing step ends on with the object it found there, if any. */
function landing(step: ChakartStep): { to: Square; object?: string } | undefined {
  if (step.step === 'move' || step.step === 'mushroom' || step.step === 'push' || step.step === 'drop') {
    return step.object !== undefined ? { to: step.to, object: step.object } : { to: step.to };
  }
  return undefined;
}

/**
 * A decision's steps in words: the decision, then what followed, e.g. `Pf3xe4: leaves a
 * mushroom on f3; banana, pushed n to e5; mushroom, on to e6; bomb, pushed nw to d5, takes
 * the white rook`. A mushroom that does nothing (a slider's, a dropped piece's, or one with
 * no free square beyond, K5) is said where it was used up.
 */
export function describeSteps(steps: readonly ChakartStep[]): string {
  const words = steps.map((step, i) => {
    const text = stepWords(step);
    const land = landing(step);
    if (land?.object !== 'mushroom') return text;
    const acts = steps.slice(i + 1).some((s) => s.step === 'mushroom' && s.from === land.to);
    return acts ? text : `${text}, the mushroom does nothing`;
  });
  const [head, ...rest] = words;
  if (head === undefined) return '';
  return rest.length === 0 ? head : `${head}: ${rest.join('; ')}`;
}
