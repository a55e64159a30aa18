@chakra @ruling:C15
Feature: The end of the game
  The object is checkmate; stalemate is a draw. There is no castling. The game is also
  drawn when the same position (pieces, chakras and their faces, side to move) occurs for
  the third time, unless that rule is switched off. A player may resign at any time and
  the players may agree a draw. A game that has ended accepts no more moves.

  @source:000:1
  Scenario: Checkmate wins
    Given the Chakra position "7k/6pp/8/8/8/8/8/3Q2K1 w - - 1"
    When White plays "d1d8"
    Then Black is in check
    And there are no legal moves
    And the game is over: White wins by checkmate

  @source:000:1
  Scenario: Stalemate is a draw
    Given the Chakra position "7k/8/8/8/8/8/8/K5Q1 w - - 1"
    When White plays "g1g6"
    Then Black is not in check
    And there are no legal moves
    And the game is over: drawn by stalemate

  @source:000:1 @source:002:77-80 @ruling:C5
  Scenario: A player who can still move or flip a chakra is not stalemated
    Given the Chakra position "7k/8/8/8/8/8/8/K5Q1 w a8n,c8n - 1"
    When White plays "g1g6"
    Then Black is not in check
    And the legal moves are "Ta8* Ta8b6 Ta8b6* Ta8c7 Ta8c7* Tc8* Tc8a7 Tc8a7* Tc8b6 Tc8b6* Tc8d6 Tc8d6* Tc8e7 Tc8e7*"
    And the game is not over

  @source:000:1
  Scenario: The game goes on when the King in check can escape
    Given the Chakra position "7k/6p1/8/8/8/8/8/3Q2K1 w - - 1"
    When White plays "d1d8"
    Then Black is in check
    And the legal moves are "h8h7"
    And the game is not over

  @ruling:G3
  Scenario: The third occurrence of the same position is a draw
    The Monkeys jump out and back twice: the start position, White to move, occurs for the
    third time.
    Given the Chakra start position
    When the players play "a1b3 a8b6 b3a1 b6a8 a1b3 a8b6 b3a1"
    Then the game is not over
    When Black plays "b6a8"
    Then the game is over: drawn by repetition
    And the game rejects "e2e3"

  @ruling:G3
  Scenario: The faces of the chakras are part of the position
    After four moves the pieces stand as at the start, White to move, but both of White's
    chakras show their king side; four moves later everything is back. The start position
    has occurred twice, not three times.
    Given the Chakra start position
    When the players play "Ta2* a8b6 Th2* b6a8 Ta2* a8b6 Th2* b6a8"
    Then the game is not over
    And the position is "ncmqkscn/1pppppp1/8/8/8/8/1PPPPPP1/NCMQKSCN w a2N,h2N,a7n,h7n - 5"

  @ruling:G3
  Scenario: Without the repetition rule the game goes on
    Given the Chakra start position
    And draws by repetition are switched off
    When the players play "a1b3 a8b6 b3a1 b6a8 a1b3 a8b6 b3a1 b6a8"
    Then the game is not over
    And the position is "ncmqkscn/1pppppp1/8/8/8/8/1PPPPPP1/NCMQKSCN w a2N,h2N,a7n,h7n - 5"

  @ruling:G2
  Scenario: A player resigns
    Given the Chakra start position
    When White plays "e2e3"
    And Black resigns
    Then the game is over: White wins by resignation
    And the game rejects "e7e6"

  @ruling:G5
  Scenario: A player whose time runs out loses, and nothing follows
    Online play with clocks: the server records that Black's time ran out.
    Given the Chakra start position
    When White plays "e2e3"
    And Black's time runs out
    Then the game is over: White wins on time
    And the game rejects "e7e6"

  @ruling:G2
  Scenario: The players agree a draw
    Given the Chakra start position
    When White plays "e2e3"
    And the players agree to a draw
    Then the game is over: drawn by agreement
    And the game rejects "e7e6"

  @ruling:C15
  Scenario: There is no castling
    Given the Chakra position "s3k2s/8/8/8/8/8/8/S3K2S w - - 1"
    Then the legal moves of the piece on e1 are "e1d1 e1d2 e1e2 e1f1 e1f2"
