import CIntl
import Glibc

// The three marks xgettext looks for (`make pot`): a message, a message
// with a plural, a message with a context. Their arguments are plain
// literals, never interpolated: a translator sees `%s` and `%d`, and
// `fill` puts the values in (`%1$s` lets a language reorder them).
//
// A catalogue is outside input (SPEC §10): every translation enters here,
// through `accepted`, which bounds its length and cleans it as outside text.

/// `msgid` in the user's language, or as written when no catalogue has it.
public func tr(_ msgid: String) -> String {
    guard Language.translating else { return msgid }
    return msgid.withCString { id in
        Translation.accepted(UnsafePointer(dgettext(Language.domain, id)), asked: id, english: msgid, longest: msgid.utf8.count)
    }
}

/// The form of `singular`/`plural` for the count `n`, by the language's
/// plural rule (Russian and Polish have three forms, Japanese one).
public func trn(_ singular: String, _ plural: String, _ n: Int) -> String {
    let english = n == 1 ? singular : plural
    guard Language.translating else { return english }
    let count = UInt(n.magnitude)
    return singular.withCString { s in
        plural.withCString { p in
            let found = UnsafePointer(dngettext(Language.domain, s, p, count))
            // gettext gives one of ours back when it has no translation.
            if found == p { return plural }
            return Translation.accepted(found, asked: s, english: english, longest: max(singular.utf8.count, plural.utf8.count))
        }
    }
}

/// `msgid` in the context `context` (gettext's pgettext): the same English
/// word may need two translations ("May" the month, "may" the verb).
public func trc(_ context: String, _ msgid: String) -> String {
    guard Language.translating else { return msgid }
    let key = context + "\u{4}" + msgid
    return key.withCString { id in
        Translation.accepted(UnsafePointer(dgettext(Language.domain, id)), asked: id, english: msgid, longest: msgid.utf8.count)
    }
}

/// Whether a catalogue of ours speaks the locale set: gettext gives the
/// catalogue's header for the empty message, and "" when it found none
/// (a glibc alias such as `german` is no catalogue's name).
public func catalogueFound() -> Bool {
    guard Language.translating else { return false }
    return dgettext(Language.domain, "").pointee != 0
}

/// What becomes of a translation gettext found.
enum Translation {
    /// The most bytes a translation of a message of `english` bytes may
    /// have: 4× the English and 64 bytes more. The shipped catalogues use at
    /// most half of it (ru's 40 bytes for `sun up`); a 70 KB translation
    /// made `report` work for a minute.
    static func budget(_ english: Int) -> Int { 4 * english + 64 }

    /// `found`, gettext's answer for the C string `asked`, as the text to
    /// show: `english` when gettext found nothing (it gives `asked` back) or
    /// the translation is longer than the budget of the `longest` English
    /// form (with a notice, once), else the translation cleaned as outside
    /// text: no ESC, BEL, bidi override or other control character reaches
    /// a terminal or a bar from a catalogue.
    static func accepted(_ found: UnsafePointer<CChar>?, asked: UnsafePointer<CChar>, english: String, longest: Int) -> String {
        guard let found, found != asked else { return english }
        let length = strlen(found)
        if length > budget(longest) {
            tooLong(english, length, allowed: budget(longest))
            return english
        }
        return OutsideText.translation(String(cString: found))
    }

    /// Says once that a translation was too long (the English is shown).
    /// (The notice's own translation goes through `accepted` too: the key
    /// is taken first, so a notice too long for its budget is not said twice.)
    private static func tooLong(_ english: String, _ length: Int, allowed: Int) {
        Notice.once("too long", {
            var shown = String(OutsideText.translation(english).map { $0 == "\n" ? " " : $0 })
            if shown.count > 40 { shown = String(shown.prefix(40)) + "…" }
            // TRANSLATORS: a notice on stderr: %1$s is an English message (cut to 40 characters), %2$s the length of
            // its translation in the catalogue, %3$s the most allowed.
            return fill(tr("the catalogue's translation of \"%1$s\" is %2$s bytes long, more than the %3$s allowed; it is shown in English"),
                        shown, String(length), String(allowed))
        }())
    }
}
