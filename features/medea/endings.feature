@medea @ruling:D9
Feature: The end of the game
  A player who has lost all his pieces has lost, and so has a player who cannot make a
  legal move on his turn. The third occurrence of the same position with the same side to
  move is a draw unless that rule is switched off; a player may resign at any time and the
  players may agree a draw. A game that has ended accepts no more moves.

  @source:003:23
  Scenario: A player who has lost all his pieces has lost
    Black's chakras could still move, but he has no piece left.
    Given the Medea position "8/8/8/3m4/3M4/8/8/8 w a2,h2/a7,h7 1"
    When White plays "d4xd6"
    Then the position is "8/8/3M4/8/8/8/8/8 b a2,h2/a7,h7 1"
    And the game is over: White wins: Black has no pieces
    And the game rejects "Ta7b7"

  Scenario: A player who cannot move has lost
    The black man on a3 stands on Black's chakra, the other black chakra a2 under a white
    man: neither chakra may move. The step b1b2 takes the man's last square; it cannot
    leap over a2 nor a4, for a1 and a5 are occupied.
    Given the Medea position "8/8/8/M7/M7/m7/M7/MM6 w g1,h1/a2,a3 1"
    When White plays "b1b2"
    Then the position is "8/8/8/M7/M7/m7/MM6/M7 b g1,h1/a2,a3 1"
    And there are no legal moves
    And the game is over: White wins: Black has no legal move

  @source:003:23 @ruling:D3 @ruling:D4
  Scenario: Two kings against one can be won
    White offers a king on h7. Black must take it, wherever his king lands, and the other
    white king takes the last black piece.
    Given the Medea position "7k/4K3/8/8/8/8/8/7K w d1,e1/d8,e8 1"
    When White plays "e7h7"
    Then the legal moves are "h8xh2 h8xh3 h8xh4 h8xh5 h8xh6"
    When Black plays "h8xh4"
    Then the legal moves are "h1xh5 h1xh6 h1xh7 h1xh8"
    When White plays "h1xh6"
    Then the game is over: White wins: Black has no pieces

  @source:003:23 @ruling:G3
  Scenario: The third occurrence of the same position is a draw
    Given the Medea position "7k/8/8/8/8/8/8/K7 w c3,f3/c6,f6 1"
    When the players play "a1b2 h8g7 b2a1 g7h8 a1b2 h8g7 b2a1"
    Then the game is not over
    When Black plays "g7h8"
    Then the game is over: drawn by repetition
    And the game rejects "a1b2"

  @ruling:G3
  Scenario: Passes count towards a repetition
    Given the Medea position "3k4/8/8/8/8/2M5/8/8 w c3,d4/a7,h7 1"
    When the players play "pass d8e8 pass e8d8 pass d8e8 pass"
    Then the game is not over
    When Black plays "e8d8"
    Then the game is over: drawn by repetition

  @ruling:G3
  Scenario: Without the repetition rule the game goes on
    Given the Medea position "7k/8/8/8/8/8/8/K7 w c3,f3/c6,f6 1"
    And draws by repetition are switched off
    When the players play "a1b2 h8g7 b2a1 g7h8 a1b2 h8g7 b2a1 g7h8"
    Then the game is not over
    And the position is "7k/8/8/8/8/8/8/K7 w c3,f3/c6,f6 5"

  @source:003:23 @ruling:G2
  Scenario: A player resigns
    Given the Medea start position
    When White plays "d3d4"
    And Black resigns
    Then the game is over: White wins by resignation
    And the game rejects "d6d5"

  @ruling:G5
  Scenario: A player whose time runs out loses, and nothing follows
    Online play with clocks: the server records that Black's time ran out.
    Given the Medea start position
    When White plays "d3d4"
    And Black's time runs out
    Then the game is over: White wins on time
    And the game rejects "d6d5"

  @source:003:23 @ruling:G2
  Scenario: The players agree a draw
    Given the Medea start position
    When White plays "d3d4"
    And the players agree to a draw
    Then the game is over: drawn by agreement
    And the game rejects "d6d5"
