/// `text` in the quotation marks of the language the user reads (SPEC
/// §10): `'Oslo'` in English, `„Oslo“` in German, `« Oslo »` in French,
/// `「オスロ」` in Japanese, as each catalogue writes CLDR's quotationStart
/// and quotationEnd. For what a message quotes that it builds itself (a
/// list of suggestions), so that one message has one kind of marks: the
/// messages' own quotes are written by their translators the same way
/// (CLDRCatalogueTests checks both against CLDR).
public func quoted(_ text: String) -> String {
    // TRANSLATORS: a name quoted in a sentence (the suggestions of "did you mean 'Oslo', 'Osaka'?"): write your language's quotation marks (CLDR's quotationStart and quotationEnd: de „%s“, fr « %s » with no-break spaces, ja 「%s」), the ones your other messages quote with.
    fill(tr("'%s'"), text)
}

/// What separates the items of a list of names or options that a message
/// builds (`'Oslo', 'Osaka'`): `、` in Chinese and Japanese, as CLDR's list
/// patterns write it.
public var listSeparator: String {
    // TRANSLATORS: separates the items of a list of suggestions ("'Oslo', 'Osaka'"); CLDR's list pattern writes it (ja, zh: 、).
    trc("list", ", ")
}

/// What separates the entries of a list whose entries have commas of their
/// own (`León, León, NI (144 538 people); León, …`).
public var entrySeparator: String {
    // TRANSLATORS: separates the entries of a list of places, each with commas of its own ("León, León, NI (144 538 people); León, Castilla y León, ES …"); zh: ；.
    trc("list", "; ")
}

/// What separates the clauses of a notice (`Derby, England, GB chosen for
/// 'Derby'; for Derby, Kansas, US use …`): `；` in Chinese, `。` in Japanese.
public var clauseSeparator: String {
    // TRANSLATORS: separates the clauses of a notice ("Derby, England, GB chosen for 'Derby'; for Derby, Kansas, US use --location 'Derby, US'; and 1 more"); zh: ；, ja: 。.
    trc("clauses", "; ")
}
