// What the computer-opponent tests share: the four games, and each game's example that ends in
// a win (the position before its last move has a win in one).

export const GAMES = ['chakra', 'shakti', 'medea', 'chakart'] as const;
export type GameName = (typeof GAMES)[number];

/** Each game's example log whose last move wins the game (examples/README.md). */
export const WINNING_EXAMPLE: Readonly<Record<GameName, string>> = {
  chakra: 'chakra-mate.jsonl',
  shakti: 'shakti-mate.jsonl',
  medea: 'medea-win.jsonl',
  chakart: 'chakart-win.jsonl',
};
