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
# $what: player, bot, own-bot, language, seek, open-seek, puzzle,
# puzzle-attempt, review
# of rating-pool.
error-not-found = { $what ->
    [player] er is geen speler
    [bot] er is geen bot
    [own-bot] je hebt geen bot
    [language] er is geen taal
    [seek] er is geen partijvoorstel
    [open-seek] er is geen open partijvoorstel
    [puzzle] er is geen puzzel
    [puzzle-attempt] er is geen puzzelpoging
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
    [tournament] voor het spelen of organiseren van een toernooi
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
error-not-websocket = dit adres neemt alleen WebSocket-verbindingen aan
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
error-too-many-puzzle-attempts = hoogstens { $max } puzzelpogingen per minuut vanaf één { $who ->
    [account] account
   *[address] adres
}; wacht even
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
error-tournament-name = een toernooi heeft een naam van 1 tot { $max } tekens nodig
error-tournament-rounds = een Zwitsers toernooi heeft 1 tot { $max } ronden nodig
error-tournament-finished = dit toernooi is afgelopen
error-tournament-closed-field = een round robin neemt geen nieuwe spelers meer aan zodra het begonnen is
error-tournament-joined = je doet al mee aan dit toernooi
error-tournament-not-in = je speelt niet mee in dit toernooi
error-tournament-creator-only = alleen wie het toernooi heeft aangemaakt kan het starten
error-tournament-started = dit toernooi is al begonnen
error-tournament-few-players = een toernooi heeft minstens 2 spelers nodig om te beginnen
error-tournament-too-many-rounds = { $players } spelers kunnen hoogstens { $max } ronden spelen zonder elkaar twee keer te treffen
error-tournament-pairing = deze ronde kon niet worden ingedeeld: { $detail }
error-tournament-arena-live = een arena wordt met een live klok gespeeld, niet per correspondentie
error-tournament-minutes = een arena duurt tussen 1 en { $max } minuten
error-tournament-groups = groepen hebben tussen 2 en { $max } spelers, en tussen 1 en allen gaan door
error-tournament-invited = een toernooi kan hoogstens { $max } spelers uitnodigen
error-tournament-no-bots = dit toernooi staat niet open voor bots
error-tournament-invitation = dit toernooi is op uitnodiging, en je bent niet uitgenodigd
error-tournament-min-rating = dit toernooi vraagt een rating van { $min } of meer in zijn regels; de jouwe is { $rating }
error-tournament-min-games = dit toernooi vraagt { $min } partijen met rating in zijn regels; je hebt er { $games } gespeeld
error-tournament-pause-arena = alleen spelers van een arena kunnen pauzeren; trek je anders terug
error-conditional-correspondence = voorwaardelijke zetten zijn voor correspondentiepartijen, waar elke kant vanaf zijn eigen plaats speelt
error-conditional-your-turn = je bent aan zet: speel je zet; voorwaardelijke zetten antwoorden op de volgende zet van de tegenstander
error-conditional-too-many = hoogstens { $max } lijnen met voorwaardelijke zetten
error-conditional-shape = lijn { $line }: een zet van de tegenstander, dan jouw antwoord, enzovoort: een even aantal zetten, hoogstens { $max }
error-conditional-illegal = lijn { $line }: { $move } kan daar niet gespeeld worden
error-name-length = een accountnaam telt { $min } tot { $max } tekens
error-name-characters = een accountnaam bevat alleen letters, cijfers, '-' en '_', niet '{ $char }'
error-name-reserved = de naam '{ $name }' is gereserveerd, of lijkt te veel op een naam die de server zelf gebruikt (Guest, Friend, tablut, admin …); kies een andere
error-password-short = een wachtwoord telt minstens { $min } tekens
error-password-long = een wachtwoord telt hoogstens { $max } bytes
error-hashing = het versleutelen van het wachtwoord is mislukt: { $detail }
error-too-many-registrations = te veel accounts geregistreerd vanaf dit adres; probeer het over een paar minuten opnieuw
error-too-many-failures = te veel mislukte aanmeldingen vanaf dit adres; probeer het over een paar minuten opnieuw
error-wrong-login = verkeerde accountnaam of verkeerd wachtwoord
error-account-locked = te veel mislukte aanmeldingen voor dit account vanaf dit adres; probeer het over { $seconds } s opnieuw
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
error-puzzle-attempt-moves = stuur de zetten van deze poging tot nu toe ({ $played }) en één nieuwe zet
error-puzzle-attempt-over = deze poging is voorbij; neem de volgende puzzel
error-puzzle-attempt-changed = deze poging is intussen verder gegaan (in een ander tabblad?); laad de puzzel opnieuw
error-puzzle-attempt-not-yours = deze puzzelpoging hoort bij een ander account
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
alert-fortress = Vesting!
alert-fortress-meaning = De verdedigers hebben de koning voorgoed ingemetseld: geen zet van de aanvallers kan hem ooit slaan, dus de aanvallers halen hoogstens remise.

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
illegal-camp-jump = { $move }: { $square } is een kampveld op meer dan 5 velden afstand: in deze regels mag een stuk dat uit een kamp vertrekt alleen op een kampveld binnen 5 velden stoppen
illegal-other-camp = { $move }: { $square } hoort bij een ander kamp: in deze regels mag een stuk dat zijn kamp verlaat geen ander kamp betreden
illegal-repetition = { $move }: { $side ->
    [attackers] de aanvallers moeten
   *[defenders] de verdedigers moeten
} afwijken: met deze zet zou een stelling voor de 4e keer voorkomen
illegal-game-over = { $move }: de partij is afgelopen — { $outcome }
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
tui-line-no-hint = geen tip: de partij is afgelopen — { $outcome }
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
tui-load-too-large = { $path } is groter dan { $limit }, te groot voor een partijverslag: geef een partij die tablut heeft opgeslagen
tui-load-not-regular = { $path } is geen gewoon bestand: geef het pad van een opgeslagen partij
tui-load-resigned = (volgens het verslag gaven { $side ->
    [attackers] de aanvallers
   *[defenders] de verdedigers
} op)

## web: the lobby (lobby.html, lobby.js). $speed: bullet, blitz, rapid,
## classical or correspondence; $side: random, attackers or defenders;
## $rated: yes or no; $level: beginner, easy, medium, hard or master;
## $player: a player's name (a link); $words: web-lobby-seek-words.

web-lobby-description = Vind een tegenstander voor Tablut: open partijvoorstellen met klok, partijen voor de rating en vriendschappelijke partijen, uitdagingen, de computer en partijen om te volgen.
web-lobby-skip = Naar de open partijvoorstellen
web-lobby-heading = Lobby
web-lobby-connecting = Verbinden…
web-lobby-leaderboard = Ranglijst
web-lobby-seeks-heading = Open partijvoorstellen
web-lobby-col-player = Speler
web-lobby-col-rating = Rating
web-lobby-rule-set = Regelset
web-lobby-col-clock = Klok
web-lobby-game = Partij
web-lobby-you-play = Jij speelt
web-lobby-col-action = Actie
web-lobby-seeks-empty = Er zijn nu geen open partijvoorstellen. Doe er zelf een: het wacht hier op een tegenstander.
web-lobby-challenges-heading = Uitdagingen
web-lobby-computer-heading = De computer is altijd klaar
web-lobby-computer-text = Een partij tegen de computer, meteen, met de regelset en de kant die in het formulier gekozen zijn (zonder klok).
web-lobby-games-heading = Lopende partijen
web-lobby-games-empty = Er worden nu geen partijen tussen mensen gespeeld.
web-lobby-seek = Zoek een tegenstander
web-lobby-time-control = Bedenktijd
web-lobby-live-label = Minuten per speler + seconden erbij per zet
web-lobby-or = Of:
web-lobby-minutes-each = Minuten per speler
web-lobby-min = min
web-lobby-seconds-added = Seconden erbij per zet
web-lobby-sec = sec
web-lobby-custom = Eigen keuze
web-lobby-days-label = Correspondentie: dagen per zet
web-lobby-casual = Vriendschappelijk
web-lobby-rated = Voor de rating
web-lobby-side-random = Een willekeurige kant
web-lobby-side-attackers = De aanvallers
web-lobby-side-defenders = De verdedigers (de kant van de koning)
web-lobby-your-name = Je naam
web-lobby-optional = (niet verplicht)
web-lobby-guest = Gast
web-lobby-challenge-heading = Of daag een speler uit
web-lobby-challenge-guest = Uitdagingen zijn tussen accounts:
web-lobby-challenge-guest-link = log in om een speler bij naam uit te dagen.
web-lobby-challenge-name-label = Accountnaam van de speler die je uitdaagt
web-lobby-account-name = Accountnaam
web-lobby-challenge = Uitdagen
web-lobby-challenge-help = Met de regelset, bedenktijd, soort partij en kant die hierboven gekozen zijn.
web-lobby-speed = { $speed ->
    [bullet] bullet
    [blitz] blitz
    [rapid] rapid
    [classical] klassiek
   *[correspondence] correspondentie
}
web-lobby-control-live = { $control }: { $minutes ->
    [one] { $minutes } minuut
   *[other] { $minutes } minuten
} per speler, { $seconds ->
    [0] geen tijd erbij
    [one] { $seconds } seconde erbij per zet
   *[other] { $seconds } seconden erbij per zet
} ({ $speed }).
web-lobby-control-days = { $clock }, per correspondentie: elke zet binnen die tijd.
web-lobby-custom-help = Een eigen bedenktijd: 1 tot 60 minuten per speler, 0 tot 30 seconden erbij per zet.
web-lobby-rated-guest = Partijen voor de rating zijn tussen accounts:
web-lobby-rated-guest-link = log in of maak er een aan om ze te spelen.
web-lobby-rated-help = Partijen voor de rating veranderen de rating van beide spelers (één rating per regelset); vriendschappelijke partijen niet.
web-lobby-choose-control = Kies eerst een bedenktijd.
web-lobby-sending = Versturen…
web-lobby-challenge-sent = Uitdaging verstuurd naar { $name }.
web-lobby-notify-challenge = U bent uitgedaagd
web-lobby-notify-challenge-from = { $name } daagt u uit: { $variant }, { $clock }.
web-lobby-seek-made = Je partijvoorstel staat in de lobby: de partij begint zodra iemand het aanneemt.
web-lobby-seek-made-short = Partijvoorstel gedaan: wachten op een tegenstander.
web-lobby-challenge-needs-name = Geef de accountnaam van de speler die je wilt uitdagen.
web-lobby-accepted = Aangenomen: de partij begint.
web-lobby-declined = Uitdaging afgewezen.
web-lobby-withdrawn = Ingetrokken.
web-lobby-seek-accepted = Je partijvoorstel is aangenomen: de partij begint.
web-lobby-seek-words = { $variant }, { $clock } ({ $speed }), { $rated ->
    [yes] voor de rating
   *[no] vriendschappelijk
}
web-lobby-online = { $count } aanwezig
web-lobby-my-challenge = Je uitdaging aan { $name } ({ $words }) wacht op antwoord.
web-lobby-my-seek = Je partijvoorstel ({ $words }; jij speelt { $side ->
    [random] een willekeurige kant
    [attackers] de aanvallers
   *[defenders] de verdedigers
}) wacht op een tegenstander. De partij opent hier zodra iemand het aanneemt.
web-lobby-cancel = Annuleren
web-lobby-accept-guest = Partijen voor de rating zijn tussen accounts: log in om aan te nemen
web-lobby-accept-label = Neem de { $variant }-partij { $clock } van { $name } aan
web-lobby-accept = Aannemen
web-lobby-bot = bot
web-lobby-you = jij
web-lobby-rated-word = rating
web-lobby-casual-word = vriendschappelijk
web-lobby-side-cell = { $side ->
    [random] willekeurig
    [attackers] aanvallers
   *[defenders] verdedigers
}
web-lobby-side-mine = jij: { $side ->
    [attackers] aanvallers
   *[defenders] verdedigers
}
web-lobby-decline = Afwijzen
web-lobby-challenge-in = { $player } daagt je uit: { $words }; { $name } speelt { $side ->
    [random] een willekeurige kant
    [attackers] de aanvallers
   *[defenders] de verdedigers
}.
web-lobby-challenge-in-rated = { $player } ({ $rating }) daagt je uit: { $words }; { $name } speelt { $side ->
    [random] een willekeurige kant
    [attackers] de aanvallers
   *[defenders] de verdedigers
}.
web-lobby-challenge-out = Je hebt { $player } uitgedaagd: { $words }; jij speelt { $side ->
    [random] een willekeurige kant
    [attackers] de aanvallers
   *[defenders] de verdedigers
}.
web-lobby-level = { $level ->
    [beginner] Beginner
    [easy] Makkelijk
    [medium] Gemiddeld
    [hard] Moeilijk
   *[master] Meester
}
web-lobby-game-players = { $attackers } (aanvallers) tegen { $defenders } (verdedigers)
web-lobby-watch = Kijken
web-lobby-watch-label = Kijk naar { $attackers } tegen { $defenders }
web-lobby-game-facts = { $variant }, { $clock }, { $rated ->
    [yes] voor de rating
   *[no] vriendschappelijk
}, { $moves ->
    [one] { $moves } zet gespeeld
   *[other] { $moves } zetten gespeeld
}
web-lobby-live = Verbonden
web-lobby-connection-lost = Verbinding verbroken. Nieuwe poging over { $seconds } s

## web: the account page (account.html, account.js). $side: both,
## attackers or defenders; $rated: yes or no; $error: the server's
## message, a whole sentence; $when: a time from now ("in 2 days").

web-account-description = Je tablut-account: log in, maak een account aan, wijzig je wachtwoord.
web-account-heading = Account
web-account-skip = Naar het account
web-account-loading = Je account wordt geladen…
web-account-guest-heading = Log in of maak een account aan
web-account-intro = Met een account staat je naam op elke partij die je speelt en blijven je partijen bij elkaar. Je kunt ook zonder spelen: deze browser onthoudt je partijen hoe dan ook. De partijen waarin deze browser een plaats heeft, gaan naar je account zodra je inlogt.
web-account-log-in = Inloggen
web-account-name = Accountnaam
web-account-password = Wachtwoord
web-account-register-heading = Maak een account aan
web-account-name-help = 3 tot 20 letters, cijfers, “-” of “_”. Je tegenstanders zien hem; niemand anders mag hem nemen, in welke mix van hoofdletters ook.
web-account-password-help = Minstens 8 tekens (hoogstens 128 bytes).
web-account-register = Account aanmaken
web-account-member-heading = Je account
web-account-logged-in-as = Ingelogd als
web-account-since = account sinds
web-account-games-carry = Partijen die je begint of waaraan je meedoet terwijl je ingelogd bent, dragen deze naam.
web-account-start-game = Begin een partij
web-account-find-opponent = zoek een tegenstander in de lobby
web-account-or-see = , of bekijk
web-account-your-profile = je profiel
web-account-log-out = Uitloggen
web-account-games-heading = Je lopende partijen
web-account-games-help = Speel ze vanuit elke browser waarin je ingelogd bent; die waarin jij aan zet bent eerst.
web-account-games-empty = Geen lopende partijen.
web-account-games-empty-link = Zoek een tegenstander in de lobby.
web-account-bots-heading = Bots
web-account-bots-help = Een bot is een account dat door een programma gespeeld wordt: het neemt de uitdagingen aan die het krijgt en heeft een rating zoals een mens. Maak er hier een en start hem dan met zijn sleutel
web-account-bots-help-any = , of met elk programma dat de API gebruikt
web-account-bots-empty = Je hebt nog geen bots.
web-account-token-of = De sleutel van
web-account-token-once = Kopieer hem nu: hij wordt alleen deze ene keer getoond.
web-account-token-anyone = Wie hem heeft, speelt als de bot.
web-account-token-label = De sleutel van de bot
web-account-copy = Kopiëren
web-account-run-it = Start hem met de engine van tablut:
web-account-copy-command = Opdracht kopiëren
web-account-copied-it = Ik heb hem gekopieerd
web-account-make-bot-heading = Maak een bot
web-account-bot-name = Naam van de bot
web-account-make-bot = Bot maken
web-account-bot-name-help = Een accountnaam als elke andere: 3 tot 20 letters, cijfers, “-” of “_”, nog niet in gebruik.
web-account-new-token-help = “Nieuwe sleutel” maakt een nieuwe sleutel voor een bot en toont die één keer; de oude werkt meteen niet meer, dus een bot die er nog mee draait, wordt geweigerd tot hij met de nieuwe herstart.
web-account-change-password = Wachtwoord wijzigen
web-account-current-password = Huidig wachtwoord
web-account-new-password = Nieuw wachtwoord
web-account-new-password-help = Minstens 8 tekens. Andere browsers die op dit account ingelogd zijn, worden uitgelogd.
web-account-delete = Account verwijderen
web-account-delete-explain = Je partijen blijven bestaan, in het archief en voor je tegenstanders, met je plaatsen op naam van “deleted”. De naam wordt nooit aan iemand anders gegeven, en je kunt niet meer op dit account inloggen. Deze browser houdt zijn plaatsen in je lopende partijen.
web-account-delete-confirm = Ik begrijp het: het account is voorgoed weg, en mijn partijen tonen “deleted”.
web-account-under-a-minute = binnen een minuut
web-account-games-failed = Je partijen konden niet getoond worden: { $error }
web-account-game-facts = { $variant }, { $clock }, { $rated ->
    [yes] voor de rating
   *[no] vriendschappelijk
}, { $moves ->
    [one] { $moves } zet gespeeld
   *[other] { $moves } zetten gespeeld
}
web-account-game-against = Tegen { $opponent }: jij speelt { $side ->
    [both] beide kanten
    [attackers] de aanvallers
   *[defenders] de verdedigers
}
web-account-game-against-someone = Tegen iemand: jij speelt { $side ->
    [both] beide kanten
    [attackers] de aanvallers
   *[defenders] de verdedigers
}
web-account-your-turn = jij bent aan zet
web-account-their-turn = de ander is aan zet
web-account-time-runs-out = ; je tijd loopt af { $when }
web-account-kept = { $count ->
    [one] { $count } partij die deze browser speelde, staat nu in je account.
   *[other] { $count } partijen die deze browser speelde, staan nu in je account.
}
web-account-kept-none-held = Deze browser heeft geen partijen om te bewaren; de partijen die je vanaf nu begint, komen in je account.
web-account-kept-none-needed = Er hoefde niets bewaard te worden: de partijen van deze browser staan al in een account.
web-account-kept-failed = Sommige partijen konden niet bewaard worden: { $error } Ze blijven speelbaar in deze browser; log opnieuw in om het nog eens te proberen.
web-account-no-longer-logged-in = Je bent niet meer ingelogd.
web-account-login-needs = Geef de accountnaam en het wachtwoord.
web-account-logging-in = Inloggen…
web-account-welcome-back = Welkom terug, { $name }.
web-account-registering = Account wordt aangemaakt…
web-account-welcome = Welkom, { $name }: je account is klaar.
web-account-logged-out = Je bent uitgelogd. Deze browser houdt zijn plaatsen in je partijen.
web-account-password-needs-current = Geef eerst het huidige wachtwoord.
web-account-changing-password = Wachtwoord wordt gewijzigd…
web-account-password-changed = Het wachtwoord is gewijzigd. Andere browsers die op dit account ingelogd waren, zijn uitgelogd.
web-account-delete-needs-confirm = Vink eerst het vakje aan, om te laten zien dat je het meent.
web-account-deleting = Account wordt verwijderd…
web-account-deleted = Het account { $name } is verwijderd. De partijen blijven, met de plaatsen op naam van “deleted”.
web-account-bots-failed = Je bots konden niet getoond worden: { $error }
web-account-bot-badge = bot
web-account-bot-made = gemaakt op { $date }
web-account-new-token-title = Maak een nieuwe sleutel, die één keer getoond wordt; de oude werkt meteen niet meer
web-account-new-token-label = Nieuwe sleutel voor { $name }
web-account-new-token = Nieuwe sleutel
web-account-making-token = Nieuwe sleutel voor { $name } wordt gemaakt…
web-account-token-renewed = { $name } heeft een nieuwe sleutel; de oude werkt niet meer.
web-account-bot-needs-name = Geef de bot een naam.
web-account-making-bot = Bot wordt gemaakt…
web-account-bot-made-now = { $name } is gemaakt.
web-account-token-copied = Sleutel gekopieerd.
web-account-token-copy-failed = Kopiëren mislukt; de sleutel is geselecteerd, kopieer hem met de hand.
web-account-command-copied = Opdracht gekopieerd.
web-account-command-copy-failed = Kopiëren mislukt; selecteer de opdracht en kopieer hem met de hand.
web-account-unreachable = De server is niet bereikbaar; je account kon niet getoond worden.

## web: a player's profile (player.html, player.js) and the leaderboard
## (leaderboard.html, leaderboard.js). $rated: yes or no; $result: won,
## lost, draw or no-result; $pool and $pools: rule sets' names; ratings
## are written as they are, without separators.

web-player-heading = Speler
web-player-skip = Naar het profiel
web-player-loading = Profiel wordt geladen…
web-player-missing = Deze speler bestaat niet
web-player-missing-text = Er is geen account met deze naam.
web-player-missing-link = De ranglijst toont de spelers met een rating.
web-player-challenge = Uitdagen
web-player-all-games = Alle afgelopen partijen
web-player-leaderboard = Ranglijst
web-player-ratings = Ratings
web-player-rule-set = Regelset
web-player-rating = Rating
web-player-deviation = Afwijking
web-player-rated-games = Partijen voor de rating
web-player-ratings-empty = Nog geen partijen voor de rating: elke speler begint op 1500, voorlopig (getoond met “?”) tot er een paar partijen gespeeld zijn.
web-player-provisional-help = Een “?” markeert een voorlopige rating: de afwijking is nog groter dan 110.
web-player-results = Uitslagen
web-player-as = Als
web-player-wins = Winst
web-player-draws = Remise
web-player-losses = Verlies
web-player-history = Ratingverloop
web-player-chart-empty = De grafiek verschijnt na de eerste partij voor de rating.
web-player-latest = Laatste partijen
web-player-finished = Afgelopen
web-player-opponent = Tegenstander
web-player-played = Speelde
web-player-result = Uitslag
web-player-moves = Zetten
web-player-games-empty = Nog geen afgelopen partijen.
web-player-chart-x = Partijen voor de rating, van oud naar nieuw
web-player-chart-first = { $pool }: { $rating } voor de eerste partij voor de rating
web-player-chart-label = Ratingverloop: { $count ->
    [one] { $count } partij voor de rating
   *[other] { $count } partijen voor de rating
} in { $pools }; de laatste, in { $pool }, van { $before } naar { $after }.
web-player-both = Beide
web-player-the-computer = de computer
web-player-result-word = { $result ->
    [won] Gewonnen
    [lost] Verloren
    [draw] Remise
   *[no-result] Geen uitslag
}
web-player-game-facts = { $clock }, { $rated ->
    [yes] voor de rating
   *[no] vriendschappelijk
}
web-player-since = Account sinds { $date }
# $owner: the owner's name (a link).
web-player-bot-of = ; een bot van { $owner }
web-leaderboard-heading = Ranglijst
web-leaderboard-skip = Naar de ranglijst
web-leaderboard-intro = De beste gevestigde spelers van elke regelset: elke basisset heeft zijn eigen ratingpool (Glicko-2). Een rating is gevestigd zodra de afwijking onder 110 ligt, na een paar partijen voor de rating.
web-leaderboard-rule-set = Regelset
web-leaderboard-rank = Plaats
web-leaderboard-player = Speler
web-leaderboard-rating = Rating
web-leaderboard-deviation = Afwijking
web-leaderboard-rated-games = Partijen voor de rating
web-leaderboard-empty = Nog geen gevestigde spelers in deze pool.
web-leaderboard-empty-link = Speel partijen voor de rating in de lobby.
web-leaderboard-loading = Laden…
web-leaderboard-failed = De ranglijst kon niet geladen worden.

## web: the puzzle trainer (puzzles.html, puzzles.js). $side: attackers
## or defenders; $theme: escape, raichi, tuichi, capture-by-two,
## capture-by-three, capture-by-four, against-throne, against-corner,
## against-camp or defender-sacrifice; $capturing: web-puzzles-capturing
## or nothing; $piece: a piece in words (web-common-piece); $error: the
## server's message, a whole sentence. Raichi and Tuichi stay.

web-puzzles-description = Tablut-puzzels: vind de zet die geforceerd wint, in één of twee zetten, en houd een puzzelrating bij.
web-puzzles-heading = Puzzels
web-puzzles-skip = Naar de puzzel
web-puzzles-puzzle = Puzzel
web-puzzles-loading = Puzzel wordt geladen…
web-puzzles-board-hint = Klik op een stuk en dan op zijn bestemming (of sleep het). Toetsenbord: zet de focus op het bord, gebruik de pijltjestoetsen, en Enter om op te pakken en neer te zetten.
web-puzzles-solution-intro = De oplossing (met de antwoorden van de tegenstander ertussen); klik op een zet om de stelling erna te zien:
web-puzzles-play-solution = Oplossing afspelen
web-puzzles-my-rating = Je puzzelrating
web-puzzles-streak = Reeks:
web-puzzles-rule-set = Regelset
web-puzzles-theme = Thema
web-puzzles-any-theme = Elk thema
web-puzzles-theme-escape = De koning ontsnapt
web-puzzles-theme-capture-by-two = Koning gevangen door twee
web-puzzles-theme-capture-by-three = Koning gevangen door drie
web-puzzles-theme-capture-by-four = Koning gevangen door vier
web-puzzles-theme-against-throne = Tegen de troon
web-puzzles-theme-against-corner = Tegen een hoekveld
web-puzzles-theme-against-camp = Tegen een kamp
web-puzzles-theme-defender-sacrifice = Een verdediger opgeofferd
web-puzzles-this-puzzle = Deze puzzel
web-puzzles-rating = rating
web-puzzles-themes = Thema's:
web-puzzles-actions = Puzzelacties
web-puzzles-hint-title = Wijst het stuk aan dat moet zetten; de puzzel telt dan als mislukt voor je rating
web-puzzles-hint = Tip
web-puzzles-give-up-title = Geeft de puzzel op en toont de oplossing; hij telt als mislukt voor je rating
web-puzzles-give-up = Toon oplossing
web-puzzles-next = Volgende puzzel
web-puzzles-theme-word = { $theme ->
    [escape] ontsnapping
    [raichi] Raichi
    [tuichi] Tuichi
    [capture-by-two] koning gevangen door twee
    [capture-by-three] koning gevangen door drie
    [capture-by-four] koning gevangen door vier
    [against-throne] tegen de troon
    [against-corner] tegen een hoekveld
    [against-camp] tegen een kamp
   *[defender-sacrifice] een verdediger opgeofferd
}
web-puzzles-rating-not-loaded = Je puzzelrating kon niet geladen worden: { $error }
web-puzzles-board = Puzzelbord
web-puzzles-picked-up = Stuk op { $square } ({ $piece }) opgepakt: { $count ->
    [one] { $count } bestemming.
   *[other] { $count } bestemmingen.
}
# $line: solution (the solution shown) or attempt (the moves played).
web-puzzles-board-label = Puzzelbord, { $line ->
    [solution] de oplossing na { $count ->
        [one] { $count } zet
       *[other] { $count } zetten
    }
   *[attempt] na { $count ->
        [one] { $count } zet
       *[other] { $count } zetten
    }
}
web-puzzles-find = Vind de winnende zet: jij speelt { $side ->
    [attackers] de aanvallers
   *[defenders] de verdedigers
}, winst in { $moves }.
web-puzzles-finish = Goed! Maak het nu af: jij speelt { $side ->
    [attackers] de aanvallers
   *[defenders] de verdedigers
}, winst in { $moves }.
web-puzzles-replying = Goed! { $side ->
    [attackers] De aanvallers antwoorden…
   *[defenders] De verdedigers antwoorden…
}
web-puzzles-solved = Opgelost!
web-puzzles-not-this-time = Deze keer niet: de oplossing wordt getoond.
web-puzzles-id = Puzzel { $id }
# $preset: the rule set's name; $link: web-puzzles-the-rules, a link.
web-puzzles-rules-line = Regels van { $preset } ({ $side ->
    [attackers] de aanvallers
   *[defenders] de verdedigers
} aan zet); { $link }.
web-puzzles-the-rules = de regels
web-puzzles-kept-account = Bewaard in je account, { $name }. Een “?” betekent dat hij nog niet vaststaat.
web-puzzles-guest-unrated = Gasten spelen zonder rating: log in voor een puzzelrating.
web-puzzles-not-rated-again = Niet meegeteld: alleen je eerste poging bij een puzzel telt.
web-puzzles-capturing = , met slag op { $squares }
web-puzzles-not-winning = { $move } wint niet geforceerd.
web-puzzles-wins = { $move }{ $capturing } wint.
web-puzzles-right = { $move } is goed{ $capturing }. { $side ->
    [attackers] De aanvallers antwoorden.
   *[defenders] De verdedigers antwoorden.
}
web-puzzles-replied = { $side ->
    [attackers] De aanvallers speelden
   *[defenders] De verdedigers speelden
} { $move }{ $capturing }. Jij bent aan zet.
web-puzzles-failed = Puzzel mislukt
web-puzzles-side-wins = { $side ->
    [attackers] De aanvallers winnen.
   *[defenders] De verdedigers winnen.
}
web-puzzles-winning-line = De winnende variant was { $line }.
web-puzzles-no-line = niet gegeven
web-puzzles-failed-announce = Mislukt. De oplossing: { $line }.
web-puzzles-solution-not-fetched = De oplossing kon niet opgehaald worden: { $error }
web-puzzles-hinted = Tip: zet het stuk op { $square }.
web-puzzles-hint-not-fetched = De tip kon niet opgehaald worden: { $error }
web-puzzles-asked = Je hebt om de oplossing gevraagd.
web-puzzles-all-seen = Je hebt elke puzzel van deze keuze gezien: we beginnen opnieuw.
web-puzzles-no-theme = Geen enkele { $preset }-puzzel heeft dat thema: kies een ander.
web-puzzles-not-loaded = Er kon geen puzzel geladen worden: { $error }
web-puzzles-no-board = Puzzel { $id } kwam zonder zijn bord.
web-puzzles-start = Puzzel { $id }: jij speelt { $side ->
    [attackers] de aanvallers
   *[defenders] de verdedigers
}, winst in { $moves }.

## web: de startpagina, de partijpagina, de regels, het archief en de
## pagina van een onbekende partij, en wat ze delen (web-common-). $side
## is `attackers` of `defenders`; $piece `attacker`, `defender`, `king`
## of `empty`; $level een niveau van de computer (tui-level). Namen van
## regelsets, velden en zetten blijven zoals ze zijn.

web-common-rule-set = Regelset
web-common-rules-of = De regels van { $name }
web-common-your-name = Je naam
web-common-optional = (niet verplicht)
web-common-your-account = Je account
web-common-account-name-help = De naam van je account; de partij wordt in je account bewaard.
web-common-account-label = Je account: { $name }
web-common-logged-in-as = Ingelogd als { $name }
web-common-log-in = Inloggen
web-common-log-in-title = Log in of maak een account aan
web-common-anonymous = anoniem
web-common-board = Tablutbord
web-common-piece = { $piece ->
    [attacker] aanvaller
    [defender] verdediger
    [king] koning
   *[empty] leeg
}
web-common-no-clock = zonder klok
web-common-days-a-move = { $count ->
    [one] { $count } dag per zet
   *[other] { $count } dagen per zet
}
web-common-speed-bullet = bullet
web-common-speed-blitz = blitz
web-common-speed-rapid = rapid
web-common-speed-classical = klassiek
web-common-speed-correspondence = correspondentie
web-common-error-network = De server is niet bereikbaar.
web-common-error-bad-request = De server begreep het verzoek niet.
web-common-error-too-large = Dat bericht is te lang.
web-common-error-unauthorized = Deze browser speelt die kant niet.
web-common-error-not-found = Die partij bestaat niet.
web-common-error-illegal-move = Die zet is niet toegestaan.
web-common-error-not-your-turn = Je bent niet aan zet.
web-common-error-stale = De partij was al verder; het bord is nu bijgewerkt.
web-common-error-waiting = Je vriend doet nog niet mee.
web-common-error-game-over = De partij is afgelopen.
web-common-error-not-allowed = Dat mag niet in deze partij.
web-common-error-rate-limited = Te veel verzoeken; wacht even.
web-common-error-name-taken = Die accountnaam is al bezet; kies een andere.
web-common-error-login-required = Log eerst in.
web-common-error-cross-site = Het verzoek kwam van een andere site en is geweigerd.
web-common-error-server = De server had een probleem.
web-common-error-code = Fout: { $code }

web-start-title = tablut · speel Tablut
web-start-description = Speel Tablut, het tafl-spel op 9×9 dat Linnaeus in 1732 optekende, tegen de computer of tegen een vriend.
web-start-skip = Naar het formulier
web-start-heading = Speel Tablut
web-start-intro = Zestien aanvallers belegeren een koning en zijn acht verdedigers. De koning wint door te ontsnappen; de aanvallers winnen door hem gevangen te nemen. Elk stuk beweegt als een toren.
web-start-my-games = Je lopende partijen
web-start-my-game = { $variant } { $mode ->
    [computer] tegen de computer ({ $level })
    [computer-any] tegen de computer
    [friend] met een vriend
   *[local] op één scherm
}, zet { $ply }: { $turn ->
    [waiting] wacht op je vriend
    [attackers] de aanvallers zijn aan zet
   *[defenders] de verdedigers zijn aan zet
}
web-start-lobby-before = Op zoek naar een tegenstander?
web-start-lobby-link = De lobby
web-start-lobby-middle = heeft open partijvoorstellen met klok, partijen voor de rating en uitdagingen; de
web-start-leaderboard-link = ranglijst
web-start-lobby-after = toont de beste spelers.
web-start-puzzles-before = Scherp je blik:
web-start-puzzles-link = de puzzels
web-start-puzzles-after = zijn stellingen waarin precies één zet geforceerd wint, met een eigen puzzelrating.
web-start-opponent = Tegenstander
web-start-opponent-computer = De computer
web-start-opponent-friend = Een vriend (stuur een link)
web-start-opponent-local = Twee mensen aan dit scherm
web-start-help-computer = De computer antwoordt meteen; je mag zetten terugnemen.
web-start-help-friend = Je krijgt een link om te versturen; de partij begint als je vriend hem opent. Jullie kunnen chatten.
web-start-help-local = Beide kanten spelen om beurten op dit scherm. Zetten mogen worden teruggenomen.
web-start-clock = Klok
web-start-no-clock = Geen klok
web-start-clock-live = Minuten per speler + seconden erbij per zet
web-start-clock-days = Correspondentie: dagen per zet
web-start-clock-help = Niet verplicht. Wie door zijn tijd heen is, verliest; de klokken lopen pas na de eerste zet van elke kant.
web-start-level = Niveau van de computer
web-start-level-beginner = Beginner (kijkt 1 zet vooruit)
web-start-level-easy = Makkelijk (3 zetten vooruit)
web-start-level-medium = Gemiddeld (5 zetten vooruit)
web-start-level-hard = Moeilijk (1 seconde per zet)
web-start-level-master = Meester (volle kracht, 5 s per zet)
web-start-side = Jij speelt
web-start-side-defenders = De verdedigers (de kant van de koning)
web-start-side-attackers = De aanvallers
web-start-side-random = Maakt niet uit, willekeurig gekozen
web-start-first-you = Jij doet de eerste zet.
web-start-first-computer = De computer doet de eerste zet.
web-start-first-friend = Je vriend doet de eerste zet.
web-start-name-placeholder = Je tegenstander ziet deze naam
web-start-start = Begin de partij
web-start-starting = Bezig met starten…
web-start-board-heading = Het bord
web-start-preview-label = De beginstelling
web-start-preview-caption = De beginstelling in { $name }: aanvallers donker, verdedigers licht, de gekroonde koning op de troon.
web-start-legend-throne = de troon
web-start-legend-throne-corners = de troon en de hoekvelden
web-start-legend-escape = ontsnappingsvelden
web-start-legend-camps = kampen
web-start-rulesets = De regelsets
web-start-rules-link = regels
web-start-summary = { $first ->
    [attackers] { $escape ->
        [edge] De aanvallers beginnen; de koning ontsnapt naar elk veld aan de rand.
       *[corner] De aanvallers beginnen; de koning ontsnapt naar een hoekveld.
    }
    [defenders] { $escape ->
        [edge] De verdedigers beginnen; de koning ontsnapt naar elk veld aan de rand.
       *[corner] De verdedigers beginnen; de koning ontsnapt naar een hoekveld.
    }
   *[none] { $escape ->
        [edge] De koning ontsnapt naar elk veld aan de rand.
       *[corner] De koning ontsnapt naar een hoekveld.
    }
}
web-start-all-rules = Alle regels van { $name }

web-game-title = Partij · tablut
web-game-skip = Naar het bord
web-game-board-section = Bord
web-game-board-label = Tablutbord, stelling na zet { $ply }
web-game-board-label-earlier = Tablutbord, stelling na zet { $ply } (een eerdere stelling)
web-game-loading = De partij wordt geladen…
web-game-connecting = Verbinding maken…
web-game-live = Live
web-game-connection-lost = Verbinding verbroken. Nieuwe poging over { $seconds } s
web-game-move-resend = Verbinding verbroken: je zet { $move } wordt opnieuw verstuurd zodra die terug is.
web-game-move-not-played = Je zet { $move } is niet gespeeld: de partij was al verder.
web-game-retry-now = Nu opnieuw proberen
web-game-no-id = Geen partij opgegeven.
web-game-not-found = Op dit adres is geen partij.
web-game-steps = Door de partij bladeren
web-game-step-first = Beginstelling
web-game-step-first-key = Beginstelling (Home)
web-game-step-back = Eén zet terug
web-game-step-back-key = Eén zet terug (←)
web-game-step-forward = Eén zet verder
web-game-step-forward-key = Eén zet verder (→)
web-game-step-end = Huidige stelling
web-game-step-end-key = Huidige stelling (End)
web-game-step-start = Begin
web-game-step-of = Zet { $ply } van { $total }
web-game-back-to-current = Terug naar de huidige stelling
web-game-replay-start = Je bekijkt de beginstelling.
web-game-replay-after = Je bekijkt de stelling na zet { $ply }.
web-game-help-playing = Klik op een stuk of sleep het om het te verzetten. Met het toetsenbord: zet de focus op het bord, verplaats de cursor met de pijltjestoetsen, pak op en zet neer met Enter, laat los met Escape. Buiten het bord blader je met ← → Home End door de partij.
web-game-help-premove = Als je tegenstander aan zet is, is de zet die je kiest een voorzet, gespeeld zodra die heeft gezet; klik nog eens op het stuk, klik met rechts of druk op Escape om hem in te trekken.
web-game-help-watching = Blader door de partij met de knoppen, of met ← → Home End.
web-game-status-invite = Wachten tot je vriend meedoet: stuur hem de uitnodigingslink.
web-game-status-waiting-second = Wachten tot de tweede speler meedoet.
web-game-status-to-move = { $side ->
    [attackers] De aanvallers zijn aan zet.
   *[defenders] De verdedigers zijn aan zet.
}
web-game-status-your-move = { $side ->
    [attackers] Jij bent aan zet: je speelt de aanvallers.
   *[defenders] Jij bent aan zet: je speelt de verdedigers.
}
web-game-status-computer = { $side ->
    [attackers] De aanvallers (de computer) zijn aan zet.
   *[defenders] De verdedigers (de computer) zijn aan zet.
}
web-game-status-waiting-for = Wachten op de zet van { $name } ({ $side ->
    [attackers] de aanvallers
   *[defenders] de verdedigers
}).
web-game-status-waiting-opponent = { $side ->
    [attackers] Wachten op de zet van je tegenstander (de aanvallers).
   *[defenders] Wachten op de zet van je tegenstander (de verdedigers).
}
web-game-status-watching = { $side ->
    [attackers] De aanvallers zijn aan zet. Je kijkt mee.
   *[defenders] De verdedigers zijn aan zet. Je kijkt mee.
}
web-game-title-waiting = Wachten
web-game-title-your-move = Jij bent aan zet
web-game-title-their-move = Tegenstander aan zet
web-game-title-to-move = { $side ->
    [attackers] Aanvallers aan zet
   *[defenders] Verdedigers aan zet
}
web-game-thinking = De computer denkt na…
web-game-result-win = { $side ->
    [attackers] De aanvallers winnen.
   *[defenders] De verdedigers winnen.
}
web-game-result-win-time = { $side ->
    [attackers] De aanvallers winnen op tijd.
   *[defenders] De verdedigers winnen op tijd.
}
web-game-result-draw = De partij eindigt in remise.
web-game-result-aborted = De partij is afgebroken.
web-game-you-won = Je hebt gewonnen!
web-game-you-won-time = Je hebt op tijd gewonnen!
web-game-you-lost = Je hebt verloren.
web-game-you-lost-time = Je hebt op tijd verloren.
web-game-no-result = Geen uitslag: de partij telt niet mee.
web-game-neither-won = Geen van beide kanten heeft gewonnen.
web-game-rating-changes = Wijzigingen in de rating
web-game-go-to-rematch = Naar de revanche
web-game-raichi-routes = De koning heeft een vrije weg naar { $squares }.
web-game-tuichi-routes = De koning heeft { $count ->
    [one] { $count } vrije weg
   *[other] { $count } vrije wegen
} ({ $squares }): met één zet zijn ze niet allemaal af te sluiten.
web-game-invited = Je bent uitgenodigd voor een partij
web-game-friend = Vriend
web-game-take-seat = Neem plaats
web-game-join-help = Je tegenstander ziet deze naam. Laat je hem leeg, dan heet je „Vriend”.
web-game-joined = { $side ->
    [attackers] Je doet mee als de aanvallers.
   *[defenders] Je doet mee als de verdedigers.
}
web-game-invitation-used = Deze uitnodiging is al gebruikt: je kijkt mee met de partij.
web-game-key-refused = De sleutel van deze browser voor deze partij is geweigerd: je kijkt mee.
web-game-invite-heading = Nodig je vriend uit
web-game-invite-text = Stuur deze link naar je vriend. De partij begint zodra hij hem opent.
web-game-invite-link = Uitnodigingslink
web-game-copy = Kopiëren
web-game-share = Delen
web-game-share-title = Een partij Tablut
web-game-share-text = Speel Tablut met me:
web-game-invite-copied = Uitnodigingslink gekopieerd.
web-game-invite-copy-failed = Kopiëren is mislukt; de link is geselecteerd, kopieer hem zelf.
web-game-link-copied = Link gekopieerd: iedereen die hem opent kan meekijken.
web-game-copy-failed = Kopiëren is mislukt; kopieer het adres uit de adresbalk.
web-game-rated = Voor de rating
web-game-casual = Vriendschappelijk
web-game-clock-note = De klokken lopen pas als beide kanten hun eerste zet hebben gedaan; tot dan mag elke speler de partij afbreken.
web-game-offers = Voorstellen
web-game-draw-accept = Remise aannemen
web-game-decline = Weigeren
web-game-takeback-grant = Terugnemen toestaan
web-game-draw-waiting = Je hebt remise aangeboden; wachten op het antwoord.
web-game-takeback-waiting = Je hebt gevraagd je laatste zet terug te nemen; wachten op het antwoord.
web-game-opponent-offers-draw = Je tegenstander biedt remise aan.
web-game-opponent-asks-takeback = Je tegenstander vraagt zijn laatste zet terug te nemen.
web-game-side-offers-draw = { $side ->
    [attackers] De aanvallers bieden remise aan.
   *[defenders] De verdedigers bieden remise aan.
}
web-game-named-offers-draw = { $side ->
    [attackers] De aanvallers ({ $name }) bieden remise aan.
   *[defenders] De verdedigers ({ $name }) bieden remise aan.
}
web-game-side-asks-takeback = { $side ->
    [attackers] De aanvallers vragen hun laatste zet terug te nemen.
   *[defenders] De verdedigers vragen hun laatste zet terug te nemen.
}
web-game-named-asks-takeback = { $side ->
    [attackers] De aanvallers ({ $name }) vragen hun laatste zet terug te nemen.
   *[defenders] De verdedigers ({ $name }) vragen hun laatste zet terug te nemen.
}
web-game-you-offered-draw = Je hebt remise aangeboden.
web-game-you-asked-takeback = Je hebt gevraagd je laatste zet terug te nemen.
web-game-draw-declined = Je remiseaanbod is geweigerd.
web-game-takeback-declined = Je verzoek om terug te nemen is geweigerd.
web-game-players = Spelers
web-game-attackers = Aanvallers
web-game-defenders = Verdedigers
web-game-you-badge = jij
web-game-to-move-badge = aan zet
web-game-computer = Computer
web-game-computer-level = Computer (niveau { $level })
web-game-not-joined = Doet nog niet mee
web-game-you = Jij
web-game-anonymous = Anoniem
web-game-seat-computer = computer
web-game-online = online
web-game-offline = offline
web-game-lost = { $count } verloren
web-game-lost-title = { $side ->
    [attackers] De aanvallers hebben { $count ->
        [one] { $count } stuk
       *[other] { $count } stukken
    } verloren
   *[defenders] De verdedigers hebben { $count ->
        [one] { $count } stuk
       *[other] { $count } stukken
    } verloren
}
web-game-actions = Acties in de partij
web-game-hint = Tip
web-game-hint-thinking = Denkt na…
web-game-hint-offline = Tips hebben een live verbinding nodig; probeer het zo meteen opnieuw.
web-game-hint-said = Tip: { $move }.
web-game-hint-shown = Tip: { $move }
web-game-undo = Terugnemen
web-game-draw-offer = Remise aanbieden
web-game-draw-offered = Remise aangeboden
web-game-takeback-ask = Vragen om terug te nemen
web-game-takeback-asked = Terugnemen gevraagd
web-game-abort = Partij afbreken
web-game-resign = Opgeven
web-game-rematch = Revanche
web-game-play-again = Nog eens, met de kanten omgewisseld
web-game-rematch-offer = Revanche voorstellen
web-game-rematch-waiting = Revanche voorgesteld: wachten op je vriend
web-game-rematch-accept = Revanche aannemen
web-game-rematch-offered-to-you = Je vriend stelt een revanche voor.
web-game-friend-joined = Je vriend doet mee: de partij begint.
web-game-download = Partij downloaden
web-game-review = Deze partij analyseren
web-game-analyse = Analyseren
web-game-analyse-title = Open de getoonde stelling op het analysebord
web-game-copy-link = Link voor toeschouwers kopiëren
web-game-tournament = Terug naar het toernooi
web-game-sound = Geluid en meldingen
web-game-sound-on = Geluid aan
web-game-sound-off = Geluid uit
web-game-premove-picked = { $square } gekozen voor een voorzet: kies waar hij heen gaat.
web-game-premove-set = Voorzet { $move }: hij wordt gespeeld zodra je tegenstander heeft gezet, als hij dan nog reglementair is.
web-game-premove-shown = Voorzet: { $move }
web-game-premove-cancel = Voorzet annuleren (Esc)
web-game-premove-cancelled = Voorzet geannuleerd.
web-game-premove-dropped = Je voorzet { $move } was na de zet van je tegenstander niet meer reglementair: hij is vervallen.
web-game-confirm-question = { $move } spelen?
web-game-confirm-yes = Bevestigen
web-game-confirm-no = Annuleren
web-game-confirm-cancelled = Zet geannuleerd.
web-game-confirm-option = Elke zet bevestigen in correspondentiepartijen
web-game-conditional = Voorwaardelijke zetten
web-game-conditional-help = Terwijl je tegenstander aan zet is, schrijf je wat je antwoordt: één lijn per keer, hun zet en dan de jouwe (e3-h3 d1-d3), en meer paren als je wilt. De server speelt je antwoord zodra zij de eerste zet van een lijn spelen, ook als je er niet bent.
web-game-conditional-label = Lijnen met zetten
web-game-conditional-save = Lijnen bewaren
web-game-conditional-clear = Wissen
web-game-conditional-saved = { $count ->
    [one] Eén lijn wacht op de zet van je tegenstander.
   *[other] { $count } lijnen wachten op de zet van je tegenstander.
}
web-game-conditional-cleared = Geen voorwaardelijke zetten.
web-game-volume = Volume
web-game-notify-on = Meldingen aan
web-game-notify-off = Meld het als ik aan zet ben
web-game-notify-blocked = Deze browser blokkeert meldingen van deze site; sta ze toe in de site-instellingen.
web-game-notify-your-turn = U bent aan zet
web-game-notify-over = De partij is afgelopen
web-game-moves = Zetten
web-game-no-moves = Nog geen zetten.
web-game-move-title = { $side ->
    [attackers] Aanvallers
   *[defenders] Verdedigers
}: { $move }
web-game-chat = Chat
web-game-chat-messages = Chatberichten
web-game-chat-message = Chatbericht
web-game-chat-placeholder = Zeg iets
web-game-chat-send = Versturen
web-game-chat-watch = Alleen de twee spelers kunnen hier schrijven.
web-game-says = { $name } zegt: { $text }
web-game-info-mode = { $mode ->
    [computer] tegen de computer ({ $level })
    [computer-any] tegen de computer
    [friend] tussen twee spelers
   *[local] twee spelers aan één scherm
}
web-game-info-both = Je speelt beide kanten.
web-game-info-you-play = { $side ->
    [attackers] Je speelt de aanvallers.
   *[defenders] Je speelt de verdedigers.
}
web-game-resign-question = Deze partij opgeven?
web-game-resign-text = Je tegenstander wint meteen.
web-game-resign-you = { $side ->
    [attackers] Je geeft op met de aanvallers; de verdedigers winnen.
   *[defenders] Je geeft op met de verdedigers; de aanvallers winnen.
}
web-game-resign-both = { $side ->
    [attackers] De aanvallers (aan zet) geven op; de verdedigers winnen.
   *[defenders] De verdedigers (aan zet) geven op; de aanvallers winnen.
}
web-game-keep-playing = Verder spelen
web-game-picked-up = { $piece ->
    [attacker] Aanvaller
    [defender] Verdediger
   *[king] Koning
} op { $square } opgepakt: { $count ->
    [0] hij kan niet bewegen
    [one] { $count } bestemming
   *[other] { $count } bestemmingen
}.
web-game-cursor = { $square }: { web-common-piece }
web-game-cursor-destination = { $square }: { web-common-piece }, een bestemming
web-game-why-earlier = Je bekijkt een eerdere stelling. Druk op End om terug te gaan.
web-game-why-watching = Je kijkt mee met deze partij.
web-game-why-thinking = De computer denkt na.
web-game-why-pending = Je zet is onderweg.
web-game-why-their-turn = { $side ->
    [attackers] De aanvallers zijn aan zet.
   *[defenders] De verdedigers zijn aan zet.
}
web-game-taken-back = Zetten teruggenomen: nu na zet { $ply }.
web-game-played = { $side ->
    [attackers] De aanvallers speelden { $move }.
   *[defenders] De verdedigers speelden { $move }.
}
web-game-played-capturing = { $side ->
    [attackers] De aanvallers speelden { $move } en namen { $squares } gevangen.
   *[defenders] De verdedigers speelden { $move } en namen { $squares } gevangen.
}
web-game-clock-label = { $side ->
    [attackers] Klok van de aanvallers
   *[defenders] Klok van de verdedigers
}: nog { $time }{ $state ->
    [flagged] , tijd om
    [running] , loopt
   *[stopped] { "" }
}{ $low ->
    [yes] , minder dan 10 seconden
   *[no] { "" }
}
web-game-clock-deadline = De tijd is om op { $time }
web-game-clock-low-you = Minder dan tien seconden op je klok!
web-game-clock-low-mark = Weinig tijd
web-game-clock-low = { $side ->
    [attackers] De aanvallers hebben nog minder dan tien seconden.
   *[defenders] De verdedigers hebben nog minder dan tien seconden.
}

web-rules-title = Regels · tablut
web-rules-detail-title = { $name } · Regels · tablut
web-rules-skip = Naar de regels
web-rules-nav = Regelsets
web-rules-loading = De regels worden geladen…
web-rules-back = ← Terug naar de startpagina
web-rules-all = Alle regelsets
web-rules-heading = De regels van Tablut
web-rules-intro = Elk stuk beweegt als een toren: zo ver als het wil langs een rij of lijn, zonder ooit te springen. Een soldaat wordt gevangen als het stuk dat zet hem insluit tussen zichzelf en een ander vijandelijk stuk (of een vijandig veld). De koning wint door te ontsnappen; de aanvallers winnen door hem gevangen te nemen. De oude bronnen zijn het over de details oneens, dus tablut biedt vier lezingen:
web-rules-start-label = { $name }: beginstelling
web-rules-first = { $side ->
    [attackers] De aanvallers beginnen.
   *[defenders] De verdedigers beginnen.
}
web-rules-play = Speel { $name }
web-rules-side-by-side = Alle regels naast elkaar
web-rules-column-meaning = wat het betekent
web-rules-start-title = Beginstelling
web-rules-start-caption = Aanvallers donker, verdedigers licht, de gekroonde koning op de troon.
web-rules-special-title = Bijzondere velden
web-rules-special-caption = Gemarkeerd: { $marked }. De koning ontsnapt naar { $escape }.
web-rules-mark-throne = de troon ({ $squares })
web-rules-mark-corners = bijzondere hoekvelden ({ $squares })
web-rules-mark-camps = kampen ({ $count ->
    [one] { $count } veld
   *[other] { $count } velden
})
web-rules-none = geen
web-rules-escape-edge = elk veld aan de rand (gestippeld)
web-rules-escape-corners = de hoekvelden { $squares } (gestippeld)
web-rules-every-rule = Alle regels
web-rules-examples = Voorbeelden
web-rules-example-label-capturing = { $move }, neemt { $squares } gevangen
web-rules-example-play = { $side ->
    [attackers] De aanvallers spelen
    [defenders] De verdedigers spelen
   *[other] De kant aan zet speelt
}
web-rules-example-capturing = , en nemen { $squares } gevangen.
web-rules-compare = Alle regelsets naast elkaar vergelijken
web-rules-load-failed = De regels konden niet worden geladen.
web-rules-unknown = Onbekende regelset

web-archive-title = Archief · tablut
web-archive-skip = Naar de partijen
web-archive-heading = Afgelopen partijen
web-archive-intro = Nieuwste eerst. Open een partij om haar zet voor zet na te spelen.
web-archive-filters = Partijen filteren
web-archive-player = Speler
web-archive-any-player = Elke speler
web-archive-any = Alle
web-archive-result = Uitslag
web-archive-attackers-win = Aanvallers winnen
web-archive-defenders-win = Verdedigers winnen
web-archive-draw = Remise
web-archive-no-result = Geen uitslag (afgebroken)
web-archive-no-result-short = Geen uitslag
web-archive-show = Tonen
web-archive-clear = Wissen
web-archive-finished = Afgelopen
web-archive-players = Spelers
web-archive-moves = Zetten
web-archive-empty = Nog geen afgelopen partijen.
web-archive-start-one = Begin er een.
web-archive-no-match = Geen afgelopen partij voldoet aan deze filters.
web-archive-show-all = Toon alle partijen.
web-archive-loading = Laden…
web-archive-load-failed = Het archief kon niet worden geladen.
web-archive-older = Oudere partijen
web-archive-computer = de computer
web-archive-side = ({ $side ->
    [attackers] aanvallers
   *[defenders] verdedigers
})
web-archive-against = tegen
web-archive-mode-computer = tegen de computer
web-archive-mode-local = op één scherm
web-archive-rated = voor de rating
web-archive-casual = vriendschappelijk

web-missing-title = Onbekende partij · tablut
web-missing-heading = Deze partij bestaat niet
web-missing-text = Op dit adres is geen partij: misschien is de link verkeerd getypt of afgebroken.
web-missing-start = Begin een nieuwe partij
web-missing-or = of
web-missing-browse = bekijk de afgelopen partijen

## web: a game's review (review.html, review.js). $side: attackers or
## defenders; $class: best, good, inaccuracy, mistake or blunder, or
## (where it is said in words) web-review-class; $chance, $before,
## $after: percentages; $score_before, $score_after: the server's
## scores; $attackers, $defenders in web-review-players: the names (links).


web-review-heading = Analyse van de partij
web-review-skip = Naar de zetten
web-review-board = Bord
web-review-back = Terug naar de partij
web-review-steps = Door de partij lopen
web-review-first-key = Eerste stelling (Home)
web-review-first = Eerste stelling
web-review-back-key = Eén zet terug (←)
web-review-step-back = Eén zet terug
web-review-forward-key = Eén zet vooruit (→)
web-review-forward = Eén zet vooruit
web-review-last-key = Laatste stelling (End)
web-review-last = Laatste stelling
web-review-analyse = Deze stelling analyseren
web-review-request = Deze partij is nog niet geanalyseerd. De engine weegt elke zet (ongeveer 0,2 s per stelling) en markeert de fouten.
web-review-start = Analyseer deze partij
web-review-reviewing = Analyseren…
web-review-graph-caption = Winstkans van de aanvallers
web-review-graph-note = (boven de middenlijn staan de aanvallers beter)
web-review-moves = Zetten
web-review-class = { $class ->
    [best] Beste zet
    [good] Goed
    [inaccuracy] Onnauwkeurigheid
    [mistake] Fout
   *[blunder] Blunder
}
web-review-no-game = Deze partij bestaat niet.
web-review-title = Analyse: { $attackers } tegen { $defenders }
web-review-unnamed = { $side ->
    [attackers] aanvallers
   *[defenders] verdedigers
}
web-review-players = { $attackers } (aanvallers) tegen { $defenders } (verdedigers) · { $variant }
web-review-in-play = Deze partij wordt nog gespeeld: ze kan geanalyseerd worden zodra ze afgelopen is.
web-review-started = De analyse is begonnen.
web-review-too-many = Je hebt al twee analyses lopen; vraag het opnieuw zodra er een klaar is.
web-review-not-over = Een partij die nog gespeeld wordt, kan niet geanalyseerd worden.
web-review-queued = Wachten op de engine… ({ $done } van { $total } stellingen)
web-review-progress = Analyseren: { $done } van { $total } stellingen
web-review-done = De analyse is klaar.
web-review-no-moves = De partij heeft geen zetten om te analyseren.
web-review-no-side-moves = Geen zetten.
web-review-count = { $class ->
    [good] { $count } goed
    [inaccuracy] { $count ->
        [one] { $count } onnauwkeurigheid
       *[other] { $count } onnauwkeurigheden
    }
    [mistake] { $count ->
        [one] { $count } fout
       *[other] { $count } fouten
    }
    [blunder] { $count ->
        [one] { $count } blunder
       *[other] { $count } blunders
    }
   *[best] { $count } beste
}
# $loss: the average loss (a number in bold).
web-review-loss = { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
}; gemiddeld verlies { $loss } procentpunt winstkans
web-review-graph-label = De winstkans van de aanvallers na elke zet; kies een punt om de stelling te zien
web-review-point = Zet { $ply }, { $move } ({ $side ->
    [attackers] aanvallers
   *[defenders] verdedigers
}): { $class }; aanvallers { $chance }
web-review-move-label = Zet { $ply }, { $side ->
    [attackers] aanvallers
   *[defenders] verdedigers
}, { $move }
web-review-move-label-class = Zet { $ply }, { $side ->
    [attackers] aanvallers
   *[defenders] verdedigers
}, { $move }: { $class }
web-review-chance-title = De winstkans van de aanvallers na de zet
web-review-better = Beter: { $move }
web-review-better-line = · variant: { $line }
web-review-board-label = Tablutbord, stelling na zet { $ply } van { $total }
web-review-board-label-better = Tablutbord, stelling na zet { $ply } van { $total }; de pijl toont de betere zet { $move }
web-review-step = Zet { $ply } van { $total }
web-review-start-position = De beginstelling
web-review-start-chances = : winstkans van de aanvallers { $chance }.
web-review-by = door de { $side ->
    [attackers] aanvallers
   *[defenders] verdedigers
}
web-review-chances = Winstkans van de { $side ->
    [attackers] aanvallers
   *[defenders] verdedigers
}: { $before } ervoor, { $after } erna (score { $score_before } → { $score_after }).
web-review-better-was = Beter was { $move } (de pijl op het bord).
web-review-engine-line = De variant van de engine:
web-review-preferred = De engine had liever { $move }.
web-review-announce = Zet { $ply }, { $side ->
    [attackers] aanvallers
   *[defenders] verdedigers
}: { $move }
web-review-announce-class = Zet { $ply }, { $side ->
    [attackers] aanvallers
   *[defenders] verdedigers
}: { $move }, { $class }

## web: the analysis board (analysis.html, analysis.js, analysis-tree.js,
## analysis-engine.js). $side: attackers or defenders; $result:
## attackers, defenders, draw or over; $place: web-analysis-at-start or
## web-analysis-after-move; $piece: a piece in words (web-common-piece);
## $nodes: a short count ("34 k"); $error: the server's message.

web-analysis-description = Tablut-analysebord: speel elke stelling of partij uit, vertak in varianten en volg de beste varianten van de engine.
web-analysis-heading = Analysebord
web-analysis-skip = Naar het bord
web-analysis-board = Bord
web-analysis-loading = Laden…
web-analysis-steps = Door de zetten lopen
web-analysis-start-key = Beginstelling (Home)
web-analysis-start-position = Beginstelling
web-analysis-back-key = Eén zet terug (←)
web-analysis-back = Eén zet terug
web-analysis-forward-key = Eén zet vooruit (→)
web-analysis-forward = Eén zet vooruit
web-analysis-end-key = Einde van deze variant (End)
web-analysis-end = Einde van deze variant
web-analysis-hint = Klik op een stuk en dan op een gemarkeerd veld (of sleep het). Buiten het bord lopen ← → langs de getoonde variant, Home en End gaan naar de uiteinden.
web-analysis-engine = Engine
web-analysis-on = Aan
web-analysis-connecting = Verbinden met de engine…
web-analysis-lines = De beste varianten van de engine
web-analysis-moves = Zetten
web-analysis-tree = Zetten en varianten
web-analysis-promote-title = Maak de getoonde variant de hoofdvariant
web-analysis-promote = Hoofdvariant maken
web-analysis-delete-title = Verwijder de getoonde zet en elke zet erna
web-analysis-delete = Vanaf hier verwijderen
web-analysis-share = Delen
web-analysis-share-label = Link naar de getoonde stelling
web-analysis-copy-link = Link kopiëren
web-analysis-share-help = De link opent deze stelling met de zetten die ernaartoe leiden.
web-analysis-import = Een partij of stelling importeren
web-analysis-import-label = OpenTafl-partij, of een stelling
web-analysis-import-help = Plak een partij zoals de knop “Partij downloaden” op de pagina van een partij die geeft (ze noemt haar eigen regels), of een stellingstekst, gespeeld met de regelset hieronder.
web-analysis-import-variant = Regelset (voor een stelling)
web-analysis-import-submit = Importeren
web-analysis-picked-up = Stuk op { $square } ({ $piece }) opgepakt: { $count ->
    [one] { $count } bestemming.
   *[other] { $count } bestemmingen.
}
web-analysis-at-start = de beginstelling
web-analysis-after-move = na zet { $ply }, { $move }
web-analysis-board-label = Analysebord, { $place }
web-analysis-board-label-best = Analysebord, { $place }; de beste zet van de engine, { $best }, staat als pijl op het bord
web-analysis-loading-position = Stelling wordt geladen…
web-analysis-game-over = Partij afgelopen.
web-analysis-to-move = { $side ->
    [attackers] Aanvallers aan zet.
   *[defenders] Verdedigers aan zet.
}
web-analysis-raichi = De koning heeft een open route naar { $routes }.
web-analysis-tuichi = De koning heeft { $count } open routes ({ $routes }): één zet kan ze niet allemaal afsluiten.
web-analysis-headline = { $result ->
    [attackers] De aanvallers winnen.
    [defenders] De verdedigers winnen.
    [draw] Remise.
   *[over] De partij is afgelopen.
}
web-analysis-step-start = Begin
web-analysis-step = Zet { $ply } van { $total }
# $variant: the rule set's name (a link).
web-analysis-variant-rules = Regels van { $variant }
web-analysis-engine-off = De engine staat uit.
web-analysis-engine-ready = De engine is klaar.
web-analysis-engine-queued = Wachten op de engine…
web-analysis-searching = Zoeken… diepte { $depth }
web-analysis-done = Klaar: diepte { $depth }, { $nodes } stellingen in { $seconds } s.
web-analysis-done-nothing = Klaar: hier valt geen zet te zoeken.
web-analysis-engine-over = De partij is in deze stelling afgelopen: er valt niets te zoeken.
web-analysis-engine-refused = De engine is niet bereikbaar. Vanaf één adres mogen hoogstens twee analyseborden tegelijk open zijn: sluit een ander analysetabblad; dit tabblad blijft het proberen.
web-analysis-engine-lost = De verbinding met de engine is verbroken; opnieuw proberen…
web-analysis-engine-lost-retry = De verbinding met de engine is verbroken; nieuwe poging over { $seconds } s…
web-analysis-engine-error = De engine weigerde: { $error }
web-analysis-engine-error-position = De engine weigerde de stelling.
web-analysis-play = Speel { $move }
web-analysis-play-line = Speel de variant tot en met { $move }
web-analysis-score-title = De score voor de partij aan zet (in soldaten, of een geforceerde winst of verlies)
web-analysis-chance-title = De winstkans van de aanvallers na deze zet
web-analysis-chance = aanvallers { $chance }
web-analysis-announce-move = Zet { $ply }: { $move }
web-analysis-at-start-announce = De beginstelling
web-analysis-promoted = Deze variant is nu de hoofdvariant.
web-analysis-deleted = { $move } en de zetten erna zijn verwijderd.
web-analysis-refused = Geweigerd: { $error }
web-analysis-played = { $move }.
web-analysis-played-capturing = { $move }, met slag op { $squares }.
web-analysis-game-title = Analyse van partij { $id }
web-analysis-unreachable = De server is niet bereikbaar.
web-analysis-link-failed = De link kon niet geopend worden: { $error }
web-analysis-import-empty = Plak eerst een partij of een stelling.
web-analysis-importing = Importeren…
web-analysis-record-imported = De partij is geïmporteerd: { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
}, getoond vanaf het begin.
web-analysis-position-imported = De stelling is geïmporteerd.
web-analysis-record-unreadable = De partij kon niet gelezen worden: { $error }
web-analysis-position-unreadable = De stelling kon niet gelezen worden: { $error }
web-analysis-start-of = De beginstelling van { $variant }.
web-analysis-link-copied = Link gekopieerd
web-analysis-link-copy-failed = De link kon niet gekopieerd worden: selecteer hem en kopieer hem zelf.
web-analysis-tree-empty = Nog geen zetten: speel er een op het bord.
web-analysis-move-label = Zet { $ply }: { $move }
web-analysis-variation-label = Zet { $ply }: { $move } (variant)

## server: a page that does not exist.

error-page-not-found = Niet gevonden. Begin een partij op / of blader door het archief op /archive.

## web: de toernooien (tournaments.html, tournament.html, tournaments.js,
## tournament.js, tournament-words.js).

web-nav-tournaments = Toernooien
web-tournament-format = { $format ->
    [swiss] Zwitsers
    [round-robin] Halve competitie
    [double-round-robin] Hele competitie
    [arena] Arena
   *[groups-knockout] Groepen, dan knock-out
}
web-tournament-status = { $status ->
    [created] Niet begonnen
    [running] Wordt gespeeld
   *[finished] Afgelopen
}
web-tournament-starts = Begint vanzelf op { $time }
web-tournament-starts-manual = Begint wanneer de maker het start
web-tournament-round = Ronde { $round } van { $rounds }
web-tournament-rounds-played = { $rounds ->
    [one] { $rounds } ronde gespeeld
   *[other] { $rounds } rondes gespeeld
}
web-tournament-arena-left = Nog { $time }
web-tournament-arena-length = { $minutes } minuten
web-tournaments-heading = Toernooien
web-tournaments-description = Tablut-toernooien: Zwitsers, competities, arena's en groepen met een knock-out. Kijk wat er loopt, doe mee of maak er zelf een.
web-tournaments-skip = Naar de toernooien
web-tournaments-intro = Speel een reeks partijen tegen andere spelers: het toernooi deelt de rondes in, houdt de stand bij en opent je volgende partij voor je.
web-tournaments-loading = De toernooien worden geladen…
web-tournaments-failed = De toernooien konden niet worden geladen.
web-tournaments-running = Wordt gespeeld
web-tournaments-upcoming = Nog niet begonnen
web-tournaments-finished = Afgelopen
web-tournaments-running-empty = Er wordt nu geen toernooi gespeeld.
web-tournaments-upcoming-empty = Er wacht geen toernooi om te beginnen.
web-tournaments-finished-empty = Er is nog geen toernooi afgelopen.
web-tournaments-col-name = Toernooi
web-tournaments-col-format = Vorm
web-tournaments-rule-set = Regels
web-tournaments-col-clock = Bedenktijd
web-tournaments-col-players = Spelers
web-tournaments-col-when = Wanneer
web-tournaments-invitation-badge = op uitnodiging
web-tournaments-create = Een toernooi maken
web-tournaments-guest = Log in om een toernooi te maken of aan een mee te doen.
web-tournaments-guest-link = Log in of maak een account
web-tournaments-name = Naam
web-tournaments-format-help = { $format ->
    [swiss] Een vast aantal rondes; elke ronde spelen spelers met dezelfde score tegen elkaar, nooit twee keer.
    [round-robin] Iedereen speelt één keer tegen iedereen; het aantal rondes volgt uit het aantal spelers.
    [double-round-robin] Iedereen speelt twee keer tegen iedereen, de tweede keer met de kanten omgewisseld.
    [arena] Een vaste tijd lang: wie een partij uitspeelt, krijgt meteen een nieuwe tegenstander. Twee overwinningen op rij beginnen een reeks, en dan telt elke partij dubbel.
   *[groups-knockout] Eerst groepen waarin iedereen tegen iedereen speelt, dan een knock-outschema van de besten van elke groep.
}
web-tournaments-rounds = Rondes
web-tournaments-minutes = Duur in minuten
web-tournaments-group-size = Spelers per groep
web-tournaments-qualifiers = Door per groep
web-tournaments-clock = Bedenktijd
web-tournaments-live = Live
web-tournaments-correspondence = Per correspondentie
web-tournaments-match = Partijen per koppeling
web-tournaments-match-two = Twee partijen, kanten omgewisseld
web-tournaments-match-single = Eén partij
web-tournaments-rated = Partijen voor de rating
web-tournaments-rated-presets = Alleen partijen met de regels van een vaste regelset kunnen voor de rating tellen.
web-tournaments-starts-at = Begint vanzelf op
web-tournaments-optional = (optioneel)
web-tournaments-starts-at-help = Leeg gelaten begint het wanneer je op de pagina op Nu starten drukt.
web-tournaments-conditions = Wie mag meedoen
web-tournaments-min-rating = Laagste rating
web-tournaments-min-games = Minste partijen voor de rating
web-tournaments-bots = Bots mogen meedoen
web-tournaments-invited = Uitgenodigde spelers
web-tournaments-invited-help = Accountnamen, gescheiden door komma's. Leeg gelaten mag iedereen meedoen.
web-tournaments-submit = Het toernooi maken
web-tournaments-sending = Het toernooi wordt gemaakt…
web-tournaments-name-needed = Geef het toernooi een naam.
web-tournaments-made = { $name } is gemaakt.
web-tournament-heading = Toernooi
web-tournament-description = Een tablut-toernooi: de stand, de rondes en hun partijen, live.
web-tournament-skip = Naar de stand
web-tournament-loading = Het toernooi wordt geladen…
web-tournament-missing = Dit toernooi bestaat niet
web-tournament-missing-text = Er is geen toernooi op dit adres.
web-tournament-back = Alle toernooien
web-tournament-facts = { $variant }, { $clock }, { $rated ->
    [yes] voor de rating
   *[no] vriendschappelijk
}, { $match ->
    [single] één partij per koppeling
   *[two-games] twee partijen per koppeling
}
web-tournament-groups-facts = groepen van { $size }, { $qualifiers } per groep door
web-tournament-by = Gemaakt door { $name }
web-tournament-min-rating = Rating minstens { $rating }
web-tournament-min-games = { $count ->
    [one] Minstens { $count } partij voor de rating
   *[other] Minstens { $count } partijen voor de rating
}
web-tournament-no-bots = Geen bots
web-tournament-invitation = Op uitnodiging: { $names }
web-tournament-join = Meedoen
web-tournament-rejoin = Weer meedoen
web-tournament-resume = Terugkomen
web-tournament-withdraw = Terugtrekken
web-tournament-pause = Pauze nemen
web-tournament-start = Nu starten
web-tournament-guest = Log in om aan dit toernooi mee te doen.
web-tournament-joined = Je doet mee aan het toernooi.
web-tournament-withdrawn = Je hebt je teruggetrokken: je wordt niet meer ingedeeld.
web-tournament-started = Het toernooi is begonnen.
web-tournament-paused = Je neemt pauze: je wordt pas weer ingedeeld als je terugkomt.
web-tournament-bye = Je bent vrij in ronde { $round }: dat telt als een overwinning, en je speelt weer in de volgende ronde.
web-tournament-your-game = Je partij tegen { $name } (bord { $board }) wordt gespeeld.
web-tournament-go = Naar je partij
web-tournament-your-pairing = Deze ronde speel je tegen { $name } (bord { $board }).
web-tournament-your-result = Deze ronde tegen { $name }: { $result }.
web-tournament-opening = Je partij begint…
web-tournament-notify-title = Een toernooironde is begonnen
web-tournament-notify-body = { $tournament }: je partij tegen { $name } is begonnen.
web-tournament-standings = Stand
web-tournament-standings-empty = Er is nog geen partij afgelopen.
web-tournament-group = Groep { $group }
web-tournament-col-rank = #
web-tournament-col-player = Speler
web-tournament-col-points = Punten
web-tournament-col-buchholz = Buchholz
web-tournament-buchholz = Buchholz: de punten van de tegenstanders van de speler
web-tournament-col-sb = SB
web-tournament-sonneborn-berger = Sonneborn-Berger: de punten van de verslagen tegenstanders, en de helft van die van de tegenstanders waartegen remise werd gespeeld
web-tournament-col-wins = Winst
web-tournament-col-games = Partijen
web-tournament-col-byes = Vrij
web-tournament-streak = Op een reeks: elke partij telt dubbel
web-tournament-pairings = Indeling
web-tournament-pairings-round = Ronde { $round }
web-tournament-pairings-empty = Er wordt geen ronde gespeeld.
web-tournament-col-board = Bord
web-tournament-col-first = Valt eerst aan
web-tournament-col-second = Verdedigt eerst
web-tournament-col-result = Uitslag
web-tournament-bye-word = vrij
web-tournament-in-play = wordt gespeeld
web-tournament-game-n = Partij { $n }
web-tournament-watch-game = Partij { $n } bekijken
web-tournament-stage = { $stage ->
    [groups] Groepen
   *[knockout] Knock-out
}
web-tournament-goes-through = { $name } gaat door
web-tournament-crosstable = Kruistabel
web-tournament-crosstable-help = Elk vak geeft de punten van de speler van de rij tegen de speler van de kolom, één getal per koppeling. Kies een naam om de rondes van die speler te zien.
web-tournament-crosstable-empty = De kruistabel vult zich zodra de eerste ronde is ingedeeld.
web-tournament-cross-title = { $player } tegen { $opponent }: { $result }
web-tournament-player-results-heading = De rondes van een speler
web-tournament-player-hint = Kies een speler in de stand of in de kruistabel om zijn rondes te zien.
web-tournament-profile = Profiel
web-tournament-col-round = Ronde
web-tournament-col-opponent = Tegenstander
web-tournament-col-side = Kanten
web-tournament-side = { $side ->
    [first] valt eerst aan
   *[second] verdedigt eerst
}
web-tournament-entrants = Spelers
web-tournament-entrants-empty = Er doet nog niemand mee.
web-tournament-withdrawn-mark = teruggetrokken
web-tournament-paused-mark = neemt pauze
web-tournament-export = Downloaden
web-tournament-export-json = Stand en partijen (JSON)
web-tournament-export-otn = Alle partijen als OpenTafl-bestanden
web-tournament-pairings-arena = Partijen die worden gespeeld
web-tournament-col-winner = Gaat door
web-tournament-won-by = Gewonnen door { $names }

## server and web: e-mail (crates/tablut-server/src/mail, mail.html,
## mail.js, the account page).

error-mail-off = deze server verstuurt geen e-mail
error-mail-bot = een bot heeft geen e-mailadres
error-mail-too-many = te veel verificatielinks in een uur: probeer het later opnieuw
error-mail-none = het account heeft geen e-mailadres
error-mail-token = deze link werkt niet (meer): links werken één keer, een beperkte tijd
error-mail-unsubscribe-key = deze afmeldlink is niet door deze server verstuurd
error-mail-unsubscribe-what = '{ $what }' is geen turns, deadlines, challenges of all
error-mail-address = '{ $email }' is geen e-mailadres
error-mail-login = log in om je e-mailadres te beheren
mail-hello = Hallo { $name },
mail-footer = Je krijgt deze mail vanwege je tablut-account. Open dit om zulke mails niet meer te krijgen:
    { $link }
mail-verify-subject = Bevestig je e-mailadres voor tablut
mail-verify-body = Open deze link om te bevestigen dat dit adres van jou is:
    { $link }

    Heb je dit adres niet aan tablut gegeven, negeer deze mail dan: er wordt niets naartoe gestuurd.
mail-reset-subject = Stel je tablut-wachtwoord opnieuw in
mail-reset-body = Iemand heeft gevraagd het wachtwoord van je account opnieuw in te stellen. Open deze link binnen een uur om een nieuw te kiezen:
    { $link }

    Was jij het niet, negeer deze mail dan: je wachtwoord blijft zoals het is.
mail-turns-subject = { $games ->
    [one] Je bent aan zet in een correspondentiepartij
   *[other] Je bent aan zet in { $games } correspondentiepartijen
}
mail-turns-body = { $games ->
    [one] Je tegenstander heeft gezet. Je bent aan zet in deze partij:
   *[other] Je tegenstanders hebben gezet. Je bent aan zet in deze partijen:
}
mail-turns-line = - tegen { $opponent }: { $link }
mail-deadline-subject = Je tijd tegen { $opponent } raakt op
mail-deadline-body = { $hours ->
    [one] Je hebt minder dan een uur
   *[other] Je hebt minder dan { $hours } uur
} voor je zet tegen { $opponent }; daarna is de partij op tijd verloren:
    { $link }
mail-challenge-subject = { $player } daagt je uit voor een partij tablut
mail-challenge-body = { $player } daagt je uit voor een correspondentiepartij ({ $variant }, { $clock }). Neem de uitdaging aan of wijs haar af in de lobby:
    { $link }
web-mail-heading = E-mail
web-mail-off = Deze server verstuurt geen e-mail.
web-mail-help = Geef een adres om te horen wanneer je aan zet bent in correspondentiepartijen, wanneer een termijn over een dag afloopt en wanneer iemand je uitdaagt, en om een vergeten wachtwoord opnieuw in te stellen. Niemand anders ziet het.
web-mail-address = E-mailadres
web-mail-save = Bewaren en een link sturen
web-mail-unverified = Er is een link naar { $email } gestuurd: open hem om mail te gaan krijgen.
web-mail-verified = Mail gaat naar { $email }.
web-mail-choices = Stuur me mail wanneer
web-mail-turns = ik aan zet ben in een correspondentiepartij (hoogstens één mail per partij per uur)
web-mail-deadlines = mijn tijd voor een zet binnen een dag afloopt
web-mail-challenges = iemand me uitdaagt
web-mail-remove = Adres verwijderen
web-mail-saved = Bewaard.
web-mail-failed = Dat is niet gelukt: { $error }
web-mail-forgot = Wachtwoord vergeten?
web-mail-verify-heading = Bevestig je adres
web-mail-verify-working = Het adres wordt bevestigd…
web-mail-verify-done = Je adres { $email } is bevestigd.
web-mail-reset-heading = Wachtwoord opnieuw instellen
web-mail-reset-who = Accountnaam of e-mailadres
web-mail-reset-send = Een link sturen
web-mail-reset-sent = Als dat account een bevestigd adres heeft, is er een link onderweg. Hij werkt een uur.
web-mail-reset-new = Nieuw wachtwoord
web-mail-reset-save = Wachtwoord instellen
web-mail-reset-done = Je wachtwoord is gewijzigd en elke aanmelding van het account is beëindigd.
web-mail-log-in = Inloggen
web-mail-unsubscribe-heading = Mail stoppen
web-mail-unsubscribe-what = { $what ->
    [turns] Geen mails meer dat je aan zet bent?
    [deadlines] Geen waarschuwingen meer voor een termijn?
    [challenges] Geen mails meer over uitdagingen?
   *[all] Helemaal geen mail meer van tablut?
}
web-mail-unsubscribe-button = Deze mails stoppen
web-mail-unsubscribe-done = Klaar: er gaan geen zulke mails meer naar { $email }. Op je accountpagina kun je ze weer aanzetten.
web-mail-no-link = Deze link is onvolledig: open de hele link uit de mail.

# The game page's screen-reader mode (assets/blind.js).
web-blind-toggle-on = Schermlezermodus: aan
web-blind-toggle-off = Schermlezermodus: uit
web-blind-heading = Schermlezermodus
web-blind-input-label = Je zet (e3-e1) of een opdracht
web-blind-send = Versturen
web-blind-help = Typ een zet als e3-e1 en druk op Enter. Opdrachten: b de hele stelling; a de aanvallers; d de verdedigers; r 3 rij 3; f e lijn e; e3 de zetten van het stuk op e3; l de laatste zet; c de klokken; s wie aan zet is; h deze hulp.
web-blind-live-label = Wat er gebeurt
web-blind-position = De stelling
web-blind-turned-on = Schermlezermodus aan: typ je zetten in het tekstveld.
web-blind-turned-off = Schermlezermodus uit.
# $result: the game's result in a sentence.
web-blind-finished = De partij is voorbij: { $result }
web-blind-to-move = { $you ->
    [yes] { $side ->
        [attackers] De aanvallers zijn aan zet: jij bent aan de beurt.
       *[defenders] De verdedigers zijn aan zet: jij bent aan de beurt.
    }
   *[no] { $side ->
        [attackers] De aanvallers zijn aan zet.
       *[defenders] De verdedigers zijn aan zet.
    }
}
web-blind-no-last-move = Er is nog geen zet gespeeld.
web-blind-last = { $side ->
    [attackers] Laatste zet: aanvallers, { $move }.
   *[defenders] Laatste zet: verdedigers, { $move }.
}
# $squares: the captured squares, listed the language's way.
web-blind-last-capturing = { $side ->
    [attackers] Laatste zet: aanvallers, { $move }, slaat { $squares }.
   *[defenders] Laatste zet: verdedigers, { $move }, slaat { $squares }.
}
web-blind-attackers = Aanvallers, { $count ->
    [one] { $count } stuk
   *[other] { $count } stukken
}: { $squares }.
web-blind-defenders = Verdedigers, { $count ->
    [one] { $count } stuk
   *[other] { $count } stukken
}: de koning op { $king }; { $squares }.
web-blind-none = geen
web-blind-square = { $square } { web-common-piece }
web-blind-rank = Rij { $rank }: { $squares }.
web-blind-file = Lijn { $file }: { $squares }.
web-blind-square-empty = { $square } is leeg.
web-blind-no-moves = { $square }, { web-common-piece }: nu geen legale zet.
web-blind-moves = { $square }, { web-common-piece }: { $count ->
    [one] { $count } zet
   *[other] { $count } zetten
} naar { $squares }.
web-blind-sending = { $move } verstuurd.
# $reason: why the move was refused, in a sentence.
web-blind-refused = { $move } geweigerd: { $reason }
web-blind-unknown = Niet begrepen: { $text }. Typ h voor hulp.
# The puzzle page's second hint: the whole move.
web-puzzles-hint-again = Hint: toon de zet
web-puzzles-hint-again-title = Toont de hele winnende zet: waar het aangewezen stuk heen gaat
web-puzzles-hinted-move = Hint: speel { $from } naar { $to }.
# The game page's heading, for screen readers only.
web-game-heading = Tablutpartij
