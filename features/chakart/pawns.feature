@chakart @ruling:K3 @ruling:K4
Feature: Pawns — Toad leaves a mushroom behind
  A pawn moves as in chess: one square straight ahead, two from its first two ranks, and
  diagonally forward to take. Every pawn move leaves a "turbo" mushroom: on the square the
  pawn left after a single step, on the square it passed over after a double step. Chakart's
  objects change what a pawn may do (ruling K3): it may step straight onto an object, take
  an object diagonally as it would take a piece, and pass over a mushroom or an egg (not a
  banana, a bomb or a piece) in its double step. There is no en passant.

  @source:004:20 @ruling:K4
  Scenario: A single step leaves a mushroom on the square the pawn left
    Given the Chakart position "4k3/8/8/8/8/8/4P3/4K3 w 0 {"flags":"1111"}"
    When White plays "Pe2-e3"
    Then e2 holds a mushroom
    And e3 holds a White pawn
    And the position is "4k3/8/8/8/8/4P3/4m3/4K3 b 1 {"flags":"1111"}"

  @source:004:21 @ruling:K4
  Scenario: A double step leaves the mushroom on the square passed over
    Given the Chakart position "4k3/8/8/8/8/8/4P3/4K3 w 0 {"flags":"1111"}"
    When White plays "Pe2-e4"
    Then e3 holds a mushroom
    And e2 is empty
    And the position is "4k3/8/8/8/4P3/4m3/8/4K3 b 1 {"flags":"1111"}"

  @source:004:20 @source:004:21 @ruling:K4
  Scenario: Black's pawns leave their mushrooms in the same way
    Given the Chakart position "4k3/3pp3/8/8/8/8/8/4K3 b 0 {"flags":"1111"}"
    When Black plays "Pd7-d5"
    Then d6 holds a mushroom
    When White plays "Ke1-d1"
    And Black plays "Pe7-e6"
    Then e7 holds a mushroom
    And the position is "4k3/4m3/3mp3/3p4/8/8/8/3K4 w 3 {"flags":"1111"}"

  @source:004:21 @ruling:K3
  Scenario Outline: The double step passes over a mushroom or an egg, not over a banana, a bomb or a piece
    The pawn may always step onto the object itself; a piece in front stops it altogether.
    Given the Chakart position "4k3/8/8/8/8/4<third>3/4P3/4K3 w 0 {"flags":"1111"}"
    Then the legal moves of the piece on e2 are "<moves>"

    Examples:
      | third | what on e3     | moves         |
      | m     | a mushroom     | Pe2xe3 Pe2-e4 |
      | e     | an egg         | Pe2xe3 Pe2-e4 |
      | d     | a banana       | Pe2xe3        |
      | w     | a bomb         | Pe2xe3        |
      | n     | a black knight |               |
      | N     | a white knight |               |

  @source:004:21 @ruling:K3 @ruling:K4
  Scenario: A double step over a mushroom leaves the mushroom there
    Given the Chakart position "4k3/8/8/8/8/4m3/4P3/4K3 w 0 {"flags":"1111"}"
    When White plays "Pe2-e4"
    Then e3 holds a mushroom
    And e4 holds a White pawn
    And e2 is empty

  @ruling:K3
  Scenario: A pawn may step twice from either of its first two ranks
    A White pawn on the first rank (a swap by King Boo can put one there) may step one or two
    squares, as may a pawn on the second rank; the pawn on c3 only one.
    Given the Chakart position "4k3/8/8/8/8/2P5/3P4/4PK2 w 0 {"flags":"1111"}"
    Then the legal moves of the piece on e1 are "Pe1-e2 Pe1-e3"
    And the legal moves of the piece on d2 are "Pd2-d3 Pd2-d4"
    And the legal moves of the piece on c3 are "Pc3-c4"
    When White plays "Pe1-e3"
    Then e2 holds a mushroom
    And e1 is empty

  @source:004:15 @source:004:65 @ruling:K3
  Scenario: A pawn takes pieces diagonally, never straight ahead
    Ahead of the pawn stands a black knight, which blocks it. Diagonally it may take the
    black rook on d5, but not its own knight on f5.
    Given the Chakart position "4k3/8/8/3rnN2/4P3/8/8/4K3 w 0 {"flags":"1111"}"
    Then the legal moves of the piece on e4 are "Pe4xd5"
    And "Pe4xf5" is not legal

  @source:004:65 @ruling:K3
  Scenario: Pawns "eat" objects diagonally, and may step straight onto one
    A bomb, a mushroom and a banana stand in front of the pawn: all three are within reach.
    Given the Chakart position "4k3/8/8/3wmd2/4P3/8/8/4K3 w 0 {"flags":"1111"}"
    Then the legal moves of the piece on e4 are "Pe4xd5 Pe4xe5 Pe4xf5"

  @source:004:65 @ruling:K3
  Scenario: A diagonal step onto an empty square is no move
    Given the Chakart position "4k3/8/8/8/4P3/8/8/4K3 w 0 {"flags":"1111"}"
    Then the legal moves of the piece on e4 are "Pe4-e5"

  @source:004:46 @source:004:65 @source:004:63
  Scenario: No en passant: taking the mushroom a double step left is not taking the pawn
    Black's pawn steps from d7 to d5 past White's pawn on e5 and leaves a mushroom on d6.
    White may take that mushroom diagonally, but the black pawn on d5 stays where it is;
    the mushroom sends the white pawn on the same diagonal to c7.
    Given the Chakart position "7k/3p4/8/4P3/8/8/8/K7 b 7 {"flags":"1111"}"
    When Black plays "Pd7-d5"
    Then the legal moves of the piece on e5 are "Pe5-e6 Pe5xd6"
    When White plays "Pe5xd6"
    Then d5 holds a Black pawn
    And c7 holds a White pawn
    And the position is "7k/2P5/8/3pm3/8/8/8/K7 b 9 {"flags":"1111"}"
