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
