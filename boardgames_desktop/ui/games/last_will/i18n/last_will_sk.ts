<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sk">
<context>
    <name>LastWillTable</name>
    <message>
        <source>All choices</source>
        <translation>Všetky možnosti</translation>
    </message>
    <message>
        <source>Block a day plan with a neutral marker.</source>
        <translation>Zablokuj jeden plán dňa neutrálnou značkou.</translation>
    </message>
    <message>
        <source>Choose your day plan: cards to draw, errand boys and actions.</source>
        <translation>Vyber si plán dňa: karty na ťahanie, poslíčkov a akcie.</translation>
    </message>
    <message>
        <source>Do it</source>
        <translation>Vykonať</translation>
    </message>
    <message>
        <source>Do what is chosen in the list (Enter)</source>
        <translation>Vykonať, čo je vybraté v zozname (Enter)</translation>
    </message>
    <message>
        <source>End my turn</source>
        <translation>Ukončiť ťah</translation>
    </message>
    <message>
        <source>Hand: {player} ({count})</source>
        <translation>Karty v ruke: {player} ({count})</translation>
    </message>
    <message>
        <source>Name the deck of each card you draw: {done} of {count} named.</source>
        <translation>Urči, z ktorého balíčka ťaháš každú kartu: určené {done} z {count}.</translation>
    </message>
    <message>
        <source>No more actions this round</source>
        <translation>V tomto kole už žiadne ďalšie akcie</translation>
    </message>
    <message>
        <source>Nothing can be done with that now.</source>
        <translation>S tým sa teraz nedá nič urobiť.</translation>
    </message>
    <message>
        <source>Now: {players}</source>
        <translation>Na ťahu: {players}</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · {phase}</source>
        <translation>Kolo {round} zo {rounds} · {phase}</translation>
    </message>
    <message>
        <source>Send an errand boy ({count} left).</source>
        <translation>Pošli poslíčka (zostáva {count}).</translation>
    </message>
    <message>
        <source>Show every choice again, not only those of the card clicked</source>
        <translation>Znova ukázať všetky možnosti, nielen tie pre kliknutú kartu</translation>
    </message>
    <message>
        <source>Waiting for the next player.</source>
        <translation>Čaká sa na ďalšieho hráča.</translation>
    </message>
    <message>
        <source>Waiting for {players}.</source>
        <translation>Čaká sa na: {players}.</translation>
    </message>
    <message>
        <source>You may keep {keep}: choose a card to discard ({count} more).</source>
        <translation>Nechať si môžeš {keep}: vyber kartu na odhodenie (ešte {count}).</translation>
    </message>
    <message>
        <source>Your hand ({count})</source>
        <translation>Tvoje karty ({count})</translation>
    </message>
    <message>
        <source>{count} left. Play cards, activate, buy or sell; then end your turn.</source>
        <translation>Zostáva: {count}. Hraj karty, aktivuj, kupuj či predávaj; potom ukonči ťah.</translation>
    </message>
    <message>
        <source>{player} spent the most and inherits everything!</source>
        <translation>{player} dedí všetko: míňať vie najlepšie!</translation>
    </message>
</context>
<context>
    <name>LastWillTexts</name>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n akcia</numerusform>
            <numerusform>%n akcie</numerusform>
            <numerusform>%n akcií</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kariet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n errand boy(s)</source>
        <translation>
            <numerusform>%n poslíček</numerusform>
            <numerusform>%n poslíčkovia</numerusform>
            <numerusform>%n poslíčkov</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pound(s)</source>
        <translation>
            <numerusform>%n libra</numerusform>
            <numerusform>%n libry</numerusform>
            <numerusform>%n libier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pound(s)</source>
        <comment>spent or paid: accusative</comment>
        <translation>
            <numerusform>%n libru</numerusform>
            <numerusform>%n libry</numerusform>
            <numerusform>%n libier</numerusform>
        </translation>
    </message>
    <message>
        <source>, discarding {card}</source>
        <translation>, namiesto karty {card}</translation>
    </message>
    <message>
        <source>, on {cards}</source>
        <translation>, na: {cards}</translation>
    </message>
    <message>
        <source>, with {companions}</source>
        <translation>, so spoločníkmi: {companions}</translation>
    </message>
    <message>
        <source>A card from: {deck}</source>
        <translation>Karta z balíčka: {deck}</translation>
    </message>
    <message>
        <source>A companion card is played only together with an experience, or onto a card on your board.</source>
        <translation>Kartu spoločníka zahráš len spolu so zážitkom alebo na kartu na svojej doske.</translation>
    </message>
    <message>
        <source>A companion makes {card} spend more.</source>
        <translation>So spoločníkom minie {card} viac.</translation>
    </message>
    <message>
        <source>Actions you do not use are lost at the end of the round.</source>
        <translation>Nevyužité akcie na konci kola prepadnú.</translation>
    </message>
    <message>
        <source>Activate a card on your board: {cards}</source>
        <translation>Aktivuj kartu na svojej doske: {cards}</translation>
    </message>
    <message>
        <source>Activate {card}</source>
        <translation>Aktivovať: {card}</translation>
    </message>
    <message>
        <source>Activate {card}: spend {pounds}</source>
        <translation>Aktivovať: {card}, minúť {pounds}</translation>
    </message>
    <message>
        <source>An errand boy brings that card into your hand.</source>
        <translation>Poslíček ti tú kartu prinesie do ruky.</translation>
    </message>
    <message>
        <source>Another errand boy stands there this round already.</source>
        <translation>Tam už v tomto kole stojí iný poslíček.</translation>
    </message>
    <message>
        <source>Block a day plan: {plans}</source>
        <translation>Zablokuj plán dňa: {plans}</translation>
    </message>
    <message>
        <source>Block day plan {plan}</source>
        <translation>Zablokovať plán dňa {plan}</translation>
    </message>
    <message>
        <source>Breeders&apos; Show</source>
        <translation>Chovateľská výstava</translation>
    </message>
    <message>
        <source>Broker</source>
        <translation>Maklér</translation>
    </message>
    <message>
        <source>Busy Day</source>
        <translation>Rušný deň</translation>
    </message>
    <message>
        <source>Buy a property: {cards} ({pounds})</source>
        <translation>Kúp nehnuteľnosť: {cards} ({pounds})</translation>
    </message>
    <message>
        <source>Buy {card} for {pounds}</source>
        <translation>Kúpiť: {card} za {pounds}</translation>
    </message>
    <message>
        <source>Carriage</source>
        <translation>Kočiar</translation>
    </message>
    <message>
        <source>Carriage Ride</source>
        <translation>Jazda kočiarom</translation>
    </message>
    <message>
        <source>Choose a day plan: {plans}</source>
        <translation>Vyber si plán dňa: {plans}</translation>
    </message>
    <message>
        <source>Choose “{move}”.</source>
        <translation>Vyber „{move}“.</translation>
    </message>
    <message>
        <source>Choosing day plans</source>
        <translation>Voľba plánu dňa</translation>
    </message>
    <message>
        <source>Coachman</source>
        <translation>Kočiš</translation>
    </message>
    <message>
        <source>Cook</source>
        <translation>Kuchár</translation>
    </message>
    <message>
        <source>Cruise</source>
        <translation>Plavba</translation>
    </message>
    <message>
        <source>Day plan {plan}</source>
        <translation>Plán dňa {plan}</translation>
    </message>
    <message>
        <source>Day plan {plan} is taken already: choose a free one.</source>
        <translation>Plán dňa {plan} je už obsadený: vyber si voľný.</translation>
    </message>
    <message>
        <source>Day plan {plan}: {cards}, {errands}, {actions}</source>
        <translation>Plán dňa {plan}: {cards}, {errands}, {actions}</translation>
    </message>
    <message>
        <source>Dinner</source>
        <translation>Večera</translation>
    </message>
    <message>
        <source>Discard a card: keep {keep}</source>
        <translation>Odhoď kartu: ponecháš si {keep}</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Odhodiť: {card}</translation>
    </message>
    <message>
        <source>Dog</source>
        <translation>Pes</translation>
    </message>
    <message>
        <source>Draw a Will card for the starting money (70 to 130 pounds)</source>
        <translation>Potiahnuť kartu závetu pre počiatočné peniaze (70 až 130 libier)</translation>
    </message>
    <message>
        <source>Draw one card: {decks}</source>
        <translation>Ťahaj jednu kartu: {decks}</translation>
    </message>
    <message>
        <source>Draw one card: {deck}</source>
        <translation>Potiahnuť jednu kartu: {deck}</translation>
    </message>
    <message>
        <source>Each property left counts its value + 5. The lowest total wins: the deepest debt, else the least money.</source>
        <translation>Každá nehnuteľnosť, ktorá zostane, sa počíta hodnotou + 5. Vyhráva najnižší súčet: najhlbší dlh, inak najmenej peňazí.</translation>
    </message>
    <message>
        <source>End my turn</source>
        <translation>Ukončiť ťah</translation>
    </message>
    <message>
        <source>End of the round</source>
        <translation>Koniec kola</translation>
    </message>
    <message>
        <source>End your turn ({left} left)</source>
        <translation>Ukonči ťah (zostáva {left})</translation>
    </message>
    <message>
        <source>Estate Agent</source>
        <translation>Realitný maklér</translation>
    </message>
    <message>
        <source>Every companion place on {card} is taken already.</source>
        <translation>Všetky miesta pre spoločníka na karte {card} sú už obsadené.</translation>
    </message>
    <message>
        <source>Everybody takes their actions, in day-plan order.</source>
        <translation>Všetci vykonávajú akcie v poradí plánov dňa.</translation>
    </message>
    <message>
        <source>Extra board ({count} left)</source>
        <translation>Doplnková doska (zostáva {count})</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Statok</translation>
    </message>
    <message>
        <source>From then on that card can spend more every round.</source>
        <translation>Odvtedy tá karta môže každé kolo minúť viac.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec hry</translation>
    </message>
    <message>
        <source>Gardener</source>
        <translation>Záhradník</translation>
    </message>
    <message>
        <source>Happy Day</source>
        <translation>Šťastný deň</translation>
    </message>
    <message>
        <source>Happy Day on {card} as a {companion}</source>
        <translation>Šťastný deň na kartu {card} ako spoločník: {companion}</translation>
    </message>
    <message>
        <source>Happy Days</source>
        <translation>Šťastné dni</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Kôň</translation>
    </message>
    <message>
        <source>It costs actions and spends its money once; companions make it spend more.</source>
        <translation>Stojí akcie a raz minie svoje peniaze; so spoločníkom minie viac.</translation>
    </message>
    <message>
        <source>It gives cards at once, errand boys and actions; plans further left go first.</source>
        <translation>Dá ti hneď karty, poslíčkov a akcie; plány viac vľavo hrajú skôr.</translation>
    </message>
    <message>
        <source>It spends money once this round; an activated house does not lose value.</source>
        <translation>V tomto kole raz minie peniaze; aktivovaný dom nestratí hodnotu.</translation>
    </message>
    <message>
        <source>It spends {pay}: the most money for your actions.</source>
        <translation>Minieš {pay}: za svoje akcie najviac peňazí.</translation>
    </message>
    <message>
        <source>It stays there: activate it every round to spend again.</source>
        <translation>Zostane tam: aktivuj ju každé kolo a míňaj znova.</translation>
    </message>
    <message>
        <source>Its price is spent; but you must sell it again before you can finish your money.</source>
        <translation>Jej cenu minieš; skôr než však minieš všetko, musíš ju zase predať.</translation>
    </message>
    <message>
        <source>Keeping two cards</source>
        <translation>Výber dvoch kariet</translation>
    </message>
    <message>
        <source>Lady</source>
        <translation>Dáma</translation>
    </message>
    <message>
        <source>Last Will</source>
        <translation>Posledná vôľa</translation>
    </message>
    <message>
        <source>Lay a card on your board: {cards}</source>
        <translation>Polož kartu na svoju dosku: {cards}</translation>
    </message>
    <message>
        <source>Lay {card} on your board</source>
        <translation>Vyložiť na dosku: {card}</translation>
    </message>
    <message>
        <source>Market: {tokens}</source>
        <translation>Trh: {tokens}</translation>
    </message>
    <message>
        <source>Money comes back, less the lower its value; to finish your money you must own none.</source>
        <translation>Peniaze sa vrátia, tým menej, čím menšia je jej hodnota; minúť všetko môžeš, len keď žiadnu nevlastníš.</translation>
    </message>
    <message>
        <source>Money left</source>
        <translation>Zvyšné peniaze</translation>
    </message>
    <message>
        <source>Money spent at once, without an action.</source>
        <translation>Peniaze minieš hneď, bez akcie.</translation>
    </message>
    <message>
        <source>Name a deck for your next card: {decks}</source>
        <translation>Povedz balíček pre ďalšiu kartu: {decks}</translation>
    </message>
    <message>
        <source>New cards of {player}: {cards}.</source>
        <translation>{player} – nové karty: {cards}.</translation>
    </message>
    <message>
        <source>No errand boy can take the card of space {space} any more.</source>
        <translation>Kartu z poľa {space} si už žiadny poslíček vziať nemôže.</translation>
    </message>
    <message>
        <source>Nothing else is worth an action now.</source>
        <translation>Nič ďalšie teraz za akciu nestojí.</translation>
    </message>
    <message>
        <source>Old Friend</source>
        <translation>Starý priateľ</translation>
    </message>
    <message>
        <source>One more space for cards on your board.</source>
        <translation>Jedno miesto pre kartu navyše na tvojej doske.</translation>
    </message>
    <message>
        <source>Only so many cards stay in your hand; the others go face down.</source>
        <translation>Len toľko kariet ti zostane v ruke; ostatné idú lícom dole preč.</translation>
    </message>
    <message>
        <source>Opera: spend 2</source>
        <translation>Opera: minúť 2</translation>
    </message>
    <message>
        <source>Opera: spend {pounds}</source>
        <translation>Opera: minúť {pounds}</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>Večierok</translation>
    </message>
    <message>
        <source>Play an experience: {cards}</source>
        <translation>Zahraj zážitok: {cards}</translation>
    </message>
    <message>
        <source>Play {card}: {actions}, spend {pounds}</source>
        <translation>Zahrať: {card}, {actions}, minúť {pounds}</translation>
    </message>
    <message>
        <source>Press “{move}”.</source>
        <translation>Klikni na „{move}“.</translation>
    </message>
    <message>
        <source>Private Room</source>
        <translation>Salónik</translation>
    </message>
    <message>
        <source>Properties (value + 5)</source>
        <translation>Nehnuteľnosti (hodnota + 5)</translation>
    </message>
    <message>
        <source>Property market:</source>
        <translation>Trh nehnuteľností:</translation>
    </message>
    <message>
        <source>Put +3 on what you will buy and −3 on what you will sell.</source>
        <translation>Daj +3 k tomu, čo kúpiš, a −3 k tomu, čo predáš.</translation>
    </message>
    <message>
        <source>Put a companion on a card of your board: {cards}</source>
        <translation>Daj spoločníka na kartu svojej dosky: {cards}</translation>
    </message>
    <message>
        <source>Rearrange the property market</source>
        <translation>Preskup trh nehnuteľností</translation>
    </message>
    <message>
        <source>Residence</source>
        <translation>Rezidencia</translation>
    </message>
    <message>
        <source>Round 1 begins. First everyone keeps {keep} of their cards. Then the day plans, beginning with: {player}.</source>
        <translation>Kolo 1 sa začína. Najprv si každý nechá {keep} zo svojich kariet. Potom sa vyberajú plány dňa, začína: {player}.</translation>
    </message>
    <message>
        <source>Round {round} begins. {player} starts.</source>
        <translation>Kolo {round} sa začína. Na ťahu je {player}.</translation>
    </message>
    <message>
        <source>Round {round} is over.</source>
        <translation>Kolo {round} sa skončilo.</translation>
    </message>
    <message>
        <source>Same total: the day plan further left in the last round wins.</source>
        <translation>Rovnaký súčet: vyhráva ten, ktorého plán dňa bol v poslednom kole viac vľavo.</translation>
    </message>
    <message>
        <source>School Chum</source>
        <translation>Kumpán</translation>
    </message>
    <message>
        <source>Sea Dog</source>
        <translation>Morský vlk</translation>
    </message>
    <message>
        <source>Sell a property: {cards} ({pounds})</source>
        <translation>Predaj nehnuteľnosť: {cards} ({pounds})</translation>
    </message>
    <message>
        <source>Sell {card} for {pounds}</source>
        <translation>Predať: {card} za {pounds}</translation>
    </message>
    <message>
        <source>Sending errand boys</source>
        <translation>Posielanie poslíčkov</translation>
    </message>
    <message>
        <source>Spree</source>
        <translation>Flám</translation>
    </message>
    <message>
        <source>Steward</source>
        <translation>Správca</translation>
    </message>
    <message>
        <source>Summer House</source>
        <translation>Letné sídlo</translation>
    </message>
    <message>
        <source>Tailor</source>
        <translation>Krajčír</translation>
    </message>
    <message>
        <source>Take a card of the offer: {cards}</source>
        <translation>Vezmi si kartu z ponuky: {cards}</translation>
    </message>
    <message>
        <source>Take an extra player board</source>
        <translation>Vziať doplnkovú dosku</translation>
    </message>
    <message>
        <source>Take {card} (space {space})</source>
        <translation>Vziať: {card} (miesto {space})</translation>
    </message>
    <message>
        <source>Taking actions</source>
        <translation>Akcie</translation>
    </message>
    <message>
        <source>That cannot be done in this part of the round.</source>
        <translation>To sa v tejto časti kola urobiť nedá.</translation>
    </message>
    <message>
        <source>That deck has no cards left.</source>
        <translation>V tom balíčku už nie sú žiadne karty.</translation>
    </message>
    <message>
        <source>The discarded {deck} are shuffled into a new deck.</source>
        <translation>Odhodené karty ({deck}) sa zamiešajú do nového balíčka.</translation>
    </message>
    <message>
        <source>The game can end this round: sell every property first.</source>
        <translation>Hra môže skončiť v tomto kole: najprv predaj všetky nehnuteľnosti.</translation>
    </message>
    <message>
        <source>The game is over after the seventh round.</source>
        <translation>Hra sa skončila po siedmom kole.</translation>
    </message>
    <message>
        <source>The game is over: {players} spent everything.</source>
        <translation>Hra sa skončila. Bez peňazí a nehnuteľností: {players}.</translation>
    </message>
    <message>
        <source>The next place on {card} is for this companion: {companion}; you have no such card and no Happy Day.</source>
        <translation>Ďalšie miesto na karte {card} je pre spoločníka: {companion}; takú kartu ani Šťastný deň nemáš.</translation>
    </message>
    <message>
        <source>The others would like this day plan most.</source>
        <translation>Tento plán dňa by ostatní chceli najviac.</translation>
    </message>
    <message>
        <source>The rules do not allow that now: the list shows what you may do.</source>
        <translation>To teraz pravidlá nedovoľujú: čo môžeš, ukazuje zoznam.</translation>
    </message>
    <message>
        <source>The {deck} deck is the most useful now.</source>
        <translation>Balíček {deck} je teraz najužitočnejší.</translation>
    </message>
    <message>
        <source>Theatre</source>
        <translation>Divadlo</translation>
    </message>
    <message>
        <source>This day plan gives you the most useful actions and cards.</source>
        <translation>Tento plán dňa ti dá najužitočnejšie akcie a karty.</translation>
    </message>
    <message>
        <source>This day plan is the least useful to you.</source>
        <translation>Tento plán dňa je pre teba najmenej užitočný.</translation>
    </message>
    <message>
        <source>This market suits your properties best.</source>
        <translation>Tento trh sa tvojim nehnuteľnostiam hodí najlepšie.</translation>
    </message>
    <message>
        <source>This needs {needed}, and you have only {left} left this round.</source>
        <translation>Na to nemáš dosť akcií ({needed}), v tomto kole ti zostáva len {left}.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Spolu</translation>
    </message>
    <message>
        <source>Training Ground</source>
        <translation>Cvičisko</translation>
    </message>
    <message>
        <source>Valet</source>
        <translation>Komorník</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Vila</translation>
    </message>
    <message>
        <source>Waiter</source>
        <translation>Čašník</translation>
    </message>
    <message>
        <source>While you own a property you may not pay more than your {money}: sell the property first.</source>
        <translation>Kým vlastníš nehnuteľnosť, nesmieš zaplatiť viac, než koľko máš ({money}): najprv ju predaj.</translation>
    </message>
    <message>
        <source>Whisky Club</source>
        <translation>Whisky klub</translation>
    </message>
    <message>
        <source>Wild Party</source>
        <translation>Divoký večierok</translation>
    </message>
    <message>
        <source>With two players a neutral marker takes a plan away from the other player.</source>
        <translation>Pri dvoch hráčoch neutrálny žetón vezme plán tomu druhému.</translation>
    </message>
    <message>
        <source>You drew: {cards}.</source>
        <translation>Tvoje nové karty: {cards}.</translation>
    </message>
    <message>
        <source>You have drawn a card on your own errand space this round already.</source>
        <translation>Tvoje pole pre poslíčka je v tomto kole už použité.</translation>
    </message>
    <message>
        <source>You name every deck first; all the cards come at once.</source>
        <translation>Najprv povieš všetky balíčky; karty potom prídu naraz.</translation>
    </message>
    <message>
        <source>Your board is full: lay the card in place of one of your cards that is not a property.</source>
        <translation>Tvoja doska je plná: polož kartu namiesto jednej zo svojich kariet, ktorá nie je nehnuteľnosť.</translation>
    </message>
    <message>
        <source>Your board is getting full.</source>
        <translation>Tvoja doska sa zapĺňa.</translation>
    </message>
    <message>
        <source>Your cash cannot pay for the actions you have left.</source>
        <translation>Na akcie, ktoré ti zostávajú, nemáš dosť peňazí.</translation>
    </message>
    <message>
        <source>Your own errand space, once a round.</source>
        <translation>Tvoje vlastné pole pre poslíčka, raz za kolo.</translation>
    </message>
    <message>
        <source>actions left: {count}</source>
        <translation>zostáva akcií: {count}</translation>
    </message>
    <message>
        <source>companions</source>
        <translation>spoločníci</translation>
    </message>
    <message>
        <source>day plan {plan}: {player}</source>
        <translation>plán dňa {plan}: {player}</translation>
    </message>
    <message>
        <source>experiences</source>
        <translation>zážitky</translation>
    </message>
    <message>
        <source>hand: {count}</source>
        <translation>v ruke: {count}</translation>
    </message>
    <message>
        <source>helpers and rentals</source>
        <translation>pomocníci a prenájmy</translation>
    </message>
    <message>
        <source>plan {plan}</source>
        <translation>plán {plan}</translation>
    </message>
    <message>
        <source>properties</source>
        <translation>nehnuteľnosti</translation>
    </message>
    <message>
        <source>special cards</source>
        <translation>špeciálne karty</translation>
    </message>
    <message>
        <source>special cards with {crowns} crown(s)</source>
        <translation>špeciálne karty (korún: {crowns})</translation>
    </message>
    <message>
        <source>{card} costs {pay}, and much less comes back when you sell it.</source>
        <translation>{card} stojí {pay} a pri predaji sa ti vráti oveľa menej.</translation>
    </message>
    <message>
        <source>{card} has been used this round already: a card on the board works once a round.</source>
        <translation>Karta {card} už v tomto kole pracovala: karta na doske sa použije raz za kolo.</translation>
    </message>
    <message>
        <source>{card} has nothing to activate: its help works by itself.</source>
        <translation>Karta {card} nemá čo aktivovať: jej pomoc funguje sama.</translation>
    </message>
    <message>
        <source>{card} helps you spend money in the rounds to come.</source>
        <translation>{card} ti v ďalších kolách pomôže míňať.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>Kartu {card} nemáš v ruke.</translation>
    </message>
    <message>
        <source>{card} is not on your board.</source>
        <translation>Kartu {card} nemáš na doske.</translation>
    </message>
    <message>
        <source>{card} is the best use of your actions now.</source>
        <translation>{card} je teraz to najlepšie, na čo použiť akcie.</translation>
    </message>
    <message>
        <source>{card} is the least useful card in your hand.</source>
        <translation>{card} je najmenej užitočná karta v tvojej ruke.</translation>
    </message>
    <message>
        <source>{card} is the most useful card you can get now.</source>
        <translation>{card} je teraz tá najužitočnejšia karta, ktorú môžeš získať.</translation>
    </message>
    <message>
        <source>{card} will not lose more value before the end: sell it now.</source>
        <translation>Predaj teraz: {card} už do konca hry nestratí na cene.</translation>
    </message>
    <message>
        <source>{companion} on {card}</source>
        <translation>{companion} na kartu {card}</translation>
    </message>
    <message>
        <source>{player} activated {card}.</source>
        <translation>{player} aktivuje kartu {card}.</translation>
    </message>
    <message>
        <source>{player} blocked day plan {plan}.</source>
        <translation>{player} blokuje plán dňa {plan}.</translation>
    </message>
    <message>
        <source>{player} chose day plan {plan}.</source>
        <translation>{player} volí plán dňa {plan}.</translation>
    </message>
    <message>
        <source>{player} discarded a card ({deck}).</source>
        <translation>{player} odhadzuje kartu ({deck}).</translation>
    </message>
    <message>
        <source>{player} discarded {card} from their board.</source>
        <translation>{player} odhadzuje kartu {card} zo svojej dosky.</translation>
    </message>
    <message>
        <source>{player} draws nothing.</source>
        <translation>{player} neťahá nič.</translation>
    </message>
    <message>
        <source>{player} drew {cards}.</source>
        <translation>{player} si berie karty: {cards}.</translation>
    </message>
    <message>
        <source>{player} has finished this round.</source>
        <translation>{player} v tomto kole končí.</translation>
    </message>
    <message>
        <source>{player} laid {card} on their board.</source>
        <translation>{player} vykladá kartu {card} na svoju dosku.</translation>
    </message>
    <message>
        <source>{player} names a card from: {deck}.</source>
        <translation>{player} ťahá kartu z balíčka: {deck}.</translation>
    </message>
    <message>
        <source>{player} played {card}.</source>
        <translation>{player} hrá kartu {card}.</translation>
    </message>
    <message>
        <source>{player} put a Happy Day on {card} as a {companion}.</source>
        <translation>{player} dáva Šťastný deň na kartu {card} ako spoločník: {companion}.</translation>
    </message>
    <message>
        <source>{player} put a {companion} on {card}.</source>
        <translation>{player} dáva na kartu {card}: {companion}.</translation>
    </message>
    <message>
        <source>{player} set the market: {tokens}.</source>
        <translation>{player} mení trh: {tokens}.</translation>
    </message>
    <message>
        <source>{player} sold {card} for {pounds}.</source>
        <translation>{player} predáva kartu {card} za {pounds}.</translation>
    </message>
    <message>
        <source>{player} spent {pounds}.</source>
        <translation>{player} míňa: {pounds}.</translation>
    </message>
    <message>
        <source>{player} took an extra player board.</source>
        <translation>{player} si berie doplnkovú dosku.</translation>
    </message>
    <message>
        <source>{player}&apos;s Happy Day goes back beside the board.</source>
        <translation>{player}: Šťastný deň sa vracia vedľa plánu.</translation>
    </message>
    <message>
        <source>{player}&apos;s errand boy stays at home: no space is free.</source>
        <translation>{player}: poslíček zostáva doma, žiadne miesto nie je voľné.</translation>
    </message>
    <message>
        <source>{player}&apos;s errand boy took {card}.</source>
        <translation>{player}: poslíček berie kartu {card}.</translation>
    </message>
    <message>
        <source>{player}&apos;s errand boy went to the Opera.</source>
        <translation>{player}: poslíček ide do opery.</translation>
    </message>
    <message>
        <source>{player}&apos;s {card} was not maintained and decays: now worth {pounds}.</source>
        <translation>{player}: {card} bez údržby chátra. Nová hodnota: {pounds}.</translation>
    </message>
</context>
<context>
    <name>LastWillTutorial</name>
    <message>
        <source>A Happy Day stands in for any companion. Use it this round: at the round&apos;s end it goes back beside the board.</source>
        <translation>Šťastný deň zastúpi akéhokoľvek spoločníka. Použi ho v tomto kole: na konci kola sa vracia vedľa hracieho plánu.</translation>
    </message>
    <message>
        <source>A new round has begun, with a new offer. At each round&apos;s end unused actions are lost, everyone keeps at most two cards, houses not maintained lose value, and the next player starts.</source>
        <translation>Začalo nové kolo s novou ponukou. Na konci každého kola prepadnú nevyužité akcie, každý si nechá najviac dve karty, neudržiavané domy stratia hodnotu a začína ďalší hráč.</translation>
    </message>
    <message>
        <source>A property&apos;s price is its value plus the market token of its kind, at the top right: a +3 makes buying dearer, which is good for you. When you sell, the token counts too, so a −3 brings back less.</source>
        <translation>Cena nehnuteľnosti je jej hodnota plus žetón jej druhu na trhu vpravo hore: +3 kúpu predraží, a to je pre teba dobre. Pri predaji sa žetón počíta tiež, takže −3 vráti menej.</translation>
    </message>
    <message>
        <source>At the end of a round you may keep only two cards (a School Chum lets you keep more). Choose the ones to discard.</source>
        <translation>Na konci kola si smieš nechať len dve karty (s Kumpánom viac). Vyber tie, ktoré odhodíš.</translation>
    </message>
    <message>
        <source>Cards with crowns are special cards from the offer: stronger experiences and helpers, and a few of their own, like a Busy Day that gives actions or a Wild Party that makes houses lose value.</source>
        <translation>Karty s korunkami sú špeciálne karty z ponuky: silnejšie zážitky a pomocníci a pár úplne zvláštnych, napríklad Rušný deň, ktorý dá akcie, alebo Divoký večierok, po ktorom domy stratia hodnotu.</translation>
    </message>
    <message>
        <source>Choose your day plan up here. It says how many cards you draw now, how many errand boys you send and how many actions you get to spend money with. Plans further left go first in everything this round.</source>
        <translation>Tu hore si vyber plán dňa. Hovorí, koľko kariet si hneď ťaháš, koľko poslíčkov pošleš a koľko akcií budeš mať na míňanie. Plány viac vľavo sú v tomto kole vo všetkom na rade skôr.</translation>
    </message>
    <message>
        <source>Each card on your board can be activated once a round to spend its money: click it. A companion placed on it for good lets it spend more from then on.</source>
        <translation>Každú kartu na svojej doske môžeš raz za kolo aktivovať a minúť jej peniaze: klikni na ňu. Spoločník, ktorého na ňu natrvalo položíš, jej odvtedy dovolí minúť viac.</translation>
    </message>
    <message>
        <source>Name the deck of each card you draw; they all come at once when all are named. Experiences spend money, helpers and rentals stay on your board, properties cost a lot, and companions go with other cards.</source>
        <translation>Povedz, z ktorého balíčka bude každá karta, ktorú si ťaháš; prídu všetky naraz, keď budú všetky povedané. Zážitky míňajú peniaze, pomocníci a prenájmy zostávajú na tvojej doske, nehnuteľnosti stoja veľa a spoločníci sa hrajú s inými kartami.</translation>
    </message>
    <message>
        <source>Nobody maintained your house at the round&apos;s end, so it lost value. That is fine for you: selling it will bring back less money.</source>
        <translation>Tvoj dom na konci kola nikto neudržiaval, a tak stratil hodnotu. Pre teba dobre: pri predaji sa ti vráti menej peňazí.</translation>
    </message>
    <message>
        <source>Now send an errand boy, one space each: take a card of the offer, go to the Opera to spend 2 pounds at once, change the prices on the property market, take an extra board or draw a card. Whoever&apos;s plan is further left sends first.</source>
        <translation>Teraz pošli poslíčka, na každé pole len jedného: vezmi si kartu z ponuky, choď do Opery a hneď miň 2 libry, zmeň ceny na trhu nehnuteľností, vezmi si doplnkovú dosku alebo si ťahaj kartu. Kto má plán viac vľavo, posiela skôr.</translation>
    </message>
    <message>
        <source>Now spend! An experience spends its money once, a card laid on your board can spend again every round, and buying a property spends its price; companion cards go with them to spend more. Each costs actions: when yours are used up, end your turn.</source>
        <translation>A teraz míňaj! Zážitok minie svoje peniaze raz, karta položená na tvoju dosku môže míňať každé kolo znova a kúpa nehnuteľnosti minie jej cenu; karty spoločníkov k nim pridáš, aby minuli viac. Všetko stojí akcie: keď ti dôjdu, ukonči ťah.</translation>
    </message>
    <message>
        <source>The game is over. Each player counts the money left plus each property&apos;s value and 5 more; the lowest total wins, so the deepest debt is best.</source>
        <translation>Hra sa skončila. Každý sčíta zvyšné peniaze a hodnotu každej svojej nehnuteľnosti a k nej 5 navyše; vyhráva najnižší súčet, takže najhlbší dlh je najlepší.</translation>
    </message>
    <message>
        <source>This is the last round: the game ends after a round in which someone has spent everything and owns no property, or after round seven. Spend what you can and sell your properties!</source>
        <translation>Toto je posledné kolo: hra sa končí po kole, v ktorom niekto minul všetko a nevlastní žiadnu nehnuteľnosť, alebo po siedmom kole. Miň, čo môžeš, a predaj svoje nehnuteľnosti!</translation>
    </message>
    <message>
        <source>Well done, your money went down! Everyone&apos;s money is shown beside their name: you want yours to reach nothing first.</source>
        <translation>Výborne, tvojich peňazí ubudlo! Peniaze všetkých vidno pri ich menách: chceš, aby tebe nezostalo nič skôr než ostatným.</translation>
    </message>
    <message>
        <source>You have less money left than someone else: a good start! Keep your actions busy and let your houses lose value.</source>
        <translation>Zostáva ti menej peňazí než niekomu inému: dobrý začiatok! Využívaj všetky akcie a nechaj svoje domy chátrať.</translation>
    </message>
    <message>
        <source>You have little money left! While you own a property you cannot pay more than you have, so sell it first; without property you may go into debt, and the deeper the better.</source>
        <translation>Zostáva ti málo peňazí! Kým vlastníš nehnuteľnosť, nezaplatíš viac, než máš, tak ju najprv predaj; bez nehnuteľnosti smieš ísť do dlhu, a čím hlbšieho, tým lepšie.</translation>
    </message>
    <message>
        <source>You have more money left than anyone else. Next round choose a day plan with more actions, or send an errand boy to the Opera: every pound spent brings you closer to the fortune.</source>
        <translation>Zostáva ti viac peňazí než všetkým ostatným. Nabudúce si vyber plán dňa s viac akciami alebo pošli poslíčka do Opery: každá minutá libra ťa priblíži k dedičstvu.</translation>
    </message>
    <message>
        <source>You own a property. A house loses value at each round&apos;s end unless you maintain it (activate it; a farm never does), and you can sell it again for what it is worth then. To finish your money you must own no property, so sell it in time: for less than you paid, and that is good!</source>
        <translation>Vlastníš nehnuteľnosť. Dom na konci každého kola stratí hodnotu, ak ho neudržiavaš (neaktivuješ; statok ju nestráca nikdy), a môžeš ho zase predať za toľko, akú bude mať práve hodnotu. Minúť všetko môžeš, len keď nevlastníš žiadnu nehnuteľnosť, tak ju včas predaj: za menej, než stála, a to je dobre!</translation>
    </message>
    <message>
        <source>You sold a property: less money came back than you paid for it, which is just what you want. Once you own no property, you may even spend more than you have.</source>
        <translation>Nehnuteľnosť je predaná: vrátilo sa ti menej peňazí, než stála, a presne to chceš. Keď nevlastníš žiadnu nehnuteľnosť, smieš minúť aj viac, než máš.</translation>
    </message>
    <message>
        <source>Your house was maintained, so it kept its value. Maintaining spends money now; a house left to decay brings back less money when you sell it. Both help you!</source>
        <translation>Tvoj dom bol udržiavaný, a tak si hodnotu nechal. Údržba míňa peniaze hneď; dom, ktorý chátra, zase vráti menej peňazí, keď ho predáš. Oboje ti pomáha!</translation>
    </message>
    <message>
        <source>Your new cards stand a little higher in your hand. Only you see them: the others see how many cards of each deck you hold.</source>
        <translation>Nové karty máš v ruke trochu vyššie. Vidíš ich len ty: ostatní vidia, koľko kariet z ktorého balíčka držíš.</translation>
    </message>
    <message>
        <source>Your rich uncle has left each of you 50 pounds, and whoever spends it all first inherits his whole fortune! First keep two of your three cards: choose the one to discard in the list.</source>
        <translation>Bohatý strýko odkázal každému hráčovi 50 libier a kto ich všetky minie ako prvý, zdedí celý jeho majetok! Najprv si zo svojich troch kariet nechaj dve: v zozname vyber tú, ktorú odhodíš.</translation>
    </message>
</context>
<context>
    <name>MovingCards</name>
    <message>
        <source>Click or press Esc to skip</source>
        <translation>Preskoč kliknutím alebo klávesom Esc</translation>
    </message>
</context>
</TS>
