<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Analysis</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="20"/>
        <source>strike %1</source>
        <translation>%1 streichen</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="21"/>
        <source>%1 (%n point(s))</source>
        <translation>
            <numerusform>%1 (%n Punkt)</numerusform>
            <numerusform>%1 (%n Punkte)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="22"/>
        <source>reroll all</source>
        <translation>alle neu würfeln</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="23"/>
        <source>keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="28"/>
        <source>Before the first roll</source>
        <translation>Vor dem ersten Wurf</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="29"/>
        <source>The end: %1 won</source>
        <translation>Das Ende: %1 hat gewonnen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="30"/>
        <source>The end of the game</source>
        <translation>Das Ende des Spiels</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="31"/>
        <source>%1 resigns</source>
        <translation>%1 gibt auf</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="33"/>
        <source>%1 · turn %2 of %3 · roll %4</source>
        <translation>%1 · Zug %2 von %3 · Wurf %4</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="38"/>
        <source>Chose: %1 and roll again</source>
        <translation>Gewählt: %1 und weiterwürfeln</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="40"/>
        <source>The clock entered: %1</source>
        <translation>Nach Zeitablauf automatisch: %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="40"/>
        <source>Chose: %1</source>
        <translation>Gewählt: %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="42"/>
        <source>Resigned here</source>
        <translation>Hier aufgegeben</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="65"/>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="49"/>
        <source>Open a game file</source>
        <translation>Eine Spieldatei öffnen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="67"/>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="75"/>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="51"/>
        <source>Game files (*.json)</source>
        <translation>Spieldateien (*.json)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="72"/>
        <source>Export the game</source>
        <translation>Das Spiel exportieren</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="91"/>
        <source>Analysis board</source>
        <translation>Analysebrett</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="101"/>
        <source>Open a finished game to step through it roll by roll and see what each decision cost: from the results after a game, from your games under Statistics, or from a game file (also by dropping it on the window).</source>
        <translation>Öffne ein beendetes Spiel, um es Wurf für Wurf durchzugehen und zu sehen, was jede Entscheidung gekostet hat: aus den Ergebnissen nach einem Spiel, aus deinen Spielen unter Statistik oder aus einer Spieldatei (auch, indem du sie aufs Fenster ziehst).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="104"/>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="168"/>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="356"/>
        <source>Open a game file…</source>
        <translation>Spieldatei öffnen …</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="136"/>
        <source>Analysis: %1</source>
        <translation>Analyse: %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="149"/>
        <source>online table %1</source>
        <translation>Online-Tisch %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="151"/>
        <source>from a game file</source>
        <translation>aus einer Spieldatei</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="153"/>
        <source>hints were shown</source>
        <translation>mit Tipps gespielt</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="155"/>
        <source>approximate values</source>
        <translation>Näherungswerte</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="173"/>
        <source>Export…</source>
        <translation>Exportieren …</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="181"/>
        <source>Play on from here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="244"/>
        <source>no rolls left</source>
        <translation>keine Würfe mehr</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="245"/>
        <source>%n roll(s) left</source>
        <translation>
            <numerusform>noch %n Wurf</numerusform>
            <numerusform>noch %n Würfe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="246"/>
        <source>underlined: held for this roll</source>
        <translation>unterstrichen: bei diesem Wurf behalten</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="264"/>
        <source>The best choice: %1 points expected at the end.</source>
        <translation>Die beste Wahl: am Ende %1 Punkte erwartet.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="265"/>
        <source>This cost %1 points: %2 expected at the end instead of %3.</source>
        <translation>Das hat %1 Punkte gekostet: am Ende %2 erwartet statt %3.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="278"/>
        <source>Chance to win: nothing lost.</source>
        <translation>Siegchance: nichts verloren.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="279"/>
        <source>Chance to win: −%1 %.</source>
        <translation>Siegchance: −%1 %.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="287"/>
        <source>The review is not available for this game.</source>
        <translation>Für dieses Spiel gibt es keinen Rückblick.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="288"/>
        <source>Looking at every decision of the game…</source>
        <translation>Jede Entscheidung des Spiels wird geprüft …</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="302"/>
        <source>Choices, best first</source>
        <translation>Möglichkeiten, die beste zuerst</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="312"/>
        <source>expected</source>
        <translation>erwartet</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="321"/>
        <source>loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="370"/>
        <source>chosen</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="404"/>
        <source>Accuracy over the whole game</source>
        <translation>Genauigkeit über das ganze Spiel</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="448"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n Punkt</numerusform>
            <numerusform>%1: %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="458"/>
        <source>%1 lost per decision (%2 in all over %n decision(s)) · luck %3</source>
        <translation>
            <numerusform>%1 verloren je Entscheidung (%2 insgesamt bei %n Entscheidung) · Würfelglück %3</numerusform>
            <numerusform>%1 verloren je Entscheidung (%2 insgesamt bei %n Entscheidungen) · Würfelglück %3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="470"/>
        <source>Costliest decision: turn %1, −%2 % to win</source>
        <translation>Teuerste Entscheidung: Zug %1, −%2 % Siegchance</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="500"/>
        <source>To the start</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="506"/>
        <source>Turn back</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="511"/>
        <source>Roll back</source>
        <translation>Einen Wurf zurück</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="525"/>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="551"/>
        <source>Roll on</source>
        <translation>Einen Wurf weiter</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="556"/>
        <source>Turn on</source>
        <translation>Einen Zug weiter</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="562"/>
        <source>To the end</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="569"/>
        <source>No mistakes of %1</source>
        <translation>Keine Fehler von %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="570"/>
        <source>Next mistake of %1 (N)</source>
        <translation>Nächster Fehler von %1 (N)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnalysisScreen.qml" line="584"/>
        <source>← → roll by roll · ↑ ↓ turn by turn · N next mistake, Shift+N the one before · click a player to follow their mistakes</source>
        <translation>← → Wurf für Wurf · ↑ ↓ Zug für Zug · N nächster Fehler, Umschalt+N der vorige · Klick auf einen Spieler, um seinen Fehlern zu folgen</translation>
    </message>
</context>
<context>
    <name>Boxes</name>
    <message>
        <location filename="../app/ui/common/texts.py" line="26"/>
        <source>Ones</source>
        <translation>Einser</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="28"/>
        <source>Twos</source>
        <translation>Zweier</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="30"/>
        <source>Threes</source>
        <translation>Dreier</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="32"/>
        <source>Fours</source>
        <translation>Vierer</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="34"/>
        <source>Fives</source>
        <translation>Fünfer</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="36"/>
        <source>Sixes</source>
        <translation>Sechser</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="38"/>
        <source>Three of a kind</source>
        <translation>Dreierpasch</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="40"/>
        <source>Four of a kind</source>
        <translation>Viererpasch</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="42"/>
        <source>Five of a kind</source>
        <translation>Fünferpasch</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="44"/>
        <source>Six of a kind</source>
        <translation>Sechserpasch</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="46"/>
        <source>Full house</source>
        <translation>Full House</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="48"/>
        <source>Small straight</source>
        <translation>Kleine Straße</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="50"/>
        <source>Large straight</source>
        <translation>Große Straße</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="52"/>
        <source>Full straight</source>
        <translation>Ganze Straße</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="54"/>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="56"/>
        <source>One pair</source>
        <translation>Ein Paar</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="58"/>
        <source>Two pairs</source>
        <translation>Zwei Paare</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="60"/>
        <source>Three pairs</source>
        <translation>Drei Paare</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="62"/>
        <source>Castle</source>
        <translation>Burg</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="64"/>
        <source>Tower</source>
        <translation>Turm</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="66"/>
        <source>Upper total</source>
        <translation>Summe oben</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="68"/>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="70"/>
        <source>Extra bonus</source>
        <translation>Zusatzbonus</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="72"/>
        <source>Column totals</source>
        <translation>Spaltensummen</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="74"/>
        <source>Total</source>
        <translation>Gesamt</translation>
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
        <translation>%1 hat sich an den Tisch gesetzt.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="105"/>
        <source>%1 left the table.</source>
        <translation>%1 hat den Tisch verlassen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="106"/>
        <source>%1 is away; the seat waits for them.</source>
        <translation>%1 ist abwesend; der Platz wird freigehalten.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="107"/>
        <source>%1 is back.</source>
        <translation>%1 ist zurück.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="114"/>
        <source>%1 wrote: %2</source>
        <translation>%1 schrieb: %2</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="115"/>
        <source>Notice: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="215"/>
        <source>No messages yet. Say hello!</source>
        <translation>Noch keine Nachrichten. Sag Hallo!</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="253"/>
        <source>Write to the table…</source>
        <translation>Nachricht …</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="254"/>
        <source>Offline: the chat waits for the connection</source>
        <translation>Offline: Chat wartet</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="255"/>
        <source>Chat message</source>
        <translation>Chat-Nachricht</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="58"/>
        <source>%1 left</source>
        <translation>noch %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="63"/>
        <source>%n character(s) left</source>
        <translation>
            <numerusform>noch %n Zeichen</numerusform>
            <numerusform>noch %n Zeichen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="68"/>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ChatPanel.qml" line="236"/>
        <source>You are watching: only the players write here.</source>
        <translation>Du schaust zu: Hier schreiben nur die Spieler.</translation>
    </message>
</context>
<context>
    <name>Clock</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TurnClock.qml" line="32"/>
        <source>Your time</source>
        <translation>Deine Zeit</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TurnClock.qml" line="33"/>
        <source>%1&apos;s time</source>
        <translation>Zeit von %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TurnClock.qml" line="42"/>
        <source>paused</source>
        <translation>Pause</translation>
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
        <translation>%1 streichen</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/CoachNote.qml" line="15"/>
        <source>%1 (%n point(s))</source>
        <translation>
            <numerusform>%1 (%n Punkt)</numerusform>
            <numerusform>%1 (%n Punkte)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/CoachNote.qml" line="16"/>
        <source>reroll all</source>
        <translation>alle neu würfeln</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/CoachNote.qml" line="17"/>
        <source>keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/CoachNote.qml" line="49"/>
        <source>Coach: that cost %1 points</source>
        <translation>Trainer: Das hat %1 Punkte gekostet</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/CoachNote.qml" line="60"/>
        <source>Better: %1, with %2 points expected at the end. Your choice, %3: %4.</source>
        <translation>Besser: %1, am Ende %2 Punkte erwartet. Deine Wahl, %3: %4.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/CoachNote.qml" line="75"/>
        <source>Close the note</source>
        <translation>Notiz schließen</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyDistribution.qml" line="40"/>
        <source>How the field scored today</source>
        <translation>So haben die anderen heute abgeschnitten</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="407"/>
        <source>Practice with today&apos;s public dice: not ranked. The ranked challenge is played online, once a day.</source>
        <translation>Training mit den öffentlichen Würfeln von heute: ohne Wertung. Die gewertete Herausforderung spielst du online, einmal am Tag.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="416"/>
        <source>Today&apos;s daily challenge</source>
        <translation>Die Tagesherausforderung von heute</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="429"/>
        <source>Asking the server how the field played…</source>
        <translation>Der Server wird gefragt, wie die anderen gespielt haben …</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="431"/>
        <source>The day&apos;s board cannot be fetched just now; it is on the daily challenge screen later.</source>
        <translation>Die Tageswertung lässt sich gerade nicht abrufen; du findest sie später bei der Tagesherausforderung.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="433"/>
        <source>Rank %1 of %n finished attempt(s) so far today.</source>
        <translation>
            <numerusform>Rang %1 von %n beendeten Versuch bisher heute.</numerusform>
            <numerusform>Rang %1 von %n beendeten Versuchen bisher heute.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="434"/>
        <source>%n attempt(s) finished so far today.</source>
        <translation>
            <numerusform>%n Versuch bisher heute beendet.</numerusform>
            <numerusform>%n Versuche bisher heute beendet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="152"/>
        <source>Daily challenge: the same dice for everyone today, one attempt, no hints.</source>
        <translation>Tagesherausforderung: heute dieselben Würfel für alle, ein Versuch, keine Tipps.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="153"/>
        <source>Practice: today&apos;s public dice, no hints, not ranked.</source>
        <translation>Training: die öffentlichen Würfel von heute, keine Tipps, ohne Wertung.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="36"/>
        <source>Rank %1: %2, %n point(s)</source>
        <translation>
            <numerusform>Rang %1: %2, %n Punkt</numerusform>
            <numerusform>Rang %1: %2, %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="99"/>
        <source>Daily challenge</source>
        <translation>Tagesherausforderung</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="108"/>
        <source>%1 (UTC): the same dice for everyone, one attempt each</source>
        <translation>%1 (UTC): dieselben Würfel für alle, ein Versuch für jeden</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="119"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="174"/>
        <source>Today&apos;s ranked challenge</source>
        <translation>Die gewertete Herausforderung von heute</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="184"/>
        <source>Every player meets the same dice: the dice you see depend only on the dice you keep. One scored attempt a day, without hints. The server hands out each roll as you play and reveals the day&apos;s seed at midnight (UTC), so every game can be checked.</source>
        <translation>Alle bekommen dieselben Würfel: Was du siehst, hängt nur davon ab, welche Würfel du behältst. Ein gewerteter Versuch am Tag, ohne Tipps. Der Server gibt jeden Wurf erst beim Spielen heraus und veröffentlicht den Startwert des Tages um Mitternacht (UTC), damit sich jedes Spiel nachprüfen lässt.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="193"/>
        <source>The day&apos;s commitment: %1</source>
        <translation>Prüfwert des Tages: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="200"/>
        <source>%n attempt(s) begun today</source>
        <translation>
            <numerusform>heute %n Versuch begonnen</numerusform>
            <numerusform>heute %n Versuche begonnen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="208"/>
        <source>The ranked challenge is played on the table server. You are offline.</source>
        <translation>Die gewertete Herausforderung läuft über den Tischserver. Du bist offline.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="243"/>
        <source>Play today&apos;s %1</source>
        <translation>Heute spielen (%1)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="250"/>
        <source>Go online</source>
        <translation>Online gehen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="272"/>
        <source>Practice (not ranked)</source>
        <translation>Training (ohne Wertung)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="282"/>
        <source>Without a server: a challenge of the same kind, from dice anyone can work out from today&apos;s date. Play it as often as you like; it counts on no board.</source>
        <translation>Ohne Server: eine Herausforderung derselben Art, mit Würfeln, die jeder aus dem heutigen Datum ausrechnen kann. Spiel sie, so oft du willst; sie zählt in keiner Wertung.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="288"/>
        <source>Practise %1</source>
        <translation>Trainieren (%1)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="308"/>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="319"/>
        <source>The day&apos;s boards show here once you are online: how everyone scored today, and this week&apos;s best.</source>
        <translation>Die Wertungen des Tages erscheinen hier, sobald du online bist: wie alle heute abgeschnitten haben und die Besten dieser Woche.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="323"/>
        <source>You: rank %1 with %2 points, of %n finished attempt(s).</source>
        <translation>
            <numerusform>Du: Rang %1 mit %2 Punkten, von %n beendeten Versuch.</numerusform>
            <numerusform>Du: Rang %1 mit %2 Punkten, von %n beendeten Versuchen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="324"/>
        <source>%n finished attempt(s) so far.</source>
        <translation>
            <numerusform>Bisher %n beendeter Versuch.</numerusform>
            <numerusform>Bisher %n beendete Versuche.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="340"/>
        <source>Nobody has finished today&apos;s challenge yet.</source>
        <translation>Noch hat niemand die heutige Herausforderung beendet.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="346"/>
        <source>This week&apos;s best</source>
        <translation>Die Besten dieser Woche</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="357"/>
        <source>No finished challenges this week yet.</source>
        <translation>Diese Woche wurde noch keine Herausforderung beendet.</translation>
    </message>
</context>
<context>
    <name>Dialog</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ConfirmDialog.qml" line="16"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="344"/>
        <source>Dice verified</source>
        <translation>Würfel geprüft</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="345"/>
        <source>Dice verified (your own seed came too late to count)</source>
        <translation>Würfel geprüft (dein eigener Startwert kam zu spät und zählte nicht)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="346"/>
        <source>The dice can be checked once the day is over and the seed is revealed</source>
        <translation>Die Würfel lassen sich prüfen, sobald der Tag vorbei ist und der Startwert veröffentlicht wurde</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="347"/>
        <source>No published dice to check</source>
        <translation>Keine veröffentlichten Würfel zum Prüfen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="348"/>
        <source>Warning: these dice were made in a way this version cannot check</source>
        <translation>Warnung: Diese Würfel wurden auf eine Art erzeugt, die diese Version nicht prüfen kann</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="349"/>
        <source>Warning: the revealed seed is not the one the server committed to</source>
        <translation>Warnung: Der veröffentlichte Startwert passt nicht zum Prüfwert des Servers</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="350"/>
        <source>Warning: a roll does not match the seeds. These dice cannot be trusted</source>
        <translation>Warnung: Ein Wurf passt nicht zu den Startwerten. Diesen Würfeln ist nicht zu trauen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="351"/>
        <source>Warning: the game&apos;s record cannot be replayed</source>
        <translation>Warnung: Die Aufzeichnung des Spiels lässt sich nicht nachspielen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="352"/>
        <source>Warning: the server&apos;s commitment changed during the game</source>
        <translation>Warnung: Der Prüfwert des Servers hat sich während des Spiels geändert</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="353"/>
        <source>Warning: the server listed another seed for you than the one you gave</source>
        <translation>Warnung: Der Server führt für dich einen anderen Startwert als den, den du gegeben hast</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="354"/>
        <source>Warning: the published seeds cannot be read</source>
        <translation>Warnung: Die veröffentlichten Startwerte sind nicht lesbar</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="363"/>
        <source>This app checked the server&apos;s seed against the commitment it showed before the first roll, then every roll of the game.</source>
        <translation>Die App hat den Startwert des Servers mit dem Prüfwert verglichen, den er vor dem ersten Wurf gezeigt hat, und danach jeden Wurf des Spiels nachgerechnet.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="365"/>
        <source>Everyone gets the same dice today, so the day&apos;s seed stays secret until midnight (UTC).</source>
        <translation>Heute bekommen alle dieselben Würfel, darum bleibt der Startwert des Tages bis Mitternacht (UTC) geheim.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="86"/>
        <source>one</source>
        <translation>Eins</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="88"/>
        <source>two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="90"/>
        <source>three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="92"/>
        <source>four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="94"/>
        <source>five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="96"/>
        <source>six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="97"/>
        <source>not rolled</source>
        <translation>nicht gewürfelt</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DiceArea.qml" line="192"/>
        <source>Die %1: %2</source>
        <translation>Würfel %1: %2</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="157"/>
        <source>The server could not read a message from this app. Please update Fünfwurf.</source>
        <translation>Der Server konnte eine Nachricht dieser App nicht lesen. Bitte aktualisiere Fünfwurf.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="158"/>
        <source>A message from this app was too long for the server.</source>
        <translation>Eine Nachricht dieser App war zu lang für den Server.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="159"/>
        <source>The server does not know a request of this app. Please update Fünfwurf.</source>
        <translation>Der Server kennt eine Anfrage dieser App nicht. Bitte aktualisiere Fünfwurf.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="160"/>
        <source>This server speaks another version of the table protocol. Please update Fünfwurf.</source>
        <translation>Dieser Server spricht eine andere Version des Tischprotokolls. Bitte aktualisiere Fünfwurf.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="161"/>
        <source>Too many requests in a short time. Wait a moment and try again.</source>
        <translation>Zu viele Anfragen in kurzer Zeit. Warte einen Moment und versuche es noch einmal.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="163"/>
        <source>The connection was not set up properly. Connect again.</source>
        <translation>Die Verbindung wurde nicht richtig aufgebaut. Verbinde dich neu.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="164"/>
        <source>The connection was set up twice. Connect again.</source>
        <translation>Die Verbindung wurde doppelt aufgebaut. Verbinde dich neu.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="165"/>
        <source>The server does not know this computer&apos;s player any more.</source>
        <translation>Der Server kennt den Spieler dieses Computers nicht mehr.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="166"/>
        <source>Choose a name before playing online.</source>
        <translation>Wähle einen Namen, bevor du online spielst.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="170"/>
        <source>The server does not offer a table with these options.</source>
        <translation>Einen Tisch mit diesen Einstellungen bietet der Server nicht an.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="171"/>
        <source>There is no open table with this code. Check the code; a table closes when everyone has left it.</source>
        <translation>Es gibt keinen offenen Tisch mit diesem Code. Prüfe den Code; ein Tisch schließt, sobald alle ihn verlassen haben.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="172"/>
        <source>Every seat at this table is taken.</source>
        <translation>An diesem Tisch sind alle Plätze besetzt.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="173"/>
        <source>The game at this table has already started.</source>
        <translation>Das Spiel an diesem Tisch hat schon begonnen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="174"/>
        <source>You already sit at another table. Leave it first.</source>
        <translation>Du sitzt schon an einem anderen Tisch. Verlass ihn zuerst.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="175"/>
        <source>You are not at a table.</source>
        <translation>Du sitzt an keinem Tisch.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="176"/>
        <source>Only players with a seat at the table can do that.</source>
        <translation>Das können nur Spieler mit einem Platz am Tisch.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="177"/>
        <source>Too many people are watching this table.</source>
        <translation>Diesem Tisch schauen schon zu viele zu.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="178"/>
        <source>The game starts when every seat is taken.</source>
        <translation>Das Spiel beginnt, sobald alle Plätze besetzt sind.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="179"/>
        <source>Too late: the table had moved on (perhaps the clock ran out). This is the current state.</source>
        <translation>Zu spät: Der Tisch war schon weiter (vielleicht war die Zeit um). Das ist der aktuelle Stand.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="167"/>
        <source>A name needs 1 to %1 visible letters, digits or signs on one line, with single spaces and at most %2 accents on a letter.</source>
        <translation>Ein Name braucht 1 bis %1 sichtbare Buchstaben, Ziffern oder Zeichen in einer Zeile, mit einzelnen Leerzeichen und höchstens %2 Akzenten auf einem Buchstaben.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="168"/>
        <source>This name is kept for the game&apos;s own messages (like System, Server, Admin or Fünfwurf), or it has a # (the game&apos;s mark beside names that look alike). Please choose another one.</source>
        <translation>Dieser Name bleibt den Meldungen des Spiels vorbehalten (wie System, Server, Admin oder Fünfwurf), oder er enthält ein # (das Zeichen des Spiels neben Namen, die gleich aussehen). Bitte wähle einen anderen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="180"/>
        <source>A chat line needs 1 to %1 characters on one line, some of them visible, with at most %2 accents on a letter.</source>
        <translation>Eine Chatzeile braucht 1 bis %1 Zeichen in einer Zeile, davon sichtbare, mit höchstens %2 Akzenten auf einem Buchstaben.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="181"/>
        <source>A rematch is not possible here any more.</source>
        <translation>Eine Revanche ist hier nicht mehr möglich.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="182"/>
        <source>This player does not take invitations.</source>
        <translation>Dieser Spieler nimmt keine Einladungen an.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="183"/>
        <source>This player is not online right now.</source>
        <translation>Dieser Spieler ist gerade nicht online.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="185"/>
        <source>The server could not save that, so it did not happen. Please try again.</source>
        <translation>Der Server konnte das nicht speichern, daher ist es nicht geschehen. Bitte versuche es noch einmal.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="186"/>
        <source>The server is shutting down. The game is saved; it goes on when the server is back.</source>
        <translation>Der Server fährt herunter. Das Spiel ist gespeichert und geht weiter, sobald der Server wieder da ist.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="187"/>
        <source>The server cannot do that right now. Please try again in a moment.</source>
        <translation>Der Server kann das gerade nicht erledigen. Bitte versuche es gleich noch einmal.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="188"/>
        <source>You have had your go at today&apos;s challenge. A new one comes at midnight (UTC).</source>
        <translation>Du hast die heutige Herausforderung schon gespielt. Um Mitternacht (UTC) kommt eine neue.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="189"/>
        <source>The day of this challenge is over. Today&apos;s challenge is waiting.</source>
        <translation>Der Tag dieser Herausforderung ist vorbei. Die heutige wartet schon.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="190"/>
        <source>This identity is new today: practise today&apos;s challenge, and play it for the board from tomorrow (UTC).</source>
        <translation>Diese Identität ist von heute: Übe die heutige Herausforderung, und spiele sie ab morgen (UTC) für die Tageswertung.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="191"/>
        <source>A daily challenge cannot be watched: its dice are the same for everyone.</source>
        <translation>Einer Tagesherausforderung kann man nicht zusehen: Ihre Würfel sind für alle dieselben.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="192"/>
        <source>The server ran into a problem; nothing was changed. Please try again.</source>
        <translation>Auf dem Server ist ein Fehler aufgetreten; nichts wurde verändert. Bitte versuche es noch einmal.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="194"/>
        <source>That move is not allowed.</source>
        <translation>Dieser Zug ist nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="195"/>
        <source>These dice cannot follow the last roll.</source>
        <translation>Diese Würfel können nicht auf den letzten Wurf folgen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="196"/>
        <source>There is no such seat at this table.</source>
        <translation>Diesen Platz gibt es an diesem Tisch nicht.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="198"/>
        <source>Not connected to the table server.</source>
        <translation>Keine Verbindung zum Tischserver.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="199"/>
        <source>The table server cannot be reached.</source>
        <translation>Der Tischserver ist nicht erreichbar.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="200"/>
        <source>The server does not know this player.</source>
        <translation>Der Server kennt diesen Spieler nicht.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="201"/>
        <source>The server could not answer just now.</source>
        <translation>Der Server konnte gerade nicht antworten.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="202"/>
        <source>The server&apos;s answer could not be read.</source>
        <translation>Die Antwort des Servers ließ sich nicht lesen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="203"/>
        <source>That is not a table code: eight letters and digits, like K7QM-R2XH.</source>
        <translation>Das ist kein Tischcode: acht Buchstaben und Ziffern, etwa K7QM-R2XH.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="204"/>
        <source>That invitation link cannot be read. It looks like fuenfwurf://join/K7QM-R2XH.</source>
        <translation>Dieser Einladungslink lässt sich nicht lesen. Ein gültiger Link sieht so aus: fuenfwurf://join/K7QM-R2XH.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="205"/>
        <source>The invitation names a server address that cannot be used.</source>
        <translation>Die Einladung nennt eine Serveradresse, die sich nicht verwenden lässt.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="206"/>
        <source>The state of this table cannot be followed. Leave it and join again.</source>
        <translation>Der Stand dieses Tisches lässt sich nicht verfolgen. Verlass ihn und setz dich neu dazu.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="162"/>
        <source>Something went wrong.</source>
        <translation>Etwas ist schiefgegangen.</translation>
    </message>
</context>
<context>
    <name>Friends</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="88"/>
        <source>No table server answers</source>
        <translation>Kein Tischserver antwortet</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="91"/>
        <source>Nobody answers at %1. There is no public Fünfwurf server: to play with friends on other computers, one of you hosts a table, or you use a server someone runs for you.</source>
        <translation>Unter %1 antwortet niemand. Einen öffentlichen Fünfwurf-Server gibt es nicht: Um mit Freunden an anderen Computern zu spielen, richtet einer von euch einen Tisch ein, oder ihr nutzt einen Server, den jemand für euch betreibt.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="99"/>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="283"/>
        <source>Host a table on this computer</source>
        <translation>Tisch auf diesem Computer einrichten</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="100"/>
        <source>The game runs the table server here; your friends connect to this computer.</source>
        <translation>Das Spiel betreibt den Tischserver hier; deine Freunde verbinden sich mit diesem Computer.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="101"/>
        <source>Needs: friends on the same network (the same Wi-Fi), or a port forwarded on your router for friends elsewhere.</source>
        <translation>Braucht: Freunde im selben Netz (im selben WLAN) – oder für Freunde anderswo einen weitergeleiteten Port am Router.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="105"/>
        <source>Host here</source>
        <translation>Hier einrichten</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="111"/>
        <source>Look for tables nearby</source>
        <translation>Tische in der Nähe suchen</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="113"/>
        <source>%n table server(s) found on this network: choose one below.</source>
        <translation>
            <numerusform>%n Tischserver in diesem Netz gefunden: Wähle ihn unten.</numerusform>
            <numerusform>%n Tischserver in diesem Netz gefunden: Wähle einen unten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="114"/>
        <source>Tables a friend hosts on this network show below by themselves.</source>
        <translation>Tische, die Freunde in diesem Netz einrichten, erscheinen unten von selbst.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="115"/>
        <source>Needs: a friend hosting on the same network.</source>
        <translation>Braucht: einen Freund, der im selben Netz einen Tisch einrichtet.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="119"/>
        <source>Look now</source>
        <translation>Jetzt suchen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="124"/>
        <source>Looking…</source>
        <translation>Suche läuft …</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="131"/>
        <source>Enter a server address</source>
        <translation>Serveradresse eingeben</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="132"/>
        <source>A server a friend hosts or someone runs: type what they gave you.</source>
        <translation>Ein Server, den ein Freund oder jemand anderes betreibt: Gib ein, was man dir genannt hat.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="133"/>
        <source>Needs: its address, like 192.168.1.20:8765 or wss://play.example.org.</source>
        <translation>Braucht: seine Adresse, etwa 192.168.1.20:8765 oder wss://play.example.org.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="138"/>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="139"/>
        <source>Server address</source>
        <translation>Serveradresse</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="151"/>
        <source>Play offline</source>
        <translation>Offline spielen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="152"/>
        <source>Against the computer, or with friends at this computer taking turns.</source>
        <translation>Gegen den Computer oder abwechselnd mit Freunden an diesem Computer.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="153"/>
        <source>Needs nothing: no network, no server.</source>
        <translation>Braucht nichts: kein Netz, keinen Server.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="156"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="164"/>
        <source>The server may just be starting:</source>
        <translation>Vielleicht startet der Server gerade:</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="169"/>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="226"/>
        <source>Try again</source>
        <translation>Noch einmal versuchen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="203"/>
        <source>Starting the table server on this computer…</source>
        <translation>Der Tischserver startet auf diesem Computer …</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="204"/>
        <source>Stopping the table server…</source>
        <translation>Der Tischserver hält an …</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="205"/>
        <source>The table server could not start here.</source>
        <translation>Der Tischserver konnte hier nicht starten.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="208"/>
        <source>You host a table server on this computer · %n friend(s) seated</source>
        <translation>
            <numerusform>Du betreibst einen Tischserver auf diesem Computer · %n Freund am Tisch</numerusform>
            <numerusform>Du betreibst einen Tischserver auf diesem Computer · %n Freunde am Tisch</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="209"/>
        <source>You host a table server on this computer</source>
        <translation>Du betreibst einen Tischserver auf diesem Computer</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="215"/>
        <source>Copy address</source>
        <translation>Adresse kopieren</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="221"/>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="260"/>
        <source>Stop hosting</source>
        <translation>Server beenden</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="234"/>
        <source>Friends on your network connect to %1 — or find this table under “Tables nearby”. Invitations you copy name this address.</source>
        <translation>Freunde in deinem Netz verbinden sich mit %1 – oder finden ihn unter „Tische in der Nähe“. Kopierte Einladungen nennen diese Adresse.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="234"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="235"/>
        <source>This computer is on no network just now: only games at this computer can use the server.</source>
        <translation>Dieser Computer ist gerade in keinem Netz: Nur Spiele an diesem Computer können den Server nutzen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="243"/>
        <source>A friend elsewhere on the internet cannot reach these addresses: forward port %1 on your router to this computer and give them your public address, or play on a public server.</source>
        <translation>Freunde anderswo im Internet erreichen diese Adressen nicht: Leite am Router den Port %1 an diesen Computer weiter und nenne ihnen deine öffentliche Adresse – oder spielt auf einem öffentlichen Server.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="244"/>
        <source>This computer has a public address: friends anywhere can connect, if no firewall stops them on port %1.</source>
        <translation>Dieser Computer hat eine öffentliche Adresse: Freunde können sich von überall verbinden, wenn keine Firewall den Port %1 sperrt.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="249"/>
        <source>Its data file was written by a newer version of the game.</source>
        <translation>Seine Datendatei stammt von einer neueren Version des Spiels.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="250"/>
        <source>No port could be opened for it. Another program may hold port 8765.</source>
        <translation>Es ließ sich kein Port für ihn öffnen. Vielleicht belegt ein anderes Programm den Port 8765.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="258"/>
        <source>Stop hosting?</source>
        <translation>Server beenden?</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="259"/>
        <source>%1 still sit at your tables. Their games end when the server stops.</source>
        <translation>An deinen Tischen sitzen noch: %1. Ihre Spiele enden, wenn der Server anhält.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="272"/>
        <source>Play with friends</source>
        <translation>Mit Freunden spielen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="279"/>
        <source>Host a table server on this computer: friends on your network find it here, and your invitations carry its address.</source>
        <translation>Richte auf diesem Computer einen Tischserver ein: Freunde in deinem Netz finden ihn hier, und deine Einladungen nennen seine Adresse.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="291"/>
        <source>Tables nearby</source>
        <translation>Tische in der Nähe</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="300"/>
        <source>No table is hosted on this network just now.</source>
        <translation>In diesem Netz ist gerade kein Tisch eingerichtet.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="301"/>
        <source>Tables hosted on this network are not looked for (no network, or it lets no multicast through).</source>
        <translation>Tische in diesem Netz werden nicht gesucht (kein Netz, oder es lässt kein Multicast durch).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="329"/>
        <source>%1 hosts</source>
        <translation>Tische von %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="339"/>
        <source>Another version of the game: update both to play together.</source>
        <translation>Eine andere Version des Spiels: Bringt beide auf den neuesten Stand, um zusammen zu spielen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="342"/>
        <source>%n open table(s)</source>
        <translation>
            <numerusform>%n offener Tisch</numerusform>
            <numerusform>%n offene Tische</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="343"/>
        <source>%n seat(s) free</source>
        <translation>
            <numerusform>%n Platz frei</numerusform>
            <numerusform>%n Plätze frei</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="345"/>
        <source>%n private table(s): ask for the code</source>
        <translation>
            <numerusform>%n privater Tisch: frag nach dem Code</numerusform>
            <numerusform>%n private Tische: frag nach dem Code</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="346"/>
        <source>No table waits for players yet</source>
        <translation>Noch wartet kein Tisch auf Mitspieler</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="355"/>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="363"/>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="365"/>
        <source>Join the tables %1 hosts</source>
        <translation>Den Tischen von %1 beitreten</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="32"/>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="77"/>
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="59"/>
        <source>Scroll the hints</source>
        <translation>Tipps scrollen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="85"/>
        <source>H hides them</source>
        <translation>H blendet sie aus</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="85"/>
        <source>H shows them</source>
        <translation>H blendet sie ein</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="103"/>
        <source>Hints are not available for these rules.</source>
        <translation>Für diese Regeln gibt es keine Tipps.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="104"/>
        <source>Working out the best play for these rules (once only). Hints come when it is ready.</source>
        <translation>Die beste Strategie für diese Regeln wird berechnet (nur beim ersten Mal). Die Tipps erscheinen, sobald sie fertig ist.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="115"/>
        <source>Preparing hints</source>
        <translation>Tipps werden vorbereitet</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="145"/>
        <source>After each of your rolls, the best choices appear here.</source>
        <translation>Nach jedem deiner Würfe stehen hier die besten Möglichkeiten.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="153"/>
        <source>Hints are hidden.</source>
        <translation>Tipps sind ausgeblendet.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="161"/>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="188"/>
        <source>nothing, roll all</source>
        <translation>nichts, alle neu würfeln</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="195"/>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="248"/>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="282"/>
        <source>expected %1</source>
        <translation>erwartet %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="216"/>
        <source>Enter</source>
        <translation>Eintragen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="300"/>
        <source>keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="301"/>
        <source>roll all again</source>
        <translation>alle neu würfeln</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="304"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="305"/>
        <source>%1 — %2, %3 points</source>
        <translation>%1 — %2, %3 Punkte</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="312"/>
        <source>Best chance to win</source>
        <translation>Beste Siegchance</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="312"/>
        <source>Most points</source>
        <translation>Die meisten Punkte</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="315"/>
        <source>To win</source>
        <translation>Zum Sieg</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="315"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="213"/>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="239"/>
        <source>%n point(s) now</source>
        <translation>
            <numerusform>%n Punkt jetzt</numerusform>
            <numerusform>%n Punkte jetzt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="238"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="264"/>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="267"/>
        <source>Strike</source>
        <translation>Streichen</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyHelp.qml" line="43"/>
        <source>Keys at the table</source>
        <translation>Tasten am Tisch</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyHelp.qml" line="69"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="19"/>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="19"/>
        <source>Roll the dice</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="20"/>
        <source>1 to 6</source>
        <translation>1 bis 6</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="20"/>
        <source>Keep a die or put it back</source>
        <translation>Einen Würfel behalten oder zurücklegen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="21"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="21"/>
        <source>Move between the dice, the buttons, the log and the sheet</source>
        <translation>Zwischen Würfeln, Knöpfen, Ansagen und Block wechseln</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="22"/>
        <source>Left, Right on a die</source>
        <translation>Links, Rechts auf einem Würfel</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="22"/>
        <source>The next or the previous die</source>
        <translation>Zum nächsten oder vorigen Würfel</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="23"/>
        <source>Arrows</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="23"/>
        <source>Move over your sheet: every box and the bonus row</source>
        <translation>Über deinen Block: jedes Feld und die Bonuszeile</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="24"/>
        <source>Return</source>
        <translation>Eingabetaste</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="24"/>
        <source>Enter the box (on a die: keep it or put it back)</source>
        <translation>Ins Feld eintragen (auf einem Würfel: behalten oder zurücklegen)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="25"/>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="25"/>
        <source>Drop a marked box</source>
        <translation>Markierung eines Feldes aufheben</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="26"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="26"/>
        <source>Read my sheet: free boxes and what they would score</source>
        <translation>Meinen Block vorlesen: freie Felder und was sie bringen würden</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="27"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="27"/>
        <source>Read all scores</source>
        <translation>Alle Punktstände vorlesen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="28"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="28"/>
        <source>Read the dice</source>
        <translation>Die Würfel vorlesen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="29"/>
        <source>I</source>
        <translation>I</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="29"/>
        <source>Read the hints</source>
        <translation>Die Tipps vorlesen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="30"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="30"/>
        <source>Read everyone’s chance to win</source>
        <translation>Die Siegchancen aller vorlesen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="31"/>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="31"/>
        <source>Repeat the last announcement</source>
        <translation>Die letzte Ansage wiederholen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="32"/>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="32"/>
        <source>Show or hide the hints</source>
        <translation>Tipps ein- oder ausblenden</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="33"/>
        <source>Ctrl+Z</source>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="33"/>
        <source>Undo (against computers)</source>
        <translation>Zurücknehmen (gegen Computer)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="34"/>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="34"/>
        <source>Write in the chat (online)</source>
        <translation>Im Chat schreiben (online)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="35"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/KeyList.qml" line="35"/>
        <source>This list of keys</source>
        <translation>Diese Liste der Tasten</translation>
    </message>
</context>
<context>
    <name>Leaderboards</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="22"/>
        <source>This week</source>
        <translation>Diese Woche</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="23"/>
        <source>This month</source>
        <translation>Dieser Monat</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="24"/>
        <source>This year</source>
        <translation>Dieses Jahr</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="44"/>
        <source>Leaderboards</source>
        <translation>Bestenlisten</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="79"/>
        <source>%1 to %2 (UTC)</source>
        <translation>%1 bis %2 (UTC)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="94"/>
        <source>Nobody has earned points in this period yet.</source>
        <translation>In diesem Zeitraum hat noch niemand Punkte gesammelt.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="103"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="103"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="104"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="104"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="105"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="105"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="139"/>
        <source>Rank %1: %2, %n point(s)</source>
        <translation>
            <numerusform>Rang %1: %2, %n Punkt</numerusform>
            <numerusform>Rang %1: %2, %n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="187"/>
        <source>Play online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="195"/>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="222"/>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="55"/>
        <source>Your profile</source>
        <translation>Dein Profil</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="200"/>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="47"/>
        <source>Leaderboards</source>
        <translation>Bestenlisten</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="224"/>
        <source>Online as %1 · level %2 · %n point(s)</source>
        <translation>
            <numerusform>Online als %1 · Stufe %2 · %n Punkt</numerusform>
            <numerusform>Online als %1 · Stufe %2 · %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="250"/>
        <source>Table server: %1</source>
        <translation>Tischserver: %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="260"/>
        <location filename="../resources/qml/Fuenfwurf/FriendsPanel.qml" line="145"/>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="265"/>
        <source>Try now</source>
        <translation>Jetzt versuchen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="270"/>
        <source>Go offline</source>
        <translation>Offline gehen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="97"/>
        <source>Watch the game</source>
        <translation>Zuschauen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="304"/>
        <source>Choose your name</source>
        <translation>Wähle deinen Namen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="312"/>
        <source>Others see this name at the table and on the leaderboards. You can change it later in the settings.</source>
        <translation>Diesen Namen sehen die anderen am Tisch und in den Bestenlisten. Du kannst ihn später in den Einstellungen ändern.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="323"/>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="324"/>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="330"/>
        <source>Go online</source>
        <translation>Online gehen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="351"/>
        <source>Then you sit down at table %1, where you were invited.</source>
        <translation>Danach nimmst du an Tisch %1 Platz, an den du eingeladen wurdest.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="367"/>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="373"/>
        <source>Table code %1</source>
        <translation>Tischcode %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="380"/>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="386"/>
        <source>Copy code</source>
        <translation>Code kopieren</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="392"/>
        <source>Leave table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="401"/>
        <source>%1 of %2 seats taken. The game starts as soon as every seat is taken; nothing is rolled before.</source>
        <translation>%1 von %2 Plätzen besetzt. Das Spiel beginnt, sobald alle Plätze besetzt sind; vorher wird nicht gewürfelt.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="50"/>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="404"/>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="607"/>
        <location filename="../resources/qml/Fuenfwurf/InvitationBanner.qml" line="61"/>
        <source>%1 s per turn</source>
        <translation>%1 s pro Zug</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="38"/>
        <location filename="../resources/qml/Fuenfwurf/InvitationBanner.qml" line="49"/>
        <source>%1 invites you to a table.</source>
        <translation>%1 lädt dich an einen Tisch ein.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="49"/>
        <location filename="../resources/qml/Fuenfwurf/InvitationBanner.qml" line="60"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="57"/>
        <location filename="../resources/qml/Fuenfwurf/InvitationBanner.qml" line="70"/>
        <source>Not now</source>
        <translation>Jetzt nicht</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="244"/>
        <source>%n player(s) online</source>
        <translation>
            <numerusform>%n Spieler online</numerusform>
            <numerusform>%n Spieler online</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="380"/>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="434"/>
        <source>Copied ✓</source>
        <translation>Kopiert ✓</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="382"/>
        <source>The code is on the clipboard.</source>
        <translation>Der Code ist in der Zwischenablage.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="405"/>
        <source>private: found by its code only</source>
        <translation>privat: nur über den Code zu finden</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="406"/>
        <source>listed in the lobby</source>
        <translation>in der Lobby aufgeführt</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="434"/>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="440"/>
        <source>Copy invitation</source>
        <translation>Einladung kopieren</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="436"/>
        <source>The invitation is on the clipboard.</source>
        <translation>Die Einladung ist in der Zwischenablage.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="487"/>
        <source>free seat</source>
        <translation>freier Platz</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="497"/>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="498"/>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="499"/>
        <source>opened the table</source>
        <translation>hat den Tisch eröffnet</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="502"/>
        <source>away — %1 to come back</source>
        <translation>abwesend – Platz wird noch %1 freigehalten</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="503"/>
        <source>away</source>
        <translation>abwesend</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="535"/>
        <source>The game at table %1 was aborted.</source>
        <translation>Das Spiel an Tisch %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="537"/>
        <source>The game at table %1 is over.</source>
        <translation>Das Spiel an Tisch %1 ist vorbei.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="538"/>
        <source>You are playing at table %1.</source>
        <translation>Du spielst an Tisch %1.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="542"/>
        <source>Back to the table</source>
        <translation>Zurück zum Tisch</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="575"/>
        <source>No open table yet. Open one and send its code.</source>
        <translation>Noch kein offener Tisch. Eröffne einen und verschick den Code.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="576"/>
        <source>Open tables show here once you are online.</source>
        <translation>Offene Tische erscheinen hier, sobald du online bist.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="617"/>
        <source>%1 of %2 seats taken</source>
        <translation>%1 von %2 Plätzen besetzt</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="635"/>
        <source>Sit down</source>
        <translation>Platz nehmen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="638"/>
        <source>Sit down at table %1</source>
        <translation>An Tisch %1 Platz nehmen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="757"/>
        <source>Join by code</source>
        <translation>Mit Code beitreten</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="770"/>
        <source>Code or invitation link</source>
        <translation>Code oder Einladungslink</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="771"/>
        <source>Table code or invitation link</source>
        <translation>Tischcode oder Einladungslink</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="64"/>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="777"/>
        <location filename="../resources/qml/Fuenfwurf/InvitationBanner.qml" line="77"/>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="563"/>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="616"/>
        <source>Playing: %1</source>
        <translation>Läuft: %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="627"/>
        <source>Watch</source>
        <translation>Zuschauen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="630"/>
        <source>Watch the game at table %1</source>
        <translation>Dem Spiel an Tisch %1 zuschauen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="651"/>
        <source>Played with lately</source>
        <translation>Zuletzt zusammen gespielt</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="663"/>
        <source>The people you play with online show here, to invite them again.</source>
        <translation>Hier stehen die Spieler, mit denen du online spielst – zum erneuten Einladen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="268"/>
        <source>Opening a table for %1…</source>
        <translation>Tisch für %1 wird eröffnet …</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="269"/>
        <source>Invitation sent to %1. The table waits for them.</source>
        <translation>Einladung an %1 geschickt. Der Tisch wartet.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="270"/>
        <source>%1 is not online: the invitation is copied, send it to them.</source>
        <translation>%1 ist nicht online: Die Einladung ist kopiert – schick sie selbst weiter.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="271"/>
        <source>%1 does not take invitations.</source>
        <translation>%1 nimmt keine Einladungen an.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="272"/>
        <source>You sent many invitations just now. Try again in a minute.</source>
        <translation>Du hast gerade viele Einladungen verschickt. Versuch es in einer Minute noch mal.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="273"/>
        <source>The invitation could not be sent.</source>
        <translation>Die Einladung konnte nicht verschickt werden.</translation>
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
        <translation>heute</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="717"/>
        <source>yesterday</source>
        <translation>gestern</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="718"/>
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>vor %n Tag</numerusform>
            <numerusform>vor %n Tagen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="727"/>
        <source>Invite</source>
        <translation>Einladen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="730"/>
        <source>Invite %1</source>
        <translation>%1 einladen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="790"/>
        <source>You join table %1 as soon as you are online.</source>
        <translation>Du nimmst an Tisch %1 Platz, sobald du online bist.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="795"/>
        <source>Open a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="807"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="817"/>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="824"/>
        <source>Time per turn</source>
        <translation>Zeit pro Zug</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="834"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="837"/>
        <source>%1 seconds per turn</source>
        <translation>%1 Sekunden pro Zug</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="842"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="852"/>
        <source>Rules of the new table</source>
        <translation>Regeln des neuen Tisches</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="878"/>
        <source>Private table</source>
        <translation>Privater Tisch</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="879"/>
        <source>Found by its code only; a public table is also listed in the lobby.</source>
        <translation>Nur über den Code zu finden; ein öffentlicher Tisch steht auch in der Lobby.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="887"/>
        <source>Open the table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="136"/>
        <source>Join me at a Fünfwurf table!</source>
        <translation>Komm an meinen Fünfwurf-Tisch!</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="138"/>
        <source>Click to join: %1</source>
        <translation>Zum Beitreten klicken: %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="139"/>
        <source>In the game: open %1</source>
        <translation>Im Spiel: öffne %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="141"/>
        <source>or enter the code %1 under Play online → Join by code (server %2).</source>
        <translation>oder gib den Code %1 unter Online spielen → Mit Code beitreten ein (Server %2).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="142"/>
        <source>or enter the code %1 under Play online → Join by code.</source>
        <translation>oder gib den Code %1 unter Online spielen → Mit Code beitreten ein.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="452"/>
        <source>This server runs on this computer only: friends on other computers cannot reach it, so the invitation names no address. To play with them, choose “Host a table on this computer”, or use a server they can reach too.</source>
        <translation>Dieser Server läuft nur auf diesem Computer: Freunde an anderen Computern erreichen ihn nicht, darum nennt die Einladung keine Adresse. Um mit ihnen zu spielen, wähle „Tisch auf diesem Computer einrichten“ oder nimm einen Server, den auch sie erreichen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="281"/>
        <source>you won</source>
        <translation>du hast gewonnen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="282"/>
        <source>%1 won</source>
        <translation>%1 hat gewonnen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="283"/>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="284"/>
        <source>you shared first place</source>
        <translation>du hast dir den Sieg geteilt</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="285"/>
        <source>%1 shared first place</source>
        <translation>%1 hat sich den Sieg geteilt</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="286"/>
        <source>another player won</source>
        <translation>ein anderer Spieler hat gewonnen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="287"/>
        <source>you came second</source>
        <translation>du bist auf Rang 2 gekommen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="288"/>
        <source>you did not win</source>
        <translation>du hast nicht gewonnen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/InvitationBanner.qml" line="63"/>
        <source>first finish or leave the game you are at</source>
        <translation>beende oder verlass erst dein laufendes Spiel</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="36"/>
        <source>● Your turn — Fünfwurf</source>
        <translation>● Du bist dran – Fünfwurf</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="37"/>
        <source>● An invitation — Fünfwurf</source>
        <translation>● Eine Einladung – Fünfwurf</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="38"/>
        <source>● A rematch offer — Fünfwurf</source>
        <translation>● Revanche angeboten – Fünfwurf</translation>
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
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="128"/>
        <source>Results</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="134"/>
        <location filename="../app/ui/selfcheck.py" line="106"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="140"/>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="143"/>
        <source>Ctrl+L</source>
        <translation>Strg+L</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="146"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="152"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="157"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
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
        <translation>Fünfwurf beenden?</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="370"/>
        <source>Players sit at the table you host. Quitting stops it for everyone there.</source>
        <translation>An deinem Tisch sitzen Spieler. Beendest du das Spiel, endet der Tisch für alle dort.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="371"/>
        <source>Your online game goes on without you: from now on the turn clock plays each of your turns when its time runs out. Your seat waits a while if you come back.</source>
        <translation>Dein Online-Spiel läuft ohne dich weiter: Ab jetzt wird jeder deiner Züge nach Zeitablauf automatisch gespielt. Dein Platz wird eine Weile freigehalten, falls du zurückkommst.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="372"/>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="373"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>Milestones</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="245"/>
        <source>First game</source>
        <translation>Erstes Spiel</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="246"/>
        <source>First win</source>
        <translation>Erster Sieg</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="247"/>
        <source>Three opponents</source>
        <translation>Drei Gegner</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="248"/>
        <source>Five wins</source>
        <translation>Fünf Siege</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="249"/>
        <source>Twenty-five wins</source>
        <translation>Fünfundzwanzig Siege</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="256"/>
        <source>Play a game to the end against other people.</source>
        <translation>Beende ein Spiel gegen andere Menschen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="257"/>
        <source>Win a game against other people.</source>
        <translation>Gewinn ein Spiel gegen andere Menschen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="258"/>
        <source>Play against three different people.</source>
        <translation>Spiel gegen drei verschiedene Menschen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="259"/>
        <source>Win five games against other people.</source>
        <translation>Gewinn fünf Spiele gegen andere Menschen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="260"/>
        <source>Win twenty-five games against other people.</source>
        <translation>Gewinn fünfundzwanzig Spiele gegen andere Menschen.</translation>
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
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
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
        <translation>Zusatzbonus!</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="124"/>
        <source>First place: %1 · %n point(s)</source>
        <translation>
            <numerusform>Rang 1: %1 · %n Punkt</numerusform>
            <numerusform>Rang 1: %1 · %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Celebration.qml" line="60"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../app/ui/common/names.py" line="70"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="373"/>
        <source>The day ended before your daily challenge did, so that attempt does not count.</source>
        <translation>Der Tag war vorbei, bevor deine Tagesherausforderung fertig war, deshalb zählt dieser Versuch nicht.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="375"/>
        <source>Your data file could not be read. It was kept as %1 and a fresh one was started.</source>
        <translation>Deine Datendatei war nicht lesbar. Sie wurde als %1 aufbewahrt und eine neue angelegt.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="377"/>
        <source>Saving failed (%1). The game goes on.</source>
        <translation>Speichern ist fehlgeschlagen (%1). Das Spiel geht weiter.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="379"/>
        <source>The unfinished game could not be restored and was set aside.</source>
        <translation>Das unterbrochene Spiel ließ sich nicht wiederherstellen und wurde beiseitegelegt.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="381"/>
        <source>A computer player ran into a problem and stopped.</source>
        <translation>Bei einem Computerspieler ist ein Fehler aufgetreten; er spielt nicht weiter.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="383"/>
        <source>No data file could be opened: nothing is saved this time.</source>
        <translation>Es ließ sich keine Datendatei öffnen: Diesmal wird nichts gespeichert.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="385"/>
        <source>The table server did not know this computer&apos;s player any more, so you start there as a new player.</source>
        <translation>Der Tischserver kannte den Spieler dieses Computers nicht mehr; du beginnst dort als neuer Spieler.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="387"/>
        <source>Your online identity could not be saved on this computer. You can play, but next time you start as a new player.</source>
        <translation>Deine Online-Identität ließ sich auf diesem Computer nicht speichern. Du kannst spielen, beginnst beim nächsten Mal aber als neuer Spieler.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="389"/>
        <source>You are playing online from another window or computer now; this one went offline.</source>
        <translation>Du spielst jetzt in einem anderen Fenster oder auf einem anderen Computer online; dieses Fenster ist jetzt offline.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="391"/>
        <source>This invitation link cannot be read: %1</source>
        <translation>Dieser Einladungslink lässt sich nicht lesen: %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="393"/>
        <source>The invitation is for the table server %1; the settings now use it.</source>
        <translation>Die Einladung gilt für den Tischserver %1; die Einstellungen verwenden ihn jetzt.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="396"/>
        <source>%1 is not a game that can be opened: %2. Nothing was changed.</source>
        <translation>%1 lässt sich nicht als Spiel öffnen: %2. Nichts wurde verändert.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="400"/>
        <source>The online game could not be fetched: %1.</source>
        <translation>Das Online-Spiel ließ sich nicht holen: %1.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="402"/>
        <source>The game could not be exported (%1).</source>
        <translation>Das Spiel ließ sich nicht exportieren (%1).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="404"/>
        <source>This game of your history cannot be replayed (%1).</source>
        <translation>Dieses Spiel aus deinem Verlauf lässt sich nicht nachspielen (%1).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="412"/>
        <source>the file is too large for a game</source>
        <translation>die Datei ist zu groß für ein Spiel</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="413"/>
        <source>it is not JSON text (empty, cut short or not UTF-8)</source>
        <translation>die Datei ist kein JSON-Text (leer, abgeschnitten oder nicht UTF-8)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="414"/>
        <source>it is nested too deeply</source>
        <translation>die Datei ist zu tief verschachtelt</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="415"/>
        <source>it has no players and actions</source>
        <translation>die Datei enthält keine Spieler und Aktionen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="416"/>
        <source>it is written in another format version</source>
        <translation>die Datei hat eine andere Formatversion</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="417"/>
        <source>it has an unknown field, or one of the wrong kind</source>
        <translation>die Datei hat ein unbekanntes Feld oder eines der falschen Art</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="418"/>
        <source>its rules are not known</source>
        <translation>die Regeln der Datei sind unbekannt</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="419"/>
        <source>its players are not 1 to 4 names</source>
        <translation>die Datei nennt nicht 1 bis 4 Spieler</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="420"/>
        <source>its seats do not match its players</source>
        <translation>die Plätze der Datei passen nicht zu ihren Spielern</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="421"/>
        <source>action %1 is not an action of the game</source>
        <translation>Aktion %1 ist keine Aktion des Spiels</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="422"/>
        <source>action %1 is not allowed by the rules where it stands</source>
        <translation>Aktion %1 ist nach den Regeln an ihrer Stelle nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="423"/>
        <source>the game in it is not finished</source>
        <translation>das Spiel in der Datei ist nicht beendet</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="425"/>
        <source>it cannot be read</source>
        <translation>die Datei lässt sich nicht lesen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="432"/>
        <source>the server cannot be reached</source>
        <translation>der Server ist nicht erreichbar</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="433"/>
        <source>this computer has no identity on that server</source>
        <translation>dieser Computer hat auf dem Server keine Identität</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="434"/>
        <source>the server does not know that table</source>
        <translation>der Server kennt diesen Tisch nicht</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="435"/>
        <source>the game is still being played</source>
        <translation>das Spiel läuft noch</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="436"/>
        <source>too many requests; try again in a moment</source>
        <translation>zu viele Anfragen; versuch es gleich noch einmal</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="438"/>
        <source>the server answered with an error</source>
        <translation>der Server hat mit einem Fehler geantwortet</translation>
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
        <translation>Verbindungsaufbau …</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="216"/>
        <source>Reconnecting in %n s</source>
        <translation>
            <numerusform>Neuer Versuch in %n s</numerusform>
            <numerusform>Neuer Versuch in %n s</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="217"/>
        <source>Server incompatible</source>
        <translation>Server nicht kompatibel</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="219"/>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="226"/>
        <source>The server does not answer. Is the address right, and is the server running?</source>
        <translation>Der Server antwortet nicht. Stimmt die Adresse, und läuft der Server?</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="228"/>
        <source>The connection was lost.</source>
        <translation>Die Verbindung ist abgebrochen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="229"/>
        <source>The server is busy right now.</source>
        <translation>Der Server ist gerade ausgelastet.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="230"/>
        <source>The server did not answer in time.</source>
        <translation>Der Server hat nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="231"/>
        <source>The server is restarting. Games are saved and go on when it is back.</source>
        <translation>Der Server startet neu. Die Spiele sind gespeichert und gehen weiter, sobald er wieder da ist.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="232"/>
        <source>You connected from another window or computer, so this one went offline.</source>
        <translation>Du hast dich in einem anderen Fenster oder auf einem anderen Computer verbunden; dieses Fenster ist deshalb offline.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="233"/>
        <source>The server closed the connection: too many messages.</source>
        <translation>Der Server hat die Verbindung beendet: zu viele Nachrichten.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="234"/>
        <source>The server closed the connection: it waited too long for this app.</source>
        <translation>Der Server hat die Verbindung beendet: Er hat zu lange auf diese App gewartet.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="235"/>
        <source>The server closed the connection: this computer did not keep up.</source>
        <translation>Der Server hat die Verbindung beendet: Dieser Computer kam nicht hinterher.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="236"/>
        <source>The server handed your table to another server. Connecting again…</source>
        <translation>Der Server hat deinen Tisch an einen anderen Server übergeben. Die Verbindung wird neu aufgebaut …</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="237"/>
        <source>There is no Fünfwurf table server at this address.</source>
        <translation>Unter dieser Adresse gibt es keinen Fünfwurf-Tischserver.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="238"/>
        <source>The connection ran into a problem in this app.</source>
        <translation>Bei der Verbindung ist in dieser App ein Fehler aufgetreten.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ConnectionBadge.qml" line="35"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ConnectionBadge.qml" line="38"/>
        <source>Connection to the table server: %1</source>
        <translation>Verbindung zum Tischserver: %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="227"/>
        <source>Nobody answers at this address: no table server runs there.</source>
        <translation>Unter dieser Adresse antwortet niemand: Dort läuft kein Tischserver.</translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/PaperFlickable.qml" line="16"/>
        <source>Scroll the page</source>
        <translation>Seite scrollen</translation>
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
        <translation>Offiziell</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="30"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="31"/>
        <source>Free joker</source>
        <translation>Freier Joker</translation>
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
        <translation>Fünf Würfel, 13 Felder. Ein weiterer Fünferpasch ist ein Pflicht-Joker und bringt 50.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="44"/>
        <source>The classic rules: forced joker, 100 for every repeated five of a kind.</source>
        <translation>Die klassischen Regeln: Pflicht-Joker, 100 für jeden weiteren Fünferpasch.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="46"/>
        <source>No joker: a repeated five of a kind scores only where the dice fit.</source>
        <translation>Ohne Joker: Ein weiterer Fünferpasch zählt nur dort, wo die Würfel passen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="48"/>
        <source>A repeated five of a kind may go anywhere; full value once its upper box is filled.</source>
        <translation>Ein weiterer Fünferpasch darf überallhin; voller Wert, sobald sein oberes Feld gefüllt ist.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="50"/>
        <source>House rules: a repeated five of a kind counts in full anywhere while the 50 stands.</source>
        <translation>Hausregeln: Ein weiterer Fünferpasch zählt überall voll, solange die 50 steht.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="52"/>
        <source>Nordic sheet with pairs, 15 boxes; sets count only their matching dice.</source>
        <translation>Nordischer Block mit Paaren, 15 Felder; Kombinationen zählen nur ihre passenden Würfel.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="54"/>
        <source>Six dice, 20 boxes, and rolls you do not use are saved for later turns.</source>
        <translation>Sechs Würfel, 20 Felder, und ungenutzte Würfe werden für später aufgehoben.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="63"/>
        <source>Triple</source>
        <translation>Dreifach</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="65"/>
        <source>in order</source>
        <translation>feste Reihenfolge</translation>
    </message>
</context>
<context>
    <name>Profile</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DailyScreen.qml" line="115"/>
        <location filename="../resources/qml/Fuenfwurf/LeaderboardsScreen.qml" line="51"/>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="43"/>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
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
        <translation>Warte auf den Server …</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="36"/>
        <source>Your profile</source>
        <translation>Dein Profil</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="63"/>
        <source>Your profile is shown once you are online.</source>
        <translation>Dein Profil erscheint, sobald du online bist.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="75"/>
        <source>%1 · level %2</source>
        <translation>%1 · Stufe %2</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="85"/>
        <source>Your level is the number of milestones reached plus one. Games against other people bring points: 10 for a win, 4 for a shared first place or (with three or more players) second place, 1 for taking part.</source>
        <translation>Deine Stufe ist die Zahl der erreichten Meilensteine plus eins. Spiele gegen andere Menschen bringen Punkte: 10 für einen Sieg, 4 für einen geteilten Sieg oder (ab drei Spielern) Rang 2, 1 fürs Mitspielen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="90"/>
        <source>Milestones</source>
        <translation>Meilensteine</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="105"/>
        <source>reached</source>
        <translation>erreicht</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="105"/>
        <source>not reached yet</source>
        <translation>noch nicht erreicht</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="138"/>
        <source>Online games</source>
        <translation>Online-Spiele</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="150"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="151"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="152"/>
        <source>Shared first places</source>
        <translation>Geteilte Siege</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="153"/>
        <source>Other places</source>
        <translation>Andere Ränge</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="154"/>
        <source>Best total</source>
        <translation>Rekord</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="155"/>
        <source>Five of a kinds</source>
        <translation>Fünferpasche</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="156"/>
        <source>Upper bonuses</source>
        <translation>Obere Boni</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="157"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="189"/>
        <source>This computer keeps your online identity in the system keyring.</source>
        <translation>Dieser Computer bewahrt deine Online-Identität im Schlüsselbund des Systems auf.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ProfileScreen.qml" line="190"/>
        <source>This computer has no usable keyring, so your online identity is kept in a private file in your settings folder.</source>
        <translation>Dieser Computer hat keinen nutzbaren Schlüsselbund; deine Online-Identität liegt daher in einer privaten Datei in deinem Einstellungsordner.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../app/ui/common/texts.py" line="128"/>
        <source>Roll first.</source>
        <translation>Würfle zuerst.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="130"/>
        <source>No rolls left: pick a box.</source>
        <translation>Keine Würfe mehr: Wähle ein Feld.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="132"/>
        <source>All dice are kept: release one to roll.</source>
        <translation>Du behältst alle Würfel: Leg einen zurück, um zu würfeln.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="134"/>
        <source>That box is already filled.</source>
        <translation>Dieses Feld ist schon gefüllt.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="136"/>
        <source>The rules send this roll to another box.</source>
        <translation>Nach den Regeln gehört dieser Wurf in ein anderes Feld.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="138"/>
        <source>These dice score there: enter them instead.</source>
        <translation>Diese Würfel zählen dort: Trag sie ein, statt zu streichen.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="140"/>
        <source>There is no such box on this sheet.</source>
        <translation>Dieses Feld gibt es auf diesem Block nicht.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="142"/>
        <source>There is no such die.</source>
        <translation>Diesen Würfel gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="144"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="148"/>
        <source>Please wait: the computer is playing.</source>
        <translation>Warte bitte: Der Computer spielt.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="150"/>
        <source>This player has resigned.</source>
        <translation>Dieser Spieler hat aufgegeben.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="152"/>
        <location filename="../app/ui/table/speech.py" line="475"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="159"/>
        <source>There is no chat in a game on this computer.</source>
        <translation>In einem Spiel an diesem Computer gibt es keinen Chat.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="161"/>
        <source>One moment: the server has not answered yet.</source>
        <translation>Einen Moment: Der Server hat noch nicht geantwortet.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="133"/>
        <source>Boxes are filled in order. Next: %1.</source>
        <translation>Die Felder werden in fester Reihenfolge gefüllt. Als Nächstes: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="154"/>
        <source>Nothing to undo: your last entry can be taken back until your next roll.</source>
        <translation>Nichts zurückzunehmen: Deinen letzten Eintrag kannst du bis zu deinem nächsten Wurf zurücknehmen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="135"/>
        <source>The rules send this roll elsewhere: %1.</source>
        <translation>Die Regeln schicken diesen Wurf woandershin: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/common/texts.py" line="146"/>
        <source>You are watching: only the players move here.</source>
        <translation>Du schaust zu: Hier ziehen nur die Spieler.</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="20"/>
        <source>strike %1</source>
        <translation>%1 streichen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="23"/>
        <source>reroll all</source>
        <translation>alle neu würfeln</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="24"/>
        <source>keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="30"/>
        <source>−%1 % to win</source>
        <translation>−%1 % Siegchance</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="141"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="142"/>
        <source>You won!</source>
        <translation>Du hast gewonnen!</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="143"/>
        <source>A draw at the top!</source>
        <translation>Unentschieden an der Spitze!</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="144"/>
        <source>Game over: %1 won.</source>
        <translation>Spiel vorbei: %1 hat gewonnen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="145"/>
        <source>%1 share first place.</source>
        <translation>%1 teilen sich den Sieg.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="146"/>
        <source>%1 won!</source>
        <translation>%1 hat gewonnen!</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="147"/>
        <source>The game was aborted.</source>
        <translation>Das Spiel wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="159"/>
        <source>A new best score for %1!</source>
        <translation>Neuer Rekord für %1!</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="189"/>
        <source>New best score!</source>
        <translation>Neuer Rekord!</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="356"/>
        <source>%1 left before every player had taken a turn, so the game counts for nobody: no points, statistics or milestones.</source>
        <extracomment>%1 is the name of the player who left.</extracomment>
        <translation>%1 ist gegangen, bevor alle einen Zug gemacht hatten. Darum zählt das Spiel für niemanden: keine Punkte, keine Statistik, keine Meilensteine.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="358"/>
        <source>The server is scoring the game…</source>
        <translation>Der Server zählt die Punkte des Spiels …</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="360"/>
        <source>You earned %n point(s) for the leaderboards.</source>
        <translation>
            <numerusform>Du hast %n Punkt für die Bestenlisten gesammelt.</numerusform>
            <numerusform>Du hast %n Punkte für die Bestenlisten gesammelt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="361"/>
        <source>Your level: %1.</source>
        <translation>Deine Stufe: %1.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="362"/>
        <source>The game is scored.</source>
        <translation>Das Spiel ist gewertet.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="371"/>
        <source>This game earns no points: only the first three games a day between the same players count for points, statistics and milestones.</source>
        <translation>Dieses Spiel bringt keine Punkte: Nur die ersten drei Spiele am Tag zwischen denselben Spielern zählen für Punkte, Statistik und Meilensteine.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="380"/>
        <source>Milestone reached: %1!</source>
        <translation>Meilenstein erreicht: %1!</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="475"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="495"/>
        <source>shared place</source>
        <translation>geteilter Rang</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="497"/>
        <source>resigned</source>
        <translation>aufgegeben</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="508"/>
        <source>+%n point(s)</source>
        <translation>
            <numerusform>+%n Punkt</numerusform>
            <numerusform>+%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="552"/>
        <source>Review</source>
        <translation>Rückblick</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="564"/>
        <source>Looking at every decision of the game…</source>
        <translation>Jede Entscheidung des Spiels wird geprüft …</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="565"/>
        <source>The review is not available for this game.</source>
        <translation>Für dieses Spiel gibt es keinen Rückblick.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="567"/>
        <source>What each player&apos;s decisions cost against the best play, in expected points, and how the dice treated them.</source>
        <translation>Wie viele Punkte jeder Spieler gegenüber der besten Spielweise rechnerisch verschenkt hat – und wie viel Würfelglück er hatte.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="568"/>
        <source>For these rules the values are a close approximation.</source>
        <translation>Für diese Regeln sind die Werte eine gute Näherung.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="602"/>
        <source>Accuracy: %1 points lost per decision, %2 in all over %n decision(s). Luck of the dice: %3.</source>
        <translation>
            <numerusform>Genauigkeit: %1 Punkte verloren je Entscheidung, %2 insgesamt bei %n Entscheidung. Würfelglück: %3.</numerusform>
            <numerusform>Genauigkeit: %1 Punkte verloren je Entscheidung, %2 insgesamt bei %n Entscheidungen. Würfelglück: %3.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="604"/>
        <source>(approximate)</source>
        <translation>(Näherung)</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="606"/>
        <source>The clock ran out %n time(s) and entered a box instead; those entries do not count here.</source>
        <translation>
            <numerusform>Die Zeit ist %n-mal abgelaufen, und es wurde nach Zeitablauf automatisch eingetragen; dieser Eintrag zählt hier nicht.</numerusform>
            <numerusform>Die Zeit ist %n-mal abgelaufen, und es wurde nach Zeitablauf automatisch eingetragen; diese Einträge zählen hier nicht.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="619"/>
        <source>Costliest for the chance to win: turn %1, roll %2, dice %3: %4 (−%5 % to win)</source>
        <translation>Am teuersten für die Siegchance: Zug %1, Wurf %2, Würfel %3: %4 (−%5 % Siegchance)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="637"/>
        <source>Turn %1, roll %2, dice %3: time ran out; the clock entered %4</source>
        <translation>Zug %1, Wurf %2, Würfel %3: nach Zeitablauf automatisch eingetragen: %4</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="649"/>
        <source>Turn %1, roll %2, dice %3: %4; better: %5 (−%6)</source>
        <translation>Zug %1, Wurf %2, Würfel %3: %4; besser: %5 (−%6)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="291"/>
        <source>Same players, same rules and clock, seats moved one along: play again?</source>
        <translation>Dieselben Spieler, dieselben Regeln und dieselbe Bedenkzeit, die Plätze eins weiter: noch ein Spiel?</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="294"/>
        <source>Rematch offered. Waiting for %1 (%2 left).</source>
        <translation>Revanche angeboten. Warte auf %1 (noch %2).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="295"/>
        <source>%1 offers a rematch with the same rules and clock (%2 left).</source>
        <translation>%1 bietet eine Revanche mit denselben Regeln und derselben Bedenkzeit an (noch %2).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="296"/>
        <source>The rematch is starting.</source>
        <translation>Die Revanche beginnt.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="297"/>
        <source>%1 does not want a rematch this time.</source>
        <translation>%1 möchte diesmal keine Revanche.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="299"/>
        <source>%1 left the table: no rematch.</source>
        <translation>%1 hat den Tisch verlassen: keine Revanche.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="300"/>
        <source>Nobody answered in time: no rematch.</source>
        <translation>Nicht alle haben rechtzeitig geantwortet: keine Revanche.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="308"/>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="316"/>
        <source>Accept rematch</source>
        <translation>Revanche annehmen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="317"/>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="212"/>
        <source>Analyse the game</source>
        <translation>Spiel analysieren</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="217"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="237"/>
        <source>Back to the lobby</source>
        <translation>Zurück zur Lobby</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="249"/>
        <source>Play again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="227"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="295"/>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="296"/>
        <source>shared first place</source>
        <translation>geteilter Sieg</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="297"/>
        <source>second place</source>
        <translation>Rang 2</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="298"/>
        <source>took part</source>
        <translation>teilgenommen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="663"/>
        <source>Only the costliest decisions</source>
        <translation>Nur die teuersten Entscheidungen</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="664"/>
        <source>Show every decision (%n)</source>
        <translation>
            <numerusform>Jede Entscheidung zeigen (%n)</numerusform>
            <numerusform>Jede Entscheidung zeigen (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="643"/>
        <source>Turn %1, roll %2, dice %3: %4 (the best choice)</source>
        <translation>Zug %1, Wurf %2, Würfel %3: %4 (die beste Wahl)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="342"/>
        <source>The table has closed: its chat is over and a rematch is no longer possible. Invite the others again from the lobby; the review and the analysis stay here.</source>
        <translation>Der Tisch ist geschlossen: Sein Chat ist vorbei, und eine Revanche ist nicht mehr möglich. Lade die anderen in der Lobby wieder ein; Rückblick und Analyse bleiben hier.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="20"/>
        <source>How a game goes</source>
        <translation>So läuft ein Spiel</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="21"/>
        <source>Triple and forced order</source>
        <translation>Dreifach und feste Reihenfolge</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="22"/>
        <source>Playing online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="23"/>
        <source>Keys and computers</source>
        <translation>Tasten und Computer</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="33"/>
        <source>Each player has a score sheet with a fixed list of boxes. Players take turns; in your turn you roll all the dice in the leather tray, up to %1 times.</source>
        <translation>Jeder Spieler hat einen Block mit einer festen Liste von Feldern. Gespielt wird reihum; wer dran ist, würfelt mit allen Würfeln in der Lederschale, bis zu %1-mal.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="34"/>
        <source>After a roll, click the dice you like (or press their numbers 1 to 6): they move onto the wooden ledge, where they line up from the lowest to the highest, and stay out of the next roll. Each die keeps its number, shown on its corner. Click one again to put it back into the tray.</source>
        <translation>Nach einem Wurf klickst du die Würfel an, die dir gefallen (oder drückst ihre Nummern 1 bis 6): Sie wandern auf die Holzleiste, wo sie sich vom niedrigsten zum höchsten aufreihen, und bleiben beim nächsten Wurf liegen. Jeder Würfel behält seine Nummer, die an seiner Ecke steht. Ein erneuter Klick legt einen Würfel zurück in die Schale.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="35"/>
        <source>Whenever you like, and at the latest after the last roll, you enter the dice into one free box of your sheet. The free boxes show what they would score. If nothing fits, you strike a box: it counts 0. A box is used once; when every box is filled the game ends.</source>
        <translation>Wann du willst, spätestens nach dem letzten Wurf, trägst du die Würfel in ein freies Feld deines Blocks ein. Die freien Felder zeigen, was sie bringen würden. Passt nichts, streichst du ein Feld: Es zählt 0. Jedes Feld wird nur einmal belegt; sind alle belegt, endet das Spiel.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="36"/>
        <source>Ones to sixes count the pips of the dice showing that number. When the upper section reaches the bonus line, a bonus is added; a bar under the sixes shows how far there is still to go.</source>
        <translation>Einser bis Sechser zählen die Augen der Würfel mit dieser Zahl. Erreicht der obere Teil die Bonusgrenze, kommt ein Bonus dazu; ein Balken unter den Sechsern zeigt, wie viel noch fehlt.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="37"/>
        <source>Highest total wins. Equal totals share a place. Whoever resigns ranks behind everyone who plays on.</source>
        <translation>Die höchste Summe gewinnt. Gleiche Summen teilen sich einen Rang. Wer aufgibt, landet hinter allen, die weiterspielen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="40"/>
        <source>%1 dice and %2 boxes. Upper section: ones to sixes, %3 bonus points from %4 on, which is %5 of every number.</source>
        <translation>%1 Würfel und %2 Felder. Oberer Teil: Einser bis Sechser, %3 Bonuspunkte ab %4, also %5 von jeder Zahl.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="41"/>
        <source>Lower section: three of a kind and four of a kind score all dice; a full house (three and two alike) %1; a small straight (four in a row) %2; a large straight (five in a row) %3; five of a kind %4; chance scores all dice, whatever they show.</source>
        <translation>Unterer Teil: Dreier- und Viererpasch zählen alle Würfel; Full House (drei und zwei Gleiche) %1; Kleine Straße (vier in Folge) %2; Große Straße (fünf in Folge) %3; Fünferpasch %4; die Chance zählt alle Würfel, egal was sie zeigen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="42"/>
        <source>Rolling five of a kind again while its box holds %1 earns %2 extra points, each time.</source>
        <translation>Wer noch einmal einen Fünferpasch wirft, während in dessen Feld die %1 steht, bekommt jedes Mal %2 Punkte Zusatzbonus.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="43"/>
        <source>A repeated five of a kind (its box filled with %1 or with 0) is a forced joker: it must go into the upper box of its number if that is free. If not, it goes into any free lower box at full value: %2 for the full house, %3 and %4 for the straights. Only when the lower section is full as well does it cross out a free upper box.</source>
        <translation>Ein weiterer Fünferpasch (sein Feld mit %1 oder 0 gefüllt) ist ein Pflicht-Joker: Er muss in das obere Feld seiner Zahl, wenn es frei ist. Sonst geht er mit vollem Wert in ein freies unteres Feld: %2 für das Full House, %3 und %4 für die Straßen. Erst wenn auch der untere Teil voll ist, streicht er ein freies oberes Feld.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="46"/>
        <source>The sheet of the official rules, with its forced joker.</source>
        <translation>Der Block der offiziellen Regeln mit ihrem Pflicht-Joker.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="47"/>
        <source>The difference: a repeated five of a kind earns %1 extra points (not %2), and only while the five of a kind box holds its %3.</source>
        <translation>Der Unterschied: Ein weiterer Fünferpasch bringt %1 Punkte Zusatzbonus (nicht %2), und nur solange im Feld Fünferpasch die %3 steht.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="50"/>
        <source>The classic %1 boxes without any joker.</source>
        <translation>Die klassischen %1 Felder ganz ohne Joker.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="51"/>
        <source>A repeated five of a kind goes into any free box and scores what the dice make there: in the full house or a straight that is 0. The %1 extra points for a repeated five of a kind (while its box holds %2) remain.</source>
        <translation>Ein weiterer Fünferpasch geht in ein beliebiges freies Feld und zählt, was die Würfel dort ergeben: im Full House oder einer Straße ist das 0. Der Zusatzbonus von %1 Punkten für einen weiteren Fünferpasch (solange sein Feld %2 zeigt) bleibt.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="54"/>
        <source>The classic %1 boxes with a looser joker.</source>
        <translation>Die klassischen %1 Felder mit einem lockereren Joker.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="55"/>
        <source>A repeated five of a kind (its box filled) may go into any free box. Full house, small and large straight get their full value (%1, %2, %3) only once the upper box of that number is filled; before that they score what the dice make. %4 extra points for every repeated five of a kind while its box holds %5.</source>
        <translation>Ein weiterer Fünferpasch (sein Feld gefüllt) darf in jedes freie Feld. Full House, Kleine und Große Straße bekommen ihren vollen Wert (%1, %2, %3) erst, wenn das obere Feld dieser Zahl gefüllt ist; vorher zählen sie, was die Würfel ergeben. %4 Punkte Zusatzbonus für jeden weiteren Fünferpasch, solange sein Feld %5 zeigt.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="58"/>
        <source>The house rules of this game, on the classic %1 boxes.</source>
        <translation>Die Hausregeln dieses Spiels, auf den klassischen %1 Feldern.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="59"/>
        <source>While the five of a kind box holds %1, every further five of a kind earns %2 and is a joker: it may go into any free box and always counts in full (full house %3, straights %4 and %5, the others their pips).</source>
        <translation>Solange im Feld Fünferpasch die %1 steht, bringt jeder weitere Fünferpasch %2 und ist ein Joker: Er darf in jedes freie Feld und zählt immer voll (Full House %3, Straßen %4 und %5, die übrigen ihre Augen).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="60"/>
        <source>If you struck five of a kind with 0, a later five of a kind gets neither the %1 nor the joker.</source>
        <translation>Wer den Fünferpasch mit 0 gestrichen hat, bekommt für einen späteren weder die %1 noch den Joker.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="63"/>
        <source>The Nordic sheet: %1 dice, %2 boxes, upper bonus %3 from %4 on.</source>
        <translation>Der nordische Block: %1 Würfel, %2 Felder, oberer Bonus %3 ab %4.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="64"/>
        <source>One pair, two pairs (of different numbers), three and four of a kind count only the dice that make them, the highest ones possible. The small straight is 1-2-3-4-5 and scores %1; the large straight is 2-3-4-5-6 and scores %2. The full house (three of one number and two of another) counts its five dice; chance counts everything; five of a kind scores %3.</source>
        <translation>Ein Paar, zwei Paare (verschiedener Zahlen), Dreier- und Viererpasch zählen nur die Würfel, die sie bilden, und zwar die höchstmöglichen. Die Kleine Straße ist 1-2-3-4-5 und zählt %1; die Große Straße ist 2-3-4-5-6 und zählt %2. Das Full House (drei einer Zahl und zwei einer anderen) zählt seine fünf Würfel; die Chance zählt alles; der Fünferpasch bringt %3.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="65"/>
        <source>No joker and no extra points for a repeated five of a kind.</source>
        <translation>Kein Joker und kein Zusatzbonus für einen weiteren Fünferpasch.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="68"/>
        <source>The big Nordic game with %1 dice and %2 boxes. Upper bonus: %3 points from %4 on, which is %5 of every number.</source>
        <translation>Die große nordische Variante mit %1 Würfeln und %2 Feldern. Oberer Bonus: %3 Punkte ab %4, also %5 von jeder Zahl.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="69"/>
        <source>Pairs, two and three pairs, three, four and five of a kind count the dice that make them (pairs of different numbers). Small straight 1 to 5 scores %1, large straight 2 to 6 scores %2, full straight 1 to 6 scores %3. Full house: three and two alike, those five dice. Castle: two sets of three. Tower: four and two alike. Castle and tower count all six dice. Chance counts everything; six of a kind scores %4.</source>
        <translation>Paar, zwei und drei Paare, Dreier-, Vierer- und Fünferpasch zählen die Würfel, die sie bilden (Paare aus verschiedenen Zahlen). Kleine Straße 1 bis 5 zählt %1, Große Straße 2 bis 6 zählt %2, Ganze Straße 1 bis 6 zählt %3. Full House: drei und zwei Gleiche, diese fünf Würfel. Burg: zweimal drei Gleiche. Turm: vier und zwei Gleiche. Burg und Turm zählen alle sechs Würfel. Die Chance zählt alles; der Sechserpasch bringt %4.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="70"/>
        <source>Rolls you do not use are saved: enter after your first roll and the %1 rolls left are yours on a later turn. The sheet header shows each player&apos;s saved rolls.</source>
        <translation>Würfe, die du nicht nutzt, werden aufgehoben: Trägst du schon nach dem ersten Wurf ein, gehören dir die %1 übrigen Würfe in einem späteren Zug. Der Kopf des Blocks zeigt die aufgehobenen Würfe jedes Spielers.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="73"/>
        <source>Triple: every player fills three columns, counted once, twice and three times. Each column has its own upper bonus. On the classic sheets the joker starts only when all three five of a kind boxes are filled, and its full values need the upper box of that number filled in all three columns.</source>
        <translation>Dreifach: Jeder Spieler füllt drei Spalten, die einfach, doppelt und dreifach zählen. Jede Spalte hat ihren eigenen oberen Bonus. Auf den klassischen Blöcken beginnt der Joker erst, wenn alle drei Fünferpasch-Felder gefüllt sind, und seine vollen Werte brauchen das obere Feld seiner Zahl in allen drei Spalten.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="74"/>
        <source>Forced order: the boxes are filled from top to bottom (in Triple, each column in its own order), so the only choice is which dice to keep. The order also decides where a joker goes.</source>
        <translation>Feste Reihenfolge: Die Felder werden von oben nach unten gefüllt (in Dreifach jede Spalte für sich), die einzige Wahl ist also, welche Würfel du behältst. Die Reihenfolge bestimmt auch, wohin ein Joker geht.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="77"/>
        <source>Online you play with people elsewhere, at a table on a table server. Open the lobby with Online in the top bar (Ctrl+L). The first time, choose the name the others will see; the server then knows you by a key this computer keeps for you.</source>
        <translation>Online spielst du mit Menschen anderswo, an einem Tisch auf einem Tischserver. Die Lobby öffnest du mit „Online“ in der oberen Leiste (Strg+L). Beim ersten Mal wählst du den Namen, den die anderen sehen; danach erkennt dich der Server an einem Schlüssel, den dieser Computer für dich aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="78"/>
        <source>Open a table for 2, 3 or 4 players with 30, 45, 60 or 90 seconds per turn and the rules you like, or join one by its code or an invitation link. Send the code or the invitation to your friends. A private table is found by its code only. The game starts as soon as every seat is taken; a computer never sits down.</source>
        <translation>Eröffne einen Tisch für 2, 3 oder 4 Spieler mit 30, 45, 60 oder 90 Sekunden pro Zug und den Regeln deiner Wahl, oder tritt einem mit seinem Code oder einem Einladungslink bei. Schick den Code oder die Einladung an deine Freunde. Einen privaten Tisch findet man nur über seinen Code. Das Spiel beginnt, sobald alle Plätze besetzt sind; ein Computer setzt sich nie dazu.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="79"/>
        <source>The server rolls the dice and checks every move with the same rules as this app. Everyone sees every sheet and the dice of the player to move, and hints work as they do offline. Press C to write in the chat, Escape to return to the dice.</source>
        <translation>Der Server würfelt und prüft jeden Zug mit denselben Regeln wie diese App. Alle sehen jeden Block und die Würfel dessen, der am Zug ist, und die Tipps funktionieren wie offline. Mit C schreibst du in den Chat, mit Escape kehrst du zu den Würfeln zurück.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="80"/>
        <source>Every turn has its clock, shown to everyone. When it runs out, the server rolls for you if you have not rolled yet and enters the best box for you.</source>
        <translation>Jeder Zug hat seine Bedenkzeit, die alle sehen. Läuft sie ab, wird für dich automatisch gewürfelt, falls du noch nicht gewürfelt hast, und ins beste Feld eingetragen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="81"/>
        <source>If the connection drops, the app reconnects by itself and puts you back at your table. Your seat waits for a few minutes; meanwhile the clock plays your turns. Resigning and leaving the table both give up the game: the others play on, and you rank behind them.</source>
        <translation>Bricht die Verbindung ab, verbindet sich die App von selbst neu und bringt dich zurück an deinen Tisch. Dein Platz wird ein paar Minuten freigehalten. Bis dahin wird nach Zeitablauf automatisch für dich eingetragen. Aufgeben und den Tisch verlassen beenden beide das Spiel für dich: Die anderen spielen weiter, und du landest hinter ihnen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="82"/>
        <source>Finished games bring points for the leaderboards of the week, the month and the year: 10 for a win, 4 for a shared first place or, with three or more players, for second place, and 1 for taking part. Milestones (your first game, your first win, three different opponents, five and twenty-five wins) raise your level.</source>
        <translation>Beendete Spiele bringen Punkte für die Bestenlisten der Woche, des Monats und des Jahres: 10 für einen Sieg, 4 für einen geteilten Sieg oder, ab drei Spielern, für Rang 2, und 1 fürs Mitspielen. Meilensteine (dein erstes Spiel, dein erster Sieg, drei verschiedene Gegner, fünf und fünfundzwanzig Siege) erhöhen deine Stufe.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="83"/>
        <source>A game that someone leaves (by resigning, leaving the table or staying away too long) before every player has taken a turn of their own is aborted: it ends at once and counts for nobody. A turn counts once you have entered or struck a box yourself; a box the clock entered for you does not.</source>
        <translation>Geht jemand (durch Aufgeben, Verlassen des Tisches oder zu langes Wegbleiben), bevor alle einen eigenen Zug gemacht haben, wird das Spiel abgebrochen: Es endet sofort und zählt für niemanden. Dein Zug zählt, sobald du selbst etwas eingetragen oder ein Feld gestrichen hast; ein Eintrag nach Zeitablauf zählt nicht.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="84"/>
        <source>Only the first three games a day (counted in UTC) between the same players earn points. Later ones are kept as played, but earn no points and count for no statistics and no milestones.</source>
        <translation>Nur die ersten drei Spiele am Tag (gezählt in UTC) zwischen denselben Spielern bringen Punkte. Weitere werden als gespielt festgehalten, bringen aber keine Punkte und zählen weder für die Statistik noch für Meilensteine.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="87"/>
        <source>The whole game can be played from the keyboard, and with a screen reader. Space rolls; the keys 1 to 6 keep a die or put it back. Tab moves the focus through the dice, the buttons, the announcements and the sheet; on the sheet the arrow keys go through your free boxes. Return enters the box with the focus; while rolls are left, or when the box would score nothing, the first press marks it and a second one enters it. Escape drops a marked box. Ctrl+Z takes back your last entry until your next roll; against computers, their moves since then are taken back with it.</source>
        <translation>Das ganze Spiel lässt sich mit der Tastatur spielen, auch mit einem Bildschirmleser. Die Leertaste würfelt; die Tasten 1 bis 6 behalten einen Würfel oder legen ihn zurück. Tab bewegt den Fokus durch die Würfel, die Knöpfe, die Ansagen und den Block; auf dem Block wechselst du mit den Pfeiltasten zwischen deinen freien Feldern. Die Eingabetaste trägt in das Feld mit dem Fokus ein; solange du noch würfeln kannst oder das Feld nichts bringt, markiert der erste Druck das Feld und erst ein zweiter trägt ein. Escape hebt die Markierung auf. Strg+Z nimmt deinen letzten Eintrag bis zu deinem nächsten Wurf zurück; gegen Computer werden deren Züge seitdem gleich mit zurückgenommen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="88"/>
        <source>The table says what happens: every roll, every entry and whose turn it is, for a screen reader and in the announcements beside the hints. In the settings it can say it in full sentences or briefly. Keys ask for more: all of them are listed below, and at the table F1 shows them.</source>
        <translation>Der Tisch sagt, was geschieht: jeden Wurf, jeden Eintrag und wer dran ist, für den Bildschirmleser und in den Ansagen neben den Tipps. In den Einstellungen wählst du ganze Sätze oder eine kurze Fassung. Mit Tasten fragst du nach mehr: Alle stehen unten, und am Tisch zeigt F1 sie.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="89"/>
        <source>While rolls are left, every entry asks first (“Enter?”); a strike always asks. After the last roll a box with points is entered at once, unless you set every entry to ask in the settings.</source>
        <translation>Solange noch Würfe übrig sind, fragt jeder Eintrag zuerst („Eintragen?“); Streichen fragt immer. Nach dem letzten Wurf wird ein Feld mit Punkten sofort eingetragen, außer du lässt in den Einstellungen jeden Eintrag nachfragen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="90"/>
        <source>Computers come in three strengths. Easy keeps the number it has most of and takes whatever pays most at once. Medium works out which dice are worth keeping for this turn. Hard looks ahead over both rerolls and plays for the upper bonus on purpose.</source>
        <translation>Computer gibt es in drei Stärken. Leicht behält die Zahl, die am häufigsten liegt, und nimmt, was sofort am meisten bringt. Mittel rechnet aus, welche Würfel sich in diesem Zug zu behalten lohnen. Schwer plant über beide weiteren Würfe voraus und spielt gezielt auf den oberen Bonus.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="113"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="130"/>
        <source>Scroll the topics</source>
        <translation>Themen scrollen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="146"/>
        <source>Topics</source>
        <translation>Themen</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="71"/>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="72"/>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="73"/>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="80"/>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="100"/>
        <location filename="../app/ui/common/names.py" line="44"/>
        <location filename="../app/ui/common/names.py" line="88"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="81"/>
        <source>Another person</source>
        <translation>Mitspieler</translation>
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
        <translation>Spieler %1</translation>
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
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="90"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="91"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="35"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="42"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="59"/>
        <source>As the system</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="67"/>
        <source>Computer pace</source>
        <translation>Tempo der Computer</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="89"/>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="103"/>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="118"/>
        <source>Shown on your seat, and online to the other players at the table and on the leaderboards.</source>
        <translation>Steht an deinem Platz und ist online für die anderen am Tisch und in den Bestenlisten zu sehen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="124"/>
        <source>Table server</source>
        <translation>Tischserver</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="139"/>
        <source>Table server address</source>
        <translation>Adresse des Tischservers</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="148"/>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="161"/>
        <source>That is not a server address. It looks like ws://host:port.</source>
        <translation>Das ist keine Serveradresse. Eine Serveradresse sieht so aus: ws://host:port.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="162"/>
        <source>Where online tables are played: ws://host:port, or wss:// for a secure connection.</source>
        <translation>Wo online gespielt wird: ws://host:port, oder wss:// für eine sichere Verbindung.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="169"/>
        <source>Ask before every entry</source>
        <translation>Vor jedem Eintrag fragen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="170"/>
        <source>Also after the last roll, every box asks “Enter?” before it is filled.</source>
        <translation>Auch nach dem letzten Wurf fragt jedes Feld „Eintragen?“, bevor es gefüllt wird.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="176"/>
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="177"/>
        <source>After every roll, show which dice to keep and the best boxes.</source>
        <translation>Zeigt nach jedem Wurf, welche Würfel du behalten solltest und welche Felder am besten sind.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="184"/>
        <source>Win chances</source>
        <translation>Siegchancen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="185"/>
        <source>In games of two to four: every player’s chance to win, wherever hints are allowed and after the game. W reads them aloud.</source>
        <translation>In Spielen zu zweit bis zu viert: die Siegchancen aller am Tisch – überall, wo Tipps erlaubt sind, und nach dem Spiel. W liest sie vor.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="192"/>
        <source>Coach</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="193"/>
        <source>In games on this computer: after a decision of yours that cost more than a point, a short note says what was better and what it was worth. Play goes on.</source>
        <translation>In Spielen an diesem Computer: Nach einer Entscheidung, die dich mehr als einen Punkt gekostet hat, sagt eine kurze Notiz, was besser gewesen wäre und was es wert war. Das Spiel geht weiter.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="199"/>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="207"/>
        <source>Call me when the window is behind</source>
        <translation>Melden, wenn das Fenster im Hintergrund ist</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="208"/>
        <source>Online: on your turn, an invitation or a rematch offer, the taskbar entry flashes, the title shows why, and a short sound plays if sound is on.</source>
        <translation>Online: Wenn du dran bist, eine Einladung oder ein Revanche-Angebot kommt, blinkt der Eintrag in der Taskleiste, der Titel sagt warum, und bei eingeschaltetem Ton ertönt ein kurzer Signalton.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="215"/>
        <source>Invitations from other players</source>
        <translation>Einladungen von anderen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="216"/>
        <source>People you played with online can invite you to their table. Turned off, the server turns their invitations away.</source>
        <translation>Spieler, mit denen du online gespielt hast, können dich an ihren Tisch einladen. Ist es ausgeschaltet, weist der Server ihre Einladungen ab.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="222"/>
        <source>Reduce motion</source>
        <translation>Bewegung reduzieren</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="223"/>
        <source>Dice, entries and big moments appear at once instead of moving.</source>
        <translation>Würfel, Einträge und große Momente erscheinen sofort, ohne Bewegung.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="230"/>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="231"/>
        <source>Black, white and yellow instead of wood, leather and paper, with stronger lines.</source>
        <translation>Schwarz, Weiß und Gelb statt Holz, Leder und Papier, mit kräftigeren Linien.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="238"/>
        <source>Text size</source>
        <translation>Schriftgröße</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="252"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="262"/>
        <source>Announcements</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="276"/>
        <source>Short</source>
        <translation>Kurz</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="277"/>
        <source>Full sentences</source>
        <translation>Ganze Sätze</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="287"/>
        <source>What the table says to a screen reader and writes in its log: rolls, kept dice, every entry, whose turn it is, the end. Short leaves out the others&apos; rolls and the sentences around the numbers.</source>
        <translation>Was der Tisch dem Bildschirmleser sagt und in die Ansagen schreibt: Würfe, behaltene Würfel, jeder Eintrag, wer dran ist, das Ende. Kurz lässt die Würfe der anderen und die Sätze um die Zahlen weg.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="200"/>
        <source>Rolling dice, the pencil on the sheet, and a chime for the big moments.</source>
        <translation>Rollende Würfel, der Stift auf dem Block und ein Klang für die großen Momente.</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ScoreSheet.qml" line="165"/>
        <source>away</source>
        <translation>abwesend</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ScoreSheet.qml" line="171"/>
        <source>%n saved roll(s)</source>
        <translation>
            <numerusform>%n aufgehobener Wurf</numerusform>
            <numerusform>%n aufgehobene Würfe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ScoreSheet.qml" line="163"/>
        <source>resigned</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="62"/>
        <source>struck</source>
        <translation>gestrichen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="63"/>
        <source>free, would score %1</source>
        <translation>frei, würde %1 bringen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="65"/>
        <source>marked to strike: press again to strike</source>
        <translation>zum Streichen markiert: Drück noch einmal zum Streichen</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="66"/>
        <source>marked, %n point(s): press again to enter</source>
        <translation>
            <numerusform>markiert, %n Punkt: Drück noch einmal zum Eintragen</numerusform>
            <numerusform>markiert, %n Punkte: Drück noch einmal zum Eintragen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="67"/>
        <source>not open for this roll</source>
        <translation>für diesen Wurf nicht offen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="68"/>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="202"/>
        <source>Strike? It counts 0. Click again.</source>
        <translation>Streichen? Es zählt 0. Klick noch einmal.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="203"/>
        <source>Enter %n point(s)? Click again.</source>
        <translation>
            <numerusform>%n Punkt eintragen? Klick noch einmal.</numerusform>
            <numerusform>%n Punkte eintragen? Klick noch einmal.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ScoreSheet.qml" line="62"/>
        <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="43"/>
        <source>%1 to go</source>
        <translation>noch %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ScoreSheet.qml" line="70"/>
        <source>Score sheet</source>
        <translation>Block</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ScoreSheet.qml" line="71"/>
        <source>Arrows: move between your boxes. Return: enter. S: read your sheet. A: read all scores.</source>
        <translation>Pfeiltasten: zwischen deinen Feldern wechseln. Eingabetaste: eintragen. S: deinen Block vorlesen. A: alle Punktstände vorlesen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/ScoreSheet.qml" line="216"/>
        <source>+%n saved roll(s)</source>
        <translation>
            <numerusform>+%n Wurf aufgehoben</numerusform>
            <numerusform>+%n Würfe aufgehoben</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ScoreSheet.qml" line="296"/>
        <source>Bonus: to go</source>
        <translation>Bonus: noch</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <location filename="../app/ui/table/speech.py" line="60"/>
        <source>%1. No rolls left.</source>
        <translation>%1. Keine Würfe mehr.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="61"/>
        <source>%1. %n roll(s) left.</source>
        <translation>
            <numerusform>%1. Noch %n Wurf.</numerusform>
            <numerusform>%1. Noch %n Würfe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="64"/>
        <source>Enter %n point(s) in %1? Return again enters them.</source>
        <translation>
            <numerusform>%n Punkt im Feld %1 eintragen? Drück noch einmal die Eingabetaste zum Eintragen.</numerusform>
            <numerusform>%n Punkte im Feld %1 eintragen? Drück noch einmal die Eingabetaste zum Eintragen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="68"/>
        <source>No rolls left.</source>
        <translation>Keine Würfe mehr.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="69"/>
        <source>%n roll(s) left.</source>
        <translation>
            <numerusform>Noch %n Wurf.</numerusform>
            <numerusform>Noch %n Würfe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="72"/>
        <source>You enter %n point(s) in %1.</source>
        <translation>
            <numerusform>Du trägst %n Punkt im Feld %1 ein.</numerusform>
            <numerusform>Du trägst %n Punkte im Feld %1 ein.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="75"/>
        <source>%1 enters %n point(s) in %2.</source>
        <translation>
            <numerusform>%1 trägt %n Punkt im Feld %2 ein.</numerusform>
            <numerusform>%1 trägt %n Punkte im Feld %2 ein.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="78"/>
        <source>Place %1: %2, %n point(s)</source>
        <translation>
            <numerusform>Rang %1: %2, %n Punkt</numerusform>
            <numerusform>Rang %1: %2, %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="81"/>
        <source>The game is over: %n point(s).</source>
        <translation>
            <numerusform>Das Spiel ist vorbei: %n Punkt.</numerusform>
            <numerusform>Das Spiel ist vorbei: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="84"/>
        <source>%n second(s) left.</source>
        <translation>
            <numerusform>Noch %n Sekunde.</numerusform>
            <numerusform>Noch %n Sekunden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="87"/>
        <source>%1: %n second(s) left.</source>
        <translation>
            <numerusform>%1: noch %n Sekunde.</numerusform>
            <numerusform>%1: noch %n Sekunden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="90"/>
        <source>%1: %n point(s), place %2</source>
        <translation>
            <numerusform>%1: %n Punkt, Rang %2</numerusform>
            <numerusform>%1: %n Punkte, Rang %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="93"/>
        <source>%1 for %n point(s).</source>
        <translation>
            <numerusform>%1 für %n Punkt.</numerusform>
            <numerusform>%1 für %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="180"/>
        <source>You rolled %1.</source>
        <translation>Du würfelst %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="182"/>
        <source>%1 rolled %2.</source>
        <translation>%1 würfelt %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="185"/>
        <location filename="../app/ui/table/speech.py" line="267"/>
        <source>Kept: %1.</source>
        <translation>Behalten: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="206"/>
        <source>Kept %1.</source>
        <translation>%1 behalten.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="206"/>
        <source>Released %1.</source>
        <translation>%1 zurückgelegt.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="222"/>
        <source>You strike %1.</source>
        <translation>Du streichst %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="224"/>
        <source>%1 strikes %2.</source>
        <translation>%1 streicht %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="231"/>
        <source>The clock chose the box.</source>
        <translation>Nach Zeitablauf automatisch eingetragen.</translation>
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
        <translation>Zusatzbonus: plus %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="246"/>
        <location filename="../app/ui/table/speech.py" line="440"/>
        <source>Total %1.</source>
        <translation>Gesamt %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="252"/>
        <source>Your turn. Press Space to roll.</source>
        <translation>Du bist dran. Würfle mit der Leertaste.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="254"/>
        <source>Your turn.</source>
        <translation>Du bist dran.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="256"/>
        <source>%1&apos;s turn.</source>
        <translation>%1 ist dran.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="276"/>
        <source>(resigned)</source>
        <translation>(aufgegeben)</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="282"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="289"/>
        <source>Strike %1? It counts 0. Return again strikes it.</source>
        <translation>%1 streichen? Es zählt 0. Drück noch einmal die Eingabetaste zum Streichen.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="298"/>
        <source>Taken back.</source>
        <translation>Zurückgenommen.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="347"/>
        <source>No upper bonus in these rules.</source>
        <translation>Diese Regeln haben keinen Bonus im oberen Teil.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="354"/>
        <source>Top of the sheet.</source>
        <translation>Oben am Block.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="356"/>
        <source>Bottom of the sheet.</source>
        <translation>Unten am Block.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="358"/>
        <source>First column.</source>
        <translation>Erste Spalte.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="360"/>
        <source>Last column.</source>
        <translation>Letzte Spalte.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="366"/>
        <source>Not there. The dice may go to: %1.</source>
        <translation>Nicht dort. Möglich sind: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="379"/>
        <source>%1 says: %2</source>
        <translation>%1 sagt: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="415"/>
        <source>%1 would score %2</source>
        <translation>%1 würde %2 bringen</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="420"/>
        <source>%1 not open</source>
        <translation>%1 nicht offen</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="423"/>
        <source>Your sheet</source>
        <translation>Dein Block</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="425"/>
        <source>%1: no free boxes.</source>
        <translation>%1: keine freien Felder.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="428"/>
        <source>%1, free: %2.</source>
        <translation>%1, frei: %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="456"/>
        <source>It is your turn.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="458"/>
        <source>%1 is to move.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="478"/>
        <source>Not rolled yet.</source>
        <translation>Noch nicht gewürfelt.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="481"/>
        <source>die %1: %2</source>
        <translation>Würfel %1: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="484"/>
        <source>(kept)</source>
        <translation>(behalten)</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="487"/>
        <source>Dice: %1.</source>
        <translation>Würfel: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="492"/>
        <source>Hints are off. Press H to show them.</source>
        <translation>Die Tipps sind ausgeblendet. Drück H, um sie einzublenden.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="494"/>
        <source>The hints are still being prepared.</source>
        <translation>Die Tipps werden noch vorbereitet.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="496"/>
        <source>Hints come after your roll.</source>
        <translation>Tipps gibt es nach deinem Wurf.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="503"/>
        <source>Best: keep %1 and roll again.</source>
        <translation>Am besten: %1 behalten und noch einmal würfeln.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="508"/>
        <source>Best: roll all dice again.</source>
        <translation>Am besten: alle Würfel neu würfeln.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="513"/>
        <source>Hints:</source>
        <translation>Tipps:</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="106"/>
        <source>Your turn, already rolled: %1. No rolls left: pick a box.</source>
        <translation>Du bist dran, schon gewürfelt: %1. Keine Würfe mehr: Wähle ein Feld.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="107"/>
        <source>Your turn, already rolled: %1. %n roll(s) left.</source>
        <translation>
            <numerusform>Du bist dran, schon gewürfelt: %1. Noch %n Wurf.</numerusform>
            <numerusform>Du bist dran, schon gewürfelt: %1. Noch %n Würfe.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="196"/>
        <source>Time ran out: %1.</source>
        <translation>Zeit abgelaufen: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="198"/>
        <source>Your time ran out: the clock rolled %1 for you.</source>
        <translation>Deine Zeit ist abgelaufen: Für dich wurde automatisch %1 gewürfelt.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="200"/>
        <source>%1&apos;s time ran out: the clock rolled %2.</source>
        <translation>Die Zeit von %1 ist abgelaufen; automatisch gewürfelt: %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="96"/>
        <source>your %n point(s) in %1</source>
        <translation>
            <numerusform>deinen %n Punkt im Feld %1</numerusform>
            <numerusform>deine %n Punkte im Feld %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="99"/>
        <source>%1&apos;s %n point(s) in %2</source>
        <translation>
            <numerusform>%n Punkt von %1 im Feld %2</numerusform>
            <numerusform>%n Punkte von %1 im Feld %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/table/speech.py" line="102"/>
        <source>Upper section %1 of %2: %n point(s) to the bonus.</source>
        <translation>
            <numerusform>Oberer Teil %1 von %2: noch %n Punkt bis zum Bonus.</numerusform>
            <numerusform>Oberer Teil %1 von %2: noch %n Punkte bis zum Bonus.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="210"/>
        <source>Die %1, %2: kept.</source>
        <translation>Würfel %1, %2: behalten.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="212"/>
        <source>Die %1, %2: released.</source>
        <translation>Würfel %1, %2: zurückgelegt.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="304"/>
        <source>your strike in %1</source>
        <translation>dein gestrichenes Feld %1</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="308"/>
        <source>%1&apos;s strike in %2</source>
        <translation>das gestrichene Feld %2 von %1</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="314"/>
        <source>Taken back: %1.</source>
        <translation>Zurückgenommen: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="321"/>
        <source>Hints shown. Press I to hear them.</source>
        <translation>Tipps eingeblendet. Drück I, um sie zu hören.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="322"/>
        <source>Hints hidden.</source>
        <translation>Tipps ausgeblendet.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="335"/>
        <source>Upper bonus reached: plus %1.</source>
        <translation>Oberer Bonus erreicht: plus %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="386"/>
        <source>%1 sits down at the table.</source>
        <translation>%1 nimmt am Tisch Platz.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="388"/>
        <source>%1 has left the table.</source>
        <translation>%1 hat den Tisch verlassen.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="390"/>
        <source>%1 is away; their seat waits for them.</source>
        <translation>%1 ist abwesend; der Platz wartet.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="392"/>
        <source>%1 is back.</source>
        <translation>%1 ist zurück.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="398"/>
        <source>%1 offers a rematch: Accept rematch or Decline.</source>
        <translation>%1 bietet eine Revanche an: Revanche annehmen oder Ablehnen.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="438"/>
        <source>Filled: %1.</source>
        <translation>Eingetragen: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/speech.py" line="470"/>
        <source>Round %1 of %2.</source>
        <translation>Zug %1 von %2.</translation>
    </message>
</context>
<context>
    <name>Start</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="132"/>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="160"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="389"/>
        <source>Back to the game</source>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="177"/>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="185"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="114"/>
        <source>Daily challenge</source>
        <translation>Tagesherausforderung</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="192"/>
        <source>On your own</source>
        <translation>Solo</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="193"/>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="215"/>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="226"/>
        <source>Who sits at seat %1</source>
        <translation>Wer sitzt auf Platz %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="235"/>
        <source>Strength of the computer at seat %1</source>
        <translation>Stärke des Computers auf Platz %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="240"/>
        <source>Name (optional)</source>
        <translation>Name (optional)</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="244"/>
        <source>Name at seat %1</source>
        <translation>Name auf Platz %1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="249"/>
        <source>keeps the most frequent number, takes the most points now</source>
        <translation>behält die häufigste Zahl, nimmt sofort die meisten Punkte</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="250"/>
        <source>weighs which dice are worth keeping</source>
        <translation>wägt ab, welche Würfel sich lohnen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="251"/>
        <source>plays ahead over both rerolls and aims for the bonus</source>
        <translation>plant über beide weiteren Würfe voraus und zielt auf den Bonus</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="252"/>
        <source>counts for your statistics</source>
        <translation>zählt für deine Statistik</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="263"/>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="275"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="353"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="398"/>
        <source>Leave the online game?</source>
        <translation>Das Online-Spiel verlassen?</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="399"/>
        <source>You sit at an online table. Starting a game here leaves it, and leaving counts as resigning.</source>
        <translation>Du sitzt an einem Online-Tisch. Wenn du hier ein Spiel beginnst, verlässt du ihn – das zählt als Aufgeben.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="864"/>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="366"/>
        <source>Triple</source>
        <translation>Dreifach</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="865"/>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="367"/>
        <source>Three columns per player, worth ×1, ×2 and ×3: every box is filled three times.</source>
        <translation>Drei Spalten pro Spieler, die ×1, ×2 und ×3 zählen: Jedes Feld wird dreimal gefüllt.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="871"/>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="376"/>
        <source>Forced order</source>
        <translation>Feste Reihenfolge</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/LobbyScreen.qml" line="872"/>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="377"/>
        <source>Boxes are filled from top to bottom, no choosing.</source>
        <translation>Die Felder werden von oben nach unten gefüllt, ohne Auswahl.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="397"/>
        <source>At least one seat needs a person.</source>
        <translation>Mindestens ein Platz braucht einen Menschen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="390"/>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="403"/>
        <source>Start a new game</source>
        <translation>Neues Spiel beginnen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="403"/>
        <source>Start</source>
        <translation>Los geht’s</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="387"/>
        <source>Start a new game?</source>
        <translation>Ein neues Spiel beginnen?</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="388"/>
        <source>The game in progress ends without a result.</source>
        <translation>Das laufende Spiel endet ohne Wertung.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="401"/>
        <source>Leave and start</source>
        <translation>Verlassen und beginnen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Main.qml" line="400"/>
        <source>Stay at the table</source>
        <translation>Am Tisch bleiben</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="32"/>
        <source>%1 people and %n computer(s)</source>
        <translation>
            <numerusform>%1 Menschen und %n Computer</numerusform>
            <numerusform>%1 Menschen und %n Computer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="31"/>
        <source>%n people</source>
        <translation>
            <numerusform>%n Mensch</numerusform>
            <numerusform>%n Menschen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="170"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="80"/>
        <source>Continue</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="119"/>
        <source>Play online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="90"/>
        <source>Quick game</source>
        <translation>Schnelles Spiel</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="108"/>
        <source>Set up a new game…</source>
        <translation>Neues Spiel einrichten …</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="29"/>
        <source>You against %n computer(s)</source>
        <translation>
            <numerusform>Du gegen %n Computer</numerusform>
            <numerusform>Du gegen %n Computer</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="27"/>
        <source>You alone</source>
        <translation>Solo-Spiel</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="102"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="109"/>
        <source>Rules of the charts</source>
        <translation>Regeln der Diagramme</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="125"/>
        <source>Count games with hints</source>
        <translation>Spiele mit Tipps mitzählen</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="127"/>
        <source>%n game(s) of these rules were played with hints shown.</source>
        <translation>
            <numerusform>%n Spiel mit diesen Regeln wurde mit Tipps gespielt.</numerusform>
            <numerusform>%n Spiele mit diesen Regeln wurden mit Tipps gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="128"/>
        <source>Games in which hints were shown are marked; leave them out to see how you play on your own.</source>
        <translation>Spiele, in denen Tipps zu sehen waren, sind markiert; lass sie weg, um zu sehen, wie du ohne Tipps spielst.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="144"/>
        <source>No finished games yet. Play a game to the end with a seat marked “You”, and your scores, your accuracy and your bonus and five-of-a-kind rates appear here as charts.</source>
        <translation>Noch keine beendeten Spiele. Beende ein Spiel mit einem Platz „Du“, dann erscheinen hier deine Ergebnisse, deine Genauigkeit und wie oft du Bonus und Fünferpasch schaffst als Diagramme.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="146"/>
        <source>No game of %1 to show: the charts count the games you played to the end.</source>
        <translation>Kein Spiel mit %1 zu zeigen: Die Diagramme zählen die Spiele, die du zu Ende gespielt hast.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="147"/>
        <source>No game of %1 to show: the charts count the games you played to the end, and games with hints are left out now.</source>
        <translation>Kein Spiel mit %1 zu zeigen: Die Diagramme zählen die Spiele, die du zu Ende gespielt hast, und Spiele mit Tipps sind gerade ausgenommen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="158"/>
        <source>Your final scores (%n game(s))</source>
        <translation>
            <numerusform>Deine Endergebnisse (%n Spiel)</numerusform>
            <numerusform>Deine Endergebnisse (%n Spiele)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="170"/>
        <source>Your last game: score and points lost per decision</source>
        <translation>Dein letztes Spiel: Ergebnis und Verlust je Entscheidung</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="171"/>
        <source>Your last %n game(s): score and points lost per decision</source>
        <translation>
            <numerusform>Dein letztes Spiel (%n): Ergebnis und Verlust je Entscheidung</numerusform>
            <numerusform>Deine letzten %n Spiele: Ergebnis und Verlust je Entscheidung</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="184"/>
        <source>Rates</source>
        <translation>Quoten</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="190"/>
        <source>Upper bonus reached</source>
        <translation>Oberer Bonus erreicht</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="192"/>
        <source>Five of a kind per game</source>
        <translation>Fünferpasch je Spiel</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="225"/>
        <source>Accuracy: no game reviewed yet.</source>
        <translation>Genauigkeit: noch kein Spiel mit Rückblick.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="226"/>
        <source>Accuracy: %1 points lost per decision over %n reviewed game(s).</source>
        <translation>
            <numerusform>Genauigkeit: %1 Punkte verloren je Entscheidung in %n Spiel mit Rückblick.</numerusform>
            <numerusform>Genauigkeit: %1 Punkte verloren je Entscheidung in %n Spielen mit Rückblick.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="242"/>
        <source>%1: games played to the end. Brass: the score; red, dashed: points lost per decision (lower is better; 0 is perfect play). Hollow dots: hints were shown.</source>
        <translation>%1: zu Ende gespielte Spiele. Messing: das Ergebnis; rot gestrichelt: Punkte verloren je Entscheidung (weniger ist besser; 0 ist fehlerfrei). Hohle Kreise: mit Tipps gespielt.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="249"/>
        <source>Every ruleset</source>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="260"/>
        <source>Only games with a seat marked “You” count. A game with at least one computer counts as against the computer; a game with other people at this computer and no computer counts under people. Solo games count toward your best and average scores.</source>
        <translation>Es zählen nur Spiele mit einem Platz „Du“. Ein Spiel mit mindestens einem Computer wird unter „gegen Computer“ gezählt; ein Spiel nur mit anderen Menschen an diesem Computer unter „gegen Menschen“. S · U · N: Siege, Unentschieden, Niederlagen. Solo-Spiele zählen für deinen Rekord und deinen Schnitt.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="350"/>
        <source>Your games</source>
        <translation>Deine Spiele</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="364"/>
        <source>Finished games appear here; each opens on the analysis board.</source>
        <translation>Beendete Spiele erscheinen hier; jedes öffnet sich auf dem Analysebrett.</translation>
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
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="435"/>
        <source>%1 lost per decision</source>
        <translation>%1 verloren je Entscheidung</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="437"/>
        <source>hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="445"/>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="24"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="25"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="26"/>
        <source>vs. computer
won · draw · lost</source>
        <translation>gegen Computer
S · U · N</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="27"/>
        <source>vs. people
won · draw · lost</source>
        <translation>gegen Menschen
S · U · N</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="28"/>
        <source>Best</source>
        <translation>Rekord</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="29"/>
        <source>Average</source>
        <translation>Schnitt</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="30"/>
        <source>Five of a kind</source>
        <translation>Fünferpasch</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="31"/>
        <source>Upper bonus</source>
        <translation>Oberer Bonus</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="32"/>
        <source>Solo best</source>
        <translation>Solo-Rekord</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TrendChart.qml" line="24"/>
        <source>Score and accuracy over your last games</source>
        <translation>Ergebnis und Genauigkeit deiner letzten Spiele</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DistributionChart.qml" line="27"/>
        <source>Final scores</source>
        <translation>Endergebnisse</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="427"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="428"/>
        <source>place %1 of %2</source>
        <translation>Rang %1 von %2</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="433"/>
        <source>not finished on this computer</source>
        <translation>nicht auf diesem Computer zu Ende gespielt</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="313"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="316"/>
        <source>The game was aborted and counts for nobody.</source>
        <extracomment>Online: someone left before every player had taken a turn.</extracomment>
        <translation>Das Spiel wurde abgebrochen und zählt für niemanden.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="318"/>
        <source>%1 is playing (%2)…</source>
        <translation>%1 spielt (%2) …</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="320"/>
        <source>%1 is to move.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="322"/>
        <source>Enter %1 for %n point(s)? Click again or press Return.</source>
        <translation>
            <numerusform>%1 für %n Punkt eintragen? Klick noch einmal oder drück die Eingabetaste.</numerusform>
            <numerusform>%1 für %n Punkte eintragen? Klick noch einmal oder drück die Eingabetaste.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="324"/>
        <source>Strike %1? It counts 0. Click again or press Return.</source>
        <translation>%1 streichen? Es zählt 0. Klick noch einmal oder drück die Eingabetaste.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="327"/>
        <source>Roll the dice (Space).</source>
        <translation>Würfle (Leertaste).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="328"/>
        <source>%1, it is your turn: roll the dice (Space).</source>
        <translation>%1, du bist dran: Würfle (Leertaste).</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="331"/>
        <source>Keep dice and roll again, or pick a box.</source>
        <translation>Behalte Würfel und würfle erneut, oder wähle ein Feld.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="332"/>
        <source>%1: keep dice and roll again, or pick a box.</source>
        <translation>%1: Behalte Würfel und würfle erneut, oder wähle ein Feld.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="335"/>
        <source>No rolls left: pick a box.</source>
        <translation>Keine Würfe mehr: Wähle ein Feld.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="336"/>
        <source>%1: no rolls left, pick a box.</source>
        <translation>%1: Keine Würfe mehr, wähle ein Feld.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/DiceArea.qml" line="95"/>
        <source>Press Space or the button to roll</source>
        <translation>Drück die Leertaste oder den Knopf zum Würfeln</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="19"/>
        <source>Table: F1 lists the keys</source>
        <translation>Tisch: F1 zeigt die Tasten</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="240"/>
        <source>Your time ran out: %1 was entered for you (%n point(s)).</source>
        <translation>
            <numerusform>Deine Zeit ist abgelaufen: %1 wurde für dich eingetragen (%n Punkt).</numerusform>
            <numerusform>Deine Zeit ist abgelaufen: %1 wurde für dich eingetragen (%n Punkte).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="241"/>
        <source>Your time ran out: %1 was crossed out for you.</source>
        <translation>Deine Zeit ist abgelaufen: %1 wurde für dich gestrichen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="243"/>
        <source>%1&apos;s time ran out: %2 was entered (%n point(s)).</source>
        <translation>
            <numerusform>Die Zeit von %1 ist abgelaufen: %2 wurde eingetragen (%n Punkt).</numerusform>
            <numerusform>Die Zeit von %1 ist abgelaufen: %2 wurde eingetragen (%n Punkte).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="244"/>
        <source>%1&apos;s time ran out: %2 was crossed out.</source>
        <translation>Die Zeit von %1 ist abgelaufen: %2 wurde gestrichen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="259"/>
        <source>%1 is away — %2 to come back</source>
        <translation>%1 ist abwesend – Platz wird noch %2 freigehalten</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="262"/>
        <source>(%n more away)</source>
        <translation>
            <numerusform>(%n weiterer abwesend)</numerusform>
            <numerusform>(%n weitere abwesend)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="301"/>
        <source>The connection to the server is lost. Reconnecting… Your seat waits for you.</source>
        <translation>Die Verbindung zum Server ist abgebrochen. Die App verbindet sich neu … Dein Platz wird freigehalten.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="375"/>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="387"/>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="399"/>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="428"/>
        <source>no rolls left</source>
        <translation>keine Würfe mehr</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="404"/>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="409"/>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="429"/>
        <source>%n roll(s) left</source>
        <translation>
            <numerusform>noch %n Wurf</numerusform>
            <numerusform>noch %n Würfe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="445"/>
        <source>Undo</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="448"/>
        <source>Ctrl+Z</source>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="460"/>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="467"/>
        <source>Hide hints</source>
        <translation>Tipps aus</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="465"/>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="467"/>
        <source>Show hints</source>
        <translation>Tipps ein</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="473"/>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="601"/>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="481"/>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="612"/>
        <source>Leave table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="591"/>
        <source>Resign?</source>
        <translation>Aufgeben?</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="595"/>
        <source>You give up this game and rank behind everyone who plays on. You can stay at the table, watch and chat.</source>
        <translation>Du gibst dieses Spiel auf und landest hinter allen, die weiterspielen. Du kannst am Tisch bleiben, zuschauen und chatten.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="598"/>
        <source>You leave the game and rank behind everyone who plays on.</source>
        <translation>Du verlässt das Spiel und landest hinter allen, die weiterspielen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="609"/>
        <source>Leave the table?</source>
        <translation>Den Tisch verlassen?</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="610"/>
        <source>Leaving counts as resigning: the others play on, and you rank behind everyone who does.</source>
        <translation>Verlassen zählt als Aufgeben: Die anderen spielen weiter, und du landest hinter allen, die das tun.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="596"/>
        <source>%1 leaves the game and ranks behind everyone who plays on.</source>
        <translation>%1 steigt aus und landet hinter allen, die weiterspielen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="100"/>
        <source>%1: %2 struck</source>
        <translation>%1: %2 gestrichen</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="101"/>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="117"/>
        <source>%1: %n in %2</source>
        <translation>
            <numerusform>%1: %n Punkt im Feld %2</numerusform>
            <numerusform>%1: %n Punkte im Feld %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="473"/>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="601"/>
        <source>End game</source>
        <translation>Spiel beenden</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="590"/>
        <source>End this game?</source>
        <translation>Dieses Spiel beenden?</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="600"/>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Recap.qml" line="26"/>
        <source>Latest entries</source>
        <translation>Letzte Einträge</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="611"/>
        <source>Stay</source>
        <translation>Bleiben</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="594"/>
        <source>The game ends here and counts with the points on your sheet so far.</source>
        <translation>Das Spiel endet hier und zählt mit den Punkten, die bis jetzt auf deinem Block stehen.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="105"/>
        <source>bonus +%1</source>
        <translation>Bonus +%1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="107"/>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="214"/>
        <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="241"/>
        <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="64"/>
        <source>extra bonus +%1</source>
        <translation>Zusatzbonus +%1</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="103"/>
        <source>joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="109"/>
        <source>time ran out</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/Recap.qml" line="45"/>
        <source>Every entry of the game shows here as it is made.</source>
        <translation>Hier erscheint jeder Eintrag des Spiels, sobald er gemacht ist.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnnouncementLog.qml" line="24"/>
        <location filename="../resources/qml/Fuenfwurf/AnnouncementLog.qml" line="32"/>
        <location filename="../resources/qml/Fuenfwurf/AnnouncementLog.qml" line="156"/>
        <location filename="../resources/qml/Fuenfwurf/AnnouncementLog.qml" line="166"/>
        <source>Announcements</source>
        <translation>Ansagen</translation>
    </message>
    <message numerus="yes">
        <location filename="../resources/qml/Fuenfwurf/AnnouncementLog.qml" line="50"/>
        <source>Announcements: %n line(s)</source>
        <translation>
            <numerusform>Ansagen: %n Zeile</numerusform>
            <numerusform>Ansagen: %n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnnouncementLog.qml" line="57"/>
        <source>Scroll the announcements</source>
        <translation>Ansagen scrollen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/AnnouncementLog.qml" line="90"/>
        <location filename="../resources/qml/Fuenfwurf/AnnouncementLog.qml" line="116"/>
        <source>What happens at the table is written here.</source>
        <translation>Was am Tisch geschieht, steht hier.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="178"/>
        <source>Watching: you resigned, the others play on to the end.</source>
        <translation>Du schaust zu: Du hast aufgegeben, die anderen spielen bis zum Ende weiter.</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="179"/>
        <source>Watching table %1: you have no seat here, the players move.</source>
        <translation>Du schaust an Tisch %1 zu: Du hast hier keinen Platz, nur die Spieler ziehen.</translation>
    </message>
</context>
<context>
    <name>WinChances</name>
    <message>
        <location filename="../resources/qml/Fuenfwurf/WinChanceStrip.qml" line="18"/>
        <location filename="../app/ui/table/winchances.py" line="70"/>
        <source>Chances to win:</source>
        <translation>Siegchancen:</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/WinChanceStrip.qml" line="22"/>
        <source>Chances to win</source>
        <translation>Siegchancen</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="528"/>
        <source>Chances to win over the game</source>
        <translation>Siegchancen im Spielverlauf</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/WinChanceChart.qml" line="33"/>
        <source>Win chances over the game: being worked out</source>
        <translation>Siegchancen im Spielverlauf: werden berechnet</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/WinChanceChart.qml" line="36"/>
        <source>Win chances over the game:</source>
        <translation>Siegchancen im Spielverlauf:</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/WinChanceChart.qml" line="78"/>
        <source>Working out the win chances …</source>
        <translation>Die Siegchancen werden berechnet …</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/WinChanceChart.qml" line="117"/>
        <source>end</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location filename="../resources/qml/Fuenfwurf/WinChanceChart.qml" line="118"/>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../app/ui/table/winchances.py" line="65"/>
        <source>No win chances to tell here.</source>
        <translation>Hier gibt es keine Siegchancen.</translation>
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
        <translation>alle Würfel neu würfeln</translation>
    </message>
    <message>
        <location filename="../app/ui/table/winhint.py" line="101"/>
        <source>keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <location filename="../app/ui/table/winhint.py" line="110"/>
        <source>To win: %1, %2 % chance.</source>
        <translation>Zum Sieg: %1, %2 % Chance.</translation>
    </message>
    <message>
        <location filename="../app/ui/table/winhint.py" line="112"/>
        <source>For points: %1, %2 % chance, %3 points more expected.</source>
        <translation>Für Punkte: %1, %2 % Chance, im Mittel %3 Punkte mehr.</translation>
    </message>
</context>
</TS>
