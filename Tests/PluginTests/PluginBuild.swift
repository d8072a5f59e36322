import Foundation
import XCTest

/// Builds C plugins for the tests with the real compiler, as a user would
/// (`cc -shared -fPIC … -ljansson`), into a private temporary directory
/// (0700 under the sticky, root-owned /tmp: the permission rule allows it).
enum PluginBuild {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A new private directory (mkdtemp: mode 0700).
    static func directory() throws -> String {
        var template = Array("/tmp/solverv-plugins-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Failure("mkdtemp failed") }
        return String(cString: made)
    }

    /// Compiles `source` (relative to the package) to `directory/name.so`,
    /// with each of `defines` as a `-D` (`NAME=NULL`).
    @discardableResult
    static func compile(_ source: String, into directory: String, as name: String, defines: [String] = []) throws -> String {
        let output = directory + "/" + name + ".so"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["cc", "-shared", "-fPIC", "-O2", "-Wall", "-I", root.appendingPathComponent("include").path]
            + defines.map { "-D" + $0 } + ["-o", output, root.appendingPathComponent(source).path, "-ljansson"]
        let err = Pipe()
        process.standardError = err
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure("cc \(source): \(message)") }
        return output
    }

    @discardableResult
    static func lemonbar(in directory: String) throws -> String {
        try compile("contrib/plugins/lemonbar/lemonbar.c", into: directory, as: "lemonbar")
    }

    @discardableResult
    static func xmobar(in directory: String) throws -> String {
        try compile("contrib/plugins/xmobar/xmobar.c", into: directory, as: "xmobar")
    }

    @discardableResult
    static func fixture(_ name: String, in directory: String, as file: String? = nil, defines: [String] = []) throws -> String {
        try compile("Tests/Fixtures/plugins/\(name).c", into: directory, as: file ?? name, defines: defines)
    }

    static func mkdir(_ path: String, mode: mode_t = 0o700) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        chmod(path, mode)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }
}
