import Foundation
import TestSupport
import XCTest

/// What a new user runs before Solverv itself: the package installer behind
/// `make test`, `make install`, and the commands the bar files run. The
/// scripts run for real, in a scratch directory, with stubs only for what
/// must not touch the machine (apt-get, dpkg-query).
final class SetupTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `/bin/sh -c script` in the checkout, under `timeout`, so nothing here can hang the suite.
    func shell(_ script: String, environment: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
        let r = try SolvervBinary.run(["60", "/bin/sh", "-c", "cd \(RealBar.shellWord(Self.root.path)) && \(script)"],
                                      environment: ["LANG": "C.UTF-8"].merging(environment) { $1 },
                                      executable: "/usr/bin/timeout")
        return (r.status, r.stdout, r.stderr)
    }

    func scratch() throws -> URL { try scratch("slv-setup") }


    /// The bar files run one long-lived Solverv each (issue 15): i3 and sway
    /// the i3bar protocol (which implies watch mode), waybar and polybar
    /// `--watch` without a polling interval.
    func testBarConfigsRunOneLongLivedSolverv() throws {
        func text(_ file: String) throws -> String {
            try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
        }
        for file in ["contrib/i3/config", "contrib/sway/config"] {
            let commands = try text(file).split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("status_command") }
            XCTAssertEqual(commands.map { $0.trimmingCharacters(in: .whitespaces) }, ["status_command solverv --format i3bar"], file)
        }
        // The module's own section, up to the next one: no "interval" polls it.
        func section(_ text: String, from start: String, to end: String) -> Substring {
            guard let from = text.range(of: start) else { return "" }
            let rest = text[from.upperBound...]
            return rest[..<(rest.range(of: end)?.lowerBound ?? rest.endIndex)]
        }
        let waybar = section(try text("contrib/waybar/config.jsonc"), from: #""custom/solverv": {"#, to: #""clock""#)
        XCTAssertTrue(waybar.contains(#""exec": "solverv --format waybar --watch""#), String(waybar))
        XCTAssertFalse(waybar.contains(#""interval":"#), String(waybar))
        let polybar = section(try text("contrib/polybar/config.ini"), from: "\n[module/solverv]\n", to: "\n[")
        XCTAssertTrue(polybar.contains("exec = solverv --format polybar --watch\ntail = true"), String(polybar))
        XCTAssertFalse(polybar.split(separator: "\n").contains { $0.hasPrefix("interval") }, String(polybar))
    }

    /// `make test` must never remove a package (issue 14, item 21): a conky
    /// on the PATH is used as it is, and apt-get runs with --no-remove.
    func testTestDependenciesUseToolsOnThePathAndNeverRemovePackages() throws {
        let dir = try scratch()
        let log = dir.appendingPathComponent("apt.log").path
        try stub(dir, "dpkg-query", "exit 1")  // nothing is installed
        try stub(dir, "id", "echo 0")
        try stub(dir, "apt-get", "echo \"$*\" >> \(log)")
        try stub(dir, "conky", "exit 0")  // the user's conky-all
        for tool in ["grep", "cat"] {
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent(tool).path, withDestinationPath: "/usr/bin/\(tool)")
        }
        let run = try shell("PATH=\(dir.path) /bin/sh scripts/apt-ensure libjansson-dev conky=conky-cli tmux=tmux")
        XCTAssertEqual(run.status, 0, run.err)
        let calls = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        let install = calls.first { $0.hasPrefix("install") }.map(String.init) ?? ""
        XCTAssertTrue(install.contains("--no-remove"), install)
        XCTAssertTrue(install.hasSuffix(" libjansson-dev tmux"), install)
        XCTAssertFalse(install.contains("conky"), install)
    }

    /// `make install` and `make uninstall` with PREFIX and DESTDIR (issue 14, item 22), in
    /// Debian's places (issue 16): the plugin header, the man page (which
    /// `man -l` renders), the completions (bash's registers itself) and the
    /// plugin directory.
    func testMakeInstallAndUninstallStageEverything() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.root.appendingPathComponent(".build/release/solverv").path) else {
            throw XCTSkip("no release build (make test builds one)")
        }
        let stage = try scratch().path
        // -o: the binary counts as built (make test built it; a test must not build).
        let install = try shell("make -s -o .build/release/solverv install DESTDIR=\(stage) PREFIX=/usr")
        XCTAssertEqual(install.status, 0, install.err)
        let fm = FileManager.default
        let usr = "\(stage)/usr"
        XCTAssertTrue(fm.isExecutableFile(atPath: "\(usr)/bin/solverv"))
        let installed = ["include/solverv/plugin.h", "share/pkgconfig/solverv-plugin.pc", "share/doc/solverv/LICENSE",
                         "share/doc/solverv/THIRD-PARTY-NOTICES.md", "share/man/man1/solverv.1", "share/bash-completion/completions/solverv",
                         "share/zsh/vendor-completions/_solverv", "share/fish/vendor_completions.d/solverv.fish",
                         "share/doc/solverv/README.md", "share/doc/solverv/contrib/i3/config"]
        for file in installed {
            XCTAssertTrue(fm.fileExists(atPath: "\(usr)/\(file)"), file)
        }
        var isDirectory: ObjCBool = false
        XCTAssertTrue(fm.fileExists(atPath: "\(usr)/lib/solverv/plugins", isDirectory: &isDirectory) && isDirectory.boolValue)
        XCTAssertEqual(try String(contentsOfFile: "\(usr)/include/solverv/plugin.h", encoding: .utf8),
                       try String(contentsOf: Self.root.appendingPathComponent("include/solverv/plugin.h"), encoding: .utf8))
        let version = try shell("\(usr)/bin/solverv --version")
        XCTAssertTrue(version.out.hasPrefix("solverv "), version.out)
        let complete = try shell("bash -c 'source \"$0\" && complete -p solverv' \(usr)/share/bash-completion/completions/solverv")
        XCTAssertEqual(complete.out, "complete -F _solverv solverv\n", complete.err)
        if RealBar.executable("man") != nil {
            let man = try shell("MANWIDTH=80 man -l \(usr)/share/man/man1/solverv.1")
            XCTAssertEqual(man.status, 0, man.err)
            XCTAssertTrue(man.out.contains("--format F"), man.out)
        }
        let uninstall = try shell("make -s uninstall DESTDIR=\(stage) PREFIX=/usr")
        XCTAssertEqual(uninstall.status, 0, uninstall.err)
        // Nothing is left: the files, and the directories install made (issue 23, item 19).
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: stage), [])

        // Another prefix puts zsh's file where zsh looks there (site-functions).
        XCTAssertEqual(try shell("make -s -o .build/release/solverv install DESTDIR=\(stage) PREFIX=/usr/local").status, 0)
        XCTAssertTrue(fm.fileExists(atPath: "\(stage)/usr/local/share/zsh/site-functions/_solverv"))
        XCTAssertEqual(try shell("make -s uninstall DESTDIR=\(stage) PREFIX=/usr/local").status, 0)
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: stage), [])
    }

    /// Without DESTDIR, `make uninstall` removes the directories that `make
    /// install` created, and only those (issue 23, item 19): a prefix made
    /// for Solverv goes entirely, one that was there keeps what it had, and
    /// the README's `PREFIX="$HOME/.local"` under a home with a space works.
    func testUninstallRemovesTheDirectoriesInstallCreated() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.root.appendingPathComponent(".build/release/solverv").path) else {
            throw XCTSkip("no release build (make test builds one)")
        }
        let fm = FileManager.default
        let home = try scratch().appendingPathComponent("a home").path
        let prefix = RealBar.shellWord("\(home)/.local")
        XCTAssertEqual(try shell("make -s -o .build/release/solverv install PREFIX=\(prefix)").status, 0)
        XCTAssertTrue(fm.isExecutableFile(atPath: "\(home)/.local/bin/solverv"))
        let uninstall = try shell("make -s uninstall PREFIX=\(prefix)")
        XCTAssertEqual(uninstall.status, 0, uninstall.err)
        XCTAssertFalse(fm.fileExists(atPath: home), (try? fm.subpathsOfDirectory(atPath: home).joined(separator: "\n")) ?? "")

        // A prefix that had a bin and a man1 of its own keeps them, empty or not.
        try fm.createDirectory(atPath: "\(home)/bin", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: "\(home)/share/man/man1", withIntermediateDirectories: true)
        XCTAssertTrue(fm.createFile(atPath: "\(home)/bin/tool", contents: Data()))
        let kept = RealBar.shellWord(home)
        XCTAssertEqual(try shell("make -s -o .build/release/solverv install PREFIX=\(kept)").status, 0)
        XCTAssertEqual(try shell("make -s uninstall PREFIX=\(kept)").status, 0)
        XCTAssertEqual(try fm.subpathsOfDirectory(atPath: home).sorted(), ["bin", "bin/tool", "share", "share/man", "share/man/man1"])
    }

    /// A plugin the user put in the plugin directory stays on uninstall.
    func testUninstallKeepsTheUsersPlugins() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.root.appendingPathComponent(".build/release/solverv").path) else {
            throw XCTSkip("no release build (make test builds one)")
        }
        let stage = try scratch().path
        XCTAssertEqual(try shell("make -s -o .build/release/solverv install DESTDIR=\(stage) PREFIX=/opt/sv").status, 0)
        let plugin = "\(stage)/opt/sv/lib/solverv/plugins/lemonbar.so"
        XCTAssertTrue(FileManager.default.createFile(atPath: plugin, contents: Data()))
        let uninstall = try shell("make -s uninstall DESTDIR=\(stage) PREFIX=/opt/sv")
        XCTAssertEqual(uninstall.status, 0, uninstall.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: plugin))
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: stage).sorted(),
                       ["opt", "opt/sv", "opt/sv/lib", "opt/sv/lib/solverv", "opt/sv/lib/solverv/plugins",
                        "opt/sv/lib/solverv/plugins/lemonbar.so"])
    }

    /// Everything under `dir`, sorted: what a prefix looks like.
    func tree(_ dir: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: dir).sorted()
    }

    /// Odd prefixes (issue 32, item 10): a trailing slash or several, a
    /// component with leading or trailing blanks, a quote, a backquote and
    /// a single quote reach install.sh as they were given (make exports
    /// them; no shell command line reads them), install where they say, and
    /// uninstall leaves the directory above them exactly as it was. A
    /// backquote never runs.
    func testOddPrefixesInstallAndUninstallCleanly() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.root.appendingPathComponent(".build/release/solverv").path) else {
            throw XCTSkip("no release build (make test builds one)")
        }
        let base = try scratch().path
        try FileManager.default.createDirectory(atPath: "\(base)/t", withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: "\(base)/t/keep", contents: Data()))
        let before = try tree(base)
        let odd = ["t/p//", "t/p/", "t/ lead/trail /p", "t/quote\"d", "t/back`touch \(base)/ran`q", "t/it's", "t/a  b//c"]
        for name in odd {
            let prefix = "\(base)/\(name)"
            let install = try shell("make -s -o .build/release/solverv install PREFIX=\(RealBar.shellWord(prefix))")
            XCTAssertEqual(install.status, 0, "\(name): \(install.err)")
            var tidy = prefix
            while tidy.contains("//") { tidy = tidy.replacingOccurrences(of: "//", with: "/") }
            while tidy.hasSuffix("/") { tidy.removeLast() }
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: "\(tidy)/bin/solverv"), "\(name): \((try? tree(base)) ?? [])")
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(tidy)/share/man/man5/solverv-config.5"), name)
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(tidy)/share/doc/solverv/docs/bars.md"), name)
            let uninstall = try shell("make -s uninstall PREFIX=\(RealBar.shellWord(prefix))")
            XCTAssertEqual(uninstall.status, 0, "\(name): \(uninstall.err)")
            XCTAssertEqual(try tree(base), before, name)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(base)/ran"), "a backquote in PREFIX ran")

        // A prefix with a slash at its end, staged: /usr/ is /usr.
        let stage = "\(base)/stage2"
        XCTAssertEqual(try shell("make -s -o .build/release/solverv install PREFIX=/usr/ DESTDIR=\(RealBar.shellWord(stage + "/"))").status, 0)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: "\(stage)/usr/bin/solverv"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(stage)/usr/share/zsh/vendor-completions/_solverv"))
        XCTAssertEqual(try shell("make -s uninstall PREFIX=/usr/ DESTDIR=\(RealBar.shellWord(stage))").status, 0)
        XCTAssertEqual(try tree(stage), [])
    }

    /// `make install` says what went where (issue 41, item 9), a line a
    /// file, as `install -v` does, and one for the translations and one for
    /// the docs, in sh and in dash alike; the paths are the staged ones.
    func testInstallSaysWhatWentWhere() throws {
        let base = try scratch().path
        let pc = "\(base)/solverv-plugin.pc"
        XCTAssertTrue(FileManager.default.createFile(atPath: pc, contents: Data("pc\n".utf8)))
        for interpreter in ["sh", "dash"] where RealBar.executable(interpreter) != nil {
            let stage = "\(base)/stage \(interpreter)"
            let environment = "PREFIX=/usr DESTDIR=\(RealBar.shellWord(stage)) BINARY=/bin/true PCFILE=\(RealBar.shellWord(pc))"
            let r = try shell("\(environment) \(interpreter) scripts/install.sh install")
            XCTAssertEqual(r.status, 0, r.err)
            let lines = r.out.split(separator: "\n").map(String.init)
            for line in ["/bin/true -> \(stage)/usr/bin/solverv",
                         "include/solverv/plugin.h -> \(stage)/usr/include/solverv/plugin.h",
                         "\(pc) -> \(stage)/usr/share/pkgconfig/solverv-plugin.pc",
                         "contrib/man/solverv.1 -> \(stage)/usr/share/man/man1/solverv.1",
                         "contrib/completions/_solverv -> \(stage)/usr/share/zsh/vendor-completions/_solverv",
                         "README.md LICENSE THIRD-PARTY-NOTICES.md contrib/ docs/ -> \(stage)/usr/share/doc/solverv/",
                         "plugin directory: \(stage)/usr/lib/solverv/plugins/"] {
                XCTAssertTrue(lines.contains(line), "\(interpreter): \(line)\n\(r.out)")
            }
            if FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(".build/locale/de/LC_MESSAGES/solverv.mo").path) {
                XCTAssertTrue(lines.contains { $0.hasPrefix(".build/locale/*/LC_MESSAGES/solverv.mo -> \(stage)/usr/share/locale/*/LC_MESSAGES/solverv.mo (") }, r.out)
            }
            // Every line but the plugin directory's says where something went.
            XCTAssertEqual(lines.filter { !$0.contains(" -> ") }, ["plugin directory: \(stage)/usr/lib/solverv/plugins/"], r.out)
            XCTAssertEqual(try shell("\(environment) \(interpreter) scripts/install.sh uninstall").status, 0)
        }
    }

    /// A newline in a path is refused before anything is made, with status
    /// 2 and a message; the prefix stays as it was.
    func testANewlineInAPathIsRefusedBeforeAnythingIsMade() throws {
        let base = try scratch().path
        let r = try shell("PREFIX=\(RealBar.shellWord(base + "/a\nb")) BINARY=/bin/true sh scripts/install.sh install")
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertTrue(r.err.contains("PREFIX has a newline"), r.err)
        XCTAssertEqual(try tree(base), [])
    }

    /// A plugin put in the plugin directory keeps it on uninstall; once it
    /// is removed, the next uninstall removes the directory and everything
    /// install made above it: the prefix is as it was before.
    func testUninstallAfterAPluginWasAddedAndRemovedLeavesNothing() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.root.appendingPathComponent(".build/release/solverv").path) else {
            throw XCTSkip("no release build (make test builds one)")
        }
        let base = try scratch().path
        let prefix = RealBar.shellWord("\(base)/p")
        XCTAssertEqual(try shell("make -s -o .build/release/solverv install PREFIX=\(prefix)").status, 0)
        let plugin = "\(base)/p/lib/solverv/plugins/lemonbar.so"
        XCTAssertTrue(FileManager.default.createFile(atPath: plugin, contents: Data()))
        XCTAssertEqual(try shell("make -s uninstall PREFIX=\(prefix)").status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: plugin))
        try FileManager.default.removeItem(atPath: plugin)
        let again = try shell("make -s uninstall PREFIX=\(prefix)")
        XCTAssertEqual(again.status, 0, again.err)
        XCTAssertEqual(try tree(base), [])

        // And with the plugin removed before the first uninstall.
        XCTAssertEqual(try shell("make -s -o .build/release/solverv install PREFIX=\(prefix)").status, 0)
        XCTAssertTrue(FileManager.default.createFile(atPath: plugin, contents: Data()))
        try FileManager.default.removeItem(atPath: plugin)
        XCTAssertEqual(try shell("make -s uninstall PREFIX=\(prefix)").status, 0)
        XCTAssertEqual(try tree(base), [])
    }
}
