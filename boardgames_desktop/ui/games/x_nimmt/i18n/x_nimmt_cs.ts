<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>PlacingAnimation</name>
    <message>
        <source>Click or press Esc to skip</source>
        <translation>Přeskoč kliknutím nebo klávesou Esc</translation>
    </message>
</context>
<context>
    <name>RoundScorePanel</name>
    <message>
        <source>Continue</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>Each cow head in your hand costs 1 point, each cow head in your X pile 2 points; the X row costs nothing. Fewest points win.</source>
        <translation>Každá kraví hlava v ruce stojí 1 bod, každá kraví hlava v balíčku X 2 body, řada X nestojí nic. Vyhrává ten, kdo má nejméně bodů.</translation>
    </message>
    <message>
        <source>Round {round} is over</source>
        <translation>{round}. kolo skončilo</translation>
    </message>
</context>
<context>
    <name>XNimmtModels</name>
    <message>
        <source>Cows in X pile</source>
        <translation>Kraví hlavy v balíčku X</translation>
    </message>
    <message>
        <source>Cows in hand</source>
        <translation>Kraví hlavy v ruce</translation>
    </message>
    <message>
        <source>Empty place</source>
        <translation>Volné místo</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Karta lícem dolů</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>V ruce</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>Round 1</source>
        <translation>1. kolo</translation>
    </message>
    <message>
        <source>Round 2</source>
        <translation>2. kolo</translation>
    </message>
    <message>
        <source>Row card {size}</source>
        <translation>Karta řady „{size}“</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>X card</source>
        <translation>Karta „X“</translation>
    </message>
    <message>
        <source>X pile</source>
        <translation>Balíček X</translation>
    </message>
    <message>
        <source>X row</source>
        <translation>Řada X</translation>
    </message>
    <message>
        <source>Your X pile is empty.</source>
        <translation>Tvůj balíček X je prázdný.</translation>
    </message>
    <message>
        <source>Your X pile: {cards} ({heads}, twice that in points)</source>
        <translation>Tvůj balíček X: {cards} ({heads}, v bodech dvakrát tolik)</translation>
    </message>
    <message>
        <source>{cards} face down</source>
        <translation>{cards} lícem dolů</translation>
    </message>
    <message>
        <source>{card} ({heads})</source>
        <translation>{card} ({heads})</translation>
    </message>
    <message>
        <source>{player}: a face-down card</source>
        <translation>{player}: karta lícem dolů</translation>
    </message>
    <message>
        <source>{player}: still choosing</source>
        <translation>{player}: ještě vybírá</translation>
    </message>
    <message>
        <source>{player}: your card {card}, face down</source>
        <translation>{player}: tvoje karta {card}, lícem dolů</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>{player}: {card}, placed</source>
        <translation>{player}: {card}, už leží v řadě</translation>
    </message>
</context>
<context>
    <name>XNimmtTable</name>
    <message>
        <source>A card lower than {card} sends your X row face down onto your X pile.</source>
        <translation>Karta nižší než {card} pošle tvou řadu X lícem dolů na balíček X.</translation>
    </message>
    <message>
        <source>Choose a card first: click it, then press Play card.</source>
        <translation>Nejdřív vyber kartu: klikni na ni a pak stiskni „Zahrát kartu“.</translation>
    </message>
    <message>
        <source>Choose the card you play: click it, then press Play card. Arrow keys and Enter work too.</source>
        <translation>Vyber kartu, kterou zahraješ: klikni na ni a pak na „Zahrát kartu“. Jde to i šipkami a klávesou Enter.</translation>
    </message>
    <message>
        <source>Click the card that goes to your X row; the others go to your hand.</source>
        <translation>Klikni na kartu, která půjde do tvé řady X. Ostatní si vezmeš do ruky.</translation>
    </message>
    <message>
        <source>Deciding: {player}</source>
        <translation>Rozhoduje: {player}</translation>
    </message>
    <message>
        <source>First choose the row you take: your card is lower than every row.</source>
        <translation>Nejdřív vyber řadu, kterou si vezmeš: tvoje karta je nižší než všechny řady.</translation>
    </message>
    <message>
        <source>First click the card that goes to your X row.</source>
        <translation>Nejdřív klikni na kartu, která půjde do tvé řady X.</translation>
    </message>
    <message>
        <source>Hand: {player}</source>
        <translation>Karty v ruce: {player}</translation>
    </message>
    <message>
        <source>On the table this turn</source>
        <translation>Na stole v tomto tahu</translation>
    </message>
    <message>
        <source>Play card</source>
        <translation>Zahrát kartu</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Zahrát kartu {card}</translation>
    </message>
    <message>
        <source>Round {round} · turn {turn}</source>
        <translation>{round}. kolo · {turn}. tah</translation>
    </message>
    <message>
        <source>Row {size}</source>
        <translation>Řada {size}</translation>
    </message>
    <message>
        <source>Still choosing: {players}</source>
        <translation>Ještě vybírají: {players}</translation>
    </message>
    <message>
        <source>Take row {size}: {cards}, {heads} (key {key})</source>
        <translation>Vzít si řadu „{size}“: {cards}, {heads} (klávesa {key})</translation>
    </message>
    <message>
        <source>The cards are being placed, lowest first; you choose your next card when all are in the rows.</source>
        <translation>Karty se teď přikládají, od nejnižší; další kartu vybereš, až budou všechny v řadách.</translation>
    </message>
    <message>
        <source>The cards go to the rows, lowest first.</source>
        <translation>Karty se přikládají do řad od nejnižší.</translation>
    </message>
    <message>
        <source>The cards you take</source>
        <translation>Karty, které bereš</translation>
    </message>
    <message>
        <source>The next card takes this row!</source>
        <translation>Další karta tuhle řadu bere!</translation>
    </message>
    <message>
        <source>Wait for the others.</source>
        <translation>Počkej na ostatní.</translation>
    </message>
    <message>
        <source>Waiting for the next player.</source>
        <translation>Čeká se na dalšího hráče.</translation>
    </message>
    <message>
        <source>X pile: {player}</source>
        <translation>Balíček X: {player}</translation>
    </message>
    <message>
        <source>X row: {player}</source>
        <translation>Řada X: {player}</translation>
    </message>
    <message>
        <source>Your X pile</source>
        <translation>Tvůj balíček X</translation>
    </message>
    <message>
        <source>Your X row</source>
        <translation>Tvoje řada X</translation>
    </message>
    <message>
        <source>Your card for this turn is chosen. Wait for the others.</source>
        <translation>Kartu pro tento tah už máš vybranou. Počkej na ostatní.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tvoje karty v ruce</translation>
    </message>
    <message>
        <source>Your {card} is lower than every row. Choose a row to take: click it, or press its number: 3, 4 or 5.</source>
        <translation>Tvoje karta {card} je nižší než všechny řady. Vyber si řadu, kterou si vezmeš: klikni na ni, nebo stiskni její číslo: 3, 4 nebo 5.</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>žádné karty</translation>
    </message>
    <message>
        <source>{heads} in your X pile, each counts twice</source>
        <translation>V tvém balíčku X: {heads}, každá se počítá dvakrát</translation>
    </message>
    <message>
        <source>{player} chooses a row to take.</source>
        <translation>{player} vybírá řadu, kterou si vezme.</translation>
    </message>
    <message>
        <source>{player} chooses the card for the X row.</source>
        <translation>{player} vybírá kartu do řady X.</translation>
    </message>
    <message>
        <source>{player} wins with the fewest points!</source>
        <translation>{player} vyhrává s nejmenším počtem bodů!</translation>
    </message>
</context>
<context>
    <name>XNimmtTexts</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cow head(s)</source>
        <translation>
            <numerusform>%n kraví hlava</numerusform>
            <numerusform>%n kraví hlavy</numerusform>
            <numerusform>%n kravích hlav</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
    <message>
        <source>Card {card} in {row} is the least risky of your cards.</source>
        <translation>Karta {card} v řadě {row} je ze tvých karet nejméně riskantní.</translation>
    </message>
    <message>
        <source>Card {card} is lower than every row, so you would take the cheapest one ({heads}); your other cards risk more.</source>
        <translation>Karta {card} je nižší než všechny řady, takže si vezmeš tu nejlevnější ({heads}); ostatní karty riskují víc.</translation>
    </message>
    <message>
        <source>Card {card} is safe in {row}, and it gets rid of {heads}.</source>
        <translation>Karta {card} je v řadě {row} v bezpečí a zbavíš se s ní: {heads}.</translation>
    </message>
    <message>
        <source>Card {card} is safe in {row}: the others are unlikely to fill it first.</source>
        <translation>Karta {card} je v řadě {row} v bezpečí: ostatní ji asi dřív nezaplní.</translation>
    </message>
    <message>
        <source>Card {card} is the lowest that fits your X row: the lower your X row ends, the less likely a card you take later sends it onto your X pile.</source>
        <translation>Karta {card} je nejnižší, která se hodí do tvé řady X: čím nižší kartou tvoje řada X končí, tím menší je šance, že ji karta, kterou vezmeš později, pošle na balíček X.</translation>
    </message>
    <message>
        <source>Card {card} takes {row} ({heads}); your other cards risk more.</source>
        <translation>Karta {card} bere řadu {row} ({heads}); ostatní karty riskují víc.</translation>
    </message>
    <message>
        <source>Choose a card and press Play card</source>
        <translation>Vyber kartu a stiskni „Zahrát kartu“</translation>
    </message>
    <message>
        <source>Choosing cards</source>
        <translation>Výběr karet</translation>
    </message>
    <message>
        <source>Every card is lower than your X row; card {card} is the lowest, so your new X row starts low.</source>
        <translation>Všechny karty jsou nižší než tvoje řada X; karta {card} je nejnižší, takže tvoje nová řada X začne nízko.</translation>
    </message>
    <message>
        <source>Everyone chooses in secret; then all the cards are turned over together and placed lowest first.</source>
        <translation>Všichni vybírají potají; pak se všechny karty otočí najednou a přikládají se od nejnižší.</translation>
    </message>
    <message>
        <source>Fewest points win. Each cow head in the hand costs 1 point, each cow head in the X pile 2 points.</source>
        <translation>Vyhrává ten, kdo má nejméně bodů. Každá kraví hlava v ruce stojí 1 bod, každá kraví hlava v balíčku X 2 body.</translation>
    </message>
    <message>
        <source>Higher than {card}: your X row grows, and cards in it cost nothing. The others go to your hand.</source>
        <translation>Vyšší než {card}: tvoje řada X se prodlouží a karty v ní nestojí nic. Ostatní jdou do ruky.</translation>
    </message>
    <message>
        <source>It starts your X row, where cards cost nothing; the others go to your hand. A low card leaves room for more.</source>
        <translation>Začne tvou řadu X, kde karty nestojí žádné body; ostatní jdou do ruky. Nízká karta nechá místo pro další.</translation>
    </message>
    <message>
        <source>Keep card {card}.</source>
        <translation>Nech si kartu {card}.</translation>
    </message>
    <message>
        <source>Lower than {card}: your X row ({heads}) goes face down onto your X pile, where every cow head counts twice.</source>
        <translation>Nižší než {card}: tvoje řada X ({heads}) půjde lícem dolů na balíček X, kde se každá kraví hlava počítá dvakrát.</translation>
    </message>
    <message>
        <source>Only one of the cards you have just taken goes to your X row, and {card} is not one of them.</source>
        <translation>Do řady X jde jedna z karet, které právě bereš, a karta {card} mezi nimi není.</translation>
    </message>
    <message>
        <source>Placing cards</source>
        <translation>Přikládání karet</translation>
    </message>
    <message>
        <source>Play card {card}.</source>
        <translation>Zahraj kartu {card}.</translation>
    </message>
    <message>
        <source>Put {cards} in your X row</source>
        <translation>Dát {cards} do řady X</translation>
    </message>
    <message numerus="yes">
        <source>Room for %n more card(s)</source>
        <translation>
            <numerusform>Místo ještě pro %n kartu</numerusform>
            <numerusform>Místo ještě pro %n karty</numerusform>
            <numerusform>Místo ještě pro %n karet</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} is over. Points: {scores}.</source>
        <translation>{round}. kolo skončilo. Body: {scores}.</translation>
    </message>
    <message>
        <source>Round {round}: 8 cards each; the rows start with {cards}.</source>
        <translation>{round}. kolo: každý má 8 karet, řady začínají kartami {cards}.</translation>
    </message>
    <message>
        <source>Row {size}: {cards} ({heads})</source>
        <translation>Řada „{size}“: {cards} ({heads})</translation>
    </message>
    <message numerus="yes">
        <source>Safe for now: {row} has room for %n more card(s), but the others&apos; lower cards go in first.</source>
        <translation>
            <numerusform>Zatím v bezpečí: v řadě {row} je místo ještě pro %n kartu, ale nižší karty ostatních se přikládají dřív.</numerusform>
            <numerusform>Zatím v bezpečí: v řadě {row} je místo ještě pro %n karty, ale nižší karty ostatních se přikládají dřív.</numerusform>
            <numerusform>Zatím v bezpečí: v řadě {row} je místo ještě pro %n karet, ale nižší karty ostatních se přikládají dřív.</numerusform>
        </translation>
    </message>
    <message>
        <source>Take {row}.</source>
        <translation>Vezmi řadu {row}.</translation>
    </message>
    <message>
        <source>Take {row}: {cards} ({heads})</source>
        <translation>Vzít řadu {row}: {cards} ({heads})</translation>
    </message>
    <message>
        <source>That row has the fewest cow heads: {heads}.</source>
        <translation>Tahle řada má nejméně kravích hlav: {heads}.</translation>
    </message>
    <message>
        <source>The cards are turned over: {plays}.</source>
        <translation>Karty se otáčejí: {plays}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>The same lowest score: the win is shared.</source>
        <translation>Nejméně bodů má víc hráčů: výhra je společná.</translation>
    </message>
    <message>
        <source>There are only three rows: row 3, row 4 and row 5.</source>
        <translation>Řady jsou jen tři: „3“, „4“ a „5“.</translation>
    </message>
    <message>
        <source>X Takes!</source>
        <translation>X bere!</translation>
    </message>
    <message>
        <source>You can play only a card from your hand, and {card} is not in it.</source>
        <translation>Zahrát můžeš jen kartu, kterou máš v ruce, a kartu {card} nemáš.</translation>
    </message>
    <message>
        <source>You choose a row to take only when your card is lower than the end of every row (rule 4); any other card goes to its row by itself.</source>
        <translation>Řadu si vybíráš jen tehdy, když je tvoje karta nižší než konec každé řady (pravidlo 4); jinak jde karta do své řady sama.</translation>
    </message>
    <message>
        <source>You would choose a row to take; the cheapest now is {row} ({heads}).</source>
        <translation>Pak si vybereš řadu, kterou vezmeš; teď je nejlevnější řada {row} ({heads}).</translation>
    </message>
    <message>
        <source>You would take the cards of {row} ({heads}), unless someone else&apos;s lower card fills it first.</source>
        <translation>Karty z řady {row} ({heads}) by byly tvoje, pokud ji dřív nezaplní nižší karta někoho jiného.</translation>
    </message>
    <message>
        <source>Your {card} is lower than every row and starts the row you take; this one has the fewest cow heads.</source>
        <translation>Tvoje karta {card} je nižší než všechny řady a začne řadu, kterou si vezmeš; tahle má nejméně kravích hlav.</translation>
    </message>
    <message>
        <source>row {size}</source>
        <translation>„{size}“</translation>
    </message>
    <message>
        <source>{cards} or {last}</source>
        <translation>{cards} nebo {last}</translation>
    </message>
    <message>
        <source>{cards}: lower than every row</source>
        <translation>{cards}: nižší než všechny řady</translation>
    </message>
    <message>
        <source>{cards}: to {row}, after {end}</source>
        <translation>{cards}: do řady {row}, za {end}</translation>
    </message>
    <message>
        <source>{cards}: would fill {row}</source>
        <translation>{cards}: zaplní řadu {row}</translation>
    </message>
    <message>
        <source>{card} goes to {player}&apos;s X row.</source>
        <translation>{player} dává kartu {card} do řady X.</translation>
    </message>
    <message>
        <source>{heads} more than {row}.</source>
        <translation>{heads} navíc; nejlevnější je řada {row}.</translation>
    </message>
    <message>
        <source>{player} has chosen a card.</source>
        <translation>{player} má kartu vybranou.</translation>
    </message>
    <message>
        <source>{player} puts {card} in the X row and {cards} in the hand.</source>
        <translation>{player} dává kartu {card} do řady X a {cards} do ruky.</translation>
    </message>
    <message>
        <source>{player} takes {row} ({cards}); {card} starts the row again.</source>
        <translation>{player} si bere řadu {row} ({cards}) a karta {card} ji začíná znovu.</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s X row would no longer rise, so it goes face down onto the X pile (%n card(s)).</source>
        <translation>
            <numerusform>Řada X by už nerostla: {player} ji otáčí lícem dolů na svůj balíček X (%n karta).</numerusform>
            <numerusform>Řada X by už nerostla: {player} ji otáčí lícem dolů na svůj balíček X (%n karty).</numerusform>
            <numerusform>Řada X by už nerostla: {player} ji otáčí lícem dolů na svůj balíček X (%n karet).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}&apos;s {card} fills {row}: {player} takes {cards}, and {card} starts the row again.</source>
        <translation>{player} zaplňuje kartou {card} řadu {row}: bere si karty {cards} a karta {card} začíná řadu znovu.</translation>
    </message>
    <message>
        <source>{player}&apos;s {card} goes to {row}.</source>
        <translation>{player} přikládá kartu {card} do řady {row}.</translation>
    </message>
    <message>
        <source>{player}&apos;s {card} is lower than every row: {player} must take a row.</source>
        <translation>{player} hraje moc nízkou kartu {card} a musí si vzít jednu řadu.</translation>
    </message>
</context>
<context>
    <name>XNimmtTutorial</name>
    <message>
        <source>A row just filled up! The row card tells when: in row 3 the third card takes all the cards before it, in row 4 the fourth, in row 5 the fifth. Its player had to take those cards, and the card that filled the row starts it again.</source>
        <translation>Řada se právě zaplnila! Kdy, to říká karta řady: v řadě „3“ bere všechny karty před sebou třetí karta, v řadě „4“ čtvrtá, v řadě „5“ pátá. Její hráč si ty karty musel vzít a karta, která řadu zaplnila, ji začíná znovu.</translation>
    </message>
    <message>
        <source>All the cards were turned over at once and went into the rows one by one, the lowest card first. Each card went after the row end that was the highest number still below it.</source>
        <translation>Všechny karty se otočily najednou a šly do řad jedna po druhé, od nejnižší. Každá karta šla za konec té řady, jehož číslo bylo nejvyšší, ale pořád menší než ona.</translation>
    </message>
    <message>
        <source>Careful: the words beside the rows tell you which row takes the next card. If one of your cards goes there, you take that row, unless someone else&apos;s lower card gets there first. The ? button (or F1) shows where each of your cards would go.</source>
        <translation>Pozor: nápis vedle řad ti říká, kterou řadu bere další karta. Když tam půjde některá tvoje karta, vezmeš si tu řadu, pokud se tam dřív nedostane nižší karta někoho jiného. Tlačítko ? (nebo F1) ukáže, kam by šla každá tvoje karta.</translation>
    </message>
    <message>
        <source>Everyone now picks one card in secret and lays it face down; when all have chosen, the cards are turned over together. For your first card, pick 46, 52 or 58: click it, then press Play card.</source>
        <translation>Teď si každý potají vybere jednu kartu a položí ji lícem dolů; až vyberou všichni, karty se otočí najednou. Jako první kartu vyber 46, 52 nebo 58: klikni na ni a pak stiskni „Zahrát kartu“.</translation>
    </message>
    <message>
        <source>One of your cards is lower than the end of every row. If you play it, you choose which row to take: when a row holds few cow heads, that can even be a good deal.</source>
        <translation>Jedna z tvých karet je nižší než konec každé řady. Když ji zahraješ, vybereš si, kterou řadu vezmeš: když je v řadě málo kravích hlav, může to být i dobrý obchod.</translation>
    </message>
    <message>
        <source>Phew! Someone else&apos;s lower card took that row just before yours, so your card went in after it, safe. Lower cards are always placed first.</source>
        <translation>Uf! Nižší karta někoho jiného tu řadu vzala těsně před tvou, takže tvoje karta šla až za ni a je v bezpečí. Nižší karty se vždycky přikládají dřív.</translation>
    </message>
    <message>
        <source>That card is lower than the end of every row, so its player must choose a row and take all of it. The same happens to you if you play such a low card.</source>
        <translation>Ta karta je nižší než konec každé řady, takže si její hráč musí vybrat řadu a vzít si ji celou. Totéž čeká tebe, když zahraješ takhle nízkou kartu.</translation>
    </message>
    <message>
        <source>The game is over after two rounds, and whoever has the fewest points wins. Well done: now you know everything to play X Takes! with your family.</source>
        <translation>Po dvou kolech hra končí a vyhrává ten, kdo má nejméně bodů. Výborně: teď už víš všechno, co potřebuješ ke hře X bere! s rodinou.</translation>
    </message>
    <message>
        <source>The round is over: someone has no card left to play. Each cow head in your hand counts 1 point, in your X pile 2 points, in your X row nothing. Now comes the second and last round, and the points add up.</source>
        <translation>Kolo skončilo: někdo už nemá kartu, kterou by zahrál. Každá kraví hlava v ruce stojí 1 bod, v balíčku X 2 body a v řadě X nic. Teď přijde druhé a poslední kolo a body se sečtou.</translation>
    </message>
    <message>
        <source>Welcome to X Takes! These are your 8 cards, numbered from 1 to 100. The cow heads on the cards are bad points: whoever collects the fewest of them wins.</source>
        <translation>Vítej ve hře X bere! Tohle je tvých 8 karet s čísly od 1 do 100. Kraví hlavy na kartách jsou trestné body: vyhrává ten, kdo jich nasbírá nejméně.</translation>
    </message>
    <message>
        <source>You take these cards. Click the one that goes to your X row: cards there cost nothing. The others go into your hand, and you can play them again.</source>
        <translation>Tyhle karty bereš. Klikni na tu, která půjde do tvé řady X: karty v ní nic nestojí. Ostatní si vezmeš do ruky a můžeš je zase hrát.</translation>
    </message>
    <message>
        <source>You took just one card, so it went straight to your X row. Cards in your X row cost nothing at the end of the round.</source>
        <translation>Byla to jen jedna karta, a tak šla rovnou do tvé řady X. Karty v řadě X tě na konci kola nestojí nic.</translation>
    </message>
    <message>
        <source>Your X row could not rise any more, so it went face down onto your X pile. Each cow head there counts two points at the end of the round!</source>
        <translation>Tvoje řada X už nemohla růst, a tak šla lícem dolů na tvůj balíček X. Každá kraví hlava v něm bude na konci kola stát dva body!</translation>
    </message>
    <message>
        <source>Your X row must rise from left to right. A card lower than its last card sends the whole X row face down onto your X pile, where every cow head counts twice. Choose carefully!</source>
        <translation>Tvoje řada X musí zleva doprava růst. Karta nižší než její poslední karta pošle celou řadu X lícem dolů na tvůj balíček X, kde se každá kraví hlava počítá dvakrát. Vybírej pečlivě!</translation>
    </message>
    <message>
        <source>Your card filled a row, so the cards before it are yours now. Your card starts that row again.</source>
        <translation>Tvoje karta zaplnila řadu, takže karty před ní jsou teď tvoje. Tvoje karta tu řadu začíná znovu.</translation>
    </message>
    <message>
        <source>Your card is lower than the last card of every row, so it fits nowhere. Choose a row to take: the one with the fewest cow heads costs you least. Your card then starts that row.</source>
        <translation>Tvoje karta je nižší než poslední karta každé řady, takže se nikam nehodí. Vyber si řadu, kterou vezmeš: nejméně tě bude stát ta s nejmenším počtem kravích hlav. Tvoje karta pak tu řadu začne.</translation>
    </message>
</context>
</TS>
