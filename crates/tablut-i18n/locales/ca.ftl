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
