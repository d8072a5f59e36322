// SolvervIO: the user's side of a run, below every command. It owns the
// command line as given (`Options`, `OptionValues`, what each option says),
// strict numbers and degrees (`Number`, `Degrees`), the environment,
// did-you-mean (`Suggestion`), the years Solverv computes, checked output and
// the CSV/JSON rows of table and events (`Output`, `Table`), text for a
// terminal (`TerminalText`), and `Failure`: the one line on stderr and the
// exit status of SPEC §7. It knows no command: parsing argv is the CLI's.
