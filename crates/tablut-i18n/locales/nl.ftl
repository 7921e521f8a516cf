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

## server: foutmeldingen, in de taal van het verzoek (crates/tablut-server).
## De `error`-codes van de API veranderen nooit; dit zijn de `message`s.
## Details na een dubbele punt ({ $detail }) komen uit de regelbibliotheek
## of een parser en blijven Engels: ze zijn voor wie clients programmeert.

error-too-large = het verzoek is groter dan { $limit } bytes
error-no-game = er is geen partij '{ $id }'; controleer de link of begin een nieuwe partij
# $what: player, bot, own-bot, language, seek, open-seek, puzzle, review
# of rating-pool.
error-not-found = { $what ->
    [player] er is geen speler
    [bot] er is geen bot
    [own-bot] je hebt geen bot
    [language] er is geen taal
    [seek] er is geen partijvoorstel
    [open-seek] er is geen open partijvoorstel
    [puzzle] er is geen puzzel
    [review] er is geen analyse van de partij
    [rating-pool] er is geen ratinglijst (een basisset: ludoteka, catalan, ...)
   *[other] er is niets
} '{ $name }'
error-stale = de partij telt { $actual ->
    [one] { $actual } zet
   *[other] { $actual } zetten
}, niet { $sent }: kijk opnieuw naar het bord
error-waiting = je vriend heeft de uitnodiging nog niet geopend; stuur hem de link
error-game-over = de partij is afgelopen
error-name-taken = de naam '{ $name }' is al bezet; kies een andere
# $what: password, delete-account, keep-games, list-games, make-bot,
# list-bots, bot-token, rated-game, challenge of puzzle-rating.
error-login-required = { $what ->
    [password] voor het wijzigen van een wachtwoord
    [delete-account] voor het verwijderen van een account
    [keep-games] voor het bewaren van partijen in een account
    [list-games] voor het tonen van je partijen
    [make-bot] voor het maken van een bot
    [list-bots] voor het tonen van je bots
    [bot-token] voor de sleutel van een bot
    [rated-game] voor een partij die meetelt voor de rating
    [challenge] voor het uitdagen van een speler
    [puzzle-rating] voor een puzzelrating die de server bewaart
   *[other] hiervoor
} is een account nodig: log eerst in of registreer je
error-cross-site = dit verzoek kwam van de pagina van een andere site en is geweigerd; gebruik de pagina's van tablut zelf
error-game-damaged = de opgeslagen partij { $id } is beschadigd: { $detail }
error-not-stored = de partij kon niet worden opgeslagen; er is niets veranderd, probeer het opnieuw
error-busy = de partij bleef veranderen; kijk opnieuw naar het bord en probeer het nog eens
error-no-api = er is geen API op { $path }
error-body-unreadable = de inhoud van het verzoek kon niet worden gelezen: { $detail }
error-body-invalid = het verzoek is ongeldig: { $detail }
error-query = de parameters in het adres zijn ongeldig: { $detail }
error-variant = regelset: { $detail }
error-clock = klok: { $detail }
error-position = stelling: { $detail }
error-record = partijnotatie: { $detail }
error-result = uitslag: { $detail }
error-address-unknown = het adres van de verbinding is onbekend

## server: zetten, partijen en plaatsen.

error-move-syntax = '{ $text }' is geen zet: schrijf het begin- en het eindveld met een '-' ertussen, zoals e3-e1
error-move-not-a-line = '{ $text }' is geen zet: stukken bewegen langs een rij of lijn, zoals een toren bij het schaken
error-move-square = in de zet '{ $text }': '{ $square }' is geen veld: schrijf een lijn a-i en dan een rij 1-9, zoals e5
# $to_move en $seat: attackers of defenders.
error-not-your-turn = { $to_move ->
    [attackers] de aanvallers zijn aan zet
   *[defenders] de verdedigers zijn aan zet
}, en jij speelt met { $seat ->
    [attackers] de aanvallers
   *[defenders] de verdedigers
}
error-clock-friends-only = klokken zijn voor partijen tussen twee spelers (opponent: friend)
error-invitation-used = deze uitnodiging is al gebruikt; vraag je vriend om de link van de partij om mee te kijken
error-invitation-invalid = deze uitnodiging geldt niet voor deze partij
error-account-no-seat = je account speelt niet mee in deze partij; je kunt wel kijken
error-secret-no-seat = deze sleutel hoort bij geen enkele kant van deze partij; je kunt wel kijken
error-bearer = stuur de sleutel van je kant als 'Authorization: Bearer SECRET'
error-bot-token = deze botsleutel is ongeldig
error-bot-token-replaced = deze botsleutel is ongeldig (misschien is hij vervangen); haal een nieuwe op de accountpagina van de eigenaar
error-undo-for-player = terugnemen is voor de speler
error-undo-ask-takeback = vraag in een partij tussen twee spelers je tegenstander om de zet terug te nemen
error-undo-resigned = de partij is opgegeven; begin in plaats daarvan een revanche
error-undo-nothing = je hebt geen zet om terug te nemen
error-rematch-not-over = een revanche kan worden voorgesteld als de partij afgelopen is
# $what: draw, decline-draw, takeback, decline-takeback of abort.
error-friends-only = { $what ->
    [draw] remise aanbieden
    [decline-draw] remise weigeren
    [takeback] een zet terugnemen
    [decline-takeback] terugnemen weigeren
    [abort] een partij afbreken
   *[other] dit
} kan alleen in partijen tussen twee spelers
error-between-players = { $what ->
    [draw] remise aanbieden
    [decline-draw] remise weigeren
    [takeback] een zet terugnemen
    [decline-takeback] terugnemen weigeren
    [abort] een partij afbreken
   *[other] dit
} gaat tussen de twee spelers
error-no-draw-offer = er is geen remiseaanbod om te weigeren
error-no-takeback-request = er is geen verzoek om terug te nemen om te weigeren
error-takeback-nothing = er is geen zet om terug te nemen
error-takeback-none-yet = je hebt nog geen zet om terug te nemen
error-abort-too-late = beide kanten hebben gezet: de partij kan niet meer worden afgebroken; geef op of bied remise aan
error-chat-empty = de chatregel is leeg
error-chat-too-long = een chatregel telt hoogstens { $max } tekens
error-name-too-long = een naam telt hoogstens { $max } tekens
error-no-hints-friends = geen tips in een partij tussen twee spelers
error-hint-side-to-move = een tip is voor de kant die aan zet is
error-hint-stopped = het zoeken naar de tip is gestopt
error-hint-running = er wordt al een tip voor deze partij gezocht; wacht erop
error-no-legal-move = er is geen geldige zet
error-hints-for-players = tips zijn voor de spelers
error-watching = deze verbinding kijkt alleen; stuur { "{" }"type":"auth","secret":...{ "}" } om te spelen
error-auth-needs-secret = auth heeft een "secret" nodig (of log in om de kanten van je account te spelen)
error-text-messages-only = stuur JSON-tekstberichten
error-not-a-command = het bericht is geen opdracht: { $detail }
error-not-json = het bericht is geen JSON: { $detail }
error-message-too-big = een bericht telt hoogstens { $max } bytes
error-message-unreadable = het bericht kon niet worden gelezen: { $detail }
error-archive-before = before is MS of MS:ID, de cursor van de laatst getoonde rij

## server: grenzen.

error-too-many-connections = hoogstens { $max ->
    [one] { $max } verbinding
   *[other] { $max } verbindingen
} tegelijk vanaf één adres; sluit een paar tabbladen
error-too-many-games = hoogstens { $max ->
    [one] { $max } nieuwe partij
   *[other] { $max } nieuwe partijen
} per minuut vanaf één adres; wacht even
error-too-many-messages = meer dan { $rate ->
    [one] { $rate } bericht
   *[other] { $rate } berichten
} per seconde; doe wat rustiger aan
error-too-many-hints = hoogstens { $max } tips per minuut vanaf één adres; wacht even
error-too-many-searches = hoogstens { $max } zoekopdrachten van de computer tegelijk vanaf één adres; wacht op de antwoorden van de computer
error-too-many-analyses = hoogstens { $max } analyseborden tegelijk vanaf één adres; sluit een ander analysetabblad
error-too-many-reviews = hoogstens { $max } analyses tegelijk vanaf één adres; wacht tot er een klaar is

## server: de lobby, accounts, bots.

error-rated-presets-only = partijen voor de rating worden gespeeld met de regels van een basisset (ludoteka, catalan, brainking, cartier, ashton, ashton-server); gewijzigde regels zijn voor vriendschappelijke partijen
error-challenge-yourself = je kunt jezelf niet uitdagen
error-too-many-seeks = hoogstens { $max } open partijvoorstellen tegelijk; trek er eerst een in
error-seek-gone = dit partijvoorstel is al aangenomen of verlopen; kies een ander
error-challenge-for-another = deze uitdaging is voor een andere speler
error-own-seek = dit is je eigen partijvoorstel; wacht tot iemand anders het aanneemt
error-seek-damaged = het opgeslagen partijvoorstel is beschadigd: { $detail }
error-seek-taken-pick = iemand anders heeft dit partijvoorstel net aangenomen; kies een ander
error-seek-not-yours = alleen wie het partijvoorstel deed (of de uitgedaagde speler) kan het intrekken
error-seek-taken = iemand anders heeft dit partijvoorstel net aangenomen
error-name-length = een accountnaam telt { $min } tot { $max } tekens
error-name-characters = een accountnaam bevat alleen letters, cijfers, '-' en '_', niet '{ $char }'
error-password-short = een wachtwoord telt minstens { $min } tekens
error-password-long = een wachtwoord telt hoogstens { $max } bytes
error-hashing = het versleutelen van het wachtwoord is mislukt: { $detail }
error-too-many-registrations = te veel accounts geregistreerd vanaf dit adres; probeer het over een paar minuten opnieuw
error-too-many-failures = te veel mislukte aanmeldingen vanaf dit adres; probeer het over een paar minuten opnieuw
error-wrong-login = verkeerde accountnaam of verkeerd wachtwoord
error-account-locked = te veel mislukte aanmeldingen voor dit account; probeer het over { $seconds } s opnieuw
error-wrong-password = het huidige wachtwoord klopt niet
error-bot-owns-bots = een bot kan geen bots hebben
error-too-many-bots = een account heeft hoogstens { $max } bots
error-adopt-too-many = hoogstens { $max } partijen tegelijk

## server: het analysebord, puzzels, analyses van partijen.

error-too-many-moves = hoogstens { $max } zetten; begin liever vanaf een stelling
# Een zet uit een lijst: het nummer, de zet en wat eraan mankeert.
error-numbered-move = zet { $number } ({ $move }): { $detail }
error-over-before-move = de partij was al afgelopen vóór deze zet
error-record-or-game = geef een partijnotatie of een partij, niet allebei
error-ply-needs-game = ply is voor een partij: geef haar id als game
error-source-brings-rules = een partijnotatie of een partij heeft haar eigen regelset en stelling; laat die weg
error-ply-beyond = ply { $ply }: de partij telt { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
}
error-lines-range = lines: van 1 tot { $max }
# $part: preset of position.
error-puzzle-damaged = { $part ->
    [preset] de regelset
   *[position] de stelling
} van een puzzel kan niet worden gelezen
error-puzzle-preset = regelset '{ $preset }': er zijn puzzels voor ludoteka, catalan, brainking, cartier, ashton en ashton-server
error-puzzle-theme = thema '{ $theme }': kies escape, raichi, tuichi, capture-by-two, capture-by-three, capture-by-four, against-throne, against-corner, against-camp of defender-sacrifice
error-no-puzzle-left = er is geen puzzel met dat thema meer over: kies een ander of begin opnieuw
error-puzzle-moves = stuur de zetten van de oplosser tot nu toe: 1 tot { $max }
error-review-not-over = een partij wordt geanalyseerd als ze afgelopen is; speel haar uit of geef eerst op
error-review-no-moves = de partij heeft geen zetten om te analyseren
error-review-not-stored = de analyse is niet opgeslagen
error-reviewer-stopped = de analyse is gestopt
error-review-failed = de analyse is mislukt: { $detail }

## server: Raichi en Tuichi (de `alert` van de partij). De kreten zijn in
## elke taal dezelfde woorden; hun betekenis wordt vertaald.

alert-raichi = Raichi!
alert-tuichi = Tuichi!
alert-raichi-meaning = De koning heeft een vrije weg naar een ontsnappingsveld.
alert-tuichi-meaning = De koning heeft twee vrije wegen: één zet kan ze niet allebei afsluiten.

## server: de voorbeelden van de regelsets (GET /api/rulesets): een titel,
## wat het voorbeeld laat zien, en wat deze regels van de zet maken.

rules-example-custodial-title = Insluiten
rules-example-custodial-text = Een soldaat wordt gevangen als de vijand hem op een lijn tussen twee van de zijnen insluit.
rules-example-king-throne-title = De koning op zijn troon
rules-example-king-throne-text = Aan alle vier kanten omsingeld op de troon wordt de koning gevangen.
rules-example-king-away-title = De koning ver van de troon
rules-example-king-away-text = Twee aanvallers sluiten de koning op een lijn in, ver van de troon.
rules-example-empty-throne-title = Tegen de lege troon
rules-example-empty-throne-text = Een verdediger naast de lege troon, en een aanvaller die hem tegen de troon insluit.
rules-example-corner-title = Tegen een hoekveld
rules-example-corner-text = Een verdediger naast een hoekveld, en een aanvaller die hem tegen het hoekveld insluit.
rules-example-edge-escape-title = De koning bereikt de rand
rules-example-edge-escape-text = De koning gaat naar een randveld dat geen hoekveld is.
rules-example-corner-escape-title = De koning bereikt een hoekveld
rules-example-corner-escape-text = De koning loopt langs de rand naar een hoekveld.
rules-example-camp-title = Tegen een kamp
rules-example-camp-text = Een aanvaller naast een kampveld (a4), en een verdediger die hem tegen het kamp insluit.
rules-example-king-camp-title = De koning tegen een kamp
rules-example-king-camp-text = De koning naast een kampveld (a4), en één aanvaller aan zijn andere kant.
rules-example-own-camp-title = In het eigen kamp
rules-example-own-camp-text = Een aanvaller op b5, in zijn kamp, en een verdediger die hem tegen het midden van het kamp, a5, insluit.
rules-example-occupied-throne-title = Tegen de troon van de koning
rules-example-occupied-throne-text = Een verdediger naast de troon terwijl de koning erop zit, en een aanvaller die hem insluit.
# $end: hoe de partij eindigde, een hele zin (end-escape, …).
rules-example-ends = Met deze regels beëindigt de zet de partij. { $end }
rules-example-nothing = Met deze regels wordt er niets gevangen.
rules-example-captures = Met deze regels neemt de zet { $squares } gevangen.

## tui: `tablut play`, de partij in de terminal: het volledige scherm
## (voorbereiding, paneel, toetsen, hulp, statusregel, analyse) en de
## regelmodus. Toetsen (y, n, q, Esc, H…), de opdrachten van de
## regelmodus (moves, hint, undo, save FILE, quit), zetten en velden
## worden niet vertaald. Berichten die de regelmodus als bijzin schrijft
## (tui-illegal, tui-undo-*, tui-took-back, tui-hint, tui-saved,
## tui-loaded, tui-not-yours, tui-no-legal-move) beginnen met een woord,
## niet met een argument.

illegal-no-piece = { $move }: er staat geen stuk op { $square }
illegal-not-your-piece = { $move }: het stuk op { $square } hoort bij { $owner ->
    [attackers] de aanvallers
   *[defenders] de verdedigers
}, maar { $side ->
    [attackers] de aanvallers zijn
   *[defenders] de verdedigers zijn
} aan zet
illegal-occupied = { $move }: { $square } is bezet
illegal-blocked = { $move }: de weg wordt versperd door het stuk op { $square }
illegal-throne-crossing = { $move }: in deze regels mag niemand over de troon e5 heen gaan
illegal-throne-return = { $move }: in deze regels mag de koning niet terug naar de troon e5
illegal-throne-stop = { $move }: alleen de koning mag op de troon e5 staan
illegal-corner-stop = { $move }: in deze regels mag alleen de koning op een hoekveld stoppen
illegal-camp-crossing = { $move }: de weg gaat over het kampveld { $square }, dat in deze regels alleen een stuk dat uit een kamp vertrekt mag oversteken
illegal-camp-entry = { $move }: { $square } is een kampveld, waar in deze regels alleen een stuk dat uit een kamp vertrekt op mag komen
illegal-repetition = { $move }: { $side ->
    [attackers] de aanvallers moeten
   *[defenders] de verdedigers moeten
} afwijken: met deze zet zou een stelling voor de 4e keer voorkomen
illegal-game-over = { $move }: de partij is afgelopen ({ $outcome })
illegal-outcome = { $result ->
    [attackers] de aanvallers winnen
    [defenders] de verdedigers winnen
   *[draw] remise
} ({ $reason ->
    [escape] de koning ontsnapte
    [king-captured] de koning is gevangen
    [attackers-stuck] de aanvallers kunnen geen geldige zet doen
    [defenders-stuck] de verdedigers kunnen geen geldige zet doen
    [repetition] herhaalde stelling
    [no-moves] wie aan zet is, kan geen geldige zet doen
   *[adjudicated] beslissing van de arbiter
})

tui-raichi = Raichi!
tui-tuichi = Tuichi!
tui-moves-count = { $count ->
    [one] { $count } zet
   *[other] { $count } zetten
}
tui-headline = { $result ->
    [attackers] De aanvallers winnen
    [defenders] De verdedigers winnen
   *[draw] Remise
}
tui-turn = { $side ->
    [attackers] De aanvallers zijn aan zet.
   *[defenders] De verdedigers zijn aan zet.
}
tui-turn-computer = { $side ->
    [attackers] De aanvallers (computer) zijn aan zet.
   *[defenders] De verdedigers (computer) zijn aan zet.
}
tui-turn-yours = { $side ->
    [attackers] Jij bent aan zet: je speelt met de aanvallers.
   *[defenders] Jij bent aan zet: je speelt met de verdedigers.
}
tui-played = { $side ->
    [attackers] De aanvallers
    [attackers-computer] De aanvallers (computer)
    [defenders-computer] De verdedigers (computer)
   *[defenders] De verdedigers
} speelden { $move }.
tui-played-capturing = { $side ->
    [attackers] De aanvallers
    [attackers-computer] De aanvallers (computer)
    [defenders-computer] De verdedigers (computer)
   *[defenders] De verdedigers
} speelden { $move } en namen { $squares } gevangen.
tui-not-yours = { $piece ->
    [attacker] De aanvaller
    [defender] De verdediger
   *[king] De koning
} op { $square } hoort bij { $owner ->
    [attackers] de aanvallers
   *[defenders] de verdedigers
}; { $side ->
    [attackers] de aanvallers zijn
   *[defenders] de verdedigers zijn
} aan zet.
tui-no-piece = Er staat geen stuk op { $square }: kies eerst een stuk van { $side ->
    [attackers] de aanvallers
   *[defenders] de verdedigers
}.
tui-no-legal-move = { $piece ->
    [attacker] De aanvaller
    [defender] De verdediger
   *[king] De koning
} op { $square } kan geen geldige zet doen.
tui-can-go = { $piece ->
    [attacker] De aanvaller
    [defender] De verdediger
   *[king] De koning
} op { $square } kan naar { $count ->
    [one] { $count } veld
   *[other] { $count } velden
}: kies er een.
tui-deselected = { $square }: niet langer gekozen.
tui-not-straight = { $from }-{ $to } is geen zet: stukken gaan recht langs een rij of een lijn.
tui-illegal = Ongeldige zet { $reason }.
tui-computer-illegal = De computer koos een ongeldige zet { $reason }.
tui-viewing-earlier = Je bekijkt een eerdere zet: druk op { "}" } of Esc om terug te gaan naar de partij.
tui-game-over-keys = De partij is afgelopen: n voor een nieuwe partij, u om een zet terug te nemen, s om op te slaan.
tui-computer-thinking = De computer denkt na: wacht op zijn zet, of druk op u om de jouwe terug te nemen.
tui-unknown-key = '{ $key }' doet hier niets: druk op ? voor de toetsen (tip is H, laden is L)
tui-hint-game-over = De partij is afgelopen: er valt niets voor te stellen.
tui-hint-wait = De computer denkt na: een tip kan wachten tot jij aan zet bent.
tui-hint-still = Nog op zoek naar een goede zet…
tui-hint-looking = Op zoek naar een goede zet (1 seconde)…
tui-hint = Tip: { $move } (evaluatie { $score } voor { $side ->
    [attackers] de aanvallers
   *[defenders] de verdedigers
}).
tui-hint-none = Er is geen zet om voor te stellen.
tui-undo-nothing = Niets om terug te nemen: er is nog geen zet gespeeld.
tui-undo-not-yet = Niets om terug te nemen: je hebt nog geen zet gedaan.
tui-took-back = Teruggenomen: { $moves }.
tui-save-empty-name = Niet opgeslagen: de bestandsnaam is leeg.
tui-save-another = Niet opgeslagen: kies een andere naam, of Esc.
tui-saved = Opgeslagen: { $moves } in { $path }.
tui-cannot-write = Kon { $path } niet schrijven: { $error }.
tui-load-empty-name = Niets geladen: de bestandsnaam is leeg.
tui-load-cancelled = Laden geannuleerd: s slaat deze partij eerst op.
tui-loaded = Geladen: { $path }, { $moves }, regels { $variant }.
tui-cannot-load = Kon niet laden: { $error }.
tui-cancelled = Geannuleerd.
tui-quit-cancelled = Stoppen geannuleerd.
tui-new-game = Nieuwe partij, regels { $variant }.
tui-setup-status = Kies de regels en de spelers.
tui-setup-again = Kies de regels en de spelers voor een nieuwe partij (Esc: terug naar deze).
tui-step-move = Zet { $number } van { $total }:
tui-step-keys = [ terug, ] vooruit, { "{" } het begin, { "}" } of Esc de partij zoals ze nu staat.

tui-review-stopped = Analyse gestopt: v begint opnieuw.
tui-review-stopped-esc = Analyse gestopt.
tui-review-nothing = Er valt nog niets te analyseren: er is nog geen zet gespeeld.
tui-reviewed-already = De partij is geanalyseerd: [ en ] lopen erdoor, fouten gemarkeerd met ? en blunders met ??.
tui-review-stale = De analyse was van een partij die niet meer op het bord staat: v analyseert deze.
tui-review-done = Analyse klaar ({ $summary }). [ en ] lopen erdoor.
tui-review-partial = Ze beslaat de eerste { $moves }: v analyseert de partij opnieuw.
tui-review-progress = { $progress } (v of Esc stopt de analyse).
tui-reviewing = Analyseren… { $done }/{ $total }
tui-review-side-summary = { $side ->
    [attackers] aanvallers
   *[defenders] verdedigers
}: { $blunders ->
    [one] { $blunders } blunder
   *[other] { $blunders } blunders
}, { $mistakes ->
    [one] { $mistakes } fout
   *[other] { $mistakes } fouten
}, { $inaccuracies ->
    [one] { $inaccuracies } onnauwkeurigheid
   *[other] { $inaccuracies } onnauwkeurigheden
}
tui-class = { $class ->
    [best] de beste
    [good] goed
    [inaccuracy] onnauwkeurigheid
    [mistake] fout
   *[blunder] blunder
}
tui-chance = kans van { $side ->
    [attackers] de aanvallers
   *[defenders] de verdedigers
} { $before }% → { $after }%
tui-review-ply = Zet { $ply } { $move }: { $class } ({ $chance }).
tui-review-better = Beter: { $move }.
tui-review-better-line = Beter: { $move } (variant { $line }).
tui-review-preferred = De engine had liever { $move }.
tui-ply = Zet { $ply }
tui-ply-not-reviewed = Zet { $ply } is niet geanalyseerd (v)
tui-better-label = Beter:
tui-then = daarna { $moves }
tui-graph-title = Winstkans van de aanvallers
tui-graph-legend = ?? blunder  ? fout  ?! onnauwkeurigheid

tui-keys = pijlen/hjkl Enter  H tip  u terug  [ ] bladeren  v analyse  s opslaan  L laden  n nieuw  ? hulp  q stoppen
tui-title-rules = regels { $variant }
tui-to-move = { $side ->
    [attackers] Aanvallers aan zet
   *[defenders] Verdedigers aan zet
}
tui-you-mark = (jij)
tui-computer-mark = (computer)
tui-open-routes = { $count ->
    [one] { $count } vrije ontsnappingsroute
   *[other] { $count } vrije ontsnappingsroutes
}
tui-thinking-reply = Computer ({ $side ->
    [attackers] aanvallers
   *[defenders] verdedigers
}):
tui-thinking-hint = Tip voor { $side ->
    [attackers] de aanvallers
   *[defenders] de verdedigers
}:
tui-thinking = denkt na…
tui-thinking-depth = diepte { $depth }
tui-thinking-score = evaluatie { $score }
tui-hint-label = Tip:
tui-player = Speler
tui-captured = Geslagen
tui-you = jij
tui-two-players = Twee spelers, één toetsenbord
tui-computer-strength = Tegenstander: computer, { $strength } ({ $detail })
tui-rules-label = Regels
tui-escape = { $escape ->
    [corners] De koning ontsnapt naar een hoekveld
    [edge] De koning ontsnapt naar elk randveld
   *[tiles] De koning ontsnapt naar een ontsnappingsveld (rand, geen hoek of kamp)
}
tui-moves-heading = Zetten ({ $count })
tui-too-small = De terminal is te klein voor het bord: maak hem minstens { $needed } (nu { $size }). q stopt.
tui-banner-keys = n nieuwe partij · u terugnemen · s opslaan · q stoppen
tui-level = { $level ->
    [beginner] beginner
    [easy] makkelijk
    [medium] gemiddeld
    [hard] moeilijk
   *[master] meester
}
tui-level-describe = { $level ->
    [beginner] kijkt 1 halve zet vooruit
    [easy] kijkt 3 halve zetten vooruit
    [medium] kijkt 5 halve zetten vooruit
    [hard] denkt 1 seconde per zet
   *[master] denkt 5 seconden per zet
}
tui-movetime = { $seconds } s per zet
tui-movetime-describe = denkt { $seconds } s per zet

tui-help-title = Toetsen
tui-help-key-arrows = pijlen, h j k l
tui-help-key-enter = Enter, spatie
tui-help-key-click = muisklik
tui-help-key-load = L of o
tui-help-cursor = verplaatsen de cursor
tui-help-choose = kiezen het stuk onder de cursor, daarna waar het heen gaat
tui-help-click = hetzelfde, op het aangeklikte veld
tui-help-esc = laat het gekozen stuk en de tip los; stopt daarna een analyse
tui-help-hint = tip: de engine stelt een zet voor na 1 seconde denken
tui-help-hint-more = (het niveau moeilijk, welk niveau de tegenstander ook heeft)
tui-help-undo = terugnemen (tegen de computer: tot je laatste zet)
tui-help-step = achteruit en vooruit door de partij bladeren (die verandert niet)
tui-help-ends = het begin; de partij zoals ze nu staat (ook Esc)
tui-help-review = analyse: de engine weegt elke zet (0,3 s per zet); v stopt de analyse
tui-help-review-more = daarna een grafiek, tekens ?! ? ??, en [ ] tonen elke betere zet
tui-help-save = de partij opslaan als OpenTafl-verslag (vraagt eerst bij overschrijven)
tui-help-load = een opgeslagen verslag laden (vraagt eerst als deze partij niet is opgeslagen)
tui-help-new = nieuwe partij: opnieuw regels en spelers kiezen
tui-help-help = deze hulp
tui-help-quit = stoppen (vraagt eerst zolang er een partij bezig is)
tui-help-interrupt = meteen stoppen
tui-help-close = elke toets sluit deze hulp

tui-quit-title = Stoppen?
tui-quit-matter = De partij is nog niet afgelopen.
tui-quit-choice = Toch stoppen? y = stoppen, n = verder spelen
tui-overwrite-title = Overschrijven?
tui-overwrite-matter = { $path } bestaat al.
tui-overwrite-choice = Overschrijven? y = overschrijven, n = andere naam
tui-discard-title = Laden?
tui-discard-matter = Deze partij heeft zetten die niet zijn opgeslagen.
tui-discard-choice = Toch een andere laden? y = laden, n = deze houden
tui-save-title = Partij opslaan
tui-load-title = Partij laden
tui-save-action = Enter slaat op, Esc annuleert
tui-load-action = Enter laadt, Esc annuleert
tui-file-label = Bestand:

tui-setup-title = Tablut — nieuwe partij
tui-setup-step = stap { $number } van { $total }
tui-setup-keys = omhoog/omlaag of j/k kiezen  Enter of 1-9 bevestigen  Esc terug  q stoppen
tui-setup-rules = Kies de regelset
tui-setup-opponent = Kies je tegenstander
tui-setup-side = Kies je kant
tui-setup-changed = { $preset } met gewijzigde regels
tui-setup-person = een persoon
tui-setup-person-detail = twee spelers om de beurt aan dit toetsenbord
tui-setup-computer = de computer, { $strength }
tui-setup-side-detail = { $side ->
    [attackers] 16 soldaten: neem de koning gevangen
   *[defenders] de koning en 8 soldaten: breng de koning naar buiten
}
tui-setup-moves-first = begint

tui-not-a-square = '{ $text }' is geen veld: schrijf een lijn a-i en dan een rij 1-9, zoals e5
tui-move-syntax = '{ $text }' is geen zet: schrijf het begin- en eindveld met '-' ertussen, zoals e3-e1
tui-move-square = in zet '{ $text }': { $reason }
tui-move-not-a-line = '{ $text }' is geen zet: stukken gaan langs een rij of lijn, zoals een toren bij het schaken

tui-line-welcome = Tablut ({ $variant }). Typ een zet zoals e3-h3, of help.
tui-line-legend = a aanvaller   d verdediger   K koning   + lege troon   # leeg hoekveld   ^ leeg kamp
tui-line-help-heading = Opdrachten:
tui-line-help-move = zet het stuk op e3 naar h3 (meerdere zetten op een regel worden om de beurt gespeeld)
tui-line-help-moves = toont de geldige zetten
tui-line-help-moves-square = toont de geldige zetten van het stuk op e3
tui-line-help-undo = neemt de laatste zet terug (tegen de computer: tot je laatste zet)
tui-line-help-hint = vraagt de engine om een zet (denkt 1 seconde, het niveau moeilijk, welk niveau de computer als tegenstander ook heeft)
tui-line-help-board = tekent het bord opnieuw
tui-line-help-position = schrijft de stelling uit (zoals --position die leest)
tui-line-help-save = slaat de partij op als OpenTafl-verslag
tui-line-help-load = laadt een opgeslagen verslag; het vervangt deze partij en haar regels
tui-line-help-help = deze lijst
tui-line-help-quit = stoppen (het einde van de invoer doet hetzelfde)
tui-line-prompt = { $side ->
    [attackers] aanvallers aan zet
   *[defenders] verdedigers aan zet
}
tui-line-prompt-over = partij afgelopen
tui-line-status = Zet { $number }: { $side ->
    [attackers] aanvallers aan zet
   *[defenders] verdedigers aan zet
}
tui-line-game-over = Partij afgelopen: { $outcome }
tui-line-played = { $side ->
    [attackers] aanvallers
    [attackers-computer] aanvallers (computer)
    [defenders-computer] verdedigers (computer)
   *[defenders] verdedigers
} speelden { $move }
tui-line-captured = gevangen: { $squares }
tui-line-error = fout: { $detail }
tui-line-too-long = een regel van meer dan { $max } bytes wordt geweigerd; er is niets gedaan
tui-line-unknown = onbekende opdracht '{ $word }': schrijf een zet zoals e3-h3, of help voor de opdrachten
tui-line-no-hint = geen tip: de partij is afgelopen ({ $outcome })
tui-line-no-legal-moves = geen geldige zetten: { $outcome }
tui-line-legal-moves = { $count ->
    [one] { $count } geldige zet:
   *[other] { $count } geldige zetten:
}
tui-line-legal-moves-from = { $count ->
    [one] { $count } geldige zet
   *[other] { $count } geldige zetten
} vanaf { $square }: { $moves }
tui-line-no-piece = er staat geen stuk op { $square }
tui-line-piece-game-over = { $piece ->
    [attacker] de aanvaller
    [defender] de verdediger
   *[king] de koning
} op { $square } kan niet zetten: de partij is afgelopen
tui-line-save-needs-name = save heeft een bestandsnaam nodig, zoals: save partij.txt
tui-line-load-needs-name = load heeft een bestandsnaam nodig, zoals: load partij.txt
tui-line-cannot-write = kan { $path } niet schrijven: { $error }
tui-line-failed = { $count ->
    [one] { $count } van de opdrachten mislukte
   *[other] { $count } van de opdrachten mislukten
}; de eerste, op regel { $line }: { $reason }

## The pages: the header.

web-nav-label = Site
web-nav-new-game = Nieuwe partij
web-nav-lobby = Lobby
web-nav-puzzles = Puzzels
web-nav-analysis = Analyse
web-nav-archive = Archief
web-nav-rules = Regels
web-nav-account = Account

## tui: loading a saved game.

tui-load-cannot-read = kan { $path } niet lezen
tui-load-not-a-record = { $path } is geen geldig partijverslag
tui-load-resigned = (volgens het verslag gaven { $side ->
    [attackers] de aanvallers
   *[defenders] de verdedigers
} op)
