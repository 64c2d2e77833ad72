<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sk">
<context>
    <name>AgreementDialog</name>
    <message>
        <source>End and count</source>
        <translation>Ukončiť a spočítať</translation>
    </message>
    <message>
        <source>End the game now? The richest by rule 23 (cash and the rent of every unmortgaged title) wins. Everyone at the table must agree.</source>
        <translation>Ukončiť hru teraz? Vyhrá najbohatší podľa pravidla 23 (hotovosť a nájomné zo všetkých pozemkov, ktoré nie sú v zástave). Súhlasiť musia všetci pri stole.</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Hrať ďalej</translation>
    </message>
    <message>
        <source>The computers agree.</source>
        <translation>Počítače súhlasia.</translation>
    </message>
    <message>
        <source>{player} agrees</source>
        <translation>Súhlasí: {player}</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyAgreement</name>
    <message>
        <source>Back</source>
        <translation>Späť</translation>
    </message>
    <message>
        <source>Bankruptcy</source>
        <translation>Bankrot</translation>
    </message>
    <message>
        <source>Go bankrupt</source>
        <translation>Zbankrotovať</translation>
    </message>
    <message>
        <source>Go bankrupt and leave the game? Even selling and mortgaging everything cannot pay the debt. Your cash and titles go to: {creditor}.</source>
        <translation>Zbankrotovať a odísť z hry? Dlh sa nedá zaplatiť ani predajom a zastavením všetkého. Tvoje peniaze a pozemky dostane: {creditor}.</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>banka</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyCards</name>
    <message>
        <source>A monopolist goes to prison, a competitor into a price war, without passing START.</source>
        <translation>Monopolista ide do väzenia, konkurent do cenovej vojny, bez prechodu cez START.</translation>
    </message>
    <message>
        <source>A monopolist pays {fee}. A competitor rolls a die: a 1 brings {one}, a 2 brings {two}.</source>
        <translation>Monopolista zaplatí {fee}. Konkurent hodí kockou: za 1 dostane {one}, za 2 dostane {two}.</translation>
    </message>
    <message>
        <source>Draw a card of your role: competitors from the competitors&apos; pile, monopolists from theirs.</source>
        <translation>Ťahaj kartu svojej roly: konkurenti z balíčka konkurentov, monopolisti zo svojho.</translation>
    </message>
    <message>
        <source>Each house or hotel: {price}; the bank buys it back for {sale}.</source>
        <translation>Každý dom alebo hotel: {price}; banka ho vykúpi za {sale}.</translation>
    </message>
    <message>
        <source>Hotel</source>
        <translation>Hotel</translation>
    </message>
    <message>
        <source>However many the owner has</source>
        <translation>Nech ich majiteľ má, koľko chce</translation>
    </message>
    <message>
        <source>Income tax: pay {flat}, or the percentage of your role. You choose.</source>
        <translation>Daň z príjmu: zaplať {flat}, alebo percentá podľa svojej roly. Vyberieš si.</translation>
    </message>
    <message>
        <source>Just visiting. A monopolist sent here sits in prison, a competitor is in a price war: roll doubles, or pay {fee}.</source>
        <translation>Len na návšteve. Poslaný monopolista tu sedí vo väzení, konkurent je v cenovej vojne: hoď dvojicu, alebo zaplať {fee}.</translation>
    </message>
    <message>
        <source>Monopoly: two streets</source>
        <translation>Monopol: dve ulice</translation>
    </message>
    <message>
        <source>Mortgage: {value}; redeem: {cost}.</source>
        <translation>Zástava: {value}; vykúpenie: {cost}.</translation>
    </message>
    <message>
        <source>No buildings</source>
        <translation>Bez budov</translation>
    </message>
    <message>
        <source>One street of the city</source>
        <translation>Jedna ulica mesta</translation>
    </message>
    <message>
        <source>Owner: {player} ({role})</source>
        <translation>Patrí: {player} ({role})</translation>
    </message>
    <message>
        <source>Passing or landing here, the bank pays you {bonus}.</source>
        <translation>Keď tadiaľ prejdeš alebo tu zastavíš, banka ti vyplatí {bonus}.</translation>
    </message>
    <message>
        <source>Pay the bank a penalty of {amount}.</source>
        <translation>Zaplať banke penále {amount}.</translation>
    </message>
    <message>
        <source>Price: {price}</source>
        <translation>Cena: {price}</translation>
    </message>
    <message>
        <source>The bank still has it.</source>
        <translation>Zatiaľ ho má banka.</translation>
    </message>
    <message>
        <source>The owner has {count} of {all}</source>
        <translation>Majiteľ má {count} zo {all}</translation>
    </message>
    <message>
        <source>{times} × the dice</source>
        <translation>{times} × hod kockami</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyControls</name>
    <message>
        <source>Accept the trade</source>
        <translation>Prijať obchod</translation>
    </message>
    <message>
        <source>Build, mortgage or trade if you like, then end the turn.</source>
        <translation>Môžeš stavať, dávať do zástavy alebo obchodovať, potom ukonči ťah.</translation>
    </message>
    <message>
        <source>Build: {price}</source>
        <translation>Stavať: {price}</translation>
    </message>
    <message>
        <source>Buy for {price}</source>
        <translation>Kúpiť za {price}</translation>
    </message>
    <message>
        <source>Do not buy</source>
        <translation>Nekupovať</translation>
    </message>
    <message>
        <source>Doubles! Roll once more.</source>
        <translation>Dvojica! Hádžeš ešte raz.</translation>
    </message>
    <message>
        <source>Doubles! You may roll once more, or end the turn.</source>
        <translation>Dvojica! Môžeš hádzať ešte raz, alebo ukončiť ťah.</translation>
    </message>
    <message>
        <source>End and count…</source>
        <translation>Ukončiť a spočítať…</translation>
    </message>
    <message>
        <source>End the game now if everyone agrees: the richest by rule 23 wins.</source>
        <translation>Ukončiť hru teraz, keď všetci súhlasia: vyhrá najbohatší podľa pravidla 23.</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Ukončiť ťah</translation>
    </message>
    <message>
        <source>Go bankrupt…</source>
        <translation>Zbankrotovať…</translation>
    </message>
    <message>
        <source>Income tax: pay {flat}, or {percent} by your role&apos;s percentage. You choose.</source>
        <translation>Daň z príjmu: zaplať {flat}, alebo {percent} podľa percent svojej roly. Vyberieš si.</translation>
    </message>
    <message>
        <source>Mortgage: +{amount}</source>
        <translation>Do zástavy: +{amount}</translation>
    </message>
    <message>
        <source>Offer a trade…</source>
        <translation>Ponúknuť obchod…</translation>
    </message>
    <message>
        <source>Pay {amount} (fixed)</source>
        <translation>Zaplatiť {amount} (pevne)</translation>
    </message>
    <message>
        <source>Pay {amount} (percentage)</source>
        <translation>Zaplatiť {amount} (percentá)</translation>
    </message>
    <message>
        <source>Pay {fee} to get out</source>
        <translation>Zaplatiť {fee} a ísť von</translation>
    </message>
    <message>
        <source>Redeem: {cost}</source>
        <translation>Vykúpiť: {cost}</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Odmietnuť</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Hodiť kockami</translation>
    </message>
    <message>
        <source>Roll the dice, {player}.</source>
        <translation>{player}, hoď kockami.</translation>
    </message>
    <message>
        <source>Sell a building: +{amount}</source>
        <translation>Predať budovu: +{amount}</translation>
    </message>
    <message>
        <source>Title card</source>
        <translation>Karta pozemku</translation>
    </message>
    <message>
        <source>Try for doubles</source>
        <translation>Skúsiť dvojicu</translation>
    </message>
    <message>
        <source>You are {where}: roll doubles to get out, or pay {fee}.</source>
        <translation>Si {where}: hoď dvojicu, alebo zaplať {fee}.</translation>
    </message>
    <message>
        <source>Your titles</source>
        <translation>Tvoje pozemky</translation>
    </message>
    <message>
        <source>hotel</source>
        <translation>hotel</translation>
    </message>
    <message>
        <source>monopoly</source>
        <translation>monopol</translation>
    </message>
    <message>
        <source>mortgaged</source>
        <translation>v zástave</translation>
    </message>
    <message>
        <source>with {player}</source>
        <translation>Obchod s: {player}</translation>
    </message>
    <message>
        <source>{player} is thinking about a trade offer.</source>
        <translation>{player} zvažuje ponuku obchodu.</translation>
    </message>
    <message>
        <source>{player} must pay {owed} and cannot raise it even by selling and mortgaging everything: trade, or go bankrupt.</source>
        <translation>{player} musí zaplatiť {owed} a nezoženie to ani predajom a zastavením všetkého: obchod, alebo bankrot.</translation>
    </message>
    <message>
        <source>{player} must pay {owed} and has {cash}: sell buildings, mortgage or trade.</source>
        <translation>{player} musí zaplatiť {owed} a má {cash}: predať budovy, dať do zástavy alebo obchodovať.</translation>
    </message>
    <message>
        <source>{player} offers you a trade.</source>
        <translation>{player} ti ponúka obchod.</translation>
    </message>
    <message>
        <source>{player} offers {partner}</source>
        <translation>{player} → {partner}</translation>
    </message>
    <message>
        <source>{player} to play.</source>
        <translation>Na ťahu je {player}.</translation>
    </message>
    <message>
        <source>{space} is for sale: {price}.</source>
        <translation>{space} je na predaj: {price}.</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyEnd</name>
    <message>
        <source>Cash</source>
        <translation>Hotovosť</translation>
    </message>
    <message>
        <source>Ends with</source>
        <translation>Konečný stav</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Ponechá si</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Rents paid by the banker</source>
        <translation>Nájomné od bankára</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>The time is up: the settlement</source>
        <translation>Čas vypršal: vyúčtovanie</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žiadne</translation>
    </message>
    <message>
        <source>{percent}%: {amount}</source>
        <translation>{percent}&#xa0;%: {amount}</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>{player} vyhráva!</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyModels</name>
    <message>
        <source>(bankrupt)</source>
        <translation>(bankrot)</translation>
    </message>
    <message>
        <source>({count} mortgaged)</source>
        <translation>({count} v zástave)</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Hotovosť</translation>
    </message>
    <message>
        <source>Cash: {amount}</source>
        <translation>Hotovosť: {amount}</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rola</translation>
    </message>
    <message>
        <source>Titles: {count}</source>
        <translation>Pozemky: {count}</translation>
    </message>
    <message>
        <source>Wealth</source>
        <translation>Bohatstvo</translation>
    </message>
    <message>
        <source>Wealth: {amount}</source>
        <translation>Bohatstvo: {amount}</translation>
    </message>
    <message>
        <source>bankrupt</source>
        <translation>bankrot</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyTable</name>
    <message>
        <source>Round {round} · {player}</source>
        <translation>Kolo {round} · {player}</translation>
    </message>
    <message>
        <source>Time is up: the game ends at the start of the next round.</source>
        <translation>Čas vypršal: hra skončí na začiatku ďalšieho kola.</translation>
    </message>
    <message>
        <source>Time left: {time}</source>
        <translation>Zostáva: {time}</translation>
    </message>
    <message>
        <source>mortgaged</source>
        <translation>v zástave</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyTexts</name>
    <message numerus="yes">
        <source>%n house(s)</source>
        <translation>
            <numerusform>%n dom</numerusform>
            <numerusform>%n domy</numerusform>
            <numerusform>%n domov</numerusform>
        </translation>
    </message>
    <message>
        <source>45 minutes</source>
        <translation>45 minút</translation>
    </message>
    <message>
        <source>60 minutes</source>
        <translation>60 minút</translation>
    </message>
    <message>
        <source>90 minutes</source>
        <translation>90 minút</translation>
    </message>
    <message>
        <source>A competitor in a price war may not buy anything, not even in a trade.</source>
        <translation>Konkurent v cenovej vojne nesmie nič kupovať, ani v obchode.</translation>
    </message>
    <message>
        <source>A costly price cut</source>
        <translation>Drahá zľava</translation>
    </message>
    <message>
        <source>A fine</source>
        <translation>Pokuta</translation>
    </message>
    <message>
        <source>A gift from the lobby</source>
        <translation>Darček od lobistov</translation>
    </message>
    <message>
        <source>A lucky market day</source>
        <translation>Šťastný trh</translation>
    </message>
    <message>
        <source>A lucky merger</source>
        <translation>Šťastná fúzia</translation>
    </message>
    <message>
        <source>A monopolist builds only in a city where they own two streets (a monopoly).</source>
        <translation>Monopolista stavia len v meste, kde má dve ulice (monopol).</translation>
    </message>
    <message>
        <source>A quiet day</source>
        <translation>Pokojný deň</translation>
    </message>
    <message>
        <source>A small fine</source>
        <translation>Malá pokuta</translation>
    </message>
    <message>
        <source>A state subsidy</source>
        <translation>Štátna dotácia</translation>
    </message>
    <message>
        <source>A street of this city is mortgaged: a monopolist builds here again once it is redeemed.</source>
        <translation>Jedna ulica tohto mesta je v zástave: monopolista tu znova stavia, až ju vykúpi.</translation>
    </message>
    <message>
        <source>A tax loophole</source>
        <translation>Medzera v zákone</translation>
    </message>
    <message>
        <source>A trade needs at least one title, each named once.</source>
        <translation>Obchod potrebuje aspoň jeden pozemok, každý len raz.</translation>
    </message>
    <message>
        <source>A trade offered</source>
        <translation>Ponúknutý obchod</translation>
    </message>
    <message>
        <source>A trip to Nieuwstraat</source>
        <translation>Výlet na Nieuwstraat</translation>
    </message>
    <message>
        <source>A trip to Via Roma</source>
        <translation>Výlet na Via Roma</translation>
    </message>
    <message>
        <source>A: the last player left wins</source>
        <translation>A: vyhrá posledný hráč v hre</translation>
    </message>
    <message>
        <source>ANTI-MONOPOLY</source>
        <translation>ANTI-MONOPOLY</translation>
    </message>
    <message>
        <source>Accept the trade</source>
        <translation>Prijať obchod</translation>
    </message>
    <message>
        <source>Accept the trade.</source>
        <translation>Prijmi obchod.</translation>
    </message>
    <message>
        <source>Airport</source>
        <translation>Letisko</translation>
    </message>
    <message>
        <source>Airport</source>
        <comment>accusative</comment>
        <translation>Letisko</translation>
    </message>
    <message>
        <source>Amsterdam</source>
        <translation>Amsterdam</translation>
    </message>
    <message>
        <source>An antitrust case won</source>
        <translation>Vyhraný antimonopolný spor</translation>
    </message>
    <message>
        <source>Anti-Monopoly</source>
        <translation>Anti-Monopoly</translation>
    </message>
    <message>
        <source>Anti-monopoly office</source>
        <translation>Protimonopolný úrad</translation>
    </message>
    <message>
        <source>Antitrust fine</source>
        <translation>Antimonopolná pokuta</translation>
    </message>
    <message>
        <source>Athens</source>
        <translation>Atény</translation>
    </message>
    <message>
        <source>B: when one side is bankrupt, the richest of the other wins</source>
        <translation>B: keď skrachuje jedna strana, vyhrá najbohatší z druhej</translation>
    </message>
    <message>
        <source>Back to START</source>
        <translation>Späť na START</translation>
    </message>
    <message>
        <source>Berlin</source>
        <translation>Berlín</translation>
    </message>
    <message>
        <source>Both tries are used up: pay and play on.</source>
        <translation>Oba pokusy sú preč: zaplať a hraj ďalej.</translation>
    </message>
    <message>
        <source>Both tries for doubles are used up: on the third turn you pay to get out.</source>
        <translation>Oba pokusy o dvojicu sú preč: v treťom ťahu zaplatíš a ideš von.</translation>
    </message>
    <message>
        <source>Brussels</source>
        <translation>Brusel</translation>
    </message>
    <message>
        <source>Build on {space}.</source>
        <translation>Stavaj na {space}.</translation>
    </message>
    <message>
        <source>Build on {titles}</source>
        <translation>Stavať: {titles}</translation>
    </message>
    <message>
        <source>Bus company</source>
        <translation>Autobusová spoločnosť</translation>
    </message>
    <message>
        <source>Bus company</source>
        <comment>accusative</comment>
        <translation>Autobusovú spoločnosť</translation>
    </message>
    <message>
        <source>Buy the title you stand on.</source>
        <translation>Kúp pozemok, na ktorom stojíš.</translation>
    </message>
    <message>
        <source>Buy {space} for {price}</source>
        <translation>Kúpiť {space} za {price}</translation>
    </message>
    <message>
        <source>Buying a title</source>
        <translation>Nákup pozemku</translation>
    </message>
    <message>
        <source>Buying it would leave you less than {reserve}.</source>
        <translation>Po kúpe by ti zostalo menej než {reserve}.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Cartel bonus</source>
        <translation>Kartelová prémia</translation>
    </message>
    <message>
        <source>Chosen for each player</source>
        <translation>Vybrať každému hráčovi</translation>
    </message>
    <message>
        <source>Co-operative dividend</source>
        <translation>Podiel z družstva</translation>
    </message>
    <message>
        <source>Competitor</source>
        <translation>Konkurent</translation>
    </message>
    <message>
        <source>Customers come back</source>
        <translation>Zákazníci sa vracajú</translation>
    </message>
    <message>
        <source>Dealt at random</source>
        <translation>Rozdať náhodne</translation>
    </message>
    <message>
        <source>Declare bankruptcy.</source>
        <translation>Ohlás bankrot.</translation>
    </message>
    <message>
        <source>Do not buy it</source>
        <translation>Nekupovať</translation>
    </message>
    <message>
        <source>Do not buy it.</source>
        <translation>Nekupuj ho.</translation>
    </message>
    <message>
        <source>Doubles set you free; you have two tries, then you pay {fee}.</source>
        <translation>Dvojica ťa oslobodí; máš dva pokusy, potom zaplatíš {fee}.</translation>
    </message>
    <message>
        <source>Doubles: {player} rolls once more.</source>
        <translation>Dvojica: {player} hádže ešte raz.</translation>
    </message>
    <message>
        <source>Electric works</source>
        <translation>Elektráreň</translation>
    </message>
    <message>
        <source>Electric works</source>
        <comment>accusative</comment>
        <translation>Elektráreň</translation>
    </message>
    <message>
        <source>End and count</source>
        <translation>Ukončiť a spočítať</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Koniec hry</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Ukončiť ťah</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>Ukonči ťah.</translation>
    </message>
    <message>
        <source>Ending the turn</source>
        <translation>Koniec ťahu</translation>
    </message>
    <message>
        <source>Even selling and mortgaging everything cannot pay {owed}: you leave the game.</source>
        <translation>Ani predaj a zástava všetkého nezaplatí {owed}: odchádzaš z hry.</translation>
    </message>
    <message>
        <source>Every building raises the rent of its street.</source>
        <translation>Každá budova zvýši nájomné svojej ulice.</translation>
    </message>
    <message>
        <source>Every competitor pays you {amount}.</source>
        <translation>Každý konkurent ti zaplatí {amount}.</translation>
    </message>
    <message>
        <source>Every monopolist pays you {amount}.</source>
        <translation>Každý monopolista ti zaplatí {amount}.</translation>
    </message>
    <message>
        <source>Exactly the same: the win is shared.</source>
        <translation>Úplne rovnako: o výhru sa delia.</translation>
    </message>
    <message>
        <source>Fair price award</source>
        <translation>Cena za férové ceny</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec hry</translation>
    </message>
    <message>
        <source>Gas works</source>
        <translation>Plynáreň</translation>
    </message>
    <message>
        <source>Gas works</source>
        <comment>accusative</comment>
        <translation>Plynáreň</translation>
    </message>
    <message>
        <source>Go bankrupt</source>
        <translation>Zbankrotovať</translation>
    </message>
    <message>
        <source>Go straight into the price war, without passing START.</source>
        <translation>Choď rovno do cenovej vojny, bez prechodu cez START.</translation>
    </message>
    <message>
        <source>Go straight to prison, without passing START.</source>
        <translation>Choď rovno do väzenia, bez prechodu cez START.</translation>
    </message>
    <message>
        <source>Go to prison</source>
        <translation>Do väzenia · do cenovej vojny</translation>
    </message>
    <message>
        <source>Go to {space}. If you pass START, take {bonus}.</source>
        <translation>Choď na pole {space}. Keď prejdeš cez START, dostaneš {bonus}.</translation>
    </message>
    <message>
        <source>If everyone agrees, the game ends and the richest wins.</source>
        <translation>Keď všetci súhlasia, hra skončí a vyhrá najbohatší.</translation>
    </message>
    <message>
        <source>In a game against the clock players trade only with the bank, not with each other.</source>
        <translation>V hre na čas hráči obchodujú len s bankou, nie medzi sebou.</translation>
    </message>
    <message>
        <source>In a price war a competitor may not buy anything, buildings included.</source>
        <translation>V cenovej vojne konkurent nesmie nič kupovať, ani budovy.</translation>
    </message>
    <message>
        <source>Income tax</source>
        <translation>Daň z príjmu</translation>
    </message>
    <message>
        <source>It goes with your other street in {city}.</source>
        <translation>Hodí sa k tvojej ďalšej ulici v meste {city}.</translation>
    </message>
    <message>
        <source>Keep your cash: paying {fee} would leave you too little.</source>
        <translation>Nechaj si peniaze: po zaplatení {fee} by ti zostalo málo.</translation>
    </message>
    <message>
        <source>Lawyer&apos;s fees</source>
        <translation>Účet od advokáta</translation>
    </message>
    <message>
        <source>London</source>
        <translation>Londýn</translation>
    </message>
    <message>
        <source>Madrid</source>
        <translation>Madrid</translation>
    </message>
    <message>
        <source>Money goes one way only in a trade: either you pay or the other player pays.</source>
        <translation>Peniaze idú v obchode len jedným smerom: buď platíš ty, alebo druhý hráč.</translation>
    </message>
    <message>
        <source>Monopolist</source>
        <translation>Monopolista</translation>
    </message>
    <message>
        <source>Mortgage {space}.</source>
        <translation>Daj do zástavy {space}.</translation>
    </message>
    <message>
        <source>Mortgage {titles}</source>
        <translation>Dať do zástavy: {titles}</translation>
    </message>
    <message>
        <source>Mortgaged: no rent</source>
        <translation>V zástave: žiadne nájomné</translation>
    </message>
    <message>
        <source>No building here now.</source>
        <translation>Tu sa teraz stavať nedá.</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Bez časového limitu</translation>
    </message>
    <message>
        <source>Nothing changes hands; the game goes on.</source>
        <translation>Nič nemení majiteľa a hra ide ďalej.</translation>
    </message>
    <message>
        <source>Nothing happens.</source>
        <translation>Nič sa nedeje.</translation>
    </message>
    <message>
        <source>Off to prison!</source>
        <translation>Do väzenia!</translation>
    </message>
    <message>
        <source>Off to the airport</source>
        <translation>Na letisko</translation>
    </message>
    <message>
        <source>Offer a trade to {players}</source>
        <translation>Ponúknuť obchod: {players}</translation>
    </message>
    <message>
        <source>Offer a trade: {trade}</source>
        <translation>Ponúkni obchod: {trade}</translation>
    </message>
    <message>
        <source>On {space} the rent falls least.</source>
        <translation>Tu nájomné klesne najmenej: {space}.</translation>
    </message>
    <message>
        <source>On {space} the rent rises most for the money.</source>
        <translation>Tu nájomné za tie peniaze stúpne najviac: {space}.</translation>
    </message>
    <message>
        <source>Only streets get houses and hotels, not companies.</source>
        <translation>Domy a hotely sa stavajú len na uliciach, nie na podnikoch.</translation>
    </message>
    <message>
        <source>Only streets, transport companies and works can be owned.</source>
        <translation>Vlastniť sa dajú len ulice, dopravné spoločnosti a podniky.</translation>
    </message>
    <message>
        <source>Paris</source>
        <translation>Paríž</translation>
    </message>
    <message>
        <source>Pay income tax: {flat} fixed or {percent} by percentage</source>
        <translation>Zaplatiť daň z príjmu: pevných {flat}, alebo {percent} percentom</translation>
    </message>
    <message>
        <source>Pay the bank {amount}.</source>
        <translation>Zaplať banke {amount}.</translation>
    </message>
    <message>
        <source>Pay to get out.</source>
        <translation>Zaplať a choď von.</translation>
    </message>
    <message>
        <source>Pay {amount} income tax.</source>
        <translation>Zaplať daň z príjmu {amount}.</translation>
    </message>
    <message>
        <source>Pay {fee} to get out</source>
        <translation>Zaplatiť {fee} a ísť von</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penále</translation>
    </message>
    <message>
        <source>Price war!</source>
        <translation>Cenová vojna!</translation>
    </message>
    <message>
        <source>Prices fixed</source>
        <translation>Dohoda o cenách</translation>
    </message>
    <message>
        <source>Prison · price war</source>
        <translation>Väzenie · cenová vojna</translation>
    </message>
    <message>
        <source>Railway</source>
        <translation>Železnica</translation>
    </message>
    <message>
        <source>Railway</source>
        <comment>accusative</comment>
        <translation>Železnicu</translation>
    </message>
    <message>
        <source>Raise {owed}</source>
        <translation>Zohnať {owed}</translation>
    </message>
    <message>
        <source>Raising money</source>
        <translation>Zháňanie peňazí</translation>
    </message>
    <message>
        <source>Redeem {space}.</source>
        <translation>Vykúp zo zástavy {space}.</translation>
    </message>
    <message>
        <source>Redeem {titles}</source>
        <translation>Vykúpiť: {titles}</translation>
    </message>
    <message>
        <source>Refuse the trade</source>
        <translation>Odmietnuť obchod</translation>
    </message>
    <message>
        <source>Refuse the trade.</source>
        <translation>Odmietni obchod.</translation>
    </message>
    <message>
        <source>Rent now: {amount}</source>
        <translation>Nájomné teraz: {amount}</translation>
    </message>
    <message>
        <source>Rent now: {times} × the dice</source>
        <translation>Nájomné teraz: {times} × hod kockami</translation>
    </message>
    <message>
        <source>Repairs</source>
        <translation>Opravy</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Roly</translation>
    </message>
    <message>
        <source>Roll once more</source>
        <translation>Hodiť ešte raz</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Hodiť kockami</translation>
    </message>
    <message>
        <source>Roll the dice first: only after doubles may you end the turn instead of rolling.</source>
        <translation>Najprv hoď kockami: ťah bez hodu môžeš ukončiť len po dvojici.</translation>
    </message>
    <message>
        <source>Roll the dice.</source>
        <translation>Hoď kockami.</translation>
    </message>
    <message>
        <source>Roll two dice: {threshold} or more, and the bank pays you {amount}.</source>
        <translation>Hoď dvoma kockami: za {threshold} a viac ti banka vyplatí {amount}.</translation>
    </message>
    <message>
        <source>Rolling the dice</source>
        <translation>Hod kockami</translation>
    </message>
    <message>
        <source>Rome</source>
        <translation>Rím</translation>
    </message>
    <message>
        <source>Round {round}: {player} to play.</source>
        <translation>Kolo {round}: na ťahu je {player}.</translation>
    </message>
    <message>
        <source>START</source>
        <translation>START</translation>
    </message>
    <message>
        <source>Sell a building on {space}.</source>
        <translation>Predaj budovu na {space}.</translation>
    </message>
    <message>
        <source>Sell a building on {titles}</source>
        <translation>Predať budovu: {titles}</translation>
    </message>
    <message>
        <source>Sell the buildings on {space} first: a street with buildings cannot be mortgaged or traded.</source>
        <translation>Najprv predaj budovy na {space}: ulicu s budovami nemožno dať do zástavy ani predať.</translation>
    </message>
    <message>
        <source>Selling and mortgaging everything makes {can_raise} in all, so the {owed} must be paid: bankruptcy is only for who cannot.</source>
        <translation>Po predaji a zástave všetkého je to spolu {can_raise}, takže {owed} musíš zaplatiť: bankrot je len pre toho, kto nemôže.</translation>
    </message>
    <message>
        <source>Settle the game now</source>
        <translation>Vyúčtovať hru teraz</translation>
    </message>
    <message>
        <source>That costs {cost} and you have {cash}: mortgage or sell something first.</source>
        <translation>Stojí to {cost} a ty máš {cash}: najprv niečo daj do zástavy alebo predaj.</translation>
    </message>
    <message>
        <source>That trade asks for {amount}, and only {cash} is there: players never lend each other money.</source>
        <translation>Obchod chce {amount}, ale je tu len {cash}: hráči si peniaze nepožičiavajú.</translation>
    </message>
    <message>
        <source>The anti-monopoly office pays {player} {amount}.</source>
        <translation>Protimonopolný úrad: {player} dostáva {amount}.</translation>
    </message>
    <message>
        <source>The bank lends you half the price; the title earns no rent until redeemed.</source>
        <translation>Banka ti požičia polovicu ceny; kým pozemok nevykúpiš, nezarába.</translation>
    </message>
    <message>
        <source>The bank pays every monopolist {amount}.</source>
        <translation>Banka vyplatí každému monopolistovi {amount}.</translation>
    </message>
    <message>
        <source>The bank pays half of what it cost; the rent falls.</source>
        <translation>Banka zaplatí polovicu ceny; nájomné klesne.</translation>
    </message>
    <message>
        <source>The bank pays you {amount}.</source>
        <translation>Banka ti vyplatí {amount}.</translation>
    </message>
    <message>
        <source>The bank pays {player} {amount}.</source>
        <translation>Banka: {player} dostáva {amount}.</translation>
    </message>
    <message>
        <source>The clock settles the game only at the start of a round, so everyone had as many turns.</source>
        <translation>Hodiny ukončia hru len na začiatku kola, aby mali všetci rovnako ťahov.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>The game is over: everyone agreed to end it and count.</source>
        <translation>Hra sa skončila: všetci sa dohodli ju ukončiť a spočítať.</translation>
    </message>
    <message>
        <source>The game is over: one whole side is bankrupt.</source>
        <translation>Hra skončila: celá jedna strana skrachovala.</translation>
    </message>
    <message>
        <source>The game is over: only one player is left.</source>
        <translation>Hra skončila: zostal len jeden hráč.</translation>
    </message>
    <message>
        <source>The game is over: the time is up.</source>
        <translation>Hra skončila: čas vypršal.</translation>
    </message>
    <message>
        <source>The next player goes on.</source>
        <translation>Pokračuje ďalší hráč.</translation>
    </message>
    <message>
        <source>The same money after the settlement: more wealth before it wins.</source>
        <translation>Rovnako peňazí po vyúčtovaní: vyhráva väčšie bohatstvo pred ním.</translation>
    </message>
    <message>
        <source>The same wealth: more cash wins.</source>
        <translation>Rovnaké bohatstvo: vyhráva viac hotovosti.</translation>
    </message>
    <message>
        <source>The time is up: the bank settles and the most money wins.</source>
        <translation>Čas vypršal: banka vyúčtuje a vyhrá najviac peňazí.</translation>
    </message>
    <message>
        <source>The trade makes you richer.</source>
        <translation>Týmto obchodom zbohatneš.</translation>
    </message>
    <message>
        <source>The trade would not make you richer.</source>
        <translation>Z tohto obchodu nič nezískaš.</translation>
    </message>
    <message>
        <source>The two sides may differ by one player at most: choose the roles again.</source>
        <translation>Strany sa smú líšiť najviac o jedného hráča: vyber roly znova.</translation>
    </message>
    <message>
        <source>There is no auction: it stays with the bank for the next who lands there.</source>
        <translation>Dražba nie je: zostane banke pre ďalšieho, kto sem stúpi.</translation>
    </message>
    <message>
        <source>There is no building on {space} to sell.</source>
        <translation>Na {space} nestojí žiadna budova na predaj.</translation>
    </message>
    <message>
        <source>This game has a time limit: the clock ends it, not an agreement.</source>
        <translation>Táto hra má časový limit: ukončia ju hodiny, nie dohoda.</translation>
    </message>
    <message>
        <source>This game has no time limit, so the clock does not settle it.</source>
        <translation>Táto hra nemá časový limit, takže ju hodiny neukončia.</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Hra na čas</translation>
    </message>
    <message>
        <source>Titles and money either way, at any time between moves; they accept or refuse.</source>
        <translation>Pozemky a peniaze oboma smermi, kedykoľvek medzi ťahmi; druhý prijme, alebo odmietne.</translation>
    </message>
    <message>
        <source>Trades are made between moves: wait until this move is finished.</source>
        <translation>Obchoduje sa medzi ťahmi: počkaj, kým sa tento ťah skončí.</translation>
    </message>
    <message>
        <source>Trades are made with another player who is still in the game.</source>
        <translation>Obchodovať sa dá len s iným hráčom, ktorý je ešte v hre.</translation>
    </message>
    <message>
        <source>Tram company</source>
        <translation>Električková spoločnosť</translation>
    </message>
    <message>
        <source>Tram company</source>
        <comment>accusative</comment>
        <translation>Električkovú spoločnosť</translation>
    </message>
    <message>
        <source>Try for doubles</source>
        <translation>Skúsiť dvojicu</translation>
    </message>
    <message>
        <source>Under the rules this game began with, one offer to each player a turn: you made it already.</source>
        <translation>Podľa pravidiel, s ktorými táto hra začala, každý hráč dostane jednu ponuku za ťah: táto už bola.</translation>
    </message>
    <message>
        <source>Visit the electric works</source>
        <translation>Návšteva elektrárne</translation>
    </message>
    <message>
        <source>Wealth: cash plus the rent every title not mortgaged would earn (the gas and electric works at a roll of 7). After the time limit, the cash after the settlement decides.</source>
        <translation>Bohatstvo (pravidlo 23): hotovosť a nájomné, ktoré by vyniesol každý pozemok, ktorý nie je v zástave (plynáreň a elektráreň pri hode 7). V hre na čas rozhodujú peniaze po vyúčtovaní.</translation>
    </message>
    <message>
        <source>Whoever lands on it later pays you rent; you keep {left}.</source>
        <translation>Kto na ňu potom stúpi, platí ti nájomné; zostane ti {left}.</translation>
    </message>
    <message>
        <source>You are free at once and play on as usual.</source>
        <translation>Hneď si vonku a hráš ďalej ako zvyčajne.</translation>
    </message>
    <message>
        <source>You are not in prison or a price war, so there is nothing to pay.</source>
        <translation>Nie si vo väzení ani v cenovej vojne, takže nie je čo platiť.</translation>
    </message>
    <message>
        <source>You can afford {fee}: pay and play on.</source>
        <translation>Na {fee} máš: zaplať a hraj ďalej.</translation>
    </message>
    <message>
        <source>You can buy it and still keep {left}.</source>
        <translation>Môžeš ho kúpiť a ešte ti zostane {left}.</translation>
    </message>
    <message>
        <source>You choose; {smaller} is the smaller one.</source>
        <translation>Vyberáš ty; menšia je {smaller}.</translation>
    </message>
    <message>
        <source>You have plenty of cash: pay off the mortgage on {space}.</source>
        <translation>Máš dosť peňazí: vykúp zo zástavy {space}.</translation>
    </message>
    <message>
        <source>You need not take the extra roll after doubles.</source>
        <translation>Hod navyše po dvojici nemusíš využiť.</translation>
    </message>
    <message>
        <source>You owe {owed}: sell buildings, mortgage or trade until you can pay.</source>
        <translation>Dlhuješ {owed}: predávaj budovy, dávaj do zástavy alebo obchoduj, kým nebudeš mať dosť.</translation>
    </message>
    <message>
        <source>You pay the mortgage back with 10% more, and the title earns rent again.</source>
        <translation>Vrátiš zástavu a 10 % navyše a pozemok zase zarába.</translation>
    </message>
    <message>
        <source>You threw doubles: you may roll again, or end the turn.</source>
        <translation>Padla ti dvojica: môžeš hádzať znova, alebo ukončiť ťah.</translation>
    </message>
    <message>
        <source>Your pawn moves by the total; doubles give you one more roll.</source>
        <translation>Figúrka ide o súčet; dvojica ti dá hod navyše.</translation>
    </message>
    <message>
        <source>in price war</source>
        <translation>v cenovej vojne</translation>
    </message>
    <message>
        <source>in prison</source>
        <translation>vo väzení</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nič</translation>
    </message>
    <message>
        <source>{amount} is the smaller tax.</source>
        <translation>{amount} je menšia daň.</translation>
    </message>
    <message>
        <source>{owner} is in prison: {player} pays no rent for {space}.</source>
        <translation>{owner} je vo väzení: {player} neplatí nájomné za {space}.</translation>
    </message>
    <message>
        <source>{player} accepts the trade.</source>
        <translation>{player} obchod prijíma.</translation>
    </message>
    <message>
        <source>{player} builds on {space} for {cost}.</source>
        <translation>{player} stavia na {space} za {cost}.</translation>
    </message>
    <message>
        <source>{player} buys {space} for {price}.</source>
        <translation>{player} kupuje {space} za {price}.</translation>
    </message>
    <message>
        <source>{player} does not buy {space}.</source>
        <translation>{player} nekupuje {space}.</translation>
    </message>
    <message>
        <source>{player} draws a card: {card}.</source>
        <translation>{player} ťahá kartu: {card}.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from every competitor.</source>
        <translation>{player} dostáva od každého konkurenta {amount}.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from every monopolist.</source>
        <translation>{player} dostáva od každého monopolistu {amount}.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from the bank.</source>
        <translation>{player} dostáva od banky {amount}.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from {payer}.</source>
        <translation>{player} dostáva {amount}, platí {payer}.</translation>
    </message>
    <message>
        <source>{player} gives {given}; {partner} gives {taken}.</source>
        <translation>{player} dá: {given}; {partner} dá: {taken}.</translation>
    </message>
    <message>
        <source>{player} goes into the price war.</source>
        <translation>{player} ide do cenovej vojny.</translation>
    </message>
    <message>
        <source>{player} goes straight into the price war, without passing START.</source>
        <translation>{player} ide rovno do cenovej vojny, bez prechodu cez START.</translation>
    </message>
    <message>
        <source>{player} goes straight to prison, without passing START.</source>
        <translation>{player} ide rovno do väzenia, bez prechodu cez START.</translation>
    </message>
    <message>
        <source>{player} goes to prison.</source>
        <translation>{player} ide do väzenia.</translation>
    </message>
    <message>
        <source>{player} goes to {space} and takes {bonus} if passing START.</source>
        <translation>{player} ide na pole {space}. Keď prejde cez START, dostane {bonus}.</translation>
    </message>
    <message>
        <source>{player} has paid the debt of {amount}.</source>
        <translation>{player} spláca dlh {amount}.</translation>
    </message>
    <message>
        <source>{player} is bankrupt; everything goes to the bank.</source>
        <translation>Bankrot: {player} končí, všetko ide banke.</translation>
    </message>
    <message>
        <source>{player} is bankrupt; everything goes to {creditor}.</source>
        <translation>Bankrot: {player} končí, všetko dostáva {creditor}.</translation>
    </message>
    <message>
        <source>{player} is free again.</source>
        <translation>{player} sa vracia do hry.</translation>
    </message>
    <message>
        <source>{player} is just sightseeing at the prison.</source>
        <translation>{player} je pri väzení len na návšteve.</translation>
    </message>
    <message>
        <source>{player} keeps {kept} of {cash} and ends with {final}.</source>
        <translation>{player} si z {cash} ponechá {kept} a končí s {final}.</translation>
    </message>
    <message>
        <source>{player} may buy {space} for {price}.</source>
        <translation>{player} môže kúpiť {space} za {price}.</translation>
    </message>
    <message>
        <source>{player} mortgages {space} for {amount}.</source>
        <translation>{player} dáva do zástavy {space} za {amount}.</translation>
    </message>
    <message>
        <source>{player} moves to {space}.</source>
        <translation>{player} ide na pole {space}.</translation>
    </message>
    <message>
        <source>{player} must pay income tax: {flat} or {percent}.</source>
        <translation>{player} musí zaplatiť daň z príjmu: {flat}, alebo {percent}.</translation>
    </message>
    <message>
        <source>{player} must pay {owed} but has only {cash}.</source>
        <translation>{player} musí zaplatiť {owed}, ale má len {cash}.</translation>
    </message>
    <message>
        <source>{player} offers a trade to {partner}.</source>
        <translation>{player} navrhuje obchod, odpovedá {partner}.</translation>
    </message>
    <message>
        <source>{player} passes START and gets {amount}.</source>
        <translation>{player} prechádza cez START a dostáva {amount}.</translation>
    </message>
    <message>
        <source>{player} pays a penalty of {amount}.</source>
        <translation>{player} platí penále {amount}.</translation>
    </message>
    <message>
        <source>{player} pays the anti-monopoly office {amount}.</source>
        <translation>{player} platí Protimonopolnému úradu {amount}.</translation>
    </message>
    <message>
        <source>{player} pays the bank {amount}.</source>
        <translation>{player} platí banke {amount}.</translation>
    </message>
    <message>
        <source>{player} pays {amount} income tax.</source>
        <translation>{player} platí daň z príjmu {amount}.</translation>
    </message>
    <message>
        <source>{player} pays {amount} to get out.</source>
        <translation>{player} platí {amount} a ide von.</translation>
    </message>
    <message>
        <source>{player} pays {amount} to the bank.</source>
        <translation>{player} platí banke {amount}.</translation>
    </message>
    <message>
        <source>{player} pays {amount} to {owner}.</source>
        <translation>{player} platí {amount}, dostáva {owner}.</translation>
    </message>
    <message>
        <source>{player} pays {owner} {amount} rent for {space}.</source>
        <translation>{player} platí nájomné {amount} za {space}, dostáva {owner}.</translation>
    </message>
    <message>
        <source>{player} redeems {space} for {cost}.</source>
        <translation>{player} vykupuje {space} za {cost}.</translation>
    </message>
    <message>
        <source>{player} refuses the trade.</source>
        <translation>{player} obchod odmieta.</translation>
    </message>
    <message>
        <source>{player} rolls two dice: {threshold} or more, and the bank pays {amount}.</source>
        <translation>{player} hádže dvoma kockami: za {threshold} a viac vyplatí banka {amount}.</translation>
    </message>
    <message>
        <source>{player} rolls {a} and {b}.</source>
        <translation>{player} hádže {a} a {b}.</translation>
    </message>
    <message>
        <source>{player} rolls {a} and {b}: doubles, free!</source>
        <translation>{player} hádže {a} a {b}: dvojica, voľno!</translation>
    </message>
    <message>
        <source>{player} rolls {a} and {b}: no doubles.</source>
        <translation>{player} hádže {a} a {b}: žiadna dvojica.</translation>
    </message>
    <message>
        <source>{player} rolls {die} at the office.</source>
        <translation>{player} hádže na úrade {die}.</translation>
    </message>
    <message>
        <source>{player} sells a building on {space} for {amount}.</source>
        <translation>{player} predáva budovu na {space} za {amount}.</translation>
    </message>
    <message>
        <source>{space} brings the least rent for its price.</source>
        <translation>{space} vynáša za svoju cenu najmenšie nájomné.</translation>
    </message>
    <message>
        <source>{space} has changed once this turn already: try again next turn.</source>
        <translation>{space}: v tomto ťahu už raz prebehla zmena, skús to v ďalšom ťahu.</translation>
    </message>
    <message>
        <source>{space} has its hotel already: nothing more goes up there.</source>
        <translation>Na {space} už stojí hotel: viac sa tam nepostaví.</translation>
    </message>
    <message>
        <source>{space} is mortgaged already: the bank lends on it only once.</source>
        <translation>{space} už je v zástave: banka na ňu požičia len raz.</translation>
    </message>
    <message>
        <source>{space} is mortgaged: redeem it before you build on it.</source>
        <translation>{space} je v zástave: skôr než na nej začneš stavať, vykúp ju.</translation>
    </message>
    <message>
        <source>{space} is mortgaged: {player} pays no rent.</source>
        <translation>{space} je v zástave: {player} neplatí nájomné.</translation>
    </message>
    <message>
        <source>{space} is not mortgaged, so there is nothing to redeem.</source>
        <translation>{space} nie je v zástave, takže nie je čo vykúpiť.</translation>
    </message>
    <message>
        <source>{space} is not theirs: ask only for the other player&apos;s own titles.</source>
        <translation>{space} nepatrí druhému hráčovi: žiadaj len pozemky, ktoré vlastní.</translation>
    </message>
    <message>
        <source>{space} is not yours: you build on, mortgage and trade only your own titles.</source>
        <translation>{space} nie je tvoja: stavať, dávať do zástavy a obchodovať môžeš len so svojimi pozemkami.</translation>
    </message>
    <message>
        <source>{to} can pay the full price for {space}.</source>
        <translation>{to} môže zaplatiť plnú cenu ({space}).</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyTutorial</name>
    <message>
        <source>A competitor may build on any street of theirs, even a single one. A house costs the city&apos;s house price and raises the rent. Build if you like, then end your turn.</source>
        <translation>Konkurent smie stavať na ktorejkoľvek svojej ulici, aj keď ju má v meste jedinú. Dom stojí cenu domu daného mesta a zvýši nájomné. Keď chceš, postav, a potom ukonči ťah.</translation>
    </message>
    <message>
        <source>A game of Anti-Monopoly can last long. If everyone agrees, End and count stops it: the richest wins, counting cash and the rent each title would earn.</source>
        <translation>Hra Anti-Monopoly môže trvať dlho. Keď všetci súhlasia, tlačidlo Ukončiť a spočítať ju zastaví: vyhrá najbohatší, počíta sa hotovosť a nájomné, ktoré by vyniesol každý pozemok.</translation>
    </message>
    <message>
        <source>A mortgaged title earns no rent. Now that you have the money you may redeem it: you pay the mortgage back with 10% more.</source>
        <translation>Pozemok v zástave nezarába. Teraz na to máš, tak ho môžeš vykúpiť: vrátiš zástavu a 10&#xa0;% navyše.</translation>
    </message>
    <message>
        <source>Another title for sale. Buy it only if enough cash is left for rents; if you don&apos;t, it stays with the bank, as there is no auction.</source>
        <translation>Ďalší pozemok na predaj. Kúp ho, len keď ti zostane dosť peňazí na nájomné; keď ho nekúpiš, zostane banke, dražba sa nekoná.</translation>
    </message>
    <message>
        <source>Even selling and mortgaging everything cannot pay this debt. Only now may you go bankrupt: you leave the game and everything goes to whom you owe.</source>
        <translation>Tento dlh nezaplatí ani predaj a zástava všetkého. Až teraz smieš zbankrotovať: odchádzaš z hry a všetko dostane ten, komu dlhuješ.</translation>
    </message>
    <message>
        <source>Income tax: pay 200, or a percentage of your cash and titles. Both sums are on the buttons, so pick the smaller one.</source>
        <translation>Daň z príjmu: zaplať 200&#xa0;€, alebo percento zo svojej hotovosti a pozemkov. Obe sumy sú na tlačidlách, tak vyber tú menšiu.</translation>
    </message>
    <message>
        <source>Nobody owns this street yet, so you may buy it. Whoever lands on it later pays you rent. Buy it now.</source>
        <translation>Táto ulica ešte nikomu nepatrí, takže ju môžeš kúpiť. Kto na ňu potom stúpi, zaplatí ti nájomné. Kúp ju teraz.</translation>
    </message>
    <message>
        <source>The game is over. The last player left wins; when a game is ended by agreement, the richest wins. Now you know the rules: play a whole game with your family!</source>
        <translation>Hra sa skončila. Vyhráva posledný hráč, ktorý zostal; keď sa hra skončí dohodou, vyhrá najbohatší. Teraz už pravidlá poznáš: zahraj si celú hru s rodinou!</translation>
    </message>
    <message>
        <source>The monopolist landed on your street and paid you rent. A competitor collects a tenth of the street&apos;s price, more with houses, but never double.</source>
        <translation>Monopolista stúpil na tvoju ulicu a zaplatil ti nájomné. Konkurent vyberá desatinu ceny ulice, s domami viac, ale nikdy dvojnásobok.</translation>
    </message>
    <message>
        <source>This street belongs to the monopolist. With two streets of one city a monopolist has a monopoly there and collects double rent, and a hotel adds much more.</source>
        <translation>Táto ulica patrí monopolistovi. S dvoma ulicami jedného mesta tam má monopolista monopol a vyberá dvojnásobné nájomné, a hotel pridá ešte oveľa viac.</translation>
    </message>
    <message>
        <source>Trades are allowed at any time between moves, on your turn or not. Sell or swap titles and add money either way; the other player accepts or refuses, and so do you when an offer comes.</source>
        <translation>Obchodovať sa smie kedykoľvek medzi ťahmi, na ťahu aj mimo neho. Predávaj alebo vymieňaj pozemky a pridaj peniaze oboma smermi; druhý hráč prijme, alebo odmietne, a ty tiež, keď ponuka príde tebe.</translation>
    </message>
    <message>
        <source>Welcome to Anti-Monopoly! You are a competitor who keeps prices fair; the other player is a monopolist who wants high rents, and the two roles play by different rules. Roll the dice to start.</source>
        <translation>Vitaj v Anti-Monopoly! Ty si konkurent, ktorý drží poctivé ceny; druhý hráč je monopolista, ktorý chce vysoké nájomné, a každá rola hrá podľa trochu iných pravidiel. Začni hodom kockami.</translation>
    </message>
    <message>
        <source>You are in a price war: you still collect rent, but you may not buy anything. To get out, roll doubles on your next two turns or pay 50. A monopolist goes to prison instead and collects nothing there.</source>
        <translation>Si v cenovej vojne: nájomné ďalej vyberáš, ale nesmieš nič kupovať. Von sa dostaneš dvojicou v ďalších dvoch ťahoch, alebo zaplatíš 50&#xa0;€. Monopolista ide namiesto toho do väzenia a tam nevyberá nič.</translation>
    </message>
    <message>
        <source>You owe more than your cash, and a debt must be paid. Mortgage a title (the bank lends half its price), sell a building or trade until you have enough. Going bankrupt is only for someone who cannot pay even then.</source>
        <translation>Dlhuješ viac, než máš v hotovosti, a dlh sa musí zaplatiť. Daj pozemok do zástavy (banka požičia polovicu ceny), predaj budovu alebo obchoduj, kým nebudeš mať dosť. Zbankrotovať smie len ten, kto nemôže zaplatiť ani potom.</translation>
    </message>
    <message>
        <source>You threw doubles, so you may roll once more. You need not: you may end your turn instead. Doubles on the extra roll count as a plain roll.</source>
        <translation>Padla ti dvojica, takže smieš hádzať ešte raz. Nemusíš: môžeš namiesto toho ukončiť ťah. Dvojica pri hode navyše platí ako obyčajný hod.</translation>
    </message>
</context>
<context>
    <name>DrawnCard</name>
    <message>
        <source>Competitor card</source>
        <translation>Karta konkurenta</translation>
    </message>
    <message>
        <source>Drawn by {player}</source>
        <translation>Kartu ťahá {player}</translation>
    </message>
    <message>
        <source>Monopolist card</source>
        <translation>Karta monopolistu</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
</TS>
