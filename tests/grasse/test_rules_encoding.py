"""Encoding of actions and configs round-trips through JSON."""

from __future__ import annotations

import json

import pytest

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.grasse.rules.actions import (
    ACTION_KINDS,
    Collect,
    DiscardWorker,
    MarketBuy,
    MarketTrade,
    Produce,
    TakeCard,
    TakeFromSpace,
    decode_action,
    encode_action,
)
from grasse_tui.games.grasse.rules.config import GrasseConfig, decode_config, default_config, encode_config
from grasse_tui.games.grasse.rules.content import Base, CardRow, Essence, Perfume


@pytest.mark.parametrize(
    "action",
    [
        Produce(Perfume.EXOTIC, (Essence.FLORAL, Essence.WOODY)),
        Collect((Base.WATER, Essence.SPICE)),
        Collect(()),
        MarketTrade((Base.WATER, Base.WATER), (Essence.HERBAL,)),
        MarketBuy(Essence.FRUITY),
        TakeCard(CardRow.CONTRACT, 2),
        TakeFromSpace(13, Base.FIXATIVE),
        DiscardWorker(),
    ],
)
def test_action_round_trip_through_json(action: object) -> None:
    data = json.loads(json.dumps(encode_action(action)))  # type: ignore[arg-type]
    assert decode_action(data) == action


def test_every_action_kind_is_registered_once() -> None:
    assert len(set(ACTION_KINDS.values())) == len(ACTION_KINDS)


def test_decode_rejects_unknown_kind_and_bad_fields() -> None:
    with pytest.raises(ValueError):
        decode_action({"kind": "teleport"})
    with pytest.raises(ValueError):
        decode_action({"kind": "collect", "resources": ["gold"]})
    with pytest.raises(TypeError):
        decode_action({"kind": "deliver", "space": "3"})


def test_config_round_trip_and_validation() -> None:
    config = GrasseConfig((SeatConfig("Ana", "red"), SeatConfig("Bo", "teal", bot="random", pin="12")))
    assert decode_config(json.loads(json.dumps(encode_config(config)))) == config
    damaged = encode_config(config)
    damaged["seats"][1]["pin"] = 1234  # a PIN hash is text: a number is damage, found before the shield
    with pytest.raises(TypeError, match="expected text"):
        decode_config(damaged)
    assert default_config(3).players == 3
    assert GrasseConfig((SeatConfig("Solo", "red"),)).solo
    with pytest.raises(ValueError, match="1–5 seats"):
        GrasseConfig(())
    with pytest.raises(ValueError, match="more than one seat"):
        GrasseConfig((SeatConfig("A", "red"), SeatConfig("B", "red")))
    with pytest.raises(ValueError, match="colour"):
        GrasseConfig((SeatConfig("A", "red"), SeatConfig("B", "purple")))
    with pytest.raises(ValueError, match="expansion"):
        GrasseConfig(default_config(2).seats, frozenset({"pirates"}))
