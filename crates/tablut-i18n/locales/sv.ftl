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
# $what: player, bot, own-bot, language, seek, open-seek, puzzle, review
# eller rating-pool.
error-not-found = { $what ->
    [player] det finns ingen spelare
    [bot] det finns ingen bot
    [own-bot] du har ingen bot
    [language] det finns inget språk
    [seek] det finns inget partiförslag
    [open-seek] det finns inget öppet partiförslag
    [puzzle] det finns inget problem
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
error-name-length = ett kontonamn har { $min } till { $max } tecken
error-name-characters = ett kontonamn innehåller bara bokstäver, siffror, '-' och '_', inte '{ $char }'
error-password-short = ett lösenord har minst { $min } tecken
error-password-long = ett lösenord har högst { $max } byte
error-hashing = krypteringen av lösenordet misslyckades: { $detail }
error-too-many-registrations = för många konton registrerade från den här adressen; försök igen om några minuter
error-too-many-failures = för många misslyckade inloggningar från den här adressen; försök igen om några minuter
error-wrong-login = fel kontonamn eller lösenord
error-account-locked = för många misslyckade inloggningar på det här kontot; försök igen om { $seconds } s
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
illegal-repetition = { $move }: { $side ->
    [attackers] anfallarna måste
   *[defenders] försvararna måste
} variera: draget skulle låta en ställning uppstå en 4:e gång
illegal-game-over = { $move }: partiet är slut ({ $outcome })
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
tui-line-no-hint = inget tips: partiet är slut ({ $outcome })
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
tui-load-resigned = (enligt protokollet gav { $side ->
    [attackers] anfallarna
   *[defenders] försvararna
} upp)
