@chakart @ruling:K6
Feature: Eggs — eight surprises, good and bad
  A move that ends on an egg (the egg is used up) draws one of eight outcomes, each as likely
  as the others: four good ones and four bad ones, in pairs. King Boo lets the mover swap any
  two pieces on the board; Koopa sends the piece back to where its last hop began; Toadette
  brings a random new piece (queen, rook, knight, bishop or king) that the mover drops on a
  square holding no piece; Chomp eats the piece; Daisy gives the mover another move with any
  piece; Bowser holds the piece so that it cannot move on its owner's next turn (a held
  piece that Luigi or Waluigi turns sits out its new owner's next turn, ruling K12); Luigi
  turns a random enemy piece to the mover's colour, and Waluigi one of the mover's own
  pieces to the enemy's — possibly the very piece that moved (ruling K8). Kings never
  change colour, and neither does an unseen queen or a pawn on its own first rank. The
  chain of effects stops at the egg. The scenario fixes the draw (`egg:daisy`), and for
  Toadette, Luigi and Waluigi the draw that follows it (`toadette:q`, `colour:a8`).

  @source:004:95 @source:004:96 @source:004:97 @ruling:K6
  Scenario: A move ending on an egg draws one of eight outcomes
    Given the Chakart position "4k3/8/8/8/8/2e5/8/1N2K3 w 0 {"flags":"1111"}"
    Then the possible first outcomes of "Nb1xc3" are "egg:kingboo egg:koopa egg:toadette egg:chomp egg:daisy egg:bowser egg:luigi egg:waluigi"

  @source:004:102 @ruling:K6
  Scenario: King Boo — the mover swaps two pieces, of any colours
    Given the Chakart position "4k3/8/8/8/8/2e5/8/1N2K3 w 0 {"flags":"1111"}"
    When White plays "Nb1xc3" with the outcome "egg:kingboo"
    Then White must swap two pieces
    And the legal moves are "e1<>c3 e1<>e8 c3<>e8"
    When White plays "c3<>e8"
    Then e8 holds a White knight
    And c3 holds a Black king
    And the turn passes to Black
    And the position is "4N3/8/8/8/8/2k5/8/1e2K3 b 1 {"flags":"1111"}"

  @source:004:102 @ruling:K6
  Scenario: King Boo leaves out held pieces, and never puts a pawn on its last rank
    Black's rook on h1 is held by Bowser: it cannot be swapped. The White pawn on e7 may
    change places with any piece but the king on h8, whose square is the pawn's last rank.
    (An unseen queen is never met in a swap: she is seen again with the opponent's first
    decision, ruling K10; see the queen feature.)
    Given the Chakart position "7k/4P3/8/8/8/2e5/8/KN5u w 0 {"flags":"1111"}"
    When White plays "Nb1xc3" with the outcome "egg:kingboo"
    Then the legal moves are "a1<>c3 a1<>e7 a1<>h8 c3<>e7 c3<>h8"

  @source:004:105 @ruling:K6
  Scenario: Koopa — the piece goes back, and the egg the knight left there is gone
    Given the Chakart position "4k3/8/8/8/8/2e5/8/1N2K3 w 0 {"flags":"1111"}"
    When White plays "Nb1xc3" with the outcome "egg:koopa"
    Then b1 holds a White knight
    And c3 is empty
    And the position is "4k3/8/8/8/8/8/8/1N2K3 b 1 {"flags":"1111"}"

  @source:004:105 @ruling:K5 @ruling:K6
  Scenario: Koopa undoes the last hop only: after a push, back to where the push began
    The king lands on the banana on e4, is pushed north onto the egg on e5 and Koopa sends it
    back to e4, not to e3 where it started.
    Given the Chakart position "4k3/8/8/4e3/4d3/4K3/8/8 w 0 {"flags":"1111"}"
    When White plays "Ke3xe4" with the outcomes "push:n egg:koopa"
    Then e4 holds a White king
    And the position is "4k3/8/8/8/4K3/8/8/8 b 1 {"flags":"1111"}"

  @source:004:107 @ruling:K6
  Scenario: Toadette — a new piece, drawn at random, dropped by the mover
    The new piece may go on any square without a piece, the egg the knight left included.
    Given the Chakart position "4k3/8/8/8/8/2e5/8/1N2K3 w 0 {"flags":"1111"}"
    Then the possible outcomes of "Nb1xc3" after "egg:toadette" are "toadette:q toadette:r toadette:n toadette:b toadette:k"
    When White plays "Nb1xc3" with the outcomes "egg:toadette toadette:q"
    Then White must drop a queen
    And "Q@e5" is legal
    And "Q@b1" is legal
    And "Q@c3" is not legal
    And "Q@e8" is not legal
    When White plays "Q@e5"
    Then e5 holds a White queen
    And the turn passes to Black
    And the position is "4k3/8/8/4Q3/8/2N5/8/1e2K3 b 1 {"flags":"1111"}"

  @source:004:107 @source:004:108 @ruling:K4 @ruling:K6 @ruling:K11
  Scenario: A piece dropped on a banana is pushed; a dropped rook then lays its banana
    The rook's chain ends with the push carrying it to e5: it lays next to e5.
    Given the Chakart position "4k3/8/8/8/4d3/2e5/8/1N2K3 w 0 {"flags":"1111"}"
    When White plays "Nb1xc3" with the outcomes "egg:toadette toadette:r"
    Then White must drop a rook
    And the possible first outcomes of "R@e4" are "push:n push:s push:e push:w"
    And the possible outcomes of "R@e4" after "push:n" are "lay:d4 lay:d6 lay:f4 lay:f6"
    When White plays "R@e4" with the outcomes "push:n lay:f6"
    Then e5 holds a White rook
    And f6 holds a banana
    And the position is "4k3/8/5d2/4R3/8/2N5/8/1e2K3 b 1 {"flags":"1111"}"

  @source:004:107 @source:004:108 @ruling:K6 @ruling:K8
  Scenario: A piece dropped on an egg draws again; Koopa then does nothing
    The knight lands on c3 and Toadette brings a knight, which White drops on the egg the
    first knight left on b1. Koopa has no hop to undo: the new knight stays, and leaves no
    egg, since it did not move.
    Given the Chakart position "4k3/8/8/8/8/2e5/8/1N2K3 w 0 {"flags":"1111"}"
    When White plays "Nb1xc3" with the outcomes "egg:toadette toadette:n"
    And White plays "N@b1" with the outcome "egg:koopa"
    Then b1 holds a White knight
    And the position is "4k3/8/8/8/8/2N5/8/1N2K3 b 1 {"flags":"1111"}"

  @source:004:107 @source:004:108 @ruling:K5 @ruling:K6
  Scenario: A piece dropped on a mushroom goes nowhere, and the mushroom is used up
    Toadette brings a second king for White.
    Given the Chakart position "4k3/8/8/8/8/2e5/4m3/1N2K3 w 0 {"flags":"1111"}"
    When White plays "Nb1xc3" with the outcomes "egg:toadette toadette:k"
    And White plays "K@e2"
    Then e2 holds a White king
    And the position is "4k3/8/8/8/8/2N5/4K3/1e2K3 b 1 {"flags":"1111"}"

  @source:004:112 @ruling:K6
  Scenario: Chomp — the piece is eaten
    Given the Chakart position "4k3/8/8/8/8/2e5/8/1N2K3 w 0 {"flags":"1111"}"
    When White plays "Nb1xc3" with the outcome "egg:chomp"
    Then c3 is empty
    And b1 holds an egg
    And the position is "4k3/8/8/8/8/8/8/1e2K3 b 1 {"flags":"1111"}"

  @source:004:112 @ruling:K4 @ruling:K6
  Scenario: A rook that Chomp eats lays no banana
    Given the Chakart position "4k3/8/8/8/3e4/8/8/3RK3 w 0 {"flags":"1111"}"
    Then the possible outcomes of "Rd1xd4" after "egg:chomp" are ""
    When White plays "Rd1xd4" with the outcome "egg:chomp"
    Then the position is "4k3/8/8/8/8/8/8/4K3 b 1 {"flags":"1111"}"

  @source:004:112 @source:004:113 @ruling:K2 @ruling:K6
  Scenario: Chomp eats Peach: bad luck, the game is over
    Given the Chakart position "4k3/8/8/8/8/8/4e3/4K3 w 0 {"flags":"1111"}"
    When White plays "Ke1xe2" with the outcome "egg:chomp"
    Then the game is over: Black wins: White has no king left
    And the game rejects "Ke8-d8"

  @source:004:115 @ruling:K6
  Scenario: Daisy — the mover plays again, with any piece
    Given the Chakart position "4k3/8/8/8/8/2e5/8/1N2K3 w 0 {"flags":"1111"}"
    When White plays "Nb1xc3" with the outcome "egg:daisy"
    Then White must play again
    And "Nc3-d5" is legal
    And "Ke1-d2" is legal
    When White plays "Nc3-d5"
    Then c3 holds an egg
    And the turn passes to Black
    And the position is "4k3/8/8/3N4/8/2e5/8/1e2K3 b 1 {"flags":"1111"}"

  @source:004:117 @source:004:118 @ruling:K6
  Scenario: Bowser — the piece may not move on its owner's next turn, and is free after it
    The held knight is written O. On White's next turn it has no move; once that turn is
    over it may move again.
    Given the Chakart position "4k3/8/8/8/8/2e5/8/1N2K3 w 0 {"flags":"1111"}"
    When White plays "Nb1xc3" with the outcome "egg:bowser"
    Then the White knight on c3 is immobilized
    And the position is "4k3/8/8/8/8/2O5/8/1e2K3 b 1 {"flags":"1111"}"
    When Black plays "Ke8-d8"
    Then the piece on c3 has no legal moves
    When White plays "Ke1-d1"
    Then the White knight on c3 is free to move
    When Black plays "Kd8-c8"
    Then "Nc3-d5" is legal

  @source:004:117 @source:004:118 @source:004:120 @ruling:K6 @ruling:K12
  Scenario: A held piece Luigi turns sits out its new owner's next turn
    Black's rook on a1 is held by Bowser (u): it was to sit out Black's next turn. Luigi
    turns it White during White's turn; it stays held through White's next turn, and is
    free once that turn is over.
    Given the Chakart position "4k3/8/8/8/8/2e5/8/uN2K3 w 0 {"flags":"1111"}"
    Then the possible outcomes of "Nb1xc3" after "egg:luigi" are "colour:a1"
    When White plays "Nb1xc3" with the outcomes "egg:luigi colour:a1"
    Then the White rook on a1 is immobilized
    And the position is "4k3/8/8/8/8/2N5/8/Ue2K3 b 1 {"flags":"1111"}"
    When Black plays "Ke8-d8"
    Then the piece on a1 has no legal moves
    When White plays "Ke1-d2"
    Then the White rook on a1 is free to move
    When Black plays "Kd8-c8"
    Then "Ra1-a4" is legal

  @source:004:117 @source:004:118 @source:004:121 @ruling:K6 @ruling:K12
  Scenario: A held piece Waluigi turns sits out its new owner's next turn
    White's rook on h1 is held by Bowser (U) during this White turn. Waluigi turns it Black:
    it stays held through Black's next turn, and is free once that turn is over.
    Given the Chakart position "4k3/8/8/8/8/2e5/8/1N2K2U w 0 {"flags":"1111"}"
    When White plays "Nb1xc3" with the outcomes "egg:waluigi colour:h1"
    Then the Black rook on h1 is immobilized
    And the position is "4k3/8/8/8/8/2N5/8/1e2K2u b 1 {"flags":"1111"}"
    And the piece on h1 has no legal moves
    When Black plays "Ke8-d8"
    Then the Black rook on h1 is free to move
    When White plays "Ke1-d2"
    Then "Rh1-h4" is legal

  @source:004:120 @ruling:K6 @ruling:K8
  Scenario: Luigi — a random enemy piece changes colour, never a king, an unseen queen or a pawn on its first rank
    Black's pieces: the king on e8, the rook on a8, pawns on h7 and h8 (h8 is a Black pawn's
    first rank) and the queen, unseen on d5. Only the rook and the pawn on h7 may be drawn.
    Given the Chakart position "r2?k2p/7p/8/3i4/8/2e5/8/1N2K3 w 5 {"flags":"1110"}"
    Then the possible outcomes of "Nb1xc3" after "egg:luigi" are "colour:a8 colour:h7"
    And the game refuses "Nb1xc3" with the outcomes "egg:luigi colour:e8"
    And the game refuses "Nb1xc3" with the outcomes "egg:luigi colour:h8"
    And the game refuses "Nb1xc3" with the outcomes "egg:luigi colour:d5"
    When White plays "Nb1xc3" with the outcomes "egg:luigi colour:a8"
    Then a8 holds a White rook
    And the position is "R3k2p/7p/8/3q4/8/2N5/8/1e2K3 b 6 {"flags":"1110"}"

  @source:004:120 @ruling:K6 @ruling:K8
  Scenario: Luigi finds nothing to turn when the enemy has only its king
    Given the Chakart position "4k3/8/8/8/8/2e5/8/1N2K3 w 0 {"flags":"1111"}"
    Then the possible outcomes of "Nb1xc3" after "egg:luigi" are ""
    When White plays "Nb1xc3" with the outcome "egg:luigi"
    Then the position is "4k3/8/8/8/8/2N5/8/1e2K3 b 1 {"flags":"1111"}"

  @source:004:121 @ruling:K6 @ruling:K8
  Scenario: Waluigi — one of the mover's pieces changes colour, possibly the one that moved
    White's pawn on a1 stands on its first rank and the king never changes colour: the pawn
    on a2 or the knight itself may be drawn.
    Given the Chakart position "4k3/8/8/8/8/2e5/P7/PN2K3 w 0 {"flags":"1111"}"
    Then the possible outcomes of "Nb1xc3" after "egg:waluigi" are "colour:a2 colour:c3"
    When White plays "Nb1xc3" with the outcomes "egg:waluigi colour:c3"
    Then c3 holds a Black knight
    And the position is "4k3/8/8/8/8/2n5/P7/Pe2K3 b 1 {"flags":"1111"}"

  @source:004:121 @source:004:124 @source:004:125 @source:004:127 @source:004:128 @source:004:131 @source:004:132 @ruling:K2 @ruling:K4 @ruling:K8 @ruling:K11
  Scenario: The rules page's Waluigi: Black's own queen turns White and takes the king
    The page's two diagrams. Black's rook takes the egg on f6; Waluigi turns Black's queen on
    g8 white. The page's right diagram also shows a banana on g7, laid by the rook; but a
    rook whose chain ends with Waluigi lays nothing (ruling K11), so the mushroom on g7
    stays, and that is the only difference from the diagram. With f8 now empty, the new
    White queen reaches c8 along the back rank and takes Black's only king.
    Given the Chakart position "erk2rq1/1m2e1m1/mppmne1m/p1BpppPp/mm1P1QbP/1Nmnw1dm/e1mP2d1/1BwR1RKN b 1 {"flags":"1111"}"
    When Black plays "Rf8xf6" with the outcomes "egg:waluigi colour:g8"
    Then the effects of the last decision read "Rf8xf6: egg, Waluigi; the queen on g8 turns white"
    And g8 holds a White queen
    And g7 holds a mushroom
    And the position is "erk3Q1/1m2e1m1/mppmnr1m/p1BpppPp/mm1P1QbP/1Nmnw1dm/e1mP2d1/1BwR1RKN w 2 {"flags":"1111"}"
    When White plays "Qg8xc8"
    Then the game is over: White wins: Black has no king left
