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
        <source>Bid</source>
        <translation>Příhoz</translation>
    </message>
    <message>
        <source>Cheque {value}</source>
        <translation>Šek {value}</translation>
    </message>
    <message>
        <source>Cheques</source>
        <translation>Šeky</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Mince</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Karta obrázkem dolů</translation>
    </message>
    <message>
        <source>House {number}</source>
        <translation>Dům {number}</translation>
    </message>
    <message>
        <source>Houses</source>
        <translation>Domy</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>bidding</source>
        <translation>na tahu</translation>
    </message>
    <message>
        <source>choosing</source>
        <translation>vybírá</translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation>vybráno</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>pasuje</translation>
    </message>
    <message>
        <source>{coins} = {money}</source>
        <translation>{coins} = {money}</translation>
    </message>
</context>
<context>
    <name>ForSaleTable</name>
    <message>
        <source>Buying houses · round {round}</source>
        <translation>Nákup domů · {round}. kolo</translation>
    </message>
    <message>
        <source>Cheques left in the pile: {count}</source>
        <translation>Šeků v balíčku: {count}</translation>
    </message>
    <message>
        <source>Cheques on the table</source>
        <translation>Šeky na stole</translation>
    </message>
    <message>
        <source>Cheques: {player}</source>
        <translation>Šeky: {player}</translation>
    </message>
    <message>
        <source>Choose a house first: click it, then press Sell.</source>
        <translation>Nejdřív vyber dům: klikni na něj a pak na „Prodat“.</translation>
    </message>
    <message>
        <source>Choose a house to sell: click it, then press Sell.</source>
        <translation>Vyber dům, který prodáš: klikni na něj a pak na „Prodat“.</translation>
    </message>
    <message>
        <source>Click a house, then press Sell</source>
        <translation>Klikni na dům a pak na „Prodat“</translation>
    </message>
    <message>
        <source>Coins: {player}</source>
        <translation>Mince: {player}</translation>
    </message>
    <message>
        <source>Highest bid: {coins}</source>
        <translation>Nejvyšší příhoz: {coins}</translation>
    </message>
    <message>
        <source>Houses are not picked: bid for them. The last one left in the auction takes the best house, and each one who passes takes the cheapest.</source>
        <translation>Domy se nevybírají, draží se. Kdo v dražbě zůstane poslední, dostane nejlepší dům, a kdo pasuje, vezme si nejlevnější.</translation>
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
        <source>Houses sold so far</source>
        <translation>Dosud prodané domy</translation>
    </message>
    <message>
        <source>Houses: {player}</source>
        <translation>Domy: {player}</translation>
    </message>
    <message>
        <source>Last sale</source>
        <translation>Poslední prodej</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>Zatím žádný příhoz</translation>
    </message>
    <message>
        <source>Now bidding: {player}</source>
        <translation>Na tahu: {player}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasovat</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Put more coins on your bid (Enter; + and - change the bid)</source>
        <translation>Přidej mince na svou hromádku (Enter; klávesy + a - mění příhoz)</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Přihodit</translation>
    </message>
    <message>
        <source>Raise the bid, or pass: you get all your coins back, but no house.</source>
        <translation>Přihoď, nebo pasuj: pak dostaneš zpátky všechny mince, ale žádný dům.</translation>
    </message>
    <message>
        <source>Raise the bid, or pass: you take the cheapest house and get half of your coins back.</source>
        <translation>Přihoď, nebo pasuj: pak si vezmeš nejlevnější dům a dostaneš zpátky polovinu mincí ze své hromádky.</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>Prodat</translation>
    </message>
    <message>
        <source>Sell house {house}</source>
        <translation>Prodat dům {house}</translation>
    </message>
    <message>
        <source>Selling houses · round {round}</source>
        <translation>Prodej domů · {round}. kolo</translation>
    </message>
    <message>
        <source>Still choosing: {players}</source>
        <translation>Ještě vybírají: {players}</translation>
    </message>
    <message>
        <source>Stop bidding and take the cheapest house (P)</source>
        <translation>Přestaň přihazovat a vezmi si nejlevnější dům (P)</translation>
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
        <source>You cannot bid more. Pass: you get all your coins back, but no house.</source>
        <translation>Víc přihodit nemůžeš. Pasuj: dostaneš zpátky všechny mince, ale žádný dům.</translation>
    </message>
    <message>
        <source>You cannot bid more. Pass: you take the cheapest house and get all your coins back.</source>
        <translation>Víc přihodit nemůžeš. Pasuj: vezmeš si nejlevnější dům a dostaneš zpátky všechny mince.</translation>
    </message>
    <message>
        <source>You cannot bid more. Pass: you take the cheapest house and get half of your coins back.</source>
        <translation>Víc přihodit nemůžeš. Pasuj: vezmeš si nejlevnější dům a dostaneš zpátky polovinu mincí.</translation>
    </message>
    <message>
        <source>Your bid:</source>
        <translation>Příhoz:</translation>
    </message>
    <message>
        <source>Your cheques</source>
        <translation>Tvoje šeky</translation>
    </message>
    <message>
        <source>Your coins</source>
        <translation>Tvoje mince</translation>
    </message>
    <message>
        <source>Your house for this round is chosen. Wait for the others.</source>
        <translation>Dům pro toto kolo už máš vybraný. Počkej na ostatní.</translation>
    </message>
    <message>
        <source>Your houses</source>
        <translation>Tvoje domy</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>zatím žádné</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>{player} vyhrává!</translation>
    </message>
    <message>
        <source>{player}: house {house} → {cheque}</source>
        <translation>{player}: dům {house} → {cheque}</translation>
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
        <source>({coins} went to the bank.)</source>
        <translation>(Do banky: {coins}.)</translation>
    </message>
    <message>
        <source>A forced pass costs half, like any pass</source>
        <translation>Vynucený pas stojí polovinu, jako každý pas</translation>
    </message>
    <message>
        <source>Bid at least {coins}: a bid must be higher than the highest bid on the table.</source>
        <translation>Nejmenší možný příhoz je {coins}: příhoz musí být vyšší než nejvyšší příhoz na stole.</translation>
    </message>
    <message>
        <source>Bid {coins} in all.</source>
        <translation>Nabídni celkem {coins}.</translation>
    </message>
    <message>
        <source>Buying houses</source>
        <translation>Nákup domů</translation>
    </message>
    <message>
        <source>Every coin left is worth {money}.</source>
        <translation>Každá zbylá mince má hodnotu {money}.</translation>
    </message>
    <message>
        <source>For Sale</source>
        <translation>Na prodej</translation>
    </message>
    <message>
        <source>House {best} is not much better than house {lowest}: save your coins.</source>
        <translation>Dům {best} není o moc lepší než dům {lowest}: ušetři mince.</translation>
    </message>
    <message>
        <source>House {house} is not yours: you can only sell a house from your hand.</source>
        <translation>Dům {house} nemáš: prodat můžeš jen dům, který máš v ruce.</translation>
    </message>
    <message>
        <source>Not everyone gets one!</source>
        <translation>Na každého se nedostane!</translation>
    </message>
    <message>
        <source>Open the bidding at 0: it costs you nothing.</source>
        <translation>Začni dražbu nabídkou 0: nic tě nestojí.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasovat</translation>
    </message>
    <message>
        <source>Pass (you cannot bid more)</source>
        <translation>Pasovat (víc přihodit nemůžeš)</translation>
    </message>
    <message>
        <source>Pass: take the cheapest house and half your coins back.</source>
        <translation>Pasuj: vezmi si nejlevnější dům a polovinu mincí zpátky.</translation>
    </message>
    <message>
        <source>Raise: {coins} in all</source>
        <translation>Přihodit: celkem {coins}</translation>
    </message>
    <message>
        <source>Raise: {low} to {coins} in all</source>
        <translation>Přihodit: celkem {low} až {coins}</translation>
    </message>
    <message>
        <source>Round {round}: cheques {cheques} are on the table.</source>
        <translation>{round}. kolo: na stole jsou šeky {cheques}.</translation>
    </message>
    <message>
        <source>Round {round}: houses {houses} are for sale.</source>
        <translation>{round}. kolo: na prodej jsou domy {houses}.</translation>
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
        <source>Sell a house: one of {houses}</source>
        <translation>Prodat dům: jeden z {houses}</translation>
    </message>
    <message>
        <source>Sell your last house, {house}</source>
        <translation>Prodat svůj poslední dům, {house}</translation>
    </message>
    <message>
        <source>Sell your lowest house here and keep the better ones for later rounds.</source>
        <translation>Tady prodej svůj nejnižší dům a lepší si nech na další kola.</translation>
    </message>
    <message>
        <source>Sell {house}.</source>
        <translation>Prodej {house}.</translation>
    </message>
    <message>
        <source>Selling houses</source>
        <translation>Prodej domů</translation>
    </message>
    <message>
        <source>Standard game</source>
        <translation>Běžná hra</translation>
    </message>
    <message>
        <source>That is not too much for a chance at house {best}.</source>
        <translation>To není moc za šanci na dům {best}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>The highest house takes the highest cheque ({best}), the lowest house the lowest ({worst}).</source>
        <translation>Nejvyšší dům dostane nejvyšší šek ({best}), nejnižší dům nejnižší ({worst}).</translation>
    </message>
    <message>
        <source>The last one left in the auction pays their whole bid and takes the best house, {best}.</source>
        <translation>Kdo v dražbě zůstane poslední, zaplatí celý svůj příhoz a vezme si nejlepší dům, {best}.</translation>
    </message>
    <message>
        <source>The others will likely bid more than house {best} is worth to you: save your coins.</source>
        <translation>Ostatní nejspíš přihodí víc, než pro tebe dům {best} stojí: ušetři mince.</translation>
    </message>
    <message>
        <source>This house does best against these cheques; keep the others for later.</source>
        <translation>S těmito šeky si tenhle dům vede nejlíp; ostatní si nech na později.</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Varianta</translation>
    </message>
    <message>
        <source>You can bid at most {coins}: your pile and all the coins you have.</source>
        <translation>Nejvyšší možný příhoz je {coins}: tvoje hromádka na stole a všechny mince, které máš.</translation>
    </message>
    <message>
        <source>You cannot bid more than the highest bid with the coins you have, so you must pass.</source>
        <translation>Se svými mincemi už nemůžeš dát víc než nejvyšší příhoz, a tak musíš pasovat.</translation>
    </message>
    <message>
        <source>You get no house this round and pay nothing.</source>
        <translation>V tomto kole nedostaneš žádný dům a nic nezaplatíš.</translation>
    </message>
    <message>
        <source>You get no house this round, but all your {coins} back.</source>
        <translation>V tomto kole nedostaneš žádný dům, ale vrátí se ti celá hromádka: {coins}.</translation>
    </message>
    <message>
        <source>You may open at 0: it costs you nothing. The last one left in the auction pays their bid and takes house {best}.</source>
        <translation>Můžeš začít nulou, nic tě to nestojí. Kdo v dražbě zůstane poslední, zaplatí svůj příhoz a vezme si dům {best}.</translation>
    </message>
    <message>
        <source>You take the cheapest house, {house}, and get all your {coins} back.</source>
        <translation>Vezmeš si nejlevnější dům, {house}, a vrátí se ti celá hromádka: {coins}.</translation>
    </message>
    <message>
        <source>You take the cheapest house, {house}, and get half of your coins back: {coins}.</source>
        <translation>Vezmeš si nejlevnější dům, {house}, a vrátí se ti polovina mincí: {coins}.</translation>
    </message>
    <message>
        <source>You take the cheapest house, {house}, for nothing.</source>
        <translation>Vezmeš si nejlevnější dům, {house}, zadarmo.</translation>
    </message>
    <message>
        <source>Your best house can win the {cheque} cheque now.</source>
        <translation>Tvůj nejlepší dům teď může vyhrát šek za {cheque}.</translation>
    </message>
    <message>
        <source>house {number}</source>
        <translation>dům {number}</translation>
    </message>
    <message>
        <source>{player} bids {coins}.</source>
        <translation>{player} přihazuje – celkem {coins}.</translation>
    </message>
    <message>
        <source>{player} bought house {house} for {coins}.</source>
        <translation>{player} kupuje dům {house}. Cena: {coins}.</translation>
    </message>
    <message>
        <source>{player} could not raise: took house {house}, got {coins} back.</source>
        <translation>{player} nemůže přihodit a bere si dům {house}. Vráceno: {coins}.</translation>
    </message>
    <message>
        <source>{player} could not raise: took house {house}.</source>
        <translation>{player} nemůže přihodit a bere si dům {house}.</translation>
    </message>
    <message>
        <source>{player} has chosen a house.</source>
        <translation>{player} má dům vybraný.</translation>
    </message>
    <message>
        <source>{player} opens the bidding at 0.</source>
        <translation>{player} začíná dražbu nabídkou 0.</translation>
    </message>
    <message>
        <source>{player} passed: no house this round.</source>
        <translation>{player} pasuje a v tomto kole dům nedostane.</translation>
    </message>
    <message>
        <source>{player} passed: no house, but got {coins} back.</source>
        <translation>{player} pasuje a dům nedostane. Vráceno: {coins}.</translation>
    </message>
    <message>
        <source>{player} passed: took house {house}, got {coins} back.</source>
        <translation>{player} pasuje a bere si dům {house}. Vráceno: {coins}.</translation>
    </message>
    <message>
        <source>{player} passed: took house {house}.</source>
        <translation>{player} pasuje a bere si dům {house}.</translation>
    </message>
    <message>
        <source>{player} sold house {house} for {cheque}</source>
        <translation>{player} prodává dům {house} za {cheque}</translation>
    </message>
    <message>
        <source>{player} takes house {house} for nothing.</source>
        <translation>{player} bere dům {house} zadarmo.</translation>
    </message>
    <message>
        <source>{player} takes the last cheques: {cheques}.</source>
        <translation>{player} bere všechny zbylé šeky: {cheques}.</translation>
    </message>
</context>
<context>
    <name>ForSaleTutorial</name>
    <message>
        <source>All the houses are bought. Now there are cheques on the table, one for each player. Everyone secretly chooses one house to sell.</source>
        <translation>Všechny domy jsou koupené. Teď jsou na stole šeky, pro každého hráče jeden. Každý tajně vybere jeden dům, který prodá.</translation>
    </message>
    <message>
        <source>Click one of your houses, then press Sell. The highest house takes the highest cheque, the lowest house the lowest.</source>
        <translation>Klikni na jeden ze svých domů a pak na Prodat. Nejvyšší dům dostane nejvyšší šek, nejnižší dům ten nejnižší.</translation>
    </message>
    <message>
        <source>It is your turn. Set 1 or 2 coins with the arrows and press Raise. Each bid must be higher than the one before.</source>
        <translation>Jsi na tahu. Šipkami nastav 1 nebo 2 mince a stiskni Přihodit. Každý příhoz musí být vyšší než ten předchozí.</translation>
    </message>
    <message>
        <source>Look at the cheques: only one is worth nothing, the others are big. A middle house is enough to win a big cheque, so keep your best houses for later!</source>
        <translation>Podívej se na šeky: jen jeden nemá žádnou cenu, ostatní jsou velké. Na velký šek ti stačí prostřední dům, tak si ty nejlepší nech na později!</translation>
    </message>
    <message>
        <source>Look at these houses: they are almost the same! If you pass now, before you bid, you get the cheapest one and pay nothing. Here, passing pays.</source>
        <translation>Podívej se na tyhle domy: jsou skoro stejné! Když teď pasuješ, ještě než přihodíš, dostaneš ten nejlevnější a nezaplatíš nic. Tady se pasovat vyplatí.</translation>
    </message>
    <message>
        <source>New houses are on the table. Whoever won the last auction starts the bidding this time.</source>
        <translation>Na stole jsou nové domy. Kdo vyhrál minulou dražbu, ten teď začíná přihazovat.</translation>
    </message>
    <message>
        <source>Now the others bid, one after another. Watch the highest bid: whoever stays in the auction longest gets the best house.</source>
        <translation>Teď přihazují ostatní, jeden po druhém. Sleduj nejvyšší příhoz: kdo v dražbě vydrží nejdéle, dostane nejlepší dům.</translation>
    </message>
    <message>
        <source>Someone bid more than you. Raise again, or pass: if you pass, you take the cheapest house on the table and get half of your coins back.</source>
        <translation>Někdo přihodil víc než ty. Přihoď znovu, nebo pasuj: když pasuješ, vezmeš si nejlevnější dům na stole a polovina mincí se ti vrátí.</translation>
    </message>
    <message>
        <source>The chosen houses are turned over. Here you see who sold which house and which cheque they got.</source>
        <translation>Vybrané domy se otočily. Tady vidíš, kdo prodal který dům a jaký šek za něj dostal.</translation>
    </message>
    <message>
        <source>The game is over! Everyone adds up their cheques and coins, and the richest player wins. Now you know For Sale: start a real game whenever you like.</source>
        <translation>Hra skončila! Každý si spočítá šeky a mince a nejbohatší hráč vyhrává. Teď už Na prodej umíš: skutečnou hru si můžeš začít, kdykoli budeš chtít.</translation>
    </message>
    <message>
        <source>These are your coins. You bid with them for the houses on the table. Coins you keep count at the end too: each is worth $1,000.</source>
        <translation>Tohle jsou tvoje mince. Přihazuješ jimi na domy na stole. Mince, které ti zbudou, se na konci počítají taky: každá za 1&#xa0;000&#xa0;$.</translation>
    </message>
    <message>
        <source>This is the last auction: the pile of houses is empty. After it, the houses are sold.</source>
        <translation>Tohle je poslední dražba: balíček domů je prázdný. Potom se domy prodávají.</translation>
    </message>
    <message>
        <source>Welcome to For Sale! First you buy houses with your coins, then you sell them for cheques. Whoever has the most money at the end wins.</source>
        <translation>Vítej ve hře Na prodej! Nejdřív za mince kupuješ domy, pak je prodáváš za šeky. Kdo má na konci nejvíc peněz, vyhrává.</translation>
    </message>
    <message>
        <source>You do not have enough coins to bid more than that. So you pass: you take the cheapest house and get all your coins back.</source>
        <translation>Na vyšší příhoz ti mince nestačí. Tak pasuješ: vezmeš si nejlevnější dům a všechny mince se ti vrátí.</translation>
    </message>
    <message>
        <source>You got a house without paying a single coin. Sometimes the best bid is no bid at all.</source>
        <translation>Dům tě nestál ani jednu minci. Někdy je nejlepší příhoz žádný příhoz.</translation>
    </message>
    <message>
        <source>You passed: you took the cheapest house and got half of your coins back. The other half is gone.</source>
        <translation>Po pasu máš nejlevnější dům a polovina mincí se ti vrátila. Druhá polovina propadla.</translation>
    </message>
    <message>
        <source>You won the auction! The last one left takes the most expensive house, but pays all the coins of the bid.</source>
        <translation>Dražba je tvoje! Kdo zůstane poslední, bere nejdražší dům, ale zaplatí všechny mince ze svého příhozu.</translation>
    </message>
    <message>
        <source>Your cheques are kept here until the end. Together with your coins they make your money.</source>
        <translation>Tady máš svoje šeky až do konce. Spolu s mincemi jsou to tvoje peníze.</translation>
    </message>
    <message>
        <source>Your house was the highest, so it took the best cheque on the table.</source>
        <translation>Tvůj dům byl nejvyšší, a tak dostal nejlepší šek na stole.</translation>
    </message>
    <message>
        <source>Your house was the lowest this time, so it got the smallest cheque. A low house is best sold when all the cheques are small.</source>
        <translation>Tvůj dům byl tentokrát nejnižší, a tak dostal nejmenší šek. Nízký dům se nejlíp prodává, když jsou malé všechny šeky.</translation>
    </message>
    <message>
        <source>Your middle house got a big cheque, and you still have better houses for later. Clever selling!</source>
        <translation>Tvůj prostřední dům dostal velký šek a lepší domy ti ještě zůstaly na později. Chytrý prodej!</translation>
    </message>
</context>
<context>
    <name>RevealOverlay</name>
    <message>
        <source>Click or press Esc to continue</source>
        <translation>Pokračuj kliknutím nebo klávesou Esc</translation>
    </message>
    <message>
        <source>The houses are sold!</source>
        <translation>Domy jsou prodané!</translation>
    </message>
</context>
</TS>
