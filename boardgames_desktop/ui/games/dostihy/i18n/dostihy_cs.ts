<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>DostihyChancePanel</name>
    <message>
        <source>Chance: bad news</source>
        <translation>Náhoda: špatná zpráva</translation>
    </message>
    <message>
        <source>Chance: good news</source>
        <translation>Náhoda: dobrá zpráva</translation>
    </message>
    <message>
        <source>Drawn by {player}</source>
        <translation>Kartu táhne {player}</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>DostihyControls</name>
    <message>
        <source>A horse head: buy one horse from the bank, or none. You have {cash}.</source>
        <translation>Hlava koně: kup si z banky jednoho koně, nebo žádného. Máš {cash}.</translation>
    </message>
    <message>
        <source>A star: choose what the die shows.</source>
        <translation>Hvězdička: vyber si, co má kostka ukázat.</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Proti komu</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Odpovědět</translation>
    </message>
    <message>
        <source>Before rolling you may pawn or redeem a horse:</source>
        <translation>Před hodem můžeš koně zastavit nebo vykoupit:</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Koupit</translation>
    </message>
    <message>
        <source>Buy it</source>
        <translation>Koupit</translation>
    </message>
    <message>
        <source>Buy none</source>
        <translation>Nekupovat</translation>
    </message>
    <message>
        <source>Colic: choose the horse that goes back to the bank.</source>
        <translation>Kolika: vyber koně, který se vrátí bance.</translation>
    </message>
    <message>
        <source>Declare bankruptcy</source>
        <translation>Ohlásit bankrot</translation>
    </message>
    <message>
        <source>Enter the race</source>
        <translation>Přihlásit dostih</translation>
    </message>
    <message>
        <source>Entered so far: {races}.</source>
        <translation>Zatím přihlášeno: {races}.</translation>
    </message>
    <message>
        <source>Give back to the bank</source>
        <translation>Vrátit bance</translation>
    </message>
    <message>
        <source>It is pawned: redeem it later to race it with its rosettes.</source>
        <translation>Kůň je zastavený: až ho vykoupíš, poběží zase s kokardami.</translation>
    </message>
    <message>
        <source>Make the offer</source>
        <translation>Nabídnout</translation>
    </message>
    <message>
        <source>Match and run the races</source>
        <translation>Dorovnat a rozjet dostihy</translation>
    </message>
    <message>
        <source>Match {low} or raise up to {high}.</source>
        <translation>Dorovnej na {low}, nebo zvyš nejvýš na {high}.</translation>
    </message>
    <message>
        <source>Match {low}; you cannot raise.</source>
        <translation>Dorovnej na {low}; zvýšit nemůžeš.</translation>
    </message>
    <message>
        <source>Money: enter races one by one, each runner against a player and a stake, then send the challenge.</source>
        <translation>Peníze: přihlas dostihy jeden po druhém (kůň, soupeř a sázka) a pak pošli výzvu.</translation>
    </message>
    <message>
        <source>No race can be run now.</source>
        <translation>Teď nejde rozjet žádný dostih.</translation>
    </message>
    <message>
        <source>No runner is left to enter: send the challenge.</source>
        <translation>Už nemáš koho přihlásit: pošli výzvu.</translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation>Ne, díky</translation>
    </message>
    <message>
        <source>Or offer it to a player at a price:</source>
        <translation>Nebo ho nabídni k prodeji – komu a za kolik:</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Zastavit</translation>
    </message>
    <message>
        <source>Pawn ({amount})</source>
        <translation>Zastavit ({amount})</translation>
    </message>
    <message>
        <source>Races entered: {races}</source>
        <translation>Přihlášeno: {races}</translation>
    </message>
    <message>
        <source>Redeem</source>
        <translation>Vykoupit</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Hodit kostkou</translation>
    </message>
    <message>
        <source>Roll the symbol die.</source>
        <translation>Hoď kostkou se symboly.</translation>
    </message>
    <message>
        <source>Runner</source>
        <translation>Kůň</translation>
    </message>
    <message>
        <source>Sell to the bank</source>
        <translation>Prodat bance</translation>
    </message>
    <message>
        <source>Sell to the bank ({amount})</source>
        <translation>Prodat bance ({amount})</translation>
    </message>
    <message>
        <source>Send the challenge</source>
        <translation>Poslat výzvu</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Sázka</translation>
    </message>
    <message>
        <source>Stakes from {low} to {high}. Races against {player}: {count} of at most {limit}.</source>
        <translation>Sázka od {low} do {high}. Dostihy, ve kterých s tebou soupeří {player}: {count} z nejvýš {limit}.</translation>
    </message>
    <message>
        <source>The answers are in. Pay {amount} to match the raises; then the races are run.</source>
        <translation>Všechny odpovědi jsou tu. Zaplať {amount} na dorovnání zvýšených sázek; pak se poběží dostihy.</translation>
    </message>
    <message>
        <source>The dice are rolling. Esc or a click skips.</source>
        <translation>Kostky se kutálejí. Esc nebo kliknutí to přeskočí.</translation>
    </message>
    <message>
        <source>Waiting for {player}.</source>
        <translation>Teď hraje {player}.</translation>
    </message>
    <message>
        <source>You owe {owed} ({card}) and have {cash}. Pawn or sell horses until you can pay.</source>
        <translation>Dlužíš {owed} ({card}) a máš {cash}. Zastavuj nebo prodávej koně, dokud nebudeš mít dost.</translation>
    </message>
    <message>
        <source>{player} runs {runner} against you for {stake}. Choose your runner and match the stake or raise it up to double.</source>
        <translation>{player} proti tobě posílá {runner} se sázkou {stake}. Vyber svého koně a sázku dorovnej, nebo ji zvyš nejvýš na dvojnásobek.</translation>
    </message>
    <message>
        <source>{seller} offers you {horse} for {price}. You have {cash}.</source>
        <translation>{seller} ti nabízí koně {horse} za {price}. Máš {cash}.</translation>
    </message>
</context>
<context>
    <name>DostihyHorses</name>
    <message>
        <source>Breeze</source>
        <translation>Vánek</translation>
    </message>
    <message>
        <source>Bumblebee</source>
        <translation>Čmelák</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Knoflík</translation>
    </message>
    <message>
        <source>Carrot</source>
        <translation>Mrkvička</translation>
    </message>
    <message>
        <source>Comet</source>
        <translation>Kometa</translation>
    </message>
    <message>
        <source>Crumb</source>
        <translation>Drobek</translation>
    </message>
    <message>
        <source>Daisy</source>
        <translation>Sedmikráska</translation>
    </message>
    <message>
        <source>Dandelion</source>
        <translation>Pampeliška</translation>
    </message>
    <message>
        <source>Golden Mane</source>
        <translation>Zlatá hříva</translation>
    </message>
    <message>
        <source>Imp</source>
        <translation>Rarášek</translation>
    </message>
    <message>
        <source>Little Owl</source>
        <translation>Kulíšek</translation>
    </message>
    <message>
        <source>Little Paw</source>
        <translation>Ťapka</translation>
    </message>
    <message>
        <source>Meteor</source>
        <translation>Meteor</translation>
    </message>
    <message>
        <source>Northern Lights</source>
        <translation>Polární záře</translation>
    </message>
    <message>
        <source>Rascal</source>
        <translation>Rošťák</translation>
    </message>
    <message>
        <source>Skylark</source>
        <translation>Skřivánek</translation>
    </message>
    <message>
        <source>Spark</source>
        <translation>Jiskra</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Bouřka</translation>
    </message>
    <message>
        <source>Thunderclap</source>
        <translation>Hromobití</translation>
    </message>
    <message>
        <source>Whiskers</source>
        <translation>Fousek</translation>
    </message>
    <message>
        <source>White Lady</source>
        <translation>Bílá paní</translation>
    </message>
    <message>
        <source>Wind King</source>
        <translation>Král větru</translation>
    </message>
</context>
<context>
    <name>DostihyModels</name>
    <message>
        <source>(+{count} pawned, worth nothing)</source>
        <translation>(+{count} v zástavě, bez hodnoty)</translation>
    </message>
    <message>
        <source>(bankrupt)</source>
        <translation>(bankrot)</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Proti</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Odpověď</translation>
    </message>
    <message>
        <source>Challenger runs</source>
        <translation>Vyzyvatel posílá</translation>
    </message>
    <message>
        <source>Dice {a} and {b}; added to them: {x:+d} and {y:+d}</source>
        <translation>Na kostkách {a} a {b}; přičítá se {x:+d} a {y:+d}</translation>
    </message>
    <message>
        <source>Horses</source>
        <translation>Koně</translation>
    </message>
    <message>
        <source>Kept cards: {cards}</source>
        <translation>Sázkové karty: {cards}</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Hotovost</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Hody</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Sázky</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vítěz</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>{player}: bankrupt</source>
        <translation>{player}: bankrot</translation>
    </message>
    <message>
        <source>{player}: {cash}, {count}</source>
        <translation>{player}: {cash}, {count}</translation>
    </message>
    <message>
        <source>{stake} → {raised}</source>
        <translation>{stake} → {raised}</translation>
    </message>
</context>
<context>
    <name>DostihyTable</name>
    <message>
        <source>Race {race}: {player} {a} : {b} {opponent}</source>
        <translation>{race}. dostih: {player} {a} : {b} {opponent}</translation>
    </message>
    <message>
        <source>Round {round} · {player}&apos;s turn</source>
        <translation>{round}. kolo · na tahu je {player}</translation>
    </message>
    <message>
        <source>The last chance card, drawn by {player}: {card}.</source>
        <translation>Poslední karta náhody ({player}): {card}.</translation>
    </message>
    <message>
        <source>This turn&apos;s races</source>
        <translation>Dostihy v tomto tahu</translation>
    </message>
    <message>
        <source>{player} rolls: {symbol}</source>
        <translation>{player} hází: {symbol}</translation>
    </message>
    <message>
        <source>{player} wins with the most money!</source>
        <translation>{player} má nejvíc peněz a vyhrává!</translation>
    </message>
</context>
<context>
    <name>DostihyTexts</name>
    <message>
        <source> (pawned: races without rosettes)</source>
        <translation> (zastavený: běží bez kokard)</translation>
    </message>
    <message numerus="yes">
        <source>%n chance card(s) left</source>
        <translation>
            <numerusform>Zbývá %n karta náhody</numerusform>
            <numerusform>Zbývají %n karty náhody</numerusform>
            <numerusform>Zbývá %n karet náhody</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n horse(s)</source>
        <translation>
            <numerusform>%n kůň</numerusform>
            <numerusform>%n koně</numerusform>
            <numerusform>%n koní</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n race(s)</source>
        <translation>
            <numerusform>%n dostih</numerusform>
            <numerusform>%n dostihy</numerusform>
            <numerusform>%n dostihů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rosette(s)</source>
        <translation>
            <numerusform>%n kokarda</numerusform>
            <numerusform>%n kokardy</numerusform>
            <numerusform>%n kokard</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tie(s), rolled again</source>
        <translation>
            <numerusform>%n shoda, házelo se znovu</numerusform>
            <numerusform>%n shody, házelo se znovu</numerusform>
            <numerusform>%n shod, házelo se znovu</numerusform>
        </translation>
    </message>
    <message>
        <source>A fair price for {horse}, and you keep enough cash.</source>
        <translation>Za koně {horse} je to férová cena a peněz ti zůstane dost.</translation>
    </message>
    <message>
        <source>A fine</source>
        <translation>Pokuta</translation>
    </message>
    <message>
        <source>A horse adds rosettes to your races and counts its price at the end (a pawned one only once bought back).</source>
        <translation>Kůň ti přidá kokardy do dostihů a na konci se počítá jeho cena (zastavený až po vykoupení).</translation>
    </message>
    <message>
        <source>A horse offered</source>
        <translation>Nabídka koně</translation>
    </message>
    <message>
        <source>A lost shoe</source>
        <translation>Ztracená podkova</translation>
    </message>
    <message>
        <source>A new sponsor</source>
        <translation>Nový sponzor</translation>
    </message>
    <message>
        <source>A stake may be raised up to double, and the challenger must match it: raise when your runner has more rosettes.</source>
        <translation>Sázku smíš zvýšit až na dvojnásobek a vyzyvatel ji musí dorovnat: zvyšuj, když má tvůj kůň víc kokard.</translation>
    </message>
    <message>
        <source>After a star choose the horse head, money or the question mark.</source>
        <translation>Po hvězdičce si vyber hlavu koně, peníze nebo otazník.</translation>
    </message>
    <message>
        <source>Answer with {runners}: match {low}</source>
        <translation>Odpověz (běžet může: {runners}): dorovnej {low}</translation>
    </message>
    <message>
        <source>Answer with {runners}: match {low} or raise up to {high}</source>
        <translation>Odpověz (běžet může: {runners}): dorovnej {low}, nebo zvyš až na {high}</translation>
    </message>
    <message>
        <source>Answer with {runner} for {stake}.</source>
        <translation>Odpověz: pošli {runner} se sázkou {stake}.</translation>
    </message>
    <message>
        <source>Answering the challenge</source>
        <translation>Odpověď na výzvu</translation>
    </message>
    <message>
        <source>At most {limit} races against that player: as many as their horses and the stable.</source>
        <translation>Počet dostihů proti tomu hráči je nejvýš {limit}: kolik má koní, a k tomu jeden za stáj.</translation>
    </message>
    <message>
        <source>Bet at least {minimum}: an answer matches the challenger&apos;s stake or raises it.</source>
        <translation>Vsaď aspoň {minimum}: odpověď sázku vyzyvatele dorovná, nebo ji zvýší.</translation>
    </message>
    <message>
        <source>Breeders&apos; award</source>
        <translation>Cena chovatelů</translation>
    </message>
    <message>
        <source>Buy a horse from the bank: {horses}, for {prices}</source>
        <translation>Kup koně od banky: {horses} za {prices}</translation>
    </message>
    <message>
        <source>Buy back a pawned horse: {horses}</source>
        <translation>Vykup zastaveného koně: {horses}</translation>
    </message>
    <message>
        <source>Buy back {horse}.</source>
        <translation>Vykup koně {horse}.</translation>
    </message>
    <message>
        <source>Buy no horse</source>
        <translation>Nekupuj žádného koně</translation>
    </message>
    <message>
        <source>Buy no horse now.</source>
        <translation>Teď žádného koně nekupuj.</translation>
    </message>
    <message>
        <source>Buy the horse offered.</source>
        <translation>Kup nabízeného koně.</translation>
    </message>
    <message>
        <source>Buy {horse} for {price}</source>
        <translation>Kup koně {horse} za {price}</translation>
    </message>
    <message>
        <source>Buy {horse}.</source>
        <translation>Kup koně {horse}.</translation>
    </message>
    <message>
        <source>Buying a horse</source>
        <translation>Nákup koně</translation>
    </message>
    <message>
        <source>Buying back a pawned horse would leave you too little cash.</source>
        <translation>Po vykoupení zastaveného koně by ti zbylo málo peněz.</translation>
    </message>
    <message>
        <source>Check-up at the vet&apos;s</source>
        <translation>Prohlídka u veterináře</translation>
    </message>
    <message>
        <source>Choose a price from the list: a fifth of the horse&apos;s price, two fifths, and so on up to double.</source>
        <translation>Vyber cenu ze seznamu: pětinu ceny koně, dvě pětiny a tak dál až do dvojnásobku.</translation>
    </message>
    <message>
        <source>Choose one of the three.</source>
        <translation>Vyber si jednu z těch tří možností.</translation>
    </message>
    <message>
        <source>Choose one of your horses to go back to the bank. Without a horse, nothing happens.</source>
        <translation>Vyber si jednoho svého koně, který se vrátí bance. Když koně nemáš, nic se nestane.</translation>
    </message>
    <message>
        <source>Choose: {symbol}</source>
        <translation>Vyber si: {symbol}</translation>
    </message>
    <message>
        <source>Choose: {symbol}.</source>
        <translation>Vyber: {symbol}.</translation>
    </message>
    <message>
        <source>Choosing a symbol</source>
        <translation>Výběr symbolu</translation>
    </message>
    <message>
        <source>Club jubilee</source>
        <translation>Výročí klubu</translation>
    </message>
    <message>
        <source>Colic</source>
        <translation>Kolika</translation>
    </message>
    <message>
        <source>Colic: cold water</source>
        <translation>Kolika: studená voda</translation>
    </message>
    <message>
        <source>Colic: one of your horses must go; the cheapest hurts least.</source>
        <translation>Kolika: jeden tvůj kůň musí odejít; nejlevnější bolí nejmíň.</translation>
    </message>
    <message>
        <source>Colic: spoiled hay</source>
        <translation>Kolika: zkažené seno</translation>
    </message>
    <message>
        <source>Declare bankruptcy</source>
        <translation>Ohlas bankrot</translation>
    </message>
    <message>
        <source>Declare bankruptcy only when no horse of yours is left unpawned: pawn or sell one first.</source>
        <translation>Bankrot ohlas, až když ti nezbude žádný nezastavený kůň: nejdřív nějakého zastav nebo prodej.</translation>
    </message>
    <message>
        <source>Declare bankruptcy.</source>
        <translation>Ohlas bankrot.</translation>
    </message>
    <message>
        <source>Derby prize</source>
        <translation>Cena z derby</translation>
    </message>
    <message>
        <source>Draw a chance card.</source>
        <translation>Otoč kartu náhody.</translation>
    </message>
    <message>
        <source>Each rosette adds a point to your rolls in races, and a horse counts its full price at the end.</source>
        <translation>Každá kokarda ti v dostihu přidá bod k hodu a na konci se kůň počítá za celou cenu.</translation>
    </message>
    <message>
        <source>Enter a race: {runners} against {opponents}, for {stakes}</source>
        <translation>Přihlas dostih: {runners}; soupeř: {opponents}; sázka {stakes}</translation>
    </message>
    <message>
        <source>Enter {runner} against {opponent} for {stake}.</source>
        <translation>Pošli do dostihu {runner} se sázkou {stake}, soupeří {opponent}.</translation>
    </message>
    <message>
        <source>Entering races</source>
        <translation>Přihlašování dostihů</translation>
    </message>
    <message>
        <source>Even {opponent} has better chances than {runner}: risk only a little.</source>
        <translation>I {opponent} má lepší šanci než {runner}: riskuj jen trochu.</translation>
    </message>
    <message>
        <source>False start</source>
        <translation>Chybný start</translation>
    </message>
    <message>
        <source>Feed gets dearer</source>
        <translation>Dražší krmivo</translation>
    </message>
    <message>
        <source>Fresh oats</source>
        <translation>Čerstvý oves</translation>
    </message>
    <message>
        <source>Give a horse back to the bank: {horses}</source>
        <translation>Vrať koně bance: {horses}</translation>
    </message>
    <message>
        <source>Give {horse} back to the bank.</source>
        <translation>Vrať bance koně {horse}.</translation>
    </message>
    <message>
        <source>Good harvest</source>
        <translation>Dobrá úroda</translation>
    </message>
    <message>
        <source>Heavy track</source>
        <translation>Těžká dráha</translation>
    </message>
    <message>
        <source>Home crowd</source>
        <translation>Domácí publikum</translation>
    </message>
    <message>
        <source>Horse Races and Bets – travel edition</source>
        <translation>Dostihy a sázky – cestovní verze</translation>
    </message>
    <message>
        <source>Horse head</source>
        <translation>Hlava koně</translation>
    </message>
    <message>
        <source>Horse tax</source>
        <translation>Daň z koní</translation>
    </message>
    <message>
        <source>It costs 80% of its price; the horse races with its rosettes again and counts at the end.</source>
        <translation>Stojí to 80 % jeho ceny; kůň zase běží se svými kokardami a na konci se počítá.</translation>
    </message>
    <message>
        <source>It says what you do this turn: buy a horse, race and bet, or draw a chance card.</source>
        <translation>Ta řekne, co v tomhle tahu uděláš: koupíš koně, vsadíš na dostih, nebo si vezmeš kartu náhody.</translation>
    </message>
    <message>
        <source>Jockey has flu</source>
        <translation>Žokej má chřipku</translation>
    </message>
    <message>
        <source>Keep at least {reserve}: every horse here would leave you less.</source>
        <translation>Nech si aspoň {reserve}: po koupi kteréhokoli koně by ti zbylo míň.</translation>
    </message>
    <message>
        <source>Keep this card: +{points} to each of your rolls in your next race.</source>
        <translation>Nech si tuto kartu: v příštím dostihu +{points} ke každému tvému hodu.</translation>
    </message>
    <message>
        <source>Keep this card: {points} to each of your rolls in your next race.</source>
        <translation>Nech si tuto kartu: v příštím dostihu {points} ke každému tvému hodu.</translation>
    </message>
    <message>
        <source>Keep your cash for stakes and for red chance cards.</source>
        <translation>Nech si hotovost na sázky a na červené karty náhody.</translation>
    </message>
    <message>
        <source>Keep your cash; the seller may offer again at another price.</source>
        <translation>Hotovost ti zůstane; prodávající může nabídnout znovu za jinou cenu.</translation>
    </message>
    <message>
        <source>Lottery win</source>
        <translation>Výhra v loterii</translation>
    </message>
    <message>
        <source>Lucky horseshoe</source>
        <translation>Podkova pro štěstí</translation>
    </message>
    <message>
        <source>Match the raises ({amount}) and run the races</source>
        <translation>Dorovnej zvýšení ({amount}) a rozjeď dostihy</translation>
    </message>
    <message>
        <source>Match the stakes and run the races.</source>
        <translation>Dorovnej sázky, pak se poběží dostihy.</translation>
    </message>
    <message>
        <source>Matching the raises</source>
        <translation>Dorovnání sázek</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Peníze</translation>
    </message>
    <message>
        <source>Money means racing: enter at least one race before you send the challenge.</source>
        <translation>Peníze znamenají dostih: než pošleš výzvu, přihlas aspoň jeden dostih.</translation>
    </message>
    <message>
        <source>Nervous start</source>
        <translation>Nervózní start</translation>
    </message>
    <message>
        <source>New jockey</source>
        <translation>Nový žokej</translation>
    </message>
    <message>
        <source>No horse fits your cash now, and no race can be run.</source>
        <translation>Na žádného koně teď nemáš a dostih se běžet nedá.</translation>
    </message>
    <message>
        <source>No horse fits your cash now: take the money instead.</source>
        <translation>Na žádného koně teď nemáš: vezmi si radši peníze.</translation>
    </message>
    <message>
        <source>No horse is left to pawn: you hand in your stable and leave the game.</source>
        <translation>Žádný nezastavený kůň ti nezbyl: odevzdáš stáj a odcházíš ze hry.</translation>
    </message>
    <message>
        <source>Nobody can race now (a stake is at least 1,000 crowns), so after a star you cannot choose money.</source>
        <translation>Teď nemůže nikdo závodit (sázka je aspoň 1 000 korun), proto si po hvězdičce nemůžeš vybrat peníze.</translation>
    </message>
    <message>
        <source>Offer a horse to {buyers} at a price</source>
        <translation>Nabídni koně za cenu: {buyers}</translation>
    </message>
    <message>
        <source>Offer the horse to another player still in the game.</source>
        <translation>Nabídni koně jinému hráči, který je ještě ve hře.</translation>
    </message>
    <message>
        <source>Offer {horse} for {price}; {buyer} decides.</source>
        <translation>Nabídni koně {horse} za {price}; rozhodne {buyer}.</translation>
    </message>
    <message>
        <source>One race at a time is enough.</source>
        <translation>Jeden dostih naráz stačí.</translation>
    </message>
    <message>
        <source>Open day</source>
        <translation>Den otevřených dveří</translation>
    </message>
    <message>
        <source>Parking ticket</source>
        <translation>Pokuta za parkování</translation>
    </message>
    <message>
        <source>Pawn a horse: {horses}</source>
        <translation>Zastav koně: {horses}</translation>
    </message>
    <message>
        <source>Pawn {horse}.</source>
        <translation>Zastav koně {horse}.</translation>
    </message>
    <message>
        <source>Pay the bank {amount} for each of your horses (pawned ones too) and for the stable.</source>
        <translation>Zaplať bance {amount} za každého svého koně (i zastaveného) a za stáj.</translation>
    </message>
    <message>
        <source>Pay the bank {amount}.</source>
        <translation>Zaplať bance {amount}.</translation>
    </message>
    <message>
        <source>Photo shoot</source>
        <translation>Focení</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Otazník</translation>
    </message>
    <message>
        <source>Race and bet against the other stables.</source>
        <translation>Pošli koně do dostihů a vsaď proti ostatním stájím.</translation>
    </message>
    <message>
        <source>Race {race}: {first} against {second}.</source>
        <translation>{race}. dostih: {first} : {second}.</translation>
    </message>
    <message>
        <source>Raise at most to {maximum}: a stake may be raised to double, no more.</source>
        <translation>Zvyš nejvýš na {maximum}: sázku smíš zvýšit na dvojnásobek, víc ne.</translation>
    </message>
    <message>
        <source>Raise at most to {maximum}: the challenger must be able to match your raise.</source>
        <translation>Zvyš nejvýš na {maximum}: vyzyvatel musí mít na to, aby tvoje zvýšení dorovnal.</translation>
    </message>
    <message>
        <source>Raise in steps of {step}: stakes are whole thousands.</source>
        <translation>Zvyšuj po {step}: sázky jsou celé tisíce.</translation>
    </message>
    <message>
        <source>Raising money</source>
        <translation>Shánění peněz</translation>
    </message>
    <message>
        <source>Refuse the offer</source>
        <translation>Odmítni nabídku</translation>
    </message>
    <message>
        <source>Refuse the offer.</source>
        <translation>Odmítni nabídku.</translation>
    </message>
    <message>
        <source>Roll the die.</source>
        <translation>Hoď kostkou.</translation>
    </message>
    <message>
        <source>Roll the symbol die</source>
        <translation>Hoď kostkou se symboly</translation>
    </message>
    <message>
        <source>Rolling the die</source>
        <translation>Hod kostkou</translation>
    </message>
    <message>
        <source>Sell a horse to the bank: {horses}</source>
        <translation>Prodej koně bance: {horses}</translation>
    </message>
    <message>
        <source>Sell {horse} to the bank.</source>
        <translation>Prodej bance koně {horse}.</translation>
    </message>
    <message>
        <source>Send the challenge ({races} entered)</source>
        <translation>Pošli výzvu (přihlášeno: {races})</translation>
    </message>
    <message>
        <source>Send the challenge.</source>
        <translation>Pošli výzvu.</translation>
    </message>
    <message>
        <source>Stable rent</source>
        <translation>Nájem stáje</translation>
    </message>
    <message>
        <source>Stakes go in whole thousands up to 10,000 crowns, then in steps of 5,000.</source>
        <translation>Sázky jdou po celých tisících do 10 000 korun, potom po 5 000.</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Hvězdička</translation>
    </message>
    <message>
        <source>Starting money</source>
        <translation>Počáteční hotovost</translation>
    </message>
    <message>
        <source>TV rights</source>
        <translation>Televizní práva</translation>
    </message>
    <message>
        <source>That costs {cost} and you have {cash}: you pay only with the cash in your hand.</source>
        <translation>Stojí to {cost} a ty máš {cash}: platíš jen hotovostí, kterou máš v ruce.</translation>
    </message>
    <message>
        <source>That player refused {horse} at {price} already: offer it at another price.</source>
        <translation>Ten hráč už koně {horse} za {price} odmítl: nabídni ho za jinou cenu.</translation>
    </message>
    <message>
        <source>The bank does not buy a pawned horse like {horse}; offer it to a player instead.</source>
        <translation>Banka nekupuje zastaveného koně, jako je {horse}; nabídni ho raději hráči.</translation>
    </message>
    <message>
        <source>The bank lends you half its price; the horse races without rosettes and counts nothing at the end until you buy it back.</source>
        <translation>Banka ti půjčí polovinu jeho ceny; kůň pak běží bez kokard a na konci se nepočítá, dokud ho nevykoupíš.</translation>
    </message>
    <message>
        <source>The bank pays 75% of its price; the horse is gone for good.</source>
        <translation>Banka zaplatí 75 % jeho ceny; kůň je pryč nadobro.</translation>
    </message>
    <message>
        <source>The bank pays you {amount} for each of your horses (pawned ones too) and for the stable.</source>
        <translation>Banka ti vyplatí {amount} za každého tvého koně (i zastaveného) a za stáj.</translation>
    </message>
    <message>
        <source>The bank pays you {amount}.</source>
        <translation>Banka ti vyplatí {amount}.</translation>
    </message>
    <message>
        <source>The buyer has only {cash}: a horse is offered for at most the buyer&apos;s cash.</source>
        <translation>Kupec má jen {cash}: koně nabízíš nejvýš za tolik, kolik má kupec v hotovosti.</translation>
    </message>
    <message>
        <source>The farrier calls</source>
        <translation>Přijel podkovář</translation>
    </message>
    <message>
        <source>The game is over: only one stable is left.</source>
        <translation>Hra skončila: zůstala jediná stáj.</translation>
    </message>
    <message>
        <source>The game is over: the last chance card has been drawn.</source>
        <translation>Hra skončila: došly karty náhody.</translation>
    </message>
    <message>
        <source>The others answer, you match their raises, and the races are run.</source>
        <translation>Ostatní odpovědí, ty dorovnáš jejich zvýšení a dostihy se poběží.</translation>
    </message>
    <message>
        <source>The points die is rolled for both sides; the higher total takes both stakes.</source>
        <translation>Za obě strany se hodí bodovou kostkou; vyšší součet bere obě sázky.</translation>
    </message>
    <message>
        <source>The price is more than the horse is worth.</source>
        <translation>Cena je vyšší, než kolik kůň stojí.</translation>
    </message>
    <message>
        <source>The same money and as many horses: the more valuable horses win.</source>
        <translation>Stejně peněz i koní: vyhrává ten, kdo má hodnotnější koně.</translation>
    </message>
    <message>
        <source>The same money, horses and horse values: the win is shared.</source>
        <translation>Stejně peněz, koní i stejně hodnotní koně: výhra je společná.</translation>
    </message>
    <message>
        <source>The same money: the one with more horses wins.</source>
        <translation>Stejně peněz: vyhrává ten, kdo má víc koní.</translation>
    </message>
    <message>
        <source>The stakes against that player may add up to at most {cash}, the cash they have.</source>
        <translation>Sázky proti tomu hráči smí dát dohromady nejvýš {cash}, tolik má v hotovosti.</translation>
    </message>
    <message>
        <source>The vet&apos;s bill</source>
        <translation>Účet od veterináře</translation>
    </message>
    <message>
        <source>They say yes or no on their screen; a horse refused may be offered again at another price.</source>
        <translation>Kupec řekne ano, nebo ne na své obrazovce; odmítnutého koně smíš nabídnout znovu za jinou cenu.</translation>
    </message>
    <message>
        <source>Thunderstorm</source>
        <translation>Bouřka</translation>
    </message>
    <message>
        <source>Tight saddle</source>
        <translation>Těsné sedlo</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} to play.</source>
        <translation>{turn}. tah: na tahu je {player}.</translation>
    </message>
    <message>
        <source>Wallet returned</source>
        <translation>Nalezená peněženka</translation>
    </message>
    <message>
        <source>Worth: money plus the price of every horse that is not pawned. Pawned horses count nothing.</source>
        <translation>Celkem: hotovost a cena všech koní, kteří nejsou zastavení. Zastavení koně se nepočítají.</translation>
    </message>
    <message>
        <source>You can buy a horse and still keep {reserve}.</source>
        <translation>Můžeš koupit koně a pořád ti zůstane {reserve}.</translation>
    </message>
    <message>
        <source>You can race only against another player still in the game.</source>
        <translation>Závodit můžeš jen proti jinému hráči, který je ještě ve hře.</translation>
    </message>
    <message>
        <source>You have only {available} for this stake: nobody bets more than the cash they have.</source>
        <translation>Na tuhle sázku máš jen {available}: nikdo nesází víc, než má v hotovosti.</translation>
    </message>
    <message>
        <source>You have plenty of cash: buy back {horse}.</source>
        <translation>Máš dost peněz: vykup koně {horse}.</translation>
    </message>
    <message>
        <source>You may buy one horse from the bank.</source>
        <translation>Můžeš si z banky koupit jednoho koně.</translation>
    </message>
    <message>
        <source>You would have less than {reserve} left.</source>
        <translation>Zůstalo by ti méně než {reserve}.</translation>
    </message>
    <message>
        <source>Your stake leaves your cash now; whoever wins the race takes both stakes. Rosettes add points to the rolls.</source>
        <translation>Sázka ti hned odejde z hotovosti; kdo dostih vyhraje, bere obě sázky. Kokardy přidávají body k hodům.</translation>
    </message>
    <message>
        <source>the stable</source>
        <translation>stáj</translation>
    </message>
    <message>
        <source>the stable</source>
        <comment>accusative</comment>
        <translation>stáj</translation>
    </message>
    <message>
        <source>{amount} crowns</source>
        <translation>{amount} korun</translation>
    </message>
    <message>
        <source>{horse}</source>
        <comment>accusative</comment>
        <translation>koně {horse}</translation>
    </message>
    <message>
        <source>{horse} goes back to the bank.</source>
        <translation>Kůň {horse} se vrací bance.</translation>
    </message>
    <message>
        <source>{horse} has the most rosettes you can afford, and you keep {left}.</source>
        <translation>{horse} má nejvíc kokard, na jaké máš, a zůstane ti {left}.</translation>
    </message>
    <message>
        <source>{horse} is not in the bank: you can buy only a horse the bank still has.</source>
        <translation>Kůň {horse} už v bance není: koupit můžeš jen koně, kterého banka ještě má.</translation>
    </message>
    <message>
        <source>{horse} is not pawned, so there is nothing to buy back.</source>
        <translation>Kůň {horse} není zastavený, takže není co vykupovat.</translation>
    </message>
    <message>
        <source>{horse} is not yours: you can use only your own horses.</source>
        <translation>Kůň {horse} není tvůj: můžeš použít jen své koně.</translation>
    </message>
    <message>
        <source>{horse} is pawned already: the bank lends on a horse only once, until it is bought back.</source>
        <translation>Kůň {horse} už je zastavený: banka půjčí na koně jen jednou, dokud ho nevykoupíš.</translation>
    </message>
    <message>
        <source>{horse} is your cheapest horse.</source>
        <translation>{horse} je tvůj nejlevnější kůň.</translation>
    </message>
    <message>
        <source>{horse} is your cheapest horse: pawn it first.</source>
        <translation>{horse} je tvůj nejlevnější kůň: zastav nejdřív jeho.</translation>
    </message>
    <message>
        <source>{horse} is your cheapest horse: sell it first.</source>
        <translation>{horse} je tvůj nejlevnější kůň: prodej nejdřív jeho.</translation>
    </message>
    <message>
        <source>{horse} was offered to that player already: in a game begun under the older rules, once per money trouble.</source>
        <translation>Kůň {horse} už tomu hráči nabídnut byl: ve hře podle starších pravidel jen jednou za finanční nouzi.</translation>
    </message>
    <message>
        <source>{horse} was pawned or bought back this turn already: each horse only once before the roll.</source>
        <translation>Kůň {horse} už byl v tomto tahu zastaven nebo vykoupen: každý kůň jen jednou před hodem.</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} až {high}</translation>
    </message>
    <message>
        <source>{name}, {rosettes}, price {price}</source>
        <translation>{name}, {rosettes}, cena {price}</translation>
    </message>
    <message>
        <source>{player} answers with {runner} and raises to {stake}.</source>
        <translation>{player} odpovídá: posílá {runner} a zvyšuje sázku na {stake}.</translation>
    </message>
    <message>
        <source>{player} answers with {runner} for {stake}.</source>
        <translation>{player} odpovídá: posílá {runner} a sázku dorovnává na {stake}.</translation>
    </message>
    <message>
        <source>{player} buys no horse.</source>
        <translation>{player} nekupuje žádného koně.</translation>
    </message>
    <message>
        <source>{player} buys {horse} for {price}.</source>
        <translation>{player} kupuje koně {horse} za {price}.</translation>
    </message>
    <message>
        <source>{player} buys {horse} from {seller} for {price}.</source>
        <translation>{player} kupuje koně {horse} za {price}, prodává {seller}.</translation>
    </message>
    <message>
        <source>{player} cannot buy a horse.</source>
        <translation>{player} si nemůže koupit žádného koně.</translation>
    </message>
    <message>
        <source>{player} cannot run a race.</source>
        <translation>{player} nemůže rozjet žádný dostih.</translation>
    </message>
    <message>
        <source>{player} challenges: {races}.</source>
        <translation>{player} posílá výzvu: {races}.</translation>
    </message>
    <message>
        <source>{player} chooses one of their horses to go back to the bank. Without a horse, nothing happens.</source>
        <translation>{player} vybírá jednoho svého koně, který se vrátí bance. Bez koně se nic nestane.</translation>
    </message>
    <message>
        <source>{player} chooses: {symbol}.</source>
        <translation>{player} si vybírá: {symbol}.</translation>
    </message>
    <message>
        <source>{player} does not buy {horse}.</source>
        <translation>{player} koně {horse} nekupuje.</translation>
    </message>
    <message>
        <source>{player} draws a chance card: {card}.</source>
        <translation>{player} táhne kartu náhody: {card}.</translation>
    </message>
    <message>
        <source>{player} enters {runner} against {opponent} for {stake}.</source>
        <translation>{player} posílá do dostihu {runner} se sázkou {stake}, odpovídat bude {opponent}.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from the bank for each of their horses (pawned ones too) and for the stable.</source>
        <translation>{player} dostává od banky {amount} za každého svého koně (i zastaveného) a za stáj.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from the bank.</source>
        <translation>{player} dostává od banky {amount}.</translation>
    </message>
    <message>
        <source>{player} has no horse, so the colic does nothing.</source>
        <translation>{player} nemá žádného koně, takže kolika nic neudělá.</translation>
    </message>
    <message>
        <source>{player} is bankrupt and hands in the stable.</source>
        <translation>{player} je v bankrotu a odevzdává stáj.</translation>
    </message>
    <message>
        <source>{player} keeps this card: +{points} to each of their rolls in their next race.</source>
        <translation>{player} si kartu nechává: v příštím dostihu +{points} ke každému svému hodu.</translation>
    </message>
    <message>
        <source>{player} keeps this card: {points} to each of their rolls in their next race.</source>
        <translation>{player} si kartu nechává: v příštím dostihu {points} ke každému svému hodu.</translation>
    </message>
    <message>
        <source>{player} keeps {card} for the next race.</source>
        <translation>{player} si nechává kartu „{card}“ na příští dostih.</translation>
    </message>
    <message>
        <source>{player} matches the raise: {amount}.</source>
        <translation>{player} doplácí {amount} a dorovnává zvýšenou sázku.</translation>
    </message>
    <message>
        <source>{player} must pay {owed} but has only {cash}.</source>
        <translation>{player} musí zaplatit {owed}, ale má jen {cash}.</translation>
    </message>
    <message>
        <source>{player} offers {horse} to {buyer} for {price}.</source>
        <translation>{player} nabízí koně {horse} za {price}, nabídku dostává {buyer}.</translation>
    </message>
    <message>
        <source>{player} pawns {horse} for {amount}.</source>
        <translation>{player} zastavuje koně {horse} a dostává {amount}.</translation>
    </message>
    <message>
        <source>{player} pays the bank {amount} for each of their horses (pawned ones too) and for the stable.</source>
        <translation>{player} platí bance {amount} za každého svého koně (i zastaveného) a za stáj.</translation>
    </message>
    <message>
        <source>{player} pays the bank {amount}.</source>
        <translation>{player} platí bance {amount}.</translation>
    </message>
    <message>
        <source>{player} pays {amount}.</source>
        <translation>{player} platí {amount}.</translation>
    </message>
    <message>
        <source>{player} receives {amount}.</source>
        <translation>{player} dostává {amount}.</translation>
    </message>
    <message>
        <source>{player} redeems {horse} for {amount}.</source>
        <translation>{player} vykupuje koně {horse} za {amount}.</translation>
    </message>
    <message>
        <source>{player} rolls: {symbol}.</source>
        <translation>{player} hází: {symbol}.</translation>
    </message>
    <message>
        <source>{player} sells {horse} to the bank for {amount}.</source>
        <translation>{player} prodává koně {horse} bance za {amount}.</translation>
    </message>
    <message>
        <source>{player}&apos;s kept cards count {points:+d} in this race.</source>
        <translation>{player} má v tomto dostihu ze sázkových karet {points:+d} k hodu.</translation>
    </message>
    <message>
        <source>{runner} does not run for you: only your own horses and your stable can.</source>
        <translation>{runner} za tebe neběží: běžet můžou jen tvoji koně a tvoje stáj.</translation>
    </message>
    <message>
        <source>{runner} has better chances than the challenger&apos;s horse: raise the stake as high as you may.</source>
        <translation>{runner} má lepší šanci než kůň vyzyvatele: zvyš sázku, jak nejvíc smíš.</translation>
    </message>
    <message>
        <source>{runner} has better chances than {opponent}&apos;s best horse: stake a big part of your cash.</source>
        <translation>{runner} má lepší šanci než nejlepší kůň, kterého má {opponent}: vsaď velkou část svých peněz.</translation>
    </message>
    <message>
        <source>{runner} is your strongest runner against {opponent}&apos;s weakest, for a small part of your cash.</source>
        <translation>Tvůj nejsilnější běžec ({runner}) proti nejslabšímu, co má {opponent}, a sázka je jen malý kus tvých peněz.</translation>
    </message>
    <message>
        <source>{runner} is your strongest runner, and the lowest stake risks least.</source>
        <translation>{runner} je tvůj nejsilnější běžec a nejnižší sázka riskuje nejméně.</translation>
    </message>
    <message>
        <source>{runner} runs already: each horse and the stable run once in a round of betting.</source>
        <translation>{runner} už běží: každý kůň i stáj běží v jednom kole sázek jen jednou.</translation>
    </message>
    <message>
        <source>{winner} wins race {race} and takes {pot}.</source>
        <translation>{winner} vyhrává {race}. dostih a bere {pot}.</translation>
    </message>
</context>
<context>
    <name>DostihyTutorial</name>
    <message>
        <source>A chance card! Green cards help you, red cards cost you. The game ends when the last card of the pile has been carried out, so watch how many are left.</source>
        <translation>Karta náhody! Zelené karty pomáhají, červené stojí peníze. Hra končí, jakmile se splní poslední karta z balíčku, tak sleduj, kolik jich zbývá.</translation>
    </message>
    <message>
        <source>A horse head: you may buy one horse from the bank. Each rosette adds a point to your roll in a race, so a dearer horse wins more often. You may also buy none and keep your money.</source>
        <translation>Hlava koně: můžeš si koupit jednoho koně od banky. Každá kokarda ti v dostihu přidá bod k hodu, takže dražší kůň vyhrává častěji. Můžeš taky nekoupit nic a nechat si peníze.</translation>
    </message>
    <message>
        <source>A star: you choose what the die shows. Buy a horse, race with money, or draw a chance card.</source>
        <translation>Hvězdička: vybereš si, co kostka ukáže. Koupit koně, dostih o peníze, nebo kartu náhody.</translation>
    </message>
    <message>
        <source>All the answers are in. Press Match and run the races: each side rolls the points die and adds its rosettes.</source>
        <translation>Všechny odpovědi jsou tady. Stiskni Dorovnat a rozjet dostihy: každá strana hodí bodovou kostkou a k hodu se přidají její kokardy.</translation>
    </message>
    <message>
        <source>Colic: one of your horses must go back to the bank. You choose which one; the cheapest hurts least.</source>
        <translation>Kolika: jeden tvůj kůň se musí vrátit bance. Vybereš si, který; nejlevnější bolí nejmíň.</translation>
    </message>
    <message>
        <source>Money: now you are the challenger! Choose a runner, a player to race against and a stake, then press Enter the race. Your stake leaves your cash at once.</source>
        <translation>Peníze: teď vyzýváš ty! Vyber, kdo poběží, proti komu a o kolik, a stiskni Přihlásit dostih. Sázka ti hned odejde z hotovosti.</translation>
    </message>
    <message>
        <source>Only a few chance cards are left. At the end your cash and the full price of your horses that are not pawned are added up, so buy back pawned horses while you can.</source>
        <translation>Zbývá už jen pár karet náhody. Na konci se počítá hotovost a plná cena koní, kteří nejsou zastavení, tak vykup zastavené koně, dokud můžeš.</translation>
    </message>
    <message>
        <source>Roll the symbol die. A horse head lets you buy a horse, money starts a race with bets, a question mark draws a chance card, and a star lets you choose.</source>
        <translation>Hoď kostkou se symboly. Hlava koně ti dovolí koupit koně, peníze znamenají dostih se sázkami, otazník kartu náhody a hvězdička ti dá na výběr.</translation>
    </message>
    <message>
        <source>The bill is paid. Buy your pawned horses back on a later turn, before you roll: at the end a pawned horse counts nothing.</source>
        <translation>Účet je zaplacený. Zastavené koně vykup v některém dalším tahu, před hodem: na konci se zastavený kůň nepočítá.</translation>
    </message>
    <message>
        <source>The game is over! Cash and horses that are not pawned are added up, and the richest stable wins. Now you know Horse Races and Bets: start a real game whenever you like.</source>
        <translation>Hra skončila! Počítá se hotovost a koně, kteří nejsou zastavení, a vyhrává nejbohatší stáj. Teď už Dostihy a sázky znáš: skutečnou hru můžeš začít, kdykoli budeš chtít.</translation>
    </message>
    <message>
        <source>The horse is yours: it stands in your stable. Each horse, and the stable itself, can run one race when you bet, so more horses mean more races.</source>
        <translation>Kůň je tvůj: stojí v tvojí stáji. Každý kůň i samotná stáj může při sázkách běžet jeden dostih, takže víc koní znamená víc dostihů.</translation>
    </message>
    <message>
        <source>The race is entered. You may enter another one with a different runner, or press Send the challenge: then the others answer with their runners and stakes.</source>
        <translation>Dostih je přihlášený. Můžeš přihlásit další s jiným koněm, nebo stisknout Poslat výzvu: pak ostatní odpovědí svými koňmi a sázkami.</translation>
    </message>
    <message>
        <source>They raised your stake! A stake may be raised up to double. Press Match and run the races: you add the difference, and the races are run.</source>
        <translation>Tvoji sázku zvýšili! Sázku lze zvýšit až na dvojnásobek. Stiskni Dorovnat a rozjet dostihy: doplatíš rozdíl a dostihy se poběží.</translation>
    </message>
    <message>
        <source>Welcome to Horse Races and Bets! This is your stable with its racehorses. You race them against the others&apos; horses and bet money on them, and the richest stable at the end wins.</source>
        <translation>Vítej u hry Dostihy a sázky! Tohle je tvoje stáj s dostihovými koňmi. Posíláš je do dostihů proti koním ostatních a sázíš na ně peníze; na konci vyhraje nejbohatší stáj.</translation>
    </message>
    <message>
        <source>You are challenged to a race! Choose your horse or the stable to run against theirs. Match their stake, or raise it up to exactly double: the challenger must then add the difference.</source>
        <translation>Někdo tě vyzývá k dostihu! Vyber koně nebo stáj, která poběží proti jeho koni. Sázku dorovnej, nebo ji zvyš nejvýš na dvojnásobek: vyzyvatel pak musí rozdíl doplatit.</translation>
    </message>
    <message>
        <source>You could not raise enough money, so you are bankrupt: your stable goes back to the bank and you are out of the game. Watch how the others finish it.</source>
        <translation>Peníze se sehnat nepodařilo, a tak je to bankrot: tvoje stáj se vrací bance a pro tebe hra končí. Podívej se, jak ji ostatní dohrají.</translation>
    </message>
    <message>
        <source>You kept your money. That is fine too: cash pays your stakes and the bills of red chance cards.</source>
        <translation>Peníze ti zůstaly. I to je v pořádku: z hotovosti platíš sázky a účty z červených karet náhody.</translation>
    </message>
    <message>
        <source>You lost a race, and both stakes went to the other stable. A horse with more rosettes, or a green betting card, gives you better chances.</source>
        <translation>Tenhle dostih je prohraný a obě sázky bere druhá stáj. Kůň s více kokardami nebo zelená sázková karta ti dá lepší šanci.</translation>
    </message>
    <message>
        <source>You must pay more than you have! Raise the money: pawn a horse for half its price, sell one to the bank for 75%, or offer it to a player. The bill is paid as soon as you have enough.</source>
        <translation>Máš zaplatit víc, než máš! Sežeň peníze: zastav koně za polovinu ceny, prodej ho bance za 75&#xa0;%, nebo ho nabídni hráči. Účet se zaplatí, jakmile budeš mít dost.</translation>
    </message>
    <message>
        <source>You raised the stake. The challenger has to match it, and the winner of the race takes both stakes.</source>
        <translation>Sázka je zvýšená. Vyzyvatel ji musí dorovnat a vítěz dostihu bere obě sázky.</translation>
    </message>
    <message>
        <source>You won a race! Your total, the roll plus the rosettes, was higher, so you took both stakes.</source>
        <translation>Dostih je tvůj! Tvůj součet, hod plus kokardy, byl vyšší, takže bereš obě sázky.</translation>
    </message>
    <message>
        <source>Your horse Breeze is pawned: the bank lent you half its price. A pawned horse races without its rosettes and counts nothing at the end. On your turn, before you roll, you may buy it back for 80% of its price, or pawn another horse for half of its price.</source>
        <translation>Tvůj kůň Vánek je zastavený: banka ti na něj půjčila polovinu jeho ceny. Zastavený kůň běží bez kokard a na konci se nepočítá. Ve svém tahu ho můžeš před hodem vykoupit za 80&#xa0;% ceny, nebo zastavit jiného koně za polovinu jeho ceny.</translation>
    </message>
</context>
</TS>
