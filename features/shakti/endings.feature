@shakti @ruling:S7
Feature: The end of the game — checkmate, the forced pass, and draws
  A King in check with no legal move is checkmated, and his side loses. There is no
  stalemate: a player who is not in check and cannot move passes, the pass is recorded as
  his move, and his opponent moves again. Only when neither side can move is the game
  drawn. The third occurrence of the same position with the same side to move is a draw
  unless that rule is switched off; a player may resign at any time and the players may
  agree a draw. A game that has ended accepts no more moves.

  @source:001:12
  Scenario: Checkmate wins
    The warrior on b5 checks across the hole b6 and sees c6; c7 is in the white King's
    sight across the hole d7; a7, a6 and b6 are holes. Black's warrior on f4 could move,
    but no warrior move answers a check.
    Given the Shakti position "xk1xK1x/xx5/7/W4w1/7/7/x5x w 1"
    When White plays "a4b5"
    Then the position is "xk1xK1x/xx5/1W5/5w1/7/7/x5x b 1"
    And Black is in check
    And there are no legal moves
    And the game is over: White wins by checkmate

  @source:001:6 @source:001:23
  Scenario: A player who cannot move passes, and the pass is his move
    The black King is not in check, but every tile he sees is seen by a white warrior.
    Black passes; White moves again, and Black must pass once more.
    Given the Shakti position "xk1W2x/7/1W5/7/7/6K/x5x b 12"
    Then Black is not in check
    And Black must pass
    And the game is not over
    When Black plays "pass"
    Then the game records Black's pass as a move
    And the position is "xk1W2x/7/1W5/7/7/6K/x5x w 13"
    And it is White's turn
    When White plays "g2f3"
    Then Black must pass

  @source:001:6
  Scenario: A player who can move may not pass
    Given the Shakti start position
    Then "pass" is not legal

  Scenario: When neither side can move the game is drawn
    Neither King sees a single tile: White cannot move, and Black could not either.
    Given the Shakti position "xkxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxKxxx/xxxxxxx w 30"
    Then White is not in check
    And there are no legal moves
    And the game is over: drawn: neither side can move

  @ruling:G3
  Scenario: The third occurrence of the same position is a draw
    The Kings step aside and back twice: the start position, White to move, occurs for the
    third time.
    Given the Shakti start position
    When the players play "d2e2 d6e6 e2d2 e6d6 d2e2 d6e6 e2d2"
    Then the game is not over
    When Black plays "e6d6"
    Then the game is over: drawn by repetition
    And the game rejects "b2b3"

  @ruling:G3
  Scenario: Forced passes count towards a repetition
    White's King steps to f3 and back twice while Black passes: the given position, Black
    to move, occurs for the third time.
    Given the Shakti position "xk1W2x/7/1W5/7/7/6K/x5x b 12"
    When the players play "pass g2f3 pass f3g2 pass g2f3 pass"
    Then the game is not over
    When White plays "f3g2"
    Then the game is over: drawn by repetition

  @ruling:G3
  Scenario: Without the repetition rule the game goes on
    Given the Shakti start position
    And draws by repetition are switched off
    When the players play "d2e2 d6e6 e2d2 e6d6 d2e2 d6e6 e2d2 e6d6"
    Then the game is not over
    And the position is "x5x/1w1k1w1/7/7/7/1W1K1W1/x5x w 5"

  @ruling:G2
  Scenario: A player resigns
    Given the Shakti start position
    When White plays "b2b3"
    And Black resigns
    Then the game is over: White wins by resignation
    And the game rejects "d6d5"

  @ruling:G5
  Scenario: A player whose time runs out loses, and nothing follows
    Online play with clocks: the server records that Black's time ran out.
    Given the Shakti start position
    When White plays "b2b3"
    And Black's time runs out
    Then the game is over: White wins on time
    And the game rejects "d6d5"

  @ruling:G2
  Scenario: The players agree a draw
    Given the Shakti start position
    When White plays "b2b3"
    And the players agree to a draw
    Then the game is over: drawn by agreement
    And the game rejects "d6d5"
