<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>ForSaleArt</name>
    <message>
        <source>BOUNCED</source>
        <translation>NEKRYTÝ</translation>
    </message>
</context>
<context>
    <name>ForSaleModels</name>
    <message>
        <source>House {number}</source>
        <translation>Dům {number}</translation>
    </message>
    <message>
        <source>Cheque {value}</source>
        <translation>Šek {value}</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Karta obrázkem dolů</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Mince</translation>
    </message>
    <message>
        <source>Houses</source>
        <translation>Domy</translation>
    </message>
    <message>
        <source>Cheques</source>
        <translation>Šeky</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Příhoz</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>pasuje</translation>
    </message>
    <message>
        <source>bidding</source>
        <translation>na tahu</translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation>vybráno</translation>
    </message>
    <message>
        <source>choosing</source>
        <translation>vybírá</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>{coins} = {money}</source>
        <translation>{coins} = {money}</translation>
    </message>
</context>
<context>
    <name>ForSaleTable</name>
    <message>
        <source>Raise</source>
        <translation>Přihodit</translation>
    </message>
    <message>
        <source>Put more coins on your bid (Enter; + and - change the bid)</source>
        <translation>Přidej mince na svou hromádku (Enter; klávesy + a - mění příhoz)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasovat</translation>
    </message>
    <message>
        <source>Stop bidding and take the cheapest house (P)</source>
        <translation>Přestaň přihazovat a vezmi si nejlevnější dům (P)</translation>
    </message>
    <message>
        <source>Your bid:</source>
        <translation>Příhoz:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Your houses</source>
        <translation>Tvoje domy</translation>
    </message>
    <message>
        <source>Your coins</source>
        <translation>Tvoje mince</translation>
    </message>
    <message>
        <source>Your cheques</source>
        <translation>Tvoje šeky</translation>
    </message>
    <message>
        <source>Every coin left is worth {money}.</source>
        <translation>Každá zbylá mince má hodnotu {money}.</translation>
    </message>
    <message>
        <source>Buying houses · round {round}</source>
        <translation>Nákup domů · {round}. kolo</translation>
    </message>
    <message>
        <source>Houses for sale</source>
        <translation>Domy na prodej</translation>
    </message>
    <message>
        <source>Houses left in the pile: {count}</source>
        <translation>Domů v balíčku: {count}</translation>
    </message>
    <message>
        <source>Selling houses · round {round}</source>
        <translation>Prodej domů · {round}. kolo</translation>
    </message>
    <message>
        <source>Cheques on the table</source>
        <translation>Šeky na stole</translation>
    </message>
    <message>
        <source>Cheques left in the pile: {count}</source>
        <translation>Šeků v balíčku: {count}</translation>
    </message>
    <message>
        <source>Now bidding: {player}</source>
        <translation>Na tahu: {player}</translation>
    </message>
    <message>
        <source>Still choosing: {players}</source>
        <translation>Ještě vybírají: {players}</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>Zatím žádný příhoz</translation>
    </message>
    <message>
        <source>Highest bid: {coins}</source>
        <translation>Nejvyšší příhoz: {coins}</translation>
    </message>
    <message>
        <source>Last sale</source>
        <translation>Poslední prodej</translation>
    </message>
    <message>
        <source>{player}: house {house} → {cheque}</source>
        <translation>{player}: dům {house} → {cheque}</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>zatím žádné</translation>
    </message>
    <message>
        <source>Click a house, then press Sell</source>
        <translation>Klikni na dům a pak na „Prodat“</translation>
    </message>
    <message>
        <source>Raise the bid, or pass: you get all your coins back, but no house.</source>
        <translation>Přihoď, nebo pasuj: pak dostaneš zpátky všechny mince, ale žádný dům.</translation>
    </message>
    <message>
        <source>You cannot bid more. Pass: you get all your coins back, but no house.</source>
        <translation>Víc přihodit nemůžeš. Pasuj: dostaneš zpátky všechny mince, ale žádný dům.</translation>
    </message>
    <message>
        <source>You cannot bid more. Pass: you take the cheapest house and get half of your coins back.</source>
        <translation>Víc přihodit nemůžeš. Pasuj: vezmeš si nejlevnější dům a dostaneš zpátky polovinu mincí.</translation>
    </message>
    <message>
        <source>You cannot bid more. Pass: you take the cheapest house and get all your coins back.</source>
        <translation>Víc přihodit nemůžeš. Pasuj: vezmeš si nejlevnější dům a dostaneš zpátky všechny mince.</translation>
    </message>
    <message>
        <source>Waiting for the next player.</source>
        <translation>Čeká se na dalšího hráče.</translation>
    </message>
    <message>
        <source>Raise the bid, or pass: you take the cheapest house and get half of your coins back.</source>
        <translation>Přihoď, nebo pasuj: pak si vezmeš nejlevnější dům a dostaneš zpátky polovinu mincí ze své hromádky.</translation>
    </message>
    <message>
        <source>Choose a house to sell: click it, then press Sell.</source>
        <translation>Vyber dům, který prodáš: klikni na něj a pak na „Prodat“.</translation>
    </message>
    <message>
        <source>Wait for the others.</source>
        <translation>Počkej na ostatní.</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>{player} vyhrává!</translation>
    </message>
    <message>
        <source>{players} share the win!</source>
        <translation>{players} vyhrávají společně!</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>Prodat</translation>
    </message>
    <message>
        <source>Sell house {house}</source>
        <translation>Prodat dům {house}</translation>
    </message>
</context>
<context>
    <name>ForSaleTexts</name>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n mince</numerusform>
            <numerusform>%n mince</numerusform>
            <numerusform>%n mincí</numerusform>
        </translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Hráč {number}</translation>
    </message>
    <message>
        <source>house {number}</source>
        <translation>dům {number}</translation>
    </message>
    <message>
        <source>Round {round}: houses {houses} are for sale.</source>
        <translation>{round}. kolo: na prodej jsou domy {houses}.</translation>
    </message>
    <message>
        <source>{player} bids {coins}.</source>
        <translation>{player} přihazuje – celkem {coins}.</translation>
    </message>
    <message>
        <source>{player} passed: no house, but got {coins} back.</source>
        <translation>{player} pasuje a dům nedostane. Vráceno: {coins}.</translation>
    </message>
    <message>
        <source>{player} passed: no house this round.</source>
        <translation>{player} pasuje a v tomto kole dům nedostane.</translation>
    </message>
    <message>
        <source>{player} could not raise: took house {house}, got {coins} back.</source>
        <translation>{player} nemůže přihodit a bere si dům {house}. Vráceno: {coins}.</translation>
    </message>
    <message>
        <source>{player} passed: took house {house}, got {coins} back.</source>
        <translation>{player} pasuje a bere si dům {house}. Vráceno: {coins}.</translation>
    </message>
    <message>
        <source>({coins} went to the bank.)</source>
        <translation>(Do banky: {coins}.)</translation>
    </message>
    <message>
        <source>{player} bought house {house} for {coins}.</source>
        <translation>{player} kupuje dům {house}. Cena: {coins}.</translation>
    </message>
    <message>
        <source>{player} takes the last cheques: {cheques}.</source>
        <translation>{player} bere všechny zbylé šeky: {cheques}.</translation>
    </message>
    <message>
        <source>Round {round}: cheques {cheques} are on the table.</source>
        <translation>{round}. kolo: na stole jsou šeky {cheques}.</translation>
    </message>
    <message>
        <source>{player} has chosen a house.</source>
        <translation>{player} má dům vybraný.</translation>
    </message>
    <message>
        <source>{player} sold house {house} for {cheque}</source>
        <translation>{player} prodává dům {house} za {cheque}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>You cannot raise any more. Please pass.</source>
        <translation>Víc přihodit nemůžeš. Musíš pasovat.</translation>
    </message>
    <message>
        <source>Bid at least {coins}.</source>
        <translation>Nejmenší možný příhoz je {coins}.</translation>
    </message>
    <message>
        <source>You can bid at most {coins}.</source>
        <translation>Nejvyšší možný příhoz je {coins}.</translation>
    </message>
    <message>
        <source>You do not have house {house}.</source>
        <translation>Dům {house} nemáš.</translation>
    </message>
    <message>
        <source>That is not possible right now.</source>
        <translation>To teď nejde.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Teď nejsi na tahu.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Tenhle tah není dovolený.</translation>
    </message>
    <message>
        <source>Same amount of money: more coins left wins.</source>
        <translation>Stejně peněz: vyhrává ten, komu zbylo víc mincí.</translation>
    </message>
    <message>
        <source>Same money and same coins: the win is shared.</source>
        <translation>Stejně peněz i mincí: výhra je společná.</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Varianta</translation>
    </message>
    <message>
        <source>A forced pass costs half, like any pass</source>
        <translation>Vynucený pas stojí polovinu, jako každý pas</translation>
    </message>
    <message>
        <source>Standard game</source>
        <translation>Běžná hra</translation>
    </message>
    <message>
        <source>Not everyone gets one!</source>
        <translation>Na každého se nedostane!</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>What happened</source>
        <translation>Co se stalo</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>Hrát zno&amp;vu</translation>
    </message>
    <message>
        <source>&amp;Back to the start</source>
        <translation>&amp;Zpět na začátek</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Start a new game of %1</source>
        <translation>Začít novou hru „%1“</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Pass the computer to %1</source>
        <translation>Předej počítač hráči %1</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Jsem %1 — ukaž moje karty</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Which game shall we play?</source>
        <translation>Jakou hru budeme hrát?</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>Hru nejde otevřít</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Uložit jako</translation>
    </message>
    <message>
        <source>Name of the saved game:</source>
        <translation>Název uložené hry:</translation>
    </message>
    <message>
        <source>A saved game called “%1” already exists. Replace it?</source>
        <translation>Uložená hra „%1“ už existuje. Nahradit ji?</translation>
    </message>
    <message>
        <source>The game is saved.</source>
        <translation>Hra je uložená.</translation>
    </message>
    <message>
        <source>About Family Board Games</source>
        <translation>O programu Rodinné deskovky</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Family Board Games %1&lt;/h3&gt;&lt;p&gt;Five board games for the whole family at one computer.&lt;/p&gt;&lt;p&gt;The pictures on the cards are drawn by the program itself. Where a rulebook leaves something out, the in-app rules say what the program does.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Rodinné deskovky %1&lt;/h3&gt;&lt;p&gt;Pět deskových her pro celou rodinu u jednoho počítače.&lt;/p&gt;&lt;p&gt;Obrázky karet kreslí sám program. Kde tištěná pravidla něco neřeší, pravidla v programu vysvětlí, jak to program dělá.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Family Board Games</source>
        <translation>Rodinné deskovky</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <source>&amp;Open a saved game…</source>
        <translation>&amp;Otevřít uloženou hru…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Uložit jako…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Zno&amp;vu</translation>
    </message>
    <message>
        <source>&amp;Close the game</source>
        <translation>Zavřít &amp;hru</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>&amp;Rules of the game</source>
        <translation>&amp;Pravidla hry</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;O programu</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Two players have the same name. Please give each a different one.</source>
        <translation>Dva hráči mají stejné jméno. Dej každému jiné.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Hráč %1</translation>
    </message>
    <message>
        <source>New game — %1</source>
        <translation>Nová hra – %1</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Počet hráčů:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Player &amp;%1:</source>
        <translation>Hráč &amp;%1:</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Začít hru</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
</context>
<context>
    <name>PlacingAnimation</name>
    <message>
        <source>Click or press Esc to skip</source>
        <translation>Přeskoč kliknutím nebo klávesou Esc</translation>
    </message>
</context>
<context>
    <name>RevealOverlay</name>
    <message>
        <source>The houses are sold!</source>
        <translation>Domy jsou prodané!</translation>
    </message>
    <message>
        <source>Click or press Esc to continue</source>
        <translation>Pokračuj kliknutím nebo klávesou Esc</translation>
    </message>
</context>
<context>
    <name>RoundScorePanel</name>
    <message>
        <source>Round {round} is over</source>
        <translation>{round}. kolo skončilo</translation>
    </message>
    <message>
        <source>Each cow head in your hand costs 1 point, each cow head in your X pile 2 points; the X row costs nothing. Fewest points win.</source>
        <translation>Každá kraví hlava v ruce stojí 1 bod, každá kraví hlava v balíčku X 2 body, řada X nestojí nic. Vyhrává ten, kdo má nejméně bodů.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Pokračovat</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>No rules yet</source>
        <translation>Pravidla zatím nejsou</translation>
    </message>
    <message>
        <source>Sorry, the rules of this game are not available yet.</source>
        <translation>Promiň, pravidla této hry tu zatím nejsou.</translation>
    </message>
    <message>
        <source>These rules are not yet available in your language, so they are shown in English.</source>
        <translation>Tato pravidla zatím nejsou přeložená do češtiny, a tak se ukazují anglicky.</translation>
    </message>
    <message>
        <source>Rules: {game}</source>
        <translation>Pravidla: {game}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <source>Delete saved game</source>
        <translation>Smazat uloženou hru</translation>
    </message>
    <message>
        <source>Delete this saved game for good?
%1</source>
        <translation>Smazat tuto uloženou hru natrvalo?
%1</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Otevřít uloženou hru</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otevřít</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Smazat</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>There are no saved games yet. Start a new game — it is saved after every move.</source>
        <translation>Zatím tu nejsou žádné uložené hry. Začni novou hru – uloží se sama po každém tahu.</translation>
    </message>
</context>
<context>
    <name>SavesModel</name>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Začátek</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Naposledy hráno</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Průběh</translation>
    </message>
    <message>
        <source>Cannot be opened: %1</source>
        <translation>Nejde otevřít: %1</translation>
    </message>
    <message>
        <source>%1 (saved automatically)</source>
        <translation>%1 (uloženo automaticky)</translation>
    </message>
    <message>
        <source>round %1, %2</source>
        <translation>%2, %1. kolo</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Family Board Games</source>
        <translation>Rodinné deskovky</translation>
    </message>
    <message>
        <source>Choose a game. One computer, the whole family.</source>
        <translation>Vyber si hru. Jeden počítač, celá rodina.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Pokračovat</translation>
    </message>
    <message>
        <source>Continue the game you played last</source>
        <translation>Pokračovat v naposledy hrané hře</translation>
    </message>
    <message>
        <source>&amp;Open a saved game</source>
        <translation>&amp;Otevřít uloženou hru</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nová hra</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>For Sale</source>
        <translation>Na prodej</translation>
    </message>
    <message>
        <source>X Takes!</source>
        <translation>X bere!</translation>
    </message>
    <message>
        <source>Last Will</source>
        <translation>Poslední vůle</translation>
    </message>
    <message>
        <source>Horse Races and Bets</source>
        <translation>Dostihy a sázky</translation>
    </message>
    <message>
        <source>Anti-Monopoly</source>
        <translation>Anti-Monopoly</translation>
    </message>
    <message>
        <source>Buying houses</source>
        <translation>Nákup domů</translation>
    </message>
    <message>
        <source>Selling houses</source>
        <translation>Prodej domů</translation>
    </message>
    <message>
        <source>Choosing cards</source>
        <translation>Výběr karet</translation>
    </message>
    <message>
        <source>Placing cards</source>
        <translation>Přikládání karet</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Dohráno</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 hráčů</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Teď nejsi na tahu.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Takový hráč tu není.</translation>
    </message>
    <message>
        <source>That move is not possible.</source>
        <translation>Tenhle tah nejde.</translation>
    </message>
    <message>
        <source>That move does not belong to this part of the game.</source>
        <translation>Tenhle tah do této části hry nepatří.</translation>
    </message>
    <message>
        <source>This program does not know that game.</source>
        <translation>Tuhle hru program nezná.</translation>
    </message>
    <message>
        <source>This game is for %1 to %2 players.</source>
        <translation>Tato hra je pro %1 až %2 hráčů.</translation>
    </message>
    <message>
        <source>The game could not be dealt.</source>
        <translation>Karty se nepodařilo rozdat.</translation>
    </message>
    <message>
        <source>Some game settings are not valid.</source>
        <translation>Některé volby hry nejsou platné.</translation>
    </message>
    <message>
        <source>This game was saved by a different version of the rules.</source>
        <translation>Tato hra se uložila podle jiné verze pravidel.</translation>
    </message>
    <message>
        <source>The saved game contains a move that is not allowed (move %1).</source>
        <translation>V uložené hře je nedovolený tah (%1. tah).</translation>
    </message>
    <message>
        <source>The file was not found.</source>
        <translation>Soubor se nenašel.</translation>
    </message>
    <message>
        <source>The file is too large to be a saved game.</source>
        <translation>Soubor je na uloženou hru moc velký.</translation>
    </message>
    <message>
        <source>The file is damaged or is not a saved game.</source>
        <translation>Soubor je poškozený, nebo to není uložená hra.</translation>
    </message>
    <message>
        <source>This is not a saved game of this program.</source>
        <translation>Tohle není uložená hra z tohoto programu.</translation>
    </message>
    <message>
        <source>This game was saved by a different version of the program.</source>
        <translation>Tuto hru uložila jiná verze programu.</translation>
    </message>
    <message>
        <source>The saved game is damaged.</source>
        <translation>Uložená hra je poškozená.</translation>
    </message>
    <message>
        <source>This program does not know the game in this file.</source>
        <translation>Hru v tomto souboru program nezná.</translation>
    </message>
    <message>
        <source>The saved game contains a move that is not allowed.</source>
        <translation>V uložené hře je nedovolený tah.</translation>
    </message>
    <message>
        <source>The file could not be read or written.</source>
        <translation>Soubor se nepodařilo přečíst nebo zapsat.</translation>
    </message>
    <message>
        <source>The saved game could not be used.</source>
        <translation>Uloženou hru nejde použít.</translation>
    </message>
</context>
<context>
    <name>Tokens</name>
    <message>
        <source>blue circle</source>
        <translation>modré kolečko</translation>
    </message>
    <message>
        <source>red triangle</source>
        <translation>červený trojúhelník</translation>
    </message>
    <message>
        <source>green square</source>
        <translation>zelený čtvereček</translation>
    </message>
    <message>
        <source>pink diamond</source>
        <translation>růžový kosočtverec</translation>
    </message>
    <message>
        <source>orange star</source>
        <translation>oranžová hvězda</translation>
    </message>
    <message>
        <source>light blue heart</source>
        <translation>světle modré srdce</translation>
    </message>
</context>
<context>
    <name>XNimmtModels</name>
    <message>
        <source>{card} ({heads})</source>
        <translation>{card} ({heads})</translation>
    </message>
    <message>
        <source>Row card {size}</source>
        <translation>Karta řady „{size}“</translation>
    </message>
    <message>
        <source>X card</source>
        <translation>Karta „X“</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Karta lícem dolů</translation>
    </message>
    <message>
        <source>Empty place</source>
        <translation>Volné místo</translation>
    </message>
    <message>
        <source>{player}: still choosing</source>
        <translation>{player}: ještě vybírá</translation>
    </message>
    <message>
        <source>{player}: a face-down card</source>
        <translation>{player}: karta lícem dolů</translation>
    </message>
    <message>
        <source>{player}: your card {card}, face down</source>
        <translation>{player}: tvoje karta {card}, lícem dolů</translation>
    </message>
    <message>
        <source>{player}: {card}, placed</source>
        <translation>{player}: {card}, už leží v řadě</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>V ruce</translation>
    </message>
    <message>
        <source>X row</source>
        <translation>Řada X</translation>
    </message>
    <message>
        <source>X pile</source>
        <translation>Balíček X</translation>
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
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>{cards} face down</source>
        <translation>{cards} lícem dolů</translation>
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
        <source>Cows in hand</source>
        <translation>Kraví hlavy v ruce</translation>
    </message>
    <message>
        <source>Cows in X pile</source>
        <translation>Kraví hlavy v balíčku X</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Pořadí</translation>
    </message>
</context>
<context>
    <name>XNimmtTable</name>
    <message>
        <source>Your hand</source>
        <translation>Tvoje karty v ruce</translation>
    </message>
    <message>
        <source>Your X row</source>
        <translation>Tvoje řada X</translation>
    </message>
    <message>
        <source>Your X pile</source>
        <translation>Tvůj balíček X</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>žádné karty</translation>
    </message>
    <message>
        <source>Fewest points win. Each cow head in the hand costs 1 point, each cow head in the X pile 2 points.</source>
        <translation>Vyhrává ten, kdo má nejméně bodů. Každá kraví hlava v ruce stojí 1 bod, každá kraví hlava v balíčku X 2 body.</translation>
    </message>
    <message>
        <source>Round {round} · turn {turn}</source>
        <translation>{round}. kolo · {turn}. tah</translation>
    </message>
    <message>
        <source>Still choosing: {players}</source>
        <translation>Ještě vybírají: {players}</translation>
    </message>
    <message>
        <source>Deciding: {player}</source>
        <translation>Rozhoduje: {player}</translation>
    </message>
    <message>
        <source>{heads} in your X pile, each counts twice</source>
        <translation>V tvém balíčku X: {heads}, každá se počítá dvakrát</translation>
    </message>
    <message>
        <source>The cards you take</source>
        <translation>Karty, které bereš</translation>
    </message>
    <message>
        <source>On the table this turn</source>
        <translation>Na stole v tomto tahu</translation>
    </message>
    <message>
        <source>Row {size}</source>
        <translation>Řada {size}</translation>
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
        <source>Choose the card you play: click it, then press Play card. Arrow keys and Enter work too.</source>
        <translation>Vyber kartu, kterou zahraješ: klikni na ni a pak na „Zahrát kartu“. Jde to i šipkami a klávesou Enter.</translation>
    </message>
    <message>
        <source>Your {card} is lower than every row. Choose a row to take: click it, or press its number: 3, 4 or 5.</source>
        <translation>Tvoje karta {card} je nižší než všechny řady. Vyber si řadu, kterou si vezmeš: klikni na ni, nebo stiskni její číslo: 3, 4 nebo 5.</translation>
    </message>
    <message>
        <source>Click the card that goes to your X row; the others go to your hand.</source>
        <translation>Klikni na kartu, která půjde do tvé řady X. Ostatní si vezmeš do ruky.</translation>
    </message>
    <message>
        <source>A card lower than {card} sends your X row face down onto your X pile.</source>
        <translation>Karta nižší než {card} pošle tvou řadu X lícem dolů na balíček X.</translation>
    </message>
    <message>
        <source>Waiting for the next player.</source>
        <translation>Čeká se na dalšího hráče.</translation>
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
        <source>Wait for the others.</source>
        <translation>Počkej na ostatní.</translation>
    </message>
    <message>
        <source>The next card takes this row!</source>
        <translation>Další karta tuhle řadu bere!</translation>
    </message>
    <message>
        <source>{player} wins with the fewest points!</source>
        <translation>{player} vyhrává s nejmenším počtem bodů!</translation>
    </message>
    <message>
        <source>{players} share the win!</source>
        <translation>{players} vyhrávají společně!</translation>
    </message>
    <message>
        <source>Play card</source>
        <translation>Zahrát kartu</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Zahrát kartu {card}</translation>
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
    <message numerus="yes">
        <source>Room for %n more card(s)</source>
        <translation>
            <numerusform>Místo ještě pro %n kartu</numerusform>
            <numerusform>Místo ještě pro %n karty</numerusform>
            <numerusform>Místo ještě pro %n karet</numerusform>
        </translation>
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
        <source>Player {number}</source>
        <translation>Hráč {number}</translation>
    </message>
    <message>
        <source>row {size}</source>
        <translation>„{size}“</translation>
    </message>
    <message>
        <source>Row {size}: {cards} ({heads})</source>
        <translation>Řada „{size}“: {cards} ({heads})</translation>
    </message>
    <message>
        <source>Round {round}: 8 cards each; the rows start with {cards}.</source>
        <translation>{round}. kolo: každý má 8 karet, řady začínají kartami {cards}.</translation>
    </message>
    <message>
        <source>{player} has chosen a card.</source>
        <translation>{player} má kartu vybranou.</translation>
    </message>
    <message>
        <source>The cards are turned over: {plays}.</source>
        <translation>Karty se otáčejí: {plays}.</translation>
    </message>
    <message>
        <source>{player}&apos;s {card} goes to {row}.</source>
        <translation>{player} přikládá kartu {card} do řady {row}.</translation>
    </message>
    <message>
        <source>{player}&apos;s {card} fills {row}: {player} takes {cards}, and {card} starts the row again.</source>
        <translation>{player} zaplňuje kartou {card} řadu {row}: bere si karty {cards} a karta {card} začíná řadu znovu.</translation>
    </message>
    <message>
        <source>{player}&apos;s {card} is lower than every row: {player} must take a row.</source>
        <translation>{player} hraje moc nízkou kartu {card} a musí si vzít jednu řadu.</translation>
    </message>
    <message>
        <source>{player} takes {row} ({cards}); {card} starts the row again.</source>
        <translation>{player} si bere řadu {row} ({cards}) a karta {card} ji začíná znovu.</translation>
    </message>
    <message>
        <source>{card} goes to {player}&apos;s X row.</source>
        <translation>{player} dává kartu {card} do řady X.</translation>
    </message>
    <message>
        <source>{player} puts {card} in the X row and {cards} in the hand.</source>
        <translation>{player} dává kartu {card} do řady X a {cards} do ruky.</translation>
    </message>
    <message>
        <source>Round {round} is over. Points: {scores}.</source>
        <translation>{round}. kolo skončilo. Body: {scores}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
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
        <source>There is no such row.</source>
        <translation>Taková řada tu není.</translation>
    </message>
    <message>
        <source>Card {card} is not one of the cards you took.</source>
        <translation>Karta {card} není mezi kartami, které bereš.</translation>
    </message>
    <message>
        <source>That is not possible right now.</source>
        <translation>To teď nejde.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Teď nejsi na tahu.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Tenhle tah není dovolený.</translation>
    </message>
    <message>
        <source>The same lowest score: the win is shared.</source>
        <translation>Nejméně bodů má víc hráčů: výhra je společná.</translation>
    </message>
</context>
</TS>
