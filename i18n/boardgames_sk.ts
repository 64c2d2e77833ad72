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
        <source>{player} agrees</source>
        <translation>Súhlasí: {player}</translation>
    </message>
    <message>
        <source>The computers agree.</source>
        <translation>Počítače súhlasia.</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Hrať ďalej</translation>
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
        <translation>Zbankrotovať a odísť z hry? Dlh sa nedá zaplatiť ani predajom a zastavením všetkého. Tvoje peniaze a pozemky dostane: {creditor}.</translation>
    </message>
    <message>
        <source>Go bankrupt</source>
        <translation>Zbankrotovať</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Späť</translation>
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
        <translation>Jedna ulica mesta</translation>
    </message>
    <message>
        <source>Monopoly: two streets</source>
        <translation>Monopol: dve ulice</translation>
    </message>
    <message>
        <source>However many the owner has</source>
        <translation>Nech ich majiteľ má koľko chce</translation>
    </message>
    <message>
        <source>The owner has {count} of {all}</source>
        <translation>Majiteľ má {count} zo {all}</translation>
    </message>
    <message>
        <source>{times} × the dice</source>
        <translation>{times} × hod kockami</translation>
    </message>
    <message>
        <source>Price: {price}</source>
        <translation>Cena: {price}</translation>
    </message>
    <message>
        <source>Owner: {player} ({role})</source>
        <translation>Patrí: {player} ({role})</translation>
    </message>
    <message>
        <source>The bank still has it.</source>
        <translation>Zatiaľ ho má banka.</translation>
    </message>
    <message>
        <source>Each house or hotel: {price}; the bank buys it back for {sale}.</source>
        <translation>Každý dom alebo hotel: {price}; banka ho vykúpi za {sale}.</translation>
    </message>
    <message>
        <source>Mortgage: {value}; redeem: {cost}.</source>
        <translation>Zástava: {value}; vykúpenie: {cost}.</translation>
    </message>
    <message>
        <source>Passing or landing here, the bank pays you {bonus}.</source>
        <translation>Keď tadiaľ prejdeš alebo tu zastavíš, banka ti vyplatí {bonus}.</translation>
    </message>
    <message>
        <source>Draw a card of your role: competitors from the competitors&apos; pile, monopolists from theirs.</source>
        <translation>Ťahaj kartu svojej roly: konkurenti z balíčka konkurentov, monopolisti zo svojho.</translation>
    </message>
    <message>
        <source>Income tax: pay {flat}, or the percentage of your role. You choose.</source>
        <translation>Daň z príjmu: zaplať {flat}, alebo percentá podľa svojej roly. Vyberieš si.</translation>
    </message>
    <message>
        <source>Pay the bank a penalty of {amount}.</source>
        <translation>Zaplať banke penále {amount}.</translation>
    </message>
    <message>
        <source>A monopolist pays {fee}. A competitor rolls a die: a 1 brings {one}, a 2 brings {two}.</source>
        <translation>Monopolista zaplatí {fee}. Konkurent hodí kockou: za 1 dostane {one}, za 2 dostane {two}.</translation>
    </message>
    <message>
        <source>Just visiting. A monopolist sent here sits in prison, a competitor is in a price war: roll doubles, or pay {fee}.</source>
        <translation>Len na návšteve. Poslaný monopolista tu sedí vo väzení, konkurent je v cenovej vojne: hoď dvojicu, alebo zaplať {fee}.</translation>
    </message>
    <message>
        <source>A monopolist goes to prison, a competitor into a price war, without passing START.</source>
        <translation>Monopolista ide do väzenia, konkurent do cenovej vojny, bez prechodu cez START.</translation>
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
        <translation>Skúsiť dvojicu</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Hodiť kockami</translation>
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
        <source>Accept the trade</source>
        <translation>Prijať obchod</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Odmietnuť</translation>
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
        <source>{player} must pay {owed} and has {cash}: sell buildings, mortgage or trade.</source>
        <translation>{player} musí zaplatiť {owed} a má {cash}: predať budovy, dať do zástavy alebo obchodovať.</translation>
    </message>
    <message>
        <source>{player} must pay {owed} and cannot raise it even by selling and mortgaging everything: trade, or go bankrupt.</source>
        <translation>{player} musí zaplatiť {owed} a nezoženie to ani predajom a zastavením všetkého: obchod, alebo bankrot.</translation>
    </message>
    <message>
        <source>Offer a trade…</source>
        <translation>Ponúknuť obchod…</translation>
    </message>
    <message>
        <source>{player} offers {partner}</source>
        <translation>{player} → {partner}</translation>
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
        <source>Title card</source>
        <translation>Karta pozemku</translation>
    </message>
    <message>
        <source>Your titles</source>
        <translation>Tvoje pozemky</translation>
    </message>
    <message>
        <source>Build: {price}</source>
        <translation>Stavať: {price}</translation>
    </message>
    <message>
        <source>Sell a building: +{amount}</source>
        <translation>Predať budovu: +{amount}</translation>
    </message>
    <message>
        <source>Mortgage: +{amount}</source>
        <translation>Do zástavy: +{amount}</translation>
    </message>
    <message>
        <source>Redeem: {cost}</source>
        <translation>Vykúpiť: {cost}</translation>
    </message>
    <message>
        <source>{player} is thinking about a trade offer.</source>
        <translation>{player} zvažuje ponuku obchodu.</translation>
    </message>
    <message>
        <source>{player} offers you a trade.</source>
        <translation>{player} ti ponúka obchod.</translation>
    </message>
    <message>
        <source>{player} is on turn.</source>
        <translation>Na ťahu je {player}.</translation>
    </message>
    <message>
        <source>{space} is for sale: {price}.</source>
        <translation>{space} je na predaj: {price}.</translation>
    </message>
    <message>
        <source>Income tax: pay {flat}, or {percent} by your role&apos;s percentage. You choose.</source>
        <translation>Daň z príjmu: zaplať {flat}, alebo {percent} podľa percent svojej roly. Vyberieš si.</translation>
    </message>
    <message>
        <source>Build, mortgage or trade if you like, then end the turn.</source>
        <translation>Môžeš stavať, dávať do zástavy alebo obchodovať, potom ukonči ťah.</translation>
    </message>
    <message>
        <source>You are {where}: roll doubles to get out, or pay {fee}.</source>
        <translation>Si {where}: hoď dvojicu, alebo zaplať {fee}.</translation>
    </message>
    <message>
        <source>Doubles! You may roll once more, or end the turn.</source>
        <translation>Dvojica! Môžeš hádzať ešte raz, alebo ukončiť ťah.</translation>
    </message>
    <message>
        <source>Doubles! Roll once more.</source>
        <translation>Dvojica! Hádžeš ešte raz.</translation>
    </message>
    <message>
        <source>Roll the dice, {player}.</source>
        <translation>{player}, hoď kockami.</translation>
    </message>
    <message>
        <source>mortgaged</source>
        <translation>v zástave</translation>
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
        <translation>Hotovosť</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Ponechá si</translation>
    </message>
    <message>
        <source>Rents paid by the banker</source>
        <translation>Nájomné od bankára</translation>
    </message>
    <message>
        <source>Ends with</source>
        <translation>Konečný stav</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žiadne</translation>
    </message>
    <message>
        <source>{percent} %: {amount}</source>
        <translation>{percent} %: {amount}</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>{player} vyhráva!</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>The time is up: the settlement</source>
        <translation>Čas vypršal: vyúčtovanie</translation>
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
        <translation>({count} v zástave)</translation>
    </message>
    <message>
        <source>Cash: {amount}</source>
        <translation>Hotovosť: {amount}</translation>
    </message>
    <message>
        <source>Wealth: {amount}</source>
        <translation>Bohatstvo: {amount}</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rola</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Hotovosť</translation>
    </message>
    <message>
        <source>Wealth</source>
        <translation>Bohatstvo</translation>
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
        <translation>Zostáva: {time}</translation>
    </message>
    <message>
        <source>Time is up: the game ends at the start of the next round.</source>
        <translation>Čas vypršal: hra skončí na začiatku ďalšieho kola.</translation>
    </message>
    <message>
        <source>mortgaged</source>
        <translation>v zástave</translation>
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
            <numerusform>%n dom</numerusform>
            <numerusform>%n domy</numerusform>
            <numerusform>%n domov</numerusform>
        </translation>
    </message>
    <message>
        <source>Rome</source>
        <translation>Rím</translation>
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
        <translation>Paríž</translation>
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
        <translation>Atény</translation>
    </message>
    <message>
        <source>Airport</source>
        <translation>Letisko</translation>
    </message>
    <message>
        <source>Tram company</source>
        <translation>Električková spoločnosť</translation>
    </message>
    <message>
        <source>Railway</source>
        <translation>Železnica</translation>
    </message>
    <message>
        <source>Bus company</source>
        <translation>Autobusová spoločnosť</translation>
    </message>
    <message>
        <source>Electric works</source>
        <translation>Elektráreň</translation>
    </message>
    <message>
        <source>Gas works</source>
        <translation>Plynáreň</translation>
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
        <translation>Daň z príjmu</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penále</translation>
    </message>
    <message>
        <source>Anti-monopoly office</source>
        <translation>Protimonopolný úrad</translation>
    </message>
    <message>
        <source>Prison · price war</source>
        <translation>Väzenie · cenová vojna</translation>
    </message>
    <message>
        <source>Go to prison</source>
        <translation>Do väzenia · do cenovej vojny</translation>
    </message>
    <message>
        <source>ANTI-MONOPOLY</source>
        <translation>ANTI-MONOPOLY</translation>
    </message>
    <message>
        <source>Mortgaged: no rent</source>
        <translation>V zástave: žiadne nájomné</translation>
    </message>
    <message>
        <source>Rent now: {times} × the dice</source>
        <translation>Nájomné teraz: {times} × hod kockami</translation>
    </message>
    <message>
        <source>Rent now: {amount}</source>
        <translation>Nájomné teraz: {amount}</translation>
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
        <translation>v cenovej vojne</translation>
    </message>
    <message>
        <source>in prison</source>
        <translation>vo väzení</translation>
    </message>
    <message>
        <source>Fair price award</source>
        <translation>Cena za férové ceny</translation>
    </message>
    <message>
        <source>Co-operative dividend</source>
        <translation>Podiel z družstva</translation>
    </message>
    <message>
        <source>A quiet day</source>
        <translation>Pokojný deň</translation>
    </message>
    <message>
        <source>Visit the electric works</source>
        <translation>Návšteva elektrárne</translation>
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
        <translation>Na letisko</translation>
    </message>
    <message>
        <source>Back to START</source>
        <translation>Späť na START</translation>
    </message>
    <message>
        <source>Price war!</source>
        <translation>Cenová vojna!</translation>
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
        <translation>Do väzenia!</translation>
    </message>
    <message>
        <source>A lucky merger</source>
        <translation>Šťastná fúzia</translation>
    </message>
    <message>
        <source>Prices fixed</source>
        <translation>Dohoda o cenách</translation>
    </message>
    <message>
        <source>A gift from the lobby</source>
        <translation>Darček od lobistov</translation>
    </message>
    <message>
        <source>Cartel bonus</source>
        <translation>Kartelová prémia</translation>
    </message>
    <message>
        <source>A tax loophole</source>
        <translation>Medzera v zákone</translation>
    </message>
    <message>
        <source>A state subsidy</source>
        <translation>Štátna dotácia</translation>
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
        <translation>Antimonopolná pokuta</translation>
    </message>
    <message>
        <source>The bank pays you {amount}.</source>
        <translation>Banka ti vyplatí {amount}.</translation>
    </message>
    <message>
        <source>Pay the bank {amount}.</source>
        <translation>Zaplať banke {amount}.</translation>
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
        <translation>Choď na pole {space}. Keď prejdeš cez START, dostaneš {bonus}.</translation>
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
        <source>Roll two dice: {threshold} or more, and the bank pays you {amount}.</source>
        <translation>Hoď dvoma kockami: za {threshold} a viac ti banka vyplatí {amount}.</translation>
    </message>
    <message>
        <source>Airport</source>
        <comment>accusative</comment>
        <translation>Letisko</translation>
    </message>
    <message>
        <source>Tram company</source>
        <comment>accusative</comment>
        <translation>Električkovú spoločnosť</translation>
    </message>
    <message>
        <source>Railway</source>
        <comment>accusative</comment>
        <translation>Železnicu</translation>
    </message>
    <message>
        <source>Bus company</source>
        <comment>accusative</comment>
        <translation>Autobusovú spoločnosť</translation>
    </message>
    <message>
        <source>Electric works</source>
        <comment>accusative</comment>
        <translation>Elektráreň</translation>
    </message>
    <message>
        <source>Gas works</source>
        <comment>accusative</comment>
        <translation>Plynáreň</translation>
    </message>
    <message>
        <source>Customers come back</source>
        <translation>Zákazníci sa vracajú</translation>
    </message>
    <message>
        <source>An antitrust case won</source>
        <translation>Vyhraný antimonopolný spor</translation>
    </message>
    <message>
        <source>A costly price cut</source>
        <translation>Drahá zľava</translation>
    </message>
    <message>
        <source>Nothing happens.</source>
        <translation>Nič sa nedeje.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from the bank.</source>
        <translation>{player} dostáva od banky {amount}.</translation>
    </message>
    <message>
        <source>{player} pays the bank {amount}.</source>
        <translation>{player} platí banke {amount}.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from every monopolist.</source>
        <translation>{player} dostáva od každého monopolistu {amount}.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from every competitor.</source>
        <translation>{player} dostáva od každého konkurenta {amount}.</translation>
    </message>
    <message>
        <source>{player} goes to {space} and takes {bonus} if passing START.</source>
        <translation>{player} ide na pole {space}. Keď prejde cez START, dostane {bonus}.</translation>
    </message>
    <message>
        <source>{player} rolls two dice: {threshold} or more, and the bank pays {amount}.</source>
        <translation>{player} hádže dvoma kockami: za {threshold} a viac vyplatí banka {amount}.</translation>
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
        <source>nothing</source>
        <translation>nič</translation>
    </message>
    <message>
        <source>{player} gives {given}; {partner} gives {taken}.</source>
        <translation>{player} dá: {given}; {partner} dá: {taken}.</translation>
    </message>
    <message>
        <source>{player} pays {owner} {amount} rent for {space}.</source>
        <translation>{player} platí nájomné {amount} za {space}, dostáva {owner}.</translation>
    </message>
    <message>
        <source>{player} pays {amount} to {owner}.</source>
        <translation>{player} platí {amount}, dostáva {owner}.</translation>
    </message>
    <message>
        <source>{player} pays {amount} income tax.</source>
        <translation>{player} platí daň z príjmu {amount}.</translation>
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
        <source>{player} pays {amount} to get out.</source>
        <translation>{player} platí {amount} a ide von.</translation>
    </message>
    <message>
        <source>{player} pays {amount} to the bank.</source>
        <translation>{player} platí banke {amount}.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from {payer}.</source>
        <translation>{player} dostáva {amount}, platí {payer}.</translation>
    </message>
    <message>
        <source>{player} passes START and gets {amount}.</source>
        <translation>{player} prechádza cez START a dostáva {amount}.</translation>
    </message>
    <message>
        <source>The anti-monopoly office pays {player} {amount}.</source>
        <translation>Protimonopolný úrad: {player} dostáva {amount}.</translation>
    </message>
    <message>
        <source>The bank pays {player} {amount}.</source>
        <translation>Banka: {player} dostáva {amount}.</translation>
    </message>
    <message>
        <source>Round {round}: {player} is on turn.</source>
        <translation>Kolo {round}: na ťahu je {player}.</translation>
    </message>
    <message>
        <source>{player} rolls {a} and {b}.</source>
        <translation>{player} hádže {a} a {b}.</translation>
    </message>
    <message>
        <source>{player} rolls {die} at the office.</source>
        <translation>{player} hádže na úrade {die}.</translation>
    </message>
    <message>
        <source>{player} moves to {space}.</source>
        <translation>{player} ide na pole {space}.</translation>
    </message>
    <message>
        <source>Doubles: {player} rolls once more.</source>
        <translation>Dvojica: {player} hádže ešte raz.</translation>
    </message>
    <message>
        <source>{space} is mortgaged: {player} pays no rent.</source>
        <translation>{space} je v zástave: {player} neplatí nájomné.</translation>
    </message>
    <message>
        <source>{owner} is in prison: {player} pays no rent for {space}.</source>
        <translation>{owner} je vo väzení: {player} neplatí nájomné za {space}.</translation>
    </message>
    <message>
        <source>{player} may buy {space} for {price}.</source>
        <translation>{player} môže kúpiť {space} za {price}.</translation>
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
        <translation>{player} musí zaplatiť daň z príjmu: {flat}, alebo {percent}.</translation>
    </message>
    <message>
        <source>{player} draws a card: {card}.</source>
        <translation>{player} ťahá kartu: {card}.</translation>
    </message>
    <message>
        <source>{player} goes into the price war.</source>
        <translation>{player} ide do cenovej vojny.</translation>
    </message>
    <message>
        <source>{player} goes to prison.</source>
        <translation>{player} ide do väzenia.</translation>
    </message>
    <message>
        <source>{player} is just sightseeing at the prison.</source>
        <translation>{player} je pri väzení len na návšteve.</translation>
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
        <source>{player} is free again.</source>
        <translation>{player} sa vracia do hry.</translation>
    </message>
    <message>
        <source>{player} builds on {space} for {cost}.</source>
        <translation>{player} stavia na {space} za {cost}.</translation>
    </message>
    <message>
        <source>{player} sells a building on {space} for {amount}.</source>
        <translation>{player} predáva budovu na {space} za {amount}.</translation>
    </message>
    <message>
        <source>{player} mortgages {space} for {amount}.</source>
        <translation>{player} dáva do zástavy {space} za {amount}.</translation>
    </message>
    <message>
        <source>{player} redeems {space} for {cost}.</source>
        <translation>{player} vykupuje {space} za {cost}.</translation>
    </message>
    <message>
        <source>{player} offers a trade to {partner}.</source>
        <translation>{player} navrhuje obchod, odpovedá {partner}.</translation>
    </message>
    <message>
        <source>{player} accepts the trade.</source>
        <translation>{player} obchod prijíma.</translation>
    </message>
    <message>
        <source>{player} refuses the trade.</source>
        <translation>{player} obchod odmieta.</translation>
    </message>
    <message>
        <source>{player} must pay {owed} but has only {cash}.</source>
        <translation>{player} musí zaplatiť {owed}, ale má len {cash}.</translation>
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
        <source>{player} keeps {kept} of {cash} and ends with {final}.</source>
        <translation>{player} si z {cash} ponechá {kept} a končí s {final}.</translation>
    </message>
    <message>
        <source>The game is over: only one player is left.</source>
        <translation>Hra skončila: zostal len jeden hráč.</translation>
    </message>
    <message>
        <source>The game is over: one whole side is bankrupt.</source>
        <translation>Hra skončila: celá jedna strana skrachovala.</translation>
    </message>
    <message>
        <source>The game is over: the time is up.</source>
        <translation>Hra skončila: čas vypršal.</translation>
    </message>
    <message>
        <source>The game is over: everyone agreed to end it and count.</source>
        <translation>Hra sa skončila: všetci sa dohodli ju ukončiť a spočítať.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>That space cannot be owned.</source>
        <translation>Toto pole sa nedá vlastniť.</translation>
    </message>
    <message>
        <source>{space} is not yours.</source>
        <translation>{space} ti nepatrí.</translation>
    </message>
    <message>
        <source>That costs {cost}, and you have {cash}.</source>
        <translation>Stojí to {cost} a ty máš {cash}.</translation>
    </message>
    <message>
        <source>{space} is already mortgaged.</source>
        <translation>{space} už je v zástave.</translation>
    </message>
    <message>
        <source>{space} is not mortgaged.</source>
        <translation>{space} nie je v zástave.</translation>
    </message>
    <message>
        <source>Sell the buildings on {space} first.</source>
        <translation>Najprv predaj budovy na {space}.</translation>
    </message>
    <message>
        <source>There is no building on {space}.</source>
        <translation>Na {space} nestojí žiadna budova.</translation>
    </message>
    <message>
        <source>A competitor in price war buys nothing.</source>
        <translation>Konkurent v cenovej vojne nič nekupuje.</translation>
    </message>
    <message>
        <source>Choose another player still in the game.</source>
        <translation>Vyber iného hráča, ktorý je ešte v hre.</translation>
    </message>
    <message>
        <source>Choose at least one title for the trade.</source>
        <translation>Vyber do obchodu aspoň jeden pozemok.</translation>
    </message>
    <message>
        <source>{space} is not theirs.</source>
        <translation>{space} tomu hráčovi nepatrí.</translation>
    </message>
    <message>
        <source>That trade asks for {amount}, and only {cash} is there.</source>
        <translation>Obchod chce {amount}, ale je tu len {cash}.</translation>
    </message>
    <message>
        <source>With a time limit, players trade only with the bank.</source>
        <translation>V hre na čas sa obchoduje len s bankou.</translation>
    </message>
    <message>
        <source>You have offered that player a trade this turn already.</source>
        <translation>V tomto ťahu už má ten hráč od teba ponuku.</translation>
    </message>
    <message>
        <source>You are free already.</source>
        <translation>Vo väzení ani v cenovej vojne nie si.</translation>
    </message>
    <message>
        <source>The third turn: pay to get out.</source>
        <translation>Tretí ťah: zaplať a choď von.</translation>
    </message>
    <message>
        <source>The game can be settled only at the start of a round.</source>
        <translation>Vyúčtovať sa dá len na začiatku kola.</translation>
    </message>
    <message>
        <source>You can still raise {can_raise} by selling and mortgaging: pay the {owed}.</source>
        <translation>Predajom a zastavením ešte zoženieš {can_raise}: zaplať tých {owed}.</translation>
    </message>
    <message>
        <source>Wait until the move is finished, then offer the trade.</source>
        <translation>Počkaj, kým ťah dobehne, a potom ponúkni obchod.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Najprv hoď kockami.</translation>
    </message>
    <message>
        <source>This game has no time limit.</source>
        <translation>Táto hra nemá časový limit.</translation>
    </message>
    <message>
        <source>The clock ends this game.</source>
        <translation>Túto hru ukončia hodiny.</translation>
    </message>
    <message>
        <source>The two sides may differ by one player at most: choose the roles again.</source>
        <translation>Strany sa smú líšiť najviac o jedného hráča: vyber roly znova.</translation>
    </message>
    <message>
        <source>Only streets have houses.</source>
        <translation>Domy sa stavajú len na uliciach.</translation>
    </message>
    <message>
        <source>{space} is mortgaged.</source>
        <translation>{space} je v zástave.</translation>
    </message>
    <message>
        <source>A monopolist builds only in a city where they own two streets (a monopoly).</source>
        <translation>Monopolista stavia len v meste, kde má dve ulice (monopol).</translation>
    </message>
    <message>
        <source>A street of this city is mortgaged.</source>
        <translation>Ulica v tomto meste je v zástave.</translation>
    </message>
    <message>
        <source>{space} has its hotel already.</source>
        <translation>Na {space} už stojí hotel.</translation>
    </message>
    <message>
        <source>No building during a price war.</source>
        <translation>V cenovej vojne sa nestavia.</translation>
    </message>
    <message>
        <source>No building here now.</source>
        <translation>Tu sa teraz stavať nedá.</translation>
    </message>
    <message>
        <source>Wealth: cash plus the rent every title not mortgaged would earn (a works at a roll of 7). After the time limit, the cash after the settlement decides.</source>
        <translation>Bohatstvo (pravidlo 23): hotovosť a nájomné, ktoré by vyniesol každý pozemok, ktorý nie je v zástave (plynáreň a elektráreň pri hode 7). V hre na čas rozhodujú peniaze po vyúčtovaní.</translation>
    </message>
    <message>
        <source>The same wealth: more cash wins.</source>
        <translation>Rovnaké bohatstvo: vyhráva viac hotovosti.</translation>
    </message>
    <message>
        <source>The same money after the settlement: more wealth before it wins.</source>
        <translation>Rovnako peňazí po vyúčtovaní: vyhráva väčšie bohatstvo pred ním.</translation>
    </message>
    <message>
        <source>Exactly the same: the win is shared.</source>
        <translation>Úplne rovnako: o výhru sa delia.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Koniec hry</translation>
    </message>
    <message>
        <source>A: the last player left wins</source>
        <translation>A: vyhrá posledný hráč v hre</translation>
    </message>
    <message>
        <source>B: when one side is bankrupt, the richest of the other wins</source>
        <translation>B: keď skrachuje jedna strana, vyhrá najbohatší z druhej</translation>
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
        <source>Roles</source>
        <translation>Roly</translation>
    </message>
    <message>
        <source>Dealt at random</source>
        <translation>Rozdať náhodne</translation>
    </message>
    <message>
        <source>Chosen for each player</source>
        <translation>Vybrať každému hráčovi</translation>
    </message>
    <message>
        <source>Rolling the dice</source>
        <translation>Hod kockami</translation>
    </message>
    <message>
        <source>Buying a title</source>
        <translation>Nákup pozemku</translation>
    </message>
    <message>
        <source>Ending the turn</source>
        <translation>Koniec ťahu</translation>
    </message>
    <message>
        <source>A trade offered</source>
        <translation>Ponúknutý obchod</translation>
    </message>
    <message>
        <source>Raising money</source>
        <translation>Zháňanie peňazí</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec hry</translation>
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
        <source>{amount} is the smaller tax.</source>
        <translation>{amount} je menšia daň.</translation>
    </message>
    <message>
        <source>You can buy it and still keep {left}.</source>
        <translation>Môžeš ho kúpiť a ešte ti zostane {left}.</translation>
    </message>
    <message>
        <source>It goes with your other street in {city}.</source>
        <translation>Hodí sa k tvojej ďalšej ulici v meste {city}.</translation>
    </message>
    <message>
        <source>Buying it would leave you less than {reserve}.</source>
        <translation>Po kúpe by ti zostalo menej než {reserve}.</translation>
    </message>
    <message>
        <source>On {space} the rent rises most for the money.</source>
        <translation>Tu nájomné za tie peniaze stúpne najviac: {space}.</translation>
    </message>
    <message>
        <source>You have plenty of cash: pay off the mortgage on {space}.</source>
        <translation>Máš dosť peňazí: vykúp zo zástavy {space}.</translation>
    </message>
    <message>
        <source>You can afford {fee}: pay and play on.</source>
        <translation>Na {fee} máš: zaplať a hraj ďalej.</translation>
    </message>
    <message>
        <source>Keep your cash: paying {fee} would leave you too little.</source>
        <translation>Nechaj si peniaze: po zaplatení {fee} by ti zostalo málo.</translation>
    </message>
    <message>
        <source>{to} can pay the full price for {space}.</source>
        <translation>{to} môže zaplatiť plnú cenu ({space}).</translation>
    </message>
    <message>
        <source>{space} brings the least rent for its price.</source>
        <translation>{space} vynáša za svoju cenu najmenšie nájomné.</translation>
    </message>
    <message>
        <source>On {space} the rent falls least.</source>
        <translation>Tu nájomné klesne najmenej: {space}.</translation>
    </message>
    <message>
        <source>Offer a trade: {trade}</source>
        <translation>Ponúkni obchod: {trade}</translation>
    </message>
    <message>
        <source>Pay {amount} income tax.</source>
        <translation>Zaplať daň z príjmu {amount}.</translation>
    </message>
    <message>
        <source>Build on {space}.</source>
        <translation>Stavaj na {space}.</translation>
    </message>
    <message>
        <source>Sell a building on {space}.</source>
        <translation>Predaj budovu na {space}.</translation>
    </message>
    <message>
        <source>Mortgage {space}.</source>
        <translation>Daj do zástavy {space}.</translation>
    </message>
    <message>
        <source>Redeem {space}.</source>
        <translation>Vykúp zo zástavy {space}.</translation>
    </message>
    <message>
        <source>Roll the dice.</source>
        <translation>Hoď kockami.</translation>
    </message>
    <message>
        <source>Buy the title you stand on.</source>
        <translation>Kúp pozemok, na ktorom stojíš.</translation>
    </message>
    <message>
        <source>Do not buy it.</source>
        <translation>Nekupuj ho.</translation>
    </message>
    <message>
        <source>Pay to get out.</source>
        <translation>Zaplať a choď von.</translation>
    </message>
    <message>
        <source>Accept the trade.</source>
        <translation>Prijmi obchod.</translation>
    </message>
    <message>
        <source>Refuse the trade.</source>
        <translation>Odmietni obchod.</translation>
    </message>
    <message>
        <source>Declare bankruptcy.</source>
        <translation>Ohlás bankrot.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>Ukonči ťah.</translation>
    </message>
</context>
<context>
    <name>Avatars</name>
    <message>
        <source>cat</source>
        <translation>mačka</translation>
    </message>
    <message>
        <source>dog</source>
        <translation>pes</translation>
    </message>
    <message>
        <source>rabbit</source>
        <translation>zajac</translation>
    </message>
    <message>
        <source>bear</source>
        <translation>medveď</translation>
    </message>
    <message>
        <source>fox</source>
        <translation>líška</translation>
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
        <translation>V zástave</translation>
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
        <translation>Náhoda: dobrá správa</translation>
    </message>
    <message>
        <source>Chance: bad news</source>
        <translation>Náhoda: zlá správa</translation>
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
        <source>Roll the die</source>
        <translation>Hodiť kockou</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Zastaviť</translation>
    </message>
    <message>
        <source>Redeem</source>
        <translation>Vykúpiť</translation>
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
        <source>Buy none</source>
        <translation>Nekúpiť nič</translation>
    </message>
    <message>
        <source>Give back to the bank</source>
        <translation>Vrátiť banke</translation>
    </message>
    <message>
        <source>Runner</source>
        <translation>Kto beží</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Proti komu</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Stávka</translation>
    </message>
    <message>
        <source>Enter the race</source>
        <translation>Prihlásiť do dostihu</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Odpovedať</translation>
    </message>
    <message>
        <source>Sell to the bank</source>
        <translation>Predať banke</translation>
    </message>
    <message>
        <source>Or offer it to a player at a price:</source>
        <translation>Alebo ho ponúkni na predaj – komu a za koľko:</translation>
    </message>
    <message>
        <source>Make the offer</source>
        <translation>Ponúknuť</translation>
    </message>
    <message>
        <source>Declare bankruptcy</source>
        <translation>Vyhlásiť bankrot</translation>
    </message>
    <message>
        <source>Buy it</source>
        <translation>Kúpiť ho</translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation>Nie, ďakujem</translation>
    </message>
    <message>
        <source>The dice are rolling. Esc or a click skips.</source>
        <translation>Kocky sa kotúľajú. Esc alebo kliknutie to preskočí.</translation>
    </message>
    <message>
        <source>Roll the symbol die.</source>
        <translation>Hoď kockou so symbolmi.</translation>
    </message>
    <message>
        <source>A star: choose what the die shows.</source>
        <translation>Hviezdička: vyber si, čo má platiť.</translation>
    </message>
    <message>
        <source>A horse head: buy one horse from the bank, or none. You have {cash}.</source>
        <translation>Hlava koňa: kúp si z banky jedného koňa, alebo žiadneho. Máš {cash}.</translation>
    </message>
    <message>
        <source>Colic: choose the horse that goes back to the bank.</source>
        <translation>Kolika: vyber koňa, ktorý sa vráti do banky.</translation>
    </message>
    <message>
        <source>Money: enter races one by one, each runner against a player and a stake, then send the challenge.</source>
        <translation>Peniaze: prihlasuj dostihy jeden po druhom (kto beží, proti komu a za akú stávku) a potom pošli výzvu.</translation>
    </message>
    <message>
        <source>Entered so far: {races}.</source>
        <translation>Zatiaľ prihlásené: {races}.</translation>
    </message>
    <message>
        <source>{player} runs {runner} against you for {stake}. Choose your runner and match the stake or raise it up to double.</source>
        <translation>{player} posiela proti tebe {runner} so stávkou {stake}. Vyber, kto pobeží za teba, a stávku dorovnaj alebo zvýš najviac na dvojnásobok.</translation>
    </message>
    <message>
        <source>The answers are in. Pay {amount} to match the raises; then the races are run.</source>
        <translation>Všetky odpovede sú tu. Na dorovnanie zvýšených stávok zaplať {amount}; potom sa pobežia dostihy.</translation>
    </message>
    <message>
        <source>You owe {owed} ({card}) and have {cash}. Pawn or sell horses until you can pay.</source>
        <translation>Dlhuješ {owed} ({card}) a máš {cash}. Zastavuj alebo predávaj kone, kým nebudeš mať na zaplatenie.</translation>
    </message>
    <message>
        <source>{seller} offers you {horse} for {price}. You have {cash}.</source>
        <translation>{seller} ti ponúka koňa {horse} za {price}. Máš {cash}.</translation>
    </message>
    <message>
        <source>It is pawned: redeem it later to race it with its rosettes.</source>
        <translation>Kôň je zastavený: neskôr ho vykúp, aby v dostihoch bežal aj s kokardami.</translation>
    </message>
    <message>
        <source>Waiting for {player}.</source>
        <translation>Teraz hrá {player}.</translation>
    </message>
    <message>
        <source>No race can be run now.</source>
        <translation>Teraz sa nedá uskutočniť žiadny dostih.</translation>
    </message>
    <message>
        <source>Send the challenge</source>
        <translation>Poslať výzvu</translation>
    </message>
    <message>
        <source>Races entered: {races}</source>
        <translation>Prihlásené: {races}</translation>
    </message>
    <message>
        <source>Stakes from {low} to {high}. Races against {player}: {count} of at most {limit}.</source>
        <translation>Stávky od {low} do {high}. Dostihy, v ktorých s tebou súperí {player}: {count} z najviac {limit}.</translation>
    </message>
    <message>
        <source>No runner is left to enter: send the challenge.</source>
        <translation>Už nemáš koho prihlásiť: pošli výzvu.</translation>
    </message>
    <message>
        <source>Match {low}; you cannot raise.</source>
        <translation>Dorovnaj na {low}; zvýšiť sa nedá.</translation>
    </message>
    <message>
        <source>Match {low} or raise up to {high}.</source>
        <translation>Dorovnaj na {low} alebo zvýš najviac na {high}.</translation>
    </message>
    <message>
        <source>Match and run the races</source>
        <translation>Dorovnať a spustiť dostihy</translation>
    </message>
    <message>
        <source>Pawn ({amount})</source>
        <translation>Zastaviť ({amount})</translation>
    </message>
    <message>
        <source>Sell to the bank ({amount})</source>
        <translation>Predať banke ({amount})</translation>
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
        <translation>Ponechané karty: {cards}</translation>
    </message>
    <message>
        <source>Challenger runs</source>
        <translation>Vyzývateľ posiela</translation>
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
        <source>Stakes</source>
        <translation>Stávky</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Hody</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Víťaz</translation>
    </message>
    <message>
        <source>{stake} → {raised}</source>
        <translation>{stake} → {raised}</translation>
    </message>
    <message>
        <source>Dice {a} and {b}; added to them: {x:+d} and {y:+d}</source>
        <translation>Na kocke {a} a {b}; pripočíta sa {x:+d} a {y:+d}</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Peniaze</translation>
    </message>
    <message>
        <source>Horses</source>
        <translation>Kone</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>Majetok</translation>
    </message>
    <message>
        <source>(bankrupt)</source>
        <translation>(bankrot)</translation>
    </message>
    <message>
        <source>(+{count} pawned, worth nothing)</source>
        <translation>(+{count} v zástave, bez hodnoty)</translation>
    </message>
</context>
<context>
    <name>DostihyTable</name>
    <message>
        <source>This turn&apos;s races</source>
        <translation>Dostihy v tomto ťahu</translation>
    </message>
    <message>
        <source>{player} rolls: {symbol}</source>
        <translation>{player} hádže: {symbol}</translation>
    </message>
    <message>
        <source>Race {race}: {player} {a} : {b} {opponent}</source>
        <translation>{race}. dostih: {player} {a} : {b} {opponent}</translation>
    </message>
    <message>
        <source>Round {round} · {player}&apos;s turn</source>
        <translation>{round}. kolo · na ťahu je {player}</translation>
    </message>
    <message>
        <source>{player} wins the most money!</source>
        <translation>Vyhráva {player}, má najviac peňazí!</translation>
    </message>
    <message>
        <source>The last chance card, drawn by {player}: {card}.</source>
        <translation>Posledná karta náhody ({player}): {card}.</translation>
    </message>
</context>
<context>
    <name>DostihyTexts</name>
    <message numerus="yes">
        <source>%n horse(s)</source>
        <translation>
            <numerusform>%n kôň</numerusform>
            <numerusform>%n kone</numerusform>
            <numerusform>%n koní</numerusform>
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
        <source>%n race(s)</source>
        <translation>
            <numerusform>%n dostih</numerusform>
            <numerusform>%n dostihy</numerusform>
            <numerusform>%n dostihov</numerusform>
        </translation>
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
        <source>%n tie(s), rolled again</source>
        <translation>
            <numerusform>%n nerozhodný výsledok, hádzalo sa znova</numerusform>
            <numerusform>%n nerozhodné výsledky, hádzalo sa znova</numerusform>
            <numerusform>%n nerozhodných výsledkov, hádzalo sa znova</numerusform>
        </translation>
    </message>
    <message>
        <source>{amount} crowns</source>
        <translation>{amount} korún</translation>
    </message>
    <message>
        <source>the stable</source>
        <comment>accusative</comment>
        <translation>stajňu</translation>
    </message>
    <message>
        <source>{horse}</source>
        <comment>accusative</comment>
        <translation>koňa {horse}</translation>
    </message>
    <message>
        <source>the stable</source>
        <translation>stajňa</translation>
    </message>
    <message>
        <source>{name}, {rosettes}, price {price}</source>
        <translation>{name}, {rosettes}, cena {price}</translation>
    </message>
    <message>
        <source> (pawned: races without rosettes)</source>
        <translation> (zastavený: beží bez kokárd)</translation>
    </message>
    <message>
        <source>Horse head</source>
        <translation>Hlava koňa</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Peniaze</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Otáznik</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Hviezdička</translation>
    </message>
    <message>
        <source>You may buy one horse from the bank.</source>
        <translation>Môžeš si z banky kúpiť jedného koňa.</translation>
    </message>
    <message>
        <source>Race and bet against the other stables.</source>
        <translation>Pošli kone do dostihov a vsádzaj proti ostatným stajniam.</translation>
    </message>
    <message>
        <source>Draw a chance card.</source>
        <translation>Otoč kartu náhody.</translation>
    </message>
    <message>
        <source>Choose one of the three.</source>
        <translation>Vyber si jednu z troch možností.</translation>
    </message>
    <message>
        <source>Derby prize</source>
        <translation>Výhra v derby</translation>
    </message>
    <message>
        <source>A new sponsor</source>
        <translation>Nový sponzor</translation>
    </message>
    <message>
        <source>Lottery win</source>
        <translation>Výhra v lotérii</translation>
    </message>
    <message>
        <source>Club jubilee</source>
        <translation>Jubileum klubu</translation>
    </message>
    <message>
        <source>Photo shoot</source>
        <translation>Fotenie</translation>
    </message>
    <message>
        <source>Open day</source>
        <translation>Deň otvorených dverí</translation>
    </message>
    <message>
        <source>Wallet returned</source>
        <translation>Vrátená peňaženka</translation>
    </message>
    <message>
        <source>Breeders&apos; award</source>
        <translation>Cena chovateľov</translation>
    </message>
    <message>
        <source>Good harvest</source>
        <translation>Dobrá úroda</translation>
    </message>
    <message>
        <source>TV rights</source>
        <translation>Televízne práva</translation>
    </message>
    <message>
        <source>Lucky horseshoe</source>
        <translation>Podkova pre šťastie</translation>
    </message>
    <message>
        <source>New jockey</source>
        <translation>Nový džokej</translation>
    </message>
    <message>
        <source>Fresh oats</source>
        <translation>Čerstvý ovos</translation>
    </message>
    <message>
        <source>A fine</source>
        <translation>Pokuta</translation>
    </message>
    <message>
        <source>Parking ticket</source>
        <translation>Pokuta za parkovanie</translation>
    </message>
    <message>
        <source>The farrier calls</source>
        <translation>Návšteva podkováča</translation>
    </message>
    <message>
        <source>Feed gets dearer</source>
        <translation>Krmivo zdražuje</translation>
    </message>
    <message>
        <source>Colic: spoiled hay</source>
        <translation>Kolika: skazené seno</translation>
    </message>
    <message>
        <source>Colic: cold water</source>
        <translation>Kolika: studená voda</translation>
    </message>
    <message>
        <source>A lost shoe</source>
        <translation>Stratená podkova</translation>
    </message>
    <message>
        <source>Nervous start</source>
        <translation>Nervózny štart</translation>
    </message>
    <message>
        <source>Tight saddle</source>
        <translation>Tesné sedlo</translation>
    </message>
    <message>
        <source>Heavy track</source>
        <translation>Ťažká dráha</translation>
    </message>
    <message>
        <source>Jockey has flu</source>
        <translation>Džokej má chrípku</translation>
    </message>
    <message>
        <source>Thunderstorm</source>
        <translation>Búrka</translation>
    </message>
    <message>
        <source>False start</source>
        <translation>Chybný štart</translation>
    </message>
    <message>
        <source>Home crowd</source>
        <translation>Domáce publikum</translation>
    </message>
    <message>
        <source>The vet&apos;s bill</source>
        <translation>Účet od veterinára</translation>
    </message>
    <message>
        <source>Check-up at the vet&apos;s</source>
        <translation>Prehliadka u veterinára</translation>
    </message>
    <message>
        <source>Horse tax</source>
        <translation>Daň z koní</translation>
    </message>
    <message>
        <source>Stable rent</source>
        <translation>Nájom stajne</translation>
    </message>
    <message>
        <source>The bank pays you {amount}.</source>
        <translation>Banka ti vyplatí {amount}.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from the bank.</source>
        <translation>{player} dostáva od banky {amount}.</translation>
    </message>
    <message>
        <source>Pay the bank {amount}.</source>
        <translation>Zaplať banke {amount}.</translation>
    </message>
    <message>
        <source>{player} pays the bank {amount}.</source>
        <translation>{player} platí banke {amount}.</translation>
    </message>
    <message>
        <source>The bank pays you {amount} for each of your horses (pawned ones too) and for the stable.</source>
        <translation>Banka ti vyplatí {amount} za každého tvojho koňa (aj zastaveného) a za stajňu.</translation>
    </message>
    <message>
        <source>{player} gets {amount} from the bank for each of their horses (pawned ones too) and for the stable.</source>
        <translation>{player} dostáva od banky {amount} za každého svojho koňa (aj zastaveného) a za stajňu.</translation>
    </message>
    <message>
        <source>Pay the bank {amount} for each of your horses (pawned ones too) and for the stable.</source>
        <translation>Zaplať banke {amount} za každého svojho koňa (aj zastaveného) a za stajňu.</translation>
    </message>
    <message>
        <source>{player} pays the bank {amount} for each of their horses (pawned ones too) and for the stable.</source>
        <translation>{player} platí banke {amount} za každého svojho koňa (aj zastaveného) a za stajňu.</translation>
    </message>
    <message>
        <source>Choose one of your horses to go back to the bank. Without a horse, nothing happens.</source>
        <translation>Vyber si jedného svojho koňa, ktorý sa vráti banke. Keď koňa nemáš, nič sa nestane.</translation>
    </message>
    <message>
        <source>{player} chooses one of their horses to go back to the bank. Without a horse, nothing happens.</source>
        <translation>{player} vyberá jedného svojho koňa, ktorý sa vráti banke. Bez koňa sa nič nestane.</translation>
    </message>
    <message>
        <source>Keep this card: +{points} to each of your rolls in your next race.</source>
        <translation>Nechaj si túto kartu: v najbližšom dostihu +{points} ku každému tvojmu hodu.</translation>
    </message>
    <message>
        <source>{player} keeps this card: +{points} to each of their rolls in their next race.</source>
        <translation>{player} si kartu necháva: v najbližšom dostihu +{points} ku každému svojmu hodu.</translation>
    </message>
    <message>
        <source>Keep this card: {points} to each of your rolls in your next race.</source>
        <translation>Nechaj si túto kartu: v najbližšom dostihu {points} ku každému tvojmu hodu.</translation>
    </message>
    <message>
        <source>{player} keeps this card: {points} to each of their rolls in their next race.</source>
        <translation>{player} si kartu necháva: v najbližšom dostihu {points} ku každému svojmu hodu.</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} is on turn.</source>
        <translation>{turn}. ťah: na rade je {player}.</translation>
    </message>
    <message>
        <source>{player} rolls: {symbol}.</source>
        <translation>{player} hádže: {symbol}.</translation>
    </message>
    <message>
        <source>{player} chooses: {symbol}.</source>
        <translation>{player} si vyberá: {symbol}.</translation>
    </message>
    <message>
        <source>{player} buys {horse} for {price}.</source>
        <translation>{player} kupuje koňa {horse} za {price}.</translation>
    </message>
    <message>
        <source>{player} buys no horse.</source>
        <translation>{player} nekupuje žiadneho koňa.</translation>
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
        <source>{player} draws a chance card: {card}.</source>
        <translation>{player} ťahá kartu náhody: {card}.</translation>
    </message>
    <message>
        <source>{player} keeps {card} for the next race.</source>
        <translation>{player} si necháva kartu na najbližší dostih: {card}.</translation>
    </message>
    <message>
        <source>{player} receives {amount}.</source>
        <translation>{player} dostáva {amount}.</translation>
    </message>
    <message>
        <source>{player} pays {amount}.</source>
        <translation>{player} platí {amount}.</translation>
    </message>
    <message>
        <source>{player} has no horse, so the colic does nothing.</source>
        <translation>{player} nemá žiadneho koňa, takže kolika nič nespôsobí.</translation>
    </message>
    <message>
        <source>{horse} goes back to the bank.</source>
        <translation>Kôň {horse} sa vracia do banky.</translation>
    </message>
    <message>
        <source>{player} must pay {owed} but has only {cash}.</source>
        <translation>{player} musí zaplatiť {owed}, ale má iba {cash}.</translation>
    </message>
    <message>
        <source>{player} pawns {horse} for {amount}.</source>
        <translation>{player} zastavuje koňa {horse} za {amount}.</translation>
    </message>
    <message>
        <source>{player} redeems {horse} for {amount}.</source>
        <translation>{player} vykupuje koňa {horse} za {amount}.</translation>
    </message>
    <message>
        <source>{player} sells {horse} to the bank for {amount}.</source>
        <translation>{player} predáva koňa {horse} banke za {amount}.</translation>
    </message>
    <message>
        <source>{player} offers {horse} to {buyer} for {price}.</source>
        <translation>{player} ponúka koňa {horse} za {price}, ponuku dostáva {buyer}.</translation>
    </message>
    <message>
        <source>{player} buys {horse} from {seller} for {price}.</source>
        <translation>{player} kupuje koňa {horse} za {price}, predáva {seller}.</translation>
    </message>
    <message>
        <source>{player} does not buy {horse}.</source>
        <translation>{player} nekupuje koňa {horse}.</translation>
    </message>
    <message>
        <source>{player} is bankrupt and hands in the stable.</source>
        <translation>{player} je v bankrote a odovzdáva stajňu.</translation>
    </message>
    <message>
        <source>{player} enters {runner} against {opponent} for {stake}.</source>
        <translation>{player} prihlasuje do dostihu {runner} so stávkou {stake}; odpovedať bude {opponent}.</translation>
    </message>
    <message>
        <source>{player} challenges: {races}.</source>
        <translation>{player} posiela výzvu: {races}.</translation>
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
        <source>{player} matches the raise: {amount}.</source>
        <translation>{player} dorovnáva zvýšenú stávku: {amount}.</translation>
    </message>
    <message>
        <source>{player}&apos;s kept cards count {points:+d} in this race.</source>
        <translation>{player} si v tomto dostihu z ponechaných kariet pripočítava {points:+d}.</translation>
    </message>
    <message>
        <source>Race {race}: {first} against {second}.</source>
        <translation>{race}. dostih: {first} proti {second}.</translation>
    </message>
    <message>
        <source>{winner} wins race {race} and takes {pot}.</source>
        <translation>{winner} vyhráva {race}. dostih a berie {pot}.</translation>
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
        <source>The bank does not have {horse}.</source>
        <translation>Banka koňa {horse} nemá.</translation>
    </message>
    <message>
        <source>That costs {cost}, and you have {cash}.</source>
        <translation>Stojí to {cost}, ale máš iba {cash}.</translation>
    </message>
    <message>
        <source>{horse} is not your horse.</source>
        <translation>{horse} nie je tvoj kôň.</translation>
    </message>
    <message>
        <source>{horse} is not pawned.</source>
        <translation>Kôň {horse} nie je zastavený.</translation>
    </message>
    <message>
        <source>{horse} is already pawned.</source>
        <translation>Kôň {horse} už je zastavený.</translation>
    </message>
    <message>
        <source>{horse} was pawned or redeemed this turn already.</source>
        <translation>Kôň {horse} už bol v tomto ťahu zastavený alebo vykúpený.</translation>
    </message>
    <message>
        <source>The bank does not buy a pawned horse.</source>
        <translation>Banka zastaveného koňa nekúpi.</translation>
    </message>
    <message>
        <source>You cannot choose that symbol now.</source>
        <translation>Tento symbol si teraz nemôžeš vybrať.</translation>
    </message>
    <message>
        <source>That is not one of your runners.</source>
        <translation>Toto nie je tvoj kôň ani tvoja stajňa.</translation>
    </message>
    <message>
        <source>Each horse runs only once per betting round.</source>
        <translation>Každý kôň beží v jednom kole stávok iba raz.</translation>
    </message>
    <message>
        <source>There is no such opponent.</source>
        <translation>Taký súper tu nie je.</translation>
    </message>
    <message>
        <source>At most {limit} races against that player.</source>
        <translation>Dostihy proti tejto stajni: najviac {limit}.</translation>
    </message>
    <message>
        <source>That is not one of the stakes.</source>
        <translation>Taká stávka nie je na výber.</translation>
    </message>
    <message>
        <source>Raise in steps of {step}.</source>
        <translation>Zvyšuj po {step}.</translation>
    </message>
    <message>
        <source>You have only {available} for this stake.</source>
        <translation>Na túto stávku máš iba {available}.</translation>
    </message>
    <message>
        <source>The stakes against that player may total at most {cash}.</source>
        <translation>Stávky proti tejto stajni môžu byť spolu najviac {cash}.</translation>
    </message>
    <message>
        <source>Enter at least one race first.</source>
        <translation>Najprv prihlás aspoň jeden dostih.</translation>
    </message>
    <message>
        <source>Bet at least {minimum}.</source>
        <translation>Vsaď aspoň {minimum}.</translation>
    </message>
    <message>
        <source>Raise at most to {maximum}.</source>
        <translation>Zvýš najviac na {maximum}.</translation>
    </message>
    <message>
        <source>The challenger can match at most {maximum}.</source>
        <translation>Vyzývajúca stajňa môže dorovnať najviac {maximum}.</translation>
    </message>
    <message>
        <source>There is no such buyer.</source>
        <translation>Taký kupujúci tu nie je.</translation>
    </message>
    <message>
        <source>That is not one of the prices.</source>
        <translation>Taká cena nie je na výber.</translation>
    </message>
    <message>
        <source>The buyer has only {cash}.</source>
        <translation>Stajňa, ktorej ho ponúkaš, má iba {cash}.</translation>
    </message>
    <message>
        <source>That horse was already offered to that player.</source>
        <translation>Tento kôň už bol tomuto hráčovi ponúknutý.</translation>
    </message>
    <message>
        <source>That offer was refused already. Try another price.</source>
        <translation>Táto ponuka už bola odmietnutá. Skús inú cenu.</translation>
    </message>
    <message>
        <source>You still have horses to pawn or sell.</source>
        <translation>Ešte máš kone, ktoré môžeš zastaviť alebo predať.</translation>
    </message>
    <message>
        <source>Worth: money plus the price of every horse that is not pawned. Pawned horses count nothing.</source>
        <translation>Majetok: peniaze plus cena každého koňa, ktorý nie je zastavený. Zastavené kone sa nerátajú.</translation>
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
        <source>The same money and as many horses: the more valuable horses win.</source>
        <translation>Rovnako peňazí aj koní: vyhrávajú hodnotnejšie kone.</translation>
    </message>
    <message>
        <source>Starting money</source>
        <translation>Počiatočná hotovosť</translation>
    </message>
    <message>
        <source>Rolling the die</source>
        <translation>Hod kockou</translation>
    </message>
    <message>
        <source>Choosing a symbol</source>
        <translation>Výber symbolu</translation>
    </message>
    <message>
        <source>Buying a horse</source>
        <translation>Nákup koňa</translation>
    </message>
    <message>
        <source>Colic</source>
        <translation>Kolika</translation>
    </message>
    <message>
        <source>Entering races</source>
        <translation>Prihlasovanie do dostihov</translation>
    </message>
    <message>
        <source>Answering the challenge</source>
        <translation>Odpoveď na výzvu</translation>
    </message>
    <message>
        <source>Matching the raises</source>
        <translation>Dorovnanie stávok</translation>
    </message>
    <message>
        <source>Raising money</source>
        <translation>Zháňanie peňazí</translation>
    </message>
    <message>
        <source>A horse offered</source>
        <translation>Ponuka koňa</translation>
    </message>
    <message>
        <source>Buying back a pawned horse would leave you too little cash.</source>
        <translation>Po vykúpení zastaveného koňa by ti zostalo málo peňazí.</translation>
    </message>
    <message>
        <source>You have plenty of cash: buy back {horse}.</source>
        <translation>Máš dosť peňazí: vykúp koňa {horse}.</translation>
    </message>
    <message>
        <source>You can buy a horse and still keep {reserve}.</source>
        <translation>Môžeš kúpiť koňa a stále ti zostane {reserve}.</translation>
    </message>
    <message>
        <source>No horse fits your cash now: take the money instead.</source>
        <translation>Na žiadneho koňa teraz nemáš: vezmi si radšej peniaze.</translation>
    </message>
    <message>
        <source>No horse fits your cash now, and no race can be run.</source>
        <translation>Na žiadneho koňa teraz nemáš a dostih sa bežať nedá.</translation>
    </message>
    <message>
        <source>{horse} has the most rosettes you can afford, and you keep {left}.</source>
        <translation>{horse} má najviac kokárd, na aké máš, a zostane ti {left}.</translation>
    </message>
    <message>
        <source>Keep at least {reserve}: every horse here would leave you less.</source>
        <translation>Nechaj si aspoň {reserve}: po kúpe ktoréhokoľvek koňa by ti zostalo menej.</translation>
    </message>
    <message>
        <source>{horse} is your cheapest horse.</source>
        <translation>{horse} je tvoj najlacnejší kôň.</translation>
    </message>
    <message>
        <source>{runner} is your strongest runner against {opponent}&apos;s weakest, for a small part of your cash.</source>
        <translation>Tvoj najsilnejší bežec ({runner}) proti najslabšiemu, čo má {opponent}, a stávka je len malá časť tvojich peňazí.</translation>
    </message>
    <message>
        <source>One race is enough: a small risk.</source>
        <translation>Jeden dostih stačí: riziko je malé.</translation>
    </message>
    <message>
        <source>{runner} is your strongest runner, and the lowest stake risks least.</source>
        <translation>{runner} je tvoj najsilnejší bežec a najnižšia stávka riskuje najmenej.</translation>
    </message>
    <message>
        <source>A fair price for {horse}, and you keep enough cash.</source>
        <translation>Za koňa {horse} je to férová cena a peňazí ti zostane dosť.</translation>
    </message>
    <message>
        <source>The price is more than the horse is worth.</source>
        <translation>Cena je vyššia, než koľko kôň stojí.</translation>
    </message>
    <message>
        <source>You would have less than {reserve} left.</source>
        <translation>Zostalo by ti menej než {reserve}.</translation>
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
        <source>Enter {runner} against {opponent} for {stake}.</source>
        <translation>Pošli do dostihu {runner} so stávkou {stake}, súperí {opponent}.</translation>
    </message>
    <message>
        <source>Answer with {runner} for {stake}.</source>
        <translation>Odpovedz: pošli {runner} so stávkou {stake}.</translation>
    </message>
    <message>
        <source>Offer {horse} for {price}; {buyer} decides.</source>
        <translation>Ponúkni koňa {horse} za {price}; rozhodne {buyer}.</translation>
    </message>
    <message>
        <source>Buy back {horse}.</source>
        <translation>Vykúp koňa {horse}.</translation>
    </message>
    <message>
        <source>Buy {horse}.</source>
        <translation>Kúp koňa {horse}.</translation>
    </message>
    <message>
        <source>Give {horse} back to the bank.</source>
        <translation>Vráť banke koňa {horse}.</translation>
    </message>
    <message>
        <source>Pawn {horse}.</source>
        <translation>Zastav koňa {horse}.</translation>
    </message>
    <message>
        <source>Sell {horse} to the bank.</source>
        <translation>Predaj banke koňa {horse}.</translation>
    </message>
    <message>
        <source>Choose: {symbol}.</source>
        <translation>Vyber: {symbol}.</translation>
    </message>
    <message>
        <source>Roll the die.</source>
        <translation>Hoď kockou.</translation>
    </message>
    <message>
        <source>Buy no horse now.</source>
        <translation>Teraz žiadneho koňa nekupuj.</translation>
    </message>
    <message>
        <source>Send the challenge.</source>
        <translation>Pošli výzvu.</translation>
    </message>
    <message>
        <source>Match the stakes and run the races.</source>
        <translation>Dorovnaj stávky, potom sa pobežia dostihy.</translation>
    </message>
    <message>
        <source>Buy the horse offered.</source>
        <translation>Kúp ponúkaného koňa.</translation>
    </message>
    <message>
        <source>Refuse the offer.</source>
        <translation>Odmietni ponuku.</translation>
    </message>
    <message>
        <source>Declare bankruptcy.</source>
        <translation>Ohlás bankrot.</translation>
    </message>
    <message>
        <source>Horse Races and Bets – travel edition</source>
        <translation>Dostihy a stávky – cestovná verzia</translation>
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
        <translation>Karta monopolistu</translation>
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
    <name>EndPage</name>
    <message>
        <source>{players} share the win!</source>
        <translation>O víťazstvo sa delia {players}!</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Niečo sa pokazilo</translation>
    </message>
    <message>
        <source>The program ran into a problem it did not expect. You can play on; if something looks wrong, close the game and open it again.</source>
        <translation>Program narazil na problém, s ktorým nerátal. Môžeš hrať ďalej; keby niečo nevyzeralo dobre, zatvor hru a otvor ju znova.</translation>
    </message>
    <message>
        <source>Your game is saved: Continue on the start screen opens it again.</source>
        <translation>Hra je uložená: tlačidlo Pokračovať na úvodnej obrazovke ju znova otvorí.</translation>
    </message>
    <message>
        <source>The game could not be saved just now.</source>
        <translation>Hru sa teraz nepodarilo uložiť.</translation>
    </message>
    <message>
        <source>To help fix it, copy the details and send them, with the files of this folder, to whoever looks after the program:</source>
        <translation>Aby sa chyba dala opraviť, skopíruj podrobnosti a pošli ich aj so súbormi z tohto priečinka tomu, kto sa o program stará:</translation>
    </message>
    <message>
        <source>Copy the details</source>
        <translation>Skopírovať podrobnosti</translation>
    </message>
    <message>
        <source>Open the folder</source>
        <translation>Otvoriť priečinok</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
    <message numerus="yes">
        <source>It happened %n times.</source>
        <translation>
            <numerusform>Stalo sa to už %n×.</numerusform>
            <numerusform>Stalo sa to už %n×.</numerusform>
            <numerusform>Stalo sa to už %n×.</numerusform>
        </translation>
    </message>
    <message>
        <source>The details are copied: paste them into an e-mail or a message.</source>
        <translation>Podrobnosti sú skopírované: vlož ich do e-mailu alebo do správy.</translation>
    </message>
    <message>
        <source>The folder could not be opened. Its path is above, to copy.</source>
        <translation>Priečinok sa nedá otvoriť. Jeho cesta je vyššie, môžeš si ju skopírovať.</translation>
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
        <translation>Dom {number}</translation>
    </message>
    <message>
        <source>Cheque {value}</source>
        <translation>Šek {value}</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Karta obrázkom nadol</translation>
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
        <translation>Ponuka</translation>
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
        <translation>draží</translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation>má vybrané</translation>
    </message>
    <message>
        <source>choosing</source>
        <translation>vyberá</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Spolu</translation>
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
        <translation>Prihodiť</translation>
    </message>
    <message>
        <source>Put more coins on your bid (Enter; + and - change the bid)</source>
        <translation>Pridaj do svojej ponuky viac mincí (Enter; klávesy + a - menia ponuku)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasovať</translation>
    </message>
    <message>
        <source>Stop bidding and take the cheapest house (P)</source>
        <translation>Prestaň dražiť a vezmi si najlacnejší dom (P)</translation>
    </message>
    <message>
        <source>Your bid:</source>
        <translation>Ponuka:</translation>
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
        <translation>Nákup domov · {round}. kolo</translation>
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
        <source>Selling houses · round {round}</source>
        <translation>Predaj domov · {round}. kolo</translation>
    </message>
    <message>
        <source>Cheques on the table</source>
        <translation>Šeky na stole</translation>
    </message>
    <message>
        <source>Cheques left in the pile: {count}</source>
        <translation>Šekov v balíčku: {count}</translation>
    </message>
    <message>
        <source>Now bidding: {player}</source>
        <translation>Na ťahu: {player}</translation>
    </message>
    <message>
        <source>Still choosing: {players}</source>
        <translation>Čaká sa na: {players}</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>Zatiaľ žiadna ponuka</translation>
    </message>
    <message>
        <source>Highest bid: {coins}</source>
        <translation>Najvyššia ponuka: {coins}</translation>
    </message>
    <message>
        <source>Last sale</source>
        <translation>Posledný predaj</translation>
    </message>
    <message>
        <source>{player}: house {house} → {cheque}</source>
        <translation>{player}: dom {house} → {cheque}</translation>
    </message>
    <message>
        <source>Houses sold so far</source>
        <translation>Doteraz predané domy</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>zatiaľ žiadne</translation>
    </message>
    <message>
        <source>Click a house, then press Sell</source>
        <translation>Klikni na dom a potom na Predať</translation>
    </message>
    <message>
        <source>Raise the bid, or pass: you get all your coins back, but no house.</source>
        <translation>Prihoď, alebo pasuj: dostaneš späť všetky mince, ale žiadny dom.</translation>
    </message>
    <message>
        <source>You cannot bid more. Pass: you get all your coins back, but no house.</source>
        <translation>Najvyššiu ponuku už neprebiješ. Pasuj: dostaneš späť všetky mince, ale žiadny dom.</translation>
    </message>
    <message>
        <source>You cannot bid more. Pass: you take the cheapest house and get half of your coins back.</source>
        <translation>Najvyššiu ponuku už neprebiješ. Pasuj: vezmeš si najlacnejší dom a dostaneš späť polovicu mincí.</translation>
    </message>
    <message>
        <source>You cannot bid more. Pass: you take the cheapest house and get all your coins back.</source>
        <translation>Najvyššiu ponuku už neprebiješ. Pasuj: vezmeš si najlacnejší dom a dostaneš späť všetky mince.</translation>
    </message>
    <message>
        <source>Waiting for the next player.</source>
        <translation>Čaká sa na ďalšieho hráča.</translation>
    </message>
    <message>
        <source>Raise the bid, or pass: you take the cheapest house and get half of your coins back.</source>
        <translation>Prihoď, alebo pasuj: vezmeš si najlacnejší dom a dostaneš späť polovicu mincí zo svojej kôpky.</translation>
    </message>
    <message>
        <source>Choose a house to sell: click it, then press Sell.</source>
        <translation>Vyber dom na predaj: klikni naň a potom na Predať.</translation>
    </message>
    <message>
        <source>Wait for the others.</source>
        <translation>Počkaj na ostatných.</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>{player} vyhráva!</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>Predať</translation>
    </message>
    <message>
        <source>Sell house {house}</source>
        <translation>Predať dom {house}</translation>
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
        <source>house {number}</source>
        <translation>dom {number}</translation>
    </message>
    <message>
        <source>Open the bidding at 0: it costs you nothing.</source>
        <translation>Začni dražbu ponukou 0: nič ťa nestojí.</translation>
    </message>
    <message>
        <source>Round {round}: houses {houses} are for sale.</source>
        <translation>{round}. kolo: na predaj sú domy {houses}.</translation>
    </message>
    <message>
        <source>{player} opens the bidding at 0.</source>
        <translation>{player} začína dražbu ponukou 0.</translation>
    </message>
    <message>
        <source>{player} bids {coins}.</source>
        <translation>{player} ponúka: {coins}.</translation>
    </message>
    <message>
        <source>{player} passed: no house, but got {coins} back.</source>
        <translation>{player} pasuje a dom nedostane. Späť dostáva: {coins}.</translation>
    </message>
    <message>
        <source>{player} passed: no house this round.</source>
        <translation>{player} pasuje a v tomto kole dom nedostane.</translation>
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
        <source>{player} passed: took house {house}, got {coins} back.</source>
        <translation>{player} pasuje a berie si dom {house}. Späť dostáva: {coins}.</translation>
    </message>
    <message>
        <source>{player} passed: took house {house}.</source>
        <translation>{player} pasuje a berie si dom {house}.</translation>
    </message>
    <message>
        <source>({coins} went to the bank.)</source>
        <translation>(Z hry odchádza: {coins}.)</translation>
    </message>
    <message>
        <source>{player} takes house {house} for nothing.</source>
        <translation>{player} berie dom {house} zadarmo.</translation>
    </message>
    <message>
        <source>{player} bought house {house} for {coins}.</source>
        <translation>{player} kupuje dom {house}. Platí: {coins}.</translation>
    </message>
    <message>
        <source>{player} takes the last cheques: {cheques}.</source>
        <translation>{player} berie zvyšné šeky: {cheques}.</translation>
    </message>
    <message>
        <source>Round {round}: cheques {cheques} are on the table.</source>
        <translation>{round}. kolo: na stole sú šeky {cheques}.</translation>
    </message>
    <message>
        <source>{player} has chosen a house.</source>
        <translation>{player} už má vybraný dom.</translation>
    </message>
    <message>
        <source>{player} sold house {house} for {cheque}</source>
        <translation>{player} predáva dom {house} za {cheque}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra sa skončila.</translation>
    </message>
    <message>
        <source>You cannot raise any more. Please pass.</source>
        <translation>Už nemôžeš prihodiť. Pasuj, prosím.</translation>
    </message>
    <message>
        <source>Bid at least {coins}.</source>
        <translation>Tvoja ponuka musí byť aspoň {coins}.</translation>
    </message>
    <message>
        <source>You can bid at most {coins}.</source>
        <translation>Tvoja ponuka môže byť najviac {coins}.</translation>
    </message>
    <message>
        <source>You do not have house {house}.</source>
        <translation>Dom {house} nemáš.</translation>
    </message>
    <message>
        <source>Every coin left is worth {money}.</source>
        <translation>Každá zvyšná minca má hodnotu {money}.</translation>
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
        <source>Variant</source>
        <translation>Variant hry</translation>
    </message>
    <message>
        <source>A forced pass costs half, like any pass</source>
        <translation>Vynútený pas stojí polovicu ako každý pas</translation>
    </message>
    <message>
        <source>Buying houses</source>
        <translation>Nákup domov</translation>
    </message>
    <message>
        <source>Selling houses</source>
        <translation>Predaj domov</translation>
    </message>
    <message>
        <source>That is not too much for a chance at house {best}.</source>
        <translation>To nie je veľa za šancu na dom {best}.</translation>
    </message>
    <message>
        <source>House {best} is not much better than house {lowest}: save your coins.</source>
        <translation>Dom {best} nie je o veľa lepší než dom {lowest}: ušetri mince.</translation>
    </message>
    <message>
        <source>The others will likely bid more than house {best} is worth to you: save your coins.</source>
        <translation>Ostatní asi prihodia viac, než pre teba dom {best} stojí: ušetri mince.</translation>
    </message>
    <message>
        <source>Your best house can win the {cheque} cheque now.</source>
        <translation>Tvoj najlepší dom teraz môže vyhrať šek za {cheque}.</translation>
    </message>
    <message>
        <source>Sell your lowest house here and keep the better ones for later rounds.</source>
        <translation>Tu predaj svoj najnižší dom a lepšie si nechaj na ďalšie kolá.</translation>
    </message>
    <message>
        <source>This house does best against these cheques; keep the others for later.</source>
        <translation>S týmito šekmi si tento dom vedie najlepšie; ostatné si nechaj na neskôr.</translation>
    </message>
    <message>
        <source>Standard game</source>
        <translation>Bežná hra</translation>
    </message>
    <message>
        <source>Not everyone gets one!</source>
        <translation>Na každého sa neujde!</translation>
    </message>
    <message>
        <source>For Sale</source>
        <translation>Na predaj</translation>
    </message>
    <message>
        <source>Bid {coins} in all.</source>
        <translation>Prihoď – spolu {coins}.</translation>
    </message>
    <message>
        <source>Pass: take the cheapest house and half your coins back.</source>
        <translation>Pasuj: vezmi si najlacnejší dom a polovicu mincí späť.</translation>
    </message>
    <message>
        <source>Sell {house}.</source>
        <translation>Predaj {house}.</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>All rounds</source>
        <translation>Všetky kolá</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Kolo {number}</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Všetci</translation>
    </message>
    <message>
        <source>The last moves are not saved. {reason} Each move tries again.</source>
        <translation>Posledné ťahy nie sú uložené. {reason} Každý ťah to skúsi znova.</translation>
    </message>
    <message>
        <source>A part of the program is missing from this installation ({module}): the computer players and hints of this game cannot work. Install the program again; your saved games stay where they are.</source>
        <translation>V tejto inštalácii chýba časť programu ({module}): počítačoví hráči a rady v tejto hre nemôžu fungovať. Nainštaluj program znova; uložené hry zostanú, kde sú.</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Čo sa stalo</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>Hrať &amp;znova</translation>
    </message>
    <message>
        <source>&amp;Back to the start</source>
        <translation>&amp;Späť na začiatok</translation>
    </message>
    <message>
        <source>Show only the lines of one player</source>
        <translation>Ukázať len riadky o jednom hráčovi</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Show only the lines of one round</source>
        <translation>Ukázať len riadky z jedného kola</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>Put the hint away</source>
        <translation>Skryť radu</translation>
    </message>
    <message>
        <source>Move taken back: {player}</source>
        <translation>{player} berie ťah späť.</translation>
    </message>
    <message>
        <source>There is only one thing to do now.</source>
        <translation>Teraz sa dá urobiť len jedno.</translation>
    </message>
    <message>
        <source>The move is shown on the table.</source>
        <translation>Ťah je ukázaný na stole.</translation>
    </message>
    <message>
        <source>Hint: {hint}</source>
        <translation>Rada: {hint}</translation>
    </message>
    <message>
        <source>&amp;Hint (F2)</source>
        <translation>Po&amp;radiť (F2)</translation>
    </message>
    <message>
        <source>&amp;Hint (F2) · used: {used}</source>
        <translation>Po&amp;radiť (F2) · už: {used}×</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Start a new game of {game}</source>
        <translation>Začni novú hru: {game}</translation>
    </message>
</context>
<context>
    <name>HallOfFameDialog</name>
    <message>
        <source>The game cannot be replayed</source>
        <translation>Záznam hry sa nedá prehrať</translation>
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
        <translation>(záznam hry sa nedá znova prehrať, a tak sa nedajú zistiť)</translation>
    </message>
    <message>
        <source>(the fewest points win)</source>
        <translation>(vyhráva najmenej bodov)</translation>
    </message>
    <message>
        <source>No game has been played to the end yet.
Finish a game and you will see here who wins most.</source>
        <translation>Zatiaľ nebola dohraná žiadna hra.
Dohraj nejakú a uvidíš tu, kto vyhráva najčastejšie.</translation>
    </message>
    <message>
        <source>No finished game fits these choices. Try a longer period or all games.</source>
        <translation>Týmto voľbám nezodpovedá žiadna dohraná hra. Skús dlhšie obdobie alebo všetky hry.</translation>
    </message>
    <message>
        <source>Hall of fame</source>
        <translation>Sieň slávy</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Obdobie:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Hra:</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Počet hráčov:</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Od začiatku</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Tento mesiac</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Posledných 30 dní</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>Tento rok</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Všetky hry</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Akýkoľvek</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n hráč</numerusform>
            <numerusform>%n hráči</numerusform>
            <numerusform>%n hráčov</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>H&amp;ráči</translation>
    </message>
    <message>
        <source>&amp;Head to head</source>
        <translation>&amp;Vzájomne</translation>
    </message>
    <message>
        <source>Against the &amp;computer</source>
        <translation>Proti po&amp;čítaču</translation>
    </message>
    <message>
        <source>&amp;Wins by month</source>
        <translation>Výhry podľa &amp;mesiacov</translation>
    </message>
    <message>
        <source>&amp;Finished games</source>
        <translation>&amp;Dohrané hry</translation>
    </message>
    <message>
        <source>&amp;Replay the game</source>
        <translation>Prehrať &amp;záznam</translation>
    </message>
    <message>
        <source>Pla&amp;yers…</source>
        <translation>&amp;Upraviť hráčov…</translation>
    </message>
    <message>
        <source>Names, colours and pictures; rename, merge or delete a player</source>
        <translation>Mená, farby a obrázky; premenovať, zlúčiť alebo zmazať hráča</translation>
    </message>
    <message>
        <source>Step through the chosen game move by move</source>
        <translation>Prejdi vybranú hru ťah po ťahu</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Pass the computer to</source>
        <translation>Podaj počítač. Na rade je:</translation>
    </message>
    <message>
        <source>I am {player} — show my cards</source>
        <translation>Som {player} — ukáž moje karty</translation>
    </message>
</context>
<context>
    <name>LastWillTable</name>
    <message>
        <source>Do it</source>
        <translation>Vykonať</translation>
    </message>
    <message>
        <source>Do what is chosen in the list (Enter)</source>
        <translation>Vykonať, čo je vybraté v zozname (Enter)</translation>
    </message>
    <message>
        <source>All choices</source>
        <translation>Všetky možnosti</translation>
    </message>
    <message>
        <source>Show every choice again, not only those of the card clicked</source>
        <translation>Znova ukázať všetky možnosti, nielen tie pre kliknutú kartu</translation>
    </message>
    <message>
        <source>End my turn</source>
        <translation>Ukončiť ťah</translation>
    </message>
    <message>
        <source>No more actions this round</source>
        <translation>V tomto kole už žiadne ďalšie akcie</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · {phase}</source>
        <translation>Kolo {round} zo {rounds} · {phase}</translation>
    </message>
    <message>
        <source>Now: {players}</source>
        <translation>Na ťahu: {players}</translation>
    </message>
    <message>
        <source>Your hand ({count})</source>
        <translation>Tvoje karty ({count})</translation>
    </message>
    <message>
        <source>Hand: {player} ({count})</source>
        <translation>Karty v ruke: {player} ({count})</translation>
    </message>
    <message>
        <source>Waiting for the next player.</source>
        <translation>Čaká sa na ďalšieho hráča.</translation>
    </message>
    <message>
        <source>Waiting for {players}.</source>
        <translation>Čaká sa na: {players}.</translation>
    </message>
    <message>
        <source>You may keep {keep}: choose a card to discard ({count} more).</source>
        <translation>Nechať si môžeš {keep}: vyber kartu na odhodenie (ešte {count}).</translation>
    </message>
    <message>
        <source>Name the deck of each card you draw: {done} of {count} named.</source>
        <translation>Urči, z ktorého balíčka ťaháš každú kartu: určené {done} z {count}.</translation>
    </message>
    <message>
        <source>Block a day plan with a neutral marker.</source>
        <translation>Zablokuj jeden plán dňa neutrálnou značkou.</translation>
    </message>
    <message>
        <source>Choose your day plan: cards to draw, errand boys and actions.</source>
        <translation>Vyber si plán dňa: karty na ťahanie, poslíčkov a akcie.</translation>
    </message>
    <message>
        <source>Send an errand boy ({count} left).</source>
        <translation>Pošli poslíčka (zostáva {count}).</translation>
    </message>
    <message>
        <source>{count} left. Play cards, activate, buy or sell; then end your turn.</source>
        <translation>Zostáva: {count}. Hraj karty, aktivuj, kupuj či predávaj; potom ukonči ťah.</translation>
    </message>
    <message>
        <source>{player} spent the most and inherits everything!</source>
        <translation>{player} dedí všetko: míňať vie najlepšie!</translation>
    </message>
    <message>
        <source>Nothing can be done with that now.</source>
        <translation>S tým sa teraz nedá nič urobiť.</translation>
    </message>
</context>
<context>
    <name>LastWillTexts</name>
    <message>
        <source>Last Will</source>
        <translation>Posledná vôľa</translation>
    </message>
    <message>
        <source>Day plan {plan}</source>
        <translation>Plán dňa {plan}</translation>
    </message>
    <message>
        <source>Opera: spend 2</source>
        <translation>Opera: minúť 2</translation>
    </message>
    <message>
        <source>Extra board ({count} left)</source>
        <translation>Doplnková doska (zostáva {count})</translation>
    </message>
    <message>
        <source>Property market:</source>
        <translation>Trh nehnuteľností:</translation>
    </message>
    <message>
        <source>day plan {plan}: {player}</source>
        <translation>plán dňa {plan}: {player}</translation>
    </message>
    <message>
        <source>actions left: {count}</source>
        <translation>zostáva akcií: {count}</translation>
    </message>
    <message>
        <source>hand: {count}</source>
        <translation>v ruke: {count}</translation>
    </message>
    <message>
        <source>plan {plan}</source>
        <translation>plán {plan}</translation>
    </message>
    <message>
        <source>Money left</source>
        <translation>Zvyšné peniaze</translation>
    </message>
    <message>
        <source>Properties (value + 5)</source>
        <translation>Nehnuteľnosti (hodnota + 5)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Spolu</translation>
    </message>
    <message numerus="yes">
        <source>%n pound(s)</source>
        <translation>
            <numerusform>%n libra</numerusform>
            <numerusform>%n libry</numerusform>
            <numerusform>%n libier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pound(s)</source>
        <comment>spent or paid: accusative</comment>
        <translation>
            <numerusform>%n libru</numerusform>
            <numerusform>%n libry</numerusform>
            <numerusform>%n libier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n akcia</numerusform>
            <numerusform>%n akcie</numerusform>
            <numerusform>%n akcií</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kariet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n errand boy(s)</source>
        <translation>
            <numerusform>%n poslíček</numerusform>
            <numerusform>%n poslíčkovia</numerusform>
            <numerusform>%n poslíčkov</numerusform>
        </translation>
    </message>
    <message>
        <source>Carriage Ride</source>
        <translation>Jazda kočiarom</translation>
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
        <translation>Večierok</translation>
    </message>
    <message>
        <source>Spree</source>
        <translation>Flám</translation>
    </message>
    <message>
        <source>Dinner</source>
        <translation>Večera</translation>
    </message>
    <message>
        <source>Whisky Club</source>
        <translation>Whisky klub</translation>
    </message>
    <message>
        <source>Private Room</source>
        <translation>Salónik</translation>
    </message>
    <message>
        <source>Carriage</source>
        <translation>Kočiar</translation>
    </message>
    <message>
        <source>Training Ground</source>
        <translation>Cvičisko</translation>
    </message>
    <message>
        <source>Coachman</source>
        <translation>Kočiš</translation>
    </message>
    <message>
        <source>Estate Agent</source>
        <translation>Realitný maklér</translation>
    </message>
    <message>
        <source>Gardener</source>
        <translation>Záhradník</translation>
    </message>
    <message>
        <source>School Chum</source>
        <translation>Kumpán</translation>
    </message>
    <message>
        <source>Sea Dog</source>
        <translation>Morský vlk</translation>
    </message>
    <message>
        <source>Steward</source>
        <translation>Správca</translation>
    </message>
    <message>
        <source>Tailor</source>
        <translation>Krajčír</translation>
    </message>
    <message>
        <source>Valet</source>
        <translation>Komorník</translation>
    </message>
    <message>
        <source>Waiter</source>
        <translation>Čašník</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Statok</translation>
    </message>
    <message>
        <source>Summer House</source>
        <translation>Letné sídlo</translation>
    </message>
    <message>
        <source>Residence</source>
        <translation>Rezidencia</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Vila</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Kôň</translation>
    </message>
    <message>
        <source>Dog</source>
        <translation>Pes</translation>
    </message>
    <message>
        <source>Cook</source>
        <translation>Kuchár</translation>
    </message>
    <message>
        <source>Lady</source>
        <translation>Dáma</translation>
    </message>
    <message>
        <source>Happy Day</source>
        <translation>Šťastný deň</translation>
    </message>
    <message>
        <source>Breeders&apos; Show</source>
        <translation>Chovateľská výstava</translation>
    </message>
    <message>
        <source>Old Friend</source>
        <translation>Starý priateľ</translation>
    </message>
    <message>
        <source>Broker</source>
        <translation>Maklér</translation>
    </message>
    <message>
        <source>Wild Party</source>
        <translation>Divoký večierok</translation>
    </message>
    <message>
        <source>Busy Day</source>
        <translation>Rušný deň</translation>
    </message>
    <message>
        <source>experiences</source>
        <translation>zážitky</translation>
    </message>
    <message>
        <source>helpers and rentals</source>
        <translation>pomocníci a prenájmy</translation>
    </message>
    <message>
        <source>properties</source>
        <translation>nehnuteľnosti</translation>
    </message>
    <message>
        <source>companions</source>
        <translation>spoločníci</translation>
    </message>
    <message>
        <source>special cards</source>
        <translation>špeciálne karty</translation>
    </message>
    <message>
        <source>Happy Days</source>
        <translation>Šťastné dni</translation>
    </message>
    <message>
        <source>special cards with {crowns} crown(s)</source>
        <translation>špeciálne karty (korún: {crowns})</translation>
    </message>
    <message>
        <source>Round 1 begins. First everyone keeps {keep} of their cards. Then the day plans, beginning with: {player}.</source>
        <translation>Kolo 1 sa začína. Najprv si každý nechá {keep} zo svojich kariet. Potom sa vyberajú plány dňa, začína: {player}.</translation>
    </message>
    <message>
        <source>Round {round} begins. {player} starts.</source>
        <translation>Kolo {round} sa začína. Na ťahu je {player}.</translation>
    </message>
    <message>
        <source>{player} discarded a card ({deck}).</source>
        <translation>{player} odhadzuje kartu ({deck}).</translation>
    </message>
    <message>
        <source>{player} blocked day plan {plan}.</source>
        <translation>{player} blokuje plán dňa {plan}.</translation>
    </message>
    <message>
        <source>{player} chose day plan {plan}.</source>
        <translation>{player} volí plán dňa {plan}.</translation>
    </message>
    <message>
        <source>{player} names a card from: {deck}.</source>
        <translation>{player} ťahá kartu z balíčka: {deck}.</translation>
    </message>
    <message>
        <source>{player} draws nothing.</source>
        <translation>{player} neťahá nič.</translation>
    </message>
    <message>
        <source>{player} drew {cards}.</source>
        <translation>{player} si berie karty: {cards}.</translation>
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
        <translation>Odhodené karty ({deck}) sa zamiešajú do nového balíčka.</translation>
    </message>
    <message>
        <source>{player}&apos;s errand boy took {card}.</source>
        <translation>{player}: poslíček berie kartu {card}.</translation>
    </message>
    <message>
        <source>{player}&apos;s errand boy went to the Opera.</source>
        <translation>{player}: poslíček ide do opery.</translation>
    </message>
    <message>
        <source>{player} set the market: {tokens}.</source>
        <translation>{player} mení trh: {tokens}.</translation>
    </message>
    <message>
        <source>{player} took an extra player board.</source>
        <translation>{player} si berie doplnkovú dosku.</translation>
    </message>
    <message>
        <source>{player}&apos;s errand boy stays at home: no space is free.</source>
        <translation>{player}: poslíček zostáva doma, žiadne miesto nie je voľné.</translation>
    </message>
    <message>
        <source>Everybody takes their actions, in day-plan order.</source>
        <translation>Všetci vykonávajú akcie v poradí plánov dňa.</translation>
    </message>
    <message>
        <source>{player} played {card}.</source>
        <translation>{player} hrá kartu {card}.</translation>
    </message>
    <message>
        <source>{player} laid {card} on their board.</source>
        <translation>{player} vykladá kartu {card} na svoju dosku.</translation>
    </message>
    <message>
        <source>{player} discarded {card} from their board.</source>
        <translation>{player} odhadzuje kartu {card} zo svojej dosky.</translation>
    </message>
    <message>
        <source>{player} activated {card}.</source>
        <translation>{player} aktivuje kartu {card}.</translation>
    </message>
    <message>
        <source>{player} put a Happy Day on {card} as a {companion}.</source>
        <translation>{player} dáva Šťastný deň na kartu {card} ako spoločník: {companion}.</translation>
    </message>
    <message>
        <source>{player} put a {companion} on {card}.</source>
        <translation>{player} dáva na kartu {card}: {companion}.</translation>
    </message>
    <message>
        <source>{player} sold {card} for {pounds}.</source>
        <translation>{player} predáva kartu {card} za {pounds}.</translation>
    </message>
    <message>
        <source>{player} spent {pounds}.</source>
        <translation>{player} míňa: {pounds}.</translation>
    </message>
    <message>
        <source>{player} has finished this round.</source>
        <translation>{player} v tomto kole končí.</translation>
    </message>
    <message>
        <source>{player}&apos;s Happy Day goes back beside the board.</source>
        <translation>{player}: Šťastný deň sa vracia vedľa plánu.</translation>
    </message>
    <message>
        <source>{player}&apos;s {card} was not maintained and decays: now worth {pounds}.</source>
        <translation>{player}: {card} bez údržby chátra. Nová hodnota: {pounds}.</translation>
    </message>
    <message>
        <source>Round {round} is over.</source>
        <translation>Kolo {round} sa skončilo.</translation>
    </message>
    <message>
        <source>The game is over: {players} spent everything.</source>
        <translation>Hra sa skončila. Bez peňazí a nehnuteľností: {players}.</translation>
    </message>
    <message>
        <source>The game is over after the seventh round.</source>
        <translation>Hra sa skončila po siedmom kole.</translation>
    </message>
    <message>
        <source>That cannot be done in this part of the round.</source>
        <translation>To sa v tejto časti kola urobiť nedá.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>Kartu {card} nemáš v ruke.</translation>
    </message>
    <message>
        <source>{card} is not on your board.</source>
        <translation>Kartu {card} nemáš na doske.</translation>
    </message>
    <message>
        <source>The rules do not allow that now (not enough actions, money or free space).</source>
        <translation>To pravidlá teraz nedovoľujú (málo akcií, peňazí alebo voľného miesta).</translation>
    </message>
    <message>
        <source>Each property left counts its value + 5. The lowest total wins: the deepest debt, else the least money.</source>
        <translation>Každá nehnuteľnosť, ktorá zostane, sa počíta hodnotou + 5. Vyhráva najnižší súčet: najhlbší dlh, inak najmenej peňazí.</translation>
    </message>
    <message>
        <source>Same total: the day plan further left in the last round wins.</source>
        <translation>Rovnaký súčet: vyhráva ten, ktorého plán dňa bol v poslednom kole viac vľavo.</translation>
    </message>
    <message>
        <source>Draw a Will card for the starting money (70 to 130 pounds)</source>
        <translation>Potiahnuť kartu závetu pre počiatočné peniaze (70 až 130 libier)</translation>
    </message>
    <message>
        <source>Keeping two cards</source>
        <translation>Výber dvoch kariet</translation>
    </message>
    <message>
        <source>Choosing day plans</source>
        <translation>Voľba plánu dňa</translation>
    </message>
    <message>
        <source>Sending errand boys</source>
        <translation>Posielanie poslíčkov</translation>
    </message>
    <message>
        <source>Taking actions</source>
        <translation>Akcie</translation>
    </message>
    <message>
        <source>End of the round</source>
        <translation>Koniec kola</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec hry</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Odhodiť: {card}</translation>
    </message>
    <message>
        <source>Block day plan {plan}</source>
        <translation>Zablokovať plán dňa {plan}</translation>
    </message>
    <message>
        <source>Day plan {plan}: {cards}, {errands}, {actions}</source>
        <translation>Plán dňa {plan}: {cards}, {errands}, {actions}</translation>
    </message>
    <message>
        <source>A card from: {deck}</source>
        <translation>Karta z balíčka: {deck}</translation>
    </message>
    <message>
        <source>Take {card} (space {space})</source>
        <translation>Vziať: {card} (miesto {space})</translation>
    </message>
    <message>
        <source>Opera: spend {pounds}</source>
        <translation>Opera: minúť {pounds}</translation>
    </message>
    <message>
        <source>Market: {tokens}</source>
        <translation>Trh: {tokens}</translation>
    </message>
    <message>
        <source>Take an extra player board</source>
        <translation>Vziať doplnkovú dosku</translation>
    </message>
    <message>
        <source>Draw one card: {deck}</source>
        <translation>Potiahnuť jednu kartu: {deck}</translation>
    </message>
    <message>
        <source>Lay {card} on your board</source>
        <translation>Vyložiť na dosku: {card}</translation>
    </message>
    <message>
        <source>Buy {card} for {pounds}</source>
        <translation>Kúpiť: {card} za {pounds}</translation>
    </message>
    <message>
        <source>, discarding {card}</source>
        <translation>, namiesto karty {card}</translation>
    </message>
    <message>
        <source>Activate {card}: spend {pounds}</source>
        <translation>Aktivovať: {card}, minúť {pounds}</translation>
    </message>
    <message>
        <source>Activate {card}</source>
        <translation>Aktivovať: {card}</translation>
    </message>
    <message>
        <source>Happy Day on {card} as a {companion}</source>
        <translation>Šťastný deň na kartu {card} ako spoločník: {companion}</translation>
    </message>
    <message>
        <source>{companion} on {card}</source>
        <translation>{companion} na kartu {card}</translation>
    </message>
    <message>
        <source>Sell {card} for {pounds}</source>
        <translation>Predať: {card} za {pounds}</translation>
    </message>
    <message>
        <source>End my turn</source>
        <translation>Ukončiť ťah</translation>
    </message>
    <message>
        <source>Play {card}: {actions}, spend {pounds}</source>
        <translation>Zahrať: {card}, {actions}, minúť {pounds}</translation>
    </message>
    <message>
        <source>, with {companions}</source>
        <translation>, so spoločníkmi: {companions}</translation>
    </message>
    <message>
        <source>, on {cards}</source>
        <translation>, na: {cards}</translation>
    </message>
    <message>
        <source>The game can end this round: sell every property first.</source>
        <translation>Hra môže skončiť v tomto kole: najprv predaj všetky nehnuteľnosti.</translation>
    </message>
    <message>
        <source>Your cash cannot pay for the actions you have left.</source>
        <translation>Na akcie, ktoré ti zostávajú, nemáš dosť peňazí.</translation>
    </message>
    <message>
        <source>{card} will not lose more value before the end: sell it now.</source>
        <translation>Predaj teraz: {card} už do konca hry nestratí na cene.</translation>
    </message>
    <message>
        <source>{card} costs {pay}, and much less comes back when you sell it.</source>
        <translation>{card} stojí {pay} a pri predaji sa ti vráti oveľa menej.</translation>
    </message>
    <message>
        <source>{card} helps you spend money in the rounds to come.</source>
        <translation>{card} ti v ďalších kolách pomôže míňať.</translation>
    </message>
    <message>
        <source>This day plan gives you the most useful actions and cards.</source>
        <translation>Tento plán dňa ti dá najužitočnejšie akcie a karty.</translation>
    </message>
    <message>
        <source>The others would like this day plan most.</source>
        <translation>Tento plán dňa by ostatní chceli najviac.</translation>
    </message>
    <message>
        <source>This day plan is the least useful to you.</source>
        <translation>Tento plán dňa je pre teba najmenej užitočný.</translation>
    </message>
    <message>
        <source>The {deck} deck is the most useful now.</source>
        <translation>Balíček {deck} je teraz najužitočnejší.</translation>
    </message>
    <message>
        <source>{card} is the most useful card you can get now.</source>
        <translation>{card} je teraz tá najužitočnejšia karta, ktorú môžeš získať.</translation>
    </message>
    <message>
        <source>It spends {pay}: the most money for your actions.</source>
        <translation>Minieš {pay}: za svoje akcie najviac peňazí.</translation>
    </message>
    <message>
        <source>{card} is the best use of your actions now.</source>
        <translation>{card} je teraz to najlepšie, na čo použiť akcie.</translation>
    </message>
    <message>
        <source>A companion makes {card} spend more.</source>
        <translation>So spoločníkom minie {card} viac.</translation>
    </message>
    <message>
        <source>{card} is the least useful card in your hand.</source>
        <translation>{card} je najmenej užitočná karta v tvojej ruke.</translation>
    </message>
    <message>
        <source>This market suits your properties best.</source>
        <translation>Tento trh sa tvojim nehnuteľnostiam hodí najlepšie.</translation>
    </message>
    <message>
        <source>Your board is getting full.</source>
        <translation>Tvoja doska sa zapĺňa.</translation>
    </message>
    <message>
        <source>Nothing else is worth an action now.</source>
        <translation>Nič ďalšie teraz za akciu nestojí.</translation>
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
        <translation>{player}: tvoje nové karty sú v ruke označené. Pozri si ich a potom ich skry, kým hra pôjde ďalej.</translation>
    </message>
    <message>
        <source>Seen — hide my cards</source>
        <translation>Hotovo — skryť karty</translation>
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
        <translation>Akú hru budeme hrať?</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>Hru sa nedá otvoriť</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Uložiť ako</translation>
    </message>
    <message>
        <source>Name of the saved game:</source>
        <translation>Názov uloženej hry:</translation>
    </message>
    <message>
        <source>A saved game called “{name}” already exists. Replace it?</source>
        <translation>Uložená hra „{name}“ už existuje. Nahradiť ju?</translation>
    </message>
    <message>
        <source>The game is saved.</source>
        <translation>Hra je uložená.</translation>
    </message>
    <message>
        <source>About Family Board Games</source>
        <translation>O programe Rodinné spoločenské hry</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Family Board Games {version}&lt;/h3&gt;&lt;p&gt;Board games for the whole family at one computer:&lt;/p&gt;&lt;ul&gt;{games}&lt;/ul&gt;&lt;p&gt;The pictures on the cards are drawn by the program itself. Where a rulebook leaves something out, the in-app rules say what the program does.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Rodinné spoločenské hry {version}&lt;/h3&gt;&lt;p&gt;Spoločenské hry pre celú rodinu pri jednom počítači:&lt;/p&gt;&lt;ul&gt;{games}&lt;/ul&gt;&lt;p&gt;Obrázky kariet kreslí sám program. Kde pôvodné pravidlá niečo nespomínajú, pravidlá v programe vysvetľujú, ako to program robí.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Size: {percent} %</source>
        <translation>Veľkosť: {percent} %</translation>
    </message>
    <message>
        <source>Family Board Games</source>
        <translation>Rodinné spoločenské hry</translation>
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
        <translation>&amp;Otvoriť uloženú hru…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Uložiť ako…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Späť</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Znova</translation>
    </message>
    <message>
        <source>&amp;Close the game</source>
        <translation>Za&amp;vrieť hru</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Koniec</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazenie</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Celá obrazovka</translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation>&amp;Väčšie</translation>
    </message>
    <message>
        <source>&amp;Smaller</source>
        <translation>&amp;Menšie</translation>
    </message>
    <message>
        <source>&amp;Normal size</source>
        <translation>&amp;Normálna veľkosť</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Pomocník</translation>
    </message>
    <message>
        <source>&amp;Rules of the game</source>
        <translation>&amp;Pravidlá hry</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;O programe</translation>
    </message>
    <message>
        <source>Save the game elsewhere</source>
        <translation>Uložiť hru inam</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Uložené hry (*.json)</translation>
    </message>
    <message>
        <source>Open a file</source>
        <translation>Otvoriť súbor</translation>
    </message>
    <message>
        <source>Open a &amp;file…</source>
        <translation>Otvoriť sú&amp;bor…</translation>
    </message>
    <message>
        <source>&amp;Hall of fame…</source>
        <translation>Sieň sl&amp;ávy…</translation>
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
        <translation>Hra začína.</translation>
    </message>
    <message>
        <source>{player} moves.</source>
        <translation>{player} ťahá.</translation>
    </message>
</context>
<context>
    <name>MovingCards</name>
    <message>
        <source>Click or press Esc to skip</source>
        <translation>Preskoč kliknutím alebo klávesom Esc</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Person</source>
        <translation>Človek</translation>
    </message>
    <message>
        <source>Computer — easy</source>
        <translation>Počítač — ľahký</translation>
    </message>
    <message>
        <source>Computer — normal</source>
        <translation>Počítač — stredný</translation>
    </message>
    <message>
        <source>Computer — hard</source>
        <translation>Počítač — ťažký</translation>
    </message>
    <message>
        <source>Two players have the same name. Please give each a different one.</source>
        <translation>Dvaja hráči majú rovnaké meno. Daj, prosím, každému iné.</translation>
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
        <translation>Nová hra — {game}</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Počet hráčov:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidlá</translation>
    </message>
    <message>
        <source>Player &amp;{number}:</source>
        <translation>Hráč &amp;{number}:</translation>
    </message>
    <message>
        <source>Who plays this seat: a person at the computer, or the computer itself</source>
        <translation>Kto hrá na tomto mieste: človek pri počítači, alebo sám počítač</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Začať hru</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušiť</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Pravidlá hry</translation>
    </message>
    <message>
        <source>Read the rules before you start (F1)</source>
        <translation>Prečítaj si pravidlá, skôr než začneš (F1)</translation>
    </message>
</context>
<context>
    <name>PlacingAnimation</name>
    <message>
        <source>Click or press Esc to skip</source>
        <translation>Preskoč kliknutím alebo klávesom Esc</translation>
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
        <translation>{name} (ďalšie mená: {names})</translation>
    </message>
    <message>
        <source>The list of players is damaged and is left as it is. Games are still counted under the names they were played with.</source>
        <translation>Zoznam hráčov je poškodený a zostáva, ako je. Hry sa ďalej počítajú pod menami, s ktorými sa hrali.</translation>
    </message>
    <message>
        <source>Also played as: {names}</source>
        <translation>Ďalšie mená: {names}</translation>
    </message>
    <message>
        <source>New player</source>
        <translation>Nový hráč</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Meno:</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Premenovať</translation>
    </message>
    <message>
        <source>New name for {name} (the games played so far stay theirs):</source>
        <translation>Nové meno (teraz: {name}). Odohrané hry sa budú počítať pod novým menom:</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Zlúčiť hráčov</translation>
    </message>
    <message>
        <source>Which name is the same person as {name}? Its games are counted with {name}&apos;s; {name} stays the name, the chosen one is kept as an earlier name.</source>
        <translation>Ktoré meno patrí tomu istému človeku ako {name}?
Hry pod vybraným menom sa pripočítajú k menu {name}. Zostane meno {name}, vybrané sa uloží ako skoršie.</translation>
    </message>
    <message>
        <source>Delete {name}? The games already played stay counted under the names they were played with.</source>
        <translation>Zmazať zo zoznamu: {name}? Odohrané hry sa ďalej počítajú pod menami, s ktorými sa hrali.</translation>
    </message>
    <message>
        <source>Delete a player</source>
        <translation>Zmazať hráča</translation>
    </message>
    <message>
        <source>The name {name} is already taken by a player (now or before).</source>
        <translation>Meno {name} už je v zozname (teraz alebo predtým).</translation>
    </message>
    <message>
        <source>Please type a name.</source>
        <translation>Napíš meno, prosím.</translation>
    </message>
    <message>
        <source>That player is no longer in the list.</source>
        <translation>Ten hráč už v zozname nie je.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
    <message>
        <source>&amp;Colour and symbol:</source>
        <translation>&amp;Farba a značka:</translation>
    </message>
    <message>
        <source>&amp;Picture:</source>
        <translation>&amp;Obrázok:</translation>
    </message>
    <message>
        <source>&amp;New player…</source>
        <translation>&amp;Nový hráč…</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Premenovať…</translation>
    </message>
    <message>
        <source>&amp;Merge with…</source>
        <translation>&amp;Zlúčiť s…</translation>
    </message>
    <message>
        <source>Two names of one person: their games are counted together</source>
        <translation>Dve mená jedného človeka: ich hry sa počítajú spolu</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>Z&amp;mazať…</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Hľadať v:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Typ súborov:</translation>
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
        <translation>Zrušiť</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Pomocník</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>Án&amp;o</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nie</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložiť</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otvoriť</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Zahodiť</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Použiť</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Obnoviť</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Move {move} of {moves}</source>
        <translation>Ťah {move} z {moves}</translation>
    </message>
    <message>
        <source>Replay: {game}</source>
        <translation>Záznam hry: {game}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Na začiatok (Home)</translation>
    </message>
    <message>
        <source>One move back (Left arrow)</source>
        <translation>O ťah späť (šípka vľavo)</translation>
    </message>
    <message>
        <source>One move on (Right arrow)</source>
        <translation>O ťah ďalej (šípka vpravo)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Na koniec (End)</translation>
    </message>
    <message>
        <source>Show the &amp;cards of:</source>
        <translation>Ukázať &amp;karty hráča:</translation>
    </message>
    <message>
        <source>nobody (the table only)</source>
        <translation>nikoho (len stôl)</translation>
    </message>
    <message>
        <source>Everybody&apos;s cards may be shown once the game is over</source>
        <translation>Karty všetkých sa smú ukázať, až keď hra skončila</translation>
    </message>
    <message>
        <source>This game is not over: its cards stay hidden</source>
        <translation>Táto hra neskončila: karty zostávajú skryté</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>Place</source>
        <translation>Poradie</translation>
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
        <translation>Domy sú predané!</translation>
    </message>
    <message>
        <source>Click or press Esc to continue</source>
        <translation>Pokračuj kliknutím alebo klávesom Esc</translation>
    </message>
</context>
<context>
    <name>RoundScorePanel</name>
    <message>
        <source>Round {round} is over</source>
        <translation>{round}. kolo sa skončilo</translation>
    </message>
    <message>
        <source>Each cow head in your hand costs 1 point, each cow head in your X pile 2 points; the X row costs nothing. Fewest points win.</source>
        <translation>Každá kravská hlava v ruke stojí 1 bod, každá kravská hlava v balíčku X 2 body; karty v rade X nestoja nič. Vyhráva ten, kto má najmenej bodov.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Pokračovať</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>No rules yet</source>
        <translation>Pravidlá zatiaľ nie sú</translation>
    </message>
    <message>
        <source>Sorry, the rules of this game are not available yet.</source>
        <translation>Prepáč, pravidlá tejto hry tu zatiaľ nie sú.</translation>
    </message>
    <message>
        <source>These rules are not yet available in your language, so they are shown in English.</source>
        <translation>Tieto pravidlá zatiaľ nie sú po slovensky, preto sú zobrazené po anglicky.</translation>
    </message>
    <message>
        <source>Rules: {game}</source>
        <translation>Pravidlá: {game}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidlá</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <source>Delete saved game</source>
        <translation>Vymazať uloženú hru</translation>
    </message>
    <message>
        <source>Delete this saved game for good?
{file}</source>
        <translation>Naozaj natrvalo vymazať túto uloženú hru?
{file}</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Otvoriť uloženú hru</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otvoriť</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Vymazať</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
    <message>
        <source>There are no saved games yet. Start a new game — it is saved after every move.</source>
        <translation>Zatiaľ tu nie sú žiadne uložené hry. Začni novú hru — ukladá sa po každom ťahu.</translation>
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
        <translation>Začatá</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Naposledy hraná</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Priebeh</translation>
    </message>
    <message>
        <source>Cannot be opened: {reason}</source>
        <translation>Nedá sa otvoriť: {reason}</translation>
    </message>
    <message>
        <source>{game} (saved automatically)</source>
        <translation>{game} (automatické uloženie)</translation>
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
        <translation>Vyber v zozname dohranú hru a uvidíš, ako sa v nej vyvíjali body.</translation>
    </message>
    <message>
        <source>First place: {players} ({amount}).</source>
        <translation>Prvé miesto: {players} ({amount}).</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Začiatok</translation>
    </message>
    <message>
        <source>At the start</source>
        <translation>Na začiatku</translation>
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
        <translation>Nápoveda</translation>
    </message>
    <message>
        <source>Hints for this player: a Hint button shows what the computer would do. Hints used are counted beside the score.</source>
        <translation>Nápoveda pre tohto hráča: tlačidlo Poradiť ukáže, čo by urobil počítač. Použité rady sa počítajú vedľa skóre.</translation>
    </message>
</context>
<context>
    <name>SharedTexts</name>
    <message numerus="yes">
        <source>Still choosing: %n player(s)</source>
        <translation>
            <numerusform>Ešte vyberá: %n hráč</numerusform>
            <numerusform>Ešte vyberajú: %n hráči</numerusform>
            <numerusform>Ešte vyberá: %n hráčov</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>{player} gives:</source>
        <translation>{player} dáva:</translation>
    </message>
    <message>
        <source>Properties {player} gives</source>
        <translation>Pozemky, ktoré dáva {player}</translation>
    </message>
    <message>
        <source>No properties to trade. Streets with buildings cannot be traded.</source>
        <translation>Žiadne pozemky na výmenu. Ulice s budovami sa vymeniť nedajú.</translation>
    </message>
    <message>
        <source>Money:</source>
        <translation>Peniaze:</translation>
    </message>
    <message>
        <source>Money {player} gives</source>
        <translation>Peniaze, ktoré dáva {player}</translation>
    </message>
    <message>
        <source>of {cash}</source>
        <translation>z {cash}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nič</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Family Board Games</source>
        <translation>Rodinné spoločenské hry</translation>
    </message>
    <message>
        <source>Choose a game. One computer, the whole family.</source>
        <translation>Vyber si hru. Jeden počítač, celá rodina.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>Po&amp;kračovať</translation>
    </message>
    <message>
        <source>Continue the game you played last</source>
        <translation>Pokračuj v naposledy hranej hre</translation>
    </message>
    <message>
        <source>&amp;Open a saved game</source>
        <translation>&amp;Otvoriť uloženú hru</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nová hra</translation>
    </message>
    <message>
        <source>&amp;Watch a game</source>
        <translation>&amp;Sledovať hru</translation>
    </message>
    <message>
        <source>The computer plays every seat: see how a game goes</source>
        <translation>Počítač hrá za všetkých hráčov: pozri sa, ako hra prebieha</translation>
    </message>
    <message>
        <source>&amp;Rules of a game</source>
        <translation>&amp;Pravidlá hier</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidlá</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Pravidlá: {game}</translation>
    </message>
    <message>
        <source>&amp;Hall of fame</source>
        <translation>Sieň slá&amp;vy</translation>
    </message>
    <message>
        <source>Who wins most: the family&apos;s finished games, and their replays</source>
        <translation>Kto vyhráva najčastejšie: dohrané hry rodiny a ich záznamy</translation>
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
        <translation>Odohrané</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Podiel výhier</translation>
    </message>
    <message>
        <source>Average place</source>
        <translation>Priemerné miesto</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Najlepšie skóre</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Priemerné skóre</translation>
    </message>
    <message>
        <source>Most wins in a row</source>
        <translation>Najviac výhier za sebou</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Použité rady</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Všetky hry</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Proti</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Spoločných hier</translation>
    </message>
    <message>
        <source>Ahead</source>
        <translation>Pred ním</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Za ním</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nerozhodne</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Hier</translation>
    </message>
    <message>
        <source>Ahead of the computer</source>
        <translation>Pred počítačom</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Dohrané</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Poradie</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Finished</source>
        <translation>Koniec hry</translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} hráčov</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra sa skončila.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Nie si na ťahu.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Taký hráč tu nie je.</translation>
    </message>
    <message>
        <source>That move is not possible.</source>
        <translation>Taký ťah sa nedá urobiť.</translation>
    </message>
    <message>
        <source>This program does not know that game.</source>
        <translation>Túto hru program nepozná.</translation>
    </message>
    <message>
        <source>This game is for {min} to {max} players.</source>
        <translation>Táto hra je pre {min} až {max} hráčov.</translation>
    </message>
    <message>
        <source>The game could not be dealt.</source>
        <translation>Karty sa nepodarilo rozdať.</translation>
    </message>
    <message>
        <source>Some game settings are not valid.</source>
        <translation>Niektoré nastavenia hry nie sú platné.</translation>
    </message>
    <message>
        <source>This game was saved by a different version of the rules.</source>
        <translation>Táto hra bola uložená pri inej verzii pravidiel.</translation>
    </message>
    <message>
        <source>The saved game contains a move that is not allowed (move {move}).</source>
        <translation>Uložená hra obsahuje nedovolený ťah ({move}. ťah).</translation>
    </message>
    <message>
        <source>The file was not found.</source>
        <translation>Súbor sa nenašiel.</translation>
    </message>
    <message>
        <source>This is not a file with a saved game.</source>
        <translation>Toto nie je súbor s uloženou hrou.</translation>
    </message>
    <message>
        <source>The file is too large to be a saved game.</source>
        <translation>Súbor je na uloženú hru príliš veľký.</translation>
    </message>
    <message>
        <source>The file is damaged or is not a saved game.</source>
        <translation>Súbor je poškodený alebo to nie je uložená hra.</translation>
    </message>
    <message>
        <source>This is not a saved game of this program.</source>
        <translation>Toto nie je uložená hra z tohto programu.</translation>
    </message>
    <message>
        <source>The game could not be saved: its file holds another game, which was left as it is.</source>
        <translation>Hru sa nepodarilo uložiť: v jej súbore je iná hra a tá zostala, ako bola.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of the program. Update the program to open it.</source>
        <translation>Túto hru uložila novšia verzia programu. Aktualizuj program, potom ju otvor.</translation>
    </message>
    <message>
        <source>The game settings in the file are not valid.</source>
        <translation>Nastavenie hry v súbore nie je platné.</translation>
    </message>
    <message>
        <source>The saved game is damaged.</source>
        <translation>Uložená hra je poškodená.</translation>
    </message>
    <message>
        <source>That is not possible right now.</source>
        <translation>Teraz sa to nedá.</translation>
    </message>
    <message>
        <source>This program does not know the game in this file.</source>
        <translation>Hru v tomto súbore program nepozná.</translation>
    </message>
    <message>
        <source>The file could not be read or written.</source>
        <translation>Súbor sa nepodarilo prečítať alebo zapísať.</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>Hru sa nepodarilo uložiť.</translation>
    </message>
    <message>
        <source>The saved game could not be used.</source>
        <translation>Uloženú hru sa nepodarilo použiť.</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>počítač</translation>
    </message>
    <message>
        <source>computer · easy</source>
        <translation>počítač · ľahký</translation>
    </message>
    <message>
        <source>computer · normal</source>
        <translation>počítač · stredný</translation>
    </message>
    <message>
        <source>computer · hard</source>
        <translation>počítač · ťažký</translation>
    </message>
</context>
<context>
    <name>ThinkingLine</name>
    <message>
        <source>{player} is thinking…</source>
        <translation>{player} premýšľa…</translation>
    </message>
</context>
<context>
    <name>Tokens</name>
    <message>
        <source>blue circle</source>
        <translation>modrý kruh</translation>
    </message>
    <message>
        <source>red triangle</source>
        <translation>červený trojuholník</translation>
    </message>
    <message>
        <source>green square</source>
        <translation>zelený štvorec</translation>
    </message>
    <message>
        <source>pink diamond</source>
        <translation>ružový kosoštvorec</translation>
    </message>
    <message>
        <source>orange star</source>
        <translation>oranžová hviezda</translation>
    </message>
    <message>
        <source>light blue heart</source>
        <translation>svetlomodré srdce</translation>
    </message>
</context>
<context>
    <name>TradeDialog</name>
    <message>
        <source>Nothing is ticked yet.</source>
        <translation>Zatiaľ nie je nič zaškrtnuté.</translation>
    </message>
    <message>
        <source>A trade needs at least one property: money alone cannot be lent or given.</source>
        <translation>Obchod potrebuje aspoň jeden pozemok: samotné peniaze sa nepožičiavajú ani nedarujú.</translation>
    </message>
    <message>
        <source>Only one of you adds money.</source>
        <translation>Peniaze pridáva len jedna strana.</translation>
    </message>
    <message>
        <source>{player} gives {gives}. {partner} gives {takes}.</source>
        <translation>{player} dáva {gives}. {partner} dáva {takes}.</translation>
    </message>
    <message>
        <source>Trade with {partner}</source>
        <translation>Ponuka obchodu pre {partner}</translation>
    </message>
    <message>
        <source>Tick what each of you gives. Then {partner} accepts or refuses.</source>
        <translation>Zaškrtni, čo kto dáva. {partner} potom ponuku prijme alebo odmietne.</translation>
    </message>
    <message>
        <source>Offer the trade</source>
        <translation>Ponúknuť obchod</translation>
    </message>
</context>
<context>
    <name>TurnBanner</name>
    <message>
        <source>Now playing: {player}</source>
        <translation>Na ťahu: {player}</translation>
    </message>
</context>
<context>
    <name>UnsavedDialog</name>
    <message>
        <source>The game could not be saved.</source>
        <translation>Hru sa nepodarilo uložiť.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Disk je plný.</translation>
    </message>
    <message>
        <source>The program may not write into its folder.</source>
        <translation>Program nesmie zapisovať do svojho priečinka.</translation>
    </message>
    <message>
        <source>Saving took too long.</source>
        <translation>Ukladanie trvalo príliš dlho.</translation>
    </message>
    <message>
        <source>The game is not saved</source>
        <translation>Hra nie je uložená</translation>
    </message>
    <message>
        <source>The last moves could not be saved. {reason}</source>
        <translation>Posledné ťahy sa nepodarilo uložiť. {reason}</translation>
    </message>
    <message>
        <source>If you close the game now, they will be lost.</source>
        <translation>Ak teraz hru zatvoríš, stratia sa.</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Skúsiť znova</translation>
    </message>
    <message>
        <source>&amp;Save elsewhere…</source>
        <translation>&amp;Uložiť inam…</translation>
    </message>
    <message>
        <source>&amp;Close without saving</source>
        <translation>Zavrieť &amp;bez uloženia</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>Späť do &amp;hry</translation>
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
        <translation>Sledovať hru</translation>
    </message>
    <message>
        <source>The computer plays every seat, at a pace you can follow.</source>
        <translation>Počítač hrá za všetkých hráčov tak pomaly, aby sa to dalo sledovať.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Hra:</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Počet hráčov:</translation>
    </message>
    <message>
        <source>&amp;Strength:</source>
        <translation>Ú&amp;roveň:</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>ľahká</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>stredná</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>ťažká</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Sledovať</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušiť</translation>
    </message>
</context>
<context>
    <name>WealthChart</name>
    <message>
        <source>The chart fills in as the game goes on: nothing to draw yet.</source>
        <translation>Graf sa vyplní, ako bude hra pokračovať: zatiaľ nie je čo kresliť.</translation>
    </message>
    <message>
        <source>Most at the end: {players} ({amount}).</source>
        <translation>Najviac na konci: {players} ({amount}).</translation>
    </message>
    <message>
        <source>At the end: {amounts}.</source>
        <translation>Na konci: {amounts}.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ťah</translation>
    </message>
    <message>
        <source>Wealth over the game</source>
        <translation>Majetok počas hry</translation>
    </message>
</context>
<context>
    <name>WinsChart</name>
    <message>
        <source>Wins month by month</source>
        <translation>Výhry mesiac po mesiaci</translation>
    </message>
    <message>
        <source>Nobody has won a game yet in these months.</source>
        <translation>V týchto mesiacoch zatiaľ nikto nevyhral.</translation>
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
        <translation>Karta radu {size}</translation>
    </message>
    <message>
        <source>X card</source>
        <translation>Karta X</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Karta lícom nadol</translation>
    </message>
    <message>
        <source>Empty place</source>
        <translation>Prázdne miesto</translation>
    </message>
    <message>
        <source>{player}: still choosing</source>
        <translation>{player}: ešte vyberá</translation>
    </message>
    <message>
        <source>{player}: a face-down card</source>
        <translation>{player}: karta lícom nadol</translation>
    </message>
    <message>
        <source>{player}: your card {card}, face down</source>
        <translation>{player}: tvoja karta {card}, lícom nadol</translation>
    </message>
    <message>
        <source>{player}: {card}, placed</source>
        <translation>{player}: {card}, už priložená</translation>
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
        <translation>V ruke</translation>
    </message>
    <message>
        <source>X row</source>
        <translation>Rad X</translation>
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
        <translation>Spolu</translation>
    </message>
    <message>
        <source>{cards} face down</source>
        <translation>{cards} lícom nadol</translation>
    </message>
    <message>
        <source>Your X pile is empty.</source>
        <translation>Tvoj balíček X je prázdny.</translation>
    </message>
    <message>
        <source>Your X pile: {cards} ({heads}, twice that in points)</source>
        <translation>Tvoj balíček X: {cards} ({heads}, v bodoch dvakrát toľko)</translation>
    </message>
    <message>
        <source>Cows in hand</source>
        <translation>Hlavy v ruke</translation>
    </message>
    <message>
        <source>Cows in X pile</source>
        <translation>Hlavy v balíčku X</translation>
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
        <translation>Tvoje karty v ruke</translation>
    </message>
    <message>
        <source>Your X row</source>
        <translation>Tvoj rad X</translation>
    </message>
    <message>
        <source>Your X pile</source>
        <translation>Tvoj balíček X</translation>
    </message>
    <message>
        <source>Hand: {player}</source>
        <translation>Karty v ruke: {player}</translation>
    </message>
    <message>
        <source>X row: {player}</source>
        <translation>Rad X: {player}</translation>
    </message>
    <message>
        <source>X pile: {player}</source>
        <translation>Balíček X: {player}</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>žiadne</translation>
    </message>
    <message>
        <source>Round {round} · turn {turn}</source>
        <translation>{round}. kolo · {turn}. ťah</translation>
    </message>
    <message>
        <source>Still choosing: {players}</source>
        <translation>Čaká sa na: {players}</translation>
    </message>
    <message>
        <source>Deciding: {player}</source>
        <translation>Rozhoduje: {player}</translation>
    </message>
    <message>
        <source>{heads} in your X pile, each counts twice</source>
        <translation>V tvojom balíčku X: {heads}, každá sa ráta dvakrát</translation>
    </message>
    <message>
        <source>The cards you take</source>
        <translation>Karty, ktoré berieš</translation>
    </message>
    <message>
        <source>On the table this turn</source>
        <translation>Na stole v tomto ťahu</translation>
    </message>
    <message>
        <source>Row {size}</source>
        <translation>Rad {size}</translation>
    </message>
    <message>
        <source>Take row {size}: {cards}, {heads} (key {key})</source>
        <translation>Zober si rad {size}: {cards}, {heads} (kláves {key})</translation>
    </message>
    <message>
        <source>The cards go to the rows, lowest first.</source>
        <translation>Karty sa prikladajú do radov, od najnižšej.</translation>
    </message>
    <message>
        <source>Choose the card you play: click it, then press Play card. Arrow keys and Enter work too.</source>
        <translation>Vyber kartu, ktorú zahráš: klikni na ňu a potom na Zahrať kartu. Ide to aj šípkami a klávesom Enter.</translation>
    </message>
    <message>
        <source>Your {card} is lower than every row. Choose a row to take: click it, or press its number: 3, 4 or 5.</source>
        <translation>Tvoja karta {card} je nižšia ako všetky rady. Vyber si rad, ktorý si zoberieš: klikni naň alebo stlač jeho číslo: 3, 4 alebo 5.</translation>
    </message>
    <message>
        <source>Click the card that goes to your X row; the others go to your hand.</source>
        <translation>Klikni na kartu, ktorá pôjde do tvojho radu X; ostatné si vezmeš do ruky.</translation>
    </message>
    <message>
        <source>A card lower than {card} sends your X row face down onto your X pile.</source>
        <translation>Pri karte nižšej ako {card} sa tvoj rad X otočí lícom nadol na tvoj balíček X.</translation>
    </message>
    <message>
        <source>Waiting for the next player.</source>
        <translation>Čaká sa na ďalšieho hráča.</translation>
    </message>
    <message>
        <source>{player} chooses a row to take.</source>
        <translation>{player} vyberá, ktorý rad si zoberie.</translation>
    </message>
    <message>
        <source>{player} chooses the card for the X row.</source>
        <translation>{player} vyberá kartu do radu X.</translation>
    </message>
    <message>
        <source>Wait for the others.</source>
        <translation>Počkaj na ostatných.</translation>
    </message>
    <message>
        <source>The next card takes this row!</source>
        <translation>Ďalšia karta tento rad zoberie!</translation>
    </message>
    <message>
        <source>{player} wins with the fewest points!</source>
        <translation>{player} vyhráva s najmenším počtom bodov!</translation>
    </message>
    <message>
        <source>Play card</source>
        <translation>Zahrať kartu</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Zahrať {card}</translation>
    </message>
</context>
<context>
    <name>XNimmtTexts</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kariet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cow head(s)</source>
        <translation>
            <numerusform>%n kravská hlava</numerusform>
            <numerusform>%n kravské hlavy</numerusform>
            <numerusform>%n kravských hláv</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodov</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Room for %n more card(s)</source>
        <translation>
            <numerusform>Zmestí sa ešte %n karta</numerusform>
            <numerusform>Zmestia sa ešte %n karty</numerusform>
            <numerusform>Zmestí sa ešte %n kariet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s X row would no longer rise, so it goes face down onto the X pile (%n card(s)).</source>
        <translation>
            <numerusform>{player}: rad X by už nerástol, a tak ide lícom nadol na balíček X (%n karta).</numerusform>
            <numerusform>{player}: rad X by už nerástol, a tak ide lícom nadol na balíček X (%n karty).</numerusform>
            <numerusform>{player}: rad X by už nerástol, a tak ide lícom nadol na balíček X (%n kariet).</numerusform>
        </translation>
    </message>
    <message>
        <source>row {size}</source>
        <translation>rad {size}</translation>
    </message>
    <message>
        <source>Row {size}: {cards} ({heads})</source>
        <translation>Rad {size}: {cards} ({heads})</translation>
    </message>
    <message>
        <source>Take {row}.</source>
        <translation>Vezmi {row}.</translation>
    </message>
    <message>
        <source>Round {round}: 8 cards each; the rows start with {cards}.</source>
        <translation>{round}. kolo: každý dostáva 8 kariet, rady začínajú kartami {cards}.</translation>
    </message>
    <message>
        <source>{player} has chosen a card.</source>
        <translation>{player} už má vybranú kartu.</translation>
    </message>
    <message>
        <source>The cards are turned over: {plays}.</source>
        <translation>Karty sa otáčajú: {plays}.</translation>
    </message>
    <message>
        <source>{player}&apos;s {card} goes to {row}.</source>
        <translation>{player} predlžuje {row} kartou {card}.</translation>
    </message>
    <message>
        <source>{player}&apos;s {card} fills {row}: {player} takes {cards}, and {card} starts the row again.</source>
        <translation>{player} zapĺňa {row} kartou {card}, a preto si berie karty {cards}; karta {card} začína rad znova.</translation>
    </message>
    <message>
        <source>{player}&apos;s {card} is lower than every row: {player} must take a row.</source>
        <translation>{player} má kartu {card} nižšiu ako všetky rady, a tak si musí zobrať jeden rad.</translation>
    </message>
    <message>
        <source>{player} takes {row} ({cards}); {card} starts the row again.</source>
        <translation>{player} si berie {row} ({cards}); karta {card} začína rad znova.</translation>
    </message>
    <message>
        <source>{card} goes to {player}&apos;s X row.</source>
        <translation>{player}: karta {card} ide rovno do radu X.</translation>
    </message>
    <message>
        <source>{player} puts {card} in the X row and {cards} in the hand.</source>
        <translation>{player} dáva kartu {card} do radu X a do ruky si berie {cards}.</translation>
    </message>
    <message>
        <source>Round {round} is over. Points: {scores}.</source>
        <translation>{round}. kolo sa skončilo. Body: {scores}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra sa skončila.</translation>
    </message>
    <message>
        <source>You do not have card {card}.</source>
        <translation>Kartu {card} nemáš.</translation>
    </message>
    <message>
        <source>You may take a row only when your card is lower than every row.</source>
        <translation>Rad si môžeš zobrať, iba keď je tvoja karta nižšia ako všetky rady.</translation>
    </message>
    <message>
        <source>There is no such row.</source>
        <translation>Taký rad tu nie je.</translation>
    </message>
    <message>
        <source>Card {card} is not one of the cards you took.</source>
        <translation>Karta {card} nie je medzi kartami, ktoré si berieš.</translation>
    </message>
    <message>
        <source>Fewest points win. Each cow head in the hand costs 1 point, each cow head in the X pile 2 points.</source>
        <translation>Vyhráva ten, kto má najmenej bodov. Každá kravská hlava v ruke stojí 1 bod, každá kravská hlava v balíčku X 2 body.</translation>
    </message>
    <message>
        <source>The same lowest score: the win is shared.</source>
        <translation>Rovnako najmenej bodov: výhra je spoločná.</translation>
    </message>
    <message>
        <source>Choosing cards</source>
        <translation>Výber kariet</translation>
    </message>
    <message>
        <source>Placing cards</source>
        <translation>Prikladanie kariet</translation>
    </message>
    <message>
        <source>That row has the fewest cow heads: {heads}.</source>
        <translation>Tento rad má najmenej kravských hláv: {heads}.</translation>
    </message>
    <message>
        <source>Card {card} has the most cow heads ({heads}), and in your X row they cost nothing.</source>
        <translation>Karta {card} má najviac kravských hláv ({heads}) a v rade X ťa nestojí nič.</translation>
    </message>
    <message>
        <source>Every card is lower than your X row; card {card} has the most cow heads ({heads}).</source>
        <translation>Všetky karty sú nižšie než tvoj rad X; karta {card} má najviac kravských hláv ({heads}).</translation>
    </message>
    <message>
        <source>Card {card} is lower than every row, so you would take the cheapest one ({heads}); your other cards risk more.</source>
        <translation>Karta {card} je nižšia než všetky rady, takže si vezmeš ten najlacnejší ({heads}); ostatné karty riskujú viac.</translation>
    </message>
    <message>
        <source>Card {card} takes {row} ({heads}); your other cards risk more.</source>
        <translation>Karta {card} vezme {row} ({heads}); ostatné karty riskujú viac.</translation>
    </message>
    <message>
        <source>Card {card} is safe in {row}: the others are unlikely to fill it first.</source>
        <translation>Karta {card} je v bezpečí ({row}): ostatní ten rad asi skôr nezaplnia.</translation>
    </message>
    <message>
        <source>Card {card} is safe in {row}, and it gets rid of {heads}.</source>
        <translation>Karta {card} je v bezpečí ({row}) a zbavíš sa s ňou: {heads}.</translation>
    </message>
    <message>
        <source>Card {card} in {row} is the least risky of your cards.</source>
        <translation>Karta {card} ({row}) je z tvojich kariet najmenej riskantná.</translation>
    </message>
    <message>
        <source>X Takes!</source>
        <translation>X berie!</translation>
    </message>
    <message>
        <source>Play card {card}.</source>
        <translation>Zahraj kartu {card}.</translation>
    </message>
    <message>
        <source>Keep card {card}.</source>
        <translation>Nechaj si kartu {card}.</translation>
    </message>
</context>
</TS>
