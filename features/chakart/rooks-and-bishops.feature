@chakart @ruling:K3 @ruling:K4
Feature: Rooks and bishops — Donkey lays bananas, Wario lays bombs
  Rooks and bishops slide as in chess. Objects change their way (ruling K3): they glide over
  mushrooms and eggs as over empty squares, but a banana or a bomb stops them like a piece;
  they may end on any object, and on an enemy piece. A rook lays a banana on one of the four
  squares diagonally next to where it ended, chosen at random; a bishop lays a bomb on one
  of the four squares orthogonally next to it. Only squares on the board that hold no piece
  qualify: an empty square, or one with an object (which the new one replaces) or a marker.
  With none, nothing is laid. Which square it is, is a random outcome the scenario fixes
  (`lay:e5`). When it lays is ruling K11: once the chain of effects is over, if that chain
  ended with the piece itself arriving on a square — by its own move, by a push, or by being
  dropped there by Toadette — or with an egg that opens a further decision (Daisy, King Boo,
  Toadette), in which case the object is laid before that decision. A chain that ends with
  Koopa, Bowser, Chomp, Luigi or Waluigi lays nothing.

  @source:004:28 @source:004:29 @ruling:K4
  Scenario: A rook lays a banana on a square diagonally next to where it arrives
    Given the Chakart position "4k3/8/8/8/8/8/8/3RK3 w 0 {"flags":"1111"}"
    Then the possible outcomes of "Rd1-d4" are "lay:c3 lay:c5 lay:e3 lay:e5"
    When White plays "Rd1-d4" with the outcome "lay:e5"
    Then e5 holds a banana
    And d4 holds a White rook
    And the position is "4k3/8/8/4d3/3R4/8/8/4K3 b 1 {"flags":"1111"}"

  @source:004:32 @source:004:33 @ruling:K4
  Scenario: A bishop lays a bomb on a square orthogonally next to where it arrives
    Given the Chakart position "4k3/8/8/8/8/8/8/2B1K3 w 0 {"flags":"1111"}"
    Then the possible outcomes of "Bc1-f4" are "lay:e4 lay:g4 lay:f3 lay:f5"
    When White plays "Bc1-f4" with the outcome "lay:g4"
    Then g4 holds a bomb
    And the position is "4k3/8/8/8/5Bw1/8/8/4K3 b 1 {"flags":"1111"}"

  @source:004:28 @source:004:32 @ruling:K4
  Scenario: Black's rook and bishop lay their objects in the same way
    Given the Chakart position "r1b1k3/8/8/8/8/8/8/4K3 b 0 {"flags":"1111"}"
    When Black plays "Ra8-a5" with the outcome "lay:b6"
    Then b6 holds a banana
    When White plays "Ke1-d1"
    And Black plays "Bc8-f5" with the outcome "lay:f4"
    Then f4 holds a bomb
    And the position is "4k3/8/1d6/r4b2/5w2/8/8/3K4 w 3 {"flags":"1111"}"

  @source:004:29 @ruling:K4
  Scenario: "If possible": with no free diagonal neighbour the rook lays nothing
    In the corner the rook's one diagonal neighbour, b2, holds a pawn.
    Given the Chakart position "4k3/8/8/8/R7/8/1P6/4K3 w 0 {"flags":"1111"}"
    Then "Ra4-a1" draws no outcome
    When White plays "Ra4-a1"
    Then the position is "4k3/8/8/8/8/8/1P6/R3K3 b 1 {"flags":"1111"}"

  @source:004:33 @ruling:K4
  Scenario: "If possible": with no free orthogonal neighbour the bishop lays nothing
    The bishop's neighbours in the corner, a2 and b1, hold a pawn and a knight.
    Given the Chakart position "4k3/8/8/8/8/2B5/P7/1N2K3 w 0 {"flags":"1111"}"
    Then "Bc3-a1" draws no outcome
    When White plays "Bc3-a1"
    Then the position is "4k3/8/8/8/8/8/P7/BN2K3 b 1 {"flags":"1111"}"

  @source:004:28 @ruling:K4
  Scenario: The banana may fall on a square with an object, which it replaces, but never on a piece
    Around d4, pieces stand on c3, c5 and e3; the egg on e5 is the only place left.
    Given the Chakart position "4k3/8/8/2n1e3/8/2P1P3/8/3RK3 w 0 {"flags":"1111"}"
    Then the possible outcomes of "Rd1-d4" are "lay:e5"
    When White plays "Rd1-d4" with the outcome "lay:e5"
    Then e5 holds a banana
    And the position is "4k3/8/8/2n1d3/3R4/2P1P3/8/4K3 b 1 {"flags":"1111"}"

  @ruling:K4
  Scenario: The banana may fall on the enemy's marker, which goes
    Black's queen went unseen from e5 to a1; its marker on e5 is one of the squares open to
    the banana.
    Given the Chakart position "4k3/8/8/4?3/8/8/8/i2RK3 w 5 {"flags":"1110"}"
    Then the possible outcomes of "Rd1-d4" are "lay:c3 lay:c5 lay:e3 lay:e5"
    When White plays "Rd1-d4" with the outcome "lay:e5"
    Then e5 holds a banana
    And there is no marker
    And the position is "4k3/8/8/4d3/3R4/8/8/q3K3 b 6 {"flags":"1110"}"

  @ruling:K3
  Scenario: A rook glides over a mushroom and an egg, and a banana stops it
    The rook may end on the mushroom, on the egg or on the banana, but not beyond the banana.
    Its own king closes the first rank.
    Given the Chakart position "4k3/8/8/d7/8/e7/m7/RK6 w 0 {"flags":"1111"}"
    Then the legal moves of the piece on a1 are "Ra1xa2 Ra1xa3 Ra1-a4 Ra1xa5"

  @ruling:K3
  Scenario: A bishop glides over a mushroom and an egg; a bomb or a piece stops it
    Towards a4 the bishop passes the mushroom and the egg and may take the black pawn;
    towards h5 the bomb on f3 is as far as it goes.
    Given the Chakart position "4k3/8/8/8/p7/1e3w2/2m5/3B3K w 0 {"flags":"1111"}"
    Then the legal moves of the piece on d1 are "Bd1xc2 Bd1xb3 Bd1xa4 Bd1-e2 Bd1xf3"

  @source:004:28 @ruling:K4 @ruling:K5
  Scenario: The banana is laid next to where the rook ends, after every effect of its move
    The rook lands on the banana on d4 and is pushed east to e4; only then does it lay its
    own banana, next to e4.
    Given the Chakart position "4k3/8/8/8/3d4/8/8/3RK3 w 0 {"flags":"1111"}"
    Then the possible outcomes of "Rd1xd4" after "push:e" are "lay:d3 lay:d5 lay:f3 lay:f5"
    When White plays "Rd1xd4" with the outcomes "push:e lay:f5"
    Then e4 holds a White rook
    And f5 holds a banana
    And d4 is empty
    And the position is "4k3/8/8/5d2/4R3/8/8/4K3 b 1 {"flags":"1111"}"

  @source:004:28 @source:004:105 @ruling:K6 @ruling:K11
  Scenario: Koopa sends the rook back, and it lays no banana
    Given the Chakart position "4k3/8/8/8/3e4/8/8/3RK3 w 0 {"flags":"1111"}"
    Then the possible outcomes of "Rd1xd4" after "egg:koopa" are ""
    When White plays "Rd1xd4" with the outcome "egg:koopa"
    Then d1 holds a White rook
    And the position is "4k3/8/8/8/8/8/8/3RK3 b 1 {"flags":"1111"}"

  @source:004:32 @source:004:117 @ruling:K6 @ruling:K11
  Scenario: A bishop that Bowser holds lays no bomb
    Given the Chakart position "4k3/8/8/8/5e2/8/8/2B1K3 w 0 {"flags":"1111"}"
    Then the possible outcomes of "Bc1xf4" after "egg:bowser" are ""
    When White plays "Bc1xf4" with the outcome "egg:bowser"
    Then the White bishop on f4 is immobilized
    And the position is "4k3/8/8/8/5C2/8/8/4K3 b 1 {"flags":"1111"}"

  @source:004:28 @source:004:120 @source:004:121 @ruling:K6 @ruling:K8 @ruling:K11
  Scenario: After Luigi or Waluigi the rook lays no banana, whichever piece changed colour
    Luigi may turn Black's rook on a8; Waluigi White's pawn on a2 or the rook itself. In
    none of these cases is a banana laid.
    Given the Chakart position "r3k3/8/8/8/3e4/8/P7/3RK3 w 0 {"flags":"1111"}"
    Then the possible outcomes of "Rd1xd4" after "egg:luigi" are "colour:a8"
    And the possible outcomes of "Rd1xd4" after "egg:waluigi" are "colour:a2 colour:d4"
    When White plays "Rd1xd4" with the outcomes "egg:waluigi colour:d4"
    Then d4 holds a Black rook
    And the position is "r3k3/8/8/8/3r4/8/P7/4K3 b 1 {"flags":"1111"}"

  @source:004:28 @source:004:102 @source:004:107 @source:004:115 @ruling:K6 @ruling:K11
  Scenario Outline: An egg that opens a further decision: the rook lays its banana first
    Given the Chakart position "4k3/8/8/8/3e4/8/8/3RK3 w 0 {"flags":"1111"}"
    Then the possible outcomes of "Rd1xd4" after "<drawn>" are "lay:c3 lay:c5 lay:e3 lay:e5"
    When White plays "Rd1xd4" with the outcomes "<drawn> lay:e5"
    Then e5 holds a banana
    And White must <next>
    And the position is "<position>"

    Examples:
      | egg      | drawn                    | next            | position                                                        |
      | Daisy    | egg:daisy                | play again      | 4k3/8/8/4d3/3R4/8/8/4K3 w 0 {"flags":"1111","phase":"bonus"}  |
      | King Boo | egg:kingboo              | swap two pieces | 4k3/8/8/4d3/3R4/8/8/4K3 w 0 {"flags":"1111","phase":"swap"}   |
      | Toadette | egg:toadette toadette:n  | drop a knight   | 4k3/8/8/4d3/3R4/8/8/4K3 w 0 {"flags":"1111","phase":"drop:n"} |

  @source:004:32 @source:004:107 @ruling:K6 @ruling:K11
  Scenario: A bishop that Toadette brings lays its bomb where it is dropped
    Given the Chakart position "4k3/8/8/8/8/2e5/8/1N2K3 w 0 {"flags":"1111"}"
    When White plays "Nb1xc3" with the outcomes "egg:toadette toadette:b"
    Then White must drop a bishop
    And the possible outcomes of "B@e5" are "lay:e4 lay:e6 lay:d5 lay:f5"
    When White plays "B@e5" with the outcome "lay:e6"
    Then e6 holds a bomb
    And the turn passes to Black
    And the position is "4k3/8/4w3/4B3/8/2N5/8/1e2K3 b 1 {"flags":"1111"}"
