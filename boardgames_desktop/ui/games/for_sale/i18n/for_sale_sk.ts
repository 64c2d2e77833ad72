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
        <source>Your house for this round is chosen. Wait for the others.</source>
        <translation>Dom na toto kolo už máš vybraný. Počkaj na ostatných.</translation>
    </message>
    <message>
        <source>Houses are not picked: bid for them. The last one left in the auction takes the best house, and each one who passes takes the cheapest.</source>
        <translation>Domy sa nevyberajú, dražia sa. Kto v dražbe zostane posledný, dostane najlepší dom, a kto pasuje, vezme si najlacnejší.</translation>
    </message>
    <message>
        <source>Choose a house first: click it, then press Sell.</source>
        <translation>Najprv vyber dom: klikni naň a potom na Predať.</translation>
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
