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
