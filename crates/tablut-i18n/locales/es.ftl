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
