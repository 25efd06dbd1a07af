<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>Boxes</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="17" />
            <source>Ones</source>
            <translation>Einser</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="18" />
            <source>Twos</source>
            <translation>Zweier</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="19" />
            <source>Threes</source>
            <translation>Dreier</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="20" />
            <source>Fours</source>
            <translation>Vierer</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="21" />
            <source>Fives</source>
            <translation>Fünfer</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="22" />
            <source>Sixes</source>
            <translation>Sechser</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="23" />
            <source>Three of a kind</source>
            <translation>Dreierpasch</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="24" />
            <source>Four of a kind</source>
            <translation>Viererpasch</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="25" />
            <source>Five of a kind</source>
            <translation>Fünferpasch</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="26" />
            <source>Six of a kind</source>
            <translation>Sechserpasch</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="27" />
            <source>Full house</source>
            <translation>Full House</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="28" />
            <source>Small straight</source>
            <translation>Kleine Straße</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="29" />
            <source>Large straight</source>
            <translation>Große Straße</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="30" />
            <source>Full straight</source>
            <translation>Ganze Straße</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="31" />
            <source>Chance</source>
            <translation>Chance</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="32" />
            <source>One pair</source>
            <translation>Ein Paar</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="33" />
            <source>Two pairs</source>
            <translation>Zwei Paare</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="34" />
            <source>Three pairs</source>
            <translation>Drei Paare</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="35" />
            <source>Castle</source>
            <translation>Burg</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="36" />
            <source>Tower</source>
            <translation>Turm</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="37" />
            <source>Upper total</source>
            <translation>Summe oben</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="38" />
            <source>Bonus</source>
            <translation>Bonus</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="39" />
            <source>Extra bonus</source>
            <translation>Zusatzbonus</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="40" />
            <source>Column totals</source>
            <translation>Spaltensummen</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="41" />
            <source>Total</source>
            <translation>Gesamt</translation>
        </message>
    </context>
    <context>
        <name>Dice</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="198" />
            <source>one</source>
            <translation>Eins</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="199" />
            <source>two</source>
            <translation>Zwei</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="200" />
            <source>three</source>
            <translation>Drei</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="201" />
            <source>four</source>
            <translation>Vier</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="202" />
            <source>five</source>
            <translation>Fünf</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="203" />
            <source>six</source>
            <translation>Sechs</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="205" />
            <source>not rolled</source>
            <translation>nicht gewürfelt</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/DiceArea.qml" line="113" />
            <source>Die %1: %2</source>
            <translation>Würfel %1: %2</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/DiceArea.qml" line="114" />
            <source>kept on the ledge</source>
            <translation>auf der Leiste behalten</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/DiceArea.qml" line="115" />
            <source>in the tray</source>
            <translation>in der Schale</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="25" />
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="35" />
            <source>Hints</source>
            <translation>Tipps</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="42" />
            <source>H hides them</source>
            <translation>H blendet sie aus</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="42" />
            <source>H shows them</source>
            <translation>H blendet sie ein</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="60" />
            <source>Hints are not available for these rules.</source>
            <translation>Für diese Regeln gibt es keine Tipps.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="61" />
            <source>Working out the best play for these rules (once only). Hints come when it is ready.</source>
            <translation>Das beste Spiel für diese Regeln wird berechnet (nur einmal). Die Tipps erscheinen, sobald es fertig ist.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="69" />
            <source>Preparing hints</source>
            <translation>Tipps werden vorbereitet</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="79" />
            <source>After each of your rolls, the best choices appear here.</source>
            <translation>Nach jedem deiner Würfe stehen hier die besten Möglichkeiten.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="87" />
            <source>Hints are hidden.</source>
            <translation>Tipps sind ausgeblendet.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="95" />
            <source>Keep</source>
            <translation>Behalten</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="120" />
            <source>nothing, roll all</source>
            <translation>nichts, alle würfeln</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="126" />
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="161" />
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="190" />
            <source>expected %1</source>
            <translation>erwartet %1</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="142" />
            <source>Enter</source>
            <translation>Eintragen</translation>
        </message>
        <message numerus="yes">
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="155" />
            <source>%n point(s) now</source>
            <translation>
                <numerusform>%n Punkt jetzt</numerusform>
                <numerusform>%n Punkte jetzt</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/HintsPanel.qml" line="177" />
            <source>Strike</source>
            <translation>Streichen</translation>
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
            <translation>Tisch</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Main.qml" line="100" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Main.qml" line="106" />
            <source>Statistics</source>
            <translation>Statistik</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Main.qml" line="112" />
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Main.qml" line="118" />
            <source>Settings</source>
            <translation>Einstellungen</translation>
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
            <translation>Deine Datendatei war nicht lesbar. Sie wurde als %1 aufbewahrt und eine neue angelegt.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="185" />
            <source>Saving failed (%1). The game goes on.</source>
            <translation>Speichern ist fehlgeschlagen (%1). Das Spiel geht weiter.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="187" />
            <source>The unfinished game could not be restored and was set aside.</source>
            <translation>Das unterbrochene Spiel ließ sich nicht wiederherstellen und wurde beiseitegelegt.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="189" />
            <source>A computer player ran into a problem and stopped.</source>
            <translation>Ein Computerspieler hatte ein Problem und hat aufgehört.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="191" />
            <source>No data file could be opened: nothing is saved this time.</source>
            <translation>Es ließ sich keine Datendatei öffnen: Diesmal wird nichts gespeichert.</translation>
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
            <translation>Offiziell</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="56" />
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="57" />
            <source>Free joker</source>
            <translation>Freier Joker</translation>
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
            <translation>Fünf Würfel, 13 Felder. Ein weiterer Fünferpasch ist ein Pflicht-Joker und bringt 50.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="70" />
            <source>The classic rules: forced joker, 100 for every repeated five of a kind.</source>
            <translation>Die klassischen Regeln: Pflicht-Joker, 100 für jeden weiteren Fünferpasch.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="72" />
            <source>No joker: a repeated five of a kind scores only where the dice fit.</source>
            <translation>Ohne Joker: Ein weiterer Fünferpasch zählt nur dort, wo die Würfel passen.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="74" />
            <source>A repeated five of a kind may go anywhere; full value once its upper box is filled.</source>
            <translation>Ein weiterer Fünferpasch darf überallhin; voller Wert, sobald sein oberes Feld gefüllt ist.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="76" />
            <source>House rules: a repeated five of a kind counts in full anywhere while the 50 stands.</source>
            <translation>Hausregeln: Ein weiterer Fünferpasch zählt überall voll, solange die 50 steht.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="78" />
            <source>Nordic sheet with pairs, 15 boxes; sets count only their matching dice.</source>
            <translation>Nordischer Block mit Paaren, 15 Felder; Kombinationen zählen nur ihre passenden Würfel.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="80" />
            <source>Six dice, 20 boxes, and rolls you do not use are saved for later turns.</source>
            <translation>Sechs Würfel, 20 Felder, und ungenutzte Würfe werden für später aufgehoben.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="89" />
            <source>Triple</source>
            <translation>Dreifach</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="91" />
            <source>in order</source>
            <translation>der Reihe nach</translation>
        </message>
    </context>
    <context>
        <name>Refusals</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="131" />
            <source>Roll first.</source>
            <translation>Erst würfeln.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="132" />
            <source>No rolls left: pick a box.</source>
            <translation>Keine Würfe mehr: Wähle ein Feld.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="133" />
            <source>All dice are kept: release one to roll.</source>
            <translation>Alle Würfel sind behalten: Gib einen frei, um zu würfeln.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="134" />
            <source>That box is already filled.</source>
            <translation>Dieses Feld ist schon gefüllt.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="135" />
            <source>The rules send this roll to another box.</source>
            <translation>Die Regeln schicken diesen Wurf in ein anderes Feld.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="136" />
            <source>These dice score there: enter them instead.</source>
            <translation>Diese Würfel zählen dort: Trag sie ein, statt zu streichen.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="137" />
            <source>There is no such box on this sheet.</source>
            <translation>Dieses Feld gibt es auf diesem Block nicht.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="138" />
            <source>There is no such die.</source>
            <translation>Diesen Würfel gibt es nicht.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="139" />
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="140" />
            <source>It is not your turn.</source>
            <translation>Du bist nicht am Zug.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="141" />
            <source>Please wait: the computer is playing.</source>
            <translation>Bitte warten: Der Computer spielt.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="142" />
            <source>This player has resigned.</source>
            <translation>Dieser Spieler hat aufgegeben.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="143" />
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="144" />
            <source>Nothing to undo: only the last entry before the next roll can be taken back.</source>
            <translation>Nichts zurückzunehmen: Nur der letzte Eintrag vor dem nächsten Wurf lässt sich zurücknehmen.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="145" />
            <source>There is no chat in a game on this computer.</source>
            <translation>In einem Spiel an diesem Computer gibt es keinen Chat.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="147" />
            <source>That is not allowed now.</source>
            <translation>Das ist jetzt nicht erlaubt.</translation>
        </message>
    </context>
    <context>
        <name>Results</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="17" />
            <source>reroll all</source>
            <translation>alle neu würfeln</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="18" />
            <source>keep %1</source>
            <translation>%1 behalten</translation>
        </message>
        <message numerus="yes">
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="46" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n Punkt</numerusform>
                <numerusform>%n Punkte</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="47" />
            <source>You won!</source>
            <translation>Du hast gewonnen!</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="48" />
            <source>A draw at the top!</source>
            <translation>Unentschieden an der Spitze!</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="49" />
            <source>Game over: %1 won.</source>
            <translation>Spiel vorbei: %1 hat gewonnen.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="50" />
            <source>%1 share first place.</source>
            <translation>%1 teilen sich den ersten Platz.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="51" />
            <source>%1 won!</source>
            <translation>%1 hat gewonnen!</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="63" />
            <source>A new best score for %1!</source>
            <translation>Neue Bestleistung für %1!</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="95" />
            <source>%1.</source>
            <translation>%1.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="115" />
            <source>shared place</source>
            <translation>geteilter Platz</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="117" />
            <source>resigned</source>
            <translation>aufgegeben</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="138" />
            <source>Review</source>
            <translation>Rückblick</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="150" />
            <source>Looking at every decision of the game…</source>
            <translation>Jede Entscheidung des Spiels wird angeschaut …</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="151" />
            <source>The review is not available for this game.</source>
            <translation>Für dieses Spiel gibt es keinen Rückblick.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="153" />
            <source>What each player's decisions cost against the best play, in expected points, and how the dice treated them.</source>
            <translation>Was die Entscheidungen jedes Spielers gegenüber dem besten Spiel gekostet haben, in erwarteten Punkten, und wie die Würfel zu ihm waren.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="154" />
            <source>For these rules the values are a close approximation.</source>
            <translation>Für diese Regeln sind die Werte eine gute Näherung.</translation>
        </message>
        <message numerus="yes">
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="182" />
            <source>%n decision(s); they cost %1 points in expectation. Luck of the dice: %2.</source>
            <translation>
                <numerusform>%n Entscheidung; sie kostete erwartet %1 Punkte. Würfelglück: %2.</numerusform>
                <numerusform>%n Entscheidungen; sie kosteten erwartet %1 Punkte. Würfelglück: %2.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="194" />
            <source>Turn %1, dice %2: %3; better: %4 (−%5)</source>
            <translation>Runde %1, Würfel %2: %3; besser: %4 (−%5)</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="210" />
            <source>Statistics</source>
            <translation>Statistik</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ResultsScreen.qml" line="216" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="17" />
            <source>How a game goes</source>
            <translation>So läuft ein Spiel</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="18" />
            <source>Triple and forced order</source>
            <translation>Dreifach und feste Reihenfolge</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="19" />
            <source>Keys and computers</source>
            <translation>Tasten und Computer</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="27" />
            <source>Each player has a score sheet with a fixed list of boxes. Players take turns; in your turn you roll all the dice in the leather tray, up to three times.</source>
            <translation>Jeder Spieler hat einen Block mit einer festen Liste von Feldern. Gespielt wird reihum; wer dran ist, würfelt mit allen Würfeln in der Lederschale, bis zu dreimal.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="28" />
            <source>After a roll, click the dice you like (or press their numbers 1 to 6): they move onto the wooden ledge and stay out of the next roll. Click one again to put it back into the tray.</source>
            <translation>Nach einem Wurf klickst du die Würfel an, die dir gefallen (oder drückst ihre Nummern 1 bis 6): Sie wandern auf die Holzleiste und bleiben beim nächsten Wurf liegen. Ein erneuter Klick legt einen Würfel zurück in die Schale.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="29" />
            <source>Whenever you like, and at the latest after the last roll, you enter the dice into one free box of your sheet. The free boxes show what they would score. If nothing fits, you strike a box: it counts 0. A box is used once; when every box is filled the game ends.</source>
            <translation>Wann du willst, spätestens nach dem letzten Wurf, trägst du die Würfel in ein freies Feld deines Blocks ein. Die freien Felder zeigen, was sie bringen würden. Passt nichts, streichst du ein Feld: Es zählt 0. Jedes Feld gibt es nur einmal; sind alle gefüllt, endet das Spiel.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="30" />
            <source>Ones to sixes count the pips of the dice showing that number. When the upper section reaches the bonus line, a bonus is added; a bar under the sixes shows how far there is still to go.</source>
            <translation>Einser bis Sechser zählen die Augen der Würfel mit dieser Zahl. Erreicht der obere Teil die Bonusgrenze, kommt ein Bonus dazu; ein Balken unter den Sechsern zeigt, wie viel noch fehlt.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="31" />
            <source>Highest total wins. Equal totals share a place. Whoever resigns ranks behind everyone who plays on.</source>
            <translation>Die höchste Summe gewinnt. Gleiche Summen teilen sich einen Platz. Wer aufgibt, landet hinter allen, die weiterspielen.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="34" />
            <source>Five dice and thirteen boxes. Upper section: ones to sixes, 35 bonus points from 63 on, which is three of every number.</source>
            <translation>Fünf Würfel und dreizehn Felder. Oberer Teil: Einser bis Sechser, 35 Bonuspunkte ab 63, also drei von jeder Zahl.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="35" />
            <source>Lower section: three of a kind and four of a kind score all five dice; a full house (three and two alike) 25; a small straight (four in a row) 30; a large straight (five in a row) 40; five of a kind 50; chance scores all five dice, whatever they show.</source>
            <translation>Unterer Teil: Dreier- und Viererpasch zählen alle fünf Würfel; Full House (drei und zwei Gleiche) 25; Kleine Straße (vier in Folge) 30; Große Straße (fünf in Folge) 40; Fünferpasch 50; die Chance zählt alle fünf Würfel, egal was sie zeigen.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="36" />
            <source>Rolling five of a kind again while its box holds 50 earns 100 extra points, each time.</source>
            <translation>Wer noch einmal einen Fünferpasch wirft, während in dessen Feld die 50 steht, bekommt jedes Mal 100 Zusatzpunkte.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="37" />
            <source>A repeated five of a kind (its box filled with 50 or with 0) is a forced joker: it must go into the upper box of its number if that is free. If not, it goes into any free lower box at full value: 25 for the full house, 30 and 40 for the straights. Only when the lower section is full as well does it cross out a free upper box.</source>
            <translation>Ein weiterer Fünferpasch (sein Feld mit 50 oder 0 gefüllt) ist ein Pflicht-Joker: Er muss in das obere Feld seiner Zahl, wenn es frei ist. Sonst geht er mit vollem Wert in ein freies unteres Feld: 25 für das Full House, 30 und 40 für die Straßen. Erst wenn auch der untere Teil voll ist, streicht er ein freies oberes Feld.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="40" />
            <source>The sheet of the official rules, with its forced joker.</source>
            <translation>Der Block der offiziellen Regeln mit ihrem Pflicht-Joker.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="41" />
            <source>The difference: a repeated five of a kind earns 50 extra points (not 100), and only while the five of a kind box holds its 50.</source>
            <translation>Der Unterschied: Ein weiterer Fünferpasch bringt 50 Zusatzpunkte (nicht 100), und nur solange im Feld Fünferpasch die 50 steht.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="44" />
            <source>The classic thirteen boxes without any joker.</source>
            <translation>Die klassischen dreizehn Felder ganz ohne Joker.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="45" />
            <source>A repeated five of a kind goes into any free box and scores what the dice make there: in the full house or a straight that is 0. The 100 extra points for a repeated five of a kind (while its box holds 50) remain.</source>
            <translation>Ein weiterer Fünferpasch geht in ein beliebiges freies Feld und zählt, was die Würfel dort ergeben: im Full House oder einer Straße ist das 0. Die 100 Zusatzpunkte für einen weiteren Fünferpasch (solange sein Feld 50 zeigt) bleiben.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="48" />
            <source>The classic thirteen boxes with a looser joker.</source>
            <translation>Die klassischen dreizehn Felder mit einem lockereren Joker.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="49" />
            <source>A repeated five of a kind (its box filled) may go into any free box. Full house, small and large straight get their full value (25, 30, 40) only once the upper box of that number is filled; before that they score what the dice make. 100 extra points for every repeated five of a kind while its box holds 50.</source>
            <translation>Ein weiterer Fünferpasch (sein Feld gefüllt) darf in jedes freie Feld. Full House, Kleine und Große Straße bekommen ihren vollen Wert (25, 30, 40) erst, wenn das obere Feld dieser Zahl gefüllt ist; vorher zählen sie, was die Würfel ergeben. 100 Zusatzpunkte für jeden weiteren Fünferpasch, solange sein Feld 50 zeigt.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="52" />
            <source>The house rules of this game, on the classic thirteen boxes.</source>
            <translation>Die Hausregeln dieses Spiels, auf den klassischen dreizehn Feldern.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="53" />
            <source>While the five of a kind box holds 50, every further five of a kind earns 100 and is a joker: it may go into any free box and always counts in full (full house 25, straights 30 and 40, the others their pips).</source>
            <translation>Solange im Feld Fünferpasch die 50 steht, bringt jeder weitere Fünferpasch 100 und ist ein Joker: Er darf in jedes freie Feld und zählt immer voll (Full House 25, Straßen 30 und 40, die übrigen ihre Augen).</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="54" />
            <source>If you struck five of a kind with 0, a later five of a kind gets neither the 100 nor the joker.</source>
            <translation>Wer den Fünferpasch mit 0 gestrichen hat, bekommt für einen späteren weder die 100 noch den Joker.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="57" />
            <source>The Nordic sheet: five dice, fifteen boxes, upper bonus 50 from 63 on.</source>
            <translation>Der nordische Block: fünf Würfel, fünfzehn Felder, oberer Bonus 50 ab 63.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="58" />
            <source>One pair, two pairs (of different numbers), three and four of a kind count only the dice that make them, the highest ones possible. The small straight is 1-2-3-4-5 and scores 15; the large straight is 2-3-4-5-6 and scores 20. The full house (three of one number and two of another) counts its five dice; chance counts everything; five of a kind scores 50.</source>
            <translation>Ein Paar, zwei Paare (verschiedener Zahlen), Dreier- und Viererpasch zählen nur die Würfel, die sie bilden, und zwar die höchstmöglichen. Die Kleine Straße ist 1-2-3-4-5 und zählt 15; die Große Straße ist 2-3-4-5-6 und zählt 20. Das Full House (drei einer Zahl und zwei einer anderen) zählt seine fünf Würfel; die Chance zählt alles; der Fünferpasch bringt 50.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="59" />
            <source>No joker and no extra points for a repeated five of a kind.</source>
            <translation>Kein Joker und keine Zusatzpunkte für einen weiteren Fünferpasch.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="62" />
            <source>The big Nordic game with six dice and twenty boxes. Upper bonus: 100 points from 84 on, which is four of every number.</source>
            <translation>Das große nordische Spiel mit sechs Würfeln und zwanzig Feldern. Oberer Bonus: 100 Punkte ab 84, also vier von jeder Zahl.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="63" />
            <source>Pairs, two and three pairs, three, four and five of a kind count the dice that make them (pairs of different numbers). Small straight 1 to 5 scores 15, large straight 2 to 6 scores 20, full straight 1 to 6 scores 21. Full house: three and two alike, those five dice. Castle: two sets of three. Tower: four and two alike. Castle and tower count all six dice. Chance counts everything; six of a kind scores 100.</source>
            <translation>Paar, zwei und drei Paare, Dreier-, Vierer- und Fünferpasch zählen die Würfel, die sie bilden (Paare aus verschiedenen Zahlen). Kleine Straße 1 bis 5 zählt 15, Große Straße 2 bis 6 zählt 20, Ganze Straße 1 bis 6 zählt 21. Full House: drei und zwei Gleiche, diese fünf Würfel. Burg: zweimal drei Gleiche. Turm: vier und zwei Gleiche. Burg und Turm zählen alle sechs Würfel. Die Chance zählt alles; der Sechserpasch bringt 100.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="64" />
            <source>Rolls you do not use are saved: enter after your first roll and the two rolls left are yours on a later turn. The sheet header shows each player's saved rolls.</source>
            <translation>Würfe, die du nicht nutzt, werden aufgehoben: Trägst du schon nach dem ersten Wurf ein, gehören dir die zwei übrigen Würfe in einer späteren Runde. Der Kopf des Blocks zeigt die aufgehobenen Würfe jedes Spielers.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="67" />
            <source>Triple: every player fills three columns, counted once, twice and three times. Each column has its own upper bonus. On the classic sheets the joker starts only when all three five of a kind boxes are filled, and its full values need the upper box of that number filled in all three columns.</source>
            <translation>Dreifach: Jeder Spieler füllt drei Spalten, die einfach, doppelt und dreifach zählen. Jede Spalte hat ihren eigenen oberen Bonus. Auf den klassischen Blöcken beginnt der Joker erst, wenn alle drei Fünferpasch-Felder gefüllt sind, und seine vollen Werte brauchen das obere Feld seiner Zahl in allen drei Spalten.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="68" />
            <source>Forced order: the boxes are filled from top to bottom (in Triple, each column in its own order), so the only choice is which dice to keep. The order also decides where a joker goes.</source>
            <translation>Feste Reihenfolge: Die Felder werden von oben nach unten gefüllt (in Dreifach jede Spalte für sich), die einzige Wahl ist also, welche Würfel du behältst. Die Reihenfolge bestimmt auch, wohin ein Joker geht.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="71" />
            <source>Space rolls. The keys 1 to 6 keep or release a die. The arrow keys and Tab move through the free boxes; Return asks to enter the box, a second Return enters it. Escape cancels. H shows or hides the hints. Ctrl+Z takes back your last entry, as long as nobody has rolled since.</source>
            <translation>Leertaste würfelt. Die Tasten 1 bis 6 behalten einen Würfel oder geben ihn frei. Pfeiltasten und Tab wandern durch die freien Felder; Eingabe fragt nach dem Eintrag, ein zweites Eingabe trägt ein. Escape bricht ab. H blendet die Tipps ein oder aus. Strg+Z nimmt deinen letzten Eintrag zurück, solange seither niemand gewürfelt hat.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="72" />
            <source>While rolls are left, every entry asks first (“Enter?”); a strike always asks. After the last roll a box with points is entered at once, unless you set every entry to ask in the settings.</source>
            <translation>Solange noch Würfe übrig sind, fragt jeder Eintrag zuerst („Eintragen?“); Streichen fragt immer. Nach dem letzten Wurf wird ein Feld mit Punkten sofort eingetragen, außer du lässt in den Einstellungen jeden Eintrag nachfragen.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="73" />
            <source>Computers come in three strengths. Easy keeps the number it has most of and takes whatever pays most at once. Medium works out which dice are worth keeping for this turn. Hard looks ahead over both rerolls and plays for the upper bonus on purpose.</source>
            <translation>Computer gibt es in drei Stärken. Leicht behält die Zahl, die am häufigsten liegt, und nimmt, was sofort am meisten bringt. Mittel rechnet aus, welche Würfel sich in dieser Runde zu behalten lohnen. Schwer plant über beide weiteren Würfe voraus und spielt gezielt auf den oberen Bonus.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/RulesScreen.qml" line="96" />
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
    </context>
    <context>
        <name>Seats</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="102" />
            <source>easy</source>
            <translation>leicht</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="103" />
            <source>medium</source>
            <translation>mittel</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="104" />
            <source>hard</source>
            <translation>schwer</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="111" />
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="88" />
            <location filename="../app/ui/controller.py" line="45" />
            <source>You</source>
            <translation>Du</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="112" />
            <source>Another person</source>
            <translation>Weitere Person</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="113" />
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <location filename="../app/ui/controller.py" line="47" />
            <source>Player %1</source>
            <translation>Spieler %1</translation>
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
            <translation>Langsam</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="121" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="122" />
            <source>Fast</source>
            <translation>Schnell</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="31" />
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="38" />
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="53" />
            <source>As the system</source>
            <translation>Wie das System</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="61" />
            <source>Computer pace</source>
            <translation>Tempo der Computer</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="80" />
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="91" />
            <source>Your name</source>
            <translation>Dein Name</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="96" />
            <source>Ask before every entry</source>
            <translation>Vor jedem Eintrag fragen</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="97" />
            <source>Also after the last roll, every box asks “Enter?” before it is filled.</source>
            <translation>Auch nach dem letzten Wurf fragt jedes Feld „Eintragen?“, bevor es gefüllt wird.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="103" />
            <source>Hints</source>
            <translation>Tipps</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="104" />
            <source>After every roll, show which dice to keep and the best boxes.</source>
            <translation>Nach jedem Wurf zeigen, welche Würfel du behalten solltest und welche Felder am besten sind.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="110" />
            <source>Sound</source>
            <translation>Ton</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="111" />
            <source>Rolling dice and the pencil on the sheet.</source>
            <translation>Rollende Würfel und der Stift auf dem Block.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="117" />
            <source>Reduce motion</source>
            <translation>Weniger Bewegung</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SettingsScreen.qml" line="118" />
            <source>Dice land quickly instead of tumbling.</source>
            <translation>Würfel landen schnell, statt zu kullern.</translation>
        </message>
    </context>
    <context>
        <name>Sheet</name>
        <message numerus="yes">
            <location filename="../resources/qml/Fuenfwurf/ScoreSheet.qml" line="104" />
            <source>%n saved roll(s)</source>
            <translation>
                <numerusform>%n aufgehobener Wurf</numerusform>
                <numerusform>%n aufgehobene Würfe</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/ScoreSheet.qml" line="100" />
            <source>resigned</source>
            <translation>aufgegeben</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="28" />
            <source>struck</source>
            <translation>gestrichen</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="29" />
            <source>free, would score %1</source>
            <translation>frei, brächte %1</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="30" />
            <source>marked, %1 points: press again to enter</source>
            <translation>markiert, %1 Punkte: noch einmal drücken zum Eintragen</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="31" />
            <source>not open for this roll</source>
            <translation>für diesen Wurf nicht offen</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/SheetCell.qml" line="32" />
            <source>free</source>
            <translation>frei</translation>
        </message>
    </context>
    <context>
        <name>Start</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="43" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="51" />
            <source>Back to the game</source>
            <translation>Zurück zum Spiel</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="58" />
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="69" />
            <source>On your own</source>
            <translation>Allein</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="70" />
            <source>%1 players</source>
            <translation>%1 Spieler</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="92" />
            <source>Seat %1</source>
            <translation>Platz %1</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="103" />
            <source>Who sits at seat %1</source>
            <translation>Wer sitzt auf Platz %1</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="112" />
            <source>Strength of the computer at seat %1</source>
            <translation>Stärke des Computers auf Platz %1</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="117" />
            <source>Name (optional)</source>
            <translation>Name (freiwillig)</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="121" />
            <source>Name at seat %1</source>
            <translation>Name auf Platz %1</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="126" />
            <source>keeps the most frequent number, takes the most points now</source>
            <translation>behält die häufigste Zahl, nimmt sofort die meisten Punkte</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="127" />
            <source>weighs which dice are worth keeping</source>
            <translation>wägt ab, welche Würfel sich lohnen</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="128" />
            <source>plays ahead over both rerolls and aims for the bonus</source>
            <translation>plant beide Würfe voraus und zielt auf den Bonus</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="129" />
            <source>counts for your statistics</source>
            <translation>zählt für deine Statistik</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="140" />
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="201" />
            <source>Options</source>
            <translation>Optionen</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="213" />
            <source>Triple</source>
            <translation>Dreifach</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="214" />
            <source>Three columns per player, worth ×1, ×2 and ×3: every box is filled three times.</source>
            <translation>Drei Spalten pro Spieler, mal 1, mal 2 und mal 3: Jedes Feld wird dreimal gefüllt.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="221" />
            <source>Forced order</source>
            <translation>Feste Reihenfolge</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="222" />
            <source>Boxes are filled from top to bottom, no choosing.</source>
            <translation>Die Felder werden von oben nach unten gefüllt, ohne Auswahl.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="242" />
            <source>At least one seat needs a person.</source>
            <translation>Mindestens ein Platz braucht einen Menschen.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="248" />
            <source>Start a new game</source>
            <translation>Neues Spiel beginnen</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="248" />
            <source>Start</source>
            <translation>Los geht’s</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="260" />
            <source>Start a new game?</source>
            <translation>Ein neues Spiel beginnen?</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StartScreen.qml" line="264" />
            <source>The game in progress ends without a result.</source>
            <translation>Das laufende Spiel endet ohne Wertung.</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="24" />
            <source>Statistics</source>
            <translation>Statistik</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="34" />
            <source>Only games with a seat marked “You” count. A game with at least one computer counts as against the computer; a game with other people at this computer and no computer counts under people. Solo games count toward your best and average scores.</source>
            <translation>Es zählen nur Spiele mit einem Platz „Du“. Ein Spiel mit mindestens einem Computer zählt als gegen den Computer; ein Spiel nur mit anderen Menschen an diesem Computer zählt unter Menschen. Solo-Spiele zählen für deine Bestleistung und deinen Schnitt.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="39" />
            <source>No finished games yet.</source>
            <translation>Noch keine beendeten Spiele.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="52" />
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="53" />
            <source>Games</source>
            <translation>Spiele</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="54" />
            <source>vs. computer
won · draw · lost</source>
            <translation>gegen Computer
gewonnen · unentschieden · verloren</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="55" />
            <source>vs. people
won · draw · lost</source>
            <translation>gegen Menschen
gewonnen · unentschieden · verloren</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="56" />
            <source>Best</source>
            <translation>Beste</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="57" />
            <source>Average</source>
            <translation>Schnitt</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="58" />
            <source>Five of a kind</source>
            <translation>Fünferpasch</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="59" />
            <source>Upper bonus</source>
            <translation>Oberer Bonus</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/StatisticsScreen.qml" line="60" />
            <source>Solo best</source>
            <translation>Solo-Bestleistung</translation>
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="155" />
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="157" />
            <source>%1 is playing (%2)…</source>
            <translation>%1 spielt (%2) …</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="159" />
            <source>%1 is to move.</source>
            <translation>%1 ist am Zug.</translation>
        </message>
        <message numerus="yes">
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="161" />
            <source>Enter %1 for %n point(s)? Click again or press Return.</source>
            <translation>
                <numerusform>%1 für %n Punkt eintragen? Noch einmal klicken oder Eingabe drücken.</numerusform>
                <numerusform>%1 für %n Punkte eintragen? Noch einmal klicken oder Eingabe drücken.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="163" />
            <source>Strike %1? It counts 0. Click again or press Return.</source>
            <translation>%1 streichen? Es zählt 0. Noch einmal klicken oder Eingabe drücken.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="166" />
            <source>Roll the dice (Space).</source>
            <translation>Würfle (Leertaste).</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="167" />
            <source>%1, it is your turn: roll the dice (Space).</source>
            <translation>%1, du bist dran: Würfle (Leertaste).</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="170" />
            <source>Keep dice and roll again, or pick a box.</source>
            <translation>Behalte Würfel und würfle erneut, oder wähle ein Feld.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="171" />
            <source>%1: keep dice and roll again, or pick a box.</source>
            <translation>%1: Behalte Würfel und würfle erneut, oder wähle ein Feld.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="174" />
            <source>No rolls left: pick a box.</source>
            <translation>Keine Würfe mehr: Wähle ein Feld.</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/Texts.qml" line="175" />
            <source>%1: no rolls left, pick a box.</source>
            <translation>%1: Keine Würfe mehr, wähle ein Feld.</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <location filename="../resources/qml/Fuenfwurf/DiceArea.qml" line="55" />
            <source>Press Space or the button to roll</source>
            <translation>Leertaste oder Knopf zum Würfeln</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="119" />
            <source>Roll</source>
            <translation>Würfeln</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="123" />
            <source>Space</source>
            <translation>Leertaste</translation>
        </message>
        <message numerus="yes">
            <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="143" />
            <source>%n roll(s) left</source>
            <translation>
                <numerusform>noch %n Wurf</numerusform>
                <numerusform>noch %n Würfe</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="151" />
            <source>Undo</source>
            <translation>Zurücknehmen</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="154" />
            <source>Ctrl+Z</source>
            <translation>Strg+Z</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="158" />
            <source>Hide hints</source>
            <translation>Tipps aus</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="158" />
            <source>Show hints</source>
            <translation>Tipps ein</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="163" />
            <source>Resign</source>
            <translation>Aufgeben</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="191" />
            <source>Resign?</source>
            <translation>Aufgeben?</translation>
        </message>
        <message>
            <location filename="../resources/qml/Fuenfwurf/TableScreen.qml" line="194" />
            <source>You leave the game and rank behind everyone who plays on.</source>
            <translation>Du verlässt das Spiel und landest hinter allen, die weiterspielen.</translation>
        </message>
    </context>
</TS>
