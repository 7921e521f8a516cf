## De Nederlandse catalogus van tablut: een vertaling van en.ftl, met
## dezelfde sleutels en dezelfde { $argumenten }. Termen uit de regels van
## BrainKing (002): koning, soldaten, troon, rand, gevangen nemen,
## ontsnappen, geldige zet.

language-name = Nederlands
# Getallen: het decimaalteken en het teken tussen groepen van drie
# cijfers (vanaf 10.000).
number-decimal = ,
number-group = .

## Kanten, uitslagen en hoe een partij eindigt. Selectors: $side is
## `attackers` of `defenders`.

side-name = { $side ->
    [attackers] de aanvallers
   *[defenders] de verdedigers
}
side-title = { $side ->
    [attackers] Aanvallers
   *[defenders] Verdedigers
}
outcome-win = { $side ->
    [attackers] de aanvallers winnen.
   *[defenders] de verdedigers winnen.
}
outcome-draw = de partij eindigt in remise.
end-escape = De koning ontsnapte naar { $square }: { $outcome }
end-escape-anywhere = De koning ontsnapte: { $outcome }
end-king-captured = De koning werd gevangengenomen op { $square }: { $outcome }
end-king-captured-anywhere = De koning werd gevangengenomen: { $outcome }
end-no-moves = { $side ->
    [attackers] De aanvallers kunnen
   *[defenders] De verdedigers kunnen
} geen geldige zet meer doen: { $outcome }
end-no-moves-anyone = De speler die aan zet is, kan geen geldige zet meer doen: { $outcome }
end-repetition = Dezelfde stelling kwam voor de { $occurrence ->
    [1] eerste
    [2] tweede
    [3] derde
    [4] vierde
    [5] vijfde
    [6] zesde
    [7] zevende
    [8] achtste
    [9] negende
    [10] tiende
    [11] elfde
   *[other] { $occurrence }e
} keer voor: { $outcome }
end-stopped-drawn = De partij werd stilgelegd en als remise geteld.
end-resigned = { $side ->
    [attackers] De aanvallers
   *[defenders] De verdedigers
} gaven op: { $outcome }
end-time = { $side ->
    [attackers] De aanvallers
   *[defenders] De verdedigers
} hadden geen tijd meer: { $outcome }
# $cause: illegal-move, crash, disconnect, timeout of other; $detail is
# leeg of een korte uitleg tussen haakjes, met een spatie ervoor.
end-forfeit = { $side ->
    [attackers] De aanvallers
   *[defenders] De verdedigers
} verloren reglementair{ $cause ->
    [illegal-move] { " " }door een ongeldige zet
    [crash] { " " }doordat hun programma faalde
    [disconnect] { " " }doordat hun verbinding wegviel
    [timeout] { " " }doordat ze niet op tijd antwoordden
   *[other] { "" }
}{ $detail }: { $outcome }
end-agreement = De spelers kwamen remise overeen.
end-abort = De partij werd geannuleerd: geen uitslag.
end-adjudication = Beslissing van de arbiter{ $detail }: { $outcome }

## Scores, voor de kant die aan zet is.

win-in = wint in { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
}
loss-in = verliest in { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
}

## De regelsets, voor spelers.

preset-ludoteka = Ludoteka (Spaans/Engels): de verdedigers beginnen, de koning ontsnapt naar een hoekveld en neemt zelf ook gevangen; hij valt door 3 aanvallers tegen de rand of door 2 naast een hoekveld
preset-catalan = Catalaanse tekst: de aanvallers beginnen, de koning ontsnapt naar een hoekveld, de vijf koninklijke velden nemen gevangen als ze leeg zijn, de koning wordt nooit tegen de rand gevangen
preset-brainking = BrainKing (Nederlands): de verdedigers beginnen, de koning ontsnapt naar elk veld aan de rand, de koning neemt niemand gevangen, de troon is dicht zodra de koning hem verlaten heeft
preset-cartier = Linnaeus volgens Cartier: de aanvallers beginnen, ontsnappen naar de rand, niemand betreedt of passeert de troon, ver van de troon valt de koning door 2 aanvallers, de aanvallers moeten herhalingen vermijden
preset-ashton = Ashton (Tablut Challenge, zoals gepubliceerd): de verdedigers beginnen, ontsnappingsvelden, kampen die alleen zwart mag verlaten, troon en kampen nemen gevangen, remise als een stelling voor de 2e keer voorkomt
preset-ashton-server = Ashton zoals de Java-server van de Challenge het speelt: de middens van de kampen sparen zwart, de beginstelling telt niet mee voor herhaling

## Elke regel, voor spelers.

flag-first = Kant die de eerste zet doet.
flag-escape = Velden waar de koning ontsnapt (tiles: de rand zonder de hoekvelden en de kampen).
flag-corners-king-only = Alleen de koning mag op een hoekveld stoppen.
flag-king-reenter = De koning mag weer op de troon stoppen nadat hij hem verlaten heeft.
flag-throne-crossable = Stukken mogen over de lege troon heen gaan.
flag-corner-hostile = Lege hoekvelden tellen als vijand en nemen soldaten van beide kanten gevangen.
flag-throne-hostile = De lege troon telt als vijand en neemt soldaten van beide kanten gevangen.
flag-linnaean-throne = Staat de koning op de troon en staan er aanvallers op de andere 3 velden naast de troon, dan kan een verdediger naast de troon ertegen gevangen worden.
flag-occupied-throne-hostile = Staat de koning op de troon, dan kan een verdediger naast de troon altijd ertegen gevangen worden.
flag-camps = Wie de kampen, de 16 beginvelden van de aanvallers, mag oversteken of erop mag stoppen.
flag-camp-hostile = Kampvelden nemen soldaten gevangen en tellen als aanvaller tegen de koning (server: de middens sparen aanvallers).
flag-king-armed = De koning neemt gevangen als hij zelf zet.
flag-captures-on-escape = De ontsnappende koning neemt bij zijn laatste zet nog gevangen.
flag-king-anvil = De koning helpt stilstaand mee: een eigen soldaat kan een vijand tegen hem insluiten.
flag-king-edge-capture = Een koning op een randveld wordt gevangen door 3 aanvallers.
flag-king-corner-capture = Een koning naast een hoekveld wordt gevangen door 2 aanvallers.
flag-king-custodial = Ver van de troon wordt de koning gevangen door 2 aanvallers aan weerszijden.
flag-repetition = Remise als een stelling voor de 3e keer voorkomt / 4e keer verboden / genegeerd / remise bij de 2e keer / remise bij de 2e keer, de beginstelling niet meegeteld.
flag-must-vary = Kant die een stelling geen 4e keer mag laten voorkomen bij repetition=vary.
flag-repeats-allowed = Extra herhalingen toegestaan vóór de remise (bij second en server).
flag-no-moves = Uitslag voor een kant die geen geldige zet kan doen.

## `tablut rules` in de terminal.

rules-list-heading = Regelsets (kies er een met --variant NAAM):
rules-list-footer = Bekijk alle regels van een set met `tablut rules NAAM`; wijzig losse regels met --rule NAAM=WAARDE of een variant zoals ludoteka:king_armed=false.
rules-set = Regelset: { $name }
rules-preset = Basisset: { $name }
rules-column-rule = regel
rules-column-value = waarde
rules-column-meaning = betekenis
rules-changed = { $count ->
    [one] { $count } regel wijkt af van { $preset }.
   *[other] { $count } regels wijken af van { $preset }.
}

## The pages: shared.

web-language-menu = Taal
