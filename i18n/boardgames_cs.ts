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
        <source>{player} agrees</source>
        <translation>Souhlasí: {player}</translation>
    </message>
    <message>
        <source>The computers agree.</source>
        <translation>Počítače souhlasí.</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Hrát dál</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyAgreement</name>
    <message>
        <source>Bankruptcy</source>
        <translation>Bankrot</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>banka</translation>
    </message>
    <message>
        <source>Go bankrupt and leave the game? Even selling and mortgaging everything cannot pay the debt. Your cash and titles go to: {creditor}.</source>
        <translation>Zkrachovat a odejít ze hry? Dluh nejde zaplatit ani prodejem a zastavením všeho. Tvoje peníze a pozemky dostane: {creditor}.</translation>
    </message>
    <message>
        <source>Go bankrupt</source>
        <translation>Zkrachovat</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zpět</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyCards</name>
    <message>
        <source>No buildings</source>
        <translation>Bez budov</translation>
    </message>
    <message>
        <source>Hotel</source>
        <translation>Hotel</translation>
    </message>
    <message>
        <source>One street of the city</source>
        <translation>Jedna ulice města</translation>
    </message>
    <message>
        <source>Monopoly: two streets</source>
        <translation>Monopol: dvě ulice</translation>
    </message>
    <message>
        <source>However many the owner has</source>
        <translation>Ať jich majitel má kolik chce</translation>
    </message>
    <message>
        <source>The owner has {count} of {all}</source>
        <translation>Majitel má {count} ze {all}</translation>
    </message>
    <message>
        <source>{times} × the dice</source>
        <translation>{times} × hod kostkami</translation>
    </message>
    <message>
        <source>Price: {price}</source>
        <translation>Cena: {price}</translation>
    </message>
    <message>
        <source>Owner: {player} ({role})</source>
        <translation>Patří: {player} ({role})</translation>
    </message>
    <message>
        <source>The bank still has it.</source>
        <translation>Zatím ho má banka.</translation>
    </message>
    <message>
        <source>Each house or hotel: {price}; the bank buys it back for {sale}.</source>
        <translation>Každý dům nebo hotel: {price}; banka ho vykoupí za {sale}.</translation>
    </message>
    <message>
        <source>Mortgage: {value}; redeem: {cost}.</source>
        <translation>Zástava: {value}; vykoupení: {cost}.</translation>
    </message>
    <message>
        <source>Passing or landing here, the bank pays you {bonus}.</source>
        <translation>Když tudy projdeš nebo tu zastavíš, banka ti vyplatí {bonus}.</translation>
    </message>
    <message>
        <source>Draw a card of your role: competitors from the competitors&apos; pile, monopolists from theirs.</source>
        <translation>Táhni kartu své role: konkurenti z balíčku konkurentů, monopolisté ze svého.</translation>
    </message>
    <message>
        <source>Income tax: pay {flat}, or the percentage of your role. You choose.</source>
        <translation>Daň z příjmu: zaplať {flat}, nebo procenta podle své role. Vybereš si.</translation>
    </message>
    <message>
        <source>Pay the bank a penalty of {amount}.</source>
        <translation>Zaplať bance penále {amount}.</translation>
    </message>
    <message>
        <source>A monopolist pays {fee}. A competitor rolls a die: a 1 brings {one}, a 2 brings {two}.</source>
        <translation>Monopolista zaplatí {fee}. Konkurent hodí kostkou: za 1 dostane {one}, za 2 dostane {two}.</translation>
    </message>
    <message>
        <source>Just visiting. A monopolist sent here sits in prison, a competitor is in a price war: roll doubles, or pay {fee}.</source>
        <translation>Jen na návštěvě. Poslaný monopolista tu sedí ve vězení, konkurent je v cenové válce: hoď dvojici, nebo zaplať {fee}.</translation>
    </message>
    <message>
        <source>A monopolist goes to prison, a competitor into a price war, without passing START.</source>
        <translation>Monopolista jde do vězení, konkurent do cenové války, bez průchodu STARTem.</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyControls</name>
    <message>
        <source>with {player}</source>
        <translation>Obchod s: {player}</translation>
    </message>
    <message>
        <source>Try for doubles</source>
        <translation>Zkusit dvojici</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Hodit kostkami</translation>
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
        <source>Accept the trade</source>
        <translation>Přijmout obchod</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Odmítnout</translation>
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
        <source>{player} must pay {owed} and has {cash}: sell buildings, mortgage or trade.</source>
        <translation>{player} musí zaplatit {owed} a má {cash}: prodat budovy, zastavit nebo obchodovat.</translation>
    </message>
    <message>
        <source>{player} must pay {owed} and cannot raise it even by selling and mortgaging everything: trade, or go bankrupt.</source>
        <translation>{player} musí zaplatit {owed} a nesežene to ani prodejem a zastavením všeho: obchod, nebo bankrot.</translation>
    </message>
    <message>
        <source>Offer a trade…</source>
        <translation>Nabídnout obchod…</translation>
    </message>
    <message>
        <source>{player} offers {partner}</source>
        <translation>{player} → {partner}</translation>
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
        <source>Title card</source>
        <translation>Karta pozemku</translation>
    </message>
    <message>
        <source>Your titles</source>
        <translation>Tvoje pozemky</translation>
    </message>
    <message>
        <source>Build: {price}</source>
        <translation>Stavět: {price}</translation>
    </message>
    <message>
        <source>Sell a building: +{amount}</source>
        <translation>Prodat budovu: +{amount}</translation>
    </message>
    <message>
        <source>Mortgage: +{amount}</source>
        <translation>Zastavit: +{amount}</translation>
    </message>
    <message>
        <source>Redeem: {cost}</source>
        <translation>Vykoupit: {cost}</translation>
    </message>
    <message>
        <source>{player} is thinking about a trade offer.</source>
        <translation>{player} zvažuje nabídku obchodu.</translation>
    </message>
    <message>
        <source>{player} offers you a trade.</source>
        <translation>{player} ti nabízí obchod.</translation>
    </message>
    <message>
        <source>{player} is on turn.</source>
        <translation>Na tahu je {player}.</translation>
    </message>
    <message>
        <source>{space} is for sale: {price}.</source>
        <translation>{space} je na prodej: {price}.</translation>
    </message>
    <message>
        <source>Income tax: pay {flat}, or {percent} by your role&apos;s percentage. You choose.</source>
        <translation>Daň z příjmu: zaplať {flat}, nebo {percent} podle procent své role. Vybereš si.</translation>
    </message>
    <message>
        <source>Build, mortgage or trade if you like, then end the turn.</source>
        <translation>Můžeš stavět, zastavovat nebo obchodovat, pak ukonči tah.</translation>
    </message>
    <message>
        <source>You are {where}: roll doubles to get out, or pay {fee}.</source>
        <translation>Jsi {where}: hoď dvojici, nebo zaplať {fee}.</translation>
    </message>
    <message>
        <source>Doubles! You may roll once more, or end the turn.</source>
        <translation>Dvojice! Můžeš házet ještě jednou, nebo ukončit tah.</translation>
    </message>
    <message>
        <source>Doubles! Roll once more.</source>
        <translation>Dvojice! Házíš ještě jednou.</translation>
    </message>
    <message>
        <source>Roll the dice, {player}.</source>
        <translation>{player}, hoď kostkami.</translation>
    </message>
    <message>
        <source>mortgaged</source>
        <translation>v zástavě</translation>
    </message>
    <message>
        <source>hotel</source>
        <translation>hotel</translation>
    </message>
    <message>
        <source>monopoly</source>
        <translation>monopol</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyEnd</name>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Hotovost</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Ponechá si</translation>
    </message>
    <message>
        <source>Rents paid by the banker</source>
        <translation>Nájemné od bankéře</translation>
    </message>
    <message>
        <source>Ends with</source>
        <translation>Konečný stav</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>{percent} %: {amount}</source>
        <translation>{percent} %: {amount}</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>{player} vyhrává!</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>The time is up: the settlement</source>
        <translation>Čas vypršel: vyúčtování</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyModels</name>
    <message>
        <source>bankrupt</source>
        <translation>bankrot</translation>
    </message>
    <message>
        <source>Titles: {count}</source>
        <translation>Pozemky: {count}</translation>
    </message>
    <message>
        <source>({count} mortgaged)</source>
        <translation>({count} v zástavě)</translation>
    </message>
    <message>
        <source>Cash: {amount}</source>
        <translation>Hotovost: {amount}</translation>
    </message>
    <message>
        <source>Wealth: {amount}</source>
        <translation>Bohatství: {amount}</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Hotovost</translation>
    </message>
    <message>
        <source>Wealth</source>
        <translation>Bohatství</translation>
    </message>
    <message>
        <source>(bankrupt)</source>
        <translation>(bankrot)</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyTable</name>
    <message>
        <source>Round {round} · {player}</source>
        <translation>Kolo {round} · {player}</translation>
    </message>
    <message>
        <source>Time left: {time}</source>
        <translation>Zbývá: {time}</translation>
    </message>
    <message>
        <source>Time is up: the game ends at the start of the next round.</source>
        <translation>Čas vypršel: hra skončí na začátku dalšího kola.</translation>
    </message>
    <message>
        <source>mortgaged</source>
        <translation>v zástavě</translation>
    </message>
</context>
<context>
    <name>AntiMonopolyTexts</name>
    <message>
        <source>Anti-Monopoly</source>
        <translation>Anti-Monopoly</translation>
    </message>
    <message numerus="yes">
        <source>%n house(s)</source>
        <translation>
            <numerusform>%n dům</numerusform>
            <numerusform>%n domy</numerusform>
            <numerusform>%n domů</numerusform>
        </translation>
    </message>
    <message>
        <source>Rome</source>
        <translation>Řím</translation>
    </message>
    <message>
        <source>Berlin</source>
        <translation>Berlín</translation>
    </message>
    <message>
        <source>Madrid</source>
        <translation>Madrid</translation>
    </message>
    <message>
        <source>Amsterdam</source>
        <translation>Amsterdam</translation>
    </message>
    <message>
        <source>Paris</source>
        <translation>Paříž</translation>
    </message>
    <message>
        <source>Brussels</source>
        <translation>Brusel</translation>
    </message>
    <message>
        <source>London</source>
        <translation>Londýn</translation>
    </message>
    <message>
        <source>Athens</source>
        <translation>Athény</translation>
    </message>
    <message>
        <source>Airport</source>
        <translation>Letiště</translation>
    </message>
    <message>
        <source>Tram company</source>
        <translation>Tramvajová společnost</translation>
    </message>
    <message>
        <source>Railway</source>
        <translation>Železnice</translation>
    </message>
    <message>
        <source>Bus company</source>
        <translation>Autobusová společnost</translation>
    </message>
    <message>
        <source>Electric works</source>
        <translation>Elektrárna</translation>
    </message>
    <message>
        <source>Gas works</source>
        <translation>Plynárna</translation>
    </message>
    <message>
        <source>START</source>
        <translation>START</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Income tax</source>
        <translation>Daň z příjmu</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penále</translation>
    </message>
    <message>
        <source>Anti-monopoly office</source>
        <translation>Antimonopolní úřad</translation>
    </message>
    <message>
        <source>Prison · price war</source>
        <translation>Vězení · cenová válka</translation>
    </message>
    <message>
        <source>Go to prison</source>
        <translation>Do vězení · do cenové války</translation>
    </message>
    <message>
        <source>ANTI-MONOPOLY</source>
        <translation>ANTI-MONOPOLY</translation>
    </message>
    <message>
        <source>Mortgaged: no rent</source>
        <translation>V zástavě: žádné nájemné</translation>
    </message>
    <message>
        <source>Rent now: {times} × the dice</source>
        <translation>Nájemné teď: {times} × hod kostkami</translation>
    </message>
    <message>
        <source>Rent now: {amount}</source>
        <translation>Nájemné teď: {amount}</translation>
    </message>
    <message>
        <source>Competitor</source>
        <translation>Konkurent</translation>
    </message>
    <message>
        <source>Monopolist</source>
        <translation>Monopolista</translation>
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
        <source>Fair price award</source>
        <translation>Cena za férové ceny</translation>
    </message>
    <message>
        <source>Co-operative dividend</source>
        <translation>Podíl z družstva</translation>
    </message>
    <message>
        <source>A quiet day</source>
        <translation>Klidný den</translation>
    </message>
    <message>
        <source>Visit the electric works</source>
        <translation>Návštěva elektrárny</translation>
    </message>
    <message>
        <source>A trip to Via Roma</source>
        <translation>Výlet na Via Roma</translation>
    </message>
    <message>
        <source>A trip to Nieuwstraat</source>
        <translation>Výlet na Nieuwstraat</translation>
    </message>
    <message>
        <source>Off to the airport</source>
        <translation>Na letiště</translation>
    </message>
    <message>
        <source>Back to START</source>
        <translation>Zpátky na START</translation>
    </message>
    <message>
        <source>Price war!</source>
        <translation>Cenová válka!</translation>
    </message>
    <message>
        <source>A lucky market day</source>
        <translation>Šťastný trh</translation>
    </message>
    <message>
        <source>Repairs</source>
        <translation>Opravy</translation>
    </message>
    <message>
        <source>Lawyer&apos;s fees</source>
        <translation>Účet od advokáta</translation>
    </message>
    <message>
        <source>Off to prison!</source>
        <translation>Do vězení!</translation>
    </message>
    <message>
        <source>A lucky merger</source>
        <translation>Šťastná fúze</translation>
    </message>
    <message>
        <source>Prices fixed</source>
        <translation>Dohoda o cenách</translation>
    </message>
    <message>
        <source>A gift from the lobby</source>
        <translation>Dárek od lobbistů</translation>
    </message>
    <message>
        <source>Cartel bonus</source>
        <translation>Kartelová prémie</translation>
    </message>
    <message>
        <source>A tax loophole</source>
        <translation>Mezera v zákoně</translation>
    </message>
    <message>
        <source>A state subsidy</source>
        <translation>Státní dotace</translation>
    </message>
    <message>
        <source>A small fine</source>
        <translation>Malá pokuta</translation>
    </message>
    <message>
        <source>A fine</source>
        <translation>Pokuta</translation>
    </message>
    <message>
        <source>Antitrust fine</source>
        <translation>Antimonopolní pokuta</translation>
    </message>
    <message>
        <source>The bank pays you {amount}.</source>
        <translation>Banka ti vyplatí {amount}.</translation>
    </message>
    <message>
        <source>Pay the bank {amount}.</source>
        <translation>Zaplať bance {amount}.</translation>
    </message>
    <message>
        <source>Every monopolist pays you {amount}.</source>
        <translation>Každý monopolista ti zaplatí {amount}.</translation>
    </message>
    <message>
        <source>Every competitor pays you {amount}.</source>
        <translation>Každý konkurent ti zaplatí {amount}.</translation>
    </message>
    <message>
        <source>The bank pays every monopolist {amount}.</source>
        <translation>Banka vyplatí každému monopolistovi {amount}.</translation>
    </message>
    <message>
        <source>Go to {space}. If you pass START, take {bonus}.</source>
        <translation>Jdi na pole {space}. Když projdeš STARTem, dostaneš {bonus}.</translation>
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
        <source>Roll two dice: {threshold} or more, and the bank pays you {amount}.</source>
        <translation>Hoď dvěma kostkami: za {threshold} a víc ti banka vyplatí {amount}.</translation>
    </message>
    <message>
        <source>Airport</source>
        <comment>accusative</comment>
        <translation>Letiště</translation>
    </message>
    <message>
        <source>Tram company</source>
        <comment>accusative</comment>
        <translation>Tramvajovou společnost</translation>
    </message>
    <message>
        <source>Railway</source>
        <comment>accusative</comment>
        <translation>Železnici</translation>
    </message>
    <message>
        <source>Bus company</source>
        <comment>accusative</comment>
        <translation>Autobusovou společnost</translation>
    </message>
    <message>
        <source>Electric works</source>
        <comment>accusative</comment>
        <translation>Elektrárnu</translation>
    </message>
    <message>
        <source>Gas works</source>
        <comment>accusative</comment>
        <translation>Plynárnu</translation>
    </message>
    <message>
        <source>Customers come back</source>
        <translation>Zákazníci se vracejí</translation>
    </message>
    <message>
        <source>An antitrust case won</source>
        <translation>Vyhraný antimonopolní spor</translation>
    </message>
    <message>
        <source>A costly price cut</source>
        <translation>Drahé zlevnění</translation>
    </message>
    <message>
        <source>Nothing happens.</source>
        <translation>Nic se neděje.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from the bank.</source>
        <translation>{player} dostává od banky {amount}.</translation>
    </message>
    <message>
        <source>{player} pays the bank {amount}.</source>
        <translation>{player} platí bance {amount}.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from every monopolist.</source>
        <translation>{player} dostává od každého monopolisty {amount}.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from every competitor.</source>
        <translation>{player} dostává od každého konkurenta {amount}.</translation>
    </message>
    <message>
        <source>{player} goes to {space} and takes {bonus} if passing START.</source>
        <translation>{player} jde na pole {space}. Když projde STARTem, dostane {bonus}.</translation>
    </message>
    <message>
        <source>{player} rolls two dice: {threshold} or more, and the bank pays {amount}.</source>
        <translation>{player} hází dvěma kostkami: za {threshold} a víc vyplatí banka {amount}.</translation>
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
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>{player} gives {given}; {partner} gives {taken}.</source>
        <translation>{player} dá: {given}; {partner} dá: {taken}.</translation>
    </message>
    <message>
        <source>{player} pays {owner} {amount} rent for {space}.</source>
        <translation>{player} platí nájemné {amount} za {space}, dostává {owner}.</translation>
    </message>
    <message>
        <source>{player} pays {amount} to {owner}.</source>
        <translation>{player} platí {amount}, dostává {owner}.</translation>
    </message>
    <message>
        <source>{player} pays {amount} income tax.</source>
        <translation>{player} platí daň z příjmu {amount}.</translation>
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
        <source>{player} pays {amount} to get out.</source>
        <translation>{player} platí {amount} a jde ven.</translation>
    </message>
    <message>
        <source>{player} pays {amount} to the bank.</source>
        <translation>{player} platí bance {amount}.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from {payer}.</source>
        <translation>{player} dostává {amount}, platí {payer}.</translation>
    </message>
    <message>
        <source>{player} passes START and gets {amount}.</source>
        <translation>{player} prochází STARTem a dostává {amount}.</translation>
    </message>
    <message>
        <source>The anti-monopoly office pays {player} {amount}.</source>
        <translation>Antimonopolní úřad: {player} dostává {amount}.</translation>
    </message>
    <message>
        <source>The bank pays {player} {amount}.</source>
        <translation>Banka: {player} dostává {amount}.</translation>
    </message>
    <message>
        <source>Round {round}: {player} is on turn.</source>
        <translation>Kolo {round}: na tahu je {player}.</translation>
    </message>
    <message>
        <source>{player} rolls {a} and {b}.</source>
        <translation>{player} hází {a} a {b}.</translation>
    </message>
    <message>
        <source>{player} rolls {die} at the office.</source>
        <translation>{player} hází na úřadě {die}.</translation>
    </message>
    <message>
        <source>{player} moves to {space}.</source>
        <translation>{player} jde na pole {space}.</translation>
    </message>
    <message>
        <source>Doubles: {player} rolls once more.</source>
        <translation>Dvojice: {player} hází ještě jednou.</translation>
    </message>
    <message>
        <source>{space} is mortgaged: {player} pays no rent.</source>
        <translation>{space} je v zástavě: {player} neplatí nájemné.</translation>
    </message>
    <message>
        <source>{owner} is in prison: {player} pays no rent for {space}.</source>
        <translation>{owner} je ve vězení: {player} neplatí nájemné za {space}.</translation>
    </message>
    <message>
        <source>{player} may buy {space} for {price}.</source>
        <translation>{player} může koupit {space} za {price}.</translation>
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
        <source>{player} must pay income tax: {flat} or {percent}.</source>
        <translation>{player} musí zaplatit daň z příjmu: {flat}, nebo {percent}.</translation>
    </message>
    <message>
        <source>{player} draws a card: {card}.</source>
        <translation>{player} táhne kartu: {card}.</translation>
    </message>
    <message>
        <source>{player} goes into the price war.</source>
        <translation>{player} jde do cenové války.</translation>
    </message>
    <message>
        <source>{player} goes to prison.</source>
        <translation>{player} jde do vězení.</translation>
    </message>
    <message>
        <source>{player} is just sightseeing at the prison.</source>
        <translation>{player} je u vězení jen na návštěvě.</translation>
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
        <source>{player} is free again.</source>
        <translation>{player} se vrací do hry.</translation>
    </message>
    <message>
        <source>{player} builds on {space} for {cost}.</source>
        <translation>{player} staví na {space} za {cost}.</translation>
    </message>
    <message>
        <source>{player} sells a building on {space} for {amount}.</source>
        <translation>{player} prodává budovu na {space} za {amount}.</translation>
    </message>
    <message>
        <source>{player} mortgages {space} for {amount}.</source>
        <translation>{player} zastavuje {space} za {amount}.</translation>
    </message>
    <message>
        <source>{player} redeems {space} for {cost}.</source>
        <translation>{player} vykupuje {space} za {cost}.</translation>
    </message>
    <message>
        <source>{player} offers a trade to {partner}.</source>
        <translation>{player} navrhuje obchod, odpovídá {partner}.</translation>
    </message>
    <message>
        <source>{player} accepts the trade.</source>
        <translation>{player} obchod přijímá.</translation>
    </message>
    <message>
        <source>{player} refuses the trade.</source>
        <translation>{player} obchod odmítá.</translation>
    </message>
    <message>
        <source>{player} must pay {owed} but has only {cash}.</source>
        <translation>{player} musí zaplatit {owed}, ale má jen {cash}.</translation>
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
        <source>{player} keeps {kept} of {cash} and ends with {final}.</source>
        <translation>{player} si z {cash} ponechá {kept} a končí s {final}.</translation>
    </message>
    <message>
        <source>The game is over: only one player is left.</source>
        <translation>Hra skončila: zbyl jen jeden hráč.</translation>
    </message>
    <message>
        <source>The game is over: one whole side is bankrupt.</source>
        <translation>Hra skončila: celá jedna strana zkrachovala.</translation>
    </message>
    <message>
        <source>The game is over: the time is up.</source>
        <translation>Hra skončila: čas vypršel.</translation>
    </message>
    <message>
        <source>The game is over: everyone agreed to end it and count.</source>
        <translation>Hra skončila: všichni se dohodli ji ukončit a spočítat.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>That space cannot be owned.</source>
        <translation>Toto pole se nedá vlastnit.</translation>
    </message>
    <message>
        <source>{space} is not yours.</source>
        <translation>{space} ti nepatří.</translation>
    </message>
    <message>
        <source>That costs {cost}, and you have {cash}.</source>
        <translation>Stojí to {cost} a ty máš {cash}.</translation>
    </message>
    <message>
        <source>{space} is already mortgaged.</source>
        <translation>{space} už je v zástavě.</translation>
    </message>
    <message>
        <source>{space} is not mortgaged.</source>
        <translation>{space} není v zástavě.</translation>
    </message>
    <message>
        <source>Sell the buildings on {space} first.</source>
        <translation>Nejdřív prodej budovy na {space}.</translation>
    </message>
    <message>
        <source>There is no building on {space}.</source>
        <translation>Na {space} nestojí žádná budova.</translation>
    </message>
    <message>
        <source>A competitor in price war buys nothing.</source>
        <translation>Konkurent v cenové válce nic nekupuje.</translation>
    </message>
    <message>
        <source>Choose another player still in the game.</source>
        <translation>Vyber jiného hráče, který je ještě ve hře.</translation>
    </message>
    <message>
        <source>Choose at least one title for the trade.</source>
        <translation>Vyber do obchodu aspoň jeden pozemek.</translation>
    </message>
    <message>
        <source>{space} is not theirs.</source>
        <translation>{space} tomu hráči nepatří.</translation>
    </message>
    <message>
        <source>That trade asks for {amount}, and only {cash} is there.</source>
        <translation>Obchod chce {amount}, ale je tu jen {cash}.</translation>
    </message>
    <message>
        <source>With a time limit, players trade only with the bank.</source>
        <translation>Ve hře na čas se obchoduje jen s bankou.</translation>
    </message>
    <message>
        <source>You have offered that player a trade this turn already.</source>
        <translation>V tomto tahu už má ten hráč od tebe nabídku.</translation>
    </message>
    <message>
        <source>You are free already.</source>
        <translation>Ve vězení ani v cenové válce nejsi.</translation>
    </message>
    <message>
        <source>The third turn: pay to get out.</source>
        <translation>Třetí tah: zaplať a jdi ven.</translation>
    </message>
    <message>
        <source>The game can be settled only at the start of a round.</source>
        <translation>Vyúčtovat se dá jen na začátku kola.</translation>
    </message>
    <message>
        <source>You can still raise {can_raise} by selling and mortgaging: pay the {owed}.</source>
        <translation>Prodejem a zastavením ještě seženeš {can_raise}: zaplať těch {owed}.</translation>
    </message>
    <message>
        <source>Wait until the move is finished, then offer the trade.</source>
        <translation>Počkej, až tah doběhne, a pak nabídni obchod.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Nejdřív hoď kostkami.</translation>
    </message>
    <message>
        <source>This game has no time limit.</source>
        <translation>Tahle hra nemá časový limit.</translation>
    </message>
    <message>
        <source>The clock ends this game.</source>
        <translation>Tuhle hru ukončí hodiny.</translation>
    </message>
    <message>
        <source>The two sides may differ by one player at most: choose the roles again.</source>
        <translation>Strany se smějí lišit nejvýš o jednoho hráče: vyber role znovu.</translation>
    </message>
    <message>
        <source>Only streets have houses.</source>
        <translation>Domy se stavějí jen na ulicích.</translation>
    </message>
    <message>
        <source>{space} is mortgaged.</source>
        <translation>{space} je v zástavě.</translation>
    </message>
    <message>
        <source>A monopolist builds only in a city where they own two streets (a monopoly).</source>
        <translation>Monopolista staví jen ve městě, kde má dvě ulice (monopol).</translation>
    </message>
    <message>
        <source>A street of this city is mortgaged.</source>
        <translation>Ulice v tomto městě je v zástavě.</translation>
    </message>
    <message>
        <source>{space} has its hotel already.</source>
        <translation>Na {space} už stojí hotel.</translation>
    </message>
    <message>
        <source>No building during a price war.</source>
        <translation>V cenové válce se nestaví.</translation>
    </message>
    <message>
        <source>No building here now.</source>
        <translation>Tady se teď stavět nedá.</translation>
    </message>
    <message>
        <source>Wealth: cash plus the rent every title not mortgaged would earn (a works at a roll of 7). After the time limit, the cash after the settlement decides.</source>
        <translation>Bohatství (pravidlo 23): hotovost a nájemné, které by vynesl každý pozemek mimo zástavu (plynárna a elektrárna při hodu 7). Ve hře na čas rozhodují peníze po vyúčtování.</translation>
    </message>
    <message>
        <source>The same wealth: more cash wins.</source>
        <translation>Stejné bohatství: vyhrává víc hotovosti.</translation>
    </message>
    <message>
        <source>The same money after the settlement: more wealth before it wins.</source>
        <translation>Stejně peněz po vyúčtování: vyhrává větší bohatství před ním.</translation>
    </message>
    <message>
        <source>Exactly the same: the win is shared.</source>
        <translation>Úplně stejně: o výhru se dělí.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>A: the last player left wins</source>
        <translation>A: vyhraje poslední hráč ve hře</translation>
    </message>
    <message>
        <source>B: when one side is bankrupt, the richest of the other wins</source>
        <translation>B: když zkrachuje jedna strana, vyhraje nejbohatší z druhé</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Hra na čas</translation>
    </message>
    <message>
        <source>No time limit</source>
        <translation>Bez časového limitu</translation>
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
        <source>Roles</source>
        <translation>Role</translation>
    </message>
    <message>
        <source>Dealt at random</source>
        <translation>Rozdat náhodně</translation>
    </message>
    <message>
        <source>Chosen for each player</source>
        <translation>Vybrat každému hráči</translation>
    </message>
    <message>
        <source>Rolling the dice</source>
        <translation>Hod kostkami</translation>
    </message>
    <message>
        <source>Buying a title</source>
        <translation>Nákup pozemku</translation>
    </message>
    <message>
        <source>Ending the turn</source>
        <translation>Konec tahu</translation>
    </message>
    <message>
        <source>A trade offered</source>
        <translation>Nabídnutý obchod</translation>
    </message>
    <message>
        <source>Raising money</source>
        <translation>Shánění peněz</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Konec hry</translation>
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
        <source>{amount} is the smaller tax.</source>
        <translation>{amount} je menší daň.</translation>
    </message>
    <message>
        <source>You can buy it and still keep {left}.</source>
        <translation>Můžeš ho koupit a ještě ti zůstane {left}.</translation>
    </message>
    <message>
        <source>It goes with your other street in {city}.</source>
        <translation>Hodí se k tvé další ulici ve městě {city}.</translation>
    </message>
    <message>
        <source>Buying it would leave you less than {reserve}.</source>
        <translation>Po koupi by ti zůstalo méně než {reserve}.</translation>
    </message>
    <message>
        <source>On {space} the rent rises most for the money.</source>
        <translation>Tady nájemné za ty peníze vzroste nejvíc: {space}.</translation>
    </message>
    <message>
        <source>You have plenty of cash: pay off the mortgage on {space}.</source>
        <translation>Máš dost peněz: vyplať zástavu ({space}).</translation>
    </message>
    <message>
        <source>You can afford {fee}: pay and play on.</source>
        <translation>Na {fee} máš: zaplať a hraj dál.</translation>
    </message>
    <message>
        <source>Keep your cash: paying {fee} would leave you too little.</source>
        <translation>Nech si peníze: po zaplacení {fee} by ti zbylo málo.</translation>
    </message>
    <message>
        <source>{to} can pay the full price for {space}.</source>
        <translation>{to} může zaplatit plnou cenu ({space}).</translation>
    </message>
    <message>
        <source>{space} brings the least rent for its price.</source>
        <translation>{space} vynáší za svou cenu nejmenší nájemné.</translation>
    </message>
    <message>
        <source>On {space} the rent falls least.</source>
        <translation>Tady nájemné klesne nejméně: {space}.</translation>
    </message>
    <message>
        <source>Offer a trade: {trade}</source>
        <translation>Nabídni obchod: {trade}</translation>
    </message>
    <message>
        <source>Pay {amount} income tax.</source>
        <translation>Zaplať daň z příjmu {amount}.</translation>
    </message>
    <message>
        <source>Build on {space}.</source>
        <translation>Stav na {space}.</translation>
    </message>
    <message>
        <source>Sell a building on {space}.</source>
        <translation>Prodej budovu na {space}.</translation>
    </message>
    <message>
        <source>Mortgage {space}.</source>
        <translation>Zastav {space}.</translation>
    </message>
    <message>
        <source>Redeem {space}.</source>
        <translation>Vykup ze zástavy {space}.</translation>
    </message>
    <message>
        <source>Roll the dice.</source>
        <translation>Hoď kostkami.</translation>
    </message>
    <message>
        <source>Buy the title you stand on.</source>
        <translation>Kup pozemek, na kterém stojíš.</translation>
    </message>
    <message>
        <source>Do not buy it.</source>
        <translation>Nekupuj ho.</translation>
    </message>
    <message>
        <source>Pay to get out.</source>
        <translation>Zaplať a jdi ven.</translation>
    </message>
    <message>
        <source>Accept the trade.</source>
        <translation>Přijmi obchod.</translation>
    </message>
    <message>
        <source>Refuse the trade.</source>
        <translation>Odmítni obchod.</translation>
    </message>
    <message>
        <source>Declare bankruptcy.</source>
        <translation>Ohlas bankrot.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>Ukonči tah.</translation>
    </message>
</context>
<context>
    <name>Avatars</name>
    <message>
        <source>cat</source>
        <translation>kočka</translation>
    </message>
    <message>
        <source>dog</source>
        <translation>pes</translation>
    </message>
    <message>
        <source>rabbit</source>
        <translation>králík</translation>
    </message>
    <message>
        <source>bear</source>
        <translation>medvěd</translation>
    </message>
    <message>
        <source>fox</source>
        <translation>liška</translation>
    </message>
    <message>
        <source>mouse</source>
        <translation>myš</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Price: {price}</source>
        <translation>Cena: {price}</translation>
    </message>
    <message>
        <source>Owner: {player}</source>
        <translation>Vlastní: {player}</translation>
    </message>
    <message>
        <source>A hotel</source>
        <translation>Hotel</translation>
    </message>
    <message>
        <source>Houses: {houses}</source>
        <translation>Domy: {houses}</translation>
    </message>
    <message>
        <source>Mortgaged</source>
        <translation>V zástavě</translation>
    </message>
    <message>
        <source>Here: {players}</source>
        <translation>Stojí tu: {players}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Hráč {number}</translation>
    </message>
</context>
<context>
    <name>DostihyChancePanel</name>
    <message>
        <source>Chance: good news</source>
        <translation>Náhoda: dobrá zpráva</translation>
    </message>
    <message>
        <source>Chance: bad news</source>
        <translation>Náhoda: špatná zpráva</translation>
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
        <source>Roll the die</source>
        <translation>Hodit kostkou</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Zastavit</translation>
    </message>
    <message>
        <source>Redeem</source>
        <translation>Vykoupit</translation>
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
        <source>Buy none</source>
        <translation>Nekupovat</translation>
    </message>
    <message>
        <source>Give back to the bank</source>
        <translation>Vrátit bance</translation>
    </message>
    <message>
        <source>Runner</source>
        <translation>Kůň</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Proti komu</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Sázka</translation>
    </message>
    <message>
        <source>Enter the race</source>
        <translation>Přihlásit dostih</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Odpovědět</translation>
    </message>
    <message>
        <source>Sell to the bank</source>
        <translation>Prodat bance</translation>
    </message>
    <message>
        <source>Or offer it to a player at a price:</source>
        <translation>Nebo ho nabídni k prodeji – komu a za kolik:</translation>
    </message>
    <message>
        <source>Make the offer</source>
        <translation>Nabídnout</translation>
    </message>
    <message>
        <source>Declare bankruptcy</source>
        <translation>Ohlásit bankrot</translation>
    </message>
    <message>
        <source>Buy it</source>
        <translation>Koupit</translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation>Ne, díky</translation>
    </message>
    <message>
        <source>The dice are rolling. Esc or a click skips.</source>
        <translation>Kostky se kutálejí. Esc nebo kliknutí to přeskočí.</translation>
    </message>
    <message>
        <source>Roll the symbol die.</source>
        <translation>Hoď kostkou se symboly.</translation>
    </message>
    <message>
        <source>A star: choose what the die shows.</source>
        <translation>Hvězdička: vyber si, co má kostka ukázat.</translation>
    </message>
    <message>
        <source>A horse head: buy one horse from the bank, or none. You have {cash}.</source>
        <translation>Hlava koně: kup si z banky jednoho koně, nebo žádného. Máš {cash}.</translation>
    </message>
    <message>
        <source>Colic: choose the horse that goes back to the bank.</source>
        <translation>Kolika: vyber koně, který se vrátí bance.</translation>
    </message>
    <message>
        <source>Money: enter races one by one, each runner against a player and a stake, then send the challenge.</source>
        <translation>Peníze: přihlas dostihy jeden po druhém (kůň, soupeř a sázka) a pak pošli výzvu.</translation>
    </message>
    <message>
        <source>Entered so far: {races}.</source>
        <translation>Zatím přihlášeno: {races}.</translation>
    </message>
    <message>
        <source>{player} runs {runner} against you for {stake}. Choose your runner and match the stake or raise it up to double.</source>
        <translation>{player} proti tobě posílá {runner} se sázkou {stake}. Vyber svého koně a sázku dorovnej, nebo ji zvyš nejvýš na dvojnásobek.</translation>
    </message>
    <message>
        <source>The answers are in. Pay {amount} to match the raises; then the races are run.</source>
        <translation>Všechny odpovědi jsou tu. Zaplať {amount} na dorovnání zvýšených sázek; pak se poběží dostihy.</translation>
    </message>
    <message>
        <source>You owe {owed} ({card}) and have {cash}. Pawn or sell horses until you can pay.</source>
        <translation>Dlužíš {owed} ({card}) a máš {cash}. Zastavuj nebo prodávej koně, dokud nebudeš mít dost.</translation>
    </message>
    <message>
        <source>{seller} offers you {horse} for {price}. You have {cash}.</source>
        <translation>{seller} ti nabízí koně {horse} za {price}. Máš {cash}.</translation>
    </message>
    <message>
        <source>It is pawned: redeem it later to race it with its rosettes.</source>
        <translation>Kůň je zastavený: až ho vykoupíš, poběží zase s kokardami.</translation>
    </message>
    <message>
        <source>Waiting for {player}.</source>
        <translation>Teď hraje {player}.</translation>
    </message>
    <message>
        <source>No race can be run now.</source>
        <translation>Teď nejde rozjet žádný dostih.</translation>
    </message>
    <message>
        <source>Send the challenge</source>
        <translation>Poslat výzvu</translation>
    </message>
    <message>
        <source>Races entered: {races}</source>
        <translation>Přihlášeno: {races}</translation>
    </message>
    <message>
        <source>Stakes from {low} to {high}. Races against {player}: {count} of at most {limit}.</source>
        <translation>Sázka od {low} do {high}. Dostihy, ve kterých s tebou soupeří {player}: {count} z nejvýš {limit}.</translation>
    </message>
    <message>
        <source>No runner is left to enter: send the challenge.</source>
        <translation>Už nemáš koho přihlásit: pošli výzvu.</translation>
    </message>
    <message>
        <source>Match {low}; you cannot raise.</source>
        <translation>Dorovnej na {low}; zvýšit nemůžeš.</translation>
    </message>
    <message>
        <source>Match {low} or raise up to {high}.</source>
        <translation>Dorovnej na {low}, nebo zvyš nejvýš na {high}.</translation>
    </message>
    <message>
        <source>Match and run the races</source>
        <translation>Dorovnat a rozjet dostihy</translation>
    </message>
    <message>
        <source>Pawn ({amount})</source>
        <translation>Zastavit ({amount})</translation>
    </message>
    <message>
        <source>Sell to the bank ({amount})</source>
        <translation>Prodat bance ({amount})</translation>
    </message>
</context>
<context>
    <name>DostihyModels</name>
    <message>
        <source>{player}: bankrupt</source>
        <translation>{player}: bankrot</translation>
    </message>
    <message>
        <source>{player}: {cash}, {count}</source>
        <translation>{player}: {cash}, {count}</translation>
    </message>
    <message>
        <source>Kept cards: {cards}</source>
        <translation>Sázkové karty: {cards}</translation>
    </message>
    <message>
        <source>Challenger runs</source>
        <translation>Vyzyvatel posílá</translation>
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
        <source>Stakes</source>
        <translation>Sázky</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Hody</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vítěz</translation>
    </message>
    <message>
        <source>{stake} → {raised}</source>
        <translation>{stake} → {raised}</translation>
    </message>
    <message>
        <source>Dice {a} and {b}; added to them: {x:+d} and {y:+d}</source>
        <translation>Na kostkách {a} a {b}; přičítá se {x:+d} a {y:+d}</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Hotovost</translation>
    </message>
    <message>
        <source>Horses</source>
        <translation>Koně</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>(bankrupt)</source>
        <translation>(bankrot)</translation>
    </message>
    <message>
        <source>(+{count} pawned, worth nothing)</source>
        <translation>(+{count} v zástavě, bez hodnoty)</translation>
    </message>
</context>
<context>
    <name>DostihyTable</name>
    <message>
        <source>This turn&apos;s races</source>
        <translation>Dostihy v tomto tahu</translation>
    </message>
    <message>
        <source>{player} rolls: {symbol}</source>
        <translation>{player} hází: {symbol}</translation>
    </message>
    <message>
        <source>Race {race}: {player} {a} : {b} {opponent}</source>
        <translation>{race}. dostih: {player} {a} : {b} {opponent}</translation>
    </message>
    <message>
        <source>Round {round} · {player}&apos;s turn</source>
        <translation>{round}. kolo · na tahu je {player}</translation>
    </message>
    <message>
        <source>{player} wins the most money!</source>
        <translation>{player} má nejvíc peněz a vyhrává!</translation>
    </message>
    <message>
        <source>The last chance card, drawn by {player}: {card}.</source>
        <translation>Poslední karta náhody ({player}): {card}.</translation>
    </message>
</context>
<context>
    <name>DostihyTexts</name>
    <message numerus="yes">
        <source>%n horse(s)</source>
        <translation>
            <numerusform>%n kůň</numerusform>
            <numerusform>%n koně</numerusform>
            <numerusform>%n koní</numerusform>
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
        <source>%n race(s)</source>
        <translation>
            <numerusform>%n dostih</numerusform>
            <numerusform>%n dostihy</numerusform>
            <numerusform>%n dostihů</numerusform>
        </translation>
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
        <source>%n tie(s), rolled again</source>
        <translation>
            <numerusform>%n shoda, házelo se znovu</numerusform>
            <numerusform>%n shody, házelo se znovu</numerusform>
            <numerusform>%n shod, házelo se znovu</numerusform>
        </translation>
    </message>
    <message>
        <source>{amount} crowns</source>
        <translation>{amount} korun</translation>
    </message>
    <message>
        <source>the stable</source>
        <comment>accusative</comment>
        <translation>stáj</translation>
    </message>
    <message>
        <source>{horse}</source>
        <comment>accusative</comment>
        <translation>koně {horse}</translation>
    </message>
    <message>
        <source>the stable</source>
        <translation>stáj</translation>
    </message>
    <message>
        <source>{name}, {rosettes}, price {price}</source>
        <translation>{name}, {rosettes}, cena {price}</translation>
    </message>
    <message>
        <source> (pawned: races without rosettes)</source>
        <translation> (zastavený: běží bez kokard)</translation>
    </message>
    <message>
        <source>Horse head</source>
        <translation>Hlava koně</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Peníze</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Otazník</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Hvězdička</translation>
    </message>
    <message>
        <source>You may buy one horse from the bank.</source>
        <translation>Můžeš si z banky koupit jednoho koně.</translation>
    </message>
    <message>
        <source>Race and bet against the other stables.</source>
        <translation>Pošli koně do dostihů a vsaď proti ostatním stájím.</translation>
    </message>
    <message>
        <source>Draw a chance card.</source>
        <translation>Otoč kartu náhody.</translation>
    </message>
    <message>
        <source>Choose one of the three.</source>
        <translation>Vyber si jednu z těch tří možností.</translation>
    </message>
    <message>
        <source>Derby prize</source>
        <translation>Cena z derby</translation>
    </message>
    <message>
        <source>A new sponsor</source>
        <translation>Nový sponzor</translation>
    </message>
    <message>
        <source>Lottery win</source>
        <translation>Výhra v loterii</translation>
    </message>
    <message>
        <source>Club jubilee</source>
        <translation>Výročí klubu</translation>
    </message>
    <message>
        <source>Photo shoot</source>
        <translation>Focení</translation>
    </message>
    <message>
        <source>Open day</source>
        <translation>Den otevřených dveří</translation>
    </message>
    <message>
        <source>Wallet returned</source>
        <translation>Nalezená peněženka</translation>
    </message>
    <message>
        <source>Breeders&apos; award</source>
        <translation>Cena chovatelů</translation>
    </message>
    <message>
        <source>Good harvest</source>
        <translation>Dobrá úroda</translation>
    </message>
    <message>
        <source>TV rights</source>
        <translation>Televizní práva</translation>
    </message>
    <message>
        <source>Lucky horseshoe</source>
        <translation>Podkova pro štěstí</translation>
    </message>
    <message>
        <source>New jockey</source>
        <translation>Nový žokej</translation>
    </message>
    <message>
        <source>Fresh oats</source>
        <translation>Čerstvý oves</translation>
    </message>
    <message>
        <source>A fine</source>
        <translation>Pokuta</translation>
    </message>
    <message>
        <source>Parking ticket</source>
        <translation>Pokuta za parkování</translation>
    </message>
    <message>
        <source>The farrier calls</source>
        <translation>Přijel podkovář</translation>
    </message>
    <message>
        <source>Feed gets dearer</source>
        <translation>Dražší krmivo</translation>
    </message>
    <message>
        <source>Colic: spoiled hay</source>
        <translation>Kolika: zkažené seno</translation>
    </message>
    <message>
        <source>Colic: cold water</source>
        <translation>Kolika: studená voda</translation>
    </message>
    <message>
        <source>A lost shoe</source>
        <translation>Ztracená podkova</translation>
    </message>
    <message>
        <source>Nervous start</source>
        <translation>Nervózní start</translation>
    </message>
    <message>
        <source>Tight saddle</source>
        <translation>Těsné sedlo</translation>
    </message>
    <message>
        <source>Heavy track</source>
        <translation>Těžká dráha</translation>
    </message>
    <message>
        <source>Jockey has flu</source>
        <translation>Žokej má chřipku</translation>
    </message>
    <message>
        <source>Thunderstorm</source>
        <translation>Bouřka</translation>
    </message>
    <message>
        <source>False start</source>
        <translation>Chybný start</translation>
    </message>
    <message>
        <source>Home crowd</source>
        <translation>Domácí publikum</translation>
    </message>
    <message>
        <source>The vet&apos;s bill</source>
        <translation>Účet od veterináře</translation>
    </message>
    <message>
        <source>Check-up at the vet&apos;s</source>
        <translation>Prohlídka u veterináře</translation>
    </message>
    <message>
        <source>Horse tax</source>
        <translation>Daň z koní</translation>
    </message>
    <message>
        <source>Stable rent</source>
        <translation>Nájem stáje</translation>
    </message>
    <message>
        <source>The bank pays you {amount}.</source>
        <translation>Banka ti vyplatí {amount}.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from the bank.</source>
        <translation>{player} dostává od banky {amount}.</translation>
    </message>
    <message>
        <source>Pay the bank {amount}.</source>
        <translation>Zaplať bance {amount}.</translation>
    </message>
    <message>
        <source>{player} pays the bank {amount}.</source>
        <translation>{player} platí bance {amount}.</translation>
    </message>
    <message>
        <source>The bank pays you {amount} for each of your horses (pawned ones too) and for the stable.</source>
        <translation>Banka ti vyplatí {amount} za každého tvého koně (i zastaveného) a za stáj.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from the bank for each of their horses (pawned ones too) and for the stable.</source>
        <translation>{player} dostává od banky {amount} za každého svého koně (i zastaveného) a za stáj.</translation>
    </message>
    <message>
        <source>Pay the bank {amount} for each of your horses (pawned ones too) and for the stable.</source>
        <translation>Zaplať bance {amount} za každého svého koně (i zastaveného) a za stáj.</translation>
    </message>
    <message>
        <source>{player} pays the bank {amount} for each of their horses (pawned ones too) and for the stable.</source>
        <translation>{player} platí bance {amount} za každého svého koně (i zastaveného) a za stáj.</translation>
    </message>
    <message>
        <source>Choose one of your horses to go back to the bank. Without a horse, nothing happens.</source>
        <translation>Vyber si jednoho svého koně, který se vrátí bance. Když koně nemáš, nic se nestane.</translation>
    </message>
    <message>
        <source>{player} chooses one of their horses to go back to the bank. Without a horse, nothing happens.</source>
        <translation>{player} vybírá jednoho svého koně, který se vrátí bance. Bez koně se nic nestane.</translation>
    </message>
    <message>
        <source>Keep this card: +{points} to each of your rolls in your next race.</source>
        <translation>Nech si tuto kartu: v příštím dostihu +{points} ke každému tvému hodu.</translation>
    </message>
    <message>
        <source>{player} keeps this card: +{points} to each of their rolls in their next race.</source>
        <translation>{player} si kartu nechává: v příštím dostihu +{points} ke každému svému hodu.</translation>
    </message>
    <message>
        <source>Keep this card: {points} to each of your rolls in your next race.</source>
        <translation>Nech si tuto kartu: v příštím dostihu {points} ke každému tvému hodu.</translation>
    </message>
    <message>
        <source>{player} keeps this card: {points} to each of their rolls in their next race.</source>
        <translation>{player} si kartu nechává: v příštím dostihu {points} ke každému svému hodu.</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} is on turn.</source>
        <translation>{turn}. tah: na tahu je {player}.</translation>
    </message>
    <message>
        <source>{player} rolls: {symbol}.</source>
        <translation>{player} hází: {symbol}.</translation>
    </message>
    <message>
        <source>{player} chooses: {symbol}.</source>
        <translation>{player} si vybírá: {symbol}.</translation>
    </message>
    <message>
        <source>{player} buys {horse} for {price}.</source>
        <translation>{player} kupuje koně {horse} za {price}.</translation>
    </message>
    <message>
        <source>{player} buys no horse.</source>
        <translation>{player} nekupuje žádného koně.</translation>
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
        <source>{player} draws a chance card: {card}.</source>
        <translation>{player} táhne kartu náhody: {card}.</translation>
    </message>
    <message>
        <source>{player} keeps {card} for the next race.</source>
        <translation>{player} si nechává kartu „{card}“ na příští dostih.</translation>
    </message>
    <message>
        <source>{player} receives {amount}.</source>
        <translation>{player} dostává {amount}.</translation>
    </message>
    <message>
        <source>{player} pays {amount}.</source>
        <translation>{player} platí {amount}.</translation>
    </message>
    <message>
        <source>{player} has no horse, so the colic does nothing.</source>
        <translation>{player} nemá žádného koně, takže kolika nic neudělá.</translation>
    </message>
    <message>
        <source>{horse} goes back to the bank.</source>
        <translation>Kůň {horse} se vrací bance.</translation>
    </message>
    <message>
        <source>{player} must pay {owed} but has only {cash}.</source>
        <translation>{player} musí zaplatit {owed}, ale má jen {cash}.</translation>
    </message>
    <message>
        <source>{player} pawns {horse} for {amount}.</source>
        <translation>{player} zastavuje koně {horse} a dostává {amount}.</translation>
    </message>
    <message>
        <source>{player} redeems {horse} for {amount}.</source>
        <translation>{player} vykupuje koně {horse} za {amount}.</translation>
    </message>
    <message>
        <source>{player} sells {horse} to the bank for {amount}.</source>
        <translation>{player} prodává koně {horse} bance za {amount}.</translation>
    </message>
    <message>
        <source>{player} offers {horse} to {buyer} for {price}.</source>
        <translation>{player} nabízí koně {horse} za {price}, nabídku dostává {buyer}.</translation>
    </message>
    <message>
        <source>{player} buys {horse} from {seller} for {price}.</source>
        <translation>{player} kupuje koně {horse} za {price}, prodává {seller}.</translation>
    </message>
    <message>
        <source>{player} does not buy {horse}.</source>
        <translation>{player} koně {horse} nekupuje.</translation>
    </message>
    <message>
        <source>{player} is bankrupt and hands in the stable.</source>
        <translation>{player} je v bankrotu a odevzdává stáj.</translation>
    </message>
    <message>
        <source>{player} enters {runner} against {opponent} for {stake}.</source>
        <translation>{player} posílá do dostihu {runner} se sázkou {stake}, odpovídat bude {opponent}.</translation>
    </message>
    <message>
        <source>{player} challenges: {races}.</source>
        <translation>{player} posílá výzvu: {races}.</translation>
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
        <source>{player} matches the raise: {amount}.</source>
        <translation>{player} doplácí {amount} a dorovnává zvýšenou sázku.</translation>
    </message>
    <message>
        <source>{player}&apos;s kept cards count {points:+d} in this race.</source>
        <translation>{player} má v tomto dostihu ze sázkových karet {points:+d} k hodu.</translation>
    </message>
    <message>
        <source>Race {race}: {first} against {second}.</source>
        <translation>{race}. dostih: {first} : {second}.</translation>
    </message>
    <message>
        <source>{winner} wins race {race} and takes {pot}.</source>
        <translation>{winner} vyhrává {race}. dostih a bere {pot}.</translation>
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
        <source>The bank does not have {horse}.</source>
        <translation>Kůň {horse} v bance není.</translation>
    </message>
    <message>
        <source>That costs {cost}, and you have {cash}.</source>
        <translation>Stojí to {cost} a ty máš {cash}.</translation>
    </message>
    <message>
        <source>{horse} is not your horse.</source>
        <translation>{horse} není tvůj kůň.</translation>
    </message>
    <message>
        <source>{horse} is not pawned.</source>
        <translation>Kůň {horse} není zastavený.</translation>
    </message>
    <message>
        <source>{horse} is already pawned.</source>
        <translation>Kůň {horse} už je zastavený.</translation>
    </message>
    <message>
        <source>{horse} was pawned or redeemed this turn already.</source>
        <translation>Kůň {horse} už byl v tomto tahu zastavený nebo vykoupený.</translation>
    </message>
    <message>
        <source>The bank does not buy a pawned horse.</source>
        <translation>Zastaveného koně banka nekoupí.</translation>
    </message>
    <message>
        <source>You cannot choose that symbol now.</source>
        <translation>Tento symbol si teď vybrat nemůžeš.</translation>
    </message>
    <message>
        <source>That is not one of your runners.</source>
        <translation>To není tvůj kůň ani tvoje stáj.</translation>
    </message>
    <message>
        <source>Each horse runs only once per betting round.</source>
        <translation>V jednom kole sázek běží každý kůň nejvýš jednou.</translation>
    </message>
    <message>
        <source>There is no such opponent.</source>
        <translation>Takový soupeř tu není.</translation>
    </message>
    <message>
        <source>At most {limit} races against that player.</source>
        <translation>Dostihy proti této stáji: nejvýš {limit}.</translation>
    </message>
    <message>
        <source>That is not one of the stakes.</source>
        <translation>Taková sázka není na výběr.</translation>
    </message>
    <message>
        <source>Raise in steps of {step}.</source>
        <translation>Zvyšuj po {step}.</translation>
    </message>
    <message>
        <source>You have only {available} for this stake.</source>
        <translation>Na tuto sázku máš jen {available}.</translation>
    </message>
    <message>
        <source>The stakes against that player may total at most {cash}.</source>
        <translation>Tvoje sázky proti této stáji smějí být dohromady nejvýš {cash}.</translation>
    </message>
    <message>
        <source>Enter at least one race first.</source>
        <translation>Nejdřív přihlas aspoň jeden dostih.</translation>
    </message>
    <message>
        <source>Bet at least {minimum}.</source>
        <translation>Vsaď aspoň {minimum}.</translation>
    </message>
    <message>
        <source>Raise at most to {maximum}.</source>
        <translation>Zvyš nejvýš na {maximum}.</translation>
    </message>
    <message>
        <source>The challenger can match at most {maximum}.</source>
        <translation>Vyzývající stáj může dorovnat nejvýš na {maximum}.</translation>
    </message>
    <message>
        <source>There is no such buyer.</source>
        <translation>Takový kupec tu není.</translation>
    </message>
    <message>
        <source>That is not one of the prices.</source>
        <translation>Taková cena není na výběr.</translation>
    </message>
    <message>
        <source>The buyer has only {cash}.</source>
        <translation>Stáj, které ho nabízíš, má jen {cash}.</translation>
    </message>
    <message>
        <source>That horse was already offered to that player.</source>
        <translation>Tento kůň už byl tomuto hráči nabídnutý.</translation>
    </message>
    <message>
        <source>That offer was refused already. Try another price.</source>
        <translation>Tahle nabídka už byla odmítnuta. Zkus jinou cenu.</translation>
    </message>
    <message>
        <source>You still have horses to pawn or sell.</source>
        <translation>Ještě máš koně, které můžeš zastavit nebo prodat.</translation>
    </message>
    <message>
        <source>Worth: money plus the price of every horse that is not pawned. Pawned horses count nothing.</source>
        <translation>Celkem: hotovost a cena všech koní, kteří nejsou zastavení. Zastavení koně se nepočítají.</translation>
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
        <source>The same money and as many horses: the more valuable horses win.</source>
        <translation>Stejně peněz i koní: vyhrává ten, kdo má hodnotnější koně.</translation>
    </message>
    <message>
        <source>Starting money</source>
        <translation>Počáteční hotovost</translation>
    </message>
    <message>
        <source>Rolling the die</source>
        <translation>Hod kostkou</translation>
    </message>
    <message>
        <source>Choosing a symbol</source>
        <translation>Výběr symbolu</translation>
    </message>
    <message>
        <source>Buying a horse</source>
        <translation>Nákup koně</translation>
    </message>
    <message>
        <source>Colic</source>
        <translation>Kolika</translation>
    </message>
    <message>
        <source>Entering races</source>
        <translation>Přihlašování dostihů</translation>
    </message>
    <message>
        <source>Answering the challenge</source>
        <translation>Odpověď na výzvu</translation>
    </message>
    <message>
        <source>Matching the raises</source>
        <translation>Dorovnání sázek</translation>
    </message>
    <message>
        <source>Raising money</source>
        <translation>Shánění peněz</translation>
    </message>
    <message>
        <source>A horse offered</source>
        <translation>Nabídka koně</translation>
    </message>
    <message>
        <source>Buying back a pawned horse would leave you too little cash.</source>
        <translation>Po vykoupení zastaveného koně by ti zbylo málo peněz.</translation>
    </message>
    <message>
        <source>You have plenty of cash: buy back {horse}.</source>
        <translation>Máš dost peněz: vykup koně {horse}.</translation>
    </message>
    <message>
        <source>You can buy a horse and still keep {reserve}.</source>
        <translation>Můžeš koupit koně a pořád ti zůstane {reserve}.</translation>
    </message>
    <message>
        <source>No horse fits your cash now: take the money instead.</source>
        <translation>Na žádného koně teď nemáš: vezmi si radši peníze.</translation>
    </message>
    <message>
        <source>No horse fits your cash now, and no race can be run.</source>
        <translation>Na žádného koně teď nemáš a dostih se běžet nedá.</translation>
    </message>
    <message>
        <source>{horse} has the most rosettes you can afford, and you keep {left}.</source>
        <translation>{horse} má nejvíc kokard, na jaké máš, a zůstane ti {left}.</translation>
    </message>
    <message>
        <source>Keep at least {reserve}: every horse here would leave you less.</source>
        <translation>Nech si aspoň {reserve}: po koupi kteréhokoli koně by ti zbylo míň.</translation>
    </message>
    <message>
        <source>{horse} is your cheapest horse.</source>
        <translation>{horse} je tvůj nejlevnější kůň.</translation>
    </message>
    <message>
        <source>{runner} is your strongest runner against {opponent}&apos;s weakest, for a small part of your cash.</source>
        <translation>Tvůj nejsilnější běžec ({runner}) proti nejslabšímu, co má {opponent}, a sázka je jen malý kus tvých peněz.</translation>
    </message>
    <message>
        <source>One race is enough: a small risk.</source>
        <translation>Jeden dostih stačí: riziko je malé.</translation>
    </message>
    <message>
        <source>{runner} is your strongest runner, and the lowest stake risks least.</source>
        <translation>{runner} je tvůj nejsilnější běžec a nejnižší sázka riskuje nejméně.</translation>
    </message>
    <message>
        <source>A fair price for {horse}, and you keep enough cash.</source>
        <translation>Za koně {horse} je to férová cena a peněz ti zůstane dost.</translation>
    </message>
    <message>
        <source>The price is more than the horse is worth.</source>
        <translation>Cena je vyšší, než kolik kůň stojí.</translation>
    </message>
    <message>
        <source>You would have less than {reserve} left.</source>
        <translation>Zůstalo by ti méně než {reserve}.</translation>
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
        <source>Enter {runner} against {opponent} for {stake}.</source>
        <translation>Pošli do dostihu {runner} se sázkou {stake}, soupeří {opponent}.</translation>
    </message>
    <message>
        <source>Answer with {runner} for {stake}.</source>
        <translation>Odpověz: pošli {runner} se sázkou {stake}.</translation>
    </message>
    <message>
        <source>Offer {horse} for {price}; {buyer} decides.</source>
        <translation>Nabídni koně {horse} za {price}; rozhodne {buyer}.</translation>
    </message>
    <message>
        <source>Buy back {horse}.</source>
        <translation>Vykup koně {horse}.</translation>
    </message>
    <message>
        <source>Buy {horse}.</source>
        <translation>Kup koně {horse}.</translation>
    </message>
    <message>
        <source>Give {horse} back to the bank.</source>
        <translation>Vrať bance koně {horse}.</translation>
    </message>
    <message>
        <source>Pawn {horse}.</source>
        <translation>Zastav koně {horse}.</translation>
    </message>
    <message>
        <source>Sell {horse} to the bank.</source>
        <translation>Prodej bance koně {horse}.</translation>
    </message>
    <message>
        <source>Choose: {symbol}.</source>
        <translation>Vyber: {symbol}.</translation>
    </message>
    <message>
        <source>Roll the die.</source>
        <translation>Hoď kostkou.</translation>
    </message>
    <message>
        <source>Buy no horse now.</source>
        <translation>Teď žádného koně nekupuj.</translation>
    </message>
    <message>
        <source>Send the challenge.</source>
        <translation>Pošli výzvu.</translation>
    </message>
    <message>
        <source>Match the stakes and run the races.</source>
        <translation>Dorovnej sázky, pak se poběží dostihy.</translation>
    </message>
    <message>
        <source>Buy the horse offered.</source>
        <translation>Kup nabízeného koně.</translation>
    </message>
    <message>
        <source>Refuse the offer.</source>
        <translation>Odmítni nabídku.</translation>
    </message>
    <message>
        <source>Declare bankruptcy.</source>
        <translation>Ohlas bankrot.</translation>
    </message>
    <message>
        <source>Horse Races and Bets – travel edition</source>
        <translation>Dostihy a sázky – cestovní verze</translation>
    </message>
</context>
<context>
    <name>DrawnCard</name>
    <message>
        <source>Competitor card</source>
        <translation>Karta konkurenta</translation>
    </message>
    <message>
        <source>Monopolist card</source>
        <translation>Karta monopolisty</translation>
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
    <name>EndPage</name>
    <message>
        <source>{players} share the win!</source>
        <translation>{players} vyhrávají společně!</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Něco se pokazilo</translation>
    </message>
    <message>
        <source>The program ran into a problem it did not expect. You can play on; if something looks wrong, close the game and open it again.</source>
        <translation>Program narazil na potíž, se kterou nepočítal. Můžeš hrát dál; kdyby něco nevypadalo dobře, zavři hru a otevři ji znovu.</translation>
    </message>
    <message>
        <source>Your game is saved: Continue on the start screen opens it again.</source>
        <translation>Hra je uložená: tlačítko Pokračovat na úvodní obrazovce ji znovu otevře.</translation>
    </message>
    <message>
        <source>The game could not be saved just now.</source>
        <translation>Hru se teď nepodařilo uložit.</translation>
    </message>
    <message>
        <source>To help fix it, copy the details and send them, with the files of this folder, to whoever looks after the program:</source>
        <translation>Aby šla chyba opravit, zkopíruj podrobnosti a pošli je i se soubory z této složky tomu, kdo se o program stará:</translation>
    </message>
    <message>
        <source>Copy the details</source>
        <translation>Zkopírovat podrobnosti</translation>
    </message>
    <message>
        <source>Open the folder</source>
        <translation>Otevřít složku</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message numerus="yes">
        <source>It happened %n times.</source>
        <translation>
            <numerusform>Stalo se to už %n×.</numerusform>
            <numerusform>Stalo se to už %n×.</numerusform>
            <numerusform>Stalo se to už %n×.</numerusform>
        </translation>
    </message>
    <message>
        <source>The details are copied: paste them into an e-mail or a message.</source>
        <translation>Podrobnosti jsou zkopírované: vlož je do e-mailu nebo do zprávy.</translation>
    </message>
    <message>
        <source>The folder could not be opened. Its path is above, to copy.</source>
        <translation>Složku nejde otevřít. Její cesta je výše, můžeš si ji zkopírovat.</translation>
    </message>
</context>
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
        <source>Houses: {player}</source>
        <translation>Domy: {player}</translation>
    </message>
    <message>
        <source>Coins: {player}</source>
        <translation>Mince: {player}</translation>
    </message>
    <message>
        <source>Cheques: {player}</source>
        <translation>Šeky: {player}</translation>
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
        <source>Houses sold so far</source>
        <translation>Dosud prodané domy</translation>
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
        <source>house {number}</source>
        <translation>dům {number}</translation>
    </message>
    <message>
        <source>Open the bidding at 0: it costs you nothing.</source>
        <translation>Začni dražbu nabídkou 0: nic tě nestojí.</translation>
    </message>
    <message>
        <source>Round {round}: houses {houses} are for sale.</source>
        <translation>{round}. kolo: na prodej jsou domy {houses}.</translation>
    </message>
    <message>
        <source>{player} opens the bidding at 0.</source>
        <translation>{player} začíná dražbu nabídkou 0.</translation>
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
        <source>{player} could not raise: took house {house}.</source>
        <translation>{player} nemůže přihodit a bere si dům {house}.</translation>
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
        <source>({coins} went to the bank.)</source>
        <translation>(Do banky: {coins}.)</translation>
    </message>
    <message>
        <source>{player} takes house {house} for nothing.</source>
        <translation>{player} bere dům {house} zadarmo.</translation>
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
        <source>Every coin left is worth {money}.</source>
        <translation>Každá zbylá mince má hodnotu {money}.</translation>
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
        <source>Buying houses</source>
        <translation>Nákup domů</translation>
    </message>
    <message>
        <source>Selling houses</source>
        <translation>Prodej domů</translation>
    </message>
    <message>
        <source>That is not too much for a chance at house {best}.</source>
        <translation>To není moc za šanci na dům {best}.</translation>
    </message>
    <message>
        <source>House {best} is not much better than house {lowest}: save your coins.</source>
        <translation>Dům {best} není o moc lepší než dům {lowest}: ušetři mince.</translation>
    </message>
    <message>
        <source>The others will likely bid more than house {best} is worth to you: save your coins.</source>
        <translation>Ostatní nejspíš přihodí víc, než pro tebe dům {best} stojí: ušetři mince.</translation>
    </message>
    <message>
        <source>Your best house can win the {cheque} cheque now.</source>
        <translation>Tvůj nejlepší dům teď může vyhrát šek za {cheque}.</translation>
    </message>
    <message>
        <source>Sell your lowest house here and keep the better ones for later rounds.</source>
        <translation>Tady prodej svůj nejnižší dům a lepší si nech na další kola.</translation>
    </message>
    <message>
        <source>This house does best against these cheques; keep the others for later.</source>
        <translation>S těmito šeky si tenhle dům vede nejlíp; ostatní si nech na později.</translation>
    </message>
    <message>
        <source>Standard game</source>
        <translation>Běžná hra</translation>
    </message>
    <message>
        <source>Not everyone gets one!</source>
        <translation>Na každého se nedostane!</translation>
    </message>
    <message>
        <source>For Sale</source>
        <translation>Na prodej</translation>
    </message>
    <message>
        <source>Bid {coins} in all.</source>
        <translation>Nabídni celkem {coins}.</translation>
    </message>
    <message>
        <source>Pass: take the cheapest house and half your coins back.</source>
        <translation>Pasuj: vezmi si nejlevnější dům a polovinu mincí zpátky.</translation>
    </message>
    <message>
        <source>Sell {house}.</source>
        <translation>Prodej {house}.</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>All rounds</source>
        <translation>Všechna kola</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Kolo {number}</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Všichni</translation>
    </message>
    <message>
        <source>The last moves are not saved. {reason} Each move tries again.</source>
        <translation>Poslední tahy nejsou uložené. {reason} Každý tah to zkusí znovu.</translation>
    </message>
    <message>
        <source>A part of the program is missing from this installation ({module}): the computer players and hints of this game cannot work. Install the program again; your saved games stay where they are.</source>
        <translation>V této instalaci chybí část programu ({module}): počítačoví hráči a rady v této hře nemůžou fungovat. Nainstaluj program znovu; uložené hry zůstanou, kde jsou.</translation>
    </message>
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
    <message>
        <source>Show only the lines of one player</source>
        <translation>Ukázat jen řádky o jednom hráči</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Show only the lines of one round</source>
        <translation>Ukázat jen řádky z jednoho kola</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>Put the hint away</source>
        <translation>Schovat radu</translation>
    </message>
    <message>
        <source>Move taken back: {player}</source>
        <translation>{player} bere tah zpět.</translation>
    </message>
    <message>
        <source>There is only one thing to do now.</source>
        <translation>Teď jde udělat jen jedno.</translation>
    </message>
    <message>
        <source>The move is shown on the table.</source>
        <translation>Tah je ukázaný na stole.</translation>
    </message>
    <message>
        <source>Hint: {hint}</source>
        <translation>Rada: {hint}</translation>
    </message>
    <message>
        <source>&amp;Hint (F2)</source>
        <translation>Po&amp;radit (F2)</translation>
    </message>
    <message>
        <source>&amp;Hint (F2) · used: {used}</source>
        <translation>Po&amp;radit (F2) · už: {used}×</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Start a new game of {game}</source>
        <translation>Začít novou hru „{game}“</translation>
    </message>
</context>
<context>
    <name>HallOfFameDialog</name>
    <message>
        <source>The game cannot be replayed</source>
        <translation>Hru nelze přehrát</translation>
    </message>
    <message>
        <source>Sc&amp;ores round by round</source>
        <translation>&amp;Body kolo po kole</translation>
    </message>
    <message>
        <source>{title}: {game}, {when}</source>
        <translation>{title}: {game}, {when}</translation>
    </message>
    <message>
        <source>(the game cannot be played again to read them)</source>
        <translation>(hru nejde znovu přehrát, a tak je nejde zjistit)</translation>
    </message>
    <message>
        <source>(the fewest points win)</source>
        <translation>(vyhrává nejméně bodů)</translation>
    </message>
    <message>
        <source>No game has been played to the end yet.
Finish a game and you will see here who wins most.</source>
        <translation>Zatím nebyla dohrána žádná hra.
Dohraj nějakou a uvidíš tu, kdo vyhrává nejčastěji.</translation>
    </message>
    <message>
        <source>No finished game fits these choices. Try a longer period or all games.</source>
        <translation>Těmto volbám neodpovídá žádná dohraná hra. Zkus delší období nebo všechny hry.</translation>
    </message>
    <message>
        <source>Hall of fame</source>
        <translation>Síň slávy</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Období:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Hra:</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Počet hráčů:</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Od začátku</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Tento měsíc</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Posledních 30 dní</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>Letos</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Všechny hry</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Jakýkoli</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n hráč</numerusform>
            <numerusform>%n hráči</numerusform>
            <numerusform>%n hráčů</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>H&amp;ráči</translation>
    </message>
    <message>
        <source>&amp;Head to head</source>
        <translation>&amp;Vzájemně</translation>
    </message>
    <message>
        <source>Against the &amp;computer</source>
        <translation>Proti po&amp;čítači</translation>
    </message>
    <message>
        <source>&amp;Wins by month</source>
        <translation>Výhry podle &amp;měsíců</translation>
    </message>
    <message>
        <source>&amp;Finished games</source>
        <translation>&amp;Dohrané hry</translation>
    </message>
    <message>
        <source>&amp;Replay the game</source>
        <translation>Přehrát &amp;záznam</translation>
    </message>
    <message>
        <source>Pla&amp;yers…</source>
        <translation>&amp;Upravit hráče…</translation>
    </message>
    <message>
        <source>Names, colours and pictures; rename, merge or delete a player</source>
        <translation>Jména, barvy a obrázky; přejmenovat, sloučit nebo smazat hráče</translation>
    </message>
    <message>
        <source>Step through the chosen game move by move</source>
        <translation>Projdi vybranou hru tah po tahu</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Pass the computer to</source>
        <translation>Předej počítač. Na řadě je:</translation>
    </message>
    <message>
        <source>I am {player} — show my cards</source>
        <translation>Jsem {player} — ukaž moje karty</translation>
    </message>
</context>
<context>
    <name>LastWillTable</name>
    <message>
        <source>Do it</source>
        <translation>Provést</translation>
    </message>
    <message>
        <source>Do what is chosen in the list (Enter)</source>
        <translation>Provést, co je vybráno v seznamu (Enter)</translation>
    </message>
    <message>
        <source>All choices</source>
        <translation>Všechny možnosti</translation>
    </message>
    <message>
        <source>Show every choice again, not only those of the card clicked</source>
        <translation>Znovu ukázat všechny možnosti, nejen ty pro kliknutou kartu</translation>
    </message>
    <message>
        <source>End my turn</source>
        <translation>Ukončit tah</translation>
    </message>
    <message>
        <source>No more actions this round</source>
        <translation>V tomto kole už žádné další akce</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · {phase}</source>
        <translation>Kolo {round} ze {rounds} · {phase}</translation>
    </message>
    <message>
        <source>Now: {players}</source>
        <translation>Na tahu: {players}</translation>
    </message>
    <message>
        <source>Your hand ({count})</source>
        <translation>Tvoje karty ({count})</translation>
    </message>
    <message>
        <source>Hand: {player} ({count})</source>
        <translation>Karty v ruce: {player} ({count})</translation>
    </message>
    <message>
        <source>Waiting for the next player.</source>
        <translation>Čeká se na dalšího hráče.</translation>
    </message>
    <message>
        <source>Waiting for {players}.</source>
        <translation>Čeká se na: {players}.</translation>
    </message>
    <message>
        <source>You may keep {keep}: choose a card to discard ({count} more).</source>
        <translation>Nechat si můžeš {keep}: vyber kartu k odhození (ještě {count}).</translation>
    </message>
    <message>
        <source>Name the deck of each card you draw: {done} of {count} named.</source>
        <translation>Urči, z kterého balíčku táhneš každou kartu: určeno {done} z {count}.</translation>
    </message>
    <message>
        <source>Block a day plan with a neutral marker.</source>
        <translation>Zablokuj jeden plán dne neutrální značkou.</translation>
    </message>
    <message>
        <source>Choose your day plan: cards to draw, errand boys and actions.</source>
        <translation>Vyber si plán dne: karty k tažení, poslíčky a akce.</translation>
    </message>
    <message>
        <source>Send an errand boy ({count} left).</source>
        <translation>Pošli poslíčka (zbývá {count}).</translation>
    </message>
    <message>
        <source>{count} left. Play cards, activate, buy or sell; then end your turn.</source>
        <translation>Zbývá: {count}. Hraj karty, aktivuj, kupuj či prodávej; pak ukonči tah.</translation>
    </message>
    <message>
        <source>{player} spent the most and inherits everything!</source>
        <translation>{player} dědí všechno: utrácet umí nejlépe!</translation>
    </message>
    <message>
        <source>Nothing can be done with that now.</source>
        <translation>S tím teď nic udělat nejde.</translation>
    </message>
</context>
<context>
    <name>LastWillTexts</name>
    <message>
        <source>Last Will</source>
        <translation>Poslední vůle</translation>
    </message>
    <message>
        <source>Day plan {plan}</source>
        <translation>Plán dne {plan}</translation>
    </message>
    <message>
        <source>Opera: spend 2</source>
        <translation>Opera: utratit 2</translation>
    </message>
    <message>
        <source>Extra board ({count} left)</source>
        <translation>Doplňková deska (zbývá {count})</translation>
    </message>
    <message>
        <source>Property market:</source>
        <translation>Trh nemovitostí:</translation>
    </message>
    <message>
        <source>day plan {plan}: {player}</source>
        <translation>plán dne {plan}: {player}</translation>
    </message>
    <message>
        <source>actions left: {count}</source>
        <translation>zbývá akcí: {count}</translation>
    </message>
    <message>
        <source>hand: {count}</source>
        <translation>v ruce: {count}</translation>
    </message>
    <message>
        <source>plan {plan}</source>
        <translation>plán {plan}</translation>
    </message>
    <message>
        <source>Money left</source>
        <translation>Zbylé peníze</translation>
    </message>
    <message>
        <source>Properties (value + 5)</source>
        <translation>Nemovitosti (hodnota + 5)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message numerus="yes">
        <source>%n pound(s)</source>
        <translation>
            <numerusform>%n libra</numerusform>
            <numerusform>%n libry</numerusform>
            <numerusform>%n liber</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pound(s)</source>
        <comment>spent or paid: accusative</comment>
        <translation>
            <numerusform>%n libru</numerusform>
            <numerusform>%n libry</numerusform>
            <numerusform>%n liber</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n akce</numerusform>
            <numerusform>%n akce</numerusform>
            <numerusform>%n akcí</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n errand boy(s)</source>
        <translation>
            <numerusform>%n poslíček</numerusform>
            <numerusform>%n poslíčci</numerusform>
            <numerusform>%n poslíčků</numerusform>
        </translation>
    </message>
    <message>
        <source>Carriage Ride</source>
        <translation>Projížďka kočárem</translation>
    </message>
    <message>
        <source>Theatre</source>
        <translation>Divadlo</translation>
    </message>
    <message>
        <source>Cruise</source>
        <translation>Plavba</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>Večírek</translation>
    </message>
    <message>
        <source>Spree</source>
        <translation>Flám</translation>
    </message>
    <message>
        <source>Dinner</source>
        <translation>Večeře</translation>
    </message>
    <message>
        <source>Whisky Club</source>
        <translation>Whisky klub</translation>
    </message>
    <message>
        <source>Private Room</source>
        <translation>Salónek</translation>
    </message>
    <message>
        <source>Carriage</source>
        <translation>Kočár</translation>
    </message>
    <message>
        <source>Training Ground</source>
        <translation>Cvičiště</translation>
    </message>
    <message>
        <source>Coachman</source>
        <translation>Kočí</translation>
    </message>
    <message>
        <source>Estate Agent</source>
        <translation>Realitní makléř</translation>
    </message>
    <message>
        <source>Gardener</source>
        <translation>Zahradník</translation>
    </message>
    <message>
        <source>School Chum</source>
        <translation>Kumpán</translation>
    </message>
    <message>
        <source>Sea Dog</source>
        <translation>Mořský vlk</translation>
    </message>
    <message>
        <source>Steward</source>
        <translation>Správce</translation>
    </message>
    <message>
        <source>Tailor</source>
        <translation>Krejčí</translation>
    </message>
    <message>
        <source>Valet</source>
        <translation>Komorník</translation>
    </message>
    <message>
        <source>Waiter</source>
        <translation>Číšník</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Statek</translation>
    </message>
    <message>
        <source>Summer House</source>
        <translation>Letní sídlo</translation>
    </message>
    <message>
        <source>Residence</source>
        <translation>Rezidence</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Vila</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Kůň</translation>
    </message>
    <message>
        <source>Dog</source>
        <translation>Pes</translation>
    </message>
    <message>
        <source>Cook</source>
        <translation>Kuchař</translation>
    </message>
    <message>
        <source>Lady</source>
        <translation>Dáma</translation>
    </message>
    <message>
        <source>Happy Day</source>
        <translation>Šťastný den</translation>
    </message>
    <message>
        <source>Breeders&apos; Show</source>
        <translation>Chovatelská výstava</translation>
    </message>
    <message>
        <source>Old Friend</source>
        <translation>Starý přítel</translation>
    </message>
    <message>
        <source>Broker</source>
        <translation>Makléř</translation>
    </message>
    <message>
        <source>Wild Party</source>
        <translation>Divoký večírek</translation>
    </message>
    <message>
        <source>Busy Day</source>
        <translation>Rušný den</translation>
    </message>
    <message>
        <source>experiences</source>
        <translation>zážitky</translation>
    </message>
    <message>
        <source>helpers and rentals</source>
        <translation>pomocníci a pronájmy</translation>
    </message>
    <message>
        <source>properties</source>
        <translation>nemovitosti</translation>
    </message>
    <message>
        <source>companions</source>
        <translation>doprovody</translation>
    </message>
    <message>
        <source>special cards</source>
        <translation>speciální karty</translation>
    </message>
    <message>
        <source>Happy Days</source>
        <translation>Šťastné dny</translation>
    </message>
    <message>
        <source>special cards with {crowns} crown(s)</source>
        <translation>speciální karty (korun: {crowns})</translation>
    </message>
    <message>
        <source>Round 1 begins. First everyone keeps {keep} of their cards. Then the day plans, beginning with: {player}.</source>
        <translation>Kolo 1 začíná. Nejdřív si každý nechá {keep} ze svých karet. Pak se vybírají plány dne, začíná: {player}.</translation>
    </message>
    <message>
        <source>Round {round} begins. {player} starts.</source>
        <translation>Kolo {round} začíná. Na řadě je {player}.</translation>
    </message>
    <message>
        <source>{player} discarded a card ({deck}).</source>
        <translation>{player} odhazuje kartu ({deck}).</translation>
    </message>
    <message>
        <source>{player} blocked day plan {plan}.</source>
        <translation>{player} blokuje plán dne {plan}.</translation>
    </message>
    <message>
        <source>{player} chose day plan {plan}.</source>
        <translation>{player} volí plán dne {plan}.</translation>
    </message>
    <message>
        <source>{player} names a card from: {deck}.</source>
        <translation>{player} táhne kartu z balíčku: {deck}.</translation>
    </message>
    <message>
        <source>{player} draws nothing.</source>
        <translation>{player} netáhne nic.</translation>
    </message>
    <message>
        <source>{player} drew {cards}.</source>
        <translation>{player} si bere karty: {cards}.</translation>
    </message>
    <message>
        <source>New cards of {player}: {cards}.</source>
        <translation>{player} – nové karty: {cards}.</translation>
    </message>
    <message>
        <source>You drew: {cards}.</source>
        <translation>Tvoje nové karty: {cards}.</translation>
    </message>
    <message>
        <source>The discarded {deck} are shuffled into a new deck.</source>
        <translation>Odhozené karty ({deck}) se zamíchají do nového balíčku.</translation>
    </message>
    <message>
        <source>{player}&apos;s errand boy took {card}.</source>
        <translation>{player}: poslíček bere kartu {card}.</translation>
    </message>
    <message>
        <source>{player}&apos;s errand boy went to the Opera.</source>
        <translation>{player}: poslíček jde do opery.</translation>
    </message>
    <message>
        <source>{player} set the market: {tokens}.</source>
        <translation>{player} mění trh: {tokens}.</translation>
    </message>
    <message>
        <source>{player} took an extra player board.</source>
        <translation>{player} si bere doplňkovou desku.</translation>
    </message>
    <message>
        <source>{player}&apos;s errand boy stays at home: no space is free.</source>
        <translation>{player}: poslíček zůstává doma, žádné místo není volné.</translation>
    </message>
    <message>
        <source>Everybody takes their actions, in day-plan order.</source>
        <translation>Všichni provádějí akce v pořadí plánů dne.</translation>
    </message>
    <message>
        <source>{player} played {card}.</source>
        <translation>{player} hraje kartu {card}.</translation>
    </message>
    <message>
        <source>{player} laid {card} on their board.</source>
        <translation>{player} vykládá kartu {card} na svou desku.</translation>
    </message>
    <message>
        <source>{player} discarded {card} from their board.</source>
        <translation>{player} odhazuje kartu {card} ze své desky.</translation>
    </message>
    <message>
        <source>{player} activated {card}.</source>
        <translation>{player} aktivuje kartu {card}.</translation>
    </message>
    <message>
        <source>{player} put a Happy Day on {card} as a {companion}.</source>
        <translation>{player} dává Šťastný den na kartu {card} jako doprovod: {companion}.</translation>
    </message>
    <message>
        <source>{player} put a {companion} on {card}.</source>
        <translation>{player} dává na kartu {card}: {companion}.</translation>
    </message>
    <message>
        <source>{player} sold {card} for {pounds}.</source>
        <translation>{player} prodává kartu {card} za {pounds}.</translation>
    </message>
    <message>
        <source>{player} spent {pounds}.</source>
        <translation>{player} utrácí: {pounds}.</translation>
    </message>
    <message>
        <source>{player} has finished this round.</source>
        <translation>{player} v tomto kole končí.</translation>
    </message>
    <message>
        <source>{player}&apos;s Happy Day goes back beside the board.</source>
        <translation>{player}: Šťastný den se vrací vedle plánu.</translation>
    </message>
    <message>
        <source>{player}&apos;s {card} was not maintained and decays: now worth {pounds}.</source>
        <translation>{player}: {card} bez údržby chátrá. Nová hodnota: {pounds}.</translation>
    </message>
    <message>
        <source>Round {round} is over.</source>
        <translation>Kolo {round} skončilo.</translation>
    </message>
    <message>
        <source>The game is over: {players} spent everything.</source>
        <translation>Hra skončila. Bez peněz a nemovitostí: {players}.</translation>
    </message>
    <message>
        <source>The game is over after the seventh round.</source>
        <translation>Hra skončila po sedmém kole.</translation>
    </message>
    <message>
        <source>That cannot be done in this part of the round.</source>
        <translation>To v této části kola udělat nejde.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>Kartu {card} nemáš v ruce.</translation>
    </message>
    <message>
        <source>{card} is not on your board.</source>
        <translation>Kartu {card} nemáš na desce.</translation>
    </message>
    <message>
        <source>The rules do not allow that now (not enough actions, money or free space).</source>
        <translation>To pravidla teď nedovolují (málo akcí, peněz nebo volného místa).</translation>
    </message>
    <message>
        <source>Each property left counts its value + 5. The lowest total wins: the deepest debt, else the least money.</source>
        <translation>Každá nemovitost, která zbude, se počítá hodnotou + 5. Vyhrává nejnižší součet: nejhlubší dluh, jinak nejméně peněz.</translation>
    </message>
    <message>
        <source>Same total: the day plan further left in the last round wins.</source>
        <translation>Stejný součet: vyhrává ten, jehož plán dne byl v posledním kole víc vlevo.</translation>
    </message>
    <message>
        <source>Draw a Will card for the starting money (70 to 130 pounds)</source>
        <translation>Líznout kartu závěti pro počáteční peníze (70 až 130 liber)</translation>
    </message>
    <message>
        <source>Keeping two cards</source>
        <translation>Výběr dvou karet</translation>
    </message>
    <message>
        <source>Choosing day plans</source>
        <translation>Volba plánu dne</translation>
    </message>
    <message>
        <source>Sending errand boys</source>
        <translation>Posílání poslíčků</translation>
    </message>
    <message>
        <source>Taking actions</source>
        <translation>Akce</translation>
    </message>
    <message>
        <source>End of the round</source>
        <translation>Konec kola</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Odhodit: {card}</translation>
    </message>
    <message>
        <source>Block day plan {plan}</source>
        <translation>Zablokovat plán dne {plan}</translation>
    </message>
    <message>
        <source>Day plan {plan}: {cards}, {errands}, {actions}</source>
        <translation>Plán dne {plan}: {cards}, {errands}, {actions}</translation>
    </message>
    <message>
        <source>A card from: {deck}</source>
        <translation>Karta z balíčku: {deck}</translation>
    </message>
    <message>
        <source>Take {card} (space {space})</source>
        <translation>Vzít: {card} (místo {space})</translation>
    </message>
    <message>
        <source>Opera: spend {pounds}</source>
        <translation>Opera: utratit {pounds}</translation>
    </message>
    <message>
        <source>Market: {tokens}</source>
        <translation>Trh: {tokens}</translation>
    </message>
    <message>
        <source>Take an extra player board</source>
        <translation>Vzít doplňkovou desku</translation>
    </message>
    <message>
        <source>Draw one card: {deck}</source>
        <translation>Líznout jednu kartu: {deck}</translation>
    </message>
    <message>
        <source>Lay {card} on your board</source>
        <translation>Vyložit na desku: {card}</translation>
    </message>
    <message>
        <source>Buy {card} for {pounds}</source>
        <translation>Koupit: {card} za {pounds}</translation>
    </message>
    <message>
        <source>, discarding {card}</source>
        <translation>, místo karty {card}</translation>
    </message>
    <message>
        <source>Activate {card}: spend {pounds}</source>
        <translation>Aktivovat: {card}, utratit {pounds}</translation>
    </message>
    <message>
        <source>Activate {card}</source>
        <translation>Aktivovat: {card}</translation>
    </message>
    <message>
        <source>Happy Day on {card} as a {companion}</source>
        <translation>Šťastný den na kartu {card} jako doprovod: {companion}</translation>
    </message>
    <message>
        <source>{companion} on {card}</source>
        <translation>{companion} na kartu {card}</translation>
    </message>
    <message>
        <source>Sell {card} for {pounds}</source>
        <translation>Prodat: {card} za {pounds}</translation>
    </message>
    <message>
        <source>End my turn</source>
        <translation>Ukončit tah</translation>
    </message>
    <message>
        <source>Play {card}: {actions}, spend {pounds}</source>
        <translation>Zahrát: {card}, {actions}, utratit {pounds}</translation>
    </message>
    <message>
        <source>, with {companions}</source>
        <translation>, s doprovodem: {companions}</translation>
    </message>
    <message>
        <source>, on {cards}</source>
        <translation>, na: {cards}</translation>
    </message>
    <message>
        <source>The game can end this round: sell every property first.</source>
        <translation>Hra může skončit v tomhle kole: nejdřív prodej všechny nemovitosti.</translation>
    </message>
    <message>
        <source>Your cash cannot pay for the actions you have left.</source>
        <translation>Na akce, které ti zbývají, nemáš dost peněz.</translation>
    </message>
    <message>
        <source>{card} will not lose more value before the end: sell it now.</source>
        <translation>Prodej teď: {card} už do konce hry neztratí na ceně.</translation>
    </message>
    <message>
        <source>{card} costs {pay}, and much less comes back when you sell it.</source>
        <translation>{card} stojí {pay} a při prodeji se ti vrátí mnohem méně.</translation>
    </message>
    <message>
        <source>{card} helps you spend money in the rounds to come.</source>
        <translation>{card} ti v dalších kolech pomůže utrácet.</translation>
    </message>
    <message>
        <source>This day plan gives you the most useful actions and cards.</source>
        <translation>Tenhle plán dne ti dá nejužitečnější akce a karty.</translation>
    </message>
    <message>
        <source>The others would like this day plan most.</source>
        <translation>Tenhle plán dne by ostatní chtěli nejvíc.</translation>
    </message>
    <message>
        <source>This day plan is the least useful to you.</source>
        <translation>Tenhle plán dne je pro tebe nejméně užitečný.</translation>
    </message>
    <message>
        <source>The {deck} deck is the most useful now.</source>
        <translation>Balíček {deck} je teď nejužitečnější.</translation>
    </message>
    <message>
        <source>{card} is the most useful card you can get now.</source>
        <translation>{card} je teď ta nejužitečnější karta, kterou můžeš získat.</translation>
    </message>
    <message>
        <source>It spends {pay}: the most money for your actions.</source>
        <translation>Utratíš {pay}: za své akce nejvíc peněz.</translation>
    </message>
    <message>
        <source>{card} is the best use of your actions now.</source>
        <translation>{card} je teď to nejlepší, na co použít akce.</translation>
    </message>
    <message>
        <source>A companion makes {card} spend more.</source>
        <translation>S doprovodem utratí {card} víc.</translation>
    </message>
    <message>
        <source>{card} is the least useful card in your hand.</source>
        <translation>{card} je nejméně užitečná karta v tvé ruce.</translation>
    </message>
    <message>
        <source>This market suits your properties best.</source>
        <translation>Tenhle trh se tvým nemovitostem hodí nejlíp.</translation>
    </message>
    <message>
        <source>Your board is getting full.</source>
        <translation>Tvoje deska se zaplňuje.</translation>
    </message>
    <message>
        <source>Nothing else is worth an action now.</source>
        <translation>Nic dalšího teď za akci nestojí.</translation>
    </message>
    <message>
        <source>Press “{move}”.</source>
        <translation>Klikni na „{move}“.</translation>
    </message>
    <message>
        <source>Choose “{move}”.</source>
        <translation>Vyber „{move}“.</translation>
    </message>
</context>
<context>
    <name>LookCard</name>
    <message>
        <source>{player}: your new cards are marked in your hand. Look at them, then hide them before the game goes on.</source>
        <translation>{player}: tvoje nové karty jsou v ruce označené. Prohlédni si je a pak je schovej, než hra půjde dál.</translation>
    </message>
    <message>
        <source>Seen — hide my cards</source>
        <translation>Hotovo — schovat karty</translation>
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
        <source>A saved game called “{name}” already exists. Replace it?</source>
        <translation>Uložená hra „{name}“ už existuje. Nahradit ji?</translation>
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
        <source>&lt;h3&gt;Family Board Games {version}&lt;/h3&gt;&lt;p&gt;Board games for the whole family at one computer:&lt;/p&gt;&lt;ul&gt;{games}&lt;/ul&gt;&lt;p&gt;The pictures on the cards are drawn by the program itself. Where a rulebook leaves something out, the in-app rules say what the program does.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Rodinné deskovky {version}&lt;/h3&gt;&lt;p&gt;Deskové hry pro celou rodinu u jednoho počítače:&lt;/p&gt;&lt;ul&gt;{games}&lt;/ul&gt;&lt;p&gt;Obrázky karet kreslí sám program. Kde tištěná pravidla něco neřeší, pravidla v programu vysvětlí, jak to program dělá.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Size: {percent} %</source>
        <translation>Velikost: {percent} %</translation>
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
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Celá obrazovka</translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation>&amp;Větší</translation>
    </message>
    <message>
        <source>&amp;Smaller</source>
        <translation>&amp;Menší</translation>
    </message>
    <message>
        <source>&amp;Normal size</source>
        <translation>&amp;Normální velikost</translation>
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
    <message>
        <source>Save the game elsewhere</source>
        <translation>Uložit hru jinam</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Uložené hry (*.json)</translation>
    </message>
    <message>
        <source>Open a file</source>
        <translation>Otevřít soubor</translation>
    </message>
    <message>
        <source>Open a &amp;file…</source>
        <translation>Otevřít &amp;soubor…</translation>
    </message>
    <message>
        <source>&amp;Hall of fame…</source>
        <translation>Síň sl&amp;ávy…</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>Hráč&amp;i…</translation>
    </message>
</context>
<context>
    <name>MovesModel</name>
    <message>
        <source>The game begins.</source>
        <translation>Hra začíná.</translation>
    </message>
    <message>
        <source>{player} moves.</source>
        <translation>{player} táhne.</translation>
    </message>
</context>
<context>
    <name>MovingCards</name>
    <message>
        <source>Click or press Esc to skip</source>
        <translation>Přeskoč kliknutím nebo klávesou Esc</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Person</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <source>Computer — easy</source>
        <translation>Počítač – lehký</translation>
    </message>
    <message>
        <source>Computer — normal</source>
        <translation>Počítač – střední</translation>
    </message>
    <message>
        <source>Computer — hard</source>
        <translation>Počítač – těžký</translation>
    </message>
    <message>
        <source>Two players have the same name. Please give each a different one.</source>
        <translation>Dva hráči mají stejné jméno. Dej každému jiné.</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Počítač {number}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Hráč {number}</translation>
    </message>
    <message>
        <source>New game — {game}</source>
        <translation>Nová hra – {game}</translation>
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
        <source>Player &amp;{number}:</source>
        <translation>Hráč &amp;{number}:</translation>
    </message>
    <message>
        <source>Who plays this seat: a person at the computer, or the computer itself</source>
        <translation>Kdo za tohoto hráče hraje: člověk u počítače, nebo sám počítač</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Začít hru</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Pravidla hry</translation>
    </message>
    <message>
        <source>Read the rules before you start (F1)</source>
        <translation>Přečti si pravidla, než začneš (F1)</translation>
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
    <name>Players</name>
    <message>
        <source>Player {number}</source>
        <translation>Hráč {number}</translation>
    </message>
</context>
<context>
    <name>ProfilesDialog</name>
    <message>
        <source>{name} (also played as {names})</source>
        <translation>{name} (další jména: {names})</translation>
    </message>
    <message>
        <source>The list of players is damaged and is left as it is. Games are still counted under the names they were played with.</source>
        <translation>Seznam hráčů je poškozený a zůstává, jak je. Hry se dál počítají pod jmény, se kterými se hrály.</translation>
    </message>
    <message>
        <source>Also played as: {names}</source>
        <translation>Další jména: {names}</translation>
    </message>
    <message>
        <source>New player</source>
        <translation>Nový hráč</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Jméno:</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Přejmenovat</translation>
    </message>
    <message>
        <source>New name for {name} (the games played so far stay theirs):</source>
        <translation>Nové jméno (teď: {name}). Odehrané hry se budou počítat pod novým jménem:</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Sloučit hráče</translation>
    </message>
    <message>
        <source>Which name is the same person as {name}? Its games are counted with {name}&apos;s; {name} stays the name, the chosen one is kept as an earlier name.</source>
        <translation>Které jméno patří stejnému člověku jako {name}?
Hry pod vybraným jménem se přičtou ke jménu {name}. Zůstane jméno {name}, vybrané se uloží jako dřívější.</translation>
    </message>
    <message>
        <source>Delete {name}? The games already played stay counted under the names they were played with.</source>
        <translation>Smazat ze seznamu: {name}? Odehrané hry se dál počítají pod jmény, se kterými se hrály.</translation>
    </message>
    <message>
        <source>Delete a player</source>
        <translation>Smazat hráče</translation>
    </message>
    <message>
        <source>The name {name} is already taken by a player (now or before).</source>
        <translation>Jméno {name} už je v seznamu (teď nebo dříve).</translation>
    </message>
    <message>
        <source>Please type a name.</source>
        <translation>Napiš jméno, prosím.</translation>
    </message>
    <message>
        <source>That player is no longer in the list.</source>
        <translation>Ten hráč už v seznamu není.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>&amp;Colour and symbol:</source>
        <translation>&amp;Barva a značka:</translation>
    </message>
    <message>
        <source>&amp;Picture:</source>
        <translation>&amp;Obrázek:</translation>
    </message>
    <message>
        <source>&amp;New player…</source>
        <translation>&amp;Nový hráč…</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Přejmenovat…</translation>
    </message>
    <message>
        <source>&amp;Merge with…</source>
        <translation>&amp;Sloučit s…</translation>
    </message>
    <message>
        <source>Two names of one person: their games are counted together</source>
        <translation>Dvě jména jednoho člověka: jejich hry se počítají dohromady</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>S&amp;mazat…</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Hledat v:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Typ souborů:</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Nápověda</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ano</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Ne</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otevřít</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Zahodit</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Použít</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Vrátit</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Move {move} of {moves}</source>
        <translation>Tah {move} z {moves}</translation>
    </message>
    <message>
        <source>Replay: {game}</source>
        <translation>Záznam hry: {game}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Na začátek (Home)</translation>
    </message>
    <message>
        <source>One move back (Left arrow)</source>
        <translation>O tah zpět (šipka vlevo)</translation>
    </message>
    <message>
        <source>One move on (Right arrow)</source>
        <translation>O tah dál (šipka vpravo)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Na konec (End)</translation>
    </message>
    <message>
        <source>Show the &amp;cards of:</source>
        <translation>Ukázat &amp;karty hráče:</translation>
    </message>
    <message>
        <source>nobody (the table only)</source>
        <translation>nikoho (jen stůl)</translation>
    </message>
    <message>
        <source>Everybody&apos;s cards may be shown once the game is over</source>
        <translation>Karty všech se smějí ukázat, až když hra skončila</translation>
    </message>
    <message>
        <source>This game is not over: its cards stay hidden</source>
        <translation>Tahle hra neskončila: karty zůstávají skryté</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>Place</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>(hints: {hints})</source>
        <translation>(rady: {hints}×)</translation>
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
{file}</source>
        <translation>Smazat tuto uloženou hru natrvalo?
{file}</translation>
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
        <source>Cannot be opened: {reason}</source>
        <translation>Nejde otevřít: {reason}</translation>
    </message>
    <message>
        <source>{game} (saved automatically)</source>
        <translation>{game} (uloženo automaticky)</translation>
    </message>
    <message>
        <source>round {round}, {phase}</source>
        <translation>{phase}, {round}. kolo</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>Scores round by round</source>
        <translation>Body kolo po kole</translation>
    </message>
    <message>
        <source>Choose a finished game in the list to see how its scores went.</source>
        <translation>Vyber v seznamu dohranou hru a uvidíš, jak se v ní vyvíjely body.</translation>
    </message>
    <message>
        <source>First place: {players} ({amount}).</source>
        <translation>První místo: {players} ({amount}).</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Začátek</translation>
    </message>
    <message>
        <source>At the start</source>
        <translation>Na začátku</translation>
    </message>
    <message>
        <source>At the end</source>
        <translation>Na konci</translation>
    </message>
    <message>
        <source>After round {round}</source>
        <translation>Po {round}. kole</translation>
    </message>
</context>
<context>
    <name>SeatHints</name>
    <message>
        <source>Hints</source>
        <translation>Nápověda</translation>
    </message>
    <message>
        <source>Hints for this player: a Hint button shows what the computer would do. Hints used are counted beside the score.</source>
        <translation>Nápověda pro tohoto hráče: tlačítko Poradit ukáže, co by udělal počítač. Použité rady se počítají vedle skóre.</translation>
    </message>
</context>
<context>
    <name>SharedTexts</name>
    <message numerus="yes">
        <source>Still choosing: %n player(s)</source>
        <translation>
            <numerusform>Ještě vybírá: %n hráč</numerusform>
            <numerusform>Ještě vybírají: %n hráči</numerusform>
            <numerusform>Ještě vybírá: %n hráčů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>{player} gives:</source>
        <translation>{player} dává:</translation>
    </message>
    <message>
        <source>Properties {player} gives</source>
        <translation>Pozemky, které dává {player}</translation>
    </message>
    <message>
        <source>No properties to trade. Streets with buildings cannot be traded.</source>
        <translation>Žádné pozemky k výměně. Ulice s budovami se vyměnit nedají.</translation>
    </message>
    <message>
        <source>Money:</source>
        <translation>Peníze:</translation>
    </message>
    <message>
        <source>Money {player} gives</source>
        <translation>Peníze, které dává {player}</translation>
    </message>
    <message>
        <source>of {cash}</source>
        <translation>z {cash}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
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
    <message>
        <source>&amp;Watch a game</source>
        <translation>&amp;Sledovat hru</translation>
    </message>
    <message>
        <source>The computer plays every seat: see how a game goes</source>
        <translation>Počítač hraje za všechny hráče: podívej se, jak hra probíhá</translation>
    </message>
    <message>
        <source>&amp;Rules of a game</source>
        <translation>&amp;Pravidla her</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Pravidla: {game}</translation>
    </message>
    <message>
        <source>&amp;Hall of fame</source>
        <translation>Síň slá&amp;vy</translation>
    </message>
    <message>
        <source>Who wins most: the family&apos;s finished games, and their replays</source>
        <translation>Kdo vyhrává nejčastěji: dohrané hry rodiny a jejich záznamy</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Odehráno</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Podíl výher</translation>
    </message>
    <message>
        <source>Average place</source>
        <translation>Průměrné místo</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Nejlepší skóre</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Průměrné skóre</translation>
    </message>
    <message>
        <source>Most wins in a row</source>
        <translation>Nejvíc výher za sebou</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Použité rady</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Všechny hry</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Proti</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Společných her</translation>
    </message>
    <message>
        <source>Ahead</source>
        <translation>Před ním</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Za ním</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nerozhodně</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Her</translation>
    </message>
    <message>
        <source>Ahead of the computer</source>
        <translation>Před počítačem</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Dohráno</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Pořadí</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Finished</source>
        <translation>Dohráno</translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} hráčů</translation>
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
        <source>This program does not know that game.</source>
        <translation>Tuhle hru program nezná.</translation>
    </message>
    <message>
        <source>This game is for {min} to {max} players.</source>
        <translation>Tato hra je pro {min} až {max} hráčů.</translation>
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
        <source>The saved game contains a move that is not allowed (move {move}).</source>
        <translation>V uložené hře je nedovolený tah ({move}. tah).</translation>
    </message>
    <message>
        <source>The file was not found.</source>
        <translation>Soubor se nenašel.</translation>
    </message>
    <message>
        <source>This is not a file with a saved game.</source>
        <translation>Tohle není soubor s uloženou hrou.</translation>
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
        <source>The game could not be saved: its file holds another game, which was left as it is.</source>
        <translation>Hru se nepodařilo uložit: v jejím souboru je jiná hra a ta zůstala, jak byla.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of the program. Update the program to open it.</source>
        <translation>Tuto hru uložila novější verze programu. Aktualizuj program, pak ji otevři.</translation>
    </message>
    <message>
        <source>The game settings in the file are not valid.</source>
        <translation>Nastavení hry v souboru není platné.</translation>
    </message>
    <message>
        <source>The saved game is damaged.</source>
        <translation>Uložená hra je poškozená.</translation>
    </message>
    <message>
        <source>That is not possible right now.</source>
        <translation>To teď nejde.</translation>
    </message>
    <message>
        <source>This program does not know the game in this file.</source>
        <translation>Hru v tomto souboru program nezná.</translation>
    </message>
    <message>
        <source>The file could not be read or written.</source>
        <translation>Soubor se nepodařilo přečíst nebo zapsat.</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>Hru se nepodařilo uložit.</translation>
    </message>
    <message>
        <source>The saved game could not be used.</source>
        <translation>Uloženou hru nejde použít.</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>počítač</translation>
    </message>
    <message>
        <source>computer · easy</source>
        <translation>počítač · lehký</translation>
    </message>
    <message>
        <source>computer · normal</source>
        <translation>počítač · střední</translation>
    </message>
    <message>
        <source>computer · hard</source>
        <translation>počítač · těžký</translation>
    </message>
</context>
<context>
    <name>ThinkingLine</name>
    <message>
        <source>{player} is thinking…</source>
        <translation>{player} přemýšlí…</translation>
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
    <name>TradeDialog</name>
    <message>
        <source>Nothing is ticked yet.</source>
        <translation>Zatím není nic zaškrtnuto.</translation>
    </message>
    <message>
        <source>A trade needs at least one property: money alone cannot be lent or given.</source>
        <translation>Obchod potřebuje aspoň jeden pozemek: samotné peníze se nepůjčují ani nedarují.</translation>
    </message>
    <message>
        <source>Only one of you adds money.</source>
        <translation>Peníze přidává jen jedna strana.</translation>
    </message>
    <message>
        <source>{player} gives {gives}. {partner} gives {takes}.</source>
        <translation>{player} dává {gives}. {partner} dává {takes}.</translation>
    </message>
    <message>
        <source>Trade with {partner}</source>
        <translation>Nabídka obchodu pro {partner}</translation>
    </message>
    <message>
        <source>Tick what each of you gives. Then {partner} accepts or refuses.</source>
        <translation>Zaškrtni, co kdo dává. {partner} pak nabídku přijme, nebo odmítne.</translation>
    </message>
    <message>
        <source>Offer the trade</source>
        <translation>Nabídnout obchod</translation>
    </message>
</context>
<context>
    <name>TurnBanner</name>
    <message>
        <source>Now playing: {player}</source>
        <translation>Na tahu: {player}</translation>
    </message>
</context>
<context>
    <name>UnsavedDialog</name>
    <message>
        <source>The game could not be saved.</source>
        <translation>Hru se nepodařilo uložit.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Disk je plný.</translation>
    </message>
    <message>
        <source>The program may not write into its folder.</source>
        <translation>Program nesmí zapisovat do své složky.</translation>
    </message>
    <message>
        <source>Saving took too long.</source>
        <translation>Ukládání trvalo příliš dlouho.</translation>
    </message>
    <message>
        <source>The game is not saved</source>
        <translation>Hra není uložená</translation>
    </message>
    <message>
        <source>The last moves could not be saved. {reason}</source>
        <translation>Poslední tahy se nepodařilo uložit. {reason}</translation>
    </message>
    <message>
        <source>If you close the game now, they will be lost.</source>
        <translation>Když teď hru zavřeš, budou ztracené.</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Zkusit znovu</translation>
    </message>
    <message>
        <source>&amp;Save elsewhere…</source>
        <translation>&amp;Uložit jinam…</translation>
    </message>
    <message>
        <source>&amp;Close without saving</source>
        <translation>Zavřít &amp;bez uložení</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>Zpět do &amp;hry</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <source>Computer {number}</source>
        <translation>Počítač {number}</translation>
    </message>
    <message>
        <source>Watch a game</source>
        <translation>Sledovat hru</translation>
    </message>
    <message>
        <source>The computer plays every seat, at a pace you can follow.</source>
        <translation>Počítač hraje za všechny hráče, a to tak pomalu, že se to dá sledovat.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Hra:</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Počet hráčů:</translation>
    </message>
    <message>
        <source>&amp;Strength:</source>
        <translation>&amp;Obtížnost:</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>lehká</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>střední</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>těžká</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Sledovat</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
</context>
<context>
    <name>WealthChart</name>
    <message>
        <source>The chart fills in as the game goes on: nothing to draw yet.</source>
        <translation>Graf se vyplní, jak bude hra pokračovat: zatím není co kreslit.</translation>
    </message>
    <message>
        <source>Most at the end: {players} ({amount}).</source>
        <translation>Nejvíc na konci: {players} ({amount}).</translation>
    </message>
    <message>
        <source>At the end: {amounts}.</source>
        <translation>Na konci: {amounts}.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tah</translation>
    </message>
    <message>
        <source>Wealth over the game</source>
        <translation>Majetek během hry</translation>
    </message>
</context>
<context>
    <name>WinsChart</name>
    <message>
        <source>Wins month by month</source>
        <translation>Výhry měsíc po měsíci</translation>
    </message>
    <message>
        <source>Nobody has won a game yet in these months.</source>
        <translation>V těchto měsících zatím nikdo nevyhrál.</translation>
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
        <source>Hand: {player}</source>
        <translation>Karty v ruce: {player}</translation>
    </message>
    <message>
        <source>X row: {player}</source>
        <translation>Řada X: {player}</translation>
    </message>
    <message>
        <source>X pile: {player}</source>
        <translation>Balíček X: {player}</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>žádné karty</translation>
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
        <source>row {size}</source>
        <translation>„{size}“</translation>
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
        <source>Fewest points win. Each cow head in the hand costs 1 point, each cow head in the X pile 2 points.</source>
        <translation>Vyhrává ten, kdo má nejméně bodů. Každá kraví hlava v ruce stojí 1 bod, každá kraví hlava v balíčku X 2 body.</translation>
    </message>
    <message>
        <source>The same lowest score: the win is shared.</source>
        <translation>Nejméně bodů má víc hráčů: výhra je společná.</translation>
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
        <source>That row has the fewest cow heads: {heads}.</source>
        <translation>Tahle řada má nejméně kravích hlav: {heads}.</translation>
    </message>
    <message>
        <source>Card {card} has the most cow heads ({heads}), and in your X row they cost nothing.</source>
        <translation>Karta {card} má nejvíc kravích hlav ({heads}) a v řadě X tě nestojí nic.</translation>
    </message>
    <message>
        <source>Every card is lower than your X row; card {card} has the most cow heads ({heads}).</source>
        <translation>Všechny karty jsou nižší než tvoje řada X; karta {card} má nejvíc kravích hlav ({heads}).</translation>
    </message>
    <message>
        <source>Card {card} is lower than every row, so you would take the cheapest one ({heads}); your other cards risk more.</source>
        <translation>Karta {card} je nižší než všechny řady, takže si vezmeš tu nejlevnější ({heads}); ostatní karty riskují víc.</translation>
    </message>
    <message>
        <source>Card {card} takes {row} ({heads}); your other cards risk more.</source>
        <translation>Karta {card} bere řadu {row} ({heads}); ostatní karty riskují víc.</translation>
    </message>
    <message>
        <source>Card {card} is safe in {row}: the others are unlikely to fill it first.</source>
        <translation>Karta {card} je v řadě {row} v bezpečí: ostatní ji asi dřív nezaplní.</translation>
    </message>
    <message>
        <source>Card {card} is safe in {row}, and it gets rid of {heads}.</source>
        <translation>Karta {card} je v řadě {row} v bezpečí a zbavíš se s ní: {heads}.</translation>
    </message>
    <message>
        <source>Card {card} in {row} is the least risky of your cards.</source>
        <translation>Karta {card} v řadě {row} je ze tvých karet nejméně riskantní.</translation>
    </message>
    <message>
        <source>X Takes!</source>
        <translation>X bere!</translation>
    </message>
    <message>
        <source>Play card {card}.</source>
        <translation>Zahraj kartu {card}.</translation>
    </message>
    <message>
        <source>Keep card {card}.</source>
        <translation>Nech si kartu {card}.</translation>
    </message>
</context>
</TS>
