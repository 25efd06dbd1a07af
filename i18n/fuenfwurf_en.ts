<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>Boxes</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="17" />
            <source>Ones</source>
            <translation>Ones</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="18" />
            <source>Twos</source>
            <translation>Twos</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="19" />
            <source>Threes</source>
            <translation>Threes</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="20" />
            <source>Fours</source>
            <translation>Fours</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="21" />
            <source>Fives</source>
            <translation>Fives</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="22" />
            <source>Sixes</source>
            <translation>Sixes</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="23" />
            <source>Three of a kind</source>
            <translation>Three of a kind</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="24" />
            <source>Four of a kind</source>
            <translation>Four of a kind</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="25" />
            <source>Five of a kind</source>
            <translation>Five of a kind</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="26" />
            <source>Six of a kind</source>
            <translation>Six of a kind</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="27" />
            <source>Full house</source>
            <translation>Full house</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="28" />
            <source>Small straight</source>
            <translation>Small straight</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="29" />
            <source>Large straight</source>
            <translation>Large straight</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="30" />
            <source>Full straight</source>
            <translation>Full straight</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="31" />
            <source>Chance</source>
            <translation>Chance</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="32" />
            <source>One pair</source>
            <translation>One pair</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="33" />
            <source>Two pairs</source>
            <translation>Two pairs</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="34" />
            <source>Three pairs</source>
            <translation>Three pairs</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="35" />
            <source>Castle</source>
            <translation>Castle</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="36" />
            <source>Tower</source>
            <translation>Tower</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="37" />
            <source>Upper total</source>
            <translation>Upper total</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="38" />
            <source>Bonus</source>
            <translation>Bonus</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="39" />
            <source>Extra bonus</source>
            <translation>Extra bonus</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="40" />
            <source>Column totals</source>
            <translation>Column totals</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="41" />
            <source>Total</source>
            <translation>Total</translation>
        </message>
    </context>
    <context>
        <name>Dice</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="198" />
            <source>one</source>
            <translation>one</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="199" />
            <source>two</source>
            <translation>two</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="200" />
            <source>three</source>
            <translation>three</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="201" />
            <source>four</source>
            <translation>four</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="202" />
            <source>five</source>
            <translation>five</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="203" />
            <source>six</source>
            <translation>six</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="205" />
            <source>not rolled</source>
            <translation>not rolled</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/DiceArea.qml" line="113" />
            <source>Die %1: %2</source>
            <translation>Die %1: %2</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/DiceArea.qml" line="114" />
            <source>kept on the ledge</source>
            <translation>kept on the ledge</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/DiceArea.qml" line="115" />
            <source>in the tray</source>
            <translation>in the tray</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="25" />
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="35" />
            <source>Hints</source>
            <translation>Hints</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="42" />
            <source>H hides them</source>
            <translation>H hides them</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="42" />
            <source>H shows them</source>
            <translation>H shows them</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="60" />
            <source>Hints are not available for these rules.</source>
            <translation>Hints are not available for these rules.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="61" />
            <source>Working out the best play for these rules (once only). Hints come when it is ready.</source>
            <translation>Working out the best play for these rules (once only). Hints come when it is ready.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="69" />
            <source>Preparing hints</source>
            <translation>Preparing hints</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="79" />
            <source>After each of your rolls, the best choices appear here.</source>
            <translation>After each of your rolls, the best choices appear here.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="87" />
            <source>Hints are hidden.</source>
            <translation>Hints are hidden.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="95" />
            <source>Keep</source>
            <translation>Keep</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="120" />
            <source>nothing, roll all</source>
            <translation>nothing, roll all</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="126" />
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="161" />
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="190" />
            <source>expected %1</source>
            <translation>expected %1</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="142" />
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message numerus="yes">
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="155" />
            <source>%n point(s) now</source>
            <translation>
                <numerusform>%n point now</numerusform>
                <numerusform>%n points now</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="177" />
            <source>Strike</source>
            <translation>Strike</translation>
        </message>
    </context>
    <context>
        <name>Main</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Main.qml" line="24" />
            <location filename="../resources/qml/Fuenfwurf/Main.qml" line="85" />
            <source>Fünfwurf</source>
            <translation>Fünfwurf</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Main.qml" line="93" />
            <source>Table</source>
            <translation>Table</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Main.qml" line="100" />
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Main.qml" line="106" />
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Main.qml" line="112" />
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Main.qml" line="118" />
            <source>Settings</source>
            <translation>Settings</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Main.qml" line="153" />
            <source>OK</source>
            <translation>OK</translation>
        </message>
    </context>
    <context>
        <name>Notices</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="183" />
            <source>Your data file could not be read. It was kept as %1 and a fresh one was started.</source>
            <translation>Your data file could not be read. It was kept as %1 and a fresh one was started.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="185" />
            <source>Saving failed (%1). The game goes on.</source>
            <translation>Saving failed (%1). The game goes on.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="187" />
            <source>The unfinished game could not be restored and was set aside.</source>
            <translation>The unfinished game could not be restored and was set aside.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="189" />
            <source>A computer player ran into a problem and stopped.</source>
            <translation>A computer player ran into a problem and stopped.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="191" />
            <source>No data file could be opened: nothing is saved this time.</source>
            <translation>No data file could be opened: nothing is saved this time.</translation>
        </message>
    </context>
    <context>
        <name>Presets</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="54" />
            <source>Bonanza</source>
            <translation>Bonanza</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="55" />
            <source>Official</source>
            <translation>Official</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="56" />
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="57" />
            <source>Free joker</source>
            <translation>Free joker</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="58" />
            <source>Fünfwurf</source>
            <translation>Fünfwurf</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="59" />
            <source>Yatzy</source>
            <translation>Yatzy</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="60" />
            <source>Maxi</source>
            <translation>Maxi</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="68" />
            <source>Five dice, 13 boxes. A repeated five of a kind is a forced joker and earns 50.</source>
            <translation>Five dice, 13 boxes. A repeated five of a kind is a forced joker and earns 50.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="70" />
            <source>The classic rules: forced joker, 100 for every repeated five of a kind.</source>
            <translation>The classic rules: forced joker, 100 for every repeated five of a kind.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="72" />
            <source>No joker: a repeated five of a kind scores only where the dice fit.</source>
            <translation>No joker: a repeated five of a kind scores only where the dice fit.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="74" />
            <source>A repeated five of a kind may go anywhere; full value once its upper box is filled.</source>
            <translation>A repeated five of a kind may go anywhere; full value once its upper box is filled.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="76" />
            <source>House rules: a repeated five of a kind counts in full anywhere while the 50 stands.</source>
            <translation>House rules: a repeated five of a kind counts in full anywhere while the 50 stands.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="78" />
            <source>Nordic sheet with pairs, 15 boxes; sets count only their matching dice.</source>
            <translation>Nordic sheet with pairs, 15 boxes; sets count only their matching dice.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="80" />
            <source>Six dice, 20 boxes, and rolls you do not use are saved for later turns.</source>
            <translation>Six dice, 20 boxes, and rolls you do not use are saved for later turns.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="89" />
            <source>Triple</source>
            <translation>Triple</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="91" />
            <source>in order</source>
            <translation>in order</translation>
        </message>
    </context>
    <context>
        <name>Refusals</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="131" />
            <source>Roll first.</source>
            <translation>Roll first.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="132" />
            <source>No rolls left: pick a box.</source>
            <translation>No rolls left: pick a box.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="133" />
            <source>All dice are kept: release one to roll.</source>
            <translation>All dice are kept: release one to roll.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="134" />
            <source>That box is already filled.</source>
            <translation>That box is already filled.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="135" />
            <source>The rules send this roll to another box.</source>
            <translation>The rules send this roll to another box.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="136" />
            <source>These dice score there: enter them instead.</source>
            <translation>These dice score there: enter them instead.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="137" />
            <source>There is no such box on this sheet.</source>
            <translation>There is no such box on this sheet.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="138" />
            <source>There is no such die.</source>
            <translation>There is no such die.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="139" />
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="140" />
            <source>It is not your turn.</source>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="141" />
            <source>Please wait: the computer is playing.</source>
            <translation>Please wait: the computer is playing.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="142" />
            <source>This player has resigned.</source>
            <translation>This player has resigned.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="143" />
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="144" />
            <source>Nothing to undo: only the last entry before the next roll can be taken back.</source>
            <translation>Nothing to undo: only the last entry before the next roll can be taken back.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="145" />
            <source>There is no chat in a game on this computer.</source>
            <translation>There is no chat in a game on this computer.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="147" />
            <source>That is not allowed now.</source>
            <translation>That is not allowed now.</translation>
        </message>
    </context>
    <context>
        <name>Results</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="17" />
            <source>reroll all</source>
            <translation>reroll all</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="18" />
            <source>keep %1</source>
            <translation>keep %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="46" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="47" />
            <source>You won!</source>
            <translation>You won!</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="48" />
            <source>A draw at the top!</source>
            <translation>A draw at the top!</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="49" />
            <source>Game over: %1 won.</source>
            <translation>Game over: %1 won.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="50" />
            <source>%1 share first place.</source>
            <translation>%1 share first place.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="51" />
            <source>%1 won!</source>
            <translation>%1 won!</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="63" />
            <source>A new best score for %1!</source>
            <translation>A new best score for %1!</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="95" />
            <source>%1.</source>
            <translation>%1.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="115" />
            <source>shared place</source>
            <translation>shared place</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="117" />
            <source>resigned</source>
            <translation>resigned</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="138" />
            <source>Review</source>
            <translation>Review</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="150" />
            <source>Looking at every decision of the game…</source>
            <translation>Looking at every decision of the game…</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="151" />
            <source>The review is not available for this game.</source>
            <translation>The review is not available for this game.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="153" />
            <source>What each player's decisions cost against the best play, in expected points, and how the dice treated them.</source>
            <translation>What each player's decisions cost against the best play, in expected points, and how the dice treated them.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="154" />
            <source>For these rules the values are a close approximation.</source>
            <translation>For these rules the values are a close approximation.</translation>
        </message>
        <message numerus="yes">
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="182" />
            <source>%n decision(s); they cost %1 points in expectation. Luck of the dice: %2.</source>
            <translation>
                <numerusform>%n decision; they cost %1 points in expectation. Luck of the dice: %2.</numerusform>
                <numerusform>%n decisions; they cost %1 points in expectation. Luck of the dice: %2.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="194" />
            <source>Turn %1, dice %2: %3; better: %4 (−%5)</source>
            <translation>Turn %1, dice %2: %3; better: %4 (−%5)</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="210" />
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="216" />
            <source>New game</source>
            <translation>New game</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="17" />
            <source>How a game goes</source>
            <translation>How a game goes</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="18" />
            <source>Triple and forced order</source>
            <translation>Triple and forced order</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="19" />
            <source>Keys and computers</source>
            <translation>Keys and computers</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="27" />
            <source>Each player has a score sheet with a fixed list of boxes. Players take turns; in your turn you roll all the dice in the leather tray, up to three times.</source>
            <translation>Each player has a score sheet with a fixed list of boxes. Players take turns; in your turn you roll all the dice in the leather tray, up to three times.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="28" />
            <source>After a roll, click the dice you like (or press their numbers 1 to 6): they move onto the wooden ledge and stay out of the next roll. Click one again to put it back into the tray.</source>
            <translation>After a roll, click the dice you like (or press their numbers 1 to 6): they move onto the wooden ledge and stay out of the next roll. Click one again to put it back into the tray.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="29" />
            <source>Whenever you like, and at the latest after the last roll, you enter the dice into one free box of your sheet. The free boxes show what they would score. If nothing fits, you strike a box: it counts 0. A box is used once; when every box is filled the game ends.</source>
            <translation>Whenever you like, and at the latest after the last roll, you enter the dice into one free box of your sheet. The free boxes show what they would score. If nothing fits, you strike a box: it counts 0. A box is used once; when every box is filled the game ends.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="30" />
            <source>Ones to sixes count the pips of the dice showing that number. When the upper section reaches the bonus line, a bonus is added; a bar under the sixes shows how far there is still to go.</source>
            <translation>Ones to sixes count the pips of the dice showing that number. When the upper section reaches the bonus line, a bonus is added; a bar under the sixes shows how far there is still to go.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="31" />
            <source>Highest total wins. Equal totals share a place. Whoever resigns ranks behind everyone who plays on.</source>
            <translation>Highest total wins. Equal totals share a place. Whoever resigns ranks behind everyone who plays on.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="34" />
            <source>Five dice and thirteen boxes. Upper section: ones to sixes, 35 bonus points from 63 on, which is three of every number.</source>
            <translation>Five dice and thirteen boxes. Upper section: ones to sixes, 35 bonus points from 63 on, which is three of every number.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="35" />
            <source>Lower section: three of a kind and four of a kind score all five dice; a full house (three and two alike) 25; a small straight (four in a row) 30; a large straight (five in a row) 40; five of a kind 50; chance scores all five dice, whatever they show.</source>
            <translation>Lower section: three of a kind and four of a kind score all five dice; a full house (three and two alike) 25; a small straight (four in a row) 30; a large straight (five in a row) 40; five of a kind 50; chance scores all five dice, whatever they show.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="36" />
            <source>Rolling five of a kind again while its box holds 50 earns 100 extra points, each time.</source>
            <translation>Rolling five of a kind again while its box holds 50 earns 100 extra points, each time.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="37" />
            <source>A repeated five of a kind (its box filled with 50 or with 0) is a forced joker: it must go into the upper box of its number if that is free. If not, it goes into any free lower box at full value: 25 for the full house, 30 and 40 for the straights. Only when the lower section is full as well does it cross out a free upper box.</source>
            <translation>A repeated five of a kind (its box filled with 50 or with 0) is a forced joker: it must go into the upper box of its number if that is free. If not, it goes into any free lower box at full value: 25 for the full house, 30 and 40 for the straights. Only when the lower section is full as well does it cross out a free upper box.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="40" />
            <source>The sheet of the official rules, with its forced joker.</source>
            <translation>The sheet of the official rules, with its forced joker.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="41" />
            <source>The difference: a repeated five of a kind earns 50 extra points (not 100), and only while the five of a kind box holds its 50.</source>
            <translation>The difference: a repeated five of a kind earns 50 extra points (not 100), and only while the five of a kind box holds its 50.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="44" />
            <source>The classic thirteen boxes without any joker.</source>
            <translation>The classic thirteen boxes without any joker.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="45" />
            <source>A repeated five of a kind goes into any free box and scores what the dice make there: in the full house or a straight that is 0. The 100 extra points for a repeated five of a kind (while its box holds 50) remain.</source>
            <translation>A repeated five of a kind goes into any free box and scores what the dice make there: in the full house or a straight that is 0. The 100 extra points for a repeated five of a kind (while its box holds 50) remain.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="48" />
            <source>The classic thirteen boxes with a looser joker.</source>
            <translation>The classic thirteen boxes with a looser joker.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="49" />
            <source>A repeated five of a kind (its box filled) may go into any free box. Full house, small and large straight get their full value (25, 30, 40) only once the upper box of that number is filled; before that they score what the dice make. 100 extra points for every repeated five of a kind while its box holds 50.</source>
            <translation>A repeated five of a kind (its box filled) may go into any free box. Full house, small and large straight get their full value (25, 30, 40) only once the upper box of that number is filled; before that they score what the dice make. 100 extra points for every repeated five of a kind while its box holds 50.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="52" />
            <source>The house rules of this game, on the classic thirteen boxes.</source>
            <translation>The house rules of this game, on the classic thirteen boxes.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="53" />
            <source>While the five of a kind box holds 50, every further five of a kind earns 100 and is a joker: it may go into any free box and always counts in full (full house 25, straights 30 and 40, the others their pips).</source>
            <translation>While the five of a kind box holds 50, every further five of a kind earns 100 and is a joker: it may go into any free box and always counts in full (full house 25, straights 30 and 40, the others their pips).</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="54" />
            <source>If you struck five of a kind with 0, a later five of a kind gets neither the 100 nor the joker.</source>
            <translation>If you struck five of a kind with 0, a later five of a kind gets neither the 100 nor the joker.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="57" />
            <source>The Nordic sheet: five dice, fifteen boxes, upper bonus 50 from 63 on.</source>
            <translation>The Nordic sheet: five dice, fifteen boxes, upper bonus 50 from 63 on.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="58" />
            <source>One pair, two pairs (of different numbers), three and four of a kind count only the dice that make them, the highest ones possible. The small straight is 1-2-3-4-5 and scores 15; the large straight is 2-3-4-5-6 and scores 20. The full house (three of one number and two of another) counts its five dice; chance counts everything; five of a kind scores 50.</source>
            <translation>One pair, two pairs (of different numbers), three and four of a kind count only the dice that make them, the highest ones possible. The small straight is 1-2-3-4-5 and scores 15; the large straight is 2-3-4-5-6 and scores 20. The full house (three of one number and two of another) counts its five dice; chance counts everything; five of a kind scores 50.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="59" />
            <source>No joker and no extra points for a repeated five of a kind.</source>
            <translation>No joker and no extra points for a repeated five of a kind.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="62" />
            <source>The big Nordic game with six dice and twenty boxes. Upper bonus: 100 points from 84 on, which is four of every number.</source>
            <translation>The big Nordic game with six dice and twenty boxes. Upper bonus: 100 points from 84 on, which is four of every number.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="63" />
            <source>Pairs, two and three pairs, three, four and five of a kind count the dice that make them (pairs of different numbers). Small straight 1 to 5 scores 15, large straight 2 to 6 scores 20, full straight 1 to 6 scores 21. Full house: three and two alike, those five dice. Castle: two sets of three. Tower: four and two alike. Castle and tower count all six dice. Chance counts everything; six of a kind scores 100.</source>
            <translation>Pairs, two and three pairs, three, four and five of a kind count the dice that make them (pairs of different numbers). Small straight 1 to 5 scores 15, large straight 2 to 6 scores 20, full straight 1 to 6 scores 21. Full house: three and two alike, those five dice. Castle: two sets of three. Tower: four and two alike. Castle and tower count all six dice. Chance counts everything; six of a kind scores 100.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="64" />
            <source>Rolls you do not use are saved: enter after your first roll and the two rolls left are yours on a later turn. The sheet header shows each player's saved rolls.</source>
            <translation>Rolls you do not use are saved: enter after your first roll and the two rolls left are yours on a later turn. The sheet header shows each player's saved rolls.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="67" />
            <source>Triple: every player fills three columns, counted once, twice and three times. Each column has its own upper bonus. On the classic sheets the joker starts only when all three five of a kind boxes are filled, and its full values need the upper box of that number filled in all three columns.</source>
            <translation>Triple: every player fills three columns, counted once, twice and three times. Each column has its own upper bonus. On the classic sheets the joker starts only when all three five of a kind boxes are filled, and its full values need the upper box of that number filled in all three columns.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="68" />
            <source>Forced order: the boxes are filled from top to bottom (in Triple, each column in its own order), so the only choice is which dice to keep. The order also decides where a joker goes.</source>
            <translation>Forced order: the boxes are filled from top to bottom (in Triple, each column in its own order), so the only choice is which dice to keep. The order also decides where a joker goes.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="71" />
            <source>Space rolls. The keys 1 to 6 keep or release a die. The arrow keys and Tab move through the free boxes; Return asks to enter the box, a second Return enters it. Escape cancels. H shows or hides the hints. Ctrl+Z takes back your last entry, as long as nobody has rolled since.</source>
            <translation>Space rolls. The keys 1 to 6 keep or release a die. The arrow keys and Tab move through the free boxes; Return asks to enter the box, a second Return enters it. Escape cancels. H shows or hides the hints. Ctrl+Z takes back your last entry, as long as nobody has rolled since.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="72" />
            <source>While rolls are left, every entry asks first (“Enter?”); a strike always asks. After the last roll a box with points is entered at once, unless you set every entry to ask in the settings.</source>
            <translation>While rolls are left, every entry asks first (“Enter?”); a strike always asks. After the last roll a box with points is entered at once, unless you set every entry to ask in the settings.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="73" />
            <source>Computers come in three strengths. Easy keeps the number it has most of and takes whatever pays most at once. Medium works out which dice are worth keeping for this turn. Hard looks ahead over both rerolls and plays for the upper bonus on purpose.</source>
            <translation>Computers come in three strengths. Easy keeps the number it has most of and takes whatever pays most at once. Medium works out which dice are worth keeping for this turn. Hard looks ahead over both rerolls and plays for the upper bonus on purpose.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="96" />
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
    </context>
    <context>
        <name>Seats</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="102" />
            <source>easy</source>
            <translation>easy</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="103" />
            <source>medium</source>
            <translation>medium</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="104" />
            <source>hard</source>
            <translation>hard</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="111" />
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="88" />
            <location filename="../app/ui/controller.py" line="45" />
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="112" />
            <source>Another person</source>
            <translation>Another person</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="113" />
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <location filename="../app/ui/controller.py" line="47" />
            <source>Player %1</source>
            <translation>Player %1</translation>
        </message>
        <message>
            <location filename="../app/ui/controller.py" line="48" />
            <source>Computer %1</source>
            <translation>Computer %1</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="120" />
            <source>Slow</source>
            <translation>Slow</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="121" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="122" />
            <source>Fast</source>
            <translation>Fast</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="31" />
            <source>Settings</source>
            <translation>Settings</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="38" />
            <source>Language</source>
            <translation>Language</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="53" />
            <source>As the system</source>
            <translation>As the system</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="61" />
            <source>Computer pace</source>
            <translation>Computer pace</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="80" />
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="91" />
            <source>Your name</source>
            <translation>Your name</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="96" />
            <source>Ask before every entry</source>
            <translation>Ask before every entry</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="97" />
            <source>Also after the last roll, every box asks “Enter?” before it is filled.</source>
            <translation>Also after the last roll, every box asks “Enter?” before it is filled.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="103" />
            <source>Hints</source>
            <translation>Hints</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="104" />
            <source>After every roll, show which dice to keep and the best boxes.</source>
            <translation>After every roll, show which dice to keep and the best boxes.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="110" />
            <source>Sound</source>
            <translation>Sound</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="111" />
            <source>Rolling dice and the pencil on the sheet.</source>
            <translation>Rolling dice and the pencil on the sheet.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="117" />
            <source>Reduce motion</source>
            <translation>Reduce motion</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="118" />
            <source>Dice land quickly instead of tumbling.</source>
            <translation>Dice land quickly instead of tumbling.</translation>
        </message>
    </context>
    <context>
        <name>Sheet</name>
        <message numerus="yes">
            <location filename="../resources/qml/Fuenfwurf/ScoreSheet.qml" line="104" />
            <source>%n saved roll(s)</source>
            <translation>
                <numerusform>%n saved roll</numerusform>
                <numerusform>%n saved rolls</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ScoreSheet.qml" line="100" />
            <source>resigned</source>
            <translation>resigned</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="28" />
            <source>struck</source>
            <translation>struck</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="29" />
            <source>free, would score %1</source>
            <translation>free, would score %1</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="30" />
            <source>marked, %1 points: press again to enter</source>
            <translation>marked, %1 points: press again to enter</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="31" />
            <source>not open for this roll</source>
            <translation>not open for this roll</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="32" />
            <source>free</source>
            <translation>free</translation>
        </message>
    </context>
    <context>
        <name>Start</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="43" />
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="51" />
            <source>Back to the game</source>
            <translation>Back to the game</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="58" />
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="69" />
            <source>On your own</source>
            <translation>On your own</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="70" />
            <source>%1 players</source>
            <translation>%1 players</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="92" />
            <source>Seat %1</source>
            <translation>Seat %1</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="103" />
            <source>Who sits at seat %1</source>
            <translation>Who sits at seat %1</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="112" />
            <source>Strength of the computer at seat %1</source>
            <translation>Strength of the computer at seat %1</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="117" />
            <source>Name (optional)</source>
            <translation>Name (optional)</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="121" />
            <source>Name at seat %1</source>
            <translation>Name at seat %1</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="126" />
            <source>keeps the most frequent number, takes the most points now</source>
            <translation>keeps the most frequent number, takes the most points now</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="127" />
            <source>weighs which dice are worth keeping</source>
            <translation>weighs which dice are worth keeping</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="128" />
            <source>plays ahead over both rerolls and aims for the bonus</source>
            <translation>plays ahead over both rerolls and aims for the bonus</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="129" />
            <source>counts for your statistics</source>
            <translation>counts for your statistics</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="140" />
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="201" />
            <source>Options</source>
            <translation>Options</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="213" />
            <source>Triple</source>
            <translation>Triple</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="214" />
            <source>Three columns per player, worth ×1, ×2 and ×3: every box is filled three times.</source>
            <translation>Three columns per player, worth ×1, ×2 and ×3: every box is filled three times.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="221" />
            <source>Forced order</source>
            <translation>Forced order</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="222" />
            <source>Boxes are filled from top to bottom, no choosing.</source>
            <translation>Boxes are filled from top to bottom, no choosing.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="242" />
            <source>At least one seat needs a person.</source>
            <translation>At least one seat needs a person.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="248" />
            <source>Start a new game</source>
            <translation>Start a new game</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="248" />
            <source>Start</source>
            <translation>Start</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="260" />
            <source>Start a new game?</source>
            <translation>Start a new game?</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="264" />
            <source>The game in progress ends without a result.</source>
            <translation>The game in progress ends without a result.</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="24" />
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="34" />
            <source>Only games with a seat marked “You” count. A game with at least one computer counts as against the computer; a game with other people at this computer and no computer counts under people. Solo games count toward your best and average scores.</source>
            <translation>Only games with a seat marked “You” count. A game with at least one computer counts as against the computer; a game with other people at this computer and no computer counts under people. Solo games count toward your best and average scores.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="39" />
            <source>No finished games yet.</source>
            <translation>No finished games yet.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="52" />
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="53" />
            <source>Games</source>
            <translation>Games</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="54" />
            <source>vs. computer
won · draw · lost</source>
            <translation>vs. computer
won · draw · lost</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="55" />
            <source>vs. people
won · draw · lost</source>
            <translation>vs. people
won · draw · lost</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="56" />
            <source>Best</source>
            <translation>Best</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="57" />
            <source>Average</source>
            <translation>Average</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="58" />
            <source>Five of a kind</source>
            <translation>Five of a kind</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="59" />
            <source>Upper bonus</source>
            <translation>Upper bonus</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="60" />
            <source>Solo best</source>
            <translation>Solo best</translation>
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="155" />
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="157" />
            <source>%1 is playing (%2)…</source>
            <translation>%1 is playing (%2)…</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="159" />
            <source>%1 is to move.</source>
            <translation>%1 is to move.</translation>
        </message>
        <message numerus="yes">
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="161" />
            <source>Enter %1 for %n point(s)? Click again or press Return.</source>
            <translation>
                <numerusform>Enter %1 for %n point? Click again or press Return.</numerusform>
                <numerusform>Enter %1 for %n points? Click again or press Return.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="163" />
            <source>Strike %1? It counts 0. Click again or press Return.</source>
            <translation>Strike %1? It counts 0. Click again or press Return.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="166" />
            <source>Roll the dice (Space).</source>
            <translation>Roll the dice (Space).</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="167" />
            <source>%1, it is your turn: roll the dice (Space).</source>
            <translation>%1, it is your turn: roll the dice (Space).</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="170" />
            <source>Keep dice and roll again, or pick a box.</source>
            <translation>Keep dice and roll again, or pick a box.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="171" />
            <source>%1: keep dice and roll again, or pick a box.</source>
            <translation>%1: keep dice and roll again, or pick a box.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="174" />
            <source>No rolls left: pick a box.</source>
            <translation>No rolls left: pick a box.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="175" />
            <source>%1: no rolls left, pick a box.</source>
            <translation>%1: no rolls left, pick a box.</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/DiceArea.qml" line="55" />
            <source>Press Space or the button to roll</source>
            <translation>Press Space or the button to roll</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="119" />
            <source>Roll</source>
            <translation>Roll</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="123" />
            <source>Space</source>
            <translation>Space</translation>
        </message>
        <message numerus="yes">
            <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="143" />
            <source>%n roll(s) left</source>
            <translation>
                <numerusform>%n roll left</numerusform>
                <numerusform>%n rolls left</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="151" />
            <source>Undo</source>
            <translation>Undo</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="154" />
            <source>Ctrl+Z</source>
            <translation>Ctrl+Z</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="158" />
            <source>Hide hints</source>
            <translation>Hide hints</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="158" />
            <source>Show hints</source>
            <translation>Show hints</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="163" />
            <source>Resign</source>
            <translation>Resign</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="191" />
            <source>Resign?</source>
            <translation>Resign?</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="194" />
            <source>You leave the game and rank behind everyone who plays on.</source>
            <translation>You leave the game and rank behind everyone who plays on.</translation>
        </message>
    </context>
</TS>
