pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Fuenfwurf

// The window: a dark wood table, a bar with the screens, and the screen the app shows.
ApplicationWindow {
    id: window

    required property AppController app
    required property Language language
    required property SettingsViewModel settings
    required property StartViewModel start

    // The rest of the app comes just after the start screen's first frame (app/ui/main.py):
    // until ``built`` these are null, and what shows them is made only then (their files are
    // compiled then, with the Python types they use), each with its view-model.
    property bool built: false
    property QtObject table: null
    property QtObject results: null
    property QtObject statistics: null
    property QtObject rules: null
    property QtObject connection: null
    property QtObject lobby: null
    property QtObject together: null
    property QtObject friends: null
    property QtObject onlineTable: null
    property QtObject profile: null
    property QtObject leaderboards: null
    property QtObject analysis: null
    property QtObject daily: null

    width: 1280
    height: 820
    minimumWidth: 1000
    minimumHeight: 680
    visible: true
    title: {
        switch (window.app.attentionReason) {
        case "turn": return qsTranslate("Main", "● Your turn — Fünfwurf")
        case "invitation": return qsTranslate("Main", "● An invitation — Fünfwurf")
        case "rematch": return qsTranslate("Main", "● A rematch offer — Fünfwurf")
        }
        return qsTranslate("Main", "Fünfwurf")
    }
    color: Theme.woodDark
    font.family: Theme.bodyFont

    // Closing the window quits, unless it would cost something: then the window asks first.
    onClosing: (close) => { close.accepted = window.app.requestQuit() }

    // the look the player chose: contrast and text size for every screen
    Binding { target: Theme; property: "highContrast"; value: window.settings.highContrast }
    Binding { target: Theme; property: "textScale"; value: window.settings.textSize / 100 }


    Image {
        visible: !Theme.highContrast  // high contrast: the plain dark table
        anchors.fill: parent
        source: "../../images/table.png"
        fillMode: Image.Tile
    }

    Shortcut {
        sequence: "Ctrl+N"
        onActivated: window.app.show("start")
    }
    Shortcut {
        // at the table F1 lists its keys instead (TableScreen)
        sequence: "F1"
        enabled: window.app.screen !== "table"
        onActivated: window.app.show("rules")
    }
    Shortcut {
        sequence: "Ctrl+,"
        onActivated: window.app.show("settings")
    }
    Shortcut {
        sequence: "Ctrl+L"
        onActivated: window.app.show("lobby")
    }
    Shortcut {
        sequence: "Ctrl+Q"
        onActivated: window.app.requestQuit()
    }
    Shortcut {
        // Escape leaves a side screen (on the table it cancels a marked box instead).
        sequence: "Escape"
        enabled: window.app.screen !== "table" && window.app.screen !== "start"
        onActivated: window.app.show(window.app.hasTable ? "table" : "start")
    }

    header: ToolBar {
        height: 52
        background: Rectangle {
            gradient: Gradient {
                GradientStop { position: 0; color: "#2a1a0f" }
                GradientStop { position: 1; color: "#1a100a" }
            }
            Rectangle {
                anchors.bottom: parent.bottom
                width: parent.width
                height: 1
                color: Theme.brassDark
            }
        }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 18
            anchors.rightMargin: 12
            spacing: 6
            DieFace {
                size: 26
                value: 5
            }
            Text {
                text: qsTranslate("Main", "Fünfwurf")
                font.family: Theme.titleFont
                font.pixelSize: Theme.fs(26)
                color: Theme.brassLight
                Layout.leftMargin: 6
            }
            Item { Layout.fillWidth: true }
            FlatButton {
                text: qsTranslate("Main", "Table")
                visible: window.app.hasTable
                current: window.app.screen === "table"
                onClicked: window.app.show("table")
            }
            FlatButton {
                objectName: "resultsTab"
                text: qsTranslate("Main", "Results")
                visible: window.app.hasResults
                current: window.app.screen === "results"
                onClicked: window.app.show("results")
            }
            FlatButton {
                text: qsTranslate("Main", "New game")
                current: window.app.screen === "start"
                onClicked: window.app.show("start")
            }
            FlatButton {
                objectName: "onlineButton"
                text: qsTranslate("Main", "Online")
                current: window.app.onlineScreen
                onClicked: window.app.show("lobby")
                Accessible.description: qsTranslate("Main", "Ctrl+L")
            }
            FlatButton {
                text: qsTranslate("Main", "Statistics")
                current: window.app.screen === "statistics"
                onClicked: window.app.show("statistics")
            }
            FlatButton {
                objectName: "navRules"
                text: qsTranslate("Main", "Rules")
                current: window.app.screen === "rules"
                onClicked: window.app.show("rules")
            }
            FlatButton {
                text: qsTranslate("Main", "Settings")
                current: window.app.screen === "settings"
                onClicked: window.app.show("settings")
            }
            Loader {
                id: connectionBadge
                // one width whatever it says ("Connecting…", a countdown, a name): the bar's
                // buttons keep their places; the text is cut short with "…" instead. Only a
                // narrow window or large text makes it narrower, never what it says.
                Layout.preferredWidth: 200
                Layout.maximumWidth: 200
                Layout.minimumWidth: 96
                Layout.fillWidth: true
                Layout.leftMargin: 8
                readonly property bool wanted: window.built
                onWantedChanged: load()
                Component.onCompleted: load()
                function load() {
                    if (wanted && !item)
                        setSource("ConnectionBadge.qml", { objectName: "connectionBadge", connection: window.connection })
                }
                Connections {
                    target: connectionBadge.item
                    function onClicked() { window.app.show("lobby") }
                }
            }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        // One page per screen, in the order of the app's screens (SCREENS, app/ui/controller/stage.py).
        StackLayout {
            id: screens
            objectName: "screens"
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: window.app.screenIndex

            // (each in a slot: a screen not shown stays in the scene, hidden, see ScreenSlot.qml)
            ScreenSlot {
                screen: StartScreen {
                    id: startScreen
                    objectName: "startScreen"
                    focus: window.app.screen === "start"
                    start: window.start
                    app: window.app
                }
            }
            ScreenSlot {
                id: tableSlot
                ready: window.built
                later: "TableScreen"
                initial: ({
                    objectName: "tableScreen",
                    table: window.table,
                    settings: window.settings,
                    online: window.onlineTable
                })
                focusWhen: () => window.app.screen === "table"
            }
            ScreenSlot {
                id: resultsSlot
                ready: window.built
                later: "ResultsScreen"
                initial: ({
                    objectName: "resultsScreen",
                    results: window.results,
                    app: window.app,
                    online: window.onlineTable,
                    together: window.together
                })
            }
            ScreenSlot {
                ready: window.built
                later: "StatisticsScreen"
                initial: ({ objectName: "statisticsScreen", statistics: window.statistics, app: window.app })
            }
            ScreenSlot {
                ready: window.built
                later: "RulesScreen"
                initial: ({ objectName: "rulesScreen", rules: window.rules })
            }
            ScreenSlot {
                ready: window.built
                later: "SettingsScreen"
                initial: ({ objectName: "settingsScreen", settings: window.settings })
            }
            // The online screens and the boards are built the first time they show (a quicker
            // start; their files are compiled then).
            Loader {
                id: lobbyLoader
                objectName: "lobbyLoader"
                readonly property bool wanted: window.app.screen === "lobby"
                focus: wanted
                onWantedChanged: if (wanted && !item) load()
                function load() {
                    setSource("LobbyScreen.qml", {
                        objectName: "lobbyScreen",
                        app: window.app,
                        connection: window.connection,
                        lobby: window.lobby,
                        online: window.onlineTable,
                        together: window.together,
                        friends: window.friends
                    })
                }
            }
            Loader {
                id: profileLoader
                objectName: "profileLoader"
                readonly property bool wanted: window.app.screen === "profile"
                onWantedChanged: if (wanted && !item) load()
                function load() {
                    setSource("ProfileScreen.qml", {
                        objectName: "profileScreen",
                        app: window.app,
                        profile: window.profile,
                        connection: window.connection
                    })
                }
            }
            Loader {
                id: leaderboardsLoader
                objectName: "leaderboardsLoader"
                readonly property bool wanted: window.app.screen === "leaderboards"
                onWantedChanged: if (wanted && !item) load()
                function load() {
                    setSource("LeaderboardsScreen.qml", {
                        objectName: "leaderboardsScreen",
                        app: window.app,
                        leaderboards: window.leaderboards
                    })
                }
            }
            Loader {
                id: analysisLoader
                objectName: "analysisLoader"
                readonly property bool wanted: window.app.screen === "analysis"
                focus: wanted
                onWantedChanged: if (wanted && !item) load()
                function load() {
                    setSource("AnalysisScreen.qml", {
                        objectName: "analysisScreen",
                        focus: true,
                        board: window.analysis,
                        app: window.app
                    })
                }
            }
            Loader {
                id: dailyLoader
                objectName: "dailyLoader"
                readonly property bool wanted: window.app.screen === "daily"
                focus: wanted
                onWantedChanged: if (wanted && !item) load()
                function load() {
                    setSource("DailyScreen.qml", {
                        objectName: "dailyScreen",
                        app: window.app,
                        daily: window.daily
                    })
                }
            }
        }
    }

    // Notices float over the top of the screen, so that nothing under the mouse moves when one
    // comes or goes: something the player should know (a recovered data file, a failed save...),
    // an invitation from another player (on every screen: the lobby shows its own), and what
    // became of the player's own invitation.
    Column {
        id: notices
        objectName: "notices"
        z: 50
        anchors.top: parent.top
        anchors.topMargin: 6
        anchors.horizontalCenter: parent.horizontalCenter
        width: Math.min(parent.width - 48, 820)
        spacing: 6
        readonly property bool inLobby: window.app.screen === "lobby"

        Rectangle {
            objectName: "notice"
            visible: window.app.notice !== ""
            width: parent.width
            height: noticeRow.implicitHeight + 16
            radius: 6
            color: "#f6d98b"
            border.color: Theme.brassDark
            Accessible.role: Accessible.AlertMessage
            Accessible.ignored: !visible  // a hidden message is not read
            Accessible.name: noticeText.text
            RowLayout {
                id: noticeRow
                anchors.fill: parent
                anchors.margins: 8
                anchors.leftMargin: 14
                Text {
                    id: noticeText
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: Texts.notice(window.app.notice, window.app.noticeDetail)
                    color: Theme.ink
                    font.pixelSize: Theme.fs(14)
                }
                FlatButtonDark {
                    text: qsTranslate("Main", "OK")
                    onClicked: window.app.dismissNotice()
                }
            }
        }

        Loader {
            id: invitationBanner
            width: parent.width
            readonly property bool wanted: window.built
            onWantedChanged: load()
            Component.onCompleted: load()
            function load() {
                if (wanted && !item)
                    setSource("InvitationBanner.qml", { objectName: "invitationBanner", together: window.together })
            }
            onLoaded: item.shown = Qt.binding(() => !notices.inLobby)
        }
    }

    // The questions the window asks, made with the rest of the app (none comes before it).
    Loader {
        id: dialogs
        active: window.built
        sourceComponent: Item {
            readonly property ConfirmDialog quit: quitDialog
            readonly property ConfirmDialog abandon: abandonDialog
            readonly property ConfirmDialog leaveOnline: leaveOnlineDialog

            ConfirmDialog {
                id: quitDialog
                objectName: "quitDialog"
                title: qsTranslate("Main", "Quit Fünfwurf?")
                text: window.app.quitWarning === "hosting"
                      ? qsTranslate("Main", "Players sit at the table you host. Quitting stops it for everyone there.")
                      : qsTranslate("Main", "Your online game goes on without you: from now on the turn clock plays each of your turns when its time runs out. Your seat waits a while if you come back.")
                cancelText: qsTranslate("Main", "Keep playing")
                confirmText: qsTranslate("Main", "Quit")
                onConfirmed: window.app.quit()
                onClosed: window.focusScreen()
            }
            // Every way to start a game here (a quick game, one set up, a day's practice, playing on
            // from a position) asks the same question when it would replace a running game.
            ConfirmDialog {
                id: abandonDialog
                objectName: "abandonDialog"
                title: qsTranslate("Start", "Start a new game?")
                text: qsTranslate("Start", "The game in progress ends without a result.")
                cancelText: qsTranslate("Start", "Back to the game")
                confirmText: qsTranslate("Start", "Start a new game")
                onConfirmed: window.app.confirmReplace()
                onCancelled: window.app.cancelReplace()
                onClosed: window.focusScreen()
            }
            ConfirmDialog {
                id: leaveOnlineDialog
                objectName: "leaveOnlineDialog"
                title: qsTranslate("Start", "Leave the online game?")
                text: qsTranslate("Start", "You sit at an online table. Starting a game here leaves it, and leaving counts as resigning.")
                cancelText: qsTranslate("Start", "Stay at the table")
                confirmText: qsTranslate("Start", "Leave and start")
                onConfirmed: window.app.confirmReplace()
                onCancelled: window.app.cancelReplace()
                onClosed: window.focusScreen()
            }
        }
    }
    function ask(): var {
        dialogs.active = true  // (made now if the rest of the app is still to come)
        return dialogs.item
    }
    Connections {
        target: window.app
        function onQuitAsked() { window.ask().quit.open() }
    }
    Connections {
        target: window.app
        function onReplaceAsked(replaced: string) {
            const asked = window.ask()
            const question = replaced === "online_game" ? asked.leaveOnline : asked.abandon
            question.open()
        }
    }

    // A game file dropped anywhere on the window opens on the analysis board.
    DropArea {
        anchors.fill: parent
        onEntered: (drag) => drag.accepted = drag.hasUrls
        onDropped: (drop) => {
            if (drop.hasUrls)
                window.app.openGameFile(drop.urls[0].toString())
        }
    }

    Connections {
        target: window.app
        function onScreenChanged() {
            voice.hold(window.screenComesUpMs)  // (see SpokenLines.qml)
            window.focusScreen()
        }
    }
    // how long a new screen takes to tell a screen reader of its objects and focus
    property int screenComesUpMs: 1200

    // What the table says reaches screen readers here, on every screen (the end of a game is
    // said while the results come up).
    SpokenLines { id: voice; objectName: "voice" }
    Connections {
        target: window.table ? window.table.announcer : null
        function onAnnounced(text: string, assertive: bool) { voice.say(text) }
    }
    Component.onCompleted: {
        voice.hold(window.screenComesUpMs)
        focusScreen()
    }

    // The table and the start screen take the keys as soon as they show.
    function focusScreen() {
        // A screen shows once the stack has turned to its page; until then it cannot take the
        // focus, so this waits for it.
        const tableScreen = tableSlot.screen
        const resultsScreen = resultsSlot.screen
        const target = window.app.screen === "table" ? tableScreen
                     : window.app.screen === "start" ? startScreen
                     : window.app.screen === "analysis" ? analysisLoader.item
                     : window.app.screen === "lobby" ? lobbyLoader.item : null
        if (target && !(target.Window.window && target.visible)) {
            Qt.callLater(window.focusScreen)
            return
        }
        if (window.app.screen === "table")
            tableScreen.forceActiveFocus()
        else if (window.app.screen === "start")
            startScreen.forceActiveFocus()
        else if (window.app.screen === "analysis") {
            if (!analysisLoader.item)
                analysisLoader.load()
            analysisLoader.item.forceActiveFocus()
        } else if (window.app.screen === "lobby") {
            if (!lobbyLoader.item)
                lobbyLoader.load()
            lobbyLoader.item.focusFirst()
        } else if (window.app.screen === "results") {
            if (!(resultsScreen.Window.window && resultsScreen.visible)) {
                Qt.callLater(window.focusScreen)
                return
            }
            resultsScreen.focusFirst()
        } else {
            // every other screen: the keyboard starts at its first control, so that a screen
            // reader (and Tab) begins there rather than nowhere
            const page = screens.children[window.app.screenIndex] as Item
            const shown = page ? (page.screen ?? page.item ?? null) : null
            if (!shown)
                return
            if (!(shown.Window.window && shown.visible)) {
                Qt.callLater(window.focusScreen)
                return
            }
            shown.forceActiveFocus()
            const first = shown.nextItemInFocusChain(true)
            if (first && first !== shown && isInside(first, shown))
                first.forceActiveFocus(Qt.TabFocusReason)
        }
    }

    function isInside(child: Item, ancestor: Item): bool {
        for (let node = child; node; node = node.parent)
            if (node === ancestor)
                return true
        return false
    }
}
