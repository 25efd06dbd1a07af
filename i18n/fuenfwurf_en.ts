<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Analysis</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="20"/>
        <source>strike %1</source>
        <translation>strike %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="21"/>
        <source>%1 (%n point(s))</source>
        <translation>
            <numerusform>%1 (%n point)</numerusform>
            <numerusform>%1 (%n points)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="22"/>
        <source>reroll all</source>
        <translation>reroll all</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="23"/>
        <source>keep %1</source>
        <translation>keep %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="28"/>
        <source>Before the first roll</source>
        <translation>Before the first roll</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="29"/>
        <source>The end: %1 won</source>
        <translation>The end: %1 won</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="30"/>
        <source>The end of the game</source>
        <translation>The end of the game</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="31"/>
        <source>%1 resigns</source>
        <translation>%1 resigns</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="33"/>
        <source>%1 · turn %2 of %3 · roll %4</source>
        <translation>%1 · turn %2 of %3 · roll %4</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="38"/>
        <source>Chose: %1 and roll again</source>
        <translation>Chose: %1 and roll again</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="40"/>
        <source>The clock entered: %1</source>
        <translation>The clock entered: %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="40"/>
        <source>Chose: %1</source>
        <translation>Chose: %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="42"/>
        <source>Resigned here</source>
        <translation>Resigned here</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="65"/>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="49"/>
        <source>Open a game file</source>
        <translation>Open a game file</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="67"/>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="75"/>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="51"/>
        <source>Game files (*.json)</source>
        <translation>Game files (*.json)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="72"/>
        <source>Export the game</source>
        <translation>Export the game</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="91"/>
        <source>Analysis board</source>
        <translation>Analysis board</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="101"/>
        <source>Open a finished game to step through it roll by roll and see what each decision cost: from the results after a game, from your games under Statistics, or from a game file (also by dropping it on the window).</source>
        <translation>Open a finished game to step through it roll by roll and see what each decision cost: from the results after a game, from your games under Statistics, or from a game file (also by dropping it on the window).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="104"/>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="168"/>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="356"/>
        <source>Open a game file…</source>
        <translation>Open a game file…</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="136"/>
        <source>Analysis: %1</source>
        <translation>Analysis: %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="149"/>
        <source>online table %1</source>
        <translation>online table %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="151"/>
        <source>from a game file</source>
        <translation>from a game file</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="153"/>
        <source>hints were shown</source>
        <translation>hints were shown</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="155"/>
        <source>approximate values</source>
        <translation>approximate values</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="173"/>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="181"/>
        <source>Play on from here</source>
        <translation>Play on from here</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="244"/>
        <source>no rolls left</source>
        <translation>no rolls left</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="245"/>
        <source>%n roll(s) left</source>
        <translation>
            <numerusform>%n roll left</numerusform>
            <numerusform>%n rolls left</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="246"/>
        <source>underlined: held for this roll</source>
        <translation>underlined: held for this roll</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="264"/>
        <source>The best choice: %1 points expected at the end.</source>
        <translation>The best choice: %1 points expected at the end.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="265"/>
        <source>This cost %1 points: %2 expected at the end instead of %3.</source>
        <translation>This cost %1 points: %2 expected at the end instead of %3.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="278"/>
        <source>Chance to win: nothing lost.</source>
        <translation>Chance to win: nothing lost.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="279"/>
        <source>Chance to win: −%1 %.</source>
        <translation>Chance to win: −%1 %.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="287"/>
        <source>The review is not available for this game.</source>
        <translation>The review is not available for this game.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="288"/>
        <source>Looking at every decision of the game…</source>
        <translation>Looking at every decision of the game…</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="302"/>
        <source>Choices, best first</source>
        <translation>Choices, best first</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="312"/>
        <source>expected</source>
        <translation>expected</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="321"/>
        <source>loss</source>
        <translation>loss</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="370"/>
        <source>chosen</source>
        <translation>chosen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="404"/>
        <source>Accuracy over the whole game</source>
        <translation>Accuracy over the whole game</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="448"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n point</numerusform>
            <numerusform>%1: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="458"/>
        <source>%1 lost per decision (%2 in all over %n decision(s)) · luck %3</source>
        <translation>
            <numerusform>%1 lost per decision (%2 in all over %n decision) · luck %3</numerusform>
            <numerusform>%1 lost per decision (%2 in all over %n decisions) · luck %3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="470"/>
        <source>Costliest decision: turn %1, −%2 % to win</source>
        <translation>Costliest decision: turn %1, −%2 % to win</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="500"/>
        <source>To the start</source>
        <translation>To the start</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="506"/>
        <source>Turn back</source>
        <translation>Turn back</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="511"/>
        <source>Roll back</source>
        <translation>Roll back</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="525"/>
        <source>Step %1 of %2</source>
        <translation>Step %1 of %2</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="551"/>
        <source>Roll on</source>
        <translation>Roll on</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="556"/>
        <source>Turn on</source>
        <translation>Turn on</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="562"/>
        <source>To the end</source>
        <translation>To the end</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="569"/>
        <source>No mistakes of %1</source>
        <translation>No mistakes of %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="570"/>
        <source>Next mistake of %1 (N)</source>
        <translation>Next mistake of %1 (N)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="584"/>
        <source>← → roll by roll · ↑ ↓ turn by turn · N next mistake, Shift+N the one before · click a player to follow their mistakes</source>
        <translation>← → roll by roll · ↑ ↓ turn by turn · N next mistake, Shift+N the one before · click a player to follow their mistakes</translation>
    </message>
</context>
<context>
    <name>Boxes</name>
    <message>
        <location filename="../app/ui/common/texts.py" line="26"/>
        <source>Ones</source>
        <translation>Ones</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="28"/>
        <source>Twos</source>
        <translation>Twos</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="30"/>
        <source>Threes</source>
        <translation>Threes</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="32"/>
        <source>Fours</source>
        <translation>Fours</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="34"/>
        <source>Fives</source>
        <translation>Fives</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="36"/>
        <source>Sixes</source>
        <translation>Sixes</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="38"/>
        <source>Three of a kind</source>
        <translation>Three of a kind</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="40"/>
        <source>Four of a kind</source>
        <translation>Four of a kind</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="42"/>
        <source>Five of a kind</source>
        <translation>Five of a kind</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="44"/>
        <source>Six of a kind</source>
        <translation>Six of a kind</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="46"/>
        <source>Full house</source>
        <translation>Full house</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="48"/>
        <source>Small straight</source>
        <translation>Small straight</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="50"/>
        <source>Large straight</source>
        <translation>Large straight</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="52"/>
        <source>Full straight</source>
        <translation>Full straight</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="54"/>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="56"/>
        <source>One pair</source>
        <translation>One pair</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="58"/>
        <source>Two pairs</source>
        <translation>Two pairs</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="60"/>
        <source>Three pairs</source>
        <translation>Three pairs</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="62"/>
        <source>Castle</source>
        <translation>Castle</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="64"/>
        <source>Tower</source>
        <translation>Tower</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="66"/>
        <source>Upper total</source>
        <translation>Upper total</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="68"/>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="70"/>
        <source>Extra bonus</source>
        <translation>Extra bonus</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="72"/>
        <source>Column totals</source>
        <translation>Column totals</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="74"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>Chat</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="33"/>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="47"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="104"/>
        <source>%1 joined the table.</source>
        <translation>%1 joined the table.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="105"/>
        <source>%1 left the table.</source>
        <translation>%1 left the table.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="106"/>
        <source>%1 is away; the seat waits for them.</source>
        <translation>%1 is away; the seat waits for them.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="107"/>
        <source>%1 is back.</source>
        <translation>%1 is back.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="114"/>
        <source>%1 wrote: %2</source>
        <translation>%1 wrote: %2</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="115"/>
        <source>Notice: %1</source>
        <translation>Notice: %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="215"/>
        <source>No messages yet. Say hello!</source>
        <translation>No messages yet. Say hello!</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="253"/>
        <source>Write to the table…</source>
        <translation>Message…</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="254"/>
        <source>Offline: the chat waits for the connection</source>
        <translation>Offline: the chat waits for the connection</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="255"/>
        <source>Chat message</source>
        <translation>Chat message</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="58"/>
        <source>%1 left</source>
        <translation>%1 left</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="63"/>
        <source>%n character(s) left</source>
        <translation>
            <numerusform>%n character left</numerusform>
            <numerusform>%n characters left</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="68"/>
        <source>Send</source>
        <translation>Send</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="236"/>
        <source>You are watching: only the players write here.</source>
        <translation>You are watching: only the players write here.</translation>
    </message>
</context>
<context>
    <name>Clock</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TurnClock.qml" line="32"/>
        <source>Your time</source>
        <translation>Your time</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TurnClock.qml" line="33"/>
        <source>%1&apos;s time</source>
        <translation>%1&apos;s time</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TurnClock.qml" line="42"/>
        <source>paused</source>
        <translation>paused</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TurnClock.qml" line="43"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/CoachNote.qml" line="14"/>
        <source>strike %1</source>
        <translation>strike %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/CoachNote.qml" line="15"/>
        <source>%1 (%n point(s))</source>
        <translation>
            <numerusform>%1 (%n point)</numerusform>
            <numerusform>%1 (%n points)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/CoachNote.qml" line="16"/>
        <source>reroll all</source>
        <translation>reroll all</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/CoachNote.qml" line="17"/>
        <source>keep %1</source>
        <translation>keep %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/CoachNote.qml" line="49"/>
        <source>Coach: that cost %1 points</source>
        <translation>Coach: that cost %1 points</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/CoachNote.qml" line="60"/>
        <source>Better: %1, with %2 points expected at the end. Your choice, %3: %4.</source>
        <translation>Better: %1, with %2 points expected at the end. Your choice, %3: %4.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/CoachNote.qml" line="75"/>
        <source>Close the note</source>
        <translation>Close the note</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyDistribution.qml" line="40"/>
        <source>How the field scored today</source>
        <translation>How the field scored today</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="407"/>
        <source>Practice with today&apos;s public dice: not ranked. The ranked challenge is played online, once a day.</source>
        <translation>Practice with today&apos;s public dice: not ranked. The ranked challenge is played online, once a day.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="416"/>
        <source>Today&apos;s daily challenge</source>
        <translation>Today&apos;s daily challenge</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="429"/>
        <source>Asking the server how the field played…</source>
        <translation>Asking the server how the field played…</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="431"/>
        <source>The day&apos;s board cannot be fetched just now; it is on the daily challenge screen later.</source>
        <translation>The day&apos;s board cannot be fetched just now; it is on the daily challenge screen later.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="433"/>
        <source>Rank %1 of %n finished attempt(s) so far today.</source>
        <translation>
            <numerusform>Rank %1 of %n finished attempt so far today.</numerusform>
            <numerusform>Rank %1 of %n finished attempts so far today.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="434"/>
        <source>%n attempt(s) finished so far today.</source>
        <translation>
            <numerusform>%n attempt finished so far today.</numerusform>
            <numerusform>%n attempts finished so far today.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="152"/>
        <source>Daily challenge: the same dice for everyone today, one attempt, no hints.</source>
        <translation>Daily challenge: the same dice for everyone today, one attempt, no hints.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="153"/>
        <source>Practice: today&apos;s public dice, no hints, not ranked.</source>
        <translation>Practice: today&apos;s public dice, no hints, not ranked.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="36"/>
        <source>Rank %1: %2, %n point(s)</source>
        <translation>
            <numerusform>Rank %1: %2, %n point</numerusform>
            <numerusform>Rank %1: %2, %n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="99"/>
        <source>Daily challenge</source>
        <translation>Daily challenge</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="108"/>
        <source>%1 (UTC): the same dice for everyone, one attempt each</source>
        <translation>%1 (UTC): the same dice for everyone, one attempt each</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="119"/>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="174"/>
        <source>Today&apos;s ranked challenge</source>
        <translation>Today&apos;s ranked challenge</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="184"/>
        <source>Every player meets the same dice: the dice you see depend only on the dice you keep. One scored attempt a day, without hints. The server hands out each roll as you play and reveals the day&apos;s seed at midnight (UTC), so every game can be checked.</source>
        <translation>Every player meets the same dice: the dice you see depend only on the dice you keep. One scored attempt a day, without hints. The server hands out each roll as you play and reveals the day&apos;s seed at midnight (UTC), so every game can be checked.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="193"/>
        <source>The day&apos;s commitment: %1</source>
        <translation>The day&apos;s commitment: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="200"/>
        <source>%n attempt(s) begun today</source>
        <translation>
            <numerusform>%n attempt begun today</numerusform>
            <numerusform>%n attempts begun today</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="208"/>
        <source>The ranked challenge is played on the table server. You are offline.</source>
        <translation>The ranked challenge is played on the table server. You are offline.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="243"/>
        <source>Play today&apos;s %1</source>
        <translation>Play today&apos;s %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="250"/>
        <source>Go online</source>
        <translation>Go online</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="272"/>
        <source>Practice (not ranked)</source>
        <translation>Practice (not ranked)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="282"/>
        <source>Without a server: a challenge of the same kind, from dice anyone can work out from today&apos;s date. Play it as often as you like; it counts on no board.</source>
        <translation>Without a server: a challenge of the same kind, from dice anyone can work out from today&apos;s date. Play it as often as you like; it counts on no board.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="288"/>
        <source>Practise %1</source>
        <translation>Practise %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="308"/>
        <source>Today</source>
        <translation>Today</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="319"/>
        <source>The day&apos;s boards show here once you are online: how everyone scored today, and this week&apos;s best.</source>
        <translation>The day&apos;s boards show here once you are online: how everyone scored today, and this week&apos;s best.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="323"/>
        <source>You: rank %1 with %2 points, of %n finished attempt(s).</source>
        <translation>
            <numerusform>You: rank %1 with %2 points, of %n finished attempt.</numerusform>
            <numerusform>You: rank %1 with %2 points, of %n finished attempts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="324"/>
        <source>%n finished attempt(s) so far.</source>
        <translation>
            <numerusform>%n finished attempt so far.</numerusform>
            <numerusform>%n finished attempts so far.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="340"/>
        <source>Nobody has finished today&apos;s challenge yet.</source>
        <translation>Nobody has finished today&apos;s challenge yet.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="346"/>
        <source>This week&apos;s best</source>
        <translation>This week&apos;s best</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="357"/>
        <source>No finished challenges this week yet.</source>
        <translation>No finished challenges this week yet.</translation>
    </message>
</context>
<context>
    <name>Dialog</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ConfirmDialog.qml" line="16"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="344"/>
        <source>Dice verified</source>
        <translation>Dice verified</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="345"/>
        <source>Dice verified (your own seed came too late to count)</source>
        <translation>Dice verified (your own seed came too late to count)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="346"/>
        <source>The dice can be checked once the day is over and the seed is revealed</source>
        <translation>The dice can be checked once the day is over and the seed is revealed</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="347"/>
        <source>No published dice to check</source>
        <translation>No published dice to check</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="348"/>
        <source>Warning: these dice were made in a way this version cannot check</source>
        <translation>Warning: these dice were made in a way this version cannot check</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="349"/>
        <source>Warning: the revealed seed is not the one the server committed to</source>
        <translation>Warning: the revealed seed is not the one the server committed to</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="350"/>
        <source>Warning: a roll does not match the seeds. These dice cannot be trusted</source>
        <translation>Warning: a roll does not match the seeds. These dice cannot be trusted</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="351"/>
        <source>Warning: the game&apos;s record cannot be replayed</source>
        <translation>Warning: the game&apos;s record cannot be replayed</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="352"/>
        <source>Warning: the server&apos;s commitment changed during the game</source>
        <translation>Warning: the server&apos;s commitment changed during the game</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="353"/>
        <source>Warning: the server listed another seed for you than the one you gave</source>
        <translation>Warning: the server listed another seed for you than the one you gave</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="354"/>
        <source>Warning: the published seeds cannot be read</source>
        <translation>Warning: the published seeds cannot be read</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="363"/>
        <source>This app checked the server&apos;s seed against the commitment it showed before the first roll, then every roll of the game.</source>
        <translation>This app checked the server&apos;s seed against the commitment it showed before the first roll, then every roll of the game.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="365"/>
        <source>Everyone gets the same dice today, so the day&apos;s seed stays secret until midnight (UTC).</source>
        <translation>Everyone gets the same dice today, so the day&apos;s seed stays secret until midnight (UTC).</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="86"/>
        <source>one</source>
        <translation>one</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="88"/>
        <source>two</source>
        <translation>two</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="90"/>
        <source>three</source>
        <translation>three</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="92"/>
        <source>four</source>
        <translation>four</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="94"/>
        <source>five</source>
        <translation>five</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="96"/>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="97"/>
        <source>not rolled</source>
        <translation>not rolled</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DiceArea.qml" line="192"/>
        <source>Die %1: %2</source>
        <translation>Die %1: %2</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="157"/>
        <source>The server could not read a message from this app. Please update Fünfwurf.</source>
        <translation>The server could not read a message from this app. Please update Fünfwurf.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="158"/>
        <source>A message from this app was too long for the server.</source>
        <translation>A message from this app was too long for the server.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="159"/>
        <source>The server does not know a request of this app. Please update Fünfwurf.</source>
        <translation>The server does not know a request of this app. Please update Fünfwurf.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="160"/>
        <source>This server speaks another version of the table protocol. Please update Fünfwurf.</source>
        <translation>This server speaks another version of the table protocol. Please update Fünfwurf.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="161"/>
        <source>Too many requests in a short time. Wait a moment and try again.</source>
        <translation>Too many requests in a short time. Wait a moment and try again.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="163"/>
        <source>The connection was not set up properly. Connect again.</source>
        <translation>The connection was not set up properly. Connect again.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="164"/>
        <source>The connection was set up twice. Connect again.</source>
        <translation>The connection was set up twice. Connect again.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="165"/>
        <source>The server does not know this computer&apos;s player any more.</source>
        <translation>The server does not know this computer&apos;s player any more.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="166"/>
        <source>Choose a name before playing online.</source>
        <translation>Choose a name before playing online.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="170"/>
        <source>The server does not offer a table with these options.</source>
        <translation>The server does not offer a table with these options.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="171"/>
        <source>There is no open table with this code. Check the code; a table closes when everyone has left it.</source>
        <translation>There is no open table with this code. Check the code; a table closes when everyone has left it.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="172"/>
        <source>Every seat at this table is taken.</source>
        <translation>Every seat at this table is taken.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="173"/>
        <source>The game at this table has already started.</source>
        <translation>The game at this table has already started.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="174"/>
        <source>You already sit at another table. Leave it first.</source>
        <translation>You already sit at another table. Leave it first.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="175"/>
        <source>You are not at a table.</source>
        <translation>You are not at a table.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="176"/>
        <source>Only players with a seat at the table can do that.</source>
        <translation>Only players with a seat at the table can do that.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="177"/>
        <source>Too many people are watching this table.</source>
        <translation>Too many people are watching this table.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="178"/>
        <source>The game starts when every seat is taken.</source>
        <translation>The game starts when every seat is taken.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="179"/>
        <source>Too late: the table had moved on (perhaps the clock ran out). This is the current state.</source>
        <translation>Too late: the table had moved on (perhaps the clock ran out). This is the current state.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="167"/>
        <source>A name needs 1 to %1 visible letters, digits or signs on one line, with single spaces and at most %2 accents on a letter.</source>
        <translation>A name needs 1 to %1 visible letters, digits or signs on one line, with single spaces and at most %2 accents on a letter.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="168"/>
        <source>This name is kept for the game&apos;s own messages (like System, Server, Admin or Fünfwurf), or it has a # (the game&apos;s mark beside names that look alike). Please choose another one.</source>
        <translation>This name is kept for the game&apos;s own messages (like System, Server, Admin or Fünfwurf), or it has a # (the game&apos;s mark beside names that look alike). Please choose another one.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="180"/>
        <source>A chat line needs 1 to %1 characters on one line, some of them visible, with at most %2 accents on a letter.</source>
        <translation>A chat line needs 1 to %1 characters on one line, some of them visible, with at most %2 accents on a letter.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="181"/>
        <source>A rematch is not possible here any more.</source>
        <translation>A rematch is not possible here any more.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="182"/>
        <source>This player does not take invitations.</source>
        <translation>This player does not take invitations.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="183"/>
        <source>This player is not online right now.</source>
        <translation>This player is not online right now.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="185"/>
        <source>The server could not save that, so it did not happen. Please try again.</source>
        <translation>The server could not save that, so it did not happen. Please try again.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="186"/>
        <source>The server is shutting down. The game is saved; it goes on when the server is back.</source>
        <translation>The server is shutting down. The game is saved; it goes on when the server is back.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="187"/>
        <source>The server cannot do that right now. Please try again in a moment.</source>
        <translation>The server cannot do that right now. Please try again in a moment.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="188"/>
        <source>You have had your go at today&apos;s challenge. A new one comes at midnight (UTC).</source>
        <translation>You have had your go at today&apos;s challenge. A new one comes at midnight (UTC).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="189"/>
        <source>The day of this challenge is over. Today&apos;s challenge is waiting.</source>
        <translation>The day of this challenge is over. Today&apos;s challenge is waiting.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="190"/>
        <source>This identity is new today: practise today&apos;s challenge, and play it for the board from tomorrow (UTC).</source>
        <translation>This identity is new today: practise today&apos;s challenge, and play it for the board from tomorrow (UTC).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="191"/>
        <source>A daily challenge cannot be watched: its dice are the same for everyone.</source>
        <translation>A daily challenge cannot be watched: its dice are the same for everyone.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="192"/>
        <source>The server ran into a problem; nothing was changed. Please try again.</source>
        <translation>The server ran into a problem; nothing was changed. Please try again.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="194"/>
        <source>That move is not allowed.</source>
        <translation>That move is not allowed.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="195"/>
        <source>These dice cannot follow the last roll.</source>
        <translation>These dice cannot follow the last roll.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="196"/>
        <source>There is no such seat at this table.</source>
        <translation>There is no such seat at this table.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="198"/>
        <source>Not connected to the table server.</source>
        <translation>Not connected to the table server.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="199"/>
        <source>The table server cannot be reached.</source>
        <translation>The table server cannot be reached.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="200"/>
        <source>The server does not know this player.</source>
        <translation>The server does not know this player.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="201"/>
        <source>The server could not answer just now.</source>
        <translation>The server could not answer just now.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="202"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>The server&apos;s answer could not be read.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="203"/>
        <source>That is not a table code: eight letters and digits, like K7QM-R2XH.</source>
        <translation>That is not a table code: eight letters and digits, like K7QM-R2XH.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="204"/>
        <source>That invitation link cannot be read. It looks like fuenfwurf://join/K7QM-R2XH.</source>
        <translation>That invitation link cannot be read. It looks like fuenfwurf://join/K7QM-R2XH.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="205"/>
        <source>The invitation names a server address that cannot be used.</source>
        <translation>The invitation names a server address that cannot be used.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="206"/>
        <source>The state of this table cannot be followed. Leave it and join again.</source>
        <translation>The state of this table cannot be followed. Leave it and join again.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="162"/>
        <source>Something went wrong.</source>
        <translation>Something went wrong.</translation>
    </message>
</context>
<context>
    <name>Friends</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="88"/>
        <source>No table server answers</source>
        <translation>No table server answers</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="91"/>
        <source>Nobody answers at %1. There is no public Fünfwurf server: to play with friends on other computers, one of you hosts a table, or you use a server someone runs for you.</source>
        <translation>Nobody answers at %1. There is no public Fünfwurf server: to play with friends on other computers, one of you hosts a table, or you use a server someone runs for you.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="99"/>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="283"/>
        <source>Host a table on this computer</source>
        <translation>Host a table on this computer</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="100"/>
        <source>The game runs the table server here; your friends connect to this computer.</source>
        <translation>The game runs the table server here; your friends connect to this computer.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="101"/>
        <source>Needs: friends on the same network (the same Wi-Fi), or a port forwarded on your router for friends elsewhere.</source>
        <translation>Needs: friends on the same network (the same Wi-Fi), or a port forwarded on your router for friends elsewhere.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="105"/>
        <source>Host here</source>
        <translation>Host here</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="111"/>
        <source>Look for tables nearby</source>
        <translation>Look for tables nearby</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="113"/>
        <source>%n table server(s) found on this network: choose one below.</source>
        <translation>
            <numerusform>%n table server found on this network: choose it below.</numerusform>
            <numerusform>%n table servers found on this network: choose one below.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="114"/>
        <source>Tables a friend hosts on this network show below by themselves.</source>
        <translation>Tables a friend hosts on this network show below by themselves.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="115"/>
        <source>Needs: a friend hosting on the same network.</source>
        <translation>Needs: a friend hosting on the same network.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="119"/>
        <source>Look now</source>
        <translation>Look now</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="124"/>
        <source>Looking…</source>
        <translation>Looking…</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="131"/>
        <source>Enter a server address</source>
        <translation>Enter a server address</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="132"/>
        <source>A server a friend hosts or someone runs: type what they gave you.</source>
        <translation>A server a friend hosts or someone runs: type what they gave you.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="133"/>
        <source>Needs: its address, like 192.168.1.20:8765 or wss://play.example.org.</source>
        <translation>Needs: its address, like 192.168.1.20:8765 or wss://play.example.org.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="138"/>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="139"/>
        <source>Server address</source>
        <translation>Server address</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="151"/>
        <source>Play offline</source>
        <translation>Play offline</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="152"/>
        <source>Against the computer, or with friends at this computer taking turns.</source>
        <translation>Against the computer, or with friends at this computer taking turns.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="153"/>
        <source>Needs nothing: no network, no server.</source>
        <translation>Needs nothing: no network, no server.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="156"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="164"/>
        <source>The server may just be starting:</source>
        <translation>The server may just be starting:</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="169"/>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="226"/>
        <source>Try again</source>
        <translation>Try again</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="203"/>
        <source>Starting the table server on this computer…</source>
        <translation>Starting the table server on this computer…</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="204"/>
        <source>Stopping the table server…</source>
        <translation>Stopping the table server…</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="205"/>
        <source>The table server could not start here.</source>
        <translation>The table server could not start here.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="208"/>
        <source>You host a table server on this computer · %n friend(s) seated</source>
        <translation>
            <numerusform>You host a table server on this computer · %n friend seated</numerusform>
            <numerusform>You host a table server on this computer · %n friends seated</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="209"/>
        <source>You host a table server on this computer</source>
        <translation>You host a table server on this computer</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="215"/>
        <source>Copy address</source>
        <translation>Copy address</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="221"/>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="260"/>
        <source>Stop hosting</source>
        <translation>Stop hosting</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="234"/>
        <source>Friends on your network connect to %1 — or find this table under “Tables nearby”. Invitations you copy name this address.</source>
        <translation>Friends on your network connect to %1 — or find this table under “Tables nearby”. Invitations you copy name this address.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="234"/>
        <source> or </source>
        <translation> or </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="235"/>
        <source>This computer is on no network just now: only games at this computer can use the server.</source>
        <translation>This computer is on no network just now: only games at this computer can use the server.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="243"/>
        <source>A friend elsewhere on the internet cannot reach these addresses: forward port %1 on your router to this computer and give them your public address, or play on a public server.</source>
        <translation>A friend elsewhere on the internet cannot reach these addresses: forward port %1 on your router to this computer and give them your public address, or play on a public server.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="244"/>
        <source>This computer has a public address: friends anywhere can connect, if no firewall stops them on port %1.</source>
        <translation>This computer has a public address: friends anywhere can connect, if no firewall stops them on port %1.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="249"/>
        <source>Its data file was written by a newer version of the game.</source>
        <translation>Its data file was written by a newer version of the game.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="250"/>
        <source>No port could be opened for it. Another program may hold port 8765.</source>
        <translation>No port could be opened for it. Another program may hold port 8765.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="258"/>
        <source>Stop hosting?</source>
        <translation>Stop hosting?</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="259"/>
        <source>%1 still sit at your tables. Their games end when the server stops.</source>
        <translation>%1 still sit at your tables. Their games end when the server stops.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="272"/>
        <source>Play with friends</source>
        <translation>Play with friends</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="279"/>
        <source>Host a table server on this computer: friends on your network find it here, and your invitations carry its address.</source>
        <translation>Host a table server on this computer: friends on your network find it here, and your invitations carry its address.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="291"/>
        <source>Tables nearby</source>
        <translation>Tables nearby</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="300"/>
        <source>No table is hosted on this network just now.</source>
        <translation>No table is hosted on this network just now.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="301"/>
        <source>Tables hosted on this network are not looked for (no network, or it lets no multicast through).</source>
        <translation>Tables hosted on this network are not looked for (no network, or it lets no multicast through).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="329"/>
        <source>%1 hosts</source>
        <translation>%1 hosts</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="339"/>
        <source>Another version of the game: update both to play together.</source>
        <translation>Another version of the game: update both to play together.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="342"/>
        <source>%n open table(s)</source>
        <translation>
            <numerusform>%n open table</numerusform>
            <numerusform>%n open tables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="343"/>
        <source>%n seat(s) free</source>
        <translation>
            <numerusform>%n seat free</numerusform>
            <numerusform>%n seats free</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="345"/>
        <source>%n private table(s): ask for the code</source>
        <translation>
            <numerusform>%n private table: ask for the code</numerusform>
            <numerusform>%n private tables: ask for the code</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="346"/>
        <source>No table waits for players yet</source>
        <translation>No table waits for players yet</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="355"/>
        <source>Connected</source>
        <translation>Connected</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="363"/>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="365"/>
        <source>Join the tables %1 hosts</source>
        <translation>Join the tables %1 hosts</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="32"/>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="77"/>
        <source>Hints</source>
        <translation>Hints</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="59"/>
        <source>Scroll the hints</source>
        <translation>Scroll the hints</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="85"/>
        <source>H hides them</source>
        <translation>H hides them</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="85"/>
        <source>H shows them</source>
        <translation>H shows them</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="103"/>
        <source>Hints are not available for these rules.</source>
        <translation>Hints are not available for these rules.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="104"/>
        <source>Working out the best play for these rules (once only). Hints come when it is ready.</source>
        <translation>Working out the best play for these rules (once only). Hints come when it is ready.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="115"/>
        <source>Preparing hints</source>
        <translation>Preparing hints</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="145"/>
        <source>After each of your rolls, the best choices appear here.</source>
        <translation>After each of your rolls, the best choices appear here.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="153"/>
        <source>Hints are hidden.</source>
        <translation>Hints are hidden.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="161"/>
        <source>Keep</source>
        <translation>Keep</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="188"/>
        <source>nothing, roll all</source>
        <translation>nothing, roll all</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="195"/>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="248"/>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="282"/>
        <source>expected %1</source>
        <translation>expected %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="216"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="300"/>
        <source>keep %1</source>
        <translation>keep %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="301"/>
        <source>roll all again</source>
        <translation>roll all again</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="304"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="305"/>
        <source>%1 — %2, %3 points</source>
        <translation>%1 — %2, %3 points</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="312"/>
        <source>Best chance to win</source>
        <translation>Best chance to win</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="312"/>
        <source>Most points</source>
        <translation>Most points</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="315"/>
        <source>To win</source>
        <translation>To win</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="315"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="213"/>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="239"/>
        <source>%n point(s) now</source>
        <translation>
            <numerusform>%n point now</numerusform>
            <numerusform>%n points now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="238"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="264"/>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="267"/>
        <source>Strike</source>
        <translation>Strike</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyHelp.qml" line="43"/>
        <source>Keys at the table</source>
        <translation>Keys at the table</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyHelp.qml" line="69"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="19"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="19"/>
        <source>Roll the dice</source>
        <translation>Roll the dice</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="20"/>
        <source>1 to 6</source>
        <translation>1 to 6</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="20"/>
        <source>Keep a die or put it back</source>
        <translation>Keep a die or put it back</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="21"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="21"/>
        <source>Move between the dice, the buttons, the log and the sheet</source>
        <translation>Move between the dice, the buttons, the log and the sheet</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="22"/>
        <source>Left, Right on a die</source>
        <translation>Left, Right on a die</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="22"/>
        <source>The next or the previous die</source>
        <translation>The next or the previous die</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="23"/>
        <source>Arrows</source>
        <translation>Arrows</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="23"/>
        <source>Move over your sheet: every box and the bonus row</source>
        <translation>Move over your sheet: every box and the bonus row</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="24"/>
        <source>Return</source>
        <translation>Return</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="24"/>
        <source>Enter the box (on a die: keep it or put it back)</source>
        <translation>Enter the box (on a die: keep it or put it back)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="25"/>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="25"/>
        <source>Drop a marked box</source>
        <translation>Drop a marked box</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="26"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="26"/>
        <source>Read my sheet: free boxes and what they would score</source>
        <translation>Read my sheet: free boxes and what they would score</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="27"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="27"/>
        <source>Read all scores</source>
        <translation>Read all scores</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="28"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="28"/>
        <source>Read the dice</source>
        <translation>Read the dice</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="29"/>
        <source>I</source>
        <translation>I</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="29"/>
        <source>Read the hints</source>
        <translation>Read the hints</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="30"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="30"/>
        <source>Read everyone’s chance to win</source>
        <translation>Read everyone’s chance to win</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="31"/>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="31"/>
        <source>Repeat the last announcement</source>
        <translation>Repeat the last announcement</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="32"/>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="32"/>
        <source>Show or hide the hints</source>
        <translation>Show or hide the hints</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="33"/>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="33"/>
        <source>Undo (against computers)</source>
        <translation>Undo (against computers)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="34"/>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="34"/>
        <source>Write in the chat (online)</source>
        <translation>Write in the chat (online)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="35"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="35"/>
        <source>This list of keys</source>
        <translation>This list of keys</translation>
    </message>
</context>
<context>
    <name>Leaderboards</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="22"/>
        <source>This week</source>
        <translation>This week</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="23"/>
        <source>This month</source>
        <translation>This month</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="24"/>
        <source>This year</source>
        <translation>This year</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="44"/>
        <source>Leaderboards</source>
        <translation>Leaderboards</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="79"/>
        <source>%1 to %2 (UTC)</source>
        <translation>%1 to %2 (UTC)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="94"/>
        <source>Nobody has earned points in this period yet.</source>
        <translation>Nobody has earned points in this period yet.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="103"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="103"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="104"/>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="104"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="105"/>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="105"/>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="139"/>
        <source>Rank %1: %2, %n point(s)</source>
        <translation>
            <numerusform>Rank %1: %2, %n point</numerusform>
            <numerusform>Rank %1: %2, %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="187"/>
        <source>Play online</source>
        <translation>Play online</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="195"/>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="222"/>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="55"/>
        <source>Your profile</source>
        <translation>Your profile</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="200"/>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="47"/>
        <source>Leaderboards</source>
        <translation>Leaderboards</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="224"/>
        <source>Online as %1 · level %2 · %n point(s)</source>
        <translation>
            <numerusform>Online as %1 · level %2 · %n point</numerusform>
            <numerusform>Online as %1 · level %2 · %n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="250"/>
        <source>Table server: %1</source>
        <translation>Table server: %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="260"/>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="145"/>
        <source>Connect</source>
        <translation>Connect</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="265"/>
        <source>Try now</source>
        <translation>Try now</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="270"/>
        <source>Go offline</source>
        <translation>Go offline</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="97"/>
        <source>Watch the game</source>
        <translation>Watch the game</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="304"/>
        <source>Choose your name</source>
        <translation>Choose your name</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="312"/>
        <source>Others see this name at the table and on the leaderboards. You can change it later in the settings.</source>
        <translation>Others see this name at the table and on the leaderboards. You can change it later in the settings.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="323"/>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="324"/>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="330"/>
        <source>Go online</source>
        <translation>Go online</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="351"/>
        <source>Then you sit down at table %1, where you were invited.</source>
        <translation>Then you sit down at table %1, where you were invited.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="367"/>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="373"/>
        <source>Table code %1</source>
        <translation>Table code %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="380"/>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="386"/>
        <source>Copy code</source>
        <translation>Copy code</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="392"/>
        <source>Leave table</source>
        <translation>Leave table</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="401"/>
        <source>%1 of %2 seats taken. The game starts as soon as every seat is taken; nothing is rolled before.</source>
        <translation>%1 of %2 seats taken. The game starts as soon as every seat is taken; nothing is rolled before.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="50"/>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="404"/>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="607"/>
        <location filename="../resources/qml/Fuenfwurf/InvitationBanner.qml" line="61"/>
        <source>%1 s per turn</source>
        <translation>%1 s per turn</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="38"/>
        <location filename="../resources/qml/Fuenfwurf/InvitationBanner.qml" line="49"/>
        <source>%1 invites you to a table.</source>
        <translation>%1 invites you to a table.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="49"/>
        <location filename="../resources/qml/Fuenfwurf/InvitationBanner.qml" line="60"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="57"/>
        <location filename="../resources/qml/Fuenfwurf/InvitationBanner.qml" line="70"/>
        <source>Not now</source>
        <translation>Not now</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="244"/>
        <source>%n player(s) online</source>
        <translation>
            <numerusform>%n player online</numerusform>
            <numerusform>%n players online</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="380"/>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="434"/>
        <source>Copied ✓</source>
        <translation>Copied ✓</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="382"/>
        <source>The code is on the clipboard.</source>
        <translation>The code is on the clipboard.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="405"/>
        <source>private: found by its code only</source>
        <translation>private: found by its code only</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="406"/>
        <source>listed in the lobby</source>
        <translation>listed in the lobby</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="434"/>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="440"/>
        <source>Copy invitation</source>
        <translation>Copy invitation</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="436"/>
        <source>The invitation is on the clipboard.</source>
        <translation>The invitation is on the clipboard.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="487"/>
        <source>free seat</source>
        <translation>free seat</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="497"/>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="498"/>
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="499"/>
        <source>opened the table</source>
        <translation>opened the table</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="502"/>
        <source>away — %1 to come back</source>
        <translation>away — %1 to come back</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="503"/>
        <source>away</source>
        <translation>away</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="535"/>
        <source>The game at table %1 was aborted.</source>
        <translation>The game at table %1 was aborted.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="537"/>
        <source>The game at table %1 is over.</source>
        <translation>The game at table %1 is over.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="538"/>
        <source>You are playing at table %1.</source>
        <translation>You are playing at table %1.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="542"/>
        <source>Back to the table</source>
        <translation>Back to the table</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="575"/>
        <source>No open table yet. Open one and send its code.</source>
        <translation>No open table yet. Open one and send its code.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="576"/>
        <source>Open tables show here once you are online.</source>
        <translation>Open tables show here once you are online.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="617"/>
        <source>%1 of %2 seats taken</source>
        <translation>%1 of %2 seats taken</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="635"/>
        <source>Sit down</source>
        <translation>Sit down</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="638"/>
        <source>Sit down at table %1</source>
        <translation>Sit down at table %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="757"/>
        <source>Join by code</source>
        <translation>Join by code</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="770"/>
        <source>Code or invitation link</source>
        <translation>Code or invitation link</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="771"/>
        <source>Table code or invitation link</source>
        <translation>Table code or invitation link</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="64"/>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="777"/>
        <location filename="../resources/qml/Fuenfwurf/InvitationBanner.qml" line="77"/>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="563"/>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="616"/>
        <source>Playing: %1</source>
        <translation>Playing: %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="627"/>
        <source>Watch</source>
        <translation>Watch</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="630"/>
        <source>Watch the game at table %1</source>
        <translation>Watch the game at table %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="651"/>
        <source>Played with lately</source>
        <translation>Played with lately</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="663"/>
        <source>The people you play with online show here, to invite them again.</source>
        <translation>The people you play with online show here, to invite them again.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="268"/>
        <source>Opening a table for %1…</source>
        <translation>Opening a table for %1…</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="269"/>
        <source>Invitation sent to %1. The table waits for them.</source>
        <translation>Invitation sent to %1. The table waits for them.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="270"/>
        <source>%1 is not online: the invitation is copied, send it to them.</source>
        <translation>%1 is not online: the invitation is copied, send it to them.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="271"/>
        <source>%1 does not take invitations.</source>
        <translation>%1 does not take invitations.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="272"/>
        <source>You sent many invitations just now. Try again in a minute.</source>
        <translation>You sent many invitations just now. Try again in a minute.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="273"/>
        <source>The invitation could not be sent.</source>
        <translation>The invitation could not be sent.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="702"/>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="702"/>
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="716"/>
        <source>today</source>
        <translation>today</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="717"/>
        <source>yesterday</source>
        <translation>yesterday</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="718"/>
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>%n day ago</numerusform>
            <numerusform>%n days ago</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="727"/>
        <source>Invite</source>
        <translation>Invite</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="730"/>
        <source>Invite %1</source>
        <translation>Invite %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="790"/>
        <source>You join table %1 as soon as you are online.</source>
        <translation>You join table %1 as soon as you are online.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="795"/>
        <source>Open a table</source>
        <translation>Open a table</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="807"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="817"/>
        <source>%1 players</source>
        <translation>%1 players</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="824"/>
        <source>Time per turn</source>
        <translation>Time per turn</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="834"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="837"/>
        <source>%1 seconds per turn</source>
        <translation>%1 seconds per turn</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="842"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="852"/>
        <source>Rules of the new table</source>
        <translation>Rules of the new table</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="878"/>
        <source>Private table</source>
        <translation>Private table</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="879"/>
        <source>Found by its code only; a public table is also listed in the lobby.</source>
        <translation>Found by its code only; a public table is also listed in the lobby.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="887"/>
        <source>Open the table</source>
        <translation>Open the table</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="136"/>
        <source>Join me at a Fünfwurf table!</source>
        <translation>Join me at a Fünfwurf table!</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="138"/>
        <source>Click to join: %1</source>
        <translation>Click to join: %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="139"/>
        <source>In the game: open %1</source>
        <translation>In the game: open %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="141"/>
        <source>or enter the code %1 under Play online → Join by code (server %2).</source>
        <translation>or enter the code %1 under Play online → Join by code (server %2).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="142"/>
        <source>or enter the code %1 under Play online → Join by code.</source>
        <translation>or enter the code %1 under Play online → Join by code.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="452"/>
        <source>This server runs on this computer only: friends on other computers cannot reach it, so the invitation names no address. To play with them, choose “Host a table on this computer”, or use a server they can reach too.</source>
        <translation>This server runs on this computer only: friends on other computers cannot reach it, so the invitation names no address. To play with them, choose “Host a table on this computer”, or use a server they can reach too.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="281"/>
        <source>you won</source>
        <translation>you won</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="282"/>
        <source>%1 won</source>
        <translation>%1 won</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="283"/>
        <source>a draw</source>
        <translation>a draw</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="284"/>
        <source>you shared first place</source>
        <translation>you shared first place</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="285"/>
        <source>%1 shared first place</source>
        <translation>%1 shared first place</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="286"/>
        <source>another player won</source>
        <translation>another player won</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="287"/>
        <source>you came second</source>
        <translation>you came second</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="288"/>
        <source>you did not win</source>
        <translation>you did not win</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/InvitationBanner.qml" line="63"/>
        <source>first finish or leave the game you are at</source>
        <translation>first finish or leave the game you are at</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="36"/>
        <source>● Your turn — Fünfwurf</source>
        <translation>● Your turn — Fünfwurf</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="37"/>
        <source>● An invitation — Fünfwurf</source>
        <translation>● An invitation — Fünfwurf</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="38"/>
        <source>● A rematch offer — Fünfwurf</source>
        <translation>● A rematch offer — Fünfwurf</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="40"/>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="113"/>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="69"/>
        <source>Fünfwurf</source>
        <translation>Fünfwurf</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="121"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="128"/>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="134"/>
        <location filename="../app/ui/selfcheck.py" line="106"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="140"/>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="143"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="146"/>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="152"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="157"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="101"/>
        <location filename="../resources/qml/Fuenfwurf/InvitationBanner.qml" line="110"/>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="351"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="368"/>
        <source>Quit Fünfwurf?</source>
        <translation>Quit Fünfwurf?</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="370"/>
        <source>Players sit at the table you host. Quitting stops it for everyone there.</source>
        <translation>Players sit at the table you host. Quitting stops it for everyone there.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="371"/>
        <source>Your online game goes on without you: from now on the turn clock plays each of your turns when its time runs out. Your seat waits a while if you come back.</source>
        <translation>Your online game goes on without you: from now on the turn clock plays each of your turns when its time runs out. Your seat waits a while if you come back.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="372"/>
        <source>Keep playing</source>
        <translation>Keep playing</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="373"/>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
</context>
<context>
    <name>Milestones</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="245"/>
        <source>First game</source>
        <translation>First game</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="246"/>
        <source>First win</source>
        <translation>First win</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="247"/>
        <source>Three opponents</source>
        <translation>Three opponents</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="248"/>
        <source>Five wins</source>
        <translation>Five wins</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="249"/>
        <source>Twenty-five wins</source>
        <translation>Twenty-five wins</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="256"/>
        <source>Play a game to the end against other people.</source>
        <translation>Play a game to the end against other people.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="257"/>
        <source>Win a game against other people.</source>
        <translation>Win a game against other people.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="258"/>
        <source>Play against three different people.</source>
        <translation>Play against three different people.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="259"/>
        <source>Win five games against other people.</source>
        <translation>Win five games against other people.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="260"/>
        <source>Win twenty-five games against other people.</source>
        <translation>Win twenty-five games against other people.</translation>
    </message>
</context>
<context>
    <name>Moments</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="120"/>
        <source>%1 · +%2</source>
        <translation>%1 · +%2</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Celebration.qml" line="57"/>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="191"/>
        <source>%1!</source>
        <translation>%1!</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="123"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Celebration.qml" line="58"/>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="190"/>
        <source>Bonus!</source>
        <translation>Bonus!</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Celebration.qml" line="59"/>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="192"/>
        <source>Extra bonus!</source>
        <translation>Extra bonus!</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="124"/>
        <source>First place: %1 · %n point(s)</source>
        <translation>
            <numerusform>First place: %1 · %n point</numerusform>
            <numerusform>First place: %1 · %n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Celebration.qml" line="60"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../app/ui/common/names.py" line="70"/>
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="373"/>
        <source>The day ended before your daily challenge did, so that attempt does not count.</source>
        <translation>The day ended before your daily challenge did, so that attempt does not count.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="375"/>
        <source>Your data file could not be read. It was kept as %1 and a fresh one was started.</source>
        <translation>Your data file could not be read. It was kept as %1 and a fresh one was started.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="377"/>
        <source>Saving failed (%1). The game goes on.</source>
        <translation>Saving failed (%1). The game goes on.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="379"/>
        <source>The unfinished game could not be restored and was set aside.</source>
        <translation>The unfinished game could not be restored and was set aside.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="381"/>
        <source>A computer player ran into a problem and stopped.</source>
        <translation>A computer player ran into a problem and stopped.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="383"/>
        <source>No data file could be opened: nothing is saved this time.</source>
        <translation>No data file could be opened: nothing is saved this time.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="385"/>
        <source>The table server did not know this computer&apos;s player any more, so you start there as a new player.</source>
        <translation>The table server did not know this computer&apos;s player any more, so you start there as a new player.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="387"/>
        <source>Your online identity could not be saved on this computer. You can play, but next time you start as a new player.</source>
        <translation>Your online identity could not be saved on this computer. You can play, but next time you start as a new player.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="389"/>
        <source>You are playing online from another window or computer now; this one went offline.</source>
        <translation>You are playing online from another window or computer now; this one went offline.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="391"/>
        <source>This invitation link cannot be read: %1</source>
        <translation>This invitation link cannot be read: %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="393"/>
        <source>The invitation is for the table server %1; the settings now use it.</source>
        <translation>The invitation is for the table server %1; the settings now use it.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="396"/>
        <source>%1 is not a game that can be opened: %2. Nothing was changed.</source>
        <translation>%1 is not a game that can be opened: %2. Nothing was changed.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="400"/>
        <source>The online game could not be fetched: %1.</source>
        <translation>The online game could not be fetched: %1.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="402"/>
        <source>The game could not be exported (%1).</source>
        <translation>The game could not be exported (%1).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="404"/>
        <source>This game of your history cannot be replayed (%1).</source>
        <translation>This game of your history cannot be replayed (%1).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="412"/>
        <source>the file is too large for a game</source>
        <translation>the file is too large for a game</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="413"/>
        <source>it is not JSON text (empty, cut short or not UTF-8)</source>
        <translation>it is not JSON text (empty, cut short or not UTF-8)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="414"/>
        <source>it is nested too deeply</source>
        <translation>it is nested too deeply</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="415"/>
        <source>it has no players and actions</source>
        <translation>it has no players and actions</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="416"/>
        <source>it is written in another format version</source>
        <translation>it is written in another format version</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="417"/>
        <source>it has an unknown field, or one of the wrong kind</source>
        <translation>it has an unknown field, or one of the wrong kind</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="418"/>
        <source>its rules are not known</source>
        <translation>its rules are not known</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="419"/>
        <source>its players are not 1 to 4 names</source>
        <translation>its players are not 1 to 4 names</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="420"/>
        <source>its seats do not match its players</source>
        <translation>its seats do not match its players</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="421"/>
        <source>action %1 is not an action of the game</source>
        <translation>action %1 is not an action of the game</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="422"/>
        <source>action %1 is not allowed by the rules where it stands</source>
        <translation>action %1 is not allowed by the rules where it stands</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="423"/>
        <source>the game in it is not finished</source>
        <translation>the game in it is not finished</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="425"/>
        <source>it cannot be read</source>
        <translation>it cannot be read</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="432"/>
        <source>the server cannot be reached</source>
        <translation>the server cannot be reached</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="433"/>
        <source>this computer has no identity on that server</source>
        <translation>this computer has no identity on that server</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="434"/>
        <source>the server does not know that table</source>
        <translation>the server does not know that table</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="435"/>
        <source>the game is still being played</source>
        <translation>the game is still being played</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="436"/>
        <source>too many requests; try again in a moment</source>
        <translation>too many requests; try again in a moment</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="438"/>
        <source>the server answered with an error</source>
        <translation>the server answered with an error</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="214"/>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="215"/>
        <source>Connecting…</source>
        <translation>Connecting…</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="216"/>
        <source>Reconnecting in %n s</source>
        <translation>
            <numerusform>Reconnecting in %n s</numerusform>
            <numerusform>Reconnecting in %n s</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="217"/>
        <source>Server incompatible</source>
        <translation>Server incompatible</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="219"/>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="226"/>
        <source>The server does not answer. Is the address right, and is the server running?</source>
        <translation>The server does not answer. Is the address right, and is the server running?</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="228"/>
        <source>The connection was lost.</source>
        <translation>The connection was lost.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="229"/>
        <source>The server is busy right now.</source>
        <translation>The server is busy right now.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="230"/>
        <source>The server did not answer in time.</source>
        <translation>The server did not answer in time.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="231"/>
        <source>The server is restarting. Games are saved and go on when it is back.</source>
        <translation>The server is restarting. Games are saved and go on when it is back.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="232"/>
        <source>You connected from another window or computer, so this one went offline.</source>
        <translation>You connected from another window or computer, so this one went offline.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="233"/>
        <source>The server closed the connection: too many messages.</source>
        <translation>The server closed the connection: too many messages.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="234"/>
        <source>The server closed the connection: it waited too long for this app.</source>
        <translation>The server closed the connection: it waited too long for this app.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="235"/>
        <source>The server closed the connection: this computer did not keep up.</source>
        <translation>The server closed the connection: this computer did not keep up.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="236"/>
        <source>The server handed your table to another server. Connecting again…</source>
        <translation>The server handed your table to another server. Connecting again…</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="237"/>
        <source>There is no Fünfwurf table server at this address.</source>
        <translation>There is no Fünfwurf table server at this address.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="238"/>
        <source>The connection ran into a problem in this app.</source>
        <translation>The connection ran into a problem in this app.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ConnectionBadge.qml" line="35"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ConnectionBadge.qml" line="38"/>
        <source>Connection to the table server: %1</source>
        <translation>Connection to the table server: %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="227"/>
        <source>Nobody answers at this address: no table server runs there.</source>
        <translation>Nobody answers at this address: no table server runs there.</translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/PaperFlickable.qml" line="16"/>
        <source>Scroll the page</source>
        <translation>Scroll the page</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="28"/>
        <source>Bonanza</source>
        <translation>Bonanza</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="29"/>
        <source>Official</source>
        <translation>Official</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="30"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="31"/>
        <source>Free joker</source>
        <translation>Free joker</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="32"/>
        <source>Fünfwurf</source>
        <translation>Fünfwurf</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="33"/>
        <source>Yatzy</source>
        <translation>Yatzy</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="34"/>
        <source>Maxi</source>
        <translation>Maxi</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="42"/>
        <source>Five dice, 13 boxes. A repeated five of a kind is a forced joker and earns 50.</source>
        <translation>Five dice, 13 boxes. A repeated five of a kind is a forced joker and earns 50.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="44"/>
        <source>The classic rules: forced joker, 100 for every repeated five of a kind.</source>
        <translation>The classic rules: forced joker, 100 for every repeated five of a kind.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="46"/>
        <source>No joker: a repeated five of a kind scores only where the dice fit.</source>
        <translation>No joker: a repeated five of a kind scores only where the dice fit.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="48"/>
        <source>A repeated five of a kind may go anywhere; full value once its upper box is filled.</source>
        <translation>A repeated five of a kind may go anywhere; full value once its upper box is filled.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="50"/>
        <source>House rules: a repeated five of a kind counts in full anywhere while the 50 stands.</source>
        <translation>House rules: a repeated five of a kind counts in full anywhere while the 50 stands.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="52"/>
        <source>Nordic sheet with pairs, 15 boxes; sets count only their matching dice.</source>
        <translation>Nordic sheet with pairs, 15 boxes; sets count only their matching dice.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="54"/>
        <source>Six dice, 20 boxes, and rolls you do not use are saved for later turns.</source>
        <translation>Six dice, 20 boxes, and rolls you do not use are saved for later turns.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="63"/>
        <source>Triple</source>
        <translation>Triple</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="65"/>
        <source>in order</source>
        <translation>in order</translation>
    </message>
</context>
<context>
    <name>Profile</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="115"/>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="51"/>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="43"/>
        <source>Refresh</source>
        <translation>Refresh</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="59"/>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="51"/>
        <source>Lobby</source>
        <translation>Lobby</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="209"/>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="320"/>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="91"/>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="62"/>
        <source>Asking the server…</source>
        <translation>Asking the server…</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="36"/>
        <source>Your profile</source>
        <translation>Your profile</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="63"/>
        <source>Your profile is shown once you are online.</source>
        <translation>Your profile is shown once you are online.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="75"/>
        <source>%1 · level %2</source>
        <translation>%1 · level %2</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="85"/>
        <source>Your level is the number of milestones reached plus one. Games against other people bring points: 10 for a win, 4 for a shared first place or (with three or more players) second place, 1 for taking part.</source>
        <translation>Your level is the number of milestones reached plus one. Games against other people bring points: 10 for a win, 4 for a shared first place or (with three or more players) second place, 1 for taking part.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="90"/>
        <source>Milestones</source>
        <translation>Milestones</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="105"/>
        <source>reached</source>
        <translation>reached</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="105"/>
        <source>not reached yet</source>
        <translation>not reached yet</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="138"/>
        <source>Online games</source>
        <translation>Online games</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="150"/>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="151"/>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="152"/>
        <source>Shared first places</source>
        <translation>Shared first places</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="153"/>
        <source>Other places</source>
        <translation>Other places</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="154"/>
        <source>Best total</source>
        <translation>Best total</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="155"/>
        <source>Five of a kinds</source>
        <translation>Five of a kinds</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="156"/>
        <source>Upper bonuses</source>
        <translation>Upper bonuses</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="157"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="189"/>
        <source>This computer keeps your online identity in the system keyring.</source>
        <translation>This computer keeps your online identity in the system keyring.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="190"/>
        <source>This computer has no usable keyring, so your online identity is kept in a private file in your settings folder.</source>
        <translation>This computer has no usable keyring, so your online identity is kept in a private file in your settings folder.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../app/ui/common/texts.py" line="128"/>
        <source>Roll first.</source>
        <translation>Roll first.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="130"/>
        <source>No rolls left: pick a box.</source>
        <translation>No rolls left: pick a box.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="132"/>
        <source>All dice are kept: release one to roll.</source>
        <translation>All dice are kept: release one to roll.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="134"/>
        <source>That box is already filled.</source>
        <translation>That box is already filled.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="136"/>
        <source>The rules send this roll to another box.</source>
        <translation>The rules send this roll to another box.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="138"/>
        <source>These dice score there: enter them instead.</source>
        <translation>These dice score there: enter them instead.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="140"/>
        <source>There is no such box on this sheet.</source>
        <translation>There is no such box on this sheet.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="142"/>
        <source>There is no such die.</source>
        <translation>There is no such die.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="144"/>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="148"/>
        <source>Please wait: the computer is playing.</source>
        <translation>Please wait: the computer is playing.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="150"/>
        <source>This player has resigned.</source>
        <translation>This player has resigned.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="152"/>
        <location filename="../app/ui/table/speech.py" line="475"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="159"/>
        <source>There is no chat in a game on this computer.</source>
        <translation>There is no chat in a game on this computer.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="161"/>
        <source>One moment: the server has not answered yet.</source>
        <translation>One moment: the server has not answered yet.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="133"/>
        <source>Boxes are filled in order. Next: %1.</source>
        <translation>Boxes are filled in order. Next: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="154"/>
        <source>Nothing to undo: your last entry can be taken back until your next roll.</source>
        <translation>Nothing to undo: your last entry can be taken back until your next roll.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="135"/>
        <source>The rules send this roll elsewhere: %1.</source>
        <translation>The rules send this roll elsewhere: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="146"/>
        <source>You are watching: only the players move here.</source>
        <translation>You are watching: only the players move here.</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="20"/>
        <source>strike %1</source>
        <translation>strike %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="23"/>
        <source>reroll all</source>
        <translation>reroll all</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="24"/>
        <source>keep %1</source>
        <translation>keep %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="30"/>
        <source>−%1 % to win</source>
        <translation>−%1 % to win</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="141"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="142"/>
        <source>You won!</source>
        <translation>You won!</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="143"/>
        <source>A draw at the top!</source>
        <translation>A draw at the top!</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="144"/>
        <source>Game over: %1 won.</source>
        <translation>Game over: %1 won.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="145"/>
        <source>%1 share first place.</source>
        <translation>%1 share first place.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="146"/>
        <source>%1 won!</source>
        <translation>%1 won!</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="147"/>
        <source>The game was aborted.</source>
        <translation>The game was aborted.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="159"/>
        <source>A new best score for %1!</source>
        <translation>A new best score for %1!</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="189"/>
        <source>New best score!</source>
        <translation>New best score!</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="356"/>
        <source>%1 left before every player had taken a turn, so the game counts for nobody: no points, statistics or milestones.</source>
        <extracomment>%1 is the name of the player who left.</extracomment>
        <translation>%1 left before every player had taken a turn, so the game counts for nobody: no points, statistics or milestones.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="358"/>
        <source>The server is scoring the game…</source>
        <translation>The server is scoring the game…</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="360"/>
        <source>You earned %n point(s) for the leaderboards.</source>
        <translation>
            <numerusform>You earned %n point for the leaderboards.</numerusform>
            <numerusform>You earned %n points for the leaderboards.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="361"/>
        <source>Your level: %1.</source>
        <translation>Your level: %1.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="362"/>
        <source>The game is scored.</source>
        <translation>The game is scored.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="371"/>
        <source>This game earns no points: only the first three games a day between the same players count for points, statistics and milestones.</source>
        <translation>This game earns no points: only the first three games a day between the same players count for points, statistics and milestones.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="380"/>
        <source>Milestone reached: %1!</source>
        <translation>Milestone reached: %1!</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="475"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="495"/>
        <source>shared place</source>
        <translation>shared place</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="497"/>
        <source>resigned</source>
        <translation>resigned</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="508"/>
        <source>+%n point(s)</source>
        <translation>
            <numerusform>+%n point</numerusform>
            <numerusform>+%n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="552"/>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="564"/>
        <source>Looking at every decision of the game…</source>
        <translation>Looking at every decision of the game…</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="565"/>
        <source>The review is not available for this game.</source>
        <translation>The review is not available for this game.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="567"/>
        <source>What each player&apos;s decisions cost against the best play, in expected points, and how the dice treated them.</source>
        <translation>What each player&apos;s decisions cost against the best play, in expected points, and how the dice treated them.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="568"/>
        <source>For these rules the values are a close approximation.</source>
        <translation>For these rules the values are a close approximation.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="602"/>
        <source>Accuracy: %1 points lost per decision, %2 in all over %n decision(s). Luck of the dice: %3.</source>
        <translation>
            <numerusform>Accuracy: %1 points lost per decision, %2 in all over %n decision. Luck of the dice: %3.</numerusform>
            <numerusform>Accuracy: %1 points lost per decision, %2 in all over %n decisions. Luck of the dice: %3.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="604"/>
        <source>(approximate)</source>
        <translation>(approximate)</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="606"/>
        <source>The clock ran out %n time(s) and entered a box instead; those entries do not count here.</source>
        <translation>
            <numerusform>The clock ran out %n time and entered a box instead; that entry does not count here.</numerusform>
            <numerusform>The clock ran out %n times and entered boxes instead; those entries do not count here.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="619"/>
        <source>Costliest for the chance to win: turn %1, roll %2, dice %3: %4 (−%5 % to win)</source>
        <translation>Costliest for the chance to win: turn %1, roll %2, dice %3: %4 (−%5 % to win)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="637"/>
        <source>Turn %1, roll %2, dice %3: time ran out; the clock entered %4</source>
        <translation>Turn %1, roll %2, dice %3: time ran out; the clock entered %4</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="649"/>
        <source>Turn %1, roll %2, dice %3: %4; better: %5 (−%6)</source>
        <translation>Turn %1, roll %2, dice %3: %4; better: %5 (−%6)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="291"/>
        <source>Same players, same rules and clock, seats moved one along: play again?</source>
        <translation>Same players, same rules and clock, seats moved one along: play again?</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="294"/>
        <source>Rematch offered. Waiting for %1 (%2 left).</source>
        <translation>Rematch offered. Waiting for %1 (%2 left).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="295"/>
        <source>%1 offers a rematch with the same rules and clock (%2 left).</source>
        <translation>%1 offers a rematch with the same rules and clock (%2 left).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="296"/>
        <source>The rematch is starting.</source>
        <translation>The rematch is starting.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="297"/>
        <source>%1 does not want a rematch this time.</source>
        <translation>%1 does not want a rematch this time.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="299"/>
        <source>%1 left the table: no rematch.</source>
        <translation>%1 left the table: no rematch.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="300"/>
        <source>Nobody answered in time: no rematch.</source>
        <translation>Nobody answered in time: no rematch.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="308"/>
        <source>Decline</source>
        <translation>Decline</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="316"/>
        <source>Accept rematch</source>
        <translation>Accept rematch</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="317"/>
        <source>Rematch</source>
        <translation>Rematch</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="212"/>
        <source>Analyse the game</source>
        <translation>Analyse the game</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="217"/>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="237"/>
        <source>Back to the lobby</source>
        <translation>Back to the lobby</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="249"/>
        <source>Play again</source>
        <translation>Play again</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="227"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="295"/>
        <source>winner</source>
        <translation>winner</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="296"/>
        <source>shared first place</source>
        <translation>shared first place</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="297"/>
        <source>second place</source>
        <translation>second place</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="298"/>
        <source>took part</source>
        <translation>took part</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="663"/>
        <source>Only the costliest decisions</source>
        <translation>Only the costliest decisions</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="664"/>
        <source>Show every decision (%n)</source>
        <translation>
            <numerusform>Show every decision (%n)</numerusform>
            <numerusform>Show every decision (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="643"/>
        <source>Turn %1, roll %2, dice %3: %4 (the best choice)</source>
        <translation>Turn %1, roll %2, dice %3: %4 (the best choice)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="342"/>
        <source>The table has closed: its chat is over and a rematch is no longer possible. Invite the others again from the lobby; the review and the analysis stay here.</source>
        <translation>The table has closed: its chat is over and a rematch is no longer possible. Invite the others again from the lobby; the review and the analysis stay here.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="20"/>
        <source>How a game goes</source>
        <translation>How a game goes</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="21"/>
        <source>Triple and forced order</source>
        <translation>Triple and forced order</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="22"/>
        <source>Playing online</source>
        <translation>Playing online</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="23"/>
        <source>Keys and computers</source>
        <translation>Keys and computers</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="33"/>
        <source>Each player has a score sheet with a fixed list of boxes. Players take turns; in your turn you roll all the dice in the leather tray, up to %1 times.</source>
        <translation>Each player has a score sheet with a fixed list of boxes. Players take turns; in your turn you roll all the dice in the leather tray, up to %1 times.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="34"/>
        <source>After a roll, click the dice you like (or press their numbers 1 to 6): they move onto the wooden ledge, where they line up from the lowest to the highest, and stay out of the next roll. Each die keeps its number, shown on its corner. Click one again to put it back into the tray.</source>
        <translation>After a roll, click the dice you like (or press their numbers 1 to 6): they move onto the wooden ledge, where they line up from the lowest to the highest, and stay out of the next roll. Each die keeps its number, shown on its corner. Click one again to put it back into the tray.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="35"/>
        <source>Whenever you like, and at the latest after the last roll, you enter the dice into one free box of your sheet. The free boxes show what they would score. If nothing fits, you strike a box: it counts 0. A box is used once; when every box is filled the game ends.</source>
        <translation>Whenever you like, and at the latest after the last roll, you enter the dice into one free box of your sheet. The free boxes show what they would score. If nothing fits, you strike a box: it counts 0. A box is used once; when every box is filled the game ends.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="36"/>
        <source>Ones to sixes count the pips of the dice showing that number. When the upper section reaches the bonus line, a bonus is added; a bar under the sixes shows how far there is still to go.</source>
        <translation>Ones to sixes count the pips of the dice showing that number. When the upper section reaches the bonus line, a bonus is added; a bar under the sixes shows how far there is still to go.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="37"/>
        <source>Highest total wins. Equal totals share a place. Whoever resigns ranks behind everyone who plays on.</source>
        <translation>Highest total wins. Equal totals share a place. Whoever resigns ranks behind everyone who plays on.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="40"/>
        <source>%1 dice and %2 boxes. Upper section: ones to sixes, %3 bonus points from %4 on, which is %5 of every number.</source>
        <translation>%1 dice and %2 boxes. Upper section: ones to sixes, %3 bonus points from %4 on, which is %5 of every number.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="41"/>
        <source>Lower section: three of a kind and four of a kind score all dice; a full house (three and two alike) %1; a small straight (four in a row) %2; a large straight (five in a row) %3; five of a kind %4; chance scores all dice, whatever they show.</source>
        <translation>Lower section: three of a kind and four of a kind score all dice; a full house (three and two alike) %1; a small straight (four in a row) %2; a large straight (five in a row) %3; five of a kind %4; chance scores all dice, whatever they show.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="42"/>
        <source>Rolling five of a kind again while its box holds %1 earns %2 extra points, each time.</source>
        <translation>Rolling five of a kind again while its box holds %1 earns %2 extra points, each time.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="43"/>
        <source>A repeated five of a kind (its box filled with %1 or with 0) is a forced joker: it must go into the upper box of its number if that is free. If not, it goes into any free lower box at full value: %2 for the full house, %3 and %4 for the straights. Only when the lower section is full as well does it cross out a free upper box.</source>
        <translation>A repeated five of a kind (its box filled with %1 or with 0) is a forced joker: it must go into the upper box of its number if that is free. If not, it goes into any free lower box at full value: %2 for the full house, %3 and %4 for the straights. Only when the lower section is full as well does it cross out a free upper box.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="46"/>
        <source>The sheet of the official rules, with its forced joker.</source>
        <translation>The sheet of the official rules, with its forced joker.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="47"/>
        <source>The difference: a repeated five of a kind earns %1 extra points (not %2), and only while the five of a kind box holds its %3.</source>
        <translation>The difference: a repeated five of a kind earns %1 extra points (not %2), and only while the five of a kind box holds its %3.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="50"/>
        <source>The classic %1 boxes without any joker.</source>
        <translation>The classic %1 boxes without any joker.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="51"/>
        <source>A repeated five of a kind goes into any free box and scores what the dice make there: in the full house or a straight that is 0. The %1 extra points for a repeated five of a kind (while its box holds %2) remain.</source>
        <translation>A repeated five of a kind goes into any free box and scores what the dice make there: in the full house or a straight that is 0. The %1 extra points for a repeated five of a kind (while its box holds %2) remain.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="54"/>
        <source>The classic %1 boxes with a looser joker.</source>
        <translation>The classic %1 boxes with a looser joker.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="55"/>
        <source>A repeated five of a kind (its box filled) may go into any free box. Full house, small and large straight get their full value (%1, %2, %3) only once the upper box of that number is filled; before that they score what the dice make. %4 extra points for every repeated five of a kind while its box holds %5.</source>
        <translation>A repeated five of a kind (its box filled) may go into any free box. Full house, small and large straight get their full value (%1, %2, %3) only once the upper box of that number is filled; before that they score what the dice make. %4 extra points for every repeated five of a kind while its box holds %5.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="58"/>
        <source>The house rules of this game, on the classic %1 boxes.</source>
        <translation>The house rules of this game, on the classic %1 boxes.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="59"/>
        <source>While the five of a kind box holds %1, every further five of a kind earns %2 and is a joker: it may go into any free box and always counts in full (full house %3, straights %4 and %5, the others their pips).</source>
        <translation>While the five of a kind box holds %1, every further five of a kind earns %2 and is a joker: it may go into any free box and always counts in full (full house %3, straights %4 and %5, the others their pips).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="60"/>
        <source>If you struck five of a kind with 0, a later five of a kind gets neither the %1 nor the joker.</source>
        <translation>If you struck five of a kind with 0, a later five of a kind gets neither the %1 nor the joker.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="63"/>
        <source>The Nordic sheet: %1 dice, %2 boxes, upper bonus %3 from %4 on.</source>
        <translation>The Nordic sheet: %1 dice, %2 boxes, upper bonus %3 from %4 on.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="64"/>
        <source>One pair, two pairs (of different numbers), three and four of a kind count only the dice that make them, the highest ones possible. The small straight is 1-2-3-4-5 and scores %1; the large straight is 2-3-4-5-6 and scores %2. The full house (three of one number and two of another) counts its five dice; chance counts everything; five of a kind scores %3.</source>
        <translation>One pair, two pairs (of different numbers), three and four of a kind count only the dice that make them, the highest ones possible. The small straight is 1-2-3-4-5 and scores %1; the large straight is 2-3-4-5-6 and scores %2. The full house (three of one number and two of another) counts its five dice; chance counts everything; five of a kind scores %3.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="65"/>
        <source>No joker and no extra points for a repeated five of a kind.</source>
        <translation>No joker and no extra points for a repeated five of a kind.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="68"/>
        <source>The big Nordic game with %1 dice and %2 boxes. Upper bonus: %3 points from %4 on, which is %5 of every number.</source>
        <translation>The big Nordic game with %1 dice and %2 boxes. Upper bonus: %3 points from %4 on, which is %5 of every number.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="69"/>
        <source>Pairs, two and three pairs, three, four and five of a kind count the dice that make them (pairs of different numbers). Small straight 1 to 5 scores %1, large straight 2 to 6 scores %2, full straight 1 to 6 scores %3. Full house: three and two alike, those five dice. Castle: two sets of three. Tower: four and two alike. Castle and tower count all six dice. Chance counts everything; six of a kind scores %4.</source>
        <translation>Pairs, two and three pairs, three, four and five of a kind count the dice that make them (pairs of different numbers). Small straight 1 to 5 scores %1, large straight 2 to 6 scores %2, full straight 1 to 6 scores %3. Full house: three and two alike, those five dice. Castle: two sets of three. Tower: four and two alike. Castle and tower count all six dice. Chance counts everything; six of a kind scores %4.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="70"/>
        <source>Rolls you do not use are saved: enter after your first roll and the %1 rolls left are yours on a later turn. The sheet header shows each player&apos;s saved rolls.</source>
        <translation>Rolls you do not use are saved: enter after your first roll and the %1 rolls left are yours on a later turn. The sheet header shows each player&apos;s saved rolls.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="73"/>
        <source>Triple: every player fills three columns, counted once, twice and three times. Each column has its own upper bonus. On the classic sheets the joker starts only when all three five of a kind boxes are filled, and its full values need the upper box of that number filled in all three columns.</source>
        <translation>Triple: every player fills three columns, counted once, twice and three times. Each column has its own upper bonus. On the classic sheets the joker starts only when all three five of a kind boxes are filled, and its full values need the upper box of that number filled in all three columns.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="74"/>
        <source>Forced order: the boxes are filled from top to bottom (in Triple, each column in its own order), so the only choice is which dice to keep. The order also decides where a joker goes.</source>
        <translation>Forced order: the boxes are filled from top to bottom (in Triple, each column in its own order), so the only choice is which dice to keep. The order also decides where a joker goes.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="77"/>
        <source>Online you play with people elsewhere, at a table on a table server. Open the lobby with Online in the top bar (Ctrl+L). The first time, choose the name the others will see; the server then knows you by a key this computer keeps for you.</source>
        <translation>Online you play with people elsewhere, at a table on a table server. Open the lobby with Online in the top bar (Ctrl+L). The first time, choose the name the others will see; the server then knows you by a key this computer keeps for you.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="78"/>
        <source>Open a table for 2, 3 or 4 players with 30, 45, 60 or 90 seconds per turn and the rules you like, or join one by its code or an invitation link. Send the code or the invitation to your friends. A private table is found by its code only. The game starts as soon as every seat is taken; a computer never sits down.</source>
        <translation>Open a table for 2, 3 or 4 players with 30, 45, 60 or 90 seconds per turn and the rules you like, or join one by its code or an invitation link. Send the code or the invitation to your friends. A private table is found by its code only. The game starts as soon as every seat is taken; a computer never sits down.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="79"/>
        <source>The server rolls the dice and checks every move with the same rules as this app. Everyone sees every sheet and the dice of the player to move, and hints work as they do offline. Press C to write in the chat, Escape to return to the dice.</source>
        <translation>The server rolls the dice and checks every move with the same rules as this app. Everyone sees every sheet and the dice of the player to move, and hints work as they do offline. Press C to write in the chat, Escape to return to the dice.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="80"/>
        <source>Every turn has its clock, shown to everyone. When it runs out, the server rolls for you if you have not rolled yet and enters the best box for you.</source>
        <translation>Every turn has its clock, shown to everyone. When it runs out, the server rolls for you if you have not rolled yet and enters the best box for you.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="81"/>
        <source>If the connection drops, the app reconnects by itself and puts you back at your table. Your seat waits for a few minutes; meanwhile the clock plays your turns. Resigning and leaving the table both give up the game: the others play on, and you rank behind them.</source>
        <translation>If the connection drops, the app reconnects by itself and puts you back at your table. Your seat waits for a few minutes; meanwhile the clock plays your turns. Resigning and leaving the table both give up the game: the others play on, and you rank behind them.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="82"/>
        <source>Finished games bring points for the leaderboards of the week, the month and the year: 10 for a win, 4 for a shared first place or, with three or more players, for second place, and 1 for taking part. Milestones (your first game, your first win, three different opponents, five and twenty-five wins) raise your level.</source>
        <translation>Finished games bring points for the leaderboards of the week, the month and the year: 10 for a win, 4 for a shared first place or, with three or more players, for second place, and 1 for taking part. Milestones (your first game, your first win, three different opponents, five and twenty-five wins) raise your level.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="83"/>
        <source>A game that someone leaves (by resigning, leaving the table or staying away too long) before every player has taken a turn of their own is aborted: it ends at once and counts for nobody. A turn counts once you have entered or struck a box yourself; a box the clock entered for you does not.</source>
        <translation>A game that someone leaves (by resigning, leaving the table or staying away too long) before every player has taken a turn of their own is aborted: it ends at once and counts for nobody. A turn counts once you have entered or struck a box yourself; a box the clock entered for you does not.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="84"/>
        <source>Only the first three games a day (counted in UTC) between the same players earn points. Later ones are kept as played, but earn no points and count for no statistics and no milestones.</source>
        <translation>Only the first three games a day (counted in UTC) between the same players earn points. Later ones are kept as played, but earn no points and count for no statistics and no milestones.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="87"/>
        <source>The whole game can be played from the keyboard, and with a screen reader. Space rolls; the keys 1 to 6 keep a die or put it back. Tab moves the focus through the dice, the buttons, the announcements and the sheet; on the sheet the arrow keys go through your free boxes. Return enters the box with the focus; while rolls are left, or when the box would score nothing, the first press marks it and a second one enters it. Escape drops a marked box. Ctrl+Z takes back your last entry until your next roll; against computers, their moves since then are taken back with it.</source>
        <translation>The whole game can be played from the keyboard, and with a screen reader. Space rolls; the keys 1 to 6 keep a die or put it back. Tab moves the focus through the dice, the buttons, the announcements and the sheet; on the sheet the arrow keys go through your free boxes. Return enters the box with the focus; while rolls are left, or when the box would score nothing, the first press marks it and a second one enters it. Escape drops a marked box. Ctrl+Z takes back your last entry until your next roll; against computers, their moves since then are taken back with it.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="88"/>
        <source>The table says what happens: every roll, every entry and whose turn it is, for a screen reader and in the announcements beside the hints. In the settings it can say it in full sentences or briefly. Keys ask for more: all of them are listed below, and at the table F1 shows them.</source>
        <translation>The table says what happens: every roll, every entry and whose turn it is, for a screen reader and in the announcements beside the hints. In the settings it can say it in full sentences or briefly. Keys ask for more: all of them are listed below, and at the table F1 shows them.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="89"/>
        <source>While rolls are left, every entry asks first (“Enter?”); a strike always asks. After the last roll a box with points is entered at once, unless you set every entry to ask in the settings.</source>
        <translation>While rolls are left, every entry asks first (“Enter?”); a strike always asks. After the last roll a box with points is entered at once, unless you set every entry to ask in the settings.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="90"/>
        <source>Computers come in three strengths. Easy keeps the number it has most of and takes whatever pays most at once. Medium works out which dice are worth keeping for this turn. Hard looks ahead over both rerolls and plays for the upper bonus on purpose.</source>
        <translation>Computers come in three strengths. Easy keeps the number it has most of and takes whatever pays most at once. Medium works out which dice are worth keeping for this turn. Hard looks ahead over both rerolls and plays for the upper bonus on purpose.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="113"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="130"/>
        <source>Scroll the topics</source>
        <translation>Scroll the topics</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="146"/>
        <source>Topics</source>
        <translation>Topics</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="71"/>
        <source>easy</source>
        <translation>easy</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="72"/>
        <source>medium</source>
        <translation>medium</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="73"/>
        <source>hard</source>
        <translation>hard</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="80"/>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="100"/>
        <location filename="../app/ui/common/names.py" line="44"/>
        <location filename="../app/ui/common/names.py" line="88"/>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="81"/>
        <source>Another person</source>
        <translation>Another person</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="82"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../app/ui/common/names.py" line="46"/>
        <location filename="../app/ui/common/names.py" line="90"/>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <location filename="../app/ui/common/names.py" line="47"/>
        <location filename="../app/ui/common/names.py" line="92"/>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="89"/>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="90"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="91"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="35"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="42"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="59"/>
        <source>As the system</source>
        <translation>As the system</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="67"/>
        <source>Computer pace</source>
        <translation>Computer pace</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="89"/>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="103"/>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="118"/>
        <source>Shown on your seat, and online to the other players at the table and on the leaderboards.</source>
        <translation>Shown on your seat, and online to the other players at the table and on the leaderboards.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="124"/>
        <source>Table server</source>
        <translation>Table server</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="139"/>
        <source>Table server address</source>
        <translation>Table server address</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="148"/>
        <source>Default</source>
        <translation>Default</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="161"/>
        <source>That is not a server address. It looks like ws://host:port.</source>
        <translation>That is not a server address. It looks like ws://host:port.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="162"/>
        <source>Where online tables are played: ws://host:port, or wss:// for a secure connection.</source>
        <translation>Where online tables are played: ws://host:port, or wss:// for a secure connection.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="169"/>
        <source>Ask before every entry</source>
        <translation>Ask before every entry</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="170"/>
        <source>Also after the last roll, every box asks “Enter?” before it is filled.</source>
        <translation>Also after the last roll, every box asks “Enter?” before it is filled.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="176"/>
        <source>Hints</source>
        <translation>Hints</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="177"/>
        <source>After every roll, show which dice to keep and the best boxes.</source>
        <translation>After every roll, show which dice to keep and the best boxes.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="184"/>
        <source>Win chances</source>
        <translation>Win chances</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="185"/>
        <source>In games of two to four: every player’s chance to win, wherever hints are allowed and after the game. W reads them aloud.</source>
        <translation>In games of two to four: every player’s chance to win, wherever hints are allowed and after the game. W reads them aloud.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="192"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="193"/>
        <source>In games on this computer: after a decision of yours that cost more than a point, a short note says what was better and what it was worth. Play goes on.</source>
        <translation>In games on this computer: after a decision of yours that cost more than a point, a short note says what was better and what it was worth. Play goes on.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="199"/>
        <source>Sound</source>
        <translation>Sound</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="207"/>
        <source>Call me when the window is behind</source>
        <translation>Call me when the window is behind</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="208"/>
        <source>Online: on your turn, an invitation or a rematch offer, the taskbar entry flashes, the title shows why, and a short sound plays if sound is on.</source>
        <translation>Online: on your turn, an invitation or a rematch offer, the taskbar entry flashes, the title shows why, and a short sound plays if sound is on.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="215"/>
        <source>Invitations from other players</source>
        <translation>Invitations from other players</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="216"/>
        <source>People you played with online can invite you to their table. Turned off, the server turns their invitations away.</source>
        <translation>People you played with online can invite you to their table. Turned off, the server turns their invitations away.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="222"/>
        <source>Reduce motion</source>
        <translation>Reduce motion</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="223"/>
        <source>Dice, entries and big moments appear at once instead of moving.</source>
        <translation>Dice, entries and big moments appear at once instead of moving.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="230"/>
        <source>High contrast</source>
        <translation>High contrast</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="231"/>
        <source>Black, white and yellow instead of wood, leather and paper, with stronger lines.</source>
        <translation>Black, white and yellow instead of wood, leather and paper, with stronger lines.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="238"/>
        <source>Text size</source>
        <translation>Text size</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="252"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="262"/>
        <source>Announcements</source>
        <translation>Announcements</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="276"/>
        <source>Short</source>
        <translation>Short</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="277"/>
        <source>Full sentences</source>
        <translation>Full sentences</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="287"/>
        <source>What the table says to a screen reader and writes in its log: rolls, kept dice, every entry, whose turn it is, the end. Short leaves out the others&apos; rolls and the sentences around the numbers.</source>
        <translation>What the table says to a screen reader and writes in its log: rolls, kept dice, every entry, whose turn it is, the end. Short leaves out the others&apos; rolls and the sentences around the numbers.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="200"/>
        <source>Rolling dice, the pencil on the sheet, and a chime for the big moments.</source>
        <translation>Rolling dice, the pencil on the sheet, and a chime for the big moments.</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ScoreSheet.qml" line="165"/>
        <source>away</source>
        <translation>away</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ScoreSheet.qml" line="171"/>
        <source>%n saved roll(s)</source>
        <translation>
            <numerusform>%n saved roll</numerusform>
            <numerusform>%n saved rolls</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ScoreSheet.qml" line="163"/>
        <source>resigned</source>
        <translation>resigned</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="62"/>
        <source>struck</source>
        <translation>struck</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="63"/>
        <source>free, would score %1</source>
        <translation>free, would score %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="65"/>
        <source>marked to strike: press again to strike</source>
        <translation>marked to strike: press again to strike</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="66"/>
        <source>marked, %n point(s): press again to enter</source>
        <translation>
            <numerusform>marked, %n point: press again to enter</numerusform>
            <numerusform>marked, %n points: press again to enter</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="67"/>
        <source>not open for this roll</source>
        <translation>not open for this roll</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="68"/>
        <source>free</source>
        <translation>free</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="202"/>
        <source>Strike? It counts 0. Click again.</source>
        <translation>Strike? It counts 0. Click again.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="203"/>
        <source>Enter %n point(s)? Click again.</source>
        <translation>
            <numerusform>Enter %n point? Click again.</numerusform>
            <numerusform>Enter %n points? Click again.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ScoreSheet.qml" line="62"/>
        <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="43"/>
        <source>%1 to go</source>
        <translation>%1 to go</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ScoreSheet.qml" line="70"/>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ScoreSheet.qml" line="71"/>
        <source>Arrows: move between your boxes. Return: enter. S: read your sheet. A: read all scores.</source>
        <translation>Arrows: move between your boxes. Return: enter. S: read your sheet. A: read all scores.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ScoreSheet.qml" line="216"/>
        <source>+%n saved roll(s)</source>
        <translation>
            <numerusform>+%n saved roll</numerusform>
            <numerusform>+%n saved rolls</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ScoreSheet.qml" line="296"/>
        <source>Bonus: to go</source>
        <translation>Bonus: to go</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <location filename="../app/ui/table/speech.py" line="60"/>
        <source>%1. No rolls left.</source>
        <translation>%1. No rolls left.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="61"/>
        <source>%1. %n roll(s) left.</source>
        <translation>
            <numerusform>%1. %n roll left.</numerusform>
            <numerusform>%1. %n rolls left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="64"/>
        <source>Enter %n point(s) in %1? Return again enters them.</source>
        <translation>
            <numerusform>Enter %n point in %1? Return again enters them.</numerusform>
            <numerusform>Enter %n points in %1? Return again enters them.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="68"/>
        <source>No rolls left.</source>
        <translation>No rolls left.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="69"/>
        <source>%n roll(s) left.</source>
        <translation>
            <numerusform>%n roll left.</numerusform>
            <numerusform>%n rolls left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="72"/>
        <source>You enter %n point(s) in %1.</source>
        <translation>
            <numerusform>You enter %n point in %1.</numerusform>
            <numerusform>You enter %n points in %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="75"/>
        <source>%1 enters %n point(s) in %2.</source>
        <translation>
            <numerusform>%1 enters %n point in %2.</numerusform>
            <numerusform>%1 enters %n points in %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="78"/>
        <source>Place %1: %2, %n point(s)</source>
        <translation>
            <numerusform>Place %1: %2, %n point</numerusform>
            <numerusform>Place %1: %2, %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="81"/>
        <source>The game is over: %n point(s).</source>
        <translation>
            <numerusform>The game is over: %n point.</numerusform>
            <numerusform>The game is over: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="84"/>
        <source>%n second(s) left.</source>
        <translation>
            <numerusform>%n second left.</numerusform>
            <numerusform>%n seconds left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="87"/>
        <source>%1: %n second(s) left.</source>
        <translation>
            <numerusform>%1: %n second left.</numerusform>
            <numerusform>%1: %n seconds left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="90"/>
        <source>%1: %n point(s), place %2</source>
        <translation>
            <numerusform>%1: %n point, place %2</numerusform>
            <numerusform>%1: %n points, place %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="93"/>
        <source>%1 for %n point(s).</source>
        <translation>
            <numerusform>%1 for %n point.</numerusform>
            <numerusform>%1 for %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="180"/>
        <source>You rolled %1.</source>
        <translation>You rolled %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="182"/>
        <source>%1 rolled %2.</source>
        <translation>%1 rolled %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="185"/>
        <location filename="../app/ui/table/speech.py" line="267"/>
        <source>Kept: %1.</source>
        <translation>Kept: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="206"/>
        <source>Kept %1.</source>
        <translation>Kept %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="206"/>
        <source>Released %1.</source>
        <translation>Released %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="222"/>
        <source>You strike %1.</source>
        <translation>You strike %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="224"/>
        <source>%1 strikes %2.</source>
        <translation>%1 strikes %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="231"/>
        <source>The clock chose the box.</source>
        <translation>The clock chose the box.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="234"/>
        <source>%1!</source>
        <translation>%1!</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="237"/>
        <source>Joker.</source>
        <translation>Joker.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="239"/>
        <source>Bonus: plus %1.</source>
        <translation>Bonus: plus %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="242"/>
        <source>Extra bonus: plus %1.</source>
        <translation>Extra bonus: plus %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="246"/>
        <location filename="../app/ui/table/speech.py" line="440"/>
        <source>Total %1.</source>
        <translation>Total %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="252"/>
        <source>Your turn. Press Space to roll.</source>
        <translation>Your turn. Press Space to roll.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="254"/>
        <source>Your turn.</source>
        <translation>Your turn.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="256"/>
        <source>%1&apos;s turn.</source>
        <translation>%1&apos;s turn.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="276"/>
        <source>(resigned)</source>
        <translation>(resigned)</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="282"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="289"/>
        <source>Strike %1? It counts 0. Return again strikes it.</source>
        <translation>Strike %1? It counts 0. Return again strikes it.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="298"/>
        <source>Taken back.</source>
        <translation>Taken back.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="347"/>
        <source>No upper bonus in these rules.</source>
        <translation>No upper bonus in these rules.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="354"/>
        <source>Top of the sheet.</source>
        <translation>Top of the sheet.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="356"/>
        <source>Bottom of the sheet.</source>
        <translation>Bottom of the sheet.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="358"/>
        <source>First column.</source>
        <translation>First column.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="360"/>
        <source>Last column.</source>
        <translation>Last column.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="366"/>
        <source>Not there. The dice may go to: %1.</source>
        <translation>Not there. The dice may go to: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="379"/>
        <source>%1 says: %2</source>
        <translation>%1 says: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="415"/>
        <source>%1 would score %2</source>
        <translation>%1 would score %2</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="420"/>
        <source>%1 not open</source>
        <translation>%1 not open</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="423"/>
        <source>Your sheet</source>
        <translation>Your sheet</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="425"/>
        <source>%1: no free boxes.</source>
        <translation>%1: no free boxes.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="428"/>
        <source>%1, free: %2.</source>
        <translation>%1, free: %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="456"/>
        <source>It is your turn.</source>
        <translation>It is your turn.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="458"/>
        <source>%1 is to move.</source>
        <translation>%1 is to move.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="478"/>
        <source>Not rolled yet.</source>
        <translation>Not rolled yet.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="481"/>
        <source>die %1: %2</source>
        <translation>die %1: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="484"/>
        <source>(kept)</source>
        <translation>(kept)</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="487"/>
        <source>Dice: %1.</source>
        <translation>Dice: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="492"/>
        <source>Hints are off. Press H to show them.</source>
        <translation>Hints are off. Press H to show them.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="494"/>
        <source>The hints are still being prepared.</source>
        <translation>The hints are still being prepared.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="496"/>
        <source>Hints come after your roll.</source>
        <translation>Hints come after your roll.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="503"/>
        <source>Best: keep %1 and roll again.</source>
        <translation>Best: keep %1 and roll again.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="508"/>
        <source>Best: roll all dice again.</source>
        <translation>Best: roll all dice again.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="513"/>
        <source>Hints:</source>
        <translation>Hints:</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="106"/>
        <source>Your turn, already rolled: %1. No rolls left: pick a box.</source>
        <translation>Your turn, already rolled: %1. No rolls left: pick a box.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="107"/>
        <source>Your turn, already rolled: %1. %n roll(s) left.</source>
        <translation>
            <numerusform>Your turn, already rolled: %1. %n roll left.</numerusform>
            <numerusform>Your turn, already rolled: %1. %n rolls left.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="196"/>
        <source>Time ran out: %1.</source>
        <translation>Time ran out: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="198"/>
        <source>Your time ran out: the clock rolled %1 for you.</source>
        <translation>Your time ran out: the clock rolled %1 for you.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="200"/>
        <source>%1&apos;s time ran out: the clock rolled %2.</source>
        <translation>%1&apos;s time ran out: the clock rolled %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="96"/>
        <source>your %n point(s) in %1</source>
        <translation>
            <numerusform>your %n point in %1</numerusform>
            <numerusform>your %n points in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="99"/>
        <source>%1&apos;s %n point(s) in %2</source>
        <translation>
            <numerusform>%1&apos;s %n point in %2</numerusform>
            <numerusform>%1&apos;s %n points in %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="102"/>
        <source>Upper section %1 of %2: %n point(s) to the bonus.</source>
        <translation>
            <numerusform>Upper section %1 of %2: %n point to the bonus.</numerusform>
            <numerusform>Upper section %1 of %2: %n points to the bonus.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="210"/>
        <source>Die %1, %2: kept.</source>
        <translation>Die %1, %2: kept.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="212"/>
        <source>Die %1, %2: released.</source>
        <translation>Die %1, %2: released.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="304"/>
        <source>your strike in %1</source>
        <translation>your strike in %1</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="308"/>
        <source>%1&apos;s strike in %2</source>
        <translation>%1&apos;s strike in %2</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="314"/>
        <source>Taken back: %1.</source>
        <translation>Taken back: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="321"/>
        <source>Hints shown. Press I to hear them.</source>
        <translation>Hints shown. Press I to hear them.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="322"/>
        <source>Hints hidden.</source>
        <translation>Hints hidden.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="335"/>
        <source>Upper bonus reached: plus %1.</source>
        <translation>Upper bonus reached: plus %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="386"/>
        <source>%1 sits down at the table.</source>
        <translation>%1 sits down at the table.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="388"/>
        <source>%1 has left the table.</source>
        <translation>%1 has left the table.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="390"/>
        <source>%1 is away; their seat waits for them.</source>
        <translation>%1 is away; their seat waits for them.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="392"/>
        <source>%1 is back.</source>
        <translation>%1 is back.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="398"/>
        <source>%1 offers a rematch: Accept rematch or Decline.</source>
        <translation>%1 offers a rematch: Accept rematch or Decline.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="438"/>
        <source>Filled: %1.</source>
        <translation>Filled: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="470"/>
        <source>Round %1 of %2.</source>
        <translation>Round %1 of %2.</translation>
    </message>
</context>
<context>
    <name>Start</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="132"/>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="160"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="389"/>
        <source>Back to the game</source>
        <translation>Back to the game</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="177"/>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="185"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="114"/>
        <source>Daily challenge</source>
        <translation>Daily challenge</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="192"/>
        <source>On your own</source>
        <translation>On your own</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="193"/>
        <source>%1 players</source>
        <translation>%1 players</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="215"/>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="226"/>
        <source>Who sits at seat %1</source>
        <translation>Who sits at seat %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="235"/>
        <source>Strength of the computer at seat %1</source>
        <translation>Strength of the computer at seat %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="240"/>
        <source>Name (optional)</source>
        <translation>Name (optional)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="244"/>
        <source>Name at seat %1</source>
        <translation>Name at seat %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="249"/>
        <source>keeps the most frequent number, takes the most points now</source>
        <translation>keeps the most frequent number, takes the most points now</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="250"/>
        <source>weighs which dice are worth keeping</source>
        <translation>weighs which dice are worth keeping</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="251"/>
        <source>plays ahead over both rerolls and aims for the bonus</source>
        <translation>plays ahead over both rerolls and aims for the bonus</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="252"/>
        <source>counts for your statistics</source>
        <translation>counts for your statistics</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="263"/>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="275"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="353"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="398"/>
        <source>Leave the online game?</source>
        <translation>Leave the online game?</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="399"/>
        <source>You sit at an online table. Starting a game here leaves it, and leaving counts as resigning.</source>
        <translation>You sit at an online table. Starting a game here leaves it, and leaving counts as resigning.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="864"/>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="366"/>
        <source>Triple</source>
        <translation>Triple</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="865"/>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="367"/>
        <source>Three columns per player, worth ×1, ×2 and ×3: every box is filled three times.</source>
        <translation>Three columns per player, worth ×1, ×2 and ×3: every box is filled three times.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="871"/>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="376"/>
        <source>Forced order</source>
        <translation>Forced order</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="872"/>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="377"/>
        <source>Boxes are filled from top to bottom, no choosing.</source>
        <translation>Boxes are filled from top to bottom, no choosing.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="397"/>
        <source>At least one seat needs a person.</source>
        <translation>At least one seat needs a person.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="390"/>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="403"/>
        <source>Start a new game</source>
        <translation>Start a new game</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="403"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="387"/>
        <source>Start a new game?</source>
        <translation>Start a new game?</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="388"/>
        <source>The game in progress ends without a result.</source>
        <translation>The game in progress ends without a result.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="401"/>
        <source>Leave and start</source>
        <translation>Leave and start</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="400"/>
        <source>Stay at the table</source>
        <translation>Stay at the table</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="32"/>
        <source>%1 people and %n computer(s)</source>
        <translation>
            <numerusform>%1 people and %n computer</numerusform>
            <numerusform>%1 people and %n computers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="31"/>
        <source>%n people</source>
        <translation>
            <numerusform>%n person</numerusform>
            <numerusform>%n people</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="170"/>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="80"/>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="119"/>
        <source>Play online</source>
        <translation>Play online</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="90"/>
        <source>Quick game</source>
        <translation>Quick game</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="108"/>
        <source>Set up a new game…</source>
        <translation>Set up a new game…</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="29"/>
        <source>You against %n computer(s)</source>
        <translation>
            <numerusform>You against %n computer</numerusform>
            <numerusform>You against %n computers</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="27"/>
        <source>You alone</source>
        <translation>You alone</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="102"/>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="109"/>
        <source>Rules of the charts</source>
        <translation>Rules of the charts</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="125"/>
        <source>Count games with hints</source>
        <translation>Count games with hints</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="127"/>
        <source>%n game(s) of these rules were played with hints shown.</source>
        <translation>
            <numerusform>%n game of these rules was played with hints shown.</numerusform>
            <numerusform>%n games of these rules were played with hints shown.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="128"/>
        <source>Games in which hints were shown are marked; leave them out to see how you play on your own.</source>
        <translation>Games in which hints were shown are marked; leave them out to see how you play on your own.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="144"/>
        <source>No finished games yet. Play a game to the end with a seat marked “You”, and your scores, your accuracy and your bonus and five-of-a-kind rates appear here as charts.</source>
        <translation>No finished games yet. Play a game to the end with a seat marked “You”, and your scores, your accuracy and your bonus and five-of-a-kind rates appear here as charts.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="146"/>
        <source>No game of %1 to show: the charts count the games you played to the end.</source>
        <translation>No game of %1 to show: the charts count the games you played to the end.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="147"/>
        <source>No game of %1 to show: the charts count the games you played to the end, and games with hints are left out now.</source>
        <translation>No game of %1 to show: the charts count the games you played to the end, and games with hints are left out now.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="158"/>
        <source>Your final scores (%n game(s))</source>
        <translation>
            <numerusform>Your final scores (%n game)</numerusform>
            <numerusform>Your final scores (%n games)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="170"/>
        <source>Your last game: score and points lost per decision</source>
        <translation>Your last game: score and points lost per decision</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="171"/>
        <source>Your last %n game(s): score and points lost per decision</source>
        <translation>
            <numerusform>Your last game (%n): score and points lost per decision</numerusform>
            <numerusform>Your last %n games: score and points lost per decision</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="184"/>
        <source>Rates</source>
        <translation>Rates</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="190"/>
        <source>Upper bonus reached</source>
        <translation>Upper bonus reached</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="192"/>
        <source>Five of a kind per game</source>
        <translation>Five of a kind per game</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="225"/>
        <source>Accuracy: no game reviewed yet.</source>
        <translation>Accuracy: no game reviewed yet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="226"/>
        <source>Accuracy: %1 points lost per decision over %n reviewed game(s).</source>
        <translation>
            <numerusform>Accuracy: %1 points lost per decision over %n reviewed game.</numerusform>
            <numerusform>Accuracy: %1 points lost per decision over %n reviewed games.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="242"/>
        <source>%1: games played to the end. Brass: the score; red, dashed: points lost per decision (lower is better; 0 is perfect play). Hollow dots: hints were shown.</source>
        <translation>%1: games played to the end. Brass: the score; red, dashed: points lost per decision (lower is better; 0 is perfect play). Hollow dots: hints were shown.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="249"/>
        <source>Every ruleset</source>
        <translation>Every ruleset</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="260"/>
        <source>Only games with a seat marked “You” count. A game with at least one computer counts as against the computer; a game with other people at this computer and no computer counts under people. Solo games count toward your best and average scores.</source>
        <translation>Only games with a seat marked “You” count. A game with at least one computer counts as against the computer; a game with other people at this computer and no computer counts under people. Solo games count toward your best and average scores.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="350"/>
        <source>Your games</source>
        <translation>Your games</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="364"/>
        <source>Finished games appear here; each opens on the analysis board.</source>
        <translation>Finished games appear here; each opens on the analysis board.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="409"/>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="431"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="435"/>
        <source>%1 lost per decision</source>
        <translation>%1 lost per decision</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="437"/>
        <source>hints</source>
        <translation>hints</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="445"/>
        <source>Analyse</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="24"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="25"/>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="26"/>
        <source>vs. computer
won · draw · lost</source>
        <translation>vs. computer
won · draw · lost</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="27"/>
        <source>vs. people
won · draw · lost</source>
        <translation>vs. people
won · draw · lost</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="28"/>
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="29"/>
        <source>Average</source>
        <translation>Average</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="30"/>
        <source>Five of a kind</source>
        <translation>Five of a kind</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="31"/>
        <source>Upper bonus</source>
        <translation>Upper bonus</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="32"/>
        <source>Solo best</source>
        <translation>Solo best</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TrendChart.qml" line="24"/>
        <source>Score and accuracy over your last games</source>
        <translation>Score and accuracy over your last games</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DistributionChart.qml" line="27"/>
        <source>Final scores</source>
        <translation>Final scores</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="427"/>
        <source>won</source>
        <translation>won</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="428"/>
        <source>place %1 of %2</source>
        <translation>place %1 of %2</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="433"/>
        <source>not finished on this computer</source>
        <translation>not finished on this computer</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="313"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="316"/>
        <source>The game was aborted and counts for nobody.</source>
        <extracomment>Online: someone left before every player had taken a turn.</extracomment>
        <translation>The game was aborted and counts for nobody.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="318"/>
        <source>%1 is playing (%2)…</source>
        <translation>%1 is playing (%2)…</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="320"/>
        <source>%1 is to move.</source>
        <translation>%1 is to move.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="322"/>
        <source>Enter %1 for %n point(s)? Click again or press Return.</source>
        <translation>
            <numerusform>Enter %1 for %n point? Click again or press Return.</numerusform>
            <numerusform>Enter %1 for %n points? Click again or press Return.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="324"/>
        <source>Strike %1? It counts 0. Click again or press Return.</source>
        <translation>Strike %1? It counts 0. Click again or press Return.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="327"/>
        <source>Roll the dice (Space).</source>
        <translation>Roll the dice (Space).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="328"/>
        <source>%1, it is your turn: roll the dice (Space).</source>
        <translation>%1, it is your turn: roll the dice (Space).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="331"/>
        <source>Keep dice and roll again, or pick a box.</source>
        <translation>Keep dice and roll again, or pick a box.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="332"/>
        <source>%1: keep dice and roll again, or pick a box.</source>
        <translation>%1: keep dice and roll again, or pick a box.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="335"/>
        <source>No rolls left: pick a box.</source>
        <translation>No rolls left: pick a box.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="336"/>
        <source>%1: no rolls left, pick a box.</source>
        <translation>%1: no rolls left, pick a box.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DiceArea.qml" line="95"/>
        <source>Press Space or the button to roll</source>
        <translation>Press Space or the button to roll</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="19"/>
        <source>Table: F1 lists the keys</source>
        <translation>Table: F1 lists the keys</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="240"/>
        <source>Your time ran out: %1 was entered for you (%n point(s)).</source>
        <translation>
            <numerusform>Your time ran out: %1 was entered for you (%n point).</numerusform>
            <numerusform>Your time ran out: %1 was entered for you (%n points).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="241"/>
        <source>Your time ran out: %1 was crossed out for you.</source>
        <translation>Your time ran out: %1 was crossed out for you.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="243"/>
        <source>%1&apos;s time ran out: %2 was entered (%n point(s)).</source>
        <translation>
            <numerusform>%1&apos;s time ran out: %2 was entered (%n point).</numerusform>
            <numerusform>%1&apos;s time ran out: %2 was entered (%n points).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="244"/>
        <source>%1&apos;s time ran out: %2 was crossed out.</source>
        <translation>%1&apos;s time ran out: %2 was crossed out.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="259"/>
        <source>%1 is away — %2 to come back</source>
        <translation>%1 is away — %2 to come back</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="262"/>
        <source>(%n more away)</source>
        <translation>
            <numerusform>(%n more away)</numerusform>
            <numerusform>(%n more away)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="301"/>
        <source>The connection to the server is lost. Reconnecting… Your seat waits for you.</source>
        <translation>The connection to the server is lost. Reconnecting… Your seat waits for you.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="375"/>
        <source>Roll</source>
        <translation>Roll</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="387"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="399"/>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="428"/>
        <source>no rolls left</source>
        <translation>no rolls left</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="404"/>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="409"/>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="429"/>
        <source>%n roll(s) left</source>
        <translation>
            <numerusform>%n roll left</numerusform>
            <numerusform>%n rolls left</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="445"/>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="448"/>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="460"/>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="467"/>
        <source>Hide hints</source>
        <translation>Hide hints</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="465"/>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="467"/>
        <source>Show hints</source>
        <translation>Show hints</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="473"/>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="601"/>
        <source>Resign</source>
        <translation>Resign</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="481"/>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="612"/>
        <source>Leave table</source>
        <translation>Leave table</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="591"/>
        <source>Resign?</source>
        <translation>Resign?</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="595"/>
        <source>You give up this game and rank behind everyone who plays on. You can stay at the table, watch and chat.</source>
        <translation>You give up this game and rank behind everyone who plays on. You can stay at the table, watch and chat.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="598"/>
        <source>You leave the game and rank behind everyone who plays on.</source>
        <translation>You leave the game and rank behind everyone who plays on.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="609"/>
        <source>Leave the table?</source>
        <translation>Leave the table?</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="610"/>
        <source>Leaving counts as resigning: the others play on, and you rank behind everyone who does.</source>
        <translation>Leaving counts as resigning: the others play on, and you rank behind everyone who does.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="596"/>
        <source>%1 leaves the game and ranks behind everyone who plays on.</source>
        <translation>%1 leaves the game and ranks behind everyone who plays on.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="100"/>
        <source>%1: %2 struck</source>
        <translation>%1: %2 struck</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="101"/>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="117"/>
        <source>%1: %n in %2</source>
        <translation>
            <numerusform>%1: %n in %2</numerusform>
            <numerusform>%1: %n in %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="473"/>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="601"/>
        <source>End game</source>
        <translation>End game</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="590"/>
        <source>End this game?</source>
        <translation>End this game?</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="600"/>
        <source>Keep playing</source>
        <translation>Keep playing</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Recap.qml" line="26"/>
        <source>Latest entries</source>
        <translation>Latest entries</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="611"/>
        <source>Stay</source>
        <translation>Stay</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="594"/>
        <source>The game ends here and counts with the points on your sheet so far.</source>
        <translation>The game ends here and counts with the points on your sheet so far.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="105"/>
        <source>bonus +%1</source>
        <translation>bonus +%1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="107"/>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="214"/>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="241"/>
        <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="64"/>
        <source>extra bonus +%1</source>
        <translation>extra bonus +%1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="103"/>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="109"/>
        <source>time ran out</source>
        <translation>time ran out</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Recap.qml" line="45"/>
        <source>Every entry of the game shows here as it is made.</source>
        <translation>Every entry of the game shows here as it is made.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnnouncementLog.qml" line="24"/>
        <location filename="../resources/qml/Fuenfwurf/AnnouncementLog.qml" line="32"/>
        <location filename="../resources/qml/Fuenfwurf/AnnouncementLog.qml" line="156"/>
        <location filename="../resources/qml/Fuenfwurf/AnnouncementLog.qml" line="166"/>
        <source>Announcements</source>
        <translation>Announcements</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/AnnouncementLog.qml" line="50"/>
        <source>Announcements: %n line(s)</source>
        <translation>
            <numerusform>Announcements: %n line</numerusform>
            <numerusform>Announcements: %n lines</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnnouncementLog.qml" line="57"/>
        <source>Scroll the announcements</source>
        <translation>Scroll the announcements</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnnouncementLog.qml" line="90"/>
        <location filename="../resources/qml/Fuenfwurf/AnnouncementLog.qml" line="116"/>
        <source>What happens at the table is written here.</source>
        <translation>What happens at the table is written here.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="178"/>
        <source>Watching: you resigned, the others play on to the end.</source>
        <translation>Watching: you resigned, the others play on to the end.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="179"/>
        <source>Watching table %1: you have no seat here, the players move.</source>
        <translation>Watching table %1: you have no seat here, the players move.</translation>
    </message>
</context>
<context>
    <name>WinChances</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/WinChanceStrip.qml" line="18"/>
        <location filename="../app/ui/table/winchances.py" line="70"/>
        <source>Chances to win:</source>
        <translation>Chances to win:</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/WinChanceStrip.qml" line="22"/>
        <source>Chances to win</source>
        <translation>Chances to win</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="528"/>
        <source>Chances to win over the game</source>
        <translation>Chances to win over the game</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/WinChanceChart.qml" line="33"/>
        <source>Win chances over the game: being worked out</source>
        <translation>Win chances over the game: being worked out</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/WinChanceChart.qml" line="36"/>
        <source>Win chances over the game:</source>
        <translation>Win chances over the game:</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/WinChanceChart.qml" line="78"/>
        <source>Working out the win chances …</source>
        <translation>Working out the win chances …</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/WinChanceChart.qml" line="117"/>
        <source>end</source>
        <translation>end</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/WinChanceChart.qml" line="118"/>
        <source>round %1</source>
        <translation>round %1</translation>
    </message>
    <message>
        <location filename="../app/ui/table/winchances.py" line="65"/>
        <source>No win chances to tell here.</source>
        <translation>No win chances to tell here.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/winchances.py" line="67"/>
        <source>%1 %2 %</source>
        <translation>%1 %2 %</translation>
    </message>
</context>
<context>
    <name>WinHint</name>
    <message>
        <location filename="../app/ui/table/winhint.py" line="100"/>
        <source>roll all dice again</source>
        <translation>roll all dice again</translation>
    </message>
    <message>
        <location filename="../app/ui/table/winhint.py" line="101"/>
        <source>keep %1</source>
        <translation>keep %1</translation>
    </message>
    <message>
        <location filename="../app/ui/table/winhint.py" line="110"/>
        <source>To win: %1, %2 % chance.</source>
        <translation>To win: %1, %2 % chance.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/winhint.py" line="112"/>
        <source>For points: %1, %2 % chance, %3 points more expected.</source>
        <translation>For points: %1, %2 % chance, %3 points more expected.</translation>
    </message>
</context>
</TS>
