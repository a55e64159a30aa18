// The wire contract of online play is the server's (apps/server/src/protocol.ts: types only, so
// nothing of the server is bundled); the room and the invitation read it from here.
export type { ClientMessage, ClockSpec, ClockState, GameInfo, NewGameRequest, NewGameResponse, RoomState, ServerMessage, Side } from '../../../../../server/src/protocol.ts';
