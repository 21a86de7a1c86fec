<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs" sourcelanguage="en">
<context>
    <name>Accessible</name>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="37"/>
        <source>Card table</source>
        <translation>Karetní stůl</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="44"/>
        <source>{card}, chosen to pass</source>
        <translation>{card}, k předání</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="48"/>
        <source>{card}, playable</source>
        <translation>{card}, lze zahrát</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="49"/>
        <source>{card}, not playable now</source>
        <translation>{card}, teď nelze zahrát</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="55"/>
        <source>{name} played the {card}, which takes the trick</source>
        <translation>{name}: {card}, bere štych</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="58"/>
        <source>{name} played the {card}</source>
        <translation>{name}: {card}</translation>
    </message>
</context>
<context>
    <name>Address</name>
    <message>
        <location filename="../hearts_qt/net/address.py" line="35"/>
        <source>Type the table&apos;s address, such as 192.168.1.20:7531.</source>
        <translation>Zadejte adresu stolu, například 192.168.1.20:7531.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/address.py" line="40"/>
        <source>“{host}” is not an address or a host name.</source>
        <translation>„{host}“ není adresa ani název počítače.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/address.py" line="49"/>
        <source>The address lacks its closing “]”.</source>
        <translation>Adrese chybí uzavírací „]“.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/address.py" line="53"/>
        <source>“{host}” is not an IPv6 address.</source>
        <translation>„{host}“ není adresa IPv6.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/address.py" line="58"/>
        <source>Write the port after a colon: [::1]:7531.</source>
        <translation>Port napište za dvojtečku: [::1]:7531.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/address.py" line="69"/>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>Port musí být číslo od 1 do 65535.</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="34"/>
        <source>Blue lattice</source>
        <translation>Modrá mřížka</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="35"/>
        <source>Red lattice</source>
        <translation>Červená mřížka</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="36"/>
        <source>Green argyle</source>
        <translation>Zelený kárový vzor</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="37"/>
        <source>Rose hearts</source>
        <translation>Růžová srdíčka</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="38"/>
        <source>Navy and gold</source>
        <translation>Tmavě modrá se zlatou</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="39"/>
        <source>The deck&apos;s own back</source>
        <translation>Vlastní rub balíčku</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="46"/>
        <source>Green felt</source>
        <translation>Zelené sukno</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="47"/>
        <source>Blue felt</source>
        <translation>Modré sukno</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="48"/>
        <source>Red felt</source>
        <translation>Červené sukno</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="49"/>
        <source>Wooden table</source>
        <translation>Dřevěný stůl</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="50"/>
        <source>Your own picture</source>
        <translation>Vlastní obrázek</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="56"/>
        <source>The card deck “{name}” cannot be used. {reason}</source>
        <translation>Balíček karet „{name}“ nelze použít. {reason}</translation>
    </message>
</context>
<context>
    <name>AppearanceDialog</name>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="62"/>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="244"/>
        <source>Appearance</source>
        <translation>Vzhled</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="67"/>
        <source>Preview of the table</source>
        <translation>Náhled stolu</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="69"/>
        <source>Card &amp;faces:</source>
        <translation>&amp;Líce karet:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="70"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Rub karet:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="71"/>
        <source>&amp;Table:</source>
        <translation>&amp;Stůl:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="72"/>
        <source>F&amp;our-colour faces (♦ blue, ♣ green)</source>
        <translation>Čtyř&amp;barevné líce (♦ modrá, ♣ zelená)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="73"/>
        <source>Choose a &amp;Picture…</source>
        <translation>Vybrat &amp;obrázek…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="121"/>
        <source>Preview:</source>
        <translation>Náhled:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="132"/>
        <source>On this computer:</source>
        <translation>V tomto počítači:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="227"/>
        <source>A Picture for the Table</source>
        <translation>Obrázek na stůl</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="229"/>
        <source>Pictures ({patterns})</source>
        <translation>Obrázky ({patterns})</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="239"/>
        <source>The table keeps its cloth.</source>
        <translation>Stůl si ponechá dosavadní potah.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="245"/>
        <source>The deck you had stays.</source>
        <translation>Zůstává dosavadní balíček.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="254"/>
        <source>Only the hearts-qt decks have four-colour faces.</source>
        <translation>Čtyřbarevné líce mají jen balíčky hearts-qt.</translation>
    </message>
</context>
<context>
    <name>BonusBox</name>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="54"/>
        <source>Off</source>
        <translation>Vypnuto</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/rules_house.py" line="55"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="17"/>
        <source>Jack</source>
        <translation>kluk</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="18"/>
        <source>Queen</source>
        <translation>dáma</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="19"/>
        <source>King</source>
        <translation>král</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="20"/>
        <source>Ace</source>
        <translation>eso</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="27"/>
        <source>{rank} of {suit}</source>
        <comment>a card in words, as a screen reader says it (Queen of spades, 7 of hearts): {rank} is Jack, Queen, King, Ace or a number, {suit} a suit&apos;s name as in Suit (spades)</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="32"/>
        <source>J</source>
        <comment>the jack&apos;s letter in a card&apos;s short name (J♠): J in English; French writes V (valet), German B (Bube); Czech and Spanish the letter their players use</comment>
        <translation>J</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="38"/>
        <source>Q</source>
        <comment>the queen&apos;s letter in a card&apos;s short name (Q♠): Q in English; French writes D (dame), German D (Dame); Czech and Spanish the letter their players use</comment>
        <translation>Q</translation>
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
        <translation>Hodnoty karet</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_values.py" line="67"/>
        <source>&lt;i&gt;The J♦ has an option of its own on the Rules tab; while it is on, that option is the J♦&apos;s value.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Kárový kluk (J♦) má vlastní volbu na kartě Pravidla; dokud je zapnutá, jeho hodnotu určuje ona.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_values.py" line="77"/>
        <source>Reset to &amp;Classic</source>
        <translation>Obnovit &amp;klasické</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_values.py" line="84"/>
        <source>What each card is worth to whoever takes it (−99 to 99):</source>
        <translation>Kolik každá karta přinese tomu, kdo ji vezme (−99 až 99):</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_values.py" line="111"/>
        <source>&lt;b&gt;At least two cards must be worth points (more than 0): with one alone, whoever took it would shoot the moon every hand.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Body musí mít aspoň dvě karty (víc než 0): s jedinou by ten, kdo ji vezme, vystřelil měsíc v každém kole.&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>CardsPlayedDock</name>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="355"/>
        <source>Cards Played</source>
        <translation>Odehrané karty</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="367"/>
        <source>&amp;Cards Played</source>
        <translation>&amp;Odehrané karty</translation>
    </message>
</context>
<context>
    <name>CardsPlayedPanel</name>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="239"/>
        <source>Shown void in</source>
        <translation>Nemají barvu</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="241"/>
        <source>A player who did not follow the suit led has none left.</source>
        <translation>Kdo nepřiznal vynesenou barvu, už žádnou kartu té barvy nemá.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="316"/>
        <source>{played} of 52 played</source>
        <translation>Odehráno {played} z 52</translation>
    </message>
</context>
<context>
    <name>CheckMyPlay</name>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="100"/>
        <source>Chec&amp;k My Play</source>
        <translation>Kontrola mé hr&amp;y</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="102"/>
        <source>After each hand, the Expert goes over your play</source>
        <translation>Po každém kole Expert projde vaši hru</translation>
    </message>
</context>
<context>
    <name>CheckNotice</name>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="48"/>
        <source>Click to review the hand.</source>
        <translation>Kliknutím kolo prohlédnete.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/check_notice.py" line="55"/>
        <source>Hand {hand}: %n choice(s) to review</source>
        <translation>
            <numerusform>{hand}. kolo: %n volba k prohlédnutí</numerusform>
            <numerusform>{hand}. kolo: %n volby k prohlédnutí</numerusform>
            <numerusform>{hand}. kolo: %n voleb k prohlédnutí</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="59"/>
        <source>Hand {hand}: the Expert agrees</source>
        <translation>{hand}. kolo: Expert souhlasí</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="60"/>
        <source>Hand {hand}: no choice to make</source>
        <translation>{hand}. kolo: nebylo na výběr</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/check_notice.py" line="72"/>
        <source>Hand {hand}: the Expert would have chosen otherwise %n time(s) (about {points} points).</source>
        <translation>
            <numerusform>{hand}. kolo: Expert by %nkrát volil jinak (ztráta zhruba {points} bodu).</numerusform>
            <numerusform>{hand}. kolo: Expert by %nkrát volil jinak (ztráta zhruba {points} bodu).</numerusform>
            <numerusform>{hand}. kolo: Expert by %nkrát volil jinak (ztráta zhruba {points} bodu).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/check_notice.py" line="79"/>
        <source>Hand {hand}: the Expert agrees with all your %n decision(s).</source>
        <translation>
            <numerusform>{hand}. kolo: Expert souhlasí s vaším jediným rozhodnutím.</numerusform>
            <numerusform>{hand}. kolo: Expert souhlasí se všemi %n vašimi rozhodnutími.</numerusform>
            <numerusform>{hand}. kolo: Expert souhlasí se všemi %n vašimi rozhodnutími.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="83"/>
        <source>Hand {hand}: you had no choice to make.</source>
        <translation>{hand}. kolo: neměli jste na výběr.</translation>
    </message>
</context>
<context>
    <name>Cloth</name>
    <message>
        <location filename="../hearts_qt/ui/table/cloth.py" line="131"/>
        <source>The picture {file} is not there any more.</source>
        <translation>Obrázek {file} už neexistuje.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/cloth.py" line="138"/>
        <source>{file} is not a picture hearts-qt can read.</source>
        <translation>{file} není obrázek, který hearts-qt umí přečíst.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/cloth.py" line="141"/>
        <source>The picture {file} is too large.</source>
        <translation>Obrázek {file} je příliš velký.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/cloth.py" line="144"/>
        <source>The picture {file} cannot be read.</source>
        <translation>Obrázek {file} nelze přečíst.</translation>
    </message>
</context>
<context>
    <name>Deal</name>
    <message>
        <location filename="../hearts_qt/ui/deal_caption.py" line="16"/>
        <source>Replay of deal {deal}, hand {hand}</source>
        <translation>Rozdání {deal}, {hand}. kolo (znovu)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_caption.py" line="20"/>
        <source>Deal {deal}</source>
        <translation>Rozdání {deal}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_caption.py" line="21"/>
        <source>Deal {deal}, hand {hand}</source>
        <translation>Rozdání {deal}, {hand}. kolo</translation>
    </message>
</context>
<context>
    <name>DealCommands</name>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="43"/>
        <source>Play &amp;Deal…</source>
        <translation>&amp;Hrát rozdání…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="45"/>
        <location filename="../hearts_qt/ui/deal_commands.py" line="140"/>
        <source>&amp;Back to the Game</source>
        <translation>Návr&amp;at ke hře</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="46"/>
        <source>&amp;Export Game…</source>
        <translation>&amp;Exportovat hru…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="44"/>
        <source>Repla&amp;y This Hand</source>
        <translation>Přehrát toto ko&amp;lo</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="48"/>
        <source>O&amp;pen Game…</source>
        <translation>Otevřít &amp;uloženou hru…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="90"/>
        <source>{deal} · {rules}</source>
        <translation>{deal} · {rules}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="112"/>
        <source>Give up this game and play the deal you typed?</source>
        <translation>Vzdát tuto hru a hrát zadané rozdání?</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="113"/>
        <source>&amp;Play Deal</source>
        <translation>Hrát &amp;rozdání</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="129"/>
        <source>The replay is over.</source>
        <translation>Kolo je dohráno.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="133"/>
        <source>Replay This Hand</source>
        <translation>Přehrát toto kolo</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/deal_commands.py" line="135"/>
        <source>The replay is over: you took %n point(s).</source>
        <translation>
            <numerusform>Kolo je dohráno: vzali jste %n bod.</numerusform>
            <numerusform>Kolo je dohráno: vzali jste %n body.</numerusform>
            <numerusform>Kolo je dohráno: vzali jste %n bodů.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="139"/>
        <source>Your game goes on where you left it.</source>
        <translation>Vaše hra pokračuje tam, kde jste skončili.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="141"/>
        <source>Replay &amp;Again</source>
        <translation>Přehrát &amp;znovu</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="167"/>
        <source>Hearts games (*{suffix});;All files (*)</source>
        <translation>Hry Srdce (*{suffix});;Všechny soubory (*)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="179"/>
        <location filename="../hearts_qt/ui/deal_commands.py" line="193"/>
        <source>Export Game</source>
        <translation>Exportovat hru</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="181"/>
        <source>deal-{deal}</source>
        <translation>rozdani-{deal}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="197"/>
        <source>The game was saved as {file}.</source>
        <translation>Hra byla uložena jako {file}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="202"/>
        <location filename="../hearts_qt/ui/deal_commands.py" line="215"/>
        <source>Open Game</source>
        <translation>Otevřít hru</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="220"/>
        <source>Give up this game and continue the one you opened?</source>
        <translation>Vzdát tuto hru a pokračovat v otevřené?</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="221"/>
        <source>&amp;Open Game</source>
        <translation>&amp;Otevřít hru</translation>
    </message>
</context>
<context>
    <name>DealNumberDialog</name>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="47"/>
        <source>Play Deal</source>
        <translation>Hrát rozdání</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="53"/>
        <source>Deal &amp;number:</source>
        <translation>Číslo &amp;rozdání:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="57"/>
        <source>Every game has a deal number, shown in the title bar. Type one a friend gives you to play the same cards, under the same rules, in every hand.</source>
        <translation>Každá hra má číslo rozdání, které vidíte v záhlaví okna. Zadejte číslo od kamaráda a v každém kole budete hrát se stejnými kartami a podle stejných pravidel.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="71"/>
        <source>&amp;Play</source>
        <translation>&amp;Hrát</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="104"/>
        <source>Type a deal number, from {first} to {last}.</source>
        <translation>Zadejte číslo rozdání od {first} do {last}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="109"/>
        <source>“{typed}” is not a deal number: a deal number has only digits, such as {example}.</source>
        <translation>„{typed}“ není číslo rozdání: číslo rozdání má jen číslice, například {example}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="112"/>
        <source>Deal numbers start at {first}: there is no deal {typed}.</source>
        <translation>Čísla rozdání začínají od {first}: rozdání {typed} neexistuje.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="115"/>
        <source>Deal numbers go up to {last}: {typed} is too large.</source>
        <translation>Čísla rozdání končí u {last}: {typed} je příliš velké.</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <location filename="../hearts_qt/ui/decks.py" line="136"/>
        <source>Classic</source>
        <translation>Klasický</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/decks.py" line="137"/>
        <source>Large index</source>
        <translation>Velké indexy</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="117"/>
        <source>Its index.desktop is too large to be a card deck&apos;s index.</source>
        <translation>Jeho soubor index.desktop je na popis balíčku karet příliš velký.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="121"/>
        <source>Its index.desktop cannot be read.</source>
        <translation>Jeho soubor index.desktop nelze přečíst.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="124"/>
        <source>Its index.desktop has no [KDE Backdeck] section.</source>
        <translation>Jeho soubor index.desktop nemá oddíl [KDE Backdeck].</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="127"/>
        <source>Its index.desktop names no SVG file.</source>
        <translation>Jeho soubor index.desktop neuvádí žádný soubor SVG.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="130"/>
        <source>Its index.desktop names an SVG file outside the deck&apos;s folder.</source>
        <translation>Jeho soubor index.desktop uvádí soubor SVG mimo složku balíčku.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="174"/>
        <source>It is no longer installed on this computer.</source>
        <translation>V tomto počítači už není nainstalován.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="187"/>
        <source>Its file {file} is not an SVG picture that can be read.</source>
        <translation>Jeho soubor {file} není čitelný obrázek SVG.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="195"/>
        <source>Its picture lacks {count} of the 53 cards it must have ({elements}).</source>
        <translation>V jeho obrázku chybí {count} z 53 povinných karet ({elements}).</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="202"/>
        <source>Its cards are not upright playing cards.</source>
        <translation>Jeho karty nejsou hrací karty na výšku.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="212"/>
        <source>Its file {file} is too large for a card deck.</source>
        <translation>Jeho soubor {file} je na balíček karet příliš velký.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="218"/>
        <source>The file {file} that it names is missing.</source>
        <translation>Soubor {file}, který uvádí, chybí.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="227"/>
        <source>Its file {file} cannot be read.</source>
        <translation>Jeho soubor {file} nelze přečíst.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="232"/>
        <source>Its file {file} is damaged (it does not unzip).</source>
        <translation>Jeho soubor {file} je poškozený (nejde rozbalit).</translation>
    </message>
</context>
<context>
    <name>Discovery</name>
    <message>
        <location filename="../hearts_qt/net/discovery.py" line="391"/>
        <source>this computer has no IPv4 address</source>
        <translation>tento počítač nemá adresu IPv4</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="38"/>
        <source>The game could not be saved as “{file}”: {reason}.</source>
        <translation>Hru nelze uložit jako „{file}“: {reason}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="51"/>
        <source>“{file}” is not a file that can be opened.</source>
        <translation>„{file}“ není soubor, který lze otevřít.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="55"/>
        <source>“{file}” could not be read: {reason}.</source>
        <translation>Soubor „{file}“ nelze přečíst: {reason}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="60"/>
        <source>“{file}” is not there.</source>
        <translation>Soubor „{file}“ neexistuje.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="63"/>
        <source>“{file}” is too large to be a game of Hearts ({size} MB or more).</source>
        <translation>Soubor „{file}“ je na hru Srdce příliš velký ({size} MB nebo více).</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="77"/>
        <source>“{file}” is not a game saved by Hearts.</source>
        <translation>Soubor „{file}“ není uložená hra Srdce.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="78"/>
        <source>“{file}” is damaged or incomplete, so it cannot be opened.</source>
        <translation>Soubor „{file}“ je poškozený nebo neúplný, a proto ho nelze otevřít.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="81"/>
        <source>“{file}” was saved by a newer version of Hearts: update Hearts to open it.</source>
        <translation>Soubor „{file}“ uložila novější verze hry Srdce: chcete-li ho otevřít, aktualizujte hru.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="84"/>
        <source>The cards or the scores in “{file}” do not make a legal game of Hearts: the file is damaged or has been changed.</source>
        <translation>Karty nebo body v souboru „{file}“ netvoří platnou hru Srdce: soubor je poškozený nebo byl změněn.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/game_over.py" line="74"/>
        <source>Game Over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/game_over.py" line="84"/>
        <source>Rules: {rules}</source>
        <translation>Pravidla: {rules}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/game_over.py" line="92"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Hrát znovu</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/game_over.py" line="139"/>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/game_over.py" line="143"/>
        <source>Points</source>
        <translation>Body</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="34"/>
        <source>It is the only card you may play.</source>
        <translation>Je to jediná karta, kterou smíte zahrát.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="36"/>
        <source>Takes a point so that {seat} cannot shoot the moon.</source>
        <translation>Bere bod, aby {seat} nemohl střelit měsíc.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="40"/>
        <source>Dumps the {card} while you are void in {suit}.</source>
        <translation>Odhodí {card}, protože nemáte {suit}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="44"/>
        <source>Takes a trick that surely holds no points.</source>
        <translation>Bere štych, ve kterém jistě nejsou body.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="46"/>
        <source>Plays under the {other}, so you do not take the trick.</source>
        <translation>Hraje pod {other}, takže štych nevezmete.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="50"/>
        <source>Keeps the {other} as a safe exit in {suit}.</source>
        <translation>Nechává si {other} jako bezpečnou únikovou kartu ({suit}).</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="54"/>
        <source>Gives away the {cards}: the cards most likely to cost you points.</source>
        <translation>Předává {cards}: karty, které by vás nejspíš stály body.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="58"/>
        <source>Leaves you void in {suit}, free to discard when it is led.</source>
        <translation>Nebudete mít {suit}, takže když se vynesou, můžete odhazovat.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="63"/>
        <source>Runs for the moon: aims to take every card that scores. Expected: {points} points this hand.</source>
        <translation>Jde na měsíc: snaží se vzít všechny karty, které mají body. Očekávané body v tomto kole: {points}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="69"/>
        <source>Keeps your winners to run for the moon. Expected: {points} points this hand.</source>
        <translation>Nechá vám vítězné karty, abyste mohli střelit měsíc. Očekávané body v tomto kole: {points}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="73"/>
        <source>Expected: {points} points this hand; next best, {other}: {next}.</source>
        <translation>Očekávané body v tomto kole: {points}; druhá nejlepší volba, {other}: {next}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="76"/>
        <source>Expected: {points} points this hand.</source>
        <translation>Očekávané body v tomto kole: {points}.</translation>
    </message>
</context>
<context>
    <name>HostCommands</name>
    <message>
        <location filename="../hearts_qt/ui/hosting.py" line="77"/>
        <source>The table cannot be served on port {port}: {error}. Choose another port, or any free port.</source>
        <translation>Stůl nelze nabídnout na portu {port}: {error}. Zvolte jiný port nebo libovolný volný port.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="79"/>
        <source>Host Table</source>
        <translation>Založit stůl</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="89"/>
        <source>{name}’s table</source>
        <translation>Stůl hráče {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="95"/>
        <source>&amp;Any free port</source>
        <translation>&amp;Libovolný volný port</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="99"/>
        <source>None: anyone may sit down</source>
        <translation>Žádné: přisednout může kdokoli</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="102"/>
        <source>&amp;Change the Rules…</source>
        <translation>&amp;Změnit pravidla…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="116"/>
        <source>&amp;Open the Table</source>
        <translation>&amp;Otevřít stůl</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="132"/>
        <source>Table &amp;name:</source>
        <translation>&amp;Název stolu:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="137"/>
        <source>&amp;Port:</source>
        <translation>Po&amp;rt:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="144"/>
        <source>Rules:</source>
        <translation>Pravidla:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="146"/>
        <source>Computer at &amp;West:</source>
        <translation>Počítač na zápa&amp;dě:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="140"/>
        <source>Pa&amp;ssword:</source>
        <translation>&amp;Heslo:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/player_name.py" line="33"/>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="131"/>
        <source>&amp;Your name:</source>
        <translation>Vaše &amp;jméno:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="147"/>
        <source>Computer at Nor&amp;th:</source>
        <translation>Počítač na &amp;severu:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="148"/>
        <source>Computer at &amp;East:</source>
        <translation>Počítač na &amp;východě:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="154"/>
        <source>&lt;i&gt;You sit South. Friends take the free seats in the order they join; when you start the game, computers take the seats still free.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Sedíte na jihu. Přátelé obsadí volná místa v pořadí, v jakém se připojí; když hru zahájíte, zbylá volná místa obsadí počítače.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="169"/>
        <source>&amp;Resume “{table}” at hand {hand}, with {names}</source>
        <translation>&amp;Pokračovat u stolu „{table}“ v {hand}. kole, s hráči {names}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="172"/>
        <source>&amp;Resume “{table}” at hand {hand}</source>
        <translation>&amp;Pokračovat u stolu „{table}“ v {hand}. kole</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/host_dialog.py" line="203"/>
        <source>a game of %n hand(s)</source>
        <translation>
            <numerusform>hra na %n kolo</numerusform>
            <numerusform>hra na %n kola</numerusform>
            <numerusform>hra na %n kol</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/host_dialog.py" line="205"/>
        <source>a game to %n point(s)</source>
        <translation>
            <numerusform>hra do %n bodu</numerusform>
            <numerusform>hra do %n bodů</numerusform>
            <numerusform>hra do %n bodů</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="208"/>
        <source>{rules}: {end}, as in the saved game</source>
        <translation>{rules}: {end}, jako v uložené hře</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="210"/>
        <source>{rules}: {end}, as in Options</source>
        <translation>{rules}: {end}, jako v Možnostech</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="213"/>
        <source>{end}, as in the saved game</source>
        <translation>{end}, jako v uložené hře</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="214"/>
        <source>{end}, as in Options</source>
        <translation>{end}, jako v Možnostech</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="241"/>
        <source>Type the name your friends will see at the table (printable characters).</source>
        <translation>Napište jméno, které vaši přátelé u stolu uvidí (tisknutelné znaky).</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="246"/>
        <source>The table’s name and password cannot hold tabs or other control characters.</source>
        <translation>Název stolu a heslo nesmějí obsahovat tabulátory ani jiné řídicí znaky.</translation>
    </message>
</context>
<context>
    <name>HouseRulesTab</name>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/rules_house.py" line="87"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="89"/>
        <source>Le&amp;ft</source>
        <translation>&amp;Doleva</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="90"/>
        <source>Ri&amp;ght</source>
        <translation>Dop&amp;rava</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="91"/>
        <source>&amp;Across</source>
        <translation>&amp;Naproti</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="92"/>
        <source>&amp;Hold (no pass)</source>
        <translation>&amp;Bez předávání</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="96"/>
        <source>The holder of the 2♣ leads it</source>
        <translation>Kdo má 2♣, vynese ji</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="98"/>
        <source>The player left of the dealer, any card</source>
        <translation>Hráč vlevo od rozdávajícího, libovolnou kartou</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="100"/>
        <source>H&amp;earts may be led at any time</source>
        <translation>Srdce se smějí vynášet kdykol&amp;i</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="101"/>
        <source>Card &amp;Values…</source>
        <translation>Hodnoty kar&amp;et…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="106"/>
        <source>Perfect 100: a total of e&amp;xactly the target score drops to half of it</source>
        <translation>Přesná stovka: kdo skončí kolo přesně na cílovém počtu bodů, klesne na polovin&amp;u</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="111"/>
        <source>No share&amp;d wins: a tie for the lowest total plays on</source>
        <translation>Žádné dě&amp;lené vítězství: při shodě nejnižšího součtu se hraje dál</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="128"/>
        <source>Cards pa&amp;ssed:</source>
        <translation>Počet &amp;karet k předání:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="135"/>
        <source>Passed, hand by hand:</source>
        <translation>Kam se předává, kolo po kole:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="136"/>
        <source>&amp;Who leads the first trick:</source>
        <translation>Kdo &amp;vynáší do prvního štychu:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="144"/>
        <source>Taking no tric&amp;k scores:</source>
        <translation>Hráč bez štychu &amp;získá:</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="26"/>
        <source>Cards are not being passed now.</source>
        <translation>Teď se karty nepředávají.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="27"/>
        <source>The cards are still being passed.</source>
        <translation>Karty se ještě předávají.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="28"/>
        <source>The hand is over.</source>
        <translation>Kolo skončilo.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="29"/>
        <source>There is no pass in this hand.</source>
        <translation>V tomto kole se nepředává.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="30"/>
        <source>{seat} has already chosen the cards to pass.</source>
        <translation>{seat} už karty k předání vybral.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="33"/>
        <source>Pass exactly three cards.</source>
        <translation>Předejte přesně tři karty.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="34"/>
        <source>Pass exactly four cards.</source>
        <translation>Předejte přesně čtyři karty.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="35"/>
        <source>Pass exactly five cards.</source>
        <translation>Předejte přesně pět karet.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="36"/>
        <source>The cards passed must all be different.</source>
        <translation>Předávané karty musí být každá jiná.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="37"/>
        <source>{seat} does not hold the {card}.</source>
        <translation>{seat} nemá {card}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="38"/>
        <source>It is {turn}&apos;s turn, not {seat}&apos;s.</source>
        <translation>Na tahu je {turn}, ne {seat}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="39"/>
        <source>The 2♣ leads the first trick.</source>
        <translation>První štych se vynáší 2♣.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="40"/>
        <source>You must follow suit: {suit}.</source>
        <translation>Musíte přiznat barvu: {suit}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="41"/>
        <source>Hearts have not been broken.</source>
        <translation>Srdce ještě nejsou zlomená.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="42"/>
        <source>No hearts and not the Q♠ on the first trick.</source>
        <translation>V prvním štychu nesmí padnout srdce ani Q♠.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="45"/>
        <source>No card that costs points may be played to the first trick.</source>
        <translation>Do prvního štychu nesmí padnout žádná karta, která stojí body.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="48"/>
        <source>{seat} shot the moon and must first choose how it is scored.</source>
        <translation>{seat} vystřelil(a) měsíc a musí nejdřív zvolit, jak se bude počítat.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="51"/>
        <source>Nobody has a moon to score now.</source>
        <translation>Teď nikdo nemá měsíc k započtení.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="52"/>
        <source>{turn} shot the moon and chooses how it is scored, not {seat}.</source>
        <translation>Měsíc vystřelil(a) {turn} a o jeho počítání rozhoduje sám (sama), ne {seat}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="55"/>
        <source>The moon is scored either as points for the others or as points off the shooter.</source>
        <translation>Měsíc se počítá buď jako body pro ostatní, nebo jako body odečtené střelci.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="59"/>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="60"/>
        <source>The current hand is not finished.</source>
        <translation>Rozehrané kolo ještě neskončilo.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="61"/>
        <source>No hand has been dealt yet.</source>
        <translation>Zatím nebylo nic rozdáno.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="57"/>
        <source>Join Table</source>
        <translation>Připojit se ke stolu</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="62"/>
        <source>Tables on this network</source>
        <translation>Stoly v této síti</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="67"/>
        <source>192.168.1.20:7531</source>
        <translation>192.168.1.20:7531</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="77"/>
        <source>&amp;Join</source>
        <translation>&amp;Připojit</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="104"/>
        <source>Your &amp;name:</source>
        <translation>Vaše &amp;jméno:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="105"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresa:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="106"/>
        <source>&amp;Password:</source>
        <translation>&amp;Heslo:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="110"/>
        <source>&amp;Tables on this network:</source>
        <translation>&amp;Stoly v této síti:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="121"/>
        <source>Looking for tables… (or type a table&apos;s address below)</source>
        <translation>Hledám stoly… (nebo adresu stolu napište níže)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="122"/>
        <source>No tables can be found on this network; type a table&apos;s address below.</source>
        <translation>V této síti nelze stoly vyhledat; adresu stolu napište níže.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="161"/>
        <source>A table</source>
        <translation>Stůl</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="163"/>
        <source>{table} — another version of hearts-qt</source>
        <translation>{table} — jiná verze hearts-qt</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/join_dialog.py" line="164"/>
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n volné místo</numerusform>
            <numerusform>%n volná místa</numerusform>
            <numerusform>%n volných míst</numerusform>
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
        <translation>{table} (s heslem)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="169"/>
        <source>{table}, encrypted</source>
        <translation>{table}, šifrováno</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="184"/>
        <source>Type the name the others will see at the table.</source>
        <translation>Napište jméno, které ostatní u stolu uvidí.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="204"/>
        <source>Asking the table at {address} for a seat (encrypted)…</source>
        <translation>Žádám stůl na adrese {address} o místo (šifrovaně)…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="206"/>
        <source>Asking the table at {address} for a seat (not encrypted)…</source>
        <translation>Žádám stůl na adrese {address} o místo (nešifrovaně)…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="270"/>
        <source>No computer called {host} was found on the network.</source>
        <translation>V síti nebyl nalezen žádný počítač jménem {host}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="272"/>
        <source>No table is being served at {address}.</source>
        <translation>Na adrese {address} se žádný stůl nenabízí.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="278"/>
        <source>No authority vouches for the certificate of the table at {address}. Its fingerprint (SHA-256) is:

{fingerprint}

Ask the host whether theirs is the same (hearts-qt-server prints it as it starts). Trust this table&apos;s certificate and join?</source>
        <translation>Za certifikát stolu na adrese {address} neručí žádná certifikační autorita. Jeho otisk (SHA-256) je:

{fingerprint}

Zeptejte se hostitele, zda je jeho otisk stejný (hearts-qt-server jej vypíše při spuštění). Důvěřovat certifikátu tohoto stolu a připojit se?</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="283"/>
        <source>Trust This Table?</source>
        <translation>Důvěřovat tomuto stolu?</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="292"/>
        <source>Not joined: the table&apos;s certificate is not trusted.</source>
        <translation>Nepřipojeno: certifikátu stolu nedůvěřujete.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="297"/>
        <source>The trusted certificate cannot be remembered: {problem}</source>
        <translation>Důvěryhodný certifikát nelze uložit: {problem}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="273"/>
        <location filename="../hearts_qt/ui/join_dialog.py" line="306"/>
        <source>No table answered at {address}.</source>
        <translation>Na adrese {address} neodpověděl žádný stůl.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="52"/>
        <source>Easy</source>
        <translation>Snadná</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="53"/>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="54"/>
        <source>Hard</source>
        <translation>Těžká</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="55"/>
        <source>Expert</source>
        <translation>Expertní</translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="53"/>
        <source>Table “{table}”</source>
        <translation>Stůl „{table}“</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="63"/>
        <location filename="../hearts_qt/ui/lobby.py" line="142"/>
        <source>&amp;Start the Game</source>
        <translation>&amp;Zahájit hru</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="65"/>
        <source>&amp;Take Your Seat</source>
        <translation>&amp;Posadit se</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="67"/>
        <source>&amp;Close Table</source>
        <translation>Zavřít &amp;stůl</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="83"/>
        <source>The table’s address, for your friends</source>
        <translation>Adresa stolu pro vaše přátele</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="88"/>
        <source>This computer is on no network: only players on this computer can join, at this address.</source>
        <translation>Tento počítač není připojen k žádné síti: na této adrese se mohou připojit jen hráči na tomto počítači.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="93"/>
        <source>Friends join with Game ▸ Join Table…, this address and the password.</source>
        <translation>Přátelé se připojí přes Hra ▸ Připojit se ke stolu…, touto adresou a heslem.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="95"/>
        <source>Friends join with Game ▸ Join Table… and this address.</source>
        <translation>Přátelé se připojí přes Hra ▸ Připojit se ke stolu… a touto adresou.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="99"/>
        <source>The table’s address</source>
        <translation>Adresa stolu</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="100"/>
        <source>Copy</source>
        <translation>Kopírovat</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="112"/>
        <source>At the table</source>
        <translation>U stolu</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="137"/>
        <source>(a free seat)</source>
        <translation>(volné místo)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="142"/>
        <source>&amp;Start a New Game</source>
        <translation>Zahájit &amp;novou hru</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="150"/>
        <source>here</source>
        <translation>přítomen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="152"/>
        <source>a computer ({level}) if nobody sits here</source>
        <translation>počítač ({level}), pokud si sem nikdo nesedne</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="154"/>
        <source>a computer ({level})</source>
        <translation>počítač ({level})</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="156"/>
        <source>away: a computer ({level}) plays until they are back</source>
        <translation>pryč: dokud se nevrátí, hraje za něj počítač ({level})</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="159"/>
        <source>away: the seat waits for them</source>
        <translation>pryč: místo na něj čeká</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="70"/>
        <location filename="../hearts_qt/ui/main_window.py" line="550"/>
        <location filename="../hearts_qt/ui/main_window.py" line="695"/>
        <source>Hearts</source>
        <translation>Srdce</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="147"/>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="149"/>
        <location filename="../hearts_qt/ui/main_window.py" line="334"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nová hra</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="150"/>
        <source>&amp;Join Table…</source>
        <translation>Připo&amp;jit se ke stolu…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="151"/>
        <source>&amp;Leave Table</source>
        <translation>O&amp;dejít od stolu</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="152"/>
        <source>Host T&amp;able…</source>
        <translation>Zalo&amp;žit stůl…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="158"/>
        <location filename="../hearts_qt/ui/main_window.py" line="369"/>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="160"/>
        <location filename="../hearts_qt/ui/main_window.py" line="374"/>
        <source>&amp;Redo</source>
        <translation>&amp;Opakovat</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="166"/>
        <source>&amp;Hint</source>
        <translation>&amp;Rada</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="169"/>
        <source>&amp;Claim the Rest</source>
        <translation>&amp;Vzít zbytek</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="176"/>
        <source>Score &amp;Sheet</source>
        <translation>&amp;Tabulka bodů</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="183"/>
        <source>&amp;Options…</source>
        <translation>&amp;Možnosti…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="184"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistiky…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="187"/>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="189"/>
        <source>&amp;View</source>
        <translation>&amp;Zobrazit</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="190"/>
        <source>&amp;Animation Speed</source>
        <translation>Rychlost &amp;animace</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="193"/>
        <source>&amp;Off</source>
        <translation>&amp;Vypnuto</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="194"/>
        <source>&amp;Fast</source>
        <translation>&amp;Rychlá</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="195"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normální</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="196"/>
        <source>&amp;Slow</source>
        <translation>&amp;Pomalá</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="205"/>
        <source>Show &amp;Playable Cards</source>
        <translation>Označovat &amp;hratelné karty</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="208"/>
        <source>Score Sheet After Each &amp;Hand</source>
        <translation>Tabulka bodů po každém &amp;kole</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="211"/>
        <source>&amp;Four-Colour Deck</source>
        <translation>Čtyř&amp;barevné karty</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="213"/>
        <source>Card &amp;Back</source>
        <translation>&amp;Rub karet</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="221"/>
        <source>Appearanc&amp;e…</source>
        <translation>&amp;Vzhled…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="224"/>
        <source>&amp;Sound</source>
        <translation>&amp;Zvuk</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="225"/>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Celá obrazovka</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="231"/>
        <source>&amp;Help</source>
        <translation>Nápo&amp;věda</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="234"/>
        <source>&amp;Rules of Hearts</source>
        <translation>&amp;Pravidla hry Srdce</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="238"/>
        <source>&amp;About Hearts</source>
        <translation>&amp;O hře Srdce</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="329"/>
        <source>New Game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="330"/>
        <source>Give up this game and deal a new one?</source>
        <translation>Vzdát tuto hru a rozdat novou?</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="333"/>
        <source>It will count as abandoned in the statistics.</source>
        <translation>Ve statistikách se započítá jako vzdaná.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="335"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Hrát dál</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="351"/>
        <source>A hint is given when it is your turn.</source>
        <translation>Radu dostanete, až budete na tahu.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="372"/>
        <source>&amp;Undo {step}</source>
        <translation>&amp;Zpět: {step}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="376"/>
        <source>&amp;Redo {step}</source>
        <translation>&amp;Opakovat: {step}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="381"/>
        <source>A network game has no undo</source>
        <translation>Síťová hra nemá tah zpět</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="389"/>
        <source>Pass</source>
        <comment>an undo or redo step</comment>
        <translation>předání</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="391"/>
        <source>Play of {card}</source>
        <comment>an undo or redo step</comment>
        <translation>zahrání {card}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="593"/>
        <source>About Hearts</source>
        <translation>O hře Srdce</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="595"/>
        <source>&lt;h3&gt;Hearts {version}&lt;/h3&gt;&lt;p&gt;The card game Hearts against three honest computer players.&lt;/p&gt;&lt;p&gt;Card art and code by the hearts-qt developers, GPL-3.0-or-later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Srdce {version}&lt;/h3&gt;&lt;p&gt;Karetní hra Srdce proti třem poctivým počítačovým hráčům.&lt;/p&gt;&lt;p&gt;Kresby karet a kód: vývojáři hearts-qt, GPL-3.0-or-later.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="53"/>
        <location filename="../hearts_qt/ui/table/messages.py" line="58"/>
        <source>No passing this hand.</source>
        <translation>V tomto kole se nepředává.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="62"/>
        <source>Waiting for the others to pass…</source>
        <translation>Čeká se, až ostatní předají…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="72"/>
        <source>{name} passed you their cards.</source>
        <translation>{name} vám předává své karty.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="81"/>
        <source>from {name}</source>
        <translation>od: {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="89"/>
        <source>{name} is to play: wait for your turn.</source>
        <translation>Na tahu je {name}: počkejte, až budete na řadě.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="92"/>
        <source>Wait for the trick to be taken.</source>
        <translation>Počkejte, než někdo štych vezme.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="48"/>
        <source>Choose %n card(s) to pass to the left.</source>
        <translation>
            <numerusform>Vyberte %n kartu k předání doleva.</numerusform>
            <numerusform>Vyberte %n karty k předání doleva.</numerusform>
            <numerusform>Vyberte %n karet k předání doleva.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="42"/>
        <source>Choose %n more card(s) to pass to the left.</source>
        <translation>
            <numerusform>Vyberte ještě %n kartu k předání doleva.</numerusform>
            <numerusform>Vyberte ještě %n karty k předání doleva.</numerusform>
            <numerusform>Vyberte ještě %n karet k předání doleva.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="44"/>
        <source>Choose %n more card(s) to pass to the right.</source>
        <translation>
            <numerusform>Vyberte ještě %n kartu k předání doprava.</numerusform>
            <numerusform>Vyberte ještě %n karty k předání doprava.</numerusform>
            <numerusform>Vyberte ještě %n karet k předání doprava.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="46"/>
        <source>Choose %n more card(s) to pass across.</source>
        <translation>
            <numerusform>Vyberte ještě %n kartu k předání naproti.</numerusform>
            <numerusform>Vyberte ještě %n karty k předání naproti.</numerusform>
            <numerusform>Vyberte ještě %n karet k předání naproti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="50"/>
        <source>Choose %n card(s) to pass to the right.</source>
        <translation>
            <numerusform>Vyberte %n kartu k předání doprava.</numerusform>
            <numerusform>Vyberte %n karty k předání doprava.</numerusform>
            <numerusform>Vyberte %n karet k předání doprava.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="52"/>
        <source>Choose %n card(s) to pass across.</source>
        <translation>
            <numerusform>Vyberte %n kartu k předání naproti.</numerusform>
            <numerusform>Vyberte %n karty k předání naproti.</numerusform>
            <numerusform>Vyberte %n karet k předání naproti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="59"/>
        <source>The players choose %n card(s) to pass.</source>
        <translation>
            <numerusform>Hráči vybírají %n kartu k předání.</numerusform>
            <numerusform>Hráči vybírají %n karty k předání.</numerusform>
            <numerusform>Hráči vybírají %n karet k předání.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="65"/>
        <source>Click “{button}” (or press P) to pass these %n card(s).</source>
        <translation>
            <numerusform>Klikněte na „{button}“ (nebo stiskněte P) a tuto %n kartu předáte.</numerusform>
            <numerusform>Klikněte na „{button}“ (nebo stiskněte P) a tyto %n karty předáte.</numerusform>
            <numerusform>Klikněte na „{button}“ (nebo stiskněte P) a těchto %n karet předáte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="73"/>
        <source>You received {cards} and {last} from {name}.</source>
        <translation>{name} vám předává {cards} a {last}.</translation>
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
            <numerusform>Nejdřív vyberte karty k předání ({count}): zatím vybrána %n.</numerusform>
            <numerusform>Nejdřív vyberte karty k předání ({count}): zatím vybrány %n.</numerusform>
            <numerusform>Nejdřív vyberte karty k předání ({count}): zatím vybráno %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="96"/>
        <source>%n cards are chosen: put one back to choose another.</source>
        <translation>
            <numerusform>Vybrána je %n karta: jednu vraťte, chcete-li vybrat jinou.</numerusform>
            <numerusform>Vybrány jsou %n karty: jednu vraťte, chcete-li vybrat jinou.</numerusform>
            <numerusform>Vybráno je %n karet: jednu vraťte, chcete-li vybrat jinou.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="99"/>
        <source>The cards have been passed.</source>
        <translation>Karty jsou předány.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="104"/>
        <source>Your turn.</source>
        <translation>Jste na tahu.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="107"/>
        <source>Your lead.</source>
        <translation>Vynášíte.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="113"/>
        <source>You deal; {leader} leads.</source>
        <translation>Rozdáváte vy; vynáší {leader}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="115"/>
        <source>{dealer} deals; you lead.</source>
        <translation>Rozdává {dealer}; vynášíte vy.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="116"/>
        <source>{dealer} deals; {leader} leads.</source>
        <translation>Rozdává {dealer}; vynáší {leader}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="121"/>
        <source>{name} is thinking…</source>
        <translation>{name} přemýšlí…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="125"/>
        <source>You play the {card}.</source>
        <translation>Hrajete {card}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="126"/>
        <source>{name} plays the {card}.</source>
        <translation>{name} hraje {card}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="135"/>
        <source>You take the trick.</source>
        <translation>Berete štych.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="136"/>
        <source>You take the trick and {points} point(s).</source>
        <translation>
            <numerusform>Berete štych a {points} bod.</numerusform>
            <numerusform>Berete štych a {points} body.</numerusform>
            <numerusform>Berete štych a {points} bodů.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="140"/>
        <source>{name} takes the trick.</source>
        <translation>{name} bere štych.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="141"/>
        <source>{name} takes the trick and {points} point(s).</source>
        <translation>
            <numerusform>{name} bere štych a {points} bod.</numerusform>
            <numerusform>{name} bere štych a {points} body.</numerusform>
            <numerusform>{name} bere štych a {points} bodů.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="163"/>
        <source>Trick {number}: you took it</source>
        <translation>Štych {number}: berete vy</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="164"/>
        <source>Trick {number}: {name} took it</source>
        <translation>Štych {number}: bere {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="168"/>
        <source>No trick has been taken in this hand yet.</source>
        <translation>V tomto kole ještě nikdo nevzal štych.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="170"/>
        <source>You have taken no trick in this hand.</source>
        <translation>V tomto kole jste ještě nevzali žádný štych.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="171"/>
        <source>{name} has taken no trick in this hand.</source>
        <translation>{name} v tomto kole nemá žádný štych.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="174"/>
        <source>Hearts are broken.</source>
        <translation>Srdce jsou zlomená.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="181"/>
        <source>Hand {number} is over. Click the table or press Enter to go on.</source>
        <translation>{number}. kolo skončilo. Pokračujte kliknutím na stůl nebo klávesou Enter.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="183"/>
        <source>Hand {number} is over. Click the table to go on.</source>
        <translation>{number}. kolo skončilo. Pokračujte kliknutím na stůl.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="189"/>
        <source>You shot the sun!</source>
        <translation>Střelili jste do slunce!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="190"/>
        <source>{name} shot the sun!</source>
        <translation>Střílení do slunce: {name}!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="193"/>
        <source>You shot the moon!</source>
        <translation>Střelili jste měsíc!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="194"/>
        <source>{name} shot the moon!</source>
        <translation>Střílení měsíce: {name}!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="199"/>
        <source>End of hand {number}</source>
        <translation>Konec {number}. kola</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="202"/>
        <source>Click the table to go on · F9 shows the score sheet</source>
        <translation>Pokračujte kliknutím na stůl · F9 ukáže tabulku bodů</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="207"/>
        <source>This hand</source>
        <translation>Toto kolo</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="211"/>
        <location filename="../hearts_qt/ui/table/messages.py" line="217"/>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="222"/>
        <source>You win the game!</source>
        <translation>Vyhráli jste hru!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="224"/>
        <source>{name} wins the game.</source>
        <translation>Hru vyhrává {name}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="226"/>
        <source>{names} share the win.</source>
        <translation>O vítězství se dělí {names}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="229"/>
        <source>New Game in the Game menu plays again.</source>
        <translation>Novou hru začnete v nabídce Hra ▸ Nová hra.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="234"/>
        <source>Hint: play the {card}.</source>
        <translation>Rada: zahrajte {card}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="237"/>
        <source>Hint: pass the {cards}.</source>
        <translation>Rada: předejte {cards}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="242"/>
        <source>Your cards take every remaining trick: you may claim them.</source>
        <translation>Vaše karty vezmou všechny zbývající štychy: můžete si vzít zbytek.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="246"/>
        <source>You claim the rest of the hand.</source>
        <translation>Berete zbytek kola.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="247"/>
        <source>{name} claims the rest of the hand.</source>
        <translation>{name} bere zbytek kola.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="250"/>
        <source>No points are left to take: the rest of the hand is played out.</source>
        <translation>Už nezbývají žádné body: zbytek kola se dohraje sám.</translation>
    </message>
</context>
<context>
    <name>MoonDialog</name>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="44"/>
        <source>New Moon</source>
        <translation>Nový měsíc</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="47"/>
        <source>You shot the sun!</source>
        <translation>Střelili jste do slunce!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="47"/>
        <source>You shot the moon!</source>
        <translation>Střelili jste měsíc!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="50"/>
        <source>Choose how this hand is scored:</source>
        <translation>Zvolte, jak se toto kolo započítá:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="53"/>
        <source>&amp;Add {value} to each opponent</source>
        <translation>&amp;Přičíst {value} každému soupeři</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="57"/>
        <source>&amp;Subtract {value} from your score</source>
        <translation>&amp;Odečíst {value} od vašich bodů</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="75"/>
        <source>You shot the sun: choose how it is scored.</source>
        <translation>Vystřelili jste slunce: zvolte, jak se započítá.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="76"/>
        <source>You shot the moon: choose how it is scored.</source>
        <translation>Vystřelili jste měsíc: zvolte, jak se započítá.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="88"/>
        <source>{name} {total}</source>
        <translation>{name} {total}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="103"/>
        <source>{names}: exactly {target}, down to {half}.</source>
        <translation>{names}: přesně {target}, pokles na {half}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="111"/>
        <source>The game goes on.</source>
        <translation>Hra pokračuje.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="114"/>
        <source>You win the game.</source>
        <translation>Vyhráváte hru.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="116"/>
        <source>The game ends: you share the win.</source>
        <translation>Hra končí: o vítězství se dělíte.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="119"/>
        <source>The game ends and you lose: {name} wins.</source>
        <translation>Hra končí a prohráváte: vyhrává {name}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="120"/>
        <source>The game ends and you lose: {names} share the win.</source>
        <translation>Hra končí a prohráváte: o vítězství se dělí {names}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="123"/>
        <source>You</source>
        <translation>Vy</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="109"/>
        <source>Table {table} (encrypted)</source>
        <translation>Stůl {table} (šifrováno)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="110"/>
        <source>Table {table} (not encrypted)</source>
        <translation>Stůl {table} (nešifrováno)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="114"/>
        <source>The connection to the table is encrypted.</source>
        <translation>Spojení se stolem je šifrované.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="115"/>
        <source>The connection to the table is not encrypted.</source>
        <translation>Spojení se stolem není šifrované.</translation>
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
        <translation>Nápovědu dostanete, až budete na tahu.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="174"/>
        <source>{name} is back at the table.</source>
        <translation>{name} je zpět u stolu.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="178"/>
        <source>{name} has left the table; a computer plays for them soon.</source>
        <translation>{name} už u stolu není; místo brzy převezme počítač.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="246"/>
        <source>{name} shot the sun and is choosing how it is scored.</source>
        <translation>{name} vystřelil(a) slunce a volí, jak se započítá.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="248"/>
        <source>{name} shot the moon and is choosing how it is scored.</source>
        <translation>{name} vystřelil(a) měsíc a volí, jak se započítá.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="261"/>
        <source>Game ▸ Leave Table takes you back to your own game.</source>
        <translation>Hra ▸ Odejít od stolu vás vrátí k vaší vlastní hře.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="264"/>
        <source>The connection to the table is lost. Trying again…</source>
        <translation>Spojení se stolem se přerušilo. Zkouším to znovu…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="279"/>
        <source>You are back at the table.</source>
        <translation>Jste zpět u stolu.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="289"/>
        <source>The host has closed the table.</source>
        <translation>Hostitel stůl zavřel.</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="75"/>
        <source>Options</source>
        <translation>Možnosti</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="77"/>
        <source>&amp;Players</source>
        <translation>&amp;Hráči</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="80"/>
        <source>&amp;Rules</source>
        <translation>&amp;Pravidla</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="82"/>
        <source>&amp;Table</source>
        <translation>S&amp;tůl</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="83"/>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="103"/>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="104"/>
        <source>Level</source>
        <translation>Úroveň</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="124"/>
        <source>You</source>
        <translation>Vy</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="127"/>
        <source>Quick</source>
        <translation>Krátký</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="129"/>
        <source>Long</source>
        <translation>Dlouhý</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="139"/>
        <source>Thin&amp;king time of Hard and Expert:</source>
        <translation>Čas na &amp;rozmyšlenou (Těžká a Expertní):</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="145"/>
        <source>&lt;i&gt;Names change at once; levels apply from the next new game.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Jména se změní hned, úrovně platí od příští nové hry.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="155"/>
        <source>Off</source>
        <translation>Vypnuto</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="156"/>
        <source>Fast</source>
        <translation>Rychlá</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="128"/>
        <location filename="../hearts_qt/ui/options_dialog.py" line="157"/>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="81"/>
        <source>H&amp;ouse Rules</source>
        <translation>Domácí pr&amp;avidla</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="135"/>
        <source>How long Hard and Expert think over each decision (Hard a quarter of Expert&apos;s time). It applies from their next decision.</source>
        <translation>Jak dlouho Těžká a Expertní úroveň přemýšlí nad každým rozhodnutím (Těžká čtvrtinu času Expertní). Platí od jejich dalšího rozhodnutí.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="158"/>
        <source>Slow</source>
        <translation>Pomalá</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="165"/>
        <source>Show &amp;playable cards</source>
        <translation>&amp;Označovat hratelné karty</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="167"/>
        <source>After each &amp;hand, wait and open the score sheet where it hides no seat</source>
        <translation>Po každém &amp;kole počkat a otevřít tabulku bodů tam, kde nezakryje žádného hráče</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="169"/>
        <source>&amp;Four-colour deck</source>
        <translation>Čtyř&amp;barevné karty</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="171"/>
        <source>Pla&amp;y the rest of a hand at once when no points are left</source>
        <translation>Dohrát kolo &amp;naráz, když už nezbývají žádné body</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="173"/>
        <source>&amp;Animation speed:</source>
        <translation>Rychlost &amp;animace:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="174"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Rub karet:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="179"/>
        <source>&amp;Check my play after each hand</source>
        <translation>&amp;Expert po každém kole zkontroluje mou hru</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="181"/>
        <source>The Expert goes over your pass and plays and says where it would differ</source>
        <translation>Expert projde vaše předání i zahrané karty a řekne, kde by hrál jinak</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="184"/>
        <source>Play &amp;sounds</source>
        <translation>Přehrávat z&amp;vuky</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="188"/>
        <source>Sound volume</source>
        <translation>Hlasitost zvuku</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="196"/>
        <source>Sound &amp;volume:</source>
        <translation>Hlasitost &amp;zvuku:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="205"/>
        <source>System</source>
        <translation>Podle systému</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="208"/>
        <source>&amp;Language:</source>
        <translation>Ja&amp;zyk:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="209"/>
        <source>&lt;i&gt;A new language applies when Hearts is started again.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Nový jazyk se projeví po dalším spuštění hry Srdce.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="215"/>
        <source>{0} %</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="297"/>
        <source>&amp;South:</source>
        <translation>J&amp;ih:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="298"/>
        <source>&amp;West:</source>
        <translation>&amp;Západ:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="299"/>
        <source>&amp;North:</source>
        <translation>&amp;Sever:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="300"/>
        <source>&amp;East:</source>
        <translation>&amp;Východ:</translation>
    </message>
</context>
<context>
    <name>Pass</name>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="92"/>
        <source>Pass Left</source>
        <translation>Předat doleva</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="93"/>
        <source>Pass Right</source>
        <translation>Předat doprava</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="94"/>
        <source>Pass Across</source>
        <translation>Předat naproti</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="95"/>
        <source>No Pass</source>
        <translation>Bez předávání</translation>
    </message>
</context>
<context>
    <name>PlayChecks</name>
    <message>
        <location filename="../hearts_qt/storage/play_checks.py" line="143"/>
        <source>What the Expert found in your earlier hands could not be read; the file was kept as “{file}”.</source>
        <translation>Expertovy poznatky z vašich dřívějších kol nelze přečíst; soubor byl ponechán jako „{file}“.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/play_checks.py" line="161"/>
        <source>What the Expert found could not be saved in “{folder}”: {reason}.</source>
        <translation>Expertovy poznatky nelze uložit do „{folder}“: {reason}.</translation>
    </message>
</context>
<context>
    <name>PlayedGrid</name>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="189"/>
        <source>{card}: played</source>
        <translation>{card}: zahrána</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="190"/>
        <source>{card}: not played yet</source>
        <translation>{card}: ještě nezahrána</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="20"/>
        <source>Custom</source>
        <comment>house rules that are none of the named sets</comment>
        <translation>Vlastní</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="22"/>
        <source>Classic (Windows)</source>
        <translation>Klasická (Windows)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="23"/>
        <source>Omnibus</source>
        <translation>Omnibus</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="24"/>
        <source>Black Maria</source>
        <translation>Černá Marie (Black Maria)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="25"/>
        <source>Spot Hearts</source>
        <translation>Srdce podle hodnoty (Spot Hearts)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="26"/>
        <source>The Czech game</source>
        <translation>Česká hra</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="42"/>
        <source>Custom rules</source>
        <comment>a game played by rules of no named set</comment>
        <translation>Vlastní pravidla</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="98"/>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Návrat ke hře</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="100"/>
        <source>First</source>
        <translation>První</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="101"/>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Předchozí</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="103"/>
        <source>&amp;Next ▶</source>
        <translation>&amp;Další ▶</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="104"/>
        <source>Last</source>
        <translation>Poslední</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="110"/>
        <source>Back to the game</source>
        <translation>Zpět ke hře</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="110"/>
        <source>Back to the game (Esc)</source>
        <translation>Zpět ke hře (Esc)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="111"/>
        <source>Hand reviewed</source>
        <translation>Prohlížené kolo</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="111"/>
        <source>Another hand (Page Up, Page Down)</source>
        <translation>Jiné kolo (Page Up, Page Down)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="112"/>
        <source>The deal</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="112"/>
        <source>The deal (Home)</source>
        <translation>Rozdání (Home)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="113"/>
        <source>Previous step</source>
        <translation>Předchozí krok</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="113"/>
        <source>The step before (Left)</source>
        <translation>Krok zpět (šipka vlevo)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="116"/>
        <source>Step through the hand</source>
        <translation>Procházení kola po krocích</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="117"/>
        <source>The deal, the pass, the tricks</source>
        <translation>Rozdání, předání, štychy</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="119"/>
        <source>Next step</source>
        <translation>Další krok</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="119"/>
        <source>The step after (Right)</source>
        <translation>Krok vpřed (šipka vpravo)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="120"/>
        <source>The last trick</source>
        <translation>Poslední štych</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="120"/>
        <source>The last trick (End)</source>
        <translation>Poslední štych (End)</translation>
    </message>
</context>
<context>
    <name>ReviewMode</name>
    <message>
        <location filename="../hearts_qt/ui/review/mode.py" line="146"/>
        <source>&amp;Back to the Game</source>
        <translation>Ukončit &amp;prohlížení</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/mode.py" line="149"/>
        <source>Re&amp;view Hand</source>
        <translation>&amp;Prohlédnout kolo</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="39"/>
        <source>The deal</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="41"/>
        <source>The pass</source>
        <translation>Předání</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="43"/>
        <source>Trick {number} of 13</source>
        <translation>Štych {number} z 13</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="48"/>
        <source>Hand {number} · left</source>
        <translation>{number}. kolo · doleva</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="49"/>
        <source>Hand {number} · right</source>
        <translation>{number}. kolo · doprava</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="50"/>
        <source>Hand {number} · across</source>
        <translation>{number}. kolo · naproti</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="51"/>
        <source>Hand {number} · no pass</source>
        <translation>{number}. kolo · bez předání</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="57"/>
        <source>Hand {number} — {step}</source>
        <translation>{number}. kolo — {step}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="75"/>
        <source>The four hands as they were dealt; each passes left.</source>
        <translation>Karty všech čtyř hráčů, jak byly rozdány; každý předává doleva.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="76"/>
        <source>The four hands as they were dealt; each passes right.</source>
        <translation>Karty všech čtyř hráčů, jak byly rozdány; každý předává doprava.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="77"/>
        <source>The four hands as they were dealt; each passes across.</source>
        <translation>Karty všech čtyř hráčů, jak byly rozdány; každý předává naproti.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="78"/>
        <source>The four hands as they were dealt; no passing.</source>
        <translation>Karty všech čtyř hráčů, jak byly rozdány; nepředává se.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="83"/>
        <source>{giver} passed {cards} to {receiver}.</source>
        <translation>{giver} → {receiver}: {cards}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="92"/>
        <source>{leader} led and took the trick: %n point(s).</source>
        <translation>
            <numerusform>{leader} vynáší a bere štych: %n bod.</numerusform>
            <numerusform>{leader} vynáší a bere štych: %n body.</numerusform>
            <numerusform>{leader} vynáší a bere štych: %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="94"/>
        <source>{leader} led; {winner} took the trick: %n point(s).</source>
        <translation>
            <numerusform>{leader} vynáší, štych bere {winner}: %n bod.</numerusform>
            <numerusform>{leader} vynáší, štych bere {winner}: %n body.</numerusform>
            <numerusform>{leader} vynáší, štych bere {winner}: %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="103"/>
        <source>{name} %n</source>
        <comment>a seat&apos;s points in the hand</comment>
        <translation>
            <numerusform>{name} %n</numerusform>
            <numerusform>{name} %n</numerusform>
            <numerusform>{name} %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="109"/>
        <source>{seat} shot the moon. The hand: {scores}.</source>
        <translation>Střílení měsíce: {seat}. Kolo: {scores}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="113"/>
        <source>{seat} shot the sun. The hand: {scores}.</source>
        <translation>Střílení do slunce: {seat}. Kolo: {scores}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="116"/>
        <source>The hand: {scores}.</source>
        <translation>Kolo: {scores}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="126"/>
        <source>The Expert would have passed {cards}: about {cost} points better (±{error}).</source>
        <translation>Expert by předal {cards}: asi o {cost} bodu lépe (±{error}).</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="130"/>
        <source>The Expert would have played the {cards}: about {cost} points better (±{error}).</source>
        <translation>Expert by zahrál {cards}: asi o {cost} bodu lépe (±{error}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="137"/>
        <source>The Expert agreed with {agreed} of your %n decision(s).</source>
        <translation>
            <numerusform>Expert souhlasil s {agreed} z vašeho %n rozhodnutí.</numerusform>
            <numerusform>Expert souhlasil s {agreed} z vašich %n rozhodnutí.</numerusform>
            <numerusform>Expert souhlasil s {agreed} z vašich %n rozhodnutí.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="142"/>
        <source>to {seat}</source>
        <comment>over the cards a seat passes, in a review</comment>
        <translation>→ {seat}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="147"/>
        <source>The Expert</source>
        <comment>over the Expert&apos;s card in a review</comment>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="150"/>
        <source>led</source>
        <comment>over the card that led a trick in a review</comment>
        <translation>výnos</translation>
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
        <translation>Štych: {cards}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="176"/>
        <source>The Expert would have played otherwise in trick(s) {tricks}.</source>
        <translation>
            <numerusform>Štych, kde by Expert hrál jinak: {tricks}.</numerusform>
            <numerusform>Štychy, kde by Expert hrál jinak: {tricks}.</numerusform>
            <numerusform>Štychy, kde by Expert hrál jinak: {tricks}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="182"/>
        <source>Reviewing hand {number}. The game waits: nothing can be played, undone or hinted until you go back to it (Esc).</source>
        <translation>Prohlížíte {number}. kolo. Hra čeká: dokud se k ní nevrátíte (Esc), nelze hrát, vracet tahy ani žádat o radu.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="21"/>
        <source>&lt;h3&gt;Hearts: {preset}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Srdce: {preset}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="39"/>
        <source>&lt;p&gt;&lt;b&gt;No tricks.&lt;/b&gt; Whoever takes no trick in a hand scores {value} points for it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Bez štychu.&lt;/b&gt; Kdo v kole nevezme žádný štych, dostane za to {value} bodů.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="47"/>
        <source>&lt;p&gt;&lt;b&gt;Perfect {target}.&lt;/b&gt; Whoever ends a hand on exactly {target} points drops to {half}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Přesně {target}.&lt;/b&gt; Kdo skončí kolo přesně na {target} bodech, klesne na {half}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="66"/>
        <source>&lt;p&gt;&lt;b&gt;No shared wins.&lt;/b&gt; While two or more players share the lowest total at the end, the game goes on, hand by hand, until one alone is lowest.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Žádné dělené vítězství.&lt;/b&gt; Dokud mají na konci nejnižší součet dva hráči nebo víc, hra pokračuje kolo po kole, dokud nezůstane nejníž jediný.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="97"/>
        <source>&lt;p&gt;Four players each get 13 cards. The aim is to take as few points as possible: each heart is worth 1 point and the queen of spades 13.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Každý ze čtyř hráčů dostane 13 karet. Cílem je získat co nejméně bodů: každé srdce má hodnotu 1 bodu a piková dáma 13 bodů.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="102"/>
        <source>&lt;p&gt;Four players each get 13 cards. The aim is to take as few points as possible. The cards that score: {values}; the others score nothing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Každý ze čtyř hráčů dostane 13 karet. Cílem je získat co nejméně bodů. Body mají tyto karty: {values}; ostatní nemají žádné.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="111"/>
        <source>&lt;p&gt;&lt;b&gt;Passing.&lt;/b&gt; Before each hand you pass three cards: to the left, then to the right, then across; every fourth hand there is no passing. Click three cards (or drag them up out of your hand), then press the Pass button.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Předávání.&lt;/b&gt; Před každým kolem předáte tři karty: doleva, pak doprava, pak naproti; v každém čtvrtém kole se nepředává. Klikněte na tři karty (nebo je vytáhněte z ruky nahoru) a stiskněte tlačítko Předat.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="118"/>
        <source>&lt;p&gt;&lt;b&gt;Passing.&lt;/b&gt; There is no passing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Předávání.&lt;/b&gt; Nepředává se.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="120"/>
        <source>three cards</source>
        <comment>what each player passes: &apos;you pass {cards}&apos;</comment>
        <translation>tři karty</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="121"/>
        <source>four cards</source>
        <comment>what each player passes: &apos;you pass {cards}&apos;</comment>
        <translation>čtyři karty</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="122"/>
        <source>five cards</source>
        <comment>what each player passes: &apos;you pass {cards}&apos;</comment>
        <translation>pět karet</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="125"/>
        <source>&lt;p&gt;&lt;b&gt;Passing.&lt;/b&gt; Before each hand you pass {cards} {direction}. Click them (or drag them up out of your hand), then press the Pass button.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Předávání.&lt;/b&gt; Před každým kolem předáte {cards} {direction}. Klikněte na ně (nebo je vytáhněte z ruky nahoru) a stiskněte tlačítko Předat.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="130"/>
        <source>&lt;p&gt;&lt;b&gt;Passing.&lt;/b&gt; Before each hand you pass {cards}; hand by hand, in turn: {directions}. Click them (or drag them up out of your hand), then press the Pass button.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Předávání.&lt;/b&gt; Před každým kolem předáte {cards}; kolo po kole postupně: {directions}. Klikněte na ně (nebo je vytáhněte z ruky nahoru) a stiskněte tlačítko Předat.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="140"/>
        <source>&lt;p&gt;&lt;b&gt;Playing.&lt;/b&gt; The deal moves to the left each hand (South deals the first), and the player left of the dealer leads any card to the first trick. Everyone must follow the suit that was led if they can; otherwise any card may be played. The highest card of the suit led takes the trick, and its winner leads next. Click a card to play it, or drag it to the middle of the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Hra.&lt;/b&gt; Rozdávání se každé kolo posouvá doleva (první kolo rozdává Jih) a hráč vlevo od rozdávajícího vynese do prvního štychu libovolnou kartu. Každý musí přiznat vynesenou barvu, pokud může; jinak smí zahrát jakoukoli kartu. Štych bere nejvyšší karta vynesené barvy a kdo ho vzal, vynáší další. Kartu zahrajete kliknutím nebo přetažením doprostřed stolu.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="149"/>
        <source>&lt;p&gt;&lt;b&gt;Playing.&lt;/b&gt; Whoever holds the 2♣ leads it. Everyone must follow the suit that was led if they can; otherwise any card may be played. The highest card of the suit led takes the trick, and its winner leads next. Click a card to play it, or drag it to the middle of the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Hra.&lt;/b&gt; Kdo má 2♣, vynese ji. Každý musí přiznat vynesenou barvu, pokud může; jinak smí zahrát jakoukoli kartu. Štych bere nejvyšší karta vynesené barvy a kdo ho vzal, vynáší další. Kartu zahrajete kliknutím nebo přetažením doprostřed stolu.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="162"/>
        <source>&lt;p&gt;Hearts and the Q♠ may be played on the first trick.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Srdce a Q♠ smějí padnout už v prvním štychu.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="163"/>
        <source>&lt;p&gt;Cards that score may be played on the first trick.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Karty s body smějí padnout už v prvním štychu.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="165"/>
        <source>&lt;p&gt;No hearts and not the Q♠ may be played on the first trick (unless a player has nothing else).&lt;/p&gt;</source>
        <translation>&lt;p&gt;V prvním štychu nesmí padnout srdce ani Q♠ (ledaže hráč nemá nic jiného).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="170"/>
        <source>&lt;p&gt;No card that costs its taker points may be played on the first trick (unless a player has nothing else).&lt;/p&gt;</source>
        <translation>&lt;p&gt;V prvním štychu nesmí padnout žádná karta, která tomu, kdo ji vezme, přinese body (ledaže hráč nemá nic jiného).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="179"/>
        <source>&lt;p&gt;Hearts may be led at any time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Srdce se smějí vynášet kdykoli.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="181"/>
        <source>&lt;p&gt;Hearts cannot be led until a heart or the Q♠ has been played, unless the leader holds nothing but hearts.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Srdce se nesmí vynést, dokud nepadlo srdce nebo Q♠, ledaže vynášející má jen srdce.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="186"/>
        <source>&lt;p&gt;Hearts cannot be led until a heart has been played, unless the leader holds nothing but hearts.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Srdce se nesmí vynést, dokud nepadlo srdce, ledaže vynášející má jen srdce.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="197"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon.&lt;/b&gt; Take every heart and the Q♠ and you score nothing while everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Střílení měsíce.&lt;/b&gt; Vezmete-li všechna srdce i Q♠, nedostanete nic a všichni ostatní dostanou {points} bodů.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="202"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon.&lt;/b&gt; Take every heart and the Q♠ and you score {points} points less, while the others score nothing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Střílení měsíce.&lt;/b&gt; Vezmete-li všechna srdce i Q♠, odečte se vám {points} bodů a ostatní nedostanou nic.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="207"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon (New Moon).&lt;/b&gt; Take every heart and the Q♠ and you choose: you score {points} points less, or everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Střílení měsíce (Nový měsíc).&lt;/b&gt; Vezmete-li všechna srdce i Q♠, zvolíte si: buď se vám odečte {points} bodů, nebo všichni ostatní dostanou {points}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="214"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon.&lt;/b&gt; Take every card worth more than 0 and you score nothing for them while everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Střílení měsíce.&lt;/b&gt; Vezmete-li všechny karty s hodnotou vyšší než 0, nedostanete za ně nic a všichni ostatní dostanou {points} bodů.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="219"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon.&lt;/b&gt; Take every card worth more than 0 and you score {points} points less for them, while the others score nothing for them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Střílení měsíce.&lt;/b&gt; Vezmete-li všechny karty s hodnotou vyšší než 0, odečte se vám za ně {points} bodů a ostatní za ně nedostanou nic.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="224"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon (New Moon).&lt;/b&gt; Take every card worth more than 0 and you choose: you score {points} points less for them, or everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Střílení měsíce (Nový měsíc).&lt;/b&gt; Vezmete-li všechny karty s hodnotou vyšší než 0, zvolíte si: buď se vám za ně odečte {points} bodů, nebo všichni ostatní dostanou {points}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="235"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the sun.&lt;/b&gt; Take all thirteen tricks and you score nothing while everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Střílení do slunce.&lt;/b&gt; Vezmete-li všech třináct štychů, nedostanete nic a všichni ostatní dostanou {points} bodů.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="240"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the sun.&lt;/b&gt; Take all thirteen tricks and you score {points} points less, while the others score nothing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Střílení do slunce.&lt;/b&gt; Vezmete-li všech třináct štychů, odečte se vám {points} bodů a ostatní nedostanou nic.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="245"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the sun.&lt;/b&gt; Take all thirteen tricks and you choose: you score {points} points less, or everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Střílení do slunce.&lt;/b&gt; Vezmete-li všech třináct štychů, zvolíte si: buď se vám odečte {points} bodů, nebo všichni ostatní dostanou {points}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="31"/>
        <source>&lt;p&gt;&lt;b&gt;The J♦.&lt;/b&gt; Whoever takes it scores {value} points for it (it does not count towards the moon).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Kárový kluk (J♦).&lt;/b&gt; Kdo ho vezme, dostane za něj {value} bodů (do střílení měsíce se nepočítá).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="54"/>
        <source>&lt;p&gt;The game lasts {hands} hands; the lowest score wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Hraje se pevný počet kol ({hands}); vyhrává ten, kdo má nejméně bodů.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="58"/>
        <source>&lt;p&gt;The game ends after the hand in which someone reaches {target} points; the lowest score wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Hra končí po kole, v němž někdo dosáhne {target} bodů; vyhrává ten, kdo má nejméně bodů.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="74"/>
        <source>&lt;p&gt;&lt;b&gt;Keyboard.&lt;/b&gt; Left and Right move along your hand; Up and Down choose a card to pass or put it back; Space or Enter chooses or plays the card; P (or Enter with the cards chosen) passes, and P plays the card the ring is on, or else the first card you may play. H gives a hint, L shows the last trick again, Ctrl+Z undoes and Ctrl+Shift+Z redoes, Ctrl+L claims the rest when your cards take every trick. F9 shows the score sheet, Ctrl+N starts a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Klávesnice.&lt;/b&gt; Šipky vlevo a vpravo přecházejí po kartách v ruce; šipky nahoru a dolů vyberou kartu k předání nebo ji vrátí; mezerník nebo Enter kartu vybere nebo zahraje; P (nebo Enter s vybranými kartami) předá a P zahraje kartu, na které je kroužek, jinak první kartu, kterou smíte zahrát. H poradí, L znovu ukáže poslední štych, Ctrl+Z vrátí tah a Ctrl+Shift+Z ho zopakuje, Ctrl+L vezme zbytek, když vaše karty vezmou všechny štychy. F9 ukáže tabulku bodů, Ctrl+N začne novou hru.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="86"/>
        <source>&lt;p&gt;&lt;i&gt;These are the rules of the game being played; Options changes them from the next game.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Toto jsou pravidla právě hrané hry; v Možnostech je lze změnit od příští hry.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="49"/>
        <source>to the left</source>
        <translation>doleva</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="50"/>
        <source>to the right</source>
        <translation>doprava</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="51"/>
        <source>across</source>
        <translation>naproti</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="52"/>
        <source>no passing</source>
        <translation>bez předávání</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="64"/>
        <source>each {suit} {points}</source>
        <comment>every card of the suit is worth</comment>
        <translation>každé {suit} {points}</translation>
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
        <translation>Pojmenovaná sada domácích pravidel; změnou kterékoli volby vznikne Vlastní</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="69"/>
        <source>Prese&amp;t:</source>
        <translation>&amp;Varianta:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="95"/>
        <source>End of the game</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="97"/>
        <source>Play to a &amp;score of</source>
        <translation>Hrát &amp;do</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="98"/>
        <source>Play a fixed number of &amp;hands</source>
        <translation>Hrát pevný počet &amp;kol</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="105"/>
        <source> points</source>
        <translation> bodů</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/rules_tab.py" line="108"/>
        <location filename="../hearts_qt/ui/rules_tab.py" line="170"/>
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n kolo</numerusform>
            <numerusform>%n kola</numerusform>
            <numerusform>%n kol</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="116"/>
        <source>Playing and scoring</source>
        <translation>Hra a bodování</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="118"/>
        <source>The &amp;Q♠ breaks hearts</source>
        <translation>&amp;Q♠ láme srdce</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="119"/>
        <source>Points may be played on the &amp;first trick</source>
        <translation>Body smějí padnout už v p&amp;rvním štychu</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="120"/>
        <source>Shoot the s&amp;un (take every trick)</source>
        <translation>Střílení do &amp;slunce (vzít všechny štychy)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="123"/>
        <source>Off</source>
        <translation>Vypnuto</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="124"/>
        <source>−10 points</source>
        <translation>−10 bodů</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="125"/>
        <source>−11 points</source>
        <translation>−11 bodů</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="126"/>
        <source>+11 points</source>
        <translation>+11 bodů</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="135"/>
        <source>&amp;Jack of diamonds:</source>
        <translation>Kárový k&amp;luk:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="136"/>
        <source>Shooting the &amp;moon:</source>
        <translation>Střílení &amp;měsíce:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="212"/>
        <source>&lt;b&gt;These rules differ from the game in progress: they will apply from the next new game.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Tato pravidla se liší od rozehrané hry: budou platit od příští nové hry.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="216"/>
        <source>&lt;i&gt;Rule changes apply to the next new game.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Změny pravidel platí od příští nové hry.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="223"/>
        <source>The others score {points}</source>
        <translation>Ostatní dostanou {points}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="224"/>
        <source>The shooter scores −{points}</source>
        <translation>Střelec dostane −{points}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="225"/>
        <source>The shooter chooses (New Moon)</source>
        <translation>Rozhodne střelec (Nový měsíc)</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../hearts_qt/ui/rules_window.py" line="30"/>
        <source>Rules of Hearts</source>
        <translation>Pravidla hry Srdce</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="173"/>
        <source>Your game could not be saved in “{folder}”: {reason}.</source>
        <translation>Hru nelze uložit do „{folder}“: {reason}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="183"/>
        <source>it is not a regular file</source>
        <translation>není to běžný soubor</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="208"/>
        <source>The saved game could not be resumed because it is damaged; it was kept as “{file}”.</source>
        <translation>Uloženou hru nelze obnovit, protože je poškozená; byla ponechána jako „{file}“.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="213"/>
        <source>The saved game was made by another version of Hearts and could not be resumed; it was kept as “{file}”.</source>
        <translation>Uložená hra pochází z jiné verze hry Srdce a nelze ji obnovit; byla ponechána jako „{file}“.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="218"/>
        <source>The saved game could not be read ({reason}); it was kept as “{file}”.</source>
        <translation>Uloženou hru nelze přečíst ({reason}); byla ponechána jako „{file}“.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="224"/>
        <source>The saved game could not be resumed because it is damaged, and it could not be moved aside: check that the folder “{folder}” can be written to.</source>
        <translation>Uloženou hru nelze obnovit, protože je poškozená, a nelze ji ani odložit stranou: zkontrolujte, zda lze do složky „{folder}“ zapisovat.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="229"/>
        <source>The saved game was made by another version of Hearts and could not be resumed or moved aside: check that the folder “{folder}” can be written to.</source>
        <translation>Uložená hra pochází z jiné verze hry Srdce a nelze ji obnovit ani odložit stranou: zkontrolujte, zda lze do složky „{folder}“ zapisovat.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="234"/>
        <source>The saved game could not be read ({reason}) or moved aside: check the folder “{folder}”.</source>
        <translation>Uloženou hru nelze přečíst ({reason}) ani odložit stranou: zkontrolujte složku „{folder}“.</translation>
    </message>
</context>
<context>
    <name>SavedTable</name>
    <message>
        <location filename="../hearts_qt/storage/saved_table.py" line="145"/>
        <source>The table could not be saved in “{file}”: {reason}.</source>
        <translation>Stůl nelze uložit do „{file}“: {reason}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_table.py" line="162"/>
        <source>The saved table could not be resumed because it is damaged, and it could not be moved aside: check that the folder “{folder}” can be written to.</source>
        <translation>V uloženém stolu nelze pokračovat, protože je poškozený, a nepodařilo se jej ani odložit stranou: zkontrolujte, zda lze do složky „{folder}“ zapisovat.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_table.py" line="171"/>
        <source>The saved table could not be resumed because it is damaged; it was kept as “{file}”.</source>
        <translation>V uloženém stolu nelze pokračovat, protože je poškozený; byl uschován jako „{file}“.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/chart.py" line="77"/>
        <source>Score chart</source>
        <translation>Graf bodů</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/chart.py" line="224"/>
        <source>Game ends at {target}</source>
        <translation>Konec hry při {target}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/chart.py" line="306"/>
        <source>The chart fills in as hands are played.</source>
        <translation>Graf se doplňuje s každým odehraným kolem.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="24"/>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="55"/>
        <source>Hand</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="24"/>
        <source>Pass</source>
        <translation>Předání</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="27"/>
        <source>{name} total</source>
        <translation>{name} celkem</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="28"/>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="57"/>
        <source>Notes</source>
        <translation>Poznámky</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="78"/>
        <source>Leading: {names}</source>
        <translation>V čele: {names}</translation>
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
        <translation>{number}. kolo</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="215"/>
        <source>{name} is leading with {total}</source>
        <translation>V čele je {name} ({total})</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="231"/>
        <source>{name} took {points} in hand {number}; total {total}</source>
        <translation>{name}: {points} v {number}. kole, celkem {total}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="239"/>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="158"/>
        <source>{name} shot the sun</source>
        <translation>Střílení do slunce: {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="241"/>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="160"/>
        <source>{name} shot the moon</source>
        <translation>Střílení měsíce: {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="247"/>
        <source>{name} took {cards}</source>
        <comment>Bob took K♠ and A♠</comment>
        <translation>{name} vzal(a) {cards}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="252"/>
        <source>{name} took the J♦</source>
        <translation>{name} má J♦</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="255"/>
        <source>{name} took no trick: {bonus}</source>
        <translation>{name} nevzal(a) žádný štych: {bonus}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="222"/>
        <source>{name} ended on exactly {target}: down to {total}</source>
        <translation>{name} skončil(a) přesně na {target}: klesá na {total}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="262"/>
        <source>Leading</source>
        <translation>V čele</translation>
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
        <translation>na děleném 1. místě</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="52"/>
        <source>tied for 2nd place</source>
        <translation>na děleném 2. místě</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="53"/>
        <source>tied for 3rd place</source>
        <translation>na děleném 3. místě</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="54"/>
        <source>tied for 4th place</source>
        <translation>na děleném 4. místě</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="57"/>
        <source>in 1st place</source>
        <translation>na 1. místě</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="58"/>
        <source>in 2nd place</source>
        <translation>na 2. místě</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="59"/>
        <source>in 3rd place</source>
        <translation>na 3. místě</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="60"/>
        <source>in 4th place</source>
        <translation>na 4. místě</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="74"/>
        <source>Left</source>
        <translation>Doleva</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="75"/>
        <source>Right</source>
        <translation>Doprava</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="76"/>
        <source>Across</source>
        <translation>Naproti</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="77"/>
        <source>Keep</source>
        <translation>Bez předání</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="83"/>
        <source>Cards passed to the left</source>
        <translation>Karty předány doleva</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="84"/>
        <source>Cards passed to the right</source>
        <translation>Karty předány doprava</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="85"/>
        <source>Cards passed across</source>
        <translation>Karty předány naproti</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="86"/>
        <source>No passing: everyone kept their cards</source>
        <translation>Bez předávání: každý si nechal své karty</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="118"/>
        <source>+{value} each</source>
        <comment>New Moon: the shooter added the moon to each other</comment>
        <translation>+{value} každému</translation>
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
        <translation>Nový měsíc: přičetli jste {value} každému ostatnímu hráči</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="139"/>
        <source>New Moon: you took {value} off your score</source>
        <translation>Nový měsíc: odečetli jste si {value} bodů</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="142"/>
        <source>New Moon: {name} added {value} to each other player</source>
        <translation>Nový měsíc: {name} přičetl(a) {value} každému ostatnímu hráči</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="144"/>
        <source>New Moon: {name} took {value} off their own score</source>
        <translation>Nový měsíc: {name} si odečetl(a) {value} bodů</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="163"/>
        <source>Q♠: {name}</source>
        <translation>Q♠: {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="170"/>
        <source>J♦: {name}</source>
        <translation>J♦: {name}</translation>
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
        <translation>Bez štychu, {bonus}: {names}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="211"/>
        <source>Exactly {target}, down to {half}: {names}</source>
        <translation>Přesně {target}, pokles na {half}: {names}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="229"/>
        <source>hand {number}</source>
        <translation>{number}. kolo</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="258"/>
        <source>Each hand&apos;s points, with the total so far in brackets.</source>
        <translation>Body za každé kolo, v závorce dosavadní součet.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="261"/>
        <source>{mark} shot the sun</source>
        <translation>{mark} střílení do slunce</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="264"/>
        <source>{mark} +{value} each or −{value}: the shooter&apos;s choice</source>
        <translation>{mark} +{value} každému, nebo −{value}: volba střelce</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="270"/>
        <source>{mark} took no trick ({bonus})</source>
        <translation>{mark} bez štychu ({bonus})</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="276"/>
        <source>{target} {arrow} {half}: ended on exactly {target}</source>
        <translation>{target} {arrow} {half}: kolo skončilo přesně na {target}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="290"/>
        <source>The game is not over yet</source>
        <translation>Hra ještě neskončila</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="294"/>
        <source>You win!</source>
        <translation>Vyhráli jste!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="295"/>
        <source>You share the win with {names}</source>
        <translation>Vítězové: vy, {names}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="299"/>
        <source>{name} wins</source>
        <translation>Vyhrává {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="300"/>
        <source>{names} share the win</source>
        <translation>O vítězství se dělí {names}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="307"/>
        <source>{first} and {last}</source>
        <translation>{first} a {last}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetWindow</name>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="89"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopírovat</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="90"/>
        <source>&amp;Save as CSV…</source>
        <translation>&amp;Uložit jako CSV…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="184"/>
        <source>Score Sheet</source>
        <translation>Tabulka bodů</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="186"/>
        <source>Score Sheet — you are {place}</source>
        <translation>Tabulka bodů — jste {place}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="193"/>
        <source>Game over — {winners}</source>
        <translation>Konec hry — {winners}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="197"/>
        <source>A game of {hands} hands; {played} played.</source>
        <translation>Hra na pevný počet kol: {hands}; odehráno: {played}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="200"/>
        <source>The game ends when someone reaches {target} points.</source>
        <translation>Hra končí, až někdo dosáhne {target} bodů.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="247"/>
        <source>The score sheet is on the clipboard.</source>
        <translation>Tabulka bodů je ve schránce.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="254"/>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="292"/>
        <source>Save the Score Sheet</source>
        <translation>Uložit tabulku bodů</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="256"/>
        <source>CSV files (*.csv)</source>
        <translation>Soubory CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="261"/>
        <source>hearts-scores.csv</source>
        <translation>srdce-body.csv</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="293"/>
        <source>The score sheet could not be saved:
{error}</source>
        <translation>Tabulku bodů nelze uložit:
{error}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="298"/>
        <source>Saved to {file}.</source>
        <translation>Uloženo do {file}.</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="72"/>
        <source>South</source>
        <translation>Jih</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="73"/>
        <source>West</source>
        <translation>Západ</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="74"/>
        <source>North</source>
        <translation>Sever</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="75"/>
        <source>East</source>
        <translation>Východ</translation>
    </message>
</context>
<context>
    <name>SeatGame</name>
    <message>
        <location filename="../hearts_qt/net/seat_game.py" line="299"/>
        <source>The table cannot hear you now: wait until the connection is back.</source>
        <translation>Stůl vás teď neslyší: počkejte, až se spojení obnoví.</translation>
    </message>
</context>
<context>
    <name>SeatLabel</name>
    <message>
        <location filename="../hearts_qt/ui/table/items.py" line="111"/>
        <source>Dealer</source>
        <comment>on the name plate of the seat that dealt the hand</comment>
        <translation>Rozdává</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/items.py" line="116"/>
        <source>{total} point(s)</source>
        <translation>
            <numerusform>{total} bod</numerusform>
            <numerusform>{total} body</numerusform>
            <numerusform>{total} bodů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatWords</name>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="75"/>
        <source>{name}, {points} point(s) this hand, {total} in the game, to play</source>
        <translation>
            <numerusform>{name}, {points} bod v tomto kole, celkem {total}, na tahu</numerusform>
            <numerusform>{name}, {points} body v tomto kole, celkem {total}, na tahu</numerusform>
            <numerusform>{name}, {points} bodů v tomto kole, celkem {total}, na tahu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="81"/>
        <source>{name}, {points} point(s) this hand, {total} in the game</source>
        <translation>
            <numerusform>{name}, {points} bod v tomto kole, celkem {total}</numerusform>
            <numerusform>{name}, {points} body v tomto kole, celkem {total}</numerusform>
            <numerusform>{name}, {points} bodů v tomto kole, celkem {total}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Server</name>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="34"/>
        <source>not a port from 0 to 65535: {text}</source>
        <translation>není port od 0 do 65535: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="45"/>
        <source>not one level or four separated by commas (from {choices}): {text}</source>
        <translation>není jedna úroveň ani čtyři oddělené čárkami (z {choices}): {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="59"/>
        <source>not a number of seconds from 0 to 3600: {text}</source>
        <translation>není počet sekund od 0 do 3600: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="74"/>
        <source>cannot read a password from {file}: {reason}</source>
        <translation>ze souboru {file} nelze přečíst heslo: {reason}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="80"/>
        <source>the first line of {file} is not a password of 1 to {most} printable characters</source>
        <translation>první řádek souboru {file} není heslo o 1 až {most} tisknutelných znacích</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="93"/>
        <source>not a preset (one of {choices}): {text}</source>
        <translation>není to varianta (jedna z {choices}): {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="102"/>
        <source>not a number of cards to pass from 3 to 5: {text}</source>
        <translation>není to počet karet k předání od 3 do 5: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="118"/>
        <source>not a number of players from 1 to 4: {text}</source>
        <translation>není počet hráčů od 1 do 4: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="128"/>
        <source>Serve a table of Hearts on the network, without a window: players join it from their own hearts-qt and computer players take the empty seats.</source>
        <translation>Spustí stůl hry Srdce v síti, bez okna: hráči se připojují ze svého hearts-qt a volná místa obsadí počítačoví hráči.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="138"/>
        <source>the TCP port to serve on, 0 for any free one (default: %(default)s)</source>
        <translation>port TCP, na kterém stůl poběží, 0 pro libovolný volný (výchozí: %(default)s)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="145"/>
        <source>the address to serve on (default: every address)</source>
        <translation>adresa, na které stůl poběží (výchozí: všechny adresy)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="148"/>
        <source>the table&apos;s name, shown to the players</source>
        <translation>název stolu, který uvidí hráči</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="154"/>
        <source>the computer players&apos; level, or four levels for South, West, North and East (default: normal)</source>
        <translation>úroveň počítačových hráčů, nebo čtyři úrovně pro Jih, Západ, Sever a Východ (výchozí: normal)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="165"/>
        <source>the rules a new table plays: {choices} (default: classic; a resumed table keeps its own)</source>
        <translation>pravidla nového stolu: {choices} (výchozí: classic; obnovený stůl si nechá svá)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="176"/>
        <source>how many cards each player passes: 3, 4 or 5 (default: 3)</source>
        <translation>kolik karet každý hráč předává: 3, 4 nebo 5 (výchozí: 3)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="182"/>
        <source>begin a game when this many players have joined (default: %(default)s)</source>
        <translation>začne hru, jakmile se připojí tolik hráčů (výchozí: %(default)s)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="190"/>
        <source>seconds before a computer plays for a player who has dropped (default: %(default)s)</source>
        <translation>za kolik sekund začne za odpojeného hráče hrát počítač (výchozí: %(default)s)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="200"/>
        <source>players need the password on this file&apos;s first line to sit down; the environment variable {variable} gives one too (not on the command line: other users of the machine can read it there)</source>
        <translation>hráči potřebují k přisednutí heslo z prvního řádku tohoto souboru; heslo lze zadat i proměnnou prostředí {variable} (ne na příkazovém řádku: tam jej mohou číst ostatní uživatelé počítače)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="212"/>
        <source>the file the table is saved in as it is played, and resumed from when the server starts again (default: {file} in the data folder)</source>
        <translation>soubor, do kterého se stůl během hry ukládá a ze kterého se pokračuje po novém spuštění serveru (výchozí: {file} ve složce dat)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="221"/>
        <source>begin a new table instead of resuming the one saved (it is replaced)</source>
        <translation>začít nový stůl místo pokračování v uloženém (ten bude nahrazen)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="230"/>
        <source>speak TLS to the players who ask for it, with this certificate (PEM; with --key)</source>
        <translation>mluvit s hráči, kteří o to požádají, přes TLS s tímto certifikátem (PEM; spolu s --key)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="240"/>
        <source>the certificate&apos;s private key (PEM, without a passphrase)</source>
        <translation>soukromý klíč certifikátu (PEM, bez hesla)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="245"/>
        <source>do not announce the table on the local network (zeroconf)</source>
        <translation>neohlašovat stůl v místní síti (zeroconf)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="67"/>
        <source>{name} sits at {seat}.</source>
        <translation>{name} sedí na místě {seat}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="72"/>
        <source>{name} has left.</source>
        <translation>{name} odchází.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="78"/>
        <source>A game begins, deal {deal}.</source>
        <translation>Začíná hra, rozdání {deal}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="84"/>
        <source>The game is over: {scores}; won by {winners}.</source>
        <translation>Hra skončila: {scores}; vítězství: {winners}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="114"/>
        <source>Closing the table and telling the players.</source>
        <translation>Stůl se zavírá a hráči dostávají zprávu.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="132"/>
        <source>--certificate and --key go together</source>
        <translation>--certificate a --key patří k sobě</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="138"/>
        <source>The table speaks TLS; its certificate&apos;s fingerprint (SHA-256), for players asked whether to trust it: {fingerprint}</source>
        <translation>Stůl mluví přes TLS; otisk jeho certifikátu (SHA-256) pro hráče, kteří budou dotázáni, zda mu důvěřovat: {fingerprint}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="164"/>
        <source>The table is not announced on the local network: {error}</source>
        <translation>Stůl není v místní síti ohlášen: {error}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="194"/>
        <source>not an IP address: {text}</source>
        <translation>není IP adresa: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="199"/>
        <source>{variable} is not a password of at most {most} printable characters</source>
        <translation>{variable} není heslo o nejvýše {most} tisknutelných znacích</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="216"/>
        <source>Cannot serve on port {port}: {error}</source>
        <translation>Na portu {port} nelze spustit stůl: {error}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="226"/>
        <source>Serving the table on port {port}; waiting for players.</source>
        <translation>Stůl běží na portu {port}; čeká se na hráče.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="232"/>
        <source>The saved game resumes at hand {hand} of deal {deal}: its players take their seats back by joining again.</source>
        <translation>Uložená hra pokračuje {hand}. kolem rozdání {deal}: její hráči získají svá místa zpět, když se znovu připojí.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../hearts_qt/storage/files.py" line="84"/>
        <source>Your settings could not be read or moved aside, so the defaults are used and changes are not kept: check the folder “{folder}”.</source>
        <translation>Nastavení nelze přečíst ani odložit stranou, proto se používá výchozí a změny se neuloží: zkontrolujte složku „{folder}“.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/files.py" line="89"/>
        <source>Your settings could not be read, so the defaults are used; the old file was kept as “{file}”.</source>
        <translation>Nastavení nelze přečíst, proto se používá výchozí; starý soubor byl ponechán jako „{file}“.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../hearts_qt/storage/statistics.py" line="276"/>
        <source>Your statistics could not be read or moved aside: check that the folder “{folder}” can be written to.</source>
        <translation>Statistiky nelze přečíst ani odložit stranou: zkontrolujte, zda lze do složky „{folder}“ zapisovat.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/statistics.py" line="281"/>
        <source>Your statistics could not be read, so they start again; the old file was kept as “{file}”.</source>
        <translation>Statistiky nelze přečíst, proto začínají znovu; starý soubor byl ponechán jako „{file}“.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/statistics.py" line="295"/>
        <source>Your statistics could not be saved in “{folder}”: {reason}.</source>
        <translation>Statistiky nelze uložit do „{folder}“: {reason}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/statistics.py" line="350"/>
        <source>Your statistics were saved by a newer version of Hearts, so this version neither counts games in them nor changes them; the file is kept as it is.</source>
        <translation>Statistiky uložila novější verze hry Srdce, proto do nich tato verze hry nezapočítává a nemění je; soubor zůstává beze změny.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="55"/>
        <source>Reset Statistics</source>
        <translation>Vynulovat statistiky</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="56"/>
        <source>Reset all your statistics? This cannot be undone.</source>
        <translation>Vynulovat všechny vaše statistiky? Tento krok nelze vrátit.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="85"/>
        <source>Statistics</source>
        <translation>Statistiky</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="91"/>
        <source>Games count under the rules they were played with: a preset, or custom</source>
        <translation>Hry se počítají podle pravidel, s nimiž se hrály: varianta, nebo vlastní</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="99"/>
        <source>Overall</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="100"/>
        <source>Without undo</source>
        <translation>Bez vracení</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="101"/>
        <source>With undo</source>
        <translation>S vracením</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="106"/>
        <source>Games in which you never used Undo</source>
        <translation>Hry, ve kterých jste ani jednou nepoužili Zpět</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="107"/>
        <source>Games in which you used Undo at least once</source>
        <translation>Hry, ve kterých jste aspoň jednou použili Zpět</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="108"/>
        <source>Games whose strongest opponent played at this level</source>
        <translation>Hry, v nichž nejsilnější soupeř hrál na této úrovni</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="117"/>
        <source>Your decisions the Expert went over after each hand (Check My Play)</source>
        <translation>Vaše rozhodnutí, která Expert zkontroloval po každém kole (Kontrola mé hry)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="125"/>
        <source>A game abandoned for a new one counts as played but not won, and ends the winning streak. Games the computer played for you are not counted.</source>
        <translation>Hra vzdaná kvůli nové se počítá jako odehraná, ne vyhraná, a ukončí sérii výher. Hry, které za vás hrál počítač, se nepočítají.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="137"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Vynulovat…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="143"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Pravidla:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="174"/>
        <source>{0}%</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="182"/>
        <source>Games played</source>
        <translation>Odehrané hry</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="183"/>
        <source>Games won</source>
        <translation>Vyhrané hry</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="184"/>
        <source>Win rate</source>
        <translation>Úspěšnost</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="185"/>
        <source>Games abandoned</source>
        <translation>Vzdané hry</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="186"/>
        <source>Current winning streak</source>
        <translation>Aktuální série výher</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="187"/>
        <source>Longest winning streak</source>
        <translation>Nejdelší série výher</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="188"/>
        <source>Average points per hand</source>
        <translation>Průměr bodů na kolo</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="189"/>
        <source>Best final score</source>
        <translation>Nejlepší konečný výsledek</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="190"/>
        <source>Worst final score</source>
        <translation>Nejhorší konečný výsledek</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="191"/>
        <source>Moons shot by you</source>
        <translation>Vaše střílení měsíce</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="192"/>
        <source>Moons shot against you</source>
        <translation>Střílení měsíce proti vám</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="193"/>
        <source>Q♠ taken</source>
        <translation>Vzaté Q♠</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="194"/>
        <source>Hints asked for</source>
        <translation>Vyžádané rady</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="199"/>
        <source>Decisions checked</source>
        <translation>Zkontrolovaná rozhodnutí</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="200"/>
        <source>Agreement with the Expert</source>
        <translation>Shoda s Expertem</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="202"/>
        <source>Points lost per hand checked</source>
        <translation>Ztracené body na zkontrolované kolo</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="214"/>
        <source>{rules} (%n game(s))</source>
        <translation>
            <numerusform>{rules} (%n hra)</numerusform>
            <numerusform>{rules} (%n hry)</numerusform>
            <numerusform>{rules} (%n her)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="257"/>
        <source>No hand replayed for practice yet (Game ▸ Replay This Hand).</source>
        <translation>Zatím jste žádné kolo nepřehráli pro procvičení (Hra ▸ Přehrát toto kolo).</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="262"/>
        <source>Hands replayed for practice, counted in none of the columns: %n, {points} points a hand on average.</source>
        <translation>
            <numerusform>Kola přehraná pro procvičení, nezapočtená v žádném sloupci: %n, průměrně {points} bodu na kolo.</numerusform>
            <numerusform>Kola přehraná pro procvičení, nezapočtená v žádném sloupci: %n, průměrně {points} bodu na kolo.</numerusform>
            <numerusform>Kola přehraná pro procvičení, nezapočtená v žádném sloupci: %n, průměrně {points} bodu na kolo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="83"/>
        <source>clubs</source>
        <comment>in a sentence, and in a card in words: {rank} of {suit}</comment>
        <translation>kříže</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="84"/>
        <source>diamonds</source>
        <comment>in a sentence, and in a card in words: {rank} of {suit}</comment>
        <translation>kára</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="85"/>
        <source>spades</source>
        <comment>in a sentence, and in a card in words: {rank} of {suit}</comment>
        <translation>piky</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="86"/>
        <source>hearts</source>
        <comment>in a sentence, and in a card in words: {rank} of {suit}</comment>
        <translation>srdce</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../hearts_qt/ui/table/items.py" line="93"/>
        <source>{name}: {hand} points this hand, {total} in the game</source>
        <translation>{name}: v tomto kole {hand}, celkem {total}</translation>
    </message>
</context>
<context>
    <name>TableAids</name>
    <message>
        <location filename="../hearts_qt/ui/table/aids.py" line="46"/>
        <source>Thinking…</source>
        <translation>Přemýšlím…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/aids.py" line="48"/>
        <source>Hint</source>
        <translation>Rada</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/aids.py" line="70"/>
        <source>Claim the Rest</source>
        <translation>Vzít zbytek</translation>
    </message>
</context>
<context>
    <name>TableClient</name>
    <message>
        <location filename="../hearts_qt/net/client.py" line="272"/>
        <source>The table plays another version of hearts-qt.</source>
        <translation>U stolu se hraje jiná verze hearts-qt.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="273"/>
        <source>Every seat at the table is taken.</source>
        <translation>Všechna místa u stolu jsou obsazená.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="274"/>
        <source>Someone at the table already has that name.</source>
        <translation>Toto jméno už u stolu někdo má.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="275"/>
        <source>That seat belongs to someone else.</source>
        <translation>Toto místo patří někomu jinému.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="276"/>
        <source>The game at this table has begun without you.</source>
        <translation>Hra u tohoto stolu začala bez vás.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="277"/>
        <source>This table asks for a password.</source>
        <translation>Tento stůl vyžaduje heslo.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="279"/>
        <source>That is not the table’s password.</source>
        <translation>To není heslo tohoto stolu.</translation>
    </message>
</context>
<context>
    <name>Tls</name>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="85"/>
        <source>The {what} {path} is too large to be one.</source>
        <translation>Soubor {path} ({what}) je příliš velký.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="92"/>
        <source>Cannot read the {what} {path}: {error}</source>
        <translation>Soubor {path} ({what}) nelze přečíst: {error}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="102"/>
        <source>This computer&apos;s Qt cannot encrypt connections (TLS).</source>
        <translation>Qt tohoto počítače neumí šifrovat spojení (TLS).</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="104"/>
        <source>certificate</source>
        <translation>certifikát</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="108"/>
        <source>{path} holds no certificate in PEM form.</source>
        <translation>{path} neobsahuje žádný certifikát ve formátu PEM.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="112"/>
        <source>The certificate {path} has expired.</source>
        <translation>Platnost certifikátu {path} vypršela.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="114"/>
        <source>key</source>
        <translation>klíč</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="118"/>
        <source>{path} holds no RSA or EC private key in PEM form without a passphrase.</source>
        <translation>{path} neobsahuje žádný soukromý klíč RSA ani EC ve formátu PEM bez hesla.</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../hearts_qt/app.py" line="84"/>
        <location filename="../hearts_qt/app.py" line="264"/>
        <source>Hearts</source>
        <translation>Srdce</translation>
    </message>
    <message>
        <location filename="../hearts_qt/app.py" line="135"/>
        <source>HOME is not set, so there is no folder to keep your saved game, statistics and settings in. Set HOME, or set HEARTS_QT_DATA_DIR to such a folder.</source>
        <translation>Proměnná HOME není nastavena, takže chybí složka pro uloženou hru, statistiky a nastavení. Nastavte HOME, nebo nastavte HEARTS_QT_DATA_DIR na takovou složku.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/app.py" line="151"/>
        <source>no graphical display was found (neither DISPLAY nor WAYLAND_DISPLAY is set). Start Hearts from a desktop session.</source>
        <translation>nebyl nalezen grafický displej (není nastaveno DISPLAY ani WAYLAND_DISPLAY). Spusťte hru Srdce z grafického sezení.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/app.py" line="156"/>
        <source>the display “{display}” could not be opened. Start Hearts from a desktop session, or set DISPLAY to a display that is running.</source>
        <translation>displej „{display}“ nelze otevřít. Spusťte hru Srdce z grafického sezení, nebo nastavte DISPLAY na displej, který běží.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/app.py" line="257"/>
        <source>Hearts is already running: switch to its window. (Its saved game and settings are in {folder}.)</source>
        <translation>Hra Srdce už běží: přepněte se do jejího okna. (Její uložená hra a nastavení jsou v {folder}.)</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <location filename="../hearts_qt/cli.py" line="35"/>
        <source>not a whole number: {text}</source>
        <translation>není celé číslo: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="39"/>
        <source>must not be negative: {value}</source>
        <translation>nesmí být záporné: {value}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="47"/>
        <source>invalid choice: {value} (choose from {choices})</source>
        <translation>neplatná volba: {value} (vyberte z {choices})</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="65"/>
        <source>usage: </source>
        <comment>before the command&apos;s synopsis in --help</comment>
        <translation>použití: </translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="80"/>
        <source>argument {argument}: {message}</source>
        <translation>argument {argument}: {message}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="89"/>
        <source>{program}: error: {message}</source>
        <translation>{program}: chyba: {message}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="127"/>
        <source>The card game Hearts against three computer players.</source>
        <translation>Karetní hra Srdce proti třem počítačovým hráčům.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="109"/>
        <source>options</source>
        <comment>the heading of --help&apos;s list</comment>
        <translation>volby</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="114"/>
        <source>show this help and exit</source>
        <translation>zobrazí tuto nápovědu a skončí</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="132"/>
        <source>start a new game whose deals come from this seed (the same seed, the same deals); a saved game in progress counts as abandoned</source>
        <translation>začne novou hru, jejíž rozdání vycházejí z tohoto semínka (stejné semínko, stejná rozdání); rozehraná uložená hra se počítá jako vzdaná</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="142"/>
        <source>animation speed (default: as last set in the View menu)</source>
        <translation>rychlost animace (výchozí: jak byla naposledy nastavena v nabídce Zobrazit)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="148"/>
        <source>four computer players play N whole hands, then the app exits (0: exit once the table has been painted)</source>
        <translation>čtyři počítačoví hráči odehrají N celých kol, pak se aplikace ukončí (0: ukončit, jakmile se vykreslí stůl)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="120"/>
        <source>show the version and exit</source>
        <translation>zobrazí verzi a skončí</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="200"/>
        <source>unrecognized arguments: {arguments}</source>
        <translation>nerozpoznané argumenty: {arguments}</translation>
    </message>
</context>
</TS>
