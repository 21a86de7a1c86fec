<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BonusBox</name>
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
    <name>CheckNotice</name>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/check_notice.py" line="55"/>
        <source>Hand {hand}: %n choice(s) to review</source>
        <translation>
            <numerusform>Hand {hand}: %n choice to review</numerusform>
            <numerusform>Hand {hand}: %n choices to review</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/check_notice.py" line="72"/>
        <source>Hand {hand}: the Expert would have chosen otherwise %n time(s) (about {points} points).</source>
        <translation>
            <numerusform>Hand {hand}: the Expert would have chosen otherwise %n time (about {points} points).</numerusform>
            <numerusform>Hand {hand}: the Expert would have chosen otherwise %n times (about {points} points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/check_notice.py" line="79"/>
        <source>Hand {hand}: the Expert agrees with all your %n decision(s).</source>
        <translation>
            <numerusform>Hand {hand}: the Expert agrees with all your %n decision.</numerusform>
            <numerusform>Hand {hand}: the Expert agrees with all your %n decisions.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealCommands</name>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/deal_commands.py" line="135"/>
        <source>The replay is over: you took %n point(s).</source>
        <translation>
            <numerusform>The replay is over: you took %n point.</numerusform>
            <numerusform>The replay is over: you took %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/host_dialog.py" line="203"/>
        <source>a game of %n hand(s)</source>
        <translation>
            <numerusform>a game of %n hand</numerusform>
            <numerusform>a game of %n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/host_dialog.py" line="205"/>
        <source>a game to %n point(s)</source>
        <translation>
            <numerusform>a game to %n point</numerusform>
            <numerusform>a game to %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HouseRulesTab</name>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/rules_house.py" line="87"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/join_dialog.py" line="164"/>
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n free seat</numerusform>
            <numerusform>%n free seats</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="42"/>
        <source>Choose %n more card(s) to pass to the left.</source>
        <translation>
            <numerusform>Choose %n more card to pass to the left.</numerusform>
            <numerusform>Choose %n more cards to pass to the left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="44"/>
        <source>Choose %n more card(s) to pass to the right.</source>
        <translation>
            <numerusform>Choose %n more card to pass to the right.</numerusform>
            <numerusform>Choose %n more cards to pass to the right.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="46"/>
        <source>Choose %n more card(s) to pass across.</source>
        <translation>
            <numerusform>Choose %n more card to pass across.</numerusform>
            <numerusform>Choose %n more cards to pass across.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="48"/>
        <source>Choose %n card(s) to pass to the left.</source>
        <translation>
            <numerusform>Choose %n card to pass to the left.</numerusform>
            <numerusform>Choose %n cards to pass to the left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="50"/>
        <source>Choose %n card(s) to pass to the right.</source>
        <translation>
            <numerusform>Choose %n card to pass to the right.</numerusform>
            <numerusform>Choose %n cards to pass to the right.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="52"/>
        <source>Choose %n card(s) to pass across.</source>
        <translation>
            <numerusform>Choose %n card to pass across.</numerusform>
            <numerusform>Choose %n cards to pass across.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="59"/>
        <source>The players choose %n card(s) to pass.</source>
        <translation>
            <numerusform>The players choose %n card to pass.</numerusform>
            <numerusform>The players choose %n cards to pass.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="65"/>
        <source>Click “{button}” (or press P) to pass these %n card(s).</source>
        <translation>
            <numerusform>Click “{button}” (or press P) to pass these %n card.</numerusform>
            <numerusform>Click “{button}” (or press P) to pass these %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="85"/>
        <source>Choose {count} cards to pass first: %n chosen so far.</source>
        <translation>
            <numerusform>Choose {count} cards to pass first: %n chosen so far.</numerusform>
            <numerusform>Choose {count} cards to pass first: %n chosen so far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="96"/>
        <source>%n cards are chosen: put one back to choose another.</source>
        <translation>
            <numerusform>%n cards are chosen: put one back to choose another.</numerusform>
            <numerusform>%n cards are chosen: put one back to choose another.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="136"/>
        <source>You take the trick and {points} point(s).</source>
        <translation>
            <numerusform>You take the trick and {points} point.</numerusform>
            <numerusform>You take the trick and {points} points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/messages.py" line="141"/>
        <source>{name} takes the trick and {points} point(s).</source>
        <translation>
            <numerusform>{name} takes the trick and {points} point.</numerusform>
            <numerusform>{name} takes the trick and {points} points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="92"/>
        <source>{leader} led and took the trick: %n point(s).</source>
        <translation>
            <numerusform>{leader} led and took the trick: %n point.</numerusform>
            <numerusform>{leader} led and took the trick: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="94"/>
        <source>{leader} led; {winner} took the trick: %n point(s).</source>
        <translation>
            <numerusform>{leader} led; {winner} took the trick: %n point.</numerusform>
            <numerusform>{leader} led; {winner} took the trick: %n points.</numerusform>
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
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="137"/>
        <source>The Expert agreed with {agreed} of your %n decision(s).</source>
        <translation>
            <numerusform>The Expert agreed with {agreed} of your %n decision.</numerusform>
            <numerusform>The Expert agreed with {agreed} of your %n decisions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/review/texts.py" line="176"/>
        <source>The Expert would have played otherwise in trick(s) {tricks}.</source>
        <translation>
            <numerusform>The Expert would have played otherwise in trick {tricks}.</numerusform>
            <numerusform>The Expert would have played otherwise in tricks {tricks}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesTab</name>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/rules_tab.py" line="108"/>
        <location filename="../hearts_qt/ui/rules_tab.py" line="170"/>
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatLabel</name>
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
            <numerusform>{name}, {points} point this hand, {total} in the game, to play</numerusform>
            <numerusform>{name}, {points} points this hand, {total} in the game, to play</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/table/accessible/words.py" line="81"/>
        <source>{name}, {points} point(s) this hand, {total} in the game</source>
        <translation>
            <numerusform>{name}, {points} point this hand, {total} in the game</numerusform>
            <numerusform>{name}, {points} points this hand, {total} in the game</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="214"/>
        <source>{rules} (%n game(s))</source>
        <translation>
            <numerusform>{rules} (%n game)</numerusform>
            <numerusform>{rules} (%n games)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_qt/ui/statistics_dialog.py" line="262"/>
        <source>Hands replayed for practice, counted in none of the columns: %n, {points} points a hand on average.</source>
        <translation>
            <numerusform>Hands replayed for practice, counted in none of the columns: %n, {points} points a hand on average.</numerusform>
            <numerusform>Hands replayed for practice, counted in none of the columns: %n, {points} points a hand on average.</numerusform>
        </translation>
    </message>
</context>
</TS>
