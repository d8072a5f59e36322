import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-docs`
/// (`make docs`): builds solverv (release, the build `make` already has),
/// asks it for its own declarations (`solverv formats --output json`) and
/// writes every file that lists them (GeneratedFiles): the README's quick
/// start (from the bar files in contrib/), the usage, format, option and
/// placeholder blocks of docs/, the man pages solverv(1), solverv-config(5)
/// and solverv-plugin(7) (that one from include/solverv/plugin.h), and the
/// bash, zsh and fish completions. No network, no stdin.
///
/// `generate-docs --check` writes nothing: it fails, with a diff, when a
/// file differs from what the code declares (`make test` runs it, so the
/// docs cannot drift from the code).
@main
struct SolvervDocs: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let check = arguments.contains("--check")
        if let unknown = arguments.first(where: { $0 != "--check" }) {
            throw DocsError("generate-docs: unknown argument \(unknown) (it takes only --check)")
        }
        let solverv = try buildSolverv()
        var declarations = try JSONDecoder().decode(Declarations.self, from: run(solverv, ["formats", "--output", "json"]))
        guard declarations.schema == 1 else { throw DocsError("solverv formats --output json: schema \(declarations.schema), expected 1") }
        // Plugins found on this machine are not part of the docs.
        declarations.formats.removeAll { $0.source != "built-in" }

        let root = context.package.directoryURL
        let inputs = GeneratedFiles.Inputs(declarations: declarations, root: root)
        var changed: [String] = []
        for (path, make) in GeneratedFiles.all {
            let url = root.appendingPathComponent(path)
            let old = try? String(contentsOf: url, encoding: .utf8)
            let new = try make(inputs, old)
            guard new != old else { continue }
            changed.append(path)
            if check {
                try show(path, at: url, old: old, new: new, work: context.pluginWorkDirectoryURL)
            } else {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try new.write(to: url, atomically: true, encoding: .utf8)
                print("generate-docs: wrote \(path)")
            }
        }
        let strays = GeneratedFiles.strays(root)
        if !strays.isEmpty {
            throw DocsError("generate-docs: \(strays.joined(separator: "; ")). Add it to Plugins/SolvervDocs/GeneratedFiles.swift, or remove it.")
        }
        if check, !changed.isEmpty {
            throw DocsError("""
                the generated docs differ from the code's declarations: \(changed.joined(separator: ", ")).
                Run `make docs` and commit the result.
                """)
        }
        if changed.isEmpty { print("generate-docs: \(GeneratedFiles.all.count) files up to date") }
    }

    /// The release build of the `solverv` product: the one `make` builds,
    /// so no second copy is compiled.
    func buildSolverv() throws -> URL {
        let result = try packageManager.build(.product("solverv"), parameters: .init(configuration: .release, logging: .concise))
        guard result.succeeded else {
            print(result.logText)
            throw DocsError("generate-docs: building solverv failed")
        }
        guard let binary = result.builtArtifacts.first(where: { $0.kind == .executable })?.url else {
            throw DocsError("generate-docs: the build gave no solverv executable")
        }
        return binary
    }

    /// Runs `binary` with a clean environment (no location, UTC, the C
    /// locale, no plugin path) and returns its standard output; fails on a non-zero status.
    func run(_ binary: URL, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        // LC_ALL=C: the docs never depend on the machine's language (SPEC §10).
        process.environment = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "LANG": "C.UTF-8", "LC_ALL": "C"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let message = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DocsError("solverv \(arguments.joined(separator: " ")): status \(process.terminationStatus): \(String(decoding: message, as: UTF8.self))")
        }
        return data
    }

    /// Prints how the file at `url` (`path` in the package) would change,
    /// with diff -u where there is one.
    func show(_ path: String, at url: URL, old: String?, new: String, work: URL) throws {
        let expected = work.appendingPathComponent("expected").appendingPathComponent(path)
        try FileManager.default.createDirectory(at: expected.deletingLastPathComponent(), withIntermediateDirectories: true)
        try new.write(to: expected, atomically: true, encoding: .utf8)
        guard old != nil, FileManager.default.isExecutableFile(atPath: "/usr/bin/diff") else {
            print("generate-docs: \(path) is \(old == nil ? "missing" : "out of date")")
            return
        }
        let diff = Process()
        diff.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
        diff.arguments = ["-u", "--label", "\(path) (in the tree)", "--label", "\(path) (from the code)", url.path, expected.path]
        try diff.run()
        diff.waitUntilExit()
    }
}

struct DocsError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
