## Catàleg català de tablut: una traducció d'en.ftl, amb les mateixes
## claus i els mateixos { $arguments }. Termes del text català (001): rei,
## atacants, fitxes, cantonades, caselles reials; tron per al castell.

language-name = Català
# Nombres: el separador decimal i el dels grups de tres xifres (a partir
# de 10.000).
number-decimal = ,
number-group = .

## Bàndols, resultats i com acaba una partida. Selectors: $side és
## `attackers` o `defenders`.

side-name = { $side ->
    [attackers] els atacants
   *[defenders] els defensors
}
side-title = { $side ->
    [attackers] Atacants
   *[defenders] Defensors
}
outcome-win = { $side ->
    [attackers] guanyen els atacants.
   *[defenders] guanyen els defensors.
}
outcome-draw = la partida acaba en empat.
end-escape = El rei ha escapat a { $square }: { $outcome }
end-escape-anywhere = El rei ha escapat: { $outcome }
end-king-captured = El rei ha estat capturat a { $square }: { $outcome }
end-king-captured-anywhere = El rei ha estat capturat: { $outcome }
end-no-moves = { $side ->
    [attackers] Els atacants no tenen
   *[defenders] Els defensors no tenen
} cap moviment legal: { $outcome }
end-no-moves-anyone = El bàndol que ha de moure no té cap moviment legal: { $outcome }
end-repetition = La mateixa posició s'ha donat per { $occurrence ->
    [1] primera
    [2] segona
    [3] tercera
    [4] quarta
    [5] cinquena
    [6] sisena
    [7] setena
    [8] vuitena
    [9] novena
    [10] desena
    [11] onzena
   *[other] { $occurrence }a
} vegada: { $outcome }
end-stopped-drawn = La partida s'ha aturat i s'ha donat per empatada.
end-resigned = { $side ->
    [attackers] Els atacants
   *[defenders] Els defensors
} han abandonat: { $outcome }
end-time = { $side ->
    [attackers] Els atacants
   *[defenders] Els defensors
} s'han quedat sense temps: { $outcome }
# $cause: illegal-move, crash, disconnect, timeout o other; $detail és
# buit o una explicació breu entre parèntesis, amb un espai al davant.
end-forfeit = { $side ->
    [attackers] Els atacants
   *[defenders] Els defensors
} han quedat desqualificats{ $cause ->
    [illegal-move] { " " }per un moviment il·legal
    [crash] { " " }perquè el seu programa ha fallat
    [disconnect] { " " }per haver perdut la connexió
    [timeout] { " " }per no respondre a temps
   *[other] { "" }
}{ $detail }: { $outcome }
end-agreement = Els jugadors han acordat l'empat.
end-abort = La partida s'ha anul·lat: sense resultat.
end-adjudication = Decisió arbitral{ $detail }: { $outcome }

## Puntuacions, per al bàndol que ha de moure.

win-in = guanya en { $moves ->
    [one] { $moves } moviment
   *[other] { $moves } moviments
}
loss-in = perd en { $moves ->
    [one] { $moves } moviment
   *[other] { $moves } moviments
}

## Els reglaments, per als jugadors.

preset-ludoteka = Ludoteka (castellà/anglès): comencen els defensors, el rei escapa a una cantonada i captura com les altres fitxes; cau amb 3 atacants contra la vora o amb 2 al costat d'una cantonada
preset-catalan = Text català: comencen els atacants, el rei escapa a una cantonada, les cinc caselles reials capturen quan són buides, el rei mai no és capturat contra la vora
preset-brainking = BrainKing (neerlandès): comencen els defensors, el rei escapa a qualsevol casella de la vora, el rei no captura, el tron queda tancat quan el rei el deixa
preset-cartier = El Linnaeus de Cartier: comencen els atacants, el rei escapa a la vora, ningú no entra al tron ni el travessa, lluny del tron el rei cau amb 2 atacants, els atacants han de variar les repeticions
preset-ashton = Ashton (Tablut Challenge, tal com es va publicar): comencen els defensors, caselles de fugida, campaments dels quals només surten les negres, el tron i els campaments capturen, empat quan una posició es dona per 2a vegada
preset-ashton-server = Ashton tal com el juga el servidor Java del Challenge: els centres dels campaments no capturen les negres, la posició inicial no compta per a la repetició

## Cada regla, per als jugadors.

flag-first = Bàndol que fa el primer moviment.
flag-escape = Caselles per on escapa el rei (tiles: la vora sense les cantonades ni els campaments).
flag-corners-king-only = Només el rei es pot aturar en una cantonada.
flag-king-reenter = El rei es pot tornar a aturar al tron després d'haver-ne sortit.
flag-throne-crossable = Les fitxes poden passar per sobre del tron buit.
flag-corner-hostile = Les cantonades buides fan de fitxa enemiga i capturen soldats dels dos bàndols.
flag-throne-hostile = El tron buit fa de fitxa enemiga i captura soldats dels dos bàndols.
flag-linnaean-throne = Amb el rei al tron, un defensor al costat del tron pot ser capturat contra el tron si les altres 3 caselles veïnes del tron tenen atacants.
flag-occupied-throne-hostile = Amb el rei al tron, un defensor al costat del tron sempre pot ser capturat contra el tron.
flag-camps = Qui pot travessar els campaments, les 16 caselles inicials dels atacants, o aturar-s'hi.
flag-camp-hostile = Les caselles de campament capturen soldats i compten com a atacant contra el rei (server: els centres no capturen atacants).
flag-king-armed = El rei captura quan és ell qui es mou.
flag-captures-on-escape = El rei que escapa encara captura en el seu últim moviment.
flag-king-anvil = El rei captura com a fitxa quieta: un soldat seu pot capturar contra ell.
flag-king-edge-capture = El rei en una casella de la vora és capturat per 3 atacants.
flag-king-corner-capture = El rei al costat d'una cantonada és capturat per 2 atacants.
flag-king-custodial = Lluny del tron, el rei és capturat per 2 atacants, un a cada costat.
flag-repetition = Empat quan una posició es dona per 3a vegada / 4a vegada prohibida / sense efecte / empat a la 2a vegada / empat a la 2a vegada sense comptar la posició inicial.
flag-must-vary = Bàndol que no pot donar una posició per 4a vegada quan repetition=vary.
flag-repeats-allowed = Repeticions addicionals permeses abans de l'empat (amb second i server).
flag-no-moves = Resultat per a un bàndol sense cap moviment legal.

## `tablut rules` al terminal.

rules-list-heading = Reglaments (trieu-ne un amb --variant NOM):
rules-list-footer = Vegeu totes les regles d'un amb `tablut rules NOM`; canvieu regles soltes amb --rule NOM=VALOR o una variant com ludoteka:king_armed=false.
rules-set = Reglament: { $name }
rules-preset = Reglament base: { $name }
rules-column-rule = regla
rules-column-value = valor
rules-column-meaning = significat
rules-changed = { $count ->
    [one] { $count } regla difereix de { $preset }.
   *[other] { $count } regles difereixen de { $preset }.
}

## The pages: shared.

web-language-menu = Idioma

## server: errors, en la llengua de la petició (crates/tablut-server).
## Els codis `error` de l'API no canvien mai; aquests són els `message`.
## Els detalls després de dos punts ({ $detail }) vénen de la biblioteca
## de regles o d'un analitzador i queden en anglès: són per a qui
## programa clients.

error-too-large = la petició ocupa més de { $limit } bytes
error-no-game = no hi ha cap partida '{ $id }'; reviseu l'enllaç o comenceu una partida nova
# $what: player, bot, own-bot, language, seek, open-seek, puzzle,
# puzzle-attempt, review
# o rating-pool.
error-not-found = { $what ->
    [player] no hi ha cap jugador
    [bot] no hi ha cap bot
    [own-bot] no teniu cap bot
    [language] no hi ha cap llengua
    [seek] no hi ha cap proposta de partida
    [open-seek] no hi ha cap proposta de partida oberta
    [puzzle] no hi ha cap problema
    [puzzle-attempt] no hi ha cap intent de problema
    [review] no hi ha cap revisió de la partida
    [rating-pool] no hi ha cap classificació (un reglament base: ludoteka, catalan, ...)
   *[other] no hi ha res
} '{ $name }'
error-stale = la partida té { $actual ->
    [one] { $actual } moviment
   *[other] { $actual } moviments
}, no { $sent }: torneu a mirar el tauler
error-waiting = el vostre amic encara no ha obert la invitació; envieu-li l'enllaç
error-game-over = la partida s'ha acabat
error-name-taken = el nom '{ $name }' ja està agafat; trieu-ne un altre
# $what: password, delete-account, keep-games, list-games, make-bot,
# list-bots, bot-token, rated-game, challenge o puzzle-rating.
error-login-required = { $what ->
    [password] per canviar la contrasenya
    [delete-account] per esborrar un compte
    [keep-games] per desar partides en un compte
    [list-games] per veure les vostres partides
    [make-bot] per crear un bot
    [list-bots] per veure els vostres bots
    [bot-token] per a la clau d'un bot
    [rated-game] per a una partida puntuada
    [challenge] per desafiar un jugador
    [puzzle-rating] perquè el servidor desi la vostra puntuació de problemes
    [tournament] per jugar o organitzar un torneig
   *[other] per a això
} cal un compte: inicieu la sessió o registreu-vos primer
error-cross-site = aquesta petició venia de la pàgina d'un altre lloc i s'ha rebutjat; feu servir les pàgines de tablut
error-game-damaged = la partida desada { $id } està malmesa: { $detail }
error-not-stored = no s'ha pogut desar la partida; no ha canviat res, torneu-ho a provar
error-busy = la partida no parava de canviar; torneu a mirar el tauler i torneu-ho a provar
error-no-api = no hi ha cap API a { $path }
error-body-unreadable = no s'ha pogut llegir el cos de la petició: { $detail }
error-body-invalid = la petició no és vàlida: { $detail }
error-query = els paràmetres de l'adreça no són vàlids: { $detail }
error-variant = reglament: { $detail }
error-clock = rellotge: { $detail }
error-position = posició: { $detail }
error-record = registre: { $detail }
error-result = resultat: { $detail }
error-address-unknown = no es coneix l'adreça de la connexió

## server: moviments, partides i seients.

error-move-syntax = '{ $text }' no és un moviment: escriviu la casella de sortida i la d'arribada unides per '-', com ara e3-e1
error-move-not-a-line = '{ $text }' no és un moviment: les fitxes es mouen en línia recta per una fila o columna, com la torre dels escacs
error-move-square = al moviment '{ $text }': '{ $square }' no és una casella: escriviu una columna de la a a la i i després una fila de l'1 al 9, com ara e5
# $to_move i $seat: attackers o defenders.
error-not-your-turn = { $to_move ->
    [attackers] mouen els atacants
   *[defenders] mouen els defensors
}, i jugueu amb { $seat ->
    [attackers] els atacants
   *[defenders] els defensors
}
error-clock-friends-only = el rellotge és per a partides entre dos jugadors (opponent: friend)
error-invitation-used = aquesta invitació ja s'ha fet servir; demaneu al vostre amic l'enllaç de la partida per mirar-la
error-invitation-invalid = aquesta invitació no és vàlida per a aquesta partida
error-account-no-seat = el vostre compte no juga en aquesta partida; podeu mirar-la
error-secret-no-seat = aquesta clau no correspon a cap bàndol d'aquesta partida; podeu mirar-la
error-bearer = envieu la clau del vostre bàndol com a 'Authorization: Bearer SECRET'
error-bot-token = aquesta clau de bot no és vàlida
error-bot-token-replaced = aquesta clau de bot no és vàlida (potser s'ha substituït); demaneu-ne una de nova a la pàgina del compte del seu propietari
error-undo-for-player = desfer és cosa del jugador
error-undo-ask-takeback = en una partida entre dos jugadors, demaneu al vostre rival de desfer la jugada
error-undo-resigned = la partida s'ha abandonat; comenceu una revenja
error-undo-nothing = no teniu cap moviment per desfer
error-rematch-not-over = la revenja es pot proposar quan la partida s'ha acabat
# $what: draw, decline-draw, takeback, decline-takeback o abort.
error-friends-only = { $what ->
    [draw] oferir empat
    [decline-draw] rebutjar un empat
    [takeback] desfer la jugada
    [decline-takeback] rebutjar desfer la jugada
    [abort] anul·lar la partida
   *[other] això
} només és possible en partides entre dos jugadors
error-between-players = { $what ->
    [draw] oferir empat
    [decline-draw] rebutjar un empat
    [takeback] desfer la jugada
    [decline-takeback] rebutjar desfer la jugada
    [abort] anul·lar la partida
   *[other] això
} és cosa dels dos jugadors
error-no-draw-offer = no hi ha cap oferta d'empat per rebutjar
error-no-takeback-request = no hi ha cap petició de desfer la jugada per rebutjar
error-takeback-nothing = no hi ha cap moviment per desfer
error-takeback-none-yet = encara no heu fet cap moviment per desfer
error-abort-too-late = els dos bàndols ja han mogut: la partida ja no es pot anul·lar; abandoneu o oferiu empat
error-chat-empty = la línia de xat és buida
error-chat-too-long = una línia de xat té com a màxim { $max } caràcters
error-name-too-long = un nom té com a màxim { $max } caràcters
error-no-hints-friends = no hi ha pistes en una partida entre dos jugadors
error-hint-side-to-move = la pista és per al bàndol que ha de moure
error-hint-stopped = s'ha aturat la cerca de la pista
error-hint-running = ja s'està cercant una pista per a aquesta partida; espereu-la
error-no-legal-move = no hi ha cap moviment legal
error-hints-for-players = les pistes són per als jugadors
error-watching = aquesta connexió només mira; envieu { "{" }"type":"auth","secret":...{ "}" } per jugar
error-auth-needs-secret = auth necessita un "secret" (o inicieu la sessió per jugar als bàndols del vostre compte)
error-text-messages-only = envieu missatges de text JSON
error-not-a-command = el missatge no és una ordre: { $detail }
error-not-json = el missatge no és JSON: { $detail }
error-message-too-big = un missatge ocupa com a màxim { $max } bytes
error-not-websocket = aquesta adreça només accepta connexions WebSocket
error-message-unreadable = no s'ha pogut llegir el missatge: { $detail }
error-archive-before = before és MS o MS:ID, el cursor de l'última fila mostrada

## server: límits.

error-too-many-connections = com a màxim { $max ->
    [one] { $max } connexió
   *[other] { $max } connexions
} alhora des d'una mateixa adreça; tanqueu algunes pestanyes
error-too-many-games = com a màxim { $max ->
    [one] { $max } partida nova
   *[other] { $max } partides noves
} per minut des d'una mateixa adreça; espereu una mica
error-too-many-messages = més de { $rate ->
    [one] { $rate } missatge
   *[other] { $rate } missatges
} per segon; aneu més a poc a poc
error-too-many-hints = com a màxim { $max } pistes per minut des d'una mateixa adreça; espereu una mica
error-too-many-puzzle-attempts = com a màxim { $max } intents de problema per minut des { $who ->
    [account] d'un mateix compte
   *[address] d'una mateixa adreça
}; espereu una mica
error-too-many-searches = com a màxim { $max } cerques de l'ordinador alhora des d'una mateixa adreça; espereu les respostes de l'ordinador
error-too-many-analyses = com a màxim { $max } taulers d'anàlisi alhora des d'una mateixa adreça; tanqueu una altra pestanya d'anàlisi
error-too-many-reviews = com a màxim { $max } revisions alhora des d'una mateixa adreça; espereu que n'acabi una

## server: la sala, els comptes, els bots.

error-rated-presets-only = les partides puntuades es juguen amb les regles d'un reglament base (ludoteka, catalan, brainking, cartier, ashton, ashton-server); les regles canviades són per a partides amistoses
error-challenge-yourself = no us podeu desafiar a vós mateix
error-too-many-seeks = com a màxim { $max } propostes de partida obertes alhora; cancel·leu-ne una primer
error-seek-gone = aquesta proposta de partida ja s'ha acceptat o ha caducat; trieu-ne una altra
error-challenge-for-another = aquest desafiament és per a un altre jugador
error-own-seek = és la vostra pròpia proposta de partida; espereu que algú altre l'accepti
error-seek-damaged = la proposta de partida desada està malmesa: { $detail }
error-seek-taken-pick = algú altre ha acceptat aquesta proposta de partida fa un moment; trieu-ne una altra
error-seek-not-yours = només qui ha fet la proposta de partida (o el jugador desafiat) la pot retirar
error-seek-taken = algú altre ha acceptat aquesta proposta de partida fa un moment
error-tournament-name = un torneig necessita un nom d'1 a { $max } caràcters
error-tournament-rounds = un torneig suís necessita entre 1 i { $max } rondes
error-tournament-finished = aquest torneig s'ha acabat
error-tournament-closed-field = una lliga tots contra tots no admet jugadors nous un cop començada
error-tournament-joined = ja esteu inscrit en aquest torneig
error-tournament-not-in = no jugueu en aquest torneig
error-tournament-creator-only = només qui ha creat el torneig el pot començar
error-tournament-started = aquest torneig ja ha començat
error-tournament-few-players = un torneig necessita almenys 2 jugadors per començar
error-tournament-too-many-rounds = { $players } jugadors poden jugar com a màxim { $max } rondes sense enfrontar-se dues vegades
error-tournament-pairing = no s'ha pogut aparellar aquesta ronda: { $detail }
error-tournament-arena-live = una arena es juga amb rellotge en viu, no per correspondència
error-tournament-minutes = una arena dura entre 1 i { $max } minuts
error-tournament-groups = els grups tenen entre 2 i { $max } jugadors, i en passen entre 1 i tots
error-tournament-invited = un torneig pot convidar { $max } jugadors com a màxim
error-tournament-no-bots = aquest torneig no és obert als bots
error-tournament-invitation = aquest torneig és per invitació i no hi estàs convidat
error-tournament-min-rating = aquest torneig demana una puntuació de { $min } o més en el seu reglament; la teva és { $rating }
error-tournament-min-games = aquest torneig demana { $min } partides puntuades en el seu reglament; n'has jugat { $games }
error-tournament-pause-arena = només els jugadors d'una arena poden fer una pausa; retira't en lloc d'això
error-conditional-correspondence = les jugades condicionals són per a partides per correspondència, on cada bàndol juga des del seu seient
error-conditional-your-turn = et toca: juga la teva jugada; les jugades condicionals responen la pròxima jugada del rival
error-conditional-too-many = com a màxim { $max } línies de jugades condicionals
error-conditional-shape = línia { $line }: una jugada del rival, després la teva resposta, i així: un nombre parell de jugades, { $max } com a màxim
error-conditional-illegal = línia { $line }: { $move } no es pot jugar aquí
error-name-length = un nom de compte té de { $min } a { $max } caràcters
error-name-characters = un nom de compte només porta lletres, xifres, '-' i '_', no '{ $char }'
error-name-reserved = el nom '{ $name }' està reservat, o s'assembla massa a un nom que fa servir el mateix servidor (Guest, Friend, tablut, admin …); trieu-ne un altre
error-password-short = una contrasenya té com a mínim { $min } caràcters
error-password-long = una contrasenya té com a màxim { $max } bytes
error-hashing = ha fallat el xifratge de la contrasenya: { $detail }
error-too-many-registrations = massa comptes registrats des d'aquesta adreça; torneu-ho a provar d'aquí a uns minuts
error-too-many-failures = massa inicis de sessió fallits des d'aquesta adreça; torneu-ho a provar d'aquí a uns minuts
error-wrong-login = nom de compte o contrasenya incorrectes
error-account-locked = massa inicis de sessió fallits en aquest compte des d'aquesta adreça; torneu-ho a provar d'aquí a { $seconds } s
error-wrong-password = la contrasenya actual no és correcta
error-bot-owns-bots = un bot no pot tenir bots
error-too-many-bots = un compte té com a màxim { $max } bots
error-adopt-too-many = com a màxim { $max } partides alhora

## server: el tauler d'anàlisi, els problemes, les revisions.

error-too-many-moves = com a màxim { $max } moviments; comenceu des d'una posició
# Un moviment d'una llista: el seu número, el moviment i què li passa.
error-numbered-move = moviment { $number } ({ $move }): { $detail }
error-over-before-move = la partida ja s'havia acabat abans
error-record-or-game = doneu un registre o una partida, no totes dues coses
error-ply-needs-game = ply és per a una partida: doneu-ne l'id com a game
error-source-brings-rules = un registre o una partida ja porta el seu reglament i la seva posició; no els indiqueu
error-ply-beyond = ply { $ply }: la partida té { $moves ->
    [one] { $moves } moviment
   *[other] { $moves } moviments
}
error-lines-range = lines: d'1 a { $max }
# $part: preset o position.
error-puzzle-damaged = no es pot llegir { $part ->
    [preset] el reglament
   *[position] la posició
} d'un problema
error-puzzle-preset = reglament '{ $preset }': hi ha problemes per a ludoteka, catalan, brainking, cartier, ashton i ashton-server
error-puzzle-theme = tema '{ $theme }': trieu escape, raichi, tuichi, capture-by-two, capture-by-three, capture-by-four, against-throne, against-corner, against-camp o defender-sacrifice
error-no-puzzle-left = no queda cap problema amb aquest tema: trieu-ne un altre o torneu a començar
error-puzzle-moves = envieu els moviments de qui resol fins ara: d'1 a { $max }
error-puzzle-attempt-moves = envieu els moviments d'aquest intent fins ara ({ $played }) i un de nou
error-puzzle-attempt-over = aquest intent s'ha acabat; passeu al problema següent
error-puzzle-attempt-changed = aquest intent ha avançat mentrestant (en una altra pestanya?); torneu a carregar el problema
error-puzzle-attempt-not-yours = aquest intent de problema és d'un altre compte
error-review-not-over = una partida es revisa quan s'ha acabat; acabeu-la o abandoneu-la primer
error-review-no-moves = la partida no té moviments per revisar
error-review-not-stored = no s'ha desat la revisió
error-reviewer-stopped = el revisor s'ha aturat
error-review-failed = ha fallat la revisió: { $detail }

## server: Raichi i Tuichi (l'`alert` de la partida). Els avisos són les
## mateixes paraules en totes les llengües; el seu significat es tradueix.

alert-raichi = Raichi!
alert-tuichi = Tuichi!
alert-raichi-meaning = El rei té un camí lliure cap a una casella de fugida.
alert-tuichi-meaning = El rei té dos camins lliures: un sol moviment no els pot tancar tots dos.
alert-fortress = Fortalesa!
alert-fortress-meaning = Els defensors han emmurallat el rei per sempre: cap jugada dels atacants no el podrà capturar, així que els atacants, com a molt, empaten.

## server: els exemples dels reglaments (GET /api/rulesets): un títol, el
## que mostra l'exemple i el que aquestes regles fan del seu moviment.

rules-example-custodial-title = Captura per custòdia
rules-example-custodial-text = Un soldat és capturat quan l'enemic el tanca en línia entre dos dels seus.
rules-example-king-throne-title = El rei al seu tron
rules-example-king-throne-text = Envoltat pels quatre costats al tron, el rei és capturat.
rules-example-king-away-title = El rei lluny del tron
rules-example-king-away-text = Dos atacants tanquen el rei en línia, lluny del tron.
rules-example-empty-throne-title = Contra el tron buit
rules-example-empty-throne-text = Un defensor al costat del tron buit i un atacant que el tanca contra el tron.
rules-example-corner-title = Contra una cantonada
rules-example-corner-text = Un defensor al costat d'una cantonada i un atacant que el tanca contra la cantonada.
rules-example-edge-escape-title = El rei arriba a la vora
rules-example-edge-escape-text = El rei va a una casella de la vora que no és una cantonada.
rules-example-corner-escape-title = El rei arriba a una cantonada
rules-example-corner-escape-text = El rei corre per la vora fins a una cantonada.
rules-example-camp-title = Contra un campament
rules-example-camp-text = Un atacant al costat d'una casella de campament (a4) i un defensor que el tanca contra el campament.
rules-example-king-camp-title = El rei contra un campament
rules-example-king-camp-text = El rei al costat d'una casella de campament (a4) i un atacant a l'altre costat.
rules-example-own-camp-title = Dins del seu propi campament
rules-example-own-camp-text = Un atacant a b5, dins del seu campament, i un defensor que el tanca contra el centre del campament, a5.
rules-example-occupied-throne-title = Contra el tron del rei
rules-example-occupied-throne-text = Un defensor al costat del tron mentre el rei hi seu i un atacant que el tanca.
# $end: com s'ha acabat la partida, una frase sencera (end-escape, …).
rules-example-ends = Amb aquestes regles el moviment acaba la partida. { $end }
rules-example-nothing = Amb aquestes regles no es captura res.
rules-example-captures = Amb aquestes regles captura { $squares }.

## tui: `tablut play`, la partida al terminal: la pantalla completa
## (preparació, tauler, tecles, ajuda, línia d'estat, revisió) i el mode
## de línies. Les tecles (y, n, q, Esc, H…), les ordres del mode de
## línies (moves, hint, undo, save FILE, quit), els moviments i les
## caselles no es tradueixen. Els missatges que el mode de línies escriu
## com a clàusula (tui-illegal, tui-undo-*, tui-took-back, tui-hint,
## tui-saved, tui-loaded, tui-not-yours, tui-no-legal-move) comencen per
## una paraula, no per un argument.

illegal-no-piece = { $move }: no hi ha cap fitxa a { $square }
illegal-not-your-piece = { $move }: la fitxa de { $square } és { $owner ->
    [attackers] dels atacants
   *[defenders] dels defensors
}, però mouen { $side ->
    [attackers] els atacants
   *[defenders] els defensors
}
illegal-occupied = { $move }: { $square } està ocupada
illegal-blocked = { $move }: el camí està tallat per la fitxa de { $square }
illegal-throne-crossing = { $move }: amb aquestes regles ningú no pot passar per sobre del tron e5
illegal-throne-return = { $move }: amb aquestes regles el rei no pot tornar al tron e5
illegal-throne-stop = { $move }: només el rei pot estar al tron e5
illegal-corner-stop = { $move }: amb aquestes regles només el rei es pot aturar en una cantonada
illegal-camp-crossing = { $move }: el camí travessa la casella de campament { $square }, que amb aquestes regles només pot travessar una fitxa que surt d'un campament
illegal-camp-entry = { $move }: { $square } és una casella de campament, on amb aquestes regles només pot entrar una fitxa que surt d'un campament
illegal-camp-jump = { $move }: { $square } és una casella de campament a més de 5 caselles: amb aquestes regles, una fitxa que surt d'un campament només es pot aturar en una casella de campament a 5 caselles com a molt
illegal-other-camp = { $move }: { $square } és d'un altre campament: amb aquestes regles, una fitxa que surt del seu campament no pot entrar en un altre
illegal-repetition = { $move }: { $side ->
    [attackers] els atacants han
   *[defenders] els defensors han
} de variar: aquest moviment faria que una posició es donés per 4a vegada
illegal-game-over = { $move }: la partida s'ha acabat — { $outcome }
illegal-outcome = { $result ->
    [attackers] guanyen els atacants
    [defenders] guanyen els defensors
   *[draw] empat
} ({ $reason ->
    [escape] fugida del rei
    [king-captured] rei capturat
    [attackers-stuck] els atacants no tenen cap moviment legal
    [defenders-stuck] els defensors no tenen cap moviment legal
    [repetition] posició repetida
    [no-moves] el bàndol que ha de moure no té cap moviment legal
   *[adjudicated] decisió arbitral
})

tui-raichi = Raichi!
tui-tuichi = Tuichi!
tui-moves-count = { $count ->
    [one] { $count } moviment
   *[other] { $count } moviments
}
tui-headline = { $result ->
    [attackers] Guanyen els atacants
    [defenders] Guanyen els defensors
   *[draw] Empat
}
tui-turn = { $side ->
    [attackers] Toca moure als atacants.
   *[defenders] Toca moure als defensors.
}
tui-turn-computer = { $side ->
    [attackers] Toca moure als atacants (ordinador).
   *[defenders] Toca moure als defensors (ordinador).
}
tui-turn-yours = { $side ->
    [attackers] Et toca: jugues amb els atacants.
   *[defenders] Et toca: jugues amb els defensors.
}
tui-played = { $side ->
    [attackers] Els atacants
    [attackers-computer] Els atacants (ordinador)
    [defenders-computer] Els defensors (ordinador)
   *[defenders] Els defensors
} han jugat { $move }.
tui-played-capturing = { $side ->
    [attackers] Els atacants
    [attackers-computer] Els atacants (ordinador)
    [defenders-computer] Els defensors (ordinador)
   *[defenders] Els defensors
} han jugat { $move } i han capturat { $squares }.
tui-not-yours = { $piece ->
    [attacker] L'atacant
    [defender] El defensor
   *[king] El rei
} de { $square } és { $owner ->
    [attackers] dels atacants
   *[defenders] dels defensors
}; mouen { $side ->
    [attackers] els atacants
   *[defenders] els defensors
}.
tui-no-piece = No hi ha cap fitxa a { $square }: primer tria'n una { $side ->
    [attackers] dels atacants
   *[defenders] dels defensors
}.
tui-no-legal-move = { $piece ->
    [attacker] L'atacant
    [defender] El defensor
   *[king] El rei
} de { $square } no té cap moviment legal.
tui-can-go = { $piece ->
    [attacker] L'atacant
    [defender] El defensor
   *[king] El rei
} de { $square } pot anar a { $count ->
    [one] { $count } casella
   *[other] { $count } caselles
}: tria'n una.
tui-deselected = { $square }: ja no està triada.
tui-not-straight = { $from }-{ $to } no és un moviment: les fitxes van en línia recta per una fila o una columna.
tui-illegal = Moviment il·legal { $reason }.
tui-computer-illegal = L'ordinador ha triat un moviment il·legal { $reason }.
tui-viewing-earlier = Esteu veient un moviment anterior: premeu { "}" } o Esc per tornar a la partida.
tui-game-over-keys = La partida s'ha acabat: n per a una partida nova, u per desfer un moviment, s per desar-la.
tui-computer-thinking = L'ordinador està pensant: espereu el seu moviment, o premeu u per desfer el vostre.
tui-unknown-key = '{ $key }' no fa res aquí: premeu ? per veure les tecles (la pista és H, carregar és L)
tui-hint-game-over = La partida s'ha acabat: no hi ha res a suggerir.
tui-hint-wait = L'ordinador està pensant: la pista pot esperar al vostre torn.
tui-hint-still = Encara buscant un bon moviment…
tui-hint-looking = Buscant un bon moviment (1 segon)…
tui-hint = Pista: { $move } (puntuació { $score } per { $side ->
    [attackers] als atacants
   *[defenders] als defensors
}).
tui-hint-none = No hi ha cap moviment a suggerir.
tui-undo-nothing = Res a desfer: no s'ha jugat cap moviment.
tui-undo-not-yet = Res a desfer: encara no heu mogut.
tui-took-back = Desfet: { $moves }.
tui-save-empty-name = No s'ha desat: el nom del fitxer és buit.
tui-save-another = No s'ha desat: trieu un altre nom, o Esc.
tui-saved = Desats { $moves } a { $path }.
tui-cannot-write = No s'ha pogut escriure { $path }: { $error }.
tui-load-empty-name = No s'ha carregat res: el nom del fitxer és buit.
tui-load-cancelled = Càrrega cancel·lada: s desa abans aquesta partida.
tui-loaded = Carregat { $path }: { $moves }, regles { $variant }.
tui-cannot-load = No s'ha pogut carregar: { $error }.
tui-cancelled = Cancel·lat.
tui-quit-cancelled = Sortida cancel·lada.
tui-new-game = Partida nova, regles { $variant }.
tui-setup-status = Trieu les regles i els jugadors.
tui-setup-again = Trieu les regles i els jugadors d'una partida nova (Esc: tornar a aquesta).
tui-step-move = Moviment { $number } de { $total }:
tui-step-keys = [ enrere, ] endavant, { "{" } el principi, { "}" } o Esc la partida tal com està.

tui-review-stopped = Revisió aturada: v la torna a començar.
tui-review-stopped-esc = Revisió aturada.
tui-review-nothing = Encara no hi ha res a revisar: no s'ha jugat cap moviment.
tui-reviewed-already = La partida està revisada: [ i ] la recorren, amb els errors marcats ? i els errors greus ??.
tui-review-stale = La revisió era d'una partida que ja no és al tauler: v revisa aquesta.
tui-review-done = Revisió feta ({ $summary }). [ i ] la recorren.
tui-review-partial = Cobreix els primers { $moves }: v torna a revisar la partida.
tui-review-progress = { $progress } (v o Esc l'atura).
tui-reviewing = Revisant… { $done }/{ $total }
tui-review-side-summary = { $side ->
    [attackers] atacants
   *[defenders] defensors
}: { $blunders ->
    [one] { $blunders } error greu
   *[other] { $blunders } errors greus
}, { $mistakes ->
    [one] { $mistakes } error
   *[other] { $mistakes } errors
}, { $inaccuracies ->
    [one] { $inaccuracies } imprecisió
   *[other] { $inaccuracies } imprecisions
}
tui-class = { $class ->
    [best] la millor
    [good] bona
    [inaccuracy] imprecisió
    [mistake] error
   *[blunder] error greu
}
tui-chance = probabilitat { $side ->
    [attackers] dels atacants
   *[defenders] dels defensors
} { $before } % → { $after } %
tui-review-ply = Moviment { $ply } { $move }: { $class } ({ $chance }).
tui-review-better = Millor: { $move }.
tui-review-better-line = Millor: { $move } (línia { $line }).
tui-review-preferred = El motor preferia { $move }.
tui-ply = Moviment { $ply }
tui-ply-not-reviewed = El moviment { $ply } no està revisat (v)
tui-better-label = Millor:
tui-then = i després { $moves }
tui-graph-title = Probabilitat de guanyar dels atacants
tui-graph-legend = ?? error greu  ? error  ?! imprecisió

tui-keys = fletxes/hjkl Retorn  H pista  u desfer  [ ] recórrer  v revisar  s desar  L carregar  n nova  ? ajuda  q sortir
tui-title-rules = regles { $variant }
tui-to-move = { $side ->
    [attackers] Mouen els atacants
   *[defenders] Mouen els defensors
}
tui-you-mark = (vós)
tui-computer-mark = (ordinador)
tui-open-routes = { $count ->
    [one] { $count } camí obert
   *[other] { $count } camins oberts
}
tui-thinking-reply = Ordinador ({ $side ->
    [attackers] atacants
   *[defenders] defensors
}):
tui-thinking-hint = Pista per { $side ->
    [attackers] als atacants
   *[defenders] als defensors
}:
tui-thinking = pensant…
tui-thinking-depth = profunditat { $depth }
tui-thinking-score = puntuació { $score }
tui-hint-label = Pista:
tui-player = Jugador
tui-captured = Captures
tui-you = vós
tui-two-players = Dos jugadors, un teclat
tui-computer-strength = Ordinador: { $strength } ({ $detail })
tui-rules-label = Regles
tui-escape = { $escape ->
    [corners] El rei escapa a una cantonada
    [edge] El rei escapa a qualsevol casella de la vora
   *[tiles] El rei escapa a una casella de fugida (la vora, sense cantonades ni campaments)
}
tui-moves-heading = Moviments ({ $count })
tui-too-small = El terminal és massa petit per al tauler: feu-lo com a mínim de { $needed } (ara és de { $size }). q surt.
tui-banner-keys = n partida nova · u desfer · s desar · q sortir
tui-level = { $level ->
    [beginner] principiant
    [easy] fàcil
    [medium] mitjà
    [hard] difícil
   *[master] mestre
}
tui-level-describe = { $level ->
    [beginner] mira 1 moviment endavant
    [easy] mira 3 moviments endavant
    [medium] mira 5 moviments endavant
    [hard] pensa 1 segon per moviment
   *[master] pensa 5 segons per moviment
}
tui-movetime = { $seconds } s per moviment
tui-movetime-describe = pensa { $seconds } s per moviment

tui-help-title = Tecles
tui-help-key-arrows = fletxes, h j k l
tui-help-key-enter = Retorn, Espai
tui-help-key-click = clic del ratolí
tui-help-key-load = L o o
tui-help-cursor = mouen el cursor
tui-help-choose = trien la fitxa sota el cursor, i després on va
tui-help-click = el mateix, a la casella clicada
tui-help-esc = deixa la fitxa triada i la pista; després atura una revisió
tui-help-hint = pista: el motor suggereix un moviment, després de pensar 1 segon
tui-help-hint-more = (el nivell difícil, sigui quin sigui el nivell del rival)
tui-help-undo = desfer (contra l'ordinador: fins al vostre últim moviment)
tui-help-step = recorren la partida enrere i endavant (sense canviar-la)
tui-help-ends = el principi; la partida tal com està (també Esc)
tui-help-review = revisar: el motor valora cada moviment (0,3 s cadascun); v l'atura
tui-help-review-more = després un gràfic, marques ?! ? ??, i [ ] mostren cada moviment millor
tui-help-save = desa la partida com a registre OpenTafl (pregunta abans de sobreescriure)
tui-help-load = carrega un registre desat (pregunta abans si aquesta partida no està desada)
tui-help-new = partida nova: tornar a triar regles i jugadors
tui-help-help = aquesta ajuda
tui-help-quit = sortir (pregunta abans si hi ha una partida en curs)
tui-help-interrupt = sortir de seguida
tui-help-close = qualsevol tecla tanca aquesta ajuda

tui-quit-title = Sortir?
tui-quit-matter = La partida no s'ha acabat.
tui-quit-choice = Sortir igualment? y = sortir, n = continuar jugant
tui-overwrite-title = Sobreescriure?
tui-overwrite-matter = { $path } ja existeix.
tui-overwrite-choice = El sobreescric? y = sobreescriure, n = un altre nom
tui-discard-title = Carregar?
tui-discard-matter = Aquesta partida té moviments sense desar.
tui-discard-choice = Carregar-ne una altra igualment? y = carregar, n = conservar-la
tui-save-title = Desar la partida
tui-load-title = Carregar una partida
tui-save-action = Retorn desa, Esc cancel·la
tui-load-action = Retorn carrega, Esc cancel·la
tui-file-label = Fitxer:

tui-setup-title = Tablut — partida nova
tui-setup-step = pas { $number } de { $total }
tui-setup-keys = amunt/avall o j/k trien  Retorn o 1-9 confirmen  Esc enrere  q sortir
tui-setup-rules = Trieu el reglament
tui-setup-opponent = Trieu el rival
tui-setup-side = Trieu el bàndol
tui-setup-changed = { $preset } amb regles canviades
tui-setup-person = una persona
tui-setup-person-detail = dos jugadors s'alternen en aquest teclat
tui-setup-computer = ordinador, { $strength }
tui-setup-side-detail = { $side ->
    [attackers] 16 soldats: capturar el rei
   *[defenders] el rei i 8 soldats: fer escapar el rei
}
tui-setup-moves-first = mou primer

tui-not-a-square = '{ $text }' no és una casella: escriviu una columna a-i i una fila 1-9, com e5
tui-move-syntax = '{ $text }' no és un moviment: escriviu les caselles de sortida i d'arribada unides per '-', com e3-e1
tui-move-square = al moviment '{ $text }': { $reason }
tui-move-not-a-line = '{ $text }' no és un moviment: les fitxes es mouen per una fila o una columna, com la torre dels escacs

tui-line-welcome = Tablut ({ $variant }). Escriviu un moviment com e3-h3, o help.
tui-line-legend = a atacant   d defensor   K rei   + tron buit   # cantonada buida   ^ campament buit
tui-line-help-heading = Ordres:
tui-line-help-move = mou la fitxa d'e3 a h3 (diversos moviments en una línia es juguen per torn)
tui-line-help-moves = llista els moviments legals
tui-line-help-moves-square = llista els moviments legals de la fitxa d'e3
tui-line-help-undo = desfà l'últim moviment (contra l'ordinador: fins al vostre últim moviment)
tui-line-help-hint = demana un moviment al motor (pensa 1 segon, el nivell difícil, sigui quin sigui el nivell de l'ordinador rival)
tui-line-help-board = torna a dibuixar el tauler
tui-line-help-position = escriu el registre de la posició (com el pren --position)
tui-line-help-save = desa la partida com a registre OpenTafl
tui-line-help-load = carrega un registre desat; substitueix aquesta partida i les seves regles
tui-line-help-help = aquesta llista
tui-line-help-quit = sortir (el final de l'entrada fa el mateix)
tui-line-prompt = { $side ->
    [attackers] mouen els atacants
   *[defenders] mouen els defensors
}
tui-line-prompt-over = partida acabada
tui-line-status = Moviment { $number }: { $side ->
    [attackers] mouen els atacants
   *[defenders] mouen els defensors
}
tui-line-game-over = Partida acabada: { $outcome }
tui-line-played = { $side ->
    [attackers] els atacants
    [attackers-computer] els atacants (ordinador)
    [defenders-computer] els defensors (ordinador)
   *[defenders] els defensors
} han jugat { $move }
tui-line-captured = capturades: { $squares }
tui-line-error = Error: { $detail }
tui-line-too-long = una línia de més de { $max } bytes es rebutja; no s'ha fet res
tui-line-unknown = ordre desconeguda '{ $word }': escriviu un moviment com e3-h3, o help per veure les ordres
tui-line-no-hint = no hi ha pista: la partida s'ha acabat — { $outcome }
tui-line-no-legal-moves = cap moviment legal: { $outcome }
tui-line-legal-moves = { $count ->
    [one] { $count } moviment legal:
   *[other] { $count } moviments legals:
}
tui-line-legal-moves-from = { $count ->
    [one] { $count } moviment legal
   *[other] { $count } moviments legals
} des de { $square }: { $moves }
tui-line-no-piece = no hi ha cap fitxa a { $square }
tui-line-piece-game-over = { $piece ->
    [attacker] l'atacant
    [defender] el defensor
   *[king] el rei
} de { $square } no pot moure: la partida s'ha acabat
tui-line-save-needs-name = save necessita un nom de fitxer, com: save partida.txt
tui-line-load-needs-name = load necessita un nom de fitxer, com: load partida.txt
tui-line-cannot-write = no es pot escriure { $path }: { $error }
tui-line-failed = { $count ->
    [one] { $count } de les ordres ha fallat
   *[other] { $count } de les ordres han fallat
}; la primera, a la línia { $line }: { $reason }

## The pages: the header.

web-nav-label = Lloc
web-nav-new-game = Partida nova
web-nav-lobby = Sala
web-nav-puzzles = Problemes
web-nav-analysis = Anàlisi
web-nav-archive = Arxiu
web-nav-rules = Regles
web-nav-account = Compte

## tui: loading a saved game.

tui-load-cannot-read = no es pot llegir { $path }
tui-load-not-a-record = { $path } no és un registre de partida vàlid
tui-load-too-large = { $path } ocupa més de { $limit }, massa per a un registre de partida: indica una partida desada per tablut
tui-load-not-regular = { $path } no és un fitxer normal: indica el camí d'una partida desada
tui-load-resigned = (el registre diu que { $side ->
    [attackers] els atacants van abandonar
   *[defenders] els defensors van abandonar
})

## web: the lobby (lobby.html, lobby.js). $speed: bullet, blitz, rapid,
## classical or correspondence; $side: random, attackers or defenders;
## $rated: yes or no; $level: beginner, easy, medium, hard or master;
## $player: a player's name (a link); $words: web-lobby-seek-words.

web-lobby-description = Trobeu un rival per jugar al Tablut: propostes de partida obertes amb rellotge, partides puntuades i amistoses, desafiaments, l'ordinador i partides per mirar.
web-lobby-skip = Salta a les propostes de partida obertes
web-lobby-heading = Sala
web-lobby-connecting = Connectant…
web-lobby-leaderboard = Classificació
web-lobby-seeks-heading = Propostes de partida obertes
web-lobby-col-player = Jugador
web-lobby-col-rating = Puntuació
web-lobby-rule-set = Reglament
web-lobby-col-clock = Rellotge
web-lobby-game = Partida
web-lobby-you-play = Jugueu amb
web-lobby-col-action = Acció
web-lobby-seeks-empty = Ara mateix no hi ha cap proposta de partida oberta. Feu-ne una i esperarà aquí un rival.
web-lobby-challenges-heading = Desafiaments
web-lobby-computer-heading = L'ordinador sempre està a punt
web-lobby-computer-text = Una partida contra l'ordinador, de seguida, amb el reglament i el bàndol triats al formulari (sense rellotge).
web-lobby-games-heading = Partides en joc
web-lobby-games-empty = Ara mateix no s'està jugant cap partida entre persones.
web-lobby-seek = Busqueu un rival
web-lobby-time-control = Control de temps
web-lobby-live-label = Minuts per jugador + segons afegits per moviment
web-lobby-or = O bé:
web-lobby-minutes-each = Minuts per jugador
web-lobby-min = min
web-lobby-seconds-added = Segons afegits per moviment
web-lobby-sec = s
web-lobby-custom = A mida
web-lobby-days-label = Per correspondència: dies per moviment
web-lobby-casual = Amistosa
web-lobby-rated = Puntuada
web-lobby-side-random = Qualsevol bàndol, a l'atzar
web-lobby-side-attackers = Els atacants
web-lobby-side-defenders = Els defensors (el bàndol del rei)
web-lobby-your-name = El vostre nom
web-lobby-optional = (opcional)
web-lobby-guest = Convidat
web-lobby-challenge-heading = O desafieu un jugador
web-lobby-challenge-guest = Els desafiaments són entre comptes:
web-lobby-challenge-guest-link = inicieu la sessió per desafiar un jugador pel seu nom.
web-lobby-challenge-name-label = Nom del compte que voleu desafiar
web-lobby-account-name = Nom del compte
web-lobby-challenge = Desafia
web-lobby-challenge-help = Amb el reglament, el control de temps, el tipus de partida i el bàndol triats a dalt.
web-lobby-speed = { $speed ->
    [bullet] bullet
    [blitz] blitz
    [rapid] ràpida
    [classical] clàssica
   *[correspondence] per correspondència
}
web-lobby-control-live = { $control }: { $minutes ->
    [one] { $minutes } minut
   *[other] { $minutes } minuts
} per jugador, { $seconds ->
    [0] sense temps afegit
    [one] { $seconds } segon afegit per moviment
   *[other] { $seconds } segons afegits per moviment
} ({ $speed }).
web-lobby-control-days = { $clock }, per correspondència: cada moviment dins d'aquest termini.
web-lobby-custom-help = Un control a mida: d'1 a 60 minuts per jugador i de 0 a 30 segons afegits per moviment.
web-lobby-rated-guest = Les partides puntuades són entre comptes:
web-lobby-rated-guest-link = inicieu la sessió o creeu-ne un per jugar-les.
web-lobby-rated-help = Les partides puntuades canvien la puntuació de tots dos jugadors (una per reglament); les amistoses, no.
web-lobby-choose-control = Trieu primer un control de temps.
web-lobby-sending = Enviant…
web-lobby-challenge-sent = Desafiament enviat a { $name }.
web-lobby-notify-challenge = Us han desafiat
web-lobby-notify-challenge-from = { $name } us desafia: { $variant }, { $clock }.
web-lobby-seek-made = La vostra proposta és a la sala: la partida comença quan algú l'accepti.
web-lobby-seek-made-short = Proposta feta: esperant un rival.
web-lobby-challenge-needs-name = Escriviu el nom del compte del jugador que voleu desafiar.
web-lobby-accepted = Acceptada: la partida comença.
web-lobby-declined = Desafiament rebutjat.
web-lobby-withdrawn = Retirada.
web-lobby-seek-accepted = Han acceptat la vostra proposta: la partida comença.
web-lobby-seek-words = { $variant }, { $clock } ({ $speed }), { $rated ->
    [yes] puntuada
   *[no] amistosa
}
web-lobby-online = { $count ->
    [one] { $count } connectat
   *[other] { $count } connectats
}
web-lobby-my-challenge = El vostre desafiament a { $name } ({ $words }) espera resposta.
web-lobby-my-seek = La vostra proposta ({ $words }; jugueu amb { $side ->
    [random] qualsevol bàndol
    [attackers] els atacants
   *[defenders] els defensors
}) espera un rival. La partida s'obre aquí quan algú l'accepti.
web-lobby-cancel = Cancel·la
web-lobby-accept-guest = Les partides puntuades són entre comptes: inicieu la sessió per acceptar-la
web-lobby-accept-label = Accepta la partida { $variant } { $clock } de { $name }
web-lobby-accept = Accepta
web-lobby-bot = bot
web-lobby-you = vós
web-lobby-rated-word = puntuada
web-lobby-casual-word = amistosa
web-lobby-side-cell = { $side ->
    [random] a l'atzar
    [attackers] atacants
   *[defenders] defensors
}
web-lobby-side-mine = vós: { $side ->
    [attackers] atacants
   *[defenders] defensors
}
web-lobby-decline = Rebutja
web-lobby-challenge-in = { $player } us desafia: { $words }; { $name } juga amb { $side ->
    [random] qualsevol bàndol
    [attackers] els atacants
   *[defenders] els defensors
}.
web-lobby-challenge-in-rated = { $player } ({ $rating }) us desafia: { $words }; { $name } juga amb { $side ->
    [random] qualsevol bàndol
    [attackers] els atacants
   *[defenders] els defensors
}.
web-lobby-challenge-out = Heu desafiat { $player }: { $words }; jugueu amb { $side ->
    [random] qualsevol bàndol
    [attackers] els atacants
   *[defenders] els defensors
}.
web-lobby-level = { $level ->
    [beginner] Principiant
    [easy] Fàcil
    [medium] Mitjà
    [hard] Difícil
   *[master] Mestre
}
web-lobby-game-players = { $attackers } (atacants) contra { $defenders } (defensors)
web-lobby-watch = Mira
web-lobby-watch-label = Mira { $attackers } contra { $defenders }
web-lobby-game-facts = { $variant }, { $clock }, { $rated ->
    [yes] puntuada
   *[no] amistosa
}, { $moves ->
    [one] { $moves } moviment jugat
   *[other] { $moves } moviments jugats
}
web-lobby-live = En directe
web-lobby-connection-lost = S'ha perdut la connexió. Nou intent d'aquí a { $seconds } s

## web: the account page (account.html, account.js). $side: both,
## attackers or defenders; $rated: yes or no; $error: the server's
## message, a whole sentence; $when: a time from now ("in 2 days").

web-account-description = El vostre compte de tablut: inicieu la sessió, creeu un compte, canvieu la contrasenya.
web-account-heading = Compte
web-account-skip = Salta al compte
web-account-loading = Carregant el vostre compte…
web-account-guest-heading = Inicieu la sessió o creeu un compte
web-account-intro = Un compte posa el vostre nom a cada partida que jugueu i aplega totes les vostres partides. Podeu jugar sense: aquest navegador recorda les vostres partides igualment. Les partides en què aquest navegador té un seient passen al vostre compte quan inicieu la sessió.
web-account-log-in = Inicia la sessió
web-account-name = Nom del compte
web-account-password = Contrasenya
web-account-register-heading = Creeu un compte
web-account-name-help = De 3 a 20 lletres, xifres, “-” o “_”. Els vostres rivals el veuen; ningú més no el pot agafar, ni canviant majúscules i minúscules.
web-account-password-help = Com a mínim 8 caràcters (com a màxim 128 bytes).
web-account-register = Crea el compte
web-account-member-heading = El vostre compte
web-account-logged-in-as = Heu iniciat la sessió com a
web-account-since = amb compte des del
web-account-games-carry = Les partides que comenceu o a què us uniu amb la sessió iniciada porten aquest nom.
web-account-start-game = Comenceu una partida
web-account-find-opponent = busqueu un rival a la sala
web-account-or-see = { " " }o mireu
web-account-your-profile = el vostre perfil
web-account-log-out = Tanca la sessió
web-account-games-heading = Les vostres partides en joc
web-account-games-help = Jugueu-les des de qualsevol navegador on hàgiu iniciat la sessió; primer les que us toquen.
web-account-games-empty = No hi ha cap partida en joc.
web-account-games-empty-link = Busqueu un rival a la sala.
web-account-bots-heading = Bots
web-account-bots-help = Un bot és un compte que juga un programa: accepta els desafiaments que rep i té puntuació com una persona. Creeu-ne un aquí i després engegueu-lo amb la seva clau
web-account-bots-help-any = , o amb qualsevol programa que faci servir l'API
web-account-bots-empty = Encara no teniu cap bot.
web-account-token-of = La clau de
web-account-token-once = Copieu-la ara: només es mostra aquesta vegada.
web-account-token-anyone = Qui la tingui juga com el bot.
web-account-token-label = La clau del bot
web-account-copy = Copia
web-account-run-it = Engegueu-lo amb el motor de tablut:
web-account-copy-command = Copia l'ordre
web-account-copied-it = Ja l'he copiada
web-account-make-bot-heading = Creeu un bot
web-account-bot-name = Nom del bot
web-account-make-bot = Crea el bot
web-account-bot-name-help = Un nom de compte com qualsevol altre: de 3 a 20 lletres, xifres, “-” o “_”, que no estigui agafat.
web-account-new-token-help = “Clau nova” crea una clau nova per a un bot i la mostra un sol cop; l'antiga deixa de funcionar a l'acte, de manera que un bot que encara la faci servir és rebutjat fins que es reiniciï amb la nova.
web-account-change-password = Canvia la contrasenya
web-account-current-password = Contrasenya actual
web-account-new-password = Contrasenya nova
web-account-new-password-help = Com a mínim 8 caràcters. Es tancarà la sessió als altres navegadors amb aquest compte.
web-account-delete = Esborra el compte
web-account-delete-explain = Les vostres partides es queden, a l'arxiu i per als vostres rivals, amb els vostres seients a nom de “deleted”. El nom no es donarà mai a ningú més i no podreu tornar a iniciar la sessió en aquest compte. Aquest navegador conserva els seus seients a les vostres partides en joc.
web-account-delete-confirm = Ho entenc: el compte desapareix per sempre i les meves partides mostren “deleted”.
web-account-under-a-minute = en menys d'un minut
web-account-games-failed = No s'han pogut mostrar les vostres partides: { $error }
web-account-game-facts = { $variant }, { $clock }, { $rated ->
    [yes] puntuada
   *[no] amistosa
}, { $moves ->
    [one] { $moves } moviment jugat
   *[other] { $moves } moviments jugats
}
web-account-game-against = Contra { $opponent }: jugueu amb { $side ->
    [both] els dos bàndols
    [attackers] els atacants
   *[defenders] els defensors
}
web-account-game-against-someone = Contra algú: jugueu amb { $side ->
    [both] els dos bàndols
    [attackers] els atacants
   *[defenders] els defensors
}
web-account-your-turn = us toca
web-account-their-turn = li toca
web-account-time-runs-out = ; el vostre temps s'acaba { $when }
web-account-kept = { $count ->
    [one] { $count } partida jugada en aquest navegador ara es desa al vostre compte.
   *[other] { $count } partides jugades en aquest navegador ara es desen al vostre compte.
}
web-account-kept-none-held = Aquest navegador no té cap partida per desar; les que comenceu a partir d'ara es desen al vostre compte.
web-account-kept-none-needed = No calia desar cap partida: les d'aquest navegador ja són en un compte.
web-account-kept-failed = Algunes partides no s'han pogut desar: { $error } Es poden continuar jugant en aquest navegador; torneu a iniciar la sessió per provar-ho de nou.
web-account-no-longer-logged-in = Ja no teniu la sessió iniciada.
web-account-login-needs = Escriviu el nom del compte i la seva contrasenya.
web-account-logging-in = Iniciant la sessió…
web-account-welcome-back = Hola de nou, { $name }.
web-account-registering = Creant el compte…
web-account-welcome = Benvingut o benvinguda, { $name }: el vostre compte ja està a punt.
web-account-logged-out = Heu tancat la sessió. Aquest navegador conserva els seus seients a les vostres partides.
web-account-password-needs-current = Escriviu primer la contrasenya actual.
web-account-changing-password = Canviant la contrasenya…
web-account-password-changed = La contrasenya s'ha canviat. S'ha tancat la sessió als altres navegadors amb aquest compte.
web-account-delete-needs-confirm = Marqueu primer la casella, per confirmar que ho dieu de debò.
web-account-deleting = Esborrant el compte…
web-account-deleted = El compte { $name } s'ha esborrat. Les seves partides es queden, amb els seus seients a nom de “deleted”.
web-account-bots-failed = No s'han pogut mostrar els vostres bots: { $error }
web-account-bot-badge = bot
web-account-bot-made = creat el { $date }
web-account-new-token-title = Crea una clau nova, que es mostra un sol cop; l'antiga deixa de funcionar a l'acte
web-account-new-token-label = Clau nova per a { $name }
web-account-new-token = Clau nova
web-account-making-token = Creant una clau nova per a { $name }…
web-account-token-renewed = { $name } té una clau nova; l'antiga ja no funciona.
web-account-bot-needs-name = Poseu un nom al bot.
web-account-making-bot = Creant el bot…
web-account-bot-made-now = { $name } s'ha creat.
web-account-token-copied = Clau copiada.
web-account-token-copy-failed = No s'ha pogut copiar; la clau està seleccionada, copieu-la a mà.
web-account-command-copied = Ordre copiada.
web-account-command-copy-failed = No s'ha pogut copiar; seleccioneu l'ordre i copieu-la a mà.
web-account-unreachable = No es pot contactar amb el servidor; no s'ha pogut mostrar el vostre compte.

## web: a player's profile (player.html, player.js) and the leaderboard
## (leaderboard.html, leaderboard.js). $rated: yes or no; $result: won,
## lost, draw or no-result; $pool and $pools: rule sets' names; ratings
## are written as they are, without separators.

web-player-heading = Jugador
web-player-skip = Salta al perfil
web-player-loading = Carregant el perfil…
web-player-missing = No existeix aquest jugador
web-player-missing-text = No hi ha cap compte amb aquest nom.
web-player-missing-link = La classificació mostra els jugadors amb puntuació.
web-player-challenge = Desafia
web-player-all-games = Totes les partides acabades
web-player-leaderboard = Classificació
web-player-ratings = Puntuacions
web-player-rule-set = Reglament
web-player-rating = Puntuació
web-player-deviation = Desviació
web-player-rated-games = Partides puntuades
web-player-ratings-empty = Encara no hi ha partides puntuades: tots els jugadors comencen amb 1500, provisional (marcada amb “?”) fins que han jugat unes quantes partides.
web-player-provisional-help = Un “?” indica una puntuació provisional: la seva desviació encara supera 110.
web-player-results = Resultats
web-player-as = Com a
web-player-wins = Victòries
web-player-draws = Empats
web-player-losses = Derrotes
web-player-history = Historial de puntuació
web-player-chart-empty = El gràfic apareix després de la primera partida puntuada.
web-player-latest = Últimes partides
web-player-finished = Acabada
web-player-opponent = Rival
web-player-played = Amb
web-player-result = Resultat
web-player-moves = Moviments
web-player-games-empty = Encara no hi ha partides acabades.
web-player-chart-x = Partides puntuades, de la més antiga a la més recent
web-player-chart-first = { $pool }: { $rating } abans de la primera partida puntuada
web-player-chart-label = Historial de puntuació: { $count ->
    [one] { $count } partida puntuada
   *[other] { $count } partides puntuades
} en { $pools }; la darrera, en { $pool }, de { $before } a { $after }.
web-player-both = Tots dos
web-player-the-computer = l'ordinador
web-player-result-word = { $result ->
    [won] Victòria
    [lost] Derrota
    [draw] Empat
   *[no-result] Sense resultat
}
web-player-game-facts = { $clock }, { $rated ->
    [yes] puntuada
   *[no] amistosa
}
web-player-since = Amb compte des del { $date }
# $owner: the owner's name (a link).
web-player-bot-of = ; un bot de { $owner }
web-leaderboard-heading = Classificació
web-leaderboard-skip = Salta a la classificació
web-leaderboard-intro = Els millors jugadors consolidats de cada reglament: cada reglament base té la seva pròpia puntuació (Glicko-2). Una puntuació es consolida quan la seva desviació baixa de 110, després d'unes quantes partides puntuades.
web-leaderboard-rule-set = Reglament
web-leaderboard-rank = Posició
web-leaderboard-player = Jugador
web-leaderboard-rating = Puntuació
web-leaderboard-deviation = Desviació
web-leaderboard-rated-games = Partides puntuades
web-leaderboard-empty = Encara no hi ha jugadors consolidats amb aquest reglament.
web-leaderboard-empty-link = Jugueu partides puntuades a la sala.
web-leaderboard-loading = Carregant…
web-leaderboard-failed = No s'ha pogut carregar la classificació.

## web: les pàgines d'inici, partida, regles, arxiu i partida
## inexistent, i el que comparteixen (web-common-). $side és `attackers`
## o `defenders`; $piece `attacker`, `defender`, `king` o `empty`; $level
## un nivell de l'ordinador (tui-level). Els noms dels reglaments, les
## caselles i els moviments no es tradueixen.

web-common-rule-set = Reglament
web-common-rules-of = Les regles de { $name }
web-common-your-name = El vostre nom
web-common-optional = (opcional)
web-common-your-account = El vostre compte
web-common-account-name-help = El nom del vostre compte; la partida es desa al vostre compte.
web-common-account-label = El vostre compte: { $name }
web-common-logged-in-as = Heu entrat com a { $name }
web-common-log-in = Entra
web-common-log-in-title = Entreu o creeu un compte
web-common-anonymous = anònim
web-common-board = Tauler de Tablut
web-common-piece = { $piece ->
    [attacker] atacant
    [defender] defensor
    [king] rei
   *[empty] buida
}
web-common-no-clock = sense rellotge
web-common-days-a-move = { $count ->
    [one] { $count } dia per jugada
   *[other] { $count } dies per jugada
}
web-common-speed-bullet = bala
web-common-speed-blitz = blitz
web-common-speed-rapid = ràpida
web-common-speed-classical = clàssica
web-common-speed-correspondence = per correspondència
web-common-error-network = No es pot connectar amb el servidor.
web-common-error-bad-request = El servidor no ha entès la petició.
web-common-error-too-large = Aquest missatge és massa llarg.
web-common-error-unauthorized = Aquest navegador no juga amb aquest bàndol.
web-common-error-not-found = Aquesta partida no existeix.
web-common-error-illegal-move = Aquest moviment no està permès.
web-common-error-not-your-turn = No és el vostre torn.
web-common-error-stale = La partida havia avançat; ara el tauler ja està al dia.
web-common-error-waiting = El vostre amic encara no s'hi ha afegit.
web-common-error-game-over = La partida s'ha acabat.
web-common-error-not-allowed = Això no està permès en aquesta partida.
web-common-error-rate-limited = Massa peticions; espereu un moment.
web-common-error-name-taken = Aquest nom de compte ja està agafat; trieu-ne un altre.
web-common-error-login-required = Primer entreu al vostre compte.
web-common-error-cross-site = La petició venia d'un altre lloc i s'ha rebutjat.
web-common-error-server = El servidor ha tingut un problema.
web-common-error-code = Codi d'error: { $code }

web-start-title = tablut · jugueu al Tablut
web-start-description = Jugueu al Tablut, el joc tafl de 9×9 que Linnaeus va descriure el 1732, contra l'ordinador o amb un amic.
web-start-skip = Salta al formulari
web-start-heading = Jugueu al Tablut
web-start-intro = Setze atacants assetgen un rei i els seus vuit defensors. El rei guanya si escapa; els atacants guanyen si el capturen. Totes les fitxes es mouen com la torre dels escacs.
web-start-my-games = Les vostres partides en curs
web-start-my-game = { $variant } { $mode ->
    [computer] contra l'ordinador ({ $level })
    [computer-any] contra l'ordinador
    [friend] amb un amic
   *[local] en una sola pantalla
}, moviment { $ply }: { $turn ->
    [waiting] esperant el vostre amic
    [attackers] mouen els atacants
   *[defenders] mouen els defensors
}
web-start-lobby-before = Busqueu rival?
web-start-lobby-link = La sala
web-start-lobby-middle = té propostes de partida amb rellotge, partides puntuades i desafiaments; la
web-start-leaderboard-link = classificació
web-start-lobby-after = mostra els millors jugadors.
web-start-puzzles-before = Afineu la vista:
web-start-puzzles-link = els problemes
web-start-puzzles-after = són posicions on una sola jugada guanya per força, amb una puntuació de problemes pròpia.
web-start-opponent = Rival
web-start-opponent-computer = L'ordinador
web-start-opponent-friend = Un amic (envieu-li un enllaç)
web-start-opponent-local = Dues persones en aquesta pantalla
web-start-help-computer = L'ordinador respon de seguida; podeu desfer moviments.
web-start-help-friend = Rebeu un enllaç per enviar; la partida comença quan el vostre amic l'obre. Podeu xatejar.
web-start-help-local = Els dos bàndols juguen en aquesta pantalla, per torns. Es poden desfer moviments.
web-start-clock = Rellotge
web-start-no-clock = Sense rellotge
web-start-clock-live = Minuts per jugador + segons afegits per jugada
web-start-clock-days = Per correspondència: dies per jugada
web-start-clock-help = Opcional. Qui es queda sense temps perd; els rellotges es posen en marxa després del primer moviment de cada bàndol.
web-start-level = Nivell de l'ordinador
web-start-level-beginner = Principiant (mira 1 moviment endavant)
web-start-level-easy = Fàcil (3 moviments endavant)
web-start-level-medium = Mitjà (5 moviments endavant)
web-start-level-hard = Difícil (1 segon per jugada)
web-start-level-master = Mestre (tota la seva força, 5 s per jugada)
web-start-side = Jugueu amb
web-start-side-defenders = Els defensors (el bàndol del rei)
web-start-side-attackers = Els atacants
web-start-side-random = Qualsevol, a l'atzar
web-start-first-you = Feu vós el primer moviment.
web-start-first-computer = L'ordinador fa el primer moviment.
web-start-first-friend = El vostre amic fa el primer moviment.
web-start-name-placeholder = El veurà el vostre rival
web-start-start = Comença la partida
web-start-starting = Començant…
web-start-board-heading = El tauler
web-start-preview-label = La posició inicial
web-start-preview-caption = La posició inicial a { $name }: atacants foscos, defensors clars i el rei, coronat, al tron.
web-start-legend-throne = el tron
web-start-legend-throne-corners = el tron i les cantonades
web-start-legend-escape = caselles de fugida
web-start-legend-camps = campaments
web-start-rulesets = Els reglaments
web-start-rules-link = regles
web-start-summary = { $first ->
    [attackers] { $escape ->
        [edge] Comencen els atacants; el rei escapa a qualsevol casella de la vora.
       *[corner] Comencen els atacants; el rei escapa a una cantonada.
    }
    [defenders] { $escape ->
        [edge] Comencen els defensors; el rei escapa a qualsevol casella de la vora.
       *[corner] Comencen els defensors; el rei escapa a una cantonada.
    }
   *[none] { $escape ->
        [edge] El rei escapa a qualsevol casella de la vora.
       *[corner] El rei escapa a una cantonada.
    }
}
web-start-all-rules = Totes les regles de { $name }

web-game-title = Partida · tablut
web-game-skip = Salta al tauler
web-game-board-section = Tauler
web-game-board-label = Tauler de Tablut, posició després del moviment { $ply }
web-game-board-label-earlier = Tauler de Tablut, posició després del moviment { $ply } (una posició anterior)
web-game-loading = Carregant la partida…
web-game-connecting = Connectant…
web-game-live = En directe
web-game-connection-lost = S'ha perdut la connexió. Nou intent d'aquí a { $seconds } s
web-game-move-resend = S'ha perdut la connexió: la vostra jugada { $move } es tornarà a enviar quan es recuperi.
web-game-move-not-played = La vostra jugada { $move } no s'ha fet: la partida ja havia avançat.
web-game-retry-now = Torna-ho a provar ara
web-game-no-id = No s'ha indicat cap partida.
web-game-not-found = No hi ha cap partida en aquesta adreça.
web-game-steps = Recorre la partida
web-game-step-first = Primera posició
web-game-step-first-key = Primera posició (Inici)
web-game-step-back = Un moviment enrere
web-game-step-back-key = Un moviment enrere (←)
web-game-step-forward = Un moviment endavant
web-game-step-forward-key = Un moviment endavant (→)
web-game-step-end = Posició actual
web-game-step-end-key = Posició actual (Fi)
web-game-step-start = Inici
web-game-step-of = Moviment { $ply } de { $total }
web-game-back-to-current = Torna a la posició actual
web-game-replay-start = Esteu veient la posició inicial.
web-game-replay-after = Esteu veient la posició després del moviment { $ply }.
web-game-help-playing = Feu clic en una fitxa o arrossegueu-la per moure-la. Amb el teclat: poseu el focus al tauler, moveu el cursor amb les fletxes, agafeu i deixeu amb Retorn, i deixeu anar la fitxa amb Escape. Fora del tauler, ← → Inici Fi recorren la partida.
web-game-help-premove = Al torn del teu rival, el moviment que triïs és un premoviment, que es juga tan bon punt hagi mogut; torna a fer clic a la fitxa, fes clic dret o prem Escape per retirar-lo.
web-game-help-watching = Recorreu la partida amb els botons, o amb ← → Inici Fi.
web-game-status-invite = Esperant que el vostre amic s'hi afegeixi: envieu-li l'enllaç d'invitació.
web-game-status-waiting-second = Esperant que el segon jugador s'hi afegeixi.
web-game-status-to-move = { $side ->
    [attackers] Mouen els atacants.
   *[defenders] Mouen els defensors.
}
web-game-status-your-move = { $side ->
    [attackers] És el vostre torn: jugueu amb els atacants.
   *[defenders] És el vostre torn: jugueu amb els defensors.
}
web-game-status-computer = { $side ->
    [attackers] Mouen els atacants (l'ordinador).
   *[defenders] Mouen els defensors (l'ordinador).
}
web-game-status-waiting-for = Esperant que mogui { $name } ({ $side ->
    [attackers] els atacants
   *[defenders] els defensors
}).
web-game-status-waiting-opponent = { $side ->
    [attackers] Esperant que mogui el vostre rival (els atacants).
   *[defenders] Esperant que mogui el vostre rival (els defensors).
}
web-game-status-watching = { $side ->
    [attackers] Mouen els atacants. Esteu mirant la partida.
   *[defenders] Mouen els defensors. Esteu mirant la partida.
}
web-game-title-waiting = Esperant
web-game-title-your-move = És el vostre torn
web-game-title-their-move = Torn del rival
web-game-title-to-move = { $side ->
    [attackers] Mouen els atacants
   *[defenders] Mouen els defensors
}
web-game-thinking = L'ordinador està pensant…
web-game-result-win = { $side ->
    [attackers] Guanyen els atacants.
   *[defenders] Guanyen els defensors.
}
web-game-result-win-time = { $side ->
    [attackers] Guanyen els atacants per temps.
   *[defenders] Guanyen els defensors per temps.
}
web-game-result-draw = La partida acaba en empat.
web-game-result-aborted = La partida s'ha anul·lat.
web-game-you-won = Heu guanyat!
web-game-you-won-time = Heu guanyat per temps!
web-game-you-lost = Heu perdut.
web-game-you-lost-time = Heu perdut per temps.
web-game-no-result = Sense resultat: la partida no compta.
web-game-neither-won = Cap bàndol no ha guanyat.
web-game-rating-changes = Canvis de puntuació
web-game-go-to-rematch = Aneu a la revenja
web-game-raichi-routes = El rei té un camí lliure cap a { $squares }.
web-game-tuichi-routes = El rei té { $count ->
    [one] { $count } camí lliure
   *[other] { $count } camins lliures
} ({ $squares }): un sol moviment no els pot tancar tots.
web-game-invited = Us han convidat a una partida
web-game-friend = Amic
web-game-take-seat = Ocupa el lloc
web-game-join-help = El vostre rival veurà aquest nom. Si el deixeu buit, sereu «Amic».
web-game-joined = { $side ->
    [attackers] Us heu afegit a la partida amb els atacants.
   *[defenders] Us heu afegit a la partida amb els defensors.
}
web-game-invitation-used = Aquesta invitació ja s'ha fet servir: esteu mirant la partida.
web-game-key-refused = S'ha rebutjat la clau d'aquest navegador per a aquesta partida: esteu mirant.
web-game-invite-heading = Convideu el vostre amic
web-game-invite-text = Envieu aquest enllaç al vostre amic. La partida comença quan l'obri.
web-game-invite-link = Enllaç d'invitació
web-game-copy = Copia
web-game-share = Comparteix
web-game-share-title = Una partida de Tablut
web-game-share-text = Juga al Tablut amb mi:
web-game-invite-copied = S'ha copiat l'enllaç d'invitació.
web-game-invite-copy-failed = No s'ha pogut copiar; l'enllaç està seleccionat, copieu-lo a mà.
web-game-link-copied = S'ha copiat l'enllaç: qualsevol que l'obri podrà mirar la partida.
web-game-copy-failed = No s'ha pogut copiar; copieu l'adreça de la barra d'adreces.
web-game-rated = Puntuada
web-game-casual = Amistosa
web-game-clock-note = Els rellotges es posen en marxa quan cada bàndol ha fet el primer moviment; fins aleshores, qualsevol dels dos jugadors pot anul·lar la partida.
web-game-offers = Ofertes
web-game-draw-accept = Accepta l'empat
web-game-decline = Rebutja
web-game-takeback-grant = Deixa desfer la jugada
web-game-draw-waiting = Heu ofert empat; esperant la resposta.
web-game-takeback-waiting = Heu demanat desfer el vostre últim moviment; esperant la resposta.
web-game-opponent-offers-draw = El vostre rival ofereix empat.
web-game-opponent-asks-takeback = El vostre rival demana desfer el seu últim moviment.
web-game-side-offers-draw = { $side ->
    [attackers] Els atacants ofereixen empat.
   *[defenders] Els defensors ofereixen empat.
}
web-game-named-offers-draw = { $side ->
    [attackers] Els atacants ({ $name }) ofereixen empat.
   *[defenders] Els defensors ({ $name }) ofereixen empat.
}
web-game-side-asks-takeback = { $side ->
    [attackers] Els atacants demanen desfer el seu últim moviment.
   *[defenders] Els defensors demanen desfer el seu últim moviment.
}
web-game-named-asks-takeback = { $side ->
    [attackers] Els atacants ({ $name }) demanen desfer el seu últim moviment.
   *[defenders] Els defensors ({ $name }) demanen desfer el seu últim moviment.
}
web-game-you-offered-draw = Heu ofert empat.
web-game-you-asked-takeback = Heu demanat desfer el vostre últim moviment.
web-game-draw-declined = S'ha rebutjat la vostra oferta d'empat.
web-game-takeback-declined = S'ha rebutjat la vostra petició de desfer la jugada.
web-game-players = Jugadors
web-game-attackers = Atacants
web-game-defenders = Defensors
web-game-you-badge = vós
web-game-to-move-badge = els toca
web-game-computer = Ordinador
web-game-computer-level = Ordinador ({ $level })
web-game-not-joined = Encara no s'hi ha afegit
web-game-you = Vós
web-game-anonymous = Anònim
web-game-seat-computer = ordinador
web-game-online = connectat
web-game-offline = desconnectat
web-game-lost = baixes: { $count }
web-game-lost-title = { $side ->
    [attackers] Els atacants han perdut { $count ->
        [one] { $count } fitxa
       *[other] { $count } fitxes
    }
   *[defenders] Els defensors han perdut { $count ->
        [one] { $count } fitxa
       *[other] { $count } fitxes
    }
}
web-game-actions = Accions de la partida
web-game-hint = Pista
web-game-hint-thinking = Pensant…
web-game-hint-offline = Les pistes necessiten una connexió en directe; torneu-ho a provar d'aquí a un moment.
web-game-hint-said = Pista: { $move }.
web-game-hint-shown = Pista: { $move }
web-game-undo = Desfés
web-game-draw-offer = Ofereix empat
web-game-draw-offered = Empat ofert
web-game-takeback-ask = Demana desfer la jugada
web-game-takeback-asked = Petició enviada
web-game-abort = Anul·la la partida
web-game-resign = Abandona
web-game-rematch = Revenja
web-game-play-again = Torna a jugar, canviant de bàndol
web-game-rematch-offer = Proposa la revenja
web-game-rematch-waiting = Revenja proposada: esperant el vostre amic
web-game-rematch-accept = Accepta la revenja
web-game-rematch-offered-to-you = El vostre amic proposa la revenja.
web-game-friend-joined = El vostre amic s'hi ha afegit: comença la partida.
web-game-download = Baixa la partida
web-game-review = Revisa aquesta partida
web-game-analyse = Analitza
web-game-analyse-title = Obre la posició mostrada al tauler d'anàlisi
web-game-copy-link = Copia l'enllaç per als espectadors
web-game-tournament = Torna al torneig
web-game-sound = So i notificacions
web-game-sound-on = So activat
web-game-sound-off = So desactivat
web-game-premove-picked = { $square } triada per a un premoviment: tria on va.
web-game-premove-set = Premoviment { $move }: es juga tan bon punt el teu rival hagi mogut, si aleshores encara és legal.
web-game-premove-shown = Premoviment: { $move }
web-game-premove-cancel = Cancel·la el premoviment (Esc)
web-game-premove-cancelled = Premoviment cancel·lat.
web-game-premove-dropped = El teu premoviment { $move } no era legal després del moviment del teu rival: s'ha descartat.
web-game-confirm-question = Vols jugar { $move }?
web-game-confirm-yes = Confirma
web-game-confirm-no = Cancel·la
web-game-confirm-cancelled = Moviment cancel·lat.
web-game-confirm-option = Confirma cada moviment a les partides per correspondència
web-game-conditional = Jugades condicionals
web-game-conditional-help = Mentre li toca al rival, escriu què respondràs: una línia cada cop, la seva jugada i després la teva (e3-h3 d1-d3), i més parells si vols. El servidor juga la teva resposta tan aviat com jugui la primera jugada d'una línia, encara que no hi siguis.
web-game-conditional-label = Línies de jugades
web-game-conditional-save = Desa les línies
web-game-conditional-clear = Esborra
web-game-conditional-saved = { $count ->
    [one] Una línia espera la jugada del rival.
   *[other] { $count } línies esperen la jugada del rival.
}
web-game-conditional-cleared = Cap jugada condicional.
web-game-volume = Volum
web-game-notify-on = Notificacions activades
web-game-notify-off = Avisa'm quan em toqui jugar
web-game-notify-blocked = Aquest navegador bloqueja les notificacions d'aquest lloc; permeteu-les a la configuració del lloc.
web-game-notify-your-turn = Us toca
web-game-notify-over = La partida ha acabat
web-game-moves = Moviments
web-game-no-moves = Encara no hi ha cap moviment.
web-game-move-title = { $side ->
    [attackers] Atacants
   *[defenders] Defensors
}: { $move }
web-game-chat = Xat
web-game-chat-messages = Missatges del xat
web-game-chat-message = Missatge de xat
web-game-chat-placeholder = Digueu alguna cosa
web-game-chat-send = Envia
web-game-chat-watch = Només els dos jugadors hi poden escriure.
web-game-says = { $name } diu: { $text }
web-game-info-mode = { $mode ->
    [computer] contra l'ordinador ({ $level })
    [computer-any] contra l'ordinador
    [friend] entre dos jugadors
   *[local] dos jugadors en una sola pantalla
}
web-game-info-both = Jugueu amb els dos bàndols.
web-game-info-you-play = { $side ->
    [attackers] Jugueu amb els atacants.
   *[defenders] Jugueu amb els defensors.
}
web-game-resign-question = Voleu abandonar aquesta partida?
web-game-resign-text = El vostre rival guanya immediatament.
web-game-resign-you = { $side ->
    [attackers] Abandoneu amb els atacants; guanyen els defensors.
   *[defenders] Abandoneu amb els defensors; guanyen els atacants.
}
web-game-resign-both = { $side ->
    [attackers] Els atacants (els toca moure) abandonen; guanyen els defensors.
   *[defenders] Els defensors (els toca moure) abandonen; guanyen els atacants.
}
web-game-keep-playing = Continua jugant
web-game-picked-up = Heu agafat { $piece ->
    [attacker] l'atacant
    [defender] el defensor
   *[king] el rei
} de { $square }: { $count ->
    [0] no es pot moure
    [one] { $count } destinació
   *[other] { $count } destinacions
}.
web-game-cursor = { $square }: { web-common-piece }
web-game-cursor-destination = { $square }: { web-common-piece }, una destinació
web-game-why-earlier = Esteu veient una posició anterior. Premeu Fi per tornar.
web-game-why-watching = Esteu mirant aquesta partida.
web-game-why-thinking = L'ordinador està pensant.
web-game-why-pending = El vostre moviment és en camí.
web-game-why-their-turn = { $side ->
    [attackers] És el torn dels atacants.
   *[defenders] És el torn dels defensors.
}
web-game-taken-back = Moviments desfets: ara després del moviment { $ply }.
web-game-played = { $side ->
    [attackers] Els atacants han jugat { $move }.
   *[defenders] Els defensors han jugat { $move }.
}
web-game-played-capturing = { $side ->
    [attackers] Els atacants han jugat { $move } i capturen { $squares }.
   *[defenders] Els defensors han jugat { $move } i capturen { $squares }.
}
web-game-clock-label = { $side ->
    [attackers] Rellotge dels atacants
   *[defenders] Rellotge dels defensors
}: queden { $time }{ $state ->
    [flagged] , sense temps
    [running] , en marxa
   *[stopped] { "" }
}{ $low ->
    [yes] , menys de 10 segons
   *[no] { "" }
}
web-game-clock-deadline = El temps s'acaba: { $time }
web-game-clock-low-you = Us queden menys de deu segons!
web-game-clock-low-mark = Poc temps
web-game-clock-low = { $side ->
    [attackers] Als atacants els queden menys de deu segons.
   *[defenders] Als defensors els queden menys de deu segons.
}

web-rules-title = Regles · tablut
web-rules-detail-title = { $name } · Regles · tablut
web-rules-skip = Salta a les regles
web-rules-nav = Reglaments
web-rules-loading = Carregant les regles…
web-rules-back = ← Torna a la pàgina d'inici
web-rules-all = Tots els reglaments
web-rules-heading = Les regles del Tablut
web-rules-intro = Totes les fitxes es mouen com la torre dels escacs: tantes caselles com vulguin al llarg d'una fila o columna, sense saltar mai. Un soldat és capturat quan la fitxa que es mou el tanca entre ella mateixa i una altra fitxa enemiga (o una casella hostil). El rei guanya si escapa; els atacants guanyen si el capturen. Les fonts antigues no coincideixen en els detalls, i per això tablut n'ofereix quatre lectures:
web-rules-start-label = { $name }: posició inicial
web-rules-first = { $side ->
    [attackers] Comencen els atacants.
   *[defenders] Comencen els defensors.
}
web-rules-play = Juga amb { $name }
web-rules-side-by-side = Totes les regles, l'una al costat de l'altra
web-rules-column-meaning = què vol dir
web-rules-start-title = Posició inicial
web-rules-start-caption = Atacants foscos, defensors clars i el rei, coronat, al tron.
web-rules-special-title = Caselles especials
web-rules-special-caption = Marcades: { $marked }. El rei escapa a { $escape }.
web-rules-mark-throne = el tron ({ $squares })
web-rules-mark-corners = les cantonades especials ({ $squares })
web-rules-mark-camps = els campaments ({ $count ->
    [one] { $count } casella
   *[other] { $count } caselles
})
web-rules-none = cap
web-rules-escape-edge = qualsevol casella de la vora (amb traç discontinu)
web-rules-escape-corners = les cantonades { $squares } (amb traç discontinu)
web-rules-every-rule = Totes les regles
web-rules-examples = Exemples
web-rules-example-label-capturing = { $move }, capturant { $squares }
web-rules-example-play = { $side ->
    [attackers] Els atacants juguen
    [defenders] Els defensors juguen
   *[other] El bàndol que ha de moure juga
}
web-rules-example-capturing = , capturant { $squares }.
web-rules-compare = Compara tots els reglaments, regla per regla
web-rules-load-failed = No s'han pogut carregar les regles.
web-rules-unknown = Reglament desconegut

web-archive-title = Arxiu · tablut
web-archive-skip = Salta a les partides
web-archive-heading = Partides acabades
web-archive-intro = Les més recents primer. Obriu una partida per repassar-la moviment a moviment.
web-archive-filters = Filtra les partides
web-archive-player = Jugador
web-archive-any-player = Qualsevol jugador
web-archive-any = Qualsevol
web-archive-result = Resultat
web-archive-attackers-win = Guanyen els atacants
web-archive-defenders-win = Guanyen els defensors
web-archive-draw = Empat
web-archive-no-result = Sense resultat (anul·lada)
web-archive-no-result-short = Sense resultat
web-archive-show = Mostra
web-archive-clear = Esborra
web-archive-finished = Acabada
web-archive-players = Jugadors
web-archive-moves = Moviments
web-archive-empty = Encara no hi ha cap partida acabada.
web-archive-start-one = Comenceu-ne una.
web-archive-no-match = Cap partida acabada no coincideix amb aquests filtres.
web-archive-show-all = Mostra totes les partides.
web-archive-loading = Carregant…
web-archive-load-failed = No s'ha pogut carregar l'arxiu.
web-archive-older = Partides anteriors
web-archive-computer = l'ordinador
web-archive-side = ({ $side ->
    [attackers] atacants
   *[defenders] defensors
})
web-archive-against = contra
web-archive-mode-computer = contra l'ordinador
web-archive-mode-local = en una sola pantalla
web-archive-rated = puntuada
web-archive-casual = amistosa

web-missing-title = No existeix la partida · tablut
web-missing-heading = Aquesta partida no existeix
web-missing-text = No hi ha cap partida en aquesta adreça: potser l'enllaç està mal escrit o tallat.
web-missing-start = Comença una partida nova
web-missing-or = o
web-missing-browse = consulta les partides acabades

## web: the puzzle trainer (puzzles.html, puzzles.js). $side: attackers
## or defenders; $theme: escape, raichi, tuichi, capture-by-two,
## capture-by-three, capture-by-four, against-throne, against-corner,
## against-camp or defender-sacrifice; $capturing: web-puzzles-capturing
## or nothing; $piece: a piece in words (web-common-piece); $error: the
## server's message, a whole sentence. Raichi and Tuichi stay.

web-puzzles-description = Problemes de Tablut: trobeu el moviment que guanya per força, en un moviment o dos, i porteu una puntuació de problemes.
web-puzzles-heading = Problemes
web-puzzles-skip = Salta al problema
web-puzzles-puzzle = Problema
web-puzzles-loading = Carregant un problema…
web-puzzles-board-hint = Feu clic en una peça i després en el seu destí (o arrossegueu-la). Amb el teclat: poseu el focus al tauler, moveu-vos amb les fletxes i feu servir Enter per agafar i deixar.
web-puzzles-solution-intro = La solució (amb les respostes del rival entremig); feu clic en un moviment per veure la posició que en resulta:
web-puzzles-play-solution = Reprodueix la solució
web-puzzles-my-rating = La vostra puntuació de problemes
web-puzzles-streak = Ratxa:
web-puzzles-rule-set = Reglament
web-puzzles-theme = Tema
web-puzzles-any-theme = Qualsevol tema
web-puzzles-theme-escape = El rei escapa
web-puzzles-theme-capture-by-two = Rei capturat entre dos
web-puzzles-theme-capture-by-three = Rei capturat entre tres
web-puzzles-theme-capture-by-four = Rei capturat entre quatre
web-puzzles-theme-against-throne = Contra el tron
web-puzzles-theme-against-corner = Contra una cantonada
web-puzzles-theme-against-camp = Contra un campament
web-puzzles-theme-defender-sacrifice = Un defensor sacrificat
web-puzzles-this-puzzle = Aquest problema
web-puzzles-rating = puntuació
web-puzzles-themes = Temes:
web-puzzles-actions = Accions del problema
web-puzzles-hint-title = Assenyala la peça que cal moure; aleshores el problema compta com a fallat per a la vostra puntuació
web-puzzles-hint = Pista
web-puzzles-give-up-title = Abandona el problema i mostra la solució; compta com a fallat per a la vostra puntuació
web-puzzles-give-up = Mostra la solució
web-puzzles-next = Problema següent
web-puzzles-theme-word = { $theme ->
    [escape] escapada
    [raichi] Raichi
    [tuichi] Tuichi
    [capture-by-two] rei capturat entre dos
    [capture-by-three] rei capturat entre tres
    [capture-by-four] rei capturat entre quatre
    [against-throne] contra el tron
    [against-corner] contra una cantonada
    [against-camp] contra un campament
   *[defender-sacrifice] un defensor sacrificat
}
web-puzzles-rating-not-loaded = No s'ha pogut carregar la vostra puntuació de problemes: { $error }
web-puzzles-board = Tauler del problema
web-puzzles-picked-up = Peça de { $square } ({ $piece }) agafada: { $count ->
    [one] { $count } destí.
   *[other] { $count } destins.
}
# $line: solution (the solution shown) or attempt (the moves played).
web-puzzles-board-label = Tauler del problema, { $line ->
    [solution] la solució després de { $count ->
        [one] { $count } moviment
       *[other] { $count } moviments
    }
   *[attempt] després de { $count ->
        [one] { $count } moviment
       *[other] { $count } moviments
    }
}
web-puzzles-find = Trobeu el moviment guanyador: jugueu amb { $side ->
    [attackers] els atacants
   *[defenders] els defensors
}, guanyeu en { $moves }.
web-puzzles-finish = Molt bé! Ara remateu-lo: jugueu amb { $side ->
    [attackers] els atacants
   *[defenders] els defensors
}, guanyeu en { $moves }.
web-puzzles-replying = Molt bé! { $side ->
    [attackers] Els atacants responen…
   *[defenders] Els defensors responen…
}
web-puzzles-solved = Resolt!
web-puzzles-not-this-time = Aquesta vegada no: es mostra la solució.
web-puzzles-id = Problema { $id }
# $preset: the rule set's name; $link: web-puzzles-the-rules, a link.
web-puzzles-rules-line = Regles { $preset } ({ $side ->
    [attackers] mouen els atacants
   *[defenders] mouen els defensors
}); { $link }.
web-puzzles-the-rules = les regles
web-puzzles-kept-account = Es desa al vostre compte, { $name }. Un “?” indica que encara no és definitiva.
web-puzzles-guest-unrated = Els convidats juguen sense puntuació: inicieu la sessió per tenir una puntuació de problemes.
web-puzzles-not-rated-again = Sense puntuació: només compta el vostre primer intent a cada problema.
web-puzzles-capturing = , capturant a { $squares }
web-puzzles-not-winning = { $move } no guanya per força.
web-puzzles-wins = { $move }{ $capturing } guanya.
web-puzzles-right = { $move } és correcte{ $capturing }. { $side ->
    [attackers] Responen els atacants.
   *[defenders] Responen els defensors.
}
web-puzzles-replied = { $side ->
    [attackers] Els atacants han jugat
   *[defenders] Els defensors han jugat
} { $move }{ $capturing }. Us toca.
web-puzzles-failed = Problema fallat
web-puzzles-side-wins = { $side ->
    [attackers] Guanyen els atacants.
   *[defenders] Guanyen els defensors.
}
web-puzzles-winning-line = La línia guanyadora era { $line }.
web-puzzles-no-line = no disponible
web-puzzles-failed-announce = Fallat. La solució: { $line }.
web-puzzles-solution-not-fetched = No s'ha pogut obtenir la solució: { $error }
web-puzzles-hinted = Pista: moveu la peça de { $square }.
web-puzzles-hint-not-fetched = No s'ha pogut obtenir la pista: { $error }
web-puzzles-asked = Heu demanat la solució.
web-puzzles-all-seen = Ja heu vist tots els problemes d'aquesta selecció: tornem a començar.
web-puzzles-no-theme = Cap problema de { $preset } no té aquest tema: trieu-ne un altre.
web-puzzles-not-loaded = No s'ha pogut carregar cap problema: { $error }
web-puzzles-no-board = El problema { $id } ha arribat sense el seu tauler.
web-puzzles-start = Problema { $id }: jugueu amb { $side ->
    [attackers] els atacants
   *[defenders] els defensors
}, guanyeu en { $moves }.

## web: a game's review (review.html, review.js). $side: attackers or
## defenders; $class: best, good, inaccuracy, mistake or blunder, or
## (where it is said in words) web-review-class; $chance, $before,
## $after: percentages; $score_before, $score_after: the server's
## scores; $attackers, $defenders in web-review-players: the names (links).


web-review-heading = Revisió de la partida
web-review-skip = Salta als moviments
web-review-board = Tauler
web-review-back = Torna a la partida
web-review-steps = Recorreu la partida
web-review-first-key = Primera posició (Inici)
web-review-first = Primera posició
web-review-back-key = Un moviment enrere (←)
web-review-step-back = Un moviment enrere
web-review-forward-key = Un moviment endavant (→)
web-review-forward = Un moviment endavant
web-review-last-key = Última posició (Fi)
web-review-last = Última posició
web-review-analyse = Analitza aquesta posició
web-review-request = Aquesta partida encara no s'ha revisat. El motor valora cada moviment (uns 0,2 s per posició) i assenyala els errors.
web-review-start = Revisa aquesta partida
web-review-reviewing = Revisant…
web-review-graph-caption = Probabilitat de guanyar dels atacants
web-review-graph-note = (per sobre de la línia central van millor els atacants)
web-review-moves = Moviments
web-review-class = { $class ->
    [best] Millor moviment
    [good] Bo
    [inaccuracy] Imprecisió
    [mistake] Error
   *[blunder] Error greu
}
web-review-no-game = No existeix aquesta partida.
web-review-title = Revisió: { $attackers } contra { $defenders }
web-review-unnamed = { $side ->
    [attackers] atacants
   *[defenders] defensors
}
web-review-players = { $attackers } (atacants) contra { $defenders } (defensors) · { $variant }
web-review-in-play = Aquesta partida encara s'està jugant: es podrà revisar quan s'acabi.
web-review-started = La revisió ha començat.
web-review-too-many = Ja teniu dues revisions en marxa; torneu-la a demanar quan n'acabi una.
web-review-not-over = Una partida que encara s'està jugant no es pot revisar.
web-review-queued = Esperant el motor… ({ $done } de { $total } posicions)
web-review-progress = Revisant: { $done } de { $total } posicions
web-review-done = La revisió ha acabat.
web-review-no-moves = La partida no té moviments per revisar.
web-review-no-side-moves = Cap moviment.
web-review-count = { $class ->
    [good] { $count ->
        [one] { $count } bo
       *[other] { $count } bons
    }
    [inaccuracy] { $count ->
        [one] { $count } imprecisió
       *[other] { $count } imprecisions
    }
    [mistake] { $count ->
        [one] { $count } error
       *[other] { $count } errors
    }
    [blunder] { $count ->
        [one] { $count } error greu
       *[other] { $count } errors greus
    }
   *[best] { $count ->
        [one] { $count } millor
       *[other] { $count } millors
    }
}
# $loss: the average loss (a number in bold).
web-review-loss = { $moves ->
    [one] { $moves } moviment
   *[other] { $moves } moviments
}; pèrdua mitjana de { $loss } punts de probabilitat de guanyar
web-review-graph-label = La probabilitat de guanyar dels atacants després de cada moviment; trieu un punt per veure la posició
web-review-point = Moviment { $ply }, { $move } ({ $side ->
    [attackers] atacants
   *[defenders] defensors
}): { $class }; atacants { $chance }
web-review-move-label = Moviment { $ply }, { $side ->
    [attackers] atacants
   *[defenders] defensors
}, { $move }
web-review-move-label-class = Moviment { $ply }, { $side ->
    [attackers] atacants
   *[defenders] defensors
}, { $move }: { $class }
web-review-chance-title = La probabilitat de guanyar dels atacants després del moviment
web-review-better = Millor: { $move }
web-review-better-line = · línia: { $line }
web-review-board-label = Tauler de Tablut, posició després del moviment { $ply } de { $total }
web-review-board-label-better = Tauler de Tablut, posició després del moviment { $ply } de { $total }; la fletxa mostra el moviment millor, { $move }
web-review-step = Moviment { $ply } de { $total }
web-review-start-position = La posició inicial
web-review-start-chances = : probabilitat de guanyar dels atacants { $chance }.
web-review-by = dels { $side ->
    [attackers] atacants
   *[defenders] defensors
}
web-review-chances = Probabilitat de guanyar dels { $side ->
    [attackers] atacants
   *[defenders] defensors
}: { $before } abans, { $after } després (valoració { $score_before } → { $score_after }).
web-review-better-was = Era millor { $move } (la fletxa del tauler).
web-review-engine-line = La línia del motor:
web-review-preferred = El motor preferia { $move }.
web-review-announce = Moviment { $ply }, { $side ->
    [attackers] atacants
   *[defenders] defensors
}: { $move }
web-review-announce-class = Moviment { $ply }, { $side ->
    [attackers] atacants
   *[defenders] defensors
}: { $move }, { $class }

## web: the analysis board (analysis.html, analysis.js, analysis-tree.js,
## analysis-engine.js). $side: attackers or defenders; $result:
## attackers, defenders, draw or over; $place: web-analysis-at-start or
## web-analysis-after-move; $piece: a piece in words (web-common-piece);
## $nodes: a short count ("34 k"); $error: the server's message.

web-analysis-description = Tauler d'anàlisi de Tablut: jugueu qualsevol posició o partida, obriu variants i seguiu les millors línies del motor.
web-analysis-heading = Tauler d'anàlisi
web-analysis-skip = Salta al tauler
web-analysis-board = Tauler
web-analysis-loading = Carregant…
web-analysis-steps = Recorreu els moviments
web-analysis-start-key = Posició inicial (Inici)
web-analysis-start-position = Posició inicial
web-analysis-back-key = Un moviment enrere (←)
web-analysis-back = Un moviment enrere
web-analysis-forward-key = Un moviment endavant (→)
web-analysis-forward = Un moviment endavant
web-analysis-end-key = Final d'aquesta línia (Fi)
web-analysis-end = Final d'aquesta línia
web-analysis-hint = Feu clic en una peça i després en una casella ressaltada (o arrossegueu-la). Fora del tauler, ← → recorren la línia mostrada, i Inici i Fi van als seus extrems.
web-analysis-engine = Motor
web-analysis-on = Activat
web-analysis-connecting = Connectant amb el motor…
web-analysis-lines = Les millors línies del motor
web-analysis-moves = Moviments
web-analysis-tree = Moviments i variants
web-analysis-promote-title = Converteix la línia mostrada en la línia principal
web-analysis-promote = Fes-la línia principal
web-analysis-delete-title = Esborra el moviment mostrat i tots els que el segueixen
web-analysis-delete = Esborra des d'aquí
web-analysis-share = Comparteix
web-analysis-share-label = Enllaç a la posició mostrada
web-analysis-copy-link = Copia l'enllaç
web-analysis-share-help = L'enllaç obre aquesta posició amb els moviments que hi porten.
web-analysis-import = Importeu una partida o una posició
web-analysis-import-label = Partida en format OpenTafl, o una posició
web-analysis-import-help = Enganxeu una partida tal com la dona el botó “Baixa la partida” de la pàgina d'una partida (porta les seves pròpies regles), o una posició en text, que es juga amb el reglament de sota.
web-analysis-import-variant = Reglament (per a una posició)
web-analysis-import-submit = Importa
web-analysis-picked-up = Peça de { $square } ({ $piece }) agafada: { $count ->
    [one] { $count } destí.
   *[other] { $count } destins.
}
web-analysis-at-start = la posició inicial
web-analysis-after-move = després del moviment { $ply }, { $move }
web-analysis-board-label = Tauler d'anàlisi, { $place }
web-analysis-board-label-best = Tauler d'anàlisi, { $place }; la fletxa mostra el millor moviment del motor, { $best }
web-analysis-loading-position = Carregant la posició…
web-analysis-game-over = Partida acabada.
web-analysis-to-move = { $side ->
    [attackers] Mouen els atacants.
   *[defenders] Mouen els defensors.
}
web-analysis-raichi = El rei té una ruta oberta cap a { $routes }.
web-analysis-tuichi = El rei té { $count } rutes obertes ({ $routes }): un sol moviment no les pot tancar totes.
web-analysis-headline = { $result ->
    [attackers] Guanyen els atacants.
    [defenders] Guanyen els defensors.
    [draw] Empat.
   *[over] La partida s'ha acabat.
}
web-analysis-step-start = Inici
web-analysis-step = Moviment { $ply } de { $total }
# $variant: the rule set's name (a link).
web-analysis-variant-rules = Regles { $variant }
web-analysis-engine-off = El motor està apagat.
web-analysis-engine-ready = El motor està a punt.
web-analysis-engine-queued = Esperant el motor…
web-analysis-searching = Cercant… profunditat { $depth }
web-analysis-done = Fet: profunditat { $depth }, { $nodes } posicions en { $seconds } s.
web-analysis-done-nothing = Fet: aquí no hi ha cap moviment per cercar.
web-analysis-engine-over = La partida s'ha acabat en aquesta posició: no hi ha res per cercar.
web-analysis-engine-refused = No es pot contactar amb el motor. Des d'una mateixa adreça es poden obrir com a màxim dos taulers d'anàlisi alhora: tanqueu una altra pestanya d'anàlisi; aquesta ho continua intentant.
web-analysis-engine-lost = S'ha perdut la connexió amb el motor; tornant-ho a provar…
web-analysis-engine-lost-retry = S'ha perdut la connexió amb el motor; nou intent d'aquí a { $seconds } s…
web-analysis-engine-error = El motor ho ha rebutjat: { $error }
web-analysis-engine-error-position = El motor ha rebutjat la posició.
web-analysis-play = Juga { $move }
web-analysis-play-line = Juga la línia fins a { $move }
web-analysis-score-title = La valoració per al bàndol que mou (en soldats, o una victòria o derrota forçada)
web-analysis-chance-title = La probabilitat de guanyar dels atacants després d'aquest moviment
web-analysis-chance = atacants { $chance }
web-analysis-announce-move = Moviment { $ply }: { $move }
web-analysis-at-start-announce = La posició inicial
web-analysis-promoted = Ara aquesta línia és la principal.
web-analysis-deleted = S'han esborrat { $move } i els moviments que el seguien.
web-analysis-refused = Rebutjat: { $error }
web-analysis-played = { $move }.
web-analysis-played-capturing = { $move }, capturant a { $squares }.
web-analysis-game-title = Anàlisi de la partida { $id }
web-analysis-unreachable = No es pot contactar amb el servidor.
web-analysis-link-failed = No s'ha pogut obrir l'enllaç: { $error }
web-analysis-import-empty = Enganxeu primer una partida o una posició.
web-analysis-importing = Important…
web-analysis-record-imported = Partida importada: { $moves ->
    [one] { $moves } moviment
   *[other] { $moves } moviments
}, mostrada des del principi.
web-analysis-position-imported = Posició importada.
web-analysis-record-unreadable = No s'ha pogut llegir la partida: { $error }
web-analysis-position-unreadable = No s'ha pogut llegir la posició: { $error }
web-analysis-start-of = La posició inicial de { $variant }.
web-analysis-link-copied = Enllaç copiat
web-analysis-link-copy-failed = No s'ha pogut copiar l'enllaç: seleccioneu-lo i copieu-lo a mà.
web-analysis-tree-empty = Encara no hi ha moviments: jugueu-ne un al tauler.
web-analysis-move-label = Moviment { $ply }: { $move }
web-analysis-variation-label = Moviment { $ply }: { $move } (variant)

## server: a page that does not exist.

error-page-not-found = No s'ha trobat. Comença una partida a / o consulta l'arxiu a /archive.

## web: els tornejos (tournaments.html, tournament.html, tournaments.js,
## tournament.js, tournament-words.js).

web-nav-tournaments = Tornejos
web-tournament-format = { $format ->
    [swiss] Suís
    [round-robin] Lliga
    [double-round-robin] Lliga a doble volta
    [arena] Arena
   *[groups-knockout] Grups i eliminatòries
}
web-tournament-status = { $status ->
    [created] Sense començar
    [running] En joc
   *[finished] Acabat
}
web-tournament-starts = Comença sol el { $time }
web-tournament-starts-manual = Comença quan l'iniciï el seu creador
web-tournament-round = Ronda { $round } de { $rounds }
web-tournament-rounds-played = { $rounds ->
    [one] { $rounds } ronda jugada
   *[other] { $rounds } rondes jugades
}
web-tournament-arena-left = Queden { $time }
web-tournament-arena-length = { $minutes } minuts
web-tournaments-heading = Tornejos
web-tournaments-description = Tornejos de tablut: suïssos, lligues, arenes i grups amb eliminatòries. Mira què hi ha, apunta't a un o crea el teu.
web-tournaments-skip = Ves als tornejos
web-tournaments-intro = Juga una sèrie de partides contra altres jugadors: el torneig aparella les rondes, porta la classificació i t'obre la partida següent.
web-tournaments-loading = Carregant els tornejos…
web-tournaments-failed = No s'han pogut carregar els tornejos.
web-tournaments-running = En joc
web-tournaments-upcoming = Encara sense començar
web-tournaments-finished = Acabats
web-tournaments-running-empty = Ara mateix no es juga cap torneig.
web-tournaments-upcoming-empty = Cap torneig espera per començar.
web-tournaments-finished-empty = Encara no ha acabat cap torneig.
web-tournaments-col-name = Torneig
web-tournaments-col-format = Format
web-tournaments-rule-set = Regles
web-tournaments-col-clock = Ritme
web-tournaments-col-players = Jugadors
web-tournaments-col-when = Quan
web-tournaments-invitation-badge = per invitació
web-tournaments-create = Crea un torneig
web-tournaments-guest = Inicia la sessió per crear un torneig o apuntar-t'hi.
web-tournaments-guest-link = Inicia la sessió o crea un compte
web-tournaments-name = Nom
web-tournaments-format-help = { $format ->
    [swiss] Un nombre fix de rondes; a cada una s'enfronten jugadors amb la mateixa puntuació, mai dues vegades.
    [round-robin] Tothom juga contra tothom una vegada; les rondes depenen del nombre de jugadors.
    [double-round-robin] Tothom juga contra tothom dues vegades, canviant de bàndol la segona.
    [arena] Durant un temps fix: qui acaba una partida rep rival de seguida. Dues victòries seguides comencen una ratxa, i llavors cada partida compta doble.
   *[groups-knockout] Primer grups de tots contra tots, després eliminatòries entre els millors de cada grup.
}
web-tournaments-rounds = Rondes
web-tournaments-minutes = Durada en minuts
web-tournaments-group-size = Jugadors per grup
web-tournaments-qualifiers = Classificats per grup
web-tournaments-clock = Ritme de joc
web-tournaments-live = En directe
web-tournaments-correspondence = Per correspondència
web-tournaments-match = Partides per aparellament
web-tournaments-match-two = Dues partides, canviant de bàndol
web-tournaments-match-single = Una partida
web-tournaments-rated = Partides puntuables
web-tournaments-rated-presets = Només poden puntuar les partides amb les regles d'un reglament predefinit.
web-tournaments-starts-at = Comença sol el
web-tournaments-optional = (opcional)
web-tournaments-starts-at-help = Si el deixes buit, comença quan premis Comença a la seva pàgina.
web-tournaments-conditions = Qui s'hi pot apuntar
web-tournaments-min-rating = Puntuació mínima
web-tournaments-min-games = Mínim de partides puntuables
web-tournaments-bots = S'hi admeten bots
web-tournaments-invited = Jugadors convidats
web-tournaments-invited-help = Noms de compte separats per comes. Si el deixes buit, s'hi pot apuntar qualsevol.
web-tournaments-submit = Crea el torneig
web-tournaments-sending = Creant el torneig…
web-tournaments-name-needed = Posa un nom al torneig.
web-tournaments-made = { $name } està creat.
web-tournament-heading = Torneig
web-tournament-description = Un torneig de tablut: la classificació, les rondes i les partides, en directe.
web-tournament-skip = Ves a la classificació
web-tournament-loading = Carregant el torneig…
web-tournament-missing = Aquest torneig no existeix
web-tournament-missing-text = No hi ha cap torneig amb aquesta adreça.
web-tournament-back = Tots els tornejos
web-tournament-facts = { $variant }, { $clock }, { $rated ->
    [yes] puntuable
   *[no] amistós
}, { $match ->
    [single] una partida per aparellament
   *[two-games] dues partides per aparellament
}
web-tournament-groups-facts = grups de { $size }, se'n classifiquen { $qualifiers } de cada un
web-tournament-by = Creat per { $name }
web-tournament-min-rating = Puntuació d'almenys { $rating }
web-tournament-min-games = { $count ->
    [one] Almenys { $count } partida puntuable
   *[other] Almenys { $count } partides puntuables
}
web-tournament-no-bots = Sense bots
web-tournament-invitation = Per invitació: { $names }
web-tournament-join = Apunta-m'hi
web-tournament-rejoin = Torna-m'hi a apuntar
web-tournament-resume = Torno
web-tournament-withdraw = Retira-m'hi
web-tournament-pause = Fes una pausa
web-tournament-start = Comença ara
web-tournament-guest = Inicia la sessió per apuntar-te a aquest torneig.
web-tournament-joined = Ets al torneig.
web-tournament-withdrawn = T'has retirat: ja no se't tornarà a aparellar.
web-tournament-started = El torneig ha començat.
web-tournament-paused = Fas una pausa: no se't aparellarà fins que tornis.
web-tournament-bye = Descanses a la ronda { $round }: compta com a victòria, i jugues a la següent.
web-tournament-your-game = La teva partida contra { $name } (tauler { $board }) està en joc.
web-tournament-go = Ves a la teva partida
web-tournament-your-pairing = En aquesta ronda jugues contra { $name } (tauler { $board }).
web-tournament-your-result = Aquesta ronda contra { $name }: { $result }.
web-tournament-opening = La teva partida comença…
web-tournament-notify-title = Ha començat una ronda del torneig
web-tournament-notify-body = { $tournament }: ha començat la teva partida contra { $name }.
web-tournament-standings = Classificació
web-tournament-standings-empty = Encara no ha acabat cap partida.
web-tournament-group = Grup { $group }
web-tournament-col-rank = #
web-tournament-col-player = Jugador
web-tournament-col-points = Punts
web-tournament-col-buchholz = Buchholz
web-tournament-buchholz = Buchholz: els punts dels rivals del jugador
web-tournament-col-sb = SB
web-tournament-sonneborn-berger = Sonneborn-Berger: els punts dels rivals vençuts i la meitat dels d'aquells amb qui va fer taules
web-tournament-col-wins = Victòries
web-tournament-col-games = Partides
web-tournament-col-byes = Descansos
web-tournament-streak = En ratxa: cada partida compta doble
web-tournament-pairings = Aparellaments
web-tournament-pairings-round = Ronda { $round }
web-tournament-pairings-empty = No s'està jugant cap ronda.
web-tournament-col-board = Tauler
web-tournament-col-first = Ataca primer
web-tournament-col-second = Defensa primer
web-tournament-col-result = Resultat
web-tournament-bye-word = descans
web-tournament-in-play = en joc
web-tournament-game-n = Partida { $n }
web-tournament-watch-game = Mira la partida { $n }
web-tournament-stage = { $stage ->
    [groups] Grups
   *[knockout] Eliminatòries
}
web-tournament-goes-through = { $name } passa a la fase següent
web-tournament-crosstable = Taula creuada
web-tournament-crosstable-help = Cada casella té els punts del jugador de la fila contra el de la columna, un nombre per aparellament. Tria un nom per veure les rondes d'aquest jugador.
web-tournament-crosstable-empty = La taula creuada s'omple quan s'aparella la primera ronda.
web-tournament-cross-title = { $player } contra { $opponent }: { $result }
web-tournament-player-results-heading = Les rondes d'un jugador
web-tournament-player-hint = Tria un jugador a la classificació o a la taula creuada per veure les seves rondes.
web-tournament-profile = Perfil
web-tournament-col-round = Ronda
web-tournament-col-opponent = Rival
web-tournament-col-side = Bàndols
web-tournament-side = { $side ->
    [first] ataca primer
   *[second] defensa primer
}
web-tournament-entrants = Jugadors
web-tournament-entrants-empty = Encara no s'hi ha apuntat ningú.
web-tournament-withdrawn-mark = retirat
web-tournament-paused-mark = en pausa
web-tournament-export = Baixa
web-tournament-export-json = Classificació i partides (JSON)
web-tournament-export-otn = Totes les partides en format OpenTafl
web-tournament-pairings-arena = Partides en joc
web-tournament-col-winner = Passa
web-tournament-won-by = Guanyat per { $names }

## server and web: e-mail (crates/tablut-server/src/mail, mail.html,
## mail.js, the account page).

error-mail-off = aquest servidor no envia correu electrònic
error-mail-bot = un bot no té adreça de correu
error-mail-too-many = massa enllaços de verificació en una hora: torna-ho a provar més tard
error-mail-none = el compte no té adreça de correu
error-mail-token = aquest enllaç ja no funciona: els enllaços funcionen una vegada, durant un temps limitat
error-mail-unsubscribe-key = aquest enllaç de baixa no l'ha enviat aquest servidor
error-mail-unsubscribe-what = '{ $what }' no és turns, deadlines, challenges ni all
error-mail-address = '{ $email }' no és una adreça de correu
error-mail-login = inicia la sessió per gestionar la teva adreça de correu
mail-hello = Hola, { $name }:
mail-footer = Reps aquest correu pel teu compte de tablut. Per no rebre més correus com aquest, obre:
    { $link }
mail-verify-subject = Verifica la teva adreça de correu per a tablut
mail-verify-body = Obre aquest enllaç per confirmar que aquesta adreça és teva:
    { $link }

    Si no vas donar aquesta adreça a tablut, ignora aquest correu: no s'hi enviarà res.
mail-reset-subject = Restableix la teva contrasenya de tablut
mail-reset-body = Algú ha demanat restablir la contrasenya del teu compte. Obre aquest enllaç abans d'una hora per triar-ne una de nova:
    { $link }

    Si no has estat tu, ignora aquest correu: la contrasenya queda com estava.
mail-turns-subject = { $games ->
    [one] Et toca en una partida per correspondència
   *[other] Et toca en { $games } partides per correspondència
}
mail-turns-body = { $games ->
    [one] El teu rival ha mogut. Et toca en aquesta partida:
   *[other] Els teus rivals han mogut. Et toca en aquestes partides:
}
mail-turns-line = - contra { $opponent }: { $link }
mail-deadline-subject = Se t'acaba el temps contra { $opponent }
mail-deadline-body = { $hours ->
    [one] Et queda menys d'una hora
   *[other] Et queden menys de { $hours } hores
} per a la teva jugada contra { $opponent }; després, la partida es perd per temps:
    { $link }
mail-challenge-subject = { $player } et desafia a una partida de tablut
mail-challenge-body = { $player } et desafia a una partida per correspondència ({ $variant }, { $clock }). Accepta-la o rebutja-la a la sala:
    { $link }
web-mail-heading = Correu electrònic
web-mail-off = Aquest servidor no envia correu electrònic.
web-mail-help = Dona una adreça per saber quan et toca a les partides per correspondència, quan falta un dia per a un termini i quan et desafien, i per restablir una contrasenya oblidada. Ningú més la veu.
web-mail-address = Adreça de correu
web-mail-save = Desar i enviar un enllaç
web-mail-unverified = S'ha enviat un enllaç a { $email }: obre'l per començar a rebre correu.
web-mail-verified = El correu va a { $email }.
web-mail-choices = Envia'm un correu quan
web-mail-turns = em toqui en una partida per correspondència (com a molt un correu per partida cada hora)
web-mail-deadlines = el meu temps per a una jugada s'acabi en menys d'un dia
web-mail-challenges = algú em desafiï
web-mail-remove = Treure l'adreça
web-mail-saved = Desat.
web-mail-failed = No ha funcionat: { $error }
web-mail-forgot = Has oblidat la contrasenya?
web-mail-verify-heading = Verifica la teva adreça
web-mail-verify-working = S'està verificant l'adreça…
web-mail-verify-done = La teva adreça { $email } està verificada.
web-mail-reset-heading = Restableix la contrasenya
web-mail-reset-who = Nom del compte o adreça de correu
web-mail-reset-send = Enviar un enllaç
web-mail-reset-sent = Si aquest compte té una adreça verificada, li arriba un enllaç. Funciona durant una hora.
web-mail-reset-new = Contrasenya nova
web-mail-reset-save = Posar la contrasenya
web-mail-reset-done = La contrasenya ha canviat i s'han tancat totes les sessions del compte.
web-mail-log-in = Inicia la sessió
web-mail-unsubscribe-heading = Deixar de rebre correu
web-mail-unsubscribe-what = { $what ->
    [turns] Deixar de rebre els correus que et diuen que et toca?
    [deadlines] Deixar de rebre els avisos abans d'un termini?
    [challenges] Deixar de rebre els correus de desafiaments?
   *[all] Deixar de rebre tot el correu de tablut?
}
web-mail-unsubscribe-button = Deixar de rebre'ls
web-mail-unsubscribe-done = Fet: no s'enviaran més correus com aquests a { $email }. Els pots tornar a activar a la pàgina del teu compte.
web-mail-no-link = Aquest enllaç és incomplet: obre l'enllaç sencer del correu.

# The game page's screen-reader mode (assets/blind.js).
web-blind-toggle-on = Mode lector de pantalla: activat
web-blind-toggle-off = Mode lector de pantalla: desactivat
web-blind-heading = Mode lector de pantalla
web-blind-input-label = La vostra jugada (e3-e1) o una ordre
web-blind-send = Envia
web-blind-help = Escriviu una jugada com e3-e1 i premeu Retorn. Ordres: b tota la posició; a els atacants; d els defensors; r 3 la fila 3; f e la columna e; e3 les jugades de la peça a e3; l l'última jugada; c els rellotges; s a qui toca; h aquesta ajuda.
web-blind-live-label = El que passa
web-blind-position = La posició
web-blind-turned-on = Mode lector de pantalla activat: escriviu les jugades al camp de text.
web-blind-turned-off = Mode lector de pantalla desactivat.
# $result: the game's result in a sentence.
web-blind-finished = La partida ha acabat: { $result }
web-blind-to-move = { $you ->
    [yes] { $side ->
        [attackers] Juguen els atacants: us toca a vós.
       *[defenders] Juguen els defensors: us toca a vós.
    }
   *[no] { $side ->
        [attackers] Juguen els atacants.
       *[defenders] Juguen els defensors.
    }
}
web-blind-no-last-move = Encara no s'ha jugat cap jugada.
web-blind-last = { $side ->
    [attackers] Última jugada: atacants, { $move }.
   *[defenders] Última jugada: defensors, { $move }.
}
# $squares: the captured squares, listed the language's way.
web-blind-last-capturing = { $side ->
    [attackers] Última jugada: atacants, { $move }, capturant { $squares }.
   *[defenders] Última jugada: defensors, { $move }, capturant { $squares }.
}
web-blind-attackers = Atacants, { $count ->
    [one] { $count } peça
   *[other] { $count } peces
}: { $squares }.
web-blind-defenders = Defensors, { $count ->
    [one] { $count } peça
   *[other] { $count } peces
}: el rei a { $king }; { $squares }.
web-blind-none = cap
web-blind-square = { $square } { web-common-piece }
web-blind-rank = Fila { $rank }: { $squares }.
web-blind-file = Columna { $file }: { $squares }.
web-blind-square-empty = { $square } és buida.
web-blind-no-moves = { $square }, { web-common-piece }: cap jugada legal ara.
web-blind-moves = { $square }, { web-common-piece }: { $count ->
    [one] { $count } jugada
   *[other] { $count } jugades
} a { $squares }.
web-blind-sending = { $move } enviada.
# $reason: why the move was refused, in a sentence.
web-blind-refused = { $move } rebutjada: { $reason }
web-blind-unknown = No s'ha entès: { $text }. Escriviu h per a l'ajuda.
# The puzzle page's second hint: the whole move.
web-puzzles-hint-again = Pista: mostra la jugada
web-puzzles-hint-again-title = Mostra la jugada guanyadora sencera: on va la peça indicada
web-puzzles-hinted-move = Pista: moveu { $from } a { $to }.
# The game page's heading, for screen readers only.
web-game-heading = Partida de tablut
