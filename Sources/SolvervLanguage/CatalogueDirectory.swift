import CIntl
import Glibc
import SystemFiles

/// Where the compiled catalogues are, found from the running binary so that
/// an installed copy, the release tarball, `~/.local` and the build tree all
/// work (SPEC §10): `BIN/../share/locale` for `PREFIX/bin/solverv`,
/// `BIN/../../locale` for the build tree's `.build/TRIPLE/CONFIG/solverv`
/// (catalogues in `.build/locale`), then the system's own directories.
enum CatalogueDirectory {
    /// A directory with catalogues, and the languages it has of those
    /// gettext would try, in gettext's order (`nb:de` for LANGUAGE=nb:de).
    /// (A class: the outlined destroy of a struct of these fields asked
    /// for `[String]`'s metadata, 15 000 instructions of a translated line.)
    final class Found {
        let directory: String
        var languages: [String] = []
        /// Each language's catalogue's identity by `stat`
        /// (CheckedCatalogues.identity): a line finds the checked copy by
        /// it, with no second call.
        var identities: [String] = []
        /// Whether every one is a regular file.
        var regular = true

        init(directory: String) {
            self.directory = directory
        }

        func add(_ language: String, _ info: stat) {
            languages.append(language)
            identities.append(CheckedCatalogues.identity(info))
            regular = regular && info.st_mode & S_IFMT == S_IFREG
        }
    }

    /// The first directory with a catalogue for one of `languages`, those
    /// gettext will try (`wanted`), or nil when none has one (then the
    /// binary's own, EmbeddedCatalogues, or English).
    static func find(_ languages: [String]) -> Found? {
        guard !languages.isEmpty else { return nil }
        var candidates: [String] = []
        if let binary = SymbolicLink.target(of: "/proc/self/exe"), let slash = binary.utf8.lastIndex(of: UInt8(ascii: "/")) {
            let bin = String(binary[..<slash])
            candidates.append(bin + "/../share/locale")
            candidates.append(bin + "/../../locale")
        }
        candidates.append("/usr/local/share/locale")
        candidates.append("/usr/share/locale")
        for directory in candidates {
            let found = Found(directory: directory)
            for language in languages {
                var info = stat()
                if hasCatalogue(directory, language, &info) { found.add(language, info) }
            }
            if !found.languages.isEmpty { return found }
        }
        return nil
    }

    /// Whether there is something at `DIRECTORY/LANGUAGE/LC_MESSAGES/solverv.mo`,
    /// and its `stat` in `info` (what is not a regular file is refused
    /// later, with a notice). The path is put together in one buffer on
    /// the stack: joining Strings for each probe cost a translated line
    /// 40 000 instructions.
    private static func hasCatalogue(_ directory: String, _ language: String, _ info: inout stat) -> Bool {
        let file = "/LC_MESSAGES/" + Language.domain + ".mo"
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Int(PATH_MAX)) { buffer -> Bool in
            var n = 0
            func put(_ text: String) {
                var text = text
                text.withUTF8 { bytes in
                    let count = min(bytes.count, buffer.count - 1 - n)
                    guard count > 0, let from = bytes.baseAddress, let to = buffer.baseAddress else { return }
                    (to + n).update(from: from, count: count)
                    n += count
                }
            }
            put(directory)
            put("/")
            put(language)
            put(file)
            guard n < buffer.count - 1, let base = buffer.baseAddress else { return false }
            buffer[n] = 0
            return base.withMemoryRebound(to: CChar.self, capacity: n + 1) { stat($0, &info) == 0 }
        }
    }

    /// The languages gettext looks up, in its order: `LANGUAGE`'s list, then
    /// the messages locale, each as `ll_CC` and then `ll` (`pt_BR`, `pt`),
    /// after them with the locale's `@modifier` if it has one (`sr@latin`).
    /// (gettext would also try names with the codeset, `de_DE.UTF-8`,
    /// which no catalogue directory uses.) The names are read as bytes:
    /// with Substrings and `split`, this cost a translated line 10 000
    /// instructions.
    static func wanted(messages: String) -> [String] {
        var languages: [String] = []
        if let list = getenv("LANGUAGE") {
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(list).assumingMemoryBound(to: UInt8.self), count: strlen(list))
            var from = 0
            for i in 0...bytes.count where i == bytes.count || bytes[i] == UInt8(ascii: ":") {
                add(UnsafeBufferPointer(rebasing: bytes[from..<i]), to: &languages)
                from = i + 1
            }
        }
        var messages = messages
        messages.withUTF8 { add($0, to: &languages) }
        return languages
    }

    /// Adds the forms of the locale name `name` (`sr_RS.UTF-8@latin`) that
    /// `languages` lacks.
    private static func add(_ name: UnsafeBufferPointer<UInt8>, to languages: inout [String]) {
        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: name[range]), as: UTF8.self)
        }
        guard !Language.isPlain(text(0..<name.count)) else { return }
        let at = name.firstIndex(of: UInt8(ascii: "@"))
        let bare = name.firstIndex { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "@") } ?? name.count
        let language = name[..<bare].firstIndex(of: UInt8(ascii: "_")) ?? bare
        var forms = [text(0..<bare), text(0..<language)]
        if let at {
            let modifier = text(at..<name.count)
            forms = [forms[0] + modifier, forms[1] + modifier] + forms
        }
        // A name with `/` is no catalogue's (gettext would read it as a
        // path), and the checked copies are kept under each language's name.
        for form in forms where !form.isEmpty && form.utf8.first != UInt8(ascii: "@") && !form.utf8.contains(UInt8(ascii: "/"))
            && form.utf8.first != UInt8(ascii: ".") && !languages.contains(form) {
            languages.append(form)
        }
    }
}
