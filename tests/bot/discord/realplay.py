"""Moved to `devkit.realplay` (bench/ imports it without the test tree); this name stays an alias."""

import sys

from devkit import realplay

sys.modules[__name__] = realplay
