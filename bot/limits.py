"""Discord's limits on one message, each defined once (its developer documentation on message
content and components). A choice's label and detail are kept within `games.contract`'s
LABEL_MAX and DETAIL_MAX by the engines themselves; these are the same numbers, not copies.

The loopback Discord (`devkit/loopback/validate.py`) keeps its own table of the limits on
purpose: a check that imported the numbers it checks could not catch a wrong one.
"""

from games.contract import DETAIL_MAX, LABEL_MAX

MAX_CONTENT = 2000  # characters of message content
MAX_CUSTOM_ID = 100
MAX_LABEL = LABEL_MAX  # a button's or a select option's label
MAX_DESCRIPTION = DETAIL_MAX  # a select option's description
MAX_OPTIONS = 25  # options in one select
MAX_ROWS = 5  # action rows in one message
PER_ROW = 5  # buttons in one row
MAX_BUTTONS = MAX_ROWS * PER_ROW
MAX_FILE_BYTES = 10 * 1024 * 1024  # one attachment of a server without boosts (10 MiB)
