// Fuzzing logs and records as bytes: UTF-8 or not, in chunks cut anywhere, read a line at a time (bytes.ts).
import { fuzzFamily } from './family.ts';

fuzzFamily('bytes', 'fuzz: bytes');
