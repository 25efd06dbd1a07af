"""The player's online profile: level, milestones and statistics kept by the server."""
