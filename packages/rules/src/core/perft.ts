// Perft for the games whose generators fill a buffer with integer moves and make/unmake them:
// the number of leaf positions at a depth, every move made and unmade (no bulk counting: the
// legality test of each generator makes and unmakes every move it keeps).

export interface PerftBoard {
  make(move: number): void;
  unmake(move: number): void;
}

export function perftWith<B extends PerftBoard>(generateLegal: (board: B, out: Int32Array) => number, maxMoves: number) {
  const buffers: Int32Array[] = [];
  const bufferAt = (depth: number): Int32Array => (buffers[depth] ??= new Int32Array(maxMoves));

  function count(b: B, depth: number): number {
    const moves = bufferAt(depth);
    const n = generateLegal(b, moves);
    if (depth === 1) return n;
    let nodes = 0;
    for (let i = 0; i < n; i++) {
      b.make(moves[i]);
      nodes += count(b, depth - 1);
      b.unmake(moves[i]);
    }
    return nodes;
  }

  /** Perft split by root move, for finding where two generators disagree. */
  function divide<M>(b: B, depth: number, decode: (move: number) => M, onMove?: (done: number, total: number) => void): { move: M; nodes: number }[] {
    const root = new Int32Array(maxMoves);
    const n = generateLegal(b, root);
    const out: { move: M; nodes: number }[] = [];
    for (let i = 0; i < n; i++) {
      b.make(root[i]);
      out.push({ move: decode(root[i]), nodes: depth <= 1 ? 1 : count(b, depth - 1) });
      b.unmake(root[i]);
      onMove?.(i + 1, n);
    }
    return out;
  }

  return { count: (b: B, depth: number): number => (depth <= 0 ? 1 : count(b, depth)), divide };
}
