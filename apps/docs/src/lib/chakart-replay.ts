// Chakart on the replay page: the replay written once over the notation (lib/notation-replay.ts)
// with Chakart's log reader and the play page's words: the outcomes are the ones the log recorded
// (G4), never re-drawn; each event's squares carry its effect chain for the board (K5, K6).
// Loaded with the first log given, not with the page, so the replay page opens without the log
// reader.
import { chakart } from '@rulebook/rules';
import { chakart as chakartText } from '@rulebook/notation';
import { chakartWords } from './chakart-session.ts';
import { replayOverNotation } from './notation-replay.ts';

export const chakartReplay = replayOverNotation(chakart.chakartGame, { replayLog: chakartText.replayLog, formatPosition: chakartText.formatPosition, recordToLog: chakartText.recordToLog, writeRecord: chakartText.writeRecord }, chakartWords);
