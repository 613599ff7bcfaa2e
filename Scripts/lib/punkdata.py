"""Beers in the published Punk API v2 shape, for the bench and the
browse-memory measurement."""


def published_beer(beer_id, description="A beer."):
    """A beer in the published Punk API v2 shape, with every field."""
    return {
        "id": beer_id, "name": f"Beer {beer_id}", "tagline": "t", "first_brewed": "09/2007",
        "description": description, "image_url": None, "abv": 5.0, "ibu": None, "target_fg": 1010,
        "target_og": 1050.5, "ebc": 20, "srm": 10.2, "ph": 4.4, "attenuation_level": None,
        "volume": {"value": 20, "unit": "litres"}, "boil_volume": {"value": 25, "unit": "litres"},
        "method": {"mash_temp": [{"temp": {"value": 65, "unit": "celsius"}, "duration": None}],
                   "fermentation": {"temp": {"value": None, "unit": "celsius"}}, "twist": None},
        "ingredients": {"malt": [{"name": "Maris Otter", "amount": {"value": 3.3, "unit": "kilograms"}}] * 3,
                        "hops": [{"name": "Cascade", "amount": {"value": 25, "unit": "grams"}, "add": "start",
                                  "attribute": "bitter"}] * 4, "yeast": None},
        "food_pairing": ["Cake", "Cheese", "Curry"], "brewers_tips": "Keep it cold.", "contributed_by": "bench",
    }
