@chakart @ruling:K5
Feature: Objects — mushrooms, bananas and bombs change the move
  The four objects the pieces leave behind alter the move played, mostly at random. Any
  piece may end a move on an object; the object is used up, and acts on the piece that
  landed. A mushroom sends a king or a pawn one square further the same way and a knight one
  more jump the same way, when that square is on the board and holds nothing, an object, a
  marker or the enemy's unseen queen (which is then taken); otherwise, and for the sliders,
  it does nothing. A banana pushes the piece one square in a random orthogonal direction, a
  bomb in a random diagonal one, among the directions that stay on the board; whatever
  stands there is taken, even a piece of the mover's own colour. An object reached this way
  acts in its turn, so effects chain; each object acts once, and a piece may end on the
  square it started from. The random directions are outcomes the scenario fixes (`push:n`).
  Eggs are the subject of their own feature.

  @source:004:63 @ruling:K5
  Scenario: A king on a mushroom goes one square further
    Given the Chakart position "4k3/8/8/8/8/8/4m3/4K3 w 0 {"flags":"1111"}"
    When White plays "Ke1xe2"
    Then e3 holds a White king
    And e2 is empty
    And the position is "4k3/8/8/8/8/4K3/8/8 b 1 {"flags":"1111"}"

  @source:004:63 @ruling:K5
  Scenario: A pawn on a mushroom goes one square further, and still leaves its own mushroom
    Given the Chakart position "4k3/8/8/8/8/4m3/4P3/4K3 w 0 {"flags":"1111"}"
    When White plays "Pe2xe3"
    Then e4 holds a White pawn
    And e2 holds a mushroom
    And the position is "4k3/8/8/8/4P3/8/4m3/4K3 b 1 {"flags":"1111"}"

  @source:004:63 @ruling:K5
  Scenario: After a double step the pawn goes on by one square, not two
    Given the Chakart position "4k3/8/8/8/4m3/8/4P3/4K3 w 0 {"flags":"1111"}"
    When White plays "Pe2xe4"
    Then e5 holds a White pawn
    And e3 holds a mushroom
    And the position is "4k3/8/8/4P3/8/4m3/8/4K3 b 1 {"flags":"1111"}"

  @source:004:64 @ruling:K5
  Scenario: A knight on a mushroom jumps another time in the same direction
    Given the Chakart position "4k3/8/8/8/8/2m5/8/1N2K3 w 0 {"flags":"1111"}"
    When White plays "Nb1xc3"
    Then d5 holds a White knight
    And c3 is empty
    And b1 holds an egg
    And the position is "4k3/8/8/3N4/8/8/8/1e2K3 b 1 {"flags":"1111"}"

  @source:004:64 @ruling:K5
  Scenario: "If possible": a jump off the board does not happen, and the mushroom is used up
    Given the Chakart position "4k3/8/8/8/8/7m/8/4K1N1 w 0 {"flags":"1111"}"
    When White plays "Ng1xh3"
    Then the position is "4k3/8/8/8/8/7N/8/4K1e1 b 1 {"flags":"1111"}"

  @source:004:63 @ruling:K5
  Scenario: A mushroom never carries a piece onto another piece
    The square beyond the mushroom holds a black pawn: the king stays on e2 and takes
    nothing.
    Given the Chakart position "4k3/8/8/8/8/4p3/4m3/4K3 w 0 {"flags":"1111"}"
    When White plays "Ke1xe2"
    Then e2 holds a White king
    And e3 holds a Black pawn
    And the position is "4k3/8/8/8/8/4p3/4K3/8 b 1 {"flags":"1111"}"

  @ruling:K4 @ruling:K5
  Scenario: A mushroom may carry a piece onto the enemy's unseen queen, which is taken
    Black's queen went invisibly to e3 (Black's marker is on a8). White's king lands on the
    mushroom on e2 and goes on to e3, where it takes the hidden queen.
    Given the Chakart position "?3k3/8/8/8/8/4i3/4m3/4K3 w 5 {"flags":"1110"}"
    When White plays "Ke1xe2"
    Then e3 holds a White king
    And there is no marker
    And the position is "4k3/8/8/8/8/4K3/8/8 b 6 {"flags":"1110"}"

  @source:004:66 @ruling:K5
  Scenario Outline: Mushrooms do nothing to the sliders
    The slider stops on the mushroom, which is used up.
    Given the Chakart position "4k3/8/8/8/3m4/8/8/<first>K3 w 0 {"flags":"1111"}"
    When White plays "<move>" with the outcomes "<laid>"
    Then d4 holds a White <piece>
    And the position is "<after>"

    Examples:
      | piece  | first | move   | laid   | after                                        |
      | queen  | 3Q    | Qd1xd4 |        | 4k3/8/8/8/3Q4/8/8/4K3 b 1 {"flags":"1111"}   |
      | rook   | 3R    | Rd1xd4 | lay:c5 | 4k3/8/8/2d5/3R4/8/8/4K3 b 1 {"flags":"1111"} |
      | bishop | B3    | Ba1xd4 | lay:d5 | 4k3/8/8/3w4/3B4/8/8/4K3 b 1 {"flags":"1111"} |

  @source:004:69 @ruling:K5
  Scenario: A banana pushes the piece one square orthogonally, at random
    Given the Chakart position "4k3/8/8/8/4d3/4K3/8/8 w 0 {"flags":"1111"}"
    Then the possible outcomes of "Ke3xe4" are "push:n push:s push:e push:w"
    When White plays "Ke3xe4" with the outcome "push:w"
    Then d4 holds a White king
    And e4 is empty
    And the position is "4k3/8/8/8/3K4/8/8/8 b 1 {"flags":"1111"}"

  @source:004:69 @source:004:70 @ruling:K5
  Scenario: A bomb pushes the piece one square diagonally, at random
    Given the Chakart position "4k3/8/8/8/4w3/4K3/8/8 w 0 {"flags":"1111"}"
    Then the possible outcomes of "Ke3xe4" are "push:ne push:nw push:se push:sw"
    When White plays "Ke3xe4" with the outcome "push:ne"
    Then the position is "4k3/8/8/5K2/8/8/8/8 b 1 {"flags":"1111"}"

  @source:004:69 @source:004:70 @ruling:K5
  Scenario Outline: The push only goes where the board goes
    Given the Chakart position "4k3/8/8/8/8/8/8/<first>K6 w 0 {"flags":"1111"}"
    Then the possible outcomes of "Kb1xa1" are "<outcomes>"

    Examples:
      | first | object on a1 | outcomes      |
      | d     | a banana     | push:n push:e |
      | w     | a bomb       | push:ne       |

  @source:004:70 @source:004:71 @ruling:K5
  Scenario: The pushed piece takes what stands there, even a piece of its own colour
    Given the Chakart position "4k3/8/8/4N3/4dp2/4K3/8/8 w 0 {"flags":"1111"}"
    When White plays "Ke3xe4" with the outcome "push:n"
    Then e5 holds a White king
    And the position is "4k3/8/8/4K3/5p2/8/8/8 b 1 {"flags":"1111"}"

  @source:004:70 @source:004:71 @ruling:K5
  Scenario: The pushed piece takes an enemy piece in the same way
    Given the Chakart position "4k3/8/8/4N3/4dp2/4K3/8/8 w 0 {"flags":"1111"}"
    When White plays "Ke3xe4" with the outcome "push:e"
    Then f4 holds a White king
    And the position is "4k3/8/8/4N3/5K2/8/8/8 b 1 {"flags":"1111"}"

  @ruling:K4 @ruling:K5
  Scenario: A piece pushed onto the enemy's marker ends there, and the marker goes
    Black's queen made its invisible move from e5 to a1.
    Given the Chakart position "4k3/8/8/4?3/4d3/4K3/8/i7 w 5 {"flags":"1110"}"
    When White plays "Ke3xe4" with the outcome "push:n"
    Then e5 holds a White king
    And there is no marker
    And the position is "4k3/8/8/4K3/8/8/8/q7 b 6 {"flags":"1110"}"

  @source:004:78 @ruling:K5
  Scenario: A piece may be pushed back onto the square it started from
    Given the Chakart position "4k3/8/8/8/4d3/4K3/8/8 w 0 {"flags":"1111"}"
    When White plays "Ke3xe4" with the outcome "push:s"
    Then e3 holds a White king
    And e4 is empty
    And the position is "4k3/8/8/8/8/4K3/8/8 b 1 {"flags":"1111"}"

  @source:004:79 @ruling:K5
  Scenario: Each object acts once: brought back to a used-up banana, the piece stays
    The king lands on the banana on e4 and is pushed north onto the bomb on e5, which sends
    it south-east onto the banana on f4, which pushes it west: back to e4, where the banana
    is already used up. The king stays there.
    Given the Chakart position "4k3/8/8/4w3/4dd2/4K3/8/8 w 0 {"flags":"1111"}"
    When White plays "Ke3xe4" with the outcomes "push:n push:se push:w"
    Then e4 holds a White king
    And the position is "4k3/8/8/8/4K3/8/8/8 b 1 {"flags":"1111"}"

  @source:004:58 @source:004:59 @source:004:74
  Scenario: The same move can turn out many ways
    Before the rules page's example move, the pawn taking the banana on e4 might be pushed
    four ways; pushed north it finds the mushroom on e5 and goes on to the bomb on e6, which
    sends it one of four diagonal ways. Seven endings in all.
    Given the Chakart position "rn1b2qk/pbpp1ppp/1w2wp2/1p1Rm3/3PdnPr/4PPd1/PPP1m2P/NNB1KRQB w 1 {"flags":"1111"}"
    Then the possible outcomes of "Pf3xe4" are "push:n,push:ne push:n,push:nw push:n,push:se push:n,push:sw push:s push:e push:w"

  @source:004:74 @source:004:75 @source:004:76 @source:004:77 @source:004:83 @source:004:84 @source:004:86 @source:004:87 @source:004:89
  Scenario: The rules page's chain: banana, mushroom, bomb, and the pawn takes its own rook
    The page's left diagram. It says Black is to move, but the move shown, fxe4, is White's
    pawn's: here White is to move. The pawn takes the banana on e4, which pushes it north to
    e5; the mushroom there sends it on to e6, where the bomb pushes it south-west to d5,
    taking White's own rook. The page's caption says the pawn ends on d6, but its text and
    its right diagram put it on d5, as here. The engine also leaves the pawn's mushroom on
    f3, which the right diagram leaves out; and after White's move Black is to move, though
    that diagram says White.
    Given the Chakart position "rn1b2qk/pbpp1ppp/1w2wp2/1p1Rm3/3PdnPr/4PPd1/PPP1m2P/NNB1KRQB w 1 {"flags":"1111"}"
    When White plays "Pf3xe4" with the outcomes "push:n push:sw"
    Then the effects of the last decision read "Pf3xe4: leaves a mushroom on f3; banana, pushed n to e5; mushroom, on to e6; bomb, pushed sw to d5, takes the white rook"
    And d5 holds a White pawn
    And f3 holds a mushroom
    And e4 is empty
    And e5 is empty
    And e6 is empty
    And the position is "rn1b2qk/pbpp1ppp/1w3p2/1p1P4/3P1nPr/4Pmd1/PPP1m2P/NNB1KRQB b 2 {"flags":"1111"}"
