// Fuzzing the game records (PGN-like) of the four games: read, replayed and written (properties.ts).
import { fuzzFamily } from './family.ts';

fuzzFamily('records', 'fuzz: game records');
