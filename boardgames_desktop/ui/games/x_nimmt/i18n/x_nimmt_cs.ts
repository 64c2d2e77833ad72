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
        <source>Card {card} is the lowest that fits your X row: the lower your X row ends, the less likely a card you take later sends it onto your X pile.</source>
        <translation>Karta {card} je nejnižší, která se hodí do tvé řady X: čím nižší kartou tvoje řada X končí, tím menší je šance, že ji karta, kterou vezmeš později, pošle na balíček X.</translation>
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
        <source>Card {card} is not one of the cards you took.</source>
        <translation>Karta {card} není mezi kartami, které bereš.</translation>
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
        <source>Card {card} takes {row} ({heads}); your other cards risk more.</source>
        <translation>Karta {card} bere řadu {row} ({heads}); ostatní karty riskují víc.</translation>
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
        <source>Fewest points win. Each cow head in the hand costs 1 point, each cow head in the X pile 2 points.</source>
        <translation>Vyhrává ten, kdo má nejméně bodů. Každá kraví hlava v ruce stojí 1 bod, každá kraví hlava v balíčku X 2 body.</translation>
    </message>
    <message>
        <source>Keep card {card}.</source>
        <translation>Nech si kartu {card}.</translation>
    </message>
    <message>
        <source>Placing cards</source>
        <translation>Přikládání karet</translation>
    </message>
    <message>
        <source>Play card {card}.</source>
        <translation>Zahraj kartu {card}.</translation>
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
    <message>
        <source>Take {row}.</source>
        <translation>Vezmi řadu {row}.</translation>
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
        <source>There is no such row.</source>
        <translation>Taková řada tu není.</translation>
    </message>
    <message>
        <source>X Takes!</source>
        <translation>X bere!</translation>
    </message>
    <message>
        <source>You do not have card {card}.</source>
        <translation>Kartu {card} nemáš.</translation>
    </message>
    <message>
        <source>You may take a row only when your card is lower than every row.</source>
        <translation>Řadu si smíš vzít, jen když je tvoje karta nižší než poslední karty všech řad.</translation>
    </message>
    <message>
        <source>row {size}</source>
        <translation>„{size}“</translation>
    </message>
    <message>
        <source>{card} goes to {player}&apos;s X row.</source>
        <translation>{player} dává kartu {card} do řady X.</translation>
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
</TS>
