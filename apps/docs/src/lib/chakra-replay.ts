// Chakra on the replay page: the replay written once over the notation (lib/notation-replay.ts)
// with Chakra's log reader and the play page's words. Loaded with the first log given, not with
// the page, so the replay page opens without the log reader.
import { chakra } from '@rulebook/rules';
import { chakra as chakraText } from '@rulebook/notation';
import { chakraWords } from './chakra-session.ts';
import { replayOverNotation } from './notation-replay.ts';

export const chakraReplay = replayOverNotation(chakra.chakraGame, { replayLog: chakraText.replayLog, formatPosition: chakraText.formatPosition, recordToLog: chakraText.recordToLog, writeRecord: chakraText.writeRecord }, chakraWords);
