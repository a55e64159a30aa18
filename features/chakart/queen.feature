@chakart @ruling:K4
Feature: The queen — Mario's invisible move
  Once in the game each side's queen may make a stealth move: a move that takes nothing, to
  an empty square (no piece, no object; the enemy's marker does not count, ruling K9). The opponent only learns that a queen
  moved: a marker of the queen's colour is left on the square it came from, and the queen
  stands unseen on its new square until the opponent has made one move. While the queen is
  hidden its square looks empty to the opponent: enemy pieces may end there (and so take
  it), sliders and shells fly over it, and a pawn may step straight onto it but cannot take
  it diagonally. The marker is only a sign (ruling K9): it stops no slider and no pawn, no
  pawn takes it diagonally, and a piece may pass over it or end on it, which removes it; only
  a shell stops at it. The queen is seen again, and the marker goes, as part of the
  opponent's first decision after her move (ruling K10): that decision still finds her
  hidden, but whatever else the opponent's turn brings (a bonus move, a swap, a drop, a
  promotion choice) finds a queen like any other. The power belongs to the side, not to one
  queen: a queen won by promotion may use it if it is still unused. The flags of the
  position string say which powers are left.

  @source:004:36 @source:004:37 @ruling:K4
  Scenario: The invisible move leaves a marker behind and hides the queen
    Given the Chakart position "4k3/8/8/8/8/8/8/3QK3 w 5 {"flags":"1111"}"
    When White plays "Qd1~d5"
    Then the White queen on d5 is invisible
    And the marker is on d1
    And White's invisible move is used up
    And White's shell is still available
    And the position is "4k3/8/8/3I4/8/8/8/3?K3 b 6 {"flags":"1011"}"

  @source:004:37 @ruling:K4
  Scenario: Only to an empty square, never taking anything
    Up the file the queen may take the mushroom on d2 or the black pawn on d3 with an
    ordinary move, but not invisibly; along the first rank every square is empty and may be
    reached either way.
    Given the Chakart position "4k3/8/8/8/8/3p4/2PmP3/3QK3 w 0 {"flags":"1111"}"
    Then the legal moves of the piece on d1 are "Qd1xd2 Qd1xd3 Qd1-c1 Qd1~c1 Qd1-b1 Qd1~b1 Qd1-a1 Qd1~a1"
    And "Qd1~d2" is not legal
    And "Qd1~d3" is not legal

  @source:004:37 @ruling:K4 @ruling:K9 @ruling:K10
  Scenario: The invisible move may end on the enemy's marker, which goes
    Black's queen moved invisibly last turn: she stands unseen on a8 and her marker on d5.
    The marker never stands in White's way, so White's queen may end her own invisible move
    on d5; the marker goes, and Black's queen is seen again as part of this first decision.
    Given the Chakart position "i3k3/8/8/3?4/8/8/8/3QK3 w 5 {"flags":"1110"}"
    When White plays "Qd1~d5"
    Then the effects of the last decision read "Qd1~d5, the marker goes: the queen on a8 is seen again"
    And the White queen on d5 is invisible
    And the position is "q3k3/8/8/3I4/8/8/8/3?K3 b 6 {"flags":"1010"}"

  @source:004:36 @ruling:K4
  Scenario: Once in the game only
    White's invisible move is used up (flags 1011): the queen has its ordinary moves only.
    Given the Chakart position "4k3/8/8/8/8/3p4/2PmP3/3QK3 w 0 {"flags":"1011"}"
    Then the legal moves of the piece on d1 are "Qd1xd2 Qd1xd3 Qd1-c1 Qd1-b1 Qd1-a1"

  @source:004:36 @source:004:37 @ruling:K4
  Scenario: Black's queen has the same power
    Given the Chakart position "3qk3/8/8/8/8/8/8/4K3 b 3 {"flags":"1111"}"
    When Black plays "Qd8~a5"
    Then the Black queen on a5 is invisible
    And the marker is on d8
    And the position is "3?k3/8/8/i7/8/8/8/4K3 w 4 {"flags":"1110"}"

  @source:004:37 @ruling:K4
  Scenario: The queen is seen again once the opponent has made one move
    Given the Chakart position "4k3/8/8/8/8/8/8/3QK3 w 5 {"flags":"1111"}"
    When White plays "Qd1~d5"
    And Black plays "Ke8-f8"
    Then the White queen on d5 is seen
    And there is no marker
    And the position is "5k2/8/8/3Q4/8/8/8/4K3 w 7 {"flags":"1011"}"

  @source:004:37 @source:004:115 @ruling:K4 @ruling:K6 @ruling:K10
  Scenario: The queen is seen again with the opponent's first decision, though the turn goes on
    Black's knight finds Daisy in the egg on f3 and Black moves again. The queen was seen
    again as part of that first decision: during the bonus move she is in plain sight and
    her marker is gone.
    Given the Chakart position "4k3/8/8/8/8/5e2/8/3QK1n1 w 5 {"flags":"1111"}"
    When White plays "Qd1~a4"
    And Black plays "Ng1xf3" with the outcome "egg:daisy"
    Then Black must play again
    And the White queen on a4 is seen
    And there is no marker
    And the position is "4k3/8/8/8/Q7/5n2/8/4K1e1 b 6 {"flags":"1011","phase":"bonus"}"
    When Black plays "Ke8-d8"
    Then the turn passes to White
    And the White queen on a4 is seen
    And the position is "3k4/8/8/8/Q7/5n2/8/4K1e1 w 7 {"flags":"1011"}"

  @source:004:37 @source:004:115 @ruling:K6 @ruling:K10
  Scenario: A slider passes the hidden queen in the first decision, and stops at her in the bonus move
    In Black's first decision the queen on d5 still looks like an empty square to the rook
    on d8, which could run down to the marker on d1. Daisy's bonus move comes after that
    first decision: the rook now finds a queen on d5, which it may take but not pass.
    Given the Chakart position "3rk3/8/8/8/8/5e2/8/3QK1n1 w 5 {"flags":"1111"}"
    When White plays "Qd1~d5"
    Then the legal moves of the piece on d8 are "Rd8-d7 Rd8-d6 Rd8xd5 Rd8-d4 Rd8-d3 Rd8-d2 Rd8-d1 Rd8-c8 Rd8-b8 Rd8-a8"
    When Black plays "Ng1xf3" with the outcome "egg:daisy"
    Then Black must play again
    And the White queen on d5 is seen
    And there is no marker
    And the legal moves of the piece on d8 are "Rd8-d7 Rd8-d6 Rd8xd5 Rd8-c8 Rd8-b8 Rd8-a8"
    When Black plays "Rd8xd5" with the outcome "lay:e6"
    Then the turn passes to White
    And the position is "4k3/8/4d3/3r4/8/5n2/8/4K1e1 w 7 {"flags":"1011"}"

  @source:004:37 @source:004:102 @ruling:K6 @ruling:K10
  Scenario: King Boo's swap comes after the first decision: the queen, seen again, may be swapped
    White's knight finds King Boo in the egg on c3. Black's queen, unseen on d5 while the
    knight moved, is in sight for the swap: she may change places with any piece but the
    Black rook Bowser holds on h1; the White pawn on e7 still may not go to h8, its last
    rank.
    Given the Chakart position "3?3k/4P3/8/3i4/8/2e5/8/KN5u w 5 {"flags":"1110"}"
    When White plays "Nb1xc3" with the outcome "egg:kingboo"
    Then White must swap two pieces
    And the Black queen on d5 is seen
    And there is no marker
    And the legal moves are "a1<>c3 a1<>d5 a1<>e7 a1<>h8 c3<>d5 c3<>e7 c3<>h8 d5<>e7 d5<>h8"
    When White plays "d5<>e7"
    Then e7 holds a Black queen
    And d5 holds a White pawn
    And the turn passes to Black

  @source:004:37 @source:004:107 @source:004:120 @ruling:K6 @ruling:K10
  Scenario: Toadette's drop comes after the first decision: Luigi may then turn the queen
    Black's knight finds Toadette, who brings a knight; Black drops it on the egg the first
    knight left on g1 and draws Luigi. The White queen was seen again with Black's first
    decision, so she is the one White piece Luigi may turn.
    Given the Chakart position "4k3/8/8/8/8/5e2/8/3QK1n1 w 5 {"flags":"1111"}"
    When White plays "Qd1~a4"
    And Black plays "Ng1xf3" with the outcomes "egg:toadette toadette:n"
    Then Black must drop a knight
    And the White queen on a4 is seen
    And there is no marker
    And the possible outcomes of "N@g1" after "egg:luigi" are "colour:a4"
    When Black plays "N@g1" with the outcomes "egg:luigi colour:a4"
    Then a4 holds a Black queen
    And the turn passes to White
    And the position is "4k3/8/8/8/q7/5n2/8/4K1n1 w 7 {"flags":"1011"}"

  @source:004:37 @source:004:63 @source:004:120 @ruling:K7 @ruling:K10
  Scenario: A promotion choice comes after the first decision: the queen is seen by then
    White's pawn takes the mushroom on e7 and goes on to the egg on e8, where it waits for
    White's choice. Black's queen, unseen on h1 during the pawn's move, is seen for the
    choice: the egg's Luigi, drawn with the choice, may turn her.
    Given the Chakart position "k3e3/4m3/4P3/8/7?/8/8/4K2i w 5 {"flags":"1110"}"
    When White plays "Pe6xe7"
    Then White must choose what the pawn on e8 becomes
    And the Black queen on h1 is seen
    And there is no marker
    And the possible outcomes of "=N" after "egg:luigi" are "colour:h1"
    When White plays "=N" with the outcomes "egg:luigi colour:h1"
    Then h1 holds a White queen
    And the turn passes to Black
    And the position is "k3N3/8/4m3/8/8/8/8/4K2Q b 6 {"flags":"1110"}"

  @source:004:37 @ruling:K4
  Scenario: To the opponent the hidden queen's square looks empty: a slider passes it or takes it
    Black's rook on d8 may stop on d5, taking the unseen queen, or fly over it down to the
    marker on d1, which it may also reach: a marker is neither an obstacle nor a target. The
    move onto the queen's square is written with "x", as it takes a piece.
    Given the Chakart position "3rk3/8/8/8/8/8/8/3QK3 w 5 {"flags":"1111"}"
    When White plays "Qd1~d5"
    Then the legal moves of the piece on d8 are "Rd8-d7 Rd8-d6 Rd8xd5 Rd8-d4 Rd8-d3 Rd8-d2 Rd8-d1 Rd8-c8 Rd8-b8 Rd8-a8"
    When Black plays "Rd8xd5" with the outcome "lay:e6"
    Then d5 holds a Black rook
    And the position is "4k3/8/4d3/3r4/8/8/8/4K3 w 7 {"flags":"1011"}"

  @source:004:37 @ruling:K3 @ruling:K4
  Scenario: A pawn may step onto the hidden queen, but not take it diagonally
    Given the Chakart position "4k3/8/2pp4/8/8/8/8/3QK3 w 5 {"flags":"1111"}"
    When White plays "Qd1~d5"
    Then the legal moves of the piece on d6 are "Pd6xd5"
    And the legal moves of the piece on c6 are "Pc6-c5"
    When Black plays "Pd6xd5"
    Then d5 holds a Black pawn
    And d6 holds a mushroom
    And the position is "4k3/8/2pm4/3p4/8/8/8/4K3 w 7 {"flags":"1011"}"

  @ruling:K3 @ruling:K4
  Scenario: A pawn's double step passes the hidden queen and leaves no mushroom under it
    The mushroom would go on the square passed over, but the unseen queen stands there: the
    pawn leaves none at all.
    Given the Chakart position "3k4/3p4/8/8/8/8/8/3QK3 w 5 {"flags":"1111"}"
    When White plays "Qd1~d6"
    Then the legal moves of the piece on d7 are "Pd7xd6 Pd7-d5"
    When Black plays "Pd7-d5"
    Then the White queen on d6 is seen
    And d7 is empty
    And the position is "3k4/8/3Q4/3p4/8/8/8/4K3 w 7 {"flags":"1011"}"

  @ruling:K3 @ruling:K4
  Scenario: A marker does not stop a pawn's double step; the pawn's mushroom takes its place
    Black's queen went unseen from e3 to h3. White's pawn steps over the marker, and leaves
    its mushroom there; at the end of White's turn the queen is seen again.
    Given the Chakart position "4k3/8/8/8/8/4?2i/4P3/4K3 w 5 {"flags":"1110"}"
    Then the legal moves of the piece on e2 are "Pe2-e3 Pe2-e4"
    When White plays "Pe2-e4"
    Then e3 holds a mushroom
    And there is no marker
    And the position is "4k3/8/8/8/4P3/4m2q/8/4K3 b 6 {"flags":"1110"}"

  @ruling:K3 @ruling:K4 @ruling:K9
  Scenario: The marker blocks nothing: a slider passes over it, a pawn steps onto it and it goes
    Black's queen went unseen from d4 to a1. White's rook on h4 runs along the fourth rank
    over the marker; the pawn on d3 may step onto it, while the pawn on e3 may not take it
    diagonally. The pawn that ends on d4 removes the marker.
    Given the Chakart position "4k3/8/8/8/3?3R/3PP3/8/i3K3 w 5 {"flags":"1110"}"
    Then the legal moves of the piece on h4 are "Rh4-g4 Rh4-f4 Rh4-e4 Rh4-d4 Rh4-c4 Rh4-b4 Rh4-a4 Rh4-h5 Rh4-h6 Rh4-h7 Rh4-h8 Rh4-h3 Rh4-h2 Rh4-h1"
    And the legal moves of the piece on d3 are "Pd3-d4"
    And the legal moves of the piece on e3 are "Pe3-e4"
    When White plays "Pd3-d4"
    Then d4 holds a White pawn
    And d3 holds a mushroom
    And there is no marker
    And the position is "4k3/8/8/8/3P3R/3mP3/8/q3K3 b 6 {"flags":"1110"}"

  @source:004:37 @ruling:K4
  Scenario: A shell flies over the hidden queen and stops at its marker, which it removes
    Black's king throws its shell down the d-file: the unseen queen on d5 does not stop it;
    White's marker on d1 does, and goes.
    Given the Chakart position "3k4/8/8/8/8/8/8/3QK3 w 5 {"flags":"1111"}"
    When White plays "Qd1~d5"
    Then the legal moves of the piece on d8 are "Kd8-c8 Kd8-c7 Kd8-d7 Kd8-e7 Kd8-e8 Kd8^d1"
    When Black plays "Kd8^d1"
    Then d1 is empty
    And Black's shell is used up
    And the White queen on d5 is seen
    And the position is "3k4/8/8/3Q4/8/8/8/4K3 w 7 {"flags":"1001"}"

  @source:004:38 @ruling:K4 @ruling:K7
  Scenario: A queen won by promotion has the invisible move if it is still unused
    Given the Chakart position "k7/4P3/8/8/8/8/8/4K3 w 0 {"flags":"1111"}"
    When White plays "Pe7-e8=Q"
    And Black plays "Ka8-a7"
    Then "Qe8~e5" is legal
    And "Qe8-e5" is legal

  @source:004:38 @ruling:K4 @ruling:K7
  Scenario: A queen won by promotion has no invisible move once the side has used it
    Given the Chakart position "k7/4P3/8/8/8/8/8/4K3 w 0 {"flags":"1011"}"
    When White plays "Pe7-e8=Q"
    And Black plays "Ka8-a7"
    Then "Qe8~e5" is not legal
    And "Qe8-e5" is legal
