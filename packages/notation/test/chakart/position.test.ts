import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { chakart } from '@rulebook/rules';
import { chakart as chakartText } from '../../src/index.ts';
import { SOURCE_POSITIONS } from './games.ts';

const read = (text: string) => {
  const parsed = chakartText.parsePosition(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error.message}`);
  return parsed.value;
};

describe('Chakart position string', () => {
  test("the home site's strings are read as the site writes them, and written back the same (004:49, 84, 87, 125, 128)", () => {
    for (const text of SOURCE_POSITIONS) expect(chakartText.formatPosition(read(text))).toBe(text);
  });

  test('the first diagram: after 1.d4 Nf6 2.Bb4, Black to move, three turns played, every power left (004:49-51)', () => {
    const position = read(SOURCE_POSITIONS[0]);
    expect(position.turn).toBe('black');
    expect(position.plies).toBe(3);
    expect(position.powers).toEqual({ white: { shell: true, invisible: true }, black: { shell: true, invisible: true } });
    expect(position.phase).toEqual({ kind: 'move' });
    const at = (name: string) => chakart.cellAt(position, chakart.parseSquare(name)!);
    expect(at('g8')).toEqual({ type: 'object', object: 'egg' });
    expect(at('c4')).toEqual({ type: 'object', object: 'bomb' });
    expect(at('d3')).toEqual({ type: 'object', object: 'mushroom' });
    expect(at('b4')).toEqual({ type: 'piece', colour: 'white', kind: 'bishop' });
    expect(at('f6')).toEqual({ type: 'piece', colour: 'black', kind: 'knight' });
    expect(chakart.cellAt(read(SOURCE_POSITIONS[1]), chakart.parseSquare('e4')!)).toEqual({ type: 'object', object: 'banana' });
  });

  test('every letter: immobilized pieces, invisible queens, markers (their colour is the side not to move, K4)', () => {
    const text = 'sUOCTLi1/Suoctl2/m?e?d?w?/8/8/8/8/8 w 12 {"flags":"0110"}';
    const position = read(text);
    expect(chakartText.formatPosition(position)).toBe(text);
    const at = (name: string) => chakart.cellAt(position, chakart.parseSquare(name)!);
    expect(at('a8')).toEqual({ type: 'piece', colour: 'black', kind: 'pawn', immobilized: true });
    expect(at('f8')).toEqual({ type: 'piece', colour: 'white', kind: 'king', immobilized: true });
    expect(at('g8')).toEqual({ type: 'piece', colour: 'black', kind: 'queen', invisible: true });
    expect(at('b6')).toEqual({ type: 'marker', colour: 'black' });
    expect(position.powers).toEqual({ white: { shell: false, invisible: true }, black: { shell: true, invisible: false } });
    // Black to move: the markers are White's; White's invisible queen stays hidden.
    const black = read('8/SuoctlI1/m?e?d?w?/8/8/8/8/8 b 3 {"flags":"1011"}');
    expect(chakart.cellAt(black, chakart.parseSquare('b6')!)).toEqual({ type: 'marker', colour: 'white' });
  });

  test.each([
    ['a bonus move (Daisy)', '4k3/8/8/8/8/5N2/8/4K1e1 w 0 {"flags":"1111","phase":"bonus"}', { kind: 'bonus' }],
    ['a swap (King Boo)', '4k3/8/8/8/8/5N2/8/4K1e1 w 0 {"flags":"1111","phase":"swap"}', { kind: 'swap' }],
    ['a drop (Toadette brought a knight)', '4k3/8/8/8/8/5N2/8/4K1e1 w 0 {"flags":"1111","phase":"drop:n"}', { kind: 'drop', piece: 'knight' }],
    [
      'a promotion choice with the chain to go on',
      '4P3/8/8/8/8/8/8/k3K3 w 4 {"flags":"1111","phase":"promote","resume":{"square":"e8","from":"e7","object":"banana","dropped":false,"lays":true}}',
      { kind: 'promote', resume: { square: 60, object: 'banana', hopFrom: 52, dropped: false, lays: true } },
    ],
    [
      'a promotion choice without an object',
      '4P3/8/8/8/8/8/8/k3K3 w 4 {"flags":"1111","phase":"promote","resume":{"square":"e8","from":"e7","dropped":true,"lays":false}}',
      { kind: 'promote', resume: { square: 60, hopFrom: 52, dropped: true, lays: false } },
    ],
  ])('the extension: %s', (_, text, phase) => {
    const position = read(text);
    expect(position.phase).toEqual(phase);
    expect(chakartText.formatPosition(position)).toBe(text);
  });

  test('the extension: pieces Bowser struck this turn, in the order struck', () => {
    const text = '4k3/8/8/8/8/5O2/8/4L1e1 w 0 {"flags":"1111","phase":"bonus","bowsered":["f3","e1"]}';
    const position = read(text);
    expect(position.bowsered).toEqual([21, 4]);
    expect(chakartText.formatPosition(position)).toBe(text);
  });

  test('the JSON is read with any spacing and key order, and written canonically', () => {
    const position = read('4k3/8/8/8/8/5O2/8/4K1e1 w 0 { "bowsered" : ["f3"], "phase":"bonus" ,"flags":"1111"}');
    expect(chakartText.formatPosition(position)).toBe('4k3/8/8/8/8/5O2/8/4K1e1 w 0 {"flags":"1111","phase":"bonus","bowsered":["f3"]}');
  });

  const S = SOURCE_POSITIONS[0];
  const board = S.slice(0, S.indexOf(' '));
  test.each([
    ['an empty string', '', 1, 'expected a piece (PRNBQK prnbqk, SUOCTL suoctl immobilized, Ii invisible queen), an object (m e d w), ? or a digit 1-8, found end of text'],
    ['an unknown letter', S.replace('pppppppp', 'ppXppppp'), 12, 'expected a piece (PRNBQK prnbqk, SUOCTL suoctl immobilized, Ii invisible queen), an object (m e d w), ? or a digit 1-8, found \'X\''],
    ['an object in upper case', S.replace('1BwP4', '1BWP4'), 27, 'expected an object in lower case (m mushroom, e egg, d banana, w bomb), found \'W\''],
    ['a rank too long', S.replace('5n2', '5n3'), 21, 'rank 6 has 9 squares; a rank has 8'],
    ['a rank too short', S.replace('5n2', '5n1'), 22, 'rank 6 has 7 squares; a rank has 8'],
    ['seven ranks', S.replace('/QBNN1KRR', ''), 43, "the board has 7 ranks; expected 8 separated by '/'"],
    ['nine ranks', S.replace('QBNN1KRR', 'QBNN1KRR/8'), 52, "the board has more than 8 ranks; expected a space after rank 1, found '/'"],
    ['no side to move', S.replace(' b ', ' x '), 53, "expected 'w' or 'b' for the side to move, found 'x'"],
    ['two spaces', S.replace(' b ', '  b '), 53, "expected 'w' or 'b' for the side to move, found a space"],
    ['no turn count', S.replace(' 3 ', ' '), 55, "expected the number of turns played (0 or more), found '{'"],
    ['a turn count with a leading zero', S.replace(' 3 ', ' 03 '), 55, "the number of turns is written without leading zeros; found '03'"],
    ['a negative turn count', S.replace(' 3 ', ' -3 '), 55, "expected the number of turns played (0 or more), found '-'"],
    ['no JSON', `${board} b 3`, 56, 'expected a space and the JSON of powers, {"flags":"1111"}, found end of text'],
    ['a space and no JSON', `${board} b 3 `, 57, 'expected the JSON of powers, {"flags":"1111"}, found end of text'],
    ['a JSON array', `${board} b 3 ["1111"]`, 57, 'expected the JSON of powers, {"flags":"1111"}, found \'[\''],
    ['truncated JSON', `${board} b 3 {"flags":"1111"`, 72, "the JSON of powers is not valid JSON: Expected ',' or '}' after property value"],
    ['a space after the JSON', `${S} `, 73, 'expected the end of the position after the JSON of powers, found a space'],
    ['no flags', `${board} b 3 {}`, 57, "flags: missing; expected four digits 0 or 1 (White's shell, White's invisible move, Black's shell, Black's invisible move), found nothing"],
    ['three flags', `${board} b 3 {"flags":"111"}`, 66, 'flags: expected four digits 0 or 1 (White\'s shell, White\'s invisible move, Black\'s shell, Black\'s invisible move), found "111"'],
    ['a flag 2', `${board} b 3 {"flags":"1121"}`, 66, 'flags: expected four digits 0 or 1 (White\'s shell, White\'s invisible move, Black\'s shell, Black\'s invisible move), found "1121"'],
    ['an unknown field', `${board} b 3 {"flags":"1111","enpassant":"e3"}`, 73, 'unknown field "enpassant"; expected flags, phase, resume or bowsered'],
    ['a drop of a pawn', `${board} b 3 {"flags":"1111","phase":"drop:p"}`, 81, 'phase: expected "bonus", "swap", "drop:q" (r, n, b, k) or "promote", found "drop:p"'],
    ['the main move written out', `${board} b 3 {"flags":"1111","phase":"move"}`, 81, 'phase: expected "bonus", "swap", "drop:q" (r, n, b, k) or "promote", found "move" (the main move is the default: leave the phase out)'],
    ['a promotion without its resume', `${board} b 3 {"flags":"1111","phase":"promote"}`, 57, 'resume: missing; a pending promotion says where its chain goes on'],
    ['a resume without a promotion', `${board} b 3 {"flags":"1111","resume":{"square":"e8","from":"e7","dropped":false,"lays":true}}`, 82, 'resume: only a pending promotion ("phase":"promote") has a resume'],
    ['a resume off the board', 'k3P3/8/8/8/8/8/8/4K3 w 3 {"flags":"1111","phase":"promote","resume":{"square":"e9","from":"e7","dropped":false,"lays":true}}', 69, 'resume: square: expected a square a1-h8, found "e9"'],
    ['a resume on a shell', 'k3P3/8/8/8/8/8/8/4K3 w 3 {"flags":"1111","phase":"promote","resume":{"square":"e8","from":"e7","object":"shell","dropped":false,"lays":true}}', 69, 'resume: object: expected "mushroom", "egg", "banana" or "bomb", found "shell"'],
    ['an empty bowsered list', `${board} b 3 {"flags":"1111","bowsered":[]}`, 84, 'bowsered: expected a non-empty list of squares, found [] (leave it out when there are none)'],
    ['a bowsered square off the board', `${board} b 3 {"flags":"1111","bowsered":["z1"]}`, 84, 'bowsered: expected a square a1-h8, found "z1"'],
    ['a bowsered square twice', `${board} b 3 {"flags":"1111","bowsered":["f6","f6"]}`, 84, 'bowsered: f6 is listed twice'],
  ])('%s is refused where it is, with the reason', (_, text, column, message) => {
    expect(chakartText.parsePosition(text)).toEqual({ ok: false, error: { line: 1, column, message } });
  });

  test.each([
    ['a pawn on its last rank (K7)', S.replace('qbbrrnek', 'qbbrrnPk'), 'a white pawn stands on its last rank at g8; it would have promoted'],
    ["an invisible queen of the side to move (K4)", S.replace('QBNN1KRR', 'iBNN1KRR'), 'the invisible queen on a1 belongs to the side to move; it would have been seen again'],
    ['two invisible queens of one side (K4: once per game)', '4k3/8/8/8/8/8/8/I2IK3 b 3 {"flags":"1010"}', 'white has 2 invisible queens; the invisible move is made once per game'],
    ['an invisible queen whose side still has its invisible move (K4)', '4k3/8/8/8/8/8/8/I3K3 b 3 {"flags":"1111"}', "white's queen is invisible, so white's invisible move is used (flag 0)"],
    ['pieces struck by Bowser with no turn in progress (K6)', '4k3/8/8/8/8/5O2/8/4K1e1 w 0 {"flags":"1111","bowsered":["f3"]}', 'Bowser can only have struck during a turn in progress (a pending phase)'],
    ['a piece struck by Bowser that is not immobilized (K6)', '4k3/8/8/8/8/5N2/8/4K1e1 w 0 {"flags":"1111","phase":"bonus","bowsered":["f3"]}', 'f3 is listed as struck by Bowser but holds no immobilized piece'],
    ['a promotion pending where no pawn stands', 'k3Q3/8/8/8/8/8/8/4K3 w 3 {"flags":"1111","phase":"promote","resume":{"square":"e8","from":"e7","dropped":false,"lays":true}}', 'a promotion is pending on e8, where no pawn of the side to move stands'],
  ])('the rules check the position read: %s', (_, text, message) => {
    expect(chakartText.parsePosition(text)).toEqual({ ok: false, error: { line: 1, message } });
  });

  test('fuzz: a source string with one character changed, removed or added is read or refused with a column, never throws', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SOURCE_POSITIONS), fc.nat(200), fc.constantFrom('', ' ', '/', '1', '9', 'x', '?', 'I', 'S', '{', '"', '}', 'e'), fc.boolean(), (source, i, c, insert) => {
        const index = i % source.length;
        const changed = source.slice(0, index) + c + source.slice(insert ? index : index + 1);
        const parsed = chakartText.parsePosition(changed);
        if (parsed.ok) expect(chakartText.parsePosition(chakartText.formatPosition(parsed.value)).ok).toBe(true);
        else expect(parsed.error.line).toBe(1);
      }),
      { numRuns: 2000, seed: 11 },
    );
  });
});
