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
# $what: player, bot, own-bot, language, seek, open-seek, puzzle,
# puzzle-attempt, review
# o rating-pool.
error-not-found = { $what ->
    [player] non esiste nessun giocatore
    [bot] non esiste nessun bot
    [own-bot] non hai nessun bot
    [language] non esiste nessuna lingua
    [seek] non esiste nessuna proposta di partita
    [open-seek] non esiste nessuna proposta di partita aperta
    [puzzle] non esiste nessun problema
    [puzzle-attempt] non esiste nessun tentativo di problema
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
    [tournament] per giocare o organizzare un torneo
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
error-not-websocket = questo indirizzo accetta solo connessioni WebSocket
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
error-too-many-puzzle-attempts = al massimo { $max } tentativi di problemi al minuto { $who ->
    [account] dallo stesso account
   *[address] dallo stesso indirizzo
}; aspetta un po'
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
error-tournament-name = un torneo ha bisogno di un nome da 1 a { $max } caratteri
error-tournament-rounds = un torneo svizzero ha bisogno di 1 a { $max } turni
error-tournament-finished = questo torneo è finito
error-tournament-closed-field = un girone all'italiana non accetta nuovi giocatori una volta iniziato
error-tournament-joined = sei già iscritto a questo torneo
error-tournament-not-in = non giochi in questo torneo
error-tournament-creator-only = solo chi ha creato il torneo può avviarlo
error-tournament-started = questo torneo è già iniziato
error-tournament-few-players = un torneo ha bisogno di almeno 2 giocatori per iniziare
error-tournament-too-many-rounds = { $players } giocatori possono giocare al massimo { $max } turni senza incontrarsi due volte
error-tournament-pairing = non è stato possibile abbinare questo turno: { $detail }
error-tournament-arena-live = un'arena si gioca con l'orologio dal vivo, non per corrispondenza
error-tournament-minutes = un'arena dura tra 1 e { $max } minuti
error-tournament-groups = i gironi hanno tra 2 e { $max } giocatori, e ne passano tra 1 e tutti
error-tournament-invited = un torneo può invitare al massimo { $max } giocatori
error-tournament-no-bots = questo torneo non è aperto ai bot
error-tournament-invitation = questo torneo è su invito e tu non sei invitato
error-tournament-min-rating = questo torneo richiede un punteggio di { $min } o più nel suo regolamento; il tuo è { $rating }
error-tournament-min-games = questo torneo richiede { $min } partite valutate nel suo regolamento; ne hai giocate { $games }
error-tournament-pause-arena = solo i giocatori di un'arena possono mettersi in pausa; ritirati invece
error-conditional-correspondence = le mosse condizionali sono per le partite per corrispondenza, dove ogni parte gioca dal proprio posto
error-conditional-your-turn = tocca a te: gioca la tua mossa; le mosse condizionali rispondono alla prossima mossa dell'avversario
error-conditional-too-many = al massimo { $max } linee di mosse condizionali
error-conditional-shape = linea { $line }: una mossa dell'avversario, poi la tua risposta, e così via: un numero pari di mosse, al massimo { $max }
error-conditional-illegal = linea { $line }: { $move } non si può giocare lì
error-name-length = un nome di account ha da { $min } a { $max } caratteri
error-name-characters = un nome di account contiene solo lettere, cifre, '-' e '_', non '{ $char }'
error-name-reserved = il nome '{ $name }' è riservato, o somiglia troppo a un nome che usa il server stesso (Guest, Friend, tablut, admin …); scegline un altro
error-password-short = una password ha almeno { $min } caratteri
error-password-long = una password ha al massimo { $max } byte
error-hashing = la cifratura della password non è riuscita: { $detail }
error-too-many-registrations = troppi account registrati da questo indirizzo; riprova fra qualche minuto
error-too-many-failures = troppi accessi falliti da questo indirizzo; riprova fra qualche minuto
error-wrong-login = nome di account o password sbagliati
error-account-locked = troppi accessi falliti per questo account da questo indirizzo; riprova fra { $seconds } s
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
error-puzzle-attempt-moves = manda le mosse di questo tentativo fin qui ({ $played }) e una nuova
error-puzzle-attempt-over = questo tentativo è finito; passa al problema successivo
error-puzzle-attempt-changed = questo tentativo è andato avanti nel frattempo (in un'altra scheda?); ricarica il problema
error-puzzle-attempt-not-yours = questo tentativo appartiene a un altro account
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
alert-fortress = Fortezza!
alert-fortress-meaning = I difensori hanno murato il re per sempre: nessuna mossa degli attaccanti potrà mai catturarlo, quindi gli attaccanti possono al massimo pareggiare.

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
illegal-camp-jump = { $move }: { $square } è una casella di accampamento a più di 5 caselle: con queste regole un pezzo che parte da un accampamento può fermarsi su una casella di accampamento solo entro 5 caselle
illegal-other-camp = { $move }: { $square } appartiene a un altro accampamento: con queste regole un pezzo che lascia il suo accampamento non può entrare in un altro
illegal-repetition = { $move }: { $side ->
    [attackers] gli attaccanti devono
   *[defenders] i difensori devono
} variare: questa mossa farebbe presentare una posizione per la 4ª volta
illegal-game-over = { $move }: la partita è finita — { $outcome }
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
tui-line-no-hint = nessun suggerimento: la partita è finita — { $outcome }
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
tui-load-too-large = { $path } supera { $limit }, troppo per una registrazione di partita: indica una partita salvata da tablut
tui-load-not-regular = { $path } non è un file regolare: indica il percorso di una partita salvata
tui-load-resigned = (la registrazione dice che { $side ->
    [attackers] gli attaccanti hanno abbandonato
   *[defenders] i difensori hanno abbandonato
})

## web: the lobby (lobby.html, lobby.js). $speed: bullet, blitz, rapid,
## classical or correspondence; $side: random, attackers or defenders;
## $rated: yes or no; $level: beginner, easy, medium, hard or master;
## $player: a player's name (a link); $words: web-lobby-seek-words.

web-lobby-description = Trova un avversario per il Tablut: proposte di partita aperte con orologio, partite per la classifica e amichevoli, sfide, il computer e partite da guardare.
web-lobby-skip = Vai alle proposte di partita aperte
web-lobby-heading = Sala
web-lobby-connecting = Connessione…
web-lobby-leaderboard = Classifica
web-lobby-seeks-heading = Proposte di partita aperte
web-lobby-col-player = Giocatore
web-lobby-col-rating = Punteggio
web-lobby-rule-set = Regolamento
web-lobby-col-clock = Orologio
web-lobby-game = Partita
web-lobby-you-play = Giochi con
web-lobby-col-action = Azione
web-lobby-seeks-empty = Al momento non ci sono proposte di partita aperte. Fanne una: aspetterà qui un avversario.
web-lobby-challenges-heading = Sfide
web-lobby-computer-heading = Il computer è sempre pronto
web-lobby-computer-text = Una partita contro il computer, subito, con il regolamento e la parte scelti nel modulo (senza orologio).
web-lobby-games-heading = Partite in corso
web-lobby-games-empty = Al momento non si gioca nessuna partita tra persone.
web-lobby-seek = Cerca un avversario
web-lobby-time-control = Tempo di gioco
web-lobby-live-label = Minuti a testa + secondi aggiunti per mossa
web-lobby-or = Oppure:
web-lobby-minutes-each = Minuti a testa
web-lobby-min = min
web-lobby-seconds-added = Secondi aggiunti per mossa
web-lobby-sec = sec
web-lobby-custom = Personalizzato
web-lobby-days-label = Per corrispondenza: giorni per mossa
web-lobby-casual = Amichevole
web-lobby-rated = Per la classifica
web-lobby-side-random = Una parte a caso
web-lobby-side-attackers = Gli attaccanti
web-lobby-side-defenders = I difensori (la parte del re)
web-lobby-your-name = Il tuo nome
web-lobby-optional = (facoltativo)
web-lobby-guest = Ospite
web-lobby-challenge-heading = Oppure sfida un giocatore
web-lobby-challenge-guest = Le sfide sono tra account:
web-lobby-challenge-guest-link = accedi per sfidare un giocatore per nome.
web-lobby-challenge-name-label = Nome dell'account da sfidare
web-lobby-account-name = Nome dell'account
web-lobby-challenge = Sfida
web-lobby-challenge-help = Con il regolamento, il tempo di gioco, il tipo di partita e la parte scelti sopra.
web-lobby-speed = { $speed ->
    [bullet] bullet
    [blitz] blitz
    [rapid] rapida
    [classical] classica
   *[correspondence] per corrispondenza
}
web-lobby-control-live = { $control }: { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minuti
} a testa, { $seconds ->
    [0] nessun tempo aggiunto
    [one] { $seconds } secondo aggiunto per mossa
   *[other] { $seconds } secondi aggiunti per mossa
} ({ $speed }).
web-lobby-control-days = { $clock }, per corrispondenza: ogni mossa entro quel tempo.
web-lobby-custom-help = Un tempo personalizzato: da 1 a 60 minuti a testa, da 0 a 30 secondi aggiunti per mossa.
web-lobby-rated-guest = Le partite per la classifica sono tra account:
web-lobby-rated-guest-link = accedi o creane uno per giocarle.
web-lobby-rated-help = Le partite per la classifica cambiano il punteggio di entrambi i giocatori (uno per regolamento); quelle amichevoli no.
web-lobby-choose-control = Scegli prima un tempo di gioco.
web-lobby-sending = Invio…
web-lobby-challenge-sent = Sfida inviata a { $name }.
web-lobby-notify-challenge = Sei stato sfidato
web-lobby-notify-challenge-from = { $name } ti sfida: { $variant }, { $clock }.
web-lobby-seek-made = La tua proposta è nella sala: la partita inizia quando qualcuno la accetta.
web-lobby-seek-made-short = Proposta fatta: in attesa di un avversario.
web-lobby-challenge-needs-name = Scrivi il nome dell'account del giocatore da sfidare.
web-lobby-accepted = Accettata: la partita inizia.
web-lobby-declined = Sfida rifiutata.
web-lobby-withdrawn = Ritirata.
web-lobby-seek-accepted = La tua proposta è stata accettata: la partita inizia.
web-lobby-seek-words = { $variant }, { $clock } ({ $speed }), { $rated ->
    [yes] per la classifica
   *[no] amichevole
}
web-lobby-online = { $count ->
    [one] { $count } connesso
   *[other] { $count } connessi
}
web-lobby-my-challenge = La tua sfida a { $name } ({ $words }) aspetta una risposta.
web-lobby-my-seek = La tua proposta ({ $words }; giochi con { $side ->
    [random] una parte a caso
    [attackers] gli attaccanti
   *[defenders] i difensori
}) aspetta un avversario. La partita si apre qui quando qualcuno la accetta.
web-lobby-cancel = Annulla
web-lobby-accept-guest = Le partite per la classifica sono tra account: accedi per accettare
web-lobby-accept-label = Accetta la partita { $variant } { $clock } di { $name }
web-lobby-accept = Accetta
web-lobby-bot = bot
web-lobby-you = tu
web-lobby-rated-word = classifica
web-lobby-casual-word = amichevole
web-lobby-side-cell = { $side ->
    [random] a caso
    [attackers] attaccanti
   *[defenders] difensori
}
web-lobby-side-mine = tu: { $side ->
    [attackers] attaccanti
   *[defenders] difensori
}
web-lobby-decline = Rifiuta
web-lobby-challenge-in = { $player } ti sfida: { $words }; { $name } gioca con { $side ->
    [random] una parte a caso
    [attackers] gli attaccanti
   *[defenders] i difensori
}.
web-lobby-challenge-in-rated = { $player } ({ $rating }) ti sfida: { $words }; { $name } gioca con { $side ->
    [random] una parte a caso
    [attackers] gli attaccanti
   *[defenders] i difensori
}.
web-lobby-challenge-out = Hai sfidato { $player }: { $words }; giochi con { $side ->
    [random] una parte a caso
    [attackers] gli attaccanti
   *[defenders] i difensori
}.
web-lobby-level = { $level ->
    [beginner] Principiante
    [easy] Facile
    [medium] Medio
    [hard] Difficile
   *[master] Maestro
}
web-lobby-game-players = { $attackers } (attaccanti) contro { $defenders } (difensori)
web-lobby-watch = Guarda
web-lobby-watch-label = Guarda { $attackers } contro { $defenders }
web-lobby-game-facts = { $variant }, { $clock }, { $rated ->
    [yes] per la classifica
   *[no] amichevole
}, { $moves ->
    [one] { $moves } mossa giocata
   *[other] { $moves } mosse giocate
}
web-lobby-live = In diretta
web-lobby-connection-lost = Connessione persa. Nuovo tentativo tra { $seconds } s

## web: the account page (account.html, account.js). $side: both,
## attackers or defenders; $rated: yes or no; $error: the server's
## message, a whole sentence; $when: a time from now ("in 2 days").

web-account-description = Il tuo account tablut: accedi, crea un account, cambia la password.
web-account-heading = Account
web-account-skip = Vai all'account
web-account-loading = Caricamento del tuo account…
web-account-guest-heading = Accedi o crea un account
web-account-intro = Un account mette il tuo nome su ogni partita che giochi e tiene insieme le tue partite. Puoi giocare anche senza: questo browser ricorda comunque le tue partite. Le partite in cui questo browser ha un posto passano al tuo account quando accedi.
web-account-log-in = Accedi
web-account-name = Nome dell'account
web-account-password = Password
web-account-register-heading = Crea un account
web-account-name-help = Da 3 a 20 lettere, cifre, “-” o “_”. I tuoi avversari lo vedono; nessun altro può prenderlo, con qualsiasi combinazione di maiuscole.
web-account-password-help = Almeno 8 caratteri (al massimo 128 byte).
web-account-register = Crea l'account
web-account-member-heading = Il tuo account
web-account-logged-in-as = Accesso eseguito come
web-account-since = account dal
web-account-games-carry = Le partite che inizi o a cui ti unisci dopo l'accesso portano questo nome.
web-account-start-game = Inizia una partita
web-account-find-opponent = trova un avversario nella sala
web-account-or-see = { " " }o guarda
web-account-your-profile = il tuo profilo
web-account-log-out = Esci
web-account-games-heading = Le tue partite in corso
web-account-games-help = Giocale da qualsiasi browser in cui hai eseguito l'accesso; prima quelle in cui tocca a te.
web-account-games-empty = Nessuna partita in corso.
web-account-games-empty-link = Trova un avversario nella sala.
web-account-bots-heading = Bot
web-account-bots-help = Un bot è un account giocato da un programma: accetta le sfide che riceve e ha un punteggio come una persona. Creane uno qui, poi avvialo con la sua chiave
web-account-bots-help-any = , o con qualsiasi programma che usa l'API
web-account-bots-empty = Non hai ancora nessun bot.
web-account-token-of = La chiave di
web-account-token-once = Copiala ora: viene mostrata solo questa volta.
web-account-token-anyone = Chiunque la abbia gioca come il bot.
web-account-token-label = La chiave del bot
web-account-copy = Copia
web-account-run-it = Avvialo con il motore di tablut:
web-account-copy-command = Copia il comando
web-account-copied-it = L'ho copiata
web-account-make-bot-heading = Crea un bot
web-account-bot-name = Il nome del bot
web-account-make-bot = Crea il bot
web-account-bot-name-help = Un nome di account come un altro: da 3 a 20 lettere, cifre, “-” o “_”, non ancora preso.
web-account-new-token-help = “Nuova chiave” crea una nuova chiave per un bot e la mostra una volta; la vecchia smette subito di funzionare, quindi un bot che la usa ancora viene rifiutato finché non viene riavviato con quella nuova.
web-account-change-password = Cambia la password
web-account-current-password = Password attuale
web-account-new-password = Nuova password
web-account-new-password-help = Almeno 8 caratteri. Gli altri browser collegati a questo account vengono disconnessi.
web-account-delete = Elimina l'account
web-account-delete-explain = Le tue partite restano, nell'archivio e per i tuoi avversari, con i tuoi posti a nome di “deleted”. Il nome non verrà mai dato a nessun altro, e non potrai più accedere a questo account. Questo browser conserva i suoi posti nelle tue partite in corso.
web-account-delete-confirm = Ho capito: l'account sparisce per sempre e le mie partite mostrano “deleted”.
web-account-under-a-minute = tra meno di un minuto
web-account-games-failed = Non è stato possibile elencare le tue partite: { $error }
web-account-game-facts = { $variant }, { $clock }, { $rated ->
    [yes] per la classifica
   *[no] amichevole
}, { $moves ->
    [one] { $moves } mossa giocata
   *[other] { $moves } mosse giocate
}
web-account-game-against = Contro { $opponent }: giochi con { $side ->
    [both] entrambe le parti
    [attackers] gli attaccanti
   *[defenders] i difensori
}
web-account-game-against-someone = Contro qualcuno: giochi con { $side ->
    [both] entrambe le parti
    [attackers] gli attaccanti
   *[defenders] i difensori
}
web-account-your-turn = tocca a te
web-account-their-turn = tocca all'altro
web-account-time-runs-out = ; il tuo tempo scade { $when }
web-account-kept = { $count ->
    [one] { $count } partita giocata da questo browser ora è conservata nel tuo account.
   *[other] { $count } partite giocate da questo browser ora sono conservate nel tuo account.
}
web-account-kept-none-held = Questo browser non ha partite da conservare; quelle che inizi da ora in poi vengono conservate nel tuo account.
web-account-kept-none-needed = Nessuna partita da conservare: quelle di questo browser sono già in un account.
web-account-kept-failed = Alcune partite non sono state conservate: { $error } Restano giocabili in questo browser; accedi di nuovo per riprovare.
web-account-no-longer-logged-in = Non sei più collegato.
web-account-login-needs = Scrivi il nome dell'account e la sua password.
web-account-logging-in = Accesso in corso…
web-account-welcome-back = Bentornato, { $name }.
web-account-registering = Creazione dell'account…
web-account-welcome = Benvenuto, { $name }: il tuo account è pronto.
web-account-logged-out = Sei uscito. Questo browser conserva i suoi posti nelle tue partite.
web-account-password-needs-current = Scrivi prima la password attuale.
web-account-changing-password = Cambio della password…
web-account-password-changed = La password è cambiata. Gli altri browser collegati a questo account sono stati disconnessi.
web-account-delete-needs-confirm = Spunta prima la casella, per confermare che fai sul serio.
web-account-deleting = Eliminazione dell'account…
web-account-deleted = L'account { $name } è stato eliminato. Le sue partite restano, con i suoi posti a nome di “deleted”.
web-account-bots-failed = Non è stato possibile elencare i tuoi bot: { $error }
web-account-bot-badge = bot
web-account-bot-made = creato il { $date }
web-account-new-token-title = Crea una nuova chiave, mostrata una volta; la vecchia smette subito di funzionare
web-account-new-token-label = Nuova chiave per { $name }
web-account-new-token = Nuova chiave
web-account-making-token = Creazione di una nuova chiave per { $name }…
web-account-token-renewed = { $name } ha una nuova chiave; la vecchia non funziona più.
web-account-bot-needs-name = Dai un nome al bot.
web-account-making-bot = Creazione del bot…
web-account-bot-made-now = { $name } è stato creato.
web-account-token-copied = Chiave copiata.
web-account-token-copy-failed = Copia non riuscita; la chiave è selezionata, copiala a mano.
web-account-command-copied = Comando copiato.
web-account-command-copy-failed = Copia non riuscita; seleziona il comando e copialo a mano.
web-account-unreachable = Il server non è raggiungibile; non è stato possibile mostrare il tuo account.

## web: a player's profile (player.html, player.js) and the leaderboard
## (leaderboard.html, leaderboard.js). $rated: yes or no; $result: won,
## lost, draw or no-result; $pool and $pools: rule sets' names; ratings
## are written as they are, without separators.

web-player-heading = Giocatore
web-player-skip = Vai al profilo
web-player-loading = Caricamento del profilo…
web-player-missing = Giocatore inesistente
web-player-missing-text = Non c'è nessun account con questo nome.
web-player-missing-link = La classifica elenca i giocatori con un punteggio.
web-player-challenge = Sfida
web-player-all-games = Tutte le partite finite
web-player-leaderboard = Classifica
web-player-ratings = Punteggi
web-player-rule-set = Regolamento
web-player-rating = Punteggio
web-player-deviation = Deviazione
web-player-rated-games = Partite per la classifica
web-player-ratings-empty = Ancora nessuna partita per la classifica: ogni giocatore parte da 1500, provvisorio (indicato con “?”) finché non ha giocato qualche partita.
web-player-provisional-help = Un “?” indica un punteggio provvisorio: la sua deviazione è ancora sopra 110.
web-player-results = Risultati
web-player-as = Come
web-player-wins = Vittorie
web-player-draws = Pareggi
web-player-losses = Sconfitte
web-player-history = Andamento del punteggio
web-player-chart-empty = Il grafico compare dopo la prima partita per la classifica.
web-player-latest = Ultime partite
web-player-finished = Finita
web-player-opponent = Avversario
web-player-played = Con
web-player-result = Risultato
web-player-moves = Mosse
web-player-games-empty = Ancora nessuna partita finita.
web-player-chart-x = Partite per la classifica, dalla più vecchia alla più recente
web-player-chart-first = { $pool }: { $rating } prima della prima partita per la classifica
web-player-chart-label = Andamento del punteggio: { $count ->
    [one] { $count } partita per la classifica
   *[other] { $count } partite per la classifica
} in { $pools }; l'ultima, in { $pool }, da { $before } a { $after }.
web-player-both = Entrambe
web-player-the-computer = il computer
web-player-result-word = { $result ->
    [won] Vinta
    [lost] Persa
    [draw] Pareggio
   *[no-result] Nessun risultato
}
web-player-game-facts = { $clock }, { $rated ->
    [yes] per la classifica
   *[no] amichevole
}
web-player-since = Account dal { $date }
# $owner: the owner's name (a link).
web-player-bot-of = ; un bot di { $owner }
web-leaderboard-heading = Classifica
web-leaderboard-skip = Vai alla classifica
web-leaderboard-intro = I migliori giocatori affermati di ogni regolamento: ogni regolamento di base ha la sua classifica (Glicko-2). Un punteggio è affermato quando la sua deviazione scende sotto 110, dopo qualche partita per la classifica.
web-leaderboard-rule-set = Regolamento
web-leaderboard-rank = Posizione
web-leaderboard-player = Giocatore
web-leaderboard-rating = Punteggio
web-leaderboard-deviation = Deviazione
web-leaderboard-rated-games = Partite per la classifica
web-leaderboard-empty = Ancora nessun giocatore affermato in questa classifica.
web-leaderboard-empty-link = Gioca partite per la classifica nella sala.
web-leaderboard-loading = Caricamento…
web-leaderboard-failed = Non è stato possibile caricare la classifica.

## web: the puzzle trainer (puzzles.html, puzzles.js). $side: attackers
## or defenders; $theme: escape, raichi, tuichi, capture-by-two,
## capture-by-three, capture-by-four, against-throne, against-corner,
## against-camp or defender-sacrifice; $capturing: web-puzzles-capturing
## or nothing; $piece: a piece in words (web-common-piece); $error: the
## server's message, a whole sentence. Raichi and Tuichi stay.

web-puzzles-description = Problemi di Tablut: trova la mossa che vince per forza, in una o due mosse, e tieni un punteggio nei problemi.
web-puzzles-heading = Problemi
web-puzzles-skip = Vai al problema
web-puzzles-puzzle = Problema
web-puzzles-loading = Caricamento di un problema…
web-puzzles-board-hint = Fai clic su un pezzo, poi sulla sua destinazione (o trascinalo). Da tastiera: porta il focus sul tavoliere, usa le frecce e Invio per prendere e posare.
web-puzzles-solution-intro = La soluzione (con le risposte dell'avversario in mezzo); fai clic su una mossa per vedere la posizione dopo di essa:
web-puzzles-play-solution = Riproduci la soluzione
web-puzzles-my-rating = Il tuo punteggio nei problemi
web-puzzles-streak = Serie:
web-puzzles-rule-set = Regolamento
web-puzzles-theme = Tema
web-puzzles-any-theme = Qualsiasi tema
web-puzzles-theme-escape = Il re fugge
web-puzzles-theme-capture-by-two = Re catturato da due
web-puzzles-theme-capture-by-three = Re catturato da tre
web-puzzles-theme-capture-by-four = Re catturato da quattro
web-puzzles-theme-against-throne = Contro il trono
web-puzzles-theme-against-corner = Contro un angolo
web-puzzles-theme-against-camp = Contro un accampamento
web-puzzles-theme-defender-sacrifice = Un difensore sacrificato
web-puzzles-this-puzzle = Questo problema
web-puzzles-rating = punteggio
web-puzzles-themes = Temi:
web-puzzles-actions = Azioni sul problema
web-puzzles-hint-title = Indica il pezzo da muovere; il problema conta allora come fallito per il tuo punteggio
web-puzzles-hint = Suggerimento
web-puzzles-give-up-title = Abbandona il problema e mostra la soluzione; conta come fallito per il tuo punteggio
web-puzzles-give-up = Mostra la soluzione
web-puzzles-next = Problema successivo
web-puzzles-theme-word = { $theme ->
    [escape] fuga
    [raichi] Raichi
    [tuichi] Tuichi
    [capture-by-two] re catturato da due
    [capture-by-three] re catturato da tre
    [capture-by-four] re catturato da quattro
    [against-throne] contro il trono
    [against-corner] contro un angolo
    [against-camp] contro un accampamento
   *[defender-sacrifice] un difensore sacrificato
}
web-puzzles-rating-not-loaded = Non è stato possibile caricare il tuo punteggio nei problemi: { $error }
web-puzzles-board = Tavoliere del problema
web-puzzles-picked-up = Pezzo in { $square } ({ $piece }) preso: { $count ->
    [one] { $count } destinazione.
   *[other] { $count } destinazioni.
}
# $line: solution (the solution shown) or attempt (the moves played).
web-puzzles-board-label = Tavoliere del problema, { $line ->
    [solution] la soluzione dopo { $count ->
        [one] { $count } mossa
       *[other] { $count } mosse
    }
   *[attempt] dopo { $count ->
        [one] { $count } mossa
       *[other] { $count } mosse
    }
}
web-puzzles-find = Trova la mossa vincente: giochi con { $side ->
    [attackers] gli attaccanti
   *[defenders] i difensori
}, vittoria in { $moves }.
web-puzzles-finish = Giusto! Ora chiudi: giochi con { $side ->
    [attackers] gli attaccanti
   *[defenders] i difensori
}, vittoria in { $moves }.
web-puzzles-replying = Giusto! { $side ->
    [attackers] Gli attaccanti rispondono…
   *[defenders] I difensori rispondono…
}
web-puzzles-solved = Risolto!
web-puzzles-not-this-time = Non questa volta: ecco la soluzione.
web-puzzles-id = Problema { $id }
# $preset: the rule set's name; $link: web-puzzles-the-rules, a link.
web-puzzles-rules-line = Regole { $preset } ({ $side ->
    [attackers] muovono gli attaccanti
   *[defenders] muovono i difensori
}); { $link }.
web-puzzles-the-rules = le regole
web-puzzles-kept-account = Conservato nel tuo account, { $name }. Un “?” vuol dire che non è ancora stabile.
web-puzzles-guest-unrated = Gli ospiti giocano senza punteggio: accedi per avere un punteggio dei problemi.
web-puzzles-not-rated-again = Senza punteggio: conta solo il tuo primo tentativo a ogni problema.
web-puzzles-capturing = , catturando in { $squares }
web-puzzles-not-winning = { $move } non vince per forza.
web-puzzles-wins = { $move }{ $capturing } vince.
web-puzzles-right = { $move } è giusta{ $capturing }. { $side ->
    [attackers] Rispondono gli attaccanti.
   *[defenders] Rispondono i difensori.
}
web-puzzles-replied = { $side ->
    [attackers] Gli attaccanti hanno giocato
   *[defenders] I difensori hanno giocato
} { $move }{ $capturing }. Tocca a te.
web-puzzles-failed = Problema fallito
web-puzzles-side-wins = { $side ->
    [attackers] Vincono gli attaccanti.
   *[defenders] Vincono i difensori.
}
web-puzzles-winning-line = La linea vincente era { $line }.
web-puzzles-no-line = non indicata
web-puzzles-failed-announce = Fallito. La soluzione: { $line }.
web-puzzles-solution-not-fetched = Non è stato possibile ottenere la soluzione: { $error }
web-puzzles-hinted = Suggerimento: muovi il pezzo in { $square }.
web-puzzles-hint-not-fetched = Non è stato possibile ottenere il suggerimento: { $error }
web-puzzles-asked = Hai chiesto la soluzione.
web-puzzles-all-seen = Hai visto tutti i problemi di questa scelta: si ricomincia.
web-puzzles-no-theme = Nessun problema { $preset } ha quel tema: scegline un altro.
web-puzzles-not-loaded = Non è stato possibile caricare nessun problema: { $error }
web-puzzles-no-board = Il problema { $id } è arrivato senza il suo tavoliere.
web-puzzles-start = Problema { $id }: giochi con { $side ->
    [attackers] gli attaccanti
   *[defenders] i difensori
}, vittoria in { $moves }.

## web: le pagine d'inizio, della partita, delle regole, dell'archivio e
## della partita inesistente, e ciò che hanno in comune (web-common-).
## $side è `attackers` o `defenders`; $piece `attacker`, `defender`,
## `king` o `empty`; $level un livello del computer (tui-level). I nomi
## dei regolamenti, le caselle e le mosse restano come sono.

web-common-rule-set = Regolamento
web-common-rules-of = Le regole di { $name }
web-common-your-name = Il tuo nome
web-common-optional = (facoltativo)
web-common-your-account = Il tuo account
web-common-account-name-help = Il nome del tuo account; la partita viene conservata nel tuo account.
web-common-account-label = Il tuo account: { $name }
web-common-logged-in-as = Hai effettuato l'accesso come { $name }
web-common-log-in = Accedi
web-common-log-in-title = Accedi o crea un account
web-common-anonymous = anonimo
web-common-board = Tavoliere del Tablut
web-common-piece = { $piece ->
    [attacker] attaccante
    [defender] difensore
    [king] re
   *[empty] vuota
}
web-common-no-clock = senza orologio
web-common-days-a-move = { $count ->
    [one] { $count } giorno per mossa
   *[other] { $count } giorni per mossa
}
web-common-speed-bullet = bullet
web-common-speed-blitz = blitz
web-common-speed-rapid = rapida
web-common-speed-classical = classica
web-common-speed-correspondence = per corrispondenza
web-common-error-network = Il server non è raggiungibile.
web-common-error-bad-request = Il server non ha capito la richiesta.
web-common-error-too-large = Quel messaggio è troppo lungo.
web-common-error-unauthorized = Questo browser non gioca quella parte.
web-common-error-not-found = Questa partita non esiste.
web-common-error-illegal-move = Quella mossa non è consentita.
web-common-error-not-your-turn = Non tocca a te.
web-common-error-stale = La partita era andata avanti; ora il tavoliere è aggiornato.
web-common-error-waiting = Il tuo amico non si è ancora unito.
web-common-error-game-over = La partita è finita.
web-common-error-not-allowed = Non è consentito in questa partita.
web-common-error-rate-limited = Troppe richieste; aspetta un momento.
web-common-error-name-taken = Quel nome di account è già preso; scegline un altro.
web-common-error-login-required = Prima accedi al tuo account.
web-common-error-cross-site = La richiesta veniva da un altro sito ed è stata rifiutata.
web-common-error-server = Il server ha avuto un problema.
web-common-error-code = Errore: { $code }

web-start-title = tablut · gioca a Tablut
web-start-description = Gioca a Tablut, il gioco tafl su 9×9 che Linneo descrisse nel 1732, contro il computer o con un amico.
web-start-skip = Vai al modulo
web-start-heading = Gioca a Tablut
web-start-intro = Sedici attaccanti assediano un re e i suoi otto difensori. Il re vince se fugge; gli attaccanti vincono se lo catturano. Ogni pezzo si muove come la torre degli scacchi.
web-start-my-games = Le tue partite in corso
web-start-my-game = { $variant } { $mode ->
    [computer] contro il computer ({ $level })
    [computer-any] contro il computer
    [friend] con un amico
   *[local] su un solo schermo
}, mossa { $ply }: { $turn ->
    [waiting] in attesa del tuo amico
    [attackers] muovono gli attaccanti
   *[defenders] muovono i difensori
}
web-start-lobby-before = Cerchi un avversario?
web-start-lobby-link = La sala
web-start-lobby-middle = ha proposte di partita aperte con orologio, partite valide per la classifica e sfide; la
web-start-leaderboard-link = classifica
web-start-lobby-after = mostra i giocatori migliori.
web-start-puzzles-before = Allena l'occhio:
web-start-puzzles-link = i problemi
web-start-puzzles-after = sono posizioni in cui una sola mossa vince per forza, con un tuo punteggio dei problemi.
web-start-opponent = Avversario
web-start-opponent-computer = Il computer
web-start-opponent-friend = Un amico (mandagli un link)
web-start-opponent-local = Due persone a questo schermo
web-start-help-computer = Il computer risponde subito; puoi ritirare le mosse.
web-start-help-friend = Ricevi un link da mandare; la partita comincia quando il tuo amico lo apre. Potete chattare.
web-start-help-local = Le due parti giocano a turno su questo schermo. Le mosse si possono ritirare.
web-start-clock = Orologio
web-start-no-clock = Senza orologio
web-start-clock-live = Minuti a testa + secondi aggiunti a ogni mossa
web-start-clock-days = Per corrispondenza: giorni per mossa
web-start-clock-help = Facoltativo. Chi resta senza tempo perde; gli orologi partono dopo la prima mossa di ciascuna parte.
web-start-level = Livello del computer
web-start-level-beginner = Principiante (guarda 1 mossa avanti)
web-start-level-easy = Facile (3 mosse avanti)
web-start-level-medium = Medio (5 mosse avanti)
web-start-level-hard = Difficile (1 secondo per mossa)
web-start-level-master = Maestro (a piena forza, 5 s per mossa)
web-start-side = Giochi con
web-start-side-defenders = I difensori (la parte del re)
web-start-side-attackers = Gli attaccanti
web-start-side-random = Una delle due, a caso
web-start-first-you = La prima mossa è tua.
web-start-first-computer = Il computer fa la prima mossa.
web-start-first-friend = Il tuo amico fa la prima mossa.
web-start-name-placeholder = Lo vedrà il tuo avversario
web-start-start = Inizia la partita
web-start-starting = Avvio…
web-start-board-heading = Il tavoliere
web-start-preview-label = La posizione iniziale
web-start-preview-caption = La posizione iniziale in { $name }: attaccanti scuri, difensori chiari, il re con la corona sul trono.
web-start-legend-throne = il trono
web-start-legend-throne-corners = il trono e gli angoli
web-start-legend-escape = caselle di fuga
web-start-legend-camps = accampamenti
web-start-rulesets = I regolamenti
web-start-rules-link = regole
web-start-summary = { $first ->
    [attackers] { $escape ->
        [edge] Iniziano gli attaccanti; il re fugge su qualsiasi casella del bordo.
       *[corner] Iniziano gli attaccanti; il re fugge in un angolo.
    }
    [defenders] { $escape ->
        [edge] Iniziano i difensori; il re fugge su qualsiasi casella del bordo.
       *[corner] Iniziano i difensori; il re fugge in un angolo.
    }
   *[none] { $escape ->
        [edge] Il re fugge su qualsiasi casella del bordo.
       *[corner] Il re fugge in un angolo.
    }
}
web-start-all-rules = Tutte le regole di { $name }

web-game-title = Partita · tablut
web-game-skip = Vai al tavoliere
web-game-board-section = Tavoliere
web-game-board-label = Tavoliere del Tablut, posizione dopo la mossa { $ply }
web-game-board-label-earlier = Tavoliere del Tablut, posizione dopo la mossa { $ply } (una posizione precedente)
web-game-loading = Caricamento della partita…
web-game-connecting = Connessione…
web-game-live = In diretta
web-game-connection-lost = Connessione persa. Nuovo tentativo tra { $seconds } s
web-game-move-resend = Connessione persa: la tua mossa { $move } sarà inviata di nuovo quando tornerà.
web-game-move-not-played = La tua mossa { $move } non è stata giocata: la partita era già andata avanti.
web-game-retry-now = Riprova ora
web-game-no-id = Nessuna partita indicata.
web-game-not-found = Non c'è nessuna partita a questo indirizzo.
web-game-steps = Scorri la partita
web-game-step-first = Prima posizione
web-game-step-first-key = Prima posizione (Home)
web-game-step-back = Una mossa indietro
web-game-step-back-key = Una mossa indietro (←)
web-game-step-forward = Una mossa avanti
web-game-step-forward-key = Una mossa avanti (→)
web-game-step-end = Posizione attuale
web-game-step-end-key = Posizione attuale (Fine)
web-game-step-start = Inizio
web-game-step-of = Mossa { $ply } di { $total }
web-game-back-to-current = Torna alla posizione attuale
web-game-replay-start = Stai guardando la posizione iniziale.
web-game-replay-after = Stai guardando la posizione dopo la mossa { $ply }.
web-game-help-playing = Clicca su un pezzo o trascinalo per muoverlo. Da tastiera: porta il focus sul tavoliere, sposta il cursore con le frecce, prendi e posa con Invio, lascia con Esc. Fuori dal tavoliere, ← → Home Fine scorrono la partita.
web-game-help-premove = Nel turno dell'avversario la mossa che scegli è una premossa, giocata appena ha mosso; clicca di nuovo sul pezzo, usa il tasto destro o premi Esc per ritirarla.
web-game-help-watching = Scorri la partita con i pulsanti, o con ← → Home Fine.
web-game-status-invite = In attesa che il tuo amico si unisca: mandagli il link d'invito.
web-game-status-waiting-second = In attesa che si unisca il secondo giocatore.
web-game-status-to-move = { $side ->
    [attackers] Muovono gli attaccanti.
   *[defenders] Muovono i difensori.
}
web-game-status-your-move = { $side ->
    [attackers] Tocca a te: giochi con gli attaccanti.
   *[defenders] Tocca a te: giochi con i difensori.
}
web-game-status-computer = { $side ->
    [attackers] Muovono gli attaccanti (il computer).
   *[defenders] Muovono i difensori (il computer).
}
web-game-status-waiting-for = In attesa della mossa di { $name } ({ $side ->
    [attackers] gli attaccanti
   *[defenders] i difensori
}).
web-game-status-waiting-opponent = { $side ->
    [attackers] In attesa della mossa del tuo avversario (gli attaccanti).
   *[defenders] In attesa della mossa del tuo avversario (i difensori).
}
web-game-status-watching = { $side ->
    [attackers] Muovono gli attaccanti. Stai guardando.
   *[defenders] Muovono i difensori. Stai guardando.
}
web-game-title-waiting = In attesa
web-game-title-your-move = Tocca a te
web-game-title-their-move = Tocca all'avversario
web-game-title-to-move = { $side ->
    [attackers] Muovono gli attaccanti
   *[defenders] Muovono i difensori
}
web-game-thinking = Il computer sta pensando…
web-game-result-win = { $side ->
    [attackers] Vincono gli attaccanti.
   *[defenders] Vincono i difensori.
}
web-game-result-win-time = { $side ->
    [attackers] Vincono gli attaccanti per tempo.
   *[defenders] Vincono i difensori per tempo.
}
web-game-result-draw = La partita finisce in pareggio.
web-game-result-aborted = La partita è stata annullata.
web-game-you-won = Hai vinto!
web-game-you-won-time = Hai vinto per tempo!
web-game-you-lost = Hai perso.
web-game-you-lost-time = Hai perso per tempo.
web-game-no-result = Nessun risultato: la partita non conta.
web-game-neither-won = Nessuna delle due parti ha vinto.
web-game-rating-changes = Variazioni del punteggio
web-game-go-to-rematch = Vai alla rivincita
web-game-raichi-routes = Il re ha una via libera verso { $squares }.
web-game-tuichi-routes = Il re ha { $count ->
    [one] { $count } via libera
   *[other] { $count } vie libere
} ({ $squares }): una sola mossa non può chiuderle tutte.
web-game-invited = Sei invitato a una partita
web-game-friend = Amico
web-game-take-seat = Prendi posto
web-game-join-help = Il tuo avversario vedrà questo nome. Se lo lasci vuoto, sarai «Amico».
web-game-joined = { $side ->
    [attackers] Ti sei unito alla partita con gli attaccanti.
   *[defenders] Ti sei unito alla partita con i difensori.
}
web-game-invitation-used = Questo invito è già stato usato: stai guardando la partita.
web-game-key-refused = La chiave di questo browser per questa partita è stata rifiutata: stai guardando.
web-game-invite-heading = Invita il tuo amico
web-game-invite-text = Manda questo link al tuo amico. La partita comincia quando lo apre.
web-game-invite-link = Link d'invito
web-game-copy = Copia
web-game-share = Condividi
web-game-share-title = Una partita a Tablut
web-game-share-text = Gioca a Tablut con me:
web-game-invite-copied = Link d'invito copiato.
web-game-invite-copy-failed = Copia non riuscita; il link è selezionato, copialo a mano.
web-game-link-copied = Link copiato: chiunque lo apra potrà guardare.
web-game-copy-failed = Copia non riuscita; copia l'indirizzo dalla barra degli indirizzi.
web-game-rated = Valida per la classifica
web-game-casual = Amichevole
web-game-clock-note = Gli orologi partono quando ciascuna parte ha fatto la sua prima mossa; fino ad allora entrambi i giocatori possono annullare la partita.
web-game-offers = Proposte
web-game-draw-accept = Accetta il pareggio
web-game-decline = Rifiuta
web-game-takeback-grant = Concedi di ritirare la mossa
web-game-draw-waiting = Hai proposto il pareggio; in attesa della risposta.
web-game-takeback-waiting = Hai chiesto di ritirare la tua ultima mossa; in attesa della risposta.
web-game-opponent-offers-draw = Il tuo avversario propone il pareggio.
web-game-opponent-asks-takeback = Il tuo avversario chiede di ritirare la sua ultima mossa.
web-game-side-offers-draw = { $side ->
    [attackers] Gli attaccanti propongono il pareggio.
   *[defenders] I difensori propongono il pareggio.
}
web-game-named-offers-draw = { $side ->
    [attackers] Gli attaccanti ({ $name }) propongono il pareggio.
   *[defenders] I difensori ({ $name }) propongono il pareggio.
}
web-game-side-asks-takeback = { $side ->
    [attackers] Gli attaccanti chiedono di ritirare la loro ultima mossa.
   *[defenders] I difensori chiedono di ritirare la loro ultima mossa.
}
web-game-named-asks-takeback = { $side ->
    [attackers] Gli attaccanti ({ $name }) chiedono di ritirare la loro ultima mossa.
   *[defenders] I difensori ({ $name }) chiedono di ritirare la loro ultima mossa.
}
web-game-you-offered-draw = Hai proposto il pareggio.
web-game-you-asked-takeback = Hai chiesto di ritirare la tua ultima mossa.
web-game-draw-declined = La tua proposta di pareggio è stata rifiutata.
web-game-takeback-declined = La tua richiesta di ritirare la mossa è stata rifiutata.
web-game-players = Giocatori
web-game-attackers = Attaccanti
web-game-defenders = Difensori
web-game-you-badge = tu
web-game-to-move-badge = al tratto
web-game-computer = Computer
web-game-computer-level = Computer (livello { $level })
web-game-not-joined = Non ancora arrivato
web-game-you = Tu
web-game-anonymous = Anonimo
web-game-seat-computer = computer
web-game-online = in linea
web-game-offline = non in linea
web-game-lost = perse: { $count }
web-game-lost-title = { $side ->
    [attackers] Gli attaccanti hanno perso { $count ->
        [one] { $count } pezzo
       *[other] { $count } pezzi
    }
   *[defenders] I difensori hanno perso { $count ->
        [one] { $count } pezzo
       *[other] { $count } pezzi
    }
}
web-game-actions = Azioni della partita
web-game-hint = Suggerimento
web-game-hint-thinking = Sto pensando…
web-game-hint-offline = I suggerimenti richiedono una connessione attiva; riprova tra un momento.
web-game-hint-said = Suggerimento: { $move }.
web-game-hint-shown = Suggerimento: { $move }
web-game-undo = Annulla mossa
web-game-draw-offer = Proponi il pareggio
web-game-draw-offered = Pareggio proposto
web-game-takeback-ask = Chiedi di ritirare la mossa
web-game-takeback-asked = Ritiro chiesto
web-game-abort = Annulla la partita
web-game-resign = Abbandona
web-game-rematch = Rivincita
web-game-play-again = Gioca ancora, a parti invertite
web-game-rematch-offer = Proponi la rivincita
web-game-rematch-waiting = Rivincita proposta: in attesa del tuo amico
web-game-rematch-accept = Accetta la rivincita
web-game-rematch-offered-to-you = Il tuo amico propone la rivincita.
web-game-friend-joined = Il tuo amico si è unito: si gioca.
web-game-download = Scarica la partita
web-game-review = Analizza questa partita
web-game-analyse = Analisi
web-game-analyse-title = Apri la posizione mostrata sul tavoliere di analisi
web-game-copy-link = Copia il link per gli spettatori
web-game-tournament = Torna al torneo
web-game-sound = Suoni e notifiche
web-game-sound-on = Suono attivo
web-game-sound-off = Suono disattivato
web-game-premove-picked = { $square } scelta per una premossa: scegli dove va.
web-game-premove-set = Premossa { $move }: viene giocata appena l'avversario ha mosso, se allora è ancora legale.
web-game-premove-shown = Premossa: { $move }
web-game-premove-cancel = Annulla la premossa (Esc)
web-game-premove-cancelled = Premossa annullata.
web-game-premove-dropped = La tua premossa { $move } non era legale dopo la mossa dell'avversario: è stata scartata.
web-game-confirm-question = Giocare { $move }?
web-game-confirm-yes = Conferma
web-game-confirm-no = Annulla
web-game-confirm-cancelled = Mossa annullata.
web-game-confirm-option = Conferma ogni mossa nelle partite per corrispondenza
web-game-conditional = Mosse condizionali
web-game-conditional-help = Mentre tocca all'avversario, scrivi cosa risponderai: una linea alla volta, la sua mossa e poi la tua (e3-h3 d1-d3), e altre coppie se vuoi. Il server gioca la tua risposta appena l'avversario gioca la prima mossa di una linea, anche se non ci sei.
web-game-conditional-label = Linee di mosse
web-game-conditional-save = Salva le linee
web-game-conditional-clear = Cancella
web-game-conditional-saved = { $count ->
    [one] Una linea attende la mossa dell'avversario.
   *[other] { $count } linee attendono la mossa dell'avversario.
}
web-game-conditional-cleared = Nessuna mossa condizionale.
web-game-volume = Volume
web-game-notify-on = Notifiche attive
web-game-notify-off = Avvisami quando tocca a me
web-game-notify-blocked = Questo browser blocca le notifiche di questo sito; consentile nelle impostazioni del sito.
web-game-notify-your-turn = Tocca a te
web-game-notify-over = La partita è finita
web-game-moves = Mosse
web-game-no-moves = Ancora nessuna mossa.
web-game-move-title = { $side ->
    [attackers] Attaccanti
   *[defenders] Difensori
}: { $move }
web-game-chat = Chat
web-game-chat-messages = Messaggi della chat
web-game-chat-message = Messaggio di chat
web-game-chat-placeholder = Scrivi qualcosa
web-game-chat-send = Invia
web-game-chat-watch = Qui possono scrivere solo i due giocatori.
web-game-says = { $name } dice: { $text }
web-game-info-mode = { $mode ->
    [computer] contro il computer ({ $level })
    [computer-any] contro il computer
    [friend] fra due giocatori
   *[local] due giocatori su un solo schermo
}
web-game-info-both = Giochi con entrambe le parti.
web-game-info-you-play = { $side ->
    [attackers] Giochi con gli attaccanti.
   *[defenders] Giochi con i difensori.
}
web-game-resign-question = Abbandonare questa partita?
web-game-resign-text = Il tuo avversario vince subito.
web-game-resign-you = { $side ->
    [attackers] Abbandoni con gli attaccanti; vincono i difensori.
   *[defenders] Abbandoni con i difensori; vincono gli attaccanti.
}
web-game-resign-both = { $side ->
    [attackers] Gli attaccanti (al tratto) abbandonano; vincono i difensori.
   *[defenders] I difensori (al tratto) abbandonano; vincono gli attaccanti.
}
web-game-keep-playing = Continua a giocare
web-game-picked-up = { $piece ->
    [attacker] Attaccante
    [defender] Difensore
   *[king] Re
} in { $square } preso: { $count ->
    [0] non può muoversi
    [one] { $count } destinazione
   *[other] { $count } destinazioni
}.
web-game-cursor = { $square }: { web-common-piece }
web-game-cursor-destination = { $square }: { web-common-piece }, una destinazione
web-game-why-earlier = Stai guardando una posizione precedente. Premi Fine per tornare.
web-game-why-watching = Stai guardando questa partita.
web-game-why-thinking = Il computer sta pensando.
web-game-why-pending = La tua mossa è in arrivo.
web-game-why-their-turn = { $side ->
    [attackers] Tocca agli attaccanti.
   *[defenders] Tocca ai difensori.
}
web-game-taken-back = Mosse ritirate: ora dopo la mossa { $ply }.
web-game-played = { $side ->
    [attackers] Gli attaccanti hanno giocato { $move }.
   *[defenders] I difensori hanno giocato { $move }.
}
web-game-played-capturing = { $side ->
    [attackers] Gli attaccanti hanno giocato { $move }, catturando { $squares }.
   *[defenders] I difensori hanno giocato { $move }, catturando { $squares }.
}
web-game-clock-label = { $side ->
    [attackers] Orologio degli attaccanti
   *[defenders] Orologio dei difensori
}: restano { $time }{ $state ->
    [flagged] , tempo scaduto
    [running] , in corsa
   *[stopped] { "" }
}{ $low ->
    [yes] , meno di 10 secondi
   *[no] { "" }
}
web-game-clock-deadline = Il tempo scade: { $time }
web-game-clock-low-you = Meno di dieci secondi sul tuo orologio!
web-game-clock-low-mark = Poco tempo
web-game-clock-low = { $side ->
    [attackers] Agli attaccanti restano meno di dieci secondi.
   *[defenders] Ai difensori restano meno di dieci secondi.
}

web-rules-title = Regole · tablut
web-rules-detail-title = { $name } · Regole · tablut
web-rules-skip = Vai alle regole
web-rules-nav = Regolamenti
web-rules-loading = Caricamento delle regole…
web-rules-back = ← Torna alla pagina iniziale
web-rules-all = Tutti i regolamenti
web-rules-heading = Le regole del Tablut
web-rules-intro = Ogni pezzo si muove come la torre degli scacchi: di quante caselle vuole lungo una traversa o una colonna, senza mai saltare. Una pedina è catturata quando il pezzo che muove la chiude fra sé e un altro pezzo nemico (o una casella ostile). Il re vince se fugge; gli attaccanti vincono se lo catturano. Le fonti antiche non concordano sui dettagli, perciò tablut ne offre quattro letture:
web-rules-start-label = { $name }: posizione iniziale
web-rules-first = { $side ->
    [attackers] Iniziano gli attaccanti.
   *[defenders] Iniziano i difensori.
}
web-rules-play = Gioca a { $name }
web-rules-side-by-side = Tutte le regole a confronto
web-rules-column-meaning = che cosa significa
web-rules-start-title = Posizione iniziale
web-rules-start-caption = Attaccanti scuri, difensori chiari, il re con la corona sul trono.
web-rules-special-title = Caselle speciali
web-rules-special-caption = Segnate: { $marked }. Il re fugge verso { $escape }.
web-rules-mark-throne = il trono ({ $squares })
web-rules-mark-corners = gli angoli speciali ({ $squares })
web-rules-mark-camps = gli accampamenti ({ $count ->
    [one] { $count } casella
   *[other] { $count } caselle
})
web-rules-none = nessuna
web-rules-escape-edge = qualsiasi casella del bordo (tratteggiata)
web-rules-escape-corners = gli angoli { $squares } (tratteggiati)
web-rules-every-rule = Tutte le regole
web-rules-examples = Esempi
web-rules-example-label-capturing = { $move }, catturando { $squares }
web-rules-example-play = { $side ->
    [attackers] Gli attaccanti giocano
    [defenders] I difensori giocano
   *[other] La parte al tratto gioca
}
web-rules-example-capturing = , catturando { $squares }.
web-rules-compare = Confronta tutti i regolamenti, regola per regola
web-rules-load-failed = Non è stato possibile caricare le regole.
web-rules-unknown = Regolamento sconosciuto

web-archive-title = Archivio · tablut
web-archive-skip = Vai alle partite
web-archive-heading = Partite finite
web-archive-intro = Prima le più recenti. Apri una partita per rivederla mossa per mossa.
web-archive-filters = Filtra le partite
web-archive-player = Giocatore
web-archive-any-player = Qualsiasi giocatore
web-archive-any = Qualsiasi
web-archive-result = Risultato
web-archive-attackers-win = Vincono gli attaccanti
web-archive-defenders-win = Vincono i difensori
web-archive-draw = Pareggio
web-archive-no-result = Nessun risultato (annullata)
web-archive-no-result-short = Nessun risultato
web-archive-show = Mostra
web-archive-clear = Cancella
web-archive-finished = Finita
web-archive-players = Giocatori
web-archive-moves = Mosse
web-archive-empty = Ancora nessuna partita finita.
web-archive-start-one = Iniziane una.
web-archive-no-match = Nessuna partita finita corrisponde a questi filtri.
web-archive-show-all = Mostra tutte le partite.
web-archive-loading = Caricamento…
web-archive-load-failed = Non è stato possibile caricare l'archivio.
web-archive-older = Partite precedenti
web-archive-computer = il computer
web-archive-side = ({ $side ->
    [attackers] attaccanti
   *[defenders] difensori
})
web-archive-against = contro
web-archive-mode-computer = contro il computer
web-archive-mode-local = su un solo schermo
web-archive-rated = valida per la classifica
web-archive-casual = amichevole

web-missing-title = Partita inesistente · tablut
web-missing-heading = Questa partita non esiste
web-missing-text = Non c'è nessuna partita a questo indirizzo: forse il link è scritto male o troncato.
web-missing-start = Inizia una nuova partita
web-missing-or = oppure
web-missing-browse = sfoglia le partite finite

## web: a game's review (review.html, review.js). $side: attackers or
## defenders; $class: best, good, inaccuracy, mistake or blunder, or
## (where it is said in words) web-review-class; $chance, $before,
## $after: percentages; $score_before, $score_after: the server's
## scores; $attackers, $defenders in web-review-players: the names (links).


web-review-heading = Analisi della partita
web-review-skip = Vai alle mosse
web-review-board = Tavoliere
web-review-back = Torna alla partita
web-review-steps = Scorri la partita
web-review-first-key = Prima posizione (Home)
web-review-first = Prima posizione
web-review-back-key = Una mossa indietro (←)
web-review-step-back = Una mossa indietro
web-review-forward-key = Una mossa avanti (→)
web-review-forward = Una mossa avanti
web-review-last-key = Ultima posizione (Fine)
web-review-last = Ultima posizione
web-review-analyse = Analizza questa posizione
web-review-request = Questa partita non è ancora stata analizzata. Il motore valuta ogni mossa (circa 0,2 s per posizione) e segnala gli errori.
web-review-start = Analizza questa partita
web-review-reviewing = Analisi in corso…
web-review-graph-caption = Probabilità di vittoria degli attaccanti
web-review-graph-note = (sopra la linea di mezzo sono in vantaggio gli attaccanti)
web-review-moves = Mosse
web-review-class = { $class ->
    [best] Mossa migliore
    [good] Buona
    [inaccuracy] Imprecisione
    [mistake] Errore
   *[blunder] Errore grave
}
web-review-no-game = Questa partita non esiste.
web-review-title = Analisi: { $attackers } contro { $defenders }
web-review-unnamed = { $side ->
    [attackers] attaccanti
   *[defenders] difensori
}
web-review-players = { $attackers } (attaccanti) contro { $defenders } (difensori) · { $variant }
web-review-in-play = Questa partita è ancora in corso: si potrà analizzare quando sarà finita.
web-review-started = L'analisi è cominciata.
web-review-too-many = Hai già due analisi in corso; richiedila quando una sarà finita.
web-review-not-over = Una partita ancora in corso non si può analizzare.
web-review-queued = In attesa del motore… ({ $done } di { $total } posizioni)
web-review-progress = Analisi: { $done } di { $total } posizioni
web-review-done = L'analisi è finita.
web-review-no-moves = La partita non ha mosse da analizzare.
web-review-no-side-moves = Nessuna mossa.
web-review-count = { $class ->
    [good] { $count ->
        [one] { $count } buona
       *[other] { $count } buone
    }
    [inaccuracy] { $count ->
        [one] { $count } imprecisione
       *[other] { $count } imprecisioni
    }
    [mistake] { $count ->
        [one] { $count } errore
       *[other] { $count } errori
    }
    [blunder] { $count ->
        [one] { $count } errore grave
       *[other] { $count } errori gravi
    }
   *[best] { $count ->
        [one] { $count } migliore
       *[other] { $count } migliori
    }
}
# $loss: the average loss (a number in bold).
web-review-loss = { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
}; perdita media di { $loss } punti di probabilità di vittoria
web-review-graph-label = La probabilità di vittoria degli attaccanti dopo ogni mossa; scegli un punto per vedere la posizione
web-review-point = Mossa { $ply }, { $move } ({ $side ->
    [attackers] attaccanti
   *[defenders] difensori
}): { $class }; attaccanti { $chance }
web-review-move-label = Mossa { $ply }, { $side ->
    [attackers] attaccanti
   *[defenders] difensori
}, { $move }
web-review-move-label-class = Mossa { $ply }, { $side ->
    [attackers] attaccanti
   *[defenders] difensori
}, { $move }: { $class }
web-review-chance-title = La probabilità di vittoria degli attaccanti dopo la mossa
web-review-better = Meglio: { $move }
web-review-better-line = · linea: { $line }
web-review-board-label = Tavoliere di Tablut, posizione dopo la mossa { $ply } di { $total }
web-review-board-label-better = Tavoliere di Tablut, posizione dopo la mossa { $ply } di { $total }; la freccia mostra la mossa migliore { $move }
web-review-step = Mossa { $ply } di { $total }
web-review-start-position = La posizione iniziale
web-review-start-chances = : probabilità di vittoria degli attaccanti { $chance }.
web-review-by = { $side ->
    [attackers] degli attaccanti
   *[defenders] dei difensori
}
web-review-chances = Probabilità di vittoria { $side ->
    [attackers] degli attaccanti
   *[defenders] dei difensori
}: { $before } prima, { $after } dopo (valutazione { $score_before } → { $score_after }).
web-review-better-was = Era meglio { $move } (la freccia sul tavoliere).
web-review-engine-line = La linea del motore:
web-review-preferred = Il motore preferiva { $move }.
web-review-announce = Mossa { $ply }, { $side ->
    [attackers] attaccanti
   *[defenders] difensori
}: { $move }
web-review-announce-class = Mossa { $ply }, { $side ->
    [attackers] attaccanti
   *[defenders] difensori
}: { $move }, { $class }

## web: the analysis board (analysis.html, analysis.js, analysis-tree.js,
## analysis-engine.js). $side: attackers or defenders; $result:
## attackers, defenders, draw or over; $place: web-analysis-at-start or
## web-analysis-after-move; $piece: a piece in words (web-common-piece);
## $nodes: a short count ("34 k"); $error: the server's message.

web-analysis-description = Tavoliere di analisi del Tablut: gioca qualsiasi posizione o partita, apri varianti e segui le linee migliori del motore.
web-analysis-heading = Tavoliere di analisi
web-analysis-skip = Vai al tavoliere
web-analysis-board = Tavoliere
web-analysis-loading = Caricamento…
web-analysis-steps = Scorri le mosse
web-analysis-start-key = Posizione iniziale (Home)
web-analysis-start-position = Posizione iniziale
web-analysis-back-key = Una mossa indietro (←)
web-analysis-back = Una mossa indietro
web-analysis-forward-key = Una mossa avanti (→)
web-analysis-forward = Una mossa avanti
web-analysis-end-key = Fine di questa linea (Fine)
web-analysis-end = Fine di questa linea
web-analysis-hint = Fai clic su un pezzo, poi su una casella evidenziata (o trascinalo). Fuori dal tavoliere, ← → scorrono la linea mostrata, Home e Fine vanno ai suoi estremi.
web-analysis-engine = Motore
web-analysis-on = Acceso
web-analysis-connecting = Connessione al motore…
web-analysis-lines = Le linee migliori del motore
web-analysis-moves = Mosse
web-analysis-tree = Mosse e varianti
web-analysis-promote-title = Fai della linea mostrata la linea principale
web-analysis-promote = Rendi principale
web-analysis-delete-title = Elimina la mossa mostrata e tutte quelle che la seguono
web-analysis-delete = Elimina da qui
web-analysis-share = Condividi
web-analysis-share-label = Link alla posizione mostrata
web-analysis-copy-link = Copia il link
web-analysis-share-help = Il link apre questa posizione con le mosse che vi portano.
web-analysis-import = Importa una partita o una posizione
web-analysis-import-label = Partita OpenTafl, o una posizione
web-analysis-import-help = Incolla una partita come la dà il pulsante “Scarica la partita” della pagina di una partita (indica le sue regole), o una posizione in testo, giocata con il regolamento qui sotto.
web-analysis-import-variant = Regolamento (per una posizione)
web-analysis-import-submit = Importa
web-analysis-picked-up = Pezzo in { $square } ({ $piece }) preso: { $count ->
    [one] { $count } destinazione.
   *[other] { $count } destinazioni.
}
web-analysis-at-start = la posizione iniziale
web-analysis-after-move = dopo la mossa { $ply }, { $move }
web-analysis-board-label = Tavoliere di analisi, { $place }
web-analysis-board-label-best = Tavoliere di analisi, { $place }; la mossa migliore del motore, { $best }, è disegnata come una freccia
web-analysis-loading-position = Caricamento della posizione…
web-analysis-game-over = Partita finita.
web-analysis-to-move = { $side ->
    [attackers] Muovono gli attaccanti.
   *[defenders] Muovono i difensori.
}
web-analysis-raichi = Il re ha una via libera verso { $routes }.
web-analysis-tuichi = Il re ha { $count } vie libere ({ $routes }): una sola mossa non può chiuderle tutte.
web-analysis-headline = { $result ->
    [attackers] Vincono gli attaccanti.
    [defenders] Vincono i difensori.
    [draw] Pareggio.
   *[over] La partita è finita.
}
web-analysis-step-start = Inizio
web-analysis-step = Mossa { $ply } di { $total }
# $variant: the rule set's name (a link).
web-analysis-variant-rules = Regole { $variant }
web-analysis-engine-off = Il motore è spento.
web-analysis-engine-ready = Il motore è pronto.
web-analysis-engine-queued = In attesa del motore…
web-analysis-searching = Ricerca… profondità { $depth }
web-analysis-done = Fatto: profondità { $depth }, { $nodes } posizioni in { $seconds } s.
web-analysis-done-nothing = Fatto: qui non c'è nessuna mossa da cercare.
web-analysis-engine-over = La partita è finita in questa posizione: niente da cercare.
web-analysis-engine-refused = Il motore non è raggiungibile. Dallo stesso indirizzo si possono aprire al massimo due tavolieri di analisi alla volta: chiudi un'altra scheda di analisi; questa continua a provare.
web-analysis-engine-lost = La connessione al motore si è interrotta; nuovo tentativo…
web-analysis-engine-lost-retry = La connessione al motore si è interrotta; nuovo tentativo tra { $seconds } s…
web-analysis-engine-error = Il motore ha rifiutato: { $error }
web-analysis-engine-error-position = Il motore ha rifiutato la posizione.
web-analysis-play = Gioca { $move }
web-analysis-play-line = Gioca la linea fino a { $move }
web-analysis-score-title = La valutazione per la parte che muove (in soldati, o una vittoria o sconfitta forzata)
web-analysis-chance-title = La probabilità di vittoria degli attaccanti dopo questa mossa
web-analysis-chance = attaccanti { $chance }
web-analysis-announce-move = Mossa { $ply }: { $move }
web-analysis-at-start-announce = La posizione iniziale
web-analysis-promoted = Ora questa è la linea principale.
web-analysis-deleted = { $move } e le mosse successive sono state eliminate.
web-analysis-refused = Rifiutata: { $error }
web-analysis-played = { $move }.
web-analysis-played-capturing = { $move }, catturando in { $squares }.
web-analysis-game-title = Analisi della partita { $id }
web-analysis-unreachable = Il server non è raggiungibile.
web-analysis-link-failed = Non è stato possibile aprire il link: { $error }
web-analysis-import-empty = Incolla prima una partita o una posizione.
web-analysis-importing = Importazione…
web-analysis-record-imported = La partita è importata: { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
}, mostrata dall'inizio.
web-analysis-position-imported = La posizione è importata.
web-analysis-record-unreadable = Non è stato possibile leggere la partita: { $error }
web-analysis-position-unreadable = Non è stato possibile leggere la posizione: { $error }
web-analysis-start-of = La posizione iniziale di { $variant }.
web-analysis-link-copied = Link copiato
web-analysis-link-copy-failed = Non è stato possibile copiare il link: selezionalo e copialo tu.
web-analysis-tree-empty = Ancora nessuna mossa: giocane una sul tavoliere.
web-analysis-move-label = Mossa { $ply }: { $move }
web-analysis-variation-label = Mossa { $ply }: { $move } (variante)

## server: a page that does not exist.

error-page-not-found = Non trovato. Inizia una partita su / o consulta l'archivio su /archive.

## web: i tornei (tournaments.html, tournament.html, tournaments.js,
## tournament.js, tournament-words.js).

web-nav-tournaments = Tornei
web-tournament-format = { $format ->
    [swiss] Svizzero
    [round-robin] Girone all'italiana
    [double-round-robin] Girone all'italiana doppio
    [arena] Arena
   *[groups-knockout] Gironi, poi eliminazione diretta
}
web-tournament-status = { $status ->
    [created] Non iniziato
    [running] In corso
   *[finished] Concluso
}
web-tournament-starts = Inizia da solo il { $time }
web-tournament-starts-manual = Inizia quando lo avvia il suo creatore
web-tournament-round = Turno { $round } di { $rounds }
web-tournament-rounds-played = { $rounds ->
    [one] { $rounds } turno giocato
   *[other] { $rounds } turni giocati
}
web-tournament-arena-left = Restano { $time }
web-tournament-arena-length = { $minutes } minuti
web-tournaments-heading = Tornei
web-tournaments-description = Tornei di tablut: svizzeri, gironi all'italiana, arene e gironi con eliminazione diretta. Guarda cosa c'è, iscriviti o creane uno tuo.
web-tournaments-skip = Vai ai tornei
web-tournaments-intro = Gioca una serie di partite contro altri giocatori: il torneo abbina i turni, tiene la classifica e ti apre la partita successiva.
web-tournaments-loading = Caricamento dei tornei…
web-tournaments-failed = Non è stato possibile caricare i tornei.
web-tournaments-running = In corso
web-tournaments-upcoming = Non ancora iniziati
web-tournaments-finished = Conclusi
web-tournaments-running-empty = Al momento non si gioca nessun torneo.
web-tournaments-upcoming-empty = Nessun torneo attende di iniziare.
web-tournaments-finished-empty = Nessun torneo si è ancora concluso.
web-tournaments-col-name = Torneo
web-tournaments-col-format = Formula
web-tournaments-rule-set = Regole
web-tournaments-col-clock = Cadenza
web-tournaments-col-players = Giocatori
web-tournaments-col-when = Quando
web-tournaments-invitation-badge = su invito
web-tournaments-create = Crea un torneo
web-tournaments-guest = Accedi per creare un torneo o iscriverti.
web-tournaments-guest-link = Accedi o crea un account
web-tournaments-name = Nome
web-tournaments-format-help = { $format ->
    [swiss] Un numero fisso di turni; a ogni turno si affrontano giocatori con lo stesso punteggio, mai due volte.
    [round-robin] Tutti giocano contro tutti una volta; i turni dipendono dal numero di giocatori.
    [double-round-robin] Tutti giocano contro tutti due volte, con i lati scambiati la seconda.
    [arena] Per un tempo fisso: chi finisce una partita riceve subito un nuovo avversario. Due vittorie di fila avviano una serie, e allora ogni partita conta doppio.
   *[groups-knockout] Prima gironi all'italiana, poi un tabellone a eliminazione diretta con i migliori di ogni girone.
}
web-tournaments-rounds = Turni
web-tournaments-minutes = Durata in minuti
web-tournaments-group-size = Giocatori per girone
web-tournaments-qualifiers = Qualificati per girone
web-tournaments-clock = Cadenza di gioco
web-tournaments-live = Dal vivo
web-tournaments-correspondence = Per corrispondenza
web-tournaments-match = Partite per abbinamento
web-tournaments-match-two = Due partite, lati scambiati
web-tournaments-match-single = Una partita
web-tournaments-rated = Partite valide per il punteggio
web-tournaments-rated-presets = Solo le partite con le regole di un regolamento predefinito possono valere per il punteggio.
web-tournaments-starts-at = Inizia da solo il
web-tournaments-optional = (facoltativo)
web-tournaments-starts-at-help = Se lo lasci vuoto, inizia quando premi Avvia ora nella sua pagina.
web-tournaments-conditions = Chi può iscriversi
web-tournaments-min-rating = Punteggio minimo
web-tournaments-min-games = Minimo di partite valutate
web-tournaments-bots = I bot possono iscriversi
web-tournaments-invited = Giocatori invitati
web-tournaments-invited-help = Nomi degli account separati da virgole. Se lo lasci vuoto, può iscriversi chiunque.
web-tournaments-submit = Crea il torneo
web-tournaments-sending = Creazione del torneo…
web-tournaments-name-needed = Dai un nome al torneo.
web-tournaments-made = { $name } è stato creato.
web-tournament-heading = Torneo
web-tournament-description = Un torneo di tablut: la classifica, i turni e le loro partite, in diretta.
web-tournament-skip = Vai alla classifica
web-tournament-loading = Caricamento del torneo…
web-tournament-missing = Questo torneo non esiste
web-tournament-missing-text = Non c'è nessun torneo a questo indirizzo.
web-tournament-back = Tutti i tornei
web-tournament-facts = { $variant }, { $clock }, { $rated ->
    [yes] valida per il punteggio
   *[no] amichevole
}, { $match ->
    [single] una partita per abbinamento
   *[two-games] due partite per abbinamento
}
web-tournament-groups-facts = gironi da { $size }, passano { $qualifiers } per girone
web-tournament-by = Creato da { $name }
web-tournament-min-rating = Punteggio di almeno { $rating }
web-tournament-min-games = { $count ->
    [one] Almeno { $count } partita valutata
   *[other] Almeno { $count } partite valutate
}
web-tournament-no-bots = Niente bot
web-tournament-invitation = Su invito: { $names }
web-tournament-join = Iscriviti
web-tournament-rejoin = Iscriviti di nuovo
web-tournament-resume = Rientra
web-tournament-withdraw = Ritirati
web-tournament-pause = Fai una pausa
web-tournament-start = Avvia ora
web-tournament-guest = Accedi per iscriverti a questo torneo.
web-tournament-joined = Sei iscritto al torneo.
web-tournament-withdrawn = Ti sei ritirato: non sarai più abbinato.
web-tournament-started = Il torneo è iniziato.
web-tournament-paused = Sei in pausa: non sarai abbinato finché non rientri.
web-tournament-bye = Riposi nel turno { $round }: conta come una vittoria, e giochi nel turno successivo.
web-tournament-your-game = La tua partita contro { $name } (scacchiera { $board }) è in corso.
web-tournament-go = Vai alla tua partita
web-tournament-your-pairing = In questo turno giochi contro { $name } (scacchiera { $board }).
web-tournament-your-result = Questo turno contro { $name }: { $result }.
web-tournament-opening = La tua partita sta iniziando…
web-tournament-notify-title = È iniziato un turno del torneo
web-tournament-notify-body = { $tournament }: è iniziata la tua partita contro { $name }.
web-tournament-standings = Classifica
web-tournament-standings-empty = Nessuna partita è ancora finita.
web-tournament-group = Girone { $group }
web-tournament-col-rank = #
web-tournament-col-player = Giocatore
web-tournament-col-points = Punti
web-tournament-col-buchholz = Buchholz
web-tournament-buchholz = Buchholz: i punti degli avversari del giocatore
web-tournament-col-sb = SB
web-tournament-sonneborn-berger = Sonneborn-Berger: i punti degli avversari battuti, più metà di quelli degli avversari con cui ha pareggiato
web-tournament-col-wins = Vittorie
web-tournament-col-games = Partite
web-tournament-col-byes = Riposi
web-tournament-streak = In serie: ogni partita conta doppio
web-tournament-pairings = Abbinamenti
web-tournament-pairings-round = Turno { $round }
web-tournament-pairings-empty = Non si sta giocando nessun turno.
web-tournament-col-board = Scacchiera
web-tournament-col-first = Attacca per primo
web-tournament-col-second = Difende per primo
web-tournament-col-result = Risultato
web-tournament-bye-word = riposo
web-tournament-in-play = in corso
web-tournament-game-n = Partita { $n }
web-tournament-watch-game = Guarda la partita { $n }
web-tournament-stage = { $stage ->
    [groups] Gironi
   *[knockout] Eliminazione
}
web-tournament-goes-through = { $name } passa il turno
web-tournament-crosstable = Tabellone incrociato
web-tournament-crosstable-help = Ogni casella riporta i punti del giocatore della riga contro quello della colonna, un numero per abbinamento. Scegli un nome per vedere i turni di quel giocatore.
web-tournament-crosstable-empty = Il tabellone incrociato si riempie appena viene abbinato il primo turno.
web-tournament-cross-title = { $player } contro { $opponent }: { $result }
web-tournament-player-results-heading = I turni di un giocatore
web-tournament-player-hint = Scegli un giocatore nella classifica o nel tabellone incrociato per vederne i turni.
web-tournament-profile = Profilo
web-tournament-col-round = Turno
web-tournament-col-opponent = Avversario
web-tournament-col-side = Lati
web-tournament-side = { $side ->
    [first] attacca per primo
   *[second] difende per primo
}
web-tournament-entrants = Giocatori
web-tournament-entrants-empty = Non si è ancora iscritto nessuno.
web-tournament-withdrawn-mark = ritirato
web-tournament-paused-mark = in pausa
web-tournament-export = Scarica
web-tournament-export-json = Classifica e partite (JSON)
web-tournament-export-otn = Tutte le partite in formato OpenTafl
web-tournament-pairings-arena = Partite in corso
web-tournament-col-winner = Passa il turno
web-tournament-won-by = Vinto da { $names }

## server and web: e-mail (crates/tablut-server/src/mail, mail.html,
## mail.js, the account page).

error-mail-off = questo server non invia e-mail
error-mail-bot = un bot non ha un indirizzo e-mail
error-mail-too-many = troppi link di verifica in un'ora: riprova più tardi
error-mail-none = l'account non ha un indirizzo e-mail
error-mail-token = questo link non funziona (più): i link funzionano una volta, per un tempo limitato
error-mail-unsubscribe-key = questo link di disiscrizione non è stato inviato da questo server
error-mail-unsubscribe-what = '{ $what }' non è turns, deadlines, challenges o all
error-mail-address = '{ $email }' non è un indirizzo e-mail
error-mail-login = accedi per gestire il tuo indirizzo e-mail
mail-hello = Ciao { $name },
mail-footer = Ricevi questa e-mail per il tuo account tablut. Per non ricevere più e-mail come questa, apri:
    { $link }
mail-verify-subject = Verifica il tuo indirizzo e-mail per tablut
mail-verify-body = Apri questo link per confermare che questo indirizzo è tuo:
    { $link }

    Se non hai dato questo indirizzo a tablut, ignora questa e-mail: non gli verrà inviato nulla.
mail-reset-subject = Reimposta la tua password di tablut
mail-reset-body = Qualcuno ha chiesto di reimpostare la password del tuo account. Apri questo link entro un'ora per sceglierne una nuova:
    { $link }

    Se non sei stato tu, ignora questa e-mail: la password resta com'è.
mail-turns-subject = { $games ->
    [one] Tocca a te in una partita per corrispondenza
   *[other] Tocca a te in { $games } partite per corrispondenza
}
mail-turns-body = { $games ->
    [one] Il tuo avversario ha mosso. Tocca a te in questa partita:
   *[other] I tuoi avversari hanno mosso. Tocca a te in queste partite:
}
mail-turns-line = - contro { $opponent }: { $link }
mail-deadline-subject = Il tuo tempo sta per scadere contro { $opponent }
mail-deadline-body = { $hours ->
    [one] Ti resta meno di un'ora
   *[other] Ti restano meno di { $hours } ore
} per la tua mossa contro { $opponent }; dopo, la partita è persa per tempo:
    { $link }
mail-challenge-subject = { $player } ti sfida a una partita di tablut
mail-challenge-body = { $player } ti sfida a una partita per corrispondenza ({ $variant }, { $clock }). Accettala o rifiutala nella sala:
    { $link }
web-mail-heading = Posta elettronica
web-mail-off = Questo server non invia e-mail.
web-mail-help = Indica un indirizzo per sapere quando tocca a te nelle partite per corrispondenza, quando manca un giorno a una scadenza e quando qualcuno ti sfida, e per reimpostare una password dimenticata. Nessun altro lo vede.
web-mail-address = Indirizzo e-mail
web-mail-save = Salva e invia un link
web-mail-unverified = Un link è stato inviato a { $email }: aprilo per iniziare a ricevere e-mail.
web-mail-verified = Le e-mail vanno a { $email }.
web-mail-choices = Mandami un'e-mail quando
web-mail-turns = tocca a me in una partita per corrispondenza (al massimo un'e-mail per partita ogni ora)
web-mail-deadlines = il mio tempo per una mossa scade entro un giorno
web-mail-challenges = qualcuno mi sfida
web-mail-remove = Rimuovi l'indirizzo
web-mail-saved = Salvato.
web-mail-failed = Non ha funzionato: { $error }
web-mail-forgot = Password dimenticata?
web-mail-verify-heading = Verifica il tuo indirizzo
web-mail-verify-working = Verifica dell'indirizzo…
web-mail-verify-done = Il tuo indirizzo { $email } è verificato.
web-mail-reset-heading = Reimposta la password
web-mail-reset-who = Nome dell'account o indirizzo e-mail
web-mail-reset-send = Invia un link
web-mail-reset-sent = Se quell'account ha un indirizzo verificato, un link è in arrivo. Funziona per un'ora.
web-mail-reset-new = Nuova password
web-mail-reset-save = Imposta la password
web-mail-reset-done = La password è cambiata e ogni accesso dell'account è terminato.
web-mail-log-in = Accedi
web-mail-unsubscribe-heading = Interrompi le e-mail
web-mail-unsubscribe-what = { $what ->
    [turns] Non ricevere più le e-mail che dicono che tocca a te?
    [deadlines] Non ricevere più gli avvisi prima di una scadenza?
    [challenges] Non ricevere più le e-mail sulle sfide?
   *[all] Non ricevere più nessuna e-mail da tablut?
}
web-mail-unsubscribe-button = Interrompi queste e-mail
web-mail-unsubscribe-done = Fatto: nessun'altra e-mail come queste andrà a { $email }. Puoi riattivarle nella pagina del tuo account.
web-mail-no-link = Questo link è incompleto: apri il link intero dall'e-mail.

# The game page's screen-reader mode (assets/blind.js).
web-blind-toggle-on = Modalità lettore di schermo: attiva
web-blind-toggle-off = Modalità lettore di schermo: disattiva
web-blind-heading = Modalità lettore di schermo
web-blind-input-label = La tua mossa (e3-e1) o un comando
web-blind-send = Invia
web-blind-help = Scrivi una mossa come e3-e1 e premi Invio. Comandi: b tutta la posizione; a gli attaccanti; d i difensori; r 3 la traversa 3; f e la colonna e; e3 le mosse del pezzo in e3; l l'ultima mossa; c gli orologi; s chi deve muovere; h questo aiuto.
web-blind-live-label = Cosa succede
web-blind-position = La posizione
web-blind-turned-on = Modalità lettore di schermo attiva: scrivi le tue mosse nel campo di testo.
web-blind-turned-off = Modalità lettore di schermo disattiva.
# $result: the game's result in a sentence.
web-blind-finished = La partita è finita: { $result }
web-blind-to-move = { $you ->
    [yes] { $side ->
        [attackers] Muovono gli attaccanti: tocca a te.
       *[defenders] Muovono i difensori: tocca a te.
    }
   *[no] { $side ->
        [attackers] Muovono gli attaccanti.
       *[defenders] Muovono i difensori.
    }
}
web-blind-no-last-move = Non è ancora stata giocata nessuna mossa.
web-blind-last = { $side ->
    [attackers] Ultima mossa: attaccanti, { $move }.
   *[defenders] Ultima mossa: difensori, { $move }.
}
# $squares: the captured squares, listed the language's way.
web-blind-last-capturing = { $side ->
    [attackers] Ultima mossa: attaccanti, { $move }, catturando { $squares }.
   *[defenders] Ultima mossa: difensori, { $move }, catturando { $squares }.
}
web-blind-attackers = Attaccanti, { $count ->
    [one] { $count } pezzo
   *[other] { $count } pezzi
}: { $squares }.
web-blind-defenders = Difensori, { $count ->
    [one] { $count } pezzo
   *[other] { $count } pezzi
}: il re in { $king }; { $squares }.
web-blind-none = nessuno
web-blind-square = { $square } { web-common-piece }
web-blind-rank = Traversa { $rank }: { $squares }.
web-blind-file = Colonna { $file }: { $squares }.
web-blind-square-empty = { $square } è vuota.
web-blind-no-moves = { $square }, { web-common-piece }: nessuna mossa legale ora.
web-blind-moves = { $square }, { web-common-piece }: { $count ->
    [one] { $count } mossa
   *[other] { $count } mosse
} verso { $squares }.
web-blind-sending = { $move } inviata.
# $reason: why the move was refused, in a sentence.
web-blind-refused = { $move } rifiutata: { $reason }
web-blind-unknown = Non capito: { $text }. Scrivi h per l'aiuto.
# The puzzle page's second hint: the whole move.
web-puzzles-hint-again = Suggerimento: mostra la mossa
web-puzzles-hint-again-title = Mostra tutta la mossa vincente: dove va il pezzo suggerito
web-puzzles-hinted-move = Suggerimento: muovi { $from } in { $to }.
# The game page's heading, for screen readers only.
web-game-heading = Partita di tablut
