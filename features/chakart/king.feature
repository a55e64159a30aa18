@chakart @ruling:K4
Feature: The king — Peach throws a shell
  The king steps one square in any direction, as in chess, but never castles. Once in the
  game each side's king may throw a shell instead of moving: along one of the eight lines,
  any distance, it flies over empty squares, mushrooms, eggs and an unseen queen, and stops
  at the first other thing. If that is an enemy piece, the enemy's marker, a banana or a bomb,
  the shell removes it (ruling K8: only that object, nothing around it); if it is one of the
  king's own pieces, there is no shell that way. The king does not move. Like the queen's
  power, the shell belongs to the side: a king won by promotion may throw it while it is
  unused. A king Bowser holds can neither move nor throw.

  @source:004:41 @source:004:43 @ruling:K4
  Scenario: The shell takes an enemy piece from afar, and the king stays where it is
    Given the Chakart position "4k3/8/4r3/8/8/8/8/4K3 w 0 {"flags":"1111"}"
    Then the legal moves of the piece on e1 are "Ke1-d1 Ke1-d2 Ke1-e2 Ke1-f2 Ke1-f1 Ke1^e6"
    When White plays "Ke1^e6"
    Then e6 is empty
    And e1 holds a White king
    And White's shell is used up
    And the position is "4k3/8/8/8/8/8/8/4K3 b 1 {"flags":"0111"}"

  @source:004:41 @ruling:K4
  Scenario: The shell flies over a mushroom and an egg; an own piece closes the line
    Up the e-file the shell passes the mushroom and the egg and hits the knight on e5, not
    the rook behind it. The own pawn on f2 closes that diagonal; the other lines hold no
    enemy.
    Given the Chakart position "4k3/4r3/8/4n3/8/4e3/4mP2/4K3 w 0 {"flags":"1111"}"
    Then the legal moves of the piece on e1 are "Ke1-d1 Ke1-d2 Ke1xe2 Ke1-f1 Ke1^e5"

  @source:004:41 @ruling:K4 @ruling:K8
  Scenario Outline: A shell that meets a banana or a bomb removes that object only
    Given the Chakart position "4k3/4r3/8/8/4<object>3/8/8/4K3 w 0 {"flags":"1111"}"
    Then the legal moves of the piece on e1 are "Ke1-d1 Ke1-d2 Ke1-e2 Ke1-f2 Ke1-f1 Ke1^e4"
    When White plays "Ke1^e4"
    Then e4 is empty
    And e7 holds a Black rook
    And the position is "4k3/4r3/8/8/8/8/8/4K3 b 1 {"flags":"0111"}"

    Examples:
      | object | what     |
      | d      | a banana |
      | w      | a bomb   |

  @source:004:42 @ruling:K4
  Scenario: Once in the game only
    White's shell is used up (flags 0111).
    Given the Chakart position "4k3/8/4r3/8/8/8/8/4K3 w 0 {"flags":"0111"}"
    Then the legal moves of the piece on e1 are "Ke1-d1 Ke1-d2 Ke1-e2 Ke1-f2 Ke1-f1"

  @source:004:41 @ruling:K4
  Scenario: Black's king throws its shell in the same way
    Given the Chakart position "4k3/8/8/8/8/8/8/B3K3 b 4 {"flags":"1111"}"
    Then the legal moves of the piece on e8 are "Ke8-d8 Ke8-d7 Ke8-e7 Ke8-f7 Ke8-f8 Ke8^e1"
    When Black plays "Ke8^e1"
    Then the game is over: Black wins: White has no king left

  @source:004:42 @ruling:K4 @ruling:K7
  Scenario: A king won by promotion may throw the side's shell while it is unused
    After b8=K White has two kings; each may throw the shell, but only one shell is thrown.
    The pawn's mushroom on b7 does not stop the new king's shell.
    Given the Chakart position "7k/1P6/8/8/8/1n6/8/r3K3 w 0 {"flags":"1111"}"
    When White plays "Pb7-b8=K"
    And Black plays "Kh8-h7"
    Then "Ke1^a1" is legal
    And "Kb8^b3" is legal
    When White plays "Kb8^b3"
    And Black plays "Kh7-h8"
    Then "Ke1^a1" is not legal
    And White's shell is used up

  @ruling:K4 @ruling:K6
  Scenario: A king held by Bowser can neither move nor throw its shell
    The White king is immobilized (the letter L): White has only the pawn's step.
    Given the Chakart position "4k3/8/4r3/8/8/8/P7/4L3 w 0 {"flags":"1111"}"
    Then the piece on e1 has no legal moves
    And the legal moves are "Pa2-a3 Pa2-a4"

  @source:004:46
  Scenario: The king cannot castle
    The squares between king and rooks are empty, yet the king only steps; the shell finds no
    enemy on any line.
    Given the Chakart position "r3k2r/8/8/8/8/8/3PPP2/R3K2R w 0 {"flags":"1111"}"
    Then the legal moves of the piece on e1 are "Ke1-d1 Ke1-f1"
    And "Ke1-g1" is not legal
    And "Ke1-c1" is not legal

  @ruling:K2
  Scenario: There is no check: a king may step onto an attacked square
    The black rook holds the d-file and the second rank; the king may still go there.
    Given the Chakart position "4k3/8/8/8/8/8/3r4/4K3 w 0 {"flags":"0111"}"
    Then the legal moves of the piece on e1 are "Ke1-d1 Ke1xd2 Ke1-e2 Ke1-f2 Ke1-f1"
