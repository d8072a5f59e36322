import CIntl

// The three marks xgettext looks for (`make pot`): a message, a message
// with a plural, a message with a context. Their arguments are plain
// literals, never interpolated: a translator sees `%s` and `%d`, and
// `fill` puts the values in (`%1$s` lets a language reorder them).

/// `msgid` in the user's language, or as written when no catalogue has it.
public func tr(_ msgid: String) -> String {
    guard Language.translating else { return msgid }
    return msgid.withCString { String(cString: dgettext(Language.domain, $0)) }
}

/// The form of `singular`/`plural` for the count `n`, by the language's
/// plural rule (Russian and Polish have three forms, Japanese one).
public func trn(_ singular: String, _ plural: String, _ n: Int) -> String {
    guard Language.translating else { return n == 1 ? singular : plural }
    let count = UInt(n.magnitude)
    return singular.withCString { s in
        plural.withCString { p in String(cString: dngettext(Language.domain, s, p, count)) }
    }
}

/// `msgid` in the context `context` (gettext's pgettext): the same English
/// word may need two translations ("May" the month, "may" the verb).
public func trc(_ context: String, _ msgid: String) -> String {
    guard Language.translating else { return msgid }
    let key = context + "\u{4}" + msgid
    let found = key.withCString { String(cString: dgettext(Language.domain, $0)) }
    return found == key ? msgid : found
}

/// Whether a catalogue of ours speaks the locale set: gettext gives the
/// catalogue's header for the empty message, and "" when it found none
/// (a glibc alias such as `german` is no catalogue's name).
public func catalogueFound() -> Bool {
    guard Language.translating else { return false }
    return dgettext(Language.domain, "").pointee != 0
}
