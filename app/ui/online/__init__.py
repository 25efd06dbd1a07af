"""Online play: the link to the table server, the client that keeps the lobby and table state,
invitations, and the server's HTTP answers (leaderboards, profiles)."""
