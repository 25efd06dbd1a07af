"""The results screen: ranking and the post-game review."""
