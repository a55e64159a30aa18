// Shakti on the replay page: the replay written once over the notation (lib/notation-replay.ts)
// with Shakti's log reader and the play page's words. Loaded with the first log given, not with
// the page, so the replay page opens without the log reader.
import { shakti } from '@rulebook/rules';
import { shakti as shaktiText } from '@rulebook/notation';
import { shaktiWords } from './shakti-session.ts';
import { replayOverNotation } from './notation-replay.ts';

export const shaktiReplay = replayOverNotation(shakti.shaktiGame, { replayLog: shaktiText.replayLog, formatPosition: shaktiText.formatPosition, recordToLog: shaktiText.recordToLog, writeRecord: shaktiText.writeRecord }, shaktiWords);
