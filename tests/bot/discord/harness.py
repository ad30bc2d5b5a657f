"""Moved to `devkit.harness` (bench/ imports it without the test tree); this name stays an alias."""

import sys

from devkit import harness

sys.modules[__name__] = harness
