<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sk">
<context>
    <name>Avatars</name>
    <message>
        <source>bear</source>
        <translation>medveď</translation>
    </message>
    <message>
        <source>cat</source>
        <translation>mačka</translation>
    </message>
    <message>
        <source>dog</source>
        <translation>pes</translation>
    </message>
    <message>
        <source>fox</source>
        <translation>líška</translation>
    </message>
    <message>
        <source>mouse</source>
        <translation>myš</translation>
    </message>
    <message>
        <source>rabbit</source>
        <translation>zajac</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>A hotel</source>
        <translation>Hotel</translation>
    </message>
    <message>
        <source>Here: {players}</source>
        <translation>Stojí tu: {players}</translation>
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
        <source>Owner: {player}</source>
        <translation>Vlastní: {player}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Hráč {number}</translation>
    </message>
    <message>
        <source>Price: {price}</source>
        <translation>Cena: {price}</translation>
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
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
    <message>
        <source>Copy the details</source>
        <translation>Skopírovať podrobnosti</translation>
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
        <source>Open the folder</source>
        <translation>Otvoriť priečinok</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Niečo sa pokazilo</translation>
    </message>
    <message>
        <source>The details are copied: paste them into an e-mail or a message.</source>
        <translation>Podrobnosti sú skopírované: vlož ich do e-mailu alebo do správy.</translation>
    </message>
    <message>
        <source>The folder could not be opened. Its path is above, to copy.</source>
        <translation>Priečinok sa nedá otvoriť. Jeho cesta je vyššie, môžeš si ju skopírovať.</translation>
    </message>
    <message>
        <source>The game could not be saved just now.</source>
        <translation>Hru sa teraz nepodarilo uložiť.</translation>
    </message>
    <message>
        <source>The program ran into a problem it did not expect. You can play on; if something looks wrong, close the game and open it again.</source>
        <translation>Program narazil na problém, s ktorým nerátal. Môžeš hrať ďalej; keby niečo nevyzeralo dobre, zatvor hru a otvor ju znova.</translation>
    </message>
    <message>
        <source>To help fix it, copy the details and send them, with the files of this folder, to whoever looks after the program:</source>
        <translation>Aby sa chyba dala opraviť, skopíruj podrobnosti a pošli ich aj so súbormi z tohto priečinka tomu, kto sa o program stará:</translation>
    </message>
    <message>
        <source>Your game is saved: Continue on the start screen opens it again.</source>
        <translation>Hra je uložená: tlačidlo Pokračovať na úvodnej obrazovke ju znova otvorí.</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>&amp;Back to the start</source>
        <translation>&amp;Späť na začiatok</translation>
    </message>
    <message>
        <source>&amp;Hint (F2)</source>
        <translation>Po&amp;radiť (F2)</translation>
    </message>
    <message>
        <source>&amp;Hint (F2) · used: {used}</source>
        <translation>Po&amp;radiť (F2) · už: {used}×</translation>
    </message>
    <message>
        <source>A part of the program is missing from this installation ({module}): the computer players and hints of this game cannot work. Install the program again; your saved games stay where they are.</source>
        <translation>V tejto inštalácii chýba časť programu ({module}): počítačoví hráči a rady v tejto hre nemôžu fungovať. Nainštaluj program znova; uložené hry zostanú, kde sú.</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>Všetky kolá</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Všetci</translation>
    </message>
    <message>
        <source>Hint: {hint}</source>
        <translation>Rada: {hint}</translation>
    </message>
    <message>
        <source>Move taken back: {player}</source>
        <translation>{player} berie ťah späť.</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>Hrať &amp;znova</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Put the hint away</source>
        <translation>Skryť radu</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Kolo {number}</translation>
    </message>
    <message>
        <source>Show only the lines of one player</source>
        <translation>Ukázať len riadky o jednom hráčovi</translation>
    </message>
    <message>
        <source>Show only the lines of one round</source>
        <translation>Ukázať len riadky z jedného kola</translation>
    </message>
    <message>
        <source>The last moves are not saved. {reason} Each move tries again.</source>
        <translation>Posledné ťahy nie sú uložené. {reason} Každý ťah to skúsi znova.</translation>
    </message>
    <message>
        <source>The move is shown on the table.</source>
        <translation>Ťah je ukázaný na stole.</translation>
    </message>
    <message>
        <source>There is only one thing to do now.</source>
        <translation>Teraz sa dá urobiť len jedno.</translation>
    </message>
    <message>
        <source>What can I do now?</source>
        <translation>Čo teraz môžem robiť?</translation>
    </message>
    <message>
        <source>What can I do now? (F1)</source>
        <translation>Čo teraz môžem robiť? (F1)</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Čo sa stalo</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>Not possible now: press to see why.</source>
        <translation>Teraz to nejde: stlač a dozvieš sa prečo.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidlá</translation>
    </message>
    <message>
        <source>Rules: {section}</source>
        <translation>Pravidlá: {section}</translation>
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
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n hráč</numerusform>
            <numerusform>%n hráči</numerusform>
            <numerusform>%n hráčov</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Finished games</source>
        <translation>&amp;Dohrané hry</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Hra:</translation>
    </message>
    <message>
        <source>&amp;Head to head</source>
        <translation>&amp;Vzájomne</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Počet hráčov:</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Obdobie:</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>H&amp;ráči</translation>
    </message>
    <message>
        <source>&amp;Replay the game</source>
        <translation>Prehrať &amp;záznam</translation>
    </message>
    <message>
        <source>&amp;Wins by month</source>
        <translation>Výhry podľa &amp;mesiacov</translation>
    </message>
    <message>
        <source>(the fewest points win)</source>
        <translation>(vyhráva najmenej bodov)</translation>
    </message>
    <message>
        <source>(the game cannot be played again to read them)</source>
        <translation>(záznam hry sa nedá znova prehrať, a tak sa nedajú zistiť)</translation>
    </message>
    <message>
        <source>Against the &amp;computer</source>
        <translation>Proti po&amp;čítaču</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Všetky hry</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Od začiatku</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Akýkoľvek</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
    <message>
        <source>Hall of fame</source>
        <translation>Sieň slávy</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Posledných 30 dní</translation>
    </message>
    <message>
        <source>Names, colours and pictures; rename, merge or delete a player</source>
        <translation>Mená, farby a obrázky; premenovať, zlúčiť alebo zmazať hráča</translation>
    </message>
    <message>
        <source>No finished game fits these choices. Try a longer period or all games.</source>
        <translation>Týmto voľbám nezodpovedá žiadna dohraná hra. Skús dlhšie obdobie alebo všetky hry.</translation>
    </message>
    <message>
        <source>No game has been played to the end yet.
Finish a game and you will see here who wins most.</source>
        <translation>Zatiaľ nebola dohraná žiadna hra.
Dohraj nejakú a uvidíš tu, kto vyhráva najčastejšie.</translation>
    </message>
    <message>
        <source>Pla&amp;yers…</source>
        <translation>&amp;Upraviť hráčov…</translation>
    </message>
    <message>
        <source>Sc&amp;ores round by round</source>
        <translation>&amp;Body kolo po kole</translation>
    </message>
    <message>
        <source>Step through the chosen game move by move</source>
        <translation>Prejdi vybranú hru ťah po ťahu</translation>
    </message>
    <message>
        <source>The game cannot be replayed</source>
        <translation>Záznam hry sa nedá prehrať</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Tento mesiac</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>Tento rok</translation>
    </message>
    <message>
        <source>{title}: {game}, {when}</source>
        <translation>{title}: {game}, {when}</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>I am {player} — show my cards</source>
        <translation>Som {player} — ukáž moje karty</translation>
    </message>
    <message>
        <source>Pass the computer to</source>
        <translation>Podaj počítač. Na rade je:</translation>
    </message>
</context>
<context>
    <name>LookCard</name>
    <message>
        <source>Seen — hide my cards</source>
        <translation>Hotovo — skryť karty</translation>
    </message>
    <message>
        <source>{player}: your new cards are marked in your hand. Look at them, then hide them before the game goes on.</source>
        <translation>{player}: tvoje nové karty sú v ruke označené. Pozri si ich a potom ich skry, skôr než hra pôjde ďalej.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;About</source>
        <translation>&amp;O programe</translation>
    </message>
    <message>
        <source>&amp;Close the game</source>
        <translation>Za&amp;vrieť hru</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Celá obrazovka</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;Hall of fame…</source>
        <translation>Sieň sl&amp;ávy…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Pomocník</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation>&amp;Väčšie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <source>&amp;Normal size</source>
        <translation>&amp;Normálna veľkosť</translation>
    </message>
    <message>
        <source>&amp;Open a saved game…</source>
        <translation>&amp;Otvoriť uloženú hru…</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>Hráč&amp;i…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Koniec</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Znova</translation>
    </message>
    <message>
        <source>&amp;Rules of the game</source>
        <translation>&amp;Pravidlá hry</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Uložiť ako…</translation>
    </message>
    <message>
        <source>&amp;Smaller</source>
        <translation>&amp;Menšie</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Späť</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazenie</translation>
    </message>
    <message>
        <source>&amp;What can I do now?</source>
        <translation>Čo &amp;teraz môžem robiť?</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Family Board Games {version}&lt;/h3&gt;&lt;p&gt;Board games for the whole family at one computer:&lt;/p&gt;&lt;ul&gt;{games}&lt;/ul&gt;&lt;p&gt;The pictures on the cards are drawn by the program itself. Where a rulebook leaves something out, the in-app rules say what the program does.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Rodinné spoločenské hry {version}&lt;/h3&gt;&lt;p&gt;Spoločenské hry pre celú rodinu pri jednom počítači:&lt;/p&gt;&lt;ul&gt;{games}&lt;/ul&gt;&lt;p&gt;Obrázky kariet kreslí sám program. Kde pôvodné pravidlá niečo nespomínajú, pravidlá v programe vysvetľujú, ako to program robí.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>A saved game called “{name}” already exists. Replace it?</source>
        <translation>Uložená hra „{name}“ už existuje. Nahradiť ju?</translation>
    </message>
    <message>
        <source>About Family Board Games</source>
        <translation>O programe Rodinné spoločenské hry</translation>
    </message>
    <message>
        <source>Family Board Games</source>
        <translation>Rodinné spoločenské hry</translation>
    </message>
    <message>
        <source>Name of the saved game:</source>
        <translation>Názov uloženej hry:</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Open a &amp;file…</source>
        <translation>Otvoriť sú&amp;bor…</translation>
    </message>
    <message>
        <source>Open a file</source>
        <translation>Otvoriť súbor</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Uložiť ako</translation>
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
        <source>Size: {percent} %</source>
        <translation>Veľkosť: {percent} %</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>Hru sa nedá otvoriť</translation>
    </message>
    <message>
        <source>The game is saved.</source>
        <translation>Hra je uložená.</translation>
    </message>
    <message>
        <source>Which game shall we play?</source>
        <translation>Akú hru budeme hrať?</translation>
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
    <name>MovesPanel</name>
    <message>
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
    <message>
        <source>Close (Esc or F1)</source>
        <translation>Zavrieť (Esc alebo F1)</translation>
    </message>
    <message>
        <source>It is not your turn. Now playing: {players}.</source>
        <translation>Teraz nie si na ťahu. Hrá: {players}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra sa skončila.</translation>
    </message>
    <message>
        <source>The time is up: the game ends now and is counted.</source>
        <translation>Čas vypršal: hra teraz končí a spočíta sa.</translation>
    </message>
    <message>
        <source>What can I do now?</source>
        <translation>Čo teraz môžem robiť?</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Počet hráčov:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušiť</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Počítač {number}</translation>
    </message>
    <message>
        <source>Computer — easy</source>
        <translation>Počítač — ľahký</translation>
    </message>
    <message>
        <source>Computer — hard</source>
        <translation>Počítač — ťažký</translation>
    </message>
    <message>
        <source>Computer — normal</source>
        <translation>Počítač — stredný</translation>
    </message>
    <message>
        <source>New game — {game}</source>
        <translation>Nová hra — {game}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Človek</translation>
    </message>
    <message>
        <source>Player &amp;{number}:</source>
        <translation>Hráč &amp;{number}:</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Hráč {number}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Read the rules before you start (F1)</source>
        <translation>Prečítaj si pravidlá, skôr než začneš (F1)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidlá</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Pravidlá hry</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Začať hru</translation>
    </message>
    <message>
        <source>Who plays this seat: a person at the computer, or the computer itself</source>
        <translation>Kto hrá na tomto mieste: človek pri počítači, alebo sám počítač</translation>
    </message>
</context>
<context>
    <name>PlayerNames</name>
    <message>
        <source>Two players have the same name. Please give each a different one.</source>
        <translation>Dvaja hráči majú rovnaké meno. Daj, prosím, každému iné.</translation>
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
        <source>&amp;Colour and symbol:</source>
        <translation>&amp;Farba a značka:</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>Z&amp;mazať…</translation>
    </message>
    <message>
        <source>&amp;Merge with…</source>
        <translation>&amp;Zlúčiť s…</translation>
    </message>
    <message>
        <source>&amp;New player…</source>
        <translation>&amp;Nový hráč…</translation>
    </message>
    <message>
        <source>&amp;Picture:</source>
        <translation>&amp;Obrázok:</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Premenovať…</translation>
    </message>
    <message>
        <source>Also played as: {names}</source>
        <translation>Ďalšie mená: {names}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
    <message>
        <source>Delete a player</source>
        <translation>Zmazať hráča</translation>
    </message>
    <message>
        <source>Delete {name}? The games already played stay counted under the names they were played with.</source>
        <translation>Zmazať zo zoznamu: {name}? Odohrané hry sa ďalej počítajú pod menami, s ktorými sa hrali.</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Zlúčiť hráčov</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Meno:</translation>
    </message>
    <message>
        <source>New name for {name} (the games played so far stay theirs):</source>
        <translation>Nové meno (teraz: {name}). Odohrané hry sa budú počítať pod novým menom:</translation>
    </message>
    <message>
        <source>New player</source>
        <translation>Nový hráč</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Please type a name.</source>
        <translation>Napíš meno, prosím.</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Premenovať</translation>
    </message>
    <message>
        <source>That player is no longer in the list.</source>
        <translation>Ten hráč už v zozname nie je.</translation>
    </message>
    <message>
        <source>The list of players is damaged and is left as it is. Games are still counted under the names they were played with.</source>
        <translation>Zoznam hráčov je poškodený a zostáva, ako je. Hry sa ďalej počítajú pod menami, s ktorými sa hrali.</translation>
    </message>
    <message>
        <source>The name {name} is already taken by a player (now or before).</source>
        <translation>Meno {name} už je v zozname (teraz alebo predtým).</translation>
    </message>
    <message>
        <source>Two names of one person: their games are counted together</source>
        <translation>Dve mená jedného človeka: ich hry sa počítajú spolu</translation>
    </message>
    <message>
        <source>Which name is the same person as {name}? Its games are counted with {name}&apos;s; {name} stays the name, the chosen one is kept as an earlier name.</source>
        <translation>Ktoré meno patrí tomu istému človeku ako {name}?
Hry pod vybraným menom sa pripočítajú k menu {name}. Zostane meno {name}, vybrané sa uloží ako skoršie.</translation>
    </message>
    <message>
        <source>{name} (also played as {names})</source>
        <translation>{name} (ďalšie mená: {names})</translation>
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
        <source>&amp;No</source>
        <translation>&amp;Nie</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>Án&amp;o</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Použiť</translation>
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
        <source>Discard</source>
        <translation>Zahodiť</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Pomocník</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otvoriť</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Obnoviť</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložiť</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
    <message>
        <source>Everybody&apos;s cards may be shown once the game is over</source>
        <translation>Karty všetkých sa smú ukázať, až keď hra skončila</translation>
    </message>
    <message>
        <source>Move {move} of {moves}</source>
        <translation>Ťah {move} z {moves}</translation>
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
        <source>Replay: {game}</source>
        <translation>Záznam hry: {game}</translation>
    </message>
    <message>
        <source>Show the &amp;cards of:</source>
        <translation>Ukázať &amp;karty hráča:</translation>
    </message>
    <message>
        <source>This game is not over: its cards stay hidden</source>
        <translation>Táto hra neskončila: karty zostávajú skryté</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Na koniec (End)</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Na začiatok (Home)</translation>
    </message>
    <message>
        <source>nobody (the table only)</source>
        <translation>nikoho (len stôl)</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>(hints: {hints})</source>
        <translation>(rady: {hints}×)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Poradie</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
    <message>
        <source>No rules yet</source>
        <translation>Pravidlá zatiaľ nie sú</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidlá</translation>
    </message>
    <message>
        <source>Rules: {game}</source>
        <translation>Pravidlá: {game}</translation>
    </message>
    <message>
        <source>Sorry, the rules of this game are not available yet.</source>
        <translation>Prepáč, pravidlá tejto hry tu zatiaľ nie sú.</translation>
    </message>
    <message>
        <source>These rules are not yet available in your language, so they are shown in English.</source>
        <translation>Tieto pravidlá zatiaľ nie sú po slovensky, preto sú zobrazené po anglicky.</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Vymazať</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otvoriť</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
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
        <source>There are no saved games yet. Start a new game — it is saved after every move.</source>
        <translation>Zatiaľ tu nie sú žiadne uložené hry. Začni novú hru — ukladá sa po každom ťahu.</translation>
    </message>
</context>
<context>
    <name>SavesModel</name>
    <message>
        <source>Cannot be opened: {reason}</source>
        <translation>Nedá sa otvoriť: {reason}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Naposledy hraná</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Priebeh</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Začatá</translation>
    </message>
    <message>
        <source>round {round}, {phase}</source>
        <translation>{phase}, {round}. kolo</translation>
    </message>
    <message>
        <source>{game} (saved automatically)</source>
        <translation>{game} (automatické uloženie)</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>After round {round}</source>
        <translation>Po {round}. kole</translation>
    </message>
    <message>
        <source>At the end</source>
        <translation>Na konci</translation>
    </message>
    <message>
        <source>At the start</source>
        <translation>Na začiatku</translation>
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
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>Scores round by round</source>
        <translation>Body kolo po kole</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Začiatok</translation>
    </message>
</context>
<context>
    <name>SeatHints</name>
    <message>
        <source>Hints</source>
        <translation>Rady</translation>
    </message>
    <message>
        <source>Hints for this player: a Hint button shows what the computer would do. Hints used are counted beside the score.</source>
        <translation>Rady pre tohto hráča: tlačidlo Poradiť ukáže, čo by urobil počítač. Použité rady sa počítajú vedľa skóre.</translation>
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
        <source>Money {player} gives</source>
        <translation>Peniaze, ktoré dáva {player}</translation>
    </message>
    <message>
        <source>Money:</source>
        <translation>Peniaze:</translation>
    </message>
    <message>
        <source>No properties to trade. Streets with buildings cannot be traded.</source>
        <translation>Žiadne pozemky na výmenu. Ulice s budovami sa vymeniť nedajú.</translation>
    </message>
    <message>
        <source>Properties {player} gives</source>
        <translation>Pozemky, ktoré dáva {player}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nič</translation>
    </message>
    <message>
        <source>of {cash}</source>
        <translation>z {cash}</translation>
    </message>
    <message>
        <source>{player} gives:</source>
        <translation>{player} dáva:</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>&amp;Continue</source>
        <translation>Po&amp;kračovať</translation>
    </message>
    <message>
        <source>&amp;Hall of fame</source>
        <translation>Sieň slá&amp;vy</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Naučiť sa hrať</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nová hra</translation>
    </message>
    <message>
        <source>&amp;Open a saved game</source>
        <translation>&amp;Otvoriť uloženú hru</translation>
    </message>
    <message>
        <source>&amp;Rules of a game</source>
        <translation>&amp;Pravidlá hier</translation>
    </message>
    <message>
        <source>&amp;Watch a game</source>
        <translation>&amp;Sledovať hru</translation>
    </message>
    <message>
        <source>A guided first game of {game}: cards explain each step while you play</source>
        <translation>Prvá hra {game} so sprievodcom: karty ti pri hraní vysvetlia každý krok</translation>
    </message>
    <message>
        <source>Choose a game. One computer, the whole family.</source>
        <translation>Vyber si hru. Jeden počítač, celá rodina.</translation>
    </message>
    <message>
        <source>Continue the game you played last</source>
        <translation>Pokračuj v naposledy hranej hre</translation>
    </message>
    <message>
        <source>Family Board Games</source>
        <translation>Rodinné spoločenské hry</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Naučiť sa hrať</translation>
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
        <source>The computer plays every seat: see how a game goes</source>
        <translation>Počítač hrá za všetkých hráčov: pozri sa, ako hra prebieha</translation>
    </message>
    <message>
        <source>Who wins most: the family&apos;s finished games, and their replays</source>
        <translation>Kto vyhráva najčastejšie: dohrané hry rodiny a ich záznamy</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Against</source>
        <translation>Proti</translation>
    </message>
    <message>
        <source>Ahead</source>
        <translation>Lepšie</translation>
    </message>
    <message>
        <source>Ahead of the computer</source>
        <translation>Pred počítačom</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Všetky hry</translation>
    </message>
    <message>
        <source>Average place</source>
        <translation>Priemerné miesto</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Priemerné skóre</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Horšie</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Najlepšie skóre</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Dohrané</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Hier</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Spoločných hier</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Použité rady</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nerozhodne</translation>
    </message>
    <message>
        <source>Most wins in a row</source>
        <translation>Najviac výhier za sebou</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Poradie</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Odohrané</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Podiel výhier</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Finished</source>
        <translation>Koniec hry</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Nie si na ťahu.</translation>
    </message>
    <message>
        <source>Some game settings are not valid.</source>
        <translation>Niektoré nastavenia hry nie sú platné.</translation>
    </message>
    <message>
        <source>That is not possible right now.</source>
        <translation>Teraz sa to nedá.</translation>
    </message>
    <message>
        <source>That move is not possible.</source>
        <translation>Taký ťah sa nedá urobiť.</translation>
    </message>
    <message>
        <source>The file could not be read or written.</source>
        <translation>Súbor sa nepodarilo prečítať alebo zapísať.</translation>
    </message>
    <message>
        <source>The file is damaged or is not a saved game.</source>
        <translation>Súbor je poškodený alebo to nie je uložená hra.</translation>
    </message>
    <message>
        <source>The file is too large to be a saved game.</source>
        <translation>Súbor je na uloženú hru príliš veľký.</translation>
    </message>
    <message>
        <source>The file was not found.</source>
        <translation>Súbor sa nenašiel.</translation>
    </message>
    <message>
        <source>The game could not be dealt.</source>
        <translation>Karty sa nepodarilo rozdať.</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>Hru sa nepodarilo uložiť.</translation>
    </message>
    <message>
        <source>The game could not be saved: its file holds another game, which was left as it is.</source>
        <translation>Hru sa nepodarilo uložiť: v jej súbore je iná hra a tá zostala, ako bola.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra sa skončila.</translation>
    </message>
    <message>
        <source>The game settings in the file are not valid.</source>
        <translation>Nastavenie hry v súbore nie je platné.</translation>
    </message>
    <message>
        <source>The saved game contains a move that is not allowed (move {move}).</source>
        <translation>Uložená hra obsahuje nedovolený ťah ({move}. ťah).</translation>
    </message>
    <message>
        <source>The saved game could not be used.</source>
        <translation>Uloženú hru sa nepodarilo použiť.</translation>
    </message>
    <message>
        <source>The saved game is damaged.</source>
        <translation>Uložená hra je poškodená.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Taký hráč tu nie je.</translation>
    </message>
    <message>
        <source>This game is for {min} to {max} players.</source>
        <translation>Táto hra je pre {min} až {max} hráčov.</translation>
    </message>
    <message>
        <source>This game was saved by a different version of the rules.</source>
        <translation>Táto hra bola uložená pri inej verzii pravidiel.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of the program. Update the program to open it.</source>
        <translation>Túto hru uložila novšia verzia programu. Aktualizuj program, potom ju otvor.</translation>
    </message>
    <message>
        <source>This is not a file with a saved game.</source>
        <translation>Toto nie je súbor s uloženou hrou.</translation>
    </message>
    <message>
        <source>This is not a saved game of this program.</source>
        <translation>Toto nie je uložená hra z tohto programu.</translation>
    </message>
    <message>
        <source>This program does not know that game.</source>
        <translation>Túto hru program nepozná.</translation>
    </message>
    <message>
        <source>This program does not know the game in this file.</source>
        <translation>Hru v tomto súbore program nepozná.</translation>
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
        <source>computer · hard</source>
        <translation>počítač · ťažký</translation>
    </message>
    <message>
        <source>computer · normal</source>
        <translation>počítač · stredný</translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} hráčov</translation>
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
        <source>green square</source>
        <translation>zelený štvorec</translation>
    </message>
    <message>
        <source>light blue heart</source>
        <translation>svetlomodré srdce</translation>
    </message>
    <message>
        <source>orange star</source>
        <translation>oranžová hviezda</translation>
    </message>
    <message>
        <source>pink diamond</source>
        <translation>ružový kosoštvorec</translation>
    </message>
    <message>
        <source>red triangle</source>
        <translation>červený trojuholník</translation>
    </message>
</context>
<context>
    <name>TradeDialog</name>
    <message>
        <source>A trade needs at least one property: money alone cannot be lent or given.</source>
        <translation>Obchod potrebuje aspoň jeden pozemok: samotné peniaze sa nepožičiavajú ani nedarujú.</translation>
    </message>
    <message>
        <source>Nothing is ticked yet.</source>
        <translation>Zatiaľ nie je nič zaškrtnuté.</translation>
    </message>
    <message>
        <source>Offer the trade</source>
        <translation>Ponúknuť obchod</translation>
    </message>
    <message>
        <source>Only one of you adds money.</source>
        <translation>Peniaze pridáva len jedna strana.</translation>
    </message>
    <message>
        <source>Tick what each of you gives. Then {partner} accepts or refuses.</source>
        <translation>Zaškrtni, čo kto dáva. {partner} potom ponuku prijme alebo odmietne.</translation>
    </message>
    <message>
        <source>Trade with {partner}</source>
        <translation>Ponuka obchodu pre {partner}</translation>
    </message>
    <message>
        <source>{player} gives {gives}. {partner} gives {takes}.</source>
        <translation>{player} dáva {gives}. {partner} dáva {takes}.</translation>
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
    <name>TutorialDialog</name>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Tvoje meno:</translation>
    </message>
    <message>
        <source>A guided first game against the computer: short cards explain each step while you play, and point at what to click. You can leave at any time.</source>
        <translation>Prvá hra so sprievodcom proti počítaču: krátke karty ti pri hraní vysvetlia každý krok a ukážu, kam kliknúť. Skončiť môžeš kedykoľvek.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušiť</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Počítač {number}</translation>
    </message>
    <message>
        <source>Family members learning along (optional)</source>
        <translation>Kto z rodiny sa učí s tebou (nemusí nikto)</translation>
    </message>
    <message>
        <source>Learn to play — {game}</source>
        <translation>Naučiť sa hrať — {game}</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Seat {number}:</source>
        <translation>Miesto {number}:</translation>
    </message>
    <message>
        <source>Start learning</source>
        <translation>Začať sa učiť</translation>
    </message>
    <message>
        <source>Write a name to give that person a seat; an empty seat is played by the computer.</source>
        <translation>Napíš meno a ten človek dostane miesto pri stole; za prázdne miesto hrá počítač.</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>počítač</translation>
    </message>
</context>
<context>
    <name>TutorialOverlay</name>
    <message>
        <source>Back to the start screen</source>
        <translation>Späť na začiatok</translation>
    </message>
    <message>
        <source>First try what this card says; then the game is all yours.</source>
        <translation>Najprv skús to, čo hovorí karta; potom už hráš, ako chceš.</translation>
    </message>
    <message>
        <source>I have read it (Enter)</source>
        <translation>Prečítané (Enter)</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Naučiť sa hrať</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Ukončiť výučbu</translation>
    </message>
    <message>
        <source>More in the rules</source>
        <translation>Viac v pravidlách</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Ďalej</translation>
    </message>
    <message>
        <source>Play on without the cards</source>
        <translation>Hrať ďalej bez rád</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Začať znova</translation>
    </message>
</context>
<context>
    <name>UnsavedDialog</name>
    <message>
        <source>&amp;Back to the game</source>
        <translation>Späť do &amp;hry</translation>
    </message>
    <message>
        <source>&amp;Close without saving</source>
        <translation>Zavrieť &amp;bez uloženia</translation>
    </message>
    <message>
        <source>&amp;Save elsewhere…</source>
        <translation>&amp;Uložiť inam…</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Skúsiť znova</translation>
    </message>
    <message>
        <source>If you close the game now, they will be lost.</source>
        <translation>Ak teraz hru zatvoríš, stratia sa.</translation>
    </message>
    <message>
        <source>Saving took too long.</source>
        <translation>Ukladanie trvalo príliš dlho.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Disk je plný.</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>Hru sa nepodarilo uložiť.</translation>
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
        <source>The program may not write into its folder.</source>
        <translation>Program nesmie zapisovať do svojho priečinka.</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
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
        <source>Cancel</source>
        <translation>Zrušiť</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Počítač {number}</translation>
    </message>
    <message>
        <source>The computer plays every seat, at a pace you can follow.</source>
        <translation>Počítač hrá za všetkých hráčov tak pomaly, aby sa to dalo sledovať.</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Sledovať</translation>
    </message>
    <message>
        <source>Watch a game</source>
        <translation>Sledovať hru</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>ľahká</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>ťažká</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>stredná</translation>
    </message>
</context>
<context>
    <name>WealthChart</name>
    <message>
        <source>At the end: {amounts}.</source>
        <translation>Na konci: {amounts}.</translation>
    </message>
    <message>
        <source>Most at the end: {players} ({amount}).</source>
        <translation>Najviac na konci: {players} ({amount}).</translation>
    </message>
    <message>
        <source>The chart fills in as the game goes on: nothing to draw yet.</source>
        <translation>Graf sa vyplní, ako bude hra pokračovať: zatiaľ nie je čo kresliť.</translation>
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
        <source>Nobody has won a game yet in these months.</source>
        <translation>V týchto mesiacoch zatiaľ nikto nevyhral.</translation>
    </message>
    <message>
        <source>Wins month by month</source>
        <translation>Výhry mesiac po mesiaci</translation>
    </message>
</context>
</TS>
