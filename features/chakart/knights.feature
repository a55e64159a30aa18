@chakart @ruling:K4
Feature: Knights — Yoshi leaves an egg behind
  A knight jumps as in chess, over anything in its way. Whenever it leaves a square it lays a
  surprise egg there, whatever it lands on. The egg waits for the next piece that ends a move
  on it (see the eggs feature). A knight that lands on a mushroom jumps once more the same
  way (see the objects feature).

  @source:004:24 @ruling:K4
  Scenario: A knight leaves an egg on the square it jumped from
    Given the Chakart position "4k3/8/8/8/8/8/8/4K1N1 w 0 {"flags":"1111"}"
    Then the legal moves of the piece on g1 are "Ng1-e2 Ng1-f3 Ng1-h3"
    When White plays "Ng1-f3"
    Then g1 holds an egg
    And f3 holds a White knight
    And the position is "4k3/8/8/8/8/5N2/8/4K1e1 b 1 {"flags":"1111"}"

  @source:004:24 @ruling:K4
  Scenario: A knight that takes a piece leaves its egg too
    Given the Chakart position "4k3/8/8/4p3/8/5N2/8/4K3 w 0 {"flags":"1111"}"
    When White plays "Nf3xe5"
    Then e5 holds a White knight
    And f3 holds an egg
    And the position is "4k3/8/8/4N3/8/5e2/8/4K3 b 1 {"flags":"1111"}"

  @source:004:24 @ruling:K4
  Scenario: A Black knight leaves its egg on its start square as well
    Given the Chakart position "4k1n1/8/8/8/8/8/8/4K3 b 0 {"flags":"1111"}"
    When Black plays "Ng8-f6"
    Then g8 holds an egg
    And f6 holds a Black knight

  @source:004:15 @ruling:K3
  Scenario: A knight jumps over pieces and objects alike, and may land on an object
    The knight on b1 is hemmed in by a pawn, a mushroom, a bomb and a banana; it still
    reaches a3 and c3, and d2, where another banana lies.
    Given the Chakart position "4k3/8/8/8/8/8/PmwdP3/1Nd1K3 w 0 {"flags":"1111"}"
    Then the legal moves of the piece on b1 are "Nb1-a3 Nb1-c3 Nb1xd2"

  @source:004:24 @source:004:25 @ruling:K4 @ruling:K6
  Scenario: A knight may land on the egg another knight left
    The egg the first knight leaves on g1 is the second knight's target: the move lands on
    an egg, so it draws one of the egg's outcomes (here Bowser, which holds the knight).
    Given the Chakart position "4k3/8/8/8/8/7N/8/4K1N1 w 0 {"flags":"1111"}"
    When White plays "Ng1-f3"
    And Black plays "Ke8-d8"
    Then the legal moves of the piece on h3 are "Nh3xg1 Nh3-f2 Nh3-f4 Nh3-g5"
    When White plays "Nh3xg1" with the outcome "egg:bowser"
    Then the White knight on g1 is immobilized
    And h3 holds an egg
