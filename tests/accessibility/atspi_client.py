"""An AT-SPI client for the accessibility test, run by Debian's own ``/usr/bin/python3`` (which
has ``pyatspi``; the project's venv does not). Not a test module: the test starts it as a
subprocess and talks to it in JSON lines on stdin and stdout.

Commands (one JSON object a line; each answered by one JSON line):
  {"do": "find_app", "pid": N, "timeout": s}      wait until the app with that process shows
  {"do": "focusables"}                            every showing, focusable object: name, role
  {"do": "press", "name": "...", "role": "..."}   the default action of the first such object
  {"do": "action", "name": "...", "role": "...", "action": "Toggle"}   a named action
  {"do": "key", "keysym": N}                      a key pressed and released (XTest)
  {"do": "focused"}                               the object with the focus
  {"do": "wait", "event": "announcement"|"focus", "contains": "..." or [...], "timeout": s}
                                                  the first such event since the last wait
                                                  (with one of the texts); an announcement is
                                                  a notification that appears (the app's
                                                  voice) or an object:announcement
  {"do": "drain"}                                 forget the events so far
"""

from __future__ import annotations

import json
import sys
import time

import pyatspi
from gi.repository import GLib

events: list[dict[str, object]] = []
app = None


def on_event(event: object) -> None:
    kind = event.type  # type: ignore[attr-defined]
    try:
        source = event.source  # type: ignore[attr-defined]
        name, role = source.name, source.getRoleName()
    except Exception:  # the object may be gone already
        name, role = "", ""
    if kind.startswith("object:announcement"):
        events.append(
            {
                "event": "announcement",
                "text": str(event.any_data),
                "politeness": event.detail1,
                "name": name,
            }
        )  # type: ignore[attr-defined]
    elif kind.startswith("object:state-changed:showing") and role == "notification":
        if not event.detail1:  # type: ignore[attr-defined]
            return
        # the app's voice: each announcement appears as a notification (SpokenLines.qml)
        events.append({"event": "announcement", "text": name, "politeness": 0, "name": name})
    elif kind.startswith("object:state-changed:focused") and event.detail1:  # type: ignore[attr-defined]
        events.append({"event": "focus", "text": name, "role": role})


def pump(seconds: float) -> None:
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while True:
        while context.pending():
            context.iteration(False)
        if time.monotonic() >= end:
            return
        time.sleep(0.01)


def walk(node: object, depth: int = 0):  # type: ignore[no-untyped-def]
    """``node`` and everything under it that shows (what is hidden is not read)."""
    if node is None or depth > 60:
        return
    try:
        if depth > 1 and not showing(node):
            return
    except Exception:
        return
    yield node
    try:
        count = node.childCount  # type: ignore[attr-defined]
    except Exception:
        return
    for index in range(count):
        try:
            child = node.getChildAtIndex(index)  # type: ignore[attr-defined]
        except Exception:
            continue
        yield from walk(child, depth + 1)


def showing(node: object) -> bool:
    states = node.getState()  # type: ignore[attr-defined]
    return states.contains(pyatspi.STATE_SHOWING) and states.contains(pyatspi.STATE_VISIBLE)


def find_app(pid: int, timeout: float) -> dict[str, object]:
    global app  # noqa: PLW0603 (one app per client)
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            candidate = desktop.getChildAtIndex(index)
            try:
                if (
                    candidate is not None
                    and candidate.get_process_id() == pid
                    and candidate.childCount
                ):
                    app = candidate
                    return {"ok": True, "name": candidate.name}
            except Exception:
                continue
        pump(0.2)
    return {"ok": False, "error": f"no application with process {pid} on the bus"}


def focusables() -> dict[str, object]:
    found = []
    for node in walk(app):
        try:
            states = node.getState()
            if not states.contains(pyatspi.STATE_FOCUSABLE) or not showing(node):
                continue
            found.append(
                {
                    "name": node.name,
                    "role": node.getRoleName(),
                    "focused": states.contains(pyatspi.STATE_FOCUSED),
                }
            )
        except Exception:
            continue
    return {"ok": True, "objects": found}


def find(name: str, role: str, contains: bool = False) -> object | None:
    for node in walk(app):
        try:
            if role and node.getRoleName() != role:
                continue
            if ((name in node.name) if contains else (node.name == name)) and showing(node):
                return node
        except Exception:
            continue
    return None


def action(name: str, role: str, wanted: str | None, contains: bool) -> dict[str, object]:
    node = find(name, role, contains)
    if node is None:
        return {"ok": False, "error": f"no showing {role or 'object'} named {name!r}"}
    acting = node.queryAction()
    names = [acting.getName(i) for i in range(acting.nActions)]
    index = names.index(wanted) if wanted in names else 0 if wanted is None and names else -1
    if index < 0:
        return {"ok": False, "error": f"{name!r} has no action {wanted!r}: {names}"}
    acting.doAction(index)
    return {"ok": True, "actions": names, "name": node.name}


def focused() -> dict[str, object]:
    """The innermost focused object (the scopes around it count as focused too)."""
    found: dict[str, object] = {"ok": True, "name": None, "role": None}
    for node in walk(app):
        try:
            if node.getState().contains(pyatspi.STATE_FOCUSED) and showing(node):
                found = {
                    "ok": True,
                    "name": node.name,
                    "role": node.getRoleName(),
                    "index": node.getIndexInParent(),
                }
        except Exception:
            continue
    return found


def wait(kind: str, contains: str | list[str], timeout: float) -> dict[str, object]:
    end = time.monotonic() + timeout
    seen: list[dict[str, object]] = []
    while True:
        pump(0.05)
        while events:
            event = events.pop(0)
            seen.append(event)
            wanted = contains if isinstance(contains, list) else [contains]
            if event["event"] == kind and any(text in str(event["text"]) for text in wanted):
                return {"ok": True, **event, "seen": seen}
        if time.monotonic() >= end:
            return {"ok": False, "error": f"no {kind} event with {contains!r}", "seen": seen}


def main() -> None:
    pyatspi.Registry.registerEventListener(
        on_event,
        "object:announcement",
        "object:state-changed:focused",
        "object:state-changed:showing",
    )
    print(json.dumps({"ok": True, "ready": True}), flush=True)
    for line in sys.stdin:
        command = json.loads(line)
        pump(0.05)
        match command["do"]:
            case "find_app":
                answer = find_app(command["pid"], command.get("timeout", 20))
            case "focusables":
                answer = focusables()
            case "press" | "action":
                answer = action(
                    command["name"],
                    command.get("role", ""),
                    command.get("action"),
                    command.get("contains", False),
                )
            case "key":
                pyatspi.Registry.generateKeyboardEvent(command["keysym"], None, pyatspi.KEY_SYM)
                answer = {"ok": True}
            case "focused":
                answer = focused()
            case "wait":
                answer = wait(
                    command["event"], command.get("contains", ""), command.get("timeout", 10)
                )
            case "drain":
                pump(0.2)
                events.clear()
                answer = {"ok": True}
            case _:
                answer = {"ok": False, "error": f"unknown command {command['do']!r}"}
        print(json.dumps(answer, default=str), flush=True)


if __name__ == "__main__":
    main()
