@chakra
Feature: Setup — the board, the pieces and the Transmitter at the start
  The game is played on an 8x8 board. Each side has a King, a Queen, a Samurai, a Monk,
  two Monkeys (the 1995 text's Apes), two Courtesans, six pawns and a Transmitter of two
  chakras, which start vacant beside the pawns, knight side (circle) up. White moves first.

  Background:
    Given the Chakra start position

  @source:002:34 @ruling:C1 @ruling:C2
  Scenario: The start position
    Then the position is "ncmqkscn/1pppppp1/8/8/8/8/1PPPPPP1/NCMQKSCN w a2N,h2N,a7n,h7n - 1"

  @source:000:2-6 @source:002:36-44 @ruling:C1
  Scenario Outline: Where each piece stands at the start
    Then <square> holds a <side> <piece>

    @source:000:4
    Examples: The Samurai stands to the right of the King
      | square | side  | piece   |
      | f1     | White | Samurai |
      | f8     | Black | Samurai |
      | e1     | White | King    |
      | e8     | Black | King    |

    @source:000:5
    Examples: The Monk stands to the left of the Queen
      | square | side  | piece |
      | c1     | White | Monk  |
      | c8     | Black | Monk  |
      | d1     | White | Queen |
      | d8     | Black | Queen |

    Examples: Monkeys in the corners, Courtesans beside them, pawns from b to g
      | square | side  | piece     |
      | a1     | White | Monkey    |
      | h8     | Black | Monkey    |
      | b1     | White | Courtesan |
      | g8     | Black | Courtesan |
      | b2     | White | Pawn      |
      | g7     | Black | Pawn      |

  @source:002:75 @source:000:9 @ruling:C1
  Scenario Outline: The chakras start vacant, knight side up
    Then <square> holds a <side> chakra with the knight side up

    Examples:
      | square | side  |
      | a2     | White |
      | h2     | White |
      | a7     | Black |
      | h7     | Black |

  @ruling:G1
  Scenario: White moves first
    Then it is White's turn
    And White is not in check

  @source:000:8 @ruling:C3 @ruling:C4 @ruling:C5
  Scenario: White's first moves under the current rules
    The pawns step one square only; a Courtesan stepping onto the chakra beside her is sent
    on to the far one; each chakra may jump as a knight, with or without a flip, or flip
    where it stands.
    Then the legal moves are "b2b3 c2c3 d2d3 e2e3 f2f3 g2g3 a1b3 h1g3 b1~h2 g1~a2 Ta2b4 Ta2b4* Ta2c3 Ta2c3* Ta2* Th2f3 Th2f3* Th2g4 Th2g4* Th2*"
    And the number of legal moves is 20

  @source:002:70 @source:002:87-89 @ruling:C3 @ruling:C4 @ruling:C5
  Scenario: White's first moves under the 1995 rules
    The pawns may also step two squares, and a Courtesan may stop on the chakra beside her.
    Given the ruleset is "1995"
    Then the legal moves are "b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g2g3 g2g4 a1b3 h1g3 b1a2 b1~h2 g1h2 g1~a2 Ta2b4 Ta2b4* Ta2c3 Ta2c3* Ta2* Th2f3 Th2f3* Th2g4 Th2g4* Th2*"
    And the number of legal moves is 28

  @ruling:G1 @ruling:C1
  Scenario: Black answers with the mirrored moves
    When White plays "e2e3"
    Then it is Black's turn
    And the legal moves are "b7b6 c7c6 d7d6 e7e6 f7f6 g7g6 a8b6 h8g6 b8~h7 g8~a7 Ta7b5 Ta7b5* Ta7c6 Ta7c6* Ta7* Th7f6 Th7f6* Th7g5 Th7g5* Th7*"
