"""Hosting from the desktop app: the table server on this computer, for friends.

``hosting.HostedServer`` runs the same table server as ``python -m app.server`` (same rules,
limits and journal; ``app.server.app.create_app``) on the app's own event loop, on a SQLite file
in the player's data folder, listening on every network address. ``addresses`` says which of
this computer's addresses others can use, and ``nearby`` announces hosted tables on the local
network and finds them (DNS-SD over mDNS, python-zeroconf).

This room sits between the app and the server: it may import ``app.server``; the desktop app
(``app.ui``) imports it, never ``app.server`` itself. No Qt here: everything runs on asyncio and
is tested headless. Nothing is imported at the package's import, so the app pays for aiohttp and
zeroconf only when the player hosts or looks for tables.
"""
