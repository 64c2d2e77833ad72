<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>AgreementDialog</name>
    <message>
        <source>End and count</source>
        <translation>Ukončit a spočítat</translation>
    </message>
    <message>
        <source>End the game now? The richest by rule 23 (cash and the rent of every unmortgaged title) wins. Everyone at the table must agree.</source>
        <translation>Ukončit hru teď? Vyhraje nejbohatší podle pravidla 23 (hotovost a nájemné ze všech pozemků, které nejsou v zástavě). Souhlasit musí všichni u stolu.</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Hrát dál</translation>
    </message>
    <message>
        <source>The computers agree.</source>
        <translation>Počítače souhlasí.</translation>
    </message>
    <message>
        <source>{player} agrees</source>
        <translation>Souhlasí: {player}</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyAgreement</name>
    <message>
        <source>Back</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Bankruptcy</source>
        <translation>Bankrot</translation>
    </message>
    <message>
        <source>Go bankrupt</source>
        <translation>Zkrachovat</translation>
    </message>
    <message>
        <source>Go bankrupt and leave the game? Even selling and mortgaging everything cannot pay the debt. Your cash and titles go to: {creditor}.</source>
        <translation>Zkrachovat a odejít ze hry? Dluh nejde zaplatit ani prodejem a zastavením všeho. Tvoje peníze a pozemky dostane: {creditor}.</translation>
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
        <translation>Monopolista jde do vězení, konkurent do cenové války, bez průchodu STARTem.</translation>
    </message>
    <message>
        <source>A monopolist pays {fee}. A competitor rolls a die: a 1 brings {one}, a 2 brings {two}.</source>
        <translation>Monopolista zaplatí {fee}. Konkurent hodí kostkou: za 1 dostane {one}, za 2 dostane {two}.</translation>
    </message>
    <message>
        <source>Draw a card of your role: competitors from the competitors&apos; pile, monopolists from theirs.</source>
        <translation>Táhni kartu své role: konkurenti z balíčku konkurentů, monopolisté ze svého.</translation>
    </message>
    <message>
        <source>Each house or hotel: {price}; the bank buys it back for {sale}.</source>
        <translation>Každý dům nebo hotel: {price}; banka ho vykoupí za {sale}.</translation>
    </message>
    <message>
        <source>Hotel</source>
        <translation>Hotel</translation>
    </message>
    <message>
        <source>However many the owner has</source>
        <translation>Ať jich majitel má kolik chce</translation>
    </message>
    <message>
        <source>Income tax: pay {flat}, or the percentage of your role. You choose.</source>
        <translation>Daň z příjmu: zaplať {flat}, nebo procenta podle své role. Vybereš si.</translation>
    </message>
    <message>
        <source>Just visiting. A monopolist sent here sits in prison, a competitor is in a price war: roll doubles, or pay {fee}.</source>
        <translation>Jen na návštěvě. Poslaný monopolista tu sedí ve vězení, konkurent je v cenové válce: hoď dvojici, nebo zaplať {fee}.</translation>
    </message>
    <message>
        <source>Monopoly: two streets</source>
        <translation>Monopol: dvě ulice</translation>
    </message>
    <message>
        <source>Mortgage: {value}; redeem: {cost}.</source>
        <translation>Zástava: {value}; vykoupení: {cost}.</translation>
    </message>
    <message>
        <source>No buildings</source>
        <translation>Bez budov</translation>
    </message>
    <message>
        <source>One street of the city</source>
        <translation>Jedna ulice města</translation>
    </message>
    <message>
        <source>Owner: {player} ({role})</source>
        <translation>Patří: {player} ({role})</translation>
    </message>
    <message>
        <source>Passing or landing here, the bank pays you {bonus}.</source>
        <translation>Když tudy projdeš nebo tu zastavíš, banka ti vyplatí {bonus}.</translation>
    </message>
    <message>
        <source>Pay the bank a penalty of {amount}.</source>
        <translation>Zaplať bance penále {amount}.</translation>
    </message>
    <message>
        <source>Price: {price}</source>
        <translation>Cena: {price}</translation>
    </message>
    <message>
        <source>The bank still has it.</source>
        <translation>Zatím ho má banka.</translation>
    </message>
    <message>
        <source>The owner has {count} of {all}</source>
        <translation>Majitel má {count} ze {all}</translation>
    </message>
    <message>
        <source>{times} × the dice</source>
        <translation>{times} × hod kostkami</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyControls</name>
    <message>
        <source>Accept the trade</source>
        <translation>Přijmout obchod</translation>
    </message>
    <message>
        <source>Build, mortgage or trade if you like, then end the turn.</source>
        <translation>Můžeš stavět, zastavovat nebo obchodovat, pak ukonči tah.</translation>
    </message>
    <message>
        <source>Build: {price}</source>
        <translation>Stavět: {price}</translation>
    </message>
    <message>
        <source>Buy for {price}</source>
        <translation>Koupit za {price}</translation>
    </message>
    <message>
        <source>Do not buy</source>
        <translation>Nekupovat</translation>
    </message>
    <message>
        <source>Doubles! Roll once more.</source>
        <translation>Dvojice! Házíš ještě jednou.</translation>
    </message>
    <message>
        <source>Doubles! You may roll once more, or end the turn.</source>
        <translation>Dvojice! Můžeš házet ještě jednou, nebo ukončit tah.</translation>
    </message>
    <message>
        <source>End and count…</source>
        <translation>Ukončit a spočítat…</translation>
    </message>
    <message>
        <source>End the game now if everyone agrees: the richest by rule 23 wins.</source>
        <translation>Ukončit hru teď, když všichni souhlasí: vyhraje nejbohatší podle pravidla 23.</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Ukončit tah</translation>
    </message>
    <message>
        <source>Go bankrupt…</source>
        <translation>Zkrachovat…</translation>
    </message>
    <message>
        <source>Income tax: pay {flat}, or {percent} by your role&apos;s percentage. You choose.</source>
        <translation>Daň z příjmu: zaplať {flat}, nebo {percent} podle procent své role. Vybereš si.</translation>
    </message>
    <message>
        <source>Mortgage: +{amount}</source>
        <translation>Zastavit: +{amount}</translation>
    </message>
    <message>
        <source>Offer a trade…</source>
        <translation>Nabídnout obchod…</translation>
    </message>
    <message>
        <source>Pay {amount} (fixed)</source>
        <translation>Zaplatit {amount} (pevně)</translation>
    </message>
    <message>
        <source>Pay {amount} (percentage)</source>
        <translation>Zaplatit {amount} (procenta)</translation>
    </message>
    <message>
        <source>Pay {fee} to get out</source>
        <translation>Zaplatit {fee} a jít ven</translation>
    </message>
    <message>
        <source>Redeem: {cost}</source>
        <translation>Vykoupit: {cost}</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Odmítnout</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Hodit kostkami</translation>
    </message>
    <message>
        <source>Roll the dice, {player}.</source>
        <translation>{player}, hoď kostkami.</translation>
    </message>
    <message>
        <source>Sell a building: +{amount}</source>
        <translation>Prodat budovu: +{amount}</translation>
    </message>
    <message>
        <source>Title card</source>
        <translation>Karta pozemku</translation>
    </message>
    <message>
        <source>Try for doubles</source>
        <translation>Zkusit dvojici</translation>
    </message>
    <message>
        <source>You are {where}: roll doubles to get out, or pay {fee}.</source>
        <translation>Jsi {where}: hoď dvojici, nebo zaplať {fee}.</translation>
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
        <translation>v zástavě</translation>
    </message>
    <message>
        <source>with {player}</source>
        <translation>Obchod s: {player}</translation>
    </message>
    <message>
        <source>{player} is thinking about a trade offer.</source>
        <translation>{player} zvažuje nabídku obchodu.</translation>
    </message>
    <message>
        <source>{player} must pay {owed} and cannot raise it even by selling and mortgaging everything: trade, or go bankrupt.</source>
        <translation>{player} musí zaplatit {owed} a nesežene to ani prodejem a zastavením všeho: obchod, nebo bankrot.</translation>
    </message>
    <message>
        <source>{player} must pay {owed} and has {cash}: sell buildings, mortgage or trade.</source>
        <translation>{player} musí zaplatit {owed} a má {cash}: prodat budovy, zastavit nebo obchodovat.</translation>
    </message>
    <message>
        <source>{player} offers you a trade.</source>
        <translation>{player} ti nabízí obchod.</translation>
    </message>
    <message>
        <source>{player} offers {partner}</source>
        <translation>{player} → {partner}</translation>
    </message>
    <message>
        <source>{player} to play.</source>
        <translation>Na tahu je {player}.</translation>
    </message>
    <message>
        <source>{space} is for sale: {price}.</source>
        <translation>{space} je na prodej: {price}.</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyEnd</name>
    <message>
        <source>Cash</source>
        <translation>Hotovost</translation>
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
        <translation>Nájemné od bankéře</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>The time is up: the settlement</source>
        <translation>Čas vypršel: vyúčtování</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>{percent}%: {amount}</source>
        <translation>{percent}&#xa0;%: {amount}</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>{player} vyhrává!</translation>
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
        <translation>({count} v zástavě)</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Hotovost</translation>
    </message>
    <message>
        <source>Cash: {amount}</source>
        <translation>Hotovost: {amount}</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <source>Titles: {count}</source>
        <translation>Pozemky: {count}</translation>
    </message>
    <message>
        <source>Wealth</source>
        <translation>Bohatství</translation>
    </message>
    <message>
        <source>Wealth: {amount}</source>
        <translation>Bohatství: {amount}</translation>
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
        <translation>Čas vypršel: hra skončí na začátku dalšího kola.</translation>
    </message>
    <message>
        <source>Time left: {time}</source>
        <translation>Zbývá: {time}</translation>
    </message>
    <message>
        <source>mortgaged</source>
        <translation>v zástavě</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyTexts</name>
    <message numerus="yes">
        <source>%n house(s)</source>
        <translation>
            <numerusform>%n dům</numerusform>
            <numerusform>%n domy</numerusform>
            <numerusform>%n domů</numerusform>
        </translation>
    </message>
    <message>
        <source>45 minutes</source>
        <translation>45 minut</translation>
    </message>
    <message>
        <source>60 minutes</source>
        <translation>60 minut</translation>
    </message>
    <message>
        <source>90 minutes</source>
        <translation>90 minut</translation>
    </message>
    <message>
        <source>A competitor in a price war may not buy anything, not even in a trade.</source>
        <translation>Konkurent v cenové válce nesmí nic kupovat, ani v obchodu.</translation>
    </message>
    <message>
        <source>A costly price cut</source>
        <translation>Drahé zlevnění</translation>
    </message>
    <message>
        <source>A fine</source>
        <translation>Pokuta</translation>
    </message>
    <message>
        <source>A gift from the lobby</source>
        <translation>Dárek od lobbistů</translation>
    </message>
    <message>
        <source>A lucky market day</source>
        <translation>Šťastný trh</translation>
    </message>
    <message>
        <source>A lucky merger</source>
        <translation>Šťastná fúze</translation>
    </message>
    <message>
        <source>A monopolist builds only in a city where they own two streets (a monopoly).</source>
        <translation>Monopolista staví jen ve městě, kde má dvě ulice (monopol).</translation>
    </message>
    <message>
        <source>A quiet day</source>
        <translation>Klidný den</translation>
    </message>
    <message>
        <source>A small fine</source>
        <translation>Malá pokuta</translation>
    </message>
    <message>
        <source>A state subsidy</source>
        <translation>Státní dotace</translation>
    </message>
    <message>
        <source>A street of this city is mortgaged: a monopolist builds here again once it is redeemed.</source>
        <translation>Jedna ulice tohoto města je v zástavě: monopolista tu zase staví, až ji vykoupí.</translation>
    </message>
    <message>
        <source>A tax loophole</source>
        <translation>Mezera v zákoně</translation>
    </message>
    <message>
        <source>A trade needs at least one title, each named once.</source>
        <translation>Obchod potřebuje aspoň jeden pozemek, každý jen jednou.</translation>
    </message>
    <message>
        <source>A trade offered</source>
        <translation>Nabídnutý obchod</translation>
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
        <translation>A: vyhraje poslední hráč ve hře</translation>
    </message>
    <message>
        <source>ANTI-MONOPOLY</source>
        <translation>ANTI-MONOPOLY</translation>
    </message>
    <message>
        <source>Accept the trade</source>
        <translation>Přijmout obchod</translation>
    </message>
    <message>
        <source>Accept the trade.</source>
        <translation>Přijmi obchod.</translation>
    </message>
    <message>
        <source>Airport</source>
        <translation>Letiště</translation>
    </message>
    <message>
        <source>Airport</source>
        <comment>accusative</comment>
        <translation>Letiště</translation>
    </message>
    <message>
        <source>Amsterdam</source>
        <translation>Amsterdam</translation>
    </message>
    <message>
        <source>An antitrust case won</source>
        <translation>Vyhraný antimonopolní spor</translation>
    </message>
    <message>
        <source>Anti-Monopoly</source>
        <translation>Anti-Monopoly</translation>
    </message>
    <message>
        <source>Anti-monopoly office</source>
        <translation>Antimonopolní úřad</translation>
    </message>
    <message>
        <source>Antitrust fine</source>
        <translation>Antimonopolní pokuta</translation>
    </message>
    <message>
        <source>Athens</source>
        <translation>Athény</translation>
    </message>
    <message>
        <source>B: when one side is bankrupt, the richest of the other wins</source>
        <translation>B: když zkrachuje jedna strana, vyhraje nejbohatší z druhé</translation>
    </message>
    <message>
        <source>Back to START</source>
        <translation>Zpátky na START</translation>
    </message>
    <message>
        <source>Berlin</source>
        <translation>Berlín</translation>
    </message>
    <message>
        <source>Both tries are used up: pay and play on.</source>
        <translation>Oba pokusy jsou pryč: zaplať a hraj dál.</translation>
    </message>
    <message>
        <source>Both tries for doubles are used up: on the third turn you pay to get out.</source>
        <translation>Oba pokusy o dvojici jsou pryč: ve třetím tahu zaplatíš a jdeš ven.</translation>
    </message>
    <message>
        <source>Brussels</source>
        <translation>Brusel</translation>
    </message>
    <message>
        <source>Build on {space}.</source>
        <translation>Stav na {space}.</translation>
    </message>
    <message>
        <source>Build on {titles}</source>
        <translation>Stavět: {titles}</translation>
    </message>
    <message>
        <source>Bus company</source>
        <translation>Autobusová společnost</translation>
    </message>
    <message>
        <source>Bus company</source>
        <comment>accusative</comment>
        <translation>Autobusovou společnost</translation>
    </message>
    <message>
        <source>Buy the title you stand on.</source>
        <translation>Kup pozemek, na kterém stojíš.</translation>
    </message>
    <message>
        <source>Buy {space} for {price}</source>
        <translation>Koupit {space} za {price}</translation>
    </message>
    <message>
        <source>Buying a title</source>
        <translation>Nákup pozemku</translation>
    </message>
    <message>
        <source>Buying it would leave you less than {reserve}.</source>
        <translation>Po koupi by ti zůstalo méně než {reserve}.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Cartel bonus</source>
        <translation>Kartelová prémie</translation>
    </message>
    <message>
        <source>Chosen for each player</source>
        <translation>Vybrat každému hráči</translation>
    </message>
    <message>
        <source>Co-operative dividend</source>
        <translation>Podíl z družstva</translation>
    </message>
    <message>
        <source>Competitor</source>
        <translation>Konkurent</translation>
    </message>
    <message>
        <source>Customers come back</source>
        <translation>Zákazníci se vracejí</translation>
    </message>
    <message>
        <source>Dealt at random</source>
        <translation>Rozdat náhodně</translation>
    </message>
    <message>
        <source>Declare bankruptcy.</source>
        <translation>Ohlas bankrot.</translation>
    </message>
    <message>
        <source>Do not buy it</source>
        <translation>Nekupovat</translation>
    </message>
    <message>
        <source>Do not buy it.</source>
        <translation>Nekupuj ho.</translation>
    </message>
    <message>
        <source>Doubles set you free; you have two tries, then you pay {fee}.</source>
        <translation>Dvojice tě osvobodí; máš dva pokusy, pak zaplatíš {fee}.</translation>
    </message>
    <message>
        <source>Doubles: {player} rolls once more.</source>
        <translation>Dvojice: {player} hází ještě jednou.</translation>
    </message>
    <message>
        <source>Electric works</source>
        <translation>Elektrárna</translation>
    </message>
    <message>
        <source>Electric works</source>
        <comment>accusative</comment>
        <translation>Elektrárnu</translation>
    </message>
    <message>
        <source>End and count</source>
        <translation>Ukončit a spočítat</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Ukončit tah</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>Ukonči tah.</translation>
    </message>
    <message>
        <source>Ending the turn</source>
        <translation>Konec tahu</translation>
    </message>
    <message>
        <source>Even selling and mortgaging everything cannot pay {owed}: you leave the game.</source>
        <translation>Ani prodej a zástava všeho nezaplatí {owed}: odcházíš ze hry.</translation>
    </message>
    <message>
        <source>Every building raises the rent of its street.</source>
        <translation>Každá budova zvýší nájemné své ulice.</translation>
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
        <translation>Úplně stejně: o výhru se dělí.</translation>
    </message>
    <message>
        <source>Fair price award</source>
        <translation>Cena za férové ceny</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>Gas works</source>
        <translation>Plynárna</translation>
    </message>
    <message>
        <source>Gas works</source>
        <comment>accusative</comment>
        <translation>Plynárnu</translation>
    </message>
    <message>
        <source>Go bankrupt</source>
        <translation>Zkrachovat</translation>
    </message>
    <message>
        <source>Go straight into the price war, without passing START.</source>
        <translation>Jdi rovnou do cenové války, bez průchodu STARTem.</translation>
    </message>
    <message>
        <source>Go straight to prison, without passing START.</source>
        <translation>Jdi rovnou do vězení, bez průchodu STARTem.</translation>
    </message>
    <message>
        <source>Go to prison</source>
        <translation>Do vězení · do cenové války</translation>
    </message>
    <message>
        <source>Go to {space}. If you pass START, take {bonus}.</source>
        <translation>Jdi na pole {space}. Když projdeš STARTem, dostaneš {bonus}.</translation>
    </message>
    <message>
        <source>If everyone agrees, the game ends and the richest wins.</source>
        <translation>Když všichni souhlasí, hra skončí a vyhraje nejbohatší.</translation>
    </message>
    <message>
        <source>In a game against the clock players trade only with the bank, not with each other.</source>
        <translation>Ve hře na čas hráči obchodují jen s bankou, ne mezi sebou.</translation>
    </message>
    <message>
        <source>In a price war a competitor may not buy anything, buildings included.</source>
        <translation>V cenové válce konkurent nesmí nic kupovat, ani budovy.</translation>
    </message>
    <message>
        <source>Income tax</source>
        <translation>Daň z příjmu</translation>
    </message>
    <message>
        <source>It goes with your other street in {city}.</source>
        <translation>Hodí se k tvé další ulici ve městě {city}.</translation>
    </message>
    <message>
        <source>Keep your cash: paying {fee} would leave you too little.</source>
        <translation>Nech si peníze: po zaplacení {fee} by ti zbylo málo.</translation>
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
        <translation>Peníze jdou v obchodu jen jedním směrem: buď platíš ty, nebo druhý hráč.</translation>
    </message>
    <message>
        <source>Monopolist</source>
        <translation>Monopolista</translation>
    </message>
    <message>
        <source>Mortgage {space}.</source>
        <translation>Zastav {space}.</translation>
    </message>
    <message>
        <source>Mortgage {titles}</source>
        <translation>Zastavit: {titles}</translation>
    </message>
    <message>
        <source>Mortgaged: no rent</source>
        <translation>V zástavě: žádné nájemné</translation>
    </message>
    <message>
        <source>No building here now.</source>
        <translation>Tady se teď stavět nedá.</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Bez časového limitu</translation>
    </message>
    <message>
        <source>Nothing changes hands; the game goes on.</source>
        <translation>Nic nemění majitele a hra jde dál.</translation>
    </message>
    <message>
        <source>Nothing happens.</source>
        <translation>Nic se neděje.</translation>
    </message>
    <message>
        <source>Off to prison!</source>
        <translation>Do vězení!</translation>
    </message>
    <message>
        <source>Off to the airport</source>
        <translation>Na letiště</translation>
    </message>
    <message>
        <source>Offer a trade to {players}</source>
        <translation>Nabídnout obchod: {players}</translation>
    </message>
    <message>
        <source>Offer a trade: {trade}</source>
        <translation>Nabídni obchod: {trade}</translation>
    </message>
    <message>
        <source>On {space} the rent falls least.</source>
        <translation>Tady nájemné klesne nejméně: {space}.</translation>
    </message>
    <message>
        <source>On {space} the rent rises most for the money.</source>
        <translation>Tady nájemné za ty peníze vzroste nejvíc: {space}.</translation>
    </message>
    <message>
        <source>Only streets get houses and hotels, not companies.</source>
        <translation>Domy a hotely se stavějí jen na ulicích, ne na podnicích.</translation>
    </message>
    <message>
        <source>Only streets, transport companies and works can be owned.</source>
        <translation>Vlastnit se dají jen ulice, dopravní společnosti a podniky.</translation>
    </message>
    <message>
        <source>Paris</source>
        <translation>Paříž</translation>
    </message>
    <message>
        <source>Pay income tax: {flat} fixed or {percent} by percentage</source>
        <translation>Zaplatit daň z příjmu: pevných {flat}, nebo {percent} procentem</translation>
    </message>
    <message>
        <source>Pay the bank {amount}.</source>
        <translation>Zaplať bance {amount}.</translation>
    </message>
    <message>
        <source>Pay to get out.</source>
        <translation>Zaplať a jdi ven.</translation>
    </message>
    <message>
        <source>Pay {amount} income tax.</source>
        <translation>Zaplať daň z příjmu {amount}.</translation>
    </message>
    <message>
        <source>Pay {fee} to get out</source>
        <translation>Zaplatit {fee} a jít ven</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penále</translation>
    </message>
    <message>
        <source>Price war!</source>
        <translation>Cenová válka!</translation>
    </message>
    <message>
        <source>Prices fixed</source>
        <translation>Dohoda o cenách</translation>
    </message>
    <message>
        <source>Prison · price war</source>
        <translation>Vězení · cenová válka</translation>
    </message>
    <message>
        <source>Railway</source>
        <translation>Železnice</translation>
    </message>
    <message>
        <source>Railway</source>
        <comment>accusative</comment>
        <translation>Železnici</translation>
    </message>
    <message>
        <source>Raise {owed}</source>
        <translation>Sehnat {owed}</translation>
    </message>
    <message>
        <source>Raising money</source>
        <translation>Shánění peněz</translation>
    </message>
    <message>
        <source>Redeem {space}.</source>
        <translation>Vykup ze zástavy {space}.</translation>
    </message>
    <message>
        <source>Redeem {titles}</source>
        <translation>Vykoupit: {titles}</translation>
    </message>
    <message>
        <source>Refuse the trade</source>
        <translation>Odmítnout obchod</translation>
    </message>
    <message>
        <source>Refuse the trade.</source>
        <translation>Odmítni obchod.</translation>
    </message>
    <message>
        <source>Rent now: {amount}</source>
        <translation>Nájemné teď: {amount}</translation>
    </message>
    <message>
        <source>Rent now: {times} × the dice</source>
        <translation>Nájemné teď: {times} × hod kostkami</translation>
    </message>
    <message>
        <source>Repairs</source>
        <translation>Opravy</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Role</translation>
    </message>
    <message>
        <source>Roll once more</source>
        <translation>Hodit ještě jednou</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Hodit kostkami</translation>
    </message>
    <message>
        <source>Roll the dice first: only after doubles may you end the turn instead of rolling.</source>
        <translation>Nejdřív hoď kostkami: tah bez hodu můžeš ukončit jen po dvojici.</translation>
    </message>
    <message>
        <source>Roll the dice.</source>
        <translation>Hoď kostkami.</translation>
    </message>
    <message>
        <source>Roll two dice: {threshold} or more, and the bank pays you {amount}.</source>
        <translation>Hoď dvěma kostkami: za {threshold} a víc ti banka vyplatí {amount}.</translation>
    </message>
    <message>
        <source>Rolling the dice</source>
        <translation>Hod kostkami</translation>
    </message>
    <message>
        <source>Rome</source>
        <translation>Řím</translation>
    </message>
    <message>
        <source>Round {round}: {player} to play.</source>
        <translation>Kolo {round}: na tahu je {player}.</translation>
    </message>
    <message>
        <source>START</source>
        <translation>START</translation>
    </message>
    <message>
        <source>Sell a building on {space}.</source>
        <translation>Prodej budovu na {space}.</translation>
    </message>
    <message>
        <source>Sell a building on {titles}</source>
        <translation>Prodat budovu: {titles}</translation>
    </message>
    <message>
        <source>Sell the buildings on {space} first: a street with buildings cannot be mortgaged or traded.</source>
        <translation>Nejdřív prodej budovy na {space}: ulici s budovami nejde zastavit ani prodat.</translation>
    </message>
    <message>
        <source>Selling and mortgaging everything makes {can_raise} in all, so the {owed} must be paid: bankruptcy is only for who cannot.</source>
        <translation>Po prodeji a zástavě všeho je to celkem {can_raise}, takže {owed} musíš zaplatit: krach je jen pro toho, kdo nemůže.</translation>
    </message>
    <message>
        <source>Settle the game now</source>
        <translation>Vyúčtovat hru teď</translation>
    </message>
    <message>
        <source>That costs {cost} and you have {cash}: mortgage or sell something first.</source>
        <translation>Stojí to {cost} a ty máš {cash}: nejdřív něco zastav nebo prodej.</translation>
    </message>
    <message>
        <source>That trade asks for {amount}, and only {cash} is there: players never lend each other money.</source>
        <translation>Obchod chce {amount}, ale je tu jen {cash}: hráči si peníze nepůjčují.</translation>
    </message>
    <message>
        <source>The anti-monopoly office pays {player} {amount}.</source>
        <translation>Antimonopolní úřad: {player} dostává {amount}.</translation>
    </message>
    <message>
        <source>The bank lends you half the price; the title earns no rent until redeemed.</source>
        <translation>Banka ti půjčí polovinu ceny; dokud pozemek nevykoupíš, nevydělává.</translation>
    </message>
    <message>
        <source>The bank pays every monopolist {amount}.</source>
        <translation>Banka vyplatí každému monopolistovi {amount}.</translation>
    </message>
    <message>
        <source>The bank pays half of what it cost; the rent falls.</source>
        <translation>Banka zaplatí polovinu ceny; nájemné klesne.</translation>
    </message>
    <message>
        <source>The bank pays you {amount}.</source>
        <translation>Banka ti vyplatí {amount}.</translation>
    </message>
    <message>
        <source>The bank pays {player} {amount}.</source>
        <translation>Banka: {player} dostává {amount}.</translation>
    </message>
    <message>
        <source>The clock settles the game only at the start of a round, so everyone had as many turns.</source>
        <translation>Hodiny ukončí hru jen na začátku kola, aby měli všichni stejně tahů.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>The game is over: everyone agreed to end it and count.</source>
        <translation>Hra skončila: všichni se dohodli ji ukončit a spočítat.</translation>
    </message>
    <message>
        <source>The game is over: one whole side is bankrupt.</source>
        <translation>Hra skončila: celá jedna strana zkrachovala.</translation>
    </message>
    <message>
        <source>The game is over: only one player is left.</source>
        <translation>Hra skončila: zbyl jen jeden hráč.</translation>
    </message>
    <message>
        <source>The game is over: the time is up.</source>
        <translation>Hra skončila: čas vypršel.</translation>
    </message>
    <message>
        <source>The next player goes on.</source>
        <translation>Pokračuje další hráč.</translation>
    </message>
    <message>
        <source>The same money after the settlement: more wealth before it wins.</source>
        <translation>Stejně peněz po vyúčtování: vyhrává větší bohatství před ním.</translation>
    </message>
    <message>
        <source>The same wealth: more cash wins.</source>
        <translation>Stejné bohatství: vyhrává víc hotovosti.</translation>
    </message>
    <message>
        <source>The time is up: the bank settles and the most money wins.</source>
        <translation>Čas vypršel: banka vyúčtuje a vyhraje nejvíc peněz.</translation>
    </message>
    <message>
        <source>The trade makes you richer.</source>
        <translation>Tímhle obchodem zbohatneš.</translation>
    </message>
    <message>
        <source>The trade would not make you richer.</source>
        <translation>Z tohohle obchodu nic nezískáš.</translation>
    </message>
    <message>
        <source>The two sides may differ by one player at most: choose the roles again.</source>
        <translation>Strany se smějí lišit nejvýš o jednoho hráče: vyber role znovu.</translation>
    </message>
    <message>
        <source>There is no auction: it stays with the bank for the next who lands there.</source>
        <translation>Dražba není: zůstane bance pro dalšího, kdo sem stoupne.</translation>
    </message>
    <message>
        <source>There is no building on {space} to sell.</source>
        <translation>Na {space} nestojí žádná budova na prodej.</translation>
    </message>
    <message>
        <source>This game has a time limit: the clock ends it, not an agreement.</source>
        <translation>Tahle hra má časový limit: ukončí ji hodiny, ne dohoda.</translation>
    </message>
    <message>
        <source>This game has no time limit, so the clock does not settle it.</source>
        <translation>Tahle hra nemá časový limit, takže ji hodiny neukončí.</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Hra na čas</translation>
    </message>
    <message>
        <source>Titles and money either way, at any time between moves; they accept or refuse.</source>
        <translation>Pozemky a peníze oběma směry, kdykoli mezi tahy; druhý přijme, nebo odmítne.</translation>
    </message>
    <message>
        <source>Trades are made between moves: wait until this move is finished.</source>
        <translation>Obchoduje se mezi tahy: počkej, až tenhle tah skončí.</translation>
    </message>
    <message>
        <source>Trades are made with another player who is still in the game.</source>
        <translation>Obchodovat se dá jen s jiným hráčem, který je ještě ve hře.</translation>
    </message>
    <message>
        <source>Tram company</source>
        <translation>Tramvajová společnost</translation>
    </message>
    <message>
        <source>Tram company</source>
        <comment>accusative</comment>
        <translation>Tramvajovou společnost</translation>
    </message>
    <message>
        <source>Try for doubles</source>
        <translation>Zkusit dvojici</translation>
    </message>
    <message>
        <source>Under the rules this game began with, one offer to each player a turn: you made it already.</source>
        <translation>Podle pravidel, se kterými tahle hra začala, každý hráč dostane jednu nabídku za tah: tahle už byla.</translation>
    </message>
    <message>
        <source>Visit the electric works</source>
        <translation>Návštěva elektrárny</translation>
    </message>
    <message>
        <source>Wealth: cash plus the rent every title not mortgaged would earn (the gas and electric works at a roll of 7). After the time limit, the cash after the settlement decides.</source>
        <translation>Bohatství (pravidlo 23): hotovost a nájemné, které by vynesl každý pozemek mimo zástavu (plynárna a elektrárna při hodu 7). Ve hře na čas rozhodují peníze po vyúčtování.</translation>
    </message>
    <message>
        <source>Whoever lands on it later pays you rent; you keep {left}.</source>
        <translation>Kdo na ni pak stoupne, platí ti nájemné; zbude ti {left}.</translation>
    </message>
    <message>
        <source>You are free at once and play on as usual.</source>
        <translation>Hned jsi venku a hraješ dál jako obvykle.</translation>
    </message>
    <message>
        <source>You are not in prison or a price war, so there is nothing to pay.</source>
        <translation>Nejsi ve vězení ani v cenové válce, takže není co platit.</translation>
    </message>
    <message>
        <source>You can afford {fee}: pay and play on.</source>
        <translation>Na {fee} máš: zaplať a hraj dál.</translation>
    </message>
    <message>
        <source>You can buy it and still keep {left}.</source>
        <translation>Můžeš ho koupit a ještě ti zůstane {left}.</translation>
    </message>
    <message>
        <source>You choose; {smaller} is the smaller one.</source>
        <translation>Vybíráš ty; menší je {smaller}.</translation>
    </message>
    <message>
        <source>You have plenty of cash: pay off the mortgage on {space}.</source>
        <translation>Máš dost peněz: vyplať zástavu ({space}).</translation>
    </message>
    <message>
        <source>You need not take the extra roll after doubles.</source>
        <translation>Hod navíc po dvojici nemusíš využít.</translation>
    </message>
    <message>
        <source>You owe {owed}: sell buildings, mortgage or trade until you can pay.</source>
        <translation>Dlužíš {owed}: prodávej budovy, zastavuj nebo obchoduj, až budeš mít dost.</translation>
    </message>
    <message>
        <source>You pay the mortgage back with 10% more, and the title earns rent again.</source>
        <translation>Vrátíš zástavu a 10 % navíc a pozemek zase vydělává.</translation>
    </message>
    <message>
        <source>You threw doubles: you may roll again, or end the turn.</source>
        <translation>Padla ti dvojice: můžeš házet znovu, nebo ukončit tah.</translation>
    </message>
    <message>
        <source>Your pawn moves by the total; doubles give you one more roll.</source>
        <translation>Figurka jde o součet; dvojice ti dá hod navíc.</translation>
    </message>
    <message>
        <source>in price war</source>
        <translation>v cenové válce</translation>
    </message>
    <message>
        <source>in prison</source>
        <translation>ve vězení</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>{amount} is the smaller tax.</source>
        <translation>{amount} je menší daň.</translation>
    </message>
    <message>
        <source>{owner} is in prison: {player} pays no rent for {space}.</source>
        <translation>{owner} je ve vězení: {player} neplatí nájemné za {space}.</translation>
    </message>
    <message>
        <source>{player} accepts the trade.</source>
        <translation>{player} obchod přijímá.</translation>
    </message>
    <message>
        <source>{player} builds on {space} for {cost}.</source>
        <translation>{player} staví na {space} za {cost}.</translation>
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
        <translation>{player} táhne kartu: {card}.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from every competitor.</source>
        <translation>{player} dostává od každého konkurenta {amount}.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from every monopolist.</source>
        <translation>{player} dostává od každého monopolisty {amount}.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from the bank.</source>
        <translation>{player} dostává od banky {amount}.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from {payer}.</source>
        <translation>{player} dostává {amount}, platí {payer}.</translation>
    </message>
    <message>
        <source>{player} gives {given}; {partner} gives {taken}.</source>
        <translation>{player} dá: {given}; {partner} dá: {taken}.</translation>
    </message>
    <message>
        <source>{player} goes into the price war.</source>
        <translation>{player} jde do cenové války.</translation>
    </message>
    <message>
        <source>{player} goes straight into the price war, without passing START.</source>
        <translation>{player} jde rovnou do cenové války, bez průchodu STARTem.</translation>
    </message>
    <message>
        <source>{player} goes straight to prison, without passing START.</source>
        <translation>{player} jde rovnou do vězení, bez průchodu STARTem.</translation>
    </message>
    <message>
        <source>{player} goes to prison.</source>
        <translation>{player} jde do vězení.</translation>
    </message>
    <message>
        <source>{player} goes to {space} and takes {bonus} if passing START.</source>
        <translation>{player} jde na pole {space}. Když projde STARTem, dostane {bonus}.</translation>
    </message>
    <message>
        <source>{player} has paid the debt of {amount}.</source>
        <translation>{player} splácí dluh {amount}.</translation>
    </message>
    <message>
        <source>{player} is bankrupt; everything goes to the bank.</source>
        <translation>Bankrot: {player} končí, všechno jde bance.</translation>
    </message>
    <message>
        <source>{player} is bankrupt; everything goes to {creditor}.</source>
        <translation>Bankrot: {player} končí, všechno dostává {creditor}.</translation>
    </message>
    <message>
        <source>{player} is free again.</source>
        <translation>{player} se vrací do hry.</translation>
    </message>
    <message>
        <source>{player} is just sightseeing at the prison.</source>
        <translation>{player} je u vězení jen na návštěvě.</translation>
    </message>
    <message>
        <source>{player} keeps {kept} of {cash} and ends with {final}.</source>
        <translation>{player} si z {cash} ponechá {kept} a končí s {final}.</translation>
    </message>
    <message>
        <source>{player} may buy {space} for {price}.</source>
        <translation>{player} může koupit {space} za {price}.</translation>
    </message>
    <message>
        <source>{player} mortgages {space} for {amount}.</source>
        <translation>{player} zastavuje {space} za {amount}.</translation>
    </message>
    <message>
        <source>{player} moves to {space}.</source>
        <translation>{player} jde na pole {space}.</translation>
    </message>
    <message>
        <source>{player} must pay income tax: {flat} or {percent}.</source>
        <translation>{player} musí zaplatit daň z příjmu: {flat}, nebo {percent}.</translation>
    </message>
    <message>
        <source>{player} must pay {owed} but has only {cash}.</source>
        <translation>{player} musí zaplatit {owed}, ale má jen {cash}.</translation>
    </message>
    <message>
        <source>{player} offers a trade to {partner}.</source>
        <translation>{player} navrhuje obchod, odpovídá {partner}.</translation>
    </message>
    <message>
        <source>{player} passes START and gets {amount}.</source>
        <translation>{player} prochází STARTem a dostává {amount}.</translation>
    </message>
    <message>
        <source>{player} pays a penalty of {amount}.</source>
        <translation>{player} platí penále {amount}.</translation>
    </message>
    <message>
        <source>{player} pays the anti-monopoly office {amount}.</source>
        <translation>{player} platí antimonopolnímu úřadu {amount}.</translation>
    </message>
    <message>
        <source>{player} pays the bank {amount}.</source>
        <translation>{player} platí bance {amount}.</translation>
    </message>
    <message>
        <source>{player} pays {amount} income tax.</source>
        <translation>{player} platí daň z příjmu {amount}.</translation>
    </message>
    <message>
        <source>{player} pays {amount} to get out.</source>
        <translation>{player} platí {amount} a jde ven.</translation>
    </message>
    <message>
        <source>{player} pays {amount} to the bank.</source>
        <translation>{player} platí bance {amount}.</translation>
    </message>
    <message>
        <source>{player} pays {amount} to {owner}.</source>
        <translation>{player} platí {amount}, dostává {owner}.</translation>
    </message>
    <message>
        <source>{player} pays {owner} {amount} rent for {space}.</source>
        <translation>{player} platí nájemné {amount} za {space}, dostává {owner}.</translation>
    </message>
    <message>
        <source>{player} redeems {space} for {cost}.</source>
        <translation>{player} vykupuje {space} za {cost}.</translation>
    </message>
    <message>
        <source>{player} refuses the trade.</source>
        <translation>{player} obchod odmítá.</translation>
    </message>
    <message>
        <source>{player} rolls two dice: {threshold} or more, and the bank pays {amount}.</source>
        <translation>{player} hází dvěma kostkami: za {threshold} a víc vyplatí banka {amount}.</translation>
    </message>
    <message>
        <source>{player} rolls {a} and {b}.</source>
        <translation>{player} hází {a} a {b}.</translation>
    </message>
    <message>
        <source>{player} rolls {a} and {b}: doubles, free!</source>
        <translation>{player} hází {a} a {b}: dvojice, volno!</translation>
    </message>
    <message>
        <source>{player} rolls {a} and {b}: no doubles.</source>
        <translation>{player} hází {a} a {b}: žádná dvojice.</translation>
    </message>
    <message>
        <source>{player} rolls {die} at the office.</source>
        <translation>{player} hází na úřadě {die}.</translation>
    </message>
    <message>
        <source>{player} sells a building on {space} for {amount}.</source>
        <translation>{player} prodává budovu na {space} za {amount}.</translation>
    </message>
    <message>
        <source>{space} brings the least rent for its price.</source>
        <translation>{space} vynáší za svou cenu nejmenší nájemné.</translation>
    </message>
    <message>
        <source>{space} has changed once this turn already: try again next turn.</source>
        <translation>{space}: v tomto tahu už jednou změna proběhla, zkus to v dalším tahu.</translation>
    </message>
    <message>
        <source>{space} has its hotel already: nothing more goes up there.</source>
        <translation>Na {space} už stojí hotel: víc se tam nepostaví.</translation>
    </message>
    <message>
        <source>{space} is mortgaged already: the bank lends on it only once.</source>
        <translation>{space} už je v zástavě: banka na ni půjčí jen jednou.</translation>
    </message>
    <message>
        <source>{space} is mortgaged: redeem it before you build on it.</source>
        <translation>{space} je v zástavě: než na ní začneš stavět, vykup ji.</translation>
    </message>
    <message>
        <source>{space} is mortgaged: {player} pays no rent.</source>
        <translation>{space} je v zástavě: {player} neplatí nájemné.</translation>
    </message>
    <message>
        <source>{space} is not mortgaged, so there is nothing to redeem.</source>
        <translation>{space} není v zástavě, takže není co vykoupit.</translation>
    </message>
    <message>
        <source>{space} is not theirs: ask only for the other player&apos;s own titles.</source>
        <translation>{space} nepatří druhému hráči: žádej jen pozemky, které vlastní.</translation>
    </message>
    <message>
        <source>{space} is not yours: you build on, mortgage and trade only your own titles.</source>
        <translation>{space} není tvoje: stavíš, zastavuješ a obchoduješ jen se svými pozemky.</translation>
    </message>
    <message>
        <source>{to} can pay the full price for {space}.</source>
        <translation>{to} může zaplatit plnou cenu ({space}).</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyTutorial</name>
    <message>
        <source>A competitor may build on any street of theirs, even a single one. A house costs the city&apos;s house price and raises the rent. Build if you like, then end your turn.</source>
        <translation>Konkurent smí stavět na kterékoli své ulici, i když ji má ve městě jedinou. Dům stojí cenu domu daného města a zvýší nájemné. Když chceš, postav, a pak ukonči tah.</translation>
    </message>
    <message>
        <source>A game of Anti-Monopoly can last long. If everyone agrees, End and count stops it: the richest wins, counting cash and the rent each title would earn.</source>
        <translation>Hra Anti-Monopoly může trvat dlouho. Když všichni souhlasí, tlačítko Ukončit a spočítat ji zastaví: vyhraje nejbohatší, počítá se hotovost a nájemné, které by vynesl každý pozemek.</translation>
    </message>
    <message>
        <source>A mortgaged title earns no rent. Now that you have the money you may redeem it: you pay the mortgage back with 10% more.</source>
        <translation>Zastavený pozemek nevydělává. Teď na to máš, tak ho můžeš vykoupit: vrátíš zástavu a 10&#xa0;% navíc.</translation>
    </message>
    <message>
        <source>Another title for sale. Buy it only if enough cash is left for rents; if you don&apos;t, it stays with the bank, as there is no auction.</source>
        <translation>Další pozemek na prodej. Kup ho, jen když ti zbude dost peněz na nájemné; když ho nekoupíš, zůstane bance, dražba se nekoná.</translation>
    </message>
    <message>
        <source>Even selling and mortgaging everything cannot pay this debt. Only now may you go bankrupt: you leave the game and everything goes to whom you owe.</source>
        <translation>Tenhle dluh nezaplatí ani prodej a zástava všeho. Teprve teď smíš zkrachovat: odcházíš ze hry a všechno dostane ten, komu dlužíš.</translation>
    </message>
    <message>
        <source>Income tax: pay 200, or a percentage of your cash and titles. Both sums are on the buttons, so pick the smaller one.</source>
        <translation>Daň z příjmu: zaplať 200&#xa0;€, nebo procento ze své hotovosti a pozemků. Obě částky jsou na tlačítkách, tak vyber tu menší.</translation>
    </message>
    <message>
        <source>Nobody owns this street yet, so you may buy it. Whoever lands on it later pays you rent. Buy it now.</source>
        <translation>Tahle ulice ještě nikomu nepatří, takže ji můžeš koupit. Kdo na ni pak stoupne, zaplatí ti nájemné. Kup ji teď.</translation>
    </message>
    <message>
        <source>The game is over. The last player left wins; when a game is ended by agreement, the richest wins. Now you know the rules: play a whole game with your family!</source>
        <translation>Hra skončila. Vyhrává poslední hráč, který zbyl; když hra skončí dohodou, vyhraje nejbohatší. Teď už pravidla znáš: zahraj si celou hru s rodinou!</translation>
    </message>
    <message>
        <source>The monopolist landed on your street and paid you rent. A competitor collects a tenth of the street&apos;s price, more with houses, but never double.</source>
        <translation>Monopolista stoupl na tvou ulici a zaplatil ti nájemné. Konkurent vybírá desetinu ceny ulice, s domy víc, ale nikdy dvojnásobek.</translation>
    </message>
    <message>
        <source>This street belongs to the monopolist. With two streets of one city a monopolist has a monopoly there and collects double rent, and a hotel adds much more.</source>
        <translation>Tahle ulice patří monopolistovi. Se dvěma ulicemi jednoho města tam má monopolista monopol a vybírá dvojnásobné nájemné, a hotel přidá ještě mnohem víc.</translation>
    </message>
    <message>
        <source>Trades are allowed at any time between moves, on your turn or not. Sell or swap titles and add money either way; the other player accepts or refuses, and so do you when an offer comes.</source>
        <translation>Obchodovat se smí kdykoli mezi tahy, na tahu i mimo něj. Prodávej nebo měň pozemky a přidej peníze oběma směry; druhý hráč přijme, nebo odmítne, a ty také, když nabídka přijde tobě.</translation>
    </message>
    <message>
        <source>Welcome to Anti-Monopoly! You are a competitor who keeps prices fair; the other player is a monopolist who wants high rents, and the two roles play by different rules. Roll the dice to start.</source>
        <translation>Vítej v Anti-Monopoly! Ty jsi konkurent, který drží poctivé ceny; druhý hráč je monopolista, který chce vysoké nájemné, a každá role hraje podle trochu jiných pravidel. Začni hodem kostkami.</translation>
    </message>
    <message>
        <source>You are in a price war: you still collect rent, but you may not buy anything. To get out, roll doubles on your next two turns or pay 50. A monopolist goes to prison instead and collects nothing there.</source>
        <translation>Jsi v cenové válce: nájemné dál vybíráš, ale nesmíš nic kupovat. Ven se dostaneš dvojicí v příštích dvou tazích, nebo zaplatíš 50&#xa0;€. Monopolista jde místo toho do vězení a tam nevybírá nic.</translation>
    </message>
    <message>
        <source>You owe more than your cash, and a debt must be paid. Mortgage a title (the bank lends half its price), sell a building or trade until you have enough. Going bankrupt is only for someone who cannot pay even then.</source>
        <translation>Dlužíš víc, než máš v hotovosti, a dluh se musí zaplatit. Zastav pozemek (banka půjčí polovinu ceny), prodej budovu nebo obchoduj, až budeš mít dost. Zkrachovat smí jen ten, kdo nemůže zaplatit ani potom.</translation>
    </message>
    <message>
        <source>You threw doubles, so you may roll once more. You need not: you may end your turn instead. Doubles on the extra roll count as a plain roll.</source>
        <translation>Padla ti dvojice, takže smíš házet ještě jednou. Nemusíš: můžeš místo toho ukončit tah. Dvojice při hodu navíc platí jako obyčejný hod.</translation>
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
        <translation>Kartu táhne {player}</translation>
    </message>
    <message>
        <source>Monopolist card</source>
        <translation>Karta monopolisty</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
</TS>
