"""Board, tile and track data of De Vulgari Eloquentia (original 2010 edition).

Every row carries its provenance, as in ``shared/rules/de-vulgari-eloquentia-data.md``:
SEED (stated in a rulebook), FOUND (a public source), DERIVED (arithmetic from rulebook
facts), RECONSTRUCTED (no source; a proposal so the engine is complete). The README's list
of reconstructed values is generated from these rows (`reconstructed_rows`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Provenance = Literal["SEED", "FOUND", "DERIVED", "RECONSTRUCTED"]
SEED: Provenance = "SEED"
FOUND: Provenance = "FOUND"
DERIVED: Provenance = "DERIVED"
RECONSTRUCTED: Provenance = "RECONSTRUCTED"

COLOURS = ("blue", "yellow", "violet", "green", "orange")
"""The five dialect colours (data §2); ``white`` zones have none."""
COLOUR_LETTER = {
    "blue": "B",
    "yellow": "Y",
    "violet": "V",
    "green": "G",
    "orange": "O",
    "white": "W",
}
DIALECT = {
    "blue": "Langue d'oil",
    "yellow": "Latin",
    "violet": "Fiorentino",
    "green": "Sicilian School",
    "orange": "Langue d'oc",
    "white": "neutral",
}

# -- cubes (spec §2, §4) ----------------------------------------------------------------
CUBE_COLOURS = ("red", "black", "yellow", "green")
CUBE_VALUE = {"red": 3, "black": 2, "yellow": 1, "green": 0}
CUBE_SPACE = {"red": "politicians", "black": "nobles", "yellow": "abbesses", "green": "secretaries"}


@dataclass(frozen=True, slots=True)
class CubeRow:
    players: int
    red: int
    black: int
    yellow: int
    green: int
    limit: int
    status: Provenance = SEED


CUBE_TABLE = {
    2: CubeRow(2, 3, 5, 14, 6, 4),
    3: CubeRow(3, 6, 5, 16, 8, 5),
    4: CubeRow(4, 8, 7, 17, 10, 6),
    5: CubeRow(5, 11, 7, 20, 11, 7),
}

# -- costs (spec §7) -------------------------------------------------------------------
START_DUCATS = 10
ACTIONS_PER_TURN = 5
MURET_ACTIONS = 6
MAX_LAND_ZONES = 5
LONG_MOVE_DUCATS = 10
CUBE_COST = {  # colour -> {count: (actions, ducats)}
    "red": {1: (1, 30), 2: (4, 60)},
    "black": {1: (1, 0), 2: (4, 0)},
    "yellow": {1: (1, 15), 2: (4, 30)},
    "green": {1: (1, 0), 2: (4, 0)},
}
NOBLE_SALE = 20
PSALTER_GAIN = 3
PSALTER_LAST_GAIN = 4
SMALL_BUSINESS = 10
SECRETARY_KNOWLEDGE = 3
ORIENT_BONUS = 10
BOLOGNA_EARLY = (7, 20, 2, 15)  # entered in rounds 1..7: 20 ducats, 2 yellow -> 15 knowledge
BOLOGNA_LATE = (10, 1, 10)  # round 8+: 10 ducats, 1 yellow -> 10 knowledge
CARDINAL_PRICE = 40
MURET_PRICE = 70
FRIAR_ALMS = 5
GIGI_ALMS = 10
CARDINAL_ALMS = 10
LAST_ALMS_ROUND = 11
LIBRARY_FROM_ROUND = 12
STUPOR_BONUS = 2
STUPOR_KNOWLEDGE = 10
SHLASINGER_BACK = 6
LINGUA_LEVEL = 8
LINGUA_ACTIONS = 4
LINGUA_VP = 8
FIVE_COLOUR_BONUS = 5
LAST_ROUND = 16

# -- map (data §3, §4, §5) ---------------------------------------------------------------
Site = Literal["city", "cathedral", "bologna", "start", "franciscan", "abbey", "convent"]


@dataclass(frozen=True, slots=True)
class Zone:
    id: str
    name: str
    colour: str
    site: Site
    ducats: int
    knowledge: int
    sea: str | None
    status: Provenance
    note: str = ""


R = RECONSTRUCTED
ZONES: tuple[Zone, ...] = (
    Zone("torino", "Torino", "white", "start", 0, 0, None, SEED, "start city, white"),
    Zone("saluzzo", "Saluzzo", "orange", "city", 5, 0, None, R),
    Zone("ventimiglia", "Ventimiglia", "orange", "city", 5, 0, None, R),
    Zone("asti", "Asti", "orange", "city", 15, 0, None, R),
    Zone(
        "genova",
        "Genova",
        "blue",
        "city",
        25,
        0,
        "tyrrhenian",
        R,
        "colour and port SEED; values reconstructed",
    ),
    Zone("pavia", "Pavia", "blue", "city", 10, 5, None, R),
    Zone(
        "milano",
        "Milano",
        "blue",
        "cathedral",
        25,
        0,
        None,
        R,
        "25 ducats and cathedral SEED; knowledge 0 reconstructed",
    ),
    Zone("verona", "Verona", "blue", "city", 10, 5, None, R),
    Zone("vicenza", "Vicenza", "white", "start", 0, 0, None, SEED, "start city, white"),
    Zone("padova", "Padova", "blue", "city", 5, 10, None, R),
    Zone(
        "venezia",
        "Venezia",
        "blue",
        "city",
        25,
        0,
        "adriatic",
        R,
        "colour and port SEED; values reconstructed",
    ),
    Zone("mantova", "Mantova", "blue", "city", 10, 0, None, R),
    Zone("parma", "Parma", "blue", "city", 10, 0, None, R),
    Zone("ferrara", "Ferrara", "blue", "city", 10, 0, None, R),
    Zone(
        "abbey_pomposa",
        "Abbey (Pomposa)",
        "white",
        "abbey",
        0,
        0,
        None,
        R,
        "abbey white SEED; place reconstructed",
    ),
    Zone("ravenna", "Ravenna", "blue", "city", 5, 5, None, R),
    Zone(
        "bologna",
        "Bologna",
        "blue",
        "bologna",
        0,
        0,
        None,
        R,
        "special university SEED; colour reconstructed",
    ),
    Zone(
        "convent_lunigiana",
        "Convent (Lunigiana)",
        "white",
        "convent",
        0,
        0,
        None,
        R,
        "convent white SEED; place reconstructed",
    ),
    Zone("lucca", "Lucca", "violet", "city", 15, 0, None, R),
    Zone("pisa", "Pisa", "violet", "city", 15, 0, None, R),
    Zone("firenze", "Firenze", "violet", "city", 20, 10, None, R),
    Zone("siena", "Siena", "violet", "city", 10, 5, None, R),
    Zone("arezzo", "Arezzo", "violet", "city", 5, 5, None, R),
    Zone(
        "cortona",
        "Cortona",
        "violet",
        "franciscan",
        0,
        0,
        None,
        R,
        "Franciscan SEED; colour reconstructed",
    ),
    Zone(
        "urbino",
        "Urbino",
        "yellow",
        "franciscan",
        0,
        0,
        None,
        R,
        "Franciscan SEED; colour reconstructed",
    ),
    Zone(
        "gubbio",
        "Gubbio",
        "yellow",
        "franciscan",
        0,
        0,
        None,
        R,
        "Franciscan (IT; DE Norcia); colour reconstructed",
    ),
    Zone("perugia", "Perugia", "yellow", "city", 5, 10, None, R),
    Zone(
        "assisi",
        "Assisi",
        "yellow",
        "franciscan",
        0,
        0,
        None,
        R,
        "Franciscan SEED; colour reconstructed",
    ),
    Zone("spoleto", "Spoleto", "yellow", "city", 5, 0, None, R),
    Zone(
        "ancona",
        "Ancona",
        "white",
        "start",
        0,
        0,
        "adriatic",
        SEED,
        "start city, white, Adriatic port",
    ),
    Zone(
        "celano",
        "Celano",
        "yellow",
        "franciscan",
        0,
        0,
        None,
        R,
        "Franciscan SEED; colour reconstructed",
    ),
    Zone("viterbo", "Viterbo", "yellow", "city", 5, 0, None, R),
    Zone(
        "roma",
        "Roma",
        "yellow",
        "city",
        8,
        15,
        "tyrrhenian",
        R,
        "values and port SEED; colour reconstructed",
    ),
    Zone(
        "abbey_montecassino",
        "Abbey (Montecassino)",
        "white",
        "abbey",
        0,
        0,
        None,
        R,
        "abbey white SEED; place reconstructed",
    ),
    Zone("capua", "Capua", "green", "city", 5, 5, None, R),
    Zone(
        "napoli",
        "Napoli",
        "green",
        "city",
        15,
        10,
        "tyrrhenian",
        R,
        "port SEED; values reconstructed",
    ),
    Zone("salerno", "Salerno", "green", "city", 5, 10, None, R),
    Zone(
        "convent_benevento",
        "Convent (Benevento)",
        "white",
        "convent",
        0,
        0,
        None,
        R,
        "convent white SEED; place reconstructed",
    ),
    Zone("foggia", "Foggia", "green", "city", 10, 5, None, R),
    Zone("bari", "Bari", "green", "city", 10, 0, None, R),
    Zone(
        "brindisi",
        "Brindisi",
        "green",
        "cathedral",
        10,
        0,
        "adriatic",
        R,
        "cathedral and port SEED; values reconstructed",
    ),
    Zone("taranto", "Taranto", "white", "start", 0, 0, None, SEED, "start city, white, not a port"),
    Zone("cosenza", "Cosenza", "green", "city", 5, 0, None, R),
    Zone(
        "abbey_sila",
        "Abbey (Sila)",
        "white",
        "abbey",
        0,
        0,
        None,
        R,
        "abbey near Catania across the strait SEED",
    ),
    Zone("reggio", "Reggio", "green", "city", 5, 0, None, R),
    Zone("messina", "Messina", "green", "city", 10, 0, None, R),
    Zone(
        "palermo",
        "Palermo",
        "green",
        "city",
        15,
        10,
        "tyrrhenian",
        R,
        "port SEED; values reconstructed",
    ),
    Zone("catania", "Catania", "white", "start", 0, 0, None, SEED, "start city, white, not a port"),
    Zone("siracusa", "Siracusa", "green", "city", 5, 0, None, R),
    Zone(
        "cagliari",
        "Cagliari",
        "yellow",
        "city",
        10,
        0,
        "tyrrhenian",
        R,
        "port SEED; values reconstructed",
    ),
)
ZONE = {z.id: z for z in ZONES}


@dataclass(frozen=True, slots=True)
class Link:
    a: str
    b: str
    status: Provenance


_ADJ_TEXT = """
torino: saluzzo asti milano
saluzzo: torino ventimiglia asti genova
ventimiglia: saluzzo genova
asti: torino saluzzo genova pavia
genova: saluzzo ventimiglia asti pavia convent_lunigiana
pavia: asti genova milano parma
milano: torino pavia verona venezia mantova
verona: milano vicenza mantova
vicenza: verona padova venezia
padova: vicenza venezia ferrara
venezia: milano vicenza padova
mantova: milano verona parma ferrara
parma: pavia mantova bologna convent_lunigiana
ferrara: padova mantova abbey_pomposa bologna
abbey_pomposa: ferrara ravenna
ravenna: abbey_pomposa bologna urbino
bologna: parma ferrara ravenna firenze
convent_lunigiana: genova parma lucca
lucca: convent_lunigiana pisa firenze
pisa: lucca firenze siena
firenze: bologna lucca pisa siena arezzo
siena: pisa firenze arezzo viterbo
arezzo: firenze siena cortona urbino
cortona: arezzo perugia viterbo
urbino: ravenna arezzo gubbio ancona
gubbio: urbino perugia assisi ancona
perugia: cortona gubbio assisi
assisi: gubbio perugia spoleto
spoleto: assisi celano viterbo roma
ancona: urbino gubbio celano
celano: spoleto ancona roma abbey_montecassino foggia
viterbo: siena cortona spoleto roma
roma: spoleto celano viterbo abbey_montecassino
abbey_montecassino: celano roma capua
capua: abbey_montecassino napoli convent_benevento
napoli: capua salerno
salerno: napoli convent_benevento taranto cosenza
convent_benevento: capua salerno foggia
foggia: celano convent_benevento bari
bari: foggia brindisi taranto
brindisi: bari taranto
taranto: salerno bari brindisi cosenza
cosenza: salerno taranto abbey_sila reggio
abbey_sila: cosenza reggio
reggio: cosenza abbey_sila
messina: palermo catania
palermo: messina catania
catania: messina palermo siracusa
siracusa: catania
cagliari:
"""


def _parse_adjacency() -> dict[str, tuple[str, ...]]:
    adj: dict[str, tuple[str, ...]] = {}
    for line in _ADJ_TEXT.strip().splitlines():
        zone, _, rest = line.partition(":")
        adj[zone.strip()] = tuple(rest.split())
    return adj


ADJACENT: dict[str, tuple[str, ...]] = _parse_adjacency()
LINKS: tuple[Link, ...] = tuple(
    Link(a, b, SEED if {a, b} == {"venezia", "milano"} else RECONSTRUCTED)
    for a in ADJACENT
    for b in ADJACENT[a]
    if a < b
)

SEAS: dict[str, tuple[str, ...]] = {  # SEED (spec §3.1)
    "tyrrhenian": ("cagliari", "palermo", "napoli", "roma", "genova"),
    "adriatic": ("brindisi", "ancona", "venezia"),
}
SEA_NAME = {"tyrrhenian": "Tyrrhenian Sea", "adriatic": "Adriatic Sea"}
START_CITIES = ("catania", "taranto", "ancona", "vicenza", "torino")  # SEED
FRANCISCAN = ("celano", "gubbio", "cortona", "assisi", "urbino")  # SEED (Gubbio IT / Norcia DE)
BRINDISI = "brindisi"
ROMA = "roma"
BOLOGNA = "bologna"

# -- events (data §6) --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EventTile:
    number: int
    name: str
    zone: str
    kind: Literal["book", "coin", "stupor"]
    value: int
    status: Provenance
    note: str = ""


EVENTS: tuple[EventTile, ...] = (
    EventTile(1, "Placitum Capuanum", "capua", "book", 3, R),
    EventTile(2, "Scuola Siciliana", "palermo", "book", 5, R),
    EventTile(3, "Liber Abaci", "pisa", "coin", 20, R),
    EventTile(
        4,
        "Commercium",
        "milano",
        "coin",
        20,
        R,
        "number and name SEED; box at Milano FOUND; pairing reconstructed",
    ),
    EventTile(
        5, "Mercis", "venezia", "coin", 30, R, "name, zone, type, value SEED; number reconstructed"
    ),
    EventTile(6, "Dolce Stil Novo", "firenze", "book", 5, R),
    EventTile(
        7, "Filocolo", "napoli", "book", 4, R, "name, zone, type, value SEED; number reconstructed"
    ),
    EventTile(
        8,
        "Artes Dictandi",
        "roma",
        "book",
        5,
        R,
        "number, name, zone SEED; type and value reconstructed",
    ),
    EventTile(9, "Il Milione", "genova", "coin", 25, R),
    EventTile(
        10, "Stupor Mundi", "brindisi", "stupor", 10, SEED, "auction; +10 knowledge to the winner"
    ),
)
EVENT = {e.number: e for e in EVENTS}
STUPOR = 10

# -- Canticle, papal events, library (data §7, §8, §9) -----------------------------------


@dataclass(frozen=True, slots=True)
class CanticleTile:
    id: str
    rounds: tuple[int, ...]
    status: Provenance
    note: str = ""


CANTICLE_TILES: tuple[CanticleTile, ...] = (
    CanticleTile("C1", (2,), SEED, "value 2 from the Cortona example; lowest value"),
    CanticleTile("C2", (4,), R),
    CanticleTile("C3", (6,), R),
    CanticleTile("C4", (8,), R),
    CanticleTile("C5", (10,), R),
)
CANTICLE = {c.id: c for c in CANTICLE_TILES}


@dataclass(frozen=True, slots=True)
class PapalTile:
    id: str
    colour: Literal["red", "white"]
    status: Provenance


PAPAL_TILES: tuple[PapalTile, ...] = (
    PapalTile("P1", "red", DERIVED),
    PapalTile("P2", "red", DERIVED),
    PapalTile("P3", "white", DERIVED),
    PapalTile("P4", "white", DERIVED),
    PapalTile("P5", "white", DERIVED),
)
PAPAL = {p.id: p for p in PAPAL_TILES}


@dataclass(frozen=True, slots=True)
class LibraryTile:
    id: str
    vp: int
    status: Provenance


LIBRARY_TILES: tuple[LibraryTile, ...] = (
    LibraryTile("L1", 2, R),
    LibraryTile("L2", 2, R),
    LibraryTile("L3", 2, R),
    LibraryTile("L4", 3, R),
    LibraryTile("L5", 3, R),
    LibraryTile("L6", 3, R),
    LibraryTile("L7", 4, R),
    LibraryTile("L8", 4, R),
)
LIBRARY = {t.id: t for t in LIBRARY_TILES}

# -- tracks (data §10) -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Track:
    id: str
    name: str
    cap: int
    status: Provenance
    note: str = ""


TRACKS: tuple[Track, ...] = (
    Track(
        "knowledge",
        "Knowledge",
        99,
        R,
        "levels 1-8 SEED; 100 positions, a level every 10 reconstructed",
    ),
    Track("rest", "Rest", 10, R),
    Track("verona", "Verona Riddle", 6, R, "scoring spaces 4/5/6 SEED; cap 6 reconstructed"),
    Track("canticle", "Canticle of the Sun", 12, R),
    Track("ambassador", "Ambassador", 6, R, "last space = Bologna SEED; length reconstructed"),
    Track("orient", "Orient", 6, R, "last space = port SEED; length reconstructed"),
    Track("library", "Papal Library", 8, R, "labels 1-4 SEED; at positions 2/4/6/8 reconstructed"),
)
TRACK = {t.id: t for t in TRACKS}
ACTION_TRACKS = ("verona", "ambassador", "orient", "canticle", "library", "rest")
KNOWLEDGE_LEVELS = {1: 0, 2: 10, 3: 20, 4: 30, 5: 40, 6: 50, 7: 60, 8: 70}  # level -> position (R)
LIBRARY_LABELS = {2: 1, 4: 2, 6: 3, 8: 4}  # position -> how many tiles may be drawn (R)
VERONA_VP = {4: 4, 5: 5, 6: 6}  # SEED
CANTICLE_VP = (9, 4)  # SEED


def _level_at(position: int) -> int:
    return max(level for level, pos in KNOWLEDGE_LEVELS.items() if position >= pos)


_LEVEL_AT = tuple(_level_at(pos) for pos in range(TRACK["knowledge"].cap + 1))


def knowledge_level(position: int) -> int:
    """Level = the largest printed level number reached or passed (spec §3.3)."""
    return _LEVEL_AT[position] if 0 <= position < len(_LEVEL_AT) else _level_at(position)


def library_draws(position: int) -> int:
    return max((n for pos, n in LIBRARY_LABELS.items() if position >= pos), default=0)


# -- friar and cardinal tiles (spec §13) -------------------------------------------------


@dataclass(frozen=True, slots=True)
class CareerTile:
    id: str
    name: str
    status_kind: Literal["friar", "cardinal"]
    knowledge: int  # immediate knowledge
    end_vp: int  # end-of-game VP (not for the Pope)
    virtual: str | None  # colour of a virtual cube
    text: str
    status: Provenance = SEED


FRIARS: tuple[CareerTile, ...] = (
    CareerTile("mario", "Brother Mario", "friar", 12, 0, None, "+12 knowledge"),
    CareerTile(
        "michael", "Brother Michael", "friar", 7, 0, "yellow", "+7 knowledge; virtual yellow cube"
    ),
    CareerTile(
        "stefano", "Brother Stefano", "friar", 7, 0, "black", "+7 knowledge; virtual black cube"
    ),
    CareerTile("gigi", "Brother Gigi", "friar", 0, -4, None, "double alms; -4 VP at the end"),
    CareerTile(
        "ralph", "Brother Ralph", "friar", 7, 4, None, "+7 knowledge; no 10 ducats for moves; +4 VP"
    ),
)
CARDINALS: tuple[CareerTile, ...] = (
    CareerTile(
        "balesteri", "Cardinal Balesteri", "cardinal", 4, 0, "red", "+4 knowledge; virtual red cube"
    ),
    CareerTile("lanzuisi", "Cardinal Lanzuisi", "cardinal", 0, 6, None, "+6 VP unless Pope"),
    CareerTile("muret", "Cardinal Muret", "cardinal", 0, 0, None, "costs 70; 6 actions per turn"),
    CareerTile(
        "shlasinger",
        "Cardinal Shlasinger",
        "cardinal",
        0,
        4,
        None,
        "once: a rival -6 knowledge; +4 VP unless Pope",
    ),
    CareerTile(
        "zazza", "Cardinal Zazza", "cardinal", 0, 0, None, "40 ducats back; one more library tile"
    ),
)
CAREER = {t.id: t for t in FRIARS + CARDINALS}

# -- election (spec §13.4) ---------------------------------------------------------------
ELECTION = {  # new status -> (required status, votes, VP)
    "banker": ("merchant", 7, 6),
    "monk": ("friar", 10, 11),
    "camerlengo": ("cardinal", 11, 14),
    "pope": ("cardinal", 17, 22),
}
ELECTION_NAME = {
    "banker": "Banker",
    "monk": "Benedictine monk",
    "camerlengo": "Camerlengo",
    "pope": "Pope",
}
RICHEST_VP = {"merchant": 7, "religious": 3}
REMAINING_CUBES_VP = 3

# -- manuscripts (data §11) --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Manuscript:
    id: str
    level: int
    colours: tuple[str, ...]
    vp: int
    status: Provenance


_LETTER_COLOUR = {"B": "blue", "Y": "yellow", "V": "violet", "G": "green", "O": "orange"}


def _manuscripts() -> tuple[Manuscript, ...]:
    rows: list[Manuscript] = []
    for level in (1, 2, 3):
        for letter in "BYVGO":
            for n in (1, 2, 3):
                rows.append(
                    Manuscript(f"m{level}-{letter}{n}", level, (_LETTER_COLOUR[letter],), level, R)
                )
    letters = "BYVGO"
    for i, a in enumerate(letters):
        for b in letters[i + 1 :]:
            rows.append(Manuscript(f"m4-{a}{b}", 4, (_LETTER_COLOUR[a], _LETTER_COLOUR[b]), 4, R))
    return tuple(rows)


MANUSCRIPTS: tuple[Manuscript, ...] = _manuscripts()
LINGUA_VOLGARE = Manuscript("lingua_volgare", 0, (), LINGUA_VP, SEED)
MANUSCRIPT = {m.id: m for m in MANUSCRIPTS + (LINGUA_VOLGARE,)}
ROMAN = {0: "LV", 1: "I", 2: "II", 3: "III", 4: "IV"}


def reconstructed_rows() -> list[str]:
    """One line per reconstructed value, for the README (generated, not typed twice)."""
    out: list[str] = []
    for z in ZONES:
        if z.status == RECONSTRUCTED:
            vals = (
                f"{z.ducats} ducats, {z.knowledge} knowledge"
                if z.site in ("city", "cathedral")
                else z.site
            )
            out.append(f"zone `{z.id}`: {z.colour}, {vals}" + (f" ({z.note})" if z.note else ""))
    rec_links = [f"{k.a}-{k.b}" for k in LINKS if k.status == RECONSTRUCTED]
    out.append(f"{len(rec_links)} of {len(LINKS)} land links (all but venezia-milano)")
    for e in EVENTS:
        if e.status == RECONSTRUCTED:
            out.append(
                f"event {e.number} {e.name}: {e.zone}, {e.kind} {e.value}"
                + (f" ({e.note})" if e.note else "")
            )
    for c in CANTICLE_TILES:
        if c.status == RECONSTRUCTED:
            out.append(f"Canticle tile {c.id}: round {', '.join(map(str, c.rounds))}")
    out.append(
        "Papal Library tiles: "
        + ", ".join(f"{t.id}={t.vp}" for t in LIBRARY_TILES if t.status == RECONSTRUCTED)
    )
    for t in TRACKS:
        if t.status == RECONSTRUCTED:
            out.append(f"track {t.name}: positions 0-{t.cap}" + (f" ({t.note})" if t.note else ""))
    out.append("manuscripts: 3 per colour in levels I-III; level IV = the 10 colour pairs")
    out.append("drawing positions `COORDS`: latitude/longitude of the real places (not a rule)")
    return out


# -- drawing positions (not rules) -------------------------------------------------------
COORDS: dict[str, tuple[float, float]] = {
    # (latitude, longitude) of the real place, for a schematic map (spec D-16: the board
    # artwork is unknown). RECONSTRUCTED; abbeys/convents at the historic houses.
    "torino": (45.07, 7.69),
    "saluzzo": (44.64, 7.49),
    "ventimiglia": (43.79, 7.61),
    "asti": (44.90, 8.21),
    "genova": (44.41, 8.93),
    "pavia": (45.19, 9.16),
    "milano": (45.46, 9.19),
    "verona": (45.44, 10.99),
    "vicenza": (45.55, 11.55),
    "padova": (45.41, 11.88),
    "venezia": (45.44, 12.32),
    "mantova": (45.16, 10.79),
    "parma": (44.80, 10.33),
    "ferrara": (44.84, 11.62),
    "abbey_pomposa": (44.83, 12.18),
    "ravenna": (44.42, 12.20),
    "bologna": (44.49, 11.34),
    "convent_lunigiana": (44.38, 9.88),
    "lucca": (43.84, 10.50),
    "pisa": (43.72, 10.40),
    "firenze": (43.77, 11.26),
    "siena": (43.32, 11.33),
    "arezzo": (43.46, 11.88),
    "cortona": (43.27, 11.99),
    "urbino": (43.73, 12.64),
    "gubbio": (43.35, 12.58),
    "perugia": (43.11, 12.39),
    "assisi": (43.07, 12.62),
    "spoleto": (42.73, 12.74),
    "ancona": (43.62, 13.52),
    "celano": (42.08, 13.55),
    "viterbo": (42.42, 12.10),
    "roma": (41.90, 12.50),
    "abbey_montecassino": (41.49, 13.81),
    "capua": (41.11, 14.21),
    "napoli": (40.85, 14.27),
    "salerno": (40.68, 14.77),
    "convent_benevento": (41.13, 14.78),
    "foggia": (41.46, 15.55),
    "bari": (41.12, 16.87),
    "brindisi": (40.63, 17.94),
    "taranto": (40.47, 17.24),
    "cosenza": (39.30, 16.25),
    "abbey_sila": (39.26, 16.70),
    "reggio": (38.11, 15.65),
    "messina": (38.19, 15.55),
    "palermo": (38.12, 13.36),
    "catania": (37.50, 15.09),
    "siracusa": (37.08, 15.29),
    "cagliari": (39.22, 9.12),
}
SEA_COORDS: dict[str, tuple[float, float]] = {"tyrrhenian": (40.3, 11.5), "adriatic": (42.8, 15.2)}


if __name__ == "__main__":  # regenerate the README list: python -m games.de_vulgari.data
    for row in reconstructed_rows():
        print(f"- {row}")
