"""Qt helpers shared by the view-models: snapshot properties and row list models."""
