@chakart @ruling:K6 @ruling:G4
Feature: The phases of a turn, and the random outcomes it draws
  A turn begins with the main decision: a move, the queen's invisible move or the king's
  shell. Its effects run to the end of their chain; then a rook or a bishop lays its object
  when ruling K11 says so (see the rooks and bishops feature); then, if an egg asked for it,
  the turn goes on with a further decision by the same player: a move with any piece
  (Daisy), a swap (King Boo), a drop (Toadette), or the choice of a promoted piece. A
  further decision with nothing to decide is skipped. Only then does the turn pass, and only
  then is the end of the game judged (ruling K13); the position string names the phase while
  the turn goes on. Every
  random outcome a decision draws is part of it, as the scenario fixes it (ruling G4): an
  outcome that cannot occur there, one missing or one too many, and the decision is refused.
  A side with nothing to do passes (ruling K2).

  @source:004:115 @ruling:K6
  Scenario: Daisy keeps the turn with the same player, and a bonus move may find another egg
    The knight's bonus move takes it back to b1, onto the egg it left there: Daisy again.
    Only after the third decision does the turn pass.
    Given the Chakart position "4k3/8/8/8/8/2e5/8/1N2K3 w 0 {"flags":"1111"}"
    When White plays "Nb1xc3" with the outcome "egg:daisy"
    Then White must play again
    And the position is "4k3/8/8/8/8/2N5/8/1e2K3 w 0 {"flags":"1111","phase":"bonus"}"
    When White plays "Nc3xb1" with the outcome "egg:daisy"
    Then White must play again
    And the position is "4k3/8/8/8/8/2e5/8/1N2K3 w 0 {"flags":"1111","phase":"bonus"}"
    When White plays "Ke1-d1"
    Then the turn passes to Black
    And the position is "4k3/8/8/8/8/2e5/8/1N1K4 b 1 {"flags":"1111"}"

  @source:004:102 @source:004:107 @ruling:K6 @ruling:K11
  Scenario: The position string names the swap and the drop still to come
    The dropped bishop lays its bomb next to h8 (ruling K11).
    Given the Chakart position "4k3/8/8/8/8/2e5/8/1N2K3 w 0 {"flags":"1111"}"
    When White plays "Nb1xc3" with the outcomes "egg:toadette toadette:b"
    Then White must drop a bishop
    And the position is "4k3/8/8/8/8/2N5/8/1e2K3 w 0 {"flags":"1111","phase":"drop:b"}"
    When White plays "B@h8" with the outcome "lay:g8"
    Then the turn passes to Black
    And g8 holds a bomb

  @source:004:102 @ruling:K6
  Scenario: In the middle of a turn only the decision it waits for is accepted
    Given the Chakart position "4k3/8/8/8/8/2e5/8/1N2K3 w 0 {"flags":"1111"}"
    When White plays "Nb1xc3" with the outcome "egg:kingboo"
    Then White must swap two pieces
    And the position is "4k3/8/8/8/8/2N5/8/1e2K3 w 0 {"flags":"1111","phase":"swap"}"
    And the game rejects "Ke1-d2"
    And the game rejects "Nc3-d5"
    And the game rejects "pass"
    When White plays "e1<>e8"
    Then the turn passes to Black
    And the position is "4K3/8/8/8/8/2N5/8/1e2k3 b 1 {"flags":"1111"}"

  @source:004:102 @ruling:K6 @ruling:K2
  Scenario: A swap with no pair to swap is skipped, and a side that cannot move passes
    Both kings are held by Bowser (L and l): King Boo finds only the knight to swap, so the
    turn passes at once, and White's king is free again. Black's king is still held and it
    has no other piece: Black must pass. After that turn Black's king is free.
    Given the Chakart position "7l/8/8/8/8/2e5/8/1N2L3 w 0 {"flags":"1111"}"
    Then the legal moves are "Nb1-a3 Nb1xc3 Nb1-d2"
    When White plays "Nb1xc3" with the outcome "egg:kingboo"
    Then the turn passes to Black
    And the position is "7l/8/8/8/8/2N5/8/1e2K3 b 1 {"flags":"1111"}"
    And the legal moves are "pass"
    When Black plays "pass"
    Then the turn passes to White
    And the position is "7k/8/8/8/8/2N5/8/1e2K3 w 2 {"flags":"1111"}"

  @ruling:K2
  Scenario: Nobody passes who has something to do
    Given the Chakart start position with randomness 0
    Then "pass" is not legal

  @source:004:28 @ruling:G4
  Scenario: A decision is refused when its outcomes do not fit it
    The rook's banana can only fall diagonally next to d4, and it must be named.
    Given the Chakart position "4k3/8/8/8/8/8/8/3RK3 w 0 {"flags":"1111"}"
    Then the game refuses "Rd1-d4" without outcomes
    And the game refuses "Rd1-d4" with the outcome "lay:d5"
    And the game refuses "Rd1-d4" with the outcome "push:n"
    And the game refuses "Rd1-d4" with the outcomes "lay:c3 lay:c5"
    When White plays "Rd1-d4" with the outcome "lay:c3"
    Then the last decision drew "lay:c3"

  @source:004:69 @ruling:G4
  Scenario: A banana cannot push diagonally, nor an egg be drawn where there is none
    Given the Chakart position "4k3/8/8/8/4d3/4K3/8/8 w 0 {"flags":"1111"}"
    Then the game refuses "Ke3xe4" with the outcome "push:ne"
    And the game refuses "Ke3xe4" with the outcome "egg:daisy"
    And the game refuses "Ke3xe4" with the outcomes "push:n push:n"

  @ruling:G4
  Scenario: Outcomes fixed beforehand are used by the next decision
    Given the Chakart position "rn1b2qk/pbpp1ppp/1w2wp2/1p1Rm3/3PdnPr/4PPd1/PPP1m2P/NNB1KRQB w 1 {"flags":"1111"}"
    And the next outcomes are "push:n push:sw"
    When White plays "Pf3xe4"
    Then the last decision drew "push:n push:sw"
    And d5 holds a White pawn
