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
        <source>Card {card} is the lowest that fits your X row: the lower your X row ends, the less likely a card you take later sends it onto your X pile.</source>
        <translation>Karta {card} je najnižšia, ktorá sa hodí do tvojho radu X: čím nižšou kartou tvoj rad X končí, tým menšia je šanca, že ho karta, ktorú vezmeš neskôr, pošle na balíček X.</translation>
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
        <source>Card {card} is not one of the cards you took.</source>
        <translation>Karta {card} nie je medzi kartami, ktoré si berieš.</translation>
    </message>
    <message>
        <source>Card {card} is safe in {row}, and it gets rid of {heads}.</source>
        <translation>Karta {card} je v bezpečí ({row}) a zbavíš sa s ňou: {heads}.</translation>
    </message>
    <message>
        <source>Card {card} is safe in {row}: the others are unlikely to fill it first.</source>
        <translation>Karta {card} je v bezpečí ({row}): ostatní ten rad asi skôr nezaplnia.</translation>
    </message>
    <message>
        <source>Card {card} takes {row} ({heads}); your other cards risk more.</source>
        <translation>Karta {card} vezme {row} ({heads}); ostatné karty riskujú viac.</translation>
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
        <source>Fewest points win. Each cow head in the hand costs 1 point, each cow head in the X pile 2 points.</source>
        <translation>Vyhráva ten, kto má najmenej bodov. Každá kravská hlava v ruke stojí 1 bod, každá kravská hlava v balíčku X 2 body.</translation>
    </message>
    <message>
        <source>Keep card {card}.</source>
        <translation>Nechaj si kartu {card}.</translation>
    </message>
    <message>
        <source>Placing cards</source>
        <translation>Prikladanie kariet</translation>
    </message>
    <message>
        <source>Play card {card}.</source>
        <translation>Zahraj kartu {card}.</translation>
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
    <message>
        <source>Take {row}.</source>
        <translation>Vezmi {row}.</translation>
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
        <source>There is no such row.</source>
        <translation>Taký rad tu nie je.</translation>
    </message>
    <message>
        <source>X Takes!</source>
        <translation>X berie!</translation>
    </message>
    <message>
        <source>You do not have card {card}.</source>
        <translation>Kartu {card} nemáš.</translation>
    </message>
    <message>
        <source>You may take a row only when your card is lower than every row.</source>
        <translation>Rad si môžeš zobrať, iba keď je tvoja karta nižšia ako všetky rady.</translation>
    </message>
    <message>
        <source>row {size}</source>
        <translation>rad {size}</translation>
    </message>
    <message>
        <source>{card} goes to {player}&apos;s X row.</source>
        <translation>{player}: karta {card} ide rovno do radu X.</translation>
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
</TS>
