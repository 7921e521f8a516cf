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

## server: errors, in the request's language (crates/tablut-server).
## The API's `error` codes never change; these are the `message`s.
## Details after a colon ({ $detail }) come from the rules library or a
## parser and stay in English: they are for the programmers of clients.

error-too-large = the request is larger than { $limit } bytes
error-no-game = there is no game '{ $id }'; check the link, or start a new game
# $what: player, bot, own-bot, language, seek, open-seek, puzzle, review
# or rating-pool.
error-not-found = there is no { $what ->
    [player] player
    [bot] bot
    [own-bot] bot of yours
    [language] language
    [seek] seek
    [open-seek] open seek
    [puzzle] puzzle
    [review] review of the game
    [rating-pool] rating pool (a preset: ludoteka, catalan, ...)
   *[other] such thing
} '{ $name }'
error-stale = the game has { $actual ->
    [one] { $actual } move
   *[other] { $actual } moves
}, not { $sent }: look at the board again
error-waiting = your friend has not opened the invitation yet; send them the link
error-game-over = the game is over
error-name-taken = the name '{ $name }' is taken; choose another
# $what: password, delete-account, keep-games, list-games, make-bot,
# list-bots, bot-token, rated-game, challenge or puzzle-rating.
error-login-required = { $what ->
    [password] changing a password
    [delete-account] deleting an account
    [keep-games] keeping games in an account
    [list-games] listing your games
    [make-bot] making a bot
    [list-bots] listing your bots
    [bot-token] a bot's token
    [rated-game] a rated game
    [challenge] challenging a player
    [puzzle-rating] a puzzle rating kept on the server
   *[other] this
} needs an account: log in or register first
error-cross-site = this request came from another site's page and was refused; use tablut's own pages
error-game-damaged = the stored game { $id } is damaged: { $detail }
error-not-stored = the game could not be stored; nothing changed, try again
error-busy = the game kept changing; look at the board again and retry
error-no-api = there is no API at { $path }
error-body-unreadable = the request body could not be read: { $detail }
error-body-invalid = the request is not valid: { $detail }
error-query = the query string is not valid: { $detail }
error-variant = variant: { $detail }
error-clock = clock: { $detail }
error-position = position: { $detail }
error-record = record: { $detail }
error-result = result: { $detail }
error-address-unknown = the connection's address is unknown

## server: moves, games and seats.

error-move-syntax = '{ $text }' is not a move: write the start and end squares joined by '-', like e3-e1
error-move-not-a-line = '{ $text }' is not a move: pieces move along a rank or file, like a chess rook
error-move-square = in move '{ $text }': '{ $square }' is not a square: write a file a-i then a rank 1-9, like e5
# $to_move and $seat: attackers or defenders.
error-not-your-turn = { $to_move ->
    [attackers] the attackers
   *[defenders] the defenders
} are to move, and you play { $seat ->
    [attackers] the attackers
   *[defenders] the defenders
}
error-clock-friends-only = clocks are for games between two players (opponent: friend)
error-invitation-used = this invitation has been used already; ask your friend for the game link to watch
error-invitation-invalid = this invitation is not valid for this game
error-account-no-seat = your account holds no seat in this game; you can watch it
error-secret-no-seat = this secret holds no seat in this game; you can watch it
error-bearer = send your seat's secret as 'Authorization: Bearer SECRET'
error-bot-token = this bot token is not valid
error-bot-token-replaced = this bot token is not valid (it may have been replaced); get a new one from the owner's account page
error-undo-for-player = undo is for the player
error-undo-ask-takeback = in a game between two players, ask your opponent for a takeback
error-undo-resigned = the game was resigned; start a rematch instead
error-undo-nothing = there is no move of yours to take back
error-rematch-not-over = a rematch can be offered when the game is over
# $what: draw, decline-draw, takeback, decline-takeback or abort.
error-friends-only = { $what ->
    [draw] a draw offer
    [decline-draw] declining a draw
    [takeback] a takeback
    [decline-takeback] declining a takeback
    [abort] calling a game off
   *[other] this
} is for games between two players
error-between-players = { $what ->
    [draw] a draw offer
    [decline-draw] declining a draw
    [takeback] a takeback
    [decline-takeback] declining a takeback
    [abort] calling a game off
   *[other] this
} is between two players
error-no-draw-offer = there is no draw offer to decline
error-no-takeback-request = there is no takeback request to decline
error-takeback-nothing = there is no move to take back
error-takeback-none-yet = you have no move to take back yet
error-abort-too-late = both sides have moved: the game can no longer be called off; resign or offer a draw
error-chat-empty = the chat line is empty
error-chat-too-long = a chat line holds at most { $max } characters
error-name-too-long = a name holds at most { $max } characters
error-no-hints-friends = no hints in a game between two players
error-hint-side-to-move = a hint is for the side to move
error-hint-stopped = the hint search was stopped
error-hint-running = a hint for this game is being searched already; wait for it
error-no-legal-move = there is no legal move
error-hints-for-players = hints are for players
error-watching = this connection is watching; send { "{" }"type":"auth","secret":...{ "}" } to play
error-auth-needs-secret = auth needs a "secret" (or log in to play your account's seats)
error-text-messages-only = send JSON text messages
error-not-a-command = the message is not a command: { $detail }
error-not-json = the message is not JSON: { $detail }
error-message-too-big = a message holds at most { $max } bytes
error-message-unreadable = the message could not be read: { $detail }
error-archive-before = before is MS or MS:ID, the cursor of the last row shown

## server: limits.

error-too-many-connections = at most { $max ->
    [one] { $max } connection
   *[other] { $max } connections
} from one address at once; close some tabs
error-too-many-games = at most { $max ->
    [one] { $max } new game
   *[other] { $max } new games
} a minute from one address; wait a little
error-too-many-messages = more than { $rate ->
    [one] { $rate } message
   *[other] { $rate } messages
} a second; slow down
error-too-many-hints = at most { $max } hints a minute from one address; wait a little
error-too-many-searches = at most { $max } computer searches from one address at once; wait for the computer's replies
error-too-many-analyses = at most { $max } analysis boards at once from one address; close another analysis tab
error-too-many-reviews = at most { $max } reviews at once from one address; wait for one to finish

## server: the lobby, accounts, bots.

error-rated-presets-only = rated games are played under a preset's rules (ludoteka, catalan, brainking, cartier, ashton, ashton-server); changed rules are for casual games
error-challenge-yourself = you cannot challenge yourself
error-too-many-seeks = at most { $max } open seeks at once; cancel one first
error-seek-gone = this seek was taken or has expired; pick another one
error-challenge-for-another = this challenge is for another player
error-own-seek = that is your own seek; wait for someone else to accept it
error-seek-damaged = the stored seek is damaged: { $detail }
error-seek-taken-pick = someone else took this seek a moment ago; pick another one
error-seek-not-yours = only the seek's maker (or the player challenged) can withdraw it
error-seek-taken = this seek was taken a moment ago
error-name-length = an account name has { $min } to { $max } characters
error-name-characters = an account name holds only letters, digits, '-' and '_', not '{ $char }'
error-password-short = a password has at least { $min } characters
error-password-long = a password has at most { $max } bytes
error-hashing = hashing the password failed: { $detail }
error-too-many-registrations = too many accounts registered from this address; try again in a few minutes
error-too-many-failures = too many failed logins from this address; try again in a few minutes
error-wrong-login = wrong account name or password
error-account-locked = too many failed logins for this account; try again in { $seconds } s
error-wrong-password = the current password is wrong
error-bot-owns-bots = a bot cannot own bots
error-too-many-bots = an account owns at most { $max } bots
error-adopt-too-many = at most { $max } games at once

## server: the analysis board, puzzles, reviews.

error-too-many-moves = at most { $max } moves; start from a position instead
# A move of a list: its number, the move, and what is wrong with it.
error-numbered-move = move { $number } ({ $move }): { $detail }
error-over-before-move = the game is over before it
error-record-or-game = give a record or a game, not both
error-ply-needs-game = ply is for a game: give its id as game
error-source-brings-rules = a record or a game brings its own variant and position; leave them out
error-ply-beyond = ply { $ply }: the game has { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
error-lines-range = lines: from 1 to { $max }
# $part: preset or position.
error-puzzle-damaged = a puzzle's { $part ->
    [preset] preset
   *[position] position
} cannot be read
error-puzzle-preset = preset '{ $preset }': puzzles are for ludoteka, catalan, brainking, cartier, ashton and ashton-server
error-puzzle-theme = theme '{ $theme }': choose escape, raichi, tuichi, capture-by-two, capture-by-three, capture-by-four, against-throne, against-corner, against-camp or defender-sacrifice
error-no-puzzle-left = no puzzle left with that theme: choose another, or start again
error-puzzle-moves = send the solver's moves so far: 1 to { $max } of them
error-review-not-over = a game is reviewed once it is over; finish or resign it first
error-review-no-moves = the game has no moves to review
error-review-not-stored = the review was not stored
error-reviewer-stopped = the reviewer stopped
error-review-failed = the review failed: { $detail }

## server: Raichi and Tuichi (the game's `alert`). The calls are the same
## words in every language; their meanings are translated.

alert-raichi = Raichi!
alert-tuichi = Tuichi!
alert-raichi-meaning = The king has an open route to an escape square.
alert-tuichi-meaning = The king has two open routes: one move cannot close both.

## server: the rule sets' examples (GET /api/rulesets): a title, what the
## example shows, then what these rules make of its move.

rules-example-custodial-title = Custodial capture
rules-example-custodial-text = A soldier is captured when the enemy closes it between two of theirs on a line.
rules-example-king-throne-title = The king on his throne
rules-example-king-throne-text = Surrounded on all four sides on the throne, the king is captured.
rules-example-king-away-title = The king away from the throne
rules-example-king-away-text = Two attackers close the king on a line, away from the throne.
rules-example-empty-throne-title = Against the empty throne
rules-example-empty-throne-text = A defender beside the empty throne, and an attacker closing it against the throne.
rules-example-corner-title = Against a corner
rules-example-corner-text = A defender beside a corner, and an attacker closing it against the corner.
rules-example-edge-escape-title = The king reaches the edge
rules-example-edge-escape-text = The king moves to an edge square that is not a corner.
rules-example-corner-escape-title = The king reaches a corner
rules-example-corner-escape-text = The king runs along the edge to a corner.
rules-example-camp-title = Against a camp
rules-example-camp-text = An attacker beside a camp square (a4), and a defender closing it against the camp.
rules-example-king-camp-title = The king against a camp
rules-example-king-camp-text = The king beside a camp square (a4), and one attacker on his other side.
rules-example-own-camp-title = Inside its own camp
rules-example-own-camp-text = An attacker on b5, inside its camp, and a defender closing it against the camp centre a5.
rules-example-occupied-throne-title = Against the king's throne
rules-example-occupied-throne-text = A defender beside the throne while the king sits on it, and an attacker closing it.
# $end: how the game ended, a whole sentence (end-escape, …).
rules-example-ends = Under these rules the move ends the game. { $end }
rules-example-nothing = Under these rules nothing is captured.
rules-example-captures = Under these rules it captures { $squares }.

## tui: `tablut play`, the game in the terminal: the full-screen game
## (setup, board panel, keys, help, status line, review) and the line
## mode (`--no-tui`, a pipe). Selectors: $side is `attackers` or
## `defenders` (the played messages add `attackers-computer` and
## `defenders-computer`); $piece is `attacker`, `defender` or `king`.
## Keys (y, n, q, Esc, H…), commands typed in line mode (moves, hint,
## undo, save FILE, quit), moves and squares stay as they are. The line
## mode writes some sentences as clauses (first letter in lower case, no
## full stop): tui-illegal, tui-undo-*, tui-took-back, tui-hint,
## tui-saved, tui-loaded, tui-not-yours, tui-no-legal-move; those begin
## with a word, not with an argument.

illegal-no-piece = { $move }: there is no piece on { $square }
illegal-not-your-piece = { $move }: the piece on { $square } belongs to the { $owner ->
    [attackers] attackers
   *[defenders] defenders
}, but the { $side ->
    [attackers] attackers
   *[defenders] defenders
} are to move
illegal-occupied = { $move }: { $square } is occupied
illegal-blocked = { $move }: the way is blocked by the piece on { $square }
illegal-throne-crossing = { $move }: nobody may pass over the throne e5 in these rules
illegal-throne-return = { $move }: the king may not return to the throne e5 in these rules
illegal-throne-stop = { $move }: only the king may stand on the throne e5
illegal-corner-stop = { $move }: only the king may stop on a corner in these rules
illegal-camp-crossing = { $move }: the way crosses the camp square { $square }, which only a piece leaving from a camp may cross in these rules
illegal-camp-entry = { $move }: { $square } is a camp square, which only a piece leaving from a camp may enter in these rules
illegal-repetition = { $move }: the { $side ->
    [attackers] attackers
   *[defenders] defenders
} must vary: this move would make a position occur a 4th time
illegal-game-over = { $move }: the game is over ({ $outcome })
# How a game stands in a few words. $result: attackers, defenders or
# draw.
illegal-outcome = { $result ->
    [attackers] attackers win
    [defenders] defenders win
   *[draw] draw
} ({ $reason ->
    [escape] escape
    [king-captured] king captured
    [attackers-stuck] attackers have no legal move
    [defenders-stuck] defenders have no legal move
    [repetition] position repeated
    [no-moves] side to move has no legal move
   *[adjudicated] adjudicated
})

tui-raichi = Raichi!
tui-tuichi = Tuichi!
tui-moves-count = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
# $result: attackers, defenders or draw.
tui-headline = { $result ->
    [attackers] Attackers win
    [defenders] Defenders win
   *[draw] Draw
}
tui-turn = { $side ->
    [attackers] The attackers are to move.
   *[defenders] The defenders are to move.
}
tui-turn-computer = { $side ->
    [attackers] The attackers (computer) are to move.
   *[defenders] The defenders (computer) are to move.
}
tui-turn-yours = { $side ->
    [attackers] Your move: you play the attackers.
   *[defenders] Your move: you play the defenders.
}
tui-played = { $side ->
    [attackers] The attackers
    [attackers-computer] The attackers (computer)
    [defenders-computer] The defenders (computer)
   *[defenders] The defenders
} played { $move }.
tui-played-capturing = { $side ->
    [attackers] The attackers
    [attackers-computer] The attackers (computer)
    [defenders-computer] The defenders (computer)
   *[defenders] The defenders
} played { $move }, capturing { $squares }.
tui-not-yours = { $piece ->
    [attacker] The attacker
    [defender] The defender
   *[king] The king
} on { $square } belongs to the { $owner ->
    [attackers] attackers
   *[defenders] defenders
}; the { $side ->
    [attackers] attackers
   *[defenders] defenders
} are to move.
tui-no-piece = There is no piece on { $square }: choose one of the { $side ->
    [attackers] attackers
   *[defenders] defenders
} first.
tui-no-legal-move = { $piece ->
    [attacker] The attacker
    [defender] The defender
   *[king] The king
} on { $square } has no legal move.
tui-can-go = { $piece ->
    [attacker] The attacker
    [defender] The defender
   *[king] The king
} on { $square } can go to { $count ->
    [one] { $count } square
   *[other] { $count } squares
}: choose one.
tui-deselected = { $square }: chosen no longer.
tui-not-straight = { $from }-{ $to } is not a move: pieces go straight along a rank or a file.
tui-illegal = Illegal move { $reason }.
tui-computer-illegal = The computer chose an illegal move { $reason }.
tui-viewing-earlier = You are looking at an earlier move: press { "}" } or Esc to go back to the game.
tui-game-over-keys = The game is over: n for a new game, u to take back a move, s to save.
tui-computer-thinking = The computer is thinking: wait for its move, or press u to take yours back.
tui-unknown-key = '{ $key }' does nothing here: press ? for the keys (hint is H, load is L)
tui-hint-game-over = The game is over: there is nothing to suggest.
tui-hint-wait = The computer is thinking: a hint can wait for your move.
tui-hint-still = Still looking for a good move…
tui-hint-looking = Looking for a good move (1 second)…
tui-hint = Hint: { $move } (score { $score } for the { $side ->
    [attackers] attackers
   *[defenders] defenders
}).
tui-hint-none = There is no move to suggest.
tui-undo-nothing = Nothing to take back: no move has been played.
tui-undo-not-yet = Nothing to take back: you have not moved yet.
tui-took-back = Took back { $moves }.
tui-save-empty-name = Not saved: the file name is empty.
tui-save-another = Not saved: choose another name, or Esc.
# $moves is tui-moves-count.
tui-saved = Saved { $moves } to { $path }.
tui-cannot-write = Could not write { $path }: { $error }.
tui-load-empty-name = Nothing loaded: the file name is empty.
tui-load-cancelled = Load cancelled: s saves this game first.
tui-loaded = Loaded { $path }: { $moves }, rules { $variant }.
tui-cannot-load = Could not load: { $error }.
tui-cancelled = Cancelled.
tui-quit-cancelled = Quit cancelled.
tui-new-game = New game, { $variant } rules.
tui-setup-status = Choose the rules and the players.
tui-setup-again = Choose the rules and the players for a new game (Esc: back to this one).
tui-step-move = Move { $number } of { $total }:
tui-step-keys = [ back, ] forward, { "{" } the start, { "}" } or Esc the game as it stands.

tui-review-stopped = Review stopped: v starts it again.
tui-review-stopped-esc = Review stopped.
tui-review-nothing = There is nothing to review yet: no move has been played.
tui-reviewed-already = The game is reviewed: [ and ] step through it, mistakes marked ? and blunders ??.
tui-review-stale = The review was of a game no longer on the board: v reviews this one.
tui-review-done = Review done ({ $summary }). [ and ] step through it.
tui-review-partial = It covers the first { $moves }: v reviews the game again.
tui-review-progress = { $progress } (v or Esc stops it).
tui-reviewing = Reviewing… { $done }/{ $total }
tui-review-side-summary = { $side ->
    [attackers] attackers
   *[defenders] defenders
}: { $blunders ->
    [one] { $blunders } blunder
   *[other] { $blunders } blunders
}, { $mistakes ->
    [one] { $mistakes } mistake
   *[other] { $mistakes } mistakes
}, { $inaccuracies ->
    [one] { $inaccuracies } inaccuracy
   *[other] { $inaccuracies } inaccuracies
}
tui-class = { $class ->
    [best] best
    [good] good
    [inaccuracy] inaccuracy
    [mistake] mistake
   *[blunder] blunder
}
tui-chance = { $side ->
    [attackers] the attackers'
   *[defenders] the defenders'
} chance { $before }% → { $after }%
tui-review-ply = Ply { $ply } { $move }: { $class } ({ $chance }).
tui-review-better = Better: { $move }.
tui-review-better-line = Better: { $move } (line { $line }).
tui-review-preferred = The engine preferred { $move }.
tui-ply = Ply { $ply }
tui-ply-not-reviewed = Ply { $ply } is not reviewed (v)
tui-better-label = Better:
tui-then = then { $moves }
tui-graph-title = Attackers' winning chance
tui-graph-legend = ?? blunder  ? mistake  ?! inaccuracy

tui-keys = arrows/hjkl Enter  H hint  u undo  [ ] step  v review  s save  L load  n new  ? help  q quit
tui-title-rules = { $variant } rules
tui-to-move = { $side ->
    [attackers] Attackers to move
   *[defenders] Defenders to move
}
tui-you-mark = (you)
tui-computer-mark = (computer)
tui-open-routes = { $count ->
    [one] { $count } open route
   *[other] { $count } open routes
}
tui-thinking-reply = Computer ({ $side ->
    [attackers] attackers
   *[defenders] defenders
}):
tui-thinking-hint = Hint for the { $side ->
    [attackers] attackers
   *[defenders] defenders
}:
tui-thinking = thinking…
tui-thinking-depth = depth { $depth }
tui-thinking-score = score { $score }
tui-hint-label = Hint:
tui-player = Player
tui-captured = Captured
tui-you = you
tui-two-players = Two players, one keyboard
tui-computer-strength = Computer: { $strength } ({ $detail })
tui-rules-label = Rules
# $escape: corners, edge or tiles.
tui-escape = { $escape ->
    [corners] The king escapes to a corner
    [edge] The king escapes to any edge square
   *[tiles] The king escapes to an escape tile (edge, not corner or camp)
}
tui-moves-heading = Moves ({ $count })
# $needed and $size: columns×rows.
tui-too-small = The terminal is too small for the board: make it at least { $needed } (it is { $size }). q quits.
tui-banner-keys = n new game · u take back · s save · q quit
# $level: beginner, easy, medium, hard or master (what --level takes).
tui-level = { $level ->
    [beginner] beginner
    [easy] easy
    [medium] medium
    [hard] hard
   *[master] master
}
tui-level-describe = { $level ->
    [beginner] looks 1 ply ahead
    [easy] looks 3 plies ahead
    [medium] looks 5 plies ahead
    [hard] thinks 1 second per move
   *[master] thinks 5 seconds per move
}
tui-movetime = { $seconds } s per move
tui-movetime-describe = thinks { $seconds } s per move

tui-help-title = Keys
tui-help-key-arrows = arrows, h j k l
tui-help-key-enter = Enter, Space
tui-help-key-click = mouse click
tui-help-key-load = L or o
tui-help-cursor = move the cursor
tui-help-choose = choose the piece under the cursor, then where it goes
tui-help-click = the same, on the square clicked
tui-help-esc = drop the chosen piece and the hint; then stop a review
tui-help-hint = hint: the engine suggests a move, thinking 1 second
tui-help-hint-more = (the hard level, whatever the opponent's level)
tui-help-undo = undo (against the computer: back to your last move)
tui-help-step = step back and forward through the game (it goes on unchanged)
tui-help-ends = the start; the game as it stands (also Esc)
tui-help-review = review: the engine weighs every move (0.3 s each); v stops it
tui-help-review-more = then a graph, marks ?! ? ??, and [ ] show each better move
tui-help-save = save the game as an OpenTafl record (asks before overwriting)
tui-help-load = load a saved record (asks first if this game is not saved)
tui-help-new = new game: choose rules and players again
tui-help-help = this help
tui-help-quit = quit (asks first while a game is going on)
tui-help-interrupt = quit at once
tui-help-close = any key closes this help

tui-quit-title = Quit?
tui-quit-matter = The game is not finished.
tui-quit-choice = Quit anyway? y = quit, n = keep playing
tui-overwrite-title = Overwrite?
tui-overwrite-matter = { $path } exists.
tui-overwrite-choice = Overwrite it? y = overwrite, n = another name
tui-discard-title = Load?
tui-discard-matter = This game has moves that are not saved.
tui-discard-choice = Load another anyway? y = load, n = keep it
tui-save-title = Save game
tui-load-title = Load game
tui-save-action = Enter saves, Esc cancels
tui-load-action = Enter loads, Esc cancels
tui-file-label = File:

tui-setup-title = Tablut — new game
tui-setup-step = step { $number } of { $total }
tui-setup-keys = up/down or j/k choose  Enter or 1-9 confirm  Esc back  q quit
tui-setup-rules = Choose the rule set
tui-setup-opponent = Choose your opponent
tui-setup-side = Choose your side
tui-setup-changed = { $preset } with rules changed
tui-setup-person = a person
tui-setup-person-detail = two players take turns at this keyboard
tui-setup-computer = computer, { $strength }
tui-setup-side-detail = { $side ->
    [attackers] 16 soldiers: capture the king
   *[defenders] the king and 8 soldiers: get the king out
}
tui-setup-moves-first = moves first

tui-not-a-square = '{ $text }' is not a square: write a file a-i then a rank 1-9, like e5
tui-move-syntax = '{ $text }' is not a move: write the start and end squares joined by '-', like e3-e1
tui-move-square = in move '{ $text }': { $reason }
tui-move-not-a-line = '{ $text }' is not a move: pieces move along a rank or file, like a chess rook

tui-line-welcome = Tablut ({ $variant }). Type a move like e3-h3, or help.
# The letters stay: they are the board's.
tui-line-legend = a attacker   d defender   K king   + empty throne   # empty corner   ^ empty camp
tui-line-help-heading = Commands:
tui-line-help-move = move the piece on e3 to h3 (several moves on one line are played in turn)
tui-line-help-moves = list the legal moves
tui-line-help-moves-square = list the legal moves of the piece on e3
tui-line-help-undo = take back the last move (against the computer: back to your last move)
tui-line-help-hint = ask the engine for a move (it thinks 1 second, the hard level, whatever the computer opponent's level)
tui-line-help-board = draw the board again
tui-line-help-position = print the position record (as --position takes it)
tui-line-help-save = save the game as an OpenTafl record
tui-line-help-load = load a saved record; it replaces this game and its rules
tui-line-help-help = this list
tui-line-help-quit = leave (end of input does the same)
tui-line-prompt = { $side ->
    [attackers] attackers to move
   *[defenders] defenders to move
}
tui-line-prompt-over = game over
tui-line-status = Move { $number }: { $side ->
    [attackers] attackers to move
   *[defenders] defenders to move
}
# $outcome is illegal-outcome.
tui-line-game-over = Game over: { $outcome }
tui-line-played = { $side ->
    [attackers] attackers
    [attackers-computer] attackers (computer)
    [defenders-computer] defenders (computer)
   *[defenders] defenders
} played { $move }
tui-line-captured = captured: { $squares }
tui-line-error = error: { $detail }
tui-line-too-long = a line longer than { $max } bytes is refused; nothing was done
tui-line-unknown = unknown command '{ $word }': write a move like e3-h3, or help for the commands
tui-line-no-hint = no hint: the game is over ({ $outcome })
tui-line-no-legal-moves = no legal moves: { $outcome }
tui-line-legal-moves = { $count ->
    [one] { $count } legal move:
   *[other] { $count } legal moves:
}
tui-line-legal-moves-from = { $count ->
    [one] { $count } legal move
   *[other] { $count } legal moves
} from { $square }: { $moves }
tui-line-no-piece = there is no piece on { $square }
tui-line-piece-game-over = the { $piece ->
    [attacker] attacker
    [defender] defender
   *[king] king
} on { $square } cannot move: the game is over
tui-line-save-needs-name = save needs a file name, like: save game.txt
tui-line-load-needs-name = load needs a file name, like: load game.txt
tui-line-cannot-write = cannot write { $path }: { $error }
# What a script's exit says when some of its commands failed.
tui-line-failed = { $count } of the commands failed; the first, on line { $line }: { $reason }

## The pages: the header.

web-nav-label = Site
web-nav-new-game = New game
web-nav-lobby = Lobby
web-nav-puzzles = Puzzles
web-nav-analysis = Analysis
web-nav-archive = Archive
web-nav-rules = Rules
web-nav-account = Account

## tui: loading a saved game.

tui-load-cannot-read = cannot read { $path }
tui-load-not-a-record = { $path } is not a valid record
tui-load-resigned = (the record says { $side ->
    [attackers] the attackers
   *[defenders] the defenders
} resigned)
