"""La Fleur's cards, designed by the project to the rulebook's component counts.

The rulebook prints no card list, so every card here is our own design in our own words,
re-using each name and example the rulebook gives (the Pavilion, Common Ivy, the Double
Pink Scotch Briar Rose, Camille, André, Louise Marie Madeleine, Marie Catherine, Kai,
Catherine, Aurora, the four solo opponents, the Landscaper and the Painter, and the six
named events). Solo-excluded cards have ``solo=False``. :func:`validate` checks the set at
import: counts, ids, names, symbols, the named cards, the solo exclusions, and that the
solo opponents count only what an automaton has; it takes any set as arguments, so each
check can be shown to fail. Flower cards are real plants under their common and scientific
names, one species to a card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Final

from grasse_tui.games.lafleur.rules.content import (
    COMPONENT_COUNTS,
    TRACKED,
    Allure,
    Artisan,
    ArtisanAbility,
    Character,
    ChooseOne,
    Count,
    Discount,
    Effect,
    Event,
    EventEffect,
    EventTiming,
    ExtraPurchase,
    ExtraVisitors,
    FlowerCard,
    FreeReveals,
    FreshFlowers,
    FromEachOther,
    Gain,
    GainIf,
    GainPer,
    GardenFeature,
    Location,
    LocationBonus,
    Measure,
    Most,
    PriceChange,
    Reward,
    RomanceAt,
    Timing,
    Trade,
    Visitor,
    VisitRule,
)

A, P, W, F, V, X = Allure.ARCHITECTURE, Allure.PATH, Allure.WATER, Allure.FLOWER, Allure.VISTA, Allure.WILD


def _allure(allure: Allure) -> Count:
    return Count(Measure.ALLURE, allure)


HAND = Count(Measure.HAND)
COINS = Count(Measure.COINS)
FEATURES_OWNED = Count(Measure.FEATURES)
VISITORS_NOW = Count(Measure.VISITORS)
TOTAL = Count(Measure.TOTAL_ALLURE)
LEAST = Count(Measure.LEAST_ALLURE)
PRESTIGE = Count(Measure.PRESTIGE)
ARTISANS_OWNED = Count(Measure.ARTISANS)


def pr(n: int) -> Reward:
    return Reward(prestige=n)


def co(n: int) -> Reward:
    return Reward(coins=n)


def fl(n: int) -> Reward:
    return Reward(flowers=n)


_ONE_SYMBOL: Final[dict[Allure, tuple[tuple[str, str], ...]]] = {
    A: (
        ("Boston Ivy", "Parthenocissus tricuspidata"),
        ("Climbing Hydrangea", "Hydrangea anomala"),
        ("Chinese Wisteria", "Wisteria sinensis"),
        ("Trumpet Vine", "Campsis radicans"),
        ("Virginia Creeper", "Parthenocissus quinquefolia"),
        ("Traveller's Joy", "Clematis vitalba"),
        ("Honeysuckle", "Lonicera periclymenum"),
        ("Star Jasmine", "Trachelospermum jasminoides"),
        ("Bougainvillea", "Bougainvillea glabra"),
        ("Hop", "Humulus lupulus"),
    ),
    P: (
        ("Lavender", "Lavandula angustifolia"),
        ("Creeping Thyme", "Thymus serpyllum"),
        ("Chamomile", "Chamaemelum nobile"),
        ("Pinks", "Dianthus plumarius"),
        ("Sweet Alyssum", "Lobularia maritima"),
        ("Lady's Mantle", "Alchemilla mollis"),
        ("Catnip", "Nepeta cataria"),
        ("Sea Thrift", "Armeria maritima"),
        ("Moss Phlox", "Phlox subulata"),
        ("Pennyroyal", "Mentha pulegium"),
    ),
    W: (
        ("White Water Lily", "Nymphaea alba"),
        ("Yellow Flag Iris", "Iris pseudacorus"),
        ("Marsh Marigold", "Caltha palustris"),
        ("Sacred Lotus", "Nelumbo nucifera"),
        ("Water Forget-me-not", "Myosotis scorpioides"),
        ("Purple Loosestrife", "Lythrum salicaria"),
        ("Flowering Rush", "Butomus umbellatus"),
        ("Water Mint", "Mentha aquatica"),
        ("Meadowsweet", "Filipendula ulmaria"),
        ("Bogbean", "Menyanthes trifoliata"),
    ),
    F: (
        ("Damask Rose", "Rosa damascena"),
        ("Peony", "Paeonia lactiflora"),
        ("Tulip", "Tulipa gesneriana"),
        ("Carnation", "Dianthus caryophyllus"),
        ("Sweet Violet", "Viola odorata"),
        ("Lily of the Valley", "Convallaria majalis"),
        ("Hyacinth", "Hyacinthus orientalis"),
        ("Madonna Lily", "Lilium candidum"),
        ("Ranunculus", "Ranunculus asiaticus"),
        ("Sweet Pea", "Lathyrus odoratus"),
    ),
    V: (
        ("Foxglove", "Digitalis purpurea"),
        ("Hollyhock", "Alcea rosea"),
        ("Sunflower", "Helianthus annuus"),
        ("Delphinium", "Delphinium elatum"),
        ("Lupin", "Lupinus polyphyllus"),
        ("Crown Imperial", "Fritillaria imperialis"),
        ("Great Mullein", "Verbascum thapsus"),
        ("Agapanthus", "Agapanthus africanus"),
        ("Globe Thistle", "Echinops ritro"),
        ("Giant Allium", "Allium giganteum"),
    ),
}

_TWO_SYMBOLS: Final[tuple[tuple[str, str, Allure, Allure], ...]] = (
    ("Common Ivy", "Hedera helix", A, A),
    ("Double Pink Scotch Briar Rose", "Rosa spinosissima", V, A),
    ("Rambling Rose", "Rosa multiflora", A, F),
    ("Jasmine", "Jasminum officinale", A, F),
    ("Passion Flower", "Passiflora caerulea", A, V),
    ("Japanese Quince", "Chaenomeles speciosa", A, P),
    ("Rosemary", "Salvia rosmarinus", P, P),
    ("English Daisy", "Bellis perennis", P, F),
    ("Pot Marigold", "Calendula officinalis", P, F),
    ("Snowdrop", "Galanthus nivalis", P, W),
    ("Bluebell", "Hyacinthoides non-scripta", P, V),
    ("Japanese Iris", "Iris ensata", W, W),
    ("Pickerelweed", "Pontederia cordata", W, F),
    ("Water Hyacinth", "Pontederia crassipes", W, F),
    ("Japanese Primrose", "Primula japonica", W, V),
    ("Arum Lily", "Zantedeschia aethiopica", W, A),
    ("Cabbage Rose", "Rosa centifolia", F, F),
    ("Camellia", "Camellia japonica", F, V),
    ("Gardenia", "Gardenia jasminoides", F, W),
    ("Magnolia", "Magnolia grandiflora", V, V),
    ("Lilac", "Syringa vulgaris", V, F),
    ("Orange Blossom", "Citrus aurantium", V, P),
    ("Oleander", "Nerium oleander", V, W),
    ("Laburnum", "Laburnum anagyroides", V, A),
    ("Sweet Briar", "Rosa rubiginosa", P, A),
    ("Mimosa", "Acacia dealbata", V, P),
)

_WILDS: Final[tuple[tuple[str, str], ...]] = (
    ("Corn Poppy", "Papaver rhoeas"),
    ("Cornflower", "Centaurea cyanus"),
    ("Oxeye Daisy", "Leucanthemum vulgare"),
    ("Dandelion", "Taraxacum officinale"),
    ("Red Campion", "Silene dioica"),
    ("Cowslip", "Primula veris"),
    ("Wild Garlic", "Allium ursinum"),
    ("Meadow Cranesbill", "Geranium pratense"),
    ("Common Knapweed", "Centaurea nigra"),
    ("Yarrow", "Achillea millefolium"),
    ("Chicory", "Cichorium intybus"),
    ("Field Forget-me-not", "Myosotis arvensis"),
)


def _flowers() -> tuple[FlowerCard, ...]:
    cards: list[FlowerCard] = []
    for allure, names in _ONE_SYMBOL.items():
        cards += [FlowerCard("", name, latin, (allure,)) for name, latin in names]
    cards += [FlowerCard("", name, latin, (one, two)) for name, latin, one, two in _TWO_SYMBOLS]
    cards += [FlowerCard("", name, latin, (X,)) for name, latin in _WILDS]
    return tuple(
        FlowerCard(f"f{number:02d}", card.name, card.latin, card.allures) for number, card in enumerate(cards, start=1)
    )


FLOWERS: Final[tuple[FlowerCard, ...]] = _flowers()

# --- Garden features: (English, French, symbols, timing, ability) -----------------------

ACQ, VIS, END, GAME = Timing.WHEN_ACQUIRED, Timing.WHEN_VISITED, Timing.END_OF_ROUND, Timing.GAME_END

_FEATURES: Final[tuple[tuple[str, str, tuple[Allure, ...], Timing, Effect], ...]] = (
    # When acquired
    ("Garden Bench", "Banc de jardin", (P,), ACQ, Gain(co(2))),
    ("Sundial", "Cadran solaire", (V,), ACQ, Gain(fl(1))),
    ("Stone Steps", "Escalier de pierre", (A, P), ACQ, Gain(pr(1))),
    ("Birdbath", "Bain d'oiseaux", (W, F), ACQ, Gain(Reward(coins=1, flowers=1))),
    ("Trellis", "Treillage", (A, F), ACQ, Gain(fl(2))),
    ("Lily Pond", "Bassin aux nénuphars", (W, W), ACQ, Gain(co(3))),
    ("Belvedere", "Belvédère", (V, A, P), ACQ, Gain(pr(2))),
    ("Orangery", "Orangerie", (A, A, F), ACQ, GainPer(_allure(F), 2, pr(1), limit=3)),
    ("Cascade", "Cascade", (W, V, A), ACQ, GainPer(_allure(W), 2, co(1))),
    ("Topiary Garden", "Jardin de topiaires", (P, F, A), ACQ, Gain(Reward(prestige=1, flowers=2))),
    ("Pergola", "Pergola", (A, F, P), ACQ, FromEachOther(2)),
    ("Grand Canal", "Grand canal", (W, W, V, P), ACQ, Gain(pr(3))),
    # When visited
    ("Tea Pavilion", "Pavillon de thé", (A,), VIS, Gain(co(1))),
    ("Rose Arbour", "Tonnelle de roses", (F, A), VIS, RomanceAt(4)),
    ("Garden Swing", "Balançoire", (P, V), VIS, Gain(fl(1))),
    ("Fountain", "Fontaine", (W, A), VIS, GainPer(VISITORS_NOW, 2, pr(1))),
    ("Bowling Green", "Boulingrin", (P, P), VIS, Gain(co(2))),
    ("Grotto", "Grotte", (W, A, V), VIS, RomanceAt(3)),
    ("Music Kiosk", "Kiosque à musique", (A, P, F), VIS, GainPer(VISITORS_NOW, 1, co(1))),
    ("Labyrinth", "Labyrinthe", (P, P, F), VIS, Gain(pr(1))),
    ("Reflecting Pool", "Miroir d'eau", (W, V), VIS, Trade(co(2), pr(1))),
    ("Flower Parterre", "Parterre de broderie", (F, F, P), VIS, GainPer(VISITORS_NOW, 1, fl(1), limit=3)),
    ("Pavilion", "Pavillon", (V, P, A, A), VIS, Gain(pr(2))),
    ("Amphitheatre", "Théâtre de verdure", (V, V, A), VIS, RomanceAt(4)),
    # End of round
    ("Herb Bed", "Carré d'aromates", (P,), END, Gain(co(1))),
    ("Cutting Garden", "Jardin de fleurs à couper", (F,), END, Gain(fl(1))),
    ("Well", "Puits", (W,), END, GainIf(COINS, 5, co(1))),
    ("Terrace", "Terrasse", (V, P), END, GainPer(_allure(V), 3, co(1))),
    ("Beehive", "Rucher", (F, P), END, GainPer(_allure(F), 3, fl(1))),
    ("Dovecote", "Pigeonnier", (A, V), END, GainIf(HAND, 5, pr(1))),
    ("Kitchen Garden", "Potager", (P, W), END, Trade(fl(2), pr(1))),
    ("Rose Garden", "Roseraie", (F, F), END, GainIf(_allure(F), 6, pr(1))),
    ("Ha-ha", "Saut-de-loup", (V, P, W), END, GainIf(LEAST, 2, pr(1))),
    ("Greenhouse", "Serre", (A, F, W), END, Gain(Reward(coins=1, flowers=1))),
    ("Obelisk", "Obélisque", (A, A, V), END, GainIf(_allure(A), 5, pr(1))),
    ("Water Mill", "Moulin à eau", (W, W, P), END, GainPer(_allure(W), 2, co(1), limit=3)),
    ("Statue Walk", "Allée des statues", (A, P, V), END, Trade(co(3), pr(1), times=2)),
    ("Bridge", "Pont", (W, P, A, V), END, Gain(pr(1))),
    ("Ornamental Lake", "Lac d'agrément", (W, W, V, V), END, GainPer(TOTAL, 8, pr(1), limit=2)),
    # Game end
    ("Gazebo", "Gloriette", (A,), GAME, GainIf(_allure(A), 4, pr(1))),
    ("Primrose Path", "Sentier des primevères", (P,), GAME, GainIf(_allure(P), 4, pr(1))),
    ("Water Stairs", "Escalier d'eau", (W,), GAME, GainIf(_allure(W), 4, pr(1))),
    ("Wildflower Meadow", "Prairie fleurie", (F,), GAME, GainIf(_allure(F), 4, pr(2))),
    ("Viewpoint", "Point de vue", (V,), GAME, GainIf(_allure(V), 4, pr(1))),
    # The rulebook's three game-end examples: Hedge Garden, Flower Clock, Wildflower Meadow.
    # "Flower allure on your garden features" is the tracker's flower allure: only garden
    # features move the tracker (artisans' types never count), and content has no other measure.
    ("Hedge Garden", "Jardin de charmilles", (P, A), GAME, GainIf(LEAST, 2, pr(3))),
    ("Flower Clock", "Horloge florale", (F, V), GAME, GainPer(_allure(F), 3, pr(1))),
    ("Summer House", "Maison d'été", (A, W), GAME, GainPer(HAND, 3, pr(1))),
    ("Treasury Urn", "Urne du trésor", (V, W), GAME, GainPer(COINS, 5, pr(1))),
    ("Avenue of Limes", "Allée de tilleuls", (P, P, V), GAME, GainPer(_allure(P), 2, pr(1))),
    ("Folly", "Fabrique", (A, A, V), GAME, GainPer(FEATURES_OWNED, 3, pr(1))),
    ("Fountain Court", "Cour des fontaines", (W, W, A), GAME, GainPer(_allure(W), 2, pr(1))),
    ("Royal Parterre", "Parterre royal", (F, F, V), GAME, GainPer(_allure(F), 2, pr(1))),
    ("Great Lawn", "Tapis vert", (V, V, P), GAME, GainPer(_allure(V), 2, pr(1))),
    ("Colonnade", "Colonnade", (A, A, P, V), GAME, GainPer(_allure(A), 2, pr(1))),
    ("Water Theatre", "Théâtre d'eau", (W, F, V, A), GAME, GainPer(TOTAL, 5, pr(1))),
)

FEATURES: Final[tuple[GardenFeature, ...]] = tuple(
    GardenFeature(f"g{number:02d}", name, french, symbols, timing, ability, solo=name != "Pergola")
    for number, (name, french, symbols, timing, ability) in enumerate(_FEATURES, start=1)
)

# --- Visitors ---------------------------------------------------------------------------

_VISITORS: Final[tuple[Visitor, ...]] = (
    Visitor("", "Camille", (F,), (Gain(Reward(prestige=1, flowers=1)),)),
    Visitor("", "André", (A,), (Gain(pr(1)),)),
    Visitor("", "Louise Marie Madeleine", (V,), (Gain(co(2)),)),
    Visitor("", "Marie Catherine", (), (Gain(Reward(coins=2, flowers=1)),), VisitRule(PRESTIGE, fewest=True)),
    Visitor("", "Kai", (W,), (FromEachOther(1), Gain(pr(1))), solo=False),
    Visitor("", "Catherine", (P,), (Most(HAND, pr(1)),), solo=False),
    Visitor("", "Antoine", (A,), (Gain(co(3)),)),
    Visitor("", "Béatrice", (A,), (Gain(fl(2)),)),
    Visitor("", "Claude", (A,), (Trade(co(2), pr(1)), Gain(co(1)))),
    Visitor("", "Denise", (A,), (GainPer(_allure(A), 3, pr(1)),)),
    Visitor("", "Étienne", (P,), (Gain(pr(1)),)),
    Visitor("", "Fleur", (P,), (Gain(Reward(coins=1, flowers=1)),)),
    Visitor("", "Gaston", (P,), (Gain(co(2)),)),
    Visitor("", "Hélène", (P,), (GainPer(_allure(P), 3, co(1)), Gain(fl(1)))),
    Visitor("", "Isabeau", (W,), (Gain(pr(1)),)),
    Visitor("", "Jacques", (W,), (Gain(fl(2)),)),
    Visitor("", "Léonie", (W,), (Trade(fl(2), pr(1), times=2),)),
    Visitor("", "Mathieu", (W,), (Gain(co(2)), Gain(fl(1)))),
    Visitor("", "Nicolette", (F,), (Gain(pr(1)),)),
    Visitor("", "Olivier", (F,), (Gain(fl(2)),)),
    Visitor("", "Pauline", (F,), (GainPer(_allure(F), 3, pr(1)),)),
    Visitor("", "Quentin", (F,), (Gain(co(3)),)),
    Visitor("", "Rosalie", (V,), (Gain(pr(1)),)),
    Visitor("", "Sébastien", (V,), (Gain(fl(2)),)),
    Visitor("", "Thérèse", (V,), (ChooseOne((pr(1), co(3))),)),
    Visitor("", "Valentin", (A, V), (Gain(pr(2)),)),
    Visitor("", "Yvette", (P, F), (Gain(Reward(prestige=1, coins=1)),)),
    Visitor("", "Honoré", (W, V), (Gain(Reward(prestige=1, flowers=1)),)),
    Visitor("", "Margaux", (F, A), (Gain(pr(2)),)),
    Visitor("", "Benoît", (P, W), (Gain(Reward(prestige=1, coins=2)),)),
    Visitor("", "the Abbé Mercier", (), (Gain(pr(2)),), VisitRule(TOTAL)),
    Visitor("", "the Dowager Duchess", (), (Gain(Reward(prestige=1, coins=2)),), VisitRule(COINS)),
    Visitor("", "the Botanist Lefèvre", (), (Gain(Reward(prestige=1, flowers=1)),), VisitRule(HAND)),
    Visitor("", "Zélie", (V,), (Trade(co(3), pr(1), times=2),)),
    Visitor("", "Aurélien", (A,), (ChooseOne((pr(1), fl(2))),)),
)

VISITORS: Final[tuple[Visitor, ...]] = tuple(
    Visitor(f"v{number:02d}", card.name, card.allures, card.effects, card.rule, card.solo)
    for number, card in enumerate(_VISITORS, start=1)
)

# --- Events -----------------------------------------------------------------------------

S, D, E = EventTiming.START, EventTiming.DURING, EventTiming.END

_EVENTS: Final[tuple[tuple[str, EventTiming, tuple[EventEffect, ...], bool], ...]] = (
    ("La Seine", E, (Most(_allure(W), pr(2)),), False),
    ("On the Terrace", E, (Most(_allure(V), pr(2)),), False),
    ("Goats", E, (Most(FEATURES_OWNED, co(2), fewest=True),), False),
    ("Grand Château", E, (Most(TOTAL, pr(2)),), False),
    ("Hot Air Balloon Voyage", S, (FromEachOther(1),), False),
    ("Notre Dame de Paris", S, (ChooseOne((pr(1), co(3))),), True),
    ("Spring Rain", S, (FreshFlowers(),), True),
    ("A Royal Visit", S, (ExtraVisitors(1),), True),
    ("Salon Gossip", S, (ExtraVisitors(2),), True),
    ("Market Day", S, (Gain(co(2)),), True),
    ("Seed Exchange", S, (Gain(fl(1)),), True),
    ("The Patron's Purse", S, (Trade(fl(2), co(3)),), True),
    ("Midsummer", S, (GainIf(_allure(F), 4, pr(1)),), True),
    ("An Architect's Tour", S, (GainPer(_allure(A), 3, co(1)),), True),
    ("Flower Show", D, (PriceChange(Location.FLOWER_MARKET, -1),), True),
    ("Scarce Blooms", D, (PriceChange(Location.FLOWER_MARKET, 1),), True),
    ("Guild Festival", D, (PriceChange(Location.ARTISAN_GUILD, -2),), True),
    ("Open Quarry", D, (PriceChange(Location.GARDEN_FEATURES, -1),), True),
    ("Courtly Favour", D, (LocationBonus(Location.PRESTIGE, co(1)),), True),
    ("Bank Holiday", D, (LocationBonus(Location.COIN, co(1)),), True),
    ("Love Letters", D, (LocationBonus(Location.SPECIAL_INVITATION, pr(1)),), True),
    ("Busy Workshops", D, (LocationBonus(Location.ARTISAN_GUILD, co(2)),), True),
    ("Nursery Sale", D, (LocationBonus(Location.FLOWER_MARKET, fl(1)),), True),
    ("Harvest Fair", E, (GainPer(HAND, 3, co(1)),), True),
    ("Tax Collector", E, (Trade(co(4), pr(1)),), True),
    ("Lantern Night", E, (GainIf(_allure(W), 4, pr(1)),), True),
    ("Evening Concert", E, (GainPer(VISITORS_NOW, 2, pr(1)),), True),
    ("The Painter's Visit", E, (GainIf(_allure(V), 5, pr(1)),), True),
    ("Birdsong", E, (Gain(fl(1)),), True),
    ("Stone Masons' Guild", E, (GainIf(_allure(A), 5, Reward(coins=2)),), True),
)

EVENTS: Final[tuple[Event, ...]] = tuple(
    Event(f"e{number:02d}", name, timing, effects, solo)
    for number, (name, timing, effects, solo) in enumerate(_EVENTS, start=1)
)

# --- Characters -------------------------------------------------------------------------

CHARACTERS: Final[tuple[Character, ...]] = (
    Character("c01", "Aurora", (GainPer(_allure(F), 3, fl(1)), GainPer(_allure(V), 3, co(1)), GainIf(HAND, 5, pr(1)))),
    Character(
        "c02", "Mademoiselle Niwa", (GainPer(_allure(W), 3, co(1)), GainPer(_allure(P), 3, fl(1)), GainIf(COINS, 8, pr(1)))
    ),
    Character(
        "c03", "Marie-Amélie", (GainPer(_allure(F), 3, co(1)), GainIf(LEAST, 2, pr(1)), GainIf(HAND, 6, co(1)))
    ),
    Character(
        "c04", "Louise-Marie", (GainPer(_allure(V), 3, fl(1)), GainPer(_allure(A), 3, co(1)), GainIf(TOTAL, 15, pr(1)))
    ),
    Character(
        "c05", "Captain George", (GainPer(_allure(A), 3, fl(1)), GainPer(_allure(W), 3, co(1)), GainIf(VISITORS_NOW, 3, pr(1)))
    ),
    Character("c06", "Bastien", (GainPer(_allure(P), 3, co(1)), GainPer(_allure(W), 3, fl(1)), GainIf(FEATURES_OWNED, 6, pr(1)))),
    Character("c07", "Colette", (GainPer(_allure(A), 3, co(1)), GainPer(_allure(F), 3, fl(1)), GainIf(COINS, 10, pr(1)))),
    Character("c08", "Gustave", (GainPer(_allure(V), 3, co(1)), GainPer(_allure(P), 3, fl(1)), GainIf(ARTISANS_OWNED, 3, pr(1)))),
    Character("c09", "Ondine", (GainPer(_allure(W), 3, fl(1)), GainPer(_allure(V), 3, co(1)), GainIf(_allure(W), 6, pr(1)))),
    Character("c10", "Séraphin", (GainPer(TOTAL, 6, co(1)), GainIf(HAND, 4, Reward(coins=1)), GainIf(LEAST, 3, pr(1)))),
)

# --- Artisans ---------------------------------------------------------------------------

FM, GF, AG, SI, PL, CL = (
    Location.FLOWER_MARKET,
    Location.GARDEN_FEATURES,
    Location.ARTISAN_GUILD,
    Location.SPECIAL_INVITATION,
    Location.PRESTIGE,
    Location.COIN,
)

_ARTISANS: Final[tuple[tuple[str, Allure, Location, ArtisanAbility], ...]] = (
    ("Landscaper", P, GF, FreeReveals()),
    ("Painter", V, SI, RomanceAt(4)),
    ("Gardener", F, FM, ExtraPurchase()),
    ("Florist", F, FM, Discount(1)),
    ("Seed Merchant", P, FM, ExtraPurchase()),
    ("Herbalist", W, FM, Discount(1)),
    ("Stonemason", A, GF, co(1)),
    ("Fountaineer", W, GF, ExtraPurchase()),
    ("Surveyor", V, GF, FreeReveals()),
    ("Foreman", A, AG, Discount(2)),
    ("Carpenter", A, AG, Discount(3)),
    ("Steward", P, AG, Discount(2)),
    ("Poet", F, SI, co(1)),
    ("Musician", W, SI, fl(1)),
    ("Chaplain", V, PL, co(1)),
    ("Courtier", A, PL, fl(1)),
    ("Herald", P, PL, co(1)),
    ("Bookkeeper", W, CL, co(1)),
    ("Beekeeper", F, CL, fl(1)),
    ("Sculptor", V, CL, co(1)),
)

ARTISANS: Final[tuple[Artisan, ...]] = tuple(
    Artisan(f"a{number:02d}", occupation, allure, location, ability)
    for number, (occupation, allure, location, ability) in enumerate(_ARTISANS, start=1)
)

SOLO_EXCLUDED: Final[frozenset[str]] = frozenset(
    {"Pergola", "Kai", "Catherine", "La Seine", "On the Terrace", "Goats", "Grand Château", "Hot Air Balloon Voyage"}
)
"""Cards the rulebook removes from the solo game, by name (rulebook: Solo Mode)."""

SOLO_OPPONENT_NAMES: Final[tuple[str, ...]] = ("Mademoiselle Niwa", "Marie-Amélie", "Louise-Marie", "Captain George")
"""The four characters the solo opponent is drawn from (rulebook: Solo Mode)."""

AUTOMATON_MEASURES: Final[frozenset[Measure]] = frozenset(
    {
        Measure.ALLURE,
        Measure.TOTAL_ALLURE,
        Measure.LEAST_ALLURE,
        Measure.HAND,
        Measure.COINS,
        Measure.PRESTIGE,
        Measure.VISITORS,
    }
)
"""What a solo opponent's château has to count: it owns no artisans and scores nothing
for garden features, so its character's abilities count only these."""

REQUIRED: Final[dict[str, frozenset[str]]] = {
    "flowers": frozenset({"Common Ivy", "Double Pink Scotch Briar Rose"}),
    "features": frozenset({"Pavilion", "Pergola"}),
    "visitors": frozenset({"Camille", "André", "Louise Marie Madeleine", "Marie Catherine", "Kai", "Catherine"}),
    "events": frozenset(
        {"La Seine", "On the Terrace", "Goats", "Grand Château", "Hot Air Balloon Voyage", "Notre Dame de Paris"}
    ),
    "characters": frozenset({"Aurora", *SOLO_OPPONENT_NAMES}),
    "artisans": frozenset({"Landscaper", "Painter"}),
}
"""Every component name the rulebook gives, by kind, each of which must be a card of
that kind here (an artisan's name is its occupation)."""
REQUIRED_NAMES: Final[frozenset[str]] = frozenset().union(*REQUIRED.values())
"""The same names, all kinds together."""

Card = FlowerCard | GardenFeature | Visitor | Event | Character | Artisan


def card_name(card: Card) -> str:
    """A card's name: an artisan's occupation, any other card's name."""
    return card.occupation if isinstance(card, Artisan) else card.name


def _counts(effect: object) -> Count | None:
    """What ``effect`` counts, if it counts something."""
    what = getattr(effect, "count", None)
    return what if isinstance(what, Count) else None


def validate(
    flowers: Sequence[FlowerCard] = FLOWERS,
    features: Sequence[GardenFeature] = FEATURES,
    visitors: Sequence[Visitor] = VISITORS,
    events: Sequence[Event] = EVENTS,
    characters: Sequence[Character] = CHARACTERS,
    artisans: Sequence[Artisan] = ARTISANS,
) -> None:
    """Check a card set (this one by default) against the rulebook: the component counts,
    ids unique across every kind, names unique within a kind (a flower's common and
    scientific names each), the symbols each kind may carry, a visitor's types or rule,
    three abilities to a character, the named cards present, exactly the rulebook's solo
    exclusions, the solo opponents counting only what an automaton has, and Notre Dame de
    Paris offering 1 prestige first (the solo opponent's choice). Raises ValueError naming
    the first card (or count) that is wrong."""
    kinds: dict[str, Sequence[Card]] = {
        "flowers": flowers,
        "features": features,
        "visitors": visitors,
        "events": events,
        "characters": characters,
        "artisans": artisans,
    }
    for kind, cards in kinds.items():
        if len(cards) != COMPONENT_COUNTS[kind]:
            raise ValueError(f"{len(cards)} {kind}, the rulebook has {COMPONENT_COUNTS[kind]}")
    ids = Counter(card.card_id for cards in kinds.values() for card in cards)
    twice = sorted(card_id for card_id, seen in ids.items() if seen > 1)
    if twice:
        raise ValueError(f"card id {twice[0]} is used more than once")
    for kind, cards in kinds.items():
        names = Counter(card_name(card) for card in cards)
        if kind == "flowers":
            names += Counter(flower.latin for flower in flowers)
        same = sorted(name for name, seen in names.items() if seen > 1)
        if same:
            raise ValueError(f"two {kind} are named {same[0]}")
    for flower in flowers:
        if not 1 <= len(flower.allures) <= 2 or (X in flower.allures and len(flower.allures) > 1):
            raise ValueError(f"flower {flower.card_id} ({flower.name}) needs one or two symbols, a wild alone")
    for feature in features:
        if not 1 <= len(feature.allures) <= 4 or X in feature.allures:
            raise ValueError(f"feature {feature.card_id} ({feature.name}) needs 1–4 symbols, none wild")
    for visitor in visitors:
        if bool(visitor.allures) == (visitor.rule is not None) or X in visitor.allures or len(visitor.allures) > 2:
            raise ValueError(f"visitor {visitor.card_id} ({visitor.name}) needs one or two types, or a rule")
    for character in characters:
        if len(character.abilities) != 3:
            raise ValueError(f"character {character.card_id} ({character.name}) needs three abilities")
        if character.name in SOLO_OPPONENT_NAMES:
            for ability in character.abilities:
                what = _counts(ability)
                if what is not None and what.measure not in AUTOMATON_MEASURES:
                    raise ValueError(f"solo opponent {character.name} counts {what.measure.value}, which it never has")
    for artisan in artisans:
        if artisan.allure not in TRACKED:
            raise ValueError(f"artisan {artisan.card_id} ({artisan.occupation}) lends a tracked type")
    for kind, cards in kinds.items():
        missing = sorted(REQUIRED[kind] - {card_name(card) for card in cards})
        if missing:
            raise ValueError(f"the rulebook's {missing[0]} is not one of the {kind}")
    solo_out = {card.name for cards in (features, visitors, events) for card in cards if not card.solo}
    if solo_out != SOLO_EXCLUDED:
        wrong = sorted(solo_out ^ SOLO_EXCLUDED)
        raise ValueError(f"{wrong[0]} is wrongly marked for the solo game")
    notre_dame = next(event for event in events if event.name == "Notre Dame de Paris")
    first = notre_dame.effects[0] if notre_dame.effects else None
    if not isinstance(first, ChooseOne) or first.options[:1] != (pr(1),):
        raise ValueError("Notre Dame de Paris must offer a choice whose first option is 1 prestige")


validate()
