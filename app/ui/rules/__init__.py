"""The rules screen: every preset explained, with the numbers of its ruleset."""
