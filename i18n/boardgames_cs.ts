<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>Avatars</name>
    <message>
        <source>bear</source>
        <translation>medvěd</translation>
    </message>
    <message>
        <source>cat</source>
        <translation>kočka</translation>
    </message>
    <message>
        <source>dog</source>
        <translation>pes</translation>
    </message>
    <message>
        <source>fox</source>
        <translation>liška</translation>
    </message>
    <message>
        <source>mouse</source>
        <translation>myš</translation>
    </message>
    <message>
        <source>rabbit</source>
        <translation>králík</translation>
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
        <translation>V zástavě</translation>
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
        <translation>{players} vyhrávají společně!</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Copy the details</source>
        <translation>Zkopírovat podrobnosti</translation>
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
        <source>Open the folder</source>
        <translation>Otevřít složku</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Něco se pokazilo</translation>
    </message>
    <message>
        <source>The details are copied: paste them into an e-mail or a message.</source>
        <translation>Podrobnosti jsou zkopírované: vlož je do e-mailu nebo do zprávy.</translation>
    </message>
    <message>
        <source>The folder could not be opened. Its path is above, to copy.</source>
        <translation>Složku nejde otevřít. Její cesta je výše, můžeš si ji zkopírovat.</translation>
    </message>
    <message>
        <source>The game could not be saved just now.</source>
        <translation>Hru se teď nepodařilo uložit.</translation>
    </message>
    <message>
        <source>The program ran into a problem it did not expect. You can play on; if something looks wrong, close the game and open it again.</source>
        <translation>Program narazil na potíž, se kterou nepočítal. Můžeš hrát dál; kdyby něco nevypadalo dobře, zavři hru a otevři ji znovu.</translation>
    </message>
    <message>
        <source>To help fix it, copy the details and send them, with the files of this folder, to whoever looks after the program:</source>
        <translation>Aby šla chyba opravit, zkopíruj podrobnosti a pošli je i se soubory z této složky tomu, kdo se o program stará:</translation>
    </message>
    <message>
        <source>Your game is saved: Continue on the start screen opens it again.</source>
        <translation>Hra je uložená: tlačítko Pokračovat na úvodní obrazovce ji znovu otevře.</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>&amp;Back to the start</source>
        <translation>&amp;Zpět na začátek</translation>
    </message>
    <message>
        <source>&amp;Hint (F2)</source>
        <translation>Po&amp;radit (F2)</translation>
    </message>
    <message>
        <source>&amp;Hint (F2) · used: {used}</source>
        <translation>Po&amp;radit (F2) · už: {used}×</translation>
    </message>
    <message>
        <source>A part of the program is missing from this installation ({module}): the computer players and hints of this game cannot work. Install the program again; your saved games stay where they are.</source>
        <translation>V této instalaci chybí část programu ({module}): počítačoví hráči a rady v této hře nemůžou fungovat. Nainstaluj program znovu; uložené hry zůstanou, kde jsou.</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>Všechna kola</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Všichni</translation>
    </message>
    <message>
        <source>Hint: {hint}</source>
        <translation>Rada: {hint}</translation>
    </message>
    <message>
        <source>Move taken back: {player}</source>
        <translation>{player} bere tah zpět.</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>Hrát zno&amp;vu</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Put the hint away</source>
        <translation>Schovat radu</translation>
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
        <translation>Ukázat jen řádky o jednom hráči</translation>
    </message>
    <message>
        <source>Show only the lines of one round</source>
        <translation>Ukázat jen řádky z jednoho kola</translation>
    </message>
    <message>
        <source>The last moves are not saved. {reason} Each move tries again.</source>
        <translation>Poslední tahy nejsou uložené. {reason} Každý tah to zkusí znovu.</translation>
    </message>
    <message>
        <source>The move is shown on the table.</source>
        <translation>Tah je ukázaný na stole.</translation>
    </message>
    <message>
        <source>There is only one thing to do now.</source>
        <translation>Teď jde udělat jen jedno.</translation>
    </message>
    <message>
        <source>What can I do now?</source>
        <translation>Co teď můžu dělat?</translation>
    </message>
    <message>
        <source>What can I do now? (F1)</source>
        <translation>Co teď můžu dělat? (F1)</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Co se stalo</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>Not possible now: press to see why.</source>
        <translation>Teď to nejde: stiskni a dozvíš se proč.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Rules: {section}</source>
        <translation>Pravidla: {section}</translation>
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
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n hráč</numerusform>
            <numerusform>%n hráči</numerusform>
            <numerusform>%n hráčů</numerusform>
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
        <translation>&amp;Vzájemně</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Počet hráčů:</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Období:</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>H&amp;ráči</translation>
    </message>
    <message>
        <source>&amp;Replay the game</source>
        <translation>Přehrát &amp;záznam</translation>
    </message>
    <message>
        <source>&amp;Wins by month</source>
        <translation>Výhry podle &amp;měsíců</translation>
    </message>
    <message>
        <source>(the fewest points win)</source>
        <translation>(vyhrává nejméně bodů)</translation>
    </message>
    <message>
        <source>(the game cannot be played again to read them)</source>
        <translation>(hru nejde znovu přehrát, a tak je nejde zjistit)</translation>
    </message>
    <message>
        <source>Against the &amp;computer</source>
        <translation>Proti po&amp;čítači</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Všechny hry</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Od začátku</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Jakýkoli</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Hall of fame</source>
        <translation>Síň slávy</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Posledních 30 dní</translation>
    </message>
    <message>
        <source>Names, colours and pictures; rename, merge or delete a player</source>
        <translation>Jména, barvy a obrázky; přejmenovat, sloučit nebo smazat hráče</translation>
    </message>
    <message>
        <source>No finished game fits these choices. Try a longer period or all games.</source>
        <translation>Těmto volbám neodpovídá žádná dohraná hra. Zkus delší období nebo všechny hry.</translation>
    </message>
    <message>
        <source>No game has been played to the end yet.
Finish a game and you will see here who wins most.</source>
        <translation>Zatím nebyla dohrána žádná hra.
Dohraj nějakou a uvidíš tu, kdo vyhrává nejčastěji.</translation>
    </message>
    <message>
        <source>Pla&amp;yers…</source>
        <translation>&amp;Upravit hráče…</translation>
    </message>
    <message>
        <source>Sc&amp;ores round by round</source>
        <translation>&amp;Body kolo po kole</translation>
    </message>
    <message>
        <source>Step through the chosen game move by move</source>
        <translation>Projdi vybranou hru tah po tahu</translation>
    </message>
    <message>
        <source>The game cannot be replayed</source>
        <translation>Hru nelze přehrát</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Tento měsíc</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>Letos</translation>
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
        <translation>Jsem {player} — ukaž moje karty</translation>
    </message>
    <message>
        <source>Pass the computer to</source>
        <translation>Předej počítač. Na řadě je:</translation>
    </message>
</context>
<context>
    <name>LookCard</name>
    <message>
        <source>Seen — hide my cards</source>
        <translation>Hotovo — schovat karty</translation>
    </message>
    <message>
        <source>{player}: your new cards are marked in your hand. Look at them, then hide them before the game goes on.</source>
        <translation>{player}: tvoje nové karty jsou v ruce označené. Prohlédni si je a pak je schovej, než hra půjde dál.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;About</source>
        <translation>&amp;O programu</translation>
    </message>
    <message>
        <source>&amp;Close the game</source>
        <translation>Zavřít &amp;hru</translation>
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
        <translation>Síň sl&amp;ávy…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation>&amp;Větší</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <source>&amp;Normal size</source>
        <translation>&amp;Normální velikost</translation>
    </message>
    <message>
        <source>&amp;Open a saved game…</source>
        <translation>&amp;Otevřít uloženou hru…</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>Hráč&amp;i…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Zno&amp;vu</translation>
    </message>
    <message>
        <source>&amp;Rules of the game</source>
        <translation>&amp;Pravidla hry</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Uložit jako…</translation>
    </message>
    <message>
        <source>&amp;Smaller</source>
        <translation>&amp;Menší</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <source>&amp;What can I do now?</source>
        <translation>&amp;Co teď můžu dělat?</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Family Board Games {version}&lt;/h3&gt;&lt;p&gt;Board games for the whole family at one computer:&lt;/p&gt;&lt;ul&gt;{games}&lt;/ul&gt;&lt;p&gt;The pictures on the cards are drawn by the program itself. Where a rulebook leaves something out, the in-app rules say what the program does.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Rodinné deskovky {version}&lt;/h3&gt;&lt;p&gt;Deskové hry pro celou rodinu u jednoho počítače:&lt;/p&gt;&lt;ul&gt;{games}&lt;/ul&gt;&lt;p&gt;Obrázky karet kreslí sám program. Kde tištěná pravidla něco neřeší, pravidla v programu vysvětlí, jak to program dělá.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>A saved game called “{name}” already exists. Replace it?</source>
        <translation>Uložená hra „{name}“ už existuje. Nahradit ji?</translation>
    </message>
    <message>
        <source>About Family Board Games</source>
        <translation>O programu Rodinné deskovky</translation>
    </message>
    <message>
        <source>Family Board Games</source>
        <translation>Rodinné deskovky</translation>
    </message>
    <message>
        <source>Name of the saved game:</source>
        <translation>Název uložené hry:</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Open a &amp;file…</source>
        <translation>Otevřít &amp;soubor…</translation>
    </message>
    <message>
        <source>Open a file</source>
        <translation>Otevřít soubor</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Uložit jako</translation>
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
        <source>Size: {percent} %</source>
        <translation>Velikost: {percent} %</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>Hru nejde otevřít</translation>
    </message>
    <message>
        <source>The game is saved.</source>
        <translation>Hra je uložená.</translation>
    </message>
    <message>
        <source>Which game shall we play?</source>
        <translation>Jakou hru budeme hrát?</translation>
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
    <name>MovesPanel</name>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Close (Esc or F1)</source>
        <translation>Zavřít (Esc nebo F1)</translation>
    </message>
    <message>
        <source>It is not your turn. Now playing: {players}.</source>
        <translation>Teď nejsi na tahu. Hraje: {players}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>The time is up: the game ends now and is counted.</source>
        <translation>Čas vypršel: hra teď končí a spočítá se.</translation>
    </message>
    <message>
        <source>What can I do now?</source>
        <translation>Co teď můžu dělat?</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Počet hráčů:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Počítač {number}</translation>
    </message>
    <message>
        <source>Computer — easy</source>
        <translation>Počítač – lehký</translation>
    </message>
    <message>
        <source>Computer — hard</source>
        <translation>Počítač – těžký</translation>
    </message>
    <message>
        <source>Computer — normal</source>
        <translation>Počítač – střední</translation>
    </message>
    <message>
        <source>New game — {game}</source>
        <translation>Nová hra – {game}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Člověk</translation>
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
        <translation>Přečti si pravidla, než začneš (F1)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Pravidla hry</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Začít hru</translation>
    </message>
    <message>
        <source>Who plays this seat: a person at the computer, or the computer itself</source>
        <translation>Kdo za tohoto hráče hraje: člověk u počítače, nebo sám počítač</translation>
    </message>
</context>
<context>
    <name>PlayerNames</name>
    <message>
        <source>Two players have the same name. Please give each a different one.</source>
        <translation>Dva hráči mají stejné jméno. Dej každému jiné.</translation>
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
        <translation>&amp;Barva a značka:</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>S&amp;mazat…</translation>
    </message>
    <message>
        <source>&amp;Merge with…</source>
        <translation>&amp;Sloučit s…</translation>
    </message>
    <message>
        <source>&amp;New player…</source>
        <translation>&amp;Nový hráč…</translation>
    </message>
    <message>
        <source>&amp;Picture:</source>
        <translation>&amp;Obrázek:</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Přejmenovat…</translation>
    </message>
    <message>
        <source>Also played as: {names}</source>
        <translation>Další jména: {names}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Delete a player</source>
        <translation>Smazat hráče</translation>
    </message>
    <message>
        <source>Delete {name}? The games already played stay counted under the names they were played with.</source>
        <translation>Smazat ze seznamu: {name}? Odehrané hry se dál počítají pod jmény, se kterými se hrály.</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Sloučit hráče</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Jméno:</translation>
    </message>
    <message>
        <source>New name for {name} (the games played so far stay theirs):</source>
        <translation>Nové jméno (teď: {name}). Odehrané hry se budou počítat pod novým jménem:</translation>
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
        <translation>Napiš jméno, prosím.</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Přejmenovat</translation>
    </message>
    <message>
        <source>That player is no longer in the list.</source>
        <translation>Ten hráč už v seznamu není.</translation>
    </message>
    <message>
        <source>The list of players is damaged and is left as it is. Games are still counted under the names they were played with.</source>
        <translation>Seznam hráčů je poškozený a zůstává, jak je. Hry se dál počítají pod jmény, se kterými se hrály.</translation>
    </message>
    <message>
        <source>The name {name} is already taken by a player (now or before).</source>
        <translation>Jméno {name} už je v seznamu (teď nebo dříve).</translation>
    </message>
    <message>
        <source>Two names of one person: their games are counted together</source>
        <translation>Dvě jména jednoho člověka: jejich hry se počítají dohromady</translation>
    </message>
    <message>
        <source>Which name is the same person as {name}? Its games are counted with {name}&apos;s; {name} stays the name, the chosen one is kept as an earlier name.</source>
        <translation>Které jméno patří stejnému člověku jako {name}?
Hry pod vybraným jménem se přičtou ke jménu {name}. Zůstane jméno {name}, vybrané se uloží jako dřívější.</translation>
    </message>
    <message>
        <source>{name} (also played as {names})</source>
        <translation>{name} (další jména: {names})</translation>
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
        <source>&amp;No</source>
        <translation>&amp;Ne</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ano</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Použít</translation>
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
        <source>Discard</source>
        <translation>Zahodit</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Nápověda</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otevřít</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Vrátit</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Everybody&apos;s cards may be shown once the game is over</source>
        <translation>Karty všech se smějí ukázat, až když hra skončila</translation>
    </message>
    <message>
        <source>Move {move} of {moves}</source>
        <translation>Tah {move} z {moves}</translation>
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
        <source>Replay: {game}</source>
        <translation>Záznam hry: {game}</translation>
    </message>
    <message>
        <source>Show the &amp;cards of:</source>
        <translation>Ukázat &amp;karty hráče:</translation>
    </message>
    <message>
        <source>This game is not over: its cards stay hidden</source>
        <translation>Tahle hra neskončila: karty zůstávají skryté</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Na konec (End)</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Na začátek (Home)</translation>
    </message>
    <message>
        <source>nobody (the table only)</source>
        <translation>nikoho (jen stůl)</translation>
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
        <translation>Pořadí</translation>
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
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>No rules yet</source>
        <translation>Pravidla zatím nejsou</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Rules: {game}</source>
        <translation>Pravidla: {game}</translation>
    </message>
    <message>
        <source>Sorry, the rules of this game are not available yet.</source>
        <translation>Promiň, pravidla této hry tu zatím nejsou.</translation>
    </message>
    <message>
        <source>These rules are not yet available in your language, so they are shown in English.</source>
        <translation>Tato pravidla zatím nejsou přeložená do češtiny, a tak se ukazují anglicky.</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Smazat</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otevřít</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
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
        <source>There are no saved games yet. Start a new game — it is saved after every move.</source>
        <translation>Zatím tu nejsou žádné uložené hry. Začni novou hru – uloží se sama po každém tahu.</translation>
    </message>
</context>
<context>
    <name>SavesModel</name>
    <message>
        <source>Cannot be opened: {reason}</source>
        <translation>Nejde otevřít: {reason}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Naposledy hráno</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Průběh</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Začátek</translation>
    </message>
    <message>
        <source>round {round}, {phase}</source>
        <translation>{phase}, {round}. kolo</translation>
    </message>
    <message>
        <source>{game} (saved automatically)</source>
        <translation>{game} (uloženo automaticky)</translation>
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
        <translation>Na začátku</translation>
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
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>Scores round by round</source>
        <translation>Body kolo po kole</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Začátek</translation>
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
        <source>Money {player} gives</source>
        <translation>Peníze, které dává {player}</translation>
    </message>
    <message>
        <source>Money:</source>
        <translation>Peníze:</translation>
    </message>
    <message>
        <source>No properties to trade. Streets with buildings cannot be traded.</source>
        <translation>Žádné pozemky k výměně. Ulice s budovami se vyměnit nedají.</translation>
    </message>
    <message>
        <source>Properties {player} gives</source>
        <translation>Pozemky, které dává {player}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>of {cash}</source>
        <translation>z {cash}</translation>
    </message>
    <message>
        <source>{player} gives:</source>
        <translation>{player} dává:</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Pokračovat</translation>
    </message>
    <message>
        <source>&amp;Hall of fame</source>
        <translation>Síň slá&amp;vy</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Naučit se hrát</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nová hra</translation>
    </message>
    <message>
        <source>&amp;Open a saved game</source>
        <translation>&amp;Otevřít uloženou hru</translation>
    </message>
    <message>
        <source>&amp;Rules of a game</source>
        <translation>&amp;Pravidla her</translation>
    </message>
    <message>
        <source>&amp;Watch a game</source>
        <translation>&amp;Sledovat hru</translation>
    </message>
    <message>
        <source>A guided first game of {game}: cards explain each step while you play</source>
        <translation>První hra {game} s průvodcem: karty ti při hraní vysvětlí každý krok</translation>
    </message>
    <message>
        <source>Choose a game. One computer, the whole family.</source>
        <translation>Vyber si hru. Jeden počítač, celá rodina.</translation>
    </message>
    <message>
        <source>Continue the game you played last</source>
        <translation>Pokračovat v naposledy hrané hře</translation>
    </message>
    <message>
        <source>Family Board Games</source>
        <translation>Rodinné deskovky</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Naučit se hrát</translation>
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
        <source>The computer plays every seat: see how a game goes</source>
        <translation>Počítač hraje za všechny hráče: podívej se, jak hra probíhá</translation>
    </message>
    <message>
        <source>Who wins most: the family&apos;s finished games, and their replays</source>
        <translation>Kdo vyhrává nejčastěji: dohrané hry rodiny a jejich záznamy</translation>
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
        <translation>Lépe</translation>
    </message>
    <message>
        <source>Ahead of the computer</source>
        <translation>Před počítačem</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Všechny hry</translation>
    </message>
    <message>
        <source>Average place</source>
        <translation>Průměrné místo</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Průměrné skóre</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Hůře</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Nejlepší skóre</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Dohráno</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Her</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Společných her</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Použité rady</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nerozhodně</translation>
    </message>
    <message>
        <source>Most wins in a row</source>
        <translation>Nejvíc výher za sebou</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Odehráno</translation>
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
        <translation>Podíl výher</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Finished</source>
        <translation>Dohráno</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Teď nejsi na tahu.</translation>
    </message>
    <message>
        <source>Some game settings are not valid.</source>
        <translation>Některé volby hry nejsou platné.</translation>
    </message>
    <message>
        <source>That is not possible right now.</source>
        <translation>To teď nejde.</translation>
    </message>
    <message>
        <source>That move is not possible.</source>
        <translation>Tenhle tah nejde.</translation>
    </message>
    <message>
        <source>The file could not be read or written.</source>
        <translation>Soubor se nepodařilo přečíst nebo zapsat.</translation>
    </message>
    <message>
        <source>The file is damaged or is not a saved game.</source>
        <translation>Soubor je poškozený, nebo to není uložená hra.</translation>
    </message>
    <message>
        <source>The file is too large to be a saved game.</source>
        <translation>Soubor je na uloženou hru moc velký.</translation>
    </message>
    <message>
        <source>The file was not found.</source>
        <translation>Soubor se nenašel.</translation>
    </message>
    <message>
        <source>The game could not be dealt.</source>
        <translation>Karty se nepodařilo rozdat.</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>Hru se nepodařilo uložit.</translation>
    </message>
    <message>
        <source>The game could not be saved: its file holds another game, which was left as it is.</source>
        <translation>Hru se nepodařilo uložit: v jejím souboru je jiná hra a ta zůstala, jak byla.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>The game settings in the file are not valid.</source>
        <translation>Nastavení hry v souboru není platné.</translation>
    </message>
    <message>
        <source>The saved game contains a move that is not allowed (move {move}).</source>
        <translation>V uložené hře je nedovolený tah ({move}. tah).</translation>
    </message>
    <message>
        <source>The saved game could not be used.</source>
        <translation>Uloženou hru nejde použít.</translation>
    </message>
    <message>
        <source>The saved game is damaged.</source>
        <translation>Uložená hra je poškozená.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Takový hráč tu není.</translation>
    </message>
    <message>
        <source>This game is for {min} to {max} players.</source>
        <translation>Tato hra je pro {min} až {max} hráčů.</translation>
    </message>
    <message>
        <source>This game was saved by a different version of the rules.</source>
        <translation>Tato hra se uložila podle jiné verze pravidel.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of the program. Update the program to open it.</source>
        <translation>Tuto hru uložila novější verze programu. Aktualizuj program, pak ji otevři.</translation>
    </message>
    <message>
        <source>This is not a file with a saved game.</source>
        <translation>Tohle není soubor s uloženou hrou.</translation>
    </message>
    <message>
        <source>This is not a saved game of this program.</source>
        <translation>Tohle není uložená hra z tohoto programu.</translation>
    </message>
    <message>
        <source>This program does not know that game.</source>
        <translation>Tuhle hru program nezná.</translation>
    </message>
    <message>
        <source>This program does not know the game in this file.</source>
        <translation>Hru v tomto souboru program nezná.</translation>
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
        <source>computer · hard</source>
        <translation>počítač · těžký</translation>
    </message>
    <message>
        <source>computer · normal</source>
        <translation>počítač · střední</translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} hráčů</translation>
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
        <source>green square</source>
        <translation>zelený čtvereček</translation>
    </message>
    <message>
        <source>light blue heart</source>
        <translation>světle modré srdce</translation>
    </message>
    <message>
        <source>orange star</source>
        <translation>oranžová hvězda</translation>
    </message>
    <message>
        <source>pink diamond</source>
        <translation>růžový kosočtverec</translation>
    </message>
    <message>
        <source>red triangle</source>
        <translation>červený trojúhelník</translation>
    </message>
</context>
<context>
    <name>TradeDialog</name>
    <message>
        <source>A trade needs at least one property: money alone cannot be lent or given.</source>
        <translation>Obchod potřebuje aspoň jeden pozemek: samotné peníze se nepůjčují ani nedarují.</translation>
    </message>
    <message>
        <source>Nothing is ticked yet.</source>
        <translation>Zatím není nic zaškrtnuto.</translation>
    </message>
    <message>
        <source>Offer the trade</source>
        <translation>Nabídnout obchod</translation>
    </message>
    <message>
        <source>Only one of you adds money.</source>
        <translation>Peníze přidává jen jedna strana.</translation>
    </message>
    <message>
        <source>Tick what each of you gives. Then {partner} accepts or refuses.</source>
        <translation>Zaškrtni, co kdo dává. {partner} pak nabídku přijme, nebo odmítne.</translation>
    </message>
    <message>
        <source>Trade with {partner}</source>
        <translation>Nabídka obchodu pro {partner}</translation>
    </message>
    <message>
        <source>{player} gives {gives}. {partner} gives {takes}.</source>
        <translation>{player} dává {gives}. {partner} dává {takes}.</translation>
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
    <name>TutorialDialog</name>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Tvoje jméno:</translation>
    </message>
    <message>
        <source>A guided first game against the computer: short cards explain each step while you play, and point at what to click. You can leave at any time.</source>
        <translation>První hra s průvodcem proti počítači: krátké karty ti při hraní vysvětlí každý krok a ukážou, kam kliknout. Skončit můžeš kdykoli.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Počítač {number}</translation>
    </message>
    <message>
        <source>Family members learning along (optional)</source>
        <translation>Kdo z rodiny se učí s tebou (nemusí nikdo)</translation>
    </message>
    <message>
        <source>Learn to play — {game}</source>
        <translation>Naučit se hrát — {game}</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Seat {number}:</source>
        <translation>Místo {number}:</translation>
    </message>
    <message>
        <source>Start learning</source>
        <translation>Začít se učit</translation>
    </message>
    <message>
        <source>Write a name to give that person a seat; an empty seat is played by the computer.</source>
        <translation>Napiš jméno a ten člověk dostane místo u stolu; za prázdné místo hraje počítač.</translation>
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
        <translation>Zpět na začátek</translation>
    </message>
    <message>
        <source>First try what this card says; then the game is all yours.</source>
        <translation>Nejdřív zkus to, co říká karta; pak už hraješ, jak chceš.</translation>
    </message>
    <message>
        <source>I have read it (Enter)</source>
        <translation>Přečteno (Enter)</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Naučit se hrát</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Ukončit výuku</translation>
    </message>
    <message>
        <source>More in the rules</source>
        <translation>Víc v pravidlech</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Dál</translation>
    </message>
    <message>
        <source>Play on without the cards</source>
        <translation>Hrát dál bez rad</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Začít znovu</translation>
    </message>
</context>
<context>
    <name>UnsavedDialog</name>
    <message>
        <source>&amp;Back to the game</source>
        <translation>Zpět do &amp;hry</translation>
    </message>
    <message>
        <source>&amp;Close without saving</source>
        <translation>Zavřít &amp;bez uložení</translation>
    </message>
    <message>
        <source>&amp;Save elsewhere…</source>
        <translation>&amp;Uložit jinam…</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Zkusit znovu</translation>
    </message>
    <message>
        <source>If you close the game now, they will be lost.</source>
        <translation>Když teď hru zavřeš, budou ztracené.</translation>
    </message>
    <message>
        <source>Saving took too long.</source>
        <translation>Ukládání trvalo příliš dlouho.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Disk je plný.</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>Hru se nepodařilo uložit.</translation>
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
        <source>The program may not write into its folder.</source>
        <translation>Program nesmí zapisovat do své složky.</translation>
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
        <translation>&amp;Počet hráčů:</translation>
    </message>
    <message>
        <source>&amp;Strength:</source>
        <translation>&amp;Obtížnost:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Počítač {number}</translation>
    </message>
    <message>
        <source>The computer plays every seat, at a pace you can follow.</source>
        <translation>Počítač hraje za všechny hráče, a to tak pomalu, že se to dá sledovat.</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Sledovat</translation>
    </message>
    <message>
        <source>Watch a game</source>
        <translation>Sledovat hru</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>lehká</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>těžká</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>střední</translation>
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
        <translation>Nejvíc na konci: {players} ({amount}).</translation>
    </message>
    <message>
        <source>The chart fills in as the game goes on: nothing to draw yet.</source>
        <translation>Graf se vyplní, jak bude hra pokračovat: zatím není co kreslit.</translation>
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
        <source>Nobody has won a game yet in these months.</source>
        <translation>V těchto měsících zatím nikdo nevyhrál.</translation>
    </message>
    <message>
        <source>Wins month by month</source>
        <translation>Výhry měsíc po měsíci</translation>
    </message>
</context>
</TS>
