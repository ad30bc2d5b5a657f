"""Lorenzo il Magnifico component data (lorenzo-il-magnifico-data.md), one frozen row per item.

Ids are the data file's ids (T1..T24, B25..B48, C49..C72, V73..V96, L1..L20, EXC-1..EXC-21).
Every row carries a provenance tag: SEED (stated or confirmed by the seed rulebook), FOUND
(public sources, cross-checked), DERIVED (forced by a seed example), RECONSTRUCTED (no source).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields

SEED, FOUND, DERIVED, RECONSTRUCTED = "SEED", "FOUND", "DERIVED", "RECONSTRUCTED"

RESOURCES = ("wood", "stone", "servants", "coins")
POINTS = ("vp", "mp", "fp")
TYPES = ("territory", "building", "character", "venture")
TOWER_COLOUR = {
    "territory": "green",
    "character": "blue",
    "building": "yellow",
    "venture": "purple",
}
COLOUR_TYPE = {v: k for k, v in TOWER_COLOUR.items()}
DICE = ("white", "black", "orange")
FAMILY = ("white", "black", "orange", "neutral")


GAIN_FIELDS = ("wood", "stone", "servants", "coins", "vp", "mp", "fp", "privileges")


@dataclass(frozen=True, slots=True)
class Gain:
    """Resources and points gained or paid; ``privileges`` council privileges (all different)."""

    wood: int = 0
    stone: int = 0
    servants: int = 0
    coins: int = 0
    vp: int = 0
    mp: int = 0
    fp: int = 0
    privileges: int = 0
    # Read by the hot paths instead of walking the fields: the non-zero (key, amount) pairs in
    # field order, and the positive resources and points alone (no privileges).
    nonzero: tuple[tuple[str, int], ...] = field(init=False, repr=False, compare=False)
    amounts: tuple[tuple[str, int], ...] = field(init=False, repr=False, compare=False)
    resources: tuple[tuple[str, int], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        nonzero = tuple((k, v) for k in GAIN_FIELDS if (v := getattr(self, k)))
        object.__setattr__(self, "nonzero", nonzero)
        object.__setattr__(
            self, "amounts", tuple((k, v) for k, v in nonzero if v > 0 and k != "privileges")
        )
        object.__setattr__(self, "resources", tuple((k, v) for k, v in nonzero if k in RESOURCES))

    def items(self) -> list[tuple[str, int]]:
        return list(self.nonzero)

    def __bool__(self) -> bool:
        return bool(self.nonzero)

    def text(self, short: bool = False) -> str:
        """ "2 coins + 1 military point"; ``short``: "2 coins + 1 MP", for the pictures."""
        parts = []
        for k, v in self.items():
            name = unit(k, v, short)
            if k == "privileges" and v > 1:
                name = "privileges (different)"
            parts.append(f"{v} {name}")
        return " + ".join(parts) if parts else "nothing"


POINT_WORDS = {
    "vp": ("VP", "VP"),
    "mp": ("military point", "military points"),
    "fp": ("faith point", "faith points"),
    "privileges": ("privilege", "privileges"),
}
"""What a player reads for the points: words, except VP (universal, and the legends say it)."""
POINT_SHORT = {"vp": "VP", "mp": "MP", "fp": "FP"}
"""The pictures' short forms, explained by the legend beside the board's tracks."""


def unit(key: str, amount: int, short: bool = False) -> str:
    """The name of ``amount`` of ``key``: "1 coin", "2 coins", "1 servant", "3 military points"
    (``short``: "3 MP")."""
    if short and key in POINT_SHORT:
        return POINT_SHORT[key]
    if key in POINT_WORDS:
        return POINT_WORDS[key][amount != 1]
    if amount == 1 and key in ("coins", "servants"):
        return key[:-1]
    return key


def g(**kw: int) -> Gain:
    return Gain(**kw)


NONE = Gain()


@dataclass(frozen=True, slots=True)
class Exchange:
    """Pay ``pay`` to get ``get`` (E-3), optional, once per activation."""

    pay: Gain
    get: Gain


@dataclass(frozen=True, slots=True)
class Action:
    """A bonus action (E-2): take a card (``card_type`` None = any type), harvest or production."""

    kind: str  # "card" | "harvest" | "production"
    value: int
    card_type: str | None = None
    discount: Gain = NONE


@dataclass(frozen=True, slots=True)
class Effect:
    gain: Gain = NONE
    per: tuple[str, int, str] | None = None  # (resource, amount, counted: a type or "mp2")
    action: Action | None = None
    exchanges: tuple[Exchange, ...] = ()

    def text(self, short: bool = False) -> str:
        parts = []
        if self.gain:
            parts.append(self.gain.text(short))
        if self.per:
            res, n, of = self.per
            mp2 = f"2 {unit('mp', 2, short)}"
            parts.append(f"{n} {unit(res, n, short)} per {mp2 if of == 'mp2' else of}")
        if self.exchanges:
            parts.append(
                " or ".join(f"{x.pay.text(short)} -> {x.get.text(short)}" for x in self.exchanges)
            )
        if self.action:
            a = self.action
            what = a.kind if a.kind != "card" else f"take {a.card_type or 'any'} card"
            disc = f" (-{a.discount.text(short)})" if a.discount else ""
            parts.append(f"{what} at {a.value}{disc}")
        return " + ".join(parts)


NO_EFFECT = Effect()


@dataclass(frozen=True, slots=True)
class Cost:
    """One payment alternative: resources, or an MP requirement plus payment (T-10)."""

    res: Gain = NONE
    mp_req: int = 0
    mp_pay: int = 0

    def text(self, short: bool = False) -> str:
        if self.mp_req:
            if short:
                return f"need {self.mp_req} MP, pay {self.mp_pay} MP"
            return f"need {self.mp_req} military points, pay {self.mp_pay}"
        return self.res.text(short)


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    name: str
    name_it: str
    type: str
    period: int
    costs: tuple[Cost, ...]
    immediate: Effect
    activation: int = 0  # harvest (territory) / production (building) value
    permanent: Effect = NO_EFFECT  # harvest / production effect
    end_vp: int = 0  # ventures
    bonus: tuple[str, int] | None = None  # characters: (action kind, +value)
    discount: Gain = NONE  # characters: permanent cost discount
    discount_one_of: bool = False  # discount is one of the listed resources (Stonemason, Δ9)
    status: str = FOUND
    note: str = ""


def _T(id, name, it, per, imm, act, harvest, status=FOUND, note=""):
    return Card(
        id,
        name,
        it,
        "territory",
        per,
        (),
        Effect(gain=imm),
        act,
        Effect(gain=harvest),
        status=status,
        note=note,
    )


def _B(id, name, it, per, cost, imm, act, prod, status=FOUND, note=""):
    return Card(
        id,
        name,
        it,
        "building",
        per,
        (Cost(cost),),
        Effect(gain=imm),
        act,
        prod,
        status=status,
        note=note,
    )


def _C(
    id,
    name,
    it,
    per,
    coins,
    imm=NO_EFFECT,
    bonus=None,
    discount=NONE,
    one_of=False,
    status=FOUND,
    note="",
):
    return Card(
        id,
        name,
        it,
        "character",
        per,
        (Cost(g(coins=coins)),),
        imm,
        bonus=bonus,
        discount=discount,
        discount_one_of=one_of,
        status=status,
        note=note,
    )


def _V(id, name, it, per, costs, imm, end_vp, status=FOUND, note=""):
    return Card(id, name, it, "venture", per, costs, imm, end_vp=end_vp, status=status, note=note)


def _ex(*pairs: tuple[Gain, Gain]) -> Effect:
    return Effect(exchanges=tuple(Exchange(a, b) for a, b in pairs))


def _mp(req: int, pay: int) -> Cost:
    return Cost(mp_req=req, mp_pay=pay)


def _res(**kw: int) -> Cost:
    return Cost(g(**kw))


CARDS_LIST: tuple[Card, ...] = (
    # --- territories (data §5.1) ---
    _T("T1", "Commercial Hub", "Avamposto Commerciale", 1, NONE, 1, g(coins=1)),
    _T("T2", "Woods", "Bosco", 1, g(wood=1), 2, g(wood=1)),
    _T("T3", "Village", "Borgo", 1, NONE, 3, g(coins=1, servants=1)),
    _T("T4", "Gravel Pit", "Cava di Ghiaia", 1, g(stone=2), 4, g(stone=2)),
    _T("T5", "Forest", "Foresta", 1, g(wood=1), 5, g(wood=3), SEED, "seed: Nutzwald"),
    _T(
        "T6",
        "Monastery",
        "Monastero",
        1,
        g(mp=2, servants=1),
        6,
        g(stone=1, fp=1),
        SEED,
        "seed: Kloster (value 6)",
    ),
    _T("T7", "Citadel", "Rocca", 1, NONE, 5, g(stone=1, mp=2)),
    _T("T8", "City", "Città", 1, g(coins=3), 6, g(privileges=1), note="Δ1"),
    _T("T9", "Gold Mine", "Miniera d'Oro", 2, g(coins=1), 1, g(coins=2)),
    _T("T10", "Mountain Town", "Villaggio Montano", 2, g(servants=1), 3, g(wood=2, mp=1)),
    _T(
        "T11",
        "Mining Town",
        "Villaggio Minerario",
        2,
        g(stone=1, servants=2),
        4,
        g(stone=2, servants=1),
    ),
    _T("T12", "Rock Pit", "Cava di Pietra", 2, g(wood=1), 3, g(stone=3), note="Δ2"),
    _T("T13", "Estate", "Possedimento", 2, g(wood=1, servants=2), 4, g(coins=1, wood=2)),
    _T("T14", "Hermitage", "Eremo", 2, g(fp=1), 2, g(fp=1)),
    _T("T15", "Manor House", "Maniero", 2, NONE, 5, g(servants=2, mp=2), SEED, "seed: Herrenhaus"),
    _T("T16", "Dukedom", "Ducato", 2, g(coins=4), 6, g(coins=1, wood=2, stone=1)),
    _T("T17", "Trading Town", "Città Mercantile", 3, g(coins=1, servants=1), 1, g(coins=3)),
    _T("T18", "Farm", "Tenuta", 3, g(wood=1, vp=1), 3, g(wood=2, vp=2)),
    _T("T19", "Colony", "Colonia", 3, g(mp=2), 5, g(wood=1, vp=4)),
    _T(
        "T20",
        "Marble Pit",
        "Cava di Marmo",
        3,
        g(vp=3),
        2,
        g(stone=2, vp=1),
        SEED,
        "seed: Marmorsteinbruch",
    ),
    _T("T21", "Province", "Provincia", 3, g(stone=1, privileges=1), 6, g(stone=1, vp=4)),
    _T("T22", "Sanctuary", "Santuario", 3, g(fp=1), 1, g(coins=1, fp=1)),
    _T("T23", "Castle", "Castello", 3, g(coins=2, vp=2), 4, g(servants=1, mp=3), note="Δ3"),
    _T(
        "T24", "Fortified Town", "Città Fortificata", 3, g(mp=2, servants=1), 2, g(servants=2, mp=1)
    ),
    # --- buildings (data §5.2) ---
    _B(
        "B25",
        "Mint",
        "Zecca",
        1,
        g(wood=1, stone=3),
        g(vp=5),
        5,
        Effect(per=("coins", 1, "building")),
    ),
    _B(
        "B26",
        "Tax Office",
        "Esattoria",
        1,
        g(wood=3, stone=1),
        g(vp=5),
        5,
        Effect(per=("coins", 1, "territory")),
    ),
    _B(
        "B27",
        "Triumphal Arch",
        "Arco di Trionfo",
        1,
        g(coins=2, stone=2),
        g(vp=6),
        6,
        Effect(per=("vp", 1, "venture")),
    ),
    _B(
        "B28",
        "Theater",
        "Teatro",
        1,
        g(coins=2, wood=2),
        g(vp=6),
        6,
        Effect(per=("vp", 1, "character")),
    ),
    _B(
        "B29",
        "Carpenter's Shop",
        "Falegnameria",
        1,
        g(coins=1, wood=2),
        g(vp=3),
        4,
        _ex((g(wood=1), g(coins=3)), (g(wood=2), g(coins=5))),
        SEED,
        "seed: Schreinerei",
    ),
    _B(
        "B30",
        "Stonemason's Shop",
        "Tagliapietre",
        1,
        g(coins=1, stone=2),
        g(vp=2),
        3,
        _ex((g(stone=1), g(coins=3)), (g(stone=2), g(coins=5))),
    ),
    _B("B31", "Chapel", "Cappella", 1, g(wood=2), g(fp=1), 2, _ex((g(coins=1), g(fp=1)))),
    _B(
        "B32",
        "Residence",
        "Residenza",
        1,
        g(stone=2),
        g(vp=1),
        1,
        _ex((g(coins=1), g(privileges=1))),
        note="Δ4",
    ),
    _B(
        "B33",
        "Marketplace",
        "Mercato",
        2,
        g(wood=2, stone=1),
        g(vp=3),
        3,
        _ex((g(coins=3), g(wood=2, stone=2))),
    ),
    _B(
        "B34",
        "Treasury",
        "Tesoreria",
        2,
        g(wood=3),
        g(vp=4),
        3,
        _ex((g(coins=1), g(vp=3)), (g(coins=2), g(vp=5))),
        SEED,
        "seed: Schatzkammer",
    ),
    _B(
        "B35",
        "Painters' Guild",
        "Gilda dei Pittori",
        2,
        g(wood=4),
        g(vp=5),
        4,
        _ex((g(wood=1), g(vp=3)), (g(wood=3), g(vp=7))),
        note="Δ5",
    ),
    _B(
        "B36",
        "Sculptors' Guild",
        "Gilda degli Scultori",
        2,
        g(stone=4),
        g(vp=6),
        5,
        _ex((g(stone=1), g(vp=3)), (g(stone=3), g(vp=7))),
    ),
    _B(
        "B37",
        "Stonemasons' Guild",
        "Gilda dei Costruttori",
        2,
        g(wood=1, stone=2),
        g(vp=4),
        4,
        _ex((g(wood=1, stone=1, servants=1), g(vp=6))),
        note="Δ6",
    ),
    _B(
        "B38",
        "Baptistery",
        "Battistero",
        2,
        g(stone=3),
        g(vp=2, fp=1),
        2,
        _ex((g(fp=1), g(coins=2, vp=2))),
        note="Δ6",
    ),
    _B(
        "B39",
        "Barracks",
        "Caserma",
        2,
        g(wood=1, stone=1),
        g(vp=3),
        1,
        _ex((g(servants=1), g(mp=3))),
    ),
    _B(
        "B40",
        "Stronghold",
        "Fortezza",
        2,
        g(coins=2, wood=2, stone=2),
        g(vp=8),
        6,
        Effect(gain=g(mp=2, vp=2)),
    ),
    _B("B41", "Bank", "Banca", 3, g(coins=3, wood=1, stone=3), g(vp=7), 2, Effect(gain=g(coins=5))),
    _B(
        "B42",
        "Fair",
        "Fiera",
        3,
        g(coins=4, wood=3),
        g(vp=8),
        4,
        _ex((g(coins=4), g(wood=3, stone=3))),
    ),
    _B(
        "B43",
        "Garden",
        "Giardino",
        3,
        g(wood=4, stone=2, servants=2),
        g(vp=10),
        1,
        Effect(gain=g(vp=3)),
        note="Δ7",
    ),
    _B(
        "B44",
        "Fortress",
        "Castelletto",
        3,
        g(coins=2, wood=2, stone=4),
        g(vp=9),
        5,
        Effect(gain=g(vp=2, privileges=1)),
        SEED,
        "seed: Feste; Δ8",
    ),
    _B(
        "B45",
        "Palace",
        "Palazzo",
        3,
        g(coins=3, wood=3, stone=1),
        g(vp=9),
        6,
        _ex((g(coins=1), g(servants=2, vp=4))),
    ),
    _B(
        "B46",
        "Church",
        "Basilica",
        3,
        g(wood=1, stone=4),
        g(vp=5, fp=1),
        1,
        _ex((g(wood=1), g(fp=2)), (g(stone=1), g(fp=2))),
    ),
    _B(
        "B47",
        "Military Academy",
        "Accademia Militare",
        3,
        g(wood=2, stone=2, servants=1),
        g(vp=7),
        3,
        _ex((g(servants=1), g(mp=3, vp=1))),
        note="Δ6",
    ),
    _B(
        "B48",
        "Cathedral",
        "Cattedrale",
        3,
        g(wood=4, stone=4),
        g(vp=7, fp=3),
        2,
        Effect(gain=g(vp=1)),
    ),
    # --- characters (data §5.3) ---
    _C("C49", "Warlord", "Condottiero", 1, 2, Effect(gain=g(mp=3)), ("territory", 2)),
    _C(
        "C50",
        "Stonemason",
        "Costruttore",
        1,
        4,
        bonus=("building", 2),
        discount=g(wood=1, stone=1),
        one_of=True,
        note="Δ9: wood or stone",
    ),
    _C("C51", "Dame", "Dama", 1, 4, bonus=("character", 2), discount=g(coins=1)),
    _C(
        "C52", "Knight", "Cavaliere", 1, 2, Effect(gain=g(privileges=1)), ("venture", 2), note="Δ10"
    ),
    _C("C53", "Farmer", "Contadino", 1, 3, bonus=("harvest", 2), status=SEED, note="seed: Bauer"),
    _C(
        "C54",
        "Artisan",
        "Artigiano",
        1,
        3,
        bonus=("production", 2),
        status=SEED,
        note="seed: Künstler",
    ),
    _C("C55", "Preacher", "Predicatore", 1, 2, Effect(gain=g(fp=4)), note="no floor bonuses (E-7)"),
    _C("C56", "Abbess", "Badessa", 1, 3, Effect(gain=g(fp=1), action=Action("card", 4))),
    _C(
        "C57",
        "Captain",
        "Capitano",
        2,
        4,
        Effect(gain=g(mp=2), action=Action("card", 6, "territory")),
    ),
    _C(
        "C58",
        "Architect",
        "Architetto",
        2,
        4,
        Effect(action=Action("card", 6, "building", g(wood=1, stone=1))),
    ),
    _C(
        "C59",
        "Patron",
        "Mecenate",
        2,
        3,
        Effect(action=Action("card", 6, "character", g(coins=2))),
        note="Δ11",
    ),
    _C(
        "C60",
        "Hero",
        "Eroe",
        2,
        4,
        Effect(gain=g(privileges=1), action=Action("card", 6, "venture")),
    ),
    _C(
        "C61",
        "Peasant",
        "Fattore",
        2,
        4,
        bonus=("harvest", 3),
        status=SEED,
        note="seed: Kleinbauer",
    ),
    _C(
        "C62",
        "Scholar",
        "Studioso",
        2,
        4,
        bonus=("production", 3),
        status=SEED,
        note="seed: Gelehrter",
    ),
    _C("C63", "Papal Messenger", "Messo Papale", 2, 5, Effect(gain=g(fp=3))),
    _C("C64", "Royal Messenger", "Messo Reale", 2, 5, Effect(gain=g(privileges=3))),
    _C("C65", "Noble", "Nobile", 3, 6, Effect(per=("vp", 2, "territory"))),
    _C("C66", "Governor", "Governatore", 3, 6, Effect(per=("vp", 2, "building"))),
    _C("C67", "Paramour", "Cortigiana", 3, 7, Effect(per=("vp", 2, "character")), note="Δ12"),
    _C("C68", "Herald", "Araldo", 3, 6, Effect(per=("vp", 2, "venture"))),
    _C("C69", "Cardinal", "Cardinale", 3, 4, Effect(gain=g(fp=2), action=Action("harvest", 4))),
    _C("C70", "Bishop", "Vescovo", 3, 5, Effect(gain=g(fp=1), action=Action("production", 4))),
    _C("C71", "General", "Generale", 3, 5, Effect(per=("vp", 1, "mp2"))),
    _C(
        "C72",
        "Ambassador",
        "Ambasciatore",
        3,
        6,
        Effect(gain=g(privileges=1), action=Action("card", 7)),
    ),
    # --- ventures (data §5.4) ---
    _V(
        "V73", "Hiring Recruits", "Ingaggiare Reclute", 1, (_res(coins=4),), Effect(gain=g(mp=5)), 4
    ),
    _V(
        "V74",
        "Repairing the Church",
        "Riparare la Chiesa",
        1,
        (_res(coins=1, wood=1, stone=1),),
        Effect(gain=g(fp=1)),
        5,
    ),
    _V(
        "V75",
        "Building the Walls",
        "Costruire le Mura",
        1,
        (_res(stone=3),),
        Effect(gain=g(mp=2, privileges=1)),
        3,
    ),
    _V(
        "V76",
        "Raising a Statue",
        "Innalzare una Statua",
        1,
        (_res(wood=2, stone=2),),
        Effect(gain=g(privileges=2)),
        4,
    ),
    _V(
        "V77",
        "Military Campaign",
        "Campagna Militare",
        1,
        (_mp(3, 2),),
        Effect(gain=g(coins=3)),
        5,
        note="Δ16",
    ),
    _V(
        "V78",
        "Hosting Panhandlers",
        "Ospitare i Mendicanti",
        1,
        (_res(wood=3),),
        Effect(gain=g(servants=4)),
        4,
    ),
    _V(
        "V79",
        "Fighting Heresies",
        "Combattere le Eresie",
        1,
        (_mp(5, 3),),
        Effect(gain=g(fp=2)),
        5,
        note="Δ16",
    ),
    _V(
        "V80",
        "Support to the Bishop",
        "Sostegno al Vescovo",
        1,
        (_res(coins=2, wood=1, stone=1), _mp(4, 2)),
        Effect(gain=g(fp=3)),
        1,
        SEED,
        "seed venture cost example; Δ16",
    ),
    _V(
        "V81", "Hiring Soldiers", "Ingaggiare Soldati", 2, (_res(coins=6),), Effect(gain=g(mp=6)), 5
    ),
    _V(
        "V82",
        "Repairing the Abbey",
        "Riparare l'Abbazia",
        2,
        (_res(coins=2, wood=2, stone=2),),
        Effect(gain=g(fp=2)),
        6,
    ),
    _V(
        "V83",
        "Building the Bastions",
        "Costruire i Bastioni",
        2,
        (_res(stone=4),),
        Effect(gain=g(mp=3, privileges=1)),
        2,
        note="Δ13",
    ),
    _V(
        "V84",
        "Support to the King",
        "Supporto al Re",
        2,
        (_mp(6, 3),),
        Effect(gain=g(coins=5, privileges=1)),
        3,
        note="Δ16",
    ),
    _V(
        "V85",
        "Improving the Canals",
        "Scavare Canalizzazioni",
        2,
        (_res(coins=3, servants=2),),
        Effect(action=Action("harvest", 4)),
        5,
        note="Δ14",
    ),
    _V(
        "V86",
        "Hosting Foreigners",
        "Accogliere gli Stranieri",
        2,
        (_res(wood=4),),
        Effect(gain=g(servants=5)),
        4,
    ),
    _V("V87", "Crusade", "Crociata", 2, (_mp(8, 4),), Effect(gain=g(coins=5, fp=1)), 5, note="Δ16"),
    _V(
        "V88",
        "Support to the Cardinal",
        "Sostegno al Cardinale",
        2,
        (_res(coins=3, wood=2, stone=2), _mp(7, 4)),
        Effect(gain=g(fp=3)),
        4,
        note="Δ16",
    ),
    _V(
        "V89",
        "Hiring Mercenaries",
        "Ingaggiare Mercenari",
        3,
        (_res(coins=8),),
        Effect(gain=g(mp=7)),
        6,
        note="Δ15",
    ),
    _V(
        "V90",
        "Repairing the Cathedral",
        "Riparare la Cattedrale",
        3,
        (_res(coins=3, wood=3, stone=3),),
        Effect(gain=g(fp=1), action=Action("card", 7)),
        5,
    ),
    _V(
        "V91",
        "Building the Towers",
        "Costruire le Torri",
        3,
        (_res(stone=6),),
        Effect(gain=g(mp=4, privileges=1)),
        4,
    ),
    _V(
        "V92",
        "Promoting Sacred Art",
        "Commissionare Arte Sacra",
        3,
        (_res(wood=6),),
        Effect(gain=g(fp=3)),
        3,
    ),
    _V(
        "V93",
        "Military Conquest",
        "Conquista Militare",
        3,
        (_mp(12, 6),),
        Effect(gain=g(coins=3, wood=3, stone=3)),
        7,
        note="Δ16",
    ),
    _V(
        "V94",
        "Improving the Roads",
        "Migliorare le Strade",
        3,
        (_res(coins=4, servants=3),),
        Effect(action=Action("production", 3)),
        5,
        note="Δ14",
    ),
    _V("V95", "Sacred War", "Guerra Santa", 3, (_mp(15, 8),), Effect(gain=g(fp=4)), 8),
    _V(
        "V96",
        "Support to the Pope",
        "Sostegno al Papa",
        3,
        (_res(coins=4, wood=3, stone=3), _mp(10, 5)),
        Effect(gain=g(fp=2)),
        10,
        note="Δ16",
    ),
)

CARDS: dict[str, Card] = {c.id: c for c in CARDS_LIST}
PREACHER = "C55"

# --- board (data §1) --------------------------------------------------------------------------

FLOOR_MIN = (1, 3, 5, 7)  # SEED
FLOOR_BONUS: dict[str, tuple[Gain, Gain, Gain, Gain]] = {  # FOUND
    "territory": (NONE, NONE, g(wood=1), g(wood=2)),
    "character": (NONE, NONE, g(stone=1), g(stone=2)),
    "building": (NONE, NONE, g(mp=1), g(mp=2)),
    "venture": (NONE, NONE, g(coins=1), g(coins=2)),
}
TOWER_FEE = 3  # SEED


@dataclass(frozen=True, slots=True)
class Space:
    id: str
    area: str  # tower.<colour> | harvest | production | market | council
    min_value: int
    capacity: int  # 0 = unlimited
    min_players: int
    gain: Gain = NONE
    malus: int = 0  # large harvest/production space: -3
    status: str = FOUND


SPACES_LIST: tuple[Space, ...] = (
    Space("market.1", "market", 1, 1, 2, g(coins=5), status=SEED),
    Space("market.2", "market", 1, 1, 2, g(servants=5), status=SEED),
    Space("market.3", "market", 1, 1, 4, g(mp=3, coins=2)),
    Space("market.4", "market", 1, 1, 4, g(privileges=2)),
    Space("council", "council", 1, 0, 2, g(coins=1, privileges=1), status=SEED),
    Space("harvest.small", "harvest", 1, 1, 2, status=SEED),
    Space("harvest.large", "harvest", 1, 0, 3, malus=3, status=SEED),
    Space("production.small", "production", 1, 1, 2, status=SEED),
    Space("production.large", "production", 1, 0, 3, malus=3, status=SEED),
) + tuple(
    Space(
        f"tower.{TOWER_COLOUR[t]}.{f + 1}",
        f"tower.{TOWER_COLOUR[t]}",
        FLOOR_MIN[f],
        1,
        2,
        FLOOR_BONUS[t][f],
        status=SEED if f < 2 else FOUND,
    )
    for t in ("territory", "character", "building", "venture")
    for f in range(4)
)
SPACES: dict[str, Space] = {s.id: s for s in SPACES_LIST}
TOWER_OF: dict[str, tuple[str, int]] = {  # tower space id -> (card type, floor index 0..3)
    f"tower.{TOWER_COLOUR[t]}.{f + 1}": (t, f) for t in TYPES for f in range(4)
}
TOWER_SPACE: dict[str, tuple[str, ...]] = {  # card type -> the ids of its floors 1..4
    t: tuple(f"tower.{TOWER_COLOUR[t]}.{f + 1}" for f in range(4)) for t in TYPES
}
TOWER_AREA: dict[str, str] = {t: f"tower.{TOWER_COLOUR[t]}" for t in TYPES}

PRIVILEGES: dict[str, Gain] = {  # PR-1, SEED
    "wood-stone": g(wood=1, stone=1),
    "servants": g(servants=2),
    "coins": g(coins=2),
    "mp": g(mp=2),
    "fp": g(fp=1),
}

FAITH_REQUIRED = {1: 3, 2: 4, 3: 5}  # VR-1, SEED
FAITH_VP = (0, 1, 2, 3, 4, 5, 7, 9, 11, 13, 15, 17, 19, 22, 25, 30)  # FOUND
FP_MAX = 15  # A-8 DECISION
SLOT_MP = (0, 0, 3, 7, 12, 18)  # FOUND
TERRITORY_VP = (0, 0, 0, 1, 4, 10, 20)  # by count 0..6, SEED
CHARACTER_VP = (0, 1, 3, 6, 10, 15, 21)  # by count 0..6, SEED
MILITARY_VP = (5, 2)  # SEED
RESOURCES_PER_VP = 5  # SEED
START_COINS = (5, 6, 7, 8)  # SEED
START_GOODS = g(wood=2, stone=2, servants=3)  # SEED
MAX_CARDS_PER_TYPE = 6  # T-11


@dataclass(frozen=True, slots=True)
class BonusTile:
    id: str
    harvest: Gain
    production: Gain
    status: str = FOUND


BONUS_TILES: dict[str, BonusTile] = {
    "basic": BonusTile("basic", g(wood=1, stone=1, servants=1), g(coins=2, mp=1), DERIVED),
    "A": BonusTile("A", g(wood=1, stone=1, mp=1), g(coins=2, servants=1)),
    "B": BonusTile("B", g(wood=1, stone=1, coins=1), g(mp=2, servants=1)),
    "C": BonusTile("C", g(wood=1, stone=1, mp=1), g(coins=1, servants=2)),
    "D": BonusTile("D", g(wood=1, stone=1, servants=1), g(coins=1, mp=2)),
}


# --- leaders (data §6, rules §19.1) -------------------------------------------------------------


CARD_KINDS = {
    "territory": ("territory", "territories"),
    "building": ("building", "buildings"),
    "character": ("character", "characters"),
    "venture": ("venture", "ventures"),
}
"""A leader's card requirement, one and more: "Needs 2 territories, 4 characters"."""


@dataclass(frozen=True, slots=True)
class Requirement:
    territory: int = 0
    building: int = 0
    character: int = 0
    venture: int = 0
    same_type: int = 0  # Lucrezia Borgia: 6 cards of one type
    wood: int = 0
    stone: int = 0
    servants: int = 0
    coins: int = 0
    vp: int = 0
    mp: int = 0
    fp: int = 0

    def text(self, short: bool = False) -> str:
        parts = []
        for f in fields(self):
            v = getattr(self, f.name)
            if v:
                if f.name in CARD_KINDS:
                    name = CARD_KINDS[f.name][v != 1]
                elif f.name == "same_type":
                    name = "cards of one type"
                else:
                    name = unit(f.name, v, short)
                parts.append(f"{v} {name}")
        return ", ".join(parts)


@dataclass(frozen=True, slots=True)
class Leader:
    id: str
    name: str
    req: Requirement
    once: bool  # once per round (activated) or permanent
    text: str
    gain: Gain = NONE  # plain once-per-round gains
    status: str = SEED


R = Requirement
LEADERS_LIST: tuple[Leader, ...] = (
    Leader("L1", "Francesco Sforza", R(venture=5), True, "Harvest at value 1 (servants only)"),
    Leader(
        "L2", "Ludovico Ariosto", R(character=5), False, "Place family members on occupied spaces"
    ),
    Leader("L3", "Filippo Brunelleschi", R(building=5), False, "No 3-coin fee in occupied towers"),
    Leader(
        "L4",
        "Federico da Montefeltro",
        R(territory=5),
        True,
        "One coloured family member has value 6",
    ),
    Leader("L5", "Girolamo Savonarola", R(coins=18), True, "Gain 1 faith point", g(fp=1)),
    Leader(
        "L6",
        "Giovanni dalle Bande Nere",
        R(mp=12),
        True,
        "Gain 1 wood, 1 stone, 1 coin",
        g(wood=1, stone=1, coins=1),
    ),
    Leader(
        "L7",
        "Sandro Botticelli",
        R(wood=10),
        True,
        "Gain 2 military points and 1 VP",
        g(mp=2, vp=1),
    ),
    Leader("L8", "Michelangelo Buonarroti", R(stone=10), True, "Gain 3 coins", g(coins=3)),
    Leader(
        "L9",
        "Ludovico III Gonzaga",
        R(servants=15),
        True,
        "Gain 1 council privilege",
        g(privileges=1),
    ),
    Leader(
        "L10",
        "Leonardo da Vinci",
        R(character=4, territory=2),
        True,
        "Production at value 0 (servants only)",
    ),
    Leader(
        "L11",
        "Pico della Mirandola",
        R(venture=4, building=2),
        False,
        "Card costs with coins: 3 coins less",
    ),
    Leader(
        "L12",
        "Sisto IV",
        R(wood=6, stone=6, coins=6, servants=6),
        False,
        "+5 VP when supporting the Church",
    ),
    Leader(
        "L13",
        "Lucrezia Borgia",
        R(same_type=6),
        True,
        "Coloured family members +2 value this round",
    ),
    Leader("L14", "Sigismondo Malatesta", R(mp=7, fp=3), False, "Neutral family member +3 value"),
    Leader(
        "L15",
        "Lorenzo de' Medici",
        R(vp=35),
        True,
        "Copy another player's played leader (final choice)",
    ),
    Leader(
        "L16",
        "Ludovico il Moro",
        R(territory=2, character=2, building=2, venture=2),
        False,
        "Coloured family members have value 5",
    ),
    Leader(
        "L17",
        "Cesare Borgia",
        R(building=3, coins=12, fp=2),
        False,
        "No military points needed for territories",
    ),
    Leader("L18", "Santa Rita", R(fp=8), False, "Resources from card immediate effects doubled"),
    Leader(
        "L19",
        "Cosimo de' Medici",
        R(character=2, building=4),
        True,
        "Gain 3 servants and 1 VP",
        g(servants=3, vp=1),
    ),
    Leader("L20", "Bartolomeo Colleoni", R(venture=2, territory=4), True, "Gain 4 VP", g(vp=4)),
)
LEADERS: dict[str, Leader] = {ld.id: ld for ld in LEADERS_LIST}


# --- excommunication tiles (data §7) -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Excommunication:
    id: str
    period: int
    text: str
    status: str = SEED  # texts SEED; period grouping FOUND


EXCOMMUNICATIONS_LIST: tuple[Excommunication, ...] = tuple(
    Excommunication(f"EXC-{i}", p, t)
    for i, p, t in (
        (1, 1, "Each gain of military points: 1 less"),
        (2, 1, "Each coin gain: 1 coin less"),
        (3, 1, "Each servant gain: 1 servant less"),
        (4, 1, "Each wood/stone gain: 1 wood/stone less"),
        (5, 1, "Harvest value -3"),
        (6, 1, "Production value -3"),
        (7, 1, "Coloured family members -1"),
        (8, 2, "Taking territories: value -4"),
        (9, 2, "Taking buildings: value -4"),
        (10, 2, "Taking characters: value -4"),
        (11, 2, "Taking ventures: value -4"),
        (12, 2, "No family members on market spaces"),
        (13, 2, "2 servants per +1 value"),
        (14, 2, "Skip your first turn each round"),
        (15, 3, "No final VP for characters"),
        (16, 3, "No final VP for ventures"),
        (17, 3, "No final VP for territories"),
        (18, 3, "Before scoring: lose 1 VP per 5 VP"),
        (19, 3, "Lose 1 VP per military point"),
        (20, 3, "Lose 1 VP per wood/stone in building costs"),
        (21, 3, "Lose 1 VP per resource"),
    )
)
EXCOMMUNICATIONS: dict[str, Excommunication] = {x.id: x for x in EXCOMMUNICATIONS_LIST}

# Period-1 gain reductions (EX-2): tile -> resources reduced by 1 per source.
EXC_REDUCE: dict[str, tuple[str, ...]] = {
    "EXC-1": ("mp",),
    "EXC-2": ("coins",),
    "EXC-3": ("servants",),
    "EXC-4": ("wood", "stone"),
}
EXC_CARD_MALUS = {
    "EXC-8": "territory",
    "EXC-9": "building",
    "EXC-10": "character",
    "EXC-11": "venture",
}
# Action-value mali (ALG-1 step 6, EX-5, EX-7): tile -> (action, value lost).
EXC_MALUS: dict[str, tuple[str, int]] = {
    **{tile: (ttype, 4) for tile, ttype in EXC_CARD_MALUS.items()},
    "EXC-5": ("harvest", 3),
    "EXC-6": ("production", 3),
}


def provenance_rows() -> list[tuple[str, str, str]]:
    """(id, status, note) for every data row that is not plainly SEED or FOUND-agreed."""
    rows: list[tuple[str, str, str]] = []
    for c in CARDS_LIST:
        if c.status in (DERIVED, RECONSTRUCTED) or "Δ" in c.note:
            rows.append((c.id, c.status, c.note))
    for t in BONUS_TILES.values():
        if t.status in (DERIVED, RECONSTRUCTED):
            rows.append((f"tile {t.id}", t.status, "from the seed's worked examples"))
    return rows
