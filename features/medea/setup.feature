@medea
Feature: Setup — draughts on all 64 squares with Chakra's Transmitter
  Medea brings the Transmitter of Chakra to draughts. It is played on all 64 squares of an
  8x8 board. The source's diagram of the start is lost and no other source shows it: the
  start used here is a provisional reconstruction (ruling D1), kept in one place so that it
  can be replaced when the real diagram turns up. In it each side has eighteen men on its
  first three ranks (a full rank, then six, then four) and its two chakras, vacant, on the
  ends of its second rank. White moves first.

  Background:
    Given the Medea start position

  @source:003:1 @source:003:3 @ruling:D1
  Scenario: The provisional start position is the one ruling D1 describes
    White's men stand on a1-h1, b2-g2 and c3-f3, White's chakras on a2 and h2; Black's
    mirror them on ranks 8, 7 and 6 with chakras on a7 and h7.
    Then the position is "mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2/a7,h7 1"
    And White has 18 men
    And Black has 18 men
    And White has 0 kings
    And Black has 0 kings
    And the rules call this start position a provisional reconstruction

  @source:003:3 @ruling:D1
  Scenario Outline: Where the men and chakras stand at the start
    Then <square> holds a <side> man

    Examples: The men of both sides
      | square | side  |
      | a1     | White |
      | h1     | White |
      | b2     | White |
      | g2     | White |
      | c3     | White |
      | f3     | White |
      | a8     | Black |
      | h8     | Black |
      | b7     | Black |
      | g7     | Black |
      | c6     | Black |
      | f6     | Black |

  @source:003:11 @ruling:D1
  Scenario Outline: The chakras start vacant at the ends of the second rank
    Then <square> holds a vacant <side> chakra

    Examples:
      | square | side  |
      | a2     | White |
      | h2     | White |
      | a7     | Black |
      | h7     | Black |

  @ruling:D1
  Scenario Outline: The middle of the board is empty at the start
    Then <square> holds no piece

    Examples:
      | square |
      | b3     |
      | g3     |
      | d4     |
      | e5     |
      | b6     |
      | g6     |

  @source:003:3 @source:003:11 @source:003:15 @ruling:G1 @ruling:D1 @ruling:D2 @ruling:D6 @ruling:D7
  Scenario: White moves first
    Men step forward; a man stepping onto a vacant chakra of its own is sent on to the other
    one (a1 and b1 to h2, g1 and h1 to a2); each chakra may step to a free neighbouring
    square that holds no chakra.
    Then it is White's turn
    And the legal moves are "a1~h2 b1~h2 g1~a2 h1~a2 b2a3 b2b3 c2b3 f2g3 g2g3 g2h3 c3b4 c3c4 c3d4 d3c4 d3d4 d3e4 e3d4 e3e4 e3f4 f3e4 f3f4 f3g4 Ta2a3 Ta2b3 Th2g3 Th2h3"
    And the number of legal moves is 26

  @source:003:3 @ruling:G1 @ruling:D1
  Scenario: Black answers with the mirrored moves
    When White plays "d3d4"
    Then it is Black's turn
    And the legal moves are "a8~h7 b8~h7 g8~a7 h8~a7 b7a6 b7b6 c7b6 f7g6 g7g6 g7h6 c6b5 c6c5 c6d5 d6c5 d6d5 d6e5 e6d5 e6e5 e6f5 f6e5 f6f5 f6g5 Ta7a6 Ta7b6 Th7g6 Th7h6"
