// The two sides, as every game names them (G1: White moves first), and their indices on the
// fast boards (0 White, 1 Black).
export type Colour = 'white' | 'black';

export const WHITE = 0;
export const BLACK = 1;

export const colourName = (colour: number): Colour => (colour === WHITE ? 'white' : 'black');
export const colourIndex = (colour: Colour): number => (colour === 'white' ? WHITE : BLACK);
export const other = (colour: Colour): Colour => (colour === 'white' ? 'black' : 'white');
