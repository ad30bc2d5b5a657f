"""Schema migrations, numbered per backend: entry i moves the schema from version i to
i + 1. SQLite keeps the number in ``PRAGMA user_version``; PostgreSQL in the one-row
table ``tablebot_schema``. Never edit a released entry, append a new one; both lists
grow together so a database copied between backends lands on the same version.

The two schemas hold the same tables and columns. PostgreSQL stores options, results
and move events as ``jsonb``; a game state as ``json``, which is validated but kept
byte for byte, because the engine's own dump (its key order) is what the replay check
and the engines' dict iteration rely on, and ``jsonb`` would reorder its keys.
"""

SQLITE: list[str] = [
    # 1: tables in play, seats, the append-only move log
    """
    CREATE TABLE game_tables (
        id                INTEGER PRIMARY KEY,
        guild_id          TEXT NOT NULL,
        channel_id        TEXT NOT NULL,
        game              TEXT NOT NULL,
        options           TEXT NOT NULL DEFAULT '{}',
        status            TEXT NOT NULL CHECK (status IN ('lobby', 'playing', 'finished', 'abandoned')),
        host_id           TEXT NOT NULL,
        seat_order        TEXT NOT NULL DEFAULT 'random' CHECK (seat_order IN ('random', 'joined')),
        seed              INTEGER NOT NULL,
        version           INTEGER NOT NULL DEFAULT 0,
        state             TEXT,
        result            TEXT,
        board_message_id  TEXT,
        reminder_seconds  INTEGER NOT NULL DEFAULT 86400 CHECK (reminder_seconds >= 0),
        waiting_since     REAL,
        last_reminded_at  REAL,
        created_at        REAL NOT NULL,
        updated_at        REAL NOT NULL
    );
    CREATE UNIQUE INDEX one_open_table_per_channel
        ON game_tables (channel_id) WHERE status IN ('lobby', 'playing');
    CREATE INDEX tables_by_guild ON game_tables (guild_id, status);

    CREATE TABLE seats (
        table_id      INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
        user_id       TEXT NOT NULL,
        display_name  TEXT NOT NULL,
        joined_at     REAL NOT NULL,
        seat          INTEGER,
        PRIMARY KEY (table_id, user_id),
        UNIQUE (table_id, seat)
    );

    CREATE TABLE moves (
        table_id    INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
        n           INTEGER NOT NULL,
        kind        TEXT NOT NULL CHECK (kind IN ('move', 'undo', 'resign')),
        seat        INTEGER NOT NULL,
        choice      TEXT,
        turn        INTEGER NOT NULL DEFAULT 0,
        barrier     INTEGER NOT NULL DEFAULT 0,
        events      TEXT NOT NULL DEFAULT '[]',
        created_at  REAL NOT NULL,
        PRIMARY KEY (table_id, n)
    );
    """,  # noqa: E501 (a released migration, never edited: the CHECK line stays as shipped)
    # 2: the idle clock: after this many seconds of waiting the AI plays the idle seat's turn
    """
    ALTER TABLE game_tables ADD COLUMN idle_ai_seconds INTEGER NOT NULL DEFAULT 0
        CHECK (idle_ai_seconds >= 0)
    """,
    # 3: the table's AI secret: the AI seats' randomness comes from it, never from the game's
    # seed (which decides every future draw). Each existing table gets its own random one.
    """
    ALTER TABLE game_tables ADD COLUMN ai_secret TEXT NOT NULL DEFAULT '';
    UPDATE game_tables SET ai_secret = lower(hex(randomblob(16)))
    """,
    # 4: what the background passes look for, kept by every write so each pass is an indexed
    # lookup of what is due (issue 33): remind_at / idle_at, the moment the table's reminder /
    # idle turn falls due (NULL: never); ai_waits, the service's word that the decision after
    # the stored version may wait for an AI seat. Old tables: their times are computed here,
    # and every running table with an AI seat is looked at once by the next pass.
    """
    ALTER TABLE game_tables ADD COLUMN remind_at REAL;
    ALTER TABLE game_tables ADD COLUMN idle_at REAL;
    ALTER TABLE game_tables ADD COLUMN ai_waits INTEGER NOT NULL DEFAULT 0;
    UPDATE game_tables SET
        remind_at = CASE WHEN reminder_seconds > 0 AND waiting_since IS NOT NULL THEN
            CASE WHEN waiting_since > COALESCE(last_reminded_at, 0) THEN waiting_since
            ELSE COALESCE(last_reminded_at, 0) END + reminder_seconds END,
        idle_at = CASE WHEN idle_ai_seconds > 0 AND waiting_since IS NOT NULL
            THEN waiting_since + idle_ai_seconds END,
        ai_waits = CASE WHEN status = 'playing' AND EXISTS (SELECT 1 FROM seats
            WHERE seats.table_id = game_tables.id AND seats.user_id LIKE 'ai:%') THEN 1 ELSE 0 END;
    CREATE INDEX tables_remind_at ON game_tables (remind_at) WHERE status = 'playing';
    CREATE INDEX tables_idle_at ON game_tables (idle_at) WHERE status = 'playing';
    CREATE INDEX tables_ai_waits ON game_tables (id) WHERE status = 'playing' AND ai_waits = 1;
    CREATE INDEX tables_board_pending ON game_tables (id)
        WHERE status = 'playing' AND board_message_id IS NULL;
    CREATE INDEX tables_open ON game_tables (id) WHERE status IN ('lobby', 'playing')
    """,
    # 5: languages (issue 32): the table's language for its public messages (chosen at creation,
    # changed by the host; every older table is English), and the language each seated player
    # was last seen in (NULL: not yet seen), for the reminders that reach them without a click.
    # No CHECK on the codes: a language added later needs no migration, an unknown one reads
    # as English.
    """
    ALTER TABLE game_tables ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
    ALTER TABLE seats ADD COLUMN locale TEXT
    """,
    # 6: the server's record (issue 34): one row per finished table and one per seat, written in
    # the transaction that finishes the table (db/records.py); places share 1 only for a
    # victory the game's tie-breaks leave shared. started_at: when the lobby became a game
    # (NULL for tables started before this migration: the record then takes the first move's
    # time). Tables finished before this migration are recorded by the first /stats in their
    # server (db/records.py, backfill).
    """
    ALTER TABLE game_tables ADD COLUMN started_at REAL;
    CREATE TABLE results (
        table_id     INTEGER PRIMARY KEY REFERENCES game_tables (id) ON DELETE CASCADE,
        guild_id     TEXT NOT NULL,
        channel_id   TEXT NOT NULL,
        game         TEXT NOT NULL,
        options      TEXT NOT NULL DEFAULT '{}',
        players      INTEGER NOT NULL CHECK (players > 0),
        started_at   REAL NOT NULL,
        finished_at  REAL NOT NULL,
        tiebreak     TEXT NOT NULL DEFAULT '""',
        resigned     INTEGER
    );
    CREATE INDEX results_by_guild ON results (guild_id, game, finished_at, table_id);
    CREATE TABLE result_seats (
        table_id      INTEGER NOT NULL REFERENCES results (table_id) ON DELETE CASCADE,
        seat          INTEGER NOT NULL,
        user_id       TEXT NOT NULL,
        display_name  TEXT NOT NULL,
        is_ai         INTEGER NOT NULL CHECK (is_ai IN (0, 1)),
        score         INTEGER,
        place         INTEGER NOT NULL CHECK (place > 0),
        winner        INTEGER NOT NULL CHECK (winner IN (0, 1)),
        PRIMARY KEY (table_id, seat)
    );
    CREATE INDEX result_seats_by_user ON result_seats (user_id, table_id)
    """,
    # 7: watchers and rematches (issue 34): who follows a table without a seat, and how the
    # board reaches them ('dm': a direct message, 'mention': a ping in the table's channel), in
    # the language they asked in; and which finished table a lobby is the rematch of (the
    # lobby starts by itself once that table's players have all joined).
    """
    CREATE TABLE watchers (
        table_id    INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
        user_id     TEXT NOT NULL,
        via         TEXT NOT NULL CHECK (via IN ('dm', 'mention')),
        locale      TEXT NOT NULL DEFAULT 'en',
        created_at  REAL NOT NULL,
        PRIMARY KEY (table_id, user_id)
    );
    CREATE TABLE rematches (
        table_id     INTEGER PRIMARY KEY REFERENCES game_tables (id) ON DELETE CASCADE,
        previous_id  INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE
    );
    CREATE INDEX rematches_by_previous ON rematches (previous_id)
    """,
    # 8: each person's reminder preferences (issue 34), one row per Discord user, the same on
    # every server: how to be reminded (a channel ping or a direct message), quiet hours as
    # minutes after local midnight in their IANA time zone, and the moment an away period ends.
    """
    CREATE TABLE reminder_prefs (
        user_id     TEXT PRIMARY KEY,
        how         TEXT NOT NULL DEFAULT 'channel' CHECK (how IN ('channel', 'dm')),
        quiet_from  INTEGER CHECK (quiet_from BETWEEN 0 AND 1439),
        quiet_to    INTEGER CHECK (quiet_to BETWEEN 0 AND 1439),
        time_zone   TEXT,
        away_until  REAL,
        updated_at  REAL NOT NULL
    )
    """,
]

POSTGRES: list[str] = [
    # 1: the same three tables. seats.rowid mirrors SQLite's implicit rowid (joining
    # order among equal joined_at), so the store's SQL is the same for both.
    """
    CREATE TABLE game_tables (
        id                BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        guild_id          TEXT NOT NULL,
        channel_id        TEXT NOT NULL,
        game              TEXT NOT NULL,
        options           JSONB NOT NULL DEFAULT '{}',
        status            TEXT NOT NULL CHECK (status IN ('lobby', 'playing', 'finished', 'abandoned')),
        host_id           TEXT NOT NULL,
        seat_order        TEXT NOT NULL DEFAULT 'random' CHECK (seat_order IN ('random', 'joined')),
        seed              BIGINT NOT NULL,
        version           INTEGER NOT NULL DEFAULT 0,
        state             JSON,
        result            JSONB,
        board_message_id  TEXT,
        reminder_seconds  INTEGER NOT NULL DEFAULT 86400 CHECK (reminder_seconds >= 0),
        waiting_since     DOUBLE PRECISION,
        last_reminded_at  DOUBLE PRECISION,
        created_at        DOUBLE PRECISION NOT NULL,
        updated_at        DOUBLE PRECISION NOT NULL
    );
    CREATE UNIQUE INDEX one_open_table_per_channel
        ON game_tables (channel_id) WHERE status IN ('lobby', 'playing');
    CREATE INDEX tables_by_guild ON game_tables (guild_id, status);

    CREATE TABLE seats (
        table_id      BIGINT NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
        user_id       TEXT NOT NULL,
        display_name  TEXT NOT NULL,
        joined_at     DOUBLE PRECISION NOT NULL,
        seat          INTEGER,
        rowid         BIGINT GENERATED ALWAYS AS IDENTITY,
        PRIMARY KEY (table_id, user_id),
        UNIQUE (table_id, seat)
    );

    CREATE TABLE moves (
        table_id    BIGINT NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
        n           INTEGER NOT NULL,
        kind        TEXT NOT NULL CHECK (kind IN ('move', 'undo', 'resign')),
        seat        INTEGER NOT NULL,
        choice      TEXT,
        turn        INTEGER NOT NULL DEFAULT 0,
        barrier     INTEGER NOT NULL DEFAULT 0,
        events      JSONB NOT NULL DEFAULT '[]',
        created_at  DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (table_id, n)
    );
    """,  # noqa: E501 (a released migration, never edited: the CHECK line stays as shipped)
    # 2: the idle clock (as in SQLite)
    """
    ALTER TABLE game_tables ADD COLUMN idle_ai_seconds INTEGER NOT NULL DEFAULT 0
        CHECK (idle_ai_seconds >= 0)
    """,
    # 3: the table's AI secret (as in SQLite; gen_random_uuid is built in from PostgreSQL 13)
    """
    ALTER TABLE game_tables ADD COLUMN ai_secret TEXT NOT NULL DEFAULT '';
    UPDATE game_tables SET ai_secret = replace(gen_random_uuid()::text, '-', '')
    """,
    # 4: the due times and the AI flag (as in SQLite)
    """
    ALTER TABLE game_tables ADD COLUMN remind_at DOUBLE PRECISION;
    ALTER TABLE game_tables ADD COLUMN idle_at DOUBLE PRECISION;
    ALTER TABLE game_tables ADD COLUMN ai_waits INTEGER NOT NULL DEFAULT 0;
    UPDATE game_tables SET
        remind_at = CASE WHEN reminder_seconds > 0 AND waiting_since IS NOT NULL THEN
            CASE WHEN waiting_since > COALESCE(last_reminded_at, 0) THEN waiting_since
            ELSE COALESCE(last_reminded_at, 0) END + reminder_seconds END,
        idle_at = CASE WHEN idle_ai_seconds > 0 AND waiting_since IS NOT NULL
            THEN waiting_since + idle_ai_seconds END,
        ai_waits = CASE WHEN status = 'playing' AND EXISTS (SELECT 1 FROM seats
            WHERE seats.table_id = game_tables.id AND seats.user_id LIKE 'ai:%') THEN 1 ELSE 0 END;
    CREATE INDEX tables_remind_at ON game_tables (remind_at) WHERE status = 'playing';
    CREATE INDEX tables_idle_at ON game_tables (idle_at) WHERE status = 'playing';
    CREATE INDEX tables_ai_waits ON game_tables (id) WHERE status = 'playing' AND ai_waits = 1;
    CREATE INDEX tables_board_pending ON game_tables (id)
        WHERE status = 'playing' AND board_message_id IS NULL;
    CREATE INDEX tables_open ON game_tables (id) WHERE status IN ('lobby', 'playing')
    """,
    # 5: the table's and the seats' languages (as in SQLite)
    """
    ALTER TABLE game_tables ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
    ALTER TABLE seats ADD COLUMN locale TEXT
    """,
    # 6: the server's record (as in SQLite)
    """
    ALTER TABLE game_tables ADD COLUMN started_at DOUBLE PRECISION;
    CREATE TABLE results (
        table_id     BIGINT PRIMARY KEY REFERENCES game_tables (id) ON DELETE CASCADE,
        guild_id     TEXT NOT NULL,
        channel_id   TEXT NOT NULL,
        game         TEXT NOT NULL,
        options      JSONB NOT NULL DEFAULT '{}',
        players      INTEGER NOT NULL CHECK (players > 0),
        started_at   DOUBLE PRECISION NOT NULL,
        finished_at  DOUBLE PRECISION NOT NULL,
        tiebreak     JSONB NOT NULL DEFAULT '""',
        resigned     INTEGER
    );
    CREATE INDEX results_by_guild ON results (guild_id, game, finished_at, table_id);
    CREATE TABLE result_seats (
        table_id      BIGINT NOT NULL REFERENCES results (table_id) ON DELETE CASCADE,
        seat          INTEGER NOT NULL,
        user_id       TEXT NOT NULL,
        display_name  TEXT NOT NULL,
        is_ai         INTEGER NOT NULL CHECK (is_ai IN (0, 1)),
        score         BIGINT,
        place         INTEGER NOT NULL CHECK (place > 0),
        winner        INTEGER NOT NULL CHECK (winner IN (0, 1)),
        PRIMARY KEY (table_id, seat)
    );
    CREATE INDEX result_seats_by_user ON result_seats (user_id, table_id)
    """,
    # 7: watchers and rematches (as in SQLite)
    """
    CREATE TABLE watchers (
        table_id    BIGINT NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
        user_id     TEXT NOT NULL,
        via         TEXT NOT NULL CHECK (via IN ('dm', 'mention')),
        locale      TEXT NOT NULL DEFAULT 'en',
        created_at  DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (table_id, user_id)
    );
    CREATE TABLE rematches (
        table_id     BIGINT PRIMARY KEY REFERENCES game_tables (id) ON DELETE CASCADE,
        previous_id  BIGINT NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE
    );
    CREATE INDEX rematches_by_previous ON rematches (previous_id)
    """,
    # 8: reminder preferences (as in SQLite)
    """
    CREATE TABLE reminder_prefs (
        user_id     TEXT PRIMARY KEY,
        how         TEXT NOT NULL DEFAULT 'channel' CHECK (how IN ('channel', 'dm')),
        quiet_from  INTEGER CHECK (quiet_from BETWEEN 0 AND 1439),
        quiet_to    INTEGER CHECK (quiet_to BETWEEN 0 AND 1439),
        time_zone   TEXT,
        away_until  DOUBLE PRECISION,
        updated_at  DOUBLE PRECISION NOT NULL
    )
    """,
]

MIGRATIONS = SQLITE  # the name older code and tests import

assert len(SQLITE) == len(POSTGRES), "both backends move through the same schema versions"
