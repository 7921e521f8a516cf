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
# $what: player, bot, own-bot, language, seek, open-seek, puzzle, review
# o rating-pool.
error-not-found = { $what ->
    [player] no hi ha cap jugador
    [bot] no hi ha cap bot
    [own-bot] no teniu cap bot
    [language] no hi ha cap llengua
    [seek] no hi ha cap proposta de partida
    [open-seek] no hi ha cap proposta de partida oberta
    [puzzle] no hi ha cap problema
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
error-name-length = un nom de compte té de { $min } a { $max } caràcters
error-name-characters = un nom de compte només porta lletres, xifres, '-' i '_', no '{ $char }'
error-password-short = una contrasenya té com a mínim { $min } caràcters
error-password-long = una contrasenya té com a màxim { $max } bytes
error-hashing = ha fallat el xifratge de la contrasenya: { $detail }
error-too-many-registrations = massa comptes registrats des d'aquesta adreça; torneu-ho a provar d'aquí a uns minuts
error-too-many-failures = massa inicis de sessió fallits des d'aquesta adreça; torneu-ho a provar d'aquí a uns minuts
error-wrong-login = nom de compte o contrasenya incorrectes
error-account-locked = massa inicis de sessió fallits en aquest compte; torneu-ho a provar d'aquí a { $seconds } s
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
illegal-repetition = { $move }: { $side ->
    [attackers] els atacants han
   *[defenders] els defensors han
} de variar: aquest moviment faria que una posició es donés per 4a vegada
illegal-game-over = { $move }: la partida s'ha acabat ({ $outcome })
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
tui-line-no-hint = no hi ha pista: la partida s'ha acabat ({ $outcome })
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
tui-load-resigned = (el registre diu que { $side ->
    [attackers] els atacants van abandonar
   *[defenders] els defensors van abandonar
})
