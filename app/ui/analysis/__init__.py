"""The analysis board: any finished game, step by step, beside the review of every decision."""
