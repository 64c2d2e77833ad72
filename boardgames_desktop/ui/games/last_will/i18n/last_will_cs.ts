<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>LastWillTable</name>
    <message>
        <source>All choices</source>
        <translation>Všechny možnosti</translation>
    </message>
    <message>
        <source>Block a day plan with a neutral marker.</source>
        <translation>Zablokuj jeden plán dne neutrální značkou.</translation>
    </message>
    <message>
        <source>Choose your day plan: cards to draw, errand boys and actions.</source>
        <translation>Vyber si plán dne: karty k tažení, poslíčky a akce.</translation>
    </message>
    <message>
        <source>Do it</source>
        <translation>Provést</translation>
    </message>
    <message>
        <source>Do what is chosen in the list (Enter)</source>
        <translation>Provést, co je vybráno v seznamu (Enter)</translation>
    </message>
    <message>
        <source>End my turn</source>
        <translation>Ukončit tah</translation>
    </message>
    <message>
        <source>Hand: {player} ({count})</source>
        <translation>Karty v ruce: {player} ({count})</translation>
    </message>
    <message>
        <source>Name the deck of each card you draw: {done} of {count} named.</source>
        <translation>Urči, z kterého balíčku táhneš každou kartu: určeno {done} z {count}.</translation>
    </message>
    <message>
        <source>No more actions this round</source>
        <translation>V tomto kole už žádné další akce</translation>
    </message>
    <message>
        <source>Nothing can be done with that now.</source>
        <translation>S tím teď nic udělat nejde.</translation>
    </message>
    <message>
        <source>Now: {players}</source>
        <translation>Na tahu: {players}</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · {phase}</source>
        <translation>Kolo {round} ze {rounds} · {phase}</translation>
    </message>
    <message>
        <source>Send an errand boy ({count} left).</source>
        <translation>Pošli poslíčka (zbývá {count}).</translation>
    </message>
    <message>
        <source>Show every choice again, not only those of the card clicked</source>
        <translation>Znovu ukázat všechny možnosti, nejen ty pro kliknutou kartu</translation>
    </message>
    <message>
        <source>Waiting for the next player.</source>
        <translation>Čeká se na dalšího hráče.</translation>
    </message>
    <message>
        <source>Waiting for {players}.</source>
        <translation>Čeká se na: {players}.</translation>
    </message>
    <message>
        <source>You may keep {keep}: choose a card to discard ({count} more).</source>
        <translation>Nechat si můžeš {keep}: vyber kartu k odhození (ještě {count}).</translation>
    </message>
    <message>
        <source>Your hand ({count})</source>
        <translation>Tvoje karty ({count})</translation>
    </message>
    <message>
        <source>{count} left. Play cards, activate, buy or sell; then end your turn.</source>
        <translation>Zbývá: {count}. Hraj karty, aktivuj, kupuj či prodávej; pak ukonči tah.</translation>
    </message>
    <message>
        <source>{player} spent the most and inherits everything!</source>
        <translation>{player} dědí všechno: utrácet umí nejlépe!</translation>
    </message>
</context>
<context>
    <name>LastWillTexts</name>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n akce</numerusform>
            <numerusform>%n akce</numerusform>
            <numerusform>%n akcí</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n errand boy(s)</source>
        <translation>
            <numerusform>%n poslíček</numerusform>
            <numerusform>%n poslíčci</numerusform>
            <numerusform>%n poslíčků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pound(s)</source>
        <translation>
            <numerusform>%n libra</numerusform>
            <numerusform>%n libry</numerusform>
            <numerusform>%n liber</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pound(s)</source>
        <comment>spent or paid: accusative</comment>
        <translation>
            <numerusform>%n libru</numerusform>
            <numerusform>%n libry</numerusform>
            <numerusform>%n liber</numerusform>
        </translation>
    </message>
    <message>
        <source>, discarding {card}</source>
        <translation>, místo karty {card}</translation>
    </message>
    <message>
        <source>, on {cards}</source>
        <translation>, na: {cards}</translation>
    </message>
    <message>
        <source>, with {companions}</source>
        <translation>, s doprovodem: {companions}</translation>
    </message>
    <message>
        <source>A card from: {deck}</source>
        <translation>Karta z balíčku: {deck}</translation>
    </message>
    <message>
        <source>A companion card is played only together with an experience, or onto a card on your board.</source>
        <translation>Kartu doprovodu zahraješ jen spolu se zážitkem, nebo na kartu na své desce.</translation>
    </message>
    <message>
        <source>A companion makes {card} spend more.</source>
        <translation>S doprovodem utratí {card} víc.</translation>
    </message>
    <message>
        <source>Actions you do not use are lost at the end of the round.</source>
        <translation>Nevyužité akce na konci kola propadnou.</translation>
    </message>
    <message>
        <source>Activate a card on your board: {cards}</source>
        <translation>Aktivuj kartu na své desce: {cards}</translation>
    </message>
    <message>
        <source>Activate {card}</source>
        <translation>Aktivovat: {card}</translation>
    </message>
    <message>
        <source>Activate {card}: spend {pounds}</source>
        <translation>Aktivovat: {card}, utratit {pounds}</translation>
    </message>
    <message>
        <source>An errand boy brings that card into your hand.</source>
        <translation>Poslíček ti tu kartu přinese do ruky.</translation>
    </message>
    <message>
        <source>Another errand boy stands there this round already.</source>
        <translation>Tam už v tomto kole stojí jiný poslíček.</translation>
    </message>
    <message>
        <source>Block a day plan: {plans}</source>
        <translation>Zablokuj plán dne: {plans}</translation>
    </message>
    <message>
        <source>Block day plan {plan}</source>
        <translation>Zablokovat plán dne {plan}</translation>
    </message>
    <message>
        <source>Breeders&apos; Show</source>
        <translation>Chovatelská výstava</translation>
    </message>
    <message>
        <source>Broker</source>
        <translation>Makléř</translation>
    </message>
    <message>
        <source>Busy Day</source>
        <translation>Rušný den</translation>
    </message>
    <message>
        <source>Buy a property: {cards} ({pounds})</source>
        <translation>Kup nemovitost: {cards} ({pounds})</translation>
    </message>
    <message>
        <source>Buy {card} for {pounds}</source>
        <translation>Koupit: {card} za {pounds}</translation>
    </message>
    <message>
        <source>Carriage</source>
        <translation>Kočár</translation>
    </message>
    <message>
        <source>Carriage Ride</source>
        <translation>Projížďka kočárem</translation>
    </message>
    <message>
        <source>Choose a day plan: {plans}</source>
        <translation>Vyber si plán dne: {plans}</translation>
    </message>
    <message>
        <source>Choose “{move}”.</source>
        <translation>Vyber „{move}“.</translation>
    </message>
    <message>
        <source>Choosing day plans</source>
        <translation>Volba plánu dne</translation>
    </message>
    <message>
        <source>Coachman</source>
        <translation>Kočí</translation>
    </message>
    <message>
        <source>Cook</source>
        <translation>Kuchař</translation>
    </message>
    <message>
        <source>Cruise</source>
        <translation>Plavba</translation>
    </message>
    <message>
        <source>Day plan {plan}</source>
        <translation>Plán dne {plan}</translation>
    </message>
    <message>
        <source>Day plan {plan} is taken already: choose a free one.</source>
        <translation>Plán dne {plan} už je obsazený: vyber si volný.</translation>
    </message>
    <message>
        <source>Day plan {plan}: {cards}, {errands}, {actions}</source>
        <translation>Plán dne {plan}: {cards}, {errands}, {actions}</translation>
    </message>
    <message>
        <source>Dinner</source>
        <translation>Večeře</translation>
    </message>
    <message>
        <source>Discard a card: keep {keep}</source>
        <translation>Odhoď kartu: ponecháš si {keep}</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Odhodit: {card}</translation>
    </message>
    <message>
        <source>Dog</source>
        <translation>Pes</translation>
    </message>
    <message>
        <source>Draw a Will card for the starting money (70 to 130 pounds)</source>
        <translation>Líznout kartu závěti pro počáteční peníze (70 až 130 liber)</translation>
    </message>
    <message>
        <source>Draw one card: {decks}</source>
        <translation>Táhni jednu kartu: {decks}</translation>
    </message>
    <message>
        <source>Draw one card: {deck}</source>
        <translation>Líznout jednu kartu: {deck}</translation>
    </message>
    <message>
        <source>Each property left counts its value + 5. The lowest total wins: the deepest debt, else the least money.</source>
        <translation>Každá nemovitost, která zbude, se počítá hodnotou + 5. Vyhrává nejnižší součet: nejhlubší dluh, jinak nejméně peněz.</translation>
    </message>
    <message>
        <source>End my turn</source>
        <translation>Ukončit tah</translation>
    </message>
    <message>
        <source>End of the round</source>
        <translation>Konec kola</translation>
    </message>
    <message>
        <source>End your turn ({left} left)</source>
        <translation>Ukonči tah (zbývá {left})</translation>
    </message>
    <message>
        <source>Estate Agent</source>
        <translation>Realitní makléř</translation>
    </message>
    <message>
        <source>Every companion place on {card} is taken already.</source>
        <translation>Všechna místa pro doprovod na kartě {card} jsou už obsazená.</translation>
    </message>
    <message>
        <source>Everybody takes their actions, in day-plan order.</source>
        <translation>Všichni provádějí akce v pořadí plánů dne.</translation>
    </message>
    <message>
        <source>Extra board ({count} left)</source>
        <translation>Doplňková deska (zbývá {count})</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Statek</translation>
    </message>
    <message>
        <source>From then on that card can spend more every round.</source>
        <translation>Od té doby ta karta může každé kolo utratit víc.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>Gardener</source>
        <translation>Zahradník</translation>
    </message>
    <message>
        <source>Happy Day</source>
        <translation>Šťastný den</translation>
    </message>
    <message>
        <source>Happy Day on {card} as a {companion}</source>
        <translation>Šťastný den na kartu {card} jako doprovod: {companion}</translation>
    </message>
    <message>
        <source>Happy Days</source>
        <translation>Šťastné dny</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Kůň</translation>
    </message>
    <message>
        <source>It costs actions and spends its money once; companions make it spend more.</source>
        <translation>Stojí akce a jednou utratí své peníze; s doprovodem utratí víc.</translation>
    </message>
    <message>
        <source>It gives cards at once, errand boys and actions; plans further left go first.</source>
        <translation>Dá ti hned karty, poslíčky a akce; plány víc vlevo hrají dřív.</translation>
    </message>
    <message>
        <source>It spends money once this round; an activated house does not lose value.</source>
        <translation>V tomto kole jednou utratí peníze; aktivovaný dům neztratí hodnotu.</translation>
    </message>
    <message>
        <source>It spends {pay}: the most money for your actions.</source>
        <translation>Utratíš {pay}: za své akce nejvíc peněz.</translation>
    </message>
    <message>
        <source>It stays there: activate it every round to spend again.</source>
        <translation>Zůstane tam: aktivuj ji každé kolo a utrácej znovu.</translation>
    </message>
    <message>
        <source>Its price is spent; but you must sell it again before you can finish your money.</source>
        <translation>Její cenu utratíš; než ale utratíš všechno, musíš ji zase prodat.</translation>
    </message>
    <message>
        <source>Keeping two cards</source>
        <translation>Výběr dvou karet</translation>
    </message>
    <message>
        <source>Lady</source>
        <translation>Dáma</translation>
    </message>
    <message>
        <source>Last Will</source>
        <translation>Poslední vůle</translation>
    </message>
    <message>
        <source>Lay a card on your board: {cards}</source>
        <translation>Polož kartu na svou desku: {cards}</translation>
    </message>
    <message>
        <source>Lay {card} on your board</source>
        <translation>Vyložit na desku: {card}</translation>
    </message>
    <message>
        <source>Market: {tokens}</source>
        <translation>Trh: {tokens}</translation>
    </message>
    <message>
        <source>Money comes back, less the lower its value; to finish your money you must own none.</source>
        <translation>Peníze se vrátí, tím méně, čím menší je její hodnota; utratit všechno můžeš, jen když žádnou nevlastníš.</translation>
    </message>
    <message>
        <source>Money left</source>
        <translation>Zbylé peníze</translation>
    </message>
    <message>
        <source>Money spent at once, without an action.</source>
        <translation>Peníze utratíš hned, bez akce.</translation>
    </message>
    <message>
        <source>Name a deck for your next card: {decks}</source>
        <translation>Řekni balíček pro další kartu: {decks}</translation>
    </message>
    <message>
        <source>New cards of {player}: {cards}.</source>
        <translation>{player} – nové karty: {cards}.</translation>
    </message>
    <message>
        <source>No errand boy can take the card of space {space} any more.</source>
        <translation>Kartu z pole {space} si už žádný poslíček vzít nemůže.</translation>
    </message>
    <message>
        <source>Nothing else is worth an action now.</source>
        <translation>Nic dalšího teď za akci nestojí.</translation>
    </message>
    <message>
        <source>Old Friend</source>
        <translation>Starý přítel</translation>
    </message>
    <message>
        <source>One more space for cards on your board.</source>
        <translation>Jedno místo pro kartu navíc na tvé desce.</translation>
    </message>
    <message>
        <source>Only so many cards stay in your hand; the others go face down.</source>
        <translation>Jen tolik karet ti zůstane v ruce; ostatní jdou lícem dolů pryč.</translation>
    </message>
    <message>
        <source>Opera: spend 2</source>
        <translation>Opera: utratit 2</translation>
    </message>
    <message>
        <source>Opera: spend {pounds}</source>
        <translation>Opera: utratit {pounds}</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>Večírek</translation>
    </message>
    <message>
        <source>Play an experience: {cards}</source>
        <translation>Zahraj zážitek: {cards}</translation>
    </message>
    <message>
        <source>Play {card}: {actions}, spend {pounds}</source>
        <translation>Zahrát: {card}, {actions}, utratit {pounds}</translation>
    </message>
    <message>
        <source>Press “{move}”.</source>
        <translation>Klikni na „{move}“.</translation>
    </message>
    <message>
        <source>Private Room</source>
        <translation>Salónek</translation>
    </message>
    <message>
        <source>Properties (value + 5)</source>
        <translation>Nemovitosti (hodnota + 5)</translation>
    </message>
    <message>
        <source>Property market:</source>
        <translation>Trh nemovitostí:</translation>
    </message>
    <message>
        <source>Put +3 on what you will buy and −3 on what you will sell.</source>
        <translation>Dej +3 k tomu, co koupíš, a −3 k tomu, co prodáš.</translation>
    </message>
    <message>
        <source>Put a companion on a card of your board: {cards}</source>
        <translation>Dej doprovod na kartu své desky: {cards}</translation>
    </message>
    <message>
        <source>Rearrange the property market</source>
        <translation>Přeskup trh s nemovitostmi</translation>
    </message>
    <message>
        <source>Residence</source>
        <translation>Rezidence</translation>
    </message>
    <message>
        <source>Round 1 begins. First everyone keeps {keep} of their cards. Then the day plans, beginning with: {player}.</source>
        <translation>Kolo 1 začíná. Nejdřív si každý nechá {keep} ze svých karet. Pak se vybírají plány dne, začíná: {player}.</translation>
    </message>
    <message>
        <source>Round {round} begins. {player} starts.</source>
        <translation>Kolo {round} začíná. Na řadě je {player}.</translation>
    </message>
    <message>
        <source>Round {round} is over.</source>
        <translation>Kolo {round} skončilo.</translation>
    </message>
    <message>
        <source>Same total: the day plan further left in the last round wins.</source>
        <translation>Stejný součet: vyhrává ten, jehož plán dne byl v posledním kole víc vlevo.</translation>
    </message>
    <message>
        <source>School Chum</source>
        <translation>Kumpán</translation>
    </message>
    <message>
        <source>Sea Dog</source>
        <translation>Mořský vlk</translation>
    </message>
    <message>
        <source>Sell a property: {cards} ({pounds})</source>
        <translation>Prodej nemovitost: {cards} ({pounds})</translation>
    </message>
    <message>
        <source>Sell {card} for {pounds}</source>
        <translation>Prodat: {card} za {pounds}</translation>
    </message>
    <message>
        <source>Sending errand boys</source>
        <translation>Posílání poslíčků</translation>
    </message>
    <message>
        <source>Spree</source>
        <translation>Flám</translation>
    </message>
    <message>
        <source>Steward</source>
        <translation>Správce</translation>
    </message>
    <message>
        <source>Summer House</source>
        <translation>Letní sídlo</translation>
    </message>
    <message>
        <source>Tailor</source>
        <translation>Krejčí</translation>
    </message>
    <message>
        <source>Take a card of the offer: {cards}</source>
        <translation>Vezmi si kartu z nabídky: {cards}</translation>
    </message>
    <message>
        <source>Take an extra player board</source>
        <translation>Vzít doplňkovou desku</translation>
    </message>
    <message>
        <source>Take {card} (space {space})</source>
        <translation>Vzít: {card} (místo {space})</translation>
    </message>
    <message>
        <source>Taking actions</source>
        <translation>Akce</translation>
    </message>
    <message>
        <source>That cannot be done in this part of the round.</source>
        <translation>To v této části kola udělat nejde.</translation>
    </message>
    <message>
        <source>That deck has no cards left.</source>
        <translation>V tom balíčku už nejsou žádné karty.</translation>
    </message>
    <message>
        <source>The discarded {deck} are shuffled into a new deck.</source>
        <translation>Odhozené karty ({deck}) se zamíchají do nového balíčku.</translation>
    </message>
    <message>
        <source>The game can end this round: sell every property first.</source>
        <translation>Hra může skončit v tomhle kole: nejdřív prodej všechny nemovitosti.</translation>
    </message>
    <message>
        <source>The game is over after the seventh round.</source>
        <translation>Hra skončila po sedmém kole.</translation>
    </message>
    <message>
        <source>The game is over: {players} spent everything.</source>
        <translation>Hra skončila. Bez peněz a nemovitostí: {players}.</translation>
    </message>
    <message>
        <source>The next place on {card} is for this companion: {companion}; you have no such card and no Happy Day.</source>
        <translation>Další místo na kartě {card} je pro doprovod: {companion}; takovou kartu ani Šťastný den nemáš.</translation>
    </message>
    <message>
        <source>The others would like this day plan most.</source>
        <translation>Tenhle plán dne by ostatní chtěli nejvíc.</translation>
    </message>
    <message>
        <source>The rules do not allow that now: the list shows what you may do.</source>
        <translation>To teď pravidla nedovolují: co můžeš, ukazuje seznam.</translation>
    </message>
    <message>
        <source>The {deck} deck is the most useful now.</source>
        <translation>Balíček {deck} je teď nejužitečnější.</translation>
    </message>
    <message>
        <source>Theatre</source>
        <translation>Divadlo</translation>
    </message>
    <message>
        <source>This day plan gives you the most useful actions and cards.</source>
        <translation>Tenhle plán dne ti dá nejužitečnější akce a karty.</translation>
    </message>
    <message>
        <source>This day plan is the least useful to you.</source>
        <translation>Tenhle plán dne je pro tebe nejméně užitečný.</translation>
    </message>
    <message>
        <source>This market suits your properties best.</source>
        <translation>Tenhle trh se tvým nemovitostem hodí nejlíp.</translation>
    </message>
    <message>
        <source>This needs {needed}, and you have only {left} left this round.</source>
        <translation>Na to nemáš dost akcí ({needed}), v tomto kole ti zbývá jen {left}.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>Training Ground</source>
        <translation>Cvičiště</translation>
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
        <translation>Číšník</translation>
    </message>
    <message>
        <source>While you own a property you may not pay more than your {money}: sell the property first.</source>
        <translation>Dokud vlastníš nemovitost, nesmíš zaplatit víc, než kolik máš ({money}): nejdřív ji prodej.</translation>
    </message>
    <message>
        <source>Whisky Club</source>
        <translation>Whisky klub</translation>
    </message>
    <message>
        <source>Wild Party</source>
        <translation>Divoký večírek</translation>
    </message>
    <message>
        <source>With two players a neutral marker takes a plan away from the other player.</source>
        <translation>Ve dvou hráčích neutrální žeton vezme plán tomu druhému.</translation>
    </message>
    <message>
        <source>You drew: {cards}.</source>
        <translation>Tvoje nové karty: {cards}.</translation>
    </message>
    <message>
        <source>You have drawn a card on your own errand space this round already.</source>
        <translation>Tvoje pole pro poslíčka je v tomto kole už použité.</translation>
    </message>
    <message>
        <source>You name every deck first; all the cards come at once.</source>
        <translation>Nejdřív řekneš všechny balíčky; karty pak přijdou najednou.</translation>
    </message>
    <message>
        <source>Your board is full: lay the card in place of one of your cards that is not a property.</source>
        <translation>Tvoje deska je plná: polož kartu místo jedné ze svých karet, která není nemovitost.</translation>
    </message>
    <message>
        <source>Your board is getting full.</source>
        <translation>Tvoje deska se zaplňuje.</translation>
    </message>
    <message>
        <source>Your cash cannot pay for the actions you have left.</source>
        <translation>Na akce, které ti zbývají, nemáš dost peněz.</translation>
    </message>
    <message>
        <source>Your own errand space, once a round.</source>
        <translation>Tvoje vlastní pole pro poslíčka, jednou za kolo.</translation>
    </message>
    <message>
        <source>actions left: {count}</source>
        <translation>zbývá akcí: {count}</translation>
    </message>
    <message>
        <source>companions</source>
        <translation>doprovody</translation>
    </message>
    <message>
        <source>day plan {plan}: {player}</source>
        <translation>plán dne {plan}: {player}</translation>
    </message>
    <message>
        <source>experiences</source>
        <translation>zážitky</translation>
    </message>
    <message>
        <source>hand: {count}</source>
        <translation>v ruce: {count}</translation>
    </message>
    <message>
        <source>helpers and rentals</source>
        <translation>pomocníci a pronájmy</translation>
    </message>
    <message>
        <source>plan {plan}</source>
        <translation>plán {plan}</translation>
    </message>
    <message>
        <source>properties</source>
        <translation>nemovitosti</translation>
    </message>
    <message>
        <source>special cards</source>
        <translation>speciální karty</translation>
    </message>
    <message>
        <source>special cards with {crowns} crown(s)</source>
        <translation>speciální karty (korun: {crowns})</translation>
    </message>
    <message>
        <source>{card} costs {pay}, and much less comes back when you sell it.</source>
        <translation>{card} stojí {pay} a při prodeji se ti vrátí mnohem méně.</translation>
    </message>
    <message>
        <source>{card} has been used this round already: a card on the board works once a round.</source>
        <translation>Karta {card} už v tomto kole pracovala: karta na desce se použije jednou za kolo.</translation>
    </message>
    <message>
        <source>{card} has nothing to activate: its help works by itself.</source>
        <translation>Karta {card} nemá co aktivovat: její pomoc funguje sama.</translation>
    </message>
    <message>
        <source>{card} helps you spend money in the rounds to come.</source>
        <translation>{card} ti v dalších kolech pomůže utrácet.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>Kartu {card} nemáš v ruce.</translation>
    </message>
    <message>
        <source>{card} is not on your board.</source>
        <translation>Kartu {card} nemáš na desce.</translation>
    </message>
    <message>
        <source>{card} is the best use of your actions now.</source>
        <translation>{card} je teď to nejlepší, na co použít akce.</translation>
    </message>
    <message>
        <source>{card} is the least useful card in your hand.</source>
        <translation>{card} je nejméně užitečná karta v tvé ruce.</translation>
    </message>
    <message>
        <source>{card} is the most useful card you can get now.</source>
        <translation>{card} je teď ta nejužitečnější karta, kterou můžeš získat.</translation>
    </message>
    <message>
        <source>{card} will not lose more value before the end: sell it now.</source>
        <translation>Prodej teď: {card} už do konce hry neztratí na ceně.</translation>
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
        <translation>{player} blokuje plán dne {plan}.</translation>
    </message>
    <message>
        <source>{player} chose day plan {plan}.</source>
        <translation>{player} volí plán dne {plan}.</translation>
    </message>
    <message>
        <source>{player} discarded a card ({deck}).</source>
        <translation>{player} odhazuje kartu ({deck}).</translation>
    </message>
    <message>
        <source>{player} discarded {card} from their board.</source>
        <translation>{player} odhazuje kartu {card} ze své desky.</translation>
    </message>
    <message>
        <source>{player} draws nothing.</source>
        <translation>{player} netáhne nic.</translation>
    </message>
    <message>
        <source>{player} drew {cards}.</source>
        <translation>{player} si bere karty: {cards}.</translation>
    </message>
    <message>
        <source>{player} has finished this round.</source>
        <translation>{player} v tomto kole končí.</translation>
    </message>
    <message>
        <source>{player} laid {card} on their board.</source>
        <translation>{player} vykládá kartu {card} na svou desku.</translation>
    </message>
    <message>
        <source>{player} names a card from: {deck}.</source>
        <translation>{player} táhne kartu z balíčku: {deck}.</translation>
    </message>
    <message>
        <source>{player} played {card}.</source>
        <translation>{player} hraje kartu {card}.</translation>
    </message>
    <message>
        <source>{player} put a Happy Day on {card} as a {companion}.</source>
        <translation>{player} dává Šťastný den na kartu {card} jako doprovod: {companion}.</translation>
    </message>
    <message>
        <source>{player} put a {companion} on {card}.</source>
        <translation>{player} dává na kartu {card}: {companion}.</translation>
    </message>
    <message>
        <source>{player} set the market: {tokens}.</source>
        <translation>{player} mění trh: {tokens}.</translation>
    </message>
    <message>
        <source>{player} sold {card} for {pounds}.</source>
        <translation>{player} prodává kartu {card} za {pounds}.</translation>
    </message>
    <message>
        <source>{player} spent {pounds}.</source>
        <translation>{player} utrácí: {pounds}.</translation>
    </message>
    <message>
        <source>{player} took an extra player board.</source>
        <translation>{player} si bere doplňkovou desku.</translation>
    </message>
    <message>
        <source>{player}&apos;s Happy Day goes back beside the board.</source>
        <translation>{player}: Šťastný den se vrací vedle plánu.</translation>
    </message>
    <message>
        <source>{player}&apos;s errand boy stays at home: no space is free.</source>
        <translation>{player}: poslíček zůstává doma, žádné místo není volné.</translation>
    </message>
    <message>
        <source>{player}&apos;s errand boy took {card}.</source>
        <translation>{player}: poslíček bere kartu {card}.</translation>
    </message>
    <message>
        <source>{player}&apos;s errand boy went to the Opera.</source>
        <translation>{player}: poslíček jde do opery.</translation>
    </message>
    <message>
        <source>{player}&apos;s {card} was not maintained and decays: now worth {pounds}.</source>
        <translation>{player}: {card} bez údržby chátrá. Nová hodnota: {pounds}.</translation>
    </message>
</context>
<context>
    <name>LastWillTutorial</name>
    <message>
        <source>A Happy Day stands in for any companion. Use it this round: at the round&apos;s end it goes back beside the board.</source>
        <translation>Šťastný den zastoupí jakýkoli doprovod. Použij ho v tomto kole: na konci kola se vrací vedle herního plánu.</translation>
    </message>
    <message>
        <source>A new round has begun, with a new offer. At each round&apos;s end unused actions are lost, everyone keeps at most two cards, houses not maintained lose value, and the next player starts.</source>
        <translation>Začalo nové kolo s novou nabídkou. Na konci každého kola propadnou nevyužité akce, každý si nechá nejvýš dvě karty, neudržované domy ztratí hodnotu a začíná další hráč.</translation>
    </message>
    <message>
        <source>A property&apos;s price is its value plus the market token of its kind, at the top right: a +3 makes buying dearer, which is good for you. When you sell, the token counts too, so a −3 brings back less.</source>
        <translation>Cena nemovitosti je její hodnota plus žeton jejího druhu na trhu vpravo nahoře: +3 koupi prodraží, a to je pro tebe dobře. Při prodeji se žeton počítá také, takže −3 vrátí méně.</translation>
    </message>
    <message>
        <source>At the end of a round you may keep only two cards (a School Chum lets you keep more). Choose the ones to discard.</source>
        <translation>Na konci kola si smíš nechat jen dvě karty (s Kumpánem víc). Vyber ty, které odhodíš.</translation>
    </message>
    <message>
        <source>Cards with crowns are special cards from the offer: stronger experiences and helpers, and a few of their own, like a Busy Day that gives actions or a Wild Party that makes houses lose value.</source>
        <translation>Karty s korunkami jsou speciální karty z nabídky: silnější zážitky a pomocníci a pár úplně zvláštních, třeba Rušný den, který dá akce, nebo Divoký večírek, po kterém domy ztratí hodnotu.</translation>
    </message>
    <message>
        <source>Choose your day plan up here. It says how many cards you draw now, how many errand boys you send and how many actions you get to spend money with. Plans further left go first in everything this round.</source>
        <translation>Tady nahoře si vyber plán dne. Říká, kolik karet si hned táhneš, kolik poslíčků pošleš a kolik akcí budeš mít na utrácení. Plány víc vlevo jsou v tomto kole ve všem na řadě dřív.</translation>
    </message>
    <message>
        <source>Each card on your board can be activated once a round to spend its money: click it. A companion placed on it for good lets it spend more from then on.</source>
        <translation>Každou kartu na své desce můžeš jednou za kolo aktivovat a utratit její peníze: klikni na ni. Doprovod, který na ni natrvalo položíš, jí od té doby dovolí utratit víc.</translation>
    </message>
    <message>
        <source>Name the deck of each card you draw; they all come at once when all are named. Experiences spend money, helpers and rentals stay on your board, properties cost a lot, and companions go with other cards.</source>
        <translation>Řekni, ze kterého balíčku bude každá karta, kterou si táhneš; přijdou všechny najednou, až budou všechny řečené. Zážitky utrácejí peníze, pomocníci a pronájmy zůstávají na tvé desce, nemovitosti stojí hodně a doprovody se hrají s jinými kartami.</translation>
    </message>
    <message>
        <source>Nobody maintained your house at the round&apos;s end, so it lost value. That is fine for you: selling it will bring back less money.</source>
        <translation>Tvůj dům na konci kola nikdo neudržoval, a tak ztratil hodnotu. Pro tebe dobře: při prodeji se ti vrátí méně peněz.</translation>
    </message>
    <message>
        <source>Now send an errand boy, one space each: take a card of the offer, go to the Opera to spend 2 pounds at once, change the prices on the property market, take an extra board or draw a card. Whoever&apos;s plan is further left sends first.</source>
        <translation>Teď pošli poslíčka, na každé pole jen jednoho: vezmi si kartu z nabídky, jdi do Opery a hned utrať 2 libry, změň ceny na trhu s nemovitostmi, vezmi si doplňkovou desku nebo si táhni kartu. Kdo má plán víc vlevo, posílá první.</translation>
    </message>
    <message>
        <source>Now spend! An experience spends its money once, a card laid on your board can spend again every round, and buying a property spends its price; companion cards go with them to spend more. Each costs actions: when yours are used up, end your turn.</source>
        <translation>A teď utrácej! Zážitek utratí své peníze jednou, karta položená na tvou desku může utrácet každé kolo znovu a koupě nemovitosti utratí její cenu; karty doprovodu k nim přidáš, aby utratily víc. Všechno stojí akce: až ti dojdou, ukonči tah.</translation>
    </message>
    <message>
        <source>The game is over. Each player counts the money left plus each property&apos;s value and 5 more; the lowest total wins, so the deepest debt is best.</source>
        <translation>Hra skončila. Každému se počítají zbylé peníze a hodnota každé jeho nemovitosti a k ní 5 navíc; vyhrává nejnižší součet, takže nejhlubší dluh je nejlepší.</translation>
    </message>
    <message>
        <source>This is the last round: the game ends after a round in which someone has spent everything and owns no property, or after round seven. Spend what you can and sell your properties!</source>
        <translation>Tohle je poslední kolo: hra končí po kole, ve kterém někdo utratil všechno a nevlastní žádnou nemovitost, nebo po sedmém kole. Utrať, co můžeš, a prodej své nemovitosti!</translation>
    </message>
    <message>
        <source>Well done, your money went down! Everyone&apos;s money is shown beside their name: you want yours to reach nothing first.</source>
        <translation>Výborně, tvých peněz ubylo! Peníze všech jsou vidět u jejich jmen: chceš, aby tobě nezbylo nic dřív než ostatním.</translation>
    </message>
    <message>
        <source>You have less money left than someone else: a good start! Keep your actions busy and let your houses lose value.</source>
        <translation>Zbývá ti méně peněz než někomu jinému: dobrý začátek! Využívej všechny akce a nech své domy chátrat.</translation>
    </message>
    <message>
        <source>You have little money left! While you own a property you cannot pay more than you have, so sell it first; without property you may go into debt, and the deeper the better.</source>
        <translation>Zbývá ti málo peněz! Dokud vlastníš nemovitost, nezaplatíš víc, než máš, tak ji nejdřív prodej; bez nemovitosti smíš jít do dluhu, a čím hlubšího, tím líp.</translation>
    </message>
    <message>
        <source>You have more money left than anyone else. Next round choose a day plan with more actions, or send an errand boy to the Opera: every pound spent brings you closer to the fortune.</source>
        <translation>Zbývá ti víc peněz než všem ostatním. Příště si vyber plán dne s víc akcemi nebo pošli poslíčka do Opery: každá utracená libra tě přiblíží k dědictví.</translation>
    </message>
    <message>
        <source>You own a property. A house loses value at each round&apos;s end unless you maintain it (activate it; a farm never does), and you can sell it again for what it is worth then. To finish your money you must own no property, so sell it in time: for less than you paid, and that is good!</source>
        <translation>Vlastníš nemovitost. Dům na konci každého kola ztratí hodnotu, pokud ho neudržuješ (neaktivuješ; statek ji neztrácí nikdy), a můžeš ho zase prodat za to, kolik bude mít zrovna hodnotu. Utratit všechno můžeš, jen když nevlastníš žádnou nemovitost, tak ji včas prodej: za méně, než stála, a to je dobře!</translation>
    </message>
    <message>
        <source>You sold a property: less money came back than you paid for it, which is just what you want. Once you own no property, you may even spend more than you have.</source>
        <translation>Nemovitost je prodaná: vrátilo se ti méně peněz, než stála, a přesně to chceš. Když nevlastníš žádnou nemovitost, smíš utratit i víc, než máš.</translation>
    </message>
    <message>
        <source>Your house was maintained, so it kept its value. Maintaining spends money now; a house left to decay brings back less money when you sell it. Both help you!</source>
        <translation>Tvůj dům byl udržovaný, a tak si hodnotu nechal. Údržba utrácí peníze hned; dům, který chátrá, zase vrátí méně peněz, až ho prodáš. Obojí ti pomáhá!</translation>
    </message>
    <message>
        <source>Your new cards stand a little higher in your hand. Only you see them: the others see how many cards of each deck you hold.</source>
        <translation>Nové karty máš v ruce trochu výš. Vidíš je jen ty: ostatní vidí, kolik karet z kterého balíčku držíš.</translation>
    </message>
    <message>
        <source>Your rich uncle has left each of you 50 pounds, and whoever spends it all first inherits his whole fortune! First keep two of your three cards: choose the one to discard in the list.</source>
        <translation>Bohatý strýček odkázal každému hráči 50 liber a kdo je všechny utratí první, zdědí celé jeho jmění! Nejdřív si ze svých tří karet nech dvě: v seznamu vyber tu, kterou odhodíš.</translation>
    </message>
</context>
<context>
    <name>MovingCards</name>
    <message>
        <source>Click or press Esc to skip</source>
        <translation>Přeskoč kliknutím nebo klávesou Esc</translation>
    </message>
</context>
</TS>
