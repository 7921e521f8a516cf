## Catálogo español de tablut: una traducción de en.ftl, con las mismas
## claves y los mismos { $argumentos }. Términos de Ludoteka (000) y del
## resumen de Cartier (004): rey, atacantes, defensores, soldados, trono,
## esquinas, borde.

language-name = Español
# Números: el separador decimal y el de los grupos de tres cifras (a
# partir de 10.000).
number-decimal = ,
number-group = .

## Bandos, resultados y cómo termina una partida. Selectores: $side es
## `attackers` o `defenders`.

side-name = { $side ->
    [attackers] los atacantes
   *[defenders] los defensores
}
side-title = { $side ->
    [attackers] Atacantes
   *[defenders] Defensores
}
outcome-win = { $side ->
    [attackers] ganan los atacantes.
   *[defenders] ganan los defensores.
}
outcome-draw = la partida termina en empate.
end-escape = El rey escapó a { $square }: { $outcome }
end-escape-anywhere = El rey escapó: { $outcome }
end-king-captured = El rey fue capturado en { $square }: { $outcome }
end-king-captured-anywhere = El rey fue capturado: { $outcome }
end-no-moves = { $side ->
    [attackers] Los atacantes no tienen
   *[defenders] Los defensores no tienen
} ningún movimiento legal: { $outcome }
end-no-moves-anyone = El bando al que le toca mover no tiene ningún movimiento legal: { $outcome }
end-repetition = La misma posición se dio por { $occurrence ->
    [1] primera
    [2] segunda
    [3] tercera
    [4] cuarta
    [5] quinta
    [6] sexta
    [7] séptima
    [8] octava
    [9] novena
    [10] décima
    [11] undécima
   *[other] { $occurrence }.ª
} vez: { $outcome }
end-stopped-drawn = La partida se detuvo y se dio por empatada.
end-resigned = { $side ->
    [attackers] Los atacantes
   *[defenders] Los defensores
} abandonaron: { $outcome }
end-time = { $side ->
    [attackers] Los atacantes
   *[defenders] Los defensores
} se quedaron sin tiempo: { $outcome }
# $cause: illegal-move, crash, disconnect, timeout u other; $detail está
# vacío o es una explicación breve entre paréntesis, con un espacio delante.
end-forfeit = { $side ->
    [attackers] Los atacantes
   *[defenders] Los defensores
} quedaron descalificados{ $cause ->
    [illegal-move] { " " }por un movimiento ilegal
    [crash] { " " }porque su programa falló
    [disconnect] { " " }por perder la conexión
    [timeout] { " " }por no responder a tiempo
   *[other] { "" }
}{ $detail }: { $outcome }
end-agreement = Los jugadores acordaron el empate.
end-abort = La partida se anuló: sin resultado.
end-adjudication = Decisión arbitral{ $detail }: { $outcome }

## Puntuaciones, para el bando al que le toca mover.

win-in = gana en { $moves ->
    [one] { $moves } movimiento
   *[other] { $moves } movimientos
}
loss-in = pierde en { $moves ->
    [one] { $moves } movimiento
   *[other] { $moves } movimientos
}

## Los reglamentos, para los jugadores.

preset-ludoteka = Ludoteka (español/inglés): empiezan los defensores, el rey escapa a una esquina y captura como las demás fichas; cae con 3 atacantes contra el borde o con 2 junto a una esquina
preset-catalan = Texto catalán: empiezan los atacantes, el rey escapa a una esquina, las cinco casillas reales capturan cuando están vacías, el rey nunca es capturado contra el borde
preset-brainking = BrainKing (neerlandés): empiezan los defensores, el rey escapa a cualquier casilla del borde, el rey no captura, el trono queda cerrado cuando el rey sale de él
preset-cartier = El Linneo de Cartier: empiezan los atacantes, el rey escapa al borde, nadie entra en el trono ni pasa por él, lejos del trono el rey cae con 2 atacantes, los atacantes deben variar las repeticiones
preset-ashton = Ashton (Tablut Challenge, tal como se publicó): empiezan los defensores, casillas de escape, campamentos de los que solo salen las negras, el trono y los campamentos capturan, empate cuando una posición se da por 2.ª vez
preset-ashton-server = Ashton tal como lo juega el servidor Java del Challenge: los centros de los campamentos no capturan a las negras, la posición inicial no cuenta para la repetición

## Cada regla, para los jugadores.

flag-first = Bando que hace el primer movimiento.
flag-escape = Casillas por las que escapa el rey (tiles: el borde sin las esquinas ni los campamentos).
flag-corners-king-only = Solo el rey puede detenerse en una esquina.
flag-king-reenter = El rey puede volver a detenerse en el trono después de salir de él.
flag-throne-crossable = Las fichas pueden pasar por encima del trono vacío.
flag-corner-hostile = Las esquinas vacías cuentan como ficha enemiga y capturan soldados de ambos bandos.
flag-throne-hostile = El trono vacío cuenta como ficha enemiga y captura soldados de ambos bandos.
flag-linnaean-throne = Con el rey en el trono, un defensor junto al trono puede ser capturado contra él si las otras 3 casillas junto al trono tienen atacantes.
flag-occupied-throne-hostile = Con el rey en el trono, un defensor junto al trono puede ser capturado siempre contra él.
flag-camps = Quién puede atravesar los campamentos, las 16 casillas iniciales de los atacantes, o detenerse en ellos.
flag-camp-hostile = Las casillas de campamento capturan soldados y cuentan como atacante contra el rey (server: los centros no capturan atacantes).
flag-king-armed = El rey captura cuando es él quien mueve.
flag-captures-on-escape = El rey que escapa aún captura en su último movimiento.
flag-king-anvil = El rey captura como ficha quieta: un soldado suyo puede capturar contra él.
flag-king-edge-capture = El rey en una casilla del borde es capturado por 3 atacantes.
flag-king-corner-capture = El rey junto a una esquina es capturado por 2 atacantes.
flag-king-custodial = Lejos del trono, el rey es capturado por 2 atacantes, uno a cada lado.
flag-repetition = Empate cuando una posición se da por 3.ª vez / 4.ª vez prohibida / sin efecto / empate a la 2.ª vez / empate a la 2.ª vez sin contar la posición inicial.
flag-must-vary = Bando que no puede dar una posición por 4.ª vez cuando repetition=vary.
flag-repeats-allowed = Repeticiones adicionales permitidas antes del empate (con second y server).
flag-no-moves = Resultado para un bando sin ningún movimiento legal.

## `tablut rules` en el terminal.

rules-list-heading = Reglamentos (elige uno con --variant NOMBRE):
rules-list-footer = Para ver todas las reglas de uno, `tablut rules NOMBRE`; para cambiar reglas sueltas, --rule NOMBRE=VALOR o una variante como ludoteka:king_armed=false.
rules-set = Reglamento: { $name }
rules-preset = Reglamento base: { $name }
rules-column-rule = regla
rules-column-value = valor
rules-column-meaning = significado
rules-changed = { $count ->
    [one] { $count } regla difiere de { $preset }.
   *[other] { $count } reglas difieren de { $preset }.
}

## The pages: shared.

web-language-menu = Idioma

## server: errores, en el idioma de la petición (crates/tablut-server).
## Los códigos `error` de la API no cambian nunca; estos son los
## `message`. Los detalles tras dos puntos ({ $detail }) vienen de la
## biblioteca de reglas o de un analizador y quedan en inglés: son para
## quienes programan clientes.

error-too-large = la petición ocupa más de { $limit } bytes
error-no-game = no hay ninguna partida '{ $id }'; revisa el enlace o empieza una partida nueva
# $what: player, bot, own-bot, language, seek, open-seek, puzzle,
# puzzle-attempt, review
# o rating-pool.
error-not-found = { $what ->
    [player] no hay ningún jugador
    [bot] no hay ningún bot
    [own-bot] no tienes ningún bot
    [language] no hay ningún idioma
    [seek] no hay ninguna propuesta de partida
    [open-seek] no hay ninguna propuesta de partida abierta
    [puzzle] no hay ningún problema
    [puzzle-attempt] no hay ningún intento de problema
    [review] no hay ninguna revisión de la partida
    [rating-pool] no hay ninguna clasificación (un reglamento base: ludoteka, catalan, ...)
   *[other] no hay nada
} '{ $name }'
error-stale = la partida tiene { $actual ->
    [one] { $actual } movimiento
   *[other] { $actual } movimientos
}, no { $sent }: vuelve a mirar el tablero
error-waiting = tu amigo aún no ha abierto la invitación; envíale el enlace
error-game-over = la partida ha terminado
error-name-taken = el nombre '{ $name }' ya está ocupado; elige otro
# $what: password, delete-account, keep-games, list-games, make-bot,
# list-bots, bot-token, rated-game, challenge o puzzle-rating.
error-login-required = { $what ->
    [password] para cambiar la contraseña
    [delete-account] para borrar una cuenta
    [keep-games] para guardar partidas en una cuenta
    [list-games] para ver tus partidas
    [make-bot] para crear un bot
    [list-bots] para ver tus bots
    [bot-token] para la clave de un bot
    [rated-game] para una partida puntuada
    [challenge] para desafiar a un jugador
    [puzzle-rating] para que el servidor guarde tu puntuación de problemas
    [tournament] para jugar u organizar un torneo
   *[other] para esto
} hace falta una cuenta: inicia sesión o regístrate primero
error-cross-site = esta petición venía de la página de otro sitio y se ha rechazado; usa las páginas de tablut
error-game-damaged = la partida guardada { $id } está dañada: { $detail }
error-not-stored = no se pudo guardar la partida; no ha cambiado nada, inténtalo de nuevo
error-busy = la partida no dejaba de cambiar; vuelve a mirar el tablero e inténtalo de nuevo
error-no-api = no hay ninguna API en { $path }
error-body-unreadable = no se pudo leer el cuerpo de la petición: { $detail }
error-body-invalid = la petición no es válida: { $detail }
error-query = los parámetros de la dirección no son válidos: { $detail }
error-variant = variante: { $detail }
error-clock = reloj: { $detail }
error-position = posición: { $detail }
error-record = registro: { $detail }
error-result = resultado: { $detail }
error-address-unknown = no se conoce la dirección de la conexión

## server: movimientos, partidas y asientos.

error-move-syntax = '{ $text }' no es un movimiento: escribe la casilla de salida y la de llegada unidas por '-', como e3-e1
error-move-not-a-line = '{ $text }' no es un movimiento: las fichas se mueven en línea recta por una fila o columna, como la torre del ajedrez
error-move-square = en el movimiento '{ $text }': '{ $square }' no es una casilla: escribe una columna de la a a la i y luego una fila del 1 al 9, como e5
# $to_move y $seat: attackers o defenders.
error-not-your-turn = { $to_move ->
    [attackers] les toca mover a los atacantes
   *[defenders] les toca mover a los defensores
}, y tú juegas con { $seat ->
    [attackers] los atacantes
   *[defenders] los defensores
}
error-clock-friends-only = el reloj es para partidas entre dos jugadores (opponent: friend)
error-invitation-used = esta invitación ya se ha usado; pide a tu amigo el enlace de la partida para verla
error-invitation-invalid = esta invitación no es válida para esta partida
error-account-no-seat = tu cuenta no juega en esta partida; puedes verla
error-secret-no-seat = esta clave no corresponde a ningún bando de esta partida; puedes verla
error-bearer = envía la clave de tu bando como 'Authorization: Bearer SECRET'
error-bot-token = esta clave de bot no es válida
error-bot-token-replaced = esta clave de bot no es válida (quizá se ha sustituido); pide una nueva en la página de la cuenta de su dueño
error-undo-for-player = deshacer es cosa del jugador
error-undo-ask-takeback = en una partida entre dos jugadores, pide a tu rival deshacer la jugada
error-undo-resigned = la partida se abandonó; empieza una revancha
error-undo-nothing = no tienes ningún movimiento que deshacer
error-rematch-not-over = la revancha se puede proponer cuando la partida ha terminado
# $what: draw, decline-draw, takeback, decline-takeback o abort.
error-friends-only = { $what ->
    [draw] ofrecer empate
    [decline-draw] rechazar un empate
    [takeback] deshacer la jugada
    [decline-takeback] rechazar deshacer la jugada
    [abort] anular la partida
   *[other] esto
} solo es posible en partidas entre dos jugadores
error-between-players = { $what ->
    [draw] ofrecer empate
    [decline-draw] rechazar un empate
    [takeback] deshacer la jugada
    [decline-takeback] rechazar deshacer la jugada
    [abort] anular la partida
   *[other] esto
} es cosa de los dos jugadores
error-no-draw-offer = no hay ninguna oferta de empate que rechazar
error-no-takeback-request = no hay ninguna petición de deshacer la jugada que rechazar
error-takeback-nothing = no hay ningún movimiento que deshacer
error-takeback-none-yet = todavía no has hecho ningún movimiento que deshacer
error-abort-too-late = los dos bandos ya han movido: la partida ya no se puede anular; abandona u ofrece empate
error-chat-empty = la línea de chat está vacía
error-chat-too-long = una línea de chat tiene como máximo { $max } caracteres
error-name-too-long = un nombre tiene como máximo { $max } caracteres
error-no-hints-friends = no hay pistas en una partida entre dos jugadores
error-hint-side-to-move = la pista es para el bando al que le toca mover
error-hint-stopped = se detuvo la búsqueda de la pista
error-hint-running = ya se está buscando una pista para esta partida; espérala
error-no-legal-move = no hay ningún movimiento legal
error-hints-for-players = las pistas son para los jugadores
error-watching = esta conexión solo mira; envía { "{" }"type":"auth","secret":...{ "}" } para jugar
error-auth-needs-secret = auth necesita un "secret" (o inicia sesión para jugar en los bandos de tu cuenta)
error-text-messages-only = envía mensajes de texto JSON
error-not-a-command = el mensaje no es una orden: { $detail }
error-not-json = el mensaje no es JSON: { $detail }
error-message-too-big = un mensaje ocupa como máximo { $max } bytes
error-not-websocket = esta dirección solo acepta conexiones WebSocket
error-message-unreadable = no se pudo leer el mensaje: { $detail }
error-archive-before = before es MS o MS:ID, el cursor de la última fila mostrada

## server: límites.

error-too-many-connections = como máximo { $max ->
    [one] { $max } conexión
   *[other] { $max } conexiones
} a la vez desde una misma dirección; cierra algunas pestañas
error-too-many-games = como máximo { $max ->
    [one] { $max } partida nueva
   *[other] { $max } partidas nuevas
} por minuto desde una misma dirección; espera un poco
error-too-many-messages = más de { $rate ->
    [one] { $rate } mensaje
   *[other] { $rate } mensajes
} por segundo; ve más despacio
error-too-many-hints = como máximo { $max } pistas por minuto desde una misma dirección; espera un poco
error-too-many-puzzle-attempts = como máximo { $max } intentos de problema por minuto desde una misma { $who ->
    [account] cuenta
   *[address] dirección
}; espera un poco
error-too-many-searches = como máximo { $max } búsquedas del ordenador a la vez desde una misma dirección; espera las respuestas del ordenador
error-too-many-analyses = como máximo { $max } tableros de análisis a la vez desde una misma dirección; cierra otra pestaña de análisis
error-too-many-reviews = como máximo { $max } revisiones a la vez desde una misma dirección; espera a que termine una

## server: la sala, las cuentas, los bots.

error-rated-presets-only = las partidas puntuadas se juegan con las reglas de un reglamento base (ludoteka, catalan, brainking, cartier, ashton, ashton-server); las reglas cambiadas son para partidas amistosas
error-challenge-yourself = no puedes desafiarte a ti mismo
error-too-many-seeks = como máximo { $max } propuestas de partida abiertas a la vez; cancela una primero
error-seek-gone = esta propuesta de partida ya se aceptó o ha caducado; elige otra
error-challenge-for-another = este desafío es para otro jugador
error-own-seek = es tu propia propuesta de partida; espera a que otro la acepte
error-seek-damaged = la propuesta de partida guardada está dañada: { $detail }
error-seek-taken-pick = otra persona aceptó esta propuesta de partida hace un momento; elige otra
error-seek-not-yours = solo quien hizo la propuesta de partida (o el jugador desafiado) puede retirarla
error-seek-taken = otra persona aceptó esta propuesta de partida hace un momento
error-tournament-name = un torneo necesita un nombre de 1 a { $max } caracteres
error-tournament-rounds = un torneo suizo necesita entre 1 y { $max } rondas
error-tournament-finished = este torneo ha terminado
error-tournament-closed-field = un todos contra todos no admite jugadores nuevos una vez empezado
error-tournament-joined = ya estás inscrito en este torneo
error-tournament-not-in = no juegas en este torneo
error-tournament-creator-only = solo quien creó el torneo puede empezarlo
error-tournament-started = este torneo ya ha empezado
error-tournament-few-players = un torneo necesita al menos 2 jugadores para empezar
error-tournament-too-many-rounds = { $players } jugadores pueden jugar como mucho { $max } rondas sin enfrentarse dos veces
error-tournament-pairing = no se pudo emparejar esta ronda: { $detail }
error-tournament-arena-live = una arena se juega con reloj en vivo, no por correspondencia
error-tournament-minutes = una arena dura entre 1 y { $max } minutos
error-tournament-groups = los grupos tienen entre 2 y { $max } jugadores, y pasan entre 1 y todos ellos
error-tournament-invited = un torneo puede invitar a { $max } jugadores como máximo
error-tournament-no-bots = este torneo no está abierto a bots
error-tournament-invitation = este torneo es por invitación y no estás invitado
error-tournament-min-rating = este torneo pide una puntuación de { $min } o más en su reglamento; la tuya es { $rating }
error-tournament-min-games = este torneo pide { $min } partidas puntuadas en su reglamento; has jugado { $games }
error-tournament-pause-arena = solo los jugadores de una arena pueden hacer una pausa; retírate en su lugar
error-conditional-correspondence = las jugadas condicionales son para partidas por correspondencia, donde cada bando juega desde su propio asiento
error-conditional-your-turn = te toca: juega tu jugada; las jugadas condicionales responden a la próxima jugada del rival
error-conditional-too-many = como máximo { $max } líneas de jugadas condicionales
error-conditional-shape = línea { $line }: una jugada del rival, luego tu respuesta, y así: un número par de jugadas, { $max } como máximo
error-conditional-illegal = línea { $line }: { $move } no se puede jugar ahí
error-name-length = un nombre de cuenta tiene de { $min } a { $max } caracteres
error-name-characters = un nombre de cuenta solo lleva letras, cifras, '-' y '_', no '{ $char }'
error-name-reserved = el nombre '{ $name }' está reservado, o se parece demasiado a un nombre que usa el propio servidor (Guest, Friend, tablut, admin …); elige otro
error-password-short = una contraseña tiene al menos { $min } caracteres
error-password-long = una contraseña tiene como máximo { $max } bytes
error-hashing = falló el cifrado de la contraseña: { $detail }
error-too-many-registrations = demasiadas cuentas registradas desde esta dirección; vuelve a intentarlo dentro de unos minutos
error-too-many-failures = demasiados inicios de sesión fallidos desde esta dirección; vuelve a intentarlo dentro de unos minutos
error-wrong-login = nombre de cuenta o contraseña incorrectos
error-account-locked = demasiados inicios de sesión fallidos en esta cuenta desde esta dirección; vuelve a intentarlo dentro de { $seconds } s
error-wrong-password = la contraseña actual no es correcta
error-bot-owns-bots = un bot no puede tener bots
error-too-many-bots = una cuenta tiene como máximo { $max } bots
error-adopt-too-many = como máximo { $max } partidas a la vez

## server: el tablero de análisis, los problemas, las revisiones.

error-too-many-moves = como máximo { $max } movimientos; empieza desde una posición
# Un movimiento de una lista: su número, el movimiento y qué le pasa.
error-numbered-move = movimiento { $number } ({ $move }): { $detail }
error-over-before-move = la partida ya ha terminado antes de él
error-record-or-game = da un registro o una partida, no las dos cosas
error-ply-needs-game = ply es para una partida: da su id como game
error-source-brings-rules = un registro o una partida ya trae su variante y su posición; no las indiques
error-ply-beyond = ply { $ply }: la partida tiene { $moves ->
    [one] { $moves } movimiento
   *[other] { $moves } movimientos
}
error-lines-range = lines: de 1 a { $max }
# $part: preset o position.
error-puzzle-damaged = no se puede leer { $part ->
    [preset] el reglamento
   *[position] la posición
} de un problema
error-puzzle-preset = reglamento '{ $preset }': hay problemas para ludoteka, catalan, brainking, cartier, ashton y ashton-server
error-puzzle-theme = tema '{ $theme }': elige escape, raichi, tuichi, capture-by-two, capture-by-three, capture-by-four, against-throne, against-corner, against-camp o defender-sacrifice
error-no-puzzle-left = no queda ningún problema con ese tema: elige otro o vuelve a empezar
error-puzzle-moves = envía los movimientos de quien resuelve hasta ahora: de 1 a { $max }
error-puzzle-attempt-moves = envía los movimientos de este intento hasta ahora ({ $played }) y uno nuevo
error-puzzle-attempt-over = este intento ha terminado; pasa al siguiente problema
error-puzzle-attempt-changed = este intento ha avanzado entretanto (¿en otra pestaña?); vuelve a cargar el problema
error-puzzle-attempt-not-yours = este intento de problema es de otra cuenta
error-review-not-over = una partida se revisa cuando ha terminado; termínala o abandónala primero
error-review-no-moves = la partida no tiene movimientos que revisar
error-review-not-stored = no se guardó la revisión
error-reviewer-stopped = el revisor se detuvo
error-review-failed = falló la revisión: { $detail }

## server: Raichi y Tuichi (el `alert` de la partida). Los avisos son las
## mismas palabras en todos los idiomas; su significado se traduce.

alert-raichi = Raichi!
alert-tuichi = Tuichi!
alert-raichi-meaning = El rey tiene un camino libre hacia una casilla de escape.
alert-tuichi-meaning = El rey tiene dos caminos libres: un solo movimiento no puede cerrar los dos.
alert-fortress = ¡Fortaleza!
alert-fortress-meaning = Los defensores han amurallado al rey para siempre: ninguna jugada de los atacantes podrá capturarlo, así que los atacantes, como mucho, empatan.

## server: los ejemplos de los reglamentos (GET /api/rulesets): un título,
## lo que muestra el ejemplo y lo que estas reglas hacen de su movimiento.

rules-example-custodial-title = Captura por custodia
rules-example-custodial-text = Un soldado es capturado cuando el enemigo lo encierra en línea entre dos de los suyos.
rules-example-king-throne-title = El rey en su trono
rules-example-king-throne-text = Rodeado por los cuatro lados en el trono, el rey es capturado.
rules-example-king-away-title = El rey lejos del trono
rules-example-king-away-text = Dos atacantes encierran al rey en línea, lejos del trono.
rules-example-empty-throne-title = Contra el trono vacío
rules-example-empty-throne-text = Un defensor junto al trono vacío y un atacante que lo encierra contra el trono.
rules-example-corner-title = Contra una esquina
rules-example-corner-text = Un defensor junto a una esquina y un atacante que lo encierra contra la esquina.
rules-example-edge-escape-title = El rey llega al borde
rules-example-edge-escape-text = El rey va a una casilla del borde que no es una esquina.
rules-example-corner-escape-title = El rey llega a una esquina
rules-example-corner-escape-text = El rey corre por el borde hasta una esquina.
rules-example-camp-title = Contra un campamento
rules-example-camp-text = Un atacante junto a una casilla de campamento (a4) y un defensor que lo encierra contra el campamento.
rules-example-king-camp-title = El rey contra un campamento
rules-example-king-camp-text = El rey junto a una casilla de campamento (a4) y un atacante en su otro lado.
rules-example-own-camp-title = Dentro de su propio campamento
rules-example-own-camp-text = Un atacante en b5, dentro de su campamento, y un defensor que lo encierra contra el centro del campamento, a5.
rules-example-occupied-throne-title = Contra el trono del rey
rules-example-occupied-throne-text = Un defensor junto al trono mientras el rey está en él y un atacante que lo encierra.
# $end: cómo terminó la partida, una frase entera (end-escape, …).
rules-example-ends = Con estas reglas el movimiento termina la partida. { $end }
rules-example-nothing = Con estas reglas no se captura nada.
rules-example-captures = Con estas reglas captura { $squares }.

## tui: `tablut play`, la partida en el terminal: la pantalla completa
## (preparación, panel, teclas, ayuda, línea de estado, revisión) y el
## modo de líneas. Las teclas (y, n, q, Esc, H…), las órdenes del modo de
## líneas (moves, hint, undo, save FILE, quit), los movimientos y las
## casillas no se traducen. Los mensajes que el modo de líneas escribe
## como cláusula (tui-illegal, tui-undo-*, tui-took-back, tui-hint,
## tui-saved, tui-loaded, tui-not-yours, tui-no-legal-move) empiezan por
## una palabra, no por un argumento.

illegal-no-piece = { $move }: no hay ninguna ficha en { $square }
illegal-not-your-piece = { $move }: la ficha de { $square } es de { $owner ->
    [attackers] los atacantes
   *[defenders] los defensores
}, pero mueven { $side ->
    [attackers] los atacantes
   *[defenders] los defensores
}
illegal-occupied = { $move }: { $square } está ocupada
illegal-blocked = { $move }: el camino está bloqueado por la ficha de { $square }
illegal-throne-crossing = { $move }: en estas reglas nadie puede pasar por encima del trono e5
illegal-throne-return = { $move }: en estas reglas el rey no puede volver al trono e5
illegal-throne-stop = { $move }: solo el rey puede estar en el trono e5
illegal-corner-stop = { $move }: en estas reglas solo el rey puede detenerse en una esquina
illegal-camp-crossing = { $move }: el camino atraviesa la casilla de campamento { $square }, que en estas reglas solo puede atravesar una ficha que sale de un campamento
illegal-camp-entry = { $move }: { $square } es una casilla de campamento, en la que en estas reglas solo puede entrar una ficha que sale de un campamento
illegal-camp-jump = { $move }: { $square } es una casilla de campamento a más de 5 casillas: en estas reglas, una ficha que sale de un campamento solo puede detenerse en una casilla de campamento a 5 casillas como mucho
illegal-other-camp = { $move }: { $square } es de otro campamento: en estas reglas, una ficha que sale de su campamento no puede entrar en otro
illegal-repetition = { $move }: { $side ->
    [attackers] los atacantes deben
   *[defenders] los defensores deben
} variar: este movimiento haría que una posición se diera por 4.ª vez
illegal-game-over = { $move }: la partida ha terminado — { $outcome }
illegal-outcome = { $result ->
    [attackers] ganan los atacantes
    [defenders] ganan los defensores
   *[draw] empate
} ({ $reason ->
    [escape] huida del rey
    [king-captured] rey capturado
    [attackers-stuck] los atacantes no tienen ningún movimiento legal
    [defenders-stuck] los defensores no tienen ningún movimiento legal
    [repetition] posición repetida
    [no-moves] el bando al que le toca mover no tiene ningún movimiento legal
   *[adjudicated] decisión arbitral
})

tui-raichi = ¡Raichi!
tui-tuichi = ¡Tuichi!
tui-moves-count = { $count ->
    [one] { $count } movimiento
   *[other] { $count } movimientos
}
tui-headline = { $result ->
    [attackers] Ganan los atacantes
    [defenders] Ganan los defensores
   *[draw] Empate
}
tui-turn = { $side ->
    [attackers] Les toca mover a los atacantes.
   *[defenders] Les toca mover a los defensores.
}
tui-turn-computer = { $side ->
    [attackers] Les toca mover a los atacantes (ordenador).
   *[defenders] Les toca mover a los defensores (ordenador).
}
tui-turn-yours = { $side ->
    [attackers] Te toca: juegas con los atacantes.
   *[defenders] Te toca: juegas con los defensores.
}
tui-played = { $side ->
    [attackers] Los atacantes
    [attackers-computer] Los atacantes (ordenador)
    [defenders-computer] Los defensores (ordenador)
   *[defenders] Los defensores
} jugaron { $move }.
tui-played-capturing = { $side ->
    [attackers] Los atacantes
    [attackers-computer] Los atacantes (ordenador)
    [defenders-computer] Los defensores (ordenador)
   *[defenders] Los defensores
} jugaron { $move } y capturaron { $squares }.
tui-not-yours = { $piece ->
    [attacker] El atacante
    [defender] El defensor
   *[king] El rey
} de { $square } es de { $owner ->
    [attackers] los atacantes
   *[defenders] los defensores
}; mueven { $side ->
    [attackers] los atacantes
   *[defenders] los defensores
}.
tui-no-piece = No hay ninguna ficha en { $square }: elige primero una de { $side ->
    [attackers] los atacantes
   *[defenders] los defensores
}.
tui-no-legal-move = { $piece ->
    [attacker] El atacante
    [defender] El defensor
   *[king] El rey
} de { $square } no tiene ningún movimiento legal.
tui-can-go = { $piece ->
    [attacker] El atacante
    [defender] El defensor
   *[king] El rey
} de { $square } puede ir a { $count ->
    [one] { $count } casilla
   *[other] { $count } casillas
}: elige una.
tui-deselected = { $square }: ya no está elegida.
tui-not-straight = { $from }-{ $to } no es un movimiento: las fichas van en línea recta por una fila o una columna.
tui-illegal = Movimiento ilegal { $reason }.
tui-computer-illegal = El ordenador eligió un movimiento ilegal { $reason }.
tui-viewing-earlier = Estás viendo un movimiento anterior: pulsa { "}" } o Esc para volver a la partida.
tui-game-over-keys = La partida ha terminado: n para una partida nueva, u para deshacer un movimiento, s para guardarla.
tui-computer-thinking = El ordenador está pensando: espera su movimiento, o pulsa u para deshacer el tuyo.
tui-unknown-key = '{ $key }' no hace nada aquí: pulsa ? para ver las teclas (la pista es H, cargar es L)
tui-hint-game-over = La partida ha terminado: no hay nada que sugerir.
tui-hint-wait = El ordenador está pensando: la pista puede esperar a tu turno.
tui-hint-still = Todavía buscando un buen movimiento…
tui-hint-looking = Buscando un buen movimiento (1 segundo)…
tui-hint = Pista: { $move } (puntuación { $score } para { $side ->
    [attackers] los atacantes
   *[defenders] los defensores
}).
tui-hint-none = No hay ningún movimiento que sugerir.
tui-undo-nothing = Nada que deshacer: no se ha jugado ningún movimiento.
tui-undo-not-yet = Nada que deshacer: todavía no has movido.
tui-took-back = Deshecho: { $moves }.
tui-save-empty-name = No se ha guardado: el nombre del archivo está vacío.
tui-save-another = No se ha guardado: elige otro nombre, o Esc.
tui-saved = Guardados { $moves } en { $path }.
tui-cannot-write = No se pudo escribir { $path }: { $error }.
tui-load-empty-name = No se ha cargado nada: el nombre del archivo está vacío.
tui-load-cancelled = Carga cancelada: s guarda antes esta partida.
tui-loaded = Cargado { $path }: { $moves }, reglas { $variant }.
tui-cannot-load = No se pudo cargar: { $error }.
tui-cancelled = Cancelado.
tui-quit-cancelled = Salida cancelada.
tui-new-game = Partida nueva, reglas { $variant }.
tui-setup-status = Elige las reglas y los jugadores.
tui-setup-again = Elige las reglas y los jugadores de una partida nueva (Esc: volver a esta).
tui-step-move = Movimiento { $number } de { $total }:
tui-step-keys = [ atrás, ] adelante, { "{" } el principio, { "}" } o Esc la partida tal como está.

tui-review-stopped = Revisión detenida: v la vuelve a empezar.
tui-review-stopped-esc = Revisión detenida.
tui-review-nothing = Todavía no hay nada que revisar: no se ha jugado ningún movimiento.
tui-reviewed-already = La partida está revisada: [ y ] la recorren, con los errores marcados ? y los errores graves ??.
tui-review-stale = La revisión era de una partida que ya no está en el tablero: v revisa esta.
tui-review-done = Revisión hecha ({ $summary }). [ y ] la recorren.
tui-review-partial = Cubre los primeros { $moves }: v vuelve a revisar la partida.
tui-review-progress = { $progress } (v o Esc la detiene).
tui-reviewing = Revisando… { $done }/{ $total }
tui-review-side-summary = { $side ->
    [attackers] atacantes
   *[defenders] defensores
}: { $blunders ->
    [one] { $blunders } error grave
   *[other] { $blunders } errores graves
}, { $mistakes ->
    [one] { $mistakes } error
   *[other] { $mistakes } errores
}, { $inaccuracies ->
    [one] { $inaccuracies } imprecisión
   *[other] { $inaccuracies } imprecisiones
}
tui-class = { $class ->
    [best] la mejor
    [good] buena
    [inaccuracy] imprecisión
    [mistake] error
   *[blunder] error grave
}
tui-chance = probabilidad de { $side ->
    [attackers] los atacantes
   *[defenders] los defensores
} { $before } % → { $after } %
tui-review-ply = Movimiento { $ply } { $move }: { $class } ({ $chance }).
tui-review-better = Mejor: { $move }.
tui-review-better-line = Mejor: { $move } (línea { $line }).
tui-review-preferred = El motor prefería { $move }.
tui-ply = Movimiento { $ply }
tui-ply-not-reviewed = El movimiento { $ply } no está revisado (v)
tui-better-label = Mejor:
tui-then = y luego { $moves }
tui-graph-title = Probabilidad de ganar de los atacantes
tui-graph-legend = ?? error grave  ? error  ?! imprecisión

tui-keys = flechas/hjkl Intro  H pista  u deshacer  [ ] recorrer  v revisar  s guardar  L cargar  n nueva  ? ayuda  q salir
tui-title-rules = reglas { $variant }
tui-to-move = { $side ->
    [attackers] Mueven los atacantes
   *[defenders] Mueven los defensores
}
tui-you-mark = (tú)
tui-computer-mark = (ordenador)
tui-open-routes = { $count ->
    [one] { $count } camino abierto
   *[other] { $count } caminos abiertos
}
tui-thinking-reply = Ordenador ({ $side ->
    [attackers] atacantes
   *[defenders] defensores
}):
tui-thinking-hint = Pista para { $side ->
    [attackers] los atacantes
   *[defenders] los defensores
}:
tui-thinking = pensando…
tui-thinking-depth = profundidad { $depth }
tui-thinking-score = puntuación { $score }
tui-hint-label = Pista:
tui-player = Jugador
tui-captured = Capturas
tui-you = tú
tui-two-players = Dos jugadores, un teclado
tui-computer-strength = Ordenador: { $strength } ({ $detail })
tui-rules-label = Reglas
tui-escape = { $escape ->
    [corners] El rey escapa a una esquina
    [edge] El rey escapa a cualquier casilla del borde
   *[tiles] El rey escapa a una casilla de escape (borde, sin esquinas ni campamentos)
}
tui-moves-heading = Movimientos ({ $count })
tui-too-small = El terminal es demasiado pequeño para el tablero: agrándalo al menos a { $needed } (ahora es { $size }). q sale.
tui-banner-keys = n partida nueva · u deshacer · s guardar · q salir
tui-level = { $level ->
    [beginner] principiante
    [easy] fácil
    [medium] medio
    [hard] difícil
   *[master] maestro
}
tui-level-describe = { $level ->
    [beginner] mira 1 movimiento por delante
    [easy] mira 3 movimientos por delante
    [medium] mira 5 movimientos por delante
    [hard] piensa 1 segundo por movimiento
   *[master] piensa 5 segundos por movimiento
}
tui-movetime = { $seconds } s por movimiento
tui-movetime-describe = piensa { $seconds } s por movimiento

tui-help-title = Teclas
tui-help-key-arrows = flechas, h j k l
tui-help-key-enter = Intro, Espacio
tui-help-key-click = clic del ratón
tui-help-key-load = L u o
tui-help-cursor = mueven el cursor
tui-help-choose = eligen la ficha bajo el cursor, y luego adónde va
tui-help-click = lo mismo, en la casilla pulsada
tui-help-esc = suelta la ficha elegida y la pista; después detiene una revisión
tui-help-hint = pista: el motor sugiere un movimiento, tras pensar 1 segundo
tui-help-hint-more = (el nivel difícil, sea cual sea el nivel del rival)
tui-help-undo = deshacer (contra el ordenador: hasta tu último movimiento)
tui-help-step = recorren la partida hacia atrás y hacia delante (sin cambiarla)
tui-help-ends = el principio; la partida tal como está (también Esc)
tui-help-review = revisar: el motor valora cada movimiento (0,3 s cada uno); v la detiene
tui-help-review-more = luego un gráfico, marcas ?! ? ??, y [ ] muestran cada movimiento mejor
tui-help-save = guarda la partida como registro OpenTafl (pregunta antes de sobrescribir)
tui-help-load = carga un registro guardado (pregunta antes si esta partida no está guardada)
tui-help-new = partida nueva: elegir otra vez reglas y jugadores
tui-help-help = esta ayuda
tui-help-quit = salir (pregunta antes si hay una partida en curso)
tui-help-interrupt = salir enseguida
tui-help-close = cualquier tecla cierra esta ayuda

tui-quit-title = ¿Salir?
tui-quit-matter = La partida no ha terminado.
tui-quit-choice = ¿Salir de todos modos? y = salir, n = seguir jugando
tui-overwrite-title = ¿Sobrescribir?
tui-overwrite-matter = { $path } ya existe.
tui-overwrite-choice = ¿Sobrescribirlo? y = sobrescribir, n = otro nombre
tui-discard-title = ¿Cargar?
tui-discard-matter = Esta partida tiene movimientos sin guardar.
tui-discard-choice = ¿Cargar otra de todos modos? y = cargar, n = conservarla
tui-save-title = Guardar partida
tui-load-title = Cargar partida
tui-save-action = Intro guarda, Esc cancela
tui-load-action = Intro carga, Esc cancela
tui-file-label = Archivo:

tui-setup-title = Tablut — partida nueva
tui-setup-step = paso { $number } de { $total }
tui-setup-keys = arriba/abajo o j/k eligen  Intro o 1-9 confirman  Esc atrás  q salir
tui-setup-rules = Elige el reglamento
tui-setup-opponent = Elige a tu rival
tui-setup-side = Elige tu bando
tui-setup-changed = { $preset } con reglas cambiadas
tui-setup-person = una persona
tui-setup-person-detail = dos jugadores se turnan en este teclado
tui-setup-computer = ordenador, { $strength }
tui-setup-side-detail = { $side ->
    [attackers] 16 soldados: capturar al rey
   *[defenders] el rey y 8 soldados: sacar al rey
}
tui-setup-moves-first = mueve primero

tui-not-a-square = '{ $text }' no es una casilla: escribe una columna a-i y una fila 1-9, como e5
tui-move-syntax = '{ $text }' no es un movimiento: escribe las casillas de salida y de llegada unidas por '-', como e3-e1
tui-move-square = en el movimiento '{ $text }': { $reason }
tui-move-not-a-line = '{ $text }' no es un movimiento: las fichas se mueven por una fila o una columna, como la torre del ajedrez

tui-line-welcome = Tablut ({ $variant }). Escribe un movimiento como e3-h3, o help.
tui-line-legend = a atacante   d defensor   K rey   + trono vacío   # esquina vacía   ^ campamento vacío
tui-line-help-heading = Órdenes:
tui-line-help-move = mueve la ficha de e3 a h3 (varios movimientos en una línea se juegan por turno)
tui-line-help-moves = lista los movimientos legales
tui-line-help-moves-square = lista los movimientos legales de la ficha de e3
tui-line-help-undo = deshace el último movimiento (contra el ordenador: hasta tu último movimiento)
tui-line-help-hint = pide un movimiento al motor (piensa 1 segundo, el nivel difícil, sea cual sea el nivel del ordenador rival)
tui-line-help-board = dibuja otra vez el tablero
tui-line-help-position = escribe el registro de la posición (como lo toma --position)
tui-line-help-save = guarda la partida como registro OpenTafl
tui-line-help-load = carga un registro guardado; sustituye a esta partida y sus reglas
tui-line-help-help = esta lista
tui-line-help-quit = salir (el final de la entrada hace lo mismo)
tui-line-prompt = { $side ->
    [attackers] mueven los atacantes
   *[defenders] mueven los defensores
}
tui-line-prompt-over = partida terminada
tui-line-status = Movimiento { $number }: { $side ->
    [attackers] mueven los atacantes
   *[defenders] mueven los defensores
}
tui-line-game-over = Partida terminada: { $outcome }
tui-line-played = { $side ->
    [attackers] los atacantes
    [attackers-computer] los atacantes (ordenador)
    [defenders-computer] los defensores (ordenador)
   *[defenders] los defensores
} jugaron { $move }
tui-line-captured = capturadas: { $squares }
tui-line-error = Error: { $detail }
tui-line-too-long = una línea de más de { $max } bytes se rechaza; no se ha hecho nada
tui-line-unknown = orden desconocida '{ $word }': escribe un movimiento como e3-h3, o help para ver las órdenes
tui-line-no-hint = no hay pista: la partida ha terminado — { $outcome }
tui-line-no-legal-moves = ningún movimiento legal: { $outcome }
tui-line-legal-moves = { $count ->
    [one] { $count } movimiento legal:
   *[other] { $count } movimientos legales:
}
tui-line-legal-moves-from = { $count ->
    [one] { $count } movimiento legal
   *[other] { $count } movimientos legales
} desde { $square }: { $moves }
tui-line-no-piece = no hay ninguna ficha en { $square }
tui-line-piece-game-over = { $piece ->
    [attacker] el atacante
    [defender] el defensor
   *[king] el rey
} de { $square } no puede mover: la partida ha terminado
tui-line-save-needs-name = save necesita un nombre de archivo, como: save partida.txt
tui-line-load-needs-name = load necesita un nombre de archivo, como: load partida.txt
tui-line-cannot-write = no se puede escribir { $path }: { $error }
tui-line-failed = { $count ->
    [one] { $count } de las órdenes falló
   *[other] { $count } de las órdenes fallaron
}; la primera, en la línea { $line }: { $reason }

## The pages: the header.

web-nav-label = Sitio
web-nav-new-game = Nueva partida
web-nav-lobby = Sala
web-nav-puzzles = Problemas
web-nav-analysis = Análisis
web-nav-archive = Archivo
web-nav-rules = Reglas
web-nav-account = Cuenta

## tui: loading a saved game.

tui-load-cannot-read = no se puede leer { $path }
tui-load-not-a-record = { $path } no es un registro de partida válido
tui-load-too-large = { $path } ocupa más de { $limit }, demasiado para un registro de partida: indica una partida guardada por tablut
tui-load-not-regular = { $path } no es un archivo normal: indica la ruta de una partida guardada
tui-load-resigned = (el registro dice que { $side ->
    [attackers] los atacantes abandonaron
   *[defenders] los defensores abandonaron
})

## web: the lobby (lobby.html, lobby.js). $speed: bullet, blitz, rapid,
## classical or correspondence; $side: random, attackers or defenders;
## $rated: yes or no; $level: beginner, easy, medium, hard or master;
## $player: a player's name (a link); $words: web-lobby-seek-words.

web-lobby-description = Encuentra rival para jugar al Tablut: propuestas de partida abiertas con reloj, partidas puntuadas y amistosas, desafíos, el ordenador y partidas para mirar.
web-lobby-skip = Saltar a las propuestas de partida abiertas
web-lobby-heading = Sala
web-lobby-connecting = Conectando…
web-lobby-leaderboard = Clasificación
web-lobby-seeks-heading = Propuestas de partida abiertas
web-lobby-col-player = Jugador
web-lobby-col-rating = Puntuación
web-lobby-rule-set = Reglamento
web-lobby-col-clock = Reloj
web-lobby-game = Partida
web-lobby-you-play = Juegas con
web-lobby-col-action = Acción
web-lobby-seeks-empty = Ahora mismo no hay propuestas de partida abiertas. Haz una y esperará aquí a un rival.
web-lobby-challenges-heading = Desafíos
web-lobby-computer-heading = El ordenador siempre está listo
web-lobby-computer-text = Una partida contra el ordenador, al momento, con el reglamento y el bando elegidos en el formulario (sin reloj).
web-lobby-games-heading = Partidas en juego
web-lobby-games-empty = Ahora mismo no se está jugando ninguna partida entre personas.
web-lobby-seek = Buscar rival
web-lobby-time-control = Control de tiempo
web-lobby-live-label = Minutos por jugador + segundos añadidos por movimiento
web-lobby-or = O bien:
web-lobby-minutes-each = Minutos por jugador
web-lobby-min = min
web-lobby-seconds-added = Segundos añadidos por movimiento
web-lobby-sec = s
web-lobby-custom = A medida
web-lobby-days-label = Por correspondencia: días por movimiento
web-lobby-casual = Amistosa
web-lobby-rated = Puntuada
web-lobby-side-random = Cualquier bando, al azar
web-lobby-side-attackers = Los atacantes
web-lobby-side-defenders = Los defensores (el bando del rey)
web-lobby-your-name = Tu nombre
web-lobby-optional = (opcional)
web-lobby-guest = Invitado
web-lobby-challenge-heading = O desafía a un jugador
web-lobby-challenge-guest = Los desafíos son entre cuentas:
web-lobby-challenge-guest-link = inicia sesión para desafiar a un jugador por su nombre.
web-lobby-challenge-name-label = Nombre de la cuenta que quieres desafiar
web-lobby-account-name = Nombre de la cuenta
web-lobby-challenge = Desafiar
web-lobby-challenge-help = Con el reglamento, el control de tiempo, el tipo de partida y el bando elegidos arriba.
web-lobby-speed = { $speed ->
    [bullet] bullet
    [blitz] blitz
    [rapid] rápida
    [classical] clásica
   *[correspondence] por correspondencia
}
web-lobby-control-live = { $control }: { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
} por jugador, { $seconds ->
    [0] sin tiempo añadido
    [one] { $seconds } segundo añadido por movimiento
   *[other] { $seconds } segundos añadidos por movimiento
} ({ $speed }).
web-lobby-control-days = { $clock }, por correspondencia: cada movimiento dentro de ese plazo.
web-lobby-custom-help = Un control a medida: de 1 a 60 minutos por jugador y de 0 a 30 segundos añadidos por movimiento.
web-lobby-rated-guest = Las partidas puntuadas son entre cuentas:
web-lobby-rated-guest-link = inicia sesión o crea una para jugarlas.
web-lobby-rated-help = Las partidas puntuadas cambian la puntuación de los dos jugadores (una por reglamento); las amistosas, no.
web-lobby-choose-control = Elige antes un control de tiempo.
web-lobby-sending = Enviando…
web-lobby-challenge-sent = Desafío enviado a { $name }.
web-lobby-notify-challenge = Le han desafiado
web-lobby-notify-challenge-from = { $name } le desafía: { $variant }, { $clock }.
web-lobby-seek-made = Tu propuesta está en la sala: la partida empieza cuando alguien la acepte.
web-lobby-seek-made-short = Propuesta hecha: esperando a un rival.
web-lobby-challenge-needs-name = Escribe el nombre de la cuenta del jugador al que quieres desafiar.
web-lobby-accepted = Aceptada: la partida empieza.
web-lobby-declined = Desafío rechazado.
web-lobby-withdrawn = Retirada.
web-lobby-seek-accepted = Han aceptado tu propuesta: la partida empieza.
web-lobby-seek-words = { $variant }, { $clock } ({ $speed }), { $rated ->
    [yes] puntuada
   *[no] amistosa
}
web-lobby-online = { $count ->
    [one] { $count } conectado
   *[other] { $count } conectados
}
web-lobby-my-challenge = Tu desafío a { $name } ({ $words }) espera respuesta.
web-lobby-my-seek = Tu propuesta ({ $words }; juegas con { $side ->
    [random] cualquier bando
    [attackers] los atacantes
   *[defenders] los defensores
}) espera a un rival. La partida se abre aquí cuando alguien la acepte.
web-lobby-cancel = Cancelar
web-lobby-accept-guest = Las partidas puntuadas son entre cuentas: inicia sesión para aceptarla
web-lobby-accept-label = Aceptar la partida { $variant } { $clock } de { $name }
web-lobby-accept = Aceptar
web-lobby-bot = bot
web-lobby-you = tú
web-lobby-rated-word = puntuada
web-lobby-casual-word = amistosa
web-lobby-side-cell = { $side ->
    [random] al azar
    [attackers] atacantes
   *[defenders] defensores
}
web-lobby-side-mine = tú: { $side ->
    [attackers] atacantes
   *[defenders] defensores
}
web-lobby-decline = Rechazar
web-lobby-challenge-in = { $player } te desafía: { $words }; { $name } juega con { $side ->
    [random] cualquier bando
    [attackers] los atacantes
   *[defenders] los defensores
}.
web-lobby-challenge-in-rated = { $player } ({ $rating }) te desafía: { $words }; { $name } juega con { $side ->
    [random] cualquier bando
    [attackers] los atacantes
   *[defenders] los defensores
}.
web-lobby-challenge-out = Has desafiado a { $player }: { $words }; juegas con { $side ->
    [random] cualquier bando
    [attackers] los atacantes
   *[defenders] los defensores
}.
web-lobby-level = { $level ->
    [beginner] Principiante
    [easy] Fácil
    [medium] Medio
    [hard] Difícil
   *[master] Maestro
}
web-lobby-game-players = { $attackers } (atacantes) contra { $defenders } (defensores)
web-lobby-watch = Mirar
web-lobby-watch-label = Mirar { $attackers } contra { $defenders }
web-lobby-game-facts = { $variant }, { $clock }, { $rated ->
    [yes] puntuada
   *[no] amistosa
}, { $moves ->
    [one] { $moves } movimiento jugado
   *[other] { $moves } movimientos jugados
}
web-lobby-live = En directo
web-lobby-connection-lost = Conexión perdida. Nuevo intento dentro de { $seconds } s

## web: the account page (account.html, account.js). $side: both,
## attackers or defenders; $rated: yes or no; $error: the server's
## message, a whole sentence; $when: a time from now ("in 2 days").

web-account-description = Tu cuenta de tablut: inicia sesión, crea una cuenta, cambia la contraseña.
web-account-heading = Cuenta
web-account-skip = Saltar a la cuenta
web-account-loading = Cargando tu cuenta…
web-account-guest-heading = Inicia sesión o crea una cuenta
web-account-intro = Una cuenta pone tu nombre en cada partida que juegas y reúne todas tus partidas. Puedes jugar sin ella: este navegador recuerda tus partidas de todos modos. Las partidas en las que este navegador tiene un asiento pasan a tu cuenta cuando inicias sesión.
web-account-log-in = Iniciar sesión
web-account-name = Nombre de la cuenta
web-account-password = Contraseña
web-account-register-heading = Crear una cuenta
web-account-name-help = De 3 a 20 letras, cifras, “-” o “_”. Tus rivales lo ven; nadie más puede usarlo, ni cambiando mayúsculas y minúsculas.
web-account-password-help = Al menos 8 caracteres (como máximo 128 bytes).
web-account-register = Crear la cuenta
web-account-member-heading = Tu cuenta
web-account-logged-in-as = Has iniciado sesión como
web-account-since = con cuenta desde el
web-account-games-carry = Las partidas que empiezas o a las que te unes con la sesión iniciada llevan este nombre.
web-account-start-game = Empieza una partida
web-account-find-opponent = busca rival en la sala
web-account-or-see = { " " }o mira
web-account-your-profile = tu perfil
web-account-log-out = Cerrar sesión
web-account-games-heading = Tus partidas en juego
web-account-games-help = Juégalas desde cualquier navegador donde hayas iniciado sesión; primero aquellas en las que te toca.
web-account-games-empty = No hay partidas en juego.
web-account-games-empty-link = Busca rival en la sala.
web-account-bots-heading = Bots
web-account-bots-help = Un bot es una cuenta que juega un programa: acepta los desafíos que recibe y tiene puntuación como una persona. Crea uno aquí y luego ponlo en marcha con su clave
web-account-bots-help-any = , o con cualquier programa que use la API
web-account-bots-empty = Todavía no tienes bots.
web-account-token-of = La clave de
web-account-token-once = Cópiala ahora: solo se muestra esta vez.
web-account-token-anyone = Quien la tenga juega como el bot.
web-account-token-label = La clave del bot
web-account-copy = Copiar
web-account-run-it = Ponlo en marcha con el motor de tablut:
web-account-copy-command = Copiar la orden
web-account-copied-it = Ya la he copiado
web-account-make-bot-heading = Crear un bot
web-account-bot-name = Nombre del bot
web-account-make-bot = Crear el bot
web-account-bot-name-help = Un nombre de cuenta como cualquier otro: de 3 a 20 letras, cifras, “-” o “_”, que no esté ocupado.
web-account-new-token-help = “Nueva clave” crea una clave nueva para un bot y la muestra una sola vez; la antigua deja de funcionar en el acto, así que un bot que aún la use queda rechazado hasta que se reinicie con la nueva.
web-account-change-password = Cambiar la contraseña
web-account-current-password = Contraseña actual
web-account-new-password = Contraseña nueva
web-account-new-password-help = Al menos 8 caracteres. Se cerrará la sesión en los demás navegadores con esta cuenta.
web-account-delete = Borrar la cuenta
web-account-delete-explain = Tus partidas se quedan, en el archivo y para tus rivales, con tus asientos a nombre de “deleted”. El nombre no se le dará nunca a nadie más y no podrás volver a iniciar sesión en esta cuenta. Este navegador conserva sus asientos en tus partidas en juego.
web-account-delete-confirm = Lo entiendo: la cuenta desaparece para siempre y mis partidas muestran “deleted”.
web-account-under-a-minute = en menos de un minuto
web-account-games-failed = No se han podido mostrar tus partidas: { $error }
web-account-game-facts = { $variant }, { $clock }, { $rated ->
    [yes] puntuada
   *[no] amistosa
}, { $moves ->
    [one] { $moves } movimiento jugado
   *[other] { $moves } movimientos jugados
}
web-account-game-against = Contra { $opponent }: juegas con { $side ->
    [both] los dos bandos
    [attackers] los atacantes
   *[defenders] los defensores
}
web-account-game-against-someone = Contra alguien: juegas con { $side ->
    [both] los dos bandos
    [attackers] los atacantes
   *[defenders] los defensores
}
web-account-your-turn = te toca
web-account-their-turn = le toca
web-account-time-runs-out = ; tu tiempo se acaba { $when }
web-account-kept = { $count ->
    [one] { $count } partida jugada en este navegador se guarda ahora en tu cuenta.
   *[other] { $count } partidas jugadas en este navegador se guardan ahora en tu cuenta.
}
web-account-kept-none-held = Este navegador no tiene partidas que guardar; las que empieces a partir de ahora se guardan en tu cuenta.
web-account-kept-none-needed = No hacía falta guardar ninguna partida: las de este navegador ya están en una cuenta.
web-account-kept-failed = Algunas partidas no se han podido guardar: { $error } Se pueden seguir jugando en este navegador; vuelve a iniciar sesión para intentarlo otra vez.
web-account-no-longer-logged-in = Ya no tienes la sesión iniciada.
web-account-login-needs = Escribe el nombre de la cuenta y su contraseña.
web-account-logging-in = Iniciando sesión…
web-account-welcome-back = Hola de nuevo, { $name }.
web-account-registering = Creando la cuenta…
web-account-welcome = Te damos la bienvenida, { $name }: tu cuenta está lista.
web-account-logged-out = Has cerrado la sesión. Este navegador conserva sus asientos en tus partidas.
web-account-password-needs-current = Escribe antes la contraseña actual.
web-account-changing-password = Cambiando la contraseña…
web-account-password-changed = La contraseña ha cambiado. Se ha cerrado la sesión en los demás navegadores con esta cuenta.
web-account-delete-needs-confirm = Marca antes la casilla, para confirmar que lo dices en serio.
web-account-deleting = Borrando la cuenta…
web-account-deleted = La cuenta { $name } se ha borrado. Sus partidas se quedan, con sus asientos a nombre de “deleted”.
web-account-bots-failed = No se han podido mostrar tus bots: { $error }
web-account-bot-badge = bot
web-account-bot-made = creado el { $date }
web-account-new-token-title = Crea una clave nueva, que se muestra una sola vez; la antigua deja de funcionar en el acto
web-account-new-token-label = Nueva clave para { $name }
web-account-new-token = Nueva clave
web-account-making-token = Creando una clave nueva para { $name }…
web-account-token-renewed = { $name } tiene una clave nueva; la antigua ya no funciona.
web-account-bot-needs-name = Ponle un nombre al bot.
web-account-making-bot = Creando el bot…
web-account-bot-made-now = { $name } está creado.
web-account-token-copied = Clave copiada.
web-account-token-copy-failed = No se ha podido copiar; la clave está seleccionada, cópiala a mano.
web-account-command-copied = Orden copiada.
web-account-command-copy-failed = No se ha podido copiar; selecciona la orden y cópiala a mano.
web-account-unreachable = No se puede contactar con el servidor; no se ha podido mostrar tu cuenta.

## web: a player's profile (player.html, player.js) and the leaderboard
## (leaderboard.html, leaderboard.js). $rated: yes or no; $result: won,
## lost, draw or no-result; $pool and $pools: rule sets' names; ratings
## are written as they are, without separators.

web-player-heading = Jugador
web-player-skip = Saltar al perfil
web-player-loading = Cargando el perfil…
web-player-missing = No existe ese jugador
web-player-missing-text = No hay ninguna cuenta con este nombre.
web-player-missing-link = La clasificación muestra los jugadores con puntuación.
web-player-challenge = Desafiar
web-player-all-games = Todas las partidas terminadas
web-player-leaderboard = Clasificación
web-player-ratings = Puntuaciones
web-player-rule-set = Reglamento
web-player-rating = Puntuación
web-player-deviation = Desviación
web-player-rated-games = Partidas puntuadas
web-player-ratings-empty = Todavía no hay partidas puntuadas: todos los jugadores empiezan con 1500, provisional (marcada con “?”) hasta que han jugado unas cuantas partidas.
web-player-provisional-help = Un “?” indica una puntuación provisional: su desviación aún supera 110.
web-player-results = Resultados
web-player-as = Como
web-player-wins = Victorias
web-player-draws = Empates
web-player-losses = Derrotas
web-player-history = Historial de puntuación
web-player-chart-empty = La gráfica aparece tras la primera partida puntuada.
web-player-latest = Últimas partidas
web-player-finished = Terminada
web-player-opponent = Rival
web-player-played = Con
web-player-result = Resultado
web-player-moves = Movimientos
web-player-games-empty = Todavía no hay partidas terminadas.
web-player-chart-x = Partidas puntuadas, de la más antigua a la más reciente
web-player-chart-first = { $pool }: { $rating } antes de la primera partida puntuada
web-player-chart-label = Historial de puntuación: { $count ->
    [one] { $count } partida puntuada
   *[other] { $count } partidas puntuadas
} en { $pools }; la última, en { $pool }, de { $before } a { $after }.
web-player-both = Ambos
web-player-the-computer = el ordenador
web-player-result-word = { $result ->
    [won] Victoria
    [lost] Derrota
    [draw] Empate
   *[no-result] Sin resultado
}
web-player-game-facts = { $clock }, { $rated ->
    [yes] puntuada
   *[no] amistosa
}
web-player-since = Con cuenta desde el { $date }
# $owner: the owner's name (a link).
web-player-bot-of = ; un bot de { $owner }
web-leaderboard-heading = Clasificación
web-leaderboard-skip = Saltar a la clasificación
web-leaderboard-intro = Los mejores jugadores consolidados de cada reglamento: cada reglamento base tiene su propia puntuación (Glicko-2). Una puntuación se consolida cuando su desviación baja de 110, tras unas cuantas partidas puntuadas.
web-leaderboard-rule-set = Reglamento
web-leaderboard-rank = Puesto
web-leaderboard-player = Jugador
web-leaderboard-rating = Puntuación
web-leaderboard-deviation = Desviación
web-leaderboard-rated-games = Partidas puntuadas
web-leaderboard-empty = Todavía no hay jugadores consolidados con este reglamento.
web-leaderboard-empty-link = Juega partidas puntuadas en la sala.
web-leaderboard-loading = Cargando…
web-leaderboard-failed = No se ha podido cargar la clasificación.

## web: las páginas de inicio, partida, reglas, archivo y partida
## inexistente, y lo que comparten (web-common-). $side es `attackers` o
## `defenders`; $piece `attacker`, `defender`, `king` o `empty`; $level
## un nivel del ordenador (tui-level). Los nombres de los reglamentos,
## las casillas y los movimientos no se traducen.

web-common-rule-set = Reglamento
web-common-rules-of = Las reglas de { $name }
web-common-your-name = Tu nombre
web-common-optional = (opcional)
web-common-your-account = Tu cuenta
web-common-account-name-help = El nombre de tu cuenta; la partida se guarda en tu cuenta.
web-common-account-label = Tu cuenta: { $name }
web-common-logged-in-as = Has entrado como { $name }
web-common-log-in = Entrar
web-common-log-in-title = Entra o crea una cuenta
web-common-anonymous = anónimo
web-common-board = Tablero de Tablut
web-common-piece = { $piece ->
    [attacker] atacante
    [defender] defensor
    [king] rey
   *[empty] vacía
}
web-common-no-clock = sin reloj
web-common-days-a-move = { $count ->
    [one] { $count } día por jugada
   *[other] { $count } días por jugada
}
web-common-speed-bullet = bala
web-common-speed-blitz = blitz
web-common-speed-rapid = rápida
web-common-speed-classical = clásica
web-common-speed-correspondence = por correspondencia
web-common-error-network = No se puede conectar con el servidor.
web-common-error-bad-request = El servidor no ha entendido la petición.
web-common-error-too-large = Ese mensaje es demasiado largo.
web-common-error-unauthorized = Este navegador no juega en ese bando.
web-common-error-not-found = Esa partida no existe.
web-common-error-illegal-move = Ese movimiento no está permitido.
web-common-error-not-your-turn = No es tu turno.
web-common-error-stale = La partida había avanzado; el tablero ya está al día.
web-common-error-waiting = Tu amigo aún no se ha unido.
web-common-error-game-over = La partida ha terminado.
web-common-error-not-allowed = Eso no está permitido en esta partida.
web-common-error-rate-limited = Demasiadas peticiones; espera un momento.
web-common-error-name-taken = Ese nombre de cuenta ya está ocupado; elige otro.
web-common-error-login-required = Primero entra en tu cuenta.
web-common-error-cross-site = La petición venía de otro sitio y se ha rechazado.
web-common-error-server = El servidor ha tenido un problema.
web-common-error-code = Código de error: { $code }

web-start-title = tablut · juega al Tablut
web-start-description = Juega al Tablut, el juego tafl de 9×9 que Linneo describió en 1732, contra el ordenador o con un amigo.
web-start-skip = Saltar al formulario
web-start-heading = Juega al Tablut
web-start-intro = Dieciséis atacantes asedian a un rey y a sus ocho defensores. El rey gana si escapa; los atacantes ganan si lo capturan. Todas las fichas se mueven como la torre del ajedrez.
web-start-my-games = Tus partidas en curso
web-start-my-game = { $variant } { $mode ->
    [computer] contra el ordenador ({ $level })
    [computer-any] contra el ordenador
    [friend] con un amigo
   *[local] en una sola pantalla
}, movimiento { $ply }: { $turn ->
    [waiting] esperando a tu amigo
    [attackers] mueven los atacantes
   *[defenders] mueven los defensores
}
web-start-lobby-before = ¿Buscas rival?
web-start-lobby-link = La sala
web-start-lobby-middle = tiene propuestas de partida con reloj, partidas puntuadas y desafíos; la
web-start-leaderboard-link = clasificación
web-start-lobby-after = muestra a los mejores jugadores.
web-start-puzzles-before = Afina la vista:
web-start-puzzles-link = los problemas
web-start-puzzles-after = son posiciones en las que una sola jugada gana por fuerza, con tu propia puntuación de problemas.
web-start-opponent = Rival
web-start-opponent-computer = El ordenador
web-start-opponent-friend = Un amigo (envíale un enlace)
web-start-opponent-local = Dos personas en esta pantalla
web-start-help-computer = El ordenador responde al momento; puedes deshacer movimientos.
web-start-help-friend = Recibes un enlace para enviar; la partida empieza cuando tu amigo lo abre. Podéis chatear.
web-start-help-local = Los dos bandos juegan en esta pantalla, por turnos. Se pueden deshacer movimientos.
web-start-clock = Reloj
web-start-no-clock = Sin reloj
web-start-clock-live = Minutos por jugador + segundos añadidos por jugada
web-start-clock-days = Por correspondencia: días por jugada
web-start-clock-help = Opcional. Quien se queda sin tiempo pierde; los relojes se ponen en marcha tras el primer movimiento de cada bando.
web-start-level = Nivel del ordenador
web-start-level-beginner = Principiante (mira 1 movimiento por delante)
web-start-level-easy = Fácil (3 movimientos por delante)
web-start-level-medium = Medio (5 movimientos por delante)
web-start-level-hard = Difícil (1 segundo por jugada)
web-start-level-master = Maestro (toda su fuerza, 5 s por jugada)
web-start-side = Juegas con
web-start-side-defenders = Los defensores (el bando del rey)
web-start-side-attackers = Los atacantes
web-start-side-random = Cualquiera, al azar
web-start-first-you = El primer movimiento es tuyo.
web-start-first-computer = El ordenador hace el primer movimiento.
web-start-first-friend = Tu amigo hace el primer movimiento.
web-start-name-placeholder = Lo verá tu rival
web-start-start = Empezar la partida
web-start-starting = Empezando…
web-start-board-heading = El tablero
web-start-preview-label = La posición inicial
web-start-preview-caption = La posición inicial en { $name }: atacantes oscuros, defensores claros y el rey, con corona, en el trono.
web-start-legend-throne = el trono
web-start-legend-throne-corners = el trono y las esquinas
web-start-legend-escape = casillas de escape
web-start-legend-camps = campamentos
web-start-rulesets = Los reglamentos
web-start-rules-link = reglas
web-start-summary = { $first ->
    [attackers] { $escape ->
        [edge] Empiezan los atacantes; el rey escapa a cualquier casilla del borde.
       *[corner] Empiezan los atacantes; el rey escapa a una esquina.
    }
    [defenders] { $escape ->
        [edge] Empiezan los defensores; el rey escapa a cualquier casilla del borde.
       *[corner] Empiezan los defensores; el rey escapa a una esquina.
    }
   *[none] { $escape ->
        [edge] El rey escapa a cualquier casilla del borde.
       *[corner] El rey escapa a una esquina.
    }
}
web-start-all-rules = Todas las reglas de { $name }

web-game-title = Partida · tablut
web-game-skip = Saltar al tablero
web-game-board-section = Tablero
web-game-board-label = Tablero de Tablut, posición tras el movimiento { $ply }
web-game-board-label-earlier = Tablero de Tablut, posición tras el movimiento { $ply } (una posición anterior)
web-game-loading = Cargando la partida…
web-game-connecting = Conectando…
web-game-live = En directo
web-game-connection-lost = Conexión perdida. Nuevo intento en { $seconds } s
web-game-move-resend = Conexión perdida: tu jugada { $move } se enviará de nuevo cuando vuelva.
web-game-move-not-played = Tu jugada { $move } no se ha jugado: la partida ya había avanzado.
web-game-retry-now = Reintentar ahora
web-game-no-id = No se ha indicado ninguna partida.
web-game-not-found = No hay ninguna partida en esta dirección.
web-game-steps = Recorrer la partida
web-game-step-first = Primera posición
web-game-step-first-key = Primera posición (Inicio)
web-game-step-back = Un movimiento atrás
web-game-step-back-key = Un movimiento atrás (←)
web-game-step-forward = Un movimiento adelante
web-game-step-forward-key = Un movimiento adelante (→)
web-game-step-end = Posición actual
web-game-step-end-key = Posición actual (Fin)
web-game-step-start = Inicio
web-game-step-of = Movimiento { $ply } de { $total }
web-game-back-to-current = Volver a la posición actual
web-game-replay-start = Estás viendo la posición inicial.
web-game-replay-after = Estás viendo la posición tras el movimiento { $ply }.
web-game-help-playing = Haz clic en una ficha o arrástrala para moverla. Con el teclado: pon el foco en el tablero, mueve el cursor con las flechas, coge y suelta con Intro, y deja la ficha con Escape. Fuera del tablero, ← → Inicio Fin recorren la partida.
web-game-help-premove = En el turno de tu rival, el movimiento que elijas es un premovimiento, que se juega en cuanto haya movido; vuelve a hacer clic en la ficha, haz clic derecho o pulsa Escape para retirarlo.
web-game-help-watching = Recorre la partida con los botones, o con ← → Inicio Fin.
web-game-status-invite = Esperando a que se una tu amigo: envíale el enlace de invitación.
web-game-status-waiting-second = Esperando a que se una el segundo jugador.
web-game-status-to-move = { $side ->
    [attackers] Mueven los atacantes.
   *[defenders] Mueven los defensores.
}
web-game-status-your-move = { $side ->
    [attackers] Te toca: juegas con los atacantes.
   *[defenders] Te toca: juegas con los defensores.
}
web-game-status-computer = { $side ->
    [attackers] Mueven los atacantes (el ordenador).
   *[defenders] Mueven los defensores (el ordenador).
}
web-game-status-waiting-for = Esperando a que mueva { $name } ({ $side ->
    [attackers] los atacantes
   *[defenders] los defensores
}).
web-game-status-waiting-opponent = { $side ->
    [attackers] Esperando a que mueva tu rival (los atacantes).
   *[defenders] Esperando a que mueva tu rival (los defensores).
}
web-game-status-watching = { $side ->
    [attackers] Mueven los atacantes. Estás mirando.
   *[defenders] Mueven los defensores. Estás mirando.
}
web-game-title-waiting = Esperando
web-game-title-your-move = Te toca
web-game-title-their-move = Le toca al rival
web-game-title-to-move = { $side ->
    [attackers] Mueven los atacantes
   *[defenders] Mueven los defensores
}
web-game-thinking = El ordenador está pensando…
web-game-result-win = { $side ->
    [attackers] Ganan los atacantes.
   *[defenders] Ganan los defensores.
}
web-game-result-win-time = { $side ->
    [attackers] Ganan los atacantes por tiempo.
   *[defenders] Ganan los defensores por tiempo.
}
web-game-result-draw = La partida termina en empate.
web-game-result-aborted = La partida se anuló.
web-game-you-won = ¡Has ganado!
web-game-you-won-time = ¡Has ganado por tiempo!
web-game-you-lost = Has perdido.
web-game-you-lost-time = Has perdido por tiempo.
web-game-no-result = Sin resultado: la partida no cuenta.
web-game-neither-won = No ha ganado ningún bando.
web-game-rating-changes = Cambios de puntuación
web-game-go-to-rematch = Ir a la revancha
web-game-raichi-routes = El rey tiene un camino libre hacia { $squares }.
web-game-tuichi-routes = El rey tiene { $count ->
    [one] { $count } camino libre
   *[other] { $count } caminos libres
} ({ $squares }): un solo movimiento no puede cerrarlos todos.
web-game-invited = Te han invitado a una partida
web-game-friend = Amigo
web-game-take-seat = Ocupar el sitio
web-game-join-help = Tu rival verá este nombre. Si lo dejas vacío, serás «Amigo».
web-game-joined = { $side ->
    [attackers] Te has unido a la partida con los atacantes.
   *[defenders] Te has unido a la partida con los defensores.
}
web-game-invitation-used = Esta invitación ya se ha usado: estás mirando la partida.
web-game-key-refused = Se ha rechazado la clave de este navegador para esta partida: estás mirando.
web-game-invite-heading = Invita a tu amigo
web-game-invite-text = Envía este enlace a tu amigo. La partida empieza cuando lo abra.
web-game-invite-link = Enlace de invitación
web-game-copy = Copiar
web-game-share = Compartir
web-game-share-title = Una partida de Tablut
web-game-share-text = Juega al Tablut conmigo:
web-game-invite-copied = Enlace de invitación copiado.
web-game-invite-copy-failed = No se ha podido copiar; el enlace está seleccionado, cópialo a mano.
web-game-link-copied = Enlace copiado: cualquiera que lo abra podrá mirar.
web-game-copy-failed = No se ha podido copiar; copia la dirección de la barra de direcciones.
web-game-rated = Puntuada
web-game-casual = Amistosa
web-game-clock-note = Los relojes se ponen en marcha cuando cada bando ha hecho su primer movimiento; hasta entonces, cualquiera de los dos puede anular la partida.
web-game-offers = Ofertas
web-game-draw-accept = Aceptar el empate
web-game-decline = Rechazar
web-game-takeback-grant = Dejar deshacer la jugada
web-game-draw-waiting = Has ofrecido empate; esperando la respuesta.
web-game-takeback-waiting = Has pedido deshacer tu último movimiento; esperando la respuesta.
web-game-opponent-offers-draw = Tu rival ofrece empate.
web-game-opponent-asks-takeback = Tu rival pide deshacer su último movimiento.
web-game-side-offers-draw = { $side ->
    [attackers] Los atacantes ofrecen empate.
   *[defenders] Los defensores ofrecen empate.
}
web-game-named-offers-draw = { $side ->
    [attackers] Los atacantes ({ $name }) ofrecen empate.
   *[defenders] Los defensores ({ $name }) ofrecen empate.
}
web-game-side-asks-takeback = { $side ->
    [attackers] Los atacantes piden deshacer su último movimiento.
   *[defenders] Los defensores piden deshacer su último movimiento.
}
web-game-named-asks-takeback = { $side ->
    [attackers] Los atacantes ({ $name }) piden deshacer su último movimiento.
   *[defenders] Los defensores ({ $name }) piden deshacer su último movimiento.
}
web-game-you-offered-draw = Has ofrecido empate.
web-game-you-asked-takeback = Has pedido deshacer tu último movimiento.
web-game-draw-declined = Tu oferta de empate ha sido rechazada.
web-game-takeback-declined = Tu petición de deshacer la jugada ha sido rechazada.
web-game-players = Jugadores
web-game-attackers = Atacantes
web-game-defenders = Defensores
web-game-you-badge = tú
web-game-to-move-badge = le toca
web-game-computer = Ordenador
web-game-computer-level = Ordenador ({ $level })
web-game-not-joined = Aún no se ha unido
web-game-you = Tú
web-game-anonymous = Anónimo
web-game-seat-computer = ordenador
web-game-online = conectado
web-game-offline = desconectado
web-game-lost = bajas: { $count }
web-game-lost-title = { $side ->
    [attackers] Los atacantes han perdido { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }
   *[defenders] Los defensores han perdido { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }
}
web-game-actions = Acciones de la partida
web-game-hint = Pista
web-game-hint-thinking = Pensando…
web-game-hint-offline = Las pistas necesitan una conexión en directo; inténtalo de nuevo en un momento.
web-game-hint-said = Pista: { $move }.
web-game-hint-shown = Pista: { $move }
web-game-undo = Deshacer
web-game-draw-offer = Ofrecer empate
web-game-draw-offered = Empate ofrecido
web-game-takeback-ask = Pedir deshacer la jugada
web-game-takeback-asked = Petición enviada
web-game-abort = Anular la partida
web-game-resign = Abandonar
web-game-rematch = Revancha
web-game-play-again = Jugar otra vez, cambiando de bando
web-game-rematch-offer = Proponer la revancha
web-game-rematch-waiting = Revancha propuesta: esperando a tu amigo
web-game-rematch-accept = Aceptar la revancha
web-game-rematch-offered-to-you = Tu amigo propone la revancha.
web-game-friend-joined = Tu amigo se ha unido: empieza la partida.
web-game-download = Descargar la partida
web-game-review = Revisar esta partida
web-game-analyse = Analizar
web-game-analyse-title = Abrir la posición mostrada en el tablero de análisis
web-game-copy-link = Copiar el enlace para espectadores
web-game-tournament = Volver al torneo
web-game-sound = Sonido y notificaciones
web-game-sound-on = Sonido activado
web-game-sound-off = Sonido desactivado
web-game-premove-picked = { $square } elegida para un premovimiento: elige adónde va.
web-game-premove-set = Premovimiento { $move }: se juega en cuanto tu rival haya movido, si entonces sigue siendo legal.
web-game-premove-shown = Premovimiento: { $move }
web-game-premove-cancel = Cancelar el premovimiento (Esc)
web-game-premove-cancelled = Premovimiento cancelado.
web-game-premove-dropped = Tu premovimiento { $move } no era legal tras el movimiento de tu rival: se ha descartado.
web-game-confirm-question = ¿Jugar { $move }?
web-game-confirm-yes = Confirmar
web-game-confirm-no = Cancelar
web-game-confirm-cancelled = Movimiento cancelado.
web-game-confirm-option = Confirmar cada movimiento en las partidas por correspondencia
web-game-conditional = Jugadas condicionales
web-game-conditional-help = Mientras le toca al rival, escribe qué responderás: una línea cada vez, su jugada y luego la tuya (e3-h3 d1-d3), y más pares si quieres. El servidor juega tu respuesta en cuanto juegue la primera jugada de una línea, aunque no estés.
web-game-conditional-label = Líneas de jugadas
web-game-conditional-save = Guardar las líneas
web-game-conditional-clear = Borrar
web-game-conditional-saved = { $count ->
    [one] Una línea espera la jugada del rival.
   *[other] { $count } líneas esperan la jugada del rival.
}
web-game-conditional-cleared = Ninguna jugada condicional.
web-game-volume = Volumen
web-game-notify-on = Notificaciones activadas
web-game-notify-off = Avisarme cuando me toque
web-game-notify-blocked = Este navegador bloquea las notificaciones de este sitio; permítalas en la configuración del sitio.
web-game-notify-your-turn = Le toca
web-game-notify-over = La partida ha terminado
web-game-moves = Movimientos
web-game-no-moves = Aún no hay movimientos.
web-game-move-title = { $side ->
    [attackers] Atacantes
   *[defenders] Defensores
}: { $move }
web-game-chat = Chat
web-game-chat-messages = Mensajes del chat
web-game-chat-message = Mensaje de chat
web-game-chat-placeholder = Di algo
web-game-chat-send = Enviar
web-game-chat-watch = Solo los dos jugadores pueden escribir aquí.
web-game-says = { $name } dice: { $text }
web-game-info-mode = { $mode ->
    [computer] contra el ordenador ({ $level })
    [computer-any] contra el ordenador
    [friend] entre dos jugadores
   *[local] dos jugadores en una sola pantalla
}
web-game-info-both = Juegas con los dos bandos.
web-game-info-you-play = { $side ->
    [attackers] Juegas con los atacantes.
   *[defenders] Juegas con los defensores.
}
web-game-resign-question = ¿Abandonar esta partida?
web-game-resign-text = Tu rival gana al momento.
web-game-resign-you = { $side ->
    [attackers] Abandonas con los atacantes; ganan los defensores.
   *[defenders] Abandonas con los defensores; ganan los atacantes.
}
web-game-resign-both = { $side ->
    [attackers] Los atacantes (les toca mover) abandonan; ganan los defensores.
   *[defenders] Los defensores (les toca mover) abandonan; ganan los atacantes.
}
web-game-keep-playing = Seguir jugando
web-game-picked-up = Has cogido { $piece ->
    [attacker] el atacante
    [defender] el defensor
   *[king] el rey
} de { $square }: { $count ->
    [0] no puede moverse
    [one] { $count } destino
   *[other] { $count } destinos
}.
web-game-cursor = { $square }: { web-common-piece }
web-game-cursor-destination = { $square }: { web-common-piece }, un destino
web-game-why-earlier = Estás viendo una posición anterior. Pulsa Fin para volver.
web-game-why-watching = Estás mirando esta partida.
web-game-why-thinking = El ordenador está pensando.
web-game-why-pending = Tu movimiento está en camino.
web-game-why-their-turn = { $side ->
    [attackers] Es el turno de los atacantes.
   *[defenders] Es el turno de los defensores.
}
web-game-taken-back = Movimientos deshechos: ahora tras el movimiento { $ply }.
web-game-played = { $side ->
    [attackers] Los atacantes han jugado { $move }.
   *[defenders] Los defensores han jugado { $move }.
}
web-game-played-capturing = { $side ->
    [attackers] Los atacantes han jugado { $move } y capturan { $squares }.
   *[defenders] Los defensores han jugado { $move } y capturan { $squares }.
}
web-game-clock-label = { $side ->
    [attackers] Reloj de los atacantes
   *[defenders] Reloj de los defensores
}: quedan { $time }{ $state ->
    [flagged] , sin tiempo
    [running] , en marcha
   *[stopped] { "" }
}{ $low ->
    [yes] , menos de 10 segundos
   *[no] { "" }
}
web-game-clock-deadline = El tiempo se agota: { $time }
web-game-clock-low-you = ¡Te quedan menos de diez segundos!
web-game-clock-low-mark = Poco tiempo
web-game-clock-low = { $side ->
    [attackers] A los atacantes les quedan menos de diez segundos.
   *[defenders] A los defensores les quedan menos de diez segundos.
}

web-rules-title = Reglas · tablut
web-rules-detail-title = { $name } · Reglas · tablut
web-rules-skip = Saltar a las reglas
web-rules-nav = Reglamentos
web-rules-loading = Cargando las reglas…
web-rules-back = ← Volver a la página de inicio
web-rules-all = Todos los reglamentos
web-rules-heading = Las reglas del Tablut
web-rules-intro = Todas las fichas se mueven como la torre del ajedrez: tantas casillas como quieran a lo largo de una fila o columna, sin saltar nunca. Un soldado es capturado cuando la ficha que mueve lo encierra entre ella y otra ficha enemiga (o una casilla hostil). El rey gana si escapa; los atacantes ganan si lo capturan. Las fuentes antiguas no coinciden en los detalles, así que tablut ofrece cuatro lecturas:
web-rules-start-label = { $name }: posición inicial
web-rules-first = { $side ->
    [attackers] Empiezan los atacantes.
   *[defenders] Empiezan los defensores.
}
web-rules-play = Jugar con { $name }
web-rules-side-by-side = Todas las reglas, una al lado de otra
web-rules-column-meaning = qué significa
web-rules-start-title = Posición inicial
web-rules-start-caption = Atacantes oscuros, defensores claros y el rey, con corona, en el trono.
web-rules-special-title = Casillas especiales
web-rules-special-caption = Marcadas: { $marked }. El rey escapa a { $escape }.
web-rules-mark-throne = el trono ({ $squares })
web-rules-mark-corners = las esquinas especiales ({ $squares })
web-rules-mark-camps = los campamentos ({ $count ->
    [one] { $count } casilla
   *[other] { $count } casillas
})
web-rules-none = ninguna
web-rules-escape-edge = cualquier casilla del borde (con trazo discontinuo)
web-rules-escape-corners = las esquinas { $squares } (con trazo discontinuo)
web-rules-every-rule = Todas las reglas
web-rules-examples = Ejemplos
web-rules-example-label-capturing = { $move }, capturando { $squares }
web-rules-example-play = { $side ->
    [attackers] Los atacantes juegan
    [defenders] Los defensores juegan
   *[other] El bando al que le toca juega
}
web-rules-example-capturing = , capturando { $squares }.
web-rules-compare = Comparar todos los reglamentos, regla a regla
web-rules-load-failed = No se han podido cargar las reglas.
web-rules-unknown = Reglamento desconocido

web-archive-title = Archivo · tablut
web-archive-skip = Saltar a las partidas
web-archive-heading = Partidas terminadas
web-archive-intro = Las más recientes primero. Abre una partida para repasarla movimiento a movimiento.
web-archive-filters = Filtrar las partidas
web-archive-player = Jugador
web-archive-any-player = Cualquier jugador
web-archive-any = Cualquiera
web-archive-result = Resultado
web-archive-attackers-win = Ganan los atacantes
web-archive-defenders-win = Ganan los defensores
web-archive-draw = Empate
web-archive-no-result = Sin resultado (anulada)
web-archive-no-result-short = Sin resultado
web-archive-show = Mostrar
web-archive-clear = Borrar
web-archive-finished = Terminada
web-archive-players = Jugadores
web-archive-moves = Movimientos
web-archive-empty = Aún no hay partidas terminadas.
web-archive-start-one = Empieza una.
web-archive-no-match = Ninguna partida terminada coincide con estos filtros.
web-archive-show-all = Mostrar todas las partidas.
web-archive-loading = Cargando…
web-archive-load-failed = No se ha podido cargar el archivo.
web-archive-older = Partidas anteriores
web-archive-computer = el ordenador
web-archive-side = ({ $side ->
    [attackers] atacantes
   *[defenders] defensores
})
web-archive-against = contra
web-archive-mode-computer = contra el ordenador
web-archive-mode-local = en una sola pantalla
web-archive-rated = puntuada
web-archive-casual = amistosa

web-missing-title = No existe la partida · tablut
web-missing-heading = Esta partida no existe
web-missing-text = No hay ninguna partida en esta dirección: puede que el enlace esté mal escrito o cortado.
web-missing-start = Empezar una partida nueva
web-missing-or = o
web-missing-browse = ver las partidas terminadas

## web: the puzzle trainer (puzzles.html, puzzles.js). $side: attackers
## or defenders; $theme: escape, raichi, tuichi, capture-by-two,
## capture-by-three, capture-by-four, against-throne, against-corner,
## against-camp or defender-sacrifice; $capturing: web-puzzles-capturing
## or nothing; $piece: a piece in words (web-common-piece); $error: the
## server's message, a whole sentence. Raichi and Tuichi stay.

web-puzzles-description = Problemas de Tablut: encuentra el movimiento que gana por fuerza, en uno o dos movimientos, y lleva una puntuación de problemas.
web-puzzles-heading = Problemas
web-puzzles-skip = Saltar al problema
web-puzzles-puzzle = Problema
web-puzzles-loading = Cargando un problema…
web-puzzles-board-hint = Haz clic en una ficha y luego en su destino (o arrástrala). Con el teclado: pon el foco en el tablero, muévete con las flechas y usa Enter para coger y soltar.
web-puzzles-solution-intro = La solución (con las respuestas del rival entre medias); haz clic en un movimiento para ver la posición tras él:
web-puzzles-play-solution = Reproducir la solución
web-puzzles-my-rating = Tu puntuación de problemas
web-puzzles-streak = Racha:
web-puzzles-rule-set = Reglamento
web-puzzles-theme = Tema
web-puzzles-any-theme = Cualquier tema
web-puzzles-theme-escape = El rey escapa
web-puzzles-theme-capture-by-two = Rey capturado entre dos
web-puzzles-theme-capture-by-three = Rey capturado entre tres
web-puzzles-theme-capture-by-four = Rey capturado entre cuatro
web-puzzles-theme-against-throne = Contra el trono
web-puzzles-theme-against-corner = Contra una esquina
web-puzzles-theme-against-camp = Contra un campamento
web-puzzles-theme-defender-sacrifice = Un defensor sacrificado
web-puzzles-this-puzzle = Este problema
web-puzzles-rating = puntuación
web-puzzles-themes = Temas:
web-puzzles-actions = Acciones del problema
web-puzzles-hint-title = Señala la pieza que hay que mover; el problema cuenta entonces como fallado para tu puntuación
web-puzzles-hint = Pista
web-puzzles-give-up-title = Abandona el problema y muestra la solución; cuenta como fallado para tu puntuación
web-puzzles-give-up = Ver la solución
web-puzzles-next = Siguiente problema
web-puzzles-theme-word = { $theme ->
    [escape] escape
    [raichi] Raichi
    [tuichi] Tuichi
    [capture-by-two] rey capturado entre dos
    [capture-by-three] rey capturado entre tres
    [capture-by-four] rey capturado entre cuatro
    [against-throne] contra el trono
    [against-corner] contra una esquina
    [against-camp] contra un campamento
   *[defender-sacrifice] un defensor sacrificado
}
web-puzzles-rating-not-loaded = No se ha podido cargar tu puntuación de problemas: { $error }
web-puzzles-board = Tablero del problema
web-puzzles-picked-up = Ficha de { $square } ({ $piece }) cogida: { $count ->
    [one] { $count } destino.
   *[other] { $count } destinos.
}
# $line: solution (the solution shown) or attempt (the moves played).
web-puzzles-board-label = Tablero del problema, { $line ->
    [solution] la solución tras { $count ->
        [one] { $count } movimiento
       *[other] { $count } movimientos
    }
   *[attempt] tras { $count ->
        [one] { $count } movimiento
       *[other] { $count } movimientos
    }
}
web-puzzles-find = Encuentra el movimiento ganador: juegas con { $side ->
    [attackers] los atacantes
   *[defenders] los defensores
}, ganas en { $moves }.
web-puzzles-finish = ¡Bien! Ahora remátalo: juegas con { $side ->
    [attackers] los atacantes
   *[defenders] los defensores
}, ganas en { $moves }.
web-puzzles-replying = ¡Bien! { $side ->
    [attackers] Los atacantes responden…
   *[defenders] Los defensores responden…
}
web-puzzles-solved = ¡Resuelto!
web-puzzles-not-this-time = Esta vez no: se muestra la solución.
web-puzzles-id = Problema { $id }
# $preset: the rule set's name; $link: web-puzzles-the-rules, a link.
web-puzzles-rules-line = Reglas { $preset } ({ $side ->
    [attackers] mueven los atacantes
   *[defenders] mueven los defensores
}); { $link }.
web-puzzles-the-rules = las reglas
web-puzzles-kept-account = Se guarda en tu cuenta, { $name }. Un “?” indica que aún no es definitiva.
web-puzzles-guest-unrated = Los invitados juegan sin puntuación: inicia sesión para tener una puntuación de problemas.
web-puzzles-not-rated-again = Sin puntuación: solo cuenta tu primer intento en cada problema.
web-puzzles-capturing = , capturando en { $squares }
web-puzzles-not-winning = { $move } no gana por fuerza.
web-puzzles-wins = { $move }{ $capturing } gana.
web-puzzles-right = { $move } es correcto{ $capturing }. { $side ->
    [attackers] Responden los atacantes.
   *[defenders] Responden los defensores.
}
web-puzzles-replied = { $side ->
    [attackers] Los atacantes han jugado
   *[defenders] Los defensores han jugado
} { $move }{ $capturing }. Te toca.
web-puzzles-failed = Problema fallado
web-puzzles-side-wins = { $side ->
    [attackers] Ganan los atacantes.
   *[defenders] Ganan los defensores.
}
web-puzzles-winning-line = La línea ganadora era { $line }.
web-puzzles-no-line = no disponible
web-puzzles-failed-announce = Fallado. La solución: { $line }.
web-puzzles-solution-not-fetched = No se ha podido obtener la solución: { $error }
web-puzzles-hinted = Pista: mueve la pieza de { $square }.
web-puzzles-hint-not-fetched = No se ha podido obtener la pista: { $error }
web-puzzles-asked = Has pedido la solución.
web-puzzles-all-seen = Ya has visto todos los problemas de esta selección: empezamos de nuevo.
web-puzzles-no-theme = Ningún problema de { $preset } tiene ese tema: elige otro.
web-puzzles-not-loaded = No se ha podido cargar ningún problema: { $error }
web-puzzles-no-board = El problema { $id } ha llegado sin su tablero.
web-puzzles-start = Problema { $id }: juegas con { $side ->
    [attackers] los atacantes
   *[defenders] los defensores
}, ganas en { $moves }.

## web: a game's review (review.html, review.js). $side: attackers or
## defenders; $class: best, good, inaccuracy, mistake or blunder, or
## (where it is said in words) web-review-class; $chance, $before,
## $after: percentages; $score_before, $score_after: the server's
## scores; $attackers, $defenders in web-review-players: the names (links).


web-review-heading = Revisión de la partida
web-review-skip = Saltar a los movimientos
web-review-board = Tablero
web-review-back = Volver a la partida
web-review-steps = Recorrer la partida
web-review-first-key = Primera posición (Inicio)
web-review-first = Primera posición
web-review-back-key = Un movimiento atrás (←)
web-review-step-back = Un movimiento atrás
web-review-forward-key = Un movimiento adelante (→)
web-review-forward = Un movimiento adelante
web-review-last-key = Última posición (Fin)
web-review-last = Última posición
web-review-analyse = Analizar esta posición
web-review-request = Esta partida aún no se ha revisado. El motor valora cada movimiento (unos 0,2 s por posición) y señala los errores.
web-review-start = Revisar esta partida
web-review-reviewing = Revisando…
web-review-graph-caption = Probabilidad de ganar de los atacantes
web-review-graph-note = (por encima de la línea central van mejor los atacantes)
web-review-moves = Movimientos
web-review-class = { $class ->
    [best] Mejor movimiento
    [good] Bueno
    [inaccuracy] Imprecisión
    [mistake] Error
   *[blunder] Error grave
}
web-review-no-game = No existe esa partida.
web-review-title = Revisión: { $attackers } contra { $defenders }
web-review-unnamed = { $side ->
    [attackers] atacantes
   *[defenders] defensores
}
web-review-players = { $attackers } (atacantes) contra { $defenders } (defensores) · { $variant }
web-review-in-play = Esta partida aún se está jugando: se podrá revisar cuando termine.
web-review-started = La revisión ha empezado.
web-review-too-many = Ya tienes dos revisiones en marcha; vuelve a pedirla cuando termine una.
web-review-not-over = Una partida que aún se está jugando no se puede revisar.
web-review-queued = Esperando al motor… ({ $done } de { $total } posiciones)
web-review-progress = Revisando: { $done } de { $total } posiciones
web-review-done = La revisión ha terminado.
web-review-no-moves = La partida no tiene movimientos que revisar.
web-review-no-side-moves = Sin movimientos.
web-review-count = { $class ->
    [good] { $count ->
        [one] { $count } bueno
       *[other] { $count } buenos
    }
    [inaccuracy] { $count ->
        [one] { $count } imprecisión
       *[other] { $count } imprecisiones
    }
    [mistake] { $count ->
        [one] { $count } error
       *[other] { $count } errores
    }
    [blunder] { $count ->
        [one] { $count } error grave
       *[other] { $count } errores graves
    }
   *[best] { $count ->
        [one] { $count } mejor
       *[other] { $count } mejores
    }
}
# $loss: the average loss (a number in bold).
web-review-loss = { $moves ->
    [one] { $moves } movimiento
   *[other] { $moves } movimientos
}; pérdida media de { $loss } puntos de probabilidad de ganar
web-review-graph-label = La probabilidad de ganar de los atacantes tras cada movimiento; elige un punto para ver la posición
web-review-point = Movimiento { $ply }, { $move } ({ $side ->
    [attackers] atacantes
   *[defenders] defensores
}): { $class }; atacantes { $chance }
web-review-move-label = Movimiento { $ply }, { $side ->
    [attackers] atacantes
   *[defenders] defensores
}, { $move }
web-review-move-label-class = Movimiento { $ply }, { $side ->
    [attackers] atacantes
   *[defenders] defensores
}, { $move }: { $class }
web-review-chance-title = La probabilidad de ganar de los atacantes tras el movimiento
web-review-better = Mejor: { $move }
web-review-better-line = · línea: { $line }
web-review-board-label = Tablero de Tablut, posición tras el movimiento { $ply } de { $total }
web-review-board-label-better = Tablero de Tablut, posición tras el movimiento { $ply } de { $total }; la flecha muestra el movimiento mejor, { $move }
web-review-step = Movimiento { $ply } de { $total }
web-review-start-position = La posición inicial
web-review-start-chances = : probabilidad de ganar de los atacantes { $chance }.
web-review-by = de { $side ->
    [attackers] los atacantes
   *[defenders] los defensores
}
web-review-chances = Probabilidad de ganar de { $side ->
    [attackers] los atacantes
   *[defenders] los defensores
}: { $before } antes, { $after } después (valoración { $score_before } → { $score_after }).
web-review-better-was = Era mejor { $move } (la flecha del tablero).
web-review-engine-line = La línea del motor:
web-review-preferred = El motor prefería { $move }.
web-review-announce = Movimiento { $ply }, { $side ->
    [attackers] atacantes
   *[defenders] defensores
}: { $move }
web-review-announce-class = Movimiento { $ply }, { $side ->
    [attackers] atacantes
   *[defenders] defensores
}: { $move }, { $class }

## web: the analysis board (analysis.html, analysis.js, analysis-tree.js,
## analysis-engine.js). $side: attackers or defenders; $result:
## attackers, defenders, draw or over; $place: web-analysis-at-start or
## web-analysis-after-move; $piece: a piece in words (web-common-piece);
## $nodes: a short count ("34 k"); $error: the server's message.

web-analysis-description = Tablero de análisis de Tablut: juega cualquier posición o partida, abre variantes y sigue las mejores líneas del motor.
web-analysis-heading = Tablero de análisis
web-analysis-skip = Saltar al tablero
web-analysis-board = Tablero
web-analysis-loading = Cargando…
web-analysis-steps = Recorrer los movimientos
web-analysis-start-key = Posición inicial (Inicio)
web-analysis-start-position = Posición inicial
web-analysis-back-key = Un movimiento atrás (←)
web-analysis-back = Un movimiento atrás
web-analysis-forward-key = Un movimiento adelante (→)
web-analysis-forward = Un movimiento adelante
web-analysis-end-key = Final de esta línea (Fin)
web-analysis-end = Final de esta línea
web-analysis-hint = Haz clic en una ficha y luego en una casilla resaltada (o arrástrala). Fuera del tablero, ← → recorren la línea mostrada, e Inicio y Fin van a sus extremos.
web-analysis-engine = Motor
web-analysis-on = Activado
web-analysis-connecting = Conectando con el motor…
web-analysis-lines = Las mejores líneas del motor
web-analysis-moves = Movimientos
web-analysis-tree = Movimientos y variantes
web-analysis-promote-title = Convertir la línea mostrada en la línea principal
web-analysis-promote = Hacer línea principal
web-analysis-delete-title = Borrar el movimiento mostrado y todos los que le siguen
web-analysis-delete = Borrar desde aquí
web-analysis-share = Compartir
web-analysis-share-label = Enlace a la posición mostrada
web-analysis-copy-link = Copiar el enlace
web-analysis-share-help = El enlace abre esta posición con los movimientos que llevan a ella.
web-analysis-import = Importar una partida o una posición
web-analysis-import-label = Partida en formato OpenTafl, o una posición
web-analysis-import-help = Pega una partida tal como la da el botón “Descargar la partida” de la página de una partida (lleva sus propias reglas), o una posición en texto, que se juega con el reglamento de abajo.
web-analysis-import-variant = Reglamento (para una posición)
web-analysis-import-submit = Importar
web-analysis-picked-up = Ficha de { $square } ({ $piece }) cogida: { $count ->
    [one] { $count } destino.
   *[other] { $count } destinos.
}
web-analysis-at-start = la posición inicial
web-analysis-after-move = tras el movimiento { $ply }, { $move }
web-analysis-board-label = Tablero de análisis, { $place }
web-analysis-board-label-best = Tablero de análisis, { $place }; la flecha muestra el mejor movimiento del motor, { $best }
web-analysis-loading-position = Cargando la posición…
web-analysis-game-over = Partida terminada.
web-analysis-to-move = { $side ->
    [attackers] Mueven los atacantes.
   *[defenders] Mueven los defensores.
}
web-analysis-raichi = El rey tiene una ruta abierta hacia { $routes }.
web-analysis-tuichi = El rey tiene { $count } rutas abiertas ({ $routes }): un solo movimiento no puede cerrarlas todas.
web-analysis-headline = { $result ->
    [attackers] Ganan los atacantes.
    [defenders] Ganan los defensores.
    [draw] Empate.
   *[over] La partida ha terminado.
}
web-analysis-step-start = Inicio
web-analysis-step = Movimiento { $ply } de { $total }
# $variant: the rule set's name (a link).
web-analysis-variant-rules = Reglas { $variant }
web-analysis-engine-off = El motor está apagado.
web-analysis-engine-ready = El motor está listo.
web-analysis-engine-queued = Esperando al motor…
web-analysis-searching = Buscando… profundidad { $depth }
web-analysis-done = Hecho: profundidad { $depth }, { $nodes } posiciones en { $seconds } s.
web-analysis-done-nothing = Hecho: aquí no hay ningún movimiento que buscar.
web-analysis-engine-over = La partida ha terminado en esta posición: no hay nada que buscar.
web-analysis-engine-refused = No se puede contactar con el motor. Desde una misma dirección se pueden abrir como máximo dos tableros de análisis a la vez: cierra otra pestaña de análisis; esta lo sigue intentando.
web-analysis-engine-lost = Se ha perdido la conexión con el motor; reintentando…
web-analysis-engine-lost-retry = Se ha perdido la conexión con el motor; nuevo intento dentro de { $seconds } s…
web-analysis-engine-error = El motor lo ha rechazado: { $error }
web-analysis-engine-error-position = El motor ha rechazado la posición.
web-analysis-play = Jugar { $move }
web-analysis-play-line = Jugar la línea hasta { $move }
web-analysis-score-title = La valoración para el bando que mueve (en soldados, o una victoria o derrota forzada)
web-analysis-chance-title = La probabilidad de ganar de los atacantes tras este movimiento
web-analysis-chance = atacantes { $chance }
web-analysis-announce-move = Movimiento { $ply }: { $move }
web-analysis-at-start-announce = La posición inicial
web-analysis-promoted = Ahora esta línea es la principal.
web-analysis-deleted = Se han borrado { $move } y los movimientos que le seguían.
web-analysis-refused = Rechazado: { $error }
web-analysis-played = { $move }.
web-analysis-played-capturing = { $move }, capturando en { $squares }.
web-analysis-game-title = Análisis de la partida { $id }
web-analysis-unreachable = No se puede contactar con el servidor.
web-analysis-link-failed = No se ha podido abrir el enlace: { $error }
web-analysis-import-empty = Pega antes una partida o una posición.
web-analysis-importing = Importando…
web-analysis-record-imported = Partida importada: { $moves ->
    [one] { $moves } movimiento
   *[other] { $moves } movimientos
}, mostrada desde el principio.
web-analysis-position-imported = Posición importada.
web-analysis-record-unreadable = No se ha podido leer la partida: { $error }
web-analysis-position-unreadable = No se ha podido leer la posición: { $error }
web-analysis-start-of = La posición inicial de { $variant }.
web-analysis-link-copied = Enlace copiado
web-analysis-link-copy-failed = No se ha podido copiar el enlace: selecciónalo y cópialo tú.
web-analysis-tree-empty = Aún no hay movimientos: juega uno en el tablero.
web-analysis-move-label = Movimiento { $ply }: { $move }
web-analysis-variation-label = Movimiento { $ply }: { $move } (variante)

## server: a page that does not exist.

error-page-not-found = No encontrado. Empieza una partida en / o consulta el archivo en /archive.

## web: los torneos (tournaments.html, tournament.html, tournaments.js,
## tournament.js, tournament-words.js).

web-nav-tournaments = Torneos
web-tournament-format = { $format ->
    [swiss] Suizo
    [round-robin] Liga
    [double-round-robin] Liga a doble vuelta
    [arena] Arena
   *[groups-knockout] Grupos y eliminatorias
}
web-tournament-status = { $status ->
    [created] Sin empezar
    [running] En juego
   *[finished] Terminado
}
web-tournament-starts = Empieza solo el { $time }
web-tournament-starts-manual = Empieza cuando lo inicie su creador
web-tournament-round = Ronda { $round } de { $rounds }
web-tournament-rounds-played = { $rounds ->
    [one] { $rounds } ronda jugada
   *[other] { $rounds } rondas jugadas
}
web-tournament-arena-left = Quedan { $time }
web-tournament-arena-length = { $minutes } minutos
web-tournaments-heading = Torneos
web-tournaments-description = Torneos de tablut: suizos, ligas, arenas y grupos con eliminatorias. Mira qué hay, apúntate a uno o crea el tuyo.
web-tournaments-skip = Ir a los torneos
web-tournaments-intro = Juega una serie de partidas contra otros jugadores: el torneo empareja las rondas, lleva la clasificación y te abre la siguiente partida.
web-tournaments-loading = Cargando los torneos…
web-tournaments-failed = No se han podido cargar los torneos.
web-tournaments-running = En juego
web-tournaments-upcoming = Aún sin empezar
web-tournaments-finished = Terminados
web-tournaments-running-empty = Ahora mismo no se juega ningún torneo.
web-tournaments-upcoming-empty = Ningún torneo espera para empezar.
web-tournaments-finished-empty = Todavía no ha terminado ningún torneo.
web-tournaments-col-name = Torneo
web-tournaments-col-format = Formato
web-tournaments-rule-set = Reglas
web-tournaments-col-clock = Ritmo
web-tournaments-col-players = Jugadores
web-tournaments-col-when = Cuándo
web-tournaments-invitation-badge = por invitación
web-tournaments-create = Crear un torneo
web-tournaments-guest = Inicia sesión para crear un torneo o apuntarte a uno.
web-tournaments-guest-link = Inicia sesión o crea una cuenta
web-tournaments-name = Nombre
web-tournaments-format-help = { $format ->
    [swiss] Un número fijo de rondas; en cada una se enfrentan jugadores con la misma puntuación, nunca dos veces.
    [round-robin] Todos juegan contra todos una vez; las rondas dependen del número de jugadores.
    [double-round-robin] Todos juegan contra todos dos veces, cambiando de bando la segunda.
    [arena] Durante un tiempo fijo: quien termina una partida recibe rival enseguida. Dos victorias seguidas empiezan una racha, y entonces cada partida cuenta doble.
   *[groups-knockout] Primero grupos de todos contra todos, después eliminatorias entre los mejores de cada grupo.
}
web-tournaments-rounds = Rondas
web-tournaments-minutes = Duración en minutos
web-tournaments-group-size = Jugadores por grupo
web-tournaments-qualifiers = Clasificados por grupo
web-tournaments-clock = Ritmo de juego
web-tournaments-live = En vivo
web-tournaments-correspondence = Por correspondencia
web-tournaments-match = Partidas por emparejamiento
web-tournaments-match-two = Dos partidas, cambiando de bando
web-tournaments-match-single = Una partida
web-tournaments-rated = Partidas puntuables
web-tournaments-rated-presets = Solo pueden puntuar las partidas con las reglas de un reglamento predefinido.
web-tournaments-starts-at = Empieza solo el
web-tournaments-optional = (opcional)
web-tournaments-starts-at-help = Si lo dejas vacío, empieza cuando pulses Empezar en su página.
web-tournaments-conditions = Quién puede apuntarse
web-tournaments-min-rating = Puntuación mínima
web-tournaments-min-games = Mínimo de partidas puntuables
web-tournaments-bots = Se admiten bots
web-tournaments-invited = Jugadores invitados
web-tournaments-invited-help = Nombres de cuenta separados por comas. Si lo dejas vacío, puede apuntarse cualquiera.
web-tournaments-submit = Crear el torneo
web-tournaments-sending = Creando el torneo…
web-tournaments-name-needed = Ponle un nombre al torneo.
web-tournaments-made = { $name } está creado.
web-tournament-heading = Torneo
web-tournament-description = Un torneo de tablut: su clasificación, sus rondas y sus partidas, en directo.
web-tournament-skip = Ir a la clasificación
web-tournament-loading = Cargando el torneo…
web-tournament-missing = Ese torneo no existe
web-tournament-missing-text = No hay ningún torneo con esta dirección.
web-tournament-back = Todos los torneos
web-tournament-facts = { $variant }, { $clock }, { $rated ->
    [yes] puntuable
   *[no] amistoso
}, { $match ->
    [single] una partida por emparejamiento
   *[two-games] dos partidas por emparejamiento
}
web-tournament-groups-facts = grupos de { $size }, se clasifican { $qualifiers } de cada uno
web-tournament-by = Creado por { $name }
web-tournament-min-rating = Puntuación de al menos { $rating }
web-tournament-min-games = { $count ->
    [one] Al menos { $count } partida puntuable
   *[other] Al menos { $count } partidas puntuables
}
web-tournament-no-bots = Sin bots
web-tournament-invitation = Por invitación: { $names }
web-tournament-join = Apuntarme
web-tournament-rejoin = Volver a apuntarme
web-tournament-resume = Volver
web-tournament-withdraw = Retirarme
web-tournament-pause = Hacer una pausa
web-tournament-start = Empezar ya
web-tournament-guest = Inicia sesión para apuntarte a este torneo.
web-tournament-joined = Estás en el torneo.
web-tournament-withdrawn = Te has retirado: ya no se te emparejará.
web-tournament-started = El torneo ha empezado.
web-tournament-paused = Estás en pausa: no se te emparejará hasta que vuelvas.
web-tournament-bye = Descansas en la ronda { $round }: cuenta como victoria, y juegas en la siguiente.
web-tournament-your-game = Tu partida contra { $name } (tablero { $board }) está en juego.
web-tournament-go = Ir a tu partida
web-tournament-your-pairing = En esta ronda juegas contra { $name } (tablero { $board }).
web-tournament-your-result = Esta ronda contra { $name }: { $result }.
web-tournament-opening = Tu partida empieza…
web-tournament-notify-title = Ha empezado una ronda del torneo
web-tournament-notify-body = { $tournament }: ha empezado tu partida contra { $name }.
web-tournament-standings = Clasificación
web-tournament-standings-empty = Todavía no ha terminado ninguna partida.
web-tournament-group = Grupo { $group }
web-tournament-col-rank = #
web-tournament-col-player = Jugador
web-tournament-col-points = Puntos
web-tournament-col-buchholz = Buchholz
web-tournament-buchholz = Buchholz: los puntos de los rivales del jugador
web-tournament-col-sb = SB
web-tournament-sonneborn-berger = Sonneborn-Berger: los puntos de los rivales vencidos y la mitad de los de aquellos con quienes hizo tablas
web-tournament-col-wins = Victorias
web-tournament-col-games = Partidas
web-tournament-col-byes = Descansos
web-tournament-streak = En racha: cada partida cuenta doble
web-tournament-pairings = Emparejamientos
web-tournament-pairings-round = Ronda { $round }
web-tournament-pairings-empty = No se está jugando ninguna ronda.
web-tournament-col-board = Tablero
web-tournament-col-first = Ataca primero
web-tournament-col-second = Defiende primero
web-tournament-col-result = Resultado
web-tournament-bye-word = descanso
web-tournament-in-play = en juego
web-tournament-game-n = Partida { $n }
web-tournament-watch-game = Ver la partida { $n }
web-tournament-stage = { $stage ->
    [groups] Grupos
   *[knockout] Eliminatorias
}
web-tournament-goes-through = { $name } pasa a la siguiente fase
web-tournament-crosstable = Tabla cruzada
web-tournament-crosstable-help = Cada casilla tiene los puntos del jugador de la fila contra el de la columna, un número por emparejamiento. Elige un nombre para ver las rondas de ese jugador.
web-tournament-crosstable-empty = La tabla cruzada se llena en cuanto se empareja la primera ronda.
web-tournament-cross-title = { $player } contra { $opponent }: { $result }
web-tournament-player-results-heading = Las rondas de un jugador
web-tournament-player-hint = Elige un jugador en la clasificación o en la tabla cruzada para ver sus rondas.
web-tournament-profile = Perfil
web-tournament-col-round = Ronda
web-tournament-col-opponent = Rival
web-tournament-col-side = Bandos
web-tournament-side = { $side ->
    [first] ataca primero
   *[second] defiende primero
}
web-tournament-entrants = Jugadores
web-tournament-entrants-empty = Todavía no se ha apuntado nadie.
web-tournament-withdrawn-mark = retirado
web-tournament-paused-mark = en pausa
web-tournament-export = Descargar
web-tournament-export-json = Clasificación y partidas (JSON)
web-tournament-export-otn = Todas las partidas en formato OpenTafl
web-tournament-pairings-arena = Partidas en juego
web-tournament-col-winner = Pasa
web-tournament-won-by = Ganado por { $names }

## server and web: e-mail (crates/tablut-server/src/mail, mail.html,
## mail.js, the account page).

error-mail-off = este servidor no envía correo electrónico
error-mail-bot = un bot no tiene dirección de correo
error-mail-too-many = demasiados enlaces de verificación en una hora: inténtalo más tarde
error-mail-none = la cuenta no tiene dirección de correo
error-mail-token = este enlace ya no funciona: los enlaces funcionan una vez, durante un tiempo limitado
error-mail-unsubscribe-key = este enlace de baja no lo envió este servidor
error-mail-unsubscribe-what = '{ $what }' no es turns, deadlines, challenges ni all
error-mail-address = '{ $email }' no es una dirección de correo
error-mail-login = inicia sesión para gestionar tu dirección de correo
mail-hello = Hola, { $name }:
mail-footer = Recibes este correo por tu cuenta de tablut. Para no recibir más correos como este, abre:
    { $link }
mail-verify-subject = Verifica tu dirección de correo para tablut
mail-verify-body = Abre este enlace para confirmar que esta dirección es tuya:
    { $link }

    Si no diste esta dirección a tablut, ignora este correo: no se le enviará nada.
mail-reset-subject = Restablece tu contraseña de tablut
mail-reset-body = Alguien ha pedido restablecer la contraseña de tu cuenta. Abre este enlace antes de una hora para elegir una nueva:
    { $link }

    Si no fuiste tú, ignora este correo: tu contraseña sigue igual.
mail-turns-subject = { $games ->
    [one] Te toca en una partida por correspondencia
   *[other] Te toca en { $games } partidas por correspondencia
}
mail-turns-body = { $games ->
    [one] Tu rival ha movido. Te toca en esta partida:
   *[other] Tus rivales han movido. Te toca en estas partidas:
}
mail-turns-line = - contra { $opponent }: { $link }
mail-deadline-subject = Se te acaba el tiempo contra { $opponent }
mail-deadline-body = { $hours ->
    [one] Te queda menos de una hora
   *[other] Te quedan menos de { $hours } horas
} para tu jugada contra { $opponent }; después, la partida se pierde por tiempo:
    { $link }
mail-challenge-subject = { $player } te desafía a una partida de tablut
mail-challenge-body = { $player } te desafía a una partida por correspondencia ({ $variant }, { $clock }). Acéptala o recházala en la sala:
    { $link }
web-mail-heading = Correo electrónico
web-mail-off = Este servidor no envía correo electrónico.
web-mail-help = Da una dirección para saber cuándo te toca en las partidas por correspondencia, cuándo falta un día para un plazo y cuándo te desafían, y para restablecer una contraseña olvidada. Nadie más la ve.
web-mail-address = Dirección de correo
web-mail-save = Guardar y enviar un enlace
web-mail-unverified = Se envió un enlace a { $email }: ábrelo para empezar a recibir correo.
web-mail-verified = El correo va a { $email }.
web-mail-choices = Envíame un correo cuando
web-mail-turns = me toque en una partida por correspondencia (como mucho un correo por partida cada hora)
web-mail-deadlines = mi tiempo para una jugada se acabe en menos de un día
web-mail-challenges = alguien me desafíe
web-mail-remove = Quitar la dirección
web-mail-saved = Guardado.
web-mail-failed = No ha funcionado: { $error }
web-mail-forgot = ¿Has olvidado la contraseña?
web-mail-verify-heading = Verifica tu dirección
web-mail-verify-working = Verificando la dirección…
web-mail-verify-done = Tu dirección { $email } está verificada.
web-mail-reset-heading = Restablece tu contraseña
web-mail-reset-who = Nombre de cuenta o dirección de correo
web-mail-reset-send = Enviar un enlace
web-mail-reset-sent = Si esa cuenta tiene una dirección verificada, le llega un enlace. Funciona durante una hora.
web-mail-reset-new = Contraseña nueva
web-mail-reset-save = Poner la contraseña
web-mail-reset-done = Tu contraseña ha cambiado y se han cerrado todas las sesiones de la cuenta.
web-mail-log-in = Iniciar sesión
web-mail-unsubscribe-heading = Dejar de recibir correo
web-mail-unsubscribe-what = { $what ->
    [turns] ¿Dejar de recibir los correos que te dicen que te toca?
    [deadlines] ¿Dejar de recibir los avisos antes de un plazo?
    [challenges] ¿Dejar de recibir los correos de desafíos?
   *[all] ¿Dejar de recibir todo el correo de tablut?
}
web-mail-unsubscribe-button = Dejar de recibirlos
web-mail-unsubscribe-done = Hecho: no se enviarán más correos como estos a { $email }. Puedes volver a activarlos en la página de tu cuenta.
web-mail-no-link = Este enlace está incompleto: abre el enlace entero del correo.

# The game page's screen-reader mode (assets/blind.js).
web-blind-toggle-on = Modo lector de pantalla: activado
web-blind-toggle-off = Modo lector de pantalla: desactivado
web-blind-heading = Modo lector de pantalla
web-blind-input-label = Tu jugada (e3-e1) o una orden
web-blind-send = Enviar
web-blind-help = Escribe una jugada como e3-e1 y pulsa Intro. Órdenes: b toda la posición; a los atacantes; d los defensores; r 3 la fila 3; f e la columna e; e3 las jugadas de la pieza en e3; l la última jugada; c los relojes; s a quién le toca; h esta ayuda.
web-blind-live-label = Lo que pasa
web-blind-position = La posición
web-blind-turned-on = Modo lector de pantalla activado: escribe tus jugadas en el campo de texto.
web-blind-turned-off = Modo lector de pantalla desactivado.
# $result: the game's result in a sentence.
web-blind-finished = La partida ha terminado: { $result }
web-blind-to-move = { $you ->
    [yes] { $side ->
        [attackers] Juegan los atacantes: te toca a ti.
       *[defenders] Juegan los defensores: te toca a ti.
    }
   *[no] { $side ->
        [attackers] Juegan los atacantes.
       *[defenders] Juegan los defensores.
    }
}
web-blind-no-last-move = Todavía no se ha jugado ninguna jugada.
web-blind-last = { $side ->
    [attackers] Última jugada: atacantes, { $move }.
   *[defenders] Última jugada: defensores, { $move }.
}
# $squares: the captured squares, listed the language's way.
web-blind-last-capturing = { $side ->
    [attackers] Última jugada: atacantes, { $move }, capturando { $squares }.
   *[defenders] Última jugada: defensores, { $move }, capturando { $squares }.
}
web-blind-attackers = Atacantes, { $count ->
    [one] { $count } pieza
   *[other] { $count } piezas
}: { $squares }.
web-blind-defenders = Defensores, { $count ->
    [one] { $count } pieza
   *[other] { $count } piezas
}: el rey en { $king }; { $squares }.
web-blind-none = ninguna
web-blind-square = { $square } { web-common-piece }
web-blind-rank = Fila { $rank }: { $squares }.
web-blind-file = Columna { $file }: { $squares }.
web-blind-square-empty = { $square } está vacía.
web-blind-no-moves = { $square }, { web-common-piece }: ninguna jugada legal ahora.
web-blind-moves = { $square }, { web-common-piece }: { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
} a { $squares }.
web-blind-sending = { $move } enviada.
# $reason: why the move was refused, in a sentence.
web-blind-refused = { $move } rechazada: { $reason }
web-blind-unknown = No entendido: { $text }. Escribe h para la ayuda.
# The puzzle page's second hint: the whole move.
web-puzzles-hint-again = Pista: mostrar la jugada
web-puzzles-hint-again-title = Muestra la jugada ganadora completa: adónde va la pieza indicada
web-puzzles-hinted-move = Pista: mueve { $from } a { $to }.
# The game page's heading, for screen readers only.
web-game-heading = Partida de tablut
