"""The app's controller: the facade the window holds (``AppController``) and its parts."""

from .facade import AppController, Parts
from .stage import ONLINE_SCREENS, SCREENS

__all__ = ["ONLINE_SCREENS", "SCREENS", "AppController", "Parts"]
