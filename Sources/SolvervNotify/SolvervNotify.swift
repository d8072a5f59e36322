// SolvervNotify: acting at sun events. `--notify` in watch mode: the
// desktop notices at sunrise, at sunset and minutes before it, each once a
// day at a place (`WatchAlerts`, over the engine's `AlertPlan`, the runtime
// directory's record and SolvervWatch's `Notifier`); `solverv wait` and
// `solverv poll` (`SunEvent`, `SunEventQuery`, `SunWait`, `SunPoll`).
