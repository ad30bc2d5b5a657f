"""Schema migrations, numbered by ``PRAGMA user_version`` (RoboDanny's V1, V2, ...).

Each entry moves the schema from version i to i + 1; never edit a released entry,
append a new one.
"""

MIGRATIONS: list[str] = [
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
    """,
]
