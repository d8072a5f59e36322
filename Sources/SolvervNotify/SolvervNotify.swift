// SolvervNotify: `--notify` in watch mode. It owns the desktop notices at
// sunrise, at sunset and minutes before it, each once a day at a place
// (`WatchAlerts`, over the engine's `AlertPlan`, the runtime directory's
// record and SolvervWatch's `Notifier`).
