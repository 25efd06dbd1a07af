"""The lobby: the connection to the server, open tables, creating and joining tables."""
