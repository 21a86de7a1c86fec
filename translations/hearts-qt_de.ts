<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Accessible</name>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="37"/>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="44"/>
        <source>{card}, chosen to pass</source>
        <translation>{card}, zum Weitergeben gewählt</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="48"/>
        <source>{card}, playable</source>
        <translation>{card}, spielbar</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="49"/>
        <source>{card}, not playable now</source>
        <translation>{card}, jetzt nicht spielbar</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="55"/>
        <source>{name} played the {card}, which takes the trick</source>
        <translation>{name} hat {card} gespielt und bekommt damit den Stich</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="58"/>
        <source>{name} played the {card}</source>
        <translation>{name} hat {card} gespielt</translation>
    </message>
</context>
<context>
    <name>Address</name>
    <message>
        <location filename="../hearts_qt/net/address.py" line="35"/>
        <source>Type the table&apos;s address, such as 192.168.1.20:7531.</source>
        <translation>Geben Sie die Adresse des Tisches ein, etwa 192.168.1.20:7531.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/address.py" line="40"/>
        <source>“{host}” is not an address or a host name.</source>
        <translation>„{host}“ ist weder eine Adresse noch ein Rechnername.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/address.py" line="49"/>
        <source>The address lacks its closing “]”.</source>
        <translation>Der Adresse fehlt die schließende „]“.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/address.py" line="53"/>
        <source>“{host}” is not an IPv6 address.</source>
        <translation>„{host}“ ist keine IPv6-Adresse.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/address.py" line="58"/>
        <source>Write the port after a colon: [::1]:7531.</source>
        <translation>Schreiben Sie den Port nach einem Doppelpunkt: [::1]:7531.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/address.py" line="69"/>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>Der Port muss eine Zahl von 1 bis 65535 sein.</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="34"/>
        <source>Blue lattice</source>
        <translation>Blaues Gitter</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="35"/>
        <source>Red lattice</source>
        <translation>Rotes Gitter</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="36"/>
        <source>Green argyle</source>
        <translation>Grüne Rauten</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="37"/>
        <source>Rose hearts</source>
        <translation>Rosa Herzen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="38"/>
        <source>Navy and gold</source>
        <translation>Marineblau und Gold</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="39"/>
        <source>The deck&apos;s own back</source>
        <translation>Rückseite des Kartendecks</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="46"/>
        <source>Green felt</source>
        <translation>Grüner Filz</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="47"/>
        <source>Blue felt</source>
        <translation>Blauer Filz</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="48"/>
        <source>Red felt</source>
        <translation>Roter Filz</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="49"/>
        <source>Wooden table</source>
        <translation>Holztisch</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="50"/>
        <source>Your own picture</source>
        <translation>Eigenes Bild</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="56"/>
        <source>The card deck “{name}” cannot be used. {reason}</source>
        <translation>Das Kartendeck „{name}“ kann nicht verwendet werden. {reason}</translation>
    </message>
</context>
<context>
    <name>AppearanceDialog</name>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="62"/>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="244"/>
        <source>Appearance</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="67"/>
        <source>Preview of the table</source>
        <translation>Vorschau des Tisches</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="69"/>
        <source>Card &amp;faces:</source>
        <translation>&amp;Vorderseiten:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="70"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Rückseite:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="71"/>
        <source>&amp;Table:</source>
        <translation>&amp;Tisch:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="72"/>
        <source>F&amp;our-colour faces (♦ blue, ♣ green)</source>
        <translation>Vier&amp;farbige Karten (♦ blau, ♣ grün)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="73"/>
        <source>Choose a &amp;Picture…</source>
        <translation>&amp;Bild wählen…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="121"/>
        <source>Preview:</source>
        <translation>Vorschau:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="132"/>
        <source>On this computer:</source>
        <translation>Auf diesem Computer:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="227"/>
        <source>A Picture for the Table</source>
        <translation>Ein Bild für den Tisch</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="229"/>
        <source>Pictures ({patterns})</source>
        <translation>Bilder ({patterns})</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="239"/>
        <source>The table keeps its cloth.</source>
        <translation>Der Tisch bleibt, wie er war.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="245"/>
        <source>The deck you had stays.</source>
        <translation>Ihr bisheriges Kartendeck bleibt.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="254"/>
        <source>Only the hearts-qt decks have four-colour faces.</source>
        <translation>Nur die Kartendecks von hearts-qt haben vierfarbige Karten.</translation>
    </message>
</context>
<context>
    <name>BonusBox</name>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="54"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/rules_house.py" line="55"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="17"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="18"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="19"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="20"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="27"/>
        <source>{rank} of {suit}</source>
        <comment>a card in words, as a screen reader says it (Queen of spades, 7 of hearts): {rank} is Jack, Queen, King, Ace or a number, {suit} a suit&apos;s name as in Suit (spades)</comment>
        <translation>{suit}-{rank}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="32"/>
        <source>J</source>
        <comment>the jack&apos;s letter in a card&apos;s short name (J♠): J in English; French writes V (valet), German B (Bube); Czech and Spanish the letter their players use</comment>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="38"/>
        <source>Q</source>
        <comment>the queen&apos;s letter in a card&apos;s short name (Q♠): Q in English; French writes D (dame), German D (Dame); Czech and Spanish the letter their players use</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="44"/>
        <source>K</source>
        <comment>the king&apos;s letter in a card&apos;s short name (K♠): K in English; French writes R (roi), German K (König); Czech and Spanish the letter their players use</comment>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="50"/>
        <source>A</source>
        <comment>the ace&apos;s letter in a card&apos;s short name (A♠): A in English, French and German (as, Ass); Czech and Spanish the letter their players use</comment>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="62"/>
        <source>{rank}{suit}</source>
        <comment>a card&apos;s short name (Q♠, 10♥): {rank} is the rank&apos;s letter or number, {suit} the suit&apos;s symbol; write {suit}{rank} where the language puts the suit first (♠D)</comment>
        <translation>{rank}{suit}</translation>
    </message>
</context>
<context>
    <name>CardValuesDialog</name>
    <message>
        <location filename="../hearts_qt/ui/rules_values.py" line="37"/>
        <source>Card Values</source>
        <translation>Kartenwerte</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_values.py" line="67"/>
        <source>&lt;i&gt;The J♦ has an option of its own on the Rules tab; while it is on, that option is the J♦&apos;s value.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Der Karo-Bube (J♦) hat eine eigene Option auf der Registerkarte „Regeln“; solange sie eingeschaltet ist, gibt sie seinen Wert an.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_values.py" line="77"/>
        <source>Reset to &amp;Classic</source>
        <translation>&amp;Klassische Werte</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_values.py" line="84"/>
        <source>What each card is worth to whoever takes it (−99 to 99):</source>
        <translation>Was jede Karte dem zählt, der sie bekommt (−99 bis 99):</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_values.py" line="111"/>
        <source>&lt;b&gt;At least two cards must be worth points (more than 0): with one alone, whoever took it would shoot the moon every hand.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Mindestens zwei Karten müssen Punkte zählen (mehr als 0): Bei nur einer würde, wer sie bekommt, in jeder Runde den Mond schießen.&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>CardsPlayedDock</name>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="355"/>
        <source>Cards Played</source>
        <translation>Gespielte Karten</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="367"/>
        <source>&amp;Cards Played</source>
        <translation>&amp;Gespielte Karten</translation>
    </message>
</context>
<context>
    <name>CardsPlayedPanel</name>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="239"/>
        <source>Shown void in</source>
        <translation>Blank in</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="241"/>
        <source>A player who did not follow the suit led has none left.</source>
        <translation>Wer die ausgespielte Farbe nicht bedient hat, hat keine Karte dieser Farbe mehr.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="316"/>
        <source>{played} of 52 played</source>
        <translation>{played} von 52 gespielt</translation>
    </message>
</context>
<context>
    <name>CheckMyPlay</name>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="100"/>
        <source>Chec&amp;k My Play</source>
        <translation>&amp;Mein Spiel prüfen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="102"/>
        <source>After each hand, the Expert goes over your play</source>
        <translation>Nach jeder Runde geht der Experte Ihr Spiel durch</translation>
    </message>
</context>
<context>
    <name>CheckNotice</name>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="48"/>
        <source>Click to review the hand.</source>
        <translation>Klicken Sie, um die Runde durchzugehen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/check_notice.py" line="55"/>
        <source>Hand {hand}: %n choice(s) to review</source>
        <translation>
            <numerusform>Runde {hand}: %n fragliche Entscheidung</numerusform>
            <numerusform>Runde {hand}: %n fragliche Entscheidungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="59"/>
        <source>Hand {hand}: the Expert agrees</source>
        <translation>Runde {hand}: Der Experte stimmt zu</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="60"/>
        <source>Hand {hand}: no choice to make</source>
        <translation>Runde {hand}: nichts zu entscheiden</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/check_notice.py" line="72"/>
        <source>Hand {hand}: the Expert would have chosen otherwise %n time(s) (about {points} points).</source>
        <translation>
            <numerusform>Runde {hand}: Der Experte hätte einmal anders entschieden (etwa {points} Punkte).</numerusform>
            <numerusform>Runde {hand}: Der Experte hätte %n-mal anders entschieden (etwa {points} Punkte).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/check_notice.py" line="79"/>
        <source>Hand {hand}: the Expert agrees with all your %n decision(s).</source>
        <translation>
            <numerusform>Runde {hand}: Der Experte stimmt Ihrer Entscheidung zu.</numerusform>
            <numerusform>Runde {hand}: Der Experte stimmt allen Ihren %n Entscheidungen zu.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="83"/>
        <source>Hand {hand}: you had no choice to make.</source>
        <translation>Runde {hand}: Sie hatten nichts zu entscheiden.</translation>
    </message>
</context>
<context>
    <name>Cloth</name>
    <message>
        <location filename="../hearts_qt/ui/table/cloth.py" line="131"/>
        <source>The picture {file} is not there any more.</source>
        <translation>Das Bild {file} ist nicht mehr vorhanden.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/cloth.py" line="138"/>
        <source>{file} is not a picture hearts-qt can read.</source>
        <translation>{file} ist kein Bild, das hearts-qt lesen kann.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/cloth.py" line="141"/>
        <source>The picture {file} is too large.</source>
        <translation>Das Bild {file} ist zu groß.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/cloth.py" line="144"/>
        <source>The picture {file} cannot be read.</source>
        <translation>Das Bild {file} kann nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>Deal</name>
    <message>
        <location filename="../hearts_qt/ui/deal_caption.py" line="16"/>
        <source>Replay of deal {deal}, hand {hand}</source>
        <translation>Partie {deal}, Runde {hand} (nachgespielt)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_caption.py" line="20"/>
        <source>Deal {deal}</source>
        <translation>Partie {deal}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_caption.py" line="21"/>
        <source>Deal {deal}, hand {hand}</source>
        <translation>Partie {deal}, Runde {hand}</translation>
    </message>
</context>
<context>
    <name>DealCommands</name>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="43"/>
        <source>Play &amp;Deal…</source>
        <translation>Partie nach N&amp;ummer…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="45"/>
        <location filename="../hearts_qt/ui/deal_commands.py" line="140"/>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Zurück zur Partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="46"/>
        <source>&amp;Export Game…</source>
        <translation>Partie e&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="44"/>
        <source>Repla&amp;y This Hand</source>
        <translation>Runde nachspie&amp;len</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="48"/>
        <source>O&amp;pen Game…</source>
        <translation>Partie ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="90"/>
        <source>{deal} · {rules}</source>
        <translation>{deal} · {rules}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="112"/>
        <source>Give up this game and play the deal you typed?</source>
        <translation>Diese Partie aufgeben und die eingegebene Partie spielen?</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="113"/>
        <source>&amp;Play Deal</source>
        <translation>Partie &amp;spielen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="129"/>
        <source>The replay is over.</source>
        <translation>Das Nachspielen ist vorbei.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="133"/>
        <source>Replay This Hand</source>
        <translation>Runde nachspielen</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/deal_commands.py" line="135"/>
        <source>The replay is over: you took %n point(s).</source>
        <translation>
            <numerusform>Das Nachspielen ist vorbei: Sie haben %n Punkt bekommen.</numerusform>
            <numerusform>Das Nachspielen ist vorbei: Sie haben %n Punkte bekommen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="139"/>
        <source>Your game goes on where you left it.</source>
        <translation>Ihre Partie geht dort weiter, wo Sie sie verlassen haben.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="141"/>
        <source>Replay &amp;Again</source>
        <translation>&amp;Noch einmal</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="167"/>
        <source>Hearts games (*{suffix});;All files (*)</source>
        <translation>Hearts-Partien (*{suffix});;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="179"/>
        <location filename="../hearts_qt/ui/deal_commands.py" line="193"/>
        <source>Export Game</source>
        <translation>Partie exportieren</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="181"/>
        <source>deal-{deal}</source>
        <translation>partie-{deal}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="197"/>
        <source>The game was saved as {file}.</source>
        <translation>Die Partie wurde als {file} gespeichert.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="202"/>
        <location filename="../hearts_qt/ui/deal_commands.py" line="215"/>
        <source>Open Game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="220"/>
        <source>Give up this game and continue the one you opened?</source>
        <translation>Diese Partie aufgeben und die geöffnete fortsetzen?</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="221"/>
        <source>&amp;Open Game</source>
        <translation>Partie ö&amp;ffnen</translation>
    </message>
</context>
<context>
    <name>DealNumberDialog</name>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="47"/>
        <source>Play Deal</source>
        <translation>Partie nach Nummer</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="53"/>
        <source>Deal &amp;number:</source>
        <translation>Partie&amp;nummer:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="57"/>
        <source>Every game has a deal number, shown in the title bar. Type one a friend gives you to play the same cards, under the same rules, in every hand.</source>
        <translation>Jede Partie hat eine Partienummer, die in der Titelleiste steht. Geben Sie die Nummer ein, die Ihnen jemand nennt, um in jeder Runde dieselben Karten nach denselben Regeln zu spielen.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="71"/>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="104"/>
        <source>Type a deal number, from {first} to {last}.</source>
        <translation>Geben Sie eine Partienummer von {first} bis {last} ein.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="109"/>
        <source>“{typed}” is not a deal number: a deal number has only digits, such as {example}.</source>
        <translation>„{typed}“ ist keine Partienummer: Eine Partienummer besteht nur aus Ziffern, etwa {example}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="112"/>
        <source>Deal numbers start at {first}: there is no deal {typed}.</source>
        <translation>Partienummern beginnen bei {first}: Eine Partie {typed} gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="115"/>
        <source>Deal numbers go up to {last}: {typed} is too large.</source>
        <translation>Partienummern gehen bis {last}: {typed} ist zu groß.</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <location filename="../hearts_qt/ui/decks.py" line="136"/>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/decks.py" line="137"/>
        <source>Large index</source>
        <translation>Große Eckzeichen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="117"/>
        <source>Its index.desktop is too large to be a card deck&apos;s index.</source>
        <translation>Seine index.desktop ist zu groß für die Beschreibung eines Kartendecks.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="121"/>
        <source>Its index.desktop cannot be read.</source>
        <translation>Seine index.desktop kann nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="124"/>
        <source>Its index.desktop has no [KDE Backdeck] section.</source>
        <translation>Seine index.desktop hat keinen Abschnitt [KDE Backdeck].</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="127"/>
        <source>Its index.desktop names no SVG file.</source>
        <translation>Seine index.desktop nennt keine SVG-Datei.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="130"/>
        <source>Its index.desktop names an SVG file outside the deck&apos;s folder.</source>
        <translation>Seine index.desktop nennt eine SVG-Datei außerhalb des Ordners des Kartendecks.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="174"/>
        <source>It is no longer installed on this computer.</source>
        <translation>Es ist auf diesem Computer nicht mehr installiert.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="187"/>
        <source>Its file {file} is not an SVG picture that can be read.</source>
        <translation>Seine Datei {file} ist kein lesbares SVG-Bild.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="195"/>
        <source>Its picture lacks {count} of the 53 cards it must have ({elements}).</source>
        <translation>Seinem Bild fehlen {count} der 53 nötigen Karten ({elements}).</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="202"/>
        <source>Its cards are not upright playing cards.</source>
        <translation>Seine Karten sind keine hochkant stehenden Spielkarten.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="212"/>
        <source>Its file {file} is too large for a card deck.</source>
        <translation>Seine Datei {file} ist zu groß für ein Kartendeck.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="218"/>
        <source>The file {file} that it names is missing.</source>
        <translation>Die darin genannte Datei {file} fehlt.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="227"/>
        <source>Its file {file} cannot be read.</source>
        <translation>Seine Datei {file} kann nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="232"/>
        <source>Its file {file} is damaged (it does not unzip).</source>
        <translation>Seine Datei {file} ist beschädigt (sie lässt sich nicht entpacken).</translation>
    </message>
</context>
<context>
    <name>Discovery</name>
    <message>
        <location filename="../hearts_qt/net/discovery.py" line="391"/>
        <source>this computer has no IPv4 address</source>
        <translation>dieser Rechner hat keine IPv4-Adresse</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="38"/>
        <source>The game could not be saved as “{file}”: {reason}.</source>
        <translation>Die Partie konnte nicht als „{file}“ gespeichert werden: {reason}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="51"/>
        <source>“{file}” is not a file that can be opened.</source>
        <translation>„{file}“ ist keine Datei, die sich öffnen lässt.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="55"/>
        <source>“{file}” could not be read: {reason}.</source>
        <translation>„{file}“ konnte nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="60"/>
        <source>“{file}” is not there.</source>
        <translation>„{file}“ ist nicht vorhanden.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="63"/>
        <source>“{file}” is too large to be a game of Hearts ({size} MB or more).</source>
        <translation>„{file}“ ist zu groß für eine Hearts-Partie ({size} MB oder mehr).</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="77"/>
        <source>“{file}” is not a game saved by Hearts.</source>
        <translation>„{file}“ ist keine von Hearts gespeicherte Partie.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="78"/>
        <source>“{file}” is damaged or incomplete, so it cannot be opened.</source>
        <translation>„{file}“ ist beschädigt oder unvollständig und kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="81"/>
        <source>“{file}” was saved by a newer version of Hearts: update Hearts to open it.</source>
        <translation>„{file}“ wurde von einer neueren Version von Hearts gespeichert: Aktualisieren Sie Hearts, um die Datei zu öffnen.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="84"/>
        <source>The cards or the scores in “{file}” do not make a legal game of Hearts: the file is damaged or has been changed.</source>
        <translation>Die Karten oder Punkte in „{file}“ ergeben keine gültige Hearts-Partie: Die Datei ist beschädigt oder wurde verändert.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/game_over.py" line="74"/>
        <source>Game Over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/game_over.py" line="84"/>
        <source>Rules: {rules}</source>
        <translation>Regeln: {rules}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/game_over.py" line="92"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Noch eine Partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/game_over.py" line="139"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/game_over.py" line="143"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="34"/>
        <source>It is the only card you may play.</source>
        <translation>Es ist die einzige Karte, die Sie spielen dürfen.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="36"/>
        <source>Takes a point so that {seat} cannot shoot the moon.</source>
        <translation>Holt einen Punkt, damit {seat} nicht den Mond schießen kann.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="40"/>
        <source>Dumps the {card} while you are void in {suit}.</source>
        <translation>Wirft {card} ab, da Sie kein {suit} haben.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="44"/>
        <source>Takes a trick that surely holds no points.</source>
        <translation>Gewinnt einen Stich, der sicher keine Punkte enthält.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="46"/>
        <source>Plays under the {other}, so you do not take the trick.</source>
        <translation>Bleibt unter {other}, damit Sie den Stich nicht bekommen.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="50"/>
        <source>Keeps the {other} as a safe exit in {suit}.</source>
        <translation>Behält {other} als sicheren Ausstieg in {suit}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="54"/>
        <source>Gives away the {cards}: the cards most likely to cost you points.</source>
        <translation>Gibt {cards} weiter: die Karten, die Sie am ehesten Punkte kosten.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="58"/>
        <source>Leaves you void in {suit}, free to discard when it is led.</source>
        <translation>Danach haben Sie kein {suit} mehr und können abwerfen, wenn es ausgespielt wird.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="63"/>
        <source>Runs for the moon: aims to take every card that scores. Expected: {points} points this hand.</source>
        <translation>Geht auf den Mond: will jede Karte holen, die Punkte zählt. Erwartet: {points} Punkte in dieser Runde.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="69"/>
        <source>Keeps your winners to run for the moon. Expected: {points} points this hand.</source>
        <translation>Behält Ihre Gewinnkarten, um den Mond zu schießen. Erwartet: {points} Punkte in dieser Runde.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="73"/>
        <source>Expected: {points} points this hand; next best, {other}: {next}.</source>
        <translation>Erwartet: {points} Punkte in dieser Runde; zweitbeste Wahl {other}: {next}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="76"/>
        <source>Expected: {points} points this hand.</source>
        <translation>Erwartet: {points} Punkte in dieser Runde.</translation>
    </message>
</context>
<context>
    <name>HostCommands</name>
    <message>
        <location filename="../hearts_qt/ui/hosting.py" line="77"/>
        <source>The table cannot be served on port {port}: {error}. Choose another port, or any free port.</source>
        <translation>Der Tisch kann nicht auf Port {port} angeboten werden: {error}. Wählen Sie einen anderen Port oder einen beliebigen freien.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="79"/>
        <source>Host Table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="89"/>
        <source>{name}’s table</source>
        <translation>Tisch von {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="95"/>
        <source>&amp;Any free port</source>
        <translation>&amp;Beliebiger freier Port</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="99"/>
        <source>None: anyone may sit down</source>
        <translation>Keins: jeder darf sich setzen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="102"/>
        <source>&amp;Change the Rules…</source>
        <translation>Regeln &amp;ändern…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="116"/>
        <source>&amp;Open the Table</source>
        <translation>&amp;Tisch öffnen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="132"/>
        <source>Table &amp;name:</source>
        <translation>&amp;Name des Tisches:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="137"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="144"/>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="146"/>
        <source>Computer at &amp;West:</source>
        <translation>Computer im &amp;Westen:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="140"/>
        <source>Pa&amp;ssword:</source>
        <translation>Pa&amp;sswort:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/player_name.py" line="33"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="131"/>
        <source>&amp;Your name:</source>
        <translation>&amp;Ihr Name:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="147"/>
        <source>Computer at Nor&amp;th:</source>
        <translation>Computer im Nor&amp;den:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="148"/>
        <source>Computer at &amp;East:</source>
        <translation>Computer im &amp;Osten:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="154"/>
        <source>&lt;i&gt;You sit South. Friends take the free seats in the order they join; when you start the game, computers take the seats still free.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Sie sitzen im Süden. Freunde nehmen die freien Plätze in der Reihenfolge ein, in der sie beitreten; wenn Sie die Partie beginnen, übernehmen Computer die noch freien Plätze.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="169"/>
        <source>&amp;Resume “{table}” at hand {hand}, with {names}</source>
        <translation>„{table}“ in Runde {hand} &amp;fortsetzen, mit {names}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="172"/>
        <source>&amp;Resume “{table}” at hand {hand}</source>
        <translation>„{table}“ in Runde {hand} &amp;fortsetzen</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/host_dialog.py" line="203"/>
        <source>a game of %n hand(s)</source>
        <translation>
            <numerusform>eine Partie über %n Runde</numerusform>
            <numerusform>eine Partie über %n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/host_dialog.py" line="205"/>
        <source>a game to %n point(s)</source>
        <translation>
            <numerusform>eine Partie bis %n Punkt</numerusform>
            <numerusform>eine Partie bis %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="208"/>
        <source>{rules}: {end}, as in the saved game</source>
        <translation>{rules}: {end}, wie in der gespeicherten Partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="210"/>
        <source>{rules}: {end}, as in Options</source>
        <translation>{rules}: {end}, wie in den Optionen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="213"/>
        <source>{end}, as in the saved game</source>
        <translation>{end}, wie in der gespeicherten Partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="214"/>
        <source>{end}, as in Options</source>
        <translation>{end}, wie in den Optionen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="241"/>
        <source>Type the name your friends will see at the table (printable characters).</source>
        <translation>Geben Sie den Namen ein, den Ihre Freunde am Tisch sehen (druckbare Zeichen).</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="246"/>
        <source>The table’s name and password cannot hold tabs or other control characters.</source>
        <translation>Name und Passwort des Tisches dürfen keine Tabulatoren oder andere Steuerzeichen enthalten.</translation>
    </message>
</context>
<context>
    <name>HouseRulesTab</name>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/rules_house.py" line="87"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="89"/>
        <source>Le&amp;ft</source>
        <translation>Nach &amp;links</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="90"/>
        <source>Ri&amp;ght</source>
        <translation>Nach re&amp;chts</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="91"/>
        <source>&amp;Across</source>
        <translation>Nach &amp;gegenüber</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="92"/>
        <source>&amp;Hold (no pass)</source>
        <translation>Kei&amp;n Weitergeben</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="96"/>
        <source>The holder of the 2♣ leads it</source>
        <translation>Wer die 2♣ hat, spielt sie aus</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="98"/>
        <source>The player left of the dealer, any card</source>
        <translation>Wer links vom Geber sitzt, mit beliebiger Karte</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="100"/>
        <source>H&amp;earts may be led at any time</source>
        <translation>Herz darf &amp;jederzeit ausgespielt werden</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="101"/>
        <source>Card &amp;Values…</source>
        <translation>Karten&amp;werte…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="106"/>
        <source>Perfect 100: a total of e&amp;xactly the target score drops to half of it</source>
        <translation>Perfekte 100: Wer genau auf dem Zielstand landet, fällt auf die Hälfte &amp;zurück</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="111"/>
        <source>No share&amp;d wins: a tie for the lowest total plays on</source>
        <translation>&amp;Kein geteilter Sieg: Bei Gleichstand der niedrigsten Summe wird weitergespielt</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="128"/>
        <source>Cards pa&amp;ssed:</source>
        <translation>&amp;Anzahl weitergegebener Karten:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="135"/>
        <source>Passed, hand by hand:</source>
        <translation>Weitergegeben wird, Runde für Runde:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="136"/>
        <source>&amp;Who leads the first trick:</source>
        <translation>Wer spielt zum &amp;ersten Stich aus:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="144"/>
        <source>Taking no tric&amp;k scores:</source>
        <translation>Wer keinen Stich macht, &amp;bekommt:</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="26"/>
        <source>Cards are not being passed now.</source>
        <translation>Jetzt werden keine Karten weitergegeben.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="27"/>
        <source>The cards are still being passed.</source>
        <translation>Die Karten werden noch weitergegeben.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="28"/>
        <source>The hand is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="29"/>
        <source>There is no pass in this hand.</source>
        <translation>In dieser Runde wird nicht weitergegeben.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="30"/>
        <source>{seat} has already chosen the cards to pass.</source>
        <translation>{seat} hat die Karten zum Weitergeben schon gewählt.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="33"/>
        <source>Pass exactly three cards.</source>
        <translation>Geben Sie genau drei Karten weiter.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="34"/>
        <source>Pass exactly four cards.</source>
        <translation>Geben Sie genau vier Karten weiter.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="35"/>
        <source>Pass exactly five cards.</source>
        <translation>Geben Sie genau fünf Karten weiter.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="36"/>
        <source>The cards passed must all be different.</source>
        <translation>Die weitergegebenen Karten müssen alle verschieden sein.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="37"/>
        <source>{seat} does not hold the {card}.</source>
        <translation>{seat} hat {card} nicht auf der Hand.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="38"/>
        <source>It is {turn}&apos;s turn, not {seat}&apos;s.</source>
        <translation>{turn} ist am Zug, nicht {seat}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="39"/>
        <source>The 2♣ leads the first trick.</source>
        <translation>Zum ersten Stich wird die 2♣ ausgespielt.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="40"/>
        <source>You must follow suit: {suit}.</source>
        <translation>Sie müssen bedienen: {suit}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="41"/>
        <source>Hearts have not been broken.</source>
        <translation>Herz ist noch nicht gebrochen.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="42"/>
        <source>No hearts and not the Q♠ on the first trick.</source>
        <translation>Im ersten Stich weder Herz noch die Pik-Dame.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="45"/>
        <source>No card that costs points may be played to the first trick.</source>
        <translation>Im ersten Stich darf keine Karte gespielt werden, die Punkte kostet.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="48"/>
        <source>{seat} shot the moon and must first choose how it is scored.</source>
        <translation>{seat} hat den Mond geschossen und muss zuerst wählen, wie er gezählt wird.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="51"/>
        <source>Nobody has a moon to score now.</source>
        <translation>Gerade hat niemand einen Mond zu zählen.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="52"/>
        <source>{turn} shot the moon and chooses how it is scored, not {seat}.</source>
        <translation>{turn} hat den Mond geschossen und wählt, wie er gezählt wird, nicht {seat}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="55"/>
        <source>The moon is scored either as points for the others or as points off the shooter.</source>
        <translation>Der Mond zählt entweder als Punkte für die anderen oder als Punkte, die dem Schützen abgezogen werden.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="59"/>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="60"/>
        <source>The current hand is not finished.</source>
        <translation>Die laufende Runde ist noch nicht zu Ende.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="61"/>
        <source>No hand has been dealt yet.</source>
        <translation>Es wurde noch keine Runde gegeben.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="57"/>
        <source>Join Table</source>
        <translation>Tisch beitreten</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="62"/>
        <source>Tables on this network</source>
        <translation>Tische in diesem Netzwerk</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="67"/>
        <source>192.168.1.20:7531</source>
        <translation>192.168.1.20:7531</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="77"/>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="104"/>
        <source>Your &amp;name:</source>
        <translation>Ihr &amp;Name:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="105"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="106"/>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="110"/>
        <source>&amp;Tables on this network:</source>
        <translation>&amp;Tische in diesem Netzwerk:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="121"/>
        <source>Looking for tables… (or type a table&apos;s address below)</source>
        <translation>Suche nach Tischen… (oder geben Sie unten die Adresse eines Tisches ein)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="122"/>
        <source>No tables can be found on this network; type a table&apos;s address below.</source>
        <translation>In diesem Netzwerk lassen sich keine Tische finden; geben Sie unten die Adresse eines Tisches ein.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="161"/>
        <source>A table</source>
        <translation>Ein Tisch</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="163"/>
        <source>{table} — another version of hearts-qt</source>
        <translation>{table} — eine andere Version von hearts-qt</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/join_dialog.py" line="164"/>
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n freier Platz</numerusform>
            <numerusform>%n freie Plätze</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="165"/>
        <source>{table} — {seats}</source>
        <translation>{table} — {seats}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="167"/>
        <source>{table} (password)</source>
        <translation>{table} (mit Passwort)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="169"/>
        <source>{table}, encrypted</source>
        <translation>{table}, verschlüsselt</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="184"/>
        <source>Type the name the others will see at the table.</source>
        <translation>Geben Sie den Namen ein, den die anderen am Tisch sehen.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="204"/>
        <source>Asking the table at {address} for a seat (encrypted)…</source>
        <translation>Frage den Tisch unter {address} nach einem Platz (verschlüsselt)…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="206"/>
        <source>Asking the table at {address} for a seat (not encrypted)…</source>
        <translation>Frage den Tisch unter {address} nach einem Platz (unverschlüsselt)…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="270"/>
        <source>No computer called {host} was found on the network.</source>
        <translation>Im Netzwerk wurde kein Rechner namens {host} gefunden.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="272"/>
        <source>No table is being served at {address}.</source>
        <translation>Unter {address} wird kein Tisch angeboten.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="278"/>
        <source>No authority vouches for the certificate of the table at {address}. Its fingerprint (SHA-256) is:

{fingerprint}

Ask the host whether theirs is the same (hearts-qt-server prints it as it starts). Trust this table&apos;s certificate and join?</source>
        <translation>Keine Zertifizierungsstelle bürgt für das Zertifikat des Tisches unter {address}. Sein Fingerabdruck (SHA-256) lautet:

{fingerprint}

Fragen Sie den Gastgeber, ob seiner derselbe ist (hearts-qt-server gibt ihn beim Start aus). Dem Zertifikat dieses Tisches vertrauen und beitreten?</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="283"/>
        <source>Trust This Table?</source>
        <translation>Diesem Tisch vertrauen?</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="292"/>
        <source>Not joined: the table&apos;s certificate is not trusted.</source>
        <translation>Nicht beigetreten: dem Zertifikat des Tisches wird nicht vertraut.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="297"/>
        <source>The trusted certificate cannot be remembered: {problem}</source>
        <translation>Das vertrauenswürdige Zertifikat kann nicht gespeichert werden: {problem}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="273"/>
        <location filename="../hearts_qt/ui/join_dialog.py" line="306"/>
        <source>No table answered at {address}.</source>
        <translation>Unter {address} hat kein Tisch geantwortet.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="52"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="53"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="54"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="55"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="53"/>
        <source>Table “{table}”</source>
        <translation>Tisch „{table}“</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="63"/>
        <location filename="../hearts_qt/ui/lobby.py" line="142"/>
        <source>&amp;Start the Game</source>
        <translation>Partie &amp;beginnen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="65"/>
        <source>&amp;Take Your Seat</source>
        <translation>&amp;Platz nehmen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="67"/>
        <source>&amp;Close Table</source>
        <translation>Tisch &amp;schließen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="83"/>
        <source>The table’s address, for your friends</source>
        <translation>Die Adresse des Tisches, für Ihre Freunde</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="88"/>
        <source>This computer is on no network: only players on this computer can join, at this address.</source>
        <translation>Dieser Rechner ist mit keinem Netzwerk verbunden: nur Spieler an diesem Rechner können unter dieser Adresse beitreten.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="93"/>
        <source>Friends join with Game ▸ Join Table…, this address and the password.</source>
        <translation>Freunde treten mit Partie ▸ Tisch beitreten…, dieser Adresse und dem Passwort bei.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="95"/>
        <source>Friends join with Game ▸ Join Table… and this address.</source>
        <translation>Freunde treten mit Partie ▸ Tisch beitreten… und dieser Adresse bei.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="99"/>
        <source>The table’s address</source>
        <translation>Die Adresse des Tisches</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="100"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="112"/>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="137"/>
        <source>(a free seat)</source>
        <translation>(ein freier Platz)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="142"/>
        <source>&amp;Start a New Game</source>
        <translation>&amp;Neue Partie beginnen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="150"/>
        <source>here</source>
        <translation>da</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="152"/>
        <source>a computer ({level}) if nobody sits here</source>
        <translation>ein Computer ({level}), wenn sich niemand hierher setzt</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="154"/>
        <source>a computer ({level})</source>
        <translation>ein Computer ({level})</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="156"/>
        <source>away: a computer ({level}) plays until they are back</source>
        <translation>abwesend: ein Computer ({level}) spielt, bis er zurück ist</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="159"/>
        <source>away: the seat waits for them</source>
        <translation>abwesend: der Platz wartet auf ihn</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="70"/>
        <location filename="../hearts_qt/ui/main_window.py" line="550"/>
        <location filename="../hearts_qt/ui/main_window.py" line="695"/>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="147"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="149"/>
        <location filename="../hearts_qt/ui/main_window.py" line="334"/>
        <source>&amp;New Game</source>
        <translation>&amp;Neue Partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="150"/>
        <source>&amp;Join Table…</source>
        <translation>Tis&amp;ch beitreten…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="151"/>
        <source>&amp;Leave Table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="152"/>
        <source>Host T&amp;able…</source>
        <translation>T&amp;isch eröffnen…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="158"/>
        <location filename="../hearts_qt/ui/main_window.py" line="369"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="160"/>
        <location filename="../hearts_qt/ui/main_window.py" line="374"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="166"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="169"/>
        <source>&amp;Claim the Rest</source>
        <translation>Rest &amp;einfordern</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="176"/>
        <source>Score &amp;Sheet</source>
        <translation>&amp;Punkteliste</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="183"/>
        <source>&amp;Options…</source>
        <translation>&amp;Optionen…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="184"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="187"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="189"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="190"/>
        <source>&amp;Animation Speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="193"/>
        <source>&amp;Off</source>
        <translation>&amp;Aus</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="194"/>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="195"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="196"/>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="205"/>
        <source>Show &amp;Playable Cards</source>
        <translation>&amp;Spielbare Karten zeigen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="208"/>
        <source>Score Sheet After Each &amp;Hand</source>
        <translation>Punkteliste nach jeder &amp;Runde</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="211"/>
        <source>&amp;Four-Colour Deck</source>
        <translation>Vier&amp;farbige Karten</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="213"/>
        <source>Card &amp;Back</source>
        <translation>&amp;Kartenrückseite</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="221"/>
        <source>Appearanc&amp;e…</source>
        <translation>&amp;Darstellung…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="224"/>
        <source>&amp;Sound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="225"/>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="231"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="234"/>
        <source>&amp;Rules of Hearts</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="238"/>
        <source>&amp;About Hearts</source>
        <translation>Ü&amp;ber Hearts</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="329"/>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="330"/>
        <source>Give up this game and deal a new one?</source>
        <translation>Diese Partie aufgeben und eine neue geben?</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="333"/>
        <source>It will count as abandoned in the statistics.</source>
        <translation>Sie zählt in der Statistik als abgebrochen.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="335"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="351"/>
        <source>A hint is given when it is your turn.</source>
        <translation>Einen Tipp gibt es, wenn Sie am Zug sind.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="372"/>
        <source>&amp;Undo {step}</source>
        <translation>&amp;Rückgängig: {step}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="376"/>
        <source>&amp;Redo {step}</source>
        <translation>&amp;Wiederholen: {step}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="381"/>
        <source>A network game has no undo</source>
        <translation>Eine Netzwerkpartie kann nicht rückgängig gemacht werden</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="389"/>
        <source>Pass</source>
        <comment>an undo or redo step</comment>
        <translation>Weitergeben</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="391"/>
        <source>Play of {card}</source>
        <comment>an undo or redo step</comment>
        <translation>Zug mit {card}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="593"/>
        <source>About Hearts</source>
        <translation>Über Hearts</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="595"/>
        <source>&lt;h3&gt;Hearts {version}&lt;/h3&gt;&lt;p&gt;The card game Hearts against three honest computer players.&lt;/p&gt;&lt;p&gt;Card art and code by the hearts-qt developers, GPL-3.0-or-later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Hearts {version}&lt;/h3&gt;&lt;p&gt;Das Kartenspiel Hearts gegen drei ehrliche Computergegner.&lt;/p&gt;&lt;p&gt;Kartengrafik und Code von den Entwicklern von hearts-qt, GPL-3.0-or-later.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="53"/>
        <location filename="../hearts_qt/ui/table/messages.py" line="58"/>
        <source>No passing this hand.</source>
        <translation>In dieser Runde wird nicht weitergegeben.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="62"/>
        <source>Waiting for the others to pass…</source>
        <translation>Warten, bis die anderen weitergegeben haben…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="72"/>
        <source>{name} passed you their cards.</source>
        <translation>{name} hat Ihnen Karten weitergegeben.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="81"/>
        <source>from {name}</source>
        <translation>von {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="89"/>
        <source>{name} is to play: wait for your turn.</source>
        <translation>{name} ist am Zug: Bitte warten Sie.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="92"/>
        <source>Wait for the trick to be taken.</source>
        <translation>Warten Sie, bis der Stich eingesammelt ist.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="48"/>
        <source>Choose %n card(s) to pass to the left.</source>
        <translation>
            <numerusform>Wählen Sie %n Karte zum Weitergeben nach links.</numerusform>
            <numerusform>Wählen Sie %n Karten zum Weitergeben nach links.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="42"/>
        <source>Choose %n more card(s) to pass to the left.</source>
        <translation>
            <numerusform>Wählen Sie noch %n Karte zum Weitergeben nach links.</numerusform>
            <numerusform>Wählen Sie noch %n Karten zum Weitergeben nach links.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="44"/>
        <source>Choose %n more card(s) to pass to the right.</source>
        <translation>
            <numerusform>Wählen Sie noch %n Karte zum Weitergeben nach rechts.</numerusform>
            <numerusform>Wählen Sie noch %n Karten zum Weitergeben nach rechts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="46"/>
        <source>Choose %n more card(s) to pass across.</source>
        <translation>
            <numerusform>Wählen Sie noch %n Karte zum Weitergeben nach gegenüber.</numerusform>
            <numerusform>Wählen Sie noch %n Karten zum Weitergeben nach gegenüber.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="50"/>
        <source>Choose %n card(s) to pass to the right.</source>
        <translation>
            <numerusform>Wählen Sie %n Karte zum Weitergeben nach rechts.</numerusform>
            <numerusform>Wählen Sie %n Karten zum Weitergeben nach rechts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="52"/>
        <source>Choose %n card(s) to pass across.</source>
        <translation>
            <numerusform>Wählen Sie %n Karte zum Weitergeben nach gegenüber.</numerusform>
            <numerusform>Wählen Sie %n Karten zum Weitergeben nach gegenüber.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="59"/>
        <source>The players choose %n card(s) to pass.</source>
        <translation>
            <numerusform>Die Spieler wählen %n Karte zum Weitergeben.</numerusform>
            <numerusform>Die Spieler wählen %n Karten zum Weitergeben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="65"/>
        <source>Click “{button}” (or press P) to pass these %n card(s).</source>
        <translation>
            <numerusform>Klicken Sie auf „{button}“ (oder drücken Sie P), um diese %n Karte weiterzugeben.</numerusform>
            <numerusform>Klicken Sie auf „{button}“ (oder drücken Sie P), um diese %n Karten weiterzugeben.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="73"/>
        <source>You received {cards} and {last} from {name}.</source>
        <translation>Sie haben {cards} und {last} von {name} erhalten.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="74"/>
        <source>, </source>
        <comment>between the cards of a list: 2♣, 7♥ and Q♠</comment>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="85"/>
        <source>Choose {count} cards to pass first: %n chosen so far.</source>
        <translation>
            <numerusform>Wählen Sie zuerst {count} Karten zum Weitergeben: bisher %n gewählt.</numerusform>
            <numerusform>Wählen Sie zuerst {count} Karten zum Weitergeben: bisher %n gewählt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="96"/>
        <source>%n cards are chosen: put one back to choose another.</source>
        <translation>
            <numerusform>%n Karte ist gewählt: Legen Sie eine zurück, um eine andere zu wählen.</numerusform>
            <numerusform>%n Karten sind gewählt: Legen Sie eine zurück, um eine andere zu wählen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="99"/>
        <source>The cards have been passed.</source>
        <translation>Die Karten wurden weitergegeben.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="104"/>
        <source>Your turn.</source>
        <translation>Sie sind am Zug.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="107"/>
        <source>Your lead.</source>
        <translation>Sie spielen aus.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="113"/>
        <source>You deal; {leader} leads.</source>
        <translation>Sie geben; {leader} spielt aus.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="115"/>
        <source>{dealer} deals; you lead.</source>
        <translation>{dealer} gibt; Sie spielen aus.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="116"/>
        <source>{dealer} deals; {leader} leads.</source>
        <translation>{dealer} gibt; {leader} spielt aus.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="121"/>
        <source>{name} is thinking…</source>
        <translation>{name} überlegt…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="125"/>
        <source>You play the {card}.</source>
        <translation>Sie spielen {card}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="126"/>
        <source>{name} plays the {card}.</source>
        <translation>{name} spielt {card}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="135"/>
        <source>You take the trick.</source>
        <translation>Sie bekommen den Stich.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="136"/>
        <source>You take the trick and {points} point(s).</source>
        <translation>
            <numerusform>Sie bekommen den Stich und {points} Punkt.</numerusform>
            <numerusform>Sie bekommen den Stich und {points} Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="140"/>
        <source>{name} takes the trick.</source>
        <translation>{name} bekommt den Stich.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="141"/>
        <source>{name} takes the trick and {points} point(s).</source>
        <translation>
            <numerusform>{name} bekommt den Stich und {points} Punkt.</numerusform>
            <numerusform>{name} bekommt den Stich und {points} Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="163"/>
        <source>Trick {number}: you took it</source>
        <translation>Stich {number} ging an Sie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="164"/>
        <source>Trick {number}: {name} took it</source>
        <translation>Stich {number} ging an {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="168"/>
        <source>No trick has been taken in this hand yet.</source>
        <translation>In dieser Runde wurde noch kein Stich gemacht.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="170"/>
        <source>You have taken no trick in this hand.</source>
        <translation>Sie haben in dieser Runde noch keinen Stich.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="171"/>
        <source>{name} has taken no trick in this hand.</source>
        <translation>{name} hat in dieser Runde noch keinen Stich.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="174"/>
        <source>Hearts are broken.</source>
        <translation>Herz ist gebrochen.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="181"/>
        <source>Hand {number} is over. Click the table or press Enter to go on.</source>
        <translation>Runde {number} ist vorbei. Klicken Sie zum Fortfahren auf den Tisch oder drücken Sie die Eingabetaste.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="183"/>
        <source>Hand {number} is over. Click the table to go on.</source>
        <translation>Runde {number} ist vorbei. Klicken Sie zum Fortfahren auf den Tisch.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="189"/>
        <source>You shot the sun!</source>
        <translation>Sie haben die Sonne geschossen!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="190"/>
        <source>{name} shot the sun!</source>
        <translation>{name} hat die Sonne geschossen!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="193"/>
        <source>You shot the moon!</source>
        <translation>Sie haben den Mond geschossen!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="194"/>
        <source>{name} shot the moon!</source>
        <translation>{name} hat den Mond geschossen!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="199"/>
        <source>End of hand {number}</source>
        <translation>Ende der Runde {number}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="202"/>
        <source>Click the table to go on · F9 shows the score sheet</source>
        <translation>Weiter mit Klick auf den Tisch · F9 zeigt die Punkteliste</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="207"/>
        <source>This hand</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="211"/>
        <location filename="../hearts_qt/ui/table/messages.py" line="217"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="222"/>
        <source>You win the game!</source>
        <translation>Sie gewinnen die Partie!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="224"/>
        <source>{name} wins the game.</source>
        <translation>{name} gewinnt die Partie.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="226"/>
        <source>{names} share the win.</source>
        <translation>{names} teilen sich den Sieg.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="229"/>
        <source>New Game in the Game menu plays again.</source>
        <translation>Eine neue Partie beginnt mit „Neue Partie“ im Menü „Partie“.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="234"/>
        <source>Hint: play the {card}.</source>
        <translation>Tipp: Spielen Sie {card}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="237"/>
        <source>Hint: pass the {cards}.</source>
        <translation>Tipp: Geben Sie {cards} weiter.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="242"/>
        <source>Your cards take every remaining trick: you may claim them.</source>
        <translation>Ihre Karten gewinnen alle restlichen Stiche: Sie können sie einfordern.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="246"/>
        <source>You claim the rest of the hand.</source>
        <translation>Sie fordern den Rest der Runde ein.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="247"/>
        <source>{name} claims the rest of the hand.</source>
        <translation>{name} fordert den Rest der Runde ein.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="250"/>
        <source>No points are left to take: the rest of the hand is played out.</source>
        <translation>Es sind keine Punkte mehr zu holen: Der Rest der Runde wird zu Ende gespielt.</translation>
    </message>
</context>
<context>
    <name>MoonDialog</name>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="44"/>
        <source>New Moon</source>
        <translation>Neumond</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="47"/>
        <source>You shot the sun!</source>
        <translation>Sie haben die Sonne geschossen!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="47"/>
        <source>You shot the moon!</source>
        <translation>Sie haben den Mond geschossen!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="50"/>
        <source>Choose how this hand is scored:</source>
        <translation>Wählen Sie, wie diese Runde gezählt wird:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="53"/>
        <source>&amp;Add {value} to each opponent</source>
        <translation>Jedem Gegner {value} &amp;hinzufügen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="57"/>
        <source>&amp;Subtract {value} from your score</source>
        <translation>{value} von Ihren Punkten &amp;abziehen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="75"/>
        <source>You shot the sun: choose how it is scored.</source>
        <translation>Sie haben die Sonne geschossen: Wählen Sie, wie sie gezählt wird.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="76"/>
        <source>You shot the moon: choose how it is scored.</source>
        <translation>Sie haben den Mond geschossen: Wählen Sie, wie er gezählt wird.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="88"/>
        <source>{name} {total}</source>
        <translation>{name} {total}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="103"/>
        <source>{names}: exactly {target}, down to {half}.</source>
        <translation>{names}: genau {target}, zurück auf {half}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="111"/>
        <source>The game goes on.</source>
        <translation>Die Partie geht weiter.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="114"/>
        <source>You win the game.</source>
        <translation>Sie gewinnen die Partie.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="116"/>
        <source>The game ends: you share the win.</source>
        <translation>Die Partie endet: Sie teilen sich den Sieg.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="119"/>
        <source>The game ends and you lose: {name} wins.</source>
        <translation>Die Partie endet und Sie verlieren: {name} gewinnt.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="120"/>
        <source>The game ends and you lose: {names} share the win.</source>
        <translation>Die Partie endet und Sie verlieren: {names} teilen sich den Sieg.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="123"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="109"/>
        <source>Table {table} (encrypted)</source>
        <translation>Tisch {table} (verschlüsselt)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="110"/>
        <source>Table {table} (not encrypted)</source>
        <translation>Tisch {table} (unverschlüsselt)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="114"/>
        <source>The connection to the table is encrypted.</source>
        <translation>Die Verbindung zum Tisch ist verschlüsselt.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="115"/>
        <source>The connection to the table is not encrypted.</source>
        <translation>Die Verbindung zum Tisch ist nicht verschlüsselt.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="136"/>
        <source>{seat} ({level})</source>
        <comment>a computer&apos;s seat at a network table</comment>
        <translation>{seat} ({level})</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="161"/>
        <source>A hint is given when it is your turn.</source>
        <translation>Einen Tipp gibt es, wenn Sie an der Reihe sind.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="174"/>
        <source>{name} is back at the table.</source>
        <translation>{name} ist zurück am Tisch.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="178"/>
        <source>{name} has left the table; a computer plays for them soon.</source>
        <translation>{name} hat den Tisch verlassen; bald spielt ein Computer für diese Person.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="246"/>
        <source>{name} shot the sun and is choosing how it is scored.</source>
        <translation>{name} hat die Sonne geschossen und wählt, wie sie gezählt wird.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="248"/>
        <source>{name} shot the moon and is choosing how it is scored.</source>
        <translation>{name} hat den Mond geschossen und wählt, wie er gezählt wird.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="261"/>
        <source>Game ▸ Leave Table takes you back to your own game.</source>
        <translation>Partie ▸ Tisch verlassen bringt Sie zu Ihrer eigenen Partie zurück.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="264"/>
        <source>The connection to the table is lost. Trying again…</source>
        <translation>Die Verbindung zum Tisch ist unterbrochen. Neuer Versuch…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="279"/>
        <source>You are back at the table.</source>
        <translation>Sie sind zurück am Tisch.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="289"/>
        <source>The host has closed the table.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen.</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="75"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="77"/>
        <source>&amp;Players</source>
        <translation>S&amp;pieler</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="80"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="82"/>
        <source>&amp;Table</source>
        <translation>&amp;Tisch</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="83"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="103"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="104"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="124"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="127"/>
        <source>Quick</source>
        <translation>Kurz</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="129"/>
        <source>Long</source>
        <translation>Lang</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="139"/>
        <source>Thin&amp;king time of Hard and Expert:</source>
        <translation>&amp;Bedenkzeit von Schwer und Experte:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="145"/>
        <source>&lt;i&gt;Names change at once; levels apply from the next new game.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Namen ändern sich sofort; Stufen gelten ab der nächsten neuen Partie.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="155"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="156"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="128"/>
        <location filename="../hearts_qt/ui/options_dialog.py" line="157"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="81"/>
        <source>H&amp;ouse Rules</source>
        <translation>&amp;Hausregeln</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="135"/>
        <source>How long Hard and Expert think over each decision (Hard a quarter of Expert&apos;s time). It applies from their next decision.</source>
        <translation>Wie lange Schwer und Experte über jede Entscheidung nachdenken (Schwer ein Viertel der Zeit von Experte). Gilt ab ihrer nächsten Entscheidung.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="158"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="165"/>
        <source>Show &amp;playable cards</source>
        <translation>Spielbare Karten &amp;zeigen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="167"/>
        <source>After each &amp;hand, wait and open the score sheet where it hides no seat</source>
        <translation>Nach jeder Runde &amp;warten und die Punkteliste öffnen, wo sie keinen Spieler verdeckt</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="169"/>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierfarbige Karten</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="171"/>
        <source>Pla&amp;y the rest of a hand at once when no points are left</source>
        <translation>Rest der Runde s&amp;ofort spielen, wenn keine Punkte mehr zu holen sind</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="173"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animationstempo:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="174"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Kartenrückseite:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="179"/>
        <source>&amp;Check my play after each hand</source>
        <translation>Spiel nach jeder Runde vom &amp;Experten prüfen lassen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="181"/>
        <source>The Expert goes over your pass and plays and says where it would differ</source>
        <translation>Der Experte geht Ihr Weitergeben und Ihre Züge durch und sagt, wo er anders gespielt hätte</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="184"/>
        <source>Play &amp;sounds</source>
        <translation>Töne a&amp;bspielen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="188"/>
        <source>Sound volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="196"/>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="205"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="208"/>
        <source>&amp;Language:</source>
        <translation>Spr&amp;ache:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="209"/>
        <source>&lt;i&gt;A new language applies when Hearts is started again.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Eine neue Sprache gilt ab dem nächsten Start von Hearts.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="215"/>
        <source>{0} %</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="297"/>
        <source>&amp;South:</source>
        <translation>S&amp;üd:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="298"/>
        <source>&amp;West:</source>
        <translation>&amp;West:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="299"/>
        <source>&amp;North:</source>
        <translation>&amp;Nord:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="300"/>
        <source>&amp;East:</source>
        <translation>&amp;Ost:</translation>
    </message>
</context>
<context>
    <name>Pass</name>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="92"/>
        <source>Pass Left</source>
        <translation>Nach links</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="93"/>
        <source>Pass Right</source>
        <translation>Nach rechts</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="94"/>
        <source>Pass Across</source>
        <translation>Nach gegenüber</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="95"/>
        <source>No Pass</source>
        <translation>Kein Weitergeben</translation>
    </message>
</context>
<context>
    <name>PlayChecks</name>
    <message>
        <location filename="../hearts_qt/storage/play_checks.py" line="143"/>
        <source>What the Expert found in your earlier hands could not be read; the file was kept as “{file}”.</source>
        <translation>Die Prüfergebnisse des Experten zu Ihren früheren Runden konnten nicht gelesen werden; die Datei wurde als „{file}“ aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/play_checks.py" line="161"/>
        <source>What the Expert found could not be saved in “{folder}”: {reason}.</source>
        <translation>Die Prüfergebnisse des Experten konnten nicht in „{folder}“ gespeichert werden: {reason}.</translation>
    </message>
</context>
<context>
    <name>PlayedGrid</name>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="189"/>
        <source>{card}: played</source>
        <translation>{card}: gespielt</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="190"/>
        <source>{card}: not played yet</source>
        <translation>{card}: noch nicht gespielt</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="20"/>
        <source>Custom</source>
        <comment>house rules that are none of the named sets</comment>
        <translation>Eigene</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="22"/>
        <source>Classic (Windows)</source>
        <translation>Klassisch (Windows)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="23"/>
        <source>Omnibus</source>
        <translation>Omnibus</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="24"/>
        <source>Black Maria</source>
        <translation>Schwarze Maria (Black Maria)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="25"/>
        <source>Spot Hearts</source>
        <translation>Augen-Herz (Spot Hearts)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="26"/>
        <source>The Czech game</source>
        <translation>Das tschechische Spiel</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="42"/>
        <source>Custom rules</source>
        <comment>a game played by rules of no named set</comment>
        <translation>Eigene Regeln</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="98"/>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Zurück zur Partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="100"/>
        <source>First</source>
        <translation>Erster</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="101"/>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Voriger</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="103"/>
        <source>&amp;Next ▶</source>
        <translation>&amp;Nächster ▶</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="104"/>
        <source>Last</source>
        <translation>Letzter</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="110"/>
        <source>Back to the game</source>
        <translation>Zurück zur Partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="110"/>
        <source>Back to the game (Esc)</source>
        <translation>Zurück zur Partie (Esc)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="111"/>
        <source>Hand reviewed</source>
        <translation>Angesehene Runde</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="111"/>
        <source>Another hand (Page Up, Page Down)</source>
        <translation>Andere Runde (Bild auf, Bild ab)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="112"/>
        <source>The deal</source>
        <translation>Das Austeilen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="112"/>
        <source>The deal (Home)</source>
        <translation>Das Austeilen (Pos1)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="113"/>
        <source>Previous step</source>
        <translation>Voriger Schritt</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="113"/>
        <source>The step before (Left)</source>
        <translation>Der Schritt davor (Pfeil links)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="116"/>
        <source>Step through the hand</source>
        <translation>Schritt für Schritt durch die Runde</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="117"/>
        <source>The deal, the pass, the tricks</source>
        <translation>Austeilen, Weitergeben, die Stiche</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="119"/>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="119"/>
        <source>The step after (Right)</source>
        <translation>Der Schritt danach (Pfeil rechts)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="120"/>
        <source>The last trick</source>
        <translation>Der letzte Stich</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="120"/>
        <source>The last trick (End)</source>
        <translation>Der letzte Stich (Ende)</translation>
    </message>
</context>
<context>
    <name>ReviewMode</name>
    <message>
        <location filename="../hearts_qt/ui/review/mode.py" line="146"/>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Zurück zur Partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/mode.py" line="149"/>
        <source>Re&amp;view Hand</source>
        <translation>Runde &amp;durchgehen</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="39"/>
        <source>The deal</source>
        <translation>Das Austeilen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="41"/>
        <source>The pass</source>
        <translation>Das Weitergeben</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="43"/>
        <source>Trick {number} of 13</source>
        <translation>Stich {number} von 13</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="48"/>
        <source>Hand {number} · left</source>
        <translation>Runde {number} · links</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="49"/>
        <source>Hand {number} · right</source>
        <translation>Runde {number} · rechts</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="50"/>
        <source>Hand {number} · across</source>
        <translation>Runde {number} · gegenüber</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="51"/>
        <source>Hand {number} · no pass</source>
        <translation>Runde {number} · ohne Weitergeben</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="57"/>
        <source>Hand {number} — {step}</source>
        <translation>Runde {number} — {step}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="75"/>
        <source>The four hands as they were dealt; each passes left.</source>
        <translation>Die vier Blätter, wie sie ausgeteilt wurden; jeder gibt nach links weiter.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="76"/>
        <source>The four hands as they were dealt; each passes right.</source>
        <translation>Die vier Blätter, wie sie ausgeteilt wurden; jeder gibt nach rechts weiter.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="77"/>
        <source>The four hands as they were dealt; each passes across.</source>
        <translation>Die vier Blätter, wie sie ausgeteilt wurden; jeder gibt nach gegenüber weiter.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="78"/>
        <source>The four hands as they were dealt; no passing.</source>
        <translation>Die vier Blätter, wie sie ausgeteilt wurden; kein Weitergeben.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="83"/>
        <source>{giver} passed {cards} to {receiver}.</source>
        <translation>{giver} gab {cards} an {receiver} weiter.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="92"/>
        <source>{leader} led and took the trick: %n point(s).</source>
        <translation>
            <numerusform>{leader} spielte aus und bekam den Stich: %n Punkt.</numerusform>
            <numerusform>{leader} spielte aus und bekam den Stich: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="94"/>
        <source>{leader} led; {winner} took the trick: %n point(s).</source>
        <translation>
            <numerusform>{leader} spielte aus; {winner} bekam den Stich: %n Punkt.</numerusform>
            <numerusform>{leader} spielte aus; {winner} bekam den Stich: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="103"/>
        <source>{name} %n</source>
        <comment>a seat&apos;s points in the hand</comment>
        <translation>
            <numerusform>{name} %n</numerusform>
            <numerusform>{name} %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="109"/>
        <source>{seat} shot the moon. The hand: {scores}.</source>
        <translation>{seat} schoss den Mond. Ergebnis der Runde: {scores}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="113"/>
        <source>{seat} shot the sun. The hand: {scores}.</source>
        <translation>{seat} schoss die Sonne. Ergebnis der Runde: {scores}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="116"/>
        <source>The hand: {scores}.</source>
        <translation>Ergebnis der Runde: {scores}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="126"/>
        <source>The Expert would have passed {cards}: about {cost} points better (±{error}).</source>
        <translation>Der Experte hätte {cards} weitergegeben: etwa {cost} Punkte besser (±{error}).</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="130"/>
        <source>The Expert would have played the {cards}: about {cost} points better (±{error}).</source>
        <translation>Der Experte hätte {cards} gespielt: etwa {cost} Punkte besser (±{error}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="137"/>
        <source>The Expert agreed with {agreed} of your %n decision(s).</source>
        <translation>
            <numerusform>Der Experte stimmte {agreed} von %n Entscheidung zu.</numerusform>
            <numerusform>Der Experte stimmte {agreed} von %n Entscheidungen zu.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="142"/>
        <source>to {seat}</source>
        <comment>over the cards a seat passes, in a review</comment>
        <translation>an {seat}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="147"/>
        <source>The Expert</source>
        <comment>over the Expert&apos;s card in a review</comment>
        <translation>Der Experte</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="150"/>
        <source>led</source>
        <comment>over the card that led a trick in a review</comment>
        <translation>ausgespielt</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="155"/>
        <source>{seat}: {cards}</source>
        <comment>a seat&apos;s cards in a review, for a screen reader</comment>
        <translation>{seat}: {cards}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="162"/>
        <source>{seat} {card}</source>
        <comment>a card played to a trick, in a review</comment>
        <translation>{seat} {card}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="167"/>
        <source>The trick: {cards}.</source>
        <translation>Der Stich: {cards}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="176"/>
        <source>The Expert would have played otherwise in trick(s) {tricks}.</source>
        <translation>
            <numerusform>Der Experte hätte in Stich {tricks} anders gespielt.</numerusform>
            <numerusform>Der Experte hätte in den Stichen {tricks} anders gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="182"/>
        <source>Reviewing hand {number}. The game waits: nothing can be played, undone or hinted until you go back to it (Esc).</source>
        <translation>Sie sehen sich Runde {number} an. Die Partie ruht: Spielen, Rückgängig und Tipps gehen erst wieder, wenn Sie zu ihr zurückkehren (Esc).</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="21"/>
        <source>&lt;h3&gt;Hearts: {preset}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Hearts: {preset}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="39"/>
        <source>&lt;p&gt;&lt;b&gt;No tricks.&lt;/b&gt; Whoever takes no trick in a hand scores {value} points for it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Kein Stich.&lt;/b&gt; Wer in einer Runde keinen Stich macht, bekommt dafür {value} Punkte.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="47"/>
        <source>&lt;p&gt;&lt;b&gt;Perfect {target}.&lt;/b&gt; Whoever ends a hand on exactly {target} points drops to {half}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Perfekte {target}.&lt;/b&gt; Wer eine Runde mit genau {target} Punkten beendet, fällt auf {half}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="66"/>
        <source>&lt;p&gt;&lt;b&gt;No shared wins.&lt;/b&gt; While two or more players share the lowest total at the end, the game goes on, hand by hand, until one alone is lowest.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Kein geteilter Sieg.&lt;/b&gt; Solange sich am Ende zwei oder mehr Spieler den niedrigsten Stand teilen, geht die Partie Runde für Runde weiter, bis einer allein am niedrigsten steht.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="97"/>
        <source>&lt;p&gt;Four players each get 13 cards. The aim is to take as few points as possible: each heart is worth 1 point and the queen of spades 13.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vier Spieler erhalten je 13 Karten. Ziel ist es, möglichst wenige Punkte zu bekommen: Jedes Herz zählt 1 Punkt, die Pik-Dame 13.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="102"/>
        <source>&lt;p&gt;Four players each get 13 cards. The aim is to take as few points as possible. The cards that score: {values}; the others score nothing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vier Spieler erhalten je 13 Karten. Ziel ist es, möglichst wenige Punkte zu bekommen. Diese Karten zählen: {values}; die anderen zählen nichts.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="111"/>
        <source>&lt;p&gt;&lt;b&gt;Passing.&lt;/b&gt; Before each hand you pass three cards: to the left, then to the right, then across; every fourth hand there is no passing. Click three cards (or drag them up out of your hand), then press the Pass button.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Weitergeben.&lt;/b&gt; Vor jeder Runde geben Sie drei Karten weiter: nach links, dann nach rechts, dann nach gegenüber; in jeder vierten Runde wird nicht weitergegeben. Klicken Sie drei Karten an (oder ziehen Sie sie aus Ihren Karten nach oben) und drücken Sie dann den Knopf zum Weitergeben.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="118"/>
        <source>&lt;p&gt;&lt;b&gt;Passing.&lt;/b&gt; There is no passing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Weitergeben.&lt;/b&gt; Es wird nicht weitergegeben.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="120"/>
        <source>three cards</source>
        <comment>what each player passes: &apos;you pass {cards}&apos;</comment>
        <translation>drei Karten</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="121"/>
        <source>four cards</source>
        <comment>what each player passes: &apos;you pass {cards}&apos;</comment>
        <translation>vier Karten</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="122"/>
        <source>five cards</source>
        <comment>what each player passes: &apos;you pass {cards}&apos;</comment>
        <translation>fünf Karten</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="125"/>
        <source>&lt;p&gt;&lt;b&gt;Passing.&lt;/b&gt; Before each hand you pass {cards} {direction}. Click them (or drag them up out of your hand), then press the Pass button.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Weitergeben.&lt;/b&gt; Vor jeder Runde geben Sie {cards} {direction} weiter. Klicken Sie sie an (oder ziehen Sie sie aus Ihren Karten nach oben) und drücken Sie dann den Knopf zum Weitergeben.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="130"/>
        <source>&lt;p&gt;&lt;b&gt;Passing.&lt;/b&gt; Before each hand you pass {cards}; hand by hand, in turn: {directions}. Click them (or drag them up out of your hand), then press the Pass button.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Weitergeben.&lt;/b&gt; Vor jeder Runde geben Sie {cards} weiter, Runde für Runde der Reihe nach: {directions}. Klicken Sie sie an (oder ziehen Sie sie aus Ihren Karten nach oben) und drücken Sie dann den Knopf zum Weitergeben.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="140"/>
        <source>&lt;p&gt;&lt;b&gt;Playing.&lt;/b&gt; The deal moves to the left each hand (South deals the first), and the player left of the dealer leads any card to the first trick. Everyone must follow the suit that was led if they can; otherwise any card may be played. The highest card of the suit led takes the trick, and its winner leads next. Click a card to play it, or drag it to the middle of the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Spielen.&lt;/b&gt; Der Geber wechselt jede Runde nach links (Süd gibt zuerst), und wer links vom Geber sitzt, spielt zum ersten Stich eine beliebige Karte aus. Alle müssen die ausgespielte Farbe bedienen, wenn sie können; sonst darf jede Karte gespielt werden. Die höchste Karte der ausgespielten Farbe gewinnt den Stich, und wer ihn bekommt, spielt als Nächstes aus. Klicken Sie eine Karte an, um sie zu spielen, oder ziehen Sie sie in die Tischmitte.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="149"/>
        <source>&lt;p&gt;&lt;b&gt;Playing.&lt;/b&gt; Whoever holds the 2♣ leads it. Everyone must follow the suit that was led if they can; otherwise any card may be played. The highest card of the suit led takes the trick, and its winner leads next. Click a card to play it, or drag it to the middle of the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Spielen.&lt;/b&gt; Wer die 2♣ hat, spielt sie aus. Alle müssen die ausgespielte Farbe bedienen, wenn sie können; sonst darf jede Karte gespielt werden. Die höchste Karte der ausgespielten Farbe gewinnt den Stich, und wer ihn bekommt, spielt als Nächstes aus. Klicken Sie eine Karte an, um sie zu spielen, oder ziehen Sie sie in die Tischmitte.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="162"/>
        <source>&lt;p&gt;Hearts and the Q♠ may be played on the first trick.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Herz und die Pik-Dame dürfen schon im ersten Stich gespielt werden.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="163"/>
        <source>&lt;p&gt;Cards that score may be played on the first trick.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Karten, die zählen, dürfen schon im ersten Stich gespielt werden.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="165"/>
        <source>&lt;p&gt;No hearts and not the Q♠ may be played on the first trick (unless a player has nothing else).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Im ersten Stich dürfen weder Herz noch die Pik-Dame gespielt werden (außer ein Spieler hat nichts anderes).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="170"/>
        <source>&lt;p&gt;No card that costs its taker points may be played on the first trick (unless a player has nothing else).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Im ersten Stich darf keine Karte gespielt werden, die ihrem Nehmer Punkte kostet (außer ein Spieler hat nichts anderes).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="179"/>
        <source>&lt;p&gt;Hearts may be led at any time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Herz darf jederzeit ausgespielt werden.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="181"/>
        <source>&lt;p&gt;Hearts cannot be led until a heart or the Q♠ has been played, unless the leader holds nothing but hearts.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Herz darf erst ausgespielt werden, wenn ein Herz oder die Pik-Dame gespielt wurde, außer der Ausspielende hat nur noch Herz.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="186"/>
        <source>&lt;p&gt;Hearts cannot be led until a heart has been played, unless the leader holds nothing but hearts.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Herz darf erst ausgespielt werden, wenn ein Herz gespielt wurde, außer der Ausspielende hat nur noch Herz.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="197"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon.&lt;/b&gt; Take every heart and the Q♠ and you score nothing while everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Den Mond schießen.&lt;/b&gt; Wer alle Herzen und die Pik-Dame bekommt, erhält keine Punkte; alle anderen bekommen {points}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="202"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon.&lt;/b&gt; Take every heart and the Q♠ and you score {points} points less, while the others score nothing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Den Mond schießen.&lt;/b&gt; Wer alle Herzen und die Pik-Dame bekommt, erhält {points} Punkte abgezogen; die anderen bekommen nichts.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="207"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon (New Moon).&lt;/b&gt; Take every heart and the Q♠ and you choose: you score {points} points less, or everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Den Mond schießen (Neumond).&lt;/b&gt; Wer alle Herzen und die Pik-Dame bekommt, wählt: {points} Punkte abgezogen, oder alle anderen bekommen {points}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="214"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon.&lt;/b&gt; Take every card worth more than 0 and you score nothing for them while everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Den Mond schießen.&lt;/b&gt; Wer alle Karten bekommt, die mehr als 0 zählen, erhält dafür keine Punkte; alle anderen bekommen {points}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="219"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon.&lt;/b&gt; Take every card worth more than 0 and you score {points} points less for them, while the others score nothing for them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Den Mond schießen.&lt;/b&gt; Wer alle Karten bekommt, die mehr als 0 zählen, erhält dafür {points} Punkte abgezogen; die anderen bekommen dafür nichts.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="224"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon (New Moon).&lt;/b&gt; Take every card worth more than 0 and you choose: you score {points} points less for them, or everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Den Mond schießen (Neumond).&lt;/b&gt; Wer alle Karten bekommt, die mehr als 0 zählen, wählt: dafür {points} Punkte abgezogen, oder alle anderen bekommen {points}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="235"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the sun.&lt;/b&gt; Take all thirteen tricks and you score nothing while everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Sonne schießen.&lt;/b&gt; Wer alle dreizehn Stiche macht, erhält keine Punkte; alle anderen bekommen {points}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="240"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the sun.&lt;/b&gt; Take all thirteen tricks and you score {points} points less, while the others score nothing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Sonne schießen.&lt;/b&gt; Wer alle dreizehn Stiche macht, erhält {points} Punkte abgezogen; die anderen bekommen nichts.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="245"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the sun.&lt;/b&gt; Take all thirteen tricks and you choose: you score {points} points less, or everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Sonne schießen.&lt;/b&gt; Wer alle dreizehn Stiche macht, wählt: {points} Punkte abgezogen, oder alle anderen bekommen {points}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="31"/>
        <source>&lt;p&gt;&lt;b&gt;The J♦.&lt;/b&gt; Whoever takes it scores {value} points for it (it does not count towards the moon).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Der Karo-Bube.&lt;/b&gt; Wer ihn bekommt, erhält dafür {value} Punkte (er zählt nicht zum Mond).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="54"/>
        <source>&lt;p&gt;The game lasts {hands} hands; the lowest score wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Partie dauert {hands} Runden; der niedrigste Punktestand gewinnt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="58"/>
        <source>&lt;p&gt;The game ends after the hand in which someone reaches {target} points; the lowest score wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Partie endet nach der Runde, in der jemand {target} Punkte erreicht; der niedrigste Punktestand gewinnt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="74"/>
        <source>&lt;p&gt;&lt;b&gt;Keyboard.&lt;/b&gt; Left and Right move along your hand; Up and Down choose a card to pass or put it back; Space or Enter chooses or plays the card; P (or Enter with the cards chosen) passes, and P plays the card the ring is on, or else the first card you may play. H gives a hint, L shows the last trick again, Ctrl+Z undoes and Ctrl+Shift+Z redoes, Ctrl+L claims the rest when your cards take every trick. F9 shows the score sheet, Ctrl+N starts a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Tastatur.&lt;/b&gt; Mit Pfeil links und rechts wandern Sie durch Ihre Karten; Pfeil hoch und runter wählt eine Karte zum Weitergeben oder legt sie zurück; Leertaste oder Eingabetaste wählt oder spielt die Karte; P (oder die Eingabetaste bei gewählten Karten) gibt weiter, und P spielt die Karte unter dem Ring oder sonst die erste spielbare Karte. H gibt einen Tipp, L zeigt den letzten Stich noch einmal, Strg+Z macht rückgängig und Strg+Umschalt+Z wiederholt, Strg+L fordert den Rest ein, wenn Ihre Karten jeden Stich gewinnen. F9 zeigt die Punkteliste, Strg+N beginnt eine neue Partie.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="86"/>
        <source>&lt;p&gt;&lt;i&gt;These are the rules of the game being played; Options changes them from the next game.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Dies sind die Regeln der laufenden Partie; in den Optionen ändern Sie sie ab der nächsten Partie.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="49"/>
        <source>to the left</source>
        <translation>nach links</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="50"/>
        <source>to the right</source>
        <translation>nach rechts</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="51"/>
        <source>across</source>
        <translation>nach gegenüber</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="52"/>
        <source>no passing</source>
        <translation>kein Weitergeben</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="64"/>
        <source>each {suit} {points}</source>
        <comment>every card of the suit is worth</comment>
        <translation>jede {suit} {points}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="68"/>
        <source>{card} {points}</source>
        <comment>a card and its value: Q♠ 13</comment>
        <translation>{card} {points}</translation>
    </message>
</context>
<context>
    <name>RulesTab</name>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="64"/>
        <source>A named set of house rules; changing any option makes it Custom</source>
        <translation>Ein benannter Satz Hausregeln; wird eine Option geändert, heißt er „Eigene“</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="69"/>
        <source>Prese&amp;t:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="95"/>
        <source>End of the game</source>
        <translation>Ende der Partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="97"/>
        <source>Play to a &amp;score of</source>
        <translation>Spielen bis &amp;zu</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="98"/>
        <source>Play a fixed number of &amp;hands</source>
        <translation>Feste &amp;Anzahl Runden spielen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="105"/>
        <source> points</source>
        <translation> Punkte</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/rules_tab.py" line="108"/>
        <location filename="../hearts_qt/ui/rules_tab.py" line="170"/>
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="116"/>
        <source>Playing and scoring</source>
        <translation>Spiel und Wertung</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="118"/>
        <source>The &amp;Q♠ breaks hearts</source>
        <translation>Die Pik-&amp;Dame bricht Herz</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="119"/>
        <source>Points may be played on the &amp;first trick</source>
        <translation>Punktkarten im &amp;ersten Stich erlaubt</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="120"/>
        <source>Shoot the s&amp;un (take every trick)</source>
        <translation>S&amp;onne schießen (alle Stiche machen)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="123"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="124"/>
        <source>−10 points</source>
        <translation>−10 Punkte</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="125"/>
        <source>−11 points</source>
        <translation>−11 Punkte</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="126"/>
        <source>+11 points</source>
        <translation>+11 Punkte</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="135"/>
        <source>&amp;Jack of diamonds:</source>
        <translation>Karo-&amp;Bube:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="136"/>
        <source>Shooting the &amp;moon:</source>
        <translation>&amp;Mond schießen:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="212"/>
        <source>&lt;b&gt;These rules differ from the game in progress: they will apply from the next new game.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Diese Regeln weichen von der laufenden Partie ab und gelten erst ab der nächsten neuen Partie.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="216"/>
        <source>&lt;i&gt;Rule changes apply to the next new game.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Regeländerungen gelten ab der nächsten neuen Partie.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="223"/>
        <source>The others score {points}</source>
        <translation>Die anderen bekommen {points}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="224"/>
        <source>The shooter scores −{points}</source>
        <translation>Der Schütze bekommt −{points}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="225"/>
        <source>The shooter chooses (New Moon)</source>
        <translation>Der Schütze wählt (Neumond)</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../hearts_qt/ui/rules_window.py" line="30"/>
        <source>Rules of Hearts</source>
        <translation>Spielregeln von Hearts</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="173"/>
        <source>Your game could not be saved in “{folder}”: {reason}.</source>
        <translation>Ihre Partie konnte nicht in „{folder}“ gespeichert werden: {reason}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="183"/>
        <source>it is not a regular file</source>
        <translation>es ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="208"/>
        <source>The saved game could not be resumed because it is damaged; it was kept as “{file}”.</source>
        <translation>Die gespeicherte Partie ist beschädigt und konnte nicht fortgesetzt werden; sie wurde als „{file}“ aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="213"/>
        <source>The saved game was made by another version of Hearts and could not be resumed; it was kept as “{file}”.</source>
        <translation>Die gespeicherte Partie stammt von einer anderen Version von Hearts und konnte nicht fortgesetzt werden; sie wurde als „{file}“ aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="218"/>
        <source>The saved game could not be read ({reason}); it was kept as “{file}”.</source>
        <translation>Die gespeicherte Partie konnte nicht gelesen werden ({reason}); sie wurde als „{file}“ aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="224"/>
        <source>The saved game could not be resumed because it is damaged, and it could not be moved aside: check that the folder “{folder}” can be written to.</source>
        <translation>Die gespeicherte Partie ist beschädigt und konnte weder fortgesetzt noch beiseitegelegt werden: Prüfen Sie, ob in den Ordner „{folder}“ geschrieben werden kann.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="229"/>
        <source>The saved game was made by another version of Hearts and could not be resumed or moved aside: check that the folder “{folder}” can be written to.</source>
        <translation>Die gespeicherte Partie stammt von einer anderen Version von Hearts und konnte weder fortgesetzt noch beiseitegelegt werden: Prüfen Sie, ob in den Ordner „{folder}“ geschrieben werden kann.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="234"/>
        <source>The saved game could not be read ({reason}) or moved aside: check the folder “{folder}”.</source>
        <translation>Die gespeicherte Partie konnte weder gelesen ({reason}) noch beiseitegelegt werden: Prüfen Sie den Ordner „{folder}“.</translation>
    </message>
</context>
<context>
    <name>SavedTable</name>
    <message>
        <location filename="../hearts_qt/storage/saved_table.py" line="145"/>
        <source>The table could not be saved in “{file}”: {reason}.</source>
        <translation>Der Tisch konnte nicht in „{file}“ gespeichert werden: {reason}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_table.py" line="162"/>
        <source>The saved table could not be resumed because it is damaged, and it could not be moved aside: check that the folder “{folder}” can be written to.</source>
        <translation>Der gespeicherte Tisch konnte nicht fortgesetzt werden, weil er beschädigt ist, und er konnte nicht beiseitegelegt werden: prüfen Sie, ob in den Ordner „{folder}“ geschrieben werden kann.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_table.py" line="171"/>
        <source>The saved table could not be resumed because it is damaged; it was kept as “{file}”.</source>
        <translation>Der gespeicherte Tisch konnte nicht fortgesetzt werden, weil er beschädigt ist; er wurde als „{file}“ aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/chart.py" line="77"/>
        <source>Score chart</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/chart.py" line="224"/>
        <source>Game ends at {target}</source>
        <translation>Partieende bei {target}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/chart.py" line="306"/>
        <source>The chart fills in as hands are played.</source>
        <translation>Der Verlauf füllt sich, während Runden gespielt werden.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="24"/>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="55"/>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="24"/>
        <source>Pass</source>
        <translation>Weitergabe</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="27"/>
        <source>{name} total</source>
        <translation>{name} gesamt</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="28"/>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="57"/>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="78"/>
        <source>Leading: {names}</source>
        <translation>In Führung: {names}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="129"/>
        <source>{points} ({total})</source>
        <translation>{points} ({total})</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="186"/>
        <source>{number} · {direction}</source>
        <translation>{number} · {direction}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="190"/>
        <source>Hand {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="215"/>
        <source>{name} is leading with {total}</source>
        <translation>{name} führt mit {total}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="231"/>
        <source>{name} took {points} in hand {number}; total {total}</source>
        <translation>{name}: {points} in Runde {number}; gesamt {total}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="239"/>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="158"/>
        <source>{name} shot the sun</source>
        <translation>{name} hat die Sonne geschossen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="241"/>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="160"/>
        <source>{name} shot the moon</source>
        <translation>{name} hat den Mond geschossen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="247"/>
        <source>{name} took {cards}</source>
        <comment>Bob took K♠ and A♠</comment>
        <translation>{name} bekam {cards}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="252"/>
        <source>{name} took the J♦</source>
        <translation>{name} hat den Karo-Buben bekommen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="255"/>
        <source>{name} took no trick: {bonus}</source>
        <translation>{name} hat keinen Stich gemacht: {bonus}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="222"/>
        <source>{name} ended on exactly {target}: down to {total}</source>
        <translation>{name} landete genau auf {target}: zurück auf {total}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="262"/>
        <source>Leading</source>
        <translation>In Führung</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="39"/>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="40"/>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="41"/>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="42"/>
        <source>4th</source>
        <translation>4.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="51"/>
        <source>tied for 1st place</source>
        <translation>punktgleich auf Platz 1</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="52"/>
        <source>tied for 2nd place</source>
        <translation>punktgleich auf Platz 2</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="53"/>
        <source>tied for 3rd place</source>
        <translation>punktgleich auf Platz 3</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="54"/>
        <source>tied for 4th place</source>
        <translation>punktgleich auf Platz 4</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="57"/>
        <source>in 1st place</source>
        <translation>auf Platz 1</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="58"/>
        <source>in 2nd place</source>
        <translation>auf Platz 2</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="59"/>
        <source>in 3rd place</source>
        <translation>auf Platz 3</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="60"/>
        <source>in 4th place</source>
        <translation>auf Platz 4</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="74"/>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="75"/>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="76"/>
        <source>Across</source>
        <translation>Gegenüber</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="77"/>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="83"/>
        <source>Cards passed to the left</source>
        <translation>Karten nach links weitergegeben</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="84"/>
        <source>Cards passed to the right</source>
        <translation>Karten nach rechts weitergegeben</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="85"/>
        <source>Cards passed across</source>
        <translation>Karten nach gegenüber weitergegeben</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="86"/>
        <source>No passing: everyone kept their cards</source>
        <translation>Kein Weitergeben: Alle haben ihre Karten behalten</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="118"/>
        <source>+{value} each</source>
        <comment>New Moon: the shooter added the moon to each other</comment>
        <translation>+{value} für jeden</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="122"/>
        <source>−{value}</source>
        <comment>New Moon: the shooter took the moon off its own score</comment>
        <translation>−{value}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="137"/>
        <source>New Moon: you added {value} to each other player</source>
        <translation>Neumond: Sie gaben jedem anderen Spieler {value} dazu</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="139"/>
        <source>New Moon: you took {value} off your score</source>
        <translation>Neumond: Sie zogen sich {value} ab</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="142"/>
        <source>New Moon: {name} added {value} to each other player</source>
        <translation>Neumond: {name} gab jedem anderen Spieler {value} dazu</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="144"/>
        <source>New Moon: {name} took {value} off their own score</source>
        <translation>Neumond: {name} zog sich selbst {value} ab</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="163"/>
        <source>Q♠: {name}</source>
        <translation>Pik-Dame: {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="170"/>
        <source>J♦: {name}</source>
        <translation>Karo-Bube: {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="187"/>
        <source>{card}: {name}</source>
        <comment>who took a card that scores: K♠: South</comment>
        <translation>{card}: {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="205"/>
        <source>No trick, {bonus}: {names}</source>
        <translation>Kein Stich, {bonus}: {names}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="211"/>
        <source>Exactly {target}, down to {half}: {names}</source>
        <translation>Genau {target}, zurück auf {half}: {names}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="229"/>
        <source>hand {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="258"/>
        <source>Each hand&apos;s points, with the total so far in brackets.</source>
        <translation>Die Punkte jeder Runde, in Klammern der bisherige Gesamtstand.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="261"/>
        <source>{mark} shot the sun</source>
        <translation>{mark} hat die Sonne geschossen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="264"/>
        <source>{mark} +{value} each or −{value}: the shooter&apos;s choice</source>
        <translation>{mark} +{value} für jeden oder −{value}: Wahl des Schützen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="270"/>
        <source>{mark} took no trick ({bonus})</source>
        <translation>{mark} kein Stich gemacht ({bonus})</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="276"/>
        <source>{target} {arrow} {half}: ended on exactly {target}</source>
        <translation>{target} {arrow} {half}: genau auf {target} gelandet</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="290"/>
        <source>The game is not over yet</source>
        <translation>Die Partie ist noch nicht zu Ende</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="294"/>
        <source>You win!</source>
        <translation>Sie gewinnen!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="295"/>
        <source>You share the win with {names}</source>
        <translation>Sie teilen sich den Sieg mit {names}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="299"/>
        <source>{name} wins</source>
        <translation>{name} gewinnt</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="300"/>
        <source>{names} share the win</source>
        <translation>{names} teilen sich den Sieg</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="307"/>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetWindow</name>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="89"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="90"/>
        <source>&amp;Save as CSV…</source>
        <translation>Als CSV &amp;speichern…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="184"/>
        <source>Score Sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="186"/>
        <source>Score Sheet — you are {place}</source>
        <translation>Punkteliste — Sie sind {place}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="193"/>
        <source>Game over — {winners}</source>
        <translation>Partie beendet — {winners}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="197"/>
        <source>A game of {hands} hands; {played} played.</source>
        <translation>Eine Partie über {hands} Runden; {played} gespielt.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="200"/>
        <source>The game ends when someone reaches {target} points.</source>
        <translation>Die Partie endet, wenn jemand {target} Punkte erreicht.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="247"/>
        <source>The score sheet is on the clipboard.</source>
        <translation>Die Punkteliste ist in der Zwischenablage.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="254"/>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="292"/>
        <source>Save the Score Sheet</source>
        <translation>Punkteliste speichern</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="256"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="261"/>
        <source>hearts-scores.csv</source>
        <translation>hearts-punkte.csv</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="293"/>
        <source>The score sheet could not be saved:
{error}</source>
        <translation>Die Punkteliste konnte nicht gespeichert werden:
{error}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="298"/>
        <source>Saved to {file}.</source>
        <translation>In {file} gespeichert.</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="72"/>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="73"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="74"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="75"/>
        <source>East</source>
        <translation>Ost</translation>
    </message>
</context>
<context>
    <name>SeatGame</name>
    <message>
        <location filename="../hearts_qt/net/seat_game.py" line="299"/>
        <source>The table cannot hear you now: wait until the connection is back.</source>
        <translation>Der Tisch hört Sie gerade nicht: warten Sie, bis die Verbindung wieder steht.</translation>
    </message>
</context>
<context>
    <name>SeatLabel</name>
    <message>
        <location filename="../hearts_qt/ui/table/items.py" line="111"/>
        <source>Dealer</source>
        <comment>on the name plate of the seat that dealt the hand</comment>
        <translation>Geber</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/items.py" line="116"/>
        <source>{total} point(s)</source>
        <translation>
            <numerusform>{total} Punkt</numerusform>
            <numerusform>{total} Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatWords</name>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="75"/>
        <source>{name}, {points} point(s) this hand, {total} in the game, to play</source>
        <translation>
            <numerusform>{name}, {points} Punkt in dieser Runde, {total} in der Partie, am Zug</numerusform>
            <numerusform>{name}, {points} Punkte in dieser Runde, {total} in der Partie, am Zug</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="81"/>
        <source>{name}, {points} point(s) this hand, {total} in the game</source>
        <translation>
            <numerusform>{name}, {points} Punkt in dieser Runde, {total} in der Partie</numerusform>
            <numerusform>{name}, {points} Punkte in dieser Runde, {total} in der Partie</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Server</name>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="34"/>
        <source>not a port from 0 to 65535: {text}</source>
        <translation>kein Port von 0 bis 65535: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="45"/>
        <source>not one level or four separated by commas (from {choices}): {text}</source>
        <translation>weder eine Stufe noch vier durch Kommas getrennte (aus {choices}): {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="59"/>
        <source>not a number of seconds from 0 to 3600: {text}</source>
        <translation>keine Anzahl Sekunden von 0 bis 3600: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="74"/>
        <source>cannot read a password from {file}: {reason}</source>
        <translation>aus {file} lässt sich kein Passwort lesen: {reason}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="80"/>
        <source>the first line of {file} is not a password of 1 to {most} printable characters</source>
        <translation>die erste Zeile von {file} ist kein Passwort aus 1 bis {most} druckbaren Zeichen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="93"/>
        <source>not a preset (one of {choices}): {text}</source>
        <translation>keine Variante (eine von {choices}): {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="102"/>
        <source>not a number of cards to pass from 3 to 5: {text}</source>
        <translation>keine Anzahl weiterzugebender Karten von 3 bis 5: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="118"/>
        <source>not a number of players from 1 to 4: {text}</source>
        <translation>keine Spielerzahl von 1 bis 4: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="128"/>
        <source>Serve a table of Hearts on the network, without a window: players join it from their own hearts-qt and computer players take the empty seats.</source>
        <translation>Einen Hearts-Tisch im Netzwerk bereitstellen, ohne Fenster: Spieler setzen sich von ihrem eigenen hearts-qt aus dazu, und Computerspieler nehmen die freien Plätze ein.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="138"/>
        <source>the TCP port to serve on, 0 for any free one (default: %(default)s)</source>
        <translation>der TCP-Port des Tisches, 0 für einen beliebigen freien (Standard: %(default)s)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="145"/>
        <source>the address to serve on (default: every address)</source>
        <translation>die Adresse des Tisches (Standard: alle Adressen)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="148"/>
        <source>the table&apos;s name, shown to the players</source>
        <translation>der Name des Tisches, den die Spieler sehen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="154"/>
        <source>the computer players&apos; level, or four levels for South, West, North and East (default: normal)</source>
        <translation>die Stufe der Computerspieler oder vier Stufen für Süd, West, Nord und Ost (Standard: normal)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="165"/>
        <source>the rules a new table plays: {choices} (default: classic; a resumed table keeps its own)</source>
        <translation>die Regeln eines neuen Tisches: {choices} (Vorgabe: classic; ein fortgesetzter Tisch behält seine)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="176"/>
        <source>how many cards each player passes: 3, 4 or 5 (default: 3)</source>
        <translation>wie viele Karten jeder Spieler weitergibt: 3, 4 oder 5 (Vorgabe: 3)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="182"/>
        <source>begin a game when this many players have joined (default: %(default)s)</source>
        <translation>eine Partie beginnen, sobald so viele Spieler da sind (Standard: %(default)s)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="190"/>
        <source>seconds before a computer plays for a player who has dropped (default: %(default)s)</source>
        <translation>Sekunden, bis ein Computer für einen Spieler übernimmt, dessen Verbindung abgebrochen ist (Standard: %(default)s)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="200"/>
        <source>players need the password on this file&apos;s first line to sit down; the environment variable {variable} gives one too (not on the command line: other users of the machine can read it there)</source>
        <translation>Spieler brauchen zum Hinsetzen das Passwort aus der ersten Zeile dieser Datei; die Umgebungsvariable {variable} gibt auch eines an (nicht auf der Befehlszeile: dort können andere Benutzer des Rechners es lesen)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="212"/>
        <source>the file the table is saved in as it is played, and resumed from when the server starts again (default: {file} in the data folder)</source>
        <translation>die Datei, in der der Tisch während des Spiels gespeichert und aus der er beim nächsten Start des Servers fortgesetzt wird (Standard: {file} im Datenordner)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="221"/>
        <source>begin a new table instead of resuming the one saved (it is replaced)</source>
        <translation>einen neuen Tisch beginnen, statt den gespeicherten fortzusetzen (er wird ersetzt)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="230"/>
        <source>speak TLS to the players who ask for it, with this certificate (PEM; with --key)</source>
        <translation>mit den Spielern, die danach fragen, TLS sprechen, mit diesem Zertifikat (PEM; mit --key)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="240"/>
        <source>the certificate&apos;s private key (PEM, without a passphrase)</source>
        <translation>der private Schlüssel des Zertifikats (PEM, ohne Passphrase)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="245"/>
        <source>do not announce the table on the local network (zeroconf)</source>
        <translation>den Tisch nicht im lokalen Netzwerk ankündigen (zeroconf)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="67"/>
        <source>{name} sits at {seat}.</source>
        <translation>{name} sitzt auf Platz {seat}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="72"/>
        <source>{name} has left.</source>
        <translation>{name} ist gegangen.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="78"/>
        <source>A game begins, deal {deal}.</source>
        <translation>Partie {deal} beginnt.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="84"/>
        <source>The game is over: {scores}; won by {winners}.</source>
        <translation>Die Partie ist vorbei: {scores}; gewonnen von {winners}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="114"/>
        <source>Closing the table and telling the players.</source>
        <translation>Der Tisch wird geschlossen, die Spieler werden benachrichtigt.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="132"/>
        <source>--certificate and --key go together</source>
        <translation>--certificate und --key gehören zusammen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="138"/>
        <source>The table speaks TLS; its certificate&apos;s fingerprint (SHA-256), for players asked whether to trust it: {fingerprint}</source>
        <translation>Der Tisch spricht TLS; der Fingerabdruck seines Zertifikats (SHA-256), für Spieler, die gefragt werden, ob sie ihm vertrauen: {fingerprint}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="164"/>
        <source>The table is not announced on the local network: {error}</source>
        <translation>Der Tisch wird im lokalen Netzwerk nicht angekündigt: {error}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="194"/>
        <source>not an IP address: {text}</source>
        <translation>keine IP-Adresse: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="199"/>
        <source>{variable} is not a password of at most {most} printable characters</source>
        <translation>{variable} ist kein Passwort aus höchstens {most} druckbaren Zeichen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="216"/>
        <source>Cannot serve on port {port}: {error}</source>
        <translation>Der Tisch kann nicht auf Port {port} bereitgestellt werden: {error}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="226"/>
        <source>Serving the table on port {port}; waiting for players.</source>
        <translation>Der Tisch ist auf Port {port} bereit; es wird auf Spieler gewartet.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="232"/>
        <source>The saved game resumes at hand {hand} of deal {deal}: its players take their seats back by joining again.</source>
        <translation>Die gespeicherte Partie wird in Runde {hand} von Partie Nr. {deal} fortgesetzt: ihre Spieler bekommen ihre Plätze zurück, wenn sie erneut beitreten.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../hearts_qt/storage/files.py" line="84"/>
        <source>Your settings could not be read or moved aside, so the defaults are used and changes are not kept: check the folder “{folder}”.</source>
        <translation>Ihre Einstellungen konnten weder gelesen noch beiseitegelegt werden; es gelten die Standardwerte, und Änderungen werden nicht gespeichert: Prüfen Sie den Ordner „{folder}“.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/files.py" line="89"/>
        <source>Your settings could not be read, so the defaults are used; the old file was kept as “{file}”.</source>
        <translation>Ihre Einstellungen konnten nicht gelesen werden, daher gelten die Standardwerte; die alte Datei wurde als „{file}“ aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../hearts_qt/storage/statistics.py" line="276"/>
        <source>Your statistics could not be read or moved aside: check that the folder “{folder}” can be written to.</source>
        <translation>Ihre Statistik konnte weder gelesen noch beiseitegelegt werden: Prüfen Sie, ob in den Ordner „{folder}“ geschrieben werden kann.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/statistics.py" line="281"/>
        <source>Your statistics could not be read, so they start again; the old file was kept as “{file}”.</source>
        <translation>Ihre Statistik konnte nicht gelesen werden und beginnt neu; die alte Datei wurde als „{file}“ aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/statistics.py" line="295"/>
        <source>Your statistics could not be saved in “{folder}”: {reason}.</source>
        <translation>Ihre Statistik konnte nicht in „{folder}“ gespeichert werden: {reason}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/statistics.py" line="350"/>
        <source>Your statistics were saved by a newer version of Hearts, so this version neither counts games in them nor changes them; the file is kept as it is.</source>
        <translation>Ihre Statistik wurde von einer neueren Version von Hearts gespeichert. Diese Version zählt darin daher keine Partien und ändert sie nicht; die Datei bleibt, wie sie ist.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="55"/>
        <source>Reset Statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="56"/>
        <source>Reset all your statistics? This cannot be undone.</source>
        <translation>Ihre gesamte Statistik zurücksetzen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="85"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="91"/>
        <source>Games count under the rules they were played with: a preset, or custom</source>
        <translation>Partien zählen unter den Regeln, mit denen sie gespielt wurden: eine Variante oder eigene</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="99"/>
        <source>Overall</source>
        <translation>Insgesamt</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="100"/>
        <source>Without undo</source>
        <translation>Ohne Zurück</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="101"/>
        <source>With undo</source>
        <translation>Mit Zurück</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="106"/>
        <source>Games in which you never used Undo</source>
        <translation>Partien, in denen Sie nie „Rückgängig“ benutzt haben</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="107"/>
        <source>Games in which you used Undo at least once</source>
        <translation>Partien, in denen Sie mindestens einmal „Rückgängig“ benutzt haben</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="108"/>
        <source>Games whose strongest opponent played at this level</source>
        <translation>Partien, in denen der stärkste Gegner auf dieser Stufe spielte</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="117"/>
        <source>Your decisions the Expert went over after each hand (Check My Play)</source>
        <translation>Ihre Entscheidungen, die der Experte nach jeder Runde durchgegangen ist („Mein Spiel prüfen“)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="125"/>
        <source>A game abandoned for a new one counts as played but not won, and ends the winning streak. Games the computer played for you are not counted.</source>
        <translation>Eine Partie, die für eine neue abgebrochen wird, zählt als gespielt, aber nicht gewonnen, und beendet die Siegesserie. Partien, die der Computer für Sie gespielt hat, zählen nicht.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="137"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Zurücksetzen…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="143"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="174"/>
        <source>{0}%</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="182"/>
        <source>Games played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="183"/>
        <source>Games won</source>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="184"/>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="185"/>
        <source>Games abandoned</source>
        <translation>Abgebrochene Partien</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="186"/>
        <source>Current winning streak</source>
        <translation>Aktuelle Siegesserie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="187"/>
        <source>Longest winning streak</source>
        <translation>Längste Siegesserie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="188"/>
        <source>Average points per hand</source>
        <translation>Durchschnittliche Punkte pro Runde</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="189"/>
        <source>Best final score</source>
        <translation>Bester Endstand</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="190"/>
        <source>Worst final score</source>
        <translation>Schlechtester Endstand</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="191"/>
        <source>Moons shot by you</source>
        <translation>Von Ihnen geschossene Monde</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="192"/>
        <source>Moons shot against you</source>
        <translation>Gegen Sie geschossene Monde</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="193"/>
        <source>Q♠ taken</source>
        <translation>Pik-Dame bekommen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="194"/>
        <source>Hints asked for</source>
        <translation>Angeforderte Tipps</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="199"/>
        <source>Decisions checked</source>
        <translation>Geprüfte Entscheidungen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="200"/>
        <source>Agreement with the Expert</source>
        <translation>Übereinstimmung mit dem Experten</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="202"/>
        <source>Points lost per hand checked</source>
        <translation>Verlorene Punkte pro geprüfter Runde</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="214"/>
        <source>{rules} (%n game(s))</source>
        <translation>
            <numerusform>{rules} (%n Partie)</numerusform>
            <numerusform>{rules} (%n Partien)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="257"/>
        <source>No hand replayed for practice yet (Game ▸ Replay This Hand).</source>
        <translation>Noch keine Runde zur Übung nachgespielt (Partie ▸ Runde nachspielen).</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="262"/>
        <source>Hands replayed for practice, counted in none of the columns: %n, {points} points a hand on average.</source>
        <translation>
            <numerusform>Zur Übung nachgespielte Runden, in keiner Spalte gezählt: %n, im Schnitt {points} Punkte pro Runde.</numerusform>
            <numerusform>Zur Übung nachgespielte Runden, in keiner Spalte gezählt: %n, im Schnitt {points} Punkte pro Runde.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="83"/>
        <source>clubs</source>
        <comment>in a sentence, and in a card in words: {rank} of {suit}</comment>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="84"/>
        <source>diamonds</source>
        <comment>in a sentence, and in a card in words: {rank} of {suit}</comment>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="85"/>
        <source>spades</source>
        <comment>in a sentence, and in a card in words: {rank} of {suit}</comment>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="86"/>
        <source>hearts</source>
        <comment>in a sentence, and in a card in words: {rank} of {suit}</comment>
        <translation>Herz</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../hearts_qt/ui/table/items.py" line="93"/>
        <source>{name}: {hand} points this hand, {total} in the game</source>
        <translation>{name}: {hand} Punkte in dieser Runde, {total} in der Partie</translation>
    </message>
</context>
<context>
    <name>TableAids</name>
    <message>
        <location filename="../hearts_qt/ui/table/aids.py" line="46"/>
        <source>Thinking…</source>
        <translation>Überlege…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/aids.py" line="48"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/aids.py" line="70"/>
        <source>Claim the Rest</source>
        <translation>Rest einfordern</translation>
    </message>
</context>
<context>
    <name>TableClient</name>
    <message>
        <location filename="../hearts_qt/net/client.py" line="272"/>
        <source>The table plays another version of hearts-qt.</source>
        <translation>An diesem Tisch läuft eine andere Version von hearts-qt.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="273"/>
        <source>Every seat at the table is taken.</source>
        <translation>Alle Plätze am Tisch sind besetzt.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="274"/>
        <source>Someone at the table already has that name.</source>
        <translation>Jemand am Tisch hat diesen Namen schon.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="275"/>
        <source>That seat belongs to someone else.</source>
        <translation>Dieser Platz gehört jemand anderem.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="276"/>
        <source>The game at this table has begun without you.</source>
        <translation>Die Partie an diesem Tisch hat ohne Sie begonnen.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="277"/>
        <source>This table asks for a password.</source>
        <translation>Dieser Tisch verlangt ein Passwort.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="279"/>
        <source>That is not the table’s password.</source>
        <translation>Das ist nicht das Passwort des Tisches.</translation>
    </message>
</context>
<context>
    <name>Tls</name>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="85"/>
        <source>The {what} {path} is too large to be one.</source>
        <translation>Die Datei {path} ({what}) ist zu groß.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="92"/>
        <source>Cannot read the {what} {path}: {error}</source>
        <translation>Die Datei {path} ({what}) kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="102"/>
        <source>This computer&apos;s Qt cannot encrypt connections (TLS).</source>
        <translation>Das Qt dieses Rechners kann Verbindungen nicht verschlüsseln (TLS).</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="104"/>
        <source>certificate</source>
        <translation>Zertifikat</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="108"/>
        <source>{path} holds no certificate in PEM form.</source>
        <translation>{path} enthält kein Zertifikat im PEM-Format.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="112"/>
        <source>The certificate {path} has expired.</source>
        <translation>Das Zertifikat {path} ist abgelaufen.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="114"/>
        <source>key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="118"/>
        <source>{path} holds no RSA or EC private key in PEM form without a passphrase.</source>
        <translation>{path} enthält keinen privaten RSA- oder EC-Schlüssel im PEM-Format ohne Passphrase.</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../hearts_qt/app.py" line="84"/>
        <location filename="../hearts_qt/app.py" line="264"/>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <location filename="../hearts_qt/app.py" line="135"/>
        <source>HOME is not set, so there is no folder to keep your saved game, statistics and settings in. Set HOME, or set HEARTS_QT_DATA_DIR to such a folder.</source>
        <translation>HOME ist nicht gesetzt, daher gibt es keinen Ordner für Ihre gespeicherte Partie, Statistik und Einstellungen. Setzen Sie HOME oder setzen Sie HEARTS_QT_DATA_DIR auf einen solchen Ordner.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/app.py" line="151"/>
        <source>no graphical display was found (neither DISPLAY nor WAYLAND_DISPLAY is set). Start Hearts from a desktop session.</source>
        <translation>keine grafische Anzeige gefunden (weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt). Starten Sie Hearts aus einer Desktop-Sitzung.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/app.py" line="156"/>
        <source>the display “{display}” could not be opened. Start Hearts from a desktop session, or set DISPLAY to a display that is running.</source>
        <translation>die Anzeige „{display}“ konnte nicht geöffnet werden. Starten Sie Hearts aus einer Desktop-Sitzung oder setzen Sie DISPLAY auf eine laufende Anzeige.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/app.py" line="257"/>
        <source>Hearts is already running: switch to its window. (Its saved game and settings are in {folder}.)</source>
        <translation>Hearts läuft bereits: Wechseln Sie zu seinem Fenster. (Gespeicherte Partie und Einstellungen liegen in {folder}.)</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <location filename="../hearts_qt/cli.py" line="35"/>
        <source>not a whole number: {text}</source>
        <translation>keine ganze Zahl: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="39"/>
        <source>must not be negative: {value}</source>
        <translation>darf nicht negativ sein: {value}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="47"/>
        <source>invalid choice: {value} (choose from {choices})</source>
        <translation>ungültige Auswahl: {value} (möglich sind {choices})</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="65"/>
        <source>usage: </source>
        <comment>before the command&apos;s synopsis in --help</comment>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="80"/>
        <source>argument {argument}: {message}</source>
        <translation>Argument {argument}: {message}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="89"/>
        <source>{program}: error: {message}</source>
        <translation>{program}: Fehler: {message}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="127"/>
        <source>The card game Hearts against three computer players.</source>
        <translation>Das Kartenspiel Hearts gegen drei Computergegner.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="109"/>
        <source>options</source>
        <comment>the heading of --help&apos;s list</comment>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="114"/>
        <source>show this help and exit</source>
        <translation>diese Hilfe zeigen und beenden</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="132"/>
        <source>start a new game whose deals come from this seed (the same seed, the same deals); a saved game in progress counts as abandoned</source>
        <translation>eine neue Partie beginnen, deren Kartenverteilung aus diesem Startwert kommt (gleicher Startwert, gleiche Verteilung); eine gespeicherte laufende Partie zählt als abgebrochen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="142"/>
        <source>animation speed (default: as last set in the View menu)</source>
        <translation>Animationstempo (Standard: wie zuletzt im Menü „Ansicht“ eingestellt)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="148"/>
        <source>four computer players play N whole hands, then the app exits (0: exit once the table has been painted)</source>
        <translation>vier Computerspieler spielen N ganze Runden, dann beendet sich das Programm (0: beenden, sobald der Tisch gezeichnet ist)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="120"/>
        <source>show the version and exit</source>
        <translation>die Version zeigen und beenden</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="200"/>
        <source>unrecognized arguments: {arguments}</source>
        <translation>unbekannte Argumente: {arguments}</translation>
    </message>
</context>
</TS>
