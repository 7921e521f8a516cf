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
# $what: player, bot, own-bot, language, seek, open-seek, puzzle,
# puzzle-attempt, review
# or rating-pool.
error-not-found = there is no { $what ->
    [player] player
    [bot] bot
    [own-bot] bot of yours
    [language] language
    [seek] seek
    [open-seek] open seek
    [puzzle] puzzle
    [puzzle-attempt] puzzle attempt
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
    [tournament] joining or running a tournament
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
error-not-websocket = this address takes WebSocket connections only
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
error-too-many-puzzle-attempts = at most { $max } puzzle attempts a minute from one { $who ->
    [account] account
   *[address] address
}; wait a little
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
error-tournament-name = a tournament needs a name of 1 to { $max } characters
error-tournament-rounds = a Swiss tournament needs between 1 and { $max } rounds
error-tournament-finished = this tournament is over
error-tournament-closed-field = a round robin takes no new players once it has started
error-tournament-joined = you are in this tournament already
error-tournament-not-in = you are not playing in this tournament
error-tournament-creator-only = only the tournament's creator can start it
error-tournament-started = this tournament has started already
error-tournament-few-players = a tournament needs at least 2 players to start
error-tournament-too-many-rounds = { $players } players can play at most { $max } rounds without meeting twice
error-tournament-pairing = this round could not be paired: { $detail }
error-tournament-arena-live = an arena is played with a live clock, not by correspondence
error-tournament-minutes = an arena lasts between 1 and { $max } minutes
error-tournament-groups = groups have between 2 and { $max } players, and between 1 and all of them go through
error-tournament-invited = a tournament may invite at most { $max } players
error-tournament-no-bots = this tournament is not open to bots
error-tournament-invitation = this tournament is by invitation, and you are not invited
error-tournament-min-rating = this tournament needs a rating of { $min } or more in its rule set; yours is { $rating }
error-tournament-min-games = this tournament needs { $min } rated games in its rule set; you have played { $games }
error-tournament-pause-arena = only an arena's players can pause; withdraw instead
error-conditional-correspondence = conditional moves are for correspondence games, where each side plays from its own seat
error-conditional-your-turn = it is your turn: play your move; conditional moves answer the opponent's next move
error-conditional-too-many = at most { $max } lines of conditional moves
error-conditional-shape = line { $line }: an opponent's move, then your answer, and so on: an even number of moves, at most { $max }
error-conditional-illegal = line { $line }: { $move } cannot be played there
error-name-length = an account name has { $min } to { $max } characters
error-name-characters = an account name holds only letters, digits, '-' and '_', not '{ $char }'
error-name-reserved = the name '{ $name }' is reserved, or too like a name the server uses itself (Guest, Friend, tablut, admin …); choose another
error-password-short = a password has at least { $min } characters
error-password-long = a password has at most { $max } bytes
error-hashing = hashing the password failed: { $detail }
error-too-many-registrations = too many accounts registered from this address; try again in a few minutes
error-too-many-failures = too many failed logins from this address; try again in a few minutes
error-wrong-login = wrong account name or password
error-account-locked = too many failed logins for this account from this address; try again in { $seconds } s
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
error-puzzle-attempt-moves = send this attempt's moves so far ({ $played }) and one new move
error-puzzle-attempt-over = this attempt is over; take the next puzzle
error-puzzle-attempt-changed = this attempt moved on meanwhile (in another tab?); load the puzzle again
error-puzzle-attempt-not-yours = this puzzle attempt belongs to another account
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
alert-fortress = Fortress!
alert-fortress-meaning = The defenders have walled the king in for good: no attacker play can ever capture him, so the attackers can at best draw.

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
illegal-camp-jump = { $move }: { $square } is a camp square more than 5 squares away: a piece leaving a camp may stop on a camp square only within 5 squares in these rules
illegal-other-camp = { $move }: { $square } belongs to another camp: a piece leaving its camp may not enter another camp in these rules
illegal-repetition = { $move }: the { $side ->
    [attackers] attackers
   *[defenders] defenders
} must vary: this move would make a position occur a 4th time
illegal-game-over = { $move }: the game is over — { $outcome }
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
tui-line-no-hint = no hint: the game is over — { $outcome }
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
tui-load-too-large = { $path } is larger than { $limit }, too large for a game record: give a game that tablut saved
tui-load-not-regular = { $path } is not a regular file: give the path of a saved game
tui-load-resigned = (the record says { $side ->
    [attackers] the attackers
   *[defenders] the defenders
} resigned)

## web: the lobby (lobby.html, lobby.js). $speed: bullet, blitz, rapid,
## classical or correspondence; $side: random, attackers or defenders;
## $rated: yes or no; $level: beginner, easy, medium, hard or master;
## $player: a player's name (a link); $words: web-lobby-seek-words.

web-lobby-description = Find an opponent for Tablut: open seeks with clocks, rated and casual games, challenges, the computer, games to watch.
web-lobby-skip = Skip to the open seeks
web-lobby-heading = Lobby
web-lobby-connecting = Connecting…
web-lobby-leaderboard = Leaderboard
web-lobby-seeks-heading = Open seeks
web-lobby-col-player = Player
web-lobby-col-rating = Rating
web-lobby-rule-set = Rule set
web-lobby-col-clock = Clock
web-lobby-game = Game
web-lobby-you-play = You play
web-lobby-col-action = Action
web-lobby-seeks-empty = No open seeks right now. Make one, and it waits here for an opponent.
web-lobby-challenges-heading = Challenges
web-lobby-computer-heading = The computer is always ready
web-lobby-computer-text = A game against the computer, at once, with the rule set and side chosen in the form (no clock).
web-lobby-games-heading = Games in progress
web-lobby-games-empty = No games between people are being played right now.
web-lobby-seek = Seek an opponent
web-lobby-time-control = Time control
web-lobby-live-label = Minutes each + seconds added per move
web-lobby-or = Or:
web-lobby-minutes-each = Minutes each
web-lobby-min = min
web-lobby-seconds-added = Seconds added per move
web-lobby-sec = sec
web-lobby-custom = Custom
web-lobby-days-label = Correspondence: days per move
web-lobby-casual = Casual
web-lobby-rated = Rated
web-lobby-side-random = Either side, at random
web-lobby-side-attackers = The attackers
web-lobby-side-defenders = The defenders (the king’s side)
web-lobby-your-name = Your name
web-lobby-optional = (optional)
web-lobby-guest = Guest
web-lobby-challenge-heading = Or challenge a player
web-lobby-challenge-guest = Challenges are between accounts:
web-lobby-challenge-guest-link = log in to challenge a player by name.
web-lobby-challenge-name-label = Account name to challenge
web-lobby-account-name = Account name
web-lobby-challenge = Challenge
web-lobby-challenge-help = With the rule set, time control, game and side chosen above.
web-lobby-speed = { $speed ->
    [bullet] bullet
    [blitz] blitz
    [rapid] rapid
    [classical] classical
   *[correspondence] correspondence
}
web-lobby-control-live = { $control }: { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} each, { $seconds ->
    [0] no time added
    [one] { $seconds } second added per move
   *[other] { $seconds } seconds added per move
} ({ $speed }).
web-lobby-control-days = { $clock }, by correspondence: each move within that time.
web-lobby-custom-help = A custom control: 1 to 60 minutes each, 0 to 30 seconds added per move.
web-lobby-rated-guest = Rated games are between accounts:
web-lobby-rated-guest-link = log in or create one to play them.
web-lobby-rated-help = Rated games change both players’ ratings (one rating per rule set); casual ones do not.
web-lobby-choose-control = Choose a time control first.
web-lobby-sending = Sending…
web-lobby-challenge-sent = Challenge sent to { $name }.
web-lobby-notify-challenge = You were challenged
web-lobby-notify-challenge-from = { $name } challenges you: { $variant }, { $clock }.
web-lobby-seek-made = Your seek is in the lobby: the game starts when someone accepts it.
web-lobby-seek-made-short = Seek made: waiting for an opponent.
web-lobby-challenge-needs-name = Give the account name of the player to challenge.
web-lobby-accepted = Accepted: the game starts.
web-lobby-declined = Challenge declined.
web-lobby-withdrawn = Withdrawn.
web-lobby-seek-accepted = Your seek was accepted: the game starts.
web-lobby-seek-words = { $variant }, { $clock } ({ $speed }), { $rated ->
    [yes] rated
   *[no] casual
}
web-lobby-online = { $count } online
web-lobby-my-challenge = Your challenge to { $name } ({ $words }) is waiting for an answer.
web-lobby-my-seek = Your seek ({ $words }, you play { $side ->
    [random] either side
    [attackers] the attackers
   *[defenders] the defenders
}) is waiting for an opponent. The game opens here when someone accepts.
web-lobby-cancel = Cancel
web-lobby-accept-guest = Rated games are between accounts: log in to accept
web-lobby-accept-label = Accept { $name }’s { $clock } { $variant } game
web-lobby-accept = Accept
web-lobby-bot = bot
web-lobby-you = you
web-lobby-rated-word = rated
web-lobby-casual-word = casual
web-lobby-side-cell = { $side ->
    [random] random
    [attackers] attackers
   *[defenders] defenders
}
web-lobby-side-mine = you: { $side ->
    [attackers] attackers
   *[defenders] defenders
}
web-lobby-decline = Decline
web-lobby-challenge-in = { $player } challenges you: { $words }; { $name } plays { $side ->
    [random] either side
    [attackers] the attackers
   *[defenders] the defenders
}.
web-lobby-challenge-in-rated = { $player } ({ $rating }) challenges you: { $words }; { $name } plays { $side ->
    [random] either side
    [attackers] the attackers
   *[defenders] the defenders
}.
web-lobby-challenge-out = You challenged { $player }: { $words }; you play { $side ->
    [random] either side
    [attackers] the attackers
   *[defenders] the defenders
}.
web-lobby-level = { $level ->
    [beginner] Beginner
    [easy] Easy
    [medium] Medium
    [hard] Hard
   *[master] Master
}
web-lobby-game-players = { $attackers } (attackers) against { $defenders } (defenders)
web-lobby-watch = Watch
web-lobby-watch-label = Watch { $attackers } against { $defenders }
web-lobby-game-facts = { $variant }, { $clock }, { $rated ->
    [yes] rated
   *[no] casual
}, { $moves ->
    [one] { $moves } move played
   *[other] { $moves } moves played
}
web-lobby-live = Live
web-lobby-connection-lost = Connection lost. Retrying in { $seconds } s

## web: the account page (account.html, account.js). $side: both,
## attackers or defenders; $rated: yes or no; $error: the server's
## message, a whole sentence; $when: a time from now ("in 2 days").

web-account-description = Your tablut account: log in, create an account, change the password.
web-account-heading = Account
web-account-skip = Skip to the account
web-account-loading = Loading your account…
web-account-guest-heading = Log in or create an account
web-account-intro = An account puts your name on every game you play and keeps your games together. You can play without one: this browser remembers your games either way. The games this browser holds a seat in move into your account when you log in.
web-account-log-in = Log in
web-account-name = Account name
web-account-password = Password
web-account-register-heading = Create an account
web-account-name-help = 3 to 20 letters, digits, “-” or “_”. Your opponents see it; no one else may take it, in any mix of capitals.
web-account-password-help = At least 8 characters (at most 128 bytes).
web-account-register = Create the account
web-account-member-heading = Your account
web-account-logged-in-as = Logged in as
web-account-since = an account since
web-account-games-carry = Games you start or join while logged in carry this name.
web-account-start-game = Start a game
web-account-find-opponent = find an opponent in the lobby
web-account-or-see = , or see
web-account-your-profile = your profile
web-account-log-out = Log out
web-account-games-heading = Your games in play
web-account-games-help = Play them from any browser where you are logged in; your turn first.
web-account-games-empty = No games in play.
web-account-games-empty-link = Find an opponent in the lobby.
web-account-bots-heading = Bots
web-account-bots-help = A bot is an account played by a program: it accepts the challenges sent to it and is rated like a person. Make one here, then run it with its token
web-account-bots-help-any = , or any program using the API
web-account-bots-empty = You have no bots yet.
web-account-token-of = The token of
web-account-token-once = Copy it now: it is shown only this once.
web-account-token-anyone = Anyone holding it plays as the bot.
web-account-token-label = The bot's token
web-account-copy = Copy
web-account-run-it = Run it with tablut's engine:
web-account-copy-command = Copy the command
web-account-copied-it = I have copied it
web-account-make-bot-heading = Make a bot
web-account-bot-name = The bot's name
web-account-make-bot = Make the bot
web-account-bot-name-help = An account name like any other: 3 to 20 letters, digits, “-” or “_”, not taken.
web-account-new-token-help = “New token” makes a new token for a bot and shows it once; the old token stops working at once, so a bot still running with it is refused until restarted with the new one.
web-account-change-password = Change the password
web-account-current-password = Current password
web-account-new-password = New password
web-account-new-password-help = At least 8 characters. Other browsers logged in to this account are logged out.
web-account-delete = Delete the account
web-account-delete-explain = Your games stay, in the archive and for your opponents, with your seats named “deleted”. The name is never given to anyone else, and you cannot log in to this account again. This browser keeps its seats in your games in progress.
web-account-delete-confirm = I understand: the account is gone for good, and my games show “deleted”.
web-account-under-a-minute = in under a minute
web-account-games-failed = Your games could not be listed: { $error }
web-account-game-facts = { $variant }, { $clock }, { $rated ->
    [yes] rated
   *[no] casual
}, { $moves ->
    [one] { $moves } move played
   *[other] { $moves } moves played
}
web-account-game-against = Against { $opponent }: you play { $side ->
    [both] both sides
    [attackers] the attackers
   *[defenders] the defenders
}
web-account-game-against-someone = Against someone: you play { $side ->
    [both] both sides
    [attackers] the attackers
   *[defenders] the defenders
}
web-account-your-turn = your turn
web-account-their-turn = their turn
web-account-time-runs-out = ; your time runs out { $when }
web-account-kept = { $count ->
    [one] { $count } game this browser played is now kept in your account.
   *[other] { $count } games this browser played are now kept in your account.
}
web-account-kept-none-held = This browser holds no games to keep; the games you start from now on are kept in your account.
web-account-kept-none-needed = No game needed keeping: the games this browser holds are in an account already.
web-account-kept-failed = Some games could not be kept: { $error } They stay playable in this browser; log in again to try once more.
web-account-no-longer-logged-in = You are no longer logged in.
web-account-login-needs = Give the account name and its password.
web-account-logging-in = Logging in…
web-account-welcome-back = Welcome back, { $name }.
web-account-registering = Creating the account…
web-account-welcome = Welcome, { $name }: your account is ready.
web-account-logged-out = You are logged out. This browser still holds its seats in your games.
web-account-password-needs-current = Give the current password first.
web-account-changing-password = Changing the password…
web-account-password-changed = The password is changed. Other browsers logged in to this account are logged out.
web-account-delete-needs-confirm = Tick the box first, to say you mean it.
web-account-deleting = Deleting the account…
web-account-deleted = The account { $name } is deleted. Its games stay, with its seats named “deleted”.
web-account-bots-failed = Your bots could not be listed: { $error }
web-account-bot-badge = bot
web-account-bot-made = made { $date }
web-account-new-token-title = Make a new token, shown once; the old one stops working at once
web-account-new-token-label = New token for { $name }
web-account-new-token = New token
web-account-making-token = Making a new token for { $name }…
web-account-token-renewed = { $name } has a new token; the old one no longer works.
web-account-bot-needs-name = Give the bot a name.
web-account-making-bot = Making the bot…
web-account-bot-made-now = { $name } is made.
web-account-token-copied = Token copied.
web-account-token-copy-failed = Copying failed; the token is selected, copy it by hand.
web-account-command-copied = Command copied.
web-account-command-copy-failed = Copying failed; select the command and copy it by hand.
web-account-unreachable = The server cannot be reached; your account could not be shown.

## web: the start, game, rules, archive and missing-game pages, and what
## they share (web-common-). $side is `attackers` or `defenders`; $piece
## `attacker`, `defender`, `king` or `empty`; $level a computer level
## (tui-level). Rule set names, squares and moves stay as they are.

web-common-rule-set = Rule set
web-common-rules-of = The rules of { $name }
web-common-your-name = Your name
web-common-optional = (optional)
web-common-your-account = Your account
web-common-account-name-help = Your account’s name; the game is kept in your account.
web-common-account-label = Your account: { $name }
web-common-logged-in-as = Logged in as { $name }
web-common-log-in = Log in
web-common-log-in-title = Log in or create an account
web-common-anonymous = anonymous
web-common-board = Tablut board
web-common-piece = { $piece ->
    [attacker] attacker
    [defender] defender
    [king] king
   *[empty] empty
}
web-common-no-clock = no clock
web-common-days-a-move = { $count ->
    [one] { $count } day a move
   *[other] { $count } days a move
}
web-common-speed-bullet = bullet
web-common-speed-blitz = blitz
web-common-speed-rapid = rapid
web-common-speed-classical = classical
web-common-speed-correspondence = correspondence
web-common-error-network = The server cannot be reached.
web-common-error-bad-request = The server did not understand the request.
web-common-error-too-large = That message is too long.
web-common-error-unauthorized = This browser does not hold that seat.
web-common-error-not-found = There is no such game.
web-common-error-illegal-move = That move is not allowed.
web-common-error-not-your-turn = It is not your turn.
web-common-error-stale = The game had moved on; the board is up to date now.
web-common-error-waiting = Your friend has not joined yet.
web-common-error-game-over = The game is over.
web-common-error-not-allowed = That is not allowed in this game.
web-common-error-rate-limited = Too many requests; wait a moment.
web-common-error-name-taken = That account name is taken; choose another.
web-common-error-login-required = Log in first.
web-common-error-cross-site = The request came from another site and was refused.
web-common-error-server = The server had a problem.
web-common-error-code = Error: { $code }

web-start-title = tablut · play Tablut
web-start-description = Play Tablut, the 9×9 tafl game Linnaeus recorded in 1732, against the computer or a friend.
web-start-skip = Skip to the form
web-start-heading = Play Tablut
web-start-intro = Sixteen attackers besiege a king and his eight defenders. The king wins by escaping; the attackers win by capturing him. Every piece moves like a rook.
web-start-my-games = Your games in progress
# $mode: computer (with $level), computer-any, friend or local; $turn:
# waiting, attackers or defenders.
web-start-my-game = { $variant } { $mode ->
    [computer] against the computer ({ $level })
    [computer-any] against the computer
    [friend] with a friend
   *[local] at one screen
}, move { $ply }: { $turn ->
    [waiting] waiting for your friend
    [attackers] attackers to move
   *[defenders] defenders to move
}
# The lobby's note, around its two links (web-start-lobby-link and
# web-start-leaderboard-link).
web-start-lobby-before = Looking for an opponent?
web-start-lobby-link = The lobby
web-start-lobby-middle = has open seeks with clocks, rated games and challenges; the
web-start-leaderboard-link = leaderboard
web-start-lobby-after = shows the best players.
web-start-puzzles-before = Sharpen your eye:
web-start-puzzles-link = the puzzles
web-start-puzzles-after = are positions where exactly one move wins by force, with a puzzle rating of your own.
web-start-opponent = Opponent
web-start-opponent-computer = The computer
web-start-opponent-friend = A friend (send a link)
web-start-opponent-local = Two people at this screen
web-start-help-computer = The computer answers at once; you may take moves back.
web-start-help-friend = You get a link to send; the game starts when your friend opens it. You can chat.
web-start-help-local = Both sides play on this screen, taking turns. Moves may be taken back.
web-start-clock = Clock
web-start-no-clock = No clock
web-start-clock-live = Minutes each + seconds added per move
web-start-clock-days = Correspondence: days per move
web-start-clock-help = Optional. A player who runs out of time loses; the clocks start after each side’s first move.
web-start-level = Computer level
web-start-level-beginner = Beginner (looks 1 move ahead)
web-start-level-easy = Easy (3 moves ahead)
web-start-level-medium = Medium (5 moves ahead)
web-start-level-hard = Hard (1 second a move)
web-start-level-master = Master (full strength, 5 s a move)
web-start-side = You play
web-start-side-defenders = The defenders (the king’s side)
web-start-side-attackers = The attackers
web-start-side-random = Either, chosen at random
web-start-first-you = You make the first move.
web-start-first-computer = The computer makes the first move.
web-start-first-friend = Your friend makes the first move.
web-start-name-placeholder = Shown to your opponent
web-start-start = Start the game
web-start-starting = Starting…
web-start-board-heading = The board
web-start-preview-label = The starting position
web-start-preview-caption = The starting position in { $name }: attackers dark, defenders light, the king crowned on the throne.
web-start-legend-throne = the throne
web-start-legend-throne-corners = the throne and the corners
web-start-legend-escape = escape squares
web-start-legend-camps = camps
web-start-rulesets = The rule sets
web-start-rules-link = rules
# $first: attackers, defenders or none; $escape: edge or corner.
web-start-summary = { $first ->
    [attackers] { $escape ->
        [edge] Attackers move first; the king escapes to any edge square.
       *[corner] Attackers move first; the king escapes to a corner.
    }
    [defenders] { $escape ->
        [edge] Defenders move first; the king escapes to any edge square.
       *[corner] Defenders move first; the king escapes to a corner.
    }
   *[none] { $escape ->
        [edge] The king escapes to any edge square.
       *[corner] The king escapes to a corner.
    }
}
web-start-all-rules = All the rules of { $name }

web-game-title = Game · tablut
web-game-skip = Skip to the board
web-game-board-section = Board
web-game-board-label = Tablut board, position after move { $ply }
web-game-board-label-earlier = Tablut board, position after move { $ply } (an earlier position)
web-game-loading = Loading the game…
web-game-connecting = Connecting…
web-game-live = Live
web-game-connection-lost = Connection lost. Retrying in { $seconds } s
web-game-move-resend = Connection lost: your move { $move } will be sent again once it is back.
web-game-move-not-played = Your move { $move } was not played: the game had moved on.
web-game-retry-now = Retry now
web-game-no-id = No game given.
web-game-not-found = There is no game with this address.
web-game-steps = Step through the game
web-game-step-first = First position
web-game-step-first-key = First position (Home)
web-game-step-back = One move back
web-game-step-back-key = One move back (←)
web-game-step-forward = One move forward
web-game-step-forward-key = One move forward (→)
web-game-step-end = Current position
web-game-step-end-key = Current position (End)
web-game-step-start = Start
web-game-step-of = Move { $ply } of { $total }
web-game-back-to-current = Back to the current position
web-game-replay-start = You are looking at the starting position.
web-game-replay-after = You are looking at the position after move { $ply }.
web-game-help-playing = Click or drag a piece to move it. Keyboard: focus the board, arrow keys to move the cursor, Enter to pick up and put down, Escape to let go. Outside the board, ← → Home End step through the game.
web-game-help-premove = On your opponent's turn the move you choose is a premove, played as soon as they have moved; click the piece again, right-click or press Escape to take it back.
web-game-help-watching = Step through the game with the buttons, or with ← → Home End.
web-game-status-invite = Waiting for your friend to join: send them the invitation link.
web-game-status-waiting-second = Waiting for the second player to join.
web-game-status-to-move = { $side ->
    [attackers] Attackers to move.
   *[defenders] Defenders to move.
}
web-game-status-your-move = { $side ->
    [attackers] Your move: you play the attackers.
   *[defenders] Your move: you play the defenders.
}
web-game-status-computer = { $side ->
    [attackers] The attackers (the computer) to move.
   *[defenders] The defenders (the computer) to move.
}
web-game-status-waiting-for = Waiting for { $name } ({ $side ->
    [attackers] the attackers
   *[defenders] the defenders
}) to move.
web-game-status-waiting-opponent = { $side ->
    [attackers] Waiting for your opponent (the attackers) to move.
   *[defenders] Waiting for your opponent (the defenders) to move.
}
web-game-status-watching = { $side ->
    [attackers] Attackers to move. You are watching.
   *[defenders] Defenders to move. You are watching.
}
# The tab's title, before " · tablut".
web-game-title-waiting = Waiting
web-game-title-your-move = Your move
web-game-title-their-move = Their move
web-game-title-to-move = { $side ->
    [attackers] Attackers to move
   *[defenders] Defenders to move
}
web-game-thinking = The computer is thinking…
web-game-result-win = { $side ->
    [attackers] The attackers win.
   *[defenders] The defenders win.
}
web-game-result-win-time = { $side ->
    [attackers] The attackers win on time.
   *[defenders] The defenders win on time.
}
web-game-result-draw = The game is drawn.
web-game-result-aborted = The game was aborted.
web-game-you-won = You won!
web-game-you-won-time = You won on time!
web-game-you-lost = You lost.
web-game-you-lost-time = You lost on time.
web-game-no-result = No result: the game does not count.
web-game-neither-won = Neither side won.
web-game-rating-changes = Rating changes
web-game-go-to-rematch = Go to the rematch
web-game-raichi-routes = The king has an open route to { $squares }.
web-game-tuichi-routes = The king has { $count ->
    [one] { $count } open route
   *[other] { $count } open routes
} ({ $squares }): one move cannot close them all.
web-game-invited = You are invited to a game
# The name of a friend who gives none.
web-game-friend = Friend
web-game-take-seat = Take the seat
web-game-join-help = Your opponent sees this name. Left empty, you are “Friend”.
web-game-joined = { $side ->
    [attackers] You joined the game as the attackers.
   *[defenders] You joined the game as the defenders.
}
web-game-invitation-used = This invitation has already been used: you are watching the game.
web-game-key-refused = This browser’s key for this game was refused: you are watching.
web-game-invite-heading = Invite your friend
web-game-invite-text = Send this link to your friend. The game starts when they open it.
web-game-invite-link = Invitation link
web-game-copy = Copy
web-game-share = Share
web-game-share-title = A game of Tablut
web-game-share-text = Play Tablut with me:
web-game-invite-copied = Invitation link copied.
web-game-invite-copy-failed = Copying failed; the link is selected, copy it by hand.
web-game-link-copied = Link copied: anyone who opens it can watch.
web-game-copy-failed = Copying failed; copy the address from the address bar.
web-game-rated = Rated
web-game-casual = Casual
web-game-clock-note = The clocks start once each side has made its first move; until then either player may abort.
web-game-offers = Offers
web-game-draw-accept = Accept the draw
web-game-decline = Decline
web-game-takeback-grant = Grant the takeback
web-game-draw-waiting = You offered a draw; waiting for the answer.
web-game-takeback-waiting = You asked to take back your last move; waiting for the answer.
web-game-opponent-offers-draw = Your opponent offers a draw.
web-game-opponent-asks-takeback = Your opponent asks to take back their last move.
web-game-side-offers-draw = { $side ->
    [attackers] The attackers offer a draw.
   *[defenders] The defenders offer a draw.
}
web-game-named-offers-draw = { $side ->
    [attackers] The attackers ({ $name }) offer a draw.
   *[defenders] The defenders ({ $name }) offer a draw.
}
web-game-side-asks-takeback = { $side ->
    [attackers] The attackers ask to take back their last move.
   *[defenders] The defenders ask to take back their last move.
}
web-game-named-asks-takeback = { $side ->
    [attackers] The attackers ({ $name }) ask to take back their last move.
   *[defenders] The defenders ({ $name }) ask to take back their last move.
}
web-game-you-offered-draw = You offered a draw.
web-game-you-asked-takeback = You asked to take back your last move.
web-game-draw-declined = Your draw offer was declined.
web-game-takeback-declined = Your takeback request was declined.
web-game-players = Players
web-game-attackers = Attackers
web-game-defenders = Defenders
web-game-you-badge = you
web-game-to-move-badge = to move
web-game-computer = Computer
web-game-computer-level = Computer ({ $level })
web-game-not-joined = Not joined yet
web-game-you = You
web-game-anonymous = Anonymous
web-game-seat-computer = computer
web-game-online = online
web-game-offline = offline
web-game-lost = lost { $count }
web-game-lost-title = { $side ->
    [attackers] The attackers have lost { $count ->
        [one] { $count } piece
       *[other] { $count } pieces
    }
   *[defenders] The defenders have lost { $count ->
        [one] { $count } piece
       *[other] { $count } pieces
    }
}
web-game-actions = Game actions
web-game-hint = Hint
web-game-hint-thinking = Thinking…
web-game-hint-offline = Hints need a live connection; try again in a moment.
web-game-hint-said = Hint: { $move }.
web-game-hint-shown = Hint: { $move }
web-game-undo = Undo
web-game-draw-offer = Offer a draw
web-game-draw-offered = Draw offered
web-game-takeback-ask = Ask for a takeback
web-game-takeback-asked = Takeback asked
web-game-abort = Abort the game
web-game-resign = Resign
web-game-rematch = Rematch
web-game-play-again = Play again, sides swapped
web-game-rematch-offer = Offer a rematch
web-game-rematch-waiting = Rematch offered: waiting for your friend
web-game-rematch-accept = Accept the rematch
web-game-rematch-offered-to-you = Your friend offers a rematch.
web-game-friend-joined = Your friend has joined: the game is on.
web-game-download = Download record
web-game-review = Review this game
web-game-analyse = Analyse
web-game-analyse-title = Open the position shown on the analysis board
web-game-copy-link = Copy link for spectators
web-game-tournament = Back to the tournament
web-game-sound = Sound and notifications
web-game-sound-on = Sound on
web-game-sound-off = Sound off
web-game-premove-picked = { $square } picked up for a premove: choose where it goes.
web-game-premove-set = Premove { $move }: it is played as soon as your opponent has moved, if it is still legal then.
web-game-premove-shown = Premove: { $move }
web-game-premove-cancel = Cancel premove (Esc)
web-game-premove-cancelled = Premove cancelled.
web-game-premove-dropped = Your premove { $move } was not legal after your opponent's move: it was dropped.
web-game-confirm-question = Play { $move }?
web-game-confirm-yes = Confirm
web-game-confirm-no = Cancel
web-game-confirm-cancelled = Move cancelled.
web-game-confirm-option = Confirm each move in correspondence games
web-game-conditional = Conditional moves
web-game-conditional-help = While your opponent is to move, write what you will answer: one line each, their move then yours (e3-h3 d1-d3), and further pairs if you like. The server plays your answer as soon as they play a line's first move, even when you are away.
web-game-conditional-label = Lines of moves
web-game-conditional-save = Save the lines
web-game-conditional-clear = Clear
web-game-conditional-saved = { $count ->
    [one] One line is waiting for your opponent's move.
   *[other] { $count } lines are waiting for your opponent's move.
}
web-game-conditional-cleared = No conditional moves.
web-game-volume = Volume
web-game-notify-on = Notifications on
web-game-notify-off = Notify me when it is my turn
web-game-notify-blocked = This browser blocks notifications for this site; allow them in its site settings.
web-game-notify-your-turn = Your turn
web-game-notify-over = The game is over
web-game-moves = Moves
web-game-no-moves = No moves yet.
web-game-move-title = { $side ->
    [attackers] Attackers
   *[defenders] Defenders
}: { $move }
web-game-chat = Chat
web-game-chat-messages = Chat messages
web-game-chat-message = Chat message
web-game-chat-placeholder = Say something
web-game-chat-send = Send
web-game-chat-watch = Only the two players can write here.
web-game-says = { $name } says: { $text }
# After "Rule set NAME, ". $mode: computer (with $level), computer-any,
# friend or local.
web-game-info-mode = { $mode ->
    [computer] against the computer ({ $level })
    [computer-any] against the computer
    [friend] between two players
   *[local] two players at one screen
}
web-game-info-both = You hold both seats.
web-game-info-you-play = { $side ->
    [attackers] You play the attackers.
   *[defenders] You play the defenders.
}
web-game-resign-question = Resign this game?
web-game-resign-text = Your opponent wins at once.
web-game-resign-you = { $side ->
    [attackers] You give up as the attackers; the defenders win.
   *[defenders] You give up as the defenders; the attackers win.
}
web-game-resign-both = { $side ->
    [attackers] The attackers (to move) give up; the defenders win.
   *[defenders] The defenders (to move) give up; the attackers win.
}
web-game-keep-playing = Keep playing
# What a screen reader says.
web-game-picked-up = { $piece ->
    [attacker] attacker
    [defender] defender
   *[king] king
} on { $square } picked up: { $count ->
    [0] it cannot move
    [one] { $count } destination
   *[other] { $count } destinations
}.
web-game-cursor = { $square }: { web-common-piece }
web-game-cursor-destination = { $square }: { web-common-piece }, a destination
web-game-why-earlier = You are looking at an earlier position. Press End to return.
web-game-why-watching = You are watching this game.
web-game-why-thinking = The computer is thinking.
web-game-why-pending = Your move is on its way.
web-game-why-their-turn = { $side ->
    [attackers] It is the attackers' turn.
   *[defenders] It is the defenders' turn.
}
web-game-taken-back = Moves taken back: now after move { $ply }.
web-game-played = { $side ->
    [attackers] Attackers played { $move }.
   *[defenders] Defenders played { $move }.
}
# $squares: the captured squares, listed the language's way.
web-game-played-capturing = { $side ->
    [attackers] Attackers played { $move }, capturing { $squares }.
   *[defenders] Defenders played { $move }, capturing { $squares }.
}
# The clocks. $time: the time left in words ("4 minutes 59 seconds").
web-game-clock-label = { $side ->
    [attackers] Attackers’ clock
   *[defenders] Defenders’ clock
}: { $time } left{ $state ->
    [flagged] , out of time
    [running] , running
   *[stopped] { "" }
}{ $low ->
    [yes] , under 10 seconds
   *[no] { "" }
}
web-game-clock-deadline = Time runs out at { $time }
web-game-clock-low-you = Under ten seconds left on your clock!
web-game-clock-low-mark = Low time
web-game-clock-low = { $side ->
    [attackers] The attackers have under ten seconds left.
   *[defenders] The defenders have under ten seconds left.
}

web-rules-title = Rules · tablut
web-rules-detail-title = { $name } · Rules · tablut
web-rules-skip = Skip to the rules
web-rules-nav = Rule sets
web-rules-loading = Loading the rules…
web-rules-back = ← Back to the start page
web-rules-all = All rule sets
web-rules-heading = The rules of Tablut
web-rules-intro = Every piece moves like a rook: any distance along a rank or file, never jumping. A soldier is captured when the moving piece traps it between itself and another enemy piece (or a hostile square). The king wins by escaping; the attackers win by capturing him. The old sources disagree on the details, so tablut offers four readings:
web-rules-start-label = { $name }: starting position
web-rules-first = { $side ->
    [attackers] Attackers move first.
   *[defenders] Defenders move first.
}
web-rules-play = Play { $name }
web-rules-side-by-side = Every rule side by side
web-rules-column-meaning = what it means
web-rules-start-title = Starting position
web-rules-start-caption = Attackers dark, defenders light, the king crowned on the throne.
web-rules-special-title = Special squares
# $marked: a list of web-rules-mark-*, or web-rules-none; $escape:
# web-rules-escape-edge or web-rules-escape-corners.
web-rules-special-caption = Marked: { $marked }. The king escapes to { $escape }.
web-rules-mark-throne = the throne ({ $squares })
web-rules-mark-corners = special corners ({ $squares })
web-rules-mark-camps = camps ({ $count ->
    [one] { $count } square
   *[other] { $count } squares
})
web-rules-none = none
web-rules-escape-edge = any edge square (dashed)
web-rules-escape-corners = the corners { $squares } (dashed)
web-rules-every-rule = Every rule
web-rules-examples = Examples
web-rules-example-label-capturing = { $move }, capturing { $squares }
# Before the move; $side: attackers, defenders or other (not known).
web-rules-example-play = { $side ->
    [attackers] Attackers play
    [defenders] Defenders play
   *[other] The side to move play
}
# After the move.
web-rules-example-capturing = , capturing { $squares }.
web-rules-compare = Compare all rule sets side by side
web-rules-load-failed = The rules could not be loaded.
web-rules-unknown = Unknown rule set

web-archive-title = Archive · tablut
web-archive-skip = Skip to the games
web-archive-heading = Finished games
web-archive-intro = Newest first. Open a game to replay it move by move.
web-archive-filters = Filter the games
web-archive-player = Player
web-archive-any-player = Any player
web-archive-any = Any
web-archive-result = Result
web-archive-attackers-win = Attackers win
web-archive-defenders-win = Defenders win
web-archive-draw = Draw
web-archive-no-result = No result (aborted)
web-archive-no-result-short = No result
web-archive-show = Show
web-archive-clear = Clear
web-archive-finished = Finished
web-archive-players = Players
web-archive-moves = Moves
web-archive-empty = No finished games yet.
web-archive-start-one = Start one.
web-archive-no-match = No finished game matches these filters.
web-archive-show-all = Show every game.
web-archive-loading = Loading…
web-archive-load-failed = The archive could not be loaded.
web-archive-older = Older games
web-archive-computer = the computer
web-archive-side = ({ $side ->
    [attackers] attackers
   *[defenders] defenders
})
web-archive-against = against
web-archive-mode-computer = against the computer
web-archive-mode-local = at one screen
web-archive-rated = rated
web-archive-casual = casual

web-missing-title = No such game · tablut
web-missing-heading = This game does not exist
web-missing-text = There is no game at this address: the link may be mistyped or cut short.
web-missing-start = Start a new game
web-missing-or = or
web-missing-browse = browse the finished games

## web: a player's profile (player.html, player.js) and the leaderboard
## (leaderboard.html, leaderboard.js). $rated: yes or no; $result: won,
## lost, draw or no-result; $pool and $pools: rule sets' names; ratings
## are written as they are, without separators.

web-player-heading = Player
web-player-skip = Skip to the profile
web-player-loading = Loading the profile…
web-player-missing = No such player
web-player-missing-text = There is no account with this name.
web-player-missing-link = The leaderboard lists the rated players.
web-player-challenge = Challenge
web-player-all-games = All finished games
web-player-leaderboard = Leaderboard
web-player-ratings = Ratings
web-player-rule-set = Rule set
web-player-rating = Rating
web-player-deviation = Deviation
web-player-rated-games = Rated games
web-player-ratings-empty = No rated games yet: every player starts at 1500, provisional (shown with “?”) until a few games have been played.
web-player-provisional-help = A “?” marks a provisional rating: its deviation is still above 110.
web-player-results = Results
web-player-as = As
web-player-wins = Wins
web-player-draws = Draws
web-player-losses = Losses
web-player-history = Rating history
web-player-chart-empty = The chart appears after the first rated game.
web-player-latest = Latest games
web-player-finished = Finished
web-player-opponent = Opponent
web-player-played = Played
web-player-result = Result
web-player-moves = Moves
web-player-games-empty = No finished games yet.
web-player-chart-x = Rated games, oldest to newest
web-player-chart-first = { $pool }: { $rating } before the first rated game
web-player-chart-label = Rating history: { $count ->
    [one] { $count } rated game
   *[other] { $count } rated games
} in { $pools }; the latest, in { $pool }, from { $before } to { $after }.
web-player-both = Both
web-player-the-computer = the computer
web-player-result-word = { $result ->
    [won] Won
    [lost] Lost
    [draw] Draw
   *[no-result] No result
}
web-player-game-facts = { $clock }, { $rated ->
    [yes] rated
   *[no] casual
}
web-player-since = An account since { $date }
# $owner: the owner's name (a link).
web-player-bot-of = ; a bot of { $owner }
web-leaderboard-heading = Leaderboard
web-leaderboard-skip = Skip to the leaderboard
web-leaderboard-intro = The best established players of each rule set: each preset has its own rating pool (Glicko-2). A rating is established once its deviation is under 110, after a few rated games.
web-leaderboard-rule-set = Rule set
web-leaderboard-rank = Rank
web-leaderboard-player = Player
web-leaderboard-rating = Rating
web-leaderboard-deviation = Deviation
web-leaderboard-rated-games = Rated games
web-leaderboard-empty = No established players in this pool yet.
web-leaderboard-empty-link = Play rated games in the lobby.
web-leaderboard-loading = Loading…
web-leaderboard-failed = The leaderboard could not be loaded.

## web: the puzzle trainer (puzzles.html, puzzles.js). $side: attackers
## or defenders; $theme: escape, raichi, tuichi, capture-by-two,
## capture-by-three, capture-by-four, against-throne, against-corner,
## against-camp or defender-sacrifice; $capturing: web-puzzles-capturing
## or nothing; $piece: a piece in words (web-common-piece); $error: the
## server's message, a whole sentence. Raichi and Tuichi stay.

web-puzzles-description = Tablut puzzles: find the move that wins by force, in one move or two, and keep a puzzle rating.
web-puzzles-heading = Puzzles
web-puzzles-skip = Skip to the puzzle
web-puzzles-puzzle = Puzzle
web-puzzles-loading = Loading a puzzle…
web-puzzles-board-hint = Click a piece, then its destination (or drag it). Keyboard: focus the board, arrow keys, Enter to pick up and put down.
web-puzzles-solution-intro = The solution (the opponent’s replies in between); click a move to see the position after it:
web-puzzles-play-solution = Play the solution
web-puzzles-my-rating = Your puzzle rating
web-puzzles-streak = Streak:
web-puzzles-rule-set = Rule set
web-puzzles-theme = Theme
web-puzzles-any-theme = Any theme
web-puzzles-theme-escape = The king escapes
web-puzzles-theme-capture-by-two = King captured by two
web-puzzles-theme-capture-by-three = King captured by three
web-puzzles-theme-capture-by-four = King captured by four
web-puzzles-theme-against-throne = Against the throne
web-puzzles-theme-against-corner = Against a corner
web-puzzles-theme-against-camp = Against a camp
web-puzzles-theme-defender-sacrifice = A defender given up
web-puzzles-this-puzzle = This puzzle
web-puzzles-rating = rating
web-puzzles-themes = Themes:
web-puzzles-actions = Puzzle actions
web-puzzles-hint-title = Shows the piece to move; the puzzle then counts as failed for your rating
web-puzzles-hint = Hint
web-puzzles-give-up-title = Gives the puzzle up and shows the solution; it counts as failed for your rating
web-puzzles-give-up = Show solution
web-puzzles-next = Next puzzle
web-puzzles-theme-word = { $theme ->
    [escape] escape
    [raichi] Raichi
    [tuichi] Tuichi
    [capture-by-two] king captured by two
    [capture-by-three] king captured by three
    [capture-by-four] king captured by four
    [against-throne] against the throne
    [against-corner] against a corner
    [against-camp] against a camp
   *[defender-sacrifice] a defender given up
}
web-puzzles-rating-not-loaded = Your puzzle rating could not be loaded: { $error }
web-puzzles-board = Puzzle board
web-puzzles-picked-up = { $piece } on { $square } picked up: { $count ->
    [one] { $count } destination.
   *[other] { $count } destinations.
}
# $line: solution (the solution shown) or attempt (the moves played).
web-puzzles-board-label = Puzzle board, { $line ->
    [solution] the solution after { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
   *[attempt] after { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
}
web-puzzles-find = Find the winning move: you play the { $side ->
    [attackers] attackers
   *[defenders] defenders
}, win in { $moves }.
web-puzzles-finish = Right! Now finish it: you play the { $side ->
    [attackers] attackers
   *[defenders] defenders
}, win in { $moves }.
web-puzzles-replying = Right! The { $side ->
    [attackers] attackers reply…
   *[defenders] defenders reply…
}
web-puzzles-solved = Solved!
web-puzzles-not-this-time = Not this time: the solution is shown.
web-puzzles-id = Puzzle { $id }
# $preset: the rule set's name; $link: web-puzzles-the-rules, a link.
web-puzzles-rules-line = { $preset } rules ({ $side ->
    [attackers] attackers
   *[defenders] defenders
} to move); { $link }.
web-puzzles-the-rules = the rules
web-puzzles-kept-account = Kept in your account, { $name }. A “?” means it is not settled yet.
web-puzzles-guest-unrated = Guests play unrated: log in to get a puzzle rating.
web-puzzles-not-rated-again = Not rated: only your first attempt at a puzzle counts.
web-puzzles-capturing = , capturing on { $squares }
web-puzzles-not-winning = { $move } does not win by force.
web-puzzles-wins = { $move }{ $capturing } wins.
web-puzzles-right = { $move } is right{ $capturing }. The { $side ->
    [attackers] attackers reply.
   *[defenders] defenders reply.
}
web-puzzles-replied = The { $side ->
    [attackers] attackers
   *[defenders] defenders
} played { $move }{ $capturing }. Your move.
web-puzzles-failed = Puzzle failed
web-puzzles-side-wins = The { $side ->
    [attackers] attackers win.
   *[defenders] defenders win.
}
web-puzzles-winning-line = The winning line was { $line }.
web-puzzles-no-line = not given
web-puzzles-failed-announce = Failed. The solution: { $line }.
web-puzzles-solution-not-fetched = The solution could not be fetched: { $error }
web-puzzles-hinted = Hint: move the piece on { $square }.
web-puzzles-hint-not-fetched = The hint could not be fetched: { $error }
web-puzzles-asked = You asked for the solution.
web-puzzles-all-seen = You have seen every puzzle of this choice: starting again.
web-puzzles-no-theme = No { $preset } puzzle has that theme: choose another.
web-puzzles-not-loaded = No puzzle could be loaded: { $error }
web-puzzles-no-board = Puzzle { $id } came without its board.
web-puzzles-start = Puzzle { $id }: you play the { $side ->
    [attackers] attackers
   *[defenders] defenders
}, win in { $moves }.

## web: a game's review (review.html, review.js). $side: attackers or
## defenders; $class: best, good, inaccuracy, mistake or blunder, or
## (where it is said in words) web-review-class; $chance, $before,
## $after: percentages; $score_before, $score_after: the server's
## scores; $attackers, $defenders in web-review-players: the names (links).

web-review-heading = Game review
web-review-skip = Skip to the moves
web-review-board = Board
web-review-back = Back to the game
web-review-steps = Step through the game
web-review-first-key = First position (Home)
web-review-first = First position
web-review-back-key = One move back (←)
web-review-step-back = One move back
web-review-forward-key = One move forward (→)
web-review-forward = One move forward
web-review-last-key = Last position (End)
web-review-last = Last position
web-review-analyse = Analyse this position
web-review-request = This game has not been reviewed yet. The engine weighs every move (about 0.2 s a position) and marks the mistakes.
web-review-start = Review this game
web-review-reviewing = Reviewing…
web-review-graph-caption = Attackers' winning chances
web-review-graph-note = (above the middle line the attackers are better)
web-review-moves = Moves
web-review-class = { $class ->
    [best] Best move
    [good] Good
    [inaccuracy] Inaccuracy
    [mistake] Mistake
   *[blunder] Blunder
}
web-review-no-game = There is no such game.
web-review-title = Review: { $attackers } vs { $defenders }
web-review-unnamed = { $side ->
    [attackers] attackers
   *[defenders] defenders
}
web-review-players = { $attackers } (attackers) against { $defenders } (defenders) · { $variant }
web-review-in-play = This game is still being played: it can be reviewed once it is over.
web-review-started = The review has started.
web-review-too-many = You already have two reviews under way; ask again once one is done.
web-review-not-over = A game still in play cannot be reviewed.
web-review-queued = Waiting for the engine… ({ $done } of { $total } positions)
web-review-progress = Reviewing: { $done } of { $total } positions
web-review-done = The review is done.
web-review-no-moves = The game has no moves to review.
web-review-no-side-moves = No moves.
web-review-count = { $class ->
    [good] { $count } good
    [inaccuracy] { $count ->
        [one] { $count } inaccuracy
       *[other] { $count } inaccuracies
    }
    [mistake] { $count ->
        [one] { $count } mistake
       *[other] { $count } mistakes
    }
    [blunder] { $count ->
        [one] { $count } blunder
       *[other] { $count } blunders
    }
   *[best] { $count } best
}
# $loss: the average loss (a number in bold).
web-review-loss = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}; average loss { $loss } points of winning chances
web-review-graph-label = The attackers' winning chances after each move; choose a point to see the position
web-review-point = Move { $ply }, { $move } ({ $side ->
    [attackers] attackers
   *[defenders] defenders
}): { $class }; attackers { $chance }
web-review-move-label = Move { $ply }, { $side ->
    [attackers] attackers
   *[defenders] defenders
}, { $move }
web-review-move-label-class = Move { $ply }, { $side ->
    [attackers] attackers
   *[defenders] defenders
}, { $move }: { $class }
web-review-chance-title = The attackers' winning chances after the move
web-review-better = Better: { $move }
web-review-better-line = · line: { $line }
web-review-board-label = Tablut board, position after move { $ply } of { $total }
web-review-board-label-better = Tablut board, position after move { $ply } of { $total }; the arrow shows the better move { $move }
web-review-step = Move { $ply } of { $total }
web-review-start-position = The start position
web-review-start-chances = : the attackers' winning chances { $chance }.
web-review-by = by the { $side ->
    [attackers] attackers
   *[defenders] defenders
}
web-review-chances = The { $side ->
    [attackers] attackers
   *[defenders] defenders
}' winning chances: { $before } before, { $after } after (score { $score_before } → { $score_after }).
web-review-better-was = Better was { $move } (the arrow on the board).
web-review-engine-line = The engine's line:
web-review-preferred = The engine preferred { $move }.
web-review-announce = Move { $ply }, { $side ->
    [attackers] attackers
   *[defenders] defenders
}: { $move }
web-review-announce-class = Move { $ply }, { $side ->
    [attackers] attackers
   *[defenders] defenders
}: { $move }, { $class }

## web: the analysis board (analysis.html, analysis.js, analysis-tree.js,
## analysis-engine.js). $side: attackers or defenders; $result:
## attackers, defenders, draw or over; $place: web-analysis-at-start or
## web-analysis-after-move; $piece: a piece in words (web-common-piece);
## $nodes: a short count ("34 k"); $error: the server's message.

web-analysis-description = Tablut analysis board: play out any position or game, branch into variations, and watch the engine's best lines.
web-analysis-heading = Analysis board
web-analysis-skip = Skip to the board
web-analysis-board = Board
web-analysis-loading = Loading…
web-analysis-steps = Step through the moves
web-analysis-start-key = Start position (Home)
web-analysis-start-position = Start position
web-analysis-back-key = One move back (←)
web-analysis-back = One move back
web-analysis-forward-key = One move forward (→)
web-analysis-forward = One move forward
web-analysis-end-key = End of this line (End)
web-analysis-end = End of this line
web-analysis-hint = Click a piece, then a highlighted square (or drag it). Outside the board, ← → step along the line shown, Home and End go to its ends.
web-analysis-engine = Engine
web-analysis-on = On
web-analysis-connecting = Connecting to the engine…
web-analysis-lines = The engine's best lines
web-analysis-moves = Moves
web-analysis-tree = Moves and variations
web-analysis-promote-title = Make the line shown the main line
web-analysis-promote = Make main line
web-analysis-delete-title = Delete the move shown and every move after it
web-analysis-delete = Delete from here
web-analysis-share = Share
web-analysis-share-label = Link to the position shown
web-analysis-copy-link = Copy link
web-analysis-share-help = The link opens this position with the moves that lead to it.
web-analysis-import = Import a record or a position
web-analysis-import-label = OpenTafl record, or a position
web-analysis-import-help = Paste a record as a game page's “Download record” gives it (it names its own rules), or a position string, played under the rule set below.
web-analysis-import-variant = Rule set (for a position)
web-analysis-import-submit = Import
web-analysis-picked-up = { $piece } on { $square } picked up: { $count ->
    [one] { $count } destination.
   *[other] { $count } destinations.
}
web-analysis-at-start = the start position
web-analysis-after-move = after move { $ply }, { $move }
web-analysis-board-label = Analysis board, { $place }
web-analysis-board-label-best = Analysis board, { $place }; the engine's best move { $best } is drawn as an arrow
web-analysis-loading-position = Loading the position…
web-analysis-game-over = Game over.
web-analysis-to-move = { $side ->
    [attackers] Attackers to move.
   *[defenders] Defenders to move.
}
web-analysis-raichi = The king has an open route to { $routes }.
web-analysis-tuichi = The king has { $count } open routes ({ $routes }): one move cannot close them all.
web-analysis-headline = { $result ->
    [attackers] The attackers win.
    [defenders] The defenders win.
    [draw] A draw.
   *[over] The game is over.
}
web-analysis-step-start = Start
web-analysis-step = Move { $ply } of { $total }
# $variant: the rule set's name (a link).
web-analysis-variant-rules = { $variant } rules
web-analysis-engine-off = The engine is off.
web-analysis-engine-ready = The engine is ready.
web-analysis-engine-queued = Waiting for the engine…
web-analysis-searching = Searching… depth { $depth }
web-analysis-done = Done: depth { $depth }, { $nodes } positions in { $seconds } s.
web-analysis-done-nothing = Done: no move to search here.
web-analysis-engine-over = The game is over in this position: nothing to search.
web-analysis-engine-refused = The engine cannot be reached. At most two analysis boards may be open at once from one address: close another analysis tab; this one keeps trying.
web-analysis-engine-lost = The connection to the engine was lost; trying again…
web-analysis-engine-lost-retry = The connection to the engine was lost; trying again in { $seconds } s…
web-analysis-engine-error = The engine refused: { $error }
web-analysis-engine-error-position = The engine refused the position.
web-analysis-play = Play { $move }
web-analysis-play-line = Play the line up to { $move }
web-analysis-score-title = The score for the side to move (soldiers, or a forced win or loss)
web-analysis-chance-title = The attackers' winning chances after this move
web-analysis-chance = attackers { $chance }
web-analysis-announce-move = Move { $ply }: { $move }
web-analysis-at-start-announce = The start position
web-analysis-promoted = This line is the main line now.
web-analysis-deleted = { $move } and the moves after it are deleted.
web-analysis-refused = Refused: { $error }
web-analysis-played = { $move }.
web-analysis-played-capturing = { $move }, capturing on { $squares }.
web-analysis-game-title = Analysis of game { $id }
web-analysis-unreachable = The server cannot be reached.
web-analysis-link-failed = The link could not be opened: { $error }
web-analysis-import-empty = Paste a record or a position first.
web-analysis-importing = Importing…
web-analysis-record-imported = The record is imported: { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, shown from the start.
web-analysis-position-imported = The position is imported.
web-analysis-record-unreadable = The record could not be read: { $error }
web-analysis-position-unreadable = The position could not be read: { $error }
web-analysis-start-of = The { $variant } start position.
web-analysis-link-copied = Link copied
web-analysis-link-copy-failed = The link could not be copied: select it and copy it yourself.
web-analysis-tree-empty = No moves yet: play one on the board.
web-analysis-move-label = Move { $ply }: { $move }
web-analysis-variation-label = Move { $ply }: { $move } (variation)

## server: a page that does not exist.

error-page-not-found = Not found. Start a game at / or browse the archive at /archive.

## web: the tournaments (tournaments.html, tournament.html, tournaments.js,
## tournament.js, tournament-words.js). $format: swiss, round-robin,
## double-round-robin, arena or groups-knockout; $status: created, running
## or finished; $match: single or two-games; $rated: yes or no; $stage:
## groups or knockout; $side: first or second; $time: a date and time, or
## a time left (12:05); $name, $names, $creator, $player, $opponent:
## account names; $result: points as "1.5-0.5" or "1½ ½".

web-nav-tournaments = Tournaments
web-tournament-format = { $format ->
    [swiss] Swiss
    [round-robin] Round robin
    [double-round-robin] Double round robin
    [arena] Arena
   *[groups-knockout] Groups, then knockout
}
web-tournament-status = { $status ->
    [created] Not started
    [running] Being played
   *[finished] Finished
}
web-tournament-starts = Starts by itself { $time }
web-tournament-starts-manual = Starts when its creator starts it
web-tournament-round = Round { $round } of { $rounds }
web-tournament-rounds-played = { $rounds ->
    [one] { $rounds } round played
   *[other] { $rounds } rounds played
}
web-tournament-arena-left = { $time } left
web-tournament-arena-length = { $minutes } minutes
web-tournaments-heading = Tournaments
web-tournaments-description = Tablut tournaments: Swiss, round robins, arenas and groups with a knockout. See what is on, join one or create your own.
web-tournaments-skip = Skip to the tournaments
web-tournaments-intro = Play a series of games against other players: the tournament pairs the rounds, keeps the standings and opens your next game for you.
web-tournaments-loading = Loading the tournaments…
web-tournaments-failed = The tournaments could not be loaded.
web-tournaments-running = Being played
web-tournaments-upcoming = Not started yet
web-tournaments-finished = Finished
web-tournaments-running-empty = No tournament is being played right now.
web-tournaments-upcoming-empty = No tournament is waiting to start.
web-tournaments-finished-empty = No tournament has finished yet.
web-tournaments-col-name = Tournament
web-tournaments-col-format = Format
web-tournaments-rule-set = Rule set
web-tournaments-col-clock = Time control
web-tournaments-col-players = Players
web-tournaments-col-when = When
web-tournaments-invitation-badge = by invitation
web-tournaments-create = Create a tournament
web-tournaments-guest = Log in to create a tournament or to join one.
web-tournaments-guest-link = Log in or create an account
web-tournaments-name = Name
web-tournaments-format-help = { $format ->
    [swiss] A set number of rounds; each round, players with the same score meet, never twice.
    [round-robin] Everyone plays everyone once; the rounds follow from the number of players.
    [double-round-robin] Everyone plays everyone twice, the sides swapped the second time.
    [arena] For a set time: whoever finishes a game is paired again at once. Two wins in a row start a streak, and each game then counts double.
   *[groups-knockout] Round-robin groups first, then a knockout bracket of each group's best.
}
web-tournaments-rounds = Rounds
web-tournaments-minutes = Length in minutes
web-tournaments-group-size = Players per group
web-tournaments-qualifiers = Through from each group
web-tournaments-clock = Time control
web-tournaments-live = Live
web-tournaments-correspondence = Correspondence
web-tournaments-match = Games per pairing
web-tournaments-match-two = Two games, sides swapped
web-tournaments-match-single = One game
web-tournaments-rated = Rated games
web-tournaments-rated-presets = Only games under a preset's rules can be rated.
web-tournaments-starts-at = Starts by itself at
web-tournaments-optional = (optional)
web-tournaments-starts-at-help = Left empty, it starts when you press Start on its page.
web-tournaments-conditions = Who may join
web-tournaments-min-rating = Lowest rating
web-tournaments-min-games = Fewest rated games
web-tournaments-bots = Bots may join
web-tournaments-invited = Invited players
web-tournaments-invited-help = Account names separated by commas. Left empty, anyone may join.
web-tournaments-submit = Create the tournament
web-tournaments-sending = Creating the tournament…
web-tournaments-name-needed = Give the tournament a name.
web-tournaments-made = { $name } is created.
web-tournament-heading = Tournament
web-tournament-description = A tablut tournament: its standings, its rounds and their games, live.
web-tournament-skip = Skip to the standings
web-tournament-loading = Loading the tournament…
web-tournament-missing = No such tournament
web-tournament-missing-text = This tournament does not exist.
web-tournament-back = All tournaments
web-tournament-facts = { $variant }, { $clock }, { $rated ->
    [yes] rated
   *[no] casual
}, { $match ->
    [single] one game per pairing
   *[two-games] two games per pairing
}
web-tournament-groups-facts = groups of { $size }, { $qualifiers } through from each
web-tournament-by = Created by { $name }
web-tournament-min-rating = Rating at least { $rating }
web-tournament-min-games = { $count ->
    [one] At least { $count } rated game
   *[other] At least { $count } rated games
}
web-tournament-no-bots = No bots
web-tournament-invitation = By invitation: { $names }
web-tournament-join = Join
web-tournament-rejoin = Join again
web-tournament-resume = Come back
web-tournament-withdraw = Withdraw
web-tournament-pause = Take a break
web-tournament-start = Start now
web-tournament-guest = Log in to join this tournament.
web-tournament-joined = You are in the tournament.
web-tournament-withdrawn = You have withdrawn: you will not be paired again.
web-tournament-started = The tournament has started.
web-tournament-paused = You are taking a break: you will not be paired until you come back.
web-tournament-bye = You have a bye in round { $round }: it counts as a win, and you play in the next round.
web-tournament-your-game = Your game against { $name } (board { $board }) is being played.
web-tournament-go = Go to your game
web-tournament-your-pairing = This round you play { $name } (board { $board }).
web-tournament-your-result = This round against { $name }: { $result }.
web-tournament-opening = Your game is starting…
web-tournament-notify-title = A tournament round has started
web-tournament-notify-body = { $tournament }: your game against { $name } has begun.
web-tournament-standings = Standings
web-tournament-standings-empty = No game has finished yet.
web-tournament-group = Group { $group }
web-tournament-col-rank = #
web-tournament-col-player = Player
web-tournament-col-points = Points
web-tournament-col-buchholz = Buchholz
web-tournament-buchholz = Buchholz: the points of the player's opponents
web-tournament-col-sb = SB
web-tournament-sonneborn-berger = Sonneborn–Berger: the points of the opponents beaten, and half those of the opponents drawn with
web-tournament-col-wins = Wins
web-tournament-col-games = Games
web-tournament-col-byes = Byes
web-tournament-streak = On a streak: each game counts double
web-tournament-pairings = Pairings
web-tournament-pairings-round = Round { $round }
web-tournament-pairings-empty = No round is being played.
web-tournament-col-board = Board
web-tournament-col-first = Attacks first
web-tournament-col-second = Defends first
web-tournament-col-result = Result
web-tournament-bye-word = bye
web-tournament-in-play = being played
web-tournament-game-n = Game { $n }
web-tournament-watch-game = Watch game { $n }
web-tournament-stage = { $stage ->
    [groups] Groups
   *[knockout] Knockout
}
web-tournament-goes-through = { $name } goes through
web-tournament-crosstable = Crosstable
web-tournament-crosstable-help = Each cell holds the row's player's points against the column's player, one number per pairing. Choose a name to see that player's rounds.
web-tournament-crosstable-empty = The crosstable fills in once the first round is paired.
web-tournament-cross-title = { $player } against { $opponent }: { $result }
web-tournament-player-results-heading = A player's rounds
web-tournament-player-hint = Choose a player in the standings or in the crosstable to see their rounds.
web-tournament-profile = Profile
web-tournament-col-round = Round
web-tournament-col-opponent = Opponent
web-tournament-col-side = Sides
web-tournament-side = { $side ->
    [first] attacks first
   *[second] defends first
}
web-tournament-entrants = Players
web-tournament-entrants-empty = Nobody has joined yet.
web-tournament-withdrawn-mark = withdrawn
web-tournament-paused-mark = taking a break
web-tournament-export = Download
web-tournament-export-json = Standings and games (JSON)
web-tournament-export-otn = Every game as OpenTafl records
web-tournament-pairings-arena = Games being played
web-tournament-col-winner = Goes through
web-tournament-won-by = Won by { $names }

## server and web: e-mail (crates/tablut-server/src/mail, mail.html,
## mail.js, the account page). The mails are plain text: $link is a
## whole address, $name and $player account names, $opponent a player's
## name, $variant a rule set's name and $clock a time control (3d), both
## as they are. $what: turns, deadlines, challenges or all.

error-mail-off = this server does not send e-mail
error-mail-bot = a bot has no e-mail address
error-mail-too-many = too many verification links in an hour: try again later
error-mail-none = the account has no e-mail address
error-mail-token = this link does not work (any more): links work once, for a limited time
error-mail-unsubscribe-key = this unsubscribe link is not one this server sent
error-mail-unsubscribe-what = '{ $what }' is not turns, deadlines, challenges or all
error-mail-address = '{ $email }' is not an e-mail address
error-mail-login = log in to manage your e-mail address
mail-hello = Hello { $name },
mail-footer = You get this mail because of your tablut account. To stop mail like this, open:
    { $link }
mail-verify-subject = Verify your e-mail address for tablut
mail-verify-body = Open this link to confirm that this address is yours:
    { $link }

    If you did not give this address to tablut, ignore this mail: nothing will be sent to it.
mail-reset-subject = Reset your tablut password
mail-reset-body = Someone asked to reset the password of your account. Open this link within an hour to choose a new one:
    { $link }

    If it was not you, ignore this mail: your password stays as it is.
mail-turns-subject = { $games ->
    [one] Your turn in a correspondence game
   *[other] Your turn in { $games } correspondence games
}
mail-turns-body = { $games ->
    [one] Your opponent has moved. It is your turn in this game:
   *[other] Your opponents have moved. It is your turn in these games:
}
mail-turns-line = - against { $opponent }: { $link }
mail-deadline-subject = Your time is running out against { $opponent }
mail-deadline-body = { $hours ->
    [one] You have less than an hour
   *[other] You have less than { $hours } hours
} left for your move against { $opponent }; after that the game is lost on time:
    { $link }
mail-challenge-subject = { $player } challenges you to a game of tablut
mail-challenge-body = { $player } challenges you to a correspondence game ({ $variant }, { $clock }). Accept or decline it in the lobby:
    { $link }
web-mail-heading = E-mail
web-mail-off = This server does not send e-mail.
web-mail-help = Give an address to hear of your turn in correspondence games, of a deadline a day away and of challenges, and to reset a forgotten password. Nobody else sees it.
web-mail-address = E-mail address
web-mail-save = Save and send a link
web-mail-unverified = A link was sent to { $email }: open it to start getting mail.
web-mail-verified = Mail goes to { $email }.
web-mail-choices = Send me mail when
web-mail-turns = it is my turn in a correspondence game (at most one mail per game an hour)
web-mail-deadlines = my time for a move runs out within a day
web-mail-challenges = someone challenges me
web-mail-remove = Remove the address
web-mail-saved = Saved.
web-mail-failed = That did not work: { $error }
web-mail-forgot = Forgot your password?
web-mail-verify-heading = Verify your address
web-mail-verify-working = Verifying the address…
web-mail-verify-done = Your address { $email } is verified.
web-mail-reset-heading = Reset your password
web-mail-reset-who = Account name or e-mail address
web-mail-reset-send = Send a link
web-mail-reset-sent = If that account has a verified address, a link is on its way. It works for an hour.
web-mail-reset-new = New password
web-mail-reset-save = Set the password
web-mail-reset-done = Your password is changed, and every login of the account has ended.
web-mail-log-in = Log in
web-mail-unsubscribe-heading = Stop mail
web-mail-unsubscribe-what = { $what ->
    [turns] Stop the mails that tell you it is your turn?
    [deadlines] Stop the mails that warn you before a deadline?
    [challenges] Stop the mails that tell you of challenges?
   *[all] Stop all mail from tablut?
}
web-mail-unsubscribe-button = Stop these mails
web-mail-unsubscribe-done = Done: no more of these mails go to { $email }. Your account page can turn them on again.
web-mail-no-link = This link is incomplete: open the whole link from the mail.

# The game page's screen-reader mode (assets/blind.js).
web-blind-toggle-on = Screen-reader mode: on
web-blind-toggle-off = Screen-reader mode: off
web-blind-heading = Screen-reader mode
web-blind-input-label = Your move (e3-e1) or a command
web-blind-send = Send
web-blind-help = Type a move as e3-e1 and press Enter. Commands: b the whole position; a the attackers; d the defenders; r 3 rank 3; f e file e; e3 the moves of the piece on e3; l the last move; c the clocks; s who is to move; h this help.
web-blind-live-label = What happens
web-blind-position = The position
web-blind-turned-on = Screen-reader mode on: type your moves in the text field.
web-blind-turned-off = Screen-reader mode off.
# $result: the game's result in a sentence.
web-blind-finished = The game is over: { $result }
web-blind-to-move = { $you ->
    [yes] { $side ->
        [attackers] Attackers to move: it is your move.
       *[defenders] Defenders to move: it is your move.
    }
   *[no] { $side ->
        [attackers] Attackers to move.
       *[defenders] Defenders to move.
    }
}
web-blind-no-last-move = No move has been played yet.
web-blind-last = { $side ->
    [attackers] Last move: attackers, { $move }.
   *[defenders] Last move: defenders, { $move }.
}
# $squares: the captured squares, listed the language's way.
web-blind-last-capturing = { $side ->
    [attackers] Last move: attackers, { $move }, capturing { $squares }.
   *[defenders] Last move: defenders, { $move }, capturing { $squares }.
}
web-blind-attackers = Attackers, { $count ->
    [one] { $count } piece
   *[other] { $count } pieces
}: { $squares }.
web-blind-defenders = Defenders, { $count ->
    [one] { $count } piece
   *[other] { $count } pieces
}: king on { $king }; { $squares }.
web-blind-none = none
web-blind-square = { $square } { web-common-piece }
web-blind-rank = Rank { $rank }: { $squares }.
web-blind-file = File { $file }: { $squares }.
web-blind-square-empty = { $square } is empty.
web-blind-no-moves = { $square }, { web-common-piece }: no legal move now.
web-blind-moves = { $square }, { web-common-piece }: { $count ->
    [one] { $count } move
   *[other] { $count } moves
} to { $squares }.
web-blind-sending = { $move } sent.
# $reason: why the move was refused, in a sentence.
web-blind-refused = { $move } refused: { $reason }
web-blind-unknown = Not understood: { $text }. Type h for help.
# The puzzle page's second hint: the whole move.
web-puzzles-hint-again = Hint: show the move
web-puzzles-hint-again-title = Shows the whole winning move: where the hinted piece goes
web-puzzles-hinted-move = Hint: move { $from } to { $to }.
# The game page's heading, for screen readers only.
web-game-heading = Tablut game
