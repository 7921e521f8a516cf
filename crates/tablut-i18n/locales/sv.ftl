## Tabluts svenska katalog: en översättning av en.ftl, med samma nycklar
## och samma { $argument }. Termer: kungen, anfallarna, försvararna,
## soldater, tronen, hörn, kant, läger, flyktrutor.

language-name = Svenska
# Tal: decimaltecknet och tecknet mellan grupper om tre siffror (från
# 10 000 och uppåt; ett hårt mellanslag).
number-decimal = ,
number-group = { "\u00A0" }

## Sidor, resultat och hur ett parti slutar. Väljare: $side är
## `attackers` eller `defenders`.

side-name = { $side ->
    [attackers] anfallarna
   *[defenders] försvararna
}
side-title = { $side ->
    [attackers] Anfallarna
   *[defenders] Försvararna
}
outcome-win = { $side ->
    [attackers] anfallarna vinner.
   *[defenders] försvararna vinner.
}
outcome-draw = partiet slutar oavgjort.
end-escape = Kungen flydde till { $square }: { $outcome }
end-escape-anywhere = Kungen flydde: { $outcome }
end-king-captured = Kungen fångades på { $square }: { $outcome }
end-king-captured-anywhere = Kungen fångades: { $outcome }
end-no-moves = { $side ->
    [attackers] Anfallarna har
   *[defenders] Försvararna har
} inget tillåtet drag: { $outcome }
end-no-moves-anyone = Sidan som är vid draget har inget tillåtet drag: { $outcome }
end-repetition = Samma ställning uppstod för { $occurrence ->
    [1] första
    [2] andra
    [3] tredje
    [4] fjärde
    [5] femte
    [6] sjätte
    [7] sjunde
    [8] åttonde
    [9] nionde
    [10] tionde
    [11] elfte
   *[other] { $occurrence }:e
} gången: { $outcome }
end-stopped-drawn = Partiet avbröts och räknades som oavgjort.
end-resigned = { $side ->
    [attackers] Anfallarna
   *[defenders] Försvararna
} gav upp: { $outcome }
end-time = { $side ->
    [attackers] Anfallarnas
   *[defenders] Försvararnas
} tid tog slut: { $outcome }
# $cause: illegal-move, crash, disconnect, timeout eller other; $detail är
# tomt eller en kort förklaring inom parentes, med ett mellanslag före.
end-forfeit = { $side ->
    [attackers] Anfallarna
   *[defenders] Försvararna
} diskvalificerades{ $cause ->
    [illegal-move] { " " }för ett otillåtet drag
    [crash] { " " }när deras program kraschade
    [disconnect] { " " }när de tappade anslutningen
    [timeout] { " " }för att de inte svarade i tid
   *[other] { "" }
}{ $detail }: { $outcome }
end-agreement = Spelarna kom överens om oavgjort.
end-abort = Partiet annullerades: inget resultat.
end-adjudication = Domarbeslut{ $detail }: { $outcome }

## Värderingar, för sidan som är vid draget.

win-in = vinner i { $moves ->
    [one] { $moves } drag
   *[other] { $moves } drag
}
loss-in = förlorar i { $moves ->
    [one] { $moves } drag
   *[other] { $moves } drag
}

## Regeluppsättningarna, för spelare.

preset-ludoteka = Ludoteka (spanska/engelska): försvararna börjar, kungen flyr till ett hörn och fångar som andra pjäser; han fångas av 3 anfallare mot kanten eller av 2 intill ett hörn
preset-catalan = Katalansk text: anfallarna börjar, kungen flyr till ett hörn, de fem kungliga rutorna fångar när de är tomma, kungen fångas aldrig mot kanten
preset-brainking = BrainKing (nederländska): försvararna börjar, kungen flyr till vilken kantruta som helst, kungen fångar inte, tronen stängs när kungen har lämnat den
preset-cartier = Cartiers Linné: anfallarna börjar, flykt till kanten, ingen går in på eller över tronen, borta från tronen fångas kungen av 2 anfallare, anfallarna måste undvika upprepningar
preset-ashton = Ashton (Tablut Challenge, som publicerad): försvararna börjar, flyktrutor, läger som bara svart får lämna, tronen och lägren fångar, oavgjort när en ställning uppstår för 2:a gången
preset-ashton-server = Ashton som Challengens Java-server spelar det: lägrens mittrutor skonar svart, startställningen räknas inte vid upprepning

## Varje regel, för spelare.

flag-first = Sidan som gör första draget.
flag-escape = Rutor där kungen flyr (tiles: kanten utom hörnen och lägren).
flag-corners-king-only = Bara kungen får stanna på en hörnruta.
flag-king-reenter = Kungen får stanna på tronen igen efter att ha lämnat den.
flag-throne-crossable = Pjäser får passera över den tomma tronen.
flag-corner-hostile = Tomma hörn räknas som fiende och fångar soldater från båda sidor.
flag-throne-hostile = Den tomma tronen räknas som fiende och fångar soldater från båda sidor.
flag-linnaean-throne = När kungen står på tronen kan en försvarare intill tronen fångas mot den om de andra 3 rutorna intill tronen har anfallare.
flag-occupied-throne-hostile = När kungen står på tronen kan en försvarare intill tronen alltid fångas mot den.
flag-camps = Vem som får passera eller stanna på lägren, anfallarnas 16 startrutor.
flag-camp-hostile = Lägerrutor fångar soldater och räknas som anfallare mot kungen (server: mittrutorna skonar anfallare).
flag-king-armed = Kungen fångar när det är han som flyttar.
flag-captures-on-escape = Kungen som flyr fångar ändå med sitt sista drag.
flag-king-anvil = Kungen fångar som stillastående pjäs: en egen soldat kan fånga mot honom.
flag-king-edge-capture = En kung på en kantruta fångas av 3 anfallare.
flag-king-corner-capture = En kung intill ett hörn fångas av 2 anfallare.
flag-king-custodial = Borta från tronen fångas kungen av 2 anfallare på motsatta sidor.
flag-repetition = Oavgjort när en ställning uppstår 3:e gången / 4:e gången förbjuden / ignoreras / oavgjort 2:a gången / oavgjort 2:a gången, startställningen oräknad.
flag-must-vary = Sidan som inte får låta en ställning uppstå en 4:e gång när repetition=vary.
flag-repeats-allowed = Extra upprepningar tillåtna före oavgjort (med second och server).
flag-no-moves = Resultat för en sida utan tillåtet drag.

## `tablut rules` i terminalen.

rules-list-heading = Regeluppsättningar (välj en med --variant NAMN):
rules-list-footer = Se alla regler i en med `tablut rules NAMN`; ändra enskilda regler med --rule NAMN=VÄRDE eller en variantsträng som ludoteka:king_armed=false.
rules-set = Regeluppsättning: { $name }
rules-preset = Grunduppsättning: { $name }
rules-column-rule = regel
rules-column-value = värde
rules-column-meaning = betydelse
rules-changed = { $count ->
    [one] { $count } regel skiljer sig från { $preset }.
   *[other] { $count } regler skiljer sig från { $preset }.
}

## The pages: shared.

web-language-menu = Språk
