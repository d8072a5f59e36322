import Glibc
import SolvervPlugins

/// The release's version and what `--version` says about it. This line is
/// the one version constant: the Makefile reads it for the tarball, the .deb,
/// the PKGBUILD and the RPM spec, and `make docs` writes it into the man page.
extension Solverv {
    static let version = "0.1.0"

    /// `solverv --version`: the version, the license, and where the
    /// third-party notices are: installed with the docs
    /// (`<prefix>/share/doc/solverv`), else at the top of an unpacked
    /// release tarball, `<prefix>` being the directory above the binary's.
    static func versionText(executable: String? = PluginSearch.executablePath()) -> String {
        let name = "THIRD-PARTY-NOTICES.md"
        var notices = "\(name) in Solverv's source and release tarball"
        if let executable, let slash = executable.lastIndex(of: "/") {
            let bin = executable[..<slash]
            let prefix = bin.lastIndex(of: "/").map { String(bin[..<$0]) } ?? ""
            for candidate in ["\(prefix)/share/doc/solverv/\(name)", "\(prefix)/\(name)"] where access(candidate, R_OK) == 0 {
                notices = candidate
                break
            }
        }
        return "solverv \(version)\nLicense: Apache-2.0. Third-party notices: \(notices)\n"
    }
}
