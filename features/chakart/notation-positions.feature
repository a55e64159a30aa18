@chakart @ruling:K4 @ruling:G4
Feature: Positions and decisions as text — the home site's position string
  A Chakart position is written as the variant's home site writes it, and as the rules page's
  diagrams carry it: the rows from rank 8 down, separated by slashes, a digit for a run of
  empty squares; then the side to move (w or b), the number of turns played, and a JSON
  object whose "flags" say which powers are left (White's shell, White's invisible move,
  Black's shell, Black's invisible move; 1 = still available). White's pieces are upper case
  PRNBQK, Black's lower case; the objects are m (mushroom), e (egg), d (banana) and w (bomb);
  an unseen queen is I or i; a piece Bowser holds is written S U O C T L (pawn, rook,
  knight, bishop, queen, king) in its colour's case; a marker is "?", and needs no colour,
  since it always belongs to the side not to move. In the middle of a turn the JSON object
  also names the phase. The page's copies break the strings over several lines; they are
  read here with the breaks taken out.

  @source:004:49 @source:004:51 @source:004:32 @ruling:K1 @ruling:K4
  Scenario: The rules page's first diagram arises from play, the bomb's square fixed
    From the page's shuffled start, 1.d4 Nf6 2.Bb4 leaves a mushroom on d3 and an egg on g8;
    the bishop's bomb could fall on a4, b3, b5 or c4, and the caption puts it on c4. The
    result is the page's diagram string exactly.
    Given the Chakart position "qbbrrnnk/pppppppp/8/8/8/8/PPPPPPPP/QBNNBKRR w 0 {"flags":"1111"}"
    When White plays "Pd2-d4"
    And Black plays "Ng8-f6"
    Then the possible outcomes of "Be1-b4" are "lay:a4 lay:b3 lay:b5 lay:c4"
    When White plays "Be1-b4" with the outcome "lay:c4"
    Then c4 holds a bomb
    And the position is "qbbrrnek/pppppppp/5n2/8/1BwP4/3m4/PPP1PPPP/QBNN1KRR b 3 {"flags":"1111"}"

  @source:004:49 @source:004:84 @source:004:87 @source:004:125 @source:004:128
  Scenario Outline: The rules page's diagram strings are read and written back unchanged
    The chain example's left string is read as printed, with Black to move (see the objects
    feature for why its move is White's).
    Given the Chakart position "<position>"
    Then the position is "<position>"

    Examples:
      | diagram              | position                                                                                  |
      | after 1.d4 Nf6 2.Bb4 | qbbrrnek/pppppppp/5n2/8/1BwP4/3m4/PPP1PPPP/QBNN1KRR b 3 {"flags":"1111"}                  |
      | chain, before        | rn1b2qk/pbpp1ppp/1w2wp2/1p1Rm3/3PdnPr/4PPd1/PPP1m2P/NNB1KRQB b 1 {"flags":"1111"}         |
      | chain, after         | rn1b2qk/pbpp1ppp/1w3p2/1p1P4/3P1nPr/4P1d1/PPP1m2P/NNB1KRQB w 2 {"flags":"1111"}           |
      | Waluigi, before      | erk2rq1/1m2e1m1/mppmne1m/p1BpppPp/mm1P1QbP/1Nmnw1dm/e1mP2d1/1BwR1RKN b 1 {"flags":"1111"} |
      | Waluigi, after       | erk3Q1/1m2e1d1/mppmnr1m/p1BpppPp/mm1P1QbP/1Nmnw1dm/e1mP2d1/1BwR1RKN w 2 {"flags":"1111"}  |

  @ruling:K4 @ruling:K6
  Scenario Outline: Unseen queens, markers, held pieces, objects and phases are written back unchanged
    Given the Chakart position "<position>"
    Then the position is "<position>"

    Examples:
      | what                         | position                                                      |
      | an unseen queen and a marker | 4k3/8/8/3I4/8/8/8/3?K3 b 6 {"flags":"1011"}                   |
      | Black's unseen queen         | 3?k3/8/8/i7/8/8/8/4K3 w 4 {"flags":"1110"}                    |
      | held pieces of every kind    | 8/8/8/8/SUOCTL2/suoctl2/8/8 w 3 {"flags":"1111"}              |
      | the four objects             | medw4/8/8/4k3/8/8/8/4K3 w 0 {"flags":"0101"}                  |
      | a bonus move to come         | 4k3/8/8/8/8/2N5/8/1e2K3 w 0 {"flags":"1111","phase":"bonus"}  |
      | a swap to come               | 4k3/8/8/8/8/2N5/8/1e2K3 w 0 {"flags":"1111","phase":"swap"}   |
      | a drop to come               | 4k3/8/8/8/8/2N5/8/1e2K3 b 9 {"flags":"1111","phase":"drop:k"} |

  @ruling:K4 @ruling:K7
  Scenario: A position waiting for a promotion choice says where the move stopped
    Given the Chakart position "k3P3/8/4m3/8/8/8/8/4K3 w 0 {"flags":"1111","phase":"promote","resume":{"square":"e8","from":"e7","object":"banana","dropped":false,"lays":true}}"
    Then White must choose what the pawn on e8 becomes
    And the position is "k3P3/8/4m3/8/8/8/8/4K3 w 0 {"flags":"1111","phase":"promote","resume":{"square":"e8","from":"e7","object":"banana","dropped":false,"lays":true}}"

  Scenario Outline: Strings that are no Chakart position are refused
    Then "<text>" is refused as a Chakart position

    Examples:
      | problem                              | text                                                   |
      | a row of nine squares                | 4k4/8/8/8/8/8/8/4K3 w 0 {"flags":"1111"}               |
      | seven rows                           | 4k3/8/8/8/8/8/4K3 w 0 {"flags":"1111"}                 |
      | a letter that is no piece nor object | 4k3/8/8/8/4x3/8/8/4K3 w 0 {"flags":"1111"}             |
      | an upper-case object                 | 4k3/8/8/8/4M3/8/8/4K3 w 0 {"flags":"1111"}             |
      | no side to move                      | 4k3/8/8/8/8/8/8/4K3 0 {"flags":"1111"}                 |
      | no flags                             | 4k3/8/8/8/8/8/8/4K3 w 0 {}                             |
      | flags of the wrong length            | 4k3/8/8/8/8/8/8/4K3 w 0 {"flags":"111"}                |
      | no JSON at all                       | 4k3/8/8/8/8/8/8/4K3 w 0                                |
      | a pawn on its last rank              | 4P3/8/8/8/8/8/8/k3K3 b 0 {"flags":"1111"}              |
      | the side to move's unseen queen      | 4k3/8/8/3I4/8/8/8/3?K3 w 6 {"flags":"1011"}            |
      | an unknown phase                     | 4k3/8/8/8/8/8/8/4K3 w 0 {"flags":"1111","phase":"nap"} |

  @ruling:G4
  Scenario Outline: Outcome texts are read and written back unchanged
    Then "<outcome>" is written back the same as an outcome

    Examples:
      | outcome     |
      | push:n      |
      | push:sw     |
      | egg:kingboo |
      | egg:waluigi |
      | colour:g8   |
      | toadette:q  |
      | lay:c4      |

  @ruling:G4
  Scenario Outline: Texts that are no outcome are refused
    Then "<text>" is refused as a Chakart outcome

    Examples:
      | text       |
      | push:up    |
      | egg:mario  |
      | colour:i9  |
      | toadette:p |
      | lay        |

  @ruling:K4 @ruling:K6
  Scenario: Each kind of decision has its own mark
    A move is written with "-", or "x" when it lands on a piece or an object; "~" marks the
    invisible move and "^" the shell. A decision the position does not allow is refused: an
    invisible move onto the banana, a queen move past it, a rook letter for the queen, a
    move without its mark.
    Given the Chakart position "4k3/8/8/8/3p4/8/3d4/3QK3 w 0 {"flags":"1111"}"
    Then the legal moves of the piece on d1 are "Qd1xd2 Qd1-c1 Qd1~c1 Qd1-b1 Qd1~b1 Qd1-a1 Qd1~a1 Qd1-c2 Qd1~c2 Qd1-b3 Qd1~b3 Qd1-a4 Qd1~a4 Qd1-e2 Qd1~e2 Qd1-f3 Qd1~f3 Qd1-g4 Qd1~g4 Qd1-h5 Qd1~h5"
    And the legal moves of the piece on e1 are "Ke1xd2 Ke1-e2 Ke1-f2 Ke1-f1 Ke1^d2 Ke1^e8"
    And "Qd1~d2" is refused as a decision here
    And "Qd1xd3" is refused as a decision here
    And "Rd1-d2" is refused as a decision here
    And "Qd1d2" is refused as a decision here
