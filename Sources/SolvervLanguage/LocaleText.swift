import CIntl
import Glibc

/// A text of the time locale (`nl_langinfo`), always as UTF-8: in a
/// Latin-1 locale (de_DE.ISO-8859-1 gives `M\xE4r`) the bytes are
/// converted here; in a locale of another codeset LC_TIME is set to the
/// locale's `.UTF-8` variant; without one, only ASCII names are taken and
/// the caller's English stands for the rest. Neither iconv (gconv modules
/// through dlopen) nor `newlocale` serves a static binary: glibc's static
/// `nl_langinfo_l` answers with the C locale's texts (TOOLCHAIN.md).
struct LocaleText {
    private enum Source { case utf8, latin1, ascii }

    private let source: Source

    /// The reader for the current LC_TIME locale, its codeset read from
    /// its name: Solverv does not set LC_CTYPE (`Language`).
    init() {
        let name = setlocale(LC_TIME, nil).map { String(cString: $0) } ?? ""
        var codeset = ""
        for c in name.drop(while: { $0 != "." }).dropFirst().prefix(while: { $0 != "@" }).utf8 where c != 0x2D && c != 0x5F {
            codeset.unicodeScalars.append(Unicode.Scalar(c >= 0x41 && c <= 0x5A ? c + 32 : c))
        }
        if codeset == "utf8" {
            source = .utf8
        } else if codeset == "iso88591" {
            source = .latin1
        } else {
            // `de_DE@euro` → `de_DE.UTF-8`: the same names, in UTF-8.
            let bare = String(name.prefix { $0 != "." && $0 != "@" })
            source = !bare.isEmpty && setlocale(LC_TIME, bare + ".UTF-8") != nil ? .utf8 : .ascii
        }
    }

    /// The item's text, or nil when this locale's codeset cannot be read.
    func text(_ item: Int) -> String? {
        guard let raw = nl_langinfo(nl_item(item)) else { return nil }
        switch source {
        case .utf8:
            return String(cString: raw)
        case .latin1:
            // Latin-1 bytes are the first 256 code points.
            var out = String()
            var p = raw
            while p.pointee != 0 {
                out.unicodeScalars.append(Unicode.Scalar(UInt8(bitPattern: p.pointee)))
                p += 1
            }
            return out
        case .ascii:
            var p = raw
            while p.pointee != 0 {
                if p.pointee < 0 { return nil }
                p += 1
            }
            return String(cString: raw)
        }
    }
}
