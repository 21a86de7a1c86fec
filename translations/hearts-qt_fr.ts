<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Accessible</name>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="37"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="44"/>
        <source>{card}, chosen to pass</source>
        <translation>{card}, à passer</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="48"/>
        <source>{card}, playable</source>
        <translation>{card}, jouable</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="49"/>
        <source>{card}, not playable now</source>
        <translation>{card}, injouable pour l’instant</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="55"/>
        <source>{name} played the {card}, which takes the trick</source>
        <translation>{name} a joué {card}, qui remporte la levée</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="58"/>
        <source>{name} played the {card}</source>
        <translation>{name} a joué {card}</translation>
    </message>
</context>
<context>
    <name>Address</name>
    <message>
        <location filename="../hearts_qt/net/address.py" line="35"/>
        <source>Type the table&apos;s address, such as 192.168.1.20:7531.</source>
        <translation>Saisissez l’adresse de la table, par exemple 192.168.1.20:7531.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/address.py" line="40"/>
        <source>“{host}” is not an address or a host name.</source>
        <translation>« {host} » n’est ni une adresse ni un nom d’hôte.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/address.py" line="49"/>
        <source>The address lacks its closing “]”.</source>
        <translation>Il manque à l’adresse son « ] » fermant.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/address.py" line="53"/>
        <source>“{host}” is not an IPv6 address.</source>
        <translation>« {host} » n’est pas une adresse IPv6.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/address.py" line="58"/>
        <source>Write the port after a colon: [::1]:7531.</source>
        <translation>Écrivez le port après deux-points : [::1]:7531.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/address.py" line="69"/>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>Le port doit être un nombre de 1 à 65535.</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="34"/>
        <source>Blue lattice</source>
        <translation>Treillis bleu</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="35"/>
        <source>Red lattice</source>
        <translation>Treillis rouge</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="36"/>
        <source>Green argyle</source>
        <translation>Losanges verts</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="37"/>
        <source>Rose hearts</source>
        <translation>Cœurs roses</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="38"/>
        <source>Navy and gold</source>
        <translation>Marine et or</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="39"/>
        <source>The deck&apos;s own back</source>
        <translation>Dos propre au jeu</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="46"/>
        <source>Green felt</source>
        <translation>Tapis vert</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="47"/>
        <source>Blue felt</source>
        <translation>Tapis bleu</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="48"/>
        <source>Red felt</source>
        <translation>Tapis rouge</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="49"/>
        <source>Wooden table</source>
        <translation>Table en bois</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="50"/>
        <source>Your own picture</source>
        <translation>Votre propre image</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance.py" line="56"/>
        <source>The card deck “{name}” cannot be used. {reason}</source>
        <translation>Le jeu de cartes «&#x202f;{name}&#x202f;» ne peut pas être utilisé. {reason}</translation>
    </message>
</context>
<context>
    <name>AppearanceDialog</name>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="62"/>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="244"/>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="67"/>
        <source>Preview of the table</source>
        <translation>Aperçu de la table</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="69"/>
        <source>Card &amp;faces:</source>
        <translation>&amp;Faces des cartes&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="70"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Dos des cartes&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="71"/>
        <source>&amp;Table:</source>
        <translation>&amp;Table&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="72"/>
        <source>F&amp;our-colour faces (♦ blue, ♣ green)</source>
        <translation>Faces &amp;quatre couleurs (♦ bleu, ♣ vert)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="73"/>
        <source>Choose a &amp;Picture…</source>
        <translation>Choisir une &amp;image…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="121"/>
        <source>Preview:</source>
        <translation>Aperçu&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="132"/>
        <source>On this computer:</source>
        <translation>Sur cet ordinateur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="227"/>
        <source>A Picture for the Table</source>
        <translation>Une image pour la table</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="229"/>
        <source>Pictures ({patterns})</source>
        <translation>Images ({patterns})</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="239"/>
        <source>The table keeps its cloth.</source>
        <translation>La table garde son tapis.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="245"/>
        <source>The deck you had stays.</source>
        <translation>Le jeu de cartes actuel est conservé.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/appearance_dialog.py" line="254"/>
        <source>Only the hearts-qt decks have four-colour faces.</source>
        <translation>Seuls les jeux de hearts-qt ont des faces en quatre couleurs.</translation>
    </message>
</context>
<context>
    <name>BonusBox</name>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="54"/>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/rules_house.py" line="55"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="17"/>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="18"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="19"/>
        <source>King</source>
        <translation>Roi</translation>
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
        <translation>V</translation>
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
        <translation>R</translation>
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
        <translation>{suit}{rank}</translation>
    </message>
</context>
<context>
    <name>CardValuesDialog</name>
    <message>
        <location filename="../hearts_qt/ui/rules_values.py" line="37"/>
        <source>Card Values</source>
        <translation>Valeurs des cartes</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_values.py" line="67"/>
        <source>&lt;i&gt;The J♦ has an option of its own on the Rules tab; while it is on, that option is the J♦&apos;s value.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Le Valet de carreau (J♦) a sa propre option dans l’onglet Règles&#x202f;; tant qu’elle est activée, c’est elle qui donne sa valeur.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_values.py" line="77"/>
        <source>Reset to &amp;Classic</source>
        <translation>Valeurs &amp;classiques</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_values.py" line="84"/>
        <source>What each card is worth to whoever takes it (−99 to 99):</source>
        <translation>Ce que vaut chaque carte pour qui la prend (de −99 à 99)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_values.py" line="111"/>
        <source>&lt;b&gt;At least two cards must be worth points (more than 0): with one alone, whoever took it would shoot the moon every hand.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Au moins deux cartes doivent valoir des points (plus de 0)&#xa0;: avec une seule, celui qui la prendrait réussirait le Grand Chelem à chaque manche.&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>CardsPlayedDock</name>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="355"/>
        <source>Cards Played</source>
        <translation>Cartes jouées</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="367"/>
        <source>&amp;Cards Played</source>
        <translation>&amp;Cartes jouées</translation>
    </message>
</context>
<context>
    <name>CardsPlayedPanel</name>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="239"/>
        <source>Shown void in</source>
        <translation>Couleurs manquantes</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="241"/>
        <source>A player who did not follow the suit led has none left.</source>
        <translation>Un joueur qui n’a pas fourni à la couleur demandée n’en a plus.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="316"/>
        <source>{played} of 52 played</source>
        <translation>{played} sur 52 jouées</translation>
    </message>
</context>
<context>
    <name>CheckMyPlay</name>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="100"/>
        <source>Chec&amp;k My Play</source>
        <translation>Analy&amp;ser mon jeu</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="102"/>
        <source>After each hand, the Expert goes over your play</source>
        <translation>Après chaque manche, l’Expert analyse votre jeu</translation>
    </message>
</context>
<context>
    <name>CheckNotice</name>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="48"/>
        <source>Click to review the hand.</source>
        <translation>Cliquez pour revoir la manche.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/check_notice.py" line="55"/>
        <source>Hand {hand}: %n choice(s) to review</source>
        <translation>
            <numerusform>Manche {hand}&#xa0;: %n choix à revoir</numerusform>
            <numerusform>Manche {hand}&#xa0;: %n choix à revoir</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="59"/>
        <source>Hand {hand}: the Expert agrees</source>
        <translation>Manche {hand}&#xa0;: l’Expert approuve</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="60"/>
        <source>Hand {hand}: no choice to make</source>
        <translation>Manche {hand}&#xa0;: aucun choix à faire</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/check_notice.py" line="72"/>
        <source>Hand {hand}: the Expert would have chosen otherwise %n time(s) (about {points} points).</source>
        <translation>
            <numerusform>Manche {hand}&#xa0;: l’Expert aurait choisi autrement %n fois (environ {points} points).</numerusform>
            <numerusform>Manche {hand}&#xa0;: l’Expert aurait choisi autrement %n fois (environ {points} points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/check_notice.py" line="79"/>
        <source>Hand {hand}: the Expert agrees with all your %n decision(s).</source>
        <translation>
            <numerusform>Manche {hand}&#xa0;: l’Expert approuve votre décision.</numerusform>
            <numerusform>Manche {hand}&#xa0;: l’Expert approuve vos %n décisions.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/check_notice.py" line="83"/>
        <source>Hand {hand}: you had no choice to make.</source>
        <translation>Manche {hand}&#xa0;: vous n’aviez aucun choix à faire.</translation>
    </message>
</context>
<context>
    <name>Cloth</name>
    <message>
        <location filename="../hearts_qt/ui/table/cloth.py" line="131"/>
        <source>The picture {file} is not there any more.</source>
        <translation>L’image {file} n’existe plus.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/cloth.py" line="138"/>
        <source>{file} is not a picture hearts-qt can read.</source>
        <translation>{file} n’est pas une image que hearts-qt sait lire.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/cloth.py" line="141"/>
        <source>The picture {file} is too large.</source>
        <translation>L’image {file} est trop grande.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/cloth.py" line="144"/>
        <source>The picture {file} cannot be read.</source>
        <translation>L’image {file} ne peut pas être lue.</translation>
    </message>
</context>
<context>
    <name>Deal</name>
    <message>
        <location filename="../hearts_qt/ui/deal_caption.py" line="16"/>
        <source>Replay of deal {deal}, hand {hand}</source>
        <translation>Donne {deal}, manche {hand} rejouée</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_caption.py" line="20"/>
        <source>Deal {deal}</source>
        <translation>Donne {deal}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_caption.py" line="21"/>
        <source>Deal {deal}, hand {hand}</source>
        <translation>Donne {deal}, manche {hand}</translation>
    </message>
</context>
<context>
    <name>DealCommands</name>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="43"/>
        <source>Play &amp;Deal…</source>
        <translation>Jouer une &amp;donne…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="45"/>
        <location filename="../hearts_qt/ui/deal_commands.py" line="140"/>
        <source>&amp;Back to the Game</source>
        <translation>Retour à &amp;la partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="46"/>
        <source>&amp;Export Game…</source>
        <translation>E&amp;xporter la partie…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="44"/>
        <source>Repla&amp;y This Hand</source>
        <translation>Re&amp;jouer cette manche</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="48"/>
        <source>O&amp;pen Game…</source>
        <translation>O&amp;uvrir une partie…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="90"/>
        <source>{deal} · {rules}</source>
        <translation>{deal} · {rules}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="112"/>
        <source>Give up this game and play the deal you typed?</source>
        <translation>Abandonner cette partie et jouer la donne saisie&#x202f;?</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="113"/>
        <source>&amp;Play Deal</source>
        <translation>&amp;Jouer la donne</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="129"/>
        <source>The replay is over.</source>
        <translation>La manche rejouée est finie.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="133"/>
        <source>Replay This Hand</source>
        <translation>Rejouer cette manche</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/deal_commands.py" line="135"/>
        <source>The replay is over: you took %n point(s).</source>
        <translation>
            <numerusform>La manche rejouée est finie&#xa0;: vous avez pris %n point.</numerusform>
            <numerusform>La manche rejouée est finie&#xa0;: vous avez pris %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="139"/>
        <source>Your game goes on where you left it.</source>
        <translation>Votre partie reprend là où vous l’avez laissée.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="141"/>
        <source>Replay &amp;Again</source>
        <translation>&amp;Rejouer encore</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="167"/>
        <source>Hearts games (*{suffix});;All files (*)</source>
        <translation>Parties de Hearts (*{suffix});;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="179"/>
        <location filename="../hearts_qt/ui/deal_commands.py" line="193"/>
        <source>Export Game</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="181"/>
        <source>deal-{deal}</source>
        <translation>donne-{deal}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="197"/>
        <source>The game was saved as {file}.</source>
        <translation>La partie a été enregistrée sous {file}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="202"/>
        <location filename="../hearts_qt/ui/deal_commands.py" line="215"/>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="220"/>
        <source>Give up this game and continue the one you opened?</source>
        <translation>Abandonner cette partie et continuer celle que vous avez ouverte&#x202f;?</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_commands.py" line="221"/>
        <source>&amp;Open Game</source>
        <translation>&amp;Ouvrir la partie</translation>
    </message>
</context>
<context>
    <name>DealNumberDialog</name>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="47"/>
        <source>Play Deal</source>
        <translation>Jouer une donne</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="53"/>
        <source>Deal &amp;number:</source>
        <translation>&amp;Numéro de donne&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="57"/>
        <source>Every game has a deal number, shown in the title bar. Type one a friend gives you to play the same cards, under the same rules, in every hand.</source>
        <translation>Chaque partie a un numéro de donne, affiché dans la barre de titre. Saisissez celui qu’un ami vous donne pour jouer les mêmes cartes, avec les mêmes règles, à chaque manche.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="71"/>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="104"/>
        <source>Type a deal number, from {first} to {last}.</source>
        <translation>Saisissez un numéro de donne, de {first} à {last}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="109"/>
        <source>“{typed}” is not a deal number: a deal number has only digits, such as {example}.</source>
        <translation>«&#x202f;{typed}&#x202f;» n’est pas un numéro de donne&#xa0;: un numéro de donne ne contient que des chiffres, comme {example}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="112"/>
        <source>Deal numbers start at {first}: there is no deal {typed}.</source>
        <translation>Les numéros de donne commencent à {first}&#xa0;: il n’y a pas de donne {typed}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/deal_dialog.py" line="115"/>
        <source>Deal numbers go up to {last}: {typed} is too large.</source>
        <translation>Les numéros de donne vont jusqu’à {last}&#xa0;: {typed} est trop grand.</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <location filename="../hearts_qt/ui/decks.py" line="136"/>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/decks.py" line="137"/>
        <source>Large index</source>
        <translation>Grands index</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="117"/>
        <source>Its index.desktop is too large to be a card deck&apos;s index.</source>
        <translation>Son fichier index.desktop est trop gros pour être celui d’un jeu de cartes.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="121"/>
        <source>Its index.desktop cannot be read.</source>
        <translation>Son fichier index.desktop ne peut pas être lu.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="124"/>
        <source>Its index.desktop has no [KDE Backdeck] section.</source>
        <translation>Son fichier index.desktop n’a pas de section [KDE Backdeck].</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="127"/>
        <source>Its index.desktop names no SVG file.</source>
        <translation>Son fichier index.desktop n’indique aucun fichier SVG.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="130"/>
        <source>Its index.desktop names an SVG file outside the deck&apos;s folder.</source>
        <translation>Son fichier index.desktop indique un fichier SVG hors du dossier du jeu.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="174"/>
        <source>It is no longer installed on this computer.</source>
        <translation>Il n’est plus installé sur cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="187"/>
        <source>Its file {file} is not an SVG picture that can be read.</source>
        <translation>Son fichier {file} n’est pas une image SVG lisible.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="195"/>
        <source>Its picture lacks {count} of the 53 cards it must have ({elements}).</source>
        <translation>Il manque à son image {count} des 53 cartes requises ({elements}).</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="202"/>
        <source>Its cards are not upright playing cards.</source>
        <translation>Ses cartes ne sont pas des cartes à jouer verticales.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="212"/>
        <source>Its file {file} is too large for a card deck.</source>
        <translation>Son fichier {file} est trop gros pour un jeu de cartes.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="218"/>
        <source>The file {file} that it names is missing.</source>
        <translation>Le fichier {file} qu’il indique est introuvable.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="227"/>
        <source>Its file {file} cannot be read.</source>
        <translation>Son fichier {file} ne peut pas être lu.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/kde_decks.py" line="232"/>
        <source>Its file {file} is damaged (it does not unzip).</source>
        <translation>Son fichier {file} est endommagé (impossible à décompresser).</translation>
    </message>
</context>
<context>
    <name>Discovery</name>
    <message>
        <location filename="../hearts_qt/net/discovery.py" line="391"/>
        <source>this computer has no IPv4 address</source>
        <translation>cet ordinateur n’a pas d’adresse IPv4</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="38"/>
        <source>The game could not be saved as “{file}”: {reason}.</source>
        <translation>La partie n’a pas pu être enregistrée sous «&#x202f;{file}&#x202f;»&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="51"/>
        <source>“{file}” is not a file that can be opened.</source>
        <translation>«&#x202f;{file}&#x202f;» n’est pas un fichier qui peut être ouvert.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="55"/>
        <source>“{file}” could not be read: {reason}.</source>
        <translation>«&#x202f;{file}&#x202f;» n’a pas pu être lu&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="60"/>
        <source>“{file}” is not there.</source>
        <translation>«&#x202f;{file}&#x202f;» est introuvable.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="63"/>
        <source>“{file}” is too large to be a game of Hearts ({size} MB or more).</source>
        <translation>«&#x202f;{file}&#x202f;» est trop gros pour être une partie de Hearts ({size} Mo ou plus).</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="77"/>
        <source>“{file}” is not a game saved by Hearts.</source>
        <translation>«&#x202f;{file}&#x202f;» n’est pas une partie enregistrée par Hearts.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="78"/>
        <source>“{file}” is damaged or incomplete, so it cannot be opened.</source>
        <translation>«&#x202f;{file}&#x202f;» est endommagé ou incomplet et ne peut pas être ouvert.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="81"/>
        <source>“{file}” was saved by a newer version of Hearts: update Hearts to open it.</source>
        <translation>«&#x202f;{file}&#x202f;» a été enregistré par une version plus récente de Hearts&#xa0;: mettez Hearts à jour pour l’ouvrir.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/exchange.py" line="84"/>
        <source>The cards or the scores in “{file}” do not make a legal game of Hearts: the file is damaged or has been changed.</source>
        <translation>Les cartes ou les scores de «&#x202f;{file}&#x202f;» ne forment pas une partie de Hearts valide&#xa0;: le fichier est endommagé ou a été modifié.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/game_over.py" line="74"/>
        <source>Game Over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/game_over.py" line="84"/>
        <source>Rules: {rules}</source>
        <translation>Règles&#xa0;: {rules}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/game_over.py" line="92"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/game_over.py" line="139"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/game_over.py" line="143"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="34"/>
        <source>It is the only card you may play.</source>
        <translation>C’est la seule carte que vous pouvez jouer.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="36"/>
        <source>Takes a point so that {seat} cannot shoot the moon.</source>
        <translation>Vous prenez un point pour empêcher le Grand Chelem de {seat}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="40"/>
        <source>Dumps the {card} while you are void in {suit}.</source>
        <translation>Vous vous défaussez de {card}, n’ayant plus de {suit}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="44"/>
        <source>Takes a trick that surely holds no points.</source>
        <translation>Vous prenez une levée qui ne contient sûrement aucun point.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="46"/>
        <source>Plays under the {other}, so you do not take the trick.</source>
        <translation>Vous jouez sous {other} et ne prenez pas la levée.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="50"/>
        <source>Keeps the {other} as a safe exit in {suit}.</source>
        <translation>Vous gardez {other} comme sortie sûre à {suit}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="54"/>
        <source>Gives away the {cards}: the cards most likely to cost you points.</source>
        <translation>Vous vous débarrassez de {cards}&#xa0;: les cartes qui risquent le plus de vous coûter des points.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="58"/>
        <source>Leaves you void in {suit}, free to discard when it is led.</source>
        <translation>Vous n’aurez plus de {suit}&#xa0;: libre de vous défausser quand on en jouera.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="63"/>
        <source>Runs for the moon: aims to take every card that scores. Expected: {points} points this hand.</source>
        <translation>Vous tentez le Grand Chelem&#xa0;: prendre toutes les cartes qui comptent. Points attendus sur cette manche&#xa0;: {points}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="69"/>
        <source>Keeps your winners to run for the moon. Expected: {points} points this hand.</source>
        <translation>Vous gardez vos cartes maîtresses pour tenter le Grand Chelem. Points attendus sur cette manche&#xa0;: {points}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="73"/>
        <source>Expected: {points} points this hand; next best, {other}: {next}.</source>
        <translation>Points attendus sur cette manche&#xa0;: {points}&#x202f;; second choix, {other}&#xa0;: {next}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/hint_texts.py" line="76"/>
        <source>Expected: {points} points this hand.</source>
        <translation>Points attendus sur cette manche&#xa0;: {points}.</translation>
    </message>
</context>
<context>
    <name>HostCommands</name>
    <message>
        <location filename="../hearts_qt/ui/hosting.py" line="77"/>
        <source>The table cannot be served on port {port}: {error}. Choose another port, or any free port.</source>
        <translation>La table ne peut pas être ouverte sur le port {port} : {error}. Choisissez un autre port, ou n’importe quel port libre.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="79"/>
        <source>Host Table</source>
        <translation>Ouvrir une table</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="89"/>
        <source>{name}’s table</source>
        <translation>Table de {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="95"/>
        <source>&amp;Any free port</source>
        <translation>&amp;N’importe quel port libre</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="99"/>
        <source>None: anyone may sit down</source>
        <translation>Aucun : tout le monde peut s’asseoir</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="102"/>
        <source>&amp;Change the Rules…</source>
        <translation>&amp;Modifier les règles…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="116"/>
        <source>&amp;Open the Table</source>
        <translation>&amp;Ouvrir la table</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="132"/>
        <source>Table &amp;name:</source>
        <translation>Nom de la &amp;table :</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="137"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port :</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="144"/>
        <source>Rules:</source>
        <translation>Règles :</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="146"/>
        <source>Computer at &amp;West:</source>
        <translation>Ordinateur à l’o&amp;uest :</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="140"/>
        <source>Pa&amp;ssword:</source>
        <translation>Mot de pa&amp;sse :</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/player_name.py" line="33"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="131"/>
        <source>&amp;Your name:</source>
        <translation>&amp;Votre nom :</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="147"/>
        <source>Computer at Nor&amp;th:</source>
        <translation>Ordinateur au nor&amp;d :</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="148"/>
        <source>Computer at &amp;East:</source>
        <translation>Ordinateur à l’&amp;est :</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="154"/>
        <source>&lt;i&gt;You sit South. Friends take the free seats in the order they join; when you start the game, computers take the seats still free.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Vous êtes au sud. Vos amis prennent les places libres dans l’ordre où ils arrivent ; quand vous lancez la partie, des ordinateurs prennent les places encore libres.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="169"/>
        <source>&amp;Resume “{table}” at hand {hand}, with {names}</source>
        <translation>&amp;Reprendre « {table} » à la manche {hand}, avec {names}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="172"/>
        <source>&amp;Resume “{table}” at hand {hand}</source>
        <translation>&amp;Reprendre « {table} » à la manche {hand}</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/host_dialog.py" line="203"/>
        <source>a game of %n hand(s)</source>
        <translation>
            <numerusform>une partie en %n manche</numerusform>
            <numerusform>une partie en %n manches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/host_dialog.py" line="205"/>
        <source>a game to %n point(s)</source>
        <translation>
            <numerusform>une partie en %n point</numerusform>
            <numerusform>une partie en %n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="208"/>
        <source>{rules}: {end}, as in the saved game</source>
        <translation>{rules}&#xa0;: {end}, comme dans la partie enregistrée</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="210"/>
        <source>{rules}: {end}, as in Options</source>
        <translation>{rules}&#xa0;: {end}, comme dans les Options</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="213"/>
        <source>{end}, as in the saved game</source>
        <translation>{end}, comme dans la partie enregistrée</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="214"/>
        <source>{end}, as in Options</source>
        <translation>{end}, comme dans les Options</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="241"/>
        <source>Type the name your friends will see at the table (printable characters).</source>
        <translation>Saisissez le nom que vos amis verront à la table (caractères imprimables).</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/host_dialog.py" line="246"/>
        <source>The table’s name and password cannot hold tabs or other control characters.</source>
        <translation>Le nom et le mot de passe de la table ne peuvent contenir ni tabulations ni autres caractères de contrôle.</translation>
    </message>
</context>
<context>
    <name>HouseRulesTab</name>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/rules_house.py" line="87"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="89"/>
        <source>Le&amp;ft</source>
        <translation>À &amp;gauche</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="90"/>
        <source>Ri&amp;ght</source>
        <translation>À &amp;droite</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="91"/>
        <source>&amp;Across</source>
        <translation>En &amp;face</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="92"/>
        <source>&amp;Hold (no pass)</source>
        <translation>&amp;Sans échange</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="96"/>
        <source>The holder of the 2♣ leads it</source>
        <translation>Le joueur qui a le ♣2 l’entame</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="98"/>
        <source>The player left of the dealer, any card</source>
        <translation>Le joueur à gauche du donneur, n’importe quelle carte</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="100"/>
        <source>H&amp;earts may be led at any time</source>
        <translation>On peut entamer à cœur à tout mom&amp;ent</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="101"/>
        <source>Card &amp;Values…</source>
        <translation>&amp;Valeurs des cartes…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="106"/>
        <source>Perfect 100: a total of e&amp;xactly the target score drops to half of it</source>
        <translation>Cent pile&#xa0;: un total d’e&amp;xactement le score visé retombe à sa moitié</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="111"/>
        <source>No share&amp;d wins: a tie for the lowest total plays on</source>
        <translation>Pas de victoire &amp;partagée&#xa0;: une égalité au plus bas total fait continuer la partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="128"/>
        <source>Cards pa&amp;ssed:</source>
        <translation>Nom&amp;bre de cartes passées&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="135"/>
        <source>Passed, hand by hand:</source>
        <translation>L’échange, manche après manche&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="136"/>
        <source>&amp;Who leads the first trick:</source>
        <translation>&amp;Qui entame la première levée&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_house.py" line="144"/>
        <source>Taking no tric&amp;k scores:</source>
        <translation>Sans aucune levée, on &amp;marque&#xa0;:</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="26"/>
        <source>Cards are not being passed now.</source>
        <translation>Ce n’est pas le moment de passer des cartes.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="27"/>
        <source>The cards are still being passed.</source>
        <translation>L’échange des cartes n’est pas terminé.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="28"/>
        <source>The hand is over.</source>
        <translation>La manche est terminée.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="29"/>
        <source>There is no pass in this hand.</source>
        <translation>Il n’y a pas d’échange dans cette manche.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="30"/>
        <source>{seat} has already chosen the cards to pass.</source>
        <translation>{seat} a déjà choisi les cartes à passer.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="33"/>
        <source>Pass exactly three cards.</source>
        <translation>Passez exactement trois cartes.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="34"/>
        <source>Pass exactly four cards.</source>
        <translation>Passez exactement quatre cartes.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="35"/>
        <source>Pass exactly five cards.</source>
        <translation>Passez exactement cinq cartes.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="36"/>
        <source>The cards passed must all be different.</source>
        <translation>Les cartes passées doivent toutes être différentes.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="37"/>
        <source>{seat} does not hold the {card}.</source>
        <translation>{seat} n’a pas {card} en main.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="38"/>
        <source>It is {turn}&apos;s turn, not {seat}&apos;s.</source>
        <translation>C’est à {turn} de jouer, pas à {seat}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="39"/>
        <source>The 2♣ leads the first trick.</source>
        <translation>Le ♣2 entame la première levée.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="40"/>
        <source>You must follow suit: {suit}.</source>
        <translation>Vous devez fournir à la couleur demandée&#xa0;: {suit}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="41"/>
        <source>Hearts have not been broken.</source>
        <translation>Les cœurs ne sont pas encore brisés.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="42"/>
        <source>No hearts and not the Q♠ on the first trick.</source>
        <translation>Ni cœur ni Dame de pique à la première levée.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="45"/>
        <source>No card that costs points may be played to the first trick.</source>
        <translation>Aucune carte qui coûte des points ne peut être jouée à la première levée.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="48"/>
        <source>{seat} shot the moon and must first choose how it is scored.</source>
        <translation>{seat} a réussi le Grand Chelem et doit d’abord choisir comment il est compté.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="51"/>
        <source>Nobody has a moon to score now.</source>
        <translation>Personne n’a de Grand Chelem à compter maintenant.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="52"/>
        <source>{turn} shot the moon and chooses how it is scored, not {seat}.</source>
        <translation>{turn} a réussi le Grand Chelem et choisit comment il est compté, pas {seat}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="55"/>
        <source>The moon is scored either as points for the others or as points off the shooter.</source>
        <translation>Le Grand Chelem se compte soit en points pour les autres, soit en points retirés à celui qui l’a réussi.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="59"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="60"/>
        <source>The current hand is not finished.</source>
        <translation>La manche en cours n’est pas terminée.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/engine/errors.py" line="61"/>
        <source>No hand has been dealt yet.</source>
        <translation>Aucune manche n’a encore été distribuée.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="57"/>
        <source>Join Table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="62"/>
        <source>Tables on this network</source>
        <translation>Tables sur ce réseau</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="67"/>
        <source>192.168.1.20:7531</source>
        <translation>192.168.1.20:7531</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="77"/>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="104"/>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="105"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse :</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="106"/>
        <source>&amp;Password:</source>
        <translation>&amp;Mot de passe :</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="110"/>
        <source>&amp;Tables on this network:</source>
        <translation>&amp;Tables sur ce réseau :</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="121"/>
        <source>Looking for tables… (or type a table&apos;s address below)</source>
        <translation>Recherche de tables… (ou saisissez ci-dessous l’adresse d’une table)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="122"/>
        <source>No tables can be found on this network; type a table&apos;s address below.</source>
        <translation>Impossible de trouver des tables sur ce réseau ; saisissez ci-dessous l’adresse d’une table.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="161"/>
        <source>A table</source>
        <translation>Une table</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="163"/>
        <source>{table} — another version of hearts-qt</source>
        <translation>{table} — une autre version de hearts-qt</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/join_dialog.py" line="164"/>
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n place libre</numerusform>
            <numerusform>%n places libres</numerusform>
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
        <translation>{table} (mot de passe)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="169"/>
        <source>{table}, encrypted</source>
        <translation>{table}, chiffrée</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="184"/>
        <source>Type the name the others will see at the table.</source>
        <translation>Saisissez le nom que les autres verront à la table.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="204"/>
        <source>Asking the table at {address} for a seat (encrypted)…</source>
        <translation>Demande d’une place à la table {address} (chiffré)…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="206"/>
        <source>Asking the table at {address} for a seat (not encrypted)…</source>
        <translation>Demande d’une place à la table {address} (non chiffré)…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="270"/>
        <source>No computer called {host} was found on the network.</source>
        <translation>Aucun ordinateur nommé {host} n’a été trouvé sur le réseau.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="272"/>
        <source>No table is being served at {address}.</source>
        <translation>Aucune table n’est ouverte à l’adresse {address}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="278"/>
        <source>No authority vouches for the certificate of the table at {address}. Its fingerprint (SHA-256) is:

{fingerprint}

Ask the host whether theirs is the same (hearts-qt-server prints it as it starts). Trust this table&apos;s certificate and join?</source>
        <translation>Aucune autorité ne garantit le certificat de la table {address}. Son empreinte (SHA-256) est :

{fingerprint}

Demandez à l’hôte si la sienne est la même (hearts-qt-server l’affiche au démarrage). Faire confiance au certificat de cette table et la rejoindre ?</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="283"/>
        <source>Trust This Table?</source>
        <translation>Faire confiance à cette table ?</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="292"/>
        <source>Not joined: the table&apos;s certificate is not trusted.</source>
        <translation>Table non rejointe : son certificat n’est pas approuvé.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="297"/>
        <source>The trusted certificate cannot be remembered: {problem}</source>
        <translation>Le certificat approuvé ne peut pas être mémorisé : {problem}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/join_dialog.py" line="273"/>
        <location filename="../hearts_qt/ui/join_dialog.py" line="306"/>
        <source>No table answered at {address}.</source>
        <translation>Aucune table n’a répondu à l’adresse {address}.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="52"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="53"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="54"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="55"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="53"/>
        <source>Table “{table}”</source>
        <translation>Table « {table} »</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="63"/>
        <location filename="../hearts_qt/ui/lobby.py" line="142"/>
        <source>&amp;Start the Game</source>
        <translation>&amp;Lancer la partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="65"/>
        <source>&amp;Take Your Seat</source>
        <translation>&amp;Prendre place</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="67"/>
        <source>&amp;Close Table</source>
        <translation>&amp;Fermer la table</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="83"/>
        <source>The table’s address, for your friends</source>
        <translation>L’adresse de la table, pour vos amis</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="88"/>
        <source>This computer is on no network: only players on this computer can join, at this address.</source>
        <translation>Cet ordinateur n’est sur aucun réseau : seuls des joueurs sur cet ordinateur peuvent rejoindre la table, à cette adresse.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="93"/>
        <source>Friends join with Game ▸ Join Table…, this address and the password.</source>
        <translation>Vos amis rejoignent la table par Partie ▸ Rejoindre une table…, avec cette adresse et le mot de passe.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="95"/>
        <source>Friends join with Game ▸ Join Table… and this address.</source>
        <translation>Vos amis rejoignent la table par Partie ▸ Rejoindre une table…, avec cette adresse.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="99"/>
        <source>The table’s address</source>
        <translation>L’adresse de la table</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="100"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="112"/>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="137"/>
        <source>(a free seat)</source>
        <translation>(une place libre)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="142"/>
        <source>&amp;Start a New Game</source>
        <translation>Lancer une &amp;nouvelle partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="150"/>
        <source>here</source>
        <translation>présent</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="152"/>
        <source>a computer ({level}) if nobody sits here</source>
        <translation>un ordinateur ({level}) si personne ne s’assoit ici</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="154"/>
        <source>a computer ({level})</source>
        <translation>un ordinateur ({level})</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="156"/>
        <source>away: a computer ({level}) plays until they are back</source>
        <translation>absent : un ordinateur ({level}) joue jusqu’à son retour</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/lobby.py" line="159"/>
        <source>away: the seat waits for them</source>
        <translation>absent : la place l’attend</translation>
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
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="150"/>
        <source>&amp;Join Table…</source>
        <translation>Rejoindre une ta&amp;ble…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="151"/>
        <source>&amp;Leave Table</source>
        <translation>Quitt&amp;er la table</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="152"/>
        <source>Host T&amp;able…</source>
        <translation>Ouvr&amp;ir une table…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="158"/>
        <location filename="../hearts_qt/ui/main_window.py" line="369"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="160"/>
        <location filename="../hearts_qt/ui/main_window.py" line="374"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="166"/>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="169"/>
        <source>&amp;Claim the Rest</source>
        <translation>Re&amp;vendiquer le reste</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="176"/>
        <source>Score &amp;Sheet</source>
        <translation>&amp;Feuille de marque</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="183"/>
        <source>&amp;Options…</source>
        <translation>&amp;Options…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="184"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="187"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="189"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="190"/>
        <source>&amp;Animation Speed</source>
        <translation>&amp;Vitesse d’animation</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="193"/>
        <source>&amp;Off</source>
        <translation>&amp;Désactivée</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="194"/>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="195"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="196"/>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="205"/>
        <source>Show &amp;Playable Cards</source>
        <translation>Montrer les cartes &amp;jouables</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="208"/>
        <source>Score Sheet After Each &amp;Hand</source>
        <translation>Feuille de marque après chaque &amp;manche</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="211"/>
        <source>&amp;Four-Colour Deck</source>
        <translation>Jeu &amp;quatre couleurs</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="213"/>
        <source>Card &amp;Back</source>
        <translation>&amp;Dos des cartes</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="221"/>
        <source>Appearanc&amp;e…</source>
        <translation>A&amp;pparence…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="224"/>
        <source>&amp;Sound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="225"/>
        <source>F&amp;ull Screen</source>
        <translation>P&amp;lein écran</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="231"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="234"/>
        <source>&amp;Rules of Hearts</source>
        <translation>&amp;Règles de Hearts</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="238"/>
        <source>&amp;About Hearts</source>
        <translation>À &amp;propos de Hearts</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="329"/>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="330"/>
        <source>Give up this game and deal a new one?</source>
        <translation>Abandonner cette partie et en distribuer une nouvelle&#x202f;?</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="333"/>
        <source>It will count as abandoned in the statistics.</source>
        <translation>Elle comptera comme abandonnée dans les statistiques.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="335"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continuer la partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="351"/>
        <source>A hint is given when it is your turn.</source>
        <translation>Un conseil n’est donné que lorsque c’est à vous de jouer.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="372"/>
        <source>&amp;Undo {step}</source>
        <translation>&amp;Annuler {step}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="376"/>
        <source>&amp;Redo {step}</source>
        <translation>&amp;Rétablir {step}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="381"/>
        <source>A network game has no undo</source>
        <translation>Une partie en réseau ne peut pas être annulée</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="389"/>
        <source>Pass</source>
        <comment>an undo or redo step</comment>
        <translation>l’échange</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="391"/>
        <source>Play of {card}</source>
        <comment>an undo or redo step</comment>
        <translation>la carte {card}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="593"/>
        <source>About Hearts</source>
        <translation>À propos de Hearts</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/main_window.py" line="595"/>
        <source>&lt;h3&gt;Hearts {version}&lt;/h3&gt;&lt;p&gt;The card game Hearts against three honest computer players.&lt;/p&gt;&lt;p&gt;Card art and code by the hearts-qt developers, GPL-3.0-or-later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Hearts {version}&lt;/h3&gt;&lt;p&gt;Le jeu de cartes Hearts contre trois adversaires virtuels qui ne trichent pas.&lt;/p&gt;&lt;p&gt;Dessin des cartes et code par les développeurs de hearts-qt, GPL-3.0-or-later.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="53"/>
        <location filename="../hearts_qt/ui/table/messages.py" line="58"/>
        <source>No passing this hand.</source>
        <translation>Pas d’échange pour cette manche.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="62"/>
        <source>Waiting for the others to pass…</source>
        <translation>Les autres choisissent leurs cartes…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="72"/>
        <source>{name} passed you their cards.</source>
        <translation>{name} vous a passé ses cartes.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="81"/>
        <source>from {name}</source>
        <translation>par {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="89"/>
        <source>{name} is to play: wait for your turn.</source>
        <translation>C’est à {name} de jouer&#xa0;: attendez votre tour.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="92"/>
        <source>Wait for the trick to be taken.</source>
        <translation>Attendez que la levée soit ramassée.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="48"/>
        <source>Choose %n card(s) to pass to the left.</source>
        <translation>
            <numerusform>Choisissez %n carte à passer à gauche.</numerusform>
            <numerusform>Choisissez %n cartes à passer à gauche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="42"/>
        <source>Choose %n more card(s) to pass to the left.</source>
        <translation>
            <numerusform>Choisissez encore %n carte à passer à gauche.</numerusform>
            <numerusform>Choisissez encore %n cartes à passer à gauche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="44"/>
        <source>Choose %n more card(s) to pass to the right.</source>
        <translation>
            <numerusform>Choisissez encore %n carte à passer à droite.</numerusform>
            <numerusform>Choisissez encore %n cartes à passer à droite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="46"/>
        <source>Choose %n more card(s) to pass across.</source>
        <translation>
            <numerusform>Choisissez encore %n carte à passer en face.</numerusform>
            <numerusform>Choisissez encore %n cartes à passer en face.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="50"/>
        <source>Choose %n card(s) to pass to the right.</source>
        <translation>
            <numerusform>Choisissez %n carte à passer à droite.</numerusform>
            <numerusform>Choisissez %n cartes à passer à droite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="52"/>
        <source>Choose %n card(s) to pass across.</source>
        <translation>
            <numerusform>Choisissez %n carte à passer en face.</numerusform>
            <numerusform>Choisissez %n cartes à passer en face.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="59"/>
        <source>The players choose %n card(s) to pass.</source>
        <translation>
            <numerusform>Les joueurs choisissent %n carte à passer.</numerusform>
            <numerusform>Les joueurs choisissent %n cartes à passer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="65"/>
        <source>Click “{button}” (or press P) to pass these %n card(s).</source>
        <translation>
            <numerusform>Cliquez sur «&#x202f; {button} &#x202f;» (ou appuyez sur P) pour passer cette %n carte.</numerusform>
            <numerusform>Cliquez sur «&#x202f; {button} &#x202f;» (ou appuyez sur P) pour passer ces %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="73"/>
        <source>You received {cards} and {last} from {name}.</source>
        <translation>{name} vous a passé {cards} et {last}.</translation>
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
            <numerusform>Choisissez d’abord {count} cartes à passer&#xa0;: %n choisie pour l’instant.</numerusform>
            <numerusform>Choisissez d’abord {count} cartes à passer&#xa0;: %n choisies pour l’instant.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="96"/>
        <source>%n cards are chosen: put one back to choose another.</source>
        <translation>
            <numerusform>%n carte est choisie&#xa0;: reposez-en une pour en choisir une autre.</numerusform>
            <numerusform>%n cartes sont choisies&#xa0;: reposez-en une pour en choisir une autre.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="99"/>
        <source>The cards have been passed.</source>
        <translation>Les cartes ont été passées.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="104"/>
        <source>Your turn.</source>
        <translation>À vous de jouer.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="107"/>
        <source>Your lead.</source>
        <translation>À vous d’entamer.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="113"/>
        <source>You deal; {leader} leads.</source>
        <translation>Vous donnez&#x202f;; {leader} entame.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="115"/>
        <source>{dealer} deals; you lead.</source>
        <translation>{dealer} donne&#x202f;; vous entamez.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="116"/>
        <source>{dealer} deals; {leader} leads.</source>
        <translation>{dealer} donne&#x202f;; {leader} entame.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="121"/>
        <source>{name} is thinking…</source>
        <translation>{name} réfléchit…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="125"/>
        <source>You play the {card}.</source>
        <translation>Vous jouez {card}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="126"/>
        <source>{name} plays the {card}.</source>
        <translation>{name} joue {card}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="135"/>
        <source>You take the trick.</source>
        <translation>Vous remportez la levée.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="136"/>
        <source>You take the trick and {points} point(s).</source>
        <translation>
            <numerusform>Vous remportez la levée et {points} point.</numerusform>
            <numerusform>Vous remportez la levée et {points} points.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="140"/>
        <source>{name} takes the trick.</source>
        <translation>{name} remporte la levée.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="141"/>
        <source>{name} takes the trick and {points} point(s).</source>
        <translation>
            <numerusform>{name} remporte la levée et {points} point.</numerusform>
            <numerusform>{name} remporte la levée et {points} points.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="163"/>
        <source>Trick {number}: you took it</source>
        <translation>Levée {number}&#xa0;: prise par vous</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="164"/>
        <source>Trick {number}: {name} took it</source>
        <translation>Levée {number}&#xa0;: prise par {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="168"/>
        <source>No trick has been taken in this hand yet.</source>
        <translation>Aucune levée n’a encore été remportée dans cette manche.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="170"/>
        <source>You have taken no trick in this hand.</source>
        <translation>Vous n’avez remporté aucune levée dans cette manche.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="171"/>
        <source>{name} has taken no trick in this hand.</source>
        <translation>{name} n’a remporté aucune levée dans cette manche.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="174"/>
        <source>Hearts are broken.</source>
        <translation>Les cœurs sont brisés.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="181"/>
        <source>Hand {number} is over. Click the table or press Enter to go on.</source>
        <translation>Manche {number} terminée. Cliquez sur la table ou appuyez sur Entrée pour continuer.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="183"/>
        <source>Hand {number} is over. Click the table to go on.</source>
        <translation>Manche {number} terminée. Cliquez sur la table pour continuer.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="189"/>
        <source>You shot the sun!</source>
        <translation>Vous avez fait capot&#x202f;!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="190"/>
        <source>{name} shot the sun!</source>
        <translation>{name} a fait capot&#x202f;!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="193"/>
        <source>You shot the moon!</source>
        <translation>Vous avez réussi le Grand Chelem&#x202f;!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="194"/>
        <source>{name} shot the moon!</source>
        <translation>{name} a réussi le Grand Chelem&#x202f;!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="199"/>
        <source>End of hand {number}</source>
        <translation>Fin de la manche {number}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="202"/>
        <source>Click the table to go on · F9 shows the score sheet</source>
        <translation>Cliquez sur la table pour continuer · F9 affiche la feuille de marque</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="207"/>
        <source>This hand</source>
        <translation>Cette manche</translation>
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
        <translation>Vous gagnez la partie&#x202f;!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="224"/>
        <source>{name} wins the game.</source>
        <translation>{name} gagne la partie.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="226"/>
        <source>{names} share the win.</source>
        <translation>{names} se partagent la victoire.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="229"/>
        <source>New Game in the Game menu plays again.</source>
        <translation>Partie ▸ Nouvelle partie pour rejouer.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="234"/>
        <source>Hint: play the {card}.</source>
        <translation>Conseil&#xa0;: jouez {card}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="237"/>
        <source>Hint: pass the {cards}.</source>
        <translation>Conseil&#xa0;: passez {cards}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="242"/>
        <source>Your cards take every remaining trick: you may claim them.</source>
        <translation>Vos cartes remportent toutes les levées restantes&#xa0;: vous pouvez les revendiquer.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="246"/>
        <source>You claim the rest of the hand.</source>
        <translation>Vous revendiquez le reste de la manche.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="247"/>
        <source>{name} claims the rest of the hand.</source>
        <translation>{name} revendique le reste de la manche.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/messages.py" line="250"/>
        <source>No points are left to take: the rest of the hand is played out.</source>
        <translation>Il ne reste aucun point à prendre&#xa0;: la fin de la manche est jouée d’un coup.</translation>
    </message>
</context>
<context>
    <name>MoonDialog</name>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="44"/>
        <source>New Moon</source>
        <translation>Grand Chelem au choix</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="47"/>
        <source>You shot the sun!</source>
        <translation>Vous avez fait capot&#x202f;!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="47"/>
        <source>You shot the moon!</source>
        <translation>Vous avez réussi le Grand Chelem&#x202f;!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="50"/>
        <source>Choose how this hand is scored:</source>
        <translation>Choisissez comment cette manche est comptée&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="53"/>
        <source>&amp;Add {value} to each opponent</source>
        <translation>&amp;Ajouter {value} à chaque adversaire</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="57"/>
        <source>&amp;Subtract {value} from your score</source>
        <translation>&amp;Retirer {value} de votre score</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="75"/>
        <source>You shot the sun: choose how it is scored.</source>
        <translation>Vous avez réussi le capot&#xa0;: choisissez comment il est compté.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="76"/>
        <source>You shot the moon: choose how it is scored.</source>
        <translation>Vous avez réussi le Grand Chelem&#xa0;: choisissez comment il est compté.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="88"/>
        <source>{name} {total}</source>
        <translation>{name} {total}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="103"/>
        <source>{names}: exactly {target}, down to {half}.</source>
        <translation>{names}&#xa0;: exactement {target}, redescend à {half}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="111"/>
        <source>The game goes on.</source>
        <translation>La partie continue.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="114"/>
        <source>You win the game.</source>
        <translation>Vous gagnez la partie.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="116"/>
        <source>The game ends: you share the win.</source>
        <translation>La partie s’arrête&#xa0;: vous partagez la victoire.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="119"/>
        <source>The game ends and you lose: {name} wins.</source>
        <translation>La partie s’arrête et vous perdez&#xa0;: {name} gagne.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="120"/>
        <source>The game ends and you lose: {names} share the win.</source>
        <translation>La partie s’arrête et vous perdez&#xa0;: {names} partagent la victoire.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/moon_dialog.py" line="123"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="109"/>
        <source>Table {table} (encrypted)</source>
        <translation>Table {table} (chiffrée)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="110"/>
        <source>Table {table} (not encrypted)</source>
        <translation>Table {table} (non chiffrée)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="114"/>
        <source>The connection to the table is encrypted.</source>
        <translation>La connexion à la table est chiffrée.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="115"/>
        <source>The connection to the table is not encrypted.</source>
        <translation>La connexion à la table n’est pas chiffrée.</translation>
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
        <translation>Un conseil est donné quand c’est votre tour.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="174"/>
        <source>{name} is back at the table.</source>
        <translation>{name} est de retour à la table.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="178"/>
        <source>{name} has left the table; a computer plays for them soon.</source>
        <translation>{name} a quitté la table ; un ordinateur jouera bientôt à sa place.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="246"/>
        <source>{name} shot the sun and is choosing how it is scored.</source>
        <translation>{name} a réussi le capot et choisit comment il est compté.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="248"/>
        <source>{name} shot the moon and is choosing how it is scored.</source>
        <translation>{name} a réussi le Grand Chelem et choisit comment il est compté.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="261"/>
        <source>Game ▸ Leave Table takes you back to your own game.</source>
        <translation>Partie ▸ Quitter la table vous ramène à votre propre partie.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="264"/>
        <source>The connection to the table is lost. Trying again…</source>
        <translation>La connexion à la table est perdue. Nouvelle tentative…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="279"/>
        <source>You are back at the table.</source>
        <translation>Vous êtes de retour à la table.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/network_table.py" line="289"/>
        <source>The host has closed the table.</source>
        <translation>L’hôte a fermé la table.</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="75"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="77"/>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="80"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="82"/>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="83"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="103"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="104"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="124"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="127"/>
        <source>Quick</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="129"/>
        <source>Long</source>
        <translation>Long</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="139"/>
        <source>Thin&amp;king time of Hard and Expert:</source>
        <translation>Temps de &amp;réflexion de Difficile et Expert :</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="145"/>
        <source>&lt;i&gt;Names change at once; levels apply from the next new game.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Les noms changent aussitôt&#x202f;; les niveaux s’appliquent à partir de la prochaine partie.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="155"/>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="156"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="128"/>
        <location filename="../hearts_qt/ui/options_dialog.py" line="157"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="81"/>
        <source>H&amp;ouse Rules</source>
        <translation>Règles mais&amp;on</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="135"/>
        <source>How long Hard and Expert think over each decision (Hard a quarter of Expert&apos;s time). It applies from their next decision.</source>
        <translation>Combien de temps Difficile et Expert réfléchissent à chaque décision (Difficile le quart du temps d’Expert). S’applique dès leur prochaine décision.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="158"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="165"/>
        <source>Show &amp;playable cards</source>
        <translation>Montrer les cartes jo&amp;uables</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="167"/>
        <source>After each &amp;hand, wait and open the score sheet where it hides no seat</source>
        <translation>Après chaque &amp;manche, attendre et ouvrir la feuille de marque là où elle ne cache aucun joueur</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="169"/>
        <source>&amp;Four-colour deck</source>
        <translation>Jeu &amp;quatre couleurs</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="171"/>
        <source>Pla&amp;y the rest of a hand at once when no points are left</source>
        <translation>Jouer d’un coup la fin de la manche quand il ne reste aucun &amp;point</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="173"/>
        <source>&amp;Animation speed:</source>
        <translation>Vitesse d’&amp;animation&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="174"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Dos des cartes&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="179"/>
        <source>&amp;Check my play after each hand</source>
        <translation>A&amp;nalyser mon jeu après chaque manche</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="181"/>
        <source>The Expert goes over your pass and plays and says where it would differ</source>
        <translation>L’Expert analyse vos cartes passées et jouées et signale où il aurait fait autrement</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="184"/>
        <source>Play &amp;sounds</source>
        <translation>Activer les &amp;sons</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="188"/>
        <source>Sound volume</source>
        <translation>Volume sonore</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="196"/>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Volume sonore&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="205"/>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="208"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="209"/>
        <source>&lt;i&gt;A new language applies when Hearts is started again.&lt;/i&gt;</source>
        <translation>&lt;i&gt;La nouvelle langue s’appliquera au prochain démarrage de Hearts.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="215"/>
        <source>{0} %</source>
        <translation>{0}&#xa0;%</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="297"/>
        <source>&amp;South:</source>
        <translation>&amp;Sud&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="298"/>
        <source>&amp;West:</source>
        <translation>&amp;Ouest&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="299"/>
        <source>&amp;North:</source>
        <translation>&amp;Nord&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/options_dialog.py" line="300"/>
        <source>&amp;East:</source>
        <translation>&amp;Est&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Pass</name>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="92"/>
        <source>Pass Left</source>
        <translation>Passer à gauche</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="93"/>
        <source>Pass Right</source>
        <translation>Passer à droite</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="94"/>
        <source>Pass Across</source>
        <translation>Passer en face</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="95"/>
        <source>No Pass</source>
        <translation>Pas d’échange</translation>
    </message>
</context>
<context>
    <name>PlayChecks</name>
    <message>
        <location filename="../hearts_qt/storage/play_checks.py" line="143"/>
        <source>What the Expert found in your earlier hands could not be read; the file was kept as “{file}”.</source>
        <translation>L’analyse de vos manches précédentes par l’Expert n’a pas pu être lue&#x202f;; le fichier a été conservé sous «&#x202f;{file}&#x202f;».</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/play_checks.py" line="161"/>
        <source>What the Expert found could not be saved in “{folder}”: {reason}.</source>
        <translation>L’analyse de l’Expert n’a pas pu être enregistrée dans «&#x202f;{folder}&#x202f;»&#xa0;: {reason}.</translation>
    </message>
</context>
<context>
    <name>PlayedGrid</name>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="189"/>
        <source>{card}: played</source>
        <translation>{card}&#xa0;: jouée</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/cards_played.py" line="190"/>
        <source>{card}: not played yet</source>
        <translation>{card}&#xa0;: pas encore jouée</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="20"/>
        <source>Custom</source>
        <comment>house rules that are none of the named sets</comment>
        <translation>Personnalisées</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="22"/>
        <source>Classic (Windows)</source>
        <translation>Classiques (Windows)</translation>
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
        <translation>Cœurs à leur valeur (Spot Hearts)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="26"/>
        <source>The Czech game</source>
        <translation>Le jeu tchèque</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="42"/>
        <source>Custom rules</source>
        <comment>a game played by rules of no named set</comment>
        <translation>Règles personnalisées</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="98"/>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Retour à la partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="100"/>
        <source>First</source>
        <translation>Début</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="101"/>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Précédent</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="103"/>
        <source>&amp;Next ▶</source>
        <translation>&amp;Suivant ▶</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="104"/>
        <source>Last</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="110"/>
        <source>Back to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="110"/>
        <source>Back to the game (Esc)</source>
        <translation>Retour à la partie (Échap)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="111"/>
        <source>Hand reviewed</source>
        <translation>Manche revue</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="111"/>
        <source>Another hand (Page Up, Page Down)</source>
        <translation>Une autre manche (Page préc., Page suiv.)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="112"/>
        <source>The deal</source>
        <translation>La donne</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="112"/>
        <source>The deal (Home)</source>
        <translation>La donne (Début)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="113"/>
        <source>Previous step</source>
        <translation>Étape précédente</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="113"/>
        <source>The step before (Left)</source>
        <translation>L’étape d’avant (Gauche)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="116"/>
        <source>Step through the hand</source>
        <translation>Parcourir la manche</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="117"/>
        <source>The deal, the pass, the tricks</source>
        <translation>La donne, l’échange, les levées</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="119"/>
        <source>Next step</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="119"/>
        <source>The step after (Right)</source>
        <translation>L’étape d’après (Droite)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="120"/>
        <source>The last trick</source>
        <translation>La dernière levée</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/bar.py" line="120"/>
        <source>The last trick (End)</source>
        <translation>La dernière levée (Fin)</translation>
    </message>
</context>
<context>
    <name>ReviewMode</name>
    <message>
        <location filename="../hearts_qt/ui/review/mode.py" line="146"/>
        <source>&amp;Back to the Game</source>
        <translation>Retour à la &amp;partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/mode.py" line="149"/>
        <source>Re&amp;view Hand</source>
        <translation>Revoir la &amp;manche</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="39"/>
        <source>The deal</source>
        <translation>La donne</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="41"/>
        <source>The pass</source>
        <translation>L’échange</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="43"/>
        <source>Trick {number} of 13</source>
        <translation>Levée {number} sur 13</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="48"/>
        <source>Hand {number} · left</source>
        <translation>Manche {number} · à gauche</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="49"/>
        <source>Hand {number} · right</source>
        <translation>Manche {number} · à droite</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="50"/>
        <source>Hand {number} · across</source>
        <translation>Manche {number} · en face</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="51"/>
        <source>Hand {number} · no pass</source>
        <translation>Manche {number} · sans échange</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="57"/>
        <source>Hand {number} — {step}</source>
        <translation>Manche {number} — {step}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="75"/>
        <source>The four hands as they were dealt; each passes left.</source>
        <translation>Les quatre mains telles qu’elles ont été distribuées&#x202f;; chacun passe à gauche.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="76"/>
        <source>The four hands as they were dealt; each passes right.</source>
        <translation>Les quatre mains telles qu’elles ont été distribuées&#x202f;; chacun passe à droite.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="77"/>
        <source>The four hands as they were dealt; each passes across.</source>
        <translation>Les quatre mains telles qu’elles ont été distribuées&#x202f;; chacun passe en face.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="78"/>
        <source>The four hands as they were dealt; no passing.</source>
        <translation>Les quatre mains telles qu’elles ont été distribuées&#x202f;; pas d’échange.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="83"/>
        <source>{giver} passed {cards} to {receiver}.</source>
        <translation>{giver} a passé {cards} à {receiver}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="92"/>
        <source>{leader} led and took the trick: %n point(s).</source>
        <translation>
            <numerusform>{leader} a entamé et remporté la levée&#xa0;: %n point.</numerusform>
            <numerusform>{leader} a entamé et remporté la levée&#xa0;: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="94"/>
        <source>{leader} led; {winner} took the trick: %n point(s).</source>
        <translation>
            <numerusform>{leader} a entamé&#x202f;; {winner} a remporté la levée&#xa0;: %n point.</numerusform>
            <numerusform>{leader} a entamé&#x202f;; {winner} a remporté la levée&#xa0;: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="103"/>
        <source>{name} %n</source>
        <comment>a seat&apos;s points in the hand</comment>
        <translation>
            <numerusform>{name}&#xa0;%n</numerusform>
            <numerusform>{name}&#xa0;%n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="109"/>
        <source>{seat} shot the moon. The hand: {scores}.</source>
        <translation>{seat} a réussi le Grand Chelem. La manche&#xa0;: {scores}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="113"/>
        <source>{seat} shot the sun. The hand: {scores}.</source>
        <translation>{seat} a fait capot. La manche&#xa0;: {scores}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="116"/>
        <source>The hand: {scores}.</source>
        <translation>La manche&#xa0;: {scores}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="126"/>
        <source>The Expert would have passed {cards}: about {cost} points better (±{error}).</source>
        <translation>L’Expert aurait passé {cards}&#xa0;: un gain d’environ {cost} points (±{error}).</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="130"/>
        <source>The Expert would have played the {cards}: about {cost} points better (±{error}).</source>
        <translation>L’Expert aurait joué {cards}&#xa0;: un gain d’environ {cost} points (±{error}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="137"/>
        <source>The Expert agreed with {agreed} of your %n decision(s).</source>
        <translation>
            <numerusform>Décisions approuvées par l’Expert&#xa0;: {agreed} sur %n.</numerusform>
            <numerusform>Décisions approuvées par l’Expert&#xa0;: {agreed} sur %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="142"/>
        <source>to {seat}</source>
        <comment>over the cards a seat passes, in a review</comment>
        <translation>à {seat}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="147"/>
        <source>The Expert</source>
        <comment>over the Expert&apos;s card in a review</comment>
        <translation>L’Expert</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="150"/>
        <source>led</source>
        <comment>over the card that led a trick in a review</comment>
        <translation>entame</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="155"/>
        <source>{seat}: {cards}</source>
        <comment>a seat&apos;s cards in a review, for a screen reader</comment>
        <translation>{seat}&#xa0;: {cards}</translation>
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
        <translation>La levée&#xa0;: {cards}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="176"/>
        <source>The Expert would have played otherwise in trick(s) {tricks}.</source>
        <translation>
            <numerusform>L’Expert aurait joué autrement à la levée {tricks}.</numerusform>
            <numerusform>L’Expert aurait joué autrement aux levées {tricks}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/review/texts.py" line="182"/>
        <source>Reviewing hand {number}. The game waits: nothing can be played, undone or hinted until you go back to it (Esc).</source>
        <translation>Revue de la manche {number}. La partie attend&#xa0;: impossible de jouer, d’annuler ou de demander un conseil avant d’y revenir (Échap).</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="21"/>
        <source>&lt;h3&gt;Hearts: {preset}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Hearts&#xa0;: {preset}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="39"/>
        <source>&lt;p&gt;&lt;b&gt;No tricks.&lt;/b&gt; Whoever takes no trick in a hand scores {value} points for it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Aucune levée.&lt;/b&gt; Celui qui ne prend aucune levée dans une manche marque {value} points pour cela.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="47"/>
        <source>&lt;p&gt;&lt;b&gt;Perfect {target}.&lt;/b&gt; Whoever ends a hand on exactly {target} points drops to {half}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;{target} pile.&lt;/b&gt; Celui qui finit une manche à exactement {target} points redescend à {half}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="66"/>
        <source>&lt;p&gt;&lt;b&gt;No shared wins.&lt;/b&gt; While two or more players share the lowest total at the end, the game goes on, hand by hand, until one alone is lowest.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pas de victoire partagée.&lt;/b&gt; Tant que deux joueurs ou plus partagent le plus bas total à la fin, la partie continue, manche après manche, jusqu’à ce qu’un seul soit le plus bas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="97"/>
        <source>&lt;p&gt;Four players each get 13 cards. The aim is to take as few points as possible: each heart is worth 1 point and the queen of spades 13.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Chacun des quatre joueurs reçoit 13 cartes. Le but est de prendre le moins de points possible&#xa0;: chaque cœur vaut 1 point et la Dame de pique 13.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="102"/>
        <source>&lt;p&gt;Four players each get 13 cards. The aim is to take as few points as possible. The cards that score: {values}; the others score nothing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Chacun des quatre joueurs reçoit 13 cartes. Le but est de prendre le moins de points possible. Les cartes qui comptent&#xa0;: {values}&#x202f;; les autres ne valent rien.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="111"/>
        <source>&lt;p&gt;&lt;b&gt;Passing.&lt;/b&gt; Before each hand you pass three cards: to the left, then to the right, then across; every fourth hand there is no passing. Click three cards (or drag them up out of your hand), then press the Pass button.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;L’échange.&lt;/b&gt; Avant chaque manche, vous passez trois cartes&#xa0;: à gauche, puis à droite, puis en face&#x202f;; à la quatrième manche, il n’y a pas d’échange, puis le cycle reprend. Cliquez sur trois cartes (ou faites-les glisser vers le haut hors de votre main), puis sur le bouton «&#x202f;Passer&#x202f;».&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="118"/>
        <source>&lt;p&gt;&lt;b&gt;Passing.&lt;/b&gt; There is no passing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;L’échange.&lt;/b&gt; Il n’y a pas d’échange.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="120"/>
        <source>three cards</source>
        <comment>what each player passes: &apos;you pass {cards}&apos;</comment>
        <translation>trois cartes</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="121"/>
        <source>four cards</source>
        <comment>what each player passes: &apos;you pass {cards}&apos;</comment>
        <translation>quatre cartes</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="122"/>
        <source>five cards</source>
        <comment>what each player passes: &apos;you pass {cards}&apos;</comment>
        <translation>cinq cartes</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="125"/>
        <source>&lt;p&gt;&lt;b&gt;Passing.&lt;/b&gt; Before each hand you pass {cards} {direction}. Click them (or drag them up out of your hand), then press the Pass button.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;L’échange.&lt;/b&gt; Avant chaque manche, vous passez {cards} {direction}. Cliquez dessus (ou faites-les glisser vers le haut hors de votre main), puis sur le bouton «&#x202f; Passer &#x202f;».&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="130"/>
        <source>&lt;p&gt;&lt;b&gt;Passing.&lt;/b&gt; Before each hand you pass {cards}; hand by hand, in turn: {directions}. Click them (or drag them up out of your hand), then press the Pass button.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;L’échange.&lt;/b&gt; Avant chaque manche, vous passez {cards}&#x202f;; manche après manche, tour à tour&#xa0;: {directions}. Cliquez dessus (ou faites-les glisser vers le haut hors de votre main), puis sur le bouton «&#x202f; Passer &#x202f;».&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="140"/>
        <source>&lt;p&gt;&lt;b&gt;Playing.&lt;/b&gt; The deal moves to the left each hand (South deals the first), and the player left of the dealer leads any card to the first trick. Everyone must follow the suit that was led if they can; otherwise any card may be played. The highest card of the suit led takes the trick, and its winner leads next. Click a card to play it, or drag it to the middle of the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le jeu.&lt;/b&gt; La donne passe à gauche à chaque manche (Sud donne la première), et le joueur à gauche du donneur entame la première levée avec n’importe quelle carte. Chacun doit fournir à la couleur demandée s’il le peut&#x202f;; sinon, il joue la carte de son choix. La plus forte carte de la couleur demandée remporte la levée, et son gagnant entame la suivante. Cliquez sur une carte pour la jouer, ou faites-la glisser au milieu de la table.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="149"/>
        <source>&lt;p&gt;&lt;b&gt;Playing.&lt;/b&gt; Whoever holds the 2♣ leads it. Everyone must follow the suit that was led if they can; otherwise any card may be played. The highest card of the suit led takes the trick, and its winner leads next. Click a card to play it, or drag it to the middle of the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le jeu.&lt;/b&gt; Le joueur qui a le ♣2 l’entame. Chacun doit fournir à la couleur demandée s’il le peut&#x202f;; sinon, il joue la carte de son choix. La plus forte carte de la couleur demandée remporte la levée, et son gagnant entame la suivante. Cliquez sur une carte pour la jouer, ou faites-la glisser au milieu de la table.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="162"/>
        <source>&lt;p&gt;Hearts and the Q♠ may be played on the first trick.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les cœurs et la Dame de pique peuvent être joués dès la première levée.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="163"/>
        <source>&lt;p&gt;Cards that score may be played on the first trick.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les cartes qui comptent peuvent être jouées dès la première levée.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="165"/>
        <source>&lt;p&gt;No hearts and not the Q♠ may be played on the first trick (unless a player has nothing else).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ni cœur ni Dame de pique à la première levée (sauf pour un joueur qui n’a rien d’autre).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="170"/>
        <source>&lt;p&gt;No card that costs its taker points may be played on the first trick (unless a player has nothing else).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aucune carte qui coûte des points à son preneur à la première levée (sauf pour un joueur qui n’a rien d’autre).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="179"/>
        <source>&lt;p&gt;Hearts may be led at any time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;On peut entamer à cœur à tout moment.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="181"/>
        <source>&lt;p&gt;Hearts cannot be led until a heart or the Q♠ has been played, unless the leader holds nothing but hearts.&lt;/p&gt;</source>
        <translation>&lt;p&gt;On ne peut entamer à cœur qu’une fois un cœur ou la Dame de pique joué (on dit alors qu’on «&#x202f;brise les cœurs&#x202f;»), sauf si l’on n’a que des cœurs en main.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="186"/>
        <source>&lt;p&gt;Hearts cannot be led until a heart has been played, unless the leader holds nothing but hearts.&lt;/p&gt;</source>
        <translation>&lt;p&gt;On ne peut entamer à cœur qu’une fois un cœur joué (on dit alors qu’on «&#x202f;brise les cœurs&#x202f;»), sauf si l’on n’a que des cœurs en main.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="197"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon.&lt;/b&gt; Take every heart and the Q♠ and you score nothing while everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le Grand Chelem.&lt;/b&gt; Si vous prenez tous les cœurs et la Dame de pique, vous ne marquez rien et chacun des autres marque {points}&#xa0;points.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="202"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon.&lt;/b&gt; Take every heart and the Q♠ and you score {points} points less, while the others score nothing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le Grand Chelem.&lt;/b&gt; Si vous prenez tous les cœurs et la Dame de pique, vous retirez {points}&#xa0;points de votre score et les autres ne marquent rien.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="207"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon (New Moon).&lt;/b&gt; Take every heart and the Q♠ and you choose: you score {points} points less, or everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le Grand Chelem au choix.&lt;/b&gt; Si vous prenez tous les cœurs et la Dame de pique, vous choisissez&#xa0;: vous retirez {points}&#xa0;points de votre score, ou chacun des autres marque {points}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="214"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon.&lt;/b&gt; Take every card worth more than 0 and you score nothing for them while everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le Grand Chelem.&lt;/b&gt; Si vous prenez toutes les cartes qui valent plus de 0, vous ne marquez rien pour elles et chacun des autres marque {points}&#xa0;points.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="219"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon.&lt;/b&gt; Take every card worth more than 0 and you score {points} points less for them, while the others score nothing for them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le Grand Chelem.&lt;/b&gt; Si vous prenez toutes les cartes qui valent plus de 0, vous retirez pour elles {points}&#xa0;points de votre score et les autres ne marquent rien pour elles.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="224"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the moon (New Moon).&lt;/b&gt; Take every card worth more than 0 and you choose: you score {points} points less for them, or everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le Grand Chelem au choix.&lt;/b&gt; Si vous prenez toutes les cartes qui valent plus de 0, vous choisissez&#xa0;: vous retirez pour elles {points}&#xa0;points de votre score, ou chacun des autres marque {points}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="235"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the sun.&lt;/b&gt; Take all thirteen tricks and you score nothing while everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le capot.&lt;/b&gt; Si vous remportez les treize levées, vous ne marquez rien et chacun des autres marque {points}&#xa0;points.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="240"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the sun.&lt;/b&gt; Take all thirteen tricks and you score {points} points less, while the others score nothing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le capot.&lt;/b&gt; Si vous remportez les treize levées, vous retirez {points}&#xa0;points de votre score et les autres ne marquent rien.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="245"/>
        <source>&lt;p&gt;&lt;b&gt;Shooting the sun.&lt;/b&gt; Take all thirteen tricks and you choose: you score {points} points less, or everyone else scores {points}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le capot.&lt;/b&gt; Si vous remportez les treize levées, vous choisissez&#xa0;: vous retirez {points}&#xa0;points de votre score, ou chacun des autres marque {points}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="31"/>
        <source>&lt;p&gt;&lt;b&gt;The J♦.&lt;/b&gt; Whoever takes it scores {value} points for it (it does not count towards the moon).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le Valet de carreau.&lt;/b&gt; Celui qui le prend marque {value} points (il ne compte pas pour le Grand Chelem).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="54"/>
        <source>&lt;p&gt;The game lasts {hands} hands; the lowest score wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La partie dure {hands} manches&#x202f;; le score le plus bas l’emporte.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="58"/>
        <source>&lt;p&gt;The game ends after the hand in which someone reaches {target} points; the lowest score wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La partie s’arrête à la fin de la manche où un joueur atteint {target} points&#x202f;; le score le plus bas l’emporte.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="74"/>
        <source>&lt;p&gt;&lt;b&gt;Keyboard.&lt;/b&gt; Left and Right move along your hand; Up and Down choose a card to pass or put it back; Space or Enter chooses or plays the card; P (or Enter with the cards chosen) passes, and P plays the card the ring is on, or else the first card you may play. H gives a hint, L shows the last trick again, Ctrl+Z undoes and Ctrl+Shift+Z redoes, Ctrl+L claims the rest when your cards take every trick. F9 shows the score sheet, Ctrl+N starts a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Clavier.&lt;/b&gt; Gauche et Droite parcourent votre main&#x202f;; Haut et Bas choisissent une carte à passer ou la reposent&#x202f;; Espace ou Entrée choisit ou joue la carte&#x202f;; P (ou Entrée quand les cartes sont choisies) passe les cartes, et P joue la carte entourée, ou à défaut la première carte jouable. H donne un conseil, L remontre la dernière levée, Ctrl+Z annule et Ctrl+Maj+Z rétablit, Ctrl+L revendique le reste quand vos cartes remportent toutes les levées. F9 affiche la feuille de marque, Ctrl+N lance une nouvelle partie.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/help_text.py" line="86"/>
        <source>&lt;p&gt;&lt;i&gt;These are the rules of the game being played; Options changes them from the next game.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Ce sont les règles de la partie en cours&#x202f;; les Options les modifient à partir de la partie suivante.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="49"/>
        <source>to the left</source>
        <translation>à gauche</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="50"/>
        <source>to the right</source>
        <translation>à droite</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="51"/>
        <source>across</source>
        <translation>en face</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="52"/>
        <source>no passing</source>
        <translation>pas d’échange</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_words.py" line="64"/>
        <source>each {suit} {points}</source>
        <comment>every card of the suit is worth</comment>
        <translation>chaque {suit} {points}</translation>
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
        <translation>Un ensemble de règles maison qui porte un nom&#x202f;; changer une option le rend Personnalisé</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="69"/>
        <source>Prese&amp;t:</source>
        <translation>Varia&amp;nte&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="95"/>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="97"/>
        <source>Play to a &amp;score of</source>
        <translation>Jouer jusqu’à un &amp;score de</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="98"/>
        <source>Play a fixed number of &amp;hands</source>
        <translation>Jouer un nombre fixe de &amp;manches</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="105"/>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/rules_tab.py" line="108"/>
        <location filename="../hearts_qt/ui/rules_tab.py" line="170"/>
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n manche</numerusform>
            <numerusform>%n manches</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="116"/>
        <source>Playing and scoring</source>
        <translation>Jeu et décompte</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="118"/>
        <source>The &amp;Q♠ breaks hearts</source>
        <translation>La &amp;Dame de pique brise les cœurs</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="119"/>
        <source>Points may be played on the &amp;first trick</source>
        <translation>Points autorisés à la &amp;première levée</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="120"/>
        <source>Shoot the s&amp;un (take every trick)</source>
        <translation>&amp;Capot (remporter toutes les levées)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="123"/>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="124"/>
        <source>−10 points</source>
        <translation>−10&#xa0;points</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="125"/>
        <source>−11 points</source>
        <translation>−11&#xa0;points</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="126"/>
        <source>+11 points</source>
        <translation>+11&#xa0;points</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="135"/>
        <source>&amp;Jack of diamonds:</source>
        <translation>&amp;Valet de carreau&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="136"/>
        <source>Shooting the &amp;moon:</source>
        <translation>&amp;Grand Chelem&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="212"/>
        <source>&lt;b&gt;These rules differ from the game in progress: they will apply from the next new game.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ces règles diffèrent de celles de la partie en cours&#xa0;: elles s’appliqueront à partir de la prochaine partie.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="216"/>
        <source>&lt;i&gt;Rule changes apply to the next new game.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Les changements de règles s’appliquent à la prochaine partie.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="223"/>
        <source>The others score {points}</source>
        <translation>Les autres marquent {points}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="224"/>
        <source>The shooter scores −{points}</source>
        <translation>Celui qui le réussit marque −{points}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/rules_tab.py" line="225"/>
        <source>The shooter chooses (New Moon)</source>
        <translation>Au choix de celui qui le réussit</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../hearts_qt/ui/rules_window.py" line="30"/>
        <source>Rules of Hearts</source>
        <translation>Règles de Hearts</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="173"/>
        <source>Your game could not be saved in “{folder}”: {reason}.</source>
        <translation>Votre partie n’a pas pu être enregistrée dans «&#x202f;{folder}&#x202f;»&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="183"/>
        <source>it is not a regular file</source>
        <translation>ce n’est pas un fichier ordinaire</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="208"/>
        <source>The saved game could not be resumed because it is damaged; it was kept as “{file}”.</source>
        <translation>La partie enregistrée n’a pas pu être reprise car elle est endommagée&#x202f;; elle a été conservée sous «&#x202f;{file}&#x202f;».</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="213"/>
        <source>The saved game was made by another version of Hearts and could not be resumed; it was kept as “{file}”.</source>
        <translation>La partie enregistrée vient d’une autre version de Hearts et n’a pas pu être reprise&#x202f;; elle a été conservée sous «&#x202f;{file}&#x202f;».</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="218"/>
        <source>The saved game could not be read ({reason}); it was kept as “{file}”.</source>
        <translation>La partie enregistrée n’a pas pu être lue ({reason})&#x202f;; elle a été conservée sous «&#x202f;{file}&#x202f;».</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="224"/>
        <source>The saved game could not be resumed because it is damaged, and it could not be moved aside: check that the folder “{folder}” can be written to.</source>
        <translation>La partie enregistrée n’a pas pu être reprise car elle est endommagée, ni être mise de côté&#xa0;: vérifiez que le dossier «&#x202f;{folder}&#x202f;» est accessible en écriture.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="229"/>
        <source>The saved game was made by another version of Hearts and could not be resumed or moved aside: check that the folder “{folder}” can be written to.</source>
        <translation>La partie enregistrée vient d’une autre version de Hearts et n’a pu être ni reprise ni mise de côté&#xa0;: vérifiez que le dossier «&#x202f;{folder}&#x202f;» est accessible en écriture.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_game.py" line="234"/>
        <source>The saved game could not be read ({reason}) or moved aside: check the folder “{folder}”.</source>
        <translation>La partie enregistrée n’a pu être ni lue ({reason}) ni mise de côté&#xa0;: vérifiez le dossier «&#x202f;{folder}&#x202f;».</translation>
    </message>
</context>
<context>
    <name>SavedTable</name>
    <message>
        <location filename="../hearts_qt/storage/saved_table.py" line="145"/>
        <source>The table could not be saved in “{file}”: {reason}.</source>
        <translation>La table n’a pas pu être enregistrée dans « {file} » : {reason}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_table.py" line="162"/>
        <source>The saved table could not be resumed because it is damaged, and it could not be moved aside: check that the folder “{folder}” can be written to.</source>
        <translation>La table enregistrée n’a pas pu être reprise car elle est endommagée, et elle n’a pas pu être mise de côté : vérifiez que le dossier « {folder} » est accessible en écriture.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/saved_table.py" line="171"/>
        <source>The saved table could not be resumed because it is damaged; it was kept as “{file}”.</source>
        <translation>La table enregistrée n’a pas pu être reprise car elle est endommagée ; elle a été conservée sous « {file} ».</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/chart.py" line="77"/>
        <source>Score chart</source>
        <translation>Graphique des scores</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/chart.py" line="224"/>
        <source>Game ends at {target}</source>
        <translation>Fin de partie à {target}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/chart.py" line="306"/>
        <source>The chart fills in as hands are played.</source>
        <translation>Le graphique se remplit au fil des manches.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="24"/>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="55"/>
        <source>Hand</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="24"/>
        <source>Pass</source>
        <translation>Échange</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="27"/>
        <source>{name} total</source>
        <translation>Total {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="28"/>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="57"/>
        <source>Notes</source>
        <translation>Remarques</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/export.py" line="78"/>
        <source>Leading: {names}</source>
        <translation>En tête&#xa0;: {names}</translation>
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
        <translation>Manche {number}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="215"/>
        <source>{name} is leading with {total}</source>
        <translation>{name} est en tête avec {total}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="231"/>
        <source>{name} took {points} in hand {number}; total {total}</source>
        <translation>{name} a pris {points} dans la manche {number}&#x202f;; total {total}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="239"/>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="158"/>
        <source>{name} shot the sun</source>
        <translation>Capot de {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="241"/>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="160"/>
        <source>{name} shot the moon</source>
        <translation>Grand Chelem de {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="247"/>
        <source>{name} took {cards}</source>
        <comment>Bob took K♠ and A♠</comment>
        <translation>{name} a pris {cards}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="252"/>
        <source>{name} took the J♦</source>
        <translation>{name} a pris le Valet de carreau</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="255"/>
        <source>{name} took no trick: {bonus}</source>
        <translation>{name} n’a pris aucune levée&#xa0;: {bonus}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="222"/>
        <source>{name} ended on exactly {target}: down to {total}</source>
        <translation>{name} a fini à exactement {target}&#xa0;: redescend à {total}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/model.py" line="262"/>
        <source>Leading</source>
        <translation>En tête</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="39"/>
        <source>1st</source>
        <translation>1er</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="40"/>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="41"/>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="42"/>
        <source>4th</source>
        <translation>4e</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="51"/>
        <source>tied for 1st place</source>
        <translation>1er ex æquo</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="52"/>
        <source>tied for 2nd place</source>
        <translation>2e ex æquo</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="53"/>
        <source>tied for 3rd place</source>
        <translation>3e ex æquo</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="54"/>
        <source>tied for 4th place</source>
        <translation>4e ex æquo</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="57"/>
        <source>in 1st place</source>
        <translation>1er</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="58"/>
        <source>in 2nd place</source>
        <translation>2e</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="59"/>
        <source>in 3rd place</source>
        <translation>3e</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="60"/>
        <source>in 4th place</source>
        <translation>4e</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="74"/>
        <source>Left</source>
        <translation>À gauche</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="75"/>
        <source>Right</source>
        <translation>À droite</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="76"/>
        <source>Across</source>
        <translation>En face</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="77"/>
        <source>Keep</source>
        <translation>Sans échange</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="83"/>
        <source>Cards passed to the left</source>
        <translation>Cartes passées à gauche</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="84"/>
        <source>Cards passed to the right</source>
        <translation>Cartes passées à droite</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="85"/>
        <source>Cards passed across</source>
        <translation>Cartes passées en face</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="86"/>
        <source>No passing: everyone kept their cards</source>
        <translation>Pas d’échange&#xa0;: chacun a gardé ses cartes</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="118"/>
        <source>+{value} each</source>
        <comment>New Moon: the shooter added the moon to each other</comment>
        <translation>+{value} chacun</translation>
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
        <translation>Grand Chelem au choix&#xa0;: vous avez ajouté {value} à chacun des autres</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="139"/>
        <source>New Moon: you took {value} off your score</source>
        <translation>Grand Chelem au choix&#xa0;: vous avez retiré {value} de votre score</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="142"/>
        <source>New Moon: {name} added {value} to each other player</source>
        <translation>Grand Chelem au choix&#xa0;: {name} a ajouté {value} à chacun des autres</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="144"/>
        <source>New Moon: {name} took {value} off their own score</source>
        <translation>Grand Chelem au choix&#xa0;: {name} a retiré {value} de son propre score</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="163"/>
        <source>Q♠: {name}</source>
        <translation>♠D&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="170"/>
        <source>J♦: {name}</source>
        <translation>♦V&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="187"/>
        <source>{card}: {name}</source>
        <comment>who took a card that scores: K♠: South</comment>
        <translation>{card}&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="205"/>
        <source>No trick, {bonus}: {names}</source>
        <translation>Aucune levée, {bonus}&#xa0;: {names}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="211"/>
        <source>Exactly {target}, down to {half}: {names}</source>
        <translation>Exactement {target}, redescend à {half}&#xa0;: {names}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="229"/>
        <source>hand {number}</source>
        <translation>manche {number}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="258"/>
        <source>Each hand&apos;s points, with the total so far in brackets.</source>
        <translation>Les points de chaque manche, avec le total cumulé entre parenthèses.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="261"/>
        <source>{mark} shot the sun</source>
        <translation>{mark} capot</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="264"/>
        <source>{mark} +{value} each or −{value}: the shooter&apos;s choice</source>
        <translation>{mark} +{value} chacun ou −{value}&#xa0;: au choix de celui qui l’a réussi</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="270"/>
        <source>{mark} took no trick ({bonus})</source>
        <translation>{mark} aucune levée ({bonus})</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="276"/>
        <source>{target} {arrow} {half}: ended on exactly {target}</source>
        <translation>{target} {arrow} {half}&#xa0;: fini à exactement {target}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="290"/>
        <source>The game is not over yet</source>
        <translation>La partie n’est pas encore finie</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="294"/>
        <source>You win!</source>
        <translation>Vous gagnez&#x202f;!</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="295"/>
        <source>You share the win with {names}</source>
        <translation>Vous partagez la victoire avec {names}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="299"/>
        <source>{name} wins</source>
        <translation>{name} gagne</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="300"/>
        <source>{names} share the win</source>
        <translation>{names} se partagent la victoire</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/texts.py" line="307"/>
        <source>{first} and {last}</source>
        <translation>{first} et {last}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetWindow</name>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="89"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="90"/>
        <source>&amp;Save as CSV…</source>
        <translation>&amp;Enregistrer en CSV…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="184"/>
        <source>Score Sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="186"/>
        <source>Score Sheet — you are {place}</source>
        <translation>Feuille de marque — vous êtes {place}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="193"/>
        <source>Game over — {winners}</source>
        <translation>Partie terminée — {winners}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="197"/>
        <source>A game of {hands} hands; {played} played.</source>
        <translation>Partie en {hands} manches&#x202f;; manches jouées&#xa0;: {played}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="200"/>
        <source>The game ends when someone reaches {target} points.</source>
        <translation>La partie s’arrête quand un joueur atteint {target} points.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="247"/>
        <source>The score sheet is on the clipboard.</source>
        <translation>La feuille de marque est copiée dans le presse-papiers.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="254"/>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="292"/>
        <source>Save the Score Sheet</source>
        <translation>Enregistrer la feuille de marque</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="256"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="261"/>
        <source>hearts-scores.csv</source>
        <translation>hearts-scores.csv</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="293"/>
        <source>The score sheet could not be saved:
{error}</source>
        <translation>La feuille de marque n’a pas pu être enregistrée&#xa0;:
{error}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/score_sheet/window.py" line="298"/>
        <source>Saved to {file}.</source>
        <translation>Enregistrée dans {file}.</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="72"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="73"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="74"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="75"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
</context>
<context>
    <name>SeatGame</name>
    <message>
        <location filename="../hearts_qt/net/seat_game.py" line="299"/>
        <source>The table cannot hear you now: wait until the connection is back.</source>
        <translation>La table ne vous entend pas pour l’instant : attendez le retour de la connexion.</translation>
    </message>
</context>
<context>
    <name>SeatLabel</name>
    <message>
        <location filename="../hearts_qt/ui/table/items.py" line="111"/>
        <source>Dealer</source>
        <comment>on the name plate of the seat that dealt the hand</comment>
        <translation>Donneur</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/items.py" line="116"/>
        <source>{total} point(s)</source>
        <translation>
            <numerusform>{total} point</numerusform>
            <numerusform>{total} points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatWords</name>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="75"/>
        <source>{name}, {points} point(s) this hand, {total} in the game, to play</source>
        <translation>
            <numerusform>{name}, {points} point dans cette manche, {total} dans la partie, doit jouer</numerusform>
            <numerusform>{name}, {points} points dans cette manche, {total} dans la partie, doit jouer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="81"/>
        <source>{name}, {points} point(s) this hand, {total} in the game</source>
        <translation>
            <numerusform>{name}, {points} point dans cette manche, {total} dans la partie</numerusform>
            <numerusform>{name}, {points} points dans cette manche, {total} dans la partie</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Server</name>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="34"/>
        <source>not a port from 0 to 65535: {text}</source>
        <translation>pas un port de 0 à 65535&#xa0;: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="45"/>
        <source>not one level or four separated by commas (from {choices}): {text}</source>
        <translation>ni un niveau ni quatre niveaux séparés par des virgules (parmi {choices})&#xa0;: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="59"/>
        <source>not a number of seconds from 0 to 3600: {text}</source>
        <translation>pas un nombre de secondes de 0 à 3600&#xa0;: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="74"/>
        <source>cannot read a password from {file}: {reason}</source>
        <translation>impossible de lire un mot de passe dans {file} : {reason}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="80"/>
        <source>the first line of {file} is not a password of 1 to {most} printable characters</source>
        <translation>la première ligne de {file} n’est pas un mot de passe de 1 à {most} caractères imprimables</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="93"/>
        <source>not a preset (one of {choices}): {text}</source>
        <translation>pas une variante (une de {choices})&#xa0;: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="102"/>
        <source>not a number of cards to pass from 3 to 5: {text}</source>
        <translation>pas un nombre de cartes à passer de 3 à 5&#xa0;: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="118"/>
        <source>not a number of players from 1 to 4: {text}</source>
        <translation>pas un nombre de joueurs de 1 à 4&#xa0;: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="128"/>
        <source>Serve a table of Hearts on the network, without a window: players join it from their own hearts-qt and computer players take the empty seats.</source>
        <translation>Ouvre une table de Hearts sur le réseau, sans fenêtre&#xa0;: les joueurs la rejoignent depuis leur propre hearts-qt et des joueurs virtuels prennent les places vides.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="138"/>
        <source>the TCP port to serve on, 0 for any free one (default: %(default)s)</source>
        <translation>le port TCP de la table, 0 pour n’importe quel port libre (par défaut&#xa0;: %(default)s)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="145"/>
        <source>the address to serve on (default: every address)</source>
        <translation>l’adresse de la table (par défaut&#xa0;: toutes les adresses)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="148"/>
        <source>the table&apos;s name, shown to the players</source>
        <translation>le nom de la table, montré aux joueurs</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="154"/>
        <source>the computer players&apos; level, or four levels for South, West, North and East (default: normal)</source>
        <translation>le niveau des joueurs virtuels, ou quatre niveaux pour Sud, Ouest, Nord et Est (par défaut&#xa0;: normal)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="165"/>
        <source>the rules a new table plays: {choices} (default: classic; a resumed table keeps its own)</source>
        <translation>les règles d’une nouvelle table&#xa0;: {choices} (par défaut&#xa0;: classic&#x202f;; une table reprise garde les siennes)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="176"/>
        <source>how many cards each player passes: 3, 4 or 5 (default: 3)</source>
        <translation>combien de cartes chaque joueur passe&#xa0;: 3, 4 ou 5 (par défaut&#xa0;: 3)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="182"/>
        <source>begin a game when this many players have joined (default: %(default)s)</source>
        <translation>commence une partie quand ce nombre de joueurs a rejoint la table (par défaut&#xa0;: %(default)s)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="190"/>
        <source>seconds before a computer plays for a player who has dropped (default: %(default)s)</source>
        <translation>secondes avant que l’ordinateur joue pour un joueur déconnecté (par défaut&#xa0;: %(default)s)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="200"/>
        <source>players need the password on this file&apos;s first line to sit down; the environment variable {variable} gives one too (not on the command line: other users of the machine can read it there)</source>
        <translation>les joueurs ont besoin du mot de passe de la première ligne de ce fichier pour s’asseoir ; la variable d’environnement {variable} en donne un aussi (pas sur la ligne de commande : les autres utilisateurs de la machine peuvent l’y lire)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="212"/>
        <source>the file the table is saved in as it is played, and resumed from when the server starts again (default: {file} in the data folder)</source>
        <translation>le fichier où la table est enregistrée pendant le jeu, et d’où elle reprend quand le serveur redémarre (par défaut : {file} dans le dossier des données)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="221"/>
        <source>begin a new table instead of resuming the one saved (it is replaced)</source>
        <translation>commencer une nouvelle table au lieu de reprendre celle enregistrée (elle est remplacée)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="230"/>
        <source>speak TLS to the players who ask for it, with this certificate (PEM; with --key)</source>
        <translation>parler TLS aux joueurs qui le demandent, avec ce certificat (PEM ; avec --key)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="240"/>
        <source>the certificate&apos;s private key (PEM, without a passphrase)</source>
        <translation>la clé privée du certificat (PEM, sans phrase secrète)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve_options.py" line="245"/>
        <source>do not announce the table on the local network (zeroconf)</source>
        <translation>ne pas annoncer la table sur le réseau local (zeroconf)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="67"/>
        <source>{name} sits at {seat}.</source>
        <translation>{name} prend la place {seat}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="72"/>
        <source>{name} has left.</source>
        <translation>{name} a quitté la table.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="78"/>
        <source>A game begins, deal {deal}.</source>
        <translation>Une partie commence, donne {deal}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="84"/>
        <source>The game is over: {scores}; won by {winners}.</source>
        <translation>La partie est terminée&#xa0;: {scores}&#x202f;; gagnée par {winners}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="114"/>
        <source>Closing the table and telling the players.</source>
        <translation>Fermeture de la table&#x202f;; les joueurs sont prévenus.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="132"/>
        <source>--certificate and --key go together</source>
        <translation>--certificate et --key vont ensemble</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="138"/>
        <source>The table speaks TLS; its certificate&apos;s fingerprint (SHA-256), for players asked whether to trust it: {fingerprint}</source>
        <translation>La table parle TLS ; l’empreinte de son certificat (SHA-256), pour les joueurs à qui l’on demande s’ils lui font confiance : {fingerprint}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="164"/>
        <source>The table is not announced on the local network: {error}</source>
        <translation>La table n’est pas annoncée sur le réseau local : {error}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="194"/>
        <source>not an IP address: {text}</source>
        <translation>pas une adresse IP&#xa0;: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="199"/>
        <source>{variable} is not a password of at most {most} printable characters</source>
        <translation>{variable} n’est pas un mot de passe d’au plus {most} caractères imprimables</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="216"/>
        <source>Cannot serve on port {port}: {error}</source>
        <translation>Impossible d’ouvrir la table sur le port {port}&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="226"/>
        <source>Serving the table on port {port}; waiting for players.</source>
        <translation>Table ouverte sur le port {port}&#x202f;; en attente des joueurs.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/serve.py" line="232"/>
        <source>The saved game resumes at hand {hand} of deal {deal}: its players take their seats back by joining again.</source>
        <translation>La partie enregistrée reprend à la manche {hand} de la donne {deal} : ses joueurs retrouvent leur place en rejoignant la table à nouveau.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../hearts_qt/storage/files.py" line="84"/>
        <source>Your settings could not be read or moved aside, so the defaults are used and changes are not kept: check the folder “{folder}”.</source>
        <translation>Vos réglages n’ont pu être ni lus ni mis de côté&#xa0;: les réglages par défaut sont utilisés et vos modifications ne seront pas conservées. Vérifiez le dossier «&#x202f;{folder}&#x202f;».</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/files.py" line="89"/>
        <source>Your settings could not be read, so the defaults are used; the old file was kept as “{file}”.</source>
        <translation>Vos réglages n’ont pas pu être lus&#xa0;: les réglages par défaut sont utilisés&#x202f;; l’ancien fichier a été conservé sous «&#x202f;{file}&#x202f;».</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../hearts_qt/storage/statistics.py" line="276"/>
        <source>Your statistics could not be read or moved aside: check that the folder “{folder}” can be written to.</source>
        <translation>Vos statistiques n’ont pu être ni lues ni mises de côté&#xa0;: vérifiez que le dossier «&#x202f;{folder}&#x202f;» est accessible en écriture.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/statistics.py" line="281"/>
        <source>Your statistics could not be read, so they start again; the old file was kept as “{file}”.</source>
        <translation>Vos statistiques n’ont pas pu être lues et repartent de zéro&#x202f;; l’ancien fichier a été conservé sous «&#x202f;{file}&#x202f;».</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/statistics.py" line="295"/>
        <source>Your statistics could not be saved in “{folder}”: {reason}.</source>
        <translation>Vos statistiques n’ont pas pu être enregistrées dans «&#x202f;{folder}&#x202f;»&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/storage/statistics.py" line="350"/>
        <source>Your statistics were saved by a newer version of Hearts, so this version neither counts games in them nor changes them; the file is kept as it is.</source>
        <translation>Vos statistiques ont été enregistrées par une version plus récente de Hearts&#xa0;: cette version n’y compte pas les parties et ne les modifie pas&#x202f;; le fichier est laissé tel quel.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="55"/>
        <source>Reset Statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="56"/>
        <source>Reset all your statistics? This cannot be undone.</source>
        <translation>Réinitialiser toutes vos statistiques&#x202f;? Cette action est irréversible.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="85"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="91"/>
        <source>Games count under the rules they were played with: a preset, or custom</source>
        <translation>Les parties comptent selon les règles avec lesquelles elles ont été jouées&#xa0;: une variante, ou personnalisées</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="99"/>
        <source>Overall</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="100"/>
        <source>Without undo</source>
        <translation>Sans Annuler</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="101"/>
        <source>With undo</source>
        <translation>Avec Annuler</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="106"/>
        <source>Games in which you never used Undo</source>
        <translation>Parties où vous n’avez jamais utilisé Annuler</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="107"/>
        <source>Games in which you used Undo at least once</source>
        <translation>Parties où vous avez utilisé Annuler au moins une fois</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="108"/>
        <source>Games whose strongest opponent played at this level</source>
        <translation>Parties dont l’adversaire le plus fort jouait à ce niveau</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="117"/>
        <source>Your decisions the Expert went over after each hand (Check My Play)</source>
        <translation>Vos décisions analysées par l’Expert après chaque manche (Analyser mon jeu)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="125"/>
        <source>A game abandoned for a new one counts as played but not won, and ends the winning streak. Games the computer played for you are not counted.</source>
        <translation>Une partie abandonnée pour une nouvelle compte comme jouée mais non gagnée, et met fin à la série de victoires. Les parties que l’ordinateur a jouées pour vous ne sont pas comptées.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="137"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Réinitialiser…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="143"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles&#xa0;:</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="174"/>
        <source>{0}%</source>
        <translation>{0}&#xa0;%</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="182"/>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="183"/>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="184"/>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="185"/>
        <source>Games abandoned</source>
        <translation>Parties abandonnées</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="186"/>
        <source>Current winning streak</source>
        <translation>Série de victoires en cours</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="187"/>
        <source>Longest winning streak</source>
        <translation>Plus longue série de victoires</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="188"/>
        <source>Average points per hand</source>
        <translation>Points moyens par manche</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="189"/>
        <source>Best final score</source>
        <translation>Meilleur score final</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="190"/>
        <source>Worst final score</source>
        <translation>Pire score final</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="191"/>
        <source>Moons shot by you</source>
        <translation>Grands Chelems réussis</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="192"/>
        <source>Moons shot against you</source>
        <translation>Grands Chelems subis</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="193"/>
        <source>Q♠ taken</source>
        <translation>Dames de pique prises</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="194"/>
        <source>Hints asked for</source>
        <translation>Conseils demandés</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="199"/>
        <source>Decisions checked</source>
        <translation>Décisions analysées</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="200"/>
        <source>Agreement with the Expert</source>
        <translation>Accord avec l’Expert</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="202"/>
        <source>Points lost per hand checked</source>
        <translation>Points perdus par manche analysée</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="214"/>
        <source>{rules} (%n game(s))</source>
        <translation>
            <numerusform>{rules} (%n partie)</numerusform>
            <numerusform>{rules} (%n parties)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="257"/>
        <source>No hand replayed for practice yet (Game ▸ Replay This Hand).</source>
        <translation>Aucune manche rejouée pour s’entraîner pour l’instant (Partie ▸ Rejouer cette manche).</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="262"/>
        <source>Hands replayed for practice, counted in none of the columns: %n, {points} points a hand on average.</source>
        <translation>
            <numerusform>Manches rejouées pour s’entraîner (hors tableau)&#xa0;: %n, en moyenne {points} points par manche.</numerusform>
            <numerusform>Manches rejouées pour s’entraîner (hors tableau)&#xa0;: %n, en moyenne {points} points par manche.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="83"/>
        <source>clubs</source>
        <comment>in a sentence, and in a card in words: {rank} of {suit}</comment>
        <translation>trèfle</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="84"/>
        <source>diamonds</source>
        <comment>in a sentence, and in a card in words: {rank} of {suit}</comment>
        <translation>carreau</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="85"/>
        <source>spades</source>
        <comment>in a sentence, and in a card in words: {rank} of {suit}</comment>
        <translation>pique</translation>
    </message>
    <message>
        <location filename="../hearts_qt/controller/texts.py" line="86"/>
        <source>hearts</source>
        <comment>in a sentence, and in a card in words: {rank} of {suit}</comment>
        <translation>cœur</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../hearts_qt/ui/table/items.py" line="93"/>
        <source>{name}: {hand} points this hand, {total} in the game</source>
        <translation>{name} — cette manche&#xa0;: {hand}&#x202f;; la partie&#xa0;: {total}</translation>
    </message>
</context>
<context>
    <name>TableAids</name>
    <message>
        <location filename="../hearts_qt/ui/table/aids.py" line="46"/>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/aids.py" line="48"/>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <location filename="../hearts_qt/ui/table/aids.py" line="70"/>
        <source>Claim the Rest</source>
        <translation>Revendiquer</translation>
    </message>
</context>
<context>
    <name>TableClient</name>
    <message>
        <location filename="../hearts_qt/net/client.py" line="272"/>
        <source>The table plays another version of hearts-qt.</source>
        <translation>La table utilise une autre version de hearts-qt.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="273"/>
        <source>Every seat at the table is taken.</source>
        <translation>Toutes les places de la table sont prises.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="274"/>
        <source>Someone at the table already has that name.</source>
        <translation>Quelqu’un à la table porte déjà ce nom.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="275"/>
        <source>That seat belongs to someone else.</source>
        <translation>Cette place appartient à quelqu’un d’autre.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="276"/>
        <source>The game at this table has begun without you.</source>
        <translation>La partie à cette table a commencé sans vous.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="277"/>
        <source>This table asks for a password.</source>
        <translation>Cette table demande un mot de passe.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/client.py" line="279"/>
        <source>That is not the table’s password.</source>
        <translation>Ce n’est pas le mot de passe de la table.</translation>
    </message>
</context>
<context>
    <name>Tls</name>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="85"/>
        <source>The {what} {path} is too large to be one.</source>
        <translation>Le fichier {path} ({what}) est trop gros.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="92"/>
        <source>Cannot read the {what} {path}: {error}</source>
        <translation>Impossible de lire le fichier {path} ({what}) : {error}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="102"/>
        <source>This computer&apos;s Qt cannot encrypt connections (TLS).</source>
        <translation>Le Qt de cet ordinateur ne sait pas chiffrer les connexions (TLS).</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="104"/>
        <source>certificate</source>
        <translation>certificat</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="108"/>
        <source>{path} holds no certificate in PEM form.</source>
        <translation>{path} ne contient aucun certificat au format PEM.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="112"/>
        <source>The certificate {path} has expired.</source>
        <translation>Le certificat {path} a expiré.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="114"/>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message>
        <location filename="../hearts_qt/net/tls.py" line="118"/>
        <source>{path} holds no RSA or EC private key in PEM form without a passphrase.</source>
        <translation>{path} ne contient aucune clé privée RSA ou EC au format PEM sans phrase secrète.</translation>
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
        <translation>HOME n’est pas défini&#xa0;: il n’y a donc aucun dossier où garder votre partie enregistrée, vos statistiques et vos réglages. Définissez HOME, ou faites pointer HEARTS_QT_DATA_DIR vers un tel dossier.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/app.py" line="151"/>
        <source>no graphical display was found (neither DISPLAY nor WAYLAND_DISPLAY is set). Start Hearts from a desktop session.</source>
        <translation>aucun affichage graphique n’a été trouvé (ni DISPLAY ni WAYLAND_DISPLAY n’est défini). Lancez Hearts depuis une session de bureau.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/app.py" line="156"/>
        <source>the display “{display}” could not be opened. Start Hearts from a desktop session, or set DISPLAY to a display that is running.</source>
        <translation>l’affichage «&#x202f;{display}&#x202f;» n’a pas pu être ouvert. Lancez Hearts depuis une session de bureau, ou faites pointer DISPLAY vers un affichage en service.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/app.py" line="257"/>
        <source>Hearts is already running: switch to its window. (Its saved game and settings are in {folder}.)</source>
        <translation>Hearts est déjà lancé&#xa0;: passez à sa fenêtre. (Sa partie enregistrée et ses réglages sont dans {folder}.)</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <location filename="../hearts_qt/cli.py" line="35"/>
        <source>not a whole number: {text}</source>
        <translation>pas un nombre entier&#xa0;: {text}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="39"/>
        <source>must not be negative: {value}</source>
        <translation>ne doit pas être négatif&#xa0;: {value}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="47"/>
        <source>invalid choice: {value} (choose from {choices})</source>
        <translation>choix non valide&#xa0;: {value} (choisissez parmi {choices})</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="65"/>
        <source>usage: </source>
        <comment>before the command&apos;s synopsis in --help</comment>
        <translation>utilisation&#xa0;: </translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="80"/>
        <source>argument {argument}: {message}</source>
        <translation>argument {argument}&#xa0;: {message}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="89"/>
        <source>{program}: error: {message}</source>
        <translation>{program}&#xa0;: erreur&#xa0;: {message}</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="127"/>
        <source>The card game Hearts against three computer players.</source>
        <translation>Le jeu de cartes Hearts contre trois adversaires virtuels.</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="109"/>
        <source>options</source>
        <comment>the heading of --help&apos;s list</comment>
        <translation>options</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="114"/>
        <source>show this help and exit</source>
        <translation>affiche cette aide et quitte</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="132"/>
        <source>start a new game whose deals come from this seed (the same seed, the same deals); a saved game in progress counts as abandoned</source>
        <translation>commence une nouvelle partie dont les donnes viennent de cette graine (même graine, mêmes donnes)&#x202f;; une partie enregistrée en cours compte comme abandonnée</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="142"/>
        <source>animation speed (default: as last set in the View menu)</source>
        <translation>vitesse d’animation (par défaut&#xa0;: la dernière choisie dans le menu Affichage)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="148"/>
        <source>four computer players play N whole hands, then the app exits (0: exit once the table has been painted)</source>
        <translation>quatre joueurs virtuels jouent N manches entières, puis l’application se ferme (0&#xa0;: fermer dès que la table est affichée)</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="120"/>
        <source>show the version and exit</source>
        <translation>affiche la version et quitte</translation>
    </message>
    <message>
        <location filename="../hearts_qt/cli.py" line="200"/>
        <source>unrecognized arguments: {arguments}</source>
        <translation>arguments non reconnus&#xa0;: {arguments}</translation>
    </message>
</context>
</TS>
