import Foundation

/// A copy of the built binary with catalogues of its own, compiled here
/// with msgfmt from `.po` texts: `DIR/bin/solverv` finds
/// `DIR/share/locale/LANG/LC_MESSAGES/solverv.mo` as an installed copy
/// would (SPEC §10), so a test can speak a language whose real catalogue
/// has not been written yet, and say exactly what each message becomes.
public final class TranslatedBinary {
    public let directory: URL
    /// The copy to run (`SolvervBinary.run(…, executable:)` takes it).
    public var path: String { directory.appendingPathComponent("bin/solverv").path }

    /// `catalogues`: a `.po` body (msgid/msgstr entries) per language; the
    /// header, its `Language:`, UTF-8 and the language's plural rule are added.
    public init(_ catalogues: [String: String]) throws {
        directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("slv-lang-\(UUID().uuidString.prefix(8))")
        let bin = directory.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        // A copy, not a link: the binary finds its catalogues from /proc/self/exe, which resolves links.
        let original = URL(fileURLWithPath: SolvervBinary.path).resolvingSymlinksInPath()
        try FileManager.default.copyItem(at: original, to: bin.appendingPathComponent("solverv"))
        for (language, body) in catalogues {
            try Self.compile(body, language: language, into: directory.appendingPathComponent("share/locale"))
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Compiles `body` with `msgfmt --check` into `locale/LANG/LC_MESSAGES/solverv.mo`.
    public static func compile(_ body: String, language: String, into locale: URL) throws {
        let messages = locale.appendingPathComponent(language).appendingPathComponent("LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let po = messages.appendingPathComponent("solverv.po")
        let header = """
        msgid ""
        msgstr ""
        "Language: \(language)\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\\n"


        """
        try (header + body).write(to: po, atomically: true, encoding: .utf8)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        msgfmt.arguments = ["--check", "-o", messages.appendingPathComponent("solverv.mo").path, po.path]
        let err = Pipe()
        msgfmt.standardError = err
        try msgfmt.run()
        let message = err.fileHandleForReading.readDataToEndOfFile()
        msgfmt.waitUntilExit()
        guard msgfmt.terminationStatus == 0 else {
            throw TranslatedBinaryError("msgfmt: " + String(decoding: message, as: UTF8.self))
        }
    }

    /// Whether msgfmt is here to compile catalogues (gettext, a test dependency).
    public static var available: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/msgfmt") }

    /// Whether `locale` is installed here (`locales-all`, a test dependency).
    public static func installed(_ locale: String) -> Bool {
        guard let r = try? SolvervBinary.run(["-c", "LC_ALL=\(locale) locale 2>&1 >/dev/null"], executable: "/bin/sh") else { return false }
        return r.status == 0 && r.stdout.isEmpty
    }
}

public struct TranslatedBinaryError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
