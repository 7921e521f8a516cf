## Il catalogo italiano di tablut: una traduzione di en.ftl, con le stesse
## chiavi e gli stessi { $argomenti }. Termini della Tablut Challenge
## dell'Università di Bologna (regole Ashton): re, attaccanti (neri),
## difensori (bianchi), pedine, trono, accampamenti, caselle di fuga,
## fungere da sponda, pareggio.

language-name = Italiano
# Numeri: il separatore decimale e quello fra i gruppi di tre cifre (dai
# numeri da 10.000 in su).
number-decimal = ,
number-group = .

## Parti, risultati e come finisce una partita. Selettori: $side è
## `attackers` o `defenders`.

side-name = { $side ->
    [attackers] gli attaccanti
   *[defenders] i difensori
}
side-title = { $side ->
    [attackers] Attaccanti
   *[defenders] Difensori
}
outcome-win = { $side ->
    [attackers] vincono gli attaccanti.
   *[defenders] vincono i difensori.
}
outcome-draw = la partita finisce in pareggio.
end-escape = Il re è fuggito in { $square }: { $outcome }
end-escape-anywhere = Il re è fuggito: { $outcome }
end-king-captured = Il re è stato catturato in { $square }: { $outcome }
end-king-captured-anywhere = Il re è stato catturato: { $outcome }
end-no-moves = { $side ->
    [attackers] Gli attaccanti non hanno
   *[defenders] I difensori non hanno
} mosse legali: { $outcome }
end-no-moves-anyone = Chi deve muovere non ha mosse legali: { $outcome }
end-repetition = La stessa posizione si è presentata per la { $occurrence ->
    [1] prima
    [2] seconda
    [3] terza
    [4] quarta
    [5] quinta
    [6] sesta
    [7] settima
    [8] ottava
    [9] nona
    [10] decima
    [11] undicesima
   *[other] { $occurrence }ª
} volta: { $outcome }
end-stopped-drawn = La partita è stata interrotta e considerata un pareggio.
end-resigned = { $side ->
    [attackers] Gli attaccanti
   *[defenders] I difensori
} hanno abbandonato: { $outcome }
end-time = { $side ->
    [attackers] Gli attaccanti
   *[defenders] I difensori
} hanno esaurito il tempo: { $outcome }
# $cause: illegal-move, crash, disconnect, timeout o other; $detail è
# vuoto o una breve spiegazione fra parentesi, preceduta da uno spazio.
end-forfeit = { $side ->
    [attackers] Gli attaccanti
   *[defenders] I difensori
} hanno perso a tavolino{ $cause ->
    [illegal-move] { " " }per una mossa illegale
    [crash] { " " }perché il loro programma si è bloccato
    [disconnect] { " " }per aver perso la connessione
    [timeout] { " " }per non aver risposto in tempo
   *[other] { "" }
}{ $detail }: { $outcome }
end-agreement = I giocatori si sono accordati per il pareggio.
end-abort = La partita è stata annullata: nessun risultato.
end-adjudication = Decisione arbitrale{ $detail }: { $outcome }

## Punteggi, per la parte che deve muovere.

win-in = vince in { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
}
loss-in = perde in { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
}

## I regolamenti, per i giocatori.

preset-ludoteka = Ludoteka (spagnolo/inglese): iniziano i difensori, il re fugge in un angolo e cattura come le altre pedine; è catturato da 3 attaccanti contro il bordo o da 2 accanto a un angolo
preset-catalan = Testo catalano: iniziano gli attaccanti, il re fugge in un angolo, le cinque caselle reali fungono da sponda quando sono vuote, il re non è mai catturato contro il bordo
preset-brainking = BrainKing (olandese): iniziano i difensori, il re fugge su qualsiasi casella del bordo, il re non cattura, il trono resta chiuso quando il re lo lascia
preset-cartier = Linneo secondo Cartier: iniziano gli attaccanti, fuga sul bordo, nessuno entra nel trono né lo attraversa, lontano dal trono il re è catturato da 2 attaccanti, gli attaccanti devono evitare le ripetizioni
preset-ashton = Ashton (Tablut Challenge, come pubblicato): iniziano i difensori (bianchi), caselle di fuga, accampamenti da cui i neri possono solo uscire, trono e accampamenti fungono da sponda, pareggio quando uno stato si presenta per la 2ª volta
preset-ashton-server = Ashton come lo gioca il server Java della Challenge: i centri degli accampamenti non catturano i neri, la posizione iniziale non conta per le ripetizioni

## Ogni regola, per i giocatori.

flag-first = Parte che fa la prima mossa.
flag-escape = Caselle di fuga del re (tiles: il bordo tranne gli angoli e gli accampamenti).
flag-corners-king-only = Solo il re può fermarsi su un angolo.
flag-king-reenter = Il re può fermarsi di nuovo sul trono dopo averlo lasciato.
flag-throne-crossable = I pezzi possono passare sopra il trono vuoto.
flag-corner-hostile = Gli angoli vuoti fungono da sponda e catturano pedine di entrambe le parti.
flag-throne-hostile = Il trono vuoto funge da sponda e cattura pedine di entrambe le parti.
flag-linnaean-throne = Con il re sul trono, un difensore accanto al trono può essere catturato contro di esso se le altre 3 caselle accanto al trono sono occupate da attaccanti.
flag-occupied-throne-hostile = Con il re sul trono, un difensore accanto al trono può sempre essere catturato contro di esso.
flag-camps = Chi può attraversare gli accampamenti, le 16 caselle iniziali degli attaccanti, o fermarvisi.
flag-camp-hostile = Le caselle degli accampamenti fungono da sponda contro le pedine e contano come attaccanti contro il re (server: i centri risparmiano gli attaccanti).
flag-king-armed = Il re cattura quando è lui a muovere.
flag-captures-on-escape = Il re che fugge cattura ancora con la sua ultima mossa.
flag-king-anvil = Il re, fermo, funge da sponda: una pedina dei difensori può catturare contro di lui.
flag-king-edge-capture = Il re su una casella del bordo è catturato da 3 attaccanti.
flag-king-corner-capture = Il re accanto a un angolo è catturato da 2 attaccanti.
flag-king-custodial = Lontano dal trono il re è catturato da 2 attaccanti su lati opposti.
flag-repetition = Pareggio quando una posizione si presenta per la 3ª volta / 4ª volta vietata / ignorata / pareggio alla 2ª volta / pareggio alla 2ª volta senza contare la posizione iniziale.
flag-must-vary = Parte a cui è vietata la 4ª volta di una posizione con repetition=vary.
flag-repeats-allowed = Ripetizioni in più ammesse prima del pareggio (con second e server).
flag-no-moves = Risultato per una parte senza mosse legali.

## `tablut rules` nel terminale.

rules-list-heading = Regolamenti (sceglierne uno con --variant NOME):
rules-list-footer = Per vedere tutte le regole di uno, `tablut rules NOME`; per cambiare singole regole, --rule NOME=VALORE o una variante come ludoteka:king_armed=false.
rules-set = Regolamento: { $name }
rules-preset = Regolamento di base: { $name }
rules-column-rule = regola
rules-column-value = valore
rules-column-meaning = significato
rules-changed = { $count ->
    [one] { $count } regola differisce da { $preset }.
   *[other] { $count } regole differiscono da { $preset }.
}

## The pages: shared.

web-language-menu = Lingua

## server: errori, nella lingua della richiesta (crates/tablut-server).
## I codici `error` dell'API non cambiano mai; questi sono i `message`.
## I dettagli dopo i due punti ({ $detail }) vengono dalla libreria delle
## regole o da un parser e restano in inglese: sono per chi programma i
## client.

error-too-large = la richiesta supera { $limit } byte
error-no-game = non esiste nessuna partita '{ $id }'; controlla il link o inizia una nuova partita
# $what: player, bot, own-bot, language, seek, open-seek, puzzle, review
# o rating-pool.
error-not-found = { $what ->
    [player] non esiste nessun giocatore
    [bot] non esiste nessun bot
    [own-bot] non hai nessun bot
    [language] non esiste nessuna lingua
    [seek] non esiste nessuna proposta di partita
    [open-seek] non esiste nessuna proposta di partita aperta
    [puzzle] non esiste nessun problema
    [review] non esiste nessuna revisione della partita
    [rating-pool] non esiste nessuna classifica (un regolamento di base: ludoteka, catalan, ...)
   *[other] non esiste niente
} '{ $name }'
error-stale = la partita ha { $actual ->
    [one] { $actual } mossa
   *[other] { $actual } mosse
}, non { $sent }: guarda di nuovo il tavoliere
error-waiting = il tuo amico non ha ancora aperto l'invito; mandagli il link
error-game-over = la partita è finita
error-name-taken = il nome '{ $name }' è già preso; scegline un altro
# $what: password, delete-account, keep-games, list-games, make-bot,
# list-bots, bot-token, rated-game, challenge o puzzle-rating.
error-login-required = { $what ->
    [password] per cambiare la password
    [delete-account] per eliminare un account
    [keep-games] per conservare partite in un account
    [list-games] per vedere le tue partite
    [make-bot] per creare un bot
    [list-bots] per vedere i tuoi bot
    [bot-token] per la chiave di un bot
    [rated-game] per una partita valida per la classifica
    [challenge] per sfidare un giocatore
    [puzzle-rating] perché il server conservi il tuo punteggio nei problemi
   *[other] per questo
} serve un account: accedi o registrati prima
error-cross-site = questa richiesta veniva dalla pagina di un altro sito ed è stata rifiutata; usa le pagine di tablut
error-game-damaged = la partita salvata { $id } è danneggiata: { $detail }
error-not-stored = non è stato possibile salvare la partita; non è cambiato niente, riprova
error-busy = la partita continuava a cambiare; guarda di nuovo il tavoliere e riprova
error-no-api = non esiste nessuna API in { $path }
error-body-unreadable = non è stato possibile leggere il corpo della richiesta: { $detail }
error-body-invalid = la richiesta non è valida: { $detail }
error-query = i parametri dell'indirizzo non sono validi: { $detail }
error-variant = variante: { $detail }
error-clock = orologio: { $detail }
error-position = posizione: { $detail }
error-record = registrazione: { $detail }
error-result = risultato: { $detail }
error-address-unknown = l'indirizzo della connessione è sconosciuto

## server: mosse, partite e posti.

error-move-syntax = '{ $text }' non è una mossa: scrivi la casella di partenza e quella di arrivo unite da '-', come e3-e1
error-move-not-a-line = '{ $text }' non è una mossa: i pezzi si muovono lungo una traversa o una colonna, come la torre degli scacchi
error-move-square = nella mossa '{ $text }': '{ $square }' non è una casella: scrivi una colonna a-i e poi una traversa 1-9, come e5
# $to_move e $seat: attackers o defenders.
error-not-your-turn = { $to_move ->
    [attackers] tocca agli attaccanti
   *[defenders] tocca ai difensori
}, e tu giochi con { $seat ->
    [attackers] gli attaccanti
   *[defenders] i difensori
}
error-clock-friends-only = l'orologio è per le partite fra due giocatori (opponent: friend)
error-invitation-used = questo invito è già stato usato; chiedi al tuo amico il link della partita per guardarla
error-invitation-invalid = questo invito non è valido per questa partita
error-account-no-seat = il tuo account non gioca in questa partita; puoi guardarla
error-secret-no-seat = questa chiave non corrisponde a nessuna parte di questa partita; puoi guardarla
error-bearer = manda la chiave della tua parte come 'Authorization: Bearer SECRET'
error-bot-token = questa chiave di bot non è valida
error-bot-token-replaced = questa chiave di bot non è valida (forse è stata sostituita); chiedine una nuova dalla pagina dell'account del proprietario
error-undo-for-player = annullare è compito del giocatore
error-undo-ask-takeback = in una partita fra due giocatori, chiedi all'avversario di ritirare la mossa
error-undo-resigned = la partita è stata abbandonata; inizia invece una rivincita
error-undo-nothing = non hai nessuna mossa da ritirare
error-rematch-not-over = la rivincita si può proporre quando la partita è finita
# $what: draw, decline-draw, takeback, decline-takeback o abort.
error-friends-only = { $what ->
    [draw] proporre il pareggio
    [decline-draw] rifiutare il pareggio
    [takeback] ritirare una mossa
    [decline-takeback] rifiutare il ritiro di una mossa
    [abort] annullare una partita
   *[other] questo
} è possibile solo nelle partite fra due giocatori
error-between-players = { $what ->
    [draw] proporre il pareggio
    [decline-draw] rifiutare il pareggio
    [takeback] ritirare una mossa
    [decline-takeback] rifiutare il ritiro di una mossa
    [abort] annullare una partita
   *[other] questo
} riguarda i due giocatori
error-no-draw-offer = non c'è nessuna proposta di pareggio da rifiutare
error-no-takeback-request = non c'è nessuna richiesta di ritirare una mossa da rifiutare
error-takeback-nothing = non c'è nessuna mossa da ritirare
error-takeback-none-yet = non hai ancora nessuna mossa da ritirare
error-abort-too-late = entrambe le parti hanno mosso: la partita non si può più annullare; abbandona o proponi il pareggio
error-chat-empty = la riga di chat è vuota
error-chat-too-long = una riga di chat ha al massimo { $max } caratteri
error-name-too-long = un nome ha al massimo { $max } caratteri
error-no-hints-friends = niente suggerimenti in una partita fra due giocatori
error-hint-side-to-move = il suggerimento è per la parte che deve muovere
error-hint-stopped = la ricerca del suggerimento è stata interrotta
error-hint-running = si sta già cercando un suggerimento per questa partita; aspettalo
error-no-legal-move = non c'è nessuna mossa legale
error-hints-for-players = i suggerimenti sono per i giocatori
error-watching = questa connessione sta solo guardando; manda { "{" }"type":"auth","secret":...{ "}" } per giocare
error-auth-needs-secret = auth richiede un "secret" (oppure accedi per giocare le parti del tuo account)
error-text-messages-only = manda messaggi di testo JSON
error-not-a-command = il messaggio non è un comando: { $detail }
error-not-json = il messaggio non è JSON: { $detail }
error-message-too-big = un messaggio occupa al massimo { $max } byte
error-message-unreadable = non è stato possibile leggere il messaggio: { $detail }
error-archive-before = before è MS o MS:ID, il cursore dell'ultima riga mostrata

## server: limiti.

error-too-many-connections = al massimo { $max ->
    [one] { $max } connessione
   *[other] { $max } connessioni
} alla volta dallo stesso indirizzo; chiudi qualche scheda
error-too-many-games = al massimo { $max ->
    [one] { $max } nuova partita
   *[other] { $max } nuove partite
} al minuto dallo stesso indirizzo; aspetta un po'
error-too-many-messages = più di { $rate ->
    [one] { $rate } messaggio
   *[other] { $rate } messaggi
} al secondo; rallenta
error-too-many-hints = al massimo { $max } suggerimenti al minuto dallo stesso indirizzo; aspetta un po'
error-too-many-searches = al massimo { $max } ricerche del computer alla volta dallo stesso indirizzo; aspetta le risposte del computer
error-too-many-analyses = al massimo { $max } tavolieri di analisi alla volta dallo stesso indirizzo; chiudi un'altra scheda di analisi
error-too-many-reviews = al massimo { $max } revisioni alla volta dallo stesso indirizzo; aspetta che una finisca

## server: la sala, gli account, i bot.

error-rated-presets-only = le partite valide per la classifica si giocano con le regole di un regolamento di base (ludoteka, catalan, brainking, cartier, ashton, ashton-server); le regole modificate sono per le partite amichevoli
error-challenge-yourself = non puoi sfidare te stesso
error-too-many-seeks = al massimo { $max } proposte di partita aperte alla volta; annullane prima una
error-seek-gone = questa proposta di partita è già stata accettata o è scaduta; scegline un'altra
error-challenge-for-another = questa sfida è per un altro giocatore
error-own-seek = è la tua proposta di partita; aspetta che qualcun altro la accetti
error-seek-damaged = la proposta di partita salvata è danneggiata: { $detail }
error-seek-taken-pick = qualcun altro ha appena accettato questa proposta di partita; scegline un'altra
error-seek-not-yours = solo chi ha fatto la proposta di partita (o il giocatore sfidato) può ritirarla
error-seek-taken = qualcun altro ha appena accettato questa proposta di partita
error-name-length = un nome di account ha da { $min } a { $max } caratteri
error-name-characters = un nome di account contiene solo lettere, cifre, '-' e '_', non '{ $char }'
error-password-short = una password ha almeno { $min } caratteri
error-password-long = una password ha al massimo { $max } byte
error-hashing = la cifratura della password non è riuscita: { $detail }
error-too-many-registrations = troppi account registrati da questo indirizzo; riprova fra qualche minuto
error-too-many-failures = troppi accessi falliti da questo indirizzo; riprova fra qualche minuto
error-wrong-login = nome di account o password sbagliati
error-account-locked = troppi accessi falliti per questo account; riprova fra { $seconds } s
error-wrong-password = la password attuale è sbagliata
error-bot-owns-bots = un bot non può avere bot
error-too-many-bots = un account ha al massimo { $max } bot
error-adopt-too-many = al massimo { $max } partite alla volta

## server: il tavoliere di analisi, i problemi, le revisioni.

error-too-many-moves = al massimo { $max } mosse; parti piuttosto da una posizione
# Una mossa di un elenco: il suo numero, la mossa e cosa non va.
error-numbered-move = mossa { $number } ({ $move }): { $detail }
error-over-before-move = la partita era già finita prima di questa mossa
error-record-or-game = indica una registrazione o una partita, non entrambe
error-ply-needs-game = ply è per una partita: indica il suo id come game
error-source-brings-rules = una registrazione o una partita porta già la sua variante e la sua posizione; non indicarle
error-ply-beyond = ply { $ply }: la partita ha { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
}
error-lines-range = lines: da 1 a { $max }
# $part: preset o position.
error-puzzle-damaged = non si riesce a leggere { $part ->
    [preset] il regolamento
   *[position] la posizione
} di un problema
error-puzzle-preset = regolamento '{ $preset }': ci sono problemi per ludoteka, catalan, brainking, cartier, ashton e ashton-server
error-puzzle-theme = tema '{ $theme }': scegli escape, raichi, tuichi, capture-by-two, capture-by-three, capture-by-four, against-throne, against-corner, against-camp o defender-sacrifice
error-no-puzzle-left = non resta nessun problema con quel tema: scegline un altro o ricomincia
error-puzzle-moves = manda le mosse di chi risolve fin qui: da 1 a { $max }
error-review-not-over = una partita si rivede quando è finita; finiscila o abbandonala prima
error-review-no-moves = la partita non ha mosse da rivedere
error-review-not-stored = la revisione non è stata salvata
error-reviewer-stopped = la revisione si è fermata
error-review-failed = la revisione non è riuscita: { $detail }

## server: Raichi e Tuichi (l'`alert` della partita). Gli avvisi sono le
## stesse parole in ogni lingua; il loro significato si traduce.

alert-raichi = Raichi!
alert-tuichi = Tuichi!
alert-raichi-meaning = Il re ha una via libera verso una casella di fuga.
alert-tuichi-meaning = Il re ha due vie libere: una sola mossa non può chiuderle entrambe.

## server: gli esempi dei regolamenti (GET /api/rulesets): un titolo, cosa
## mostra l'esempio e cosa fanno queste regole della sua mossa.

rules-example-custodial-title = Cattura per custodia
rules-example-custodial-text = Una pedina è catturata quando il nemico la chiude in linea fra due delle sue.
rules-example-king-throne-title = Il re sul suo trono
rules-example-king-throne-text = Circondato sui quattro lati sul trono, il re è catturato.
rules-example-king-away-title = Il re lontano dal trono
rules-example-king-away-text = Due attaccanti chiudono il re in linea, lontano dal trono.
rules-example-empty-throne-title = Contro il trono vuoto
rules-example-empty-throne-text = Un difensore accanto al trono vuoto e un attaccante che lo chiude contro il trono.
rules-example-corner-title = Contro un angolo
rules-example-corner-text = Un difensore accanto a un angolo e un attaccante che lo chiude contro l'angolo.
rules-example-edge-escape-title = Il re raggiunge il bordo
rules-example-edge-escape-text = Il re va su una casella del bordo che non è un angolo.
rules-example-corner-escape-title = Il re raggiunge un angolo
rules-example-corner-escape-text = Il re corre lungo il bordo fino a un angolo.
rules-example-camp-title = Contro un accampamento
rules-example-camp-text = Un attaccante accanto a una casella di accampamento (a4) e un difensore che lo chiude contro l'accampamento.
rules-example-king-camp-title = Il re contro un accampamento
rules-example-king-camp-text = Il re accanto a una casella di accampamento (a4) e un attaccante dall'altro lato.
rules-example-own-camp-title = Dentro il proprio accampamento
rules-example-own-camp-text = Un attaccante in b5, dentro il suo accampamento, e un difensore che lo chiude contro il centro dell'accampamento, a5.
rules-example-occupied-throne-title = Contro il trono del re
rules-example-occupied-throne-text = Un difensore accanto al trono mentre il re vi siede e un attaccante che lo chiude.
# $end: come è finita la partita, una frase intera (end-escape, …).
rules-example-ends = Con queste regole la mossa chiude la partita. { $end }
rules-example-nothing = Con queste regole non si cattura niente.
rules-example-captures = Con queste regole cattura { $squares }.

## tui: `tablut play`, la partita nel terminale: lo schermo intero
## (preparazione, pannello, tasti, aiuto, riga di stato, analisi) e la
## modalità a righe. I tasti (y, n, q, Esc, H…), i comandi della modalità
## a righe (moves, hint, undo, save FILE, quit), le mosse e le caselle
## non si traducono. I messaggi che la modalità a righe scrive come
## proposizione (tui-illegal, tui-undo-*, tui-took-back, tui-hint,
## tui-saved, tui-loaded, tui-not-yours, tui-no-legal-move) cominciano
## con una parola, non con un argomento.

illegal-no-piece = { $move }: non c'è nessun pezzo in { $square }
illegal-not-your-piece = { $move }: il pezzo in { $square } appartiene { $owner ->
    [attackers] agli attaccanti
   *[defenders] ai difensori
}, ma muovono { $side ->
    [attackers] gli attaccanti
   *[defenders] i difensori
}
illegal-occupied = { $move }: { $square } è occupata
illegal-blocked = { $move }: la strada è bloccata dal pezzo in { $square }
illegal-throne-crossing = { $move }: con queste regole nessuno può passare sopra il trono e5
illegal-throne-return = { $move }: con queste regole il re non può tornare sul trono e5
illegal-throne-stop = { $move }: solo il re può stare sul trono e5
illegal-corner-stop = { $move }: con queste regole solo il re può fermarsi su un angolo
illegal-camp-crossing = { $move }: la strada attraversa la casella di accampamento { $square }, che con queste regole può attraversare solo un pezzo che parte da un accampamento
illegal-camp-entry = { $move }: { $square } è una casella di accampamento, in cui con queste regole può entrare solo un pezzo che parte da un accampamento
illegal-repetition = { $move }: { $side ->
    [attackers] gli attaccanti devono
   *[defenders] i difensori devono
} variare: questa mossa farebbe presentare una posizione per la 4ª volta
illegal-game-over = { $move }: la partita è finita ({ $outcome })
illegal-outcome = { $result ->
    [attackers] vincono gli attaccanti
    [defenders] vincono i difensori
   *[draw] pareggio
} ({ $reason ->
    [escape] fuga del re
    [king-captured] re catturato
    [attackers-stuck] gli attaccanti non hanno mosse legali
    [defenders-stuck] i difensori non hanno mosse legali
    [repetition] posizione ripetuta
    [no-moves] chi deve muovere non ha mosse legali
   *[adjudicated] decisione arbitrale
})

tui-raichi = Raichi!
tui-tuichi = Tuichi!
tui-moves-count = { $count ->
    [one] { $count } mossa
   *[other] { $count } mosse
}
tui-headline = { $result ->
    [attackers] Vincono gli attaccanti
    [defenders] Vincono i difensori
   *[draw] Pareggio
}
tui-turn = { $side ->
    [attackers] Tocca agli attaccanti.
   *[defenders] Tocca ai difensori.
}
tui-turn-computer = { $side ->
    [attackers] Tocca agli attaccanti (computer).
   *[defenders] Tocca ai difensori (computer).
}
tui-turn-yours = { $side ->
    [attackers] Tocca a te: giochi con gli attaccanti.
   *[defenders] Tocca a te: giochi con i difensori.
}
tui-played = { $side ->
    [attackers] Gli attaccanti hanno
    [attackers-computer] Gli attaccanti (computer) hanno
    [defenders-computer] I difensori (computer) hanno
   *[defenders] I difensori hanno
} giocato { $move }.
tui-played-capturing = { $side ->
    [attackers] Gli attaccanti hanno
    [attackers-computer] Gli attaccanti (computer) hanno
    [defenders-computer] I difensori (computer) hanno
   *[defenders] I difensori hanno
} giocato { $move } catturando { $squares }.
tui-not-yours = { $piece ->
    [attacker] L'attaccante
    [defender] Il difensore
   *[king] Il re
} in { $square } appartiene { $owner ->
    [attackers] agli attaccanti
   *[defenders] ai difensori
}; muovono { $side ->
    [attackers] gli attaccanti
   *[defenders] i difensori
}.
tui-no-piece = Non c'è nessun pezzo in { $square }: scegline prima uno { $side ->
    [attackers] degli attaccanti
   *[defenders] dei difensori
}.
tui-no-legal-move = { $piece ->
    [attacker] L'attaccante
    [defender] Il difensore
   *[king] Il re
} in { $square } non ha mosse legali.
tui-can-go = { $piece ->
    [attacker] L'attaccante
    [defender] Il difensore
   *[king] Il re
} in { $square } può andare in { $count ->
    [one] { $count } casella
   *[other] { $count } caselle
}: scegline una.
tui-deselected = { $square }: non più scelta.
tui-not-straight = { $from }-{ $to } non è una mossa: i pezzi vanno dritti lungo una traversa o una colonna.
tui-illegal = Mossa illegale { $reason }.
tui-computer-illegal = Il computer ha scelto una mossa illegale { $reason }.
tui-viewing-earlier = Stai guardando una mossa precedente: premi { "}" } o Esc per tornare alla partita.
tui-game-over-keys = La partita è finita: n per una nuova partita, u per annullare una mossa, s per salvare.
tui-computer-thinking = Il computer sta pensando: aspetta la sua mossa, o premi u per annullare la tua.
tui-unknown-key = '{ $key }' qui non fa niente: premi ? per i tasti (il suggerimento è H, caricare è L)
tui-hint-game-over = La partita è finita: non c'è niente da suggerire.
tui-hint-wait = Il computer sta pensando: il suggerimento può aspettare la tua mossa.
tui-hint-still = Sto ancora cercando una buona mossa…
tui-hint-looking = Cerco una buona mossa (1 secondo)…
tui-hint = Suggerimento: { $move } (valutazione { $score } per { $side ->
    [attackers] gli attaccanti
   *[defenders] i difensori
}).
tui-hint-none = Non c'è nessuna mossa da suggerire.
tui-undo-nothing = Niente da annullare: non è stata giocata nessuna mossa.
tui-undo-not-yet = Niente da annullare: non hai ancora mosso.
tui-took-back = Annullate: { $moves }.
tui-save-empty-name = Non salvato: il nome del file è vuoto.
tui-save-another = Non salvato: scegli un altro nome, o Esc.
tui-saved = Salvate { $moves } in { $path }.
tui-cannot-write = Impossibile scrivere { $path }: { $error }.
tui-load-empty-name = Niente caricato: il nome del file è vuoto.
tui-load-cancelled = Caricamento annullato: s salva prima questa partita.
tui-loaded = Caricato { $path }: { $moves }, regole { $variant }.
tui-cannot-load = Impossibile caricare: { $error }.
tui-cancelled = Annullato.
tui-quit-cancelled = Uscita annullata.
tui-new-game = Nuova partita, regole { $variant }.
tui-setup-status = Scegli le regole e i giocatori.
tui-setup-again = Scegli le regole e i giocatori per una nuova partita (Esc: torna a questa).
tui-step-move = Mossa { $number } di { $total }:
tui-step-keys = [ indietro, ] avanti, { "{" } l'inizio, { "}" } o Esc la partita com'è ora.

tui-review-stopped = Analisi interrotta: v la ricomincia.
tui-review-stopped-esc = Analisi interrotta.
tui-review-nothing = Non c'è ancora niente da analizzare: non è stata giocata nessuna mossa.
tui-reviewed-already = La partita è analizzata: [ e ] la percorrono, errori segnati con ? ed errori gravi con ??.
tui-review-stale = L'analisi era di una partita che non è più sulla scacchiera: v analizza questa.
tui-review-done = Analisi fatta ({ $summary }). [ e ] la percorrono.
tui-review-partial = Copre le prime { $moves }: v analizza di nuovo la partita.
tui-review-progress = { $progress } (v o Esc la interrompe).
tui-reviewing = Analisi… { $done }/{ $total }
tui-review-side-summary = { $side ->
    [attackers] attaccanti
   *[defenders] difensori
}: { $blunders ->
    [one] { $blunders } errore grave
   *[other] { $blunders } errori gravi
}, { $mistakes ->
    [one] { $mistakes } errore
   *[other] { $mistakes } errori
}, { $inaccuracies ->
    [one] { $inaccuracies } imprecisione
   *[other] { $inaccuracies } imprecisioni
}
tui-class = { $class ->
    [best] la migliore
    [good] buona
    [inaccuracy] imprecisione
    [mistake] errore
   *[blunder] errore grave
}
tui-chance = probabilità { $side ->
    [attackers] degli attaccanti
   *[defenders] dei difensori
} { $before }% → { $after }%
tui-review-ply = Mossa { $ply } { $move }: { $class } ({ $chance }).
tui-review-better = Meglio: { $move }.
tui-review-better-line = Meglio: { $move } (linea { $line }).
tui-review-preferred = Il motore preferiva { $move }.
tui-ply = Mossa { $ply }
tui-ply-not-reviewed = La mossa { $ply } non è analizzata (v)
tui-better-label = Meglio:
tui-then = poi { $moves }
tui-graph-title = Probabilità di vittoria degli attaccanti
tui-graph-legend = ?? errore grave  ? errore  ?! imprecisione

tui-keys = frecce/hjkl Invio  H suggerimento  u annulla  [ ] scorri  v analisi  s salva  L carica  n nuova  ? aiuto  q esci
tui-title-rules = regole { $variant }
tui-to-move = { $side ->
    [attackers] Muovono gli attaccanti
   *[defenders] Muovono i difensori
}
tui-you-mark = (tu)
tui-computer-mark = (computer)
tui-open-routes = { $count ->
    [one] { $count } via di fuga aperta
   *[other] { $count } vie di fuga aperte
}
tui-thinking-reply = Computer ({ $side ->
    [attackers] attaccanti
   *[defenders] difensori
}):
tui-thinking-hint = Suggerimento per { $side ->
    [attackers] gli attaccanti
   *[defenders] i difensori
}:
tui-thinking = sta pensando…
tui-thinking-depth = profondità { $depth }
tui-thinking-score = valutazione { $score }
tui-hint-label = Suggerimento:
tui-player = Giocatore
tui-captured = Catture
tui-you = tu
tui-two-players = Due giocatori, una tastiera
tui-computer-strength = Avversario: computer, { $strength } ({ $detail })
tui-rules-label = Regole
tui-escape = { $escape ->
    [corners] Il re fugge in un angolo
    [edge] Il re fugge in una casella qualsiasi del bordo
   *[tiles] Il re fugge in una casella di fuga (bordo, non angolo né accampamento)
}
tui-moves-heading = Mosse ({ $count })
tui-too-small = Il terminale è troppo piccolo per la scacchiera: allargalo almeno a { $needed } (ora è { $size }). q esce.
tui-banner-keys = n nuova partita · u annulla · s salva · q esci
tui-level = { $level ->
    [beginner] principiante
    [easy] facile
    [medium] medio
    [hard] difficile
   *[master] maestro
}
tui-level-describe = { $level ->
    [beginner] guarda 1 semimossa avanti
    [easy] guarda 3 semimosse avanti
    [medium] guarda 5 semimosse avanti
    [hard] pensa 1 secondo per mossa
   *[master] pensa 5 secondi per mossa
}
tui-movetime = { $seconds } s per mossa
tui-movetime-describe = pensa { $seconds } s per mossa

tui-help-title = Tasti
tui-help-key-arrows = frecce, h j k l
tui-help-key-enter = Invio, Spazio
tui-help-key-click = clic del mouse
tui-help-key-load = L o o
tui-help-cursor = spostano il cursore
tui-help-choose = scelgono il pezzo sotto il cursore, poi dove va
tui-help-click = lo stesso, sulla casella cliccata
tui-help-esc = lascia il pezzo scelto e il suggerimento; poi interrompe un'analisi
tui-help-hint = suggerimento: il motore propone una mossa dopo aver pensato 1 secondo
tui-help-hint-more = (il livello difficile, qualunque sia il livello dell'avversario)
tui-help-undo = annulla (contro il computer: fino alla tua ultima mossa)
tui-help-step = scorrono la partita avanti e indietro (senza cambiarla)
tui-help-ends = l'inizio; la partita com'è ora (anche Esc)
tui-help-review = analisi: il motore valuta ogni mossa (0,3 s ciascuna); v la interrompe
tui-help-review-more = poi un grafico, segni ?! ? ??, e [ ] mostrano ogni mossa migliore
tui-help-save = salva la partita come registrazione OpenTafl (chiede prima di sovrascrivere)
tui-help-load = carica una registrazione salvata (chiede prima se questa partita non è salvata)
tui-help-new = nuova partita: scegliere di nuovo regole e giocatori
tui-help-help = questo aiuto
tui-help-quit = esci (chiede prima se c'è una partita in corso)
tui-help-interrupt = esci subito
tui-help-close = un tasto qualsiasi chiude questo aiuto

tui-quit-title = Uscire?
tui-quit-matter = La partita non è finita.
tui-quit-choice = Uscire comunque? y = esci, n = continua a giocare
tui-overwrite-title = Sovrascrivere?
tui-overwrite-matter = { $path } esiste già.
tui-overwrite-choice = Sovrascriverlo? y = sovrascrivi, n = un altro nome
tui-discard-title = Caricare?
tui-discard-matter = Questa partita ha mosse non salvate.
tui-discard-choice = Caricarne un'altra comunque? y = carica, n = tienila
tui-save-title = Salva la partita
tui-load-title = Carica una partita
tui-save-action = Invio salva, Esc annulla
tui-load-action = Invio carica, Esc annulla
tui-file-label = File:

tui-setup-title = Tablut — nuova partita
tui-setup-step = passo { $number } di { $total }
tui-setup-keys = su/giù o j/k scelgono  Invio o 1-9 confermano  Esc indietro  q esci
tui-setup-rules = Scegli il regolamento
tui-setup-opponent = Scegli l'avversario
tui-setup-side = Scegli la tua parte
tui-setup-changed = { $preset } con regole cambiate
tui-setup-person = una persona
tui-setup-person-detail = due giocatori a turno su questa tastiera
tui-setup-computer = il computer, { $strength }
tui-setup-side-detail = { $side ->
    [attackers] 16 pedine: catturare il re
   *[defenders] il re e 8 pedine: far fuggire il re
}
tui-setup-moves-first = muove per primo

tui-not-a-square = '{ $text }' non è una casella: scrivi una colonna a-i e poi una traversa 1-9, come e5
tui-move-syntax = '{ $text }' non è una mossa: scrivi le caselle di partenza e di arrivo unite da '-', come e3-e1
tui-move-square = nella mossa '{ $text }': { $reason }
tui-move-not-a-line = '{ $text }' non è una mossa: i pezzi si muovono lungo una traversa o una colonna, come la torre negli scacchi

tui-line-welcome = Tablut ({ $variant }). Scrivi una mossa come e3-h3, o help.
tui-line-legend = a attaccante   d difensore   K re   + trono vuoto   # angolo vuoto   ^ accampamento vuoto
tui-line-help-heading = Comandi:
tui-line-help-move = muove il pezzo da e3 a h3 (più mosse su una riga si giocano a turno)
tui-line-help-moves = elenca le mosse legali
tui-line-help-moves-square = elenca le mosse legali del pezzo in e3
tui-line-help-undo = annulla l'ultima mossa (contro il computer: fino alla tua ultima mossa)
tui-line-help-hint = chiede una mossa al motore (pensa 1 secondo, il livello difficile, qualunque sia il livello del computer avversario)
tui-line-help-board = ridisegna la scacchiera
tui-line-help-position = scrive la posizione (come la prende --position)
tui-line-help-save = salva la partita come registrazione OpenTafl
tui-line-help-load = carica una registrazione salvata; sostituisce questa partita e le sue regole
tui-line-help-help = questo elenco
tui-line-help-quit = esci (la fine dell'input fa lo stesso)
tui-line-prompt = { $side ->
    [attackers] muovono gli attaccanti
   *[defenders] muovono i difensori
}
tui-line-prompt-over = partita finita
tui-line-status = Mossa { $number }: { $side ->
    [attackers] muovono gli attaccanti
   *[defenders] muovono i difensori
}
tui-line-game-over = Partita finita: { $outcome }
tui-line-played = { $side ->
    [attackers] gli attaccanti hanno
    [attackers-computer] gli attaccanti (computer) hanno
    [defenders-computer] i difensori (computer) hanno
   *[defenders] i difensori hanno
} giocato { $move }
tui-line-captured = catturati: { $squares }
tui-line-error = errore: { $detail }
tui-line-too-long = una riga più lunga di { $max } byte è rifiutata; non è stato fatto niente
tui-line-unknown = comando sconosciuto '{ $word }': scrivi una mossa come e3-h3, o help per i comandi
tui-line-no-hint = nessun suggerimento: la partita è finita ({ $outcome })
tui-line-no-legal-moves = nessuna mossa legale: { $outcome }
tui-line-legal-moves = { $count ->
    [one] { $count } mossa legale:
   *[other] { $count } mosse legali:
}
tui-line-legal-moves-from = { $count ->
    [one] { $count } mossa legale
   *[other] { $count } mosse legali
} da { $square }: { $moves }
tui-line-no-piece = non c'è nessun pezzo in { $square }
tui-line-piece-game-over = { $piece ->
    [attacker] l'attaccante
    [defender] il difensore
   *[king] il re
} in { $square } non può muovere: la partita è finita
tui-line-save-needs-name = save vuole un nome di file, come: save partita.txt
tui-line-load-needs-name = load vuole un nome di file, come: load partita.txt
tui-line-cannot-write = impossibile scrivere { $path }: { $error }
tui-line-failed = { $count ->
    [one] { $count } dei comandi non è riuscito
   *[other] { $count } dei comandi non sono riusciti
}; il primo, alla riga { $line }: { $reason }

## The pages: the header.

web-nav-label = Sito
web-nav-new-game = Nuova partita
web-nav-lobby = Sala
web-nav-puzzles = Problemi
web-nav-analysis = Analisi
web-nav-archive = Archivio
web-nav-rules = Regole
web-nav-account = Account

## tui: loading a saved game.

tui-load-cannot-read = impossibile leggere { $path }
tui-load-not-a-record = { $path } non è una registrazione di partita valida
tui-load-resigned = (la registrazione dice che { $side ->
    [attackers] gli attaccanti hanno abbandonato
   *[defenders] i difensori hanno abbandonato
})
