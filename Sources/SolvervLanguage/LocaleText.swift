import CIntl
import Glibc

/// A text of the time locale (`nl_langinfo`), always as UTF-8: in a
/// locale of another codeset (de_DE.ISO-8859-1 gives `M\xE4r`) Latin-1 is
/// converted here, any other codeset is read from the locale's `.UTF-8`
/// variant, and without one the caller's English stands. iconv is not an
/// option: in a static binary it needs gconv modules through dlopen
/// (TOOLCHAIN.md).
struct LocaleText {
    /// How the texts are read: as they are, from Latin-1, or from another locale.
    private enum Source {
        case utf8, latin1
        case variant(locale_t)
        case none
    }

    private let source: Source

    /// The reader for the current LC_TIME locale.
    init() {
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        switch codeset {
        case "UTF-8", "ANSI_X3.4-1968": source = .utf8
        case "ISO-8859-1": source = .latin1
        default:
            // `de_DE@euro` → `de_DE.UTF-8@euro` is not a locale; `ll_CC.UTF-8` is.
            let name = setlocale(LC_TIME, nil).map { String(cString: $0) } ?? ""
            let bare = String(name.prefix { $0 != "." && $0 != "@" })
            if !bare.isEmpty, let variant = newlocale(1 << LC_TIME, bare + ".UTF-8", nil) {
                source = .variant(variant)
            } else {
                source = .none
            }
        }
    }

    /// The item's text, or nil when this locale's codeset cannot be read.
    func text(_ item: Int) -> String? {
        switch source {
        case .utf8:
            return nl_langinfo(nl_item(item)).map { String(cString: $0) }
        case .latin1:
            guard let raw = nl_langinfo(nl_item(item)) else { return nil }
            // Latin-1 bytes are the first 256 code points.
            var out = String()
            var p = raw
            while p.pointee != 0 {
                out.unicodeScalars.append(Unicode.Scalar(UInt8(bitPattern: p.pointee)))
                p += 1
            }
            return out
        case .variant(let locale):
            return nl_langinfo_l(nl_item(item), locale).map { String(cString: $0) }
        case .none:
            return nil
        }
    }
}
