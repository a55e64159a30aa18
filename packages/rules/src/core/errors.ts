// The one error the rules throw: a caller played a move that is not legal (a programming
// error: text and logs are checked by notation first, and never throw).
export class IllegalMoveError extends Error {}
