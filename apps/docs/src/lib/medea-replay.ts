// Medea on the replay page: the replay written once over the notation (lib/notation-replay.ts)
// with Medea's log reader and the play page's words. Loaded with the first log given, not with
// the page, so the replay page opens without the log reader.
import { medea } from '@rulebook/rules';
import { medea as medeaText } from '@rulebook/notation';
import { medeaWords } from './medea-session.ts';
import { replayOverNotation } from './notation-replay.ts';

export const medeaReplay = replayOverNotation(medea.medeaGame, { replayLog: medeaText.replayLog, formatPosition: medeaText.formatPosition, recordToLog: medeaText.recordToLog, writeRecord: medeaText.writeRecord }, medeaWords);
