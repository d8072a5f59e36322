import SolarAstronomy

/// The years Solverv computes: those where ΔT is modelled (`DeltaT.supportedYears`).
package enum ComputedYears {
    /// Fails on a year outside them, named by the option it came from (`--now`, `--from`).
    package static func check(_ y: Int, _ name: String) throws(Failure) {
        let r = DeltaT.supportedYears
        guard r.contains(y) else {
            throw Failure("\(name): year \(y) is outside \(r.lowerBound)–\(r.upperBound), where ΔT is modelled")
        }
    }
}
