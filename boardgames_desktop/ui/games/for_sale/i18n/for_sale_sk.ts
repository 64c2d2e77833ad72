<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sk">
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
        <translation>Ponuka</translation>
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
        <translation>Karta obrázkom nadol</translation>
    </message>
    <message>
        <source>House {number}</source>
        <translation>Dom {number}</translation>
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
        <translation>Spolu</translation>
    </message>
    <message>
        <source>bidding</source>
        <translation>draží</translation>
    </message>
    <message>
        <source>choosing</source>
        <translation>vyberá</translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation>má vybrané</translation>
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
        <translation>Nákup domov · {round}. kolo</translation>
    </message>
    <message>
        <source>Cheques left in the pile: {count}</source>
        <translation>Šekov v balíčku: {count}</translation>
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
        <translation>Najprv vyber dom: klikni naň a potom na Predať.</translation>
    </message>
    <message>
        <source>Choose a house to sell: click it, then press Sell.</source>
        <translation>Vyber dom na predaj: klikni naň a potom na Predať.</translation>
    </message>
    <message>
        <source>Click a house, then press Sell</source>
        <translation>Klikni na dom a potom na Predať</translation>
    </message>
    <message>
        <source>Coins: {player}</source>
        <translation>Mince: {player}</translation>
    </message>
    <message>
        <source>Highest bid: {coins}</source>
        <translation>Najvyššia ponuka: {coins}</translation>
    </message>
    <message>
        <source>Houses are not picked: bid for them. The last one left in the auction takes the best house, and each one who passes takes the cheapest.</source>
        <translation>Domy sa nevyberajú, dražia sa. Kto v dražbe zostane posledný, dostane najlepší dom, a kto pasuje, vezme si najlacnejší.</translation>
    </message>
    <message>
        <source>Houses for sale</source>
        <translation>Domy na predaj</translation>
    </message>
    <message>
        <source>Houses left in the pile: {count}</source>
        <translation>Domov v balíčku: {count}</translation>
    </message>
    <message>
        <source>Houses sold so far</source>
        <translation>Doteraz predané domy</translation>
    </message>
    <message>
        <source>Houses: {player}</source>
        <translation>Domy: {player}</translation>
    </message>
    <message>
        <source>Last sale</source>
        <translation>Posledný predaj</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>Zatiaľ žiadna ponuka</translation>
    </message>
    <message>
        <source>Now bidding: {player}</source>
        <translation>Na ťahu: {player}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasovať</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Put more coins on your bid (Enter; + and - change the bid)</source>
        <translation>Pridaj do svojej ponuky viac mincí (Enter; klávesy + a - menia ponuku)</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Prihodiť</translation>
    </message>
    <message>
        <source>Raise the bid, or pass: you get all your coins back, but no house.</source>
        <translation>Prihoď, alebo pasuj: dostaneš späť všetky mince, ale žiadny dom.</translation>
    </message>
    <message>
        <source>Raise the bid, or pass: you take the cheapest house and get half of your coins back.</source>
        <translation>Prihoď, alebo pasuj: vezmeš si najlacnejší dom a dostaneš späť polovicu mincí zo svojej kôpky.</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>Predať</translation>
    </message>
    <message>
        <source>Sell house {house}</source>
        <translation>Predať dom {house}</translation>
    </message>
    <message>
        <source>Selling houses · round {round}</source>
        <translation>Predaj domov · {round}. kolo</translation>
    </message>
    <message>
        <source>Still choosing: {players}</source>
        <translation>Čaká sa na: {players}</translation>
    </message>
    <message>
        <source>Stop bidding and take the cheapest house (P)</source>
        <translation>Prestaň dražiť a vezmi si najlacnejší dom (P)</translation>
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
        <source>You cannot bid more. Pass: you get all your coins back, but no house.</source>
        <translation>Najvyššiu ponuku už neprebiješ. Pasuj: dostaneš späť všetky mince, ale žiadny dom.</translation>
    </message>
    <message>
        <source>You cannot bid more. Pass: you take the cheapest house and get all your coins back.</source>
        <translation>Najvyššiu ponuku už neprebiješ. Pasuj: vezmeš si najlacnejší dom a dostaneš späť všetky mince.</translation>
    </message>
    <message>
        <source>You cannot bid more. Pass: you take the cheapest house and get half of your coins back.</source>
        <translation>Najvyššiu ponuku už neprebiješ. Pasuj: vezmeš si najlacnejší dom a dostaneš späť polovicu mincí.</translation>
    </message>
    <message>
        <source>Your bid:</source>
        <translation>Ponuka:</translation>
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
        <translation>Dom na toto kolo už máš vybraný. Počkaj na ostatných.</translation>
    </message>
    <message>
        <source>Your houses</source>
        <translation>Tvoje domy</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>zatiaľ žiadne</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>{player} vyhráva!</translation>
    </message>
    <message>
        <source>{player}: house {house} → {cheque}</source>
        <translation>{player}: dom {house} → {cheque}</translation>
    </message>
</context>
<context>
    <name>ForSaleTexts</name>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n minca</numerusform>
            <numerusform>%n mince</numerusform>
            <numerusform>%n mincí</numerusform>
        </translation>
    </message>
    <message>
        <source>({coins} went to the bank.)</source>
        <translation>(Z hry odchádza: {coins}.)</translation>
    </message>
    <message>
        <source>A forced pass costs half, like any pass</source>
        <translation>Vynútený pas stojí polovicu ako každý pas</translation>
    </message>
    <message>
        <source>Bid at least {coins}: a bid must be higher than the highest bid on the table.</source>
        <translation>Najmenšia možná ponuka je {coins}: ponuka musí byť vyššia ako najvyššia ponuka na stole.</translation>
    </message>
    <message>
        <source>Bid {coins} in all.</source>
        <translation>Prihoď – spolu {coins}.</translation>
    </message>
    <message>
        <source>Buying houses</source>
        <translation>Nákup domov</translation>
    </message>
    <message>
        <source>Every coin left is worth {money}.</source>
        <translation>Každá zvyšná minca má hodnotu {money}.</translation>
    </message>
    <message>
        <source>For Sale</source>
        <translation>Na predaj</translation>
    </message>
    <message>
        <source>House {best} is not much better than house {lowest}: save your coins.</source>
        <translation>Dom {best} nie je o veľa lepší než dom {lowest}: ušetri mince.</translation>
    </message>
    <message>
        <source>House {house} is not yours: you can only sell a house from your hand.</source>
        <translation>Dom {house} nemáš: predať môžeš len dom, ktorý máš v ruke.</translation>
    </message>
    <message>
        <source>Not everyone gets one!</source>
        <translation>Na každého sa neujde!</translation>
    </message>
    <message>
        <source>Open the bidding at 0: it costs you nothing.</source>
        <translation>Začni dražbu ponukou 0: nič ťa nestojí.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasovať</translation>
    </message>
    <message>
        <source>Pass (you cannot bid more)</source>
        <translation>Pasovať (viac prihodiť nemôžeš)</translation>
    </message>
    <message>
        <source>Pass: take the cheapest house and half your coins back.</source>
        <translation>Pasuj: vezmi si najlacnejší dom a polovicu mincí späť.</translation>
    </message>
    <message>
        <source>Raise: {coins} in all</source>
        <translation>Prihodiť: spolu {coins}</translation>
    </message>
    <message>
        <source>Raise: {low} to {coins} in all</source>
        <translation>Prihodiť: spolu {low} až {coins}</translation>
    </message>
    <message>
        <source>Round {round}: cheques {cheques} are on the table.</source>
        <translation>{round}. kolo: na stole sú šeky {cheques}.</translation>
    </message>
    <message>
        <source>Round {round}: houses {houses} are for sale.</source>
        <translation>{round}. kolo: na predaj sú domy {houses}.</translation>
    </message>
    <message>
        <source>Same amount of money: more coins left wins.</source>
        <translation>Rovnako peňazí: vyhráva ten, komu zostalo viac mincí.</translation>
    </message>
    <message>
        <source>Same money and same coins: the win is shared.</source>
        <translation>Rovnako peňazí aj mincí: výhra je spoločná.</translation>
    </message>
    <message>
        <source>Sell a house: one of {houses}</source>
        <translation>Predať dom: jeden z {houses}</translation>
    </message>
    <message>
        <source>Sell your last house, {house}</source>
        <translation>Predať svoj posledný dom, {house}</translation>
    </message>
    <message>
        <source>Sell your lowest house here and keep the better ones for later rounds.</source>
        <translation>Tu predaj svoj najnižší dom a lepšie si nechaj na ďalšie kolá.</translation>
    </message>
    <message>
        <source>Sell {house}.</source>
        <translation>Predaj {house}.</translation>
    </message>
    <message>
        <source>Selling houses</source>
        <translation>Predaj domov</translation>
    </message>
    <message>
        <source>Standard game</source>
        <translation>Bežná hra</translation>
    </message>
    <message>
        <source>That is not too much for a chance at house {best}.</source>
        <translation>To nie je veľa za šancu na dom {best}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra sa skončila.</translation>
    </message>
    <message>
        <source>The highest house takes the highest cheque ({best}), the lowest house the lowest ({worst}).</source>
        <translation>Najvyšší dom dostane najvyšší šek ({best}), najnižší dom najnižší ({worst}).</translation>
    </message>
    <message>
        <source>The last one left in the auction pays their whole bid and takes the best house, {best}.</source>
        <translation>Kto v dražbe zostane posledný, zaplatí celú svoju ponuku a vezme si najlepší dom, {best}.</translation>
    </message>
    <message>
        <source>The others will likely bid more than house {best} is worth to you: save your coins.</source>
        <translation>Ostatní asi prihodia viac, než pre teba dom {best} stojí: ušetri mince.</translation>
    </message>
    <message>
        <source>This house does best against these cheques; keep the others for later.</source>
        <translation>S týmito šekmi si tento dom vedie najlepšie; ostatné si nechaj na neskôr.</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant hry</translation>
    </message>
    <message>
        <source>You can bid at most {coins}: your pile and all the coins you have.</source>
        <translation>Najvyššia možná ponuka je {coins}: tvoja kôpka na stole a všetky mince, ktoré máš.</translation>
    </message>
    <message>
        <source>You cannot bid more than the highest bid with the coins you have, so you must pass.</source>
        <translation>So svojimi mincami už nemôžeš ponúknuť viac ako najvyššia ponuka, a tak musíš pasovať.</translation>
    </message>
    <message>
        <source>You get no house this round and pay nothing.</source>
        <translation>V tomto kole nedostaneš žiadny dom a nič nezaplatíš.</translation>
    </message>
    <message>
        <source>You get no house this round, but all your {coins} back.</source>
        <translation>V tomto kole nedostaneš žiadny dom, ale vráti sa ti celá kôpka: {coins}.</translation>
    </message>
    <message>
        <source>You may open at 0: it costs you nothing. The last one left in the auction pays their bid and takes house {best}.</source>
        <translation>Môžeš začať nulou, nič ťa to nestojí. Kto v dražbe zostane posledný, zaplatí svoju ponuku a vezme si dom {best}.</translation>
    </message>
    <message>
        <source>You take the cheapest house, {house}, and get all your {coins} back.</source>
        <translation>Vezmeš si najlacnejší dom, {house}, a vráti sa ti celá kôpka: {coins}.</translation>
    </message>
    <message>
        <source>You take the cheapest house, {house}, and get half of your coins back: {coins}.</source>
        <translation>Vezmeš si najlacnejší dom, {house}, a vráti sa ti polovica mincí: {coins}.</translation>
    </message>
    <message>
        <source>You take the cheapest house, {house}, for nothing.</source>
        <translation>Vezmeš si najlacnejší dom, {house}, zadarmo.</translation>
    </message>
    <message>
        <source>Your best house can win the {cheque} cheque now.</source>
        <translation>Tvoj najlepší dom teraz môže vyhrať šek za {cheque}.</translation>
    </message>
    <message>
        <source>house {number}</source>
        <translation>dom {number}</translation>
    </message>
    <message>
        <source>{player} bids {coins}.</source>
        <translation>{player} ponúka: {coins}.</translation>
    </message>
    <message>
        <source>{player} bought house {house} for {coins}.</source>
        <translation>{player} kupuje dom {house}. Platí: {coins}.</translation>
    </message>
    <message>
        <source>{player} could not raise: took house {house}, got {coins} back.</source>
        <translation>{player} už nemôže prihodiť, berie si dom {house}. Späť dostáva: {coins}.</translation>
    </message>
    <message>
        <source>{player} could not raise: took house {house}.</source>
        <translation>{player} už nemôže prihodiť, berie si dom {house}.</translation>
    </message>
    <message>
        <source>{player} has chosen a house.</source>
        <translation>{player} už má vybraný dom.</translation>
    </message>
    <message>
        <source>{player} opens the bidding at 0.</source>
        <translation>{player} začína dražbu ponukou 0.</translation>
    </message>
    <message>
        <source>{player} passed: no house this round.</source>
        <translation>{player} pasuje a v tomto kole dom nedostane.</translation>
    </message>
    <message>
        <source>{player} passed: no house, but got {coins} back.</source>
        <translation>{player} pasuje a dom nedostane. Späť dostáva: {coins}.</translation>
    </message>
    <message>
        <source>{player} passed: took house {house}, got {coins} back.</source>
        <translation>{player} pasuje a berie si dom {house}. Späť dostáva: {coins}.</translation>
    </message>
    <message>
        <source>{player} passed: took house {house}.</source>
        <translation>{player} pasuje a berie si dom {house}.</translation>
    </message>
    <message>
        <source>{player} sold house {house} for {cheque}</source>
        <translation>{player} predáva dom {house} za {cheque}</translation>
    </message>
    <message>
        <source>{player} takes house {house} for nothing.</source>
        <translation>{player} berie dom {house} zadarmo.</translation>
    </message>
    <message>
        <source>{player} takes the last cheques: {cheques}.</source>
        <translation>{player} berie zvyšné šeky: {cheques}.</translation>
    </message>
</context>
<context>
    <name>ForSaleTutorial</name>
    <message>
        <source>All the houses are bought. Now there are cheques on the table, one for each player. Everyone secretly chooses one house to sell.</source>
        <translation>Všetky domy sú kúpené. Teraz sú na stole šeky, pre každého hráča jeden. Každý tajne vyberie jeden dom, ktorý predá.</translation>
    </message>
    <message>
        <source>Click one of your houses, then press Sell. The highest house takes the highest cheque, the lowest house the lowest.</source>
        <translation>Klikni na jeden zo svojich domov a potom na Predať. Najvyšší dom dostane najvyšší šek, najnižší dom ten najnižší.</translation>
    </message>
    <message>
        <source>It is your turn. Set 1 or 2 coins with the arrows and press Raise. Each bid must be higher than the one before.</source>
        <translation>Si na ťahu. Šípkami nastav 1 alebo 2 mince a stlač Prihodiť. Každý príhoz musí byť vyšší ako ten predchádzajúci.</translation>
    </message>
    <message>
        <source>Look at the cheques: only one is worth nothing, the others are big. A middle house is enough to win a big cheque, so keep your best houses for later!</source>
        <translation>Pozri sa na šeky: iba jeden nemá žiadnu cenu, ostatné sú veľké. Na veľký šek ti stačí stredný dom, tak si tie najlepšie nechaj na neskôr!</translation>
    </message>
    <message>
        <source>Look at these houses: they are almost the same! If you pass now, before you bid, you get the cheapest one and pay nothing. Here, passing pays.</source>
        <translation>Pozri sa na tieto domy: sú skoro rovnaké! Keď pasuješ teraz, skôr než niečo prihodíš, dostaneš ten najlacnejší a nezaplatíš nič. Tu sa pasovať oplatí.</translation>
    </message>
    <message>
        <source>New houses are on the table. Whoever won the last auction starts the bidding this time.</source>
        <translation>Na stole sú nové domy. Kto vyhral minulú dražbu, ten teraz začína prihadzovať.</translation>
    </message>
    <message>
        <source>Now the others bid, one after another. Watch the highest bid: whoever stays in the auction longest gets the best house.</source>
        <translation>Teraz prihadzujú ostatní, jeden po druhom. Sleduj najvyšší príhoz: kto v dražbe vydrží najdlhšie, dostane najlepší dom.</translation>
    </message>
    <message>
        <source>Someone bid more than you. Raise again, or pass: if you pass, you take the cheapest house on the table and get half of your coins back.</source>
        <translation>Niekto prihodil viac ako ty. Prihoď znova, alebo pasuj: keď pasuješ, zoberieš si najlacnejší dom na stole a polovica mincí sa ti vráti.</translation>
    </message>
    <message>
        <source>The chosen houses are turned over. Here you see who sold which house and which cheque they got.</source>
        <translation>Vybrané domy sa otočili. Tu vidíš, kto predal ktorý dom a aký šek zaň dostal.</translation>
    </message>
    <message>
        <source>The game is over! Everyone adds up their cheques and coins, and the richest player wins. Now you know For Sale: start a real game whenever you like.</source>
        <translation>Hra skončila! Každý si sčíta šeky a mince a najbohatší hráč vyhráva. Teraz už Na predaj vieš: skutočnú hru si môžeš začať, kedykoľvek budeš chcieť.</translation>
    </message>
    <message>
        <source>These are your coins. You bid with them for the houses on the table. Coins you keep count at the end too: each is worth $1,000.</source>
        <translation>Toto sú tvoje mince. Prihadzuješ nimi na domy na stole. Mince, ktoré ti zostanú, sa na konci rátajú tiež: každá za 1&#xa0;000&#xa0;$.</translation>
    </message>
    <message>
        <source>This is the last auction: the pile of houses is empty. After it, the houses are sold.</source>
        <translation>Toto je posledná dražba: balíček domov je prázdny. Potom sa domy predávajú.</translation>
    </message>
    <message>
        <source>Welcome to For Sale! First you buy houses with your coins, then you sell them for cheques. Whoever has the most money at the end wins.</source>
        <translation>Vitaj v hre Na predaj! Najprv za mince kupuješ domy, potom ich predávaš za šeky. Kto má na konci najviac peňazí, vyhráva.</translation>
    </message>
    <message>
        <source>You do not have enough coins to bid more than that. So you pass: you take the cheapest house and get all your coins back.</source>
        <translation>Na vyšší príhoz ti mince nestačia. Tak pasuješ: zoberieš si najlacnejší dom a všetky mince sa ti vrátia.</translation>
    </message>
    <message>
        <source>You got a house without paying a single coin. Sometimes the best bid is no bid at all.</source>
        <translation>Dom ťa nestál ani jednu mincu. Niekedy je najlepší príhoz žiadny príhoz.</translation>
    </message>
    <message>
        <source>You passed: you took the cheapest house and got half of your coins back. The other half is gone.</source>
        <translation>Po pase máš najlacnejší dom a polovica mincí sa ti vrátila. Druhá polovica prepadla.</translation>
    </message>
    <message>
        <source>You won the auction! The last one left takes the most expensive house, but pays all the coins of the bid.</source>
        <translation>Dražba je tvoja! Kto zostane posledný, berie najdrahší dom, ale zaplatí všetky mince zo svojho príhozu.</translation>
    </message>
    <message>
        <source>Your cheques are kept here until the end. Together with your coins they make your money.</source>
        <translation>Tu máš svoje šeky až do konca. Spolu s mincami sú to tvoje peniaze.</translation>
    </message>
    <message>
        <source>Your house was the highest, so it took the best cheque on the table.</source>
        <translation>Tvoj dom bol najvyšší, a tak dostal najlepší šek na stole.</translation>
    </message>
    <message>
        <source>Your house was the lowest this time, so it got the smallest cheque. A low house is best sold when all the cheques are small.</source>
        <translation>Tvoj dom bol tentoraz najnižší, a tak dostal najmenší šek. Nízky dom sa najlepšie predáva, keď sú malé všetky šeky.</translation>
    </message>
    <message>
        <source>Your middle house got a big cheque, and you still have better houses for later. Clever selling!</source>
        <translation>Tvoj stredný dom dostal veľký šek a lepšie domy ti ešte zostali na neskôr. Múdry predaj!</translation>
    </message>
</context>
<context>
    <name>RevealOverlay</name>
    <message>
        <source>Click or press Esc to continue</source>
        <translation>Pokračuj kliknutím alebo klávesom Esc</translation>
    </message>
    <message>
        <source>The houses are sold!</source>
        <translation>Domy sú predané!</translation>
    </message>
</context>
</TS>
