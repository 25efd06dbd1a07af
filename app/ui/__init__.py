"""The Qt Quick desktop app: bootstrap, view-models and sessions."""
