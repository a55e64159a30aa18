// G4 for online play: a Chakart start with a commitment instead of a seed, and the reveal line
// that ends the log once the game is over; replay checks the seed against the commitment and
// every outcome against what the seed draws, naming the first line that differs.
import { CommittedRandom, commitmentOf } from '@rulebook/rules/committed';
import { describe, expect, test } from 'vitest';
import { chakart } from '@rulebook/rules';
import { chakart as chakartText } from '../../src/index.ts';
import { SEED, SETUP, committedGame, text } from './committed.ts';
import { CHAKART } from '../support/rules.ts';

const COMMITMENT = commitmentOf(SEED);
const OTHER_SEED = 'f'.repeat(64);

describe('the commitment in the start line', () => {
  test('startEvent writes it in place of the seed; reading gives it back', () => {
    const start = chakartText.startEvent({ randomness: 2, position: SETUP, commitment: COMMITMENT, tags: { White: 'Ann' } });
    if (!start.ok) throw new Error(start.error.message);
    const line = chakartText.writeStartLine(start.value);
    expect(line).toBe(
      `{"event":"start","format":"rulebook-log/1","game":"chakart","options":{"randomness":2,"commitment":"${COMMITMENT}"},"setup":${JSON.stringify(SETUP)},"tags":{"White":"Ann"}}`,
    );
    expect(chakartText.readStartLine(line)).toEqual({ ok: true, value: start.value });
    // Not a rules option: the rules are made without it.
    expect(chakartText.playText.rulesOptions(start.value)).toBeUndefined();
    expect(chakartText.startFromEvent(start.value).ok).toBe(true);
  });

  test('refused: with a seed, without a position, not 64 lowercase hex digits', () => {
    expect(chakartText.startEvent({ position: SETUP, commitment: COMMITMENT, seed: 3 })).toEqual({
      ok: false,
      error: { line: 1, message: 'options: a start has a seed or a commitment, never both' },
    });
    expect(chakartText.startEvent({ commitment: COMMITMENT })).toEqual({
      ok: false,
      error: { line: 1, message: 'a committed game (randomness 2, K1) is set up by the server: give its position' },
    });
    expect(chakartText.startEvent({ position: SETUP, commitment: COMMITMENT.toUpperCase() }).ok).toBe(false);
    const both = `{"event":"start","format":"rulebook-log/1","game":"chakart","options":{"randomness":2,"seed":1,"commitment":"${COMMITMENT}"},"setup":${JSON.stringify(SETUP)}}`;
    const read = chakartText.readStartLine(both);
    expect(read.ok ? '' : read.error.message).toContain('never both');
    const short = chakartText.readStartLine(both.replace('"seed":1,', '').replace(COMMITMENT, 'abc'));
    expect(short.ok ? '' : short.error.message).toContain('expected 64 lowercase hex digits, found 3 character(s)');
  });
});

describe('the reveal line', () => {
  const game = committedGame(SEED, 40, true);

  test('the game drew outcomes (the checks below have something to check)', () => {
    expect(game.drawn).toBeGreaterThan(2);
  });

  test('a good reveal replays, every outcome checked against the seed', () => {
    const reveal = chakartText.writeRevealLine(SEED);
    expect(reveal).toBe(`{"event":"reveal","seed":"${SEED}"}`);
    const log = text([...game.lines, reveal]);
    const replayed = chakartText.replayLog(log);
    expect(replayed.error).toBeUndefined();
    expect(replayed.revealed).toEqual({ line: game.lines.length + 1, seed: SEED, outcomes: game.drawn });
    // The whole log read and written again, the reveal last.
    const read = chakartText.readLog(log);
    expect(read.ok && read.value.reveal).toEqual({ event: 'reveal', seed: SEED });
    expect(read.ok && chakartText.writeLog(read.value)).toBe(log);
  });

  test('a committed log without the reveal replays (in progress, or over and not yet revealed)', () => {
    const going = committedGame(SEED, 12, false);
    expect(chakartText.replayLog(text(going.lines)).ok).toBe(true);
    const over = chakartText.replayLog(text(game.lines));
    expect(over.ok).toBe(true);
    expect(over.revealed).toBeUndefined();
  });

  test('a wrong seed is refused at the reveal line', () => {
    const replayed = chakartText.replayLog(text([...game.lines, chakartText.writeRevealLine(OTHER_SEED)]));
    expect(replayed.error).toEqual({
      line: game.lines.length + 1,
      message: `seed: it hashes to ${commitmentOf(OTHER_SEED)}, not to the start line's commitment ${COMMITMENT}`,
    });
  });

  test('a changed outcome is refused, naming its line', () => {
    const at = game.firstDrawingLine!;
    const event = JSON.parse(game.lines[at - 1]!) as { outcomes: string[] };
    // Another outcome the rules allow there: the same decision drawn from other streams.
    const upTo = chakartText.replayLog(text(game.lines.slice(0, at)));
    const step = upTo.steps.at(-1)!;
    const before = upTo.steps.at(-2)?.position ?? upTo.start!.position;
    let replaced: string | undefined;
    const changed = [...game.lines];
    for (let j = 0; j < 200 && replaced === undefined; j++) {
      const other = CHAKART.play(before, step.move!.decision, CommittedRandom.forPlay(OTHER_SEED, j).source()).facts.outcomes;
      const first = chakartText.formatOutcome(other[0]!);
      if (first === event.outcomes[0]) continue;
      replaced = first;
      // The line as the rules write it with that outcome: its facts follow the outcome.
      const snapshot = upTo.steps.at(-2)?.snapshot ?? upTo.start!.snapshot;
      const played = chakartText.playAction(snapshot, { type: 'move', move: { decision: step.move!.decision, outcomes: other } });
      if (!played.ok) throw new Error(played.error);
      changed[at - 1] = chakartText.writeEventLine(played.value.logEvent(at - 1) as chakartText.LogEvent);
    }
    // An outcome the rules allow but the seed does not draw: the rest of the log no longer
    // follows, so the log is cut after that line, the game ended by a timeout, then revealed.
    expect(replaced).toBeDefined();
    const prefix = changed.slice(0, at);
    const timeout = `{"event":"timeout","ply":${at},"player":"${at % 2 === 0 ? 'black' : 'white'}"}`;
    const replayed = chakartText.replayLog(text([...prefix, timeout, chakartText.writeRevealLine(SEED)]));
    expect(replayed.error).toEqual({ line: at, message: `outcome 1 '${replaced}' is not what the revealed seed draws ('${event.outcomes[0]}')` });
  });

  test('an event after the reveal is refused, naming its line', () => {
    const lines = [...game.lines, chakartText.writeRevealLine(SEED), `{"event":"draw","ply":${game.lines.length}}`];
    expect(chakartText.replayLog(text(lines)).error).toEqual({ line: lines.length, message: `the seed was revealed on line ${lines.length - 1}; nothing may follow it` });
    const twice = [...game.lines, chakartText.writeRevealLine(SEED), chakartText.writeRevealLine(SEED)];
    expect(chakartText.replayLog(text(twice)).error).toEqual({ line: twice.length, message: `the seed was revealed on line ${twice.length - 1}; nothing may follow it` });
    expect(chakartText.readLog(text(lines)).ok).toBe(false);
  });

  test('a reveal before the end is refused, naming its line', () => {
    const going = committedGame(SEED, 12, false);
    const lines = [...going.lines, chakartText.writeRevealLine(SEED)];
    expect(chakartText.replayLog(text(lines)).error).toEqual({ line: lines.length, message: 'the seed is revealed only once the game is over; this game goes on' });
  });

  test('a reveal in a log without a commitment is refused', () => {
    const seeded = chakartText.logFromMoves({ seed: 7 }, ['Pe2-e4', { type: 'resign', player: 'black' }]);
    if (!seeded.ok) throw new Error(seeded.error.message);
    const replayed = chakartText.replayLog(`${seeded.value}${chakartText.writeRevealLine(SEED)}\n`);
    expect(replayed.error).toEqual({ line: 4, message: 'a reveal line belongs only to a log whose start line has a commitment; this one has none' });
  });

  test('the line-at-a-time replayer reads the reveal too', () => {
    const started = chakartText.startReplay(game.lines[0]!);
    if (!started.ok) throw new Error(started.error.message);
    const replayer = started.value;
    game.lines.slice(1).forEach((line, i) => expect(replayer.step(line, i + 2).ok).toBe(true));
    expect(replayer.reveal(game.lines[1]!, 2)).toBeUndefined();
    expect(replayer.reveal(chakartText.writeRevealLine(SEED), game.lines.length + 1)?.ok).toBe(true);
    expect(replayer.revealed()?.outcomes).toBe(game.drawn);
  });

  test('the record keeps the commitment', () => {
    const replayed = chakartText.replayLog(text(game.lines));
    const record = chakartText.writeRecord(replayed);
    expect(record).toContain(`[Commitment "${COMMITMENT}"]`);
    expect(chakartText.recordToLog(record)).toEqual({ ok: true, value: text(game.lines) });
  });
});
