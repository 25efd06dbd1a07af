pragma Singleton
import QtQuick

// Colours, sizes and fonts of the whole app, in one place. The window sets ``highContrast`` and
// ``textScale`` from the settings; every colour below follows the first, and ``fs()`` scales a
// text size by the second.
QtObject {
    property bool highContrast: false
    property real textScale: 1.0

    // A text size scaled by the player's text size setting (100 to 150 %).
    function fs(pixels: real): int {
        return Math.round(pixels * textScale)
    }

    readonly property string bodyFont: "Lato"
    readonly property string titleFont: "EB Garamond 12"

    readonly property color ink: highContrast ? "#000000" : "#2b2118"
    readonly property color inkSoft: highContrast ? "#000000" : "#6b5a48"
    readonly property color inkFaint: highContrast ? "#1f1f1f" : "#9a8a74"
    readonly property color paper: highContrast ? "#ffffff" : "#f7f1e3"
    readonly property color paperLine: highContrast ? "#4a4a4a" : "#d9cdb4"
    readonly property color paperShade: highContrast ? "#e6e6e6" : "#efe6d2"
    readonly property color marker: highContrast ? "#ffff00" : "#ffe07a"
    // The keyboard focus ring: a dark outer line and a light inner one, so that it shows on
    // paper, brass, wood and leather alike (FocusRing.qml).
    readonly property color focus: highContrast ? "#0000ff" : "#8c2416"
    readonly property color focusLight: highContrast ? "#ffff00" : "#ffd75e"
    readonly property color accent: highContrast ? "#b00000" : "#9b2c1f"
    readonly property color good: highContrast ? "#006400" : "#2f7a3a"
    readonly property color brass: highContrast ? "#ffd000" : "#c9a14a"
    readonly property color brassLight: highContrast ? "#ffff00" : "#ecd38b"
    readonly property color brassDark: highContrast ? "#000000" : "#8a6a24"
    readonly property color cream: highContrast ? "#ffffff" : "#f4ead2"
    readonly property color creamSoft: highContrast ? "#ffffff" : "#d8c9a8"
    readonly property color woodDark: highContrast ? "#000000" : "#1c110a"
    readonly property color leatherEdge: highContrast ? "#000000" : "#3b1a0e"
    readonly property color stitch: highContrast ? "#ffffff" : "#e7cf9a"
    readonly property color dieFace: highContrast ? "#ffffff" : "#fbf7ea"
    readonly property color dieShade: highContrast ? "#d0d0d0" : "#e4dac2"
    readonly property color pip: highContrast ? "#000000" : "#231a14"
    // dark panels on the table (hints, chat, log)
    readonly property color panel: highContrast ? "#000000" : "#24170d"
    readonly property color panelEdge: highContrast ? "#ffffff" : "#4d3a26"

    readonly property int radius: 8
    readonly property int gap: 12

    // One colour per seat (win-chance strip and graph), told apart also in high contrast.
    readonly property var seatColours: highContrast ? ["#b00000", "#0000c0", "#006400", "#7a4a00"]
                                                    : ["#9b2c1f", "#2f5f8a", "#2f7a3a", "#a0761c"]
}
