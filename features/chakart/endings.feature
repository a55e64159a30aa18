@chakart @ruling:K2 @ruling:G2
Feature: The end of the game — capture every enemy king
  The goal is to capture the enemy king, Peach. There is no check and no checkmate: a king
  may stand attacked, or step where it can be taken. A side that has lost every king it had
  (a pawn promoted to a king is one more) has lost, however the kings went: taken by a move,
  by a push, by a shell, eaten by Chomp. The end is judged when the turn is over (ruling
  K13), not after each decision: a decision the turn still owes — a promotion choice, a
  bonus move, a swap, a drop — is played first, and only then are the kings counted. Were
  both sides left without a king, the game would be drawn. Besides, a player may
  resign and the players may agree a draw at any time (ruling G2); an ended game accepts no
  more decisions. Chakart has no draw by repetition (ruling G3).

  @source:004:57 @ruling:K2
  Scenario: Taking the enemy's only king wins
    Given the Chakart position "3k4/8/8/8/8/8/8/3QK3 w 0 {"flags":"1111"}"
    When White plays "Qd1xd8"
    Then the game is over: White wins: Black has no king left
    And there are no legal moves
    And the game rejects "Ke1-d1"

  @source:004:57 @source:004:58 @ruling:K2 @ruling:K7
  Scenario: A side with two kings loses only when both are taken
    Black promoted a pawn to a second king on a1. White takes the king on d8: the game goes on.
    Given the Chakart position "3k4/8/8/8/8/8/8/k2QK3 w 0 {"flags":"0111"}"
    When White plays "Qd1xd8"
    Then the game is not over
    When Black plays "Ka1-b1"
    And White plays "Qd8-d1"
    Then the game is not over
    When Black plays "Kb1-c1"
    And White plays "Qd1xc1"
    Then the game is over: White wins: Black has no king left

  @source:004:41 @source:004:43 @ruling:K4
  Scenario: A shell that hits the last enemy king wins
    Given the Chakart position "4k3/8/8/8/8/8/8/4K3 w 0 {"flags":"1111"}"
    When White plays "Ke1^e8"
    Then the game is over: White wins: Black has no king left

  @source:004:70 @source:004:71 @ruling:K5
  Scenario: A push onto one's own last king loses the game
    White's knight lands on the banana and is pushed west onto its own king.
    Given the Chakart position "4k3/8/8/8/8/8/3Kd3/6N1 w 0 {"flags":"1111"}"
    When White plays "Ng1xe2" with the outcome "push:w"
    Then the game is over: Black wins: White has no king left

  @ruling:K2
  Scenario: There is no check: a king may step where it can be taken
    Given the Chakart position "4k3/8/8/8/8/8/3q4/4K3 w 0 {"flags":"0111"}"
    Then the legal moves of the piece on e1 are "Ke1-d1 Ke1xd2 Ke1-e2 Ke1-f2 Ke1-f1"
    When White plays "Ke1-f1"
    Then the game is not over

  @source:004:115 @ruling:K2 @ruling:K6 @ruling:K13
  Scenario: A bonus move that takes the last king ends the turn, and the game with it
    Daisy gives White a bonus move; the bonus move takes Black's king. That move is the
    last of White's turn, so the game is over.
    Given the Chakart position "4k3/8/8/8/Q7/2e5/8/1N2K3 w 0 {"flags":"1111"}"
    When White plays "Nb1xc3" with the outcome "egg:daisy"
    Then White must play again
    When White plays "Qa4xe8"
    Then the game is over: White wins: Black has no king left
    And the game rejects "Ke1-d1"

  @source:004:57 @source:004:69 @source:004:71 @ruling:K2 @ruling:K5 @ruling:K7 @ruling:K13
  Scenario: The last king taken by a pawn that still has to promote: the choice is made, then the game ends
    White's pawn takes the banana on e7 and is pushed north onto Black's only king on e8.
    The pawn now stands on its last rank and White's turn still owes the choice of what it
    becomes: the game goes on until White has chosen, and ends with White's turn.
    Given the Chakart position "4k3/4d3/5P2/8/8/8/8/4K3 w 0 {"flags":"1111"}"
    When White plays "Pf6xe7" with the outcome "push:n"
    Then the game is not over
    And White must choose what the pawn on e8 becomes
    And the legal moves are "=Q =R =N =B =K"
    When White plays "=Q"
    Then e8 holds a White queen
    And the game is over: White wins: Black has no king left

  @source:004:57 @source:004:58 @source:004:69 @source:004:71 @ruling:K2 @ruling:K5 @ruling:K7 @ruling:K13
  Scenario: A side pushes its own last king off the board, and gets a king back by promotion
    Black's pawn steps onto the banana on e2 and is pushed south onto Black's own only king
    on e1. Black has no king for a moment, but the turn is not over: the pawn, on its last
    rank, becomes a king, and when the turn ends Black has one. The game goes on.
    Given the Chakart position "4K3/8/8/8/8/4p3/4d3/4k3 b 0 {"flags":"1111"}"
    When Black plays "Pe3xe2" with the outcome "push:s"
    Then the game is not over
    And Black must choose what the pawn on e1 becomes
    When Black plays "=K"
    Then e1 holds a Black King
    And the game is not over
    And the turn passes to White
    And the position is "4K3/8/8/8/8/4m3/8/4k3 w 1 {"flags":"1111"}"

  @source:004:57 @source:004:69 @source:004:71 @ruling:K2 @ruling:K5 @ruling:K7 @ruling:K13
  Scenario: A side that pushed its own last king off promotes to something else: it loses when the turn ends
    The same push; this time Black chooses a queen, and its turn ends with no king.
    Given the Chakart position "4K3/8/8/8/8/4p3/4d3/4k3 b 0 {"flags":"1111"}"
    When Black plays "Pe3xe2" with the outcome "push:s"
    Then the game is not over
    And Black must choose what the pawn on e1 becomes
    When Black plays "=Q"
    Then e1 holds a Black queen
    And the game is over: White wins: Black has no king left

  @ruling:K2
  Scenario: With no king on either side the game is drawn
    One decision never takes more than one piece, so this cannot come about in play; a
    position set up this way is a drawn game from the start.
    Given the Chakart position "3q4/8/8/8/8/8/8/3Q4 w 0 {"flags":"1111"}"
    Then the game is over: drawn: neither side has a king left
    And there are no legal moves

  @ruling:G2
  Scenario: A player resigns
    Given the Chakart start position with randomness 0
    When White plays "Pe2-e4"
    And Black resigns
    Then the game is over: White wins by resignation
    And the game rejects "Ng1-f3"

  @ruling:G5
  Scenario: A player whose time runs out loses, and nothing follows
    Online play with clocks: the server records that Black's time ran out.
    Given the Chakart start position with randomness 0
    When White plays "Pe2-e4"
    And Black's time runs out
    Then the game is over: White wins on time
    And the game rejects "Pe7-e5"

  @ruling:G2 @ruling:K6
  Scenario: A player may resign in the middle of a turn
    Given the Chakart position "4k3/8/8/8/8/2e5/8/1N2K3 w 0 {"flags":"1111"}"
    When White plays "Nb1xc3" with the outcome "egg:kingboo"
    Then White must swap two pieces
    When White resigns
    Then the game is over: Black wins by resignation
    And the game rejects "e1<>e8"

  @ruling:G2
  Scenario: The players agree a draw
    Given the Chakart start position with randomness 0
    When White plays "Pe2-e4"
    And the players agree to a draw
    Then the game is over: drawn by agreement
    And the game rejects "Pe7-e5"

  @ruling:G3
  Scenario: The same position again and again is no draw
    The kings walk to and fro until the same position has come up four times.
    Given the Chakart position "4k3/8/8/8/8/8/8/4K3 w 0 {"flags":"0000"}"
    When the players play "Ke1-d1 Ke8-d8 Kd1-e1 Kd8-e8 Ke1-d1 Ke8-d8 Kd1-e1 Kd8-e8 Ke1-d1 Ke8-d8 Kd1-e1 Kd8-e8"
    Then the game is not over
    And the position is "4k3/8/8/8/8/8/8/4K3 w 12 {"flags":"0000"}"
