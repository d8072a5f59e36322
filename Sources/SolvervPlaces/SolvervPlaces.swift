// SolvervPlaces: where a run computes and whose clock it shows (SPEC §5).
// It owns `Place` and its resolution (flags, the config's default, the
// environment, the system zone's city, Greenwich), `--location` by name
// (`NamedPlace`: the config's places, cities through PlaceNames, tz zones
// through `ZonePlace`), the notice of a missing tz database, and
// `Invocation`: a run's options, instant and place, resolved once.
