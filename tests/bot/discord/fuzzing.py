"""Moved to `devkit.fuzzing` (bench/ imports it without the test tree); this name stays an alias."""

import sys

from devkit import fuzzing

sys.modules[__name__] = fuzzing
