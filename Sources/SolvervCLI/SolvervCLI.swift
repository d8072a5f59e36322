// SolvervCLI: the command line. It owns parsing argv (`Options.parse`),
// the table of subcommands and the dispatch (`Solverv`), the help, the
// declarations the docs are written from, each command's glue (`LineCommand`,
// `WatchCommand`, `ReportCommand`, `ChartCommand`, `FormatsCommand`,
// `CtlCommand`, `SetupCommand`, `LocateCommand`) and exit statuses. The
// work of each lives in its room: `table` and `events` in SolvervReport,
// `setup`'s pieces in SolvervSetup, GeoClue followed in SolvervPlaces.
