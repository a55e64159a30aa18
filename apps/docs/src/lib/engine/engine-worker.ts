// The engine's Web Worker: the search runs here, never on the page's thread, so the page
// stays responsive while the computer thinks. A game's worker entry (<game>-worker.ts) calls
// `serveEngine` with its game; the page talks to it through engine-client.ts (protocol.ts).
// Requests are answered one after the other; the page cancels a search by terminating the
// worker (a search in progress cannot read messages).
import { search, whiteScore } from '@rulebook/engine';
import type { AnyGame } from '@rulebook/rules';
import { analyseGame } from './analyse.ts';
import type { EngineMessage, EngineRequest } from './protocol.ts';
import { rulesOptions, type WorkerGame } from './worker-game.ts';

type Side = 'white' | 'black';

export function serveEngine(text: WorkerGame): void {
  const scope = globalThis as unknown as { onmessage: ((e: MessageEvent<EngineRequest>) => void) | null; postMessage(m: EngineMessage): void };
  const post = (message: EngineMessage) => scope.postMessage(message);
  // One game value per set of options, and each position string read once.
  const gamesMade = new Map<string, AnyGame>();
  const gameOf = (choices: Readonly<Record<string, string>>): AnyGame => {
    const key = JSON.stringify(choices);
    let game = gamesMade.get(key);
    if (!game) gamesMade.set(key, (game = text.definition.create(rulesOptions(text.definition, choices))));
    return game;
  };
  const positions = new Map<string, unknown>();
  const parse = (position: string): unknown => {
    let read = positions.get(position);
    if (read === undefined) {
      const parsed = text.parsePosition(position);
      if (!parsed.ok) throw new Error(`the position "${position}" cannot be read: ${parsed.error.message}`);
      read = parsed.value;
      if (positions.size > 2_000) positions.clear();
      positions.set(position, read);
    }
    return read;
  };
  const sideOf = (position: unknown): Side => ((position as { turn: Side }).turn === 'black' ? 'black' : 'white');

  scope.onmessage = (e) => {
    const request = e.data;
    try {
      const game = gameOf(request.options);
      if (request.type === 'search') {
        const position = parse(request.position);
        const side = sideOf(position);
        const result = search(game, position as never, {
          level: request.level,
          history: request.history.map(parse) as never[],
          ...(request.seed !== undefined ? { seed: request.seed } : {}),
          ...(request.limits ? { limits: request.limits } : {}),
          onInfo: (info) => post({ type: 'info', id: request.id, depth: info.depth, score: whiteScore(info.score, side), nodes: info.nodes }),
        });
        post({
          type: 'result',
          id: request.id,
          ...(result.move !== undefined ? { move: text.formatMove(position as never, result.move as never) } : {}),
          score: whiteScore(result.score, side),
          depth: result.depth,
          nodes: result.nodes,
          timeMs: result.timeMs,
        });
      } else {
        const total = request.steps.length;
        const analysis = analyseGame(text, game, parse, request.start, request.steps, (done, move) =>
          post({ type: 'progress', id: request.id, done, total, ...(move ? { move } : {}) }),
        );
        post({ type: 'analysis', id: request.id, moves: analysis.moves, ...(analysis.start ? { start: analysis.start } : {}) });
      }
    } catch (error) {
      post({ type: 'error', id: request.id, message: error instanceof Error ? error.message : String(error) });
    }
  };
}
