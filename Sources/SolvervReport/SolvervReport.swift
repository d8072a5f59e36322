// SolvervReport: `solverv report`, the info screen. It owns the one or two
// places shown (`ReportPlaces`), the screen's rows (`Report`, `ReportSun`,
// `ReportSeason`, `ReportDifferences`) and their layout for a terminal's
// width (`ReportScreen`, `ReportWrap`). Its options are the CLI's.
