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

## server: felmeddelanden, på förfrågans språk (crates/tablut-server).
## API:ets `error`-koder ändras aldrig; detta är `message`. Detaljer efter
## ett kolon ({ $detail }) kommer från regelbiblioteket eller en parser
## och står kvar på engelska: de är till för den som programmerar klienter.

error-too-large = förfrågan är större än { $limit } byte
error-no-game = det finns inget parti '{ $id }'; kontrollera länken eller börja ett nytt parti
# $what: player, bot, own-bot, language, seek, open-seek, puzzle,
# puzzle-attempt, review
# eller rating-pool.
error-not-found = { $what ->
    [player] det finns ingen spelare
    [bot] det finns ingen bot
    [own-bot] du har ingen bot
    [language] det finns inget språk
    [seek] det finns inget partiförslag
    [open-seek] det finns inget öppet partiförslag
    [puzzle] det finns inget problem
    [puzzle-attempt] det finns inget problemförsök
    [review] det finns ingen genomgång av partiet
    [rating-pool] det finns ingen ratinglista (en grunduppsättning: ludoteka, catalan, ...)
   *[other] det finns inget
} '{ $name }'
error-stale = partiet har { $actual ->
    [one] { $actual } drag
   *[other] { $actual } drag
}, inte { $sent }: titta på brädet igen
error-waiting = din vän har inte öppnat inbjudan än; skicka länken
error-game-over = partiet är slut
error-name-taken = namnet '{ $name }' är upptaget; välj ett annat
# $what: password, delete-account, keep-games, list-games, make-bot,
# list-bots, bot-token, rated-game, challenge eller puzzle-rating.
error-login-required = { $what ->
    [password] för att byta lösenord
    [delete-account] för att radera ett konto
    [keep-games] för att spara partier i ett konto
    [list-games] för att se dina partier
    [make-bot] för att skapa en bot
    [list-bots] för att se dina botar
    [bot-token] för en bots nyckel
    [rated-game] för ett ratat parti
    [challenge] för att utmana en spelare
    [puzzle-rating] för att servern ska spara din problemrating
    [tournament] för att spela eller ordna en turnering
   *[other] för detta
} behövs ett konto: logga in eller registrera dig först
error-cross-site = den här förfrågan kom från en annan webbplats sida och avvisades; använd tabluts egna sidor
error-game-damaged = det sparade partiet { $id } är skadat: { $detail }
error-not-stored = partiet kunde inte sparas; inget ändrades, försök igen
error-busy = partiet fortsatte att ändras; titta på brädet igen och försök på nytt
error-no-api = det finns inget API på { $path }
error-body-unreadable = förfrågans innehåll kunde inte läsas: { $detail }
error-body-invalid = förfrågan är ogiltig: { $detail }
error-query = adressens parametrar är ogiltiga: { $detail }
error-variant = regeluppsättning: { $detail }
error-clock = klocka: { $detail }
error-position = ställning: { $detail }
error-record = protokoll: { $detail }
error-result = resultat: { $detail }
error-address-unknown = anslutningens adress är okänd

## server: drag, partier och platser.

error-move-syntax = '{ $text }' är inget drag: skriv start- och slutrutan med '-' emellan, som e3-e1
error-move-not-a-line = '{ $text }' är inget drag: pjäserna flyttar längs en rad eller linje, som ett torn i schack
error-move-square = i draget '{ $text }': '{ $square }' är ingen ruta: skriv en linje a-i och sedan en rad 1-9, som e5
# $to_move och $seat: attackers eller defenders.
error-not-your-turn = { $to_move ->
    [attackers] anfallarna är vid draget
   *[defenders] försvararna är vid draget
}, och du spelar { $seat ->
    [attackers] anfallarna
   *[defenders] försvararna
}
error-clock-friends-only = klockor är till för partier mellan två spelare (opponent: friend)
error-invitation-used = den här inbjudan har redan använts; be din vän om länken till partiet för att titta
error-invitation-invalid = den här inbjudan gäller inte för det här partiet
error-account-no-seat = ditt konto spelar inte i det här partiet; du kan titta på det
error-secret-no-seat = den här nyckeln hör inte till någon sida i det här partiet; du kan titta på det
error-bearer = skicka din sidas nyckel som 'Authorization: Bearer SECRET'
error-bot-token = den här botnyckeln är ogiltig
error-bot-token-replaced = den här botnyckeln är ogiltig (den kan ha ersatts); hämta en ny på ägarens kontosida
error-undo-for-player = att ångra är spelarens sak
error-undo-ask-takeback = i ett parti mellan två spelare ber du motståndaren att få ta tillbaka draget
error-undo-resigned = partiet är uppgivet; börja ett returparti i stället
error-undo-nothing = du har inget drag att ta tillbaka
error-rematch-not-over = ett returparti kan föreslås när partiet är slut
# $what: draw, decline-draw, takeback, decline-takeback eller abort.
error-friends-only = { $what ->
    [draw] att erbjuda oavgjort
    [decline-draw] att avböja oavgjort
    [takeback] att ta tillbaka ett drag
    [decline-takeback] att avböja att ta tillbaka ett drag
    [abort] att avbryta ett parti
   *[other] detta
} går bara i partier mellan två spelare
error-between-players = { $what ->
    [draw] att erbjuda oavgjort
    [decline-draw] att avböja oavgjort
    [takeback] att ta tillbaka ett drag
    [decline-takeback] att avböja att ta tillbaka ett drag
    [abort] att avbryta ett parti
   *[other] detta
} är en sak mellan de två spelarna
error-no-draw-offer = det finns inget erbjudande om oavgjort att avböja
error-no-takeback-request = det finns ingen begäran om att ta tillbaka ett drag att avböja
error-takeback-nothing = det finns inget drag att ta tillbaka
error-takeback-none-yet = du har inget drag att ta tillbaka än
error-abort-too-late = båda sidor har dragit: partiet kan inte längre avbrytas; ge upp eller erbjud oavgjort
error-chat-empty = chattraden är tom
error-chat-too-long = en chattrad har högst { $max } tecken
error-name-too-long = ett namn har högst { $max } tecken
error-no-hints-friends = inga tips i ett parti mellan två spelare
error-hint-side-to-move = ett tips är till för sidan som är vid draget
error-hint-stopped = sökningen efter tipset stoppades
error-hint-running = ett tips för det här partiet söks redan; vänta på det
error-no-legal-move = det finns inget tillåtet drag
error-hints-for-players = tips är till för spelarna
error-watching = den här anslutningen tittar bara; skicka { "{" }"type":"auth","secret":...{ "}" } för att spela
error-auth-needs-secret = auth behöver en "secret" (eller logga in för att spela ditt kontos sidor)
error-text-messages-only = skicka JSON-textmeddelanden
error-not-a-command = meddelandet är inget kommando: { $detail }
error-not-json = meddelandet är inte JSON: { $detail }
error-message-too-big = ett meddelande är högst { $max } byte
error-not-websocket = den här adressen tar bara emot WebSocket-anslutningar
error-message-unreadable = meddelandet kunde inte läsas: { $detail }
error-archive-before = before är MS eller MS:ID, markören för den sista raden som visades

## server: gränser.

error-too-many-connections = högst { $max ->
    [one] { $max } anslutning
   *[other] { $max } anslutningar
} samtidigt från samma adress; stäng några flikar
error-too-many-games = högst { $max ->
    [one] { $max } nytt parti
   *[other] { $max } nya partier
} i minuten från samma adress; vänta lite
error-too-many-messages = mer än { $rate ->
    [one] { $rate } meddelande
   *[other] { $rate } meddelanden
} i sekunden; ta det lugnare
error-too-many-hints = högst { $max } tips i minuten från samma adress; vänta lite
error-too-many-puzzle-attempts = högst { $max } problemförsök i minuten från { $who ->
    [account] samma konto
   *[address] samma adress
}; vänta lite
error-too-many-searches = högst { $max } datorsökningar samtidigt från samma adress; vänta på datorns svar
error-too-many-analyses = högst { $max } analysbräden samtidigt från samma adress; stäng en annan analysflik
error-too-many-reviews = högst { $max } genomgångar samtidigt från samma adress; vänta tills en är klar

## server: lobbyn, konton, botar.

error-rated-presets-only = ratade partier spelas med en grunduppsättnings regler (ludoteka, catalan, brainking, cartier, ashton, ashton-server); ändrade regler är för vänskapspartier
error-challenge-yourself = du kan inte utmana dig själv
error-too-many-seeks = högst { $max } öppna partiförslag samtidigt; ta bort ett först
error-seek-gone = det här partiförslaget är redan antaget eller har gått ut; välj ett annat
error-challenge-for-another = den här utmaningen är till en annan spelare
error-own-seek = det är ditt eget partiförslag; vänta tills någon annan antar det
error-seek-damaged = det sparade partiförslaget är skadat: { $detail }
error-seek-taken-pick = någon annan antog det här partiförslaget alldeles nyss; välj ett annat
error-seek-not-yours = bara den som lade partiförslaget (eller den utmanade spelaren) kan dra tillbaka det
error-seek-taken = någon annan antog det här partiförslaget alldeles nyss
error-tournament-name = en turnering behöver ett namn på 1 till { $max } tecken
error-tournament-rounds = en schweizerturnering behöver mellan 1 och { $max } ronder
error-tournament-finished = den här turneringen är slut
error-tournament-closed-field = en allsvensk turnering tar inte emot nya spelare när den har börjat
error-tournament-joined = du är redan med i den här turneringen
error-tournament-not-in = du spelar inte i den här turneringen
error-tournament-creator-only = bara den som skapade turneringen kan starta den
error-tournament-started = den här turneringen har redan börjat
error-tournament-few-players = en turnering behöver minst 2 spelare för att börja
error-tournament-too-many-rounds = { $players } spelare kan spela högst { $max } ronder utan att mötas två gånger
error-tournament-pairing = den här ronden kunde inte lottas: { $detail }
error-tournament-arena-live = en arena spelas med levande klocka, inte per korrespondens
error-tournament-minutes = en arena varar mellan 1 och { $max } minuter
error-tournament-groups = grupperna har mellan 2 och { $max } spelare, och mellan 1 och alla går vidare
error-tournament-invited = en turnering kan bjuda in högst { $max } spelare
error-tournament-no-bots = den här turneringen är inte öppen för bottar
error-tournament-invitation = den här turneringen är bara för inbjudna, och du är inte inbjuden
error-tournament-min-rating = den här turneringen kräver en rating på { $min } eller mer i sina regler; din är { $rating }
error-tournament-min-games = den här turneringen kräver { $min } ratade partier i sina regler; du har spelat { $games }
error-tournament-pause-arena = bara en arenas spelare kan pausa; dra dig ur i stället
error-conditional-correspondence = villkorliga drag är för korrespondenspartier, där varje sida spelar från sin egen plats
error-conditional-your-turn = det är ditt drag: spela det; villkorliga drag svarar på motståndarens nästa drag
error-conditional-too-many = högst { $max } rader med villkorliga drag
error-conditional-shape = rad { $line }: ett drag av motståndaren, sedan ditt svar, och så vidare: ett jämnt antal drag, högst { $max }
error-conditional-illegal = rad { $line }: { $move } kan inte spelas där
error-name-length = ett kontonamn har { $min } till { $max } tecken
error-name-characters = ett kontonamn innehåller bara bokstäver, siffror, '-' och '_', inte '{ $char }'
error-name-reserved = namnet '{ $name }' är reserverat, eller för likt ett namn som servern själv använder (Guest, Friend, tablut, admin …); välj ett annat
error-password-short = ett lösenord har minst { $min } tecken
error-password-long = ett lösenord har högst { $max } byte
error-hashing = krypteringen av lösenordet misslyckades: { $detail }
error-too-many-registrations = för många konton registrerade från den här adressen; försök igen om några minuter
error-too-many-failures = för många misslyckade inloggningar från den här adressen; försök igen om några minuter
error-wrong-login = fel kontonamn eller lösenord
error-account-locked = för många misslyckade inloggningar på det här kontot från den här adressen; försök igen om { $seconds } s
error-wrong-password = det nuvarande lösenordet är fel
error-bot-owns-bots = en bot kan inte äga botar
error-too-many-bots = ett konto äger högst { $max } botar
error-adopt-too-many = högst { $max } partier åt gången

## server: analysbrädet, problem, genomgångar.

error-too-many-moves = högst { $max } drag; börja hellre från en ställning
# Ett drag i en lista: dess nummer, draget och vad som är fel.
error-numbered-move = drag { $number } ({ $move }): { $detail }
error-over-before-move = partiet var redan slut före det draget
error-record-or-game = ge ett protokoll eller ett parti, inte båda
error-ply-needs-game = ply är till för ett parti: ge dess id som game
error-source-brings-rules = ett protokoll eller ett parti har sin egen regeluppsättning och ställning; utelämna dem
error-ply-beyond = ply { $ply }: partiet har { $moves ->
    [one] { $moves } drag
   *[other] { $moves } drag
}
error-lines-range = lines: från 1 till { $max }
# $part: preset eller position.
error-puzzle-damaged = { $part ->
    [preset] regeluppsättningen
   *[position] ställningen
} i ett problem kan inte läsas
error-puzzle-preset = regeluppsättning '{ $preset }': det finns problem för ludoteka, catalan, brainking, cartier, ashton och ashton-server
error-puzzle-theme = tema '{ $theme }': välj escape, raichi, tuichi, capture-by-two, capture-by-three, capture-by-four, against-throne, against-corner, against-camp eller defender-sacrifice
error-no-puzzle-left = inget problem med det temat finns kvar: välj ett annat eller börja om
error-puzzle-moves = skicka lösarens drag hittills: 1 till { $max }
error-puzzle-attempt-moves = skicka det här försökets drag hittills ({ $played }) och ett nytt drag
error-puzzle-attempt-over = det här försöket är över; ta nästa problem
error-puzzle-attempt-changed = det här försöket har gått vidare under tiden (i en annan flik?); ladda problemet igen
error-puzzle-attempt-not-yours = det här problemförsöket tillhör ett annat konto
error-review-not-over = ett parti gås igenom när det är slut; spela klart eller ge upp först
error-review-no-moves = partiet har inga drag att gå igenom
error-review-not-stored = genomgången sparades inte
error-reviewer-stopped = genomgången stoppades
error-review-failed = genomgången misslyckades: { $detail }

## server: Raichi och Tuichi (partiets `alert`). Utropen är samma ord på
## alla språk; deras betydelse översätts.

alert-raichi = Raichi!
alert-tuichi = Tuichi!
alert-raichi-meaning = Kungen har en öppen väg till en flyktruta.
alert-tuichi-meaning = Kungen har två öppna vägar: ett enda drag kan inte stänga båda.
alert-fortress = Fästning!
alert-fortress-meaning = Försvararna har murat in kungen för gott: inget drag av anfallarna kan någonsin fånga honom, så anfallarna kan som bäst spela oavgjort.

## server: regeluppsättningarnas exempel (GET /api/rulesets): en rubrik,
## vad exemplet visar och vad de här reglerna gör av draget.

rules-example-custodial-title = Fångst genom inringning
rules-example-custodial-text = En soldat fångas när fienden stänger in den mellan två av sina egna på en linje.
rules-example-king-throne-title = Kungen på sin tron
rules-example-king-throne-text = Omringad på alla fyra sidor på tronen fångas kungen.
rules-example-king-away-title = Kungen borta från tronen
rules-example-king-away-text = Två anfallare stänger in kungen på en linje, borta från tronen.
rules-example-empty-throne-title = Mot den tomma tronen
rules-example-empty-throne-text = En försvarare intill den tomma tronen, och en anfallare som stänger in den mot tronen.
rules-example-corner-title = Mot ett hörn
rules-example-corner-text = En försvarare intill ett hörn, och en anfallare som stänger in den mot hörnet.
rules-example-edge-escape-title = Kungen når kanten
rules-example-edge-escape-text = Kungen går till en kantruta som inte är ett hörn.
rules-example-corner-escape-title = Kungen når ett hörn
rules-example-corner-escape-text = Kungen springer längs kanten till ett hörn.
rules-example-camp-title = Mot ett läger
rules-example-camp-text = En anfallare intill en lägerruta (a4), och en försvarare som stänger in den mot lägret.
rules-example-king-camp-title = Kungen mot ett läger
rules-example-king-camp-text = Kungen intill en lägerruta (a4), och en anfallare på hans andra sida.
rules-example-own-camp-title = Inne i sitt eget läger
rules-example-own-camp-text = En anfallare på b5, inne i sitt läger, och en försvarare som stänger in den mot lägrets mittruta a5.
rules-example-occupied-throne-title = Mot kungens tron
rules-example-occupied-throne-text = En försvarare intill tronen medan kungen sitter på den, och en anfallare som stänger in den.
# $end: hur partiet slutade, en hel mening (end-escape, …).
rules-example-ends = Med de här reglerna avslutar draget partiet. { $end }
rules-example-nothing = Med de här reglerna fångas ingenting.
rules-example-captures = Med de här reglerna fångar draget { $squares }.

## tui: `tablut play`, partiet i terminalen: helskärmsläget (start,
## panel, tangenter, hjälp, statusrad, analys) och radläget. Tangenter
## (y, n, q, Esc, H…), radlägets kommandon (moves, hint, undo, save
## FILE, quit), drag och rutor översätts inte. Meddelanden som radläget
## skriver som bisats (tui-illegal, tui-undo-*, tui-took-back, tui-hint,
## tui-saved, tui-loaded, tui-not-yours, tui-no-legal-move) börjar med
## ett ord, inte med ett argument.

illegal-no-piece = { $move }: det står ingen pjäs på { $square }
illegal-not-your-piece = { $move }: pjäsen på { $square } tillhör { $owner ->
    [attackers] anfallarna
   *[defenders] försvararna
}, men { $side ->
    [attackers] anfallarna
   *[defenders] försvararna
} är vid draget
illegal-occupied = { $move }: { $square } är upptagen
illegal-blocked = { $move }: vägen blockeras av pjäsen på { $square }
illegal-throne-crossing = { $move }: med de här reglerna får ingen passera över tronen e5
illegal-throne-return = { $move }: med de här reglerna får kungen inte återvända till tronen e5
illegal-throne-stop = { $move }: bara kungen får stå på tronen e5
illegal-corner-stop = { $move }: med de här reglerna får bara kungen stanna på en hörnruta
illegal-camp-crossing = { $move }: vägen går över lägerrutan { $square }, som med de här reglerna bara en pjäs som lämnar ett läger får passera
illegal-camp-entry = { $move }: { $square } är en lägerruta, som med de här reglerna bara en pjäs som lämnar ett läger får gå in på
illegal-camp-jump = { $move }: { $square } är en lägerruta mer än 5 rutor bort: en pjäs som lämnar ett läger får med de här reglerna bara stanna på en lägerruta inom 5 rutor
illegal-other-camp = { $move }: { $square } hör till ett annat läger: en pjäs som lämnar sitt läger får med de här reglerna inte gå in i ett annat läger
illegal-repetition = { $move }: { $side ->
    [attackers] anfallarna måste
   *[defenders] försvararna måste
} variera: draget skulle låta en ställning uppstå en 4:e gång
illegal-game-over = { $move }: partiet är slut — { $outcome }
illegal-outcome = { $result ->
    [attackers] anfallarna vinner
    [defenders] försvararna vinner
   *[draw] oavgjort
} ({ $reason ->
    [escape] kungen flydde
    [king-captured] kungen fångad
    [attackers-stuck] anfallarna har inget tillåtet drag
    [defenders-stuck] försvararna har inget tillåtet drag
    [repetition] upprepad ställning
    [no-moves] sidan vid draget har inget tillåtet drag
   *[adjudicated] domarbeslut
})

tui-raichi = Raichi!
tui-tuichi = Tuichi!
tui-moves-count = { $count ->
    [one] { $count } drag
   *[other] { $count } drag
}
tui-headline = { $result ->
    [attackers] Anfallarna vinner
    [defenders] Försvararna vinner
   *[draw] Oavgjort
}
tui-turn = { $side ->
    [attackers] Anfallarna är vid draget.
   *[defenders] Försvararna är vid draget.
}
tui-turn-computer = { $side ->
    [attackers] Anfallarna (datorn) är vid draget.
   *[defenders] Försvararna (datorn) är vid draget.
}
tui-turn-yours = { $side ->
    [attackers] Ditt drag: du spelar anfallarna.
   *[defenders] Ditt drag: du spelar försvararna.
}
tui-played = { $side ->
    [attackers] Anfallarna
    [attackers-computer] Anfallarna (datorn)
    [defenders-computer] Försvararna (datorn)
   *[defenders] Försvararna
} spelade { $move }.
tui-played-capturing = { $side ->
    [attackers] Anfallarna
    [attackers-computer] Anfallarna (datorn)
    [defenders-computer] Försvararna (datorn)
   *[defenders] Försvararna
} spelade { $move } och fångade { $squares }.
tui-not-yours = { $piece ->
    [attacker] Anfallaren
    [defender] Försvararen
   *[king] Kungen
} på { $square } tillhör { $owner ->
    [attackers] anfallarna
   *[defenders] försvararna
}; { $side ->
    [attackers] anfallarna
   *[defenders] försvararna
} är vid draget.
tui-no-piece = Det står ingen pjäs på { $square }: välj först en av { $side ->
    [attackers] anfallarnas
   *[defenders] försvararnas
}.
tui-no-legal-move = { $piece ->
    [attacker] Anfallaren
    [defender] Försvararen
   *[king] Kungen
} på { $square } har inget tillåtet drag.
tui-can-go = { $piece ->
    [attacker] Anfallaren
    [defender] Försvararen
   *[king] Kungen
} på { $square } kan gå till { $count ->
    [one] { $count } ruta
   *[other] { $count } rutor
}: välj en.
tui-deselected = { $square }: inte längre vald.
tui-not-straight = { $from }-{ $to } är inget drag: pjäserna går rakt längs en rad eller en linje.
tui-illegal = Otillåtet drag { $reason }.
tui-computer-illegal = Datorn valde ett otillåtet drag { $reason }.
tui-viewing-earlier = Du tittar på ett tidigare drag: tryck { "}" } eller Esc för att gå tillbaka till partiet.
tui-game-over-keys = Partiet är slut: n för ett nytt parti, u för att ta tillbaka ett drag, s för att spara.
tui-computer-thinking = Datorn tänker: vänta på dess drag, eller tryck u för att ta tillbaka ditt.
tui-unknown-key = '{ $key }' gör ingenting här: tryck ? för tangenterna (tips är H, ladda är L)
tui-hint-game-over = Partiet är slut: det finns inget att föreslå.
tui-hint-wait = Datorn tänker: tipset får vänta tills det är ditt drag.
tui-hint-still = Letar fortfarande efter ett bra drag…
tui-hint-looking = Letar efter ett bra drag (1 sekund)…
tui-hint = Tips: { $move } (värdering { $score } för { $side ->
    [attackers] anfallarna
   *[defenders] försvararna
}).
tui-hint-none = Det finns inget drag att föreslå.
tui-undo-nothing = Inget att ta tillbaka: inget drag har spelats.
tui-undo-not-yet = Inget att ta tillbaka: du har inte dragit än.
tui-took-back = Tog tillbaka { $moves }.
tui-save-empty-name = Inte sparat: filnamnet är tomt.
tui-save-another = Inte sparat: välj ett annat namn, eller Esc.
tui-saved = Sparade { $moves } i { $path }.
tui-cannot-write = Kunde inte skriva { $path }: { $error }.
tui-load-empty-name = Inget laddat: filnamnet är tomt.
tui-load-cancelled = Laddningen avbruten: s sparar först det här partiet.
tui-loaded = Laddade { $path }: { $moves }, regler { $variant }.
tui-cannot-load = Kunde inte ladda: { $error }.
tui-cancelled = Avbrutet.
tui-quit-cancelled = Avslutningen avbruten.
tui-new-game = Nytt parti, regler { $variant }.
tui-setup-status = Välj regler och spelare.
tui-setup-again = Välj regler och spelare för ett nytt parti (Esc: tillbaka till det här).
tui-step-move = Drag { $number } av { $total }:
tui-step-keys = [ bakåt, ] framåt, { "{" } början, { "}" } eller Esc partiet som det står.

tui-review-stopped = Analysen stoppad: v startar den igen.
tui-review-stopped-esc = Analysen stoppad.
tui-review-nothing = Det finns inget att analysera än: inget drag har spelats.
tui-reviewed-already = Partiet är analyserat: [ och ] stegar igenom det, misstag märkta ? och grova misstag ??.
tui-review-stale = Analysen gällde ett parti som inte längre står på brädet: v analyserar det här.
tui-review-done = Analysen klar ({ $summary }). [ och ] stegar igenom den.
tui-review-partial = Den omfattar de första { $moves }: v analyserar partiet igen.
tui-review-progress = { $progress } (v eller Esc stoppar den).
tui-reviewing = Analyserar… { $done }/{ $total }
tui-review-side-summary = { $side ->
    [attackers] anfallarna
   *[defenders] försvararna
}: { $blunders ->
    [one] { $blunders } grovt misstag
   *[other] { $blunders } grova misstag
}, { $mistakes ->
    [one] { $mistakes } misstag
   *[other] { $mistakes } misstag
}, { $inaccuracies ->
    [one] { $inaccuracies } inexakthet
   *[other] { $inaccuracies } inexaktheter
}
tui-class = { $class ->
    [best] bäst
    [good] bra
    [inaccuracy] inexakthet
    [mistake] misstag
   *[blunder] grovt misstag
}
tui-chance = { $side ->
    [attackers] anfallarnas
   *[defenders] försvararnas
} chans { $before } % → { $after } %
tui-review-ply = Drag { $ply } { $move }: { $class } ({ $chance }).
tui-review-better = Bättre: { $move }.
tui-review-better-line = Bättre: { $move } (variant { $line }).
tui-review-preferred = Motorn föredrog { $move }.
tui-ply = Drag { $ply }
tui-ply-not-reviewed = Drag { $ply } är inte analyserat (v)
tui-better-label = Bättre:
tui-then = sedan { $moves }
tui-graph-title = Anfallarnas vinstchans
tui-graph-legend = ?? grovt misstag  ? misstag  ?! inexakthet

tui-keys = pilar/hjkl Enter  H tips  u ångra  [ ] stega  v analys  s spara  L ladda  n nytt  ? hjälp  q avsluta
tui-title-rules = regler { $variant }
tui-to-move = { $side ->
    [attackers] Anfallarna vid draget
   *[defenders] Försvararna vid draget
}
tui-you-mark = (du)
tui-computer-mark = (datorn)
tui-open-routes = { $count ->
    [one] { $count } öppen flyktväg
   *[other] { $count } öppna flyktvägar
}
tui-thinking-reply = Datorn ({ $side ->
    [attackers] anfallarna
   *[defenders] försvararna
}):
tui-thinking-hint = Tips för { $side ->
    [attackers] anfallarna
   *[defenders] försvararna
}:
tui-thinking = tänker…
tui-thinking-depth = djup { $depth }
tui-thinking-score = värdering { $score }
tui-hint-label = Tips:
tui-player = Spelare
tui-captured = Fångade
tui-you = du
tui-two-players = Två spelare, ett tangentbord
tui-computer-strength = Datorn: { $strength } ({ $detail })
tui-rules-label = Regler
tui-escape = { $escape ->
    [corners] Kungen flyr till ett hörn
    [edge] Kungen flyr till vilken kantruta som helst
   *[tiles] Kungen flyr till en flyktruta (kanten, inte hörn eller läger)
}
tui-moves-heading = Drag ({ $count })
tui-too-small = Terminalen är för liten för brädet: gör den minst { $needed } (den är { $size }). q avslutar.
tui-banner-keys = n nytt parti · u ta tillbaka · s spara · q avsluta
tui-level = { $level ->
    [beginner] nybörjare
    [easy] lätt
    [medium] medel
    [hard] svår
   *[master] mästare
}
tui-level-describe = { $level ->
    [beginner] ser 1 halvdrag framåt
    [easy] ser 3 halvdrag framåt
    [medium] ser 5 halvdrag framåt
    [hard] tänker 1 sekund per drag
   *[master] tänker 5 sekunder per drag
}
tui-movetime = { $seconds } s per drag
tui-movetime-describe = tänker { $seconds } s per drag

tui-help-title = Tangenter
tui-help-key-arrows = pilar, h j k l
tui-help-key-enter = Enter, mellanslag
tui-help-key-click = musklick
tui-help-key-load = L eller o
tui-help-cursor = flyttar markören
tui-help-choose = väljer pjäsen under markören, sedan vart den ska
tui-help-click = samma sak, på rutan du klickar på
tui-help-esc = släpper den valda pjäsen och tipset; stoppar sedan en analys
tui-help-hint = tips: motorn föreslår ett drag efter 1 sekunds tänkande
tui-help-hint-more = (den svåra nivån, vilken nivå motståndaren än har)
tui-help-undo = ångra (mot datorn: tillbaka till ditt senaste drag)
tui-help-step = stega bakåt och framåt genom partiet (det ändras inte)
tui-help-ends = början; partiet som det står (också Esc)
tui-help-review = analys: motorn väger varje drag (0,3 s vardera); v stoppar den
tui-help-review-more = sedan ett diagram, märken ?! ? ??, och [ ] visar varje bättre drag
tui-help-save = spara partiet som ett OpenTafl-protokoll (frågar innan det skriver över)
tui-help-load = ladda ett sparat protokoll (frågar först om det här partiet inte är sparat)
tui-help-new = nytt parti: välj regler och spelare igen
tui-help-help = den här hjälpen
tui-help-quit = avsluta (frågar först medan ett parti pågår)
tui-help-interrupt = avsluta direkt
tui-help-close = valfri tangent stänger hjälpen

tui-quit-title = Avsluta?
tui-quit-matter = Partiet är inte slut.
tui-quit-choice = Avsluta ändå? y = avsluta, n = spela vidare
tui-overwrite-title = Skriva över?
tui-overwrite-matter = { $path } finns redan.
tui-overwrite-choice = Skriva över den? y = skriv över, n = ett annat namn
tui-discard-title = Ladda?
tui-discard-matter = Det här partiet har drag som inte är sparade.
tui-discard-choice = Ladda ett annat ändå? y = ladda, n = behåll det
tui-save-title = Spara partiet
tui-load-title = Ladda ett parti
tui-save-action = Enter sparar, Esc avbryter
tui-load-action = Enter laddar, Esc avbryter
tui-file-label = Fil:

tui-setup-title = Tablut — nytt parti
tui-setup-step = steg { $number } av { $total }
tui-setup-keys = upp/ner eller j/k väljer  Enter eller 1-9 bekräftar  Esc tillbaka  q avsluta
tui-setup-rules = Välj regeluppsättning
tui-setup-opponent = Välj motståndare
tui-setup-side = Välj sida
tui-setup-changed = { $preset } med ändrade regler
tui-setup-person = en person
tui-setup-person-detail = två spelare turas om vid det här tangentbordet
tui-setup-computer = datorn, { $strength }
tui-setup-side-detail = { $side ->
    [attackers] 16 soldater: fånga kungen
   *[defenders] kungen och 8 soldater: få ut kungen
}
tui-setup-moves-first = börjar

tui-not-a-square = '{ $text }' är ingen ruta: skriv en linje a-i och sedan en rad 1-9, som e5
tui-move-syntax = '{ $text }' är inget drag: skriv start- och målrutan med '-' emellan, som e3-e1
tui-move-square = i draget '{ $text }': { $reason }
tui-move-not-a-line = '{ $text }' är inget drag: pjäserna går längs en rad eller linje, som ett torn i schack

tui-line-welcome = Tablut ({ $variant }). Skriv ett drag som e3-h3, eller help.
tui-line-legend = a anfallare   d försvarare   K kung   + tom tron   # tomt hörn   ^ tomt läger
tui-line-help-heading = Kommandon:
tui-line-help-move = flytta pjäsen på e3 till h3 (flera drag på en rad spelas i tur och ordning)
tui-line-help-moves = visa de tillåtna dragen
tui-line-help-moves-square = visa de tillåtna dragen för pjäsen på e3
tui-line-help-undo = ta tillbaka det senaste draget (mot datorn: tillbaka till ditt senaste drag)
tui-line-help-hint = be motorn om ett drag (den tänker 1 sekund, den svåra nivån, vilken nivå datorn som motståndare än har)
tui-line-help-board = rita brädet igen
tui-line-help-position = skriv ut ställningen (som --position läser den)
tui-line-help-save = spara partiet som ett OpenTafl-protokoll
tui-line-help-load = ladda ett sparat protokoll; det ersätter det här partiet och dess regler
tui-line-help-help = den här listan
tui-line-help-quit = avsluta (slutet på indata gör samma sak)
tui-line-prompt = { $side ->
    [attackers] anfallarna vid draget
   *[defenders] försvararna vid draget
}
tui-line-prompt-over = partiet slut
tui-line-status = Drag { $number }: { $side ->
    [attackers] anfallarna vid draget
   *[defenders] försvararna vid draget
}
tui-line-game-over = Partiet slut: { $outcome }
tui-line-played = { $side ->
    [attackers] anfallarna
    [attackers-computer] anfallarna (datorn)
    [defenders-computer] försvararna (datorn)
   *[defenders] försvararna
} spelade { $move }
tui-line-captured = fångade: { $squares }
tui-line-error = fel: { $detail }
tui-line-too-long = en rad längre än { $max } byte avvisas; inget gjordes
tui-line-unknown = okänt kommando '{ $word }': skriv ett drag som e3-h3, eller help för kommandona
tui-line-no-hint = inget tips: partiet är slut — { $outcome }
tui-line-no-legal-moves = inga tillåtna drag: { $outcome }
tui-line-legal-moves = { $count ->
    [one] { $count } tillåtet drag:
   *[other] { $count } tillåtna drag:
}
tui-line-legal-moves-from = { $count ->
    [one] { $count } tillåtet drag
   *[other] { $count } tillåtna drag
} från { $square }: { $moves }
tui-line-no-piece = det står ingen pjäs på { $square }
tui-line-piece-game-over = { $piece ->
    [attacker] anfallaren
    [defender] försvararen
   *[king] kungen
} på { $square } kan inte flytta: partiet är slut
tui-line-save-needs-name = save behöver ett filnamn, som: save parti.txt
tui-line-load-needs-name = load behöver ett filnamn, som: load parti.txt
tui-line-cannot-write = kan inte skriva { $path }: { $error }
tui-line-failed = { $count ->
    [one] { $count } av kommandona misslyckades
   *[other] { $count } av kommandona misslyckades
}; det första, på rad { $line }: { $reason }

## The pages: the header.

web-nav-label = Webbplats
web-nav-new-game = Nytt parti
web-nav-lobby = Lobby
web-nav-puzzles = Problem
web-nav-analysis = Analys
web-nav-archive = Arkiv
web-nav-rules = Regler
web-nav-account = Konto

## tui: loading a saved game.

tui-load-cannot-read = kan inte läsa { $path }
tui-load-not-a-record = { $path } är inte ett giltigt partiprotokoll
tui-load-too-large = { $path } är större än { $limit }, för stor för ett partiprotokoll: ange ett parti som tablut har sparat
tui-load-not-regular = { $path } är ingen vanlig fil: ange sökvägen till ett sparat parti
tui-load-resigned = (enligt protokollet gav { $side ->
    [attackers] anfallarna
   *[defenders] försvararna
} upp)

## web: the lobby (lobby.html, lobby.js). $speed: bullet, blitz, rapid,
## classical or correspondence; $side: random, attackers or defenders;
## $rated: yes or no; $level: beginner, easy, medium, hard or master;
## $player: a player's name (a link); $words: web-lobby-seek-words.

web-lobby-description = Hitta en motståndare i Tablut: öppna partiförslag med klocka, ratade partier och vänskapspartier, utmaningar, datorn och partier att titta på.
web-lobby-skip = Hoppa till de öppna partiförslagen
web-lobby-heading = Lobby
web-lobby-connecting = Ansluter…
web-lobby-leaderboard = Topplista
web-lobby-seeks-heading = Öppna partiförslag
web-lobby-col-player = Spelare
web-lobby-col-rating = Rating
web-lobby-rule-set = Regeluppsättning
web-lobby-col-clock = Klocka
web-lobby-game = Parti
web-lobby-you-play = Du spelar
web-lobby-col-action = Åtgärd
web-lobby-seeks-empty = Inga öppna partiförslag just nu. Lägg ett, så väntar det här på en motståndare.
web-lobby-challenges-heading = Utmaningar
web-lobby-computer-heading = Datorn är alltid redo
web-lobby-computer-text = Ett parti mot datorn, direkt, med regeluppsättningen och sidan som valts i formuläret (utan klocka).
web-lobby-games-heading = Pågående partier
web-lobby-games-empty = Just nu spelas inga partier mellan människor.
web-lobby-seek = Sök en motståndare
web-lobby-time-control = Betänketid
web-lobby-live-label = Minuter var + sekunder som läggs till per drag
web-lobby-or = Eller:
web-lobby-minutes-each = Minuter var
web-lobby-min = min
web-lobby-seconds-added = Sekunder som läggs till per drag
web-lobby-sec = s
web-lobby-custom = Egen
web-lobby-days-label = Korrespondens: dagar per drag
web-lobby-casual = Vänskapsparti
web-lobby-rated = Ratat
web-lobby-side-random = Valfri sida, slumpvis
web-lobby-side-attackers = Anfallarna
web-lobby-side-defenders = Försvararna (kungens sida)
web-lobby-your-name = Ditt namn
web-lobby-optional = (frivilligt)
web-lobby-guest = Gäst
web-lobby-challenge-heading = Eller utmana en spelare
web-lobby-challenge-guest = Utmaningar sker mellan konton:
web-lobby-challenge-guest-link = logga in för att utmana en spelare med namn.
web-lobby-challenge-name-label = Kontonamn att utmana
web-lobby-account-name = Kontonamn
web-lobby-challenge = Utmana
web-lobby-challenge-help = Med regeluppsättningen, betänketiden, typen av parti och sidan som valts ovan.
web-lobby-speed = { $speed ->
    [bullet] bullet
    [blitz] blixt
    [rapid] snabb
    [classical] klassisk
   *[correspondence] korrespondens
}
web-lobby-control-live = { $control }: { $minutes ->
    [one] { $minutes } minut
   *[other] { $minutes } minuter
} var, { $seconds ->
    [0] ingen tid läggs till
    [one] { $seconds } sekund läggs till per drag
   *[other] { $seconds } sekunder läggs till per drag
} ({ $speed }).
web-lobby-control-days = { $clock }, per korrespondens: varje drag inom den tiden.
web-lobby-custom-help = En egen betänketid: 1 till 60 minuter var, 0 till 30 sekunder som läggs till per drag.
web-lobby-rated-guest = Ratade partier spelas mellan konton:
web-lobby-rated-guest-link = logga in eller skapa ett för att spela dem.
web-lobby-rated-help = Ratade partier ändrar båda spelarnas rating (en rating per regeluppsättning); vänskapspartier gör det inte.
web-lobby-choose-control = Välj först en betänketid.
web-lobby-sending = Skickar…
web-lobby-challenge-sent = Utmaning skickad till { $name }.
web-lobby-notify-challenge = Du har blivit utmanad
web-lobby-notify-challenge-from = { $name } utmanar dig: { $variant }, { $clock }.
web-lobby-seek-made = Ditt partiförslag ligger i lobbyn: partiet börjar när någon antar det.
web-lobby-seek-made-short = Partiförslag lagt: väntar på en motståndare.
web-lobby-challenge-needs-name = Skriv kontonamnet på spelaren du vill utmana.
web-lobby-accepted = Antaget: partiet börjar.
web-lobby-declined = Utmaningen avböjd.
web-lobby-withdrawn = Tillbakadraget.
web-lobby-seek-accepted = Ditt partiförslag har antagits: partiet börjar.
web-lobby-seek-words = { $variant }, { $clock } ({ $speed }), { $rated ->
    [yes] ratat
   *[no] vänskapsparti
}
web-lobby-online = { $count } uppkopplade
web-lobby-my-challenge = Din utmaning till { $name } ({ $words }) väntar på svar.
web-lobby-my-seek = Ditt partiförslag ({ $words }; du spelar { $side ->
    [random] valfri sida
    [attackers] anfallarna
   *[defenders] försvararna
}) väntar på en motståndare. Partiet öppnas här när någon antar det.
web-lobby-cancel = Avbryt
web-lobby-accept-guest = Ratade partier spelas mellan konton: logga in för att anta
web-lobby-accept-label = Anta { $name }s parti { $variant } { $clock }
web-lobby-accept = Anta
web-lobby-bot = bot
web-lobby-you = du
web-lobby-rated-word = ratat
web-lobby-casual-word = vänskapsparti
web-lobby-side-cell = { $side ->
    [random] slumpvis
    [attackers] anfallare
   *[defenders] försvarare
}
web-lobby-side-mine = du: { $side ->
    [attackers] anfallare
   *[defenders] försvarare
}
web-lobby-decline = Avböj
web-lobby-challenge-in = { $player } utmanar dig: { $words }; { $name } spelar { $side ->
    [random] valfri sida
    [attackers] anfallarna
   *[defenders] försvararna
}.
web-lobby-challenge-in-rated = { $player } ({ $rating }) utmanar dig: { $words }; { $name } spelar { $side ->
    [random] valfri sida
    [attackers] anfallarna
   *[defenders] försvararna
}.
web-lobby-challenge-out = Du har utmanat { $player }: { $words }; du spelar { $side ->
    [random] valfri sida
    [attackers] anfallarna
   *[defenders] försvararna
}.
web-lobby-level = { $level ->
    [beginner] Nybörjare
    [easy] Lätt
    [medium] Medel
    [hard] Svår
   *[master] Mästare
}
web-lobby-game-players = { $attackers } (anfallare) mot { $defenders } (försvarare)
web-lobby-watch = Titta
web-lobby-watch-label = Titta på { $attackers } mot { $defenders }
web-lobby-game-facts = { $variant }, { $clock }, { $rated ->
    [yes] ratat
   *[no] vänskapsparti
}, { $moves ->
    [one] { $moves } drag spelat
   *[other] { $moves } drag spelade
}
web-lobby-live = Ansluten
web-lobby-connection-lost = Anslutningen bröts. Nytt försök om { $seconds } s

## web: the account page (account.html, account.js). $side: both,
## attackers or defenders; $rated: yes or no; $error: the server's
## message, a whole sentence; $when: a time from now ("in 2 days").

web-account-description = Ditt tablut-konto: logga in, skapa ett konto, byt lösenord.
web-account-heading = Konto
web-account-skip = Hoppa till kontot
web-account-loading = Ditt konto läses in…
web-account-guest-heading = Logga in eller skapa ett konto
web-account-intro = Ett konto sätter ditt namn på varje parti du spelar och håller ihop dina partier. Du kan spela utan: den här webbläsaren kommer ihåg dina partier ändå. Partierna där den här webbläsaren har en plats flyttas till ditt konto när du loggar in.
web-account-log-in = Logga in
web-account-name = Kontonamn
web-account-password = Lösenord
web-account-register-heading = Skapa ett konto
web-account-name-help = 3 till 20 bokstäver, siffror, “-” eller “_”. Dina motståndare ser det; ingen annan får ta det, oavsett stora och små bokstäver.
web-account-password-help = Minst 8 tecken (högst 128 byte).
web-account-register = Skapa kontot
web-account-member-heading = Ditt konto
web-account-logged-in-as = Inloggad som
web-account-since = ett konto sedan
web-account-games-carry = Partier du startar eller går med i när du är inloggad bär det här namnet.
web-account-start-game = Starta ett parti
web-account-find-opponent = hitta en motståndare i lobbyn
web-account-or-see = { " " }eller se
web-account-your-profile = din profil
web-account-log-out = Logga ut
web-account-games-heading = Dina pågående partier
web-account-games-help = Spela dem från vilken webbläsare som helst där du är inloggad; de där det är din tur först.
web-account-games-empty = Inga pågående partier.
web-account-games-empty-link = Hitta en motståndare i lobbyn.
web-account-bots-heading = Botar
web-account-bots-help = En bot är ett konto som spelas av ett program: den antar utmaningarna den får och ratas som en människa. Skapa en här och kör den sedan med dess nyckel
web-account-bots-help-any = , eller med vilket program som helst som använder API:t
web-account-bots-empty = Du har inga botar än.
web-account-token-of = Nyckeln till
web-account-token-once = Kopiera den nu: den visas bara den här gången.
web-account-token-anyone = Den som har den spelar som boten.
web-account-token-label = Botens nyckel
web-account-copy = Kopiera
web-account-run-it = Kör den med tabluts motor:
web-account-copy-command = Kopiera kommandot
web-account-copied-it = Jag har kopierat den
web-account-make-bot-heading = Skapa en bot
web-account-bot-name = Botens namn
web-account-make-bot = Skapa boten
web-account-bot-name-help = Ett kontonamn som alla andra: 3 till 20 bokstäver, siffror, “-” eller “_”, inte upptaget.
web-account-new-token-help = “Ny nyckel” skapar en ny nyckel för en bot och visar den en gång; den gamla slutar fungera direkt, så en bot som fortfarande körs med den nekas tills den startas om med den nya.
web-account-change-password = Byt lösenord
web-account-current-password = Nuvarande lösenord
web-account-new-password = Nytt lösenord
web-account-new-password-help = Minst 8 tecken. Andra webbläsare som är inloggade på kontot loggas ut.
web-account-delete = Radera kontot
web-account-delete-explain = Dina partier finns kvar, i arkivet och för dina motståndare, med dina platser under namnet “deleted”. Namnet ges aldrig till någon annan, och du kan inte logga in på kontot igen. Den här webbläsaren behåller sina platser i dina pågående partier.
web-account-delete-confirm = Jag förstår: kontot är borta för gott, och mina partier visar “deleted”.
web-account-under-a-minute = om mindre än en minut
web-account-games-failed = Dina partier kunde inte visas: { $error }
web-account-game-facts = { $variant }, { $clock }, { $rated ->
    [yes] ratat
   *[no] vänskapsparti
}, { $moves ->
    [one] { $moves } drag spelat
   *[other] { $moves } drag spelade
}
web-account-game-against = Mot { $opponent }: du spelar { $side ->
    [both] båda sidorna
    [attackers] anfallarna
   *[defenders] försvararna
}
web-account-game-against-someone = Mot någon: du spelar { $side ->
    [both] båda sidorna
    [attackers] anfallarna
   *[defenders] försvararna
}
web-account-your-turn = din tur
web-account-their-turn = motståndarens tur
web-account-time-runs-out = ; din tid tar slut { $when }
web-account-kept = { $count ->
    [one] { $count } parti som den här webbläsaren spelat sparas nu i ditt konto.
   *[other] { $count } partier som den här webbläsaren spelat sparas nu i ditt konto.
}
web-account-kept-none-held = Den här webbläsaren har inga partier att spara; partierna du startar från och med nu sparas i ditt konto.
web-account-kept-none-needed = Inget parti behövde sparas: partierna i den här webbläsaren finns redan i ett konto.
web-account-kept-failed = Några partier kunde inte sparas: { $error } De går fortfarande att spela i den här webbläsaren; logga in igen för att försöka en gång till.
web-account-no-longer-logged-in = Du är inte längre inloggad.
web-account-login-needs = Skriv kontonamnet och dess lösenord.
web-account-logging-in = Loggar in…
web-account-welcome-back = Välkommen tillbaka, { $name }.
web-account-registering = Kontot skapas…
web-account-welcome = Välkommen, { $name }: ditt konto är klart.
web-account-logged-out = Du är utloggad. Den här webbläsaren behåller sina platser i dina partier.
web-account-password-needs-current = Skriv först det nuvarande lösenordet.
web-account-changing-password = Lösenordet byts…
web-account-password-changed = Lösenordet är bytt. Andra webbläsare som var inloggade på kontot har loggats ut.
web-account-delete-needs-confirm = Kryssa först i rutan, för att visa att du menar allvar.
web-account-deleting = Kontot raderas…
web-account-deleted = Kontot { $name } är raderat. Dess partier finns kvar, med platserna under namnet “deleted”.
web-account-bots-failed = Dina botar kunde inte visas: { $error }
web-account-bot-badge = bot
web-account-bot-made = skapad { $date }
web-account-new-token-title = Skapa en ny nyckel, som visas en gång; den gamla slutar fungera direkt
web-account-new-token-label = Ny nyckel för { $name }
web-account-new-token = Ny nyckel
web-account-making-token = En ny nyckel för { $name } skapas…
web-account-token-renewed = { $name } har en ny nyckel; den gamla fungerar inte längre.
web-account-bot-needs-name = Ge boten ett namn.
web-account-making-bot = Boten skapas…
web-account-bot-made-now = { $name } är skapad.
web-account-token-copied = Nyckeln är kopierad.
web-account-token-copy-failed = Kopieringen misslyckades; nyckeln är markerad, kopiera den för hand.
web-account-command-copied = Kommandot är kopierat.
web-account-command-copy-failed = Kopieringen misslyckades; markera kommandot och kopiera det för hand.
web-account-unreachable = Servern går inte att nå; ditt konto kunde inte visas.

## web: a player's profile (player.html, player.js) and the leaderboard
## (leaderboard.html, leaderboard.js). $rated: yes or no; $result: won,
## lost, draw or no-result; $pool and $pools: rule sets' names; ratings
## are written as they are, without separators.

web-player-heading = Spelare
web-player-skip = Hoppa till profilen
web-player-loading = Profilen läses in…
web-player-missing = Ingen sådan spelare
web-player-missing-text = Det finns inget konto med det här namnet.
web-player-missing-link = Topplistan visar spelarna med rating.
web-player-challenge = Utmana
web-player-all-games = Alla avslutade partier
web-player-leaderboard = Topplista
web-player-ratings = Rating
web-player-rule-set = Regeluppsättning
web-player-rating = Rating
web-player-deviation = Avvikelse
web-player-rated-games = Ratade partier
web-player-ratings-empty = Inga ratade partier än: alla spelare börjar på 1500, preliminärt (visat med “?”) tills några partier har spelats.
web-player-provisional-help = Ett “?” markerar en preliminär rating: dess avvikelse är fortfarande över 110.
web-player-results = Resultat
web-player-as = Som
web-player-wins = Vinster
web-player-draws = Oavgjorda
web-player-losses = Förluster
web-player-history = Ratinghistorik
web-player-chart-empty = Diagrammet visas efter det första ratade partiet.
web-player-latest = Senaste partier
web-player-finished = Avslutat
web-player-opponent = Motståndare
web-player-played = Spelade
web-player-result = Resultat
web-player-moves = Drag
web-player-games-empty = Inga avslutade partier än.
web-player-chart-x = Ratade partier, från äldst till nyast
web-player-chart-first = { $pool }: { $rating } före det första ratade partiet
web-player-chart-label = Ratinghistorik: { $count ->
    [one] { $count } ratat parti
   *[other] { $count } ratade partier
} i { $pools }; det senaste, i { $pool }, från { $before } till { $after }.
web-player-both = Båda
web-player-the-computer = datorn
web-player-result-word = { $result ->
    [won] Vinst
    [lost] Förlust
    [draw] Oavgjort
   *[no-result] Inget resultat
}
web-player-game-facts = { $clock }, { $rated ->
    [yes] ratat
   *[no] vänskapsparti
}
web-player-since = Ett konto sedan { $date }
# $owner: the owner's name (a link).
web-player-bot-of = ; en bot som ägs av { $owner }
web-leaderboard-heading = Topplista
web-leaderboard-skip = Hoppa till topplistan
web-leaderboard-intro = De bästa etablerade spelarna i varje regeluppsättning: varje grunduppsättning har sin egen ratingpool (Glicko-2). En rating är etablerad när dess avvikelse är under 110, efter några ratade partier.
web-leaderboard-rule-set = Regeluppsättning
web-leaderboard-rank = Placering
web-leaderboard-player = Spelare
web-leaderboard-rating = Rating
web-leaderboard-deviation = Avvikelse
web-leaderboard-rated-games = Ratade partier
web-leaderboard-empty = Inga etablerade spelare i den här poolen än.
web-leaderboard-empty-link = Spela ratade partier i lobbyn.
web-leaderboard-loading = Läser in…
web-leaderboard-failed = Topplistan kunde inte läsas in.

## web: the puzzle trainer (puzzles.html, puzzles.js). $side: attackers
## or defenders; $theme: escape, raichi, tuichi, capture-by-two,
## capture-by-three, capture-by-four, against-throne, against-corner,
## against-camp or defender-sacrifice; $capturing: web-puzzles-capturing
## or nothing; $piece: a piece in words (web-common-piece); $error: the
## server's message, a whole sentence. Raichi and Tuichi stay.

web-puzzles-description = Tablutproblem: hitta draget som vinner med tvång, på ett eller två drag, och håll en problemrating.
web-puzzles-heading = Problem
web-puzzles-skip = Hoppa till problemet
web-puzzles-puzzle = Problem
web-puzzles-loading = Ett problem läses in…
web-puzzles-board-hint = Klicka på en pjäs och sedan på dess mål (eller dra den). Tangentbord: sätt fokus på brädet, använd piltangenterna och Enter för att ta upp och ställa ned.
web-puzzles-solution-intro = Lösningen (med motståndarens svar emellan); klicka på ett drag för att se ställningen efter det:
web-puzzles-play-solution = Spela upp lösningen
web-puzzles-my-rating = Din problemrating
web-puzzles-streak = Svit:
web-puzzles-rule-set = Regeluppsättning
web-puzzles-theme = Tema
web-puzzles-any-theme = Valfritt tema
web-puzzles-theme-escape = Kungen flyr
web-puzzles-theme-capture-by-two = Kungen fångad av två
web-puzzles-theme-capture-by-three = Kungen fångad av tre
web-puzzles-theme-capture-by-four = Kungen fångad av fyra
web-puzzles-theme-against-throne = Mot tronen
web-puzzles-theme-against-corner = Mot ett hörn
web-puzzles-theme-against-camp = Mot ett läger
web-puzzles-theme-defender-sacrifice = En försvarare offrad
web-puzzles-this-puzzle = Det här problemet
web-puzzles-rating = rating
web-puzzles-themes = Teman:
web-puzzles-actions = Åtgärder för problemet
web-puzzles-hint-title = Visar vilken pjäs som ska flyttas; problemet räknas då som misslyckat för din rating
web-puzzles-hint = Ledtråd
web-puzzles-give-up-title = Ger upp problemet och visar lösningen; det räknas som misslyckat för din rating
web-puzzles-give-up = Visa lösningen
web-puzzles-next = Nästa problem
web-puzzles-theme-word = { $theme ->
    [escape] flykt
    [raichi] Raichi
    [tuichi] Tuichi
    [capture-by-two] kungen fångad av två
    [capture-by-three] kungen fångad av tre
    [capture-by-four] kungen fångad av fyra
    [against-throne] mot tronen
    [against-corner] mot ett hörn
    [against-camp] mot ett läger
   *[defender-sacrifice] en försvarare offrad
}
web-puzzles-rating-not-loaded = Din problemrating kunde inte läsas in: { $error }
web-puzzles-board = Problembräde
web-puzzles-picked-up = Pjäsen på { $square } ({ $piece }) upptagen: { $count ->
    [one] { $count } mål.
   *[other] { $count } mål.
}
# $line: solution (the solution shown) or attempt (the moves played).
web-puzzles-board-label = Problembräde, { $line ->
    [solution] lösningen efter { $count ->
        [one] { $count } drag
       *[other] { $count } drag
    }
   *[attempt] efter { $count ->
        [one] { $count } drag
       *[other] { $count } drag
    }
}
web-puzzles-find = Hitta det vinnande draget: du spelar { $side ->
    [attackers] anfallarna
   *[defenders] försvararna
}, vinst på { $moves }.
web-puzzles-finish = Rätt! Avsluta nu: du spelar { $side ->
    [attackers] anfallarna
   *[defenders] försvararna
}, vinst på { $moves }.
web-puzzles-replying = Rätt! { $side ->
    [attackers] Anfallarna svarar…
   *[defenders] Försvararna svarar…
}
web-puzzles-solved = Löst!
web-puzzles-not-this-time = Inte den här gången: lösningen visas.
web-puzzles-id = Problem { $id }
# $preset: the rule set's name; $link: web-puzzles-the-rules, a link.
web-puzzles-rules-line = Reglerna i { $preset } ({ $side ->
    [attackers] anfallarna
   *[defenders] försvararna
} vid draget); { $link }.
web-puzzles-the-rules = reglerna
web-puzzles-kept-account = Sparas i ditt konto, { $name }. Ett “?” betyder att den inte har stabiliserats än.
web-puzzles-guest-unrated = Gäster spelar utan rating: logga in för att få en problemrating.
web-puzzles-not-rated-again = Inte ratat: bara ditt första försök på ett problem räknas.
web-puzzles-capturing = , och fångar på { $squares }
web-puzzles-not-winning = { $move } vinner inte med tvång.
web-puzzles-wins = { $move }{ $capturing } vinner.
web-puzzles-right = { $move } är rätt{ $capturing }. { $side ->
    [attackers] Anfallarna svarar.
   *[defenders] Försvararna svarar.
}
web-puzzles-replied = { $side ->
    [attackers] Anfallarna spelade
   *[defenders] Försvararna spelade
} { $move }{ $capturing }. Ditt drag.
web-puzzles-failed = Problemet misslyckades
web-puzzles-side-wins = { $side ->
    [attackers] Anfallarna vinner.
   *[defenders] Försvararna vinner.
}
web-puzzles-winning-line = Den vinnande varianten var { $line }.
web-puzzles-no-line = inte angiven
web-puzzles-failed-announce = Misslyckat. Lösningen: { $line }.
web-puzzles-solution-not-fetched = Lösningen kunde inte hämtas: { $error }
web-puzzles-hinted = Ledtråd: flytta pjäsen på { $square }.
web-puzzles-hint-not-fetched = Ledtråden kunde inte hämtas: { $error }
web-puzzles-asked = Du bad om lösningen.
web-puzzles-all-seen = Du har sett alla problem i det här urvalet: vi börjar om.
web-puzzles-no-theme = Inget { $preset }-problem har det temat: välj ett annat.
web-puzzles-not-loaded = Inget problem kunde läsas in: { $error }
web-puzzles-no-board = Problem { $id } kom utan sitt bräde.
web-puzzles-start = Problem { $id }: du spelar { $side ->
    [attackers] anfallarna
   *[defenders] försvararna
}, vinst på { $moves }.

## web: startsidan, partisidan, reglerna, arkivet och sidan för ett parti
## som inte finns, och det de delar (web-common-). $side är `attackers`
## eller `defenders`; $piece `attacker`, `defender`, `king` eller
## `empty`; $level en nivå för datorn (tui-level). Namn på
## regeluppsättningar, rutor och drag översätts inte.

web-common-rule-set = Regeluppsättning
web-common-rules-of = Reglerna i { $name }
web-common-your-name = Ditt namn
web-common-optional = (frivilligt)
web-common-your-account = Ditt konto
web-common-account-name-help = Ditt kontos namn; partiet sparas i ditt konto.
web-common-account-label = Ditt konto: { $name }
web-common-logged-in-as = Inloggad som { $name }
web-common-log-in = Logga in
web-common-log-in-title = Logga in eller skapa ett konto
web-common-anonymous = anonym
web-common-board = Tablutbräde
web-common-piece = { $piece ->
    [attacker] anfallare
    [defender] försvarare
    [king] kung
   *[empty] tom
}
web-common-no-clock = utan klocka
web-common-days-a-move = { $count ->
    [one] { $count } dag per drag
   *[other] { $count } dagar per drag
}
web-common-speed-bullet = bullet
web-common-speed-blitz = blixt
web-common-speed-rapid = snabbparti
web-common-speed-classical = klassiskt
web-common-speed-correspondence = korrespondens
web-common-error-network = Servern går inte att nå.
web-common-error-bad-request = Servern förstod inte förfrågan.
web-common-error-too-large = Meddelandet är för långt.
web-common-error-unauthorized = Den här webbläsaren spelar inte den sidan.
web-common-error-not-found = Det partiet finns inte.
web-common-error-illegal-move = Det draget är inte tillåtet.
web-common-error-not-your-turn = Det är inte din tur.
web-common-error-stale = Partiet hade gått vidare; brädet är uppdaterat nu.
web-common-error-waiting = Din vän har inte anslutit än.
web-common-error-game-over = Partiet är slut.
web-common-error-not-allowed = Det är inte tillåtet i det här partiet.
web-common-error-rate-limited = För många förfrågningar; vänta en stund.
web-common-error-name-taken = Det kontonamnet är upptaget; välj ett annat.
web-common-error-login-required = Logga in först.
web-common-error-cross-site = Förfrågan kom från en annan webbplats och avvisades.
web-common-error-server = Servern fick ett problem.
web-common-error-code = Fel: { $code }

web-start-title = tablut · spela Tablut
web-start-description = Spela Tablut, tafl-spelet på 9×9 som Linné skrev ner 1732, mot datorn eller en vän.
web-start-skip = Hoppa till formuläret
web-start-heading = Spela Tablut
web-start-intro = Sexton anfallare belägrar en kung och hans åtta försvarare. Kungen vinner genom att fly; anfallarna vinner genom att fånga honom. Alla pjäser flyttar som tornet i schack.
web-start-my-games = Dina pågående partier
web-start-my-game = { $variant } { $mode ->
    [computer] mot datorn ({ $level })
    [computer-any] mot datorn
    [friend] med en vän
   *[local] vid en skärm
}, drag { $ply }: { $turn ->
    [waiting] väntar på din vän
    [attackers] anfallarna är vid draget
   *[defenders] försvararna är vid draget
}
web-start-lobby-before = Letar du efter en motståndare?
web-start-lobby-link = Lobbyn
web-start-lobby-middle = har öppna partiförslag med klocka, ratade partier och utmaningar;
web-start-leaderboard-link = topplistan
web-start-lobby-after = visar de bästa spelarna.
web-start-puzzles-before = Vässa blicken:
web-start-puzzles-link = problemen
web-start-puzzles-after = är ställningar där exakt ett drag vinner med tvång, med en egen problemrating.
web-start-opponent = Motståndare
web-start-opponent-computer = Datorn
web-start-opponent-friend = En vän (skicka en länk)
web-start-opponent-local = Två personer vid den här skärmen
web-start-help-computer = Datorn svarar direkt; du får ta tillbaka drag.
web-start-help-friend = Du får en länk att skicka; partiet börjar när din vän öppnar den. Ni kan chatta.
web-start-help-local = Båda sidor spelar på den här skärmen, i tur och ordning. Drag får tas tillbaka.
web-start-clock = Klocka
web-start-no-clock = Ingen klocka
web-start-clock-live = Minuter var + sekunder som läggs till per drag
web-start-clock-days = Korrespondens: dagar per drag
web-start-clock-help = Frivilligt. Den som får slut på tid förlorar; klockorna startar efter varje sidas första drag.
web-start-level = Datorns nivå
web-start-level-beginner = Nybörjare (ser 1 drag framåt)
web-start-level-easy = Lätt (3 drag framåt)
web-start-level-medium = Medel (5 drag framåt)
web-start-level-hard = Svår (1 sekund per drag)
web-start-level-master = Mästare (full styrka, 5 s per drag)
web-start-side = Du spelar
web-start-side-defenders = Försvararna (kungens sida)
web-start-side-attackers = Anfallarna
web-start-side-random = Vilken som helst, slumpvis
web-start-first-you = Du gör det första draget.
web-start-first-computer = Datorn gör det första draget.
web-start-first-friend = Din vän gör det första draget.
web-start-name-placeholder = Visas för din motståndare
web-start-start = Starta partiet
web-start-starting = Startar…
web-start-board-heading = Brädet
web-start-preview-label = Utgångsställningen
web-start-preview-caption = Utgångsställningen i { $name }: anfallarna mörka, försvararna ljusa, den krönta kungen på tronen.
web-start-legend-throne = tronen
web-start-legend-throne-corners = tronen och hörnen
web-start-legend-escape = flyktrutor
web-start-legend-camps = läger
web-start-rulesets = Regeluppsättningarna
web-start-rules-link = regler
web-start-summary = { $first ->
    [attackers] { $escape ->
        [edge] Anfallarna börjar; kungen flyr till vilken kantruta som helst.
       *[corner] Anfallarna börjar; kungen flyr till ett hörn.
    }
    [defenders] { $escape ->
        [edge] Försvararna börjar; kungen flyr till vilken kantruta som helst.
       *[corner] Försvararna börjar; kungen flyr till ett hörn.
    }
   *[none] { $escape ->
        [edge] Kungen flyr till vilken kantruta som helst.
       *[corner] Kungen flyr till ett hörn.
    }
}
web-start-all-rules = Alla regler i { $name }

web-game-title = Parti · tablut
web-game-skip = Hoppa till brädet
web-game-board-section = Bräde
web-game-board-label = Tablutbräde, ställningen efter drag { $ply }
web-game-board-label-earlier = Tablutbräde, ställningen efter drag { $ply } (en tidigare ställning)
web-game-loading = Laddar partiet…
web-game-connecting = Ansluter…
web-game-live = Direkt
web-game-connection-lost = Anslutningen bröts. Nytt försök om { $seconds } s
web-game-move-resend = Anslutningen bröts: ditt drag { $move } skickas igen när den är tillbaka.
web-game-move-not-played = Ditt drag { $move } spelades inte: partiet hade redan gått vidare.
web-game-retry-now = Försök nu
web-game-no-id = Inget parti angivet.
web-game-not-found = Det finns inget parti på den här adressen.
web-game-steps = Bläddra i partiet
web-game-step-first = Första ställningen
web-game-step-first-key = Första ställningen (Home)
web-game-step-back = Ett drag bakåt
web-game-step-back-key = Ett drag bakåt (←)
web-game-step-forward = Ett drag framåt
web-game-step-forward-key = Ett drag framåt (→)
web-game-step-end = Aktuell ställning
web-game-step-end-key = Aktuell ställning (End)
web-game-step-start = Början
web-game-step-of = Drag { $ply } av { $total }
web-game-back-to-current = Tillbaka till den aktuella ställningen
web-game-replay-start = Du tittar på utgångsställningen.
web-game-replay-after = Du tittar på ställningen efter drag { $ply }.
web-game-help-playing = Klicka på en pjäs eller dra den för att flytta den. Med tangentbordet: sätt fokus på brädet, flytta markören med piltangenterna, lyft och sätt ner med Enter, släpp med Escape. Utanför brädet bläddrar ← → Home End i partiet.
web-game-help-premove = När motståndaren är vid draget blir draget du väljer ett förhandsdrag, som spelas så snart hen har dragit; klicka på pjäsen igen, högerklicka eller tryck Escape för att ta tillbaka det.
web-game-help-watching = Bläddra i partiet med knapparna, eller med ← → Home End.
web-game-status-invite = Väntar på att din vän ska ansluta: skicka inbjudningslänken.
web-game-status-waiting-second = Väntar på att den andra spelaren ska ansluta.
web-game-status-to-move = { $side ->
    [attackers] Anfallarna är vid draget.
   *[defenders] Försvararna är vid draget.
}
web-game-status-your-move = { $side ->
    [attackers] Ditt drag: du spelar anfallarna.
   *[defenders] Ditt drag: du spelar försvararna.
}
web-game-status-computer = { $side ->
    [attackers] Anfallarna (datorn) är vid draget.
   *[defenders] Försvararna (datorn) är vid draget.
}
web-game-status-waiting-for = Väntar på att { $name } ({ $side ->
    [attackers] anfallarna
   *[defenders] försvararna
}) ska dra.
web-game-status-waiting-opponent = { $side ->
    [attackers] Väntar på att din motståndare (anfallarna) ska dra.
   *[defenders] Väntar på att din motståndare (försvararna) ska dra.
}
web-game-status-watching = { $side ->
    [attackers] Anfallarna är vid draget. Du tittar på.
   *[defenders] Försvararna är vid draget. Du tittar på.
}
web-game-title-waiting = Väntar
web-game-title-your-move = Ditt drag
web-game-title-their-move = Motståndarens drag
web-game-title-to-move = { $side ->
    [attackers] Anfallarna vid draget
   *[defenders] Försvararna vid draget
}
web-game-thinking = Datorn tänker…
web-game-result-win = { $side ->
    [attackers] Anfallarna vinner.
   *[defenders] Försvararna vinner.
}
web-game-result-win-time = { $side ->
    [attackers] Anfallarna vinner på tid.
   *[defenders] Försvararna vinner på tid.
}
web-game-result-draw = Partiet slutar oavgjort.
web-game-result-aborted = Partiet avbröts.
web-game-you-won = Du vann!
web-game-you-won-time = Du vann på tid!
web-game-you-lost = Du förlorade.
web-game-you-lost-time = Du förlorade på tid.
web-game-no-result = Inget resultat: partiet räknas inte.
web-game-neither-won = Ingen av sidorna vann.
web-game-rating-changes = Ratingändringar
web-game-go-to-rematch = Till returpartiet
web-game-raichi-routes = Kungen har en öppen väg till { $squares }.
web-game-tuichi-routes = Kungen har { $count ->
    [one] { $count } öppen väg
   *[other] { $count } öppna vägar
} ({ $squares }): ett drag kan inte stänga alla.
web-game-invited = Du är inbjuden till ett parti
web-game-friend = Vän
web-game-take-seat = Ta platsen
web-game-join-help = Din motståndare ser det här namnet. Lämnar du det tomt heter du ”Vän”.
web-game-joined = { $side ->
    [attackers] Du gick med i partiet som anfallarna.
   *[defenders] Du gick med i partiet som försvararna.
}
web-game-invitation-used = Den här inbjudan har redan använts: du tittar på partiet.
web-game-key-refused = Den här webbläsarens nyckel till partiet avvisades: du tittar på.
web-game-invite-heading = Bjud in din vän
web-game-invite-text = Skicka den här länken till din vän. Partiet börjar när hen öppnar den.
web-game-invite-link = Inbjudningslänk
web-game-copy = Kopiera
web-game-share = Dela
web-game-share-title = Ett parti Tablut
web-game-share-text = Spela Tablut med mig:
web-game-invite-copied = Inbjudningslänken är kopierad.
web-game-invite-copy-failed = Kopieringen misslyckades; länken är markerad, kopiera den själv.
web-game-link-copied = Länken är kopierad: alla som öppnar den kan titta.
web-game-copy-failed = Kopieringen misslyckades; kopiera adressen från adressfältet.
web-game-rated = Ratat
web-game-casual = Vänskapsparti
web-game-clock-note = Klockorna startar när båda sidor har gjort sitt första drag; fram till dess får vilken spelare som helst avbryta partiet.
web-game-offers = Erbjudanden
web-game-draw-accept = Godta oavgjort
web-game-decline = Avböj
web-game-takeback-grant = Låt draget tas tillbaka
web-game-draw-waiting = Du erbjöd oavgjort; väntar på svar.
web-game-takeback-waiting = Du bad om att ta tillbaka ditt senaste drag; väntar på svar.
web-game-opponent-offers-draw = Din motståndare erbjuder oavgjort.
web-game-opponent-asks-takeback = Din motståndare ber om att få ta tillbaka sitt senaste drag.
web-game-side-offers-draw = { $side ->
    [attackers] Anfallarna erbjuder oavgjort.
   *[defenders] Försvararna erbjuder oavgjort.
}
web-game-named-offers-draw = { $side ->
    [attackers] Anfallarna ({ $name }) erbjuder oavgjort.
   *[defenders] Försvararna ({ $name }) erbjuder oavgjort.
}
web-game-side-asks-takeback = { $side ->
    [attackers] Anfallarna ber om att få ta tillbaka sitt senaste drag.
   *[defenders] Försvararna ber om att få ta tillbaka sitt senaste drag.
}
web-game-named-asks-takeback = { $side ->
    [attackers] Anfallarna ({ $name }) ber om att få ta tillbaka sitt senaste drag.
   *[defenders] Försvararna ({ $name }) ber om att få ta tillbaka sitt senaste drag.
}
web-game-you-offered-draw = Du erbjöd oavgjort.
web-game-you-asked-takeback = Du bad om att få ta tillbaka ditt senaste drag.
web-game-draw-declined = Ditt erbjudande om oavgjort avböjdes.
web-game-takeback-declined = Din begäran om att ta tillbaka draget avböjdes.
web-game-players = Spelare
web-game-attackers = Anfallarna
web-game-defenders = Försvararna
web-game-you-badge = du
web-game-to-move-badge = vid draget
web-game-computer = Datorn
web-game-computer-level = Datorn ({ $level })
web-game-not-joined = Har inte anslutit än
web-game-you = Du
web-game-anonymous = Anonym
web-game-seat-computer = dator
web-game-online = ansluten
web-game-offline = frånkopplad
web-game-lost = förlorat { $count }
web-game-lost-title = { $side ->
    [attackers] Anfallarna har förlorat { $count ->
        [one] { $count } pjäs
       *[other] { $count } pjäser
    }
   *[defenders] Försvararna har förlorat { $count ->
        [one] { $count } pjäs
       *[other] { $count } pjäser
    }
}
web-game-actions = Partiåtgärder
web-game-hint = Tips
web-game-hint-thinking = Tänker…
web-game-hint-offline = Tips kräver en levande anslutning; försök igen om en stund.
web-game-hint-said = Tips: { $move }.
web-game-hint-shown = Tips: { $move }
web-game-undo = Ångra
web-game-draw-offer = Erbjud oavgjort
web-game-draw-offered = Oavgjort erbjudet
web-game-takeback-ask = Be att få ta tillbaka
web-game-takeback-asked = Begäran skickad
web-game-abort = Avbryt partiet
web-game-resign = Ge upp
web-game-rematch = Returparti
web-game-play-again = Spela igen med bytta sidor
web-game-rematch-offer = Föreslå returparti
web-game-rematch-waiting = Returparti föreslaget: väntar på din vän
web-game-rematch-accept = Godta returpartiet
web-game-rematch-offered-to-you = Din vän föreslår ett returparti.
web-game-friend-joined = Din vän har anslutit: partiet är igång.
web-game-download = Ladda ner partiet
web-game-review = Granska det här partiet
web-game-analyse = Analysera
web-game-analyse-title = Öppna den visade ställningen på analysbrädet
web-game-copy-link = Kopiera länk för åskådare
web-game-tournament = Tillbaka till turneringen
web-game-sound = Ljud och aviseringar
web-game-sound-on = Ljud på
web-game-sound-off = Ljud av
web-game-premove-picked = { $square } vald för ett förhandsdrag: välj vart den ska.
web-game-premove-set = Förhandsdrag { $move }: det spelas så snart motståndaren har dragit, om det då fortfarande är tillåtet.
web-game-premove-shown = Förhandsdrag: { $move }
web-game-premove-cancel = Avbryt förhandsdraget (Esc)
web-game-premove-cancelled = Förhandsdraget avbrutet.
web-game-premove-dropped = Ditt förhandsdrag { $move } var inte tillåtet efter motståndarens drag: det togs bort.
web-game-confirm-question = Spela { $move }?
web-game-confirm-yes = Bekräfta
web-game-confirm-no = Avbryt
web-game-confirm-cancelled = Draget avbrutet.
web-game-confirm-option = Bekräfta varje drag i korrespondensspel
web-game-conditional = Villkorliga drag
web-game-conditional-help = Medan motståndaren är vid draget skriver du vad du ska svara: en rad i taget, deras drag och sedan ditt (e3-h3 d1-d3), och fler par om du vill. Servern spelar ditt svar så snart de spelar en rads första drag, även när du inte är där.
web-game-conditional-label = Rader med drag
web-game-conditional-save = Spara raderna
web-game-conditional-clear = Rensa
web-game-conditional-saved = { $count ->
    [one] En rad väntar på motståndarens drag.
   *[other] { $count } rader väntar på motståndarens drag.
}
web-game-conditional-cleared = Inga villkorliga drag.
web-game-volume = Volym
web-game-notify-on = Aviseringar på
web-game-notify-off = Avisera mig när det är mitt drag
web-game-notify-blocked = Webbläsaren blockerar aviseringar för den här webbplatsen; tillåt dem i webbplatsinställningarna.
web-game-notify-your-turn = Ditt drag
web-game-notify-over = Partiet är slut
web-game-moves = Drag
web-game-no-moves = Inga drag än.
web-game-move-title = { $side ->
    [attackers] Anfallarna
   *[defenders] Försvararna
}: { $move }
web-game-chat = Chatt
web-game-chat-messages = Chattmeddelanden
web-game-chat-message = Chattmeddelande
web-game-chat-placeholder = Säg något
web-game-chat-send = Skicka
web-game-chat-watch = Bara de två spelarna kan skriva här.
web-game-says = { $name } säger: { $text }
web-game-info-mode = { $mode ->
    [computer] mot datorn ({ $level })
    [computer-any] mot datorn
    [friend] mellan två spelare
   *[local] två spelare vid en skärm
}
web-game-info-both = Du har båda platserna.
web-game-info-you-play = { $side ->
    [attackers] Du spelar anfallarna.
   *[defenders] Du spelar försvararna.
}
web-game-resign-question = Ge upp det här partiet?
web-game-resign-text = Din motståndare vinner direkt.
web-game-resign-you = { $side ->
    [attackers] Du ger upp som anfallarna; försvararna vinner.
   *[defenders] Du ger upp som försvararna; anfallarna vinner.
}
web-game-resign-both = { $side ->
    [attackers] Anfallarna (vid draget) ger upp; försvararna vinner.
   *[defenders] Försvararna (vid draget) ger upp; anfallarna vinner.
}
web-game-keep-playing = Fortsätt spela
web-game-picked-up = { $piece ->
    [attacker] Anfallaren
    [defender] Försvararen
   *[king] Kungen
} på { $square } lyft: { $count ->
    [0] den kan inte flytta
    [one] { $count } mål
   *[other] { $count } mål
}.
web-game-cursor = { $square }: { web-common-piece }
web-game-cursor-destination = { $square }: { web-common-piece }, ett mål
web-game-why-earlier = Du tittar på en tidigare ställning. Tryck End för att gå tillbaka.
web-game-why-watching = Du tittar på det här partiet.
web-game-why-thinking = Datorn tänker.
web-game-why-pending = Ditt drag är på väg.
web-game-why-their-turn = { $side ->
    [attackers] Det är anfallarnas tur.
   *[defenders] Det är försvararnas tur.
}
web-game-taken-back = Drag tagna tillbaka: nu efter drag { $ply }.
web-game-played = { $side ->
    [attackers] Anfallarna spelade { $move }.
   *[defenders] Försvararna spelade { $move }.
}
web-game-played-capturing = { $side ->
    [attackers] Anfallarna spelade { $move } och fångade { $squares }.
   *[defenders] Försvararna spelade { $move } och fångade { $squares }.
}
web-game-clock-label = { $side ->
    [attackers] Anfallarnas klocka
   *[defenders] Försvararnas klocka
}: { $time } kvar{ $state ->
    [flagged] , tiden är slut
    [running] , går
   *[stopped] { "" }
}{ $low ->
    [yes] , under 10 sekunder
   *[no] { "" }
}
web-game-clock-deadline = Tiden tar slut { $time }
web-game-clock-low-you = Under tio sekunder kvar på din klocka!
web-game-clock-low-mark = Lite tid
web-game-clock-low = { $side ->
    [attackers] Anfallarna har under tio sekunder kvar.
   *[defenders] Försvararna har under tio sekunder kvar.
}

web-rules-title = Regler · tablut
web-rules-detail-title = { $name } · Regler · tablut
web-rules-skip = Hoppa till reglerna
web-rules-nav = Regeluppsättningar
web-rules-loading = Laddar reglerna…
web-rules-back = ← Tillbaka till startsidan
web-rules-all = Alla regeluppsättningar
web-rules-heading = Reglerna i Tablut
web-rules-intro = Alla pjäser flyttar som tornet i schack: hur långt som helst längs en rad eller linje, utan att någonsin hoppa. En soldat fångas när den pjäs som flyttar stänger in den mellan sig själv och en annan fientlig pjäs (eller en fientlig ruta). Kungen vinner genom att fly; anfallarna vinner genom att fånga honom. De gamla källorna är oense om detaljerna, så tablut erbjuder fyra tolkningar:
web-rules-start-label = { $name }: utgångsställning
web-rules-first = { $side ->
    [attackers] Anfallarna börjar.
   *[defenders] Försvararna börjar.
}
web-rules-play = Spela { $name }
web-rules-side-by-side = Alla regler sida vid sida
web-rules-column-meaning = vad den betyder
web-rules-start-title = Utgångsställning
web-rules-start-caption = Anfallarna mörka, försvararna ljusa, den krönta kungen på tronen.
web-rules-special-title = Särskilda rutor
web-rules-special-caption = Markerade: { $marked }. Kungen flyr till { $escape }.
web-rules-mark-throne = tronen ({ $squares })
web-rules-mark-corners = särskilda hörn ({ $squares })
web-rules-mark-camps = läger ({ $count ->
    [one] { $count } ruta
   *[other] { $count } rutor
})
web-rules-none = inga
web-rules-escape-edge = vilken kantruta som helst (streckad)
web-rules-escape-corners = hörnen { $squares } (streckade)
web-rules-every-rule = Alla regler
web-rules-examples = Exempel
web-rules-example-label-capturing = { $move }, fångar { $squares }
web-rules-example-play = { $side ->
    [attackers] Anfallarna spelar
    [defenders] Försvararna spelar
   *[other] Sidan vid draget spelar
}
web-rules-example-capturing = { " " }och fångar { $squares }.
web-rules-compare = Jämför alla regeluppsättningar sida vid sida
web-rules-load-failed = Reglerna kunde inte laddas.
web-rules-unknown = Okänd regeluppsättning

web-archive-title = Arkiv · tablut
web-archive-skip = Hoppa till partierna
web-archive-heading = Avslutade partier
web-archive-intro = Nyaste först. Öppna ett parti för att spela upp det drag för drag.
web-archive-filters = Filtrera partierna
web-archive-player = Spelare
web-archive-any-player = Vilken spelare som helst
web-archive-any = Alla
web-archive-result = Resultat
web-archive-attackers-win = Anfallarna vinner
web-archive-defenders-win = Försvararna vinner
web-archive-draw = Oavgjort
web-archive-no-result = Inget resultat (avbrutet)
web-archive-no-result-short = Inget resultat
web-archive-show = Visa
web-archive-clear = Rensa
web-archive-finished = Avslutat
web-archive-players = Spelare
web-archive-moves = Drag
web-archive-empty = Inga avslutade partier än.
web-archive-start-one = Starta ett.
web-archive-no-match = Inget avslutat parti matchar de här filtren.
web-archive-show-all = Visa alla partier.
web-archive-loading = Laddar…
web-archive-load-failed = Arkivet kunde inte laddas.
web-archive-older = Äldre partier
web-archive-computer = datorn
web-archive-side = ({ $side ->
    [attackers] anfallarna
   *[defenders] försvararna
})
web-archive-against = mot
web-archive-mode-computer = mot datorn
web-archive-mode-local = vid en skärm
web-archive-rated = ratat
web-archive-casual = vänskapsparti

web-missing-title = Partiet finns inte · tablut
web-missing-heading = Det här partiet finns inte
web-missing-text = Det finns inget parti på den här adressen: länken kan vara felskriven eller avkortad.
web-missing-start = Starta ett nytt parti
web-missing-or = eller
web-missing-browse = bläddra bland de avslutade partierna

## web: a game's review (review.html, review.js). $side: attackers or
## defenders; $class: best, good, inaccuracy, mistake or blunder, or
## (where it is said in words) web-review-class; $chance, $before,
## $after: percentages; $score_before, $score_after: the server's
## scores; $attackers, $defenders in web-review-players: the names (links).


web-review-heading = Genomgång av partiet
web-review-skip = Hoppa till dragen
web-review-board = Bräde
web-review-back = Tillbaka till partiet
web-review-steps = Stega genom partiet
web-review-first-key = Första ställningen (Home)
web-review-first = Första ställningen
web-review-back-key = Ett drag bakåt (←)
web-review-step-back = Ett drag bakåt
web-review-forward-key = Ett drag framåt (→)
web-review-forward = Ett drag framåt
web-review-last-key = Sista ställningen (End)
web-review-last = Sista ställningen
web-review-analyse = Analysera den här ställningen
web-review-request = Det här partiet har inte gåtts igenom än. Motorn väger varje drag (ungefär 0,2 s per ställning) och markerar misstagen.
web-review-start = Gå igenom partiet
web-review-reviewing = Går igenom…
web-review-graph-caption = Anfallarnas vinstchans
web-review-graph-note = (ovanför mittlinjen står anfallarna bättre)
web-review-moves = Drag
web-review-class = { $class ->
    [best] Bästa draget
    [good] Bra
    [inaccuracy] Inexakthet
    [mistake] Misstag
   *[blunder] Grovt misstag
}
web-review-no-game = Det finns inget sådant parti.
web-review-title = Genomgång: { $attackers } mot { $defenders }
web-review-unnamed = { $side ->
    [attackers] anfallarna
   *[defenders] försvararna
}
web-review-players = { $attackers } (anfallare) mot { $defenders } (försvarare) · { $variant }
web-review-in-play = Det här partiet spelas fortfarande: det kan gås igenom när det är slut.
web-review-started = Genomgången har börjat.
web-review-too-many = Du har redan två genomgångar på gång; be igen när en är klar.
web-review-not-over = Ett parti som fortfarande spelas kan inte gås igenom.
web-review-queued = Väntar på motorn… ({ $done } av { $total } ställningar)
web-review-progress = Går igenom: { $done } av { $total } ställningar
web-review-done = Genomgången är klar.
web-review-no-moves = Partiet har inga drag att gå igenom.
web-review-no-side-moves = Inga drag.
web-review-count = { $class ->
    [good] { $count } bra
    [inaccuracy] { $count ->
        [one] { $count } inexakthet
       *[other] { $count } inexaktheter
    }
    [mistake] { $count } misstag
    [blunder] { $count } grova misstag
   *[best] { $count } bästa
}
# $loss: the average loss (a number in bold).
web-review-loss = { $moves } drag; genomsnittlig förlust { $loss } procentenheter vinstchans
web-review-graph-label = Anfallarnas vinstchans efter varje drag; välj en punkt för att se ställningen
web-review-point = Drag { $ply }, { $move } ({ $side ->
    [attackers] anfallarna
   *[defenders] försvararna
}): { $class }; anfallarna { $chance }
web-review-move-label = Drag { $ply }, { $side ->
    [attackers] anfallarna
   *[defenders] försvararna
}, { $move }
web-review-move-label-class = Drag { $ply }, { $side ->
    [attackers] anfallarna
   *[defenders] försvararna
}, { $move }: { $class }
web-review-chance-title = Anfallarnas vinstchans efter draget
web-review-better = Bättre: { $move }
web-review-better-line = · variant: { $line }
web-review-board-label = Tablutbräde, ställningen efter drag { $ply } av { $total }
web-review-board-label-better = Tablutbräde, ställningen efter drag { $ply } av { $total }; pilen visar det bättre draget { $move }
web-review-step = Drag { $ply } av { $total }
web-review-start-position = Utgångsställningen
web-review-start-chances = : anfallarnas vinstchans { $chance }.
web-review-by = av { $side ->
    [attackers] anfallarna
   *[defenders] försvararna
}
web-review-chances = { $side ->
    [attackers] Anfallarnas
   *[defenders] Försvararnas
} vinstchans: { $before } före, { $after } efter (värdering { $score_before } → { $score_after }).
web-review-better-was = Bättre var { $move } (pilen på brädet).
web-review-engine-line = Motorns variant:
web-review-preferred = Motorn föredrog { $move }.
web-review-announce = Drag { $ply }, { $side ->
    [attackers] anfallarna
   *[defenders] försvararna
}: { $move }
web-review-announce-class = Drag { $ply }, { $side ->
    [attackers] anfallarna
   *[defenders] försvararna
}: { $move }, { $class }

## web: the analysis board (analysis.html, analysis.js, analysis-tree.js,
## analysis-engine.js). $side: attackers or defenders; $result:
## attackers, defenders, draw or over; $place: web-analysis-at-start or
## web-analysis-after-move; $piece: a piece in words (web-common-piece);
## $nodes: a short count ("34 k"); $error: the server's message.

web-analysis-description = Tabluts analysbräde: spela ut valfri ställning eller valfritt parti, förgrena till varianter och följ motorns bästa varianter.
web-analysis-heading = Analysbräde
web-analysis-skip = Hoppa till brädet
web-analysis-board = Bräde
web-analysis-loading = Läser in…
web-analysis-steps = Stega genom dragen
web-analysis-start-key = Utgångsställning (Home)
web-analysis-start-position = Utgångsställning
web-analysis-back-key = Ett drag bakåt (←)
web-analysis-back = Ett drag bakåt
web-analysis-forward-key = Ett drag framåt (→)
web-analysis-forward = Ett drag framåt
web-analysis-end-key = Slutet av varianten (End)
web-analysis-end = Slutet av varianten
web-analysis-hint = Klicka på en pjäs och sedan på en markerad ruta (eller dra den). Utanför brädet stegar ← → längs den visade varianten, Home och End går till dess ändar.
web-analysis-engine = Motor
web-analysis-on = På
web-analysis-connecting = Ansluter till motorn…
web-analysis-lines = Motorns bästa varianter
web-analysis-moves = Drag
web-analysis-tree = Drag och varianter
web-analysis-promote-title = Gör den visade varianten till huvudvariant
web-analysis-promote = Gör till huvudvariant
web-analysis-delete-title = Ta bort det visade draget och alla drag efter det
web-analysis-delete = Ta bort härifrån
web-analysis-share = Dela
web-analysis-share-label = Länk till den visade ställningen
web-analysis-copy-link = Kopiera länken
web-analysis-share-help = Länken öppnar den här ställningen med dragen som leder till den.
web-analysis-import = Importera ett parti eller en ställning
web-analysis-import-label = OpenTafl-parti, eller en ställning
web-analysis-import-help = Klistra in ett parti så som knappen “Ladda ner partiet” på en partisida ger det (det anger sina egna regler), eller en ställning som text, spelad med regeluppsättningen nedan.
web-analysis-import-variant = Regeluppsättning (för en ställning)
web-analysis-import-submit = Importera
web-analysis-picked-up = Pjäsen på { $square } ({ $piece }) upptagen: { $count ->
    [one] { $count } mål.
   *[other] { $count } mål.
}
web-analysis-at-start = utgångsställningen
web-analysis-after-move = efter drag { $ply }, { $move }
web-analysis-board-label = Analysbräde, { $place }
web-analysis-board-label-best = Analysbräde, { $place }; motorns bästa drag, { $best }, är ritat som en pil
web-analysis-loading-position = Ställningen läses in…
web-analysis-game-over = Partiet är slut.
web-analysis-to-move = { $side ->
    [attackers] Anfallarna vid draget.
   *[defenders] Försvararna vid draget.
}
web-analysis-raichi = Kungen har en öppen väg till { $routes }.
web-analysis-tuichi = Kungen har { $count } öppna vägar ({ $routes }): ett drag kan inte stänga alla.
web-analysis-headline = { $result ->
    [attackers] Anfallarna vinner.
    [defenders] Försvararna vinner.
    [draw] Oavgjort.
   *[over] Partiet är slut.
}
web-analysis-step-start = Start
web-analysis-step = Drag { $ply } av { $total }
# $variant: the rule set's name (a link).
web-analysis-variant-rules = Reglerna i { $variant }
web-analysis-engine-off = Motorn är avstängd.
web-analysis-engine-ready = Motorn är redo.
web-analysis-engine-queued = Väntar på motorn…
web-analysis-searching = Söker… djup { $depth }
web-analysis-done = Klart: djup { $depth }, { $nodes } ställningar på { $seconds } s.
web-analysis-done-nothing = Klart: här finns inget drag att söka.
web-analysis-engine-over = Partiet är slut i den här ställningen: inget att söka.
web-analysis-engine-refused = Motorn går inte att nå. Högst två analysbräden får vara öppna samtidigt från samma adress: stäng en annan analysflik; den här fortsätter att försöka.
web-analysis-engine-lost = Anslutningen till motorn bröts; försöker igen…
web-analysis-engine-lost-retry = Anslutningen till motorn bröts; nytt försök om { $seconds } s…
web-analysis-engine-error = Motorn vägrade: { $error }
web-analysis-engine-error-position = Motorn vägrade ställningen.
web-analysis-play = Spela { $move }
web-analysis-play-line = Spela varianten fram till { $move }
web-analysis-score-title = Värderingen för sidan vid draget (i soldater, eller en tvingad vinst eller förlust)
web-analysis-chance-title = Anfallarnas vinstchans efter det här draget
web-analysis-chance = anfallarna { $chance }
web-analysis-announce-move = Drag { $ply }: { $move }
web-analysis-at-start-announce = Utgångsställningen
web-analysis-promoted = Den här varianten är nu huvudvariant.
web-analysis-deleted = { $move } och dragen efter det är borttagna.
web-analysis-refused = Vägrat: { $error }
web-analysis-played = { $move }.
web-analysis-played-capturing = { $move }, och fångar på { $squares }.
web-analysis-game-title = Analys av parti { $id }
web-analysis-unreachable = Servern går inte att nå.
web-analysis-link-failed = Länken kunde inte öppnas: { $error }
web-analysis-import-empty = Klistra först in ett parti eller en ställning.
web-analysis-importing = Importerar…
web-analysis-record-imported = Partiet är importerat: { $moves } drag, visat från början.
web-analysis-position-imported = Ställningen är importerad.
web-analysis-record-unreadable = Partiet kunde inte läsas: { $error }
web-analysis-position-unreadable = Ställningen kunde inte läsas: { $error }
web-analysis-start-of = Utgångsställningen i { $variant }.
web-analysis-link-copied = Länken är kopierad
web-analysis-link-copy-failed = Länken kunde inte kopieras: markera den och kopiera den själv.
web-analysis-tree-empty = Inga drag än: spela ett på brädet.
web-analysis-move-label = Drag { $ply }: { $move }
web-analysis-variation-label = Drag { $ply }: { $move } (variant)

## server: a page that does not exist.

error-page-not-found = Hittades inte. Starta ett parti på / eller bläddra i arkivet på /archive.

## web: turneringarna (tournaments.html, tournament.html, tournaments.js,
## tournament.js, tournament-words.js).

web-nav-tournaments = Turneringar
web-tournament-format = { $format ->
    [swiss] Schweizer
    [round-robin] Allsvensk
    [double-round-robin] Dubbel allsvensk
    [arena] Arena
   *[groups-knockout] Grupper, sedan utslagning
}
web-tournament-status = { $status ->
    [created] Inte startad
    [running] Pågår
   *[finished] Avslutad
}
web-tournament-starts = Startar av sig själv { $time }
web-tournament-starts-manual = Startar när skaparen startar den
web-tournament-round = Rond { $round } av { $rounds }
web-tournament-rounds-played = { $rounds ->
    [one] { $rounds } rond spelad
   *[other] { $rounds } ronder spelade
}
web-tournament-arena-left = { $time } kvar
web-tournament-arena-length = { $minutes } minuter
web-tournaments-heading = Turneringar
web-tournaments-description = Tablutturneringar: schweizer, allsvenska, arenor och grupper med utslagning. Se vad som pågår, gå med i en eller skapa din egen.
web-tournaments-skip = Hoppa till turneringarna
web-tournaments-intro = Spela en serie partier mot andra spelare: turneringen lottar ronderna, håller ställningen och öppnar ditt nästa parti åt dig.
web-tournaments-loading = Turneringarna laddas…
web-tournaments-failed = Turneringarna kunde inte laddas.
web-tournaments-running = Pågår
web-tournaments-upcoming = Inte startade än
web-tournaments-finished = Avslutade
web-tournaments-running-empty = Ingen turnering spelas just nu.
web-tournaments-upcoming-empty = Ingen turnering väntar på att starta.
web-tournaments-finished-empty = Ingen turnering har avslutats än.
web-tournaments-col-name = Turnering
web-tournaments-col-format = Form
web-tournaments-rule-set = Regler
web-tournaments-col-clock = Betänketid
web-tournaments-col-players = Spelare
web-tournaments-col-when = När
web-tournaments-invitation-badge = på inbjudan
web-tournaments-create = Skapa en turnering
web-tournaments-guest = Logga in för att skapa en turnering eller gå med i en.
web-tournaments-guest-link = Logga in eller skapa ett konto
web-tournaments-name = Namn
web-tournaments-format-help = { $format ->
    [swiss] Ett bestämt antal ronder; varje rond möts spelare med samma poäng, aldrig två gånger.
    [round-robin] Alla möter alla en gång; antalet ronder följer av antalet spelare.
    [double-round-robin] Alla möter alla två gånger, med bytta sidor andra gången.
    [arena] Under en bestämd tid: den som spelat klart ett parti får genast en ny motståndare. Två vinster i rad startar en svit, och då räknas varje parti dubbelt.
   *[groups-knockout] Först grupper där alla möter alla, sedan utslagning mellan de bästa i varje grupp.
}
web-tournaments-rounds = Ronder
web-tournaments-minutes = Längd i minuter
web-tournaments-group-size = Spelare per grupp
web-tournaments-qualifiers = Vidare från varje grupp
web-tournaments-clock = Betänketid
web-tournaments-live = Direkt
web-tournaments-correspondence = Korrespondens
web-tournaments-match = Partier per lottning
web-tournaments-match-two = Två partier, bytta sidor
web-tournaments-match-single = Ett parti
web-tournaments-rated = Rankade partier
web-tournaments-rated-presets = Bara partier med en förinställd regeluppsättning kan rankas.
web-tournaments-starts-at = Startar av sig själv
web-tournaments-optional = (valfritt)
web-tournaments-starts-at-help = Lämnas det tomt startar den när du trycker på Starta nu på dess sida.
web-tournaments-conditions = Vem får gå med
web-tournaments-min-rating = Lägsta rating
web-tournaments-min-games = Minst antal rankade partier
web-tournaments-bots = Bottar får gå med
web-tournaments-invited = Inbjudna spelare
web-tournaments-invited-help = Kontonamn åtskilda med kommatecken. Lämnas det tomt får vem som helst gå med.
web-tournaments-submit = Skapa turneringen
web-tournaments-sending = Turneringen skapas…
web-tournaments-name-needed = Ge turneringen ett namn.
web-tournaments-made = { $name } är skapad.
web-tournament-heading = Turnering
web-tournament-description = En tablutturnering: ställningen, ronderna och deras partier, direkt.
web-tournament-skip = Hoppa till ställningen
web-tournament-loading = Turneringen laddas…
web-tournament-missing = Turneringen finns inte
web-tournament-missing-text = Det finns ingen turnering på den här adressen.
web-tournament-back = Alla turneringar
web-tournament-facts = { $variant }, { $clock }, { $rated ->
    [yes] rankad
   *[no] orankad
}, { $match ->
    [single] ett parti per lottning
   *[two-games] två partier per lottning
}
web-tournament-groups-facts = grupper om { $size }, { $qualifiers } går vidare från varje
web-tournament-by = Skapad av { $name }
web-tournament-min-rating = Rating minst { $rating }
web-tournament-min-games = { $count ->
    [one] Minst { $count } rankat parti
   *[other] Minst { $count } rankade partier
}
web-tournament-no-bots = Inga bottar
web-tournament-invitation = På inbjudan: { $names }
web-tournament-join = Gå med
web-tournament-rejoin = Gå med igen
web-tournament-resume = Kom tillbaka
web-tournament-withdraw = Dra dig ur
web-tournament-pause = Ta en paus
web-tournament-start = Starta nu
web-tournament-guest = Logga in för att gå med i turneringen.
web-tournament-joined = Du är med i turneringen.
web-tournament-withdrawn = Du har dragit dig ur: du lottas inte mer.
web-tournament-started = Turneringen har startat.
web-tournament-paused = Du tar en paus: du lottas inte förrän du kommer tillbaka.
web-tournament-bye = Du står över i rond { $round }: det räknas som en vinst, och du spelar i nästa rond.
web-tournament-your-game = Ditt parti mot { $name } (bord { $board }) spelas.
web-tournament-go = Gå till ditt parti
web-tournament-your-pairing = Den här ronden möter du { $name } (bord { $board }).
web-tournament-your-result = Den här ronden mot { $name }: { $result }.
web-tournament-opening = Ditt parti börjar…
web-tournament-notify-title = En turneringsrond har börjat
web-tournament-notify-body = { $tournament }: ditt parti mot { $name } har börjat.
web-tournament-standings = Ställning
web-tournament-standings-empty = Inget parti har avslutats än.
web-tournament-group = Grupp { $group }
web-tournament-col-rank = #
web-tournament-col-player = Spelare
web-tournament-col-points = Poäng
web-tournament-col-buchholz = Buchholz
web-tournament-buchholz = Buchholz: poängen hos spelarens motståndare
web-tournament-col-sb = SB
web-tournament-sonneborn-berger = Sonneborn-Berger: poängen hos de besegrade motståndarna, plus hälften av poängen hos dem som slutade remi
web-tournament-col-wins = Vinster
web-tournament-col-games = Partier
web-tournament-col-byes = Frironder
web-tournament-streak = På en svit: varje parti räknas dubbelt
web-tournament-pairings = Lottning
web-tournament-pairings-round = Rond { $round }
web-tournament-pairings-empty = Ingen rond spelas.
web-tournament-col-board = Bord
web-tournament-col-first = Anfaller först
web-tournament-col-second = Försvarar först
web-tournament-col-result = Resultat
web-tournament-bye-word = fri
web-tournament-in-play = spelas
web-tournament-game-n = Parti { $n }
web-tournament-watch-game = Titta på parti { $n }
web-tournament-stage = { $stage ->
    [groups] Grupper
   *[knockout] Utslagning
}
web-tournament-goes-through = { $name } går vidare
web-tournament-crosstable = Korstabell
web-tournament-crosstable-help = Varje ruta visar radens spelares poäng mot kolumnens spelare, ett tal per lottning. Välj ett namn för att se den spelarens ronder.
web-tournament-crosstable-empty = Korstabellen fylls i när den första ronden är lottad.
web-tournament-cross-title = { $player } mot { $opponent }: { $result }
web-tournament-player-results-heading = En spelares ronder
web-tournament-player-hint = Välj en spelare i ställningen eller korstabellen för att se hens ronder.
web-tournament-profile = Profil
web-tournament-col-round = Rond
web-tournament-col-opponent = Motståndare
web-tournament-col-side = Sidor
web-tournament-side = { $side ->
    [first] anfaller först
   *[second] försvarar först
}
web-tournament-entrants = Spelare
web-tournament-entrants-empty = Ingen har gått med än.
web-tournament-withdrawn-mark = utdragen
web-tournament-paused-mark = tar en paus
web-tournament-export = Ladda ner
web-tournament-export-json = Ställning och partier (JSON)
web-tournament-export-otn = Alla partier som OpenTafl-filer
web-tournament-pairings-arena = Partier som spelas
web-tournament-col-winner = Går vidare
web-tournament-won-by = Vunnen av { $names }

## server and web: e-mail (crates/tablut-server/src/mail, mail.html,
## mail.js, the account page).

error-mail-off = den här servern skickar ingen e-post
error-mail-bot = en bot har ingen e-postadress
error-mail-too-many = för många verifieringslänkar på en timme: försök igen senare
error-mail-none = kontot har ingen e-postadress
error-mail-token = den här länken fungerar inte (längre): länkar fungerar en gång, under en begränsad tid
error-mail-unsubscribe-key = den här avregistreringslänken skickades inte av den här servern
error-mail-unsubscribe-what = '{ $what }' är inte turns, deadlines, challenges eller all
error-mail-address = '{ $email }' är ingen e-postadress
error-mail-login = logga in för att hantera din e-postadress
mail-hello = Hej { $name },
mail-footer = Du får det här brevet på grund av ditt tablut-konto. Öppna detta för att slippa sådana brev:
    { $link }
mail-verify-subject = Verifiera din e-postadress för tablut
mail-verify-body = Öppna den här länken för att bekräfta att adressen är din:
    { $link }

    Om du inte gav tablut den här adressen kan du strunta i brevet: inget skickas dit.
mail-reset-subject = Återställ ditt lösenord för tablut
mail-reset-body = Någon har bett om att återställa lösenordet för ditt konto. Öppna den här länken inom en timme för att välja ett nytt:
    { $link }

    Om det inte var du kan du strunta i brevet: lösenordet förblir som det är.
mail-turns-subject = { $games ->
    [one] Ditt drag i ett korrespondensparti
   *[other] Ditt drag i { $games } korrespondenspartier
}
mail-turns-body = { $games ->
    [one] Din motståndare har dragit. Det är ditt drag i det här partiet:
   *[other] Dina motståndare har dragit. Det är ditt drag i de här partierna:
}
mail-turns-line = - mot { $opponent }: { $link }
mail-deadline-subject = Din tid håller på att ta slut mot { $opponent }
mail-deadline-body = { $hours ->
    [one] Du har mindre än en timme
   *[other] Du har mindre än { $hours } timmar
} kvar för ditt drag mot { $opponent }; sedan är partiet förlorat på tid:
    { $link }
mail-challenge-subject = { $player } utmanar dig till ett parti tablut
mail-challenge-body = { $player } utmanar dig till ett korrespondensparti ({ $variant }, { $clock }). Anta eller avböj utmaningen i lobbyn:
    { $link }
web-mail-heading = E-post
web-mail-off = Den här servern skickar ingen e-post.
web-mail-help = Ange en adress för att få veta när det är ditt drag i korrespondenspartier, när en tidsgräns är en dag bort och när någon utmanar dig, och för att återställa ett glömt lösenord. Ingen annan ser den.
web-mail-address = E-postadress
web-mail-save = Spara och skicka en länk
web-mail-unverified = En länk har skickats till { $email }: öppna den för att börja få e-post.
web-mail-verified = E-posten går till { $email }.
web-mail-choices = Skicka e-post till mig när
web-mail-turns = det är mitt drag i ett korrespondensparti (högst ett brev per parti i timmen)
web-mail-deadlines = min tid för ett drag tar slut inom en dag
web-mail-challenges = någon utmanar mig
web-mail-remove = Ta bort adressen
web-mail-saved = Sparat.
web-mail-failed = Det gick inte: { $error }
web-mail-forgot = Glömt lösenordet?
web-mail-verify-heading = Verifiera din adress
web-mail-verify-working = Adressen verifieras…
web-mail-verify-done = Din adress { $email } är verifierad.
web-mail-reset-heading = Återställ ditt lösenord
web-mail-reset-who = Kontonamn eller e-postadress
web-mail-reset-send = Skicka en länk
web-mail-reset-sent = Om kontot har en verifierad adress är en länk på väg. Den fungerar i en timme.
web-mail-reset-new = Nytt lösenord
web-mail-reset-save = Sätt lösenordet
web-mail-reset-done = Lösenordet är ändrat och alla inloggningar på kontot har avslutats.
web-mail-log-in = Logga in
web-mail-unsubscribe-heading = Stoppa e-post
web-mail-unsubscribe-what = { $what ->
    [turns] Sluta få brev om att det är ditt drag?
    [deadlines] Sluta få varningar före en tidsgräns?
    [challenges] Sluta få brev om utmaningar?
   *[all] Sluta få all e-post från tablut?
}
web-mail-unsubscribe-button = Stoppa de här breven
web-mail-unsubscribe-done = Klart: inga fler sådana brev går till { $email }. Du kan slå på dem igen på din kontosida.
web-mail-no-link = Länken är ofullständig: öppna hela länken från brevet.

# The game page's screen-reader mode (assets/blind.js).
web-blind-toggle-on = Skärmläsarläge: på
web-blind-toggle-off = Skärmläsarläge: av
web-blind-heading = Skärmläsarläge
web-blind-input-label = Ditt drag (e3-e1) eller ett kommando
web-blind-send = Skicka
web-blind-help = Skriv ett drag som e3-e1 och tryck Enter. Kommandon: b hela ställningen; a anfallarna; d försvararna; r 3 rad 3; f e linje e; e3 dragen för pjäsen på e3; l det senaste draget; c klockorna; s vem som är vid draget; h den här hjälpen.
web-blind-live-label = Vad som händer
web-blind-position = Ställningen
web-blind-turned-on = Skärmläsarläge på: skriv dina drag i textfältet.
web-blind-turned-off = Skärmläsarläge av.
# $result: the game's result in a sentence.
web-blind-finished = Partiet är slut: { $result }
web-blind-to-move = { $you ->
    [yes] { $side ->
        [attackers] Anfallarna är vid draget: det är ditt drag.
       *[defenders] Försvararna är vid draget: det är ditt drag.
    }
   *[no] { $side ->
        [attackers] Anfallarna är vid draget.
       *[defenders] Försvararna är vid draget.
    }
}
web-blind-no-last-move = Inget drag har spelats än.
web-blind-last = { $side ->
    [attackers] Senaste drag: anfallarna, { $move }.
   *[defenders] Senaste drag: försvararna, { $move }.
}
# $squares: the captured squares, listed the language's way.
web-blind-last-capturing = { $side ->
    [attackers] Senaste drag: anfallarna, { $move }, slår { $squares }.
   *[defenders] Senaste drag: försvararna, { $move }, slår { $squares }.
}
web-blind-attackers = Anfallarna, { $count ->
    [one] { $count } pjäs
   *[other] { $count } pjäser
}: { $squares }.
web-blind-defenders = Försvararna, { $count ->
    [one] { $count } pjäs
   *[other] { $count } pjäser
}: kungen på { $king }; { $squares }.
web-blind-none = inga
web-blind-square = { $square } { web-common-piece }
web-blind-rank = Rad { $rank }: { $squares }.
web-blind-file = Linje { $file }: { $squares }.
web-blind-square-empty = { $square } är tom.
web-blind-no-moves = { $square }, { web-common-piece }: inget lagligt drag nu.
web-blind-moves = { $square }, { web-common-piece }: { $count ->
    [one] { $count } drag
   *[other] { $count } drag
} till { $squares }.
web-blind-sending = { $move } skickat.
# $reason: why the move was refused, in a sentence.
web-blind-refused = { $move } vägrat: { $reason }
web-blind-unknown = Inte förstått: { $text }. Skriv h för hjälp.
# The puzzle page's second hint: the whole move.
web-puzzles-hint-again = Tips: visa draget
web-puzzles-hint-again-title = Visar hela det vinnande draget: vart den utpekade pjäsen går
web-puzzles-hinted-move = Tips: flytta { $from } till { $to }.
# The game page's heading, for screen readers only.
web-game-heading = Tablutparti
