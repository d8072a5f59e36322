// SolvervConfig: the config file (SPEC §5). It owns where the file is and
// its bytes (`ConfigFile`), every key read and checked with its line and
// column (`ConfigReader`), the result (`Config`: named places, templates,
// icons, colours, urgent minutes), and the templates a bar takes from it
// (`ConfigTemplates`), and the language and clock a run speaks, where the
// config's `"locale"` and `"clock"` meet the options and the environment
// (`LanguageChoice`). It does not decide the place: SolvervPlaces does.
