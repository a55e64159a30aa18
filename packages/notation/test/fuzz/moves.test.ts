// Fuzzing move text (Chakart: decision and outcome text), alone and in a position (properties.ts).
import { fuzzFamily } from './family.ts';

fuzzFamily('moves', 'fuzz: move, decision and outcome text');
