"""Moved to `devkit.pgcluster` (bench/ imports it without the test tree); this name stays an alias."""

import sys

from devkit import pgcluster

sys.modules[__name__] = pgcluster
