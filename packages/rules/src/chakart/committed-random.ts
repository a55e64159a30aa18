// Chance that no player can foresee and every player can check afterwards (G4 for online play).
// A 32-bit seed (SeededRandom) can be found from the outcomes seen, by trying them all; here the
// seed is 32 random bytes, kept secret while the game goes on. The log's start carries only its
// commitment, the SHA-256 of the seed; once the game is over the seed is revealed and anyone can
// hash it, compare, and draw every outcome again.
//
// Outcome i (0-based, counted over the whole game) is one hash:
//   floor(u32be(SHA-256(seed || u32be(i))[0..4]) / 2^32 * n)
// for a draw among n possible outcomes. One hash per draw, whatever n (no rejection sampling),
// so that the number of outcomes a log holds is all it takes to resume the stream, as with
// SeededRandom. The bias is at most n / 2^32 per draw.
import { sha256 } from '@noble/hashes/sha2.js';
import type { Outcome } from './types.ts';
import type { OutcomeSource } from './random.ts';
import { hex64Problem, SEED_BYTES } from './seed-text.ts';

function seedBytes(seedHex: string, where: string): Uint8Array {
  const problem = hex64Problem(seedHex);
  if (problem !== undefined) throw new RangeError(`${where}: the seed: ${problem}`);
  const bytes = new Uint8Array(SEED_BYTES);
  for (let i = 0; i < SEED_BYTES; i++) bytes[i] = Number.parseInt(seedHex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The commitment to a seed: the SHA-256 of its 32 bytes, as 64 lowercase hex digits. */
export function commitmentOf(seedHex: string): string {
  return toHex(sha256(seedBytes(seedHex, 'commitmentOf')));
}

/** The game's outcomes drawn from a secret seed, one SHA-256 per outcome. */
export class CommittedRandom {
  /** Outcomes drawn so far in the game (the next one's index). */
  drawn: number;
  /** seed || u32be(i), the hash's input, its last four bytes rewritten per draw. */
  private readonly input: Uint8Array;

  private constructor(seed: Uint8Array, drawn: number) {
    this.input = new Uint8Array(SEED_BYTES + 4);
    this.input.set(seed);
    this.drawn = drawn;
  }

  /** The game's stream, after `drawn` outcomes were already taken from it. Throws RangeError on a bad seed or count. */
  static forPlay(seedHex: string, drawn = 0): CommittedRandom {
    if (!Number.isSafeInteger(drawn) || drawn < 0 || drawn > 0xffffffff) {
      throw new RangeError(`CommittedRandom.forPlay: drawn must be a whole number 0 to ${0xffffffff}, not ${drawn}`);
    }
    return new CommittedRandom(seedBytes(seedHex, 'CommittedRandom.forPlay'), drawn);
  }

  /** A whole number in 0 .. n-1 for the next outcome: exactly one hash. */
  int(n: number): number {
    const i = this.drawn;
    if (i > 0xffffffff) throw new RangeError(`CommittedRandom: more than ${0xffffffff + 1} outcomes drawn`);
    const view = new DataView(this.input.buffer, this.input.byteOffset, this.input.byteLength);
    view.setUint32(SEED_BYTES, i, false);
    const digest = sha256(this.input);
    this.drawn = i + 1;
    const u = new DataView(digest.buffer, digest.byteOffset, 4).getUint32(0, false);
    return Math.floor((u / 4294967296) * n);
  }

  /** The source that draws outcomes among the possible ones, as SeededRandom's does. */
  source(drawnOut?: Outcome[]): OutcomeSource {
    return {
      choose: (options) => {
        const o = options[this.int(options.length)] as Outcome;
        drawnOut?.push(o);
        return o;
      },
    };
  }
}
