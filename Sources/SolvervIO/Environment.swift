import Glibc

/// The environment as Solverv reads it: a variable set to "" is unset, as
/// for most programs that read `NO_COLOR`, `COLUMNS` or `SOLVERV_LAT`.
package enum Environment {
    package static func variable(_ name: String) -> String? {
        guard let v = getenv(name) else { return nil }
        let s = String(cString: v)
        return s.isEmpty ? nil : s
    }
}
