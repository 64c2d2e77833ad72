<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sk">
<context>
    <name>DostihyChancePanel</name>
    <message>
        <source>Chance: bad news</source>
        <translation>Náhoda: zlá správa</translation>
    </message>
    <message>
        <source>Chance: good news</source>
        <translation>Náhoda: dobrá správa</translation>
    </message>
    <message>
        <source>Drawn by {player}</source>
        <translation>Kartu ťahá {player}</translation>
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
        <translation>Hlava koňa: kúp si z banky jedného koňa, alebo žiadneho. Máš {cash}.</translation>
    </message>
    <message>
        <source>A star: choose what the die shows.</source>
        <translation>Hviezdička: vyber si, čo má platiť.</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Proti komu</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Odpovedať</translation>
    </message>
    <message>
        <source>Before rolling you may pawn or redeem a horse:</source>
        <translation>Pred hodom môžeš zastaviť alebo vykúpiť koňa:</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Kúpiť</translation>
    </message>
    <message>
        <source>Buy it</source>
        <translation>Kúpiť ho</translation>
    </message>
    <message>
        <source>Buy none</source>
        <translation>Nekúpiť nič</translation>
    </message>
    <message>
        <source>Colic: choose the horse that goes back to the bank.</source>
        <translation>Kolika: vyber koňa, ktorý sa vráti do banky.</translation>
    </message>
    <message>
        <source>Declare bankruptcy</source>
        <translation>Vyhlásiť bankrot</translation>
    </message>
    <message>
        <source>Enter the race</source>
        <translation>Prihlásiť do dostihu</translation>
    </message>
    <message>
        <source>Entered so far: {races}.</source>
        <translation>Zatiaľ prihlásené: {races}.</translation>
    </message>
    <message>
        <source>Give back to the bank</source>
        <translation>Vrátiť banke</translation>
    </message>
    <message>
        <source>It is pawned: redeem it later to race it with its rosettes.</source>
        <translation>Kôň je zastavený: neskôr ho vykúp, aby v dostihoch bežal aj s kokardami.</translation>
    </message>
    <message>
        <source>Make the offer</source>
        <translation>Ponúknuť</translation>
    </message>
    <message>
        <source>Match and run the races</source>
        <translation>Dorovnať a spustiť dostihy</translation>
    </message>
    <message>
        <source>Match {low} or raise up to {high}.</source>
        <translation>Dorovnaj na {low} alebo zvýš najviac na {high}.</translation>
    </message>
    <message>
        <source>Match {low}; you cannot raise.</source>
        <translation>Dorovnaj na {low}; zvýšiť sa nedá.</translation>
    </message>
    <message>
        <source>Money: enter races one by one, each runner against a player and a stake, then send the challenge.</source>
        <translation>Peniaze: prihlasuj dostihy jeden po druhom (kto beží, proti komu a za akú stávku) a potom pošli výzvu.</translation>
    </message>
    <message>
        <source>No race can be run now.</source>
        <translation>Teraz sa nedá uskutočniť žiadny dostih.</translation>
    </message>
    <message>
        <source>No runner is left to enter: send the challenge.</source>
        <translation>Už nemáš koho prihlásiť: pošli výzvu.</translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation>Nie, ďakujem</translation>
    </message>
    <message>
        <source>Or offer it to a player at a price:</source>
        <translation>Alebo ho ponúkni na predaj – komu a za koľko:</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Zastaviť</translation>
    </message>
    <message>
        <source>Pawn ({amount})</source>
        <translation>Zastaviť ({amount})</translation>
    </message>
    <message>
        <source>Races entered: {races}</source>
        <translation>Prihlásené: {races}</translation>
    </message>
    <message>
        <source>Redeem</source>
        <translation>Vykúpiť</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Hodiť kockou</translation>
    </message>
    <message>
        <source>Roll the symbol die.</source>
        <translation>Hoď kockou so symbolmi.</translation>
    </message>
    <message>
        <source>Runner</source>
        <translation>Kto beží</translation>
    </message>
    <message>
        <source>Sell to the bank</source>
        <translation>Predať banke</translation>
    </message>
    <message>
        <source>Sell to the bank ({amount})</source>
        <translation>Predať banke ({amount})</translation>
    </message>
    <message>
        <source>Send the challenge</source>
        <translation>Poslať výzvu</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Stávka</translation>
    </message>
    <message>
        <source>Stakes from {low} to {high}. Races against {player}: {count} of at most {limit}.</source>
        <translation>Stávky od {low} do {high}. Dostihy, v ktorých s tebou súperí {player}: {count} z najviac {limit}.</translation>
    </message>
    <message>
        <source>The answers are in. Pay {amount} to match the raises; then the races are run.</source>
        <translation>Všetky odpovede sú tu. Na dorovnanie zvýšených stávok zaplať {amount}; potom sa pobežia dostihy.</translation>
    </message>
    <message>
        <source>The dice are rolling. Esc or a click skips.</source>
        <translation>Kocky sa kotúľajú. Esc alebo kliknutie to preskočí.</translation>
    </message>
    <message>
        <source>Waiting for {player}.</source>
        <translation>Teraz hrá {player}.</translation>
    </message>
    <message>
        <source>You owe {owed} ({card}) and have {cash}. Pawn or sell horses until you can pay.</source>
        <translation>Dlhuješ {owed} ({card}) a máš {cash}. Zastavuj alebo predávaj kone, kým nebudeš mať na zaplatenie.</translation>
    </message>
    <message>
        <source>{player} runs {runner} against you for {stake}. Choose your runner and match the stake or raise it up to double.</source>
        <translation>{player} posiela proti tebe {runner} so stávkou {stake}. Vyber, kto pobeží za teba, a stávku dorovnaj alebo zvýš najviac na dvojnásobok.</translation>
    </message>
    <message>
        <source>{seller} offers you {horse} for {price}. You have {cash}.</source>
        <translation>{seller} ti ponúka koňa {horse} za {price}. Máš {cash}.</translation>
    </message>
</context>
<context>
    <name>DostihyHorses</name>
    <message>
        <source>Breeze</source>
        <translation>Vánok</translation>
    </message>
    <message>
        <source>Bumblebee</source>
        <translation>Čmeliak</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Gombík</translation>
    </message>
    <message>
        <source>Carrot</source>
        <translation>Mrkvička</translation>
    </message>
    <message>
        <source>Comet</source>
        <translation>Kométa</translation>
    </message>
    <message>
        <source>Crumb</source>
        <translation>Drobček</translation>
    </message>
    <message>
        <source>Daisy</source>
        <translation>Sedmokráska</translation>
    </message>
    <message>
        <source>Dandelion</source>
        <translation>Púpavka</translation>
    </message>
    <message>
        <source>Golden Mane</source>
        <translation>Zlatá hriva</translation>
    </message>
    <message>
        <source>Imp</source>
        <translation>Škriatok</translation>
    </message>
    <message>
        <source>Little Owl</source>
        <translation>Kuvičok</translation>
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
        <translation>Polárna žiara</translation>
    </message>
    <message>
        <source>Rascal</source>
        <translation>Rošťák</translation>
    </message>
    <message>
        <source>Skylark</source>
        <translation>Škovránok</translation>
    </message>
    <message>
        <source>Spark</source>
        <translation>Iskra</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Búrka</translation>
    </message>
    <message>
        <source>Thunderclap</source>
        <translation>Hromobitie</translation>
    </message>
    <message>
        <source>Whiskers</source>
        <translation>Fúzik</translation>
    </message>
    <message>
        <source>White Lady</source>
        <translation>Biela pani</translation>
    </message>
    <message>
        <source>Wind King</source>
        <translation>Kráľ vetra</translation>
    </message>
</context>
<context>
    <name>DostihyModels</name>
    <message>
        <source>(+{count} pawned, worth nothing)</source>
        <translation>(+{count} v zástave, bez hodnoty)</translation>
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
        <translation>Odpoveď</translation>
    </message>
    <message>
        <source>Challenger runs</source>
        <translation>Vyzývateľ posiela</translation>
    </message>
    <message>
        <source>Dice {a} and {b}; added to them: {x:+d} and {y:+d}</source>
        <translation>Na kocke {a} a {b}; pripočíta sa {x:+d} a {y:+d}</translation>
    </message>
    <message>
        <source>Horses</source>
        <translation>Kone</translation>
    </message>
    <message>
        <source>Kept cards: {cards}</source>
        <translation>Ponechané karty: {cards}</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Peniaze</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Hody</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Stávky</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Víťaz</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>Majetok</translation>
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
        <translation>{round}. kolo · na ťahu je {player}</translation>
    </message>
    <message>
        <source>The last chance card, drawn by {player}: {card}.</source>
        <translation>Posledná karta náhody ({player}): {card}.</translation>
    </message>
    <message>
        <source>This turn&apos;s races</source>
        <translation>Dostihy v tomto ťahu</translation>
    </message>
    <message>
        <source>{player} rolls: {symbol}</source>
        <translation>{player} hádže: {symbol}</translation>
    </message>
    <message>
        <source>{player} wins with the most money!</source>
        <translation>Vyhráva {player}, má najviac peňazí!</translation>
    </message>
</context>
<context>
    <name>DostihyTexts</name>
    <message>
        <source> (pawned: races without rosettes)</source>
        <translation> (zastavený: beží bez kokárd)</translation>
    </message>
    <message numerus="yes">
        <source>%n chance card(s) left</source>
        <translation>
            <numerusform>Zostáva %n karta náhody</numerusform>
            <numerusform>Zostávajú %n karty náhody</numerusform>
            <numerusform>Zostáva %n kariet náhody</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n horse(s)</source>
        <translation>
            <numerusform>%n kôň</numerusform>
            <numerusform>%n kone</numerusform>
            <numerusform>%n koní</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n race(s)</source>
        <translation>
            <numerusform>%n dostih</numerusform>
            <numerusform>%n dostihy</numerusform>
            <numerusform>%n dostihov</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rosette(s)</source>
        <translation>
            <numerusform>%n kokarda</numerusform>
            <numerusform>%n kokardy</numerusform>
            <numerusform>%n kokárd</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tie(s), rolled again</source>
        <translation>
            <numerusform>%n nerozhodný výsledok, hádzalo sa znova</numerusform>
            <numerusform>%n nerozhodné výsledky, hádzalo sa znova</numerusform>
            <numerusform>%n nerozhodných výsledkov, hádzalo sa znova</numerusform>
        </translation>
    </message>
    <message>
        <source>A fair price for {horse}, and you keep enough cash.</source>
        <translation>Za koňa {horse} je to férová cena a peňazí ti zostane dosť.</translation>
    </message>
    <message>
        <source>A fine</source>
        <translation>Pokuta</translation>
    </message>
    <message>
        <source>A horse adds rosettes to your races and counts its price at the end (a pawned one only once bought back).</source>
        <translation>Kôň ti pridá kokardy do dostihov a na konci sa počíta jeho cena (zastavený až po vykúpení).</translation>
    </message>
    <message>
        <source>A horse offered</source>
        <translation>Ponuka koňa</translation>
    </message>
    <message>
        <source>A lost shoe</source>
        <translation>Stratená podkova</translation>
    </message>
    <message>
        <source>A new sponsor</source>
        <translation>Nový sponzor</translation>
    </message>
    <message>
        <source>A stake may be raised up to double, and the challenger must match it: raise when your runner has more rosettes.</source>
        <translation>Stávku smieš zvýšiť až na dvojnásobok a vyzývateľ ju musí vyrovnať: zvyšuj, keď má tvoj kôň viac kokárd.</translation>
    </message>
    <message>
        <source>After a star choose the horse head, money or the question mark.</source>
        <translation>Po hviezdičke si vyber hlavu koňa, peniaze alebo otáznik.</translation>
    </message>
    <message>
        <source>Answer with {runners}: match {low}</source>
        <translation>Odpovedz (bežať môže: {runners}): vyrovnaj {low}</translation>
    </message>
    <message>
        <source>Answer with {runners}: match {low} or raise up to {high}</source>
        <translation>Odpovedz (bežať môže: {runners}): vyrovnaj {low}, alebo zvýš až na {high}</translation>
    </message>
    <message>
        <source>Answer with {runner} for {stake}.</source>
        <translation>Odpovedz: pošli {runner} so stávkou {stake}.</translation>
    </message>
    <message>
        <source>Answering the challenge</source>
        <translation>Odpoveď na výzvu</translation>
    </message>
    <message>
        <source>At most {limit} races against that player: as many as their horses and the stable.</source>
        <translation>Počet dostihov proti tomu hráčovi je najviac {limit}: koľko má koní, a k tomu jeden za stajňu.</translation>
    </message>
    <message>
        <source>Bet at least {minimum}: an answer matches the challenger&apos;s stake or raises it.</source>
        <translation>Stav aspoň {minimum}: odpoveď stávku vyzývateľa vyrovná, alebo ju zvýši.</translation>
    </message>
    <message>
        <source>Breeders&apos; award</source>
        <translation>Cena chovateľov</translation>
    </message>
    <message>
        <source>Buy a horse from the bank: {horses}, for {prices}</source>
        <translation>Kúp koňa od banky: {horses} za {prices}</translation>
    </message>
    <message>
        <source>Buy back a pawned horse: {horses}</source>
        <translation>Vykúp zastaveného koňa: {horses}</translation>
    </message>
    <message>
        <source>Buy back {horse}.</source>
        <translation>Vykúp koňa {horse}.</translation>
    </message>
    <message>
        <source>Buy no horse</source>
        <translation>Nekupuj žiadneho koňa</translation>
    </message>
    <message>
        <source>Buy no horse now.</source>
        <translation>Teraz žiadneho koňa nekupuj.</translation>
    </message>
    <message>
        <source>Buy the horse offered.</source>
        <translation>Kúp ponúkaného koňa.</translation>
    </message>
    <message>
        <source>Buy {horse} for {price}</source>
        <translation>Kúp koňa {horse} za {price}</translation>
    </message>
    <message>
        <source>Buy {horse}.</source>
        <translation>Kúp koňa {horse}.</translation>
    </message>
    <message>
        <source>Buying a horse</source>
        <translation>Nákup koňa</translation>
    </message>
    <message>
        <source>Buying back a pawned horse would leave you too little cash.</source>
        <translation>Po vykúpení zastaveného koňa by ti zostalo málo peňazí.</translation>
    </message>
    <message>
        <source>Check-up at the vet&apos;s</source>
        <translation>Prehliadka u veterinára</translation>
    </message>
    <message>
        <source>Choose a price from the list: a fifth of the horse&apos;s price, two fifths, and so on up to double.</source>
        <translation>Vyber cenu zo zoznamu: pätinu ceny koňa, dve pätiny a tak ďalej až po dvojnásobok.</translation>
    </message>
    <message>
        <source>Choose one of the three.</source>
        <translation>Vyber si jednu z troch možností.</translation>
    </message>
    <message>
        <source>Choose one of your horses to go back to the bank. Without a horse, nothing happens.</source>
        <translation>Vyber si jedného svojho koňa, ktorý sa vráti banke. Keď koňa nemáš, nič sa nestane.</translation>
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
        <translation>Výber symbolu</translation>
    </message>
    <message>
        <source>Club jubilee</source>
        <translation>Jubileum klubu</translation>
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
        <translation>Kolika: jeden tvoj kôň musí odísť; najlacnejší bolí najmenej.</translation>
    </message>
    <message>
        <source>Colic: spoiled hay</source>
        <translation>Kolika: skazené seno</translation>
    </message>
    <message>
        <source>Declare bankruptcy</source>
        <translation>Vyhlás bankrot</translation>
    </message>
    <message>
        <source>Declare bankruptcy only when no horse of yours is left unpawned: pawn or sell one first.</source>
        <translation>Bankrot vyhlás, až keď ti nezostane žiadny nezastavený kôň: najprv nejakého zastav alebo predaj.</translation>
    </message>
    <message>
        <source>Declare bankruptcy.</source>
        <translation>Ohlás bankrot.</translation>
    </message>
    <message>
        <source>Derby prize</source>
        <translation>Výhra v derby</translation>
    </message>
    <message>
        <source>Draw a chance card.</source>
        <translation>Otoč kartu náhody.</translation>
    </message>
    <message>
        <source>Each rosette adds a point to your rolls in races, and a horse counts its full price at the end.</source>
        <translation>Každá kokarda ti v dostihu pridá bod k hodu a na konci sa kôň počíta za celú cenu.</translation>
    </message>
    <message>
        <source>Enter a race: {runners} against {opponents}, for {stakes}</source>
        <translation>Prihlás dostih: {runners}; súper: {opponents}; stávka {stakes}</translation>
    </message>
    <message>
        <source>Enter {runner} against {opponent} for {stake}.</source>
        <translation>Pošli do dostihu {runner} so stávkou {stake}, súperí {opponent}.</translation>
    </message>
    <message>
        <source>Entering races</source>
        <translation>Prihlasovanie do dostihov</translation>
    </message>
    <message>
        <source>Even {opponent} has better chances than {runner}: risk only a little.</source>
        <translation>Aj {opponent} má lepšiu šancu ako {runner}: riskuj len trochu.</translation>
    </message>
    <message>
        <source>False start</source>
        <translation>Chybný štart</translation>
    </message>
    <message>
        <source>Feed gets dearer</source>
        <translation>Krmivo zdražuje</translation>
    </message>
    <message>
        <source>Fresh oats</source>
        <translation>Čerstvý ovos</translation>
    </message>
    <message>
        <source>Give a horse back to the bank: {horses}</source>
        <translation>Vráť koňa banke: {horses}</translation>
    </message>
    <message>
        <source>Give {horse} back to the bank.</source>
        <translation>Vráť banke koňa {horse}.</translation>
    </message>
    <message>
        <source>Good harvest</source>
        <translation>Dobrá úroda</translation>
    </message>
    <message>
        <source>Heavy track</source>
        <translation>Ťažká dráha</translation>
    </message>
    <message>
        <source>Home crowd</source>
        <translation>Domáce publikum</translation>
    </message>
    <message>
        <source>Horse Races and Bets – travel edition</source>
        <translation>Dostihy a stávky – cestovná verzia</translation>
    </message>
    <message>
        <source>Horse head</source>
        <translation>Hlava koňa</translation>
    </message>
    <message>
        <source>Horse tax</source>
        <translation>Daň z koní</translation>
    </message>
    <message>
        <source>It costs 80% of its price; the horse races with its rosettes again and counts at the end.</source>
        <translation>Stojí to 80 % jeho ceny; kôň znova beží so svojimi kokardami a na konci sa počíta.</translation>
    </message>
    <message>
        <source>It says what you do this turn: buy a horse, race and bet, or draw a chance card.</source>
        <translation>Tá povie, čo v tomto ťahu urobíš: kúpiš koňa, stavíš na dostih, alebo si vezmeš kartu náhody.</translation>
    </message>
    <message>
        <source>Jockey has flu</source>
        <translation>Džokej má chrípku</translation>
    </message>
    <message>
        <source>Keep at least {reserve}: every horse here would leave you less.</source>
        <translation>Nechaj si aspoň {reserve}: po kúpe ktoréhokoľvek koňa by ti zostalo menej.</translation>
    </message>
    <message>
        <source>Keep this card: +{points} to each of your rolls in your next race.</source>
        <translation>Nechaj si túto kartu: v najbližšom dostihu +{points} ku každému tvojmu hodu.</translation>
    </message>
    <message>
        <source>Keep this card: {points} to each of your rolls in your next race.</source>
        <translation>Nechaj si túto kartu: v najbližšom dostihu {points} ku každému tvojmu hodu.</translation>
    </message>
    <message>
        <source>Keep your cash for stakes and for red chance cards.</source>
        <translation>Nechaj si hotovosť na stávky a na červené karty náhody.</translation>
    </message>
    <message>
        <source>Keep your cash; the seller may offer again at another price.</source>
        <translation>Hotovosť ti zostane; predávajúci môže ponúknuť znova za inú cenu.</translation>
    </message>
    <message>
        <source>Lottery win</source>
        <translation>Výhra v lotérii</translation>
    </message>
    <message>
        <source>Lucky horseshoe</source>
        <translation>Podkova pre šťastie</translation>
    </message>
    <message>
        <source>Match the raises ({amount}) and run the races</source>
        <translation>Vyrovnaj zvýšenia ({amount}) a spusti dostihy</translation>
    </message>
    <message>
        <source>Match the stakes and run the races.</source>
        <translation>Dorovnaj stávky, potom sa pobežia dostihy.</translation>
    </message>
    <message>
        <source>Matching the raises</source>
        <translation>Dorovnanie stávok</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Peniaze</translation>
    </message>
    <message>
        <source>Money means racing: enter at least one race before you send the challenge.</source>
        <translation>Peniaze znamenajú dostih: skôr než pošleš výzvu, prihlás aspoň jeden dostih.</translation>
    </message>
    <message>
        <source>Nervous start</source>
        <translation>Nervózny štart</translation>
    </message>
    <message>
        <source>New jockey</source>
        <translation>Nový džokej</translation>
    </message>
    <message>
        <source>No horse fits your cash now, and no race can be run.</source>
        <translation>Na žiadneho koňa teraz nemáš a dostih sa bežať nedá.</translation>
    </message>
    <message>
        <source>No horse fits your cash now: take the money instead.</source>
        <translation>Na žiadneho koňa teraz nemáš: vezmi si radšej peniaze.</translation>
    </message>
    <message>
        <source>No horse is left to pawn: you hand in your stable and leave the game.</source>
        <translation>Žiadny nezastavený kôň ti nezostal: odovzdáš stajňu a odchádzaš z hry.</translation>
    </message>
    <message>
        <source>Nobody can race now (a stake is at least 1,000 crowns), so after a star you cannot choose money.</source>
        <translation>Teraz nemôže nikto pretekať (stávka je aspoň 1 000 korún), preto si po hviezdičke nemôžeš vybrať peniaze.</translation>
    </message>
    <message>
        <source>Offer a horse to {buyers} at a price</source>
        <translation>Ponúkni koňa za cenu: {buyers}</translation>
    </message>
    <message>
        <source>Offer the horse to another player still in the game.</source>
        <translation>Ponúkni koňa inému hráčovi, ktorý je ešte v hre.</translation>
    </message>
    <message>
        <source>Offer {horse} for {price}; {buyer} decides.</source>
        <translation>Ponúkni koňa {horse} za {price}; rozhodne {buyer}.</translation>
    </message>
    <message>
        <source>One race at a time is enough.</source>
        <translation>Jeden dostih naraz stačí.</translation>
    </message>
    <message>
        <source>Open day</source>
        <translation>Deň otvorených dverí</translation>
    </message>
    <message>
        <source>Parking ticket</source>
        <translation>Pokuta za parkovanie</translation>
    </message>
    <message>
        <source>Pawn a horse: {horses}</source>
        <translation>Zastav koňa: {horses}</translation>
    </message>
    <message>
        <source>Pawn {horse}.</source>
        <translation>Zastav koňa {horse}.</translation>
    </message>
    <message>
        <source>Pay the bank {amount} for each of your horses (pawned ones too) and for the stable.</source>
        <translation>Zaplať banke {amount} za každého svojho koňa (aj zastaveného) a za stajňu.</translation>
    </message>
    <message>
        <source>Pay the bank {amount}.</source>
        <translation>Zaplať banke {amount}.</translation>
    </message>
    <message>
        <source>Photo shoot</source>
        <translation>Fotenie</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Otáznik</translation>
    </message>
    <message>
        <source>Race and bet against the other stables.</source>
        <translation>Pošli kone do dostihov a vsádzaj proti ostatným stajniam.</translation>
    </message>
    <message>
        <source>Race {race}: {first} against {second}.</source>
        <translation>{race}. dostih: {first} proti {second}.</translation>
    </message>
    <message>
        <source>Raise at most to {maximum}: a stake may be raised to double, no more.</source>
        <translation>Zvýš najviac na {maximum}: stávku smieš zvýšiť na dvojnásobok, viac nie.</translation>
    </message>
    <message>
        <source>Raise at most to {maximum}: the challenger must be able to match your raise.</source>
        <translation>Zvýš najviac na {maximum}: vyzývateľ musí mať na to, aby tvoje zvýšenie vyrovnal.</translation>
    </message>
    <message>
        <source>Raise in steps of {step}: stakes are whole thousands.</source>
        <translation>Zvyšuj po {step}: stávky sú celé tisíce.</translation>
    </message>
    <message>
        <source>Raising money</source>
        <translation>Zháňanie peňazí</translation>
    </message>
    <message>
        <source>Refuse the offer</source>
        <translation>Odmietni ponuku</translation>
    </message>
    <message>
        <source>Refuse the offer.</source>
        <translation>Odmietni ponuku.</translation>
    </message>
    <message>
        <source>Roll the die.</source>
        <translation>Hoď kockou.</translation>
    </message>
    <message>
        <source>Roll the symbol die</source>
        <translation>Hoď kockou so symbolmi</translation>
    </message>
    <message>
        <source>Rolling the die</source>
        <translation>Hod kockou</translation>
    </message>
    <message>
        <source>Sell a horse to the bank: {horses}</source>
        <translation>Predaj koňa banke: {horses}</translation>
    </message>
    <message>
        <source>Sell {horse} to the bank.</source>
        <translation>Predaj banke koňa {horse}.</translation>
    </message>
    <message>
        <source>Send the challenge ({races} entered)</source>
        <translation>Pošli výzvu (prihlásené: {races})</translation>
    </message>
    <message>
        <source>Send the challenge.</source>
        <translation>Pošli výzvu.</translation>
    </message>
    <message>
        <source>Stable rent</source>
        <translation>Nájom stajne</translation>
    </message>
    <message>
        <source>Stakes go in whole thousands up to 10,000 crowns, then in steps of 5,000.</source>
        <translation>Stávky idú po celých tisícoch do 10 000 korún, potom po 5 000.</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Hviezdička</translation>
    </message>
    <message>
        <source>Starting money</source>
        <translation>Počiatočná hotovosť</translation>
    </message>
    <message>
        <source>TV rights</source>
        <translation>Televízne práva</translation>
    </message>
    <message>
        <source>That costs {cost} and you have {cash}: you pay only with the cash in your hand.</source>
        <translation>Stojí to {cost} a ty máš {cash}: platíš len hotovosťou, ktorú máš v ruke.</translation>
    </message>
    <message>
        <source>That player refused {horse} at {price} already: offer it at another price.</source>
        <translation>Ten hráč už koňa {horse} za {price} odmietol: ponúkni ho za inú cenu.</translation>
    </message>
    <message>
        <source>The bank does not buy a pawned horse like {horse}; offer it to a player instead.</source>
        <translation>Banka nekupuje zastaveného koňa, ako je {horse}; ponúkni ho radšej hráčovi.</translation>
    </message>
    <message>
        <source>The bank lends you half its price; the horse races without rosettes and counts nothing at the end until you buy it back.</source>
        <translation>Banka ti požičia polovicu jeho ceny; kôň potom beží bez kokárd a na konci sa nepočíta, kým ho nevykúpiš.</translation>
    </message>
    <message>
        <source>The bank pays 75% of its price; the horse is gone for good.</source>
        <translation>Banka zaplatí 75 % jeho ceny; kôň je preč nadobro.</translation>
    </message>
    <message>
        <source>The bank pays you {amount} for each of your horses (pawned ones too) and for the stable.</source>
        <translation>Banka ti vyplatí {amount} za každého tvojho koňa (aj zastaveného) a za stajňu.</translation>
    </message>
    <message>
        <source>The bank pays you {amount}.</source>
        <translation>Banka ti vyplatí {amount}.</translation>
    </message>
    <message>
        <source>The buyer has only {cash}: a horse is offered for at most the buyer&apos;s cash.</source>
        <translation>Kupec má len {cash}: koňa ponúkaš najviac za toľko, koľko má kupec v hotovosti.</translation>
    </message>
    <message>
        <source>The farrier calls</source>
        <translation>Návšteva podkováča</translation>
    </message>
    <message>
        <source>The game is over: only one stable is left.</source>
        <translation>Hra sa skončila: zostala už len jedna stajňa.</translation>
    </message>
    <message>
        <source>The game is over: the last chance card has been drawn.</source>
        <translation>Hra sa skončila: vytiahla sa posledná karta náhody.</translation>
    </message>
    <message>
        <source>The others answer, you match their raises, and the races are run.</source>
        <translation>Ostatní odpovedia, ty vyrovnáš ich zvýšenia a dostihy sa pobežia.</translation>
    </message>
    <message>
        <source>The points die is rolled for both sides; the higher total takes both stakes.</source>
        <translation>Za obe strany sa hodí bodovou kockou; vyšší súčet berie obe stávky.</translation>
    </message>
    <message>
        <source>The price is more than the horse is worth.</source>
        <translation>Cena je vyššia, než koľko kôň stojí.</translation>
    </message>
    <message>
        <source>The same money and as many horses: the more valuable horses win.</source>
        <translation>Rovnako peňazí aj koní: vyhrávajú hodnotnejšie kone.</translation>
    </message>
    <message>
        <source>The same money, horses and horse values: the win is shared.</source>
        <translation>Rovnako peňazí, koní aj rovnaká hodnota koní: o víťazstvo sa delia.</translation>
    </message>
    <message>
        <source>The same money: the one with more horses wins.</source>
        <translation>Rovnako peňazí: vyhráva ten, kto má viac koní.</translation>
    </message>
    <message>
        <source>The stakes against that player may add up to at most {cash}, the cash they have.</source>
        <translation>Stávky proti tomu hráčovi smú dať dokopy najviac {cash}, toľko má v hotovosti.</translation>
    </message>
    <message>
        <source>The vet&apos;s bill</source>
        <translation>Účet od veterinára</translation>
    </message>
    <message>
        <source>They say yes or no on their screen; a horse refused may be offered again at another price.</source>
        <translation>Kupec povie áno, alebo nie na svojej obrazovke; odmietnutého koňa smieš ponúknuť znova za inú cenu.</translation>
    </message>
    <message>
        <source>Thunderstorm</source>
        <translation>Búrka</translation>
    </message>
    <message>
        <source>Tight saddle</source>
        <translation>Tesné sedlo</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} to play.</source>
        <translation>{turn}. ťah: na rade je {player}.</translation>
    </message>
    <message>
        <source>Wallet returned</source>
        <translation>Vrátená peňaženka</translation>
    </message>
    <message>
        <source>Worth: money plus the price of every horse that is not pawned. Pawned horses count nothing.</source>
        <translation>Majetok: peniaze plus cena každého koňa, ktorý nie je zastavený. Zastavené kone sa nerátajú.</translation>
    </message>
    <message>
        <source>You can buy a horse and still keep {reserve}.</source>
        <translation>Môžeš kúpiť koňa a stále ti zostane {reserve}.</translation>
    </message>
    <message>
        <source>You can race only against another player still in the game.</source>
        <translation>Pretekať môžeš len proti inému hráčovi, ktorý je ešte v hre.</translation>
    </message>
    <message>
        <source>You have only {available} for this stake: nobody bets more than the cash they have.</source>
        <translation>Na túto stávku máš len {available}: nikto nestavia viac, než má v hotovosti.</translation>
    </message>
    <message>
        <source>You have plenty of cash: buy back {horse}.</source>
        <translation>Máš dosť peňazí: vykúp koňa {horse}.</translation>
    </message>
    <message>
        <source>You may buy one horse from the bank.</source>
        <translation>Môžeš si z banky kúpiť jedného koňa.</translation>
    </message>
    <message>
        <source>You would have less than {reserve} left.</source>
        <translation>Zostalo by ti menej než {reserve}.</translation>
    </message>
    <message>
        <source>Your stake leaves your cash now; whoever wins the race takes both stakes. Rosettes add points to the rolls.</source>
        <translation>Stávka ti hneď odíde z hotovosti; kto dostih vyhrá, berie obe stávky. Kokardy pridávajú body k hodom.</translation>
    </message>
    <message>
        <source>the stable</source>
        <translation>stajňa</translation>
    </message>
    <message>
        <source>the stable</source>
        <comment>accusative</comment>
        <translation>stajňu</translation>
    </message>
    <message>
        <source>{amount} crowns</source>
        <translation>{amount} korún</translation>
    </message>
    <message>
        <source>{horse}</source>
        <comment>accusative</comment>
        <translation>koňa {horse}</translation>
    </message>
    <message>
        <source>{horse} goes back to the bank.</source>
        <translation>Kôň {horse} sa vracia do banky.</translation>
    </message>
    <message>
        <source>{horse} has the most rosettes you can afford, and you keep {left}.</source>
        <translation>{horse} má najviac kokárd, na aké máš, a zostane ti {left}.</translation>
    </message>
    <message>
        <source>{horse} is not in the bank: you can buy only a horse the bank still has.</source>
        <translation>Kôň {horse} už v banke nie je: kúpiť môžeš len koňa, ktorého banka ešte má.</translation>
    </message>
    <message>
        <source>{horse} is not pawned, so there is nothing to buy back.</source>
        <translation>Kôň {horse} nie je zastavený, takže nie je čo vykupovať.</translation>
    </message>
    <message>
        <source>{horse} is not yours: you can use only your own horses.</source>
        <translation>Kôň {horse} nie je tvoj: môžeš použiť len svoje kone.</translation>
    </message>
    <message>
        <source>{horse} is pawned already: the bank lends on a horse only once, until it is bought back.</source>
        <translation>Kôň {horse} už je zastavený: banka požičia na koňa len raz, kým ho nevykúpiš.</translation>
    </message>
    <message>
        <source>{horse} is your cheapest horse.</source>
        <translation>{horse} je tvoj najlacnejší kôň.</translation>
    </message>
    <message>
        <source>{horse} is your cheapest horse: pawn it first.</source>
        <translation>{horse} je tvoj najlacnejší kôň: zastav najprv jeho.</translation>
    </message>
    <message>
        <source>{horse} is your cheapest horse: sell it first.</source>
        <translation>{horse} je tvoj najlacnejší kôň: predaj najprv jeho.</translation>
    </message>
    <message>
        <source>{horse} was offered to that player already: in a game begun under the older rules, once per money trouble.</source>
        <translation>Kôň {horse} už tomu hráčovi ponúknutý bol: v hre podľa starších pravidiel len raz počas finančnej núdze.</translation>
    </message>
    <message>
        <source>{horse} was pawned or bought back this turn already: each horse only once before the roll.</source>
        <translation>Kôň {horse} už bol v tomto ťahu zastavený alebo vykúpený: každý kôň len raz pred hodom.</translation>
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
        <translation>{player} odpovedá: posiela {runner} a stávku zvyšuje na {stake}.</translation>
    </message>
    <message>
        <source>{player} answers with {runner} for {stake}.</source>
        <translation>{player} odpovedá: posiela {runner} so stávkou {stake}.</translation>
    </message>
    <message>
        <source>{player} buys no horse.</source>
        <translation>{player} nekupuje žiadneho koňa.</translation>
    </message>
    <message>
        <source>{player} buys {horse} for {price}.</source>
        <translation>{player} kupuje koňa {horse} za {price}.</translation>
    </message>
    <message>
        <source>{player} buys {horse} from {seller} for {price}.</source>
        <translation>{player} kupuje koňa {horse} za {price}, predáva {seller}.</translation>
    </message>
    <message>
        <source>{player} cannot buy a horse.</source>
        <translation>{player} si nemôže kúpiť žiadneho koňa.</translation>
    </message>
    <message>
        <source>{player} cannot run a race.</source>
        <translation>{player} teraz nemôže prihlásiť žiadny dostih.</translation>
    </message>
    <message>
        <source>{player} challenges: {races}.</source>
        <translation>{player} posiela výzvu: {races}.</translation>
    </message>
    <message>
        <source>{player} chooses one of their horses to go back to the bank. Without a horse, nothing happens.</source>
        <translation>{player} vyberá jedného svojho koňa, ktorý sa vráti banke. Bez koňa sa nič nestane.</translation>
    </message>
    <message>
        <source>{player} chooses: {symbol}.</source>
        <translation>{player} si vyberá: {symbol}.</translation>
    </message>
    <message>
        <source>{player} does not buy {horse}.</source>
        <translation>{player} nekupuje koňa {horse}.</translation>
    </message>
    <message>
        <source>{player} draws a chance card: {card}.</source>
        <translation>{player} ťahá kartu náhody: {card}.</translation>
    </message>
    <message>
        <source>{player} enters {runner} against {opponent} for {stake}.</source>
        <translation>{player} prihlasuje do dostihu {runner} so stávkou {stake}; odpovedať bude {opponent}.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from the bank for each of their horses (pawned ones too) and for the stable.</source>
        <translation>{player} dostáva od banky {amount} za každého svojho koňa (aj zastaveného) a za stajňu.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from the bank.</source>
        <translation>{player} dostáva od banky {amount}.</translation>
    </message>
    <message>
        <source>{player} has no horse, so the colic does nothing.</source>
        <translation>{player} nemá žiadneho koňa, takže kolika nič nespôsobí.</translation>
    </message>
    <message>
        <source>{player} is bankrupt and hands in the stable.</source>
        <translation>{player} je v bankrote a odovzdáva stajňu.</translation>
    </message>
    <message>
        <source>{player} keeps this card: +{points} to each of their rolls in their next race.</source>
        <translation>{player} si kartu necháva: v najbližšom dostihu +{points} ku každému svojmu hodu.</translation>
    </message>
    <message>
        <source>{player} keeps this card: {points} to each of their rolls in their next race.</source>
        <translation>{player} si kartu necháva: v najbližšom dostihu {points} ku každému svojmu hodu.</translation>
    </message>
    <message>
        <source>{player} keeps {card} for the next race.</source>
        <translation>{player} si necháva kartu na najbližší dostih: {card}.</translation>
    </message>
    <message>
        <source>{player} matches the raise: {amount}.</source>
        <translation>{player} dorovnáva zvýšenú stávku: {amount}.</translation>
    </message>
    <message>
        <source>{player} must pay {owed} but has only {cash}.</source>
        <translation>{player} musí zaplatiť {owed}, ale má iba {cash}.</translation>
    </message>
    <message>
        <source>{player} offers {horse} to {buyer} for {price}.</source>
        <translation>{player} ponúka koňa {horse} za {price}, ponuku dostáva {buyer}.</translation>
    </message>
    <message>
        <source>{player} pawns {horse} for {amount}.</source>
        <translation>{player} zastavuje koňa {horse} za {amount}.</translation>
    </message>
    <message>
        <source>{player} pays the bank {amount} for each of their horses (pawned ones too) and for the stable.</source>
        <translation>{player} platí banke {amount} za každého svojho koňa (aj zastaveného) a za stajňu.</translation>
    </message>
    <message>
        <source>{player} pays the bank {amount}.</source>
        <translation>{player} platí banke {amount}.</translation>
    </message>
    <message>
        <source>{player} pays {amount}.</source>
        <translation>{player} platí {amount}.</translation>
    </message>
    <message>
        <source>{player} receives {amount}.</source>
        <translation>{player} dostáva {amount}.</translation>
    </message>
    <message>
        <source>{player} redeems {horse} for {amount}.</source>
        <translation>{player} vykupuje koňa {horse} za {amount}.</translation>
    </message>
    <message>
        <source>{player} rolls: {symbol}.</source>
        <translation>{player} hádže: {symbol}.</translation>
    </message>
    <message>
        <source>{player} sells {horse} to the bank for {amount}.</source>
        <translation>{player} predáva koňa {horse} banke za {amount}.</translation>
    </message>
    <message>
        <source>{player}&apos;s kept cards count {points:+d} in this race.</source>
        <translation>{player} si v tomto dostihu z ponechaných kariet pripočítava {points:+d}.</translation>
    </message>
    <message>
        <source>{runner} does not run for you: only your own horses and your stable can.</source>
        <translation>{runner} za teba nebeží: bežať môžu len tvoje kone a tvoja stajňa.</translation>
    </message>
    <message>
        <source>{runner} has better chances than the challenger&apos;s horse: raise the stake as high as you may.</source>
        <translation>{runner} má lepšiu šancu ako kôň vyzývateľa: zvýš stávku najviac, ako smieš.</translation>
    </message>
    <message>
        <source>{runner} has better chances than {opponent}&apos;s best horse: stake a big part of your cash.</source>
        <translation>{runner} má lepšiu šancu ako najlepší kôň, ktorého má {opponent}: stav veľkú časť svojich peňazí.</translation>
    </message>
    <message>
        <source>{runner} is your strongest runner against {opponent}&apos;s weakest, for a small part of your cash.</source>
        <translation>Tvoj najsilnejší bežec ({runner}) proti najslabšiemu, čo má {opponent}, a stávka je len malá časť tvojich peňazí.</translation>
    </message>
    <message>
        <source>{runner} is your strongest runner, and the lowest stake risks least.</source>
        <translation>{runner} je tvoj najsilnejší bežec a najnižšia stávka riskuje najmenej.</translation>
    </message>
    <message>
        <source>{runner} runs already: each horse and the stable run once in a round of betting.</source>
        <translation>{runner} už beží: každý kôň aj stajňa bežia v jednom kole stávok len raz.</translation>
    </message>
    <message>
        <source>{winner} wins race {race} and takes {pot}.</source>
        <translation>{winner} vyhráva {race}. dostih a berie {pot}.</translation>
    </message>
</context>
<context>
    <name>DostihyTutorial</name>
    <message>
        <source>A chance card! Green cards help you, red cards cost you. The game ends when the last card of the pile has been carried out, so watch how many are left.</source>
        <translation>Karta náhody! Zelené karty pomáhajú, červené stoja peniaze. Hra sa skončí po poslednej karte z balíčka, tak sleduj, koľko ich zostáva.</translation>
    </message>
    <message>
        <source>A horse head: you may buy one horse from the bank. Each rosette adds a point to your roll in a race, so a dearer horse wins more often. You may also buy none and keep your money.</source>
        <translation>Hlava koňa: môžeš si kúpiť jedného koňa od banky. Každá kokarda ti v dostihu pridá bod k hodu, takže drahší kôň vyhráva častejšie. Môžeš aj nekúpiť nič a nechať si peniaze.</translation>
    </message>
    <message>
        <source>A star: you choose what the die shows. Buy a horse, race with money, or draw a chance card.</source>
        <translation>Hviezdička: vyberieš si, čo kocka ukáže. Kúpiť koňa, dostih o peniaze, alebo kartu náhody.</translation>
    </message>
    <message>
        <source>All the answers are in. Press Match and run the races: each side rolls the points die and adds its rosettes.</source>
        <translation>Všetky odpovede sú tu. Stlač Dorovnať a spustiť dostihy: každá strana hodí bodovou kockou a pripočíta svoje kokardy.</translation>
    </message>
    <message>
        <source>Colic: one of your horses must go back to the bank. You choose which one; the cheapest hurts least.</source>
        <translation>Kolika: jeden tvoj kôň sa musí vrátiť banke. Vyberieš si, ktorý; najlacnejší bolí najmenej.</translation>
    </message>
    <message>
        <source>Money: now you are the challenger! Choose a runner, a player to race against and a stake, then press Enter the race. Your stake leaves your cash at once.</source>
        <translation>Peniaze: teraz vyzývaš ty! Vyber, kto pobeží, proti komu a o koľko, a stlač Prihlásiť do dostihu. Stávka ti hneď odíde z hotovosti.</translation>
    </message>
    <message>
        <source>Only a few chance cards are left. At the end your cash and the full price of your horses that are not pawned are added up, so buy back pawned horses while you can.</source>
        <translation>Zostáva už len pár kariet náhody. Na konci sa spočíta hotovosť a plná cena koní, ktoré nie sú zastavené, tak vykúp zastavené kone, kým môžeš.</translation>
    </message>
    <message>
        <source>Roll the symbol die. A horse head lets you buy a horse, money starts a race with bets, a question mark draws a chance card, and a star lets you choose.</source>
        <translation>Hoď kockou so symbolmi. Hlava koňa ti dovolí kúpiť koňa, peniaze znamenajú dostih so stávkami, otáznik kartu náhody a hviezdička ti dá na výber.</translation>
    </message>
    <message>
        <source>The bill is paid. Buy your pawned horses back on a later turn, before you roll: at the end a pawned horse counts nothing.</source>
        <translation>Účet je zaplatený. Zastavené kone vykúp v niektorom ďalšom ťahu, pred hodom: na konci sa zastavený kôň nepočíta.</translation>
    </message>
    <message>
        <source>The game is over! Cash and horses that are not pawned are added up, and the richest stable wins. Now you know Horse Races and Bets: start a real game whenever you like.</source>
        <translation>Hra skončila! Spočíta sa hotovosť a kone, ktoré nie sú zastavené, a vyhráva najbohatšia stajňa. Teraz už Dostihy a stávky poznáš: skutočnú hru môžeš začať, kedykoľvek budeš chcieť.</translation>
    </message>
    <message>
        <source>The horse is yours: it stands in your stable. Each horse, and the stable itself, can run one race when you bet, so more horses mean more races.</source>
        <translation>Kôň je tvoj: stojí v tvojej stajni. Každý kôň aj samotná stajňa môže pri stávkach bežať jeden dostih, takže viac koní znamená viac dostihov.</translation>
    </message>
    <message>
        <source>The race is entered. You may enter another one with a different runner, or press Send the challenge: then the others answer with their runners and stakes.</source>
        <translation>Dostih je prihlásený. Môžeš prihlásiť ďalší s iným koňom, alebo stlačiť Poslať výzvu: potom ostatní odpovedia svojimi koňmi a stávkami.</translation>
    </message>
    <message>
        <source>They raised your stake! A stake may be raised up to double. Press Match and run the races: you add the difference, and the races are run.</source>
        <translation>Tvoju stávku zvýšili! Stávku možno zvýšiť až na dvojnásobok. Stlač Dorovnať a spustiť dostihy: doplatíš rozdiel a dostihy sa pobežia.</translation>
    </message>
    <message>
        <source>Welcome to Horse Races and Bets! This is your stable with its racehorses. You race them against the others&apos; horses and bet money on them, and the richest stable at the end wins.</source>
        <translation>Vitaj pri hre Dostihy a stávky! Toto je tvoja stajňa s dostihovými koňmi. Posielaš ich do dostihov proti koňom ostatných a stavíš na ne peniaze; na konci vyhrá najbohatšia stajňa.</translation>
    </message>
    <message>
        <source>You are challenged to a race! Choose your horse or the stable to run against theirs. Match their stake, or raise it up to exactly double: the challenger must then add the difference.</source>
        <translation>Niekto ťa vyzýva na dostih! Vyber koňa alebo stajňu, ktorá pobeží proti jeho koňovi. Stávku vyrovnaj, alebo ju zvýš najviac na dvojnásobok: vyzývateľ potom musí rozdiel doplatiť.</translation>
    </message>
    <message>
        <source>You could not raise enough money, so you are bankrupt: your stable goes back to the bank and you are out of the game. Watch how the others finish it.</source>
        <translation>Peniaze sa zohnať nepodarilo, a tak je to bankrot: tvoja stajňa sa vracia banke a pre teba hra končí. Pozri sa, ako ju ostatní dohrajú.</translation>
    </message>
    <message>
        <source>You kept your money. That is fine too: cash pays your stakes and the bills of red chance cards.</source>
        <translation>Peniaze ti zostali. Aj to je v poriadku: z hotovosti platíš stávky a účty z červených kariet náhody.</translation>
    </message>
    <message>
        <source>You lost a race, and both stakes went to the other stable. A horse with more rosettes, or a green betting card, gives you better chances.</source>
        <translation>Tento dostih je prehratý a obe stávky berie druhá stajňa. Kôň s viacerými kokardami alebo zelená stávková karta ti dá lepšiu šancu.</translation>
    </message>
    <message>
        <source>You must pay more than you have! Raise the money: pawn a horse for half its price, sell one to the bank for 75%, or offer it to a player. The bill is paid as soon as you have enough.</source>
        <translation>Máš zaplatiť viac, než máš! Zožeň peniaze: zastav koňa za polovicu ceny, predaj ho banke za 75&#xa0;%, alebo ho ponúkni hráčovi. Účet sa zaplatí, len čo budeš mať dosť.</translation>
    </message>
    <message>
        <source>You raised the stake. The challenger has to match it, and the winner of the race takes both stakes.</source>
        <translation>Stávka je zvýšená. Vyzývateľ ju musí vyrovnať a víťaz dostihu berie obe stávky.</translation>
    </message>
    <message>
        <source>You won a race! Your total, the roll plus the rosettes, was higher, so you took both stakes.</source>
        <translation>Dostih je tvoj! Tvoj súčet, hod plus kokardy, bol vyšší, takže berieš obe stávky.</translation>
    </message>
    <message>
        <source>Your horse Breeze is pawned: the bank lent you half its price. A pawned horse races without its rosettes and counts nothing at the end. On your turn, before you roll, you may buy it back for 80% of its price, or pawn another horse for half of its price.</source>
        <translation>Tvoj kôň Vánok je zastavený: banka ti naň požičala polovicu jeho ceny. Zastavený kôň beží bez kokárd a na konci sa nepočíta. Vo svojom ťahu ho môžeš pred hodom vykúpiť za 80&#xa0;% ceny, alebo zastaviť iného koňa za polovicu jeho ceny.</translation>
    </message>
</context>
</TS>
