"""Entry script of the PyInstaller bundle: the same start as ``python -m app``."""

import multiprocessing
import sys

from app.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # worker processes of a frozen app start through here
    sys.exit(main())
