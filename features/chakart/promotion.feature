@chakart @ruling:K7
Feature: Promotion — to a queen, rook, knight, bishop or king
  A pawn that reaches its last rank becomes a queen, a rook, a knight, a bishop or even a
  king, as the mover chooses (ruling K7). With a plain move the choice is part of the move
  (`Pe7-e8=Q`). When an effect carries the pawn there — a mushroom, a banana, a bomb — the
  move stops at that point and the mover chooses then (`=Q`); the rest of the chain follows,
  and its random outcomes belong to that choice. Either way the pawn changes first, and the
  object on the last-rank square acts on the new piece. The new piece has the side's powers
  if they are unused (see the queen and king features), and a promoted king is one more
  king the enemy must capture (see the endings).

  @source:004:57 @ruling:K7
  Scenario: A pawn on the seventh rank may become any of five pieces
    Given the Chakart position "k7/4P3/8/8/8/8/8/4K3 w 0 {"flags":"1111"}"
    Then the legal moves of the piece on e7 are "Pe7-e8=Q Pe7-e8=R Pe7-e8=N Pe7-e8=B Pe7-e8=K"
    When White plays "Pe7-e8=N"
    Then e8 holds a White knight
    And e7 holds a mushroom
    And the position is "k3N3/4m3/8/8/8/8/8/4K3 b 1 {"flags":"1111"}"

  @source:004:28 @source:004:32 @ruling:K4 @ruling:K7
  Scenario: A pawn that becomes a rook or a bishop lays its object at the end of the move
    The piece that ends the move is a rook (or a bishop), so it lays a banana (or a bomb)
    next to its square, as any rook or bishop that has moved.
    Given the Chakart position "k7/4P3/8/8/8/8/8/4K3 w 0 {"flags":"1111"}"
    Then the possible outcomes of "Pe7-e8=R" are "lay:d7 lay:f7"
    And the possible outcomes of "Pe7-e8=B" are "lay:d8 lay:f8 lay:e7"
    When White plays "Pe7-e8=R" with the outcome "lay:f7"
    Then the position is "k3R3/4md2/8/8/8/8/8/4K3 b 1 {"flags":"1111"}"

  @ruling:K7
  Scenario: Black promotes on the first rank
    Given the Chakart position "4k3/8/8/8/8/8/3p4/K7 b 0 {"flags":"1111"}"
    Then the legal moves of the piece on d2 are "Pd2-d1=Q Pd2-d1=R Pd2-d1=N Pd2-d1=B Pd2-d1=K"
    When Black plays "Pd2-d1=Q"
    Then the position is "4k3/8/8/8/8/8/3m4/K2q4 w 1 {"flags":"1111"}"

  @source:004:63 @ruling:K5 @ruling:K7
  Scenario: A mushroom carries the pawn to the last rank: the mover chooses then
    The pawn takes the mushroom on e7 and goes on to e8. The move waits for the choice; the
    position string says so.
    Given the Chakart position "k7/4m3/4P3/8/8/8/8/4K3 w 0 {"flags":"1111"}"
    When White plays "Pe6xe7"
    Then White must choose what the pawn on e8 becomes
    And the legal moves are "=Q =R =N =B =K"
    And the position is "k3P3/8/4m3/8/8/8/8/4K3 w 0 {"flags":"1111","phase":"promote","resume":{"square":"e8","from":"e7","dropped":false,"lays":true}}"
    When White plays "=N"
    Then e8 holds a White knight
    And the turn passes to Black
    And the position is "k3N3/8/4m3/8/8/8/8/4K3 b 1 {"flags":"1111"}"

  @source:004:69 @ruling:K5 @ruling:K7 @ruling:G4
  Scenario: A banana pushes the pawn onto another banana on the last rank: choose, then be pushed
    The first push is drawn with the pawn's move; the second belongs to the choice, as the
    banana on e8 acts only once the pawn has become a queen.
    Given the Chakart position "k3d3/4d3/4P3/8/8/8/8/4K3 w 0 {"flags":"1111"}"
    Then the game refuses "Pe6xe7" with the outcomes "push:n push:w"
    When White plays "Pe6xe7" with the outcome "push:n"
    Then White must choose what the pawn on e8 becomes
    And the position is "k3P3/8/4m3/8/8/8/8/4K3 w 0 {"flags":"1111","phase":"promote","resume":{"square":"e8","from":"e7","object":"banana","dropped":false,"lays":true}}"
    And the possible outcomes of "=Q" are "push:s push:e push:w"
    When White plays "=Q" with the outcome "push:w"
    Then d8 holds a White queen
    And the position is "k2Q4/8/4m3/8/8/8/8/4K3 b 1 {"flags":"1111"}"

  @ruling:K6 @ruling:K7
  Scenario: The pawn promotes before the egg on the last rank acts
    The pawn takes the egg on d8 and becomes a queen at once: it is the queen that Bowser
    holds (written T), and the queen that Waluigi could turn.
    Given the Chakart position "k2e4/4P3/8/8/8/8/8/4K3 w 0 {"flags":"1111"}"
    Then the possible outcomes of "Pe7xd8=Q" after "egg:waluigi" are "colour:d8"
    When White plays "Pe7xd8=Q" with the outcome "egg:bowser"
    Then the White queen on d8 is immobilized
    And the position is "k2T4/4m3/8/8/8/8/8/4K3 b 1 {"flags":"1111"}"
