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
# $what: player, bot, own-bot, language, seek, open-seek, puzzle, review
# o rating-pool.
error-not-found = { $what ->
    [player] no hay ningún jugador
    [bot] no hay ningún bot
    [own-bot] no tienes ningún bot
    [language] no hay ningún idioma
    [seek] no hay ninguna propuesta de partida
    [open-seek] no hay ninguna propuesta de partida abierta
    [puzzle] no hay ningún problema
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
error-name-length = un nombre de cuenta tiene de { $min } a { $max } caracteres
error-name-characters = un nombre de cuenta solo lleva letras, cifras, '-' y '_', no '{ $char }'
error-password-short = una contraseña tiene al menos { $min } caracteres
error-password-long = una contraseña tiene como máximo { $max } bytes
error-hashing = falló el cifrado de la contraseña: { $detail }
error-too-many-registrations = demasiadas cuentas registradas desde esta dirección; vuelve a intentarlo dentro de unos minutos
error-too-many-failures = demasiados inicios de sesión fallidos desde esta dirección; vuelve a intentarlo dentro de unos minutos
error-wrong-login = nombre de cuenta o contraseña incorrectos
error-account-locked = demasiados inicios de sesión fallidos en esta cuenta; vuelve a intentarlo dentro de { $seconds } s
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
illegal-repetition = { $move }: { $side ->
    [attackers] los atacantes deben
   *[defenders] los defensores deben
} variar: este movimiento haría que una posición se diera por 4.ª vez
illegal-game-over = { $move }: la partida ha terminado ({ $outcome })
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
tui-line-no-hint = no hay pista: la partida ha terminado ({ $outcome })
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
tui-load-resigned = (el registro dice que { $side ->
    [attackers] los atacantes abandonaron
   *[defenders] los defensores abandonaron
})
