@chakra
Feature: King, Queen, Samurai, Monk and Monkey
  The King and the Queen move as in chess. The Samurai moves as a rook or as a king, the
  Monk as a bishop or as a king, the Monkey (the 1995 text's Ape) as a knight. A piece
  takes an enemy piece by moving onto its square and never moves onto or over its own.

  In the positions below a white piece stands on d4 with its own pawn on d6 and a black
  pawn on f6 in its way.

  @source:000:2 @source:002:36
  Scenario: The King steps one square in any direction, never onto an attacked square
    The black pawn on f6 attacks e5.
    Given the Chakra position "8/8/3P1p1k/8/3K4/8/8/8 w - - 1"
    Then the legal moves of the piece on d4 are "d4c3 d4c4 d4c5 d4d3 d4d5 d4e3 d4e4"

  @source:000:3 @source:002:38
  Scenario: The Queen moves as in chess
    Given the Chakra position "8/8/3P1p1k/8/3Q4/8/8/1K6 w - - 1"
    Then the legal moves of the piece on d4 are "d4a1 d4b2 d4c3 d4e5 d4xf6 d4a7 d4b6 d4c5 d4e3 d4f2 d4g1 d4a4 d4b4 d4c4 d4e4 d4f4 d4g4 d4h4 d4d1 d4d2 d4d3 d4d5"

  @source:000:4 @source:002:40
  Scenario: The Samurai moves as a rook or as a king
    Given the Chakra position "8/8/3P1p1k/8/3S4/8/8/1K6 w - - 1"
    Then the legal moves of the piece on d4 are "d4a4 d4b4 d4c4 d4e4 d4f4 d4g4 d4h4 d4d1 d4d2 d4d3 d4d5 d4c3 d4c5 d4e3 d4e5"

  @source:000:5 @source:002:42
  Scenario: The Monk moves as a bishop or as a king
    Given the Chakra position "8/8/3P1p1k/8/3M4/8/8/1K6 w - - 1"
    Then the legal moves of the piece on d4 are "d4a1 d4b2 d4c3 d4e5 d4xf6 d4a7 d4b6 d4c5 d4e3 d4f2 d4g1 d4c4 d4e4 d4d3 d4d5"

  @source:000:6 @source:002:44 @ruling:C2 @ruling:C6
  Scenario: The Monkey jumps as a knight, over anything in its way
    Given the Chakra position "8/8/3P1p1k/8/2PNP3/2PPP3/8/1K6 w - - 1"
    Then the legal moves of the piece on d4 are "d4b3 d4b5 d4c2 d4c6 d4e2 d4e6 d4f3 d4f5"

  @source:000:2-6 @source:002:36-44
  Scenario Outline: Black's pieces move the same way
    Given the Chakra position "<position>"
    Then the legal moves of the piece on e5 are "<moves>"

    Examples:
      | piece   | position                          | moves                                                                 |
      | King    | 8/8/8/4k3/8/3P4/8/K7 b - - 1      | e5d4 e5d5 e5d6 e5e6 e5f4 e5f5 e5f6                                     |
      | Samurai | k7/8/8/4s2P/8/8/8/K7 b - - 1      | e5a5 e5b5 e5c5 e5d5 e5f5 e5g5 e5xh5 e5e1 e5e2 e5e3 e5e4 e5e6 e5e7 e5e8 e5d4 e5d6 e5f4 e5f6 |
      | Monk    | k7/8/8/4m3/8/8/1P6/K7 b - - 1     | e5d4 e5c3 e5xb2 e5f4 e5g3 e5h2 e5d6 e5c7 e5b8 e5f6 e5g7 e5h8 e5d5 e5f5 e5e4 e5e6 |
      | Monkey  | k7/8/8/4n3/8/8/8/K7 b - - 1       | e5c4 e5c6 e5d3 e5d7 e5f3 e5f7 e5g4 e5g6                               |
