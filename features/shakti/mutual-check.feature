@shakti @ruling:S6
Feature: The mutual check rule — the Kings never see each other
  The two Kings may never see one another along a rank, file or diagonal with nothing but
  holes between them, and no player may bring that about: not with a King's move, and not
  with the tile a warrior's jump removes. So a King protects a warrior he sees: the other
  King may not take it, for he would then stand in the first King's sight.

  @source:001:15
  Scenario: A King may not move into the other King's sight
    Over the hole d5 the black King sees d4, but from there only the hole d3 would lie
    between the Kings. East, e6 is seen by the warrior on c4 across the hole d5.
    Given the Shakti position "x5x/3k3/3x2w/2W4/3x3/3K3/x5x b 1"
    Then Black is not in check
    And the legal moves of the piece on d6 are "d6c6 d6c7 d6d7 d6e5 d6e7"
    And "d6d4" is not legal

  @source:001:15 @source:001:19
  Scenario: A warrior may not remove the last tile between the Kings
    The vacant tile d4 keeps the Kings apart. The warrior on c4 may stop on it, but not jump
    over it to e4: removing d4 would leave only holes between d2 and d6.
    Given the Shakti position "x5x/3k3/3x2w/2W4/3x3/3K3/x5x w 1"
    Then the legal moves of the piece on c4 are "c4a2/b3 c4a4/b4 c4a6/b5 c4b3 c4b4 c4b5 c4c2/c3 c4c3 c4c5 c4c6/c5 c4d4 c4e2 c4e6 c4f1/e2 c4f7/e6"
    And "c4e4/d4" is not legal

  @source:001:14 @source:001:16 @ruling:S3
  Scenario: A King protects his warrior (the lost diagram, reconstructed)
    The warrior on d5 checks the black King. The white King sees it across the hole d4, so
    taking it would put the Kings in sight of each other. The warrior also sees c5, e5, c6
    and e6, the warrior on f7 sees e7, and c7 is a hole: the black King must move to d7.
    Given the Shakti position "x1x2Wx/3k3/3W3/3x3/3K3/w6/x5x b 1"
    Then Black is in check
    And the legal moves are "d6d7"
    And "d6xd5" is not legal
    When Black plays "d6d7"
    Then the position is "x1xk1Wx/7/3W3/3x3/3K3/w6/x5x w 2"
    And White is not in check
