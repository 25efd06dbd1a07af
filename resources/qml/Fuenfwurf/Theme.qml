pragma Singleton
import QtQuick

// Colours, sizes and fonts of the whole app, in one place.
QtObject {
    readonly property string bodyFont: "Lato"
    readonly property string titleFont: "EB Garamond 12"

    readonly property color ink: "#2b2118"
    readonly property color inkSoft: "#6b5a48"
    readonly property color inkFaint: "#9a8a74"
    readonly property color paper: "#f7f1e3"
    readonly property color paperLine: "#d9cdb4"
    readonly property color paperShade: "#efe6d2"
    readonly property color marker: "#ffe07a"
    // The keyboard focus ring: a dark outer line and a light inner one, so that it shows on
    // paper, brass, wood and leather alike (FocusRing.qml).
    readonly property color focus: "#8c2416"
    readonly property color focusLight: "#ffd75e"
    readonly property color accent: "#9b2c1f"
    readonly property color good: "#2f7a3a"
    readonly property color brass: "#c9a14a"
    readonly property color brassLight: "#ecd38b"
    readonly property color brassDark: "#8a6a24"
    readonly property color cream: "#f4ead2"
    readonly property color creamSoft: "#d8c9a8"
    readonly property color woodDark: "#1c110a"
    readonly property color leatherEdge: "#3b1a0e"
    readonly property color stitch: "#e7cf9a"
    readonly property color dieFace: "#fbf7ea"
    readonly property color dieShade: "#e4dac2"
    readonly property color pip: "#231a14"

    readonly property int radius: 8
    readonly property int gap: 12
}
