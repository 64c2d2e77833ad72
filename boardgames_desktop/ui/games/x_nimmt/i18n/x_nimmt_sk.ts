<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sk">
<context>
    <name>PlacingAnimation</name>
    <message>
        <source>Click or press Esc to skip</source>
        <translation>Preskoč kliknutím alebo klávesom Esc</translation>
    </message>
</context>
<context>
    <name>RoundScorePanel</name>
    <message>
        <source>Continue</source>
        <translation>Pokračovať</translation>
    </message>
    <message>
        <source>Each cow head in your hand costs 1 point, each cow head in your X pile 2 points; the X row costs nothing. Fewest points win.</source>
        <translation>Každá kravská hlava v ruke stojí 1 bod, každá kravská hlava v balíčku X 2 body; karty v rade X nestoja nič. Vyhráva ten, kto má najmenej bodov.</translation>
    </message>
    <message>
        <source>Round {round} is over</source>
        <translation>{round}. kolo sa skončilo</translation>
    </message>
</context>
<context>
    <name>XNimmtModels</name>
    <message>
        <source>Cows in X pile</source>
        <translation>Hlavy v balíčku X</translation>
    </message>
    <message>
        <source>Cows in hand</source>
        <translation>Hlavy v ruke</translation>
    </message>
    <message>
        <source>Empty place</source>
        <translation>Prázdne miesto</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Karta lícom nadol</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>V ruke</translation>
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
        <translation>Karta radu {size}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Spolu</translation>
    </message>
    <message>
        <source>X card</source>
        <translation>Karta X</translation>
    </message>
    <message>
        <source>X pile</source>
        <translation>Balíček X</translation>
    </message>
    <message>
        <source>X row</source>
        <translation>Rad X</translation>
    </message>
    <message>
        <source>Your X pile is empty.</source>
        <translation>Tvoj balíček X je prázdny.</translation>
    </message>
    <message>
        <source>Your X pile: {cards} ({heads}, twice that in points)</source>
        <translation>Tvoj balíček X: {cards} ({heads}, v bodoch dvakrát toľko)</translation>
    </message>
    <message>
        <source>{cards} face down</source>
        <translation>{cards} lícom nadol</translation>
    </message>
    <message>
        <source>{card} ({heads})</source>
        <translation>{card} ({heads})</translation>
    </message>
    <message>
        <source>{player}: a face-down card</source>
        <translation>{player}: karta lícom nadol</translation>
    </message>
    <message>
        <source>{player}: still choosing</source>
        <translation>{player}: ešte vyberá</translation>
    </message>
    <message>
        <source>{player}: your card {card}, face down</source>
        <translation>{player}: tvoja karta {card}, lícom nadol</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>{player}: {card}, placed</source>
        <translation>{player}: {card}, už priložená</translation>
    </message>
</context>
<context>
    <name>XNimmtTable</name>
    <message>
        <source>A card lower than {card} sends your X row face down onto your X pile.</source>
        <translation>Pri karte nižšej ako {card} sa tvoj rad X otočí lícom nadol na tvoj balíček X.</translation>
    </message>
    <message>
        <source>Choose a card first: click it, then press Play card.</source>
        <translation>Najprv vyber kartu: klikni na ňu a potom stlač „Zahrať kartu“.</translation>
    </message>
    <message>
        <source>Choose the card you play: click it, then press Play card. Arrow keys and Enter work too.</source>
        <translation>Vyber kartu, ktorú zahráš: klikni na ňu a potom na Zahrať kartu. Ide to aj šípkami a klávesom Enter.</translation>
    </message>
    <message>
        <source>Click the card that goes to your X row; the others go to your hand.</source>
        <translation>Klikni na kartu, ktorá pôjde do tvojho radu X; ostatné si vezmeš do ruky.</translation>
    </message>
    <message>
        <source>Deciding: {player}</source>
        <translation>Rozhoduje: {player}</translation>
    </message>
    <message>
        <source>First choose the row you take: your card is lower than every row.</source>
        <translation>Najprv vyber rad, ktorý si vezmeš: tvoja karta je nižšia ako všetky rady.</translation>
    </message>
    <message>
        <source>First click the card that goes to your X row.</source>
        <translation>Najprv klikni na kartu, ktorá pôjde do tvojho radu X.</translation>
    </message>
    <message>
        <source>Hand: {player}</source>
        <translation>Karty v ruke: {player}</translation>
    </message>
    <message>
        <source>On the table this turn</source>
        <translation>Na stole v tomto ťahu</translation>
    </message>
    <message>
        <source>Play card</source>
        <translation>Zahrať kartu</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Zahrať {card}</translation>
    </message>
    <message>
        <source>Round {round} · turn {turn}</source>
        <translation>{round}. kolo · {turn}. ťah</translation>
    </message>
    <message>
        <source>Row {size}</source>
        <translation>Rad {size}</translation>
    </message>
    <message>
        <source>Still choosing: {players}</source>
        <translation>Čaká sa na: {players}</translation>
    </message>
    <message>
        <source>Take row {size}: {cards}, {heads} (key {key})</source>
        <translation>Zober si rad {size}: {cards}, {heads} (kláves {key})</translation>
    </message>
    <message>
        <source>The cards are being placed, lowest first; you choose your next card when all are in the rows.</source>
        <translation>Karty sa teraz prikladajú, od najnižšej; ďalšiu kartu vyberieš, keď budú všetky v radoch.</translation>
    </message>
    <message>
        <source>The cards go to the rows, lowest first.</source>
        <translation>Karty sa prikladajú do radov, od najnižšej.</translation>
    </message>
    <message>
        <source>The cards you take</source>
        <translation>Karty, ktoré berieš</translation>
    </message>
    <message>
        <source>The next card takes this row!</source>
        <translation>Ďalšia karta tento rad zoberie!</translation>
    </message>
    <message>
        <source>Wait for the others.</source>
        <translation>Počkaj na ostatných.</translation>
    </message>
    <message>
        <source>Waiting for the next player.</source>
        <translation>Čaká sa na ďalšieho hráča.</translation>
    </message>
    <message>
        <source>X pile: {player}</source>
        <translation>Balíček X: {player}</translation>
    </message>
    <message>
        <source>X row: {player}</source>
        <translation>Rad X: {player}</translation>
    </message>
    <message>
        <source>Your X pile</source>
        <translation>Tvoj balíček X</translation>
    </message>
    <message>
        <source>Your X row</source>
        <translation>Tvoj rad X</translation>
    </message>
    <message>
        <source>Your card for this turn is chosen. Wait for the others.</source>
        <translation>Kartu na tento ťah už máš vybranú. Počkaj na ostatných.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tvoje karty v ruke</translation>
    </message>
    <message>
        <source>Your {card} is lower than every row. Choose a row to take: click it, or press its number: 3, 4 or 5.</source>
        <translation>Tvoja karta {card} je nižšia ako všetky rady. Vyber si rad, ktorý si zoberieš: klikni naň alebo stlač jeho číslo: 3, 4 alebo 5.</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>žiadne</translation>
    </message>
    <message>
        <source>{heads} in your X pile, each counts twice</source>
        <translation>V tvojom balíčku X: {heads}, každá sa ráta dvakrát</translation>
    </message>
    <message>
        <source>{player} chooses a row to take.</source>
        <translation>{player} vyberá, ktorý rad si zoberie.</translation>
    </message>
    <message>
        <source>{player} chooses the card for the X row.</source>
        <translation>{player} vyberá kartu do radu X.</translation>
    </message>
    <message>
        <source>{player} wins with the fewest points!</source>
        <translation>{player} vyhráva s najmenším počtom bodov!</translation>
    </message>
</context>
<context>
    <name>XNimmtTexts</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kariet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cow head(s)</source>
        <translation>
            <numerusform>%n kravská hlava</numerusform>
            <numerusform>%n kravské hlavy</numerusform>
            <numerusform>%n kravských hláv</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodov</numerusform>
        </translation>
    </message>
    <message>
        <source>Card {card} in {row} is the least risky of your cards.</source>
        <translation>Karta {card} ({row}) je z tvojich kariet najmenej riskantná.</translation>
    </message>
    <message>
        <source>Card {card} is lower than every row, so you would take the cheapest one ({heads}); your other cards risk more.</source>
        <translation>Karta {card} je nižšia než všetky rady, takže si vezmeš ten najlacnejší ({heads}); ostatné karty riskujú viac.</translation>
    </message>
    <message>
        <source>Card {card} is safe in {row}, and it gets rid of {heads}.</source>
        <translation>Karta {card} je v bezpečí ({row}) a zbavíš sa jej kravských hláv: {heads}.</translation>
    </message>
    <message>
        <source>Card {card} is safe in {row}: the others are unlikely to fill it first.</source>
        <translation>Karta {card} je v bezpečí ({row}): ostatní ten rad asi skôr nezaplnia.</translation>
    </message>
    <message>
        <source>Card {card} is the lowest that fits your X row: the lower your X row ends, the less likely a card you take later sends it onto your X pile.</source>
        <translation>Karta {card} je najnižšia, ktorá sa hodí do tvojho radu X: čím nižšou kartou tvoj rad X končí, tým menšia je šanca, že ho karta, ktorú vezmeš neskôr, pošle na balíček X.</translation>
    </message>
    <message>
        <source>Card {card} takes {row} ({heads}); your other cards risk more.</source>
        <translation>Karta {card} vezme {row} ({heads}); ostatné karty riskujú viac.</translation>
    </message>
    <message>
        <source>Choose a card and press Play card</source>
        <translation>Vyber kartu a stlač „Zahrať kartu“</translation>
    </message>
    <message>
        <source>Choosing cards</source>
        <translation>Výber kariet</translation>
    </message>
    <message>
        <source>Every card is lower than your X row; card {card} is the lowest, so your new X row starts low.</source>
        <translation>Všetky karty sú nižšie ako tvoj rad X; karta {card} je najnižšia, takže tvoj nový rad X začne nízko.</translation>
    </message>
    <message>
        <source>Everyone chooses in secret; then all the cards are turned over together and placed lowest first.</source>
        <translation>Všetci vyberajú potajomky; potom sa všetky karty otočia naraz a prikladajú sa od najnižšej.</translation>
    </message>
    <message>
        <source>Fewest points win. Each cow head in the hand costs 1 point, each cow head in the X pile 2 points.</source>
        <translation>Vyhráva ten, kto má najmenej bodov. Každá kravská hlava v ruke stojí 1 bod, každá kravská hlava v balíčku X 2 body.</translation>
    </message>
    <message>
        <source>Higher than {card}: your X row grows, and cards in it cost nothing. The others go to your hand.</source>
        <translation>Vyššie číslo ako {card}: tvoj rad X narastie a karty v ňom nestoja nič. Ostatné idú do ruky.</translation>
    </message>
    <message>
        <source>It starts your X row, where cards cost nothing; the others go to your hand. A low card leaves room for more.</source>
        <translation>Začne tvoj rad X, kde karty nestoja žiadne body; ostatné idú do ruky. Nízka karta nechá miesto pre ďalšie.</translation>
    </message>
    <message>
        <source>Keep card {card}.</source>
        <translation>Nechaj si kartu {card}.</translation>
    </message>
    <message>
        <source>Lower than {card}: your X row ({heads}) goes face down onto your X pile, where every cow head counts twice.</source>
        <translation>Nižšie číslo ako {card}: tvoj rad X ({heads}) pôjde lícom nadol na balíček X, kde sa každá kravská hlava ráta dvakrát.</translation>
    </message>
    <message>
        <source>Only one of the cards you have just taken goes to your X row, and {card} is not one of them.</source>
        <translation>Do radu X ide jedna z kariet, ktoré práve berieš, a karta {card} medzi nimi nie je.</translation>
    </message>
    <message>
        <source>Placing cards</source>
        <translation>Prikladanie kariet</translation>
    </message>
    <message>
        <source>Play card {card}.</source>
        <translation>Zahraj kartu {card}.</translation>
    </message>
    <message>
        <source>Put {cards} in your X row</source>
        <translation>Dať {cards} do radu X</translation>
    </message>
    <message numerus="yes">
        <source>Room for %n more card(s)</source>
        <translation>
            <numerusform>Zmestí sa ešte %n karta</numerusform>
            <numerusform>Zmestia sa ešte %n karty</numerusform>
            <numerusform>Zmestí sa ešte %n kariet</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} is over. Points: {scores}.</source>
        <translation>{round}. kolo sa skončilo. Body: {scores}.</translation>
    </message>
    <message>
        <source>Round {round}: 8 cards each; the rows start with {cards}.</source>
        <translation>{round}. kolo: každý dostáva 8 kariet, rady začínajú kartami {cards}.</translation>
    </message>
    <message>
        <source>Row {size}: {cards} ({heads})</source>
        <translation>Rad {size}: {cards} ({heads})</translation>
    </message>
    <message numerus="yes">
        <source>Safe for now: {row} has room for %n more card(s), but the others&apos; lower cards go in first.</source>
        <translation>
            <numerusform>Zatiaľ v bezpečí: {row} má miesto ešte pre %n kartu, ale nižšie karty ostatných sa prikladajú skôr.</numerusform>
            <numerusform>Zatiaľ v bezpečí: {row} má miesto ešte pre %n karty, ale nižšie karty ostatných sa prikladajú skôr.</numerusform>
            <numerusform>Zatiaľ v bezpečí: {row} má miesto ešte pre %n kariet, ale nižšie karty ostatných sa prikladajú skôr.</numerusform>
        </translation>
    </message>
    <message>
        <source>Take {row}.</source>
        <translation>Vezmi {row}.</translation>
    </message>
    <message>
        <source>Take {row}: {cards} ({heads})</source>
        <translation>Vziať {row}: {cards} ({heads})</translation>
    </message>
    <message>
        <source>That row has the fewest cow heads: {heads}.</source>
        <translation>Tento rad má najmenej kravských hláv: {heads}.</translation>
    </message>
    <message>
        <source>The cards are turned over: {plays}.</source>
        <translation>Karty sa otáčajú: {plays}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra sa skončila.</translation>
    </message>
    <message>
        <source>The same lowest score: the win is shared.</source>
        <translation>Rovnako najmenej bodov: výhra je spoločná.</translation>
    </message>
    <message>
        <source>There are only three rows: row 3, row 4 and row 5.</source>
        <translation>Rady sú len tri: rad 3, rad 4 a rad 5.</translation>
    </message>
    <message>
        <source>X Takes!</source>
        <translation>X berie!</translation>
    </message>
    <message>
        <source>You can play only a card from your hand, and {card} is not in it.</source>
        <translation>Zahrať môžeš len kartu, ktorú máš v ruke, a kartu {card} nemáš.</translation>
    </message>
    <message>
        <source>You choose a row to take only when your card is lower than the end of every row (rule 4); any other card goes to its row by itself.</source>
        <translation>Rad si vyberáš, len keď je tvoja karta nižšia ako koniec každého radu (pravidlo 4); inak ide karta do svojho radu sama.</translation>
    </message>
    <message>
        <source>You would choose a row to take; the cheapest now is {row} ({heads}).</source>
        <translation>Potom si vyberieš rad, ktorý si vezmeš; teraz je najlacnejší {row} ({heads}).</translation>
    </message>
    <message>
        <source>You would take the cards of {row} ({heads}), unless someone else&apos;s lower card fills it first.</source>
        <translation>Celý {row} ({heads}) by bol tvoj, ak ho skôr nezaplní nižšia karta niekoho iného.</translation>
    </message>
    <message>
        <source>Your {card} is lower than every row and starts the row you take; this one has the fewest cow heads.</source>
        <translation>Tvoja karta {card} je nižšia ako všetky rady a začne rad, ktorý si vezmeš; tento má najmenej kravských hláv.</translation>
    </message>
    <message>
        <source>row {size}</source>
        <translation>rad {size}</translation>
    </message>
    <message>
        <source>{cards} or {last}</source>
        <translation>{cards} alebo {last}</translation>
    </message>
    <message>
        <source>{cards}: lower than every row</source>
        <translation>{cards}: príliš nízko pre všetky rady</translation>
    </message>
    <message>
        <source>{cards}: to {row}, after {end}</source>
        <translation>{cards}: {row}, za kartu {end}</translation>
    </message>
    <message>
        <source>{cards}: would fill {row}</source>
        <translation>{cards}: zaplní {row}</translation>
    </message>
    <message>
        <source>{card} goes to {player}&apos;s X row.</source>
        <translation>{player}: karta {card} ide rovno do radu X.</translation>
    </message>
    <message>
        <source>{heads} more than {row}.</source>
        <translation>{heads} navyše; najlacnejší je {row}.</translation>
    </message>
    <message>
        <source>{player} has chosen a card.</source>
        <translation>{player} už má vybranú kartu.</translation>
    </message>
    <message>
        <source>{player} puts {card} in the X row and {cards} in the hand.</source>
        <translation>{player} dáva kartu {card} do radu X a do ruky si berie {cards}.</translation>
    </message>
    <message>
        <source>{player} takes {row} ({cards}); {card} starts the row again.</source>
        <translation>{player} si berie {row} ({cards}); karta {card} začína rad znova.</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s X row would no longer rise, so it goes face down onto the X pile (%n card(s)).</source>
        <translation>
            <numerusform>{player}: rad X by už nerástol, a tak ide lícom nadol na balíček X (%n karta).</numerusform>
            <numerusform>{player}: rad X by už nerástol, a tak ide lícom nadol na balíček X (%n karty).</numerusform>
            <numerusform>{player}: rad X by už nerástol, a tak ide lícom nadol na balíček X (%n kariet).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}&apos;s {card} fills {row}: {player} takes {cards}, and {card} starts the row again.</source>
        <translation>{player} zapĺňa {row} kartou {card}, a preto si berie karty {cards}; karta {card} začína rad znova.</translation>
    </message>
    <message>
        <source>{player}&apos;s {card} goes to {row}.</source>
        <translation>{player} predlžuje {row} kartou {card}.</translation>
    </message>
    <message>
        <source>{player}&apos;s {card} is lower than every row: {player} must take a row.</source>
        <translation>{player} má kartu {card} nižšiu ako všetky rady, a tak si musí zobrať jeden rad.</translation>
    </message>
</context>
<context>
    <name>XNimmtTutorial</name>
    <message>
        <source>A row just filled up! The row card tells when: in row 3 the third card takes all the cards before it, in row 4 the fourth, in row 5 the fifth. Its player had to take those cards, and the card that filled the row starts it again.</source>
        <translation>Rad sa práve zaplnil! Kedy, to hovorí karta radu: v rade 3 berie všetky karty pred sebou tretia karta, v rade 4 štvrtá, v rade 5 piata. Jej hráč si tie karty musel vziať a karta, ktorá rad zaplnila, ho začína znova.</translation>
    </message>
    <message>
        <source>All the cards were turned over at once and went into the rows one by one, the lowest card first. Each card went after the row end that was the highest number still below it.</source>
        <translation>Všetky karty sa otočili naraz a išli do radov jedna po druhej, od najnižšej. Každá karta išla za koniec toho radu, ktorého číslo bolo najvyššie, ale stále menšie ako ona.</translation>
    </message>
    <message>
        <source>Careful: the words beside the rows tell you which row takes the next card. If one of your cards goes there, you take that row, unless someone else&apos;s lower card gets there first. The ? button (or F1) shows where each of your cards would go.</source>
        <translation>Pozor: nápis vedľa radov ti hovorí, ktorý rad berie ďalšia karta. Keď tam pôjde niektorá tvoja karta, vezmeš si ten rad, ak sa tam skôr nedostane nižšia karta niekoho iného. Tlačidlo ? (alebo F1) ukáže, kam by išla každá tvoja karta.</translation>
    </message>
    <message>
        <source>Everyone now picks one card in secret and lays it face down; when all have chosen, the cards are turned over together. For your first card, pick 46, 52 or 58: click it, then press Play card.</source>
        <translation>Teraz si každý potajomky vyberie jednu kartu a položí ju lícom nadol; keď vyberú všetci, karty sa otočia naraz. Ako prvú kartu vyber 46, 52 alebo 58: klikni na ňu a potom stlač „Zahrať kartu“.</translation>
    </message>
    <message>
        <source>One of your cards is lower than the end of every row. If you play it, you choose which row to take: when a row holds few cow heads, that can even be a good deal.</source>
        <translation>Jedna z tvojich kariet je nižšia ako koniec každého radu. Keď ju zahráš, vyberieš si, ktorý rad si vezmeš: keď je v rade málo kravských hláv, môže to byť aj dobrý obchod.</translation>
    </message>
    <message>
        <source>Phew! Someone else&apos;s lower card took that row just before yours, so your card went in after it, safe. Lower cards are always placed first.</source>
        <translation>Uf! Nižšia karta niekoho iného ten rad zobrala tesne pred tvojou, takže tvoja karta išla až za ňu a je v bezpečí. Nižšie karty sa vždy prikladajú skôr.</translation>
    </message>
    <message>
        <source>That card is lower than the end of every row, so its player must choose a row and take all of it. The same happens to you if you play such a low card.</source>
        <translation>Tá karta je nižšia ako koniec každého radu, takže si jej hráč musí vybrať rad a vziať si ho celý. To isté čaká teba, keď zahráš takú nízku kartu.</translation>
    </message>
    <message>
        <source>The game is over after two rounds, and whoever has the fewest points wins. Well done: now you know everything to play X Takes! with your family.</source>
        <translation>Po dvoch kolách sa hra končí a vyhráva ten, kto má najmenej bodov. Výborne: teraz už vieš všetko, čo potrebuješ na hru X berie! s rodinou.</translation>
    </message>
    <message>
        <source>The round is over: someone has no card left to play. Each cow head in your hand counts 1 point, in your X pile 2 points, in your X row nothing. Now comes the second and last round, and the points add up.</source>
        <translation>Kolo sa skončilo: niekto už nemá kartu, ktorú by zahral. Každá kravská hlava v ruke stojí 1 bod, v balíčku X 2 body a v rade X nič. Teraz príde druhé a posledné kolo a body sa sčítajú.</translation>
    </message>
    <message>
        <source>Welcome to X Takes! These are your 8 cards, numbered from 1 to 100. The cow heads on the cards are bad points: whoever collects the fewest of them wins.</source>
        <translation>Vitaj v hre X berie! Toto je tvojich 8 kariet s číslami od 1 do 100. Kravské hlavy na kartách sú trestné body: vyhráva ten, kto ich nazbiera najmenej.</translation>
    </message>
    <message>
        <source>You take these cards. Click the one that goes to your X row: cards there cost nothing. The others go into your hand, and you can play them again.</source>
        <translation>Tieto karty berieš. Klikni na tú, ktorá pôjde do tvojho radu X: karty v ňom nič nestoja. Ostatné si vezmeš do ruky a môžeš ich zase hrať.</translation>
    </message>
    <message>
        <source>You took just one card, so it went straight to your X row. Cards in your X row cost nothing at the end of the round.</source>
        <translation>Bola to len jedna karta, a tak išla rovno do tvojho radu X. Karty v rade X ťa na konci kola nestoja nič.</translation>
    </message>
    <message>
        <source>Your X row could not rise any more, so it went face down onto your X pile. Each cow head there counts two points at the end of the round!</source>
        <translation>Tvoj rad X už nemohol rásť, a tak išiel lícom nadol na tvoj balíček X. Každá kravská hlava v ňom bude na konci kola stáť dva body!</translation>
    </message>
    <message>
        <source>Your X row must rise from left to right. A card lower than its last card sends the whole X row face down onto your X pile, where every cow head counts twice. Choose carefully!</source>
        <translation>Tvoj rad X musí zľava doprava rásť. Karta nižšia ako jeho posledná karta pošle celý rad X lícom nadol na tvoj balíček X, kde sa každá kravská hlava ráta dvakrát. Vyberaj starostlivo!</translation>
    </message>
    <message>
        <source>Your card filled a row, so the cards before it are yours now. Your card starts that row again.</source>
        <translation>Tvoja karta zaplnila rad, takže karty pred ňou sú teraz tvoje. Tvoja karta ten rad začína znova.</translation>
    </message>
    <message>
        <source>Your card is lower than the last card of every row, so it fits nowhere. Choose a row to take: the one with the fewest cow heads costs you least. Your card then starts that row.</source>
        <translation>Tvoja karta je nižšia ako posledná karta každého radu, takže sa nikam nehodí. Vyber si rad, ktorý si vezmeš: najmenej ťa bude stáť ten s najmenším počtom kravských hláv. Tvoja karta potom ten rad začne.</translation>
    </message>
</context>
</TS>
