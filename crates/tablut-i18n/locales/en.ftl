## tablut's English catalog: the language every other catalog is checked
## against (crates/tablut-i18n/tests/catalogs.rs). A new language is a
## copy of this file as CODE.ftl with every message translated: the same
## keys, the same { $arguments }.

language-name = English
# Numbers: the decimal separator and the one between groups of three
# digits (numbers from 10 000 on).
number-decimal = .
number-group = ,

## Sides, results and how a game ends. Selectors: $side is `attackers` or
## `defenders`.

side-name = { $side ->
    [attackers] the attackers
   *[defenders] the defenders
}
side-title = { $side ->
    [attackers] Attackers
   *[defenders] Defenders
}
outcome-win = { $side ->
    [attackers] the attackers win.
   *[defenders] the defenders win.
}
outcome-draw = the game is drawn.
end-escape = The king escaped to { $square }: { $outcome }
end-escape-anywhere = The king escaped: { $outcome }
end-king-captured = The king was captured on { $square }: { $outcome }
end-king-captured-anywhere = The king was captured: { $outcome }
end-no-moves = { $side ->
    [attackers] The attackers have
   *[defenders] The defenders have
} no legal move: { $outcome }
end-no-moves-anyone = The side to move has no legal move: { $outcome }
end-repetition = The same position occurred for the { $occurrence ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
    [6] sixth
    [7] seventh
    [8] eighth
    [9] ninth
    [10] tenth
    [11] eleventh
   *[other] { $occurrence }th
} time: { $outcome }
end-stopped-drawn = The game was stopped and scored a draw.
end-resigned = { $side ->
    [attackers] The attackers
   *[defenders] The defenders
} resigned: { $outcome }
end-time = { $side ->
    [attackers] The attackers
   *[defenders] The defenders
} ran out of time: { $outcome }
# $cause: illegal-move, crash, disconnect, timeout or other; $detail is
# empty or a short explanation in parentheses, with a space before.
end-forfeit = { $side ->
    [attackers] The attackers
   *[defenders] The defenders
} forfeited{ $cause ->
    [illegal-move] { " " }by an illegal move
    [crash] { " " }when their program failed
    [disconnect] { " " }by losing their connection
    [timeout] { " " }by not answering in time
   *[other] { "" }
}{ $detail }: { $outcome }
end-agreement = The players agreed to a draw.
end-abort = The game was aborted: no result.
end-adjudication = The game was adjudicated{ $detail }: { $outcome }

## Scores, for the side to move.

win-in = win in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
loss-in = loss in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}

## The rule sets, for players.

preset-ludoteka = Ludoteka (Spanish/English): defenders first, king escapes to a corner, armed king, captured by 3 against the edge or 2 beside a corner
preset-catalan = Catalan text: attackers first, king escapes to a corner, the five royal squares are hostile when empty, king never captured against the edge
preset-brainking = BrainKing (Dutch): defenders first, king escapes to any edge square, unarmed king, throne closed once the king leaves it
preset-cartier = Cartier's Linnaeus: attackers first, edge escape, nobody enters or crosses the throne, king taken by 2 away from the throne, attackers must vary repeats
preset-ashton = Ashton (Tablut Challenge, as published): defenders first, escape tiles, camps only black leaves, throne and camps capture, 2nd repetition draws
preset-ashton-server = Ashton as the Challenge's Java server plays it: camp centres spare black, the start is not counted for repetition

## Each rule, for players.

flag-first = Side that makes the first move.
flag-escape = Squares where the king escapes (tiles: edge less corners and camps).
flag-corners-king-only = Only the king may stop on a corner.
flag-king-reenter = King may stop on the throne again after leaving it.
flag-throne-crossable = Pieces may pass over the empty throne.
flag-corner-hostile = Empty corners capture soldiers of both sides.
flag-throne-hostile = Empty throne captures soldiers of both sides.
flag-linnaean-throne = Throne with king captures a defender beside it when 3 attackers flank it.
flag-occupied-throne-hostile = Throne with king captures a defender beside it, always.
flag-camps = Who may cross or stop on the camps, the attackers' 16 starting squares.
flag-camp-hostile = Camp squares capture soldiers and count against the king (server: centres spare attackers).
flag-king-armed = King captures as the moving piece.
flag-captures-on-escape = The escaping king still captures on his last move.
flag-king-anvil = King captures as the standing piece.
flag-king-edge-capture = King on an edge square captured by 3 attackers.
flag-king-corner-capture = King next to a corner captured by 2 attackers.
flag-king-custodial = King away from the throne captured by 2 attackers.
flag-repetition = 3rd occurrence draws / 4th barred / ignored / 2nd draws / 2nd after a move draws.
flag-must-vary = Side barred from a 4th occurrence when repetition=vary.
flag-repeats-allowed = Extra occurrences allowed before the draw (second, server).
flag-no-moves = Result for a side with no legal move.

## `tablut rules` in the terminal.

rules-list-heading = Rule sets (choose one with --variant NAME):
rules-list-footer = See every rule of one with `tablut rules NAME`; change single rules with --rule NAME=VALUE or a variant string like ludoteka:king_armed=false.
rules-set = Rule set: { $name }
rules-preset = Preset: { $name }
rules-column-rule = rule
rules-column-value = value
rules-column-meaning = meaning
rules-changed = { $count ->
    [one] { $count } rule differs from { $preset }.
   *[other] { $count } rules differ from { $preset }.
}

## The pages: shared.

web-language-menu = Language
