// SolvervCLI: the command line. It owns parsing argv (`Options.parse`),
// the table of subcommands and the dispatch (`Solverv`), the help, the
// declarations the docs are written from, each command's glue (`LineCommand`,
// `WatchCommand`, `EventsCommand`, `TableCommand`, `ReportCommand`,
// `ChartCommand`, `FormatsCommand`, `CtlCommand`) and exit statuses.
