@shakti @ruling:S5
Feature: Check — a warrior that sees the enemy King
  A King is in check when an enemy warrior sees him: the warrior stands next to him, or
  only holes lie between them. Check is a matter of sight alone, so a warrior gives check
  even when it is pinned (its jump would expose its own King), and a King standing on a
  warrior's second tile is not in check, the vacant tile between blocking the sight. No move may leave the own King in check;
  since tiles are never put back, only the King can answer a check.

  @source:001:11 @source:001:12 @ruling:S3
  Scenario: A check from a distance needs no protection (the lost diagram, reconstructed)
    The warrior jumps to d4, removing c3, and sees the black King across the holes d5 and
    d6. The King in check may only step to an adjacent tile, so he can never reach the
    warrior: it needs no protection. Black's own warrior cannot help.
    Given the Shakti position "x2k2x/1w1x3/3x3/7/7/1W5/x4Kx w 1"
    When White plays "b2d4/c3"
    Then Black is in check
    And the legal moves are "d7c6 d7c7 d7e6 d7e7"
    And "d7xd4" is not legal

  @source:001:21
  Scenario: A warrior that steps next to the King gives check
    The warrior cannot take the King (warriors never capture); it restricts him. Nothing
    protects it on c6, so the King may take it.
    Given the Shakti position "x2k2x/3xx2/2Wx3/7/7/1K5/x5x w 1"
    Then White is not in check
    When White plays "c5c6"
    Then Black is in check
    And the legal moves are "d7e7 d7xc6"

  @ruling:S6
  Scenario: A pinned warrior still gives check
    White's warrior on b3 is pinned: jumping to d3 would remove c3, the last tile between
    the black warrior on c5 and the white King on c1. It sees the black King across the
    hole b4 all the same.
    Given the Shakti position "x5x/7/1kw4/1xx4/1W5/2x4/x1K3x b 1"
    Then Black is in check
    And the legal moves are "b5a5 b5a6 b5b6 b5c6"
    And "b5a4" is not legal

  @ruling:S6
  Scenario: The King may not step into the sight of a pinned warrior
    Given the Shakti position "xk4x/1x5/1xw4/2x4/1W4W/2x4/x1K3x w 1"
    Then "b3d3/c3" is not legal
    When White plays "g3g4"
    Then Black is not in check
    And the legal moves of the piece on b7 are "b7a6 b7c6 b7c7"
    And "b7b4" is not legal

  @source:001:18 @source:001:20
  Scenario: A King on a warrior's second tile is not in check
    The vacant tile d5 lies between the warrior on d4 and the black King on d6: the
    vacancy condition for the jump fails, and so does the check. The King may go anywhere
    around him but to d5 and c5, which the warrior sees.
    Given the Shakti position "x5x/3k3/4w2/3W1x1/7/7/xK4x w 1"
    When White plays "b1c1"
    Then Black is not in check
    And the legal moves of the piece on d6 are "d6c6 d6c7 d6d7 d6e6 d6e7"
