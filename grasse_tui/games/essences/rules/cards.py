"""The card set, in our own words (rulebook: Game Components): 100 essences and 58
double-sided perfume cards (116 names), each tagged with its themes, strongest first.
Checked at import (:func:`validate`).

A line reads ``"name: theme theme…"`` with the themes' :class:`Theme` member names in
lower case.
"""

from __future__ import annotations

from typing import Final

from grasse_tui.games.essences.rules.content import Essence, PerfumeCard, PerfumeName, Theme

ESSENCE_COUNT: Final = 100
PERFUME_CARD_COUNT: Final = 58

_ESSENCES: Final = """
Mothballs in a fur coat: age home clean
Wet dog after the rain: animal home nature
Burnt toast: food home fire
Fresh tarmac: city work travel
Coconut sunscreen: holiday sea youth
Chlorinated swimming pool: sport holiday clean
New-car upholstery: luxury travel money
Old library book: school age mystery
Pencil shavings: school childhood work
Strawberry eraser: school childhood sweet
Bubble gum: childhood sweet youth
Candy floss at the fair: party childhood sweet
Hospital corridor: sickness clean cold
Cherry cough syrup: sickness sweet childhood
Sour milk: rot food home
Blue cheese: rot food luxury
Seaweed at low tide: sea rot nature
Fish market at noon: sea food city
Diesel fumes: city travel danger
Gunpowder: danger fire party
A struck match: fire danger night
Campfire smoke: fire nature holiday
Pine forest after frost: nature cold holiday
Cut grass: nature sport youth
Wet cement: work city
Sawdust: work home
Engine oil: work travel danger
Baby powder: childhood clean love
Talcum and lavender: age clean home
Grandmother's lavender drawer: age home love
Cigar smoke in leather armchairs: luxury age money
Polished leather: luxury money work
Freshly printed banknotes: money work luxury
Old coins in a purse: money age
Champagne cork: party luxury drink
Spilled beer on a pub floor: drink night party
Red wine and candle wax: love drink night
Espresso at dawn: drink work city
Hot chocolate: sweet childhood cold
Mulled wine: drink cold party
Gingerbread: sweet holiday childhood
Fresh croissants: food city love
Garlic frying: food home
Curry takeaway: food night city
Popcorn at the cinema: food night party
Rotten apples: rot nature sweet
Compost heap: rot nature work
Mouldy basement: rot home mystery
Damp cave: mystery cold nature
Incense in an old chapel: mystery age night
Snuffed candle: night mystery fire
Ozone before a storm: danger nature mystery
Snow on wool mittens: cold childhood holiday
Frozen fish fingers: cold food childhood
Ice rink: cold sport youth
Menthol chewing gum: cold clean youth
Bleach: clean danger
Hotel soap: clean travel luxury
Laundry on the line: clean home nature
Surgical spirit: sickness clean danger
Plasters and iodine: sickness childhood sport
Sweaty gym socks: sport rot youth
Liniment on tired muscles: sport age sickness
Football boots in mud: sport nature childhood
Horse stable: animal nature sport
Cat litter: animal home rot
Hamster cage: animal childhood home
Zoo reptile house: animal danger mystery
Wet sheep: animal cold nature
Rose petals: love nature luxury
Love letter in perfume: love mystery
Wedding cake icing: love party sweet
Roses in a vase left a week: love rot age
Sea breeze: sea holiday travel
Ship's tar rope: sea travel work
Fish and chips on the pier: sea food holiday
Suitcase from the attic: travel age mystery
Airport duty-free: travel luxury money
Train station waiting room: travel city cold
Subway tunnel: city night danger
Hot asphalt in August: city holiday fire
Nightclub smoke machine: night party youth
Fireworks: party fire night
Birthday candles blown out: party childhood fire
Crayons: childhood school
School canteen stew: school food childhood
Chalk dust: school work age
Whiteboard marker: school work
Printer toner: work city
Old teddy bear: childhood home age
Lemon furniture polish: clean home
Vanilla pod: sweet luxury food
Honey on warm bread: sweet food home
Fresh pineapple: holiday sweet food
Gasoline at the pump: travel danger
Burnt rubber: danger sport fire
Hay barn: nature animal work
Truffles: luxury food mystery
Oysters on ice: luxury sea cold
Cold cream and rouge: age luxury love
"""

_PERFUMES: Final = """
Midnight Heist: night danger money mystery | Grandpa's Second Wedding: age love party
First Day of School: school childhood youth | Retirement Cruise: age sea holiday
Shipwrecked Millionaire: sea money danger | Kiss Behind the Bike Shed: love youth school
The Lunchbox Left Over Summer: rot school food | Champagne for Breakfast: luxury drink party
Mother-in-Law's Visit: home age danger | Holiday Romance: love holiday sea
Lost in the Forest: nature mystery danger | Winter Marathon: sport cold
The Haunted Attic: mystery age home | Stockbroker's Sweat: money work danger
Fairground at Dusk: party childhood night | Hangover Sunday: drink sickness home
Polar Expedition: cold travel danger | The Last Summer Holiday: holiday youth nature
Doctor's Waiting Room: sickness clean age | Dragon's Breath: fire danger mystery
Pony Club: animal childhood sport | Office Christmas Party: work party drink
Fresh Start: clean youth home | The Tycoon's Yacht: luxury sea money
Garden After Rain: nature clean home | Sunday Roast at Granny's: food home age
Night Shift at the Bakery: food work night | Royal Banquet: luxury food party
Ski Lodge Fireplace: cold fire holiday | Fisherman's Dawn: sea work cold
Forbidden Love: love danger mystery | Teenage Bedroom: youth home rot
Sweet Sixteen: youth party sweet | Grand Tour of Europe: travel luxury age
Rush Hour: city work travel | Cemetery Picnic: mystery age food
Pirate's Treasure: sea money danger | Sleepover Pillow Fight: childhood night party
Gym Locker Room: sport rot clean | Candlelit Dinner: love night food
Campfire Ghost Story: fire night mystery childhood | Village Fête: party food nature
Scholarship Exam: school work youth | Lottery Winner: money luxury party
Barn Dance: animal party nature | Arctic Fox: animal cold nature
Volcano Holiday: fire holiday danger | Deep Sea Diver: sea mystery danger
Milk Teeth: childhood sweet sickness | Pensioner's Allotment: age nature work
Ice Cream Van: sweet childhood holiday | Sauna Confessions: fire clean mystery
Stray Cat Café: animal city drink | Overdue Library Fine: school age money
Cabin Fever: cold home sickness | Duty-Free Shopping Spree: travel luxury money
Neon Alley: city night danger | Morning After the Wedding: love drink sickness
Harbour Tavern: sea drink night | Spring Cleaning: clean home nature
Tropical Fruit Stand: holiday food sweet | Haunted Boarding School: school mystery night
First Paycheck: money work youth | Abandoned Funfair: party rot mystery
Gentlemen's Club: luxury age drink | Swimming Lessons: sport childhood sea
Hospital Jelly: sickness sweet food | Road Trip in a Clapped-Out Van: travel youth rot
Queen's Garden Party: luxury nature party | Sewer Rat's Birthday: animal rot party
Cold Feet at the Altar: love cold danger | Midsummer Bonfire: fire party nature
Night Train to Nowhere: travel night mystery | Bakery on Fire: fire food danger
Beach Volleyball: sport sea youth | Chemistry Class Accident: school danger fire
Widow's Perfume Cabinet: age love mystery | Circus Lion Tamer: animal danger party
Detox Retreat: clean sickness holiday | Cheap Hotel Carpet: travel rot city
Snow Day: cold childhood holiday | Startup Burnout: work city sickness
Fishing Trip with Dad: sea childhood nature | Baroness at the Casino: luxury money night
Walk of Shame: night love city | Golden Anniversary: love age party
Toddler's Birthday Cake: childhood sweet party | Lighthouse Keeper: sea night work
Mountain Hut: cold nature travel | Chef's Disaster: food fire danger
Woolly Jumper Weather: cold home age | Rich Kid's Pool Party: youth money sport
Heartbreak Hotel: love sickness travel | The Professor's Pipe: school age fire
Vintage Wine Cellar: drink luxury age | Zoo at Feeding Time: animal food childhood
Sunday Football in the Park: sport nature childhood | Spy in a Trench Coat: mystery city danger
Farmhouse Kitchen: home food animal | Diamond Thief: luxury danger night
Fever Dream: sickness night mystery | Puppy Love: love animal youth
Summer Camp: childhood nature holiday | Overtime at the Morgue: work cold mystery
Seaside Pensioners' Dance: age sea party | Rainy Commute: city cold work
Candy Factory: sweet work childhood | Gold Rush: money danger travel
Cocktail Hour: drink luxury night | Homesick Sailor: sea home love
Mud Wrestling Championship: sport rot party | Christmas Eve: holiday home cold
Palace Stables: animal luxury sport | Mad Scientist's Lab: mystery danger school
School Trip to the Aquarium: school sea childhood | Banker's Bonfire: money fire party
"""


def _themes(words: str, where: str) -> tuple[Theme, ...]:
    themes = []
    for word in words.split():
        try:
            themes.append(Theme[word.upper()])
        except KeyError:
            raise ValueError(f"{where}: unknown theme {word!r}") from None
    return tuple(themes)


def _named(line: str) -> tuple[str, tuple[Theme, ...]]:
    name, _, words = line.partition(":")
    return name.strip(), _themes(words, name.strip())


ESSENCES: Final[tuple[Essence, ...]] = tuple(
    Essence(f"e{number:03d}", *_named(line))
    for number, line in enumerate((line for line in _ESSENCES.splitlines() if line.strip()), start=1)
)
PERFUME_CARDS: Final[tuple[PerfumeCard, ...]] = tuple(
    PerfumeCard(
        f"p{number:02d}",
        (PerfumeName(*_named(line.split("|")[0])), PerfumeName(*_named(line.split("|")[1]))),
    )
    for number, line in enumerate((line for line in _PERFUMES.splitlines() if line.strip()), start=1)
)
ESSENCE: Final[dict[str, Essence]] = {essence.card_id: essence for essence in ESSENCES}
PERFUME: Final[dict[str, PerfumeCard]] = {card.card_id: card for card in PERFUME_CARDS}


def validate(essences: tuple[Essence, ...], perfumes: tuple[PerfumeCard, ...]) -> None:
    """Check the card set against the component list: 100 essences and 58 perfume cards,
    every name once, every card with two to four distinct themes. Raises ValueError naming
    the first card that breaks a rule."""
    if len(essences) != ESSENCE_COUNT:
        raise ValueError(f"{len(essences)} essences, the game has {ESSENCE_COUNT}")
    if len(perfumes) != PERFUME_CARD_COUNT:
        raise ValueError(f"{len(perfumes)} perfume cards, the game has {PERFUME_CARD_COUNT}")
    names: set[str] = set()
    tagged = [(e.name, e.themes) for e in essences] + [(s.name, s.themes) for p in perfumes for s in p.sides]
    for name, themes in tagged:
        if name in names:
            raise ValueError(f"{name!r} is named twice")
        names.add(name)
        if not 2 <= len(themes) <= 4 or len(set(themes)) != len(themes):
            raise ValueError(f"{name!r} needs two to four different themes, has {[t.value for t in themes]}")


validate(ESSENCES, PERFUME_CARDS)

PERFUME_NAME: Final[dict[str, PerfumeName]] = {side.name: side for card in PERFUME_CARDS for side in card.sides}
"""Every perfume name to its side of a card (names are unique, :func:`validate`)."""
