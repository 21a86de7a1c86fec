<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Accessible</name>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="37"/>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="44"/>
        <source>{card}, chosen to pass</source>
        <translation>{card}, elegida para pasar</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="48"/>
        <source>{card}, playable</source>
        <translation>{card}, jugable</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="49"/>
        <source>{card}, not playable now</source>
        <translation>{card}, no se puede jugar ahora</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="55"/>
        <source>{name} played the {card}, which takes the trick</source>
        <translation>{name} ha jugado {card}, que se lleva la baza</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="58"/>
        <source>{name} played the {card}</source>
        <translation>{name} ha jugado {card}</translation>
    </message>
</context>
<context>
    <name>Address</name>
    <message>
        <location filename="../hearts_qt/net/address.py" line="35"/>
        <source>Type the table&apos;s address, such as 192.168.1.20:7531.</source>
        <translation>Escribe la dirección de la mesa, por ejemplo 192.168.1.20:7531.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/address.py" line="40"/>
        <source>“{host}” is not an address or a host name.</source>
        <translation>«{host}» no es una dirección ni un nombre de equipo.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/address.py" line="49"/>
        <source>The address lacks its closing “]”.</source>
        <translation>A la dirección le falta el «]» de cierre.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/address.py" line="53"/>
        <source>“{host}” is not an IPv6 address.</source>
        <translation>«{host}» no es una dirección IPv6.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/address.py" line="58"/>
        <source>Write the port after a colon: [::1]:7531.</source>
        <translation>Escribe el puerto tras dos puntos: [::1]:7531.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/address.py" line="69"/>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>El puerto debe ser un número del 1 al 65535.</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="34"/>
        <source>Blue lattice</source>
        <translation>Celosía azul</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="35"/>
        <source>Red lattice</source>
        <translation>Celosía roja</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="36"/>
        <source>Green argyle</source>
        <translation>Rombos verdes</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="37"/>
        <source>Rose hearts</source>
        <translation>Corazones rosas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="38"/>
        <source>Navy and gold</source>
        <translation>Azul marino y oro</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="39"/>
        <source>The deck&apos;s own back</source>
        <translation>El reverso de la baraja</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="46"/>
        <source>Green felt</source>
        <translation>Tapete verde</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="47"/>
        <source>Blue felt</source>
        <translation>Tapete azul</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="48"/>
        <source>Red felt</source>
        <translation>Tapete rojo</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="49"/>
        <source>Wooden table</source>
        <translation>Mesa de madera</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="50"/>
        <source>Your own picture</source>
        <translation>Tu propia imagen</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="56"/>
        <source>The card deck “{name}” cannot be used. {reason}</source>
        <translation>No se puede usar la baraja «{name}». {reason}</translation>
    </message>
</context>
<context>
    <name>AppearanceDialog</name>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="62"/>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="244"/>
        <source>Appearance</source>
        <translation>Aspecto</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="67"/>
        <source>Preview of the table</source>
        <translation>Vista previa de la mesa</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="69"/>
        <source>Card &amp;faces:</source>
        <translation>&amp;Diseño de las cartas:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="70"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Reverso:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="71"/>
        <source>&amp;Table:</source>
        <translation>&amp;Mesa:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="72"/>
        <source>F&amp;our-colour faces (♦ blue, ♣ green)</source>
        <translation>Caras en cuatro &amp;colores (♦ azul, ♣ verde)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="73"/>
        <source>Choose a &amp;Picture…</source>
        <translation>Elegir una &amp;imagen…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="121"/>
        <source>Preview:</source>
        <translation>Vista previa:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="132"/>
        <source>On this computer:</source>
        <translation>En este ordenador:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="227"/>
        <source>A Picture for the Table</source>
        <translation>Una imagen para la mesa</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="229"/>
        <source>Pictures ({patterns})</source>
        <translation>Imágenes ({patterns})</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="239"/>
        <source>The table keeps its cloth.</source>
        <translation>La mesa conserva su tapete.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="245"/>
        <source>The deck you had stays.</source>
        <translation>Se mantiene la baraja que tenías.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="254"/>
        <source>Only the hearts-qt decks have four-colour faces.</source>
        <translation>Solo las barajas de hearts-qt tienen caras en cuatro colores.</translation>
    </message>
</context>
<context>
    <name>BonusBox</name>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="54"/>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/rules_house.py" line="55"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="17"/>
        <source>Jack</source>
        <translation>Jota</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="18"/>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="19"/>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="20"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="27"/>
        <source>{rank} of {suit}</source>
        <comment>a card in words, as a screen reader says it (Queen of spades, 7 of hearts): {rank} is Jack, Queen, King, Ace or a number, {suit} a suit&apos;s name as in Suit (spades)</comment>
        <translation>{rank} de {suit}</translation>
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
        <translation>Valores de las cartas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_values.py" line="67"/>
        <source>&lt;i&gt;The J♦ has an option of its own on the Rules tab; while it is on, that option is the J♦&apos;s value.&lt;/i&gt;</source>
        <translation>&lt;i&gt;La J♦ tiene su propia opción en la pestaña Reglas; mientras esté activada, esa opción da su valor.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_values.py" line="77"/>
        <source>Reset to &amp;Classic</source>
        <translation>Valores &amp;clásicos</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_values.py" line="84"/>
        <source>What each card is worth to whoever takes it (−99 to 99):</source>
        <translation>Lo que vale cada carta para quien se la lleva (de −99 a 99):</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_values.py" line="111"/>
        <source>&lt;b&gt;At least two cards must be worth points (more than 0): with one alone, whoever took it would shoot the moon every hand.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Al menos dos cartas deben valer puntos (más de 0): con una sola, quien se la llevara dispararía a la luna en cada mano.&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>CardsPlayedDock</name>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="355"/>
        <source>Cards Played</source>
        <translation>Cartas jugadas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="367"/>
        <source>&amp;Cards Played</source>
        <translation>Cartas ju&amp;gadas</translation>
    </message>
</context>
<context>
    <name>CardsPlayedPanel</name>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="239"/>
        <source>Shown void in</source>
        <translation>Fallos conocidos</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="241"/>
        <source>A player who did not follow the suit led has none left.</source>
        <translation>Quien no ha seguido el palo de salida ya no tiene cartas de ese palo.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="316"/>
        <source>{played} of 52 played</source>
        <translation>{played} de 52 jugadas</translation>
    </message>
</context>
<context>
    <name>CheckMyPlay</name>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="100"/>
        <source>Chec&amp;k My Play</source>
        <translation>&amp;Analizar mi juego</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="102"/>
        <source>After each hand, the Expert goes over your play</source>
        <translation>Tras cada mano, el Experto analiza tu juego</translation>
    </message>
</context>
<context>
    <name>CheckNotice</name>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="48"/>
        <source>Click to review the hand.</source>
        <translation>Haz clic para revisar la mano.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/check_notice.py" line="55"/>
        <source>Hand {hand}: %n choice(s) to review</source>
        <translation>
            <numerusform>Mano {hand}: %n decisión que revisar</numerusform>
            <numerusform>Mano {hand}: %n decisiones que revisar</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="59"/>
        <source>Hand {hand}: the Expert agrees</source>
        <translation>Mano {hand}: el Experto está de acuerdo</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="60"/>
        <source>Hand {hand}: no choice to make</source>
        <translation>Mano {hand}: sin decisiones que tomar</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/check_notice.py" line="72"/>
        <source>Hand {hand}: the Expert would have chosen otherwise %n time(s) (about {points} points).</source>
        <translation>
            <numerusform>Mano {hand}: el Experto habría elegido otra cosa %n vez (unos {points} puntos).</numerusform>
            <numerusform>Mano {hand}: el Experto habría elegido otra cosa %n veces (unos {points} puntos).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/check_notice.py" line="79"/>
        <source>Hand {hand}: the Expert agrees with all your %n decision(s).</source>
        <translation>
            <numerusform>Mano {hand}: el Experto está de acuerdo con tu única decisión.</numerusform>
            <numerusform>Mano {hand}: el Experto está de acuerdo con tus %n decisiones.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="83"/>
        <source>Hand {hand}: you had no choice to make.</source>
        <translation>Mano {hand}: no tenías ninguna decisión que tomar.</translation>
    </message>
</context>
<context>
    <name>Cloth</name>
    <message>
        <location filename="../hearts_qt/ui/table/cloth.py" line="131"/>
        <source>The picture {file} is not there any more.</source>
        <translation>La imagen {file} ya no existe.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/cloth.py" line="138"/>
        <source>{file} is not a picture hearts-qt can read.</source>
        <translation>{file} no es una imagen que hearts-qt pueda leer.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/cloth.py" line="141"/>
        <source>The picture {file} is too large.</source>
        <translation>La imagen {file} es demasiado grande.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/cloth.py" line="144"/>
        <source>The picture {file} cannot be read.</source>
        <translation>No se puede leer la imagen {file}.</translation>
    </message>
</context>
<context>
    <name>Deal</name>
    <message>
        <location filename="../hearts_qt/ui/deal_caption.py" line="16"/>
        <source>Replay of deal {deal}, hand {hand}</source>
        <translation>Repetición del reparto {deal}, mano {hand}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_caption.py" line="20"/>
        <source>Deal {deal}</source>
        <translation>Reparto {deal}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_caption.py" line="21"/>
        <source>Deal {deal}, hand {hand}</source>
        <translation>Reparto {deal}, mano {hand}</translation>
    </message>
</context>
<context>
    <name>DealCommands</name>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="43"/>
        <source>Play &amp;Deal…</source>
        <translation>&amp;Jugar un reparto…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="45"/>
        <location filename="../hearts_qt/ui/deal_commands.py" line="140"/>
        <source>&amp;Back to the Game</source>
        <translation>Vo&amp;lver a la partida</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="46"/>
        <source>&amp;Export Game…</source>
        <translation>E&amp;xportar partida…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="44"/>
        <source>Repla&amp;y This Hand</source>
        <translation>Repetir esta &amp;mano</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="48"/>
        <source>O&amp;pen Game…</source>
        <translation>A&amp;brir partida…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="90"/>
        <source>{deal} · {rules}</source>
        <translation>{deal} · {rules}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="112"/>
        <source>Give up this game and play the deal you typed?</source>
        <translation>¿Abandonar esta partida y jugar el reparto que has escrito?</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="113"/>
        <source>&amp;Play Deal</source>
        <translation>&amp;Jugar el reparto</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="129"/>
        <source>The replay is over.</source>
        <translation>La repetición ha terminado.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="133"/>
        <source>Replay This Hand</source>
        <translation>Repetir esta mano</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/deal_commands.py" line="135"/>
        <source>The replay is over: you took %n point(s).</source>
        <translation>
            <numerusform>La repetición ha terminado: te has llevado %n punto.</numerusform>
            <numerusform>La repetición ha terminado: te has llevado %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="139"/>
        <source>Your game goes on where you left it.</source>
        <translation>Tu partida sigue donde la dejaste.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="141"/>
        <source>Replay &amp;Again</source>
        <translation>Repetir &amp;otra vez</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="167"/>
        <source>Hearts games (*{suffix});;All files (*)</source>
        <translation>Partidas de Corazones (*{suffix});;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="179"/>
        <location filename="../hearts_qt/ui/deal_commands.py" line="193"/>
        <source>Export Game</source>
        <translation>Exportar partida</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="181"/>
        <source>deal-{deal}</source>
        <translation>reparto-{deal}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="197"/>
        <source>The game was saved as {file}.</source>
        <translation>La partida se ha guardado como {file}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="202"/>
        <location filename="../hearts_qt/ui/deal_commands.py" line="215"/>
        <source>Open Game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="220"/>
        <source>Give up this game and continue the one you opened?</source>
        <translation>¿Abandonar esta partida y continuar la que has abierto?</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="221"/>
        <source>&amp;Open Game</source>
        <translation>&amp;Abrir partida</translation>
    </message>
</context>
<context>
    <name>DealNumberDialog</name>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="47"/>
        <source>Play Deal</source>
        <translation>Jugar un reparto</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="53"/>
        <source>Deal &amp;number:</source>
        <translation>&amp;Número de reparto:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="57"/>
        <source>Every game has a deal number, shown in the title bar. Type one a friend gives you to play the same cards, under the same rules, in every hand.</source>
        <translation>Cada partida tiene un número de reparto, que se ve en la barra de título. Escribe el que te dé un amigo para jugar las mismas cartas, con las mismas reglas, en cada mano.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="71"/>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="104"/>
        <source>Type a deal number, from {first} to {last}.</source>
        <translation>Escribe un número de reparto, del {first} al {last}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="109"/>
        <source>“{typed}” is not a deal number: a deal number has only digits, such as {example}.</source>
        <translation>«{typed}» no es un número de reparto: un número de reparto solo tiene cifras, como {example}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="112"/>
        <source>Deal numbers start at {first}: there is no deal {typed}.</source>
        <translation>Los números de reparto empiezan en el {first}: no existe el reparto {typed}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="115"/>
        <source>Deal numbers go up to {last}: {typed} is too large.</source>
        <translation>Los números de reparto llegan hasta el {last}: {typed} es demasiado grande.</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <location filename="../hearts_qt/ui/decks.py" line="136"/>
        <source>Classic</source>
        <translation>Clásica</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/decks.py" line="137"/>
        <source>Large index</source>
        <translation>Índices grandes</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="117"/>
        <source>Its index.desktop is too large to be a card deck&apos;s index.</source>
        <translation>Su index.desktop es demasiado grande para ser el índice de una baraja.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="121"/>
        <source>Its index.desktop cannot be read.</source>
        <translation>Su index.desktop no se puede leer.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="124"/>
        <source>Its index.desktop has no [KDE Backdeck] section.</source>
        <translation>Su index.desktop no tiene sección [KDE Backdeck].</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="127"/>
        <source>Its index.desktop names no SVG file.</source>
        <translation>Su index.desktop no indica ningún archivo SVG.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="130"/>
        <source>Its index.desktop names an SVG file outside the deck&apos;s folder.</source>
        <translation>Su index.desktop indica un archivo SVG fuera de la carpeta de la baraja.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="174"/>
        <source>It is no longer installed on this computer.</source>
        <translation>Ya no está instalada en este ordenador.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="187"/>
        <source>Its file {file} is not an SVG picture that can be read.</source>
        <translation>Su archivo {file} no es una imagen SVG legible.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="195"/>
        <source>Its picture lacks {count} of the 53 cards it must have ({elements}).</source>
        <translation>A su imagen le faltan {count} de las 53 cartas que debe tener ({elements}).</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="202"/>
        <source>Its cards are not upright playing cards.</source>
        <translation>Sus cartas no son naipes en vertical.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="212"/>
        <source>Its file {file} is too large for a card deck.</source>
        <translation>Su archivo {file} es demasiado grande para una baraja.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="218"/>
        <source>The file {file} that it names is missing.</source>
        <translation>Falta el archivo {file} que indica.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="227"/>
        <source>Its file {file} cannot be read.</source>
        <translation>No se puede leer su archivo {file}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="232"/>
        <source>Its file {file} is damaged (it does not unzip).</source>
        <translation>Su archivo {file} está dañado (no se puede descomprimir).</translation>
    </message>
</context>
<context>
    <name>Discovery</name>
    <message>
        <location filename="../hearts_qt/net/discovery.py" line="391"/>
        <source>this computer has no IPv4 address</source>
        <translation>este equipo no tiene dirección IPv4</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="38"/>
        <source>The game could not be saved as “{file}”: {reason}.</source>
        <translation>No se ha podido guardar la partida como «{file}»: {reason}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="51"/>
        <source>“{file}” is not a file that can be opened.</source>
        <translation>«{file}» no es un archivo que se pueda abrir.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="55"/>
        <source>“{file}” could not be read: {reason}.</source>
        <translation>No se ha podido leer «{file}»: {reason}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="60"/>
        <source>“{file}” is not there.</source>
        <translation>«{file}» no existe.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="63"/>
        <source>“{file}” is too large to be a game of Hearts ({size} MB or more).</source>
        <translation>«{file}» es demasiado grande para ser una partida de Corazones ({size} MB o más).</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="77"/>
        <source>“{file}” is not a game saved by Hearts.</source>
        <translation>«{file}» no es una partida guardada por Corazones.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="78"/>
        <source>“{file}” is damaged or incomplete, so it cannot be opened.</source>
        <translation>«{file}» está dañado o incompleto, así que no se puede abrir.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="81"/>
        <source>“{file}” was saved by a newer version of Hearts: update Hearts to open it.</source>
        <translation>«{file}» se guardó con una versión más reciente de Corazones: actualiza Corazones para abrirlo.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="84"/>
        <source>The cards or the scores in “{file}” do not make a legal game of Hearts: the file is damaged or has been changed.</source>
        <translation>Las cartas o las puntuaciones de «{file}» no forman una partida válida de Corazones: el archivo está dañado o se ha modificado.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/game_over.py" line="74"/>
        <source>Game Over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/game_over.py" line="84"/>
        <source>Rules: {rules}</source>
        <translation>Reglas: {rules}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/game_over.py" line="92"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Jugar otra vez</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/game_over.py" line="139"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/game_over.py" line="143"/>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="34"/>
        <source>It is the only card you may play.</source>
        <translation>Es la única carta que puedes jugar.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="36"/>
        <source>Takes a point so that {seat} cannot shoot the moon.</source>
        <translation>Te llevas un punto para que {seat} no pueda disparar a la luna.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="40"/>
        <source>Dumps the {card} while you are void in {suit}.</source>
        <translation>Te descartas de {card} porque no tienes {suit}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="44"/>
        <source>Takes a trick that surely holds no points.</source>
        <translation>Te llevas una baza que no puede tener puntos.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="46"/>
        <source>Plays under the {other}, so you do not take the trick.</source>
        <translation>Juegas por debajo de {other} y no te llevas la baza.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="50"/>
        <source>Keeps the {other} as a safe exit in {suit}.</source>
        <translation>Guardas {other} como salida segura en {suit}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="54"/>
        <source>Gives away the {cards}: the cards most likely to cost you points.</source>
        <translation>Te deshaces de {cards}: las cartas que más puntos pueden costarte.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="58"/>
        <source>Leaves you void in {suit}, free to discard when it is led.</source>
        <translation>Te quedas sin {suit}: podrás descartarte cuando salgan.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="63"/>
        <source>Runs for the moon: aims to take every card that scores. Expected: {points} points this hand.</source>
        <translation>Vas a por la luna: intentas llevarte todas las cartas que puntúan. Previsto: {points} puntos en esta mano.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="69"/>
        <source>Keeps your winners to run for the moon. Expected: {points} points this hand.</source>
        <translation>Te quedas con tus cartas ganadoras para disparar a la luna. Previsto: {points} puntos en esta mano.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="73"/>
        <source>Expected: {points} points this hand; next best, {other}: {next}.</source>
        <translation>Previsto: {points} puntos en esta mano; la siguiente mejor opción, {other}: {next}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="76"/>
        <source>Expected: {points} points this hand.</source>
        <translation>Previsto: {points} puntos en esta mano.</translation>
    </message>
</context>
<context>
    <name>HostCommands</name>
    <message>
        <location filename="../hearts_qt/ui/hosting.py" line="77"/>
        <source>The table cannot be served on port {port}: {error}. Choose another port, or any free port.</source>
        <translation>La mesa no se puede abrir en el puerto {port}: {error}. Elige otro puerto o cualquier puerto libre.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="79"/>
        <source>Host Table</source>
        <translation>Abrir una mesa</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="89"/>
        <source>{name}’s table</source>
        <translation>Mesa de {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="95"/>
        <source>&amp;Any free port</source>
        <translation>&amp;Cualquier puerto libre</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="99"/>
        <source>None: anyone may sit down</source>
        <translation>Ninguna: cualquiera puede sentarse</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="102"/>
        <source>&amp;Change the Rules…</source>
        <translation>C&amp;ambiar las reglas…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="116"/>
        <source>&amp;Open the Table</source>
        <translation>A&amp;brir la mesa</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="132"/>
        <source>Table &amp;name:</source>
        <translation>&amp;Nombre de la mesa:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="137"/>
        <source>&amp;Port:</source>
        <translation>&amp;Puerto:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="144"/>
        <source>Rules:</source>
        <translation>Reglas:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="146"/>
        <source>Computer at &amp;West:</source>
        <translation>Ordenador en el &amp;oeste:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="140"/>
        <source>Pa&amp;ssword:</source>
        <translation>Contra&amp;seña:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/player_name.py" line="33"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="131"/>
        <source>&amp;Your name:</source>
        <translation>T&amp;u nombre:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="147"/>
        <source>Computer at Nor&amp;th:</source>
        <translation>Ordenador en el nor&amp;te:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="148"/>
        <source>Computer at &amp;East:</source>
        <translation>Ordenador en el &amp;este:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="154"/>
        <source>&lt;i&gt;You sit South. Friends take the free seats in the order they join; when you start the game, computers take the seats still free.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Te sientas en el sur. Tus amigos ocupan los asientos libres en el orden en que se unen; al empezar la partida, los ordenadores ocupan los que sigan libres.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="169"/>
        <source>&amp;Resume “{table}” at hand {hand}, with {names}</source>
        <translation>&amp;Reanudar «{table}» en la mano {hand}, con {names}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="172"/>
        <source>&amp;Resume “{table}” at hand {hand}</source>
        <translation>&amp;Reanudar «{table}» en la mano {hand}</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/host_dialog.py" line="203"/>
        <source>a game of %n hand(s)</source>
        <translation>
            <numerusform>una partida de %n mano</numerusform>
            <numerusform>una partida de %n manos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/host_dialog.py" line="205"/>
        <source>a game to %n point(s)</source>
        <translation>
            <numerusform>una partida a %n punto</numerusform>
            <numerusform>una partida a %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="208"/>
        <source>{rules}: {end}, as in the saved game</source>
        <translation>{rules}: {end}, como en la partida guardada</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="210"/>
        <source>{rules}: {end}, as in Options</source>
        <translation>{rules}: {end}, como en Opciones</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="213"/>
        <source>{end}, as in the saved game</source>
        <translation>{end}, como en la partida guardada</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="214"/>
        <source>{end}, as in Options</source>
        <translation>{end}, como en Opciones</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="241"/>
        <source>Type the name your friends will see at the table (printable characters).</source>
        <translation>Escribe el nombre que tus amigos verán en la mesa (caracteres imprimibles).</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="246"/>
        <source>The table’s name and password cannot hold tabs or other control characters.</source>
        <translation>El nombre y la contraseña de la mesa no pueden contener tabuladores ni otros caracteres de control.</translation>
    </message>
</context>
<context>
    <name>HouseRulesTab</name>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/rules_house.py" line="87"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="89"/>
        <source>Le&amp;ft</source>
        <translation>A la i&amp;zquierda</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="90"/>
        <source>Ri&amp;ght</source>
        <translation>A la &amp;derecha</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="91"/>
        <source>&amp;Across</source>
        <translation>&amp;Enfrente</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="92"/>
        <source>&amp;Hold (no pass)</source>
        <translation>&amp;Sin pase</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="96"/>
        <source>The holder of the 2♣ leads it</source>
        <translation>Quien tiene el 2♣ sale con él</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="98"/>
        <source>The player left of the dealer, any card</source>
        <translation>El jugador a la izquierda del que reparte, con cualquier carta</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="100"/>
        <source>H&amp;earts may be led at any time</source>
        <translation>Se puede salir con corazones en cualquier m&amp;omento</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="101"/>
        <source>Card &amp;Values…</source>
        <translation>&amp;Valores de las cartas…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="106"/>
        <source>Perfect 100: a total of e&amp;xactly the target score drops to half of it</source>
        <translation>100 perfecto: quien suma e&amp;xactamente la puntuación objetivo baja a la mitad</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="111"/>
        <source>No share&amp;d wins: a tie for the lowest total plays on</source>
        <translation>Sin victorias com&amp;partidas: un empate en el total más bajo sigue jugando</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="128"/>
        <source>Cards pa&amp;ssed:</source>
        <translation>Cartas que se pasa&amp;n:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="135"/>
        <source>Passed, hand by hand:</source>
        <translation>Se pasa, mano a mano:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="136"/>
        <source>&amp;Who leads the first trick:</source>
        <translation>&amp;Quién sale en la primera baza:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="144"/>
        <source>Taking no tric&amp;k scores:</source>
        <translation>No llevarse nin&amp;guna baza suma:</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="26"/>
        <source>Cards are not being passed now.</source>
        <translation>Ahora no se están pasando cartas.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="27"/>
        <source>The cards are still being passed.</source>
        <translation>Todavía se están pasando las cartas.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="28"/>
        <source>The hand is over.</source>
        <translation>La mano ha terminado.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="29"/>
        <source>There is no pass in this hand.</source>
        <translation>En esta mano no se pasan cartas.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="30"/>
        <source>{seat} has already chosen the cards to pass.</source>
        <translation>{seat} ya ha elegido las cartas que pasa.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="33"/>
        <source>Pass exactly three cards.</source>
        <translation>Pasa exactamente tres cartas.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="34"/>
        <source>Pass exactly four cards.</source>
        <translation>Pasa exactamente cuatro cartas.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="35"/>
        <source>Pass exactly five cards.</source>
        <translation>Pasa exactamente cinco cartas.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="36"/>
        <source>The cards passed must all be different.</source>
        <translation>Las cartas que pasas deben ser todas distintas.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="37"/>
        <source>{seat} does not hold the {card}.</source>
        <translation>{seat} no tiene {card}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="38"/>
        <source>It is {turn}&apos;s turn, not {seat}&apos;s.</source>
        <translation>Es el turno de {turn}, no de {seat}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="39"/>
        <source>The 2♣ leads the first trick.</source>
        <translation>La primera baza se abre con el 2♣.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="40"/>
        <source>You must follow suit: {suit}.</source>
        <translation>Debes seguir el palo: {suit}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="41"/>
        <source>Hearts have not been broken.</source>
        <translation>Los corazones aún no se han roto.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="42"/>
        <source>No hearts and not the Q♠ on the first trick.</source>
        <translation>En la primera baza no se juegan corazones ni la Q♠.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="45"/>
        <source>No card that costs points may be played to the first trick.</source>
        <translation>En la primera baza no se puede jugar ninguna carta que cueste puntos.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="48"/>
        <source>{seat} shot the moon and must first choose how it is scored.</source>
        <translation>{seat} ha disparado a la luna y antes debe elegir cómo se cuenta.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="51"/>
        <source>Nobody has a moon to score now.</source>
        <translation>Ahora nadie tiene una luna que contar.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="52"/>
        <source>{turn} shot the moon and chooses how it is scored, not {seat}.</source>
        <translation>{turn} ha disparado a la luna y elige cómo se cuenta, no {seat}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="55"/>
        <source>The moon is scored either as points for the others or as points off the shooter.</source>
        <translation>La luna se cuenta o como puntos para los demás o como puntos que se resta quien la dispara.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="59"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="60"/>
        <source>The current hand is not finished.</source>
        <translation>La mano actual no ha terminado.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="61"/>
        <source>No hand has been dealt yet.</source>
        <translation>Todavía no se ha repartido ninguna mano.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="57"/>
        <source>Join Table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="62"/>
        <source>Tables on this network</source>
        <translation>Mesas en esta red</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="67"/>
        <source>192.168.1.20:7531</source>
        <translation>192.168.1.20:7531</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="77"/>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="104"/>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="105"/>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="106"/>
        <source>&amp;Password:</source>
        <translation>&amp;Contraseña:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="110"/>
        <source>&amp;Tables on this network:</source>
        <translation>&amp;Mesas en esta red:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="121"/>
        <source>Looking for tables… (or type a table&apos;s address below)</source>
        <translation>Buscando mesas… (o escribe abajo la dirección de una mesa)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="122"/>
        <source>No tables can be found on this network; type a table&apos;s address below.</source>
        <translation>En esta red no se pueden buscar mesas; escribe abajo la dirección de una mesa.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="161"/>
        <source>A table</source>
        <translation>Una mesa</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="163"/>
        <source>{table} — another version of hearts-qt</source>
        <translation>{table} — otra versión de hearts-qt</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/join_dialog.py" line="164"/>
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n asiento libre</numerusform>
            <numerusform>%n asientos libres</numerusform>
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
        <translation>{table} (con contraseña)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="169"/>
        <source>{table}, encrypted</source>
        <translation>{table}, cifrada</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="184"/>
        <source>Type the name the others will see at the table.</source>
        <translation>Escribe el nombre que los demás verán en la mesa.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="204"/>
        <source>Asking the table at {address} for a seat (encrypted)…</source>
        <translation>Pidiendo un asiento a la mesa de {address} (cifrado)…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="206"/>
        <source>Asking the table at {address} for a seat (not encrypted)…</source>
        <translation>Pidiendo un asiento a la mesa de {address} (sin cifrar)…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="270"/>
        <source>No computer called {host} was found on the network.</source>
        <translation>No se ha encontrado en la red ningún equipo llamado {host}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="272"/>
        <source>No table is being served at {address}.</source>
        <translation>No hay ninguna mesa abierta en {address}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="278"/>
        <source>No authority vouches for the certificate of the table at {address}. Its fingerprint (SHA-256) is:

{fingerprint}

Ask the host whether theirs is the same (hearts-qt-server prints it as it starts). Trust this table&apos;s certificate and join?</source>
        <translation>Ninguna autoridad avala el certificado de la mesa de {address}. Su huella (SHA-256) es:

{fingerprint}

Pregunta al anfitrión si la suya es la misma (hearts-qt-server la muestra al arrancar). ¿Confiar en el certificado de esta mesa y unirse?</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="283"/>
        <source>Trust This Table?</source>
        <translation>¿Confiar en esta mesa?</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="292"/>
        <source>Not joined: the table&apos;s certificate is not trusted.</source>
        <translation>No te has unido: no se confía en el certificado de la mesa.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="297"/>
        <source>The trusted certificate cannot be remembered: {problem}</source>
        <translation>No se puede recordar el certificado de confianza: {problem}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="273"/>
        <location filename="../hearts_qt/ui/join_dialog.py" line="306"/>
        <source>No table answered at {address}.</source>
        <translation>Ninguna mesa ha respondido en {address}.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="52"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="53"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="54"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="55"/>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="53"/>
        <source>Table “{table}”</source>
        <translation>Mesa «{table}»</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="63"/>
        <location filename="../hearts_qt/ui/lobby.py" line="142"/>
        <source>&amp;Start the Game</source>
        <translation>&amp;Empezar la partida</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="65"/>
        <source>&amp;Take Your Seat</source>
        <translation>&amp;Sentarte</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="67"/>
        <source>&amp;Close Table</source>
        <translation>&amp;Cerrar la mesa</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="83"/>
        <source>The table’s address, for your friends</source>
        <translation>La dirección de la mesa, para tus amigos</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="88"/>
        <source>This computer is on no network: only players on this computer can join, at this address.</source>
        <translation>Este equipo no está en ninguna red: solo pueden unirse jugadores de este equipo, en esta dirección.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="93"/>
        <source>Friends join with Game ▸ Join Table…, this address and the password.</source>
        <translation>Tus amigos se unen con Partida ▸ Unirse a una mesa…, esta dirección y la contraseña.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="95"/>
        <source>Friends join with Game ▸ Join Table… and this address.</source>
        <translation>Tus amigos se unen con Partida ▸ Unirse a una mesa… y esta dirección.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="99"/>
        <source>The table’s address</source>
        <translation>La dirección de la mesa</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="100"/>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="112"/>
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="137"/>
        <source>(a free seat)</source>
        <translation>(un asiento libre)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="142"/>
        <source>&amp;Start a New Game</source>
        <translation>Empezar una &amp;nueva partida</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="150"/>
        <source>here</source>
        <translation>presente</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="152"/>
        <source>a computer ({level}) if nobody sits here</source>
        <translation>un ordenador ({level}) si nadie se sienta aquí</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="154"/>
        <source>a computer ({level})</source>
        <translation>un ordenador ({level})</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="156"/>
        <source>away: a computer ({level}) plays until they are back</source>
        <translation>ausente: juega un ordenador ({level}) hasta que vuelva</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="159"/>
        <source>away: the seat waits for them</source>
        <translation>ausente: el asiento le espera</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="70"/>
        <location filename="../hearts_qt/ui/main_window.py" line="550"/>
        <location filename="../hearts_qt/ui/main_window.py" line="695"/>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="147"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="149"/>
        <location filename="../hearts_qt/ui/main_window.py" line="334"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="150"/>
        <source>&amp;Join Table…</source>
        <translation>&amp;Unirse a una mesa…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="151"/>
        <source>&amp;Leave Table</source>
        <translation>Levan&amp;tarse de la mesa</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="152"/>
        <source>Host T&amp;able…</source>
        <translation>Abr&amp;ir una mesa…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="158"/>
        <location filename="../hearts_qt/ui/main_window.py" line="369"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="160"/>
        <location filename="../hearts_qt/ui/main_window.py" line="374"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="166"/>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="169"/>
        <source>&amp;Claim the Rest</source>
        <translation>Re&amp;clamar el resto</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="176"/>
        <source>Score &amp;Sheet</source>
        <translation>&amp;Hoja de puntuación</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="183"/>
        <source>&amp;Options…</source>
        <translation>&amp;Opciones…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="184"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="187"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="189"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="190"/>
        <source>&amp;Animation Speed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="193"/>
        <source>&amp;Off</source>
        <translation>&amp;Desactivada</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="194"/>
        <source>&amp;Fast</source>
        <translation>&amp;Rápida</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="195"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="196"/>
        <source>&amp;Slow</source>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="205"/>
        <source>Show &amp;Playable Cards</source>
        <translation>Mostrar cartas &amp;jugables</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="208"/>
        <source>Score Sheet After Each &amp;Hand</source>
        <translation>Hoja de puntuación tras cada &amp;mano</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="211"/>
        <source>&amp;Four-Colour Deck</source>
        <translation>Baraja de &amp;cuatro colores</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="213"/>
        <source>Card &amp;Back</source>
        <translation>&amp;Reverso de las cartas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="221"/>
        <source>Appearanc&amp;e…</source>
        <translation>&amp;Aspecto…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="224"/>
        <source>&amp;Sound</source>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="225"/>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="231"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="234"/>
        <source>&amp;Rules of Hearts</source>
        <translation>&amp;Reglas de Corazones</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="238"/>
        <source>&amp;About Hearts</source>
        <translation>&amp;Acerca de Corazones</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="329"/>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="330"/>
        <source>Give up this game and deal a new one?</source>
        <translation>¿Abandonar esta partida y repartir una nueva?</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="333"/>
        <source>It will count as abandoned in the statistics.</source>
        <translation>Contará como abandonada en las estadísticas.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="335"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Seguir jugando</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="351"/>
        <source>A hint is given when it is your turn.</source>
        <translation>Las pistas se dan cuando es tu turno.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="372"/>
        <source>&amp;Undo {step}</source>
        <translation>&amp;Deshacer {step}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="376"/>
        <source>&amp;Redo {step}</source>
        <translation>&amp;Rehacer {step}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="381"/>
        <source>A network game has no undo</source>
        <translation>Una partida en red no se puede deshacer</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="389"/>
        <source>Pass</source>
        <comment>an undo or redo step</comment>
        <translation>pase</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="391"/>
        <source>Play of {card}</source>
        <comment>an undo or redo step</comment>
        <translation>jugada de {card}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="593"/>
        <source>About Hearts</source>
        <translation>Acerca de Corazones</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="595"/>
        <source>&lt;h3&gt;Hearts {version}&lt;/h3&gt;&lt;p&gt;The card game Hearts against three honest computer players.&lt;/p&gt;&lt;p&gt;Card art and code by the hearts-qt developers, GPL-3.0-or-later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Corazones {version}&lt;/h3&gt;&lt;p&gt;El juego de cartas Corazones contra tres jugadores del ordenador que juegan limpio.&lt;/p&gt;&lt;p&gt;Ilustraciones de las cartas y código de los desarrolladores de hearts-qt, GPL-3.0-or-later.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="53"/>
        <location filename="../hearts_qt/ui/table/messages.py" line="58"/>
        <source>No passing this hand.</source>
        <translation>En esta mano no se pasan cartas.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="62"/>
        <source>Waiting for the others to pass…</source>
        <translation>Esperando a que pasen los demás…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="72"/>
        <source>{name} passed you their cards.</source>
        <translation>{name} te ha pasado sus cartas.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="81"/>
        <source>from {name}</source>
        <translation>de {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="89"/>
        <source>{name} is to play: wait for your turn.</source>
        <translation>Juega {name}: espera tu turno.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="92"/>
        <source>Wait for the trick to be taken.</source>
        <translation>Espera a que se recoja la baza.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="48"/>
        <source>Choose %n card(s) to pass to the left.</source>
        <translation>
            <numerusform>Elige %n carta para pasar a la izquierda.</numerusform>
            <numerusform>Elige %n cartas para pasar a la izquierda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="42"/>
        <source>Choose %n more card(s) to pass to the left.</source>
        <translation>
            <numerusform>Elige %n carta más para pasar a la izquierda.</numerusform>
            <numerusform>Elige %n cartas más para pasar a la izquierda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="44"/>
        <source>Choose %n more card(s) to pass to the right.</source>
        <translation>
            <numerusform>Elige %n carta más para pasar a la derecha.</numerusform>
            <numerusform>Elige %n cartas más para pasar a la derecha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="46"/>
        <source>Choose %n more card(s) to pass across.</source>
        <translation>
            <numerusform>Elige %n carta más para pasar al jugador de enfrente.</numerusform>
            <numerusform>Elige %n cartas más para pasar al jugador de enfrente.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="50"/>
        <source>Choose %n card(s) to pass to the right.</source>
        <translation>
            <numerusform>Elige %n carta para pasar a la derecha.</numerusform>
            <numerusform>Elige %n cartas para pasar a la derecha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="52"/>
        <source>Choose %n card(s) to pass across.</source>
        <translation>
            <numerusform>Elige %n carta para pasar al jugador de enfrente.</numerusform>
            <numerusform>Elige %n cartas para pasar al jugador de enfrente.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="59"/>
        <source>The players choose %n card(s) to pass.</source>
        <translation>
            <numerusform>Los jugadores eligen %n carta para pasar.</numerusform>
            <numerusform>Los jugadores eligen %n cartas para pasar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="65"/>
        <source>Click “{button}” (or press P) to pass these %n card(s).</source>
        <translation>
            <numerusform>Pulsa «{button}» (o la tecla P) para pasar esta %n carta.</numerusform>
            <numerusform>Pulsa «{button}» (o la tecla P) para pasar estas %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="73"/>
        <source>You received {cards} and {last} from {name}.</source>
        <translation>{name} te ha pasado {cards} y {last}.</translation>
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
            <numerusform>Primero elige {count} cartas para pasar: llevas %n elegida.</numerusform>
            <numerusform>Primero elige {count} cartas para pasar: llevas %n elegidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="96"/>
        <source>%n cards are chosen: put one back to choose another.</source>
        <translation>
            <numerusform>Ya has elegido %n carta: devuelve una para elegir otra.</numerusform>
            <numerusform>Ya has elegido %n cartas: devuelve una para elegir otra.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="99"/>
        <source>The cards have been passed.</source>
        <translation>Se han pasado las cartas.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="104"/>
        <source>Your turn.</source>
        <translation>Tu turno.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="107"/>
        <source>Your lead.</source>
        <translation>Sales tú.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="113"/>
        <source>You deal; {leader} leads.</source>
        <translation>Repartes tú; sale {leader}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="115"/>
        <source>{dealer} deals; you lead.</source>
        <translation>Reparte {dealer}; sales tú.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="116"/>
        <source>{dealer} deals; {leader} leads.</source>
        <translation>Reparte {dealer}; sale {leader}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="121"/>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="125"/>
        <source>You play the {card}.</source>
        <translation>Juegas {card}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="126"/>
        <source>{name} plays the {card}.</source>
        <translation>{name} juega {card}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="135"/>
        <source>You take the trick.</source>
        <translation>Te llevas la baza.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="136"/>
        <source>You take the trick and {points} point(s).</source>
        <translation>
            <numerusform>Te llevas la baza y {points} punto.</numerusform>
            <numerusform>Te llevas la baza y {points} puntos.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="140"/>
        <source>{name} takes the trick.</source>
        <translation>{name} se lleva la baza.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="141"/>
        <source>{name} takes the trick and {points} point(s).</source>
        <translation>
            <numerusform>{name} se lleva la baza y {points} punto.</numerusform>
            <numerusform>{name} se lleva la baza y {points} puntos.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="163"/>
        <source>Trick {number}: you took it</source>
        <translation>Baza {number}: te la has llevado tú</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="164"/>
        <source>Trick {number}: {name} took it</source>
        <translation>Baza {number}: se la ha llevado {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="168"/>
        <source>No trick has been taken in this hand yet.</source>
        <translation>Aún nadie se ha llevado ninguna baza en esta mano.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="170"/>
        <source>You have taken no trick in this hand.</source>
        <translation>No te has llevado ninguna baza en esta mano.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="171"/>
        <source>{name} has taken no trick in this hand.</source>
        <translation>{name} no se ha llevado ninguna baza en esta mano.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="174"/>
        <source>Hearts are broken.</source>
        <translation>Se han roto los corazones.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="181"/>
        <source>Hand {number} is over. Click the table or press Enter to go on.</source>
        <translation>Fin de la mano {number}. Haz clic en la mesa o pulsa Intro para seguir.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="183"/>
        <source>Hand {number} is over. Click the table to go on.</source>
        <translation>Fin de la mano {number}. Haz clic en la mesa para seguir.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="189"/>
        <source>You shot the sun!</source>
        <translation>¡Has disparado al sol!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="190"/>
        <source>{name} shot the sun!</source>
        <translation>¡{name} ha disparado al sol!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="193"/>
        <source>You shot the moon!</source>
        <translation>¡Has disparado a la luna!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="194"/>
        <source>{name} shot the moon!</source>
        <translation>¡{name} ha disparado a la luna!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="199"/>
        <source>End of hand {number}</source>
        <translation>Fin de la mano {number}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="202"/>
        <source>Click the table to go on · F9 shows the score sheet</source>
        <translation>Haz clic en la mesa para seguir · F9 muestra la puntuación</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="207"/>
        <source>This hand</source>
        <translation>Esta mano</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="211"/>
        <location filename="../hearts_qt/ui/table/messages.py" line="217"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="222"/>
        <source>You win the game!</source>
        <translation>¡Has ganado la partida!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="224"/>
        <source>{name} wins the game.</source>
        <translation>{name} gana la partida.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="226"/>
        <source>{names} share the win.</source>
        <translation>{names} comparten la victoria.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="229"/>
        <source>New Game in the Game menu plays again.</source>
        <translation>Para volver a jugar, elige Nueva partida en el menú Partida.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="234"/>
        <source>Hint: play the {card}.</source>
        <translation>Pista: juega {card}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="237"/>
        <source>Hint: pass the {cards}.</source>
        <translation>Pista: pasa {cards}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="242"/>
        <source>Your cards take every remaining trick: you may claim them.</source>
        <translation>Tus cartas ganan todas las bazas que quedan: puedes reclamarlas.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="246"/>
        <source>You claim the rest of the hand.</source>
        <translation>Reclamas el resto de la mano.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="247"/>
        <source>{name} claims the rest of the hand.</source>
        <translation>{name} reclama el resto de la mano.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="250"/>
        <source>No points are left to take: the rest of the hand is played out.</source>
        <translation>No quedan puntos en juego: el resto de la mano se juega de golpe.</translation>
    </message>
</context>
<context>
    <name>MoonDialog</name>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="44"/>
        <source>New Moon</source>
        <translation>Luna nueva</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="47"/>
        <source>You shot the sun!</source>
        <translation>¡Has disparado al sol!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="47"/>
        <source>You shot the moon!</source>
        <translation>¡Has disparado a la luna!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="50"/>
        <source>Choose how this hand is scored:</source>
        <translation>Elige cómo se cuenta esta mano:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="53"/>
        <source>&amp;Add {value} to each opponent</source>
        <translation>&amp;Sumar {value} a cada rival</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="57"/>
        <source>&amp;Subtract {value} from your score</source>
        <translation>&amp;Restar {value} de tu puntuación</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="75"/>
        <source>You shot the sun: choose how it is scored.</source>
        <translation>Has disparado al sol: elige cómo se cuenta.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="76"/>
        <source>You shot the moon: choose how it is scored.</source>
        <translation>Has disparado a la luna: elige cómo se cuenta.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="88"/>
        <source>{name} {total}</source>
        <translation>{name} {total}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="103"/>
        <source>{names}: exactly {target}, down to {half}.</source>
        <translation>{names}: exactamente {target}, baja a {half}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="111"/>
        <source>The game goes on.</source>
        <translation>La partida sigue.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="114"/>
        <source>You win the game.</source>
        <translation>Ganas la partida.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="116"/>
        <source>The game ends: you share the win.</source>
        <translation>La partida termina: compartes la victoria.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="119"/>
        <source>The game ends and you lose: {name} wins.</source>
        <translation>La partida termina y pierdes: gana {name}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="120"/>
        <source>The game ends and you lose: {names} share the win.</source>
        <translation>La partida termina y pierdes: {names} comparten la victoria.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="123"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="109"/>
        <source>Table {table} (encrypted)</source>
        <translation>Mesa {table} (cifrada)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="110"/>
        <source>Table {table} (not encrypted)</source>
        <translation>Mesa {table} (sin cifrar)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="114"/>
        <source>The connection to the table is encrypted.</source>
        <translation>La conexión con la mesa está cifrada.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="115"/>
        <source>The connection to the table is not encrypted.</source>
        <translation>La conexión con la mesa no está cifrada.</translation>
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
        <translation>La pista se da cuando te toca.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="174"/>
        <source>{name} is back at the table.</source>
        <translation>{name} ha vuelto a la mesa.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="178"/>
        <source>{name} has left the table; a computer plays for them soon.</source>
        <translation>{name} ha dejado la mesa; pronto jugará un ordenador en su lugar.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="246"/>
        <source>{name} shot the sun and is choosing how it is scored.</source>
        <translation>{name} ha disparado al sol y está eligiendo cómo se cuenta.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="248"/>
        <source>{name} shot the moon and is choosing how it is scored.</source>
        <translation>{name} ha disparado a la luna y está eligiendo cómo se cuenta.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="261"/>
        <source>Game ▸ Leave Table takes you back to your own game.</source>
        <translation>Partida ▸ Levantarse de la mesa te lleva de vuelta a tu propia partida.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="264"/>
        <source>The connection to the table is lost. Trying again…</source>
        <translation>Se ha perdido la conexión con la mesa. Reintentando…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="279"/>
        <source>You are back at the table.</source>
        <translation>Has vuelto a la mesa.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="289"/>
        <source>The host has closed the table.</source>
        <translation>El anfitrión ha cerrado la mesa.</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="75"/>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="77"/>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="80"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="82"/>
        <source>&amp;Table</source>
        <translation>&amp;Mesa</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="83"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="103"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="104"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="124"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="127"/>
        <source>Quick</source>
        <translation>Rápido</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="129"/>
        <source>Long</source>
        <translation>Largo</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="139"/>
        <source>Thin&amp;king time of Hard and Expert:</source>
        <translation>Tiempo para &amp;pensar de Difícil y Experto:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="145"/>
        <source>&lt;i&gt;Names change at once; levels apply from the next new game.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Los nombres cambian al momento; los niveles se aplican a partir de la próxima partida.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="155"/>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="156"/>
        <source>Fast</source>
        <translation>Rápida</translation>
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
        <translation>Reglas de la &amp;casa</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="135"/>
        <source>How long Hard and Expert think over each decision (Hard a quarter of Expert&apos;s time). It applies from their next decision.</source>
        <translation>Cuánto piensan Difícil y Experto cada decisión (Difícil, la cuarta parte del tiempo de Experto). Se aplica desde su próxima decisión.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="158"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="165"/>
        <source>Show &amp;playable cards</source>
        <translation>Mostrar las cartas ju&amp;gables</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="167"/>
        <source>After each &amp;hand, wait and open the score sheet where it hides no seat</source>
        <translation>Tras cada ma&amp;no, esperar y abrir la hoja de puntuación donde no tape a ningún jugador</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="169"/>
        <source>&amp;Four-colour deck</source>
        <translation>Baraja de &amp;cuatro colores</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="171"/>
        <source>Pla&amp;y the rest of a hand at once when no points are left</source>
        <translation>Jugar de golpe el resto de la mano cuando no queden &amp;puntos</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="173"/>
        <source>&amp;Animation speed:</source>
        <translation>Velocidad de &amp;animación:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="174"/>
        <source>Card &amp;back:</source>
        <translation>Re&amp;verso de las cartas:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="179"/>
        <source>&amp;Check my play after each hand</source>
        <translation>Anali&amp;zar mi juego tras cada mano</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="181"/>
        <source>The Expert goes over your pass and plays and says where it would differ</source>
        <translation>El Experto analiza tu pase y tus jugadas y te dice dónde habría jugado de otra forma</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="184"/>
        <source>Play &amp;sounds</source>
        <translation>Reproducir &amp;sonidos</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="188"/>
        <source>Sound volume</source>
        <translation>Volumen del sonido</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="196"/>
        <source>Sound &amp;volume:</source>
        <translation>Vol&amp;umen del sonido:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="205"/>
        <source>System</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="208"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="209"/>
        <source>&lt;i&gt;A new language applies when Hearts is started again.&lt;/i&gt;</source>
        <translation>&lt;i&gt;El nuevo idioma se aplicará la próxima vez que se inicie Corazones.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="215"/>
        <source>{0} %</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="297"/>
        <source>&amp;South:</source>
        <translation>&amp;Sur:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="298"/>
        <source>&amp;West:</source>
        <translation>&amp;Oeste:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="299"/>
        <source>&amp;North:</source>
        <translation>&amp;Norte:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="300"/>
        <source>&amp;East:</source>
        <translation>&amp;Este:</translation>
    </message>
</context>
<context>
    <name>Pass</name>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="92"/>
        <source>Pass Left</source>
        <translation>A la izquierda</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="93"/>
        <source>Pass Right</source>
        <translation>A la derecha</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="94"/>
        <source>Pass Across</source>
        <translation>Al de enfrente</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="95"/>
        <source>No Pass</source>
        <translation>Sin pase</translation>
    </message>
</context>
<context>
    <name>PlayChecks</name>
    <message>
        <location filename="../hearts_qt/storage/play_checks.py" line="143"/>
        <source>What the Expert found in your earlier hands could not be read; the file was kept as “{file}”.</source>
        <translation>No se ha podido leer lo que el Experto encontró en tus manos anteriores; el archivo se ha conservado como «{file}».</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/play_checks.py" line="161"/>
        <source>What the Expert found could not be saved in “{folder}”: {reason}.</source>
        <translation>No se ha podido guardar en «{folder}» lo que encontró el Experto: {reason}.</translation>
    </message>
</context>
<context>
    <name>PlayedGrid</name>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="189"/>
        <source>{card}: played</source>
        <translation>{card}: jugada</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="190"/>
        <source>{card}: not played yet</source>
        <translation>{card}: sin jugar</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="20"/>
        <source>Custom</source>
        <comment>house rules that are none of the named sets</comment>
        <translation>Personalizadas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="22"/>
        <source>Classic (Windows)</source>
        <translation>Clásicas (Windows)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="23"/>
        <source>Omnibus</source>
        <translation>Omnibus</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="24"/>
        <source>Black Maria</source>
        <translation>Black Maria</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="25"/>
        <source>Spot Hearts</source>
        <translation>Corazones por su valor (Spot Hearts)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="26"/>
        <source>The Czech game</source>
        <translation>El juego checo</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="42"/>
        <source>Custom rules</source>
        <comment>a game played by rules of no named set</comment>
        <translation>Reglas personalizadas</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="98"/>
        <source>&amp;Back to the Game</source>
        <translation>V&amp;olver a la partida</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="100"/>
        <source>First</source>
        <translation>Primero</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="101"/>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Anterior</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="103"/>
        <source>&amp;Next ▶</source>
        <translation>&amp;Siguiente ▶</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="104"/>
        <source>Last</source>
        <translation>Último</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="110"/>
        <source>Back to the game</source>
        <translation>Volver a la partida</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="110"/>
        <source>Back to the game (Esc)</source>
        <translation>Volver a la partida (Esc)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="111"/>
        <source>Hand reviewed</source>
        <translation>Mano revisada</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="111"/>
        <source>Another hand (Page Up, Page Down)</source>
        <translation>Otra mano (Re Pág, Av Pág)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="112"/>
        <source>The deal</source>
        <translation>El reparto</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="112"/>
        <source>The deal (Home)</source>
        <translation>El reparto (Inicio)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="113"/>
        <source>Previous step</source>
        <translation>Paso anterior</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="113"/>
        <source>The step before (Left)</source>
        <translation>El paso anterior (Izquierda)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="116"/>
        <source>Step through the hand</source>
        <translation>Recorrer la mano paso a paso</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="117"/>
        <source>The deal, the pass, the tricks</source>
        <translation>El reparto, el pase, las bazas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="119"/>
        <source>Next step</source>
        <translation>Paso siguiente</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="119"/>
        <source>The step after (Right)</source>
        <translation>El paso siguiente (Derecha)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="120"/>
        <source>The last trick</source>
        <translation>La última baza</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="120"/>
        <source>The last trick (End)</source>
        <translation>La última baza (Fin)</translation>
    </message>
</context>
<context>
    <name>ReviewMode</name>
    <message>
        <location filename="../hearts_qt/ui/review/mode.py" line="146"/>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Volver a la partida</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/mode.py" line="149"/>
        <source>Re&amp;view Hand</source>
        <translation>Re&amp;visar la mano</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="39"/>
        <source>The deal</source>
        <translation>El reparto</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="41"/>
        <source>The pass</source>
        <translation>El pase</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="43"/>
        <source>Trick {number} of 13</source>
        <translation>Baza {number} de 13</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="48"/>
        <source>Hand {number} · left</source>
        <translation>Mano {number} · izquierda</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="49"/>
        <source>Hand {number} · right</source>
        <translation>Mano {number} · derecha</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="50"/>
        <source>Hand {number} · across</source>
        <translation>Mano {number} · enfrente</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="51"/>
        <source>Hand {number} · no pass</source>
        <translation>Mano {number} · sin pase</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="57"/>
        <source>Hand {number} — {step}</source>
        <translation>Mano {number} — {step}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="75"/>
        <source>The four hands as they were dealt; each passes left.</source>
        <translation>Las cuatro manos tal como se repartieron; cada uno pasa a la izquierda.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="76"/>
        <source>The four hands as they were dealt; each passes right.</source>
        <translation>Las cuatro manos tal como se repartieron; cada uno pasa a la derecha.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="77"/>
        <source>The four hands as they were dealt; each passes across.</source>
        <translation>Las cuatro manos tal como se repartieron; cada uno pasa al de enfrente.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="78"/>
        <source>The four hands as they were dealt; no passing.</source>
        <translation>Las cuatro manos tal como se repartieron; sin pase.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="83"/>
        <source>{giver} passed {cards} to {receiver}.</source>
        <translation>{giver} pasó {cards} a {receiver}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="92"/>
        <source>{leader} led and took the trick: %n point(s).</source>
        <translation>
            <numerusform>{leader} salió y se llevó la baza: %n punto.</numerusform>
            <numerusform>{leader} salió y se llevó la baza: %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="94"/>
        <source>{leader} led; {winner} took the trick: %n point(s).</source>
        <translation>
            <numerusform>Salió {leader}; {winner} se llevó la baza: %n punto.</numerusform>
            <numerusform>Salió {leader}; {winner} se llevó la baza: %n puntos.</numerusform>
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
        <translation>{seat} disparó a la luna. La mano: {scores}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="113"/>
        <source>{seat} shot the sun. The hand: {scores}.</source>
        <translation>{seat} disparó al sol. La mano: {scores}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="116"/>
        <source>The hand: {scores}.</source>
        <translation>La mano: {scores}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="126"/>
        <source>The Expert would have passed {cards}: about {cost} points better (±{error}).</source>
        <translation>El Experto habría pasado {cards}: unos {cost} puntos menos (±{error}).</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="130"/>
        <source>The Expert would have played the {cards}: about {cost} points better (±{error}).</source>
        <translation>El Experto habría jugado {cards}: unos {cost} puntos menos (±{error}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="137"/>
        <source>The Expert agreed with {agreed} of your %n decision(s).</source>
        <translation>
            <numerusform>El Experto coincidió contigo en {agreed} de %n decisión.</numerusform>
            <numerusform>El Experto coincidió contigo en {agreed} de %n decisiones.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="142"/>
        <source>to {seat}</source>
        <comment>over the cards a seat passes, in a review</comment>
        <translation>para {seat}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="147"/>
        <source>The Expert</source>
        <comment>over the Expert&apos;s card in a review</comment>
        <translation>El Experto</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="150"/>
        <source>led</source>
        <comment>over the card that led a trick in a review</comment>
        <translation>salida</translation>
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
        <translation>La baza: {cards}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="176"/>
        <source>The Expert would have played otherwise in trick(s) {tricks}.</source>
        <translation>
            <numerusform>El Experto habría jugado de otra forma en la baza {tricks}.</numerusform>
            <numerusform>El Experto habría jugado de otra forma en las bazas {tricks}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="182"/>
        <source>Reviewing hand {number}. The game waits: nothing can be played, undone or hinted until you go back to it (Esc).</source>
        <translation>Revisando la mano {number}. La partida espera: no se puede jugar, deshacer ni pedir pistas hasta que vuelvas a ella (Esc).</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="21"/>
        <source>&lt;h3&gt;Hearts: {preset}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Corazones: {preset}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="39"/>
        <source>&lt;p&gt;&lt;b&gt;No tricks.&lt;/b&gt; Whoever takes no trick in a hand scores {value} points for it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Sin bazas.&lt;/b&gt; Quien no se lleva ninguna baza en una mano se anota {value} puntos por ello.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="47"/>
        <source>&lt;p&gt;&lt;b&gt;Perfect {target}.&lt;/b&gt; Whoever ends a hand on exactly {target} points drops to {half}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;{target} perfecto.&lt;/b&gt; Quien termina una mano con exactamente {target} puntos baja a {half}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="66"/>
        <source>&lt;p&gt;&lt;b&gt;No shared wins.&lt;/b&gt; While two or more players share the lowest total at the end, the game goes on, hand by hand, until one alone is lowest.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Sin victorias compartidas.&lt;/b&gt; Mientras dos o más jugadores compartan el total más bajo al final, la partida sigue, mano a mano, hasta que uno solo sea el más bajo.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="97"/>
        <source>&lt;p&gt;Four players each get 13 cards. The aim is to take as few points as possible: each heart is worth 1 point and the queen of spades 13.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cada uno de los cuatro jugadores recibe 13 cartas. El objetivo es llevarse los menos puntos posibles: cada corazón vale 1 punto y la dama de picas, 13.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="102"/>
        <source>&lt;p&gt;Four players each get 13 cards. The aim is to take as few points as possible. The cards that score: {values}; the others score nothing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cada uno de los cuatro jugadores recibe 13 cartas. El objetivo es llevarse los menos puntos posibles. Las cartas que puntúan: {values}; las demás no valen nada.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="111"/>
        <source>&lt;p&gt;&lt;b&gt;Passing.&lt;/b&gt; Before each hand you pass three cards: to the left, then to the right, then across; every fourth hand there is no passing. Click three cards (or drag them up out of your hand), then press the Pass button.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;El pase.&lt;/b&gt; Antes de cada mano pasas tres cartas: a la izquierda, luego a la derecha y luego al jugador de enfrente; cada cuatro manos hay una sin pase. Haz clic en tres cartas (o arrástralas hacia arriba fuera de tu mano) y pulsa el botón para pasarlas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="118"/>
        <source>&lt;p&gt;&lt;b&gt;Passing.&lt;/b&gt; There is no passing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;El pase.&lt;/b&gt; No hay pase.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="120"/>
        <source>three cards</source>
        <comment>what each player passes: &apos;you pass {cards}&apos;</comment>
        <translation>tres cartas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="121"/>
        <source>four cards</source>
        <comment>what each player passes: &apos;you pass {cards}&apos;</comment>
        <translation>cuatro cartas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="122"/>
        <source>five cards</source>
        <comment>what each player passes: &apos;you pass {cards}&apos;</comment>
        <translation>cinco cartas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="125"/>
        <source>&lt;p&gt;&lt;b&gt;Passing.&lt;/b&gt; Before each hand you pass {cards} {direction}. Click them (or drag them up out of your hand), then press the Pass button.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;El pase.&lt;/b&gt; Antes de cada mano pasas {cards} {direction}. Haz clic en ellas (o arrástralas hacia arriba fuera de tu mano) y pulsa el botón para pasarlas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="130"/>
        <source>&lt;p&gt;&lt;b&gt;Passing.&lt;/b&gt; Before each hand you pass {cards}; hand by hand, in turn: {directions}. Click them (or drag them up out of your hand), then press the Pass button.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;El pase.&lt;/b&gt; Antes de cada mano pasas {cards}; mano a mano, por turno: {directions}. Haz clic en ellas (o arrástralas hacia arriba fuera de tu mano) y pulsa el botón para pasarlas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="140"/>
        <source>&lt;p&gt;&lt;b&gt;Playing.&lt;/b&gt; The deal moves to the left each hand (South deals the first), and the player left of the dealer leads any card to the first trick. Everyone must follow the suit that was led if they can; otherwise any card may be played. The highest card of the suit led takes the trick, and its winner leads next. Click a card to play it, or drag it to the middle of the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;El juego.&lt;/b&gt; El reparto pasa a la izquierda en cada mano (Sur reparte la primera), y el jugador a la izquierda del que reparte sale con cualquier carta en la primera baza. Todos deben seguir el palo de salida si pueden; si no, pueden jugar cualquier carta. La carta más alta del palo de salida se lleva la baza, y quien la gana sale en la siguiente. Haz clic en una carta para jugarla o arrástrala al centro de la mesa.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="149"/>
        <source>&lt;p&gt;&lt;b&gt;Playing.&lt;/b&gt; Whoever holds the 2♣ leads it. Everyone must follow the suit that was led if they can; otherwise any card may be played. The highest card of the suit led takes the trick, and its winner leads next. Click a card to play it, or drag it to the middle of the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;El juego.&lt;/b&gt; Quien tiene el 2♣ sale con él. Todos deben seguir el palo de salida si pueden; si no, pueden jugar cualquier carta. La carta más alta del palo de salida se lleva la baza, y quien la gana sale en la siguiente. Haz clic en una carta para jugarla o arrástrala al centro de la mesa.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="162"/>
        <source>&lt;p&gt;Hearts and the Q♠ may be played on the first trick.&lt;/p&gt;</source>
        <translation>&lt;p&gt;En la primera baza se pueden jugar corazones y la Q♠.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="163"/>
        <source>&lt;p&gt;Cards that score may be played on the first trick.&lt;/p&gt;</source>
        <translation>&lt;p&gt;En la primera baza se pueden jugar cartas que puntúan.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="165"/>
        <source>&lt;p&gt;No hearts and not the Q♠ may be played on the first trick (unless a player has nothing else).&lt;/p&gt;</source>
        <translation>&lt;p&gt;En la primera baza no se pueden jugar corazones ni la Q♠ (salvo que un jugador no tenga otra cosa).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="170"/>
        <source>&lt;p&gt;No card that costs its taker points may be played on the first trick (unless a player has nothing else).&lt;/p&gt;</source>
        <translation>&lt;p&gt;En la primera baza no se puede jugar ninguna carta que cueste puntos a quien se la lleve (salvo que un jugador no tenga otra cosa).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="179"/>
        <source>&lt;p&gt;Hearts may be led at any time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Se puede salir con corazones en cualquier momento.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="181"/>
        <source>&lt;p&gt;Hearts cannot be led until a heart or the Q♠ has been played, unless the leader holds nothing but hearts.&lt;/p&gt;</source>
        <translation>&lt;p&gt;No se puede salir con corazones hasta que se haya jugado un corazón o la Q♠, salvo que quien sale solo tenga corazones.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="186"/>
        <source>&lt;p&gt;Hearts cannot be led until a heart has been played, unless the leader holds nothing but hearts.&lt;/p&gt;</source>
        <translation>&lt;p&gt;No se puede salir con corazones hasta que se haya jugado alguno, salvo que quien sale solo tenga corazones.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="197"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon.&lt;/b&gt; Take every heart and the Q♠ and you score nothing while everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Disparar a la luna.&lt;/b&gt; Si te llevas todos los corazones y la Q♠, no te anotas nada y cada uno de los demás se anota {points}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="202"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon.&lt;/b&gt; Take every heart and the Q♠ and you score {points} points less, while the others score nothing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Disparar a la luna.&lt;/b&gt; Si te llevas todos los corazones y la Q♠, te restas {points} puntos y los demás no se anotan nada.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="207"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon (New Moon).&lt;/b&gt; Take every heart and the Q♠ and you choose: you score {points} points less, or everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Disparar a la luna (luna nueva).&lt;/b&gt; Si te llevas todos los corazones y la Q♠, eliges: te restas {points} puntos o cada uno de los demás se anota {points}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="214"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon.&lt;/b&gt; Take every card worth more than 0 and you score nothing for them while everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Disparar a la luna.&lt;/b&gt; Si te llevas todas las cartas que valen más de 0, no te anotas nada por ellas y cada uno de los demás se anota {points}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="219"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon.&lt;/b&gt; Take every card worth more than 0 and you score {points} points less for them, while the others score nothing for them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Disparar a la luna.&lt;/b&gt; Si te llevas todas las cartas que valen más de 0, te restas {points} puntos por ellas y los demás no se anotan nada por ellas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="224"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon (New Moon).&lt;/b&gt; Take every card worth more than 0 and you choose: you score {points} points less for them, or everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Disparar a la luna (luna nueva).&lt;/b&gt; Si te llevas todas las cartas que valen más de 0, eliges: te restas {points} puntos por ellas o cada uno de los demás se anota {points}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="235"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the sun.&lt;/b&gt; Take all thirteen tricks and you score nothing while everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Disparar al sol.&lt;/b&gt; Si te llevas las trece bazas, no te anotas nada y cada uno de los demás se anota {points}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="240"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the sun.&lt;/b&gt; Take all thirteen tricks and you score {points} points less, while the others score nothing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Disparar al sol.&lt;/b&gt; Si te llevas las trece bazas, te restas {points} puntos y los demás no se anotan nada.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="245"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the sun.&lt;/b&gt; Take all thirteen tricks and you choose: you score {points} points less, or everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Disparar al sol.&lt;/b&gt; Si te llevas las trece bazas, eliges: te restas {points} puntos o cada uno de los demás se anota {points}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="31"/>
        <source>&lt;p&gt;&lt;b&gt;The J♦.&lt;/b&gt; Whoever takes it scores {value} points for it (it does not count towards the moon).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;La J♦.&lt;/b&gt; Quien se la lleve se anota {value} puntos por ella (no cuenta para la luna).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="54"/>
        <source>&lt;p&gt;The game lasts {hands} hands; the lowest score wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La partida dura {hands} manos; gana la puntuación más baja.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="58"/>
        <source>&lt;p&gt;The game ends after the hand in which someone reaches {target} points; the lowest score wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La partida termina tras la mano en la que alguien llega a {target} puntos; gana la puntuación más baja.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="74"/>
        <source>&lt;p&gt;&lt;b&gt;Keyboard.&lt;/b&gt; Left and Right move along your hand; Up and Down choose a card to pass or put it back; Space or Enter chooses or plays the card; P (or Enter with the cards chosen) passes, and P plays the card the ring is on, or else the first card you may play. H gives a hint, L shows the last trick again, Ctrl+Z undoes and Ctrl+Shift+Z redoes, Ctrl+L claims the rest when your cards take every trick. F9 shows the score sheet, Ctrl+N starts a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Teclado.&lt;/b&gt; Izquierda y Derecha recorren tu mano; Arriba y Abajo eligen una carta para pasar o la devuelven; Espacio o Intro elige o juega la carta; P (o Intro con las cartas elegidas) pasa, y P juega la carta señalada por el anillo o, si no, la primera que puedas jugar. H da una pista, L vuelve a mostrar la última baza, Ctrl+Z deshace y Ctrl+Mayús+Z rehace, Ctrl+L reclama el resto cuando tus cartas ganan todas las bazas. F9 muestra la hoja de puntuación y Ctrl+N empieza una partida nueva.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="86"/>
        <source>&lt;p&gt;&lt;i&gt;These are the rules of the game being played; Options changes them from the next game.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Estas son las reglas de la partida en curso; en Opciones se cambian a partir de la próxima partida.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="49"/>
        <source>to the left</source>
        <translation>a la izquierda</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="50"/>
        <source>to the right</source>
        <translation>a la derecha</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="51"/>
        <source>across</source>
        <translation>al jugador de enfrente</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="52"/>
        <source>no passing</source>
        <translation>sin pase</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="64"/>
        <source>each {suit} {points}</source>
        <comment>every card of the suit is worth</comment>
        <translation>cada {suit} {points}</translation>
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
        <translation>Un conjunto de reglas de la casa con nombre; al cambiar cualquier opción pasa a Personalizadas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="69"/>
        <source>Prese&amp;t:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="95"/>
        <source>End of the game</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="97"/>
        <source>Play to a &amp;score of</source>
        <translation>Jugar hasta una &amp;puntuación de</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="98"/>
        <source>Play a fixed number of &amp;hands</source>
        <translation>Jugar un número fijo de ma&amp;nos</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="105"/>
        <source> points</source>
        <translation> puntos</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/rules_tab.py" line="108"/>
        <location filename="../hearts_qt/ui/rules_tab.py" line="170"/>
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n manos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="116"/>
        <source>Playing and scoring</source>
        <translation>Juego y puntuación</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="118"/>
        <source>The &amp;Q♠ breaks hearts</source>
        <translation>La &amp;Q♠ rompe los corazones</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="119"/>
        <source>Points may be played on the &amp;first trick</source>
        <translation>Se pueden jugar puntos en la primera &amp;baza</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="120"/>
        <source>Shoot the s&amp;un (take every trick)</source>
        <translation>Disparar al s&amp;ol (llevarse todas las bazas)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="123"/>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="124"/>
        <source>−10 points</source>
        <translation>−10 puntos</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="125"/>
        <source>−11 points</source>
        <translation>−11 puntos</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="126"/>
        <source>+11 points</source>
        <translation>+11 puntos</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="135"/>
        <source>&amp;Jack of diamonds:</source>
        <translation>Jota de &amp;diamantes:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="136"/>
        <source>Shooting the &amp;moon:</source>
        <translation>Disparar a la &amp;luna:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="212"/>
        <source>&lt;b&gt;These rules differ from the game in progress: they will apply from the next new game.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Estas reglas son distintas de las de la partida en curso: se aplicarán a partir de la próxima partida.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="216"/>
        <source>&lt;i&gt;Rule changes apply to the next new game.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Los cambios de reglas se aplican a partir de la próxima partida.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="223"/>
        <source>The others score {points}</source>
        <translation>Los demás se anotan {points}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="224"/>
        <source>The shooter scores −{points}</source>
        <translation>Quien dispara se anota −{points}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="225"/>
        <source>The shooter chooses (New Moon)</source>
        <translation>Elige quien dispara (luna nueva)</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../hearts_qt/ui/rules_window.py" line="30"/>
        <source>Rules of Hearts</source>
        <translation>Reglas de Corazones</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="173"/>
        <source>Your game could not be saved in “{folder}”: {reason}.</source>
        <translation>No se ha podido guardar tu partida en «{folder}»: {reason}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="183"/>
        <source>it is not a regular file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="208"/>
        <source>The saved game could not be resumed because it is damaged; it was kept as “{file}”.</source>
        <translation>No se ha podido reanudar la partida guardada porque está dañada; se ha conservado como «{file}».</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="213"/>
        <source>The saved game was made by another version of Hearts and could not be resumed; it was kept as “{file}”.</source>
        <translation>La partida guardada es de otra versión de Corazones y no se ha podido reanudar; se ha conservado como «{file}».</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="218"/>
        <source>The saved game could not be read ({reason}); it was kept as “{file}”.</source>
        <translation>No se ha podido leer la partida guardada ({reason}); se ha conservado como «{file}».</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="224"/>
        <source>The saved game could not be resumed because it is damaged, and it could not be moved aside: check that the folder “{folder}” can be written to.</source>
        <translation>No se ha podido reanudar la partida guardada porque está dañada, ni tampoco apartarla: comprueba que se puede escribir en la carpeta «{folder}».</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="229"/>
        <source>The saved game was made by another version of Hearts and could not be resumed or moved aside: check that the folder “{folder}” can be written to.</source>
        <translation>La partida guardada es de otra versión de Corazones y no se ha podido reanudar ni apartar: comprueba que se puede escribir en la carpeta «{folder}».</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="234"/>
        <source>The saved game could not be read ({reason}) or moved aside: check the folder “{folder}”.</source>
        <translation>No se ha podido leer la partida guardada ({reason}) ni apartarla: revisa la carpeta «{folder}».</translation>
    </message>
</context>
<context>
    <name>SavedTable</name>
    <message>
        <location filename="../hearts_qt/storage/saved_table.py" line="145"/>
        <source>The table could not be saved in “{file}”: {reason}.</source>
        <translation>No se ha podido guardar la mesa en «{file}»: {reason}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_table.py" line="162"/>
        <source>The saved table could not be resumed because it is damaged, and it could not be moved aside: check that the folder “{folder}” can be written to.</source>
        <translation>No se ha podido reanudar la mesa guardada porque está dañada, y tampoco apartarla: comprueba que se puede escribir en la carpeta «{folder}».</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_table.py" line="171"/>
        <source>The saved table could not be resumed because it is damaged; it was kept as “{file}”.</source>
        <translation>No se ha podido reanudar la mesa guardada porque está dañada; se ha conservado como «{file}».</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/chart.py" line="77"/>
        <source>Score chart</source>
        <translation>Gráfico de puntuación</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/chart.py" line="224"/>
        <source>Game ends at {target}</source>
        <translation>La partida termina en {target}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/chart.py" line="306"/>
        <source>The chart fills in as hands are played.</source>
        <translation>El gráfico se irá llenando a medida que se jueguen manos.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="24"/>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="55"/>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="24"/>
        <source>Pass</source>
        <translation>Pase</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="27"/>
        <source>{name} total</source>
        <translation>Total de {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="28"/>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="57"/>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="78"/>
        <source>Leading: {names}</source>
        <translation>En cabeza: {names}</translation>
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
        <translation>Mano {number}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="215"/>
        <source>{name} is leading with {total}</source>
        <translation>{name} va en cabeza con {total}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="231"/>
        <source>{name} took {points} in hand {number}; total {total}</source>
        <translation>{name} se llevó {points} en la mano {number}; total: {total}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="239"/>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="158"/>
        <source>{name} shot the sun</source>
        <translation>{name} disparó al sol</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="241"/>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="160"/>
        <source>{name} shot the moon</source>
        <translation>{name} disparó a la luna</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="247"/>
        <source>{name} took {cards}</source>
        <comment>Bob took K♠ and A♠</comment>
        <translation>{name} se llevó {cards}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="252"/>
        <source>{name} took the J♦</source>
        <translation>{name} se llevó la J♦</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="255"/>
        <source>{name} took no trick: {bonus}</source>
        <translation>{name} no se llevó ninguna baza: {bonus}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="222"/>
        <source>{name} ended on exactly {target}: down to {total}</source>
        <translation>{name} terminó con exactamente {target}: baja a {total}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="262"/>
        <source>Leading</source>
        <translation>En cabeza</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="39"/>
        <source>1st</source>
        <translation>1.º</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="40"/>
        <source>2nd</source>
        <translation>2.º</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="41"/>
        <source>3rd</source>
        <translation>3.º</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="42"/>
        <source>4th</source>
        <translation>4.º</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="51"/>
        <source>tied for 1st place</source>
        <translation>compartes el 1.er puesto</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="52"/>
        <source>tied for 2nd place</source>
        <translation>compartes el 2.º puesto</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="53"/>
        <source>tied for 3rd place</source>
        <translation>compartes el 3.er puesto</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="54"/>
        <source>tied for 4th place</source>
        <translation>compartes el 4.º puesto</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="57"/>
        <source>in 1st place</source>
        <translation>estás en 1.er puesto</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="58"/>
        <source>in 2nd place</source>
        <translation>estás en 2.º puesto</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="59"/>
        <source>in 3rd place</source>
        <translation>estás en 3.er puesto</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="60"/>
        <source>in 4th place</source>
        <translation>estás en 4.º puesto</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="74"/>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="75"/>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="76"/>
        <source>Across</source>
        <translation>Enfrente</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="77"/>
        <source>Keep</source>
        <translation>Sin pase</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="83"/>
        <source>Cards passed to the left</source>
        <translation>Cartas pasadas a la izquierda</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="84"/>
        <source>Cards passed to the right</source>
        <translation>Cartas pasadas a la derecha</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="85"/>
        <source>Cards passed across</source>
        <translation>Cartas pasadas al jugador de enfrente</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="86"/>
        <source>No passing: everyone kept their cards</source>
        <translation>Sin pase: cada uno se quedó con sus cartas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="118"/>
        <source>+{value} each</source>
        <comment>New Moon: the shooter added the moon to each other</comment>
        <translation>+{value} a cada uno</translation>
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
        <translation>Luna nueva: sumaste {value} a cada uno de los demás</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="139"/>
        <source>New Moon: you took {value} off your score</source>
        <translation>Luna nueva: te restaste {value} de tu puntuación</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="142"/>
        <source>New Moon: {name} added {value} to each other player</source>
        <translation>Luna nueva: {name} sumó {value} a cada uno de los demás</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="144"/>
        <source>New Moon: {name} took {value} off their own score</source>
        <translation>Luna nueva: {name} se restó {value} de su puntuación</translation>
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
        <translation>Sin bazas, {bonus}: {names}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="211"/>
        <source>Exactly {target}, down to {half}: {names}</source>
        <translation>Exactamente {target}, baja a {half}: {names}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="229"/>
        <source>hand {number}</source>
        <translation>mano {number}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="258"/>
        <source>Each hand&apos;s points, with the total so far in brackets.</source>
        <translation>Los puntos de cada mano, con el total acumulado entre paréntesis.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="261"/>
        <source>{mark} shot the sun</source>
        <translation>{mark} disparó al sol</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="264"/>
        <source>{mark} +{value} each or −{value}: the shooter&apos;s choice</source>
        <translation>{mark} +{value} a cada uno o −{value}: lo elige quien dispara</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="270"/>
        <source>{mark} took no trick ({bonus})</source>
        <translation>{mark} ninguna baza ({bonus})</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="276"/>
        <source>{target} {arrow} {half}: ended on exactly {target}</source>
        <translation>{target} {arrow} {half}: terminó con exactamente {target}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="290"/>
        <source>The game is not over yet</source>
        <translation>La partida aún no ha terminado</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="294"/>
        <source>You win!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="295"/>
        <source>You share the win with {names}</source>
        <translation>Compartes la victoria con {names}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="299"/>
        <source>{name} wins</source>
        <translation>Gana {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="300"/>
        <source>{names} share the win</source>
        <translation>{names} comparten la victoria</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="307"/>
        <source>{first} and {last}</source>
        <translation>{first} y {last}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetWindow</name>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="89"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="90"/>
        <source>&amp;Save as CSV…</source>
        <translation>&amp;Guardar como CSV…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="184"/>
        <source>Score Sheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="186"/>
        <source>Score Sheet — you are {place}</source>
        <translation>Hoja de puntuación — {place}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="193"/>
        <source>Game over — {winners}</source>
        <translation>Fin de la partida — {winners}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="197"/>
        <source>A game of {hands} hands; {played} played.</source>
        <translation>Partida a {hands} manos; jugadas: {played}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="200"/>
        <source>The game ends when someone reaches {target} points.</source>
        <translation>La partida termina cuando alguien llega a {target} puntos.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="247"/>
        <source>The score sheet is on the clipboard.</source>
        <translation>La hoja de puntuación se ha copiado al portapapeles.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="254"/>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="292"/>
        <source>Save the Score Sheet</source>
        <translation>Guardar la hoja de puntuación</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="256"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="261"/>
        <source>hearts-scores.csv</source>
        <translation>puntuaciones-corazones.csv</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="293"/>
        <source>The score sheet could not be saved:
{error}</source>
        <translation>No se ha podido guardar la hoja de puntuación:
{error}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="298"/>
        <source>Saved to {file}.</source>
        <translation>Se ha guardado en {file}.</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="72"/>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="73"/>
        <source>West</source>
        <translation>Oeste</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="74"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="75"/>
        <source>East</source>
        <translation>Este</translation>
    </message>
</context>
<context>
    <name>SeatGame</name>
    <message>
        <location filename="../hearts_qt/net/seat_game.py" line="299"/>
        <source>The table cannot hear you now: wait until the connection is back.</source>
        <translation>La mesa no te oye ahora: espera a que vuelva la conexión.</translation>
    </message>
</context>
<context>
    <name>SeatLabel</name>
    <message>
        <location filename="../hearts_qt/ui/table/items.py" line="111"/>
        <source>Dealer</source>
        <comment>on the name plate of the seat that dealt the hand</comment>
        <translation>Reparte</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/items.py" line="116"/>
        <source>{total} point(s)</source>
        <translation>
            <numerusform>{total} punto</numerusform>
            <numerusform>{total} puntos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatWords</name>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="75"/>
        <source>{name}, {points} point(s) this hand, {total} in the game, to play</source>
        <translation>
            <numerusform>{name}, {points} punto en esta mano, {total} en la partida, le toca jugar</numerusform>
            <numerusform>{name}, {points} puntos en esta mano, {total} en la partida, le toca jugar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="81"/>
        <source>{name}, {points} point(s) this hand, {total} in the game</source>
        <translation>
            <numerusform>{name}, {points} punto en esta mano, {total} en la partida</numerusform>
            <numerusform>{name}, {points} puntos en esta mano, {total} en la partida</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Server</name>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="34"/>
        <source>not a port from 0 to 65535: {text}</source>
        <translation>no es un puerto del 0 al 65535: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="45"/>
        <source>not one level or four separated by commas (from {choices}): {text}</source>
        <translation>no es un nivel ni cuatro separados por comas (entre {choices}): {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="59"/>
        <source>not a number of seconds from 0 to 3600: {text}</source>
        <translation>no es un número de segundos del 0 al 3600: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="74"/>
        <source>cannot read a password from {file}: {reason}</source>
        <translation>no se puede leer una contraseña de {file}: {reason}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="80"/>
        <source>the first line of {file} is not a password of 1 to {most} printable characters</source>
        <translation>la primera línea de {file} no es una contraseña de 1 a {most} caracteres imprimibles</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="93"/>
        <source>not a preset (one of {choices}): {text}</source>
        <translation>no es una variante (una de {choices}): {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="102"/>
        <source>not a number of cards to pass from 3 to 5: {text}</source>
        <translation>no es un número de cartas para pasar de 3 a 5: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="118"/>
        <source>not a number of players from 1 to 4: {text}</source>
        <translation>no es un número de jugadores del 1 al 4: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="128"/>
        <source>Serve a table of Hearts on the network, without a window: players join it from their own hearts-qt and computer players take the empty seats.</source>
        <translation>Ofrece una mesa de Corazones en la red, sin ventana: los jugadores se unen desde su propio hearts-qt y los jugadores del ordenador ocupan los asientos libres.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="138"/>
        <source>the TCP port to serve on, 0 for any free one (default: %(default)s)</source>
        <translation>el puerto TCP en el que servir, 0 para cualquiera libre (por defecto: %(default)s)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="145"/>
        <source>the address to serve on (default: every address)</source>
        <translation>la dirección en la que servir (por defecto: todas)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="148"/>
        <source>the table&apos;s name, shown to the players</source>
        <translation>el nombre de la mesa, que ven los jugadores</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="154"/>
        <source>the computer players&apos; level, or four levels for South, West, North and East (default: normal)</source>
        <translation>el nivel de los jugadores del ordenador, o cuatro niveles para Sur, Oeste, Norte y Este (por defecto: normal)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="165"/>
        <source>the rules a new table plays: {choices} (default: classic; a resumed table keeps its own)</source>
        <translation>las reglas de una mesa nueva: {choices} (por defecto: classic; una mesa reanudada conserva las suyas)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="176"/>
        <source>how many cards each player passes: 3, 4 or 5 (default: 3)</source>
        <translation>cuántas cartas pasa cada jugador: 3, 4 o 5 (por defecto: 3)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="182"/>
        <source>begin a game when this many players have joined (default: %(default)s)</source>
        <translation>empezar una partida cuando se hayan unido estos jugadores (por defecto: %(default)s)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="190"/>
        <source>seconds before a computer plays for a player who has dropped (default: %(default)s)</source>
        <translation>segundos antes de que el ordenador juegue por un jugador que se ha desconectado (por defecto: %(default)s)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="200"/>
        <source>players need the password on this file&apos;s first line to sit down; the environment variable {variable} gives one too (not on the command line: other users of the machine can read it there)</source>
        <translation>los jugadores necesitan la contraseña de la primera línea de este archivo para sentarse; la variable de entorno {variable} también da una (no en la línea de órdenes: ahí otros usuarios del equipo pueden leerla)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="212"/>
        <source>the file the table is saved in as it is played, and resumed from when the server starts again (default: {file} in the data folder)</source>
        <translation>el archivo en que se guarda la mesa mientras se juega y desde el que se reanuda cuando el servidor vuelve a arrancar (predeterminado: {file} en la carpeta de datos)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="221"/>
        <source>begin a new table instead of resuming the one saved (it is replaced)</source>
        <translation>empezar una mesa nueva en lugar de reanudar la guardada (se reemplaza)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="230"/>
        <source>speak TLS to the players who ask for it, with this certificate (PEM; with --key)</source>
        <translation>hablar TLS con los jugadores que lo pidan, con este certificado (PEM; con --key)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="240"/>
        <source>the certificate&apos;s private key (PEM, without a passphrase)</source>
        <translation>la clave privada del certificado (PEM, sin frase de contraseña)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="245"/>
        <source>do not announce the table on the local network (zeroconf)</source>
        <translation>no anunciar la mesa en la red local (zeroconf)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="67"/>
        <source>{name} sits at {seat}.</source>
        <translation>{name} ocupa el asiento {seat}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="72"/>
        <source>{name} has left.</source>
        <translation>{name} se ha ido.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="78"/>
        <source>A game begins, deal {deal}.</source>
        <translation>Empieza una partida, reparto {deal}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="84"/>
        <source>The game is over: {scores}; won by {winners}.</source>
        <translation>La partida ha terminado: {scores}; gana {winners}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="114"/>
        <source>Closing the table and telling the players.</source>
        <translation>Cerrando la mesa y avisando a los jugadores.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="132"/>
        <source>--certificate and --key go together</source>
        <translation>--certificate y --key van juntos</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="138"/>
        <source>The table speaks TLS; its certificate&apos;s fingerprint (SHA-256), for players asked whether to trust it: {fingerprint}</source>
        <translation>La mesa habla TLS; la huella de su certificado (SHA-256), para los jugadores a quienes se pregunte si confían en él: {fingerprint}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="164"/>
        <source>The table is not announced on the local network: {error}</source>
        <translation>La mesa no se anuncia en la red local: {error}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="194"/>
        <source>not an IP address: {text}</source>
        <translation>no es una dirección IP: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="199"/>
        <source>{variable} is not a password of at most {most} printable characters</source>
        <translation>{variable} no es una contraseña de como mucho {most} caracteres imprimibles</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="216"/>
        <source>Cannot serve on port {port}: {error}</source>
        <translation>No se puede servir en el puerto {port}: {error}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="226"/>
        <source>Serving the table on port {port}; waiting for players.</source>
        <translation>Sirviendo la mesa en el puerto {port}; esperando a los jugadores.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="232"/>
        <source>The saved game resumes at hand {hand} of deal {deal}: its players take their seats back by joining again.</source>
        <translation>La partida guardada se reanuda en la mano {hand} del reparto {deal}: sus jugadores recuperan sus asientos al volver a unirse.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../hearts_qt/storage/files.py" line="84"/>
        <source>Your settings could not be read or moved aside, so the defaults are used and changes are not kept: check the folder “{folder}”.</source>
        <translation>No se han podido leer tus ajustes ni apartarlos, así que se usan los predeterminados y los cambios no se guardan: revisa la carpeta «{folder}».</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/files.py" line="89"/>
        <source>Your settings could not be read, so the defaults are used; the old file was kept as “{file}”.</source>
        <translation>No se han podido leer tus ajustes, así que se usan los predeterminados; el archivo antiguo se ha conservado como «{file}».</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../hearts_qt/storage/statistics.py" line="276"/>
        <source>Your statistics could not be read or moved aside: check that the folder “{folder}” can be written to.</source>
        <translation>No se han podido leer tus estadísticas ni apartarlas: comprueba que se puede escribir en la carpeta «{folder}».</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/statistics.py" line="281"/>
        <source>Your statistics could not be read, so they start again; the old file was kept as “{file}”.</source>
        <translation>No se han podido leer tus estadísticas, así que empiezan de cero; el archivo antiguo se ha conservado como «{file}».</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/statistics.py" line="295"/>
        <source>Your statistics could not be saved in “{folder}”: {reason}.</source>
        <translation>No se han podido guardar tus estadísticas en «{folder}»: {reason}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/statistics.py" line="350"/>
        <source>Your statistics were saved by a newer version of Hearts, so this version neither counts games in them nor changes them; the file is kept as it is.</source>
        <translation>Tus estadísticas las guardó una versión más reciente de Corazones, así que esta versión ni cuenta partidas en ellas ni las modifica; el archivo se conserva tal cual.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="55"/>
        <source>Reset Statistics</source>
        <translation>Restablecer estadísticas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="56"/>
        <source>Reset all your statistics? This cannot be undone.</source>
        <translation>¿Restablecer todas tus estadísticas? No se puede deshacer.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="85"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="91"/>
        <source>Games count under the rules they were played with: a preset, or custom</source>
        <translation>Las partidas cuentan según las reglas con que se jugaron: una variante o personalizadas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="99"/>
        <source>Overall</source>
        <translation>General</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="100"/>
        <source>Without undo</source>
        <translation>Sin deshacer</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="101"/>
        <source>With undo</source>
        <translation>Con deshacer</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="106"/>
        <source>Games in which you never used Undo</source>
        <translation>Partidas en las que nunca usaste Deshacer</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="107"/>
        <source>Games in which you used Undo at least once</source>
        <translation>Partidas en las que usaste Deshacer al menos una vez</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="108"/>
        <source>Games whose strongest opponent played at this level</source>
        <translation>Partidas cuyo rival más fuerte jugaba en este nivel</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="117"/>
        <source>Your decisions the Expert went over after each hand (Check My Play)</source>
        <translation>Tus decisiones que el Experto analizó tras cada mano (Analizar mi juego)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="125"/>
        <source>A game abandoned for a new one counts as played but not won, and ends the winning streak. Games the computer played for you are not counted.</source>
        <translation>Una partida abandonada por otra nueva cuenta como jugada pero no ganada, y corta la racha de victorias. No se cuentan las partidas que el ordenador jugó por ti.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="137"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Restablecer…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="143"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="174"/>
        <source>{0}%</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="182"/>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="183"/>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="184"/>
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="185"/>
        <source>Games abandoned</source>
        <translation>Partidas abandonadas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="186"/>
        <source>Current winning streak</source>
        <translation>Racha de victorias actual</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="187"/>
        <source>Longest winning streak</source>
        <translation>Mejor racha de victorias</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="188"/>
        <source>Average points per hand</source>
        <translation>Media de puntos por mano</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="189"/>
        <source>Best final score</source>
        <translation>Mejor puntuación final</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="190"/>
        <source>Worst final score</source>
        <translation>Peor puntuación final</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="191"/>
        <source>Moons shot by you</source>
        <translation>Lunas disparadas por ti</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="192"/>
        <source>Moons shot against you</source>
        <translation>Lunas disparadas contra ti</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="193"/>
        <source>Q♠ taken</source>
        <translation>Q♠ que te has llevado</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="194"/>
        <source>Hints asked for</source>
        <translation>Pistas pedidas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="199"/>
        <source>Decisions checked</source>
        <translation>Decisiones analizadas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="200"/>
        <source>Agreement with the Expert</source>
        <translation>Coincidencia con el Experto</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="202"/>
        <source>Points lost per hand checked</source>
        <translation>Puntos perdidos por mano analizada</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="214"/>
        <source>{rules} (%n game(s))</source>
        <translation>
            <numerusform>{rules} (%n partida)</numerusform>
            <numerusform>{rules} (%n partidas)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="257"/>
        <source>No hand replayed for practice yet (Game ▸ Replay This Hand).</source>
        <translation>Todavía no has repetido ninguna mano para practicar (Partida ▸ Repetir esta mano).</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="262"/>
        <source>Hands replayed for practice, counted in none of the columns: %n, {points} points a hand on average.</source>
        <translation>
            <numerusform>Manos repetidas para practicar, que no cuentan en ninguna columna: %n, con una media de {points} puntos por mano.</numerusform>
            <numerusform>Manos repetidas para practicar, que no cuentan en ninguna columna: %n, con una media de {points} puntos por mano.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="83"/>
        <source>clubs</source>
        <comment>in a sentence, and in a card in words: {rank} of {suit}</comment>
        <translation>tréboles</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="84"/>
        <source>diamonds</source>
        <comment>in a sentence, and in a card in words: {rank} of {suit}</comment>
        <translation>diamantes</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="85"/>
        <source>spades</source>
        <comment>in a sentence, and in a card in words: {rank} of {suit}</comment>
        <translation>picas</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="86"/>
        <source>hearts</source>
        <comment>in a sentence, and in a card in words: {rank} of {suit}</comment>
        <translation>corazones</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../hearts_qt/ui/table/items.py" line="93"/>
        <source>{name}: {hand} points this hand, {total} in the game</source>
        <translation>{name}: {hand} puntos en esta mano, {total} en la partida</translation>
    </message>
</context>
<context>
    <name>TableAids</name>
    <message>
        <location filename="../hearts_qt/ui/table/aids.py" line="46"/>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/aids.py" line="48"/>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/aids.py" line="70"/>
        <source>Claim the Rest</source>
        <translation>Reclamar el resto</translation>
    </message>
</context>
<context>
    <name>TableClient</name>
    <message>
        <location filename="../hearts_qt/net/client.py" line="272"/>
        <source>The table plays another version of hearts-qt.</source>
        <translation>En esa mesa se juega con otra versión de hearts-qt.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="273"/>
        <source>Every seat at the table is taken.</source>
        <translation>Todos los asientos de la mesa están ocupados.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="274"/>
        <source>Someone at the table already has that name.</source>
        <translation>Alguien de la mesa ya tiene ese nombre.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="275"/>
        <source>That seat belongs to someone else.</source>
        <translation>Ese asiento es de otra persona.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="276"/>
        <source>The game at this table has begun without you.</source>
        <translation>La partida de esta mesa ha empezado sin ti.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="277"/>
        <source>This table asks for a password.</source>
        <translation>Esta mesa pide una contraseña.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="279"/>
        <source>That is not the table’s password.</source>
        <translation>Esa no es la contraseña de la mesa.</translation>
    </message>
</context>
<context>
    <name>Tls</name>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="85"/>
        <source>The {what} {path} is too large to be one.</source>
        <translation>El archivo {path} ({what}) es demasiado grande.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="92"/>
        <source>Cannot read the {what} {path}: {error}</source>
        <translation>No se puede leer el archivo {path} ({what}): {error}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="102"/>
        <source>This computer&apos;s Qt cannot encrypt connections (TLS).</source>
        <translation>El Qt de este equipo no puede cifrar conexiones (TLS).</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="104"/>
        <source>certificate</source>
        <translation>certificado</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="108"/>
        <source>{path} holds no certificate in PEM form.</source>
        <translation>{path} no contiene ningún certificado en formato PEM.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="112"/>
        <source>The certificate {path} has expired.</source>
        <translation>El certificado {path} ha caducado.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="114"/>
        <source>key</source>
        <translation>clave</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="118"/>
        <source>{path} holds no RSA or EC private key in PEM form without a passphrase.</source>
        <translation>{path} no contiene ninguna clave privada RSA o EC en formato PEM sin frase de contraseña.</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../hearts_qt/app.py" line="84"/>
        <location filename="../hearts_qt/app.py" line="264"/>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <location filename="../hearts_qt/app.py" line="135"/>
        <source>HOME is not set, so there is no folder to keep your saved game, statistics and settings in. Set HOME, or set HEARTS_QT_DATA_DIR to such a folder.</source>
        <translation>HOME no está definida, así que no hay ninguna carpeta donde guardar tu partida, tus estadísticas y tus ajustes. Define HOME o define HEARTS_QT_DATA_DIR con una carpeta para ello.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/app.py" line="151"/>
        <source>no graphical display was found (neither DISPLAY nor WAYLAND_DISPLAY is set). Start Hearts from a desktop session.</source>
        <translation>no se ha encontrado ninguna pantalla gráfica (no está definida ni DISPLAY ni WAYLAND_DISPLAY). Inicia Corazones desde una sesión de escritorio.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/app.py" line="156"/>
        <source>the display “{display}” could not be opened. Start Hearts from a desktop session, or set DISPLAY to a display that is running.</source>
        <translation>no se ha podido abrir la pantalla «{display}». Inicia Corazones desde una sesión de escritorio o define DISPLAY con una pantalla que esté en marcha.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/app.py" line="257"/>
        <source>Hearts is already running: switch to its window. (Its saved game and settings are in {folder}.)</source>
        <translation>Corazones ya está en marcha: cambia a su ventana. (Su partida guardada y sus ajustes están en {folder}.)</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <location filename="../hearts_qt/cli.py" line="35"/>
        <source>not a whole number: {text}</source>
        <translation>no es un número entero: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="39"/>
        <source>must not be negative: {value}</source>
        <translation>no puede ser negativo: {value}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="47"/>
        <source>invalid choice: {value} (choose from {choices})</source>
        <translation>opción no válida: {value} (elige entre {choices})</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="65"/>
        <source>usage: </source>
        <comment>before the command&apos;s synopsis in --help</comment>
        <translation>uso: </translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="80"/>
        <source>argument {argument}: {message}</source>
        <translation>argumento {argument}: {message}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="89"/>
        <source>{program}: error: {message}</source>
        <translation>{program}: error: {message}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="127"/>
        <source>The card game Hearts against three computer players.</source>
        <translation>El juego de cartas Corazones contra tres jugadores del ordenador.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="109"/>
        <source>options</source>
        <comment>the heading of --help&apos;s list</comment>
        <translation>opciones</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="114"/>
        <source>show this help and exit</source>
        <translation>muestra esta ayuda y sale</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="132"/>
        <source>start a new game whose deals come from this seed (the same seed, the same deals); a saved game in progress counts as abandoned</source>
        <translation>empieza una partida nueva cuyos repartos salen de esta semilla (misma semilla, mismos repartos); una partida guardada en curso cuenta como abandonada</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="142"/>
        <source>animation speed (default: as last set in the View menu)</source>
        <translation>velocidad de la animación (por defecto: la última elegida en el menú Ver)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="148"/>
        <source>four computer players play N whole hands, then the app exits (0: exit once the table has been painted)</source>
        <translation>cuatro jugadores del ordenador juegan N manos completas y después la aplicación se cierra (0: se cierra en cuanto se ha dibujado la mesa)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="120"/>
        <source>show the version and exit</source>
        <translation>muestra la versión y sale</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="200"/>
        <source>unrecognized arguments: {arguments}</source>
        <translation>argumentos no reconocidos: {arguments}</translation>
    </message>
</context>
</TS>
