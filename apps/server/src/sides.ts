import type { Side } from './protocol.ts';

export type { Side };

export const other = (side: Side): Side => (side === 'white' ? 'black' : 'white');
